// The search's move ordering: how each move is scored before it is tried (hash move,
// captures by what they win, killers, history) and the statistics that learn from cutoffs.

#include "engine/search/search.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/armies.h"
#include "engine/search/search_internal.h"
#include "engine/search/see.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace grand {

using detail::OrderedMoves;

namespace {

constexpr int TTMoveOrder = 1 << 30;
constexpr int CaptureOrder = 1 << 28;
constexpr int BadCaptureOrder = -(1 << 27);
constexpr int KillerOrder = 1 << 27;
constexpr int CounterOrder = KillerOrder - 1;
constexpr int QuietPending = CounterOrder - 1; // a quiet move whose history is not read yet
constexpr int HistoryMax = 10692;
constexpr int ContHistoryMax = 29952;

// A capture or promotion ranked as not losing in the exchange (not yet judged, inside the
// tree, until pickMove comes to it; judged from then on).
bool inGoodCaptureBand(int score) { return score >= CaptureOrder - (1 << 26) && score < TTMoveOrder; }

// A capture or promotion found losing (quiet moves' histories stay far above this).
bool inBadCaptureBand(int score) { return score < BadCaptureOrder / 2; }

// The history bonus for a cutoff at this depth (and the malus for the moves tried before it).
int statBonus(int depth) { return depth > 15 ? 0 : 19 * depth * depth + 155 * depth - 132; }

// Moves an entry towards +max (bonus) or -max (malus), slower the closer it already is.
template <typename T>
void gravity(T& entry, int delta, int max) {
    entry = static_cast<T>(entry + delta - entry * std::abs(delta) / max);
}

} // namespace

// Scores each move for ordering: the hash move, then captures and promotions by the value
// they win (most valuable victim, then capture history) if they do not lose in the exchange,
// then killers and the counter-move, then quiet moves by history, then the losing captures.
void Search::orderMoves(const Position& pos, OrderedMoves& moves, Move ttMove, int ply, bool lazy) const {
    const auto& killers = m_killers[static_cast<std::size_t>(ply)];
    const Move counter =
        ply > 0 ? m_counterMoves[static_cast<std::size_t>(m_pieceTo[static_cast<std::size_t>(ply - 1)])]
                : Move();
    moves.selectingFrom = moves.sortedFrom = MoveList::Capacity;
    moves.quietsDropped = false;
    // The quiet moves are gathered in place at the front as they come, the others (few)
    // aside; then the quiet moves shift back behind them. (Raw moves: an array of Move
    // would be zeroed at every node.)
    std::array<std::uint32_t, MoveList::Capacity> others;
    std::array<int, MoveList::Capacity> otherScores;
    int otherCount = 0;
    int quietCount = 0;
    for (int i = 0; i < moves.list.size(); ++i) {
        const Move m = moves.list[i];
        int s = 0;
        if (m == ttMove) {
            s = TTMoveOrder;
        } else if (pos.isCapture(m) || m.isPromotion()) {
            const int victim = m.isEnPassant() ? PieceValue[index(PieceType::Pawn)]
                                               : PieceValue[index(typeOf(pos.pieceOn(m.to())))];
            s = victim * 16 + PieceValue[index(m.promotion())] * 16 + captureHistory(pos, m);
            if (m.isStrike()) // the struck piece, for the Orc that goes with it
                s += (PieceValue[index(typeOf(pos.pieceOn(m.struck())))] - PieceValue[index(PieceType::Orc)])
                     * 16;
            s += lazy || seeAtLeast(pos, m, 0) ? CaptureOrder : BadCaptureOrder;
        } else if (m == killers[0]) {
            s = KillerOrder + 1;
        } else if (m == killers[1]) {
            s = KillerOrder;
        } else if (m == counter) {
            s = CounterOrder;
        } else if (lazy) {
            moves.list[quietCount++] = m;
            continue;
        } else {
            s = quietHistory(ply, pos.pieceOn(m.from()), m.to());
        }
        others[static_cast<std::size_t>(otherCount)] = m.raw();
        otherScores[static_cast<std::size_t>(otherCount++)] = s;
    }
    // The others first, then the quiet moves left for later.
    std::memmove(moves.list.begin() + otherCount, moves.list.begin(),
                 static_cast<std::size_t>(quietCount) * sizeof(Move));
    for (int i = 0; i < otherCount; ++i) {
        moves.list[i] = Move::fromRaw(others[static_cast<std::size_t>(i)]);
        moves.scores[static_cast<std::size_t>(i)] = otherScores[static_cast<std::size_t>(i)];
    }
    moves.pendingFrom = otherCount;
    std::fill(moves.scores.begin() + otherCount, moves.scores.begin() + otherCount + quietCount,
              QuietPending);
    moves.end = moves.list.size();
}

