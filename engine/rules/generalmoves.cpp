#include "engine/rules/generalmoves.h"

#include "engine/rules/pieces.h"
#include "engine/rules/route_table.h"

#include <algorithm>
#include <optional>

namespace grand::general {

namespace {

// Calls emit(cell, capture) for each mailbox cell `route` (compiled for its piece's square
// and side) takes a piece of colour c to. `target`, if not NoCell, counts as holding an enemy
// piece (for attack tests). This is the general generator's innermost loop.
template <class Emit>
void walk(const Position& pos, const RouteTable& table, const CompiledRoute& route, Color c,
          std::uint8_t target, Emit&& emit) {
    // 0 empty, 1 own, 2 enemy
    auto occupant = [&](std::uint8_t cell) {
        if (cell == target)
            return 2;
        const Piece p = pos.pieceInCell(cell);
        return p == Piece::Empty ? 0 : colorOf(p) == c ? 1 : 2;
    };
    // Lands on the cell; whether a ride may go on beyond it.
    auto land = [&](std::uint8_t cell) {
        const int who = occupant(cell);
        if (who == 0 && route.reach != Reach::CaptureOnly)
            emit(cell, false);
        else if (who == 2 && route.reach != Reach::MoveOnly)
            emit(cell, true);
        return who == 0;
    };
    for (int i = 0; i < route.legCount; ++i)
        if (occupant(route.legs[static_cast<std::size_t>(i)]) != 0)
            return;
    if (route.landing != NoCell) {
        if (route.stopAfterSteps) {
            if (!land(route.landing))
                return;
        } else if (occupant(route.landing) != 0) {
            return;
        }
    }
    bool screened = false;
    for (const std::uint8_t cell : table.ray(route)) {
        if (route.hop) {
            const int who = occupant(cell);
            if (who == 0)
                continue;
            if (!screened) {
                screened = true;
                continue;
            }
            if (who == 2)
                emit(cell, true);
            return;
        }
        if (!land(cell))
            return;
    }
}

// Where a route whose ride is not crooked takes a piece with these squares occupied: the
// squares walk() would give, read from the sets at once.
SquareSet routeReach(const CompiledRoute& route, SquareSet own, SquareSet enemy) {
    const SquareSet occupied = own | enemy;
    if (route.mustBeEmpty & occupied)
        return 0;
    SquareSet squares = 0;
    if (route.landing != NoCell && route.stopAfterSteps) {
        const SquareSet at = CellSet[route.landing];
        if (at & occupied)
            return route.reach != Reach::MoveOnly ? at & enemy : 0;
        if (route.reach != Reach::CaptureOnly)
            squares = at;
    }
    const SquareSet path = rideUntilBlocked(route, occupied);
    if (route.hop) {
        // Over the first piece (the screen) to capture the next.
        const SquareSet screen = path & occupied;
        if (!screen)
            return squares;
        const SquareSet beyond = rideUntilBlocked(route, occupied ^ screen) & occupied & ~screen;
        return squares | (beyond & enemy);
    }
    if (route.reach != Reach::CaptureOnly)
        squares |= path & ~occupied;
    if (route.reach != Reach::MoveOnly)
        squares |= path & enemy;
    return squares;
}

// Whether a capturing route whose ride is not crooked, and which could end on `target`,
// captures there with these squares occupied (the target counts as an enemy piece).
bool routeCaptures(const CompiledRoute& route, SquareSet occupied, SquareSet targetBit) {
    if (route.mustBeEmpty & (occupied | targetBit))
        return false;
    if (route.landing != NoCell && route.stopAfterSteps) {
        const SquareSet at = CellSet[route.landing];
        if (at == targetBit)
            return true;
        if (at & occupied)
            return false;
    }
    if (!(route.rideSquares & targetBit))
        return false;
    const SquareSet between = rideBefore(route, targetBit) & occupied;
    return route.hop ? between != 0 && (between & (between - 1)) == 0 : between == 0;
}

const RouteTable& tableOf(const Position& pos) {
    return routeTable(pos.variant().files, pos.variant().ranks);
}

// The lowest square of a set that is not empty.
Square lowestSquare(SquareSet set) {
    const auto low = static_cast<std::uint64_t>(set);
    return low ? __builtin_ctzll(low) : 64 + __builtin_ctzll(static_cast<std::uint64_t>(set >> 64));
}

// Calls f(type, from) for each piece of `by` whose captures could end on `target` over an
// empty board, until f returns true; whether one did.
template <class F>
bool anyPossibleAttacker(const Position& pos, const RouteTable& table, Square target, Color by, F&& f) {
    const SquareSet targetBit = squareBit(target);
    for (SquareSet candidates = pos.occupied(by) & table.captureFrom(pos.army(by), by, target); candidates;
         candidates &= candidates - 1) {
        const Square from = lowestSquare(candidates);
        const PieceType type = typeOf(pos.pieceOn(from));
        if ((table.captureEnds(type, by, from) & targetBit) && f(type, from))
            return true;
    }
    return false;
}

class Generator {
public:
    Generator(const Position& pos, MoveList& list)
            : m_pos(pos), m_table(tableOf(pos)), m_list(list), m_us(pos.sideToMove()) {}

