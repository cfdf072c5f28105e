// The search's move ordering: how each move is scored before it is tried (hash move,
// captures by what they win, killers, history) and the statistics that learn from cutoffs.

#include "search.h"

#include "evaluate.h"
#include "see.h"

#include <algorithm>
#include <cstdlib>

namespace grand {

namespace {

constexpr int TTMoveOrder = 1 << 30;
constexpr int CaptureOrder = 1 << 28;
constexpr int BadCaptureOrder = -(1 << 27);
constexpr int KillerOrder = 1 << 27;
constexpr int CounterOrder = KillerOrder - 1;
constexpr int HistoryMax = 10692;
constexpr int ContHistoryMax = 29952;

// The history bonus for a cutoff at this depth (and the malus for the moves tried before it).
int statBonus(int depth) { return depth > 15 ? 0 : 19 * depth * depth + 155 * depth - 132; }

// Moves an entry towards +max (bonus) or -max (malus), slower the closer it already is.
template <typename T>
void gravity(T& entry, int delta, int max) {
    entry = static_cast<T>(entry + delta - entry * std::abs(delta) / max);
}

} // namespace

// Scores each move for ordering: the hash move, then captures and promotions by the value
// they win (most valuable victim, least valuable attacker), then killers, then history.
void Search::orderMoves(const Position& pos, MoveList& list, std::array<int, 512>& scores, Move ttMove,
                        int ply) const {
    const auto& killers = m_killers[static_cast<std::size_t>(ply)];
    const Move counter =
        ply > 0 ? m_counterMoves[static_cast<std::size_t>(m_pieceTo[static_cast<std::size_t>(ply - 1)])]
                : Move();
    for (int i = 0; i < list.size(); ++i) {
        const Move m = list[i];
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
            // Captures that lose material in the exchange go after the quiet moves.
            s += seeAtLeast(pos, m, 0) ? CaptureOrder : BadCaptureOrder;
        } else if (m == killers[0]) {
            s = KillerOrder + 1;
        } else if (m == killers[1]) {
            s = KillerOrder;
        } else if (m == counter) {
            s = CounterOrder;
        } else {
            s = quietHistory(ply, pos.pieceOn(m.from()), m.to());
        }
        scores[static_cast<std::size_t>(i)] = s;
    }
}

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

} // namespace grand