namespace {

// From the quiet moves on, the moves left are taken best first, ties in the order they
// stand. Most nodes try only the first few before a cutoff or late-move pruning, so the
// first few are selected in place (the one taken moves to the front and the others keep
// their order); after those the rest is sorted once, in the same order.
Move selectInOrder(OrderedMoves& moves, int i) {
    MoveList& list = moves.list;
    auto& scores = moves.scores;
    const int n = moves.end;
    constexpr int SelectedBeforeSort = 5;
    if (i - moves.selectingFrom < SelectedBeforeSort) {
        // The highest score (a loop the compiler vectorises), then the first move with it.
        int top = scores[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < n; ++j)
            top = std::max(top, scores[static_cast<std::size_t>(j)]);
        int best = i;
        while (scores[static_cast<std::size_t>(best)] != top)
            ++best;
        std::rotate(list.begin() + i, list.begin() + best, list.begin() + best + 1);
        std::rotate(scores.begin() + i, scores.begin() + best, scores.begin() + best + 1);
        return list[i];
    }
    // Sorted best first, ties in place (the place breaks the tie, so the unstable sort,
    // which needs no buffer, gives the stable order).
    struct Entry { // a raw move: an array of Move would be zeroed first
        int score;
        int place;
        std::uint32_t move;
    };
    std::array<Entry, MoveList::Capacity> rest;
    const int count = n - i;
    for (int j = 0; j < count; ++j)
        rest[static_cast<std::size_t>(j)] = {scores[static_cast<std::size_t>(i + j)], j, list[i + j].raw()};
    std::sort(rest.begin(), rest.begin() + count, [](const Entry& a, const Entry& b) {
        return a.score > b.score || (a.score == b.score && a.place < b.place);
    });
    for (int j = 0; j < count; ++j) {
        list[i + j] = Move::fromRaw(rest[static_cast<std::size_t>(j)].move);
        scores[static_cast<std::size_t>(i + j)] = rest[static_cast<std::size_t>(j)].score;
    }
    moves.sortedFrom = i;
    return list[i];
}

// Leaves out the quiet moves not yet tried, from slot i on. Before the quiet moves are
// reached, those waiting for their histories are cut off from the back when they would
// come up (pickMove); the killers and the counter-move still come, for the search to skip.
// Once the quiet moves are reached, everything left but the losing captures is quiet. The
// losing captures keep their order, so they are tried as they would have been after the
// quiet moves.
void dropQuiets(OrderedMoves& moves, int i) {
    moves.quietsDropped = true;
    if (moves.selectingFrom == MoveList::Capacity)
        return;
    int kept = i;
    for (int j = i; j < moves.end; ++j) {
        if (!inBadCaptureBand(moves.scores[static_cast<std::size_t>(j)]))
            continue;
        moves.list[kept] = moves.list[j];
        moves.scores[static_cast<std::size_t>(kept++)] = moves.scores[static_cast<std::size_t>(j)];
    }
    moves.end = kept;
}

} // namespace

// The next move in order, found lazily. Before the quiet moves: the best-scored remaining
// move, a capture judged by its exchange when it comes up (one that loses goes behind the
// quiet moves, where it stays in place so that the other moves keep theirs). When the
// quiet moves are reached, their histories are read and everything left is taken in order
// by selectInOrder.
Move Search::pickMove(const Position& pos, OrderedMoves& moves, int i, int ply, bool skipQuiets) const {
    MoveList& list = moves.list;
    auto& scores = moves.scores;
    if (skipQuiets && !moves.quietsDropped) {
        dropQuiets(moves, i);
        if (i >= moves.end)
            return Move();
    }
    if (i >= moves.sortedFrom)
        return list[i];
    if (i >= moves.selectingFrom)
        return selectInOrder(moves, i);
    while (true) {
        // The best of the moves scored so far (the pending quiet moves all rank just below
        // the killers and the counter-move, above the losing captures).
        int best = i;
        const int scored = std::max(moves.pendingFrom, i + 1);
        for (int j = i + 1; j < scored; ++j)
            if (scores[static_cast<std::size_t>(j)] > scores[static_cast<std::size_t>(best)])
                best = j;
        if (moves.pendingFrom < moves.end && scores[static_cast<std::size_t>(best)] < QuietPending)
            best = moves.pendingFrom;
        int& score = scores[static_cast<std::size_t>(best)];
        if (score == QuietPending) {
            if (moves.quietsDropped) {
                moves.end = moves.pendingFrom; // only the losing captures are left
                if (i >= moves.end)
                    return Move();
            } else {
                for (int j = moves.pendingFrom; j < moves.end; ++j)
                    scores[static_cast<std::size_t>(j)] =
                        quietHistory(ply, pos.pieceOn(list[j].from()), list[j].to());
                moves.pendingFrom = moves.end;
            }
            moves.selectingFrom = i;
            return selectInOrder(moves, i);
        }
        if (inGoodCaptureBand(score) && !seeAtLeast(pos, list[best], 0)) {
            score += BadCaptureOrder - CaptureOrder;
            continue;
        }
        std::swap(list[i], list[best]);
        std::swap(scores[static_cast<std::size_t>(i)], score);
        return list[i];
    }
}