    // The pieces on `movers` in the order of their squares, each destination once: a piece
    // that neither promotes nor strikes gives its destinations in square order, read from the
    // occupied squares at once (reach()); any other walks each route in its order.
    template <GenMode Mode>
    void run(SquareSet movers) {
        const SquareSet own = m_pos.occupied(m_us), enemy = m_pos.occupied(~m_us);
        const bool captured = m_pos.variant().promotion == PromotionChoice::Captured;
        const ArmyInfo* army = captured ? nullptr : &armyInfo(m_pos.army(m_us));
        for (SquareSet pieces = own & movers; pieces; pieces &= pieces - 1) {
            const Square from = lowestSquare(pieces);
            const PieceType type = typeOf(m_pos.pieceOn(from));
            const PromotionRule* rule = army ? army->promotionFor(type) : nullptr;
            if (!rule && type != PieceType::Orc && !(captured && type == PieceType::Pawn)) {
                SquareSet to = reach(m_pos, m_table, type, m_us, from, own, enemy);
                if (Mode == GenMode::Noisy)
                    to &= enemy;
                for (; to; to &= to - 1)
                    m_list.push(Move(from, lowestSquare(to)));
                continue;
            }
            std::uint64_t seen[2] = {0, 0};
            auto emit = [&](std::uint8_t cell, bool capture) {
                const Square to = mailbox::ToSquare[cell];
                std::uint64_t& word = seen[to / 64];
                const std::uint64_t bit = std::uint64_t{1} << (to % 64);
                if (word & bit)
                    return;
                word |= bit;
                arrive<Mode>(type, rule, from, to, capture);
            };
            for (const CompiledRoute& route : m_table.routes(type, m_us, from))
                walk(m_pos, m_table, route, m_us, NoCell, emit);
        }
        if (m_pos.epSquare() != NoSquare)
            enPassant(movers);
    }

private:
    template <GenMode Mode>
    void add(Move m, bool capture) {
        if (Mode == GenMode::All || capture || m.isPromotion() || m.isStrike())
            m_list.push(m);
    }

    // A piece of kind `type` (promoting by `rule`, in Fantasy) arriving on `to`: promotions,
    // an Orc's strikes, or the move alone.
    template <GenMode Mode>
    void arrive(PieceType type, const PromotionRule* rule, Square from, Square to, bool capture) {
        const Variant& v = m_pos.variant();
        const int rank = v.relativeRank(m_us, rankOf(to));
        if (v.promotion == PromotionChoice::Captured) {
            if (type == PieceType::Pawn && rank >= v.promotionZoneStart) {
                if (rank < v.compulsoryPromotionRank)
                    add<Mode>(Move(from, to), capture);
                for (PieceType t : PromotionTypes)
                    if (m_pos.available(m_us, t) > 0)
                        add<Mode>(Move(from, to, t), capture);
                return;
            }
            add<Mode>(Move(from, to), capture);
            return;
        }
        add<Mode>(Move(from, to), capture);
        if (rule && rank >= rule->firstRank) {
            for (PieceType t : rule->to)
                if (m_pos.available(m_us, t) > 0)
                    add<Mode>(Move(from, to, t), capture);
        }
        if (type == PieceType::Orc && rank >= v.promotionZoneStart)
            strikes<Mode>(from, to);
    }

