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
constexpr int KillerOrder = 1 << 27;
constexpr int BadCaptureOrder = -(1 << 27);
constexpr int HistoryMax = 1 << 14;

} // namespace

// Scores each move for ordering: the hash move, then captures and promotions by the value
// they win (most valuable victim, least valuable attacker), then killers, then history.
void Search::orderMoves(const Position& pos, MoveList& list, std::array<int, 512>& scores, Move ttMove,
                        int ply) const {
    const auto& killers = m_killers[static_cast<std::size_t>(ply)];
    for (int i = 0; i < list.size(); ++i) {
        const Move m = list[i];
        int s = 0;
        if (m == ttMove) {
            s = TTMoveOrder;
        } else if (pos.isCapture(m) || m.isPromotion()) {
            const int victim = m.isEnPassant() ? PieceValue[index(PieceType::Pawn)]
                                               : PieceValue[index(typeOf(pos.pieceOn(m.to())))];
            s = victim * 16 + PieceValue[index(m.promotion())] * 16 - PieceValue[index(pos.movedType(m))] / 8;
            // Captures that lose material in the exchange go after the quiet moves.
            s += seeAtLeast(pos, m, 0) ? CaptureOrder : BadCaptureOrder;
        } else if (m == killers[0]) {
            s = KillerOrder + 1;
        } else if (m == killers[1]) {
            s = KillerOrder;
        } else {
            s = m_history[static_cast<std::size_t>(index(pos.pieceOn(m.from())))]
                         [static_cast<std::size_t>(m.to())];
        }
        scores[static_cast<std::size_t>(i)] = s;
    }
}

void Search::updateQuietStats(const Position& pos, Move best, const Move* quiets, int quietCount, int depth,
                              int ply) {
    auto& killers = m_killers[static_cast<std::size_t>(ply)];
    if (killers[0] != best) {
        killers[1] = killers[0];
        killers[0] = best;
    }
    const int bonus = std::min(depth * depth, 400);
    auto apply = [&](Move m, int delta) {
        int& h = m_history[static_cast<std::size_t>(index(pos.pieceOn(m.from())))]
                          [static_cast<std::size_t>(m.to())];
        h += delta - h * std::abs(delta) / HistoryMax;
    };
    apply(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best)
            apply(quiets[i], -bonus);
}

} // namespace grand