bool OrderedMoves::wonExchange(int i) const { return inGoodCaptureBand(scores[static_cast<std::size_t>(i)]); }

int Search::quietHistory(int ply, Piece moved, Square to) const {
    const auto pt = static_cast<std::size_t>(pieceTo(moved, to));
    return m_history[m_slot[static_cast<std::size_t>(index(moved))]][static_cast<std::size_t>(to)]
           + contHistory(ply, 1)[pt] + contHistory(ply, 2)[pt] + contHistory(ply, 4)[pt];
}

// A quiet move caused a cutoff: it becomes a killer and the counter-move of the previous
// move; its histories rise and those of the quiet moves tried before it fall.
void Search::updateQuietStats(const Position& pos, Move best, const Move* quiets, int quietCount, int depth,
                              int ply) {
    auto& killers = m_killers[static_cast<std::size_t>(ply)];
    if (killers[0] != best) {
        killers[1] = killers[0];
        killers[0] = best;
    }
    if (ply > 0)
        m_counterMoves[static_cast<std::size_t>(m_pieceTo[static_cast<std::size_t>(ply - 1)])] = best;
    const int bonus = statBonus(depth);
    auto apply = [&](Move m, int delta) {
        const Piece moved = pos.pieceOn(m.from());
        gravity(m_history[m_slot[static_cast<std::size_t>(index(moved))]][static_cast<std::size_t>(m.to())],
                delta, HistoryMax);
        const auto pt = static_cast<std::size_t>(pieceTo(moved, m.to()));
        for (int back : {1, 2, 4})
            if (ply >= back)
                gravity(m_contHistory[static_cast<std::size_t>(
                            m_pieceTo[static_cast<std::size_t>(ply - back)])][pt],
                        delta, ContHistoryMax);
    };
    apply(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best)
            apply(quiets[i], -bonus);
}

// A move cut off: a capture (or promotion) that did gains, the captures tried before it lose.
void Search::updateCaptureStats(const Position& pos, Move best, const Move* captures, int captureCount,
                                int depth) {
    const int bonus = statBonus(depth);
    if (!best.isNone())
        gravity(captureHistory(pos, best), bonus, HistoryMax);
    for (int i = 0; i < captureCount; ++i)
        if (captures[i] != best)
            gravity(captureHistory(pos, captures[i]), -bonus, HistoryMax);
}

// The history tables' slots and their clearing.

void Search::assignSlots(const Position& pos) {
    const std::array<Army, 2> armies = {pos.army(Color::White), pos.army(Color::Black)};
    if (armies == m_slotArmies && m_slot[1] != 0)
        return;
    m_slotArmies = armies;
    m_slot.fill(0);
    m_victimSlot.fill(0);
    if (!pos.variant().hasArmies()) {
        for (int code = 1; code < GrandPieceCodeCount; ++code) {
            m_slot[static_cast<std::size_t>(code)] = static_cast<std::uint8_t>(code);
            m_victimSlot[static_cast<std::size_t>(code)] =
                static_cast<std::uint8_t>(index(typeOf(Piece(code))));
        }
    } else {
        for (Color c : {Color::White, Color::Black}) {
            const auto& pieces = armyInfo(pos.army(c)).pieces;
            for (std::size_t i = 0; i < pieces.size(); ++i) {
                const auto code = static_cast<std::size_t>(index(makePiece(c, pieces[i].type)));
                m_slot[code] = static_cast<std::uint8_t>(1 + index(c) * MaxArmyKinds + static_cast<int>(i));
                m_victimSlot[code] = static_cast<std::uint8_t>(1 + i);
            }
        }
    }
    // Continuation tables for the slots in use only: Grand Chess's 17 take 14 MB, a
    // Fantasy game's up to 41 take 34 MB (each parallel search has its own).
    const int slots = 1 + *std::max_element(m_slot.begin(), m_slot.end());
    m_contHistory.resize(static_cast<std::size_t>(slots * SquareCount));
    m_contHistory.shrink_to_fit();
    clearHistory();
}

void Search::clearHistory() {
    for (auto& row : m_history)
        row.fill(0);
    for (auto& k : m_killers)
        k.fill(Move());
    for (auto& table : m_contHistory)
        table.fill(0);
    m_counterMoves.fill(Move());
    for (auto& row : m_captureHistory)
        row.fill(0);
    for (auto& tables : m_correction)
        for (auto& table : tables)
            table.fill(0);
}

} // namespace grand
