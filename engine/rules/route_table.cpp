#include "engine/rules/route_table.h"

#include "engine/rules/armies.h"

#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace grand {

namespace {

std::uint8_t cellOf(Square s) {
    return static_cast<std::uint8_t>(mailbox::ToMailbox[static_cast<std::size_t>(s)]);
}

} // namespace

RouteTable::RouteTable(int files, int ranks)
        : m_slots(static_cast<std::size_t>(PieceTypeCount) * 2 * SquareCount) {
    auto onBoard = [files, ranks](int file, int rank) {
        return file >= 0 && file < files && rank >= 0 && rank < ranks;
    };
    for (int t = 1; t < PieceTypeCount; ++t) {
        const auto type = static_cast<PieceType>(t);
        for (Color c : {Color::White, Color::Black}) {
            const int sign = c == Color::White ? 1 : -1;
            for (Square from = 0; from < SquareCount; ++from) {
                Slot& slot = m_slots[slotIndex(type, c, from)];
                slot.begin = static_cast<std::uint32_t>(m_routes.size());
                slot.walkedBegin = static_cast<std::uint32_t>(m_walked.size());
                slot.ridesBegin = static_cast<std::uint32_t>(m_rides.size());
                std::vector<SquareSet> falling, risingMove, fallingMove;
                if (!onBoard(fileOf(from), rankOf(from)))
                    continue;
                const int relative = c == Color::White ? rankOf(from) : ranks - 1 - rankOf(from);
                for (const Route& route : pieceKind(type).routes) {
                    if (route.onlyFromRank >= 0 && relative != route.onlyFromRank)
                        continue;
                    CompiledRoute out;
                    out.stopAfterSteps = route.stopAfterSteps;
                    out.hop = route.hop;
                    out.reach = route.reach;
                    int file = fileOf(from), rank = rankOf(from);
                    bool off = false;
                    for (int i = 0; i < route.stepCount && !off; ++i) {
                        file += route.steps[static_cast<std::size_t>(i)].file;
                        rank += sign * route.steps[static_cast<std::size_t>(i)].rank;
                        if (!onBoard(file, rank))
                            off = true;
                        else if (i + 1 < route.stepCount) {
                            out.legs[out.legCount++] = cellOf(makeSquare(file, rank));
                            out.mustBeEmpty |= squareBit(makeSquare(file, rank));
                        } else {
                            out.landing = cellOf(makeSquare(file, rank));
                        }
                    }
                    if (off)
                        continue; // the fixed steps leave the board: nowhere to go
                    if (out.landing != NoCell && out.stopAfterSteps)
                        out.ends |= CellSet[out.landing];
                    else if (out.landing != NoCell)
                        out.mustBeEmpty |= CellSet[out.landing];
                    int last = -1, direction = 0;
                    bool crooked = false;
                    out.rayBegin = static_cast<std::uint32_t>(m_cells.size());
                    if (route.rides())
                        for (int n = 0; route.rideMax == 0 || n < route.rideMax; ++n) {
                            const Step step = n % 2 == 0 ? route.rideA : route.rideB;
                            if (step == Step{})
                                break;
                            file += step.file;
                            rank += sign * step.rank;
                            if (!onBoard(file, rank))
                                break;
                            const Square s = makeSquare(file, rank);
                            m_cells.push_back(cellOf(s));
                            out.ends |= squareBit(s);
                            out.rideSquares |= squareBit(s);
                            if (last >= 0) {
                                const int order = s > last ? 1 : -1;
                                crooked = crooked || (direction != 0 && order != direction);
                                direction = order;
                            }
                            last = s;
                        }
                    out.order = crooked ? std::int8_t{0} : direction < 0 ? std::int8_t{-1} : std::int8_t{1};
                    out.rayLength = static_cast<std::uint8_t>(m_cells.size() - out.rayBegin);
                    m_routes.push_back(out);
                    if (out.reach != Reach::MoveOnly)
                        slot.captureEnds |= out.ends;
                    if (out.legCount == 0 && out.landing != NoCell && out.stopAfterSteps && !out.hop
                        && out.rayLength == 0) {
                        SquareSet& set = out.reach == Reach::MoveOnly      ? slot.leaps.moveOnly
                                         : out.reach == Reach::CaptureOnly ? slot.leaps.captureOnly
                                                                           : slot.leaps.both;
                        set |= CellSet[out.landing];
                    } else if (out.legCount == 0 && out.landing == NoCell && !out.hop
                               && out.reach == Reach::Both && out.order != 0 && out.rayLength > 0) {
                        if (out.order > 0) {
                            m_rides.push_back(out.rideSquares);
                            ++slot.risingCount;
                        } else {
                            falling.push_back(out.rideSquares);
                            ++slot.fallingCount;
                        }
                    } else if (out.legCount == 0 && out.landing == NoCell && !out.hop
                               && out.reach == Reach::MoveOnly && out.order != 0 && out.rayLength > 0) {
                        (out.order > 0 ? risingMove : fallingMove).push_back(out.rideSquares);
                        ++(out.order > 0 ? slot.risingMoveCount : slot.fallingMoveCount);
                    } else {
                        m_walked.push_back(out);
                    }
                }
                for (const auto* rides : {&falling, &risingMove, &fallingMove})
                    m_rides.insert(m_rides.end(), rides->begin(), rides->end());
                slot.count = static_cast<std::uint32_t>(m_routes.size()) - slot.begin;
                slot.walkedCount = static_cast<std::uint32_t>(m_walked.size()) - slot.walkedBegin;
            }
        }
    }
    m_captureFrom.assign((Armies.size() + 1) * 2 * SquareCount, 0);
    for (std::size_t a = 0; a <= Armies.size(); ++a)
        for (Color c : {Color::White, Color::Black})
            for (const PieceType type : kindsOf(static_cast<Army>(a)))
                for (Square from = 0; from < SquareCount; ++from) {
                    const SquareSet ends = captureEnds(type, c, from);
                    for (Square target = 0; target < SquareCount; ++target)
                        if (ends >> target & 1)
                            m_captureFrom[(a * 2 + static_cast<std::size_t>(index(c))) * SquareCount
                                          + static_cast<std::size_t>(target)] |= squareBit(from);
                }
}

const RouteTable& otherRouteTable(int files, int ranks) {
    static std::mutex mutex;
    static std::map<std::pair<int, int>, std::unique_ptr<RouteTable>> others;
    const std::lock_guard lock(mutex);
    auto& table = others[{files, ranks}];
    if (!table)
        table = std::make_unique<RouteTable>(files, ranks);
    return *table;
}

} // namespace grand