    // The Orc's strikes after its move to `to`: any enemy piece but the royal, or the royal
    // when nothing else of the enemy's is left.
    template <GenMode Mode>
    void strikes(Square from, Square to) {
        bool struckOne = false;
        Square royal = NoSquare;
        for (Square s = 0; s < SquareCount; ++s) {
            const Piece p = m_pos.pieceOn(s);
            if (p == Piece::Empty || colorOf(p) == m_us || s == to)
                continue;
            if (pieceKind(typeOf(p)).royal) {
                royal = s;
                continue;
            }
            add<Mode>(Move::strike(from, to, s), true);
            struckOne = true;
        }
        if (!struckOne && royal != NoSquare)
            add<Mode>(Move::strike(from, to, royal), true);
    }

    // Grand Chess's en passant (never set in Fantasy positions), by a pawn on `movers`.
    void enPassant(SquareSet movers) {
        const Square to = m_pos.epSquare();
        const Piece pawn = makePiece(m_us, PieceType::Pawn);
        const int back = m_us == Color::White ? -1 : 1;
        for (int side : {-1, 1}) {
            const int file = fileOf(to) + side, rank = rankOf(to) + back;
            if (m_pos.variant().onBoard(file, rank) && m_pos.pieceOn(makeSquare(file, rank)) == pawn
                && (movers & squareBit(makeSquare(file, rank))))
                m_list.push(Move(makeSquare(file, rank), to, PieceType::None, true));
        }
    }

    const Position& m_pos;
    const RouteTable& m_table;
    MoveList& m_list;
    const Color m_us;
};

} // namespace

namespace {

// The attacks of side `by` on `target` as they could be over an empty board: for each piece
// of `by` that could capture there, where it stands (`attackers`) and every square its route
// crosses on the way (`crossed`: a ride's squares, a lame leap's corner, a cannon's screen).
// Whether `target` is attacked can change only when a square of `crossed` changes from empty
// to occupied or back, or when a piece on `attackers` is taken.
struct AttackLines {
    SquareSet crossed = 0;
    SquareSet attackers = 0;
};

AttackLines attackLines(const Position& pos, Square target, Color by) {
    const RouteTable& table = tableOf(pos);
    const SquareSet targetBit = squareBit(target);
    const auto targetCell = static_cast<std::uint8_t>(mailbox::ToMailbox[static_cast<std::size_t>(target)]);
    AttackLines lines;
    anyPossibleAttacker(pos, table, target, by, [&](PieceType type, Square from) {
        for (const CompiledRoute& route : table.routes(type, by, from)) {
            if (route.reach == Reach::MoveOnly || !(route.ends & targetBit))
                continue;
            // The route over an empty board: the squares before `target`, where it gets there.
            SquareSet crossed = 0;
            for (int i = 0; i < route.legCount; ++i)
                crossed |= CellSet[route.legs[static_cast<std::size_t>(i)]];
            bool reached = false;
            if (route.landing != NoCell) {
                if (route.landing == targetCell && route.stopAfterSteps && !route.hop)
                    reached = true;
                else
                    crossed |= CellSet[route.landing];
            }
            for (const std::uint8_t cell : table.ray(route)) {
                if (reached)
                    break;
                if (cell == targetCell)
                    reached = true;
                else
                    crossed |= CellSet[cell];
            }
            if (reached) {
                lines.crossed |= crossed;
                lines.attackers |= squareBit(from);
            }
        }
        return false;
    });
    return lines;
}

// The legal moves of the side to move's pieces on `movers`.
template <GenMode Mode>
void generateLegal(const Position& pos, SquareSet movers, MoveList& list, KnownCheck check) {
    MoveList pseudo;
    Generator(pos, pseudo).run<Mode>(movers);
    if (pseudo.empty())
        return;
    const Color us = pos.sideToMove();
    const Square royal = pos.kingSquare(us);
    // Most moves need no trial. A move of another piece that changes the occupancy of no
    // square the enemy's attacks on the royal cross (its two squares outside the attack
    // lines' crossed squares), and takes no piece that could attack it, leaves the royal as
    // it was: legal when it is safe now, illegal when it is in check. An Orc's strike (the
    // Orc leaves the board, the struck piece goes), en passant and a royal's own move are
    // tried; so is every move when an enemy Orc may strike the royal (two or fewer other
    // pieces left), where being safe is more than not being attacked.
    const bool attacked = check == KnownCheck::Unknown ? royalAttacked(pos, us) : check == KnownCheck::Yes;
    const bool settled =
        royal != NoSquare && (pos.count(~us, PieceType::Orc) == 0 || pos.pieceCount(us) - 1 >= 2);
    const AttackLines lines = settled ? attackLines(pos, royal, ~us) : AttackLines{};
    std::optional<Position> scratch;
    UndoInfo undo;
    for (Move m : pseudo) {
        if (settled && m.from() != royal && !m.isStrike() && !m.isEnPassant()
            && !(lines.crossed & (squareBit(m.from()) | squareBit(m.to())))
            && !(attacked && (lines.attackers & squareBit(m.to())))) {
            if (!attacked)
                list.push(m);
            continue;
        }
        if (!scratch)
            scratch.emplace(pos);
        scratch->doMove(m, undo);
        if (!royalAttacked(*scratch, us))
            list.push(m);
        scratch->undoMove(m, undo);
    }
}

} // namespace

template <GenMode Mode>
void generate(const Position& pos, MoveList& list, KnownCheck check) {
    generateLegal<Mode>(pos, ~SquareSet{0}, list, check);
}

template void generate<GenMode::All>(const Position&, MoveList&, KnownCheck);
template void generate<GenMode::Noisy>(const Position&, MoveList&, KnownCheck);

void generateFrom(const Position& pos, Square from, MoveList& list, KnownCheck check) {
    generateLegal<GenMode::All>(pos, squareBit(from), list, check);
}

SquareSet walkedReach(const Position& pos, const RouteTable& table, const RouteTable::Slot& slot, Color c,
                      SquareSet own, SquareSet enemy) {
    SquareSet squares = 0;
    for (const CompiledRoute& route : table.walked(slot)) {
        if (route.order != 0)
            squares |= routeReach(route, own, enemy);
        else
            walk(pos, table, route, c, NoCell, [&](std::uint8_t cell, bool) { squares |= CellSet[cell]; });
    }
    return squares;
}

SquareSet reach(const Position& pos, Square from) {
    const Piece p = pos.pieceOn(from);
    const Color c = colorOf(p);
    return reach(pos, tableOf(pos), typeOf(p), c, from, pos.occupied(c), pos.occupied(~c));
}

// By kind, from the position's piece lists: a piece that could not capture on the target
// over an empty board is passed at once, and so is a route that cannot end there.
bool attacks(const Position& pos, Square target, Color by) {
    const RouteTable& table = tableOf(pos);
    const SquareSet targetBit = squareBit(target);
    const auto targetCell = static_cast<std::uint8_t>(mailbox::ToMailbox[static_cast<std::size_t>(target)]);
    const SquareSet occupied = pos.occupied();
    return anyPossibleAttacker(pos, table, target, by, [&](PieceType type, Square from) {
        const RouteTable::Slot& slot = table.slot(type, by, from); // the piece's routes, read once
        if ((slot.leaps.both | slot.leaps.captureOnly) & targetBit)
            return true;
        for (const SquareSet ride : table.risingRides(slot))
            if ((ride & targetBit) && !(risingBefore(ride, targetBit) & occupied))
                return true;
        for (const SquareSet ride : table.fallingRides(slot))
            if ((ride & targetBit) && !(fallingBefore(ride, targetBit) & occupied))
                return true;
        bool hit = false;
        for (const CompiledRoute& route : table.walked(slot)) {
            if (route.reach == Reach::MoveOnly || !(route.ends & targetBit))
                continue;
            if (route.order != 0) {
                if (routeCaptures(route, occupied, targetBit))
                    return true;
                continue;
            }
            walk(pos, table, route, by, targetCell,
                 [&](std::uint8_t cell, bool capture) { hit = hit || (capture && cell == targetCell); });
            if (hit)
                return true;
        }
        return false;
    });
}

bool royalAttacked(const Position& pos, Color c) {
    const Square royal = pos.kingSquare(c);
    if (royal == NoSquare)
        return true;
    const Color them = ~c;
    if (attacks(pos, royal, them))
        return true;
    if (pos.count(them, PieceType::Orc) == 0) // only an Orc's strike threatens more
        return false;
    const int others = pos.pieceCount(c) - 1;
    if (others >= 2)
        return false;
    bool open = false;
    const RouteTable& table = tableOf(pos);
    pos.forEach(them, PieceType::Orc, [&](Square orc) {
        for (const CompiledRoute& route : table.routes(PieceType::Orc, them, orc))
            walk(pos, table, route, them, NoCell, [&](std::uint8_t cell, bool capture) {
                const Square to = mailbox::ToSquare[cell];
                if (pos.variant().inPromotionZone(them, rankOf(to)) && (others == 0 || capture))
                    open = true;
            });
    });
    return open;
}

} // namespace grand::general
