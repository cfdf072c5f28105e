// The quiescence search: captures and promotions only (every move when in check) until
// the position is quiet, with stand-pat, delta pruning and losing captures skipped.

#include "engine/eval/evaluate.h"
#include "engine/search/search.h"
#include "engine/search/search_internal.h"
#include "engine/search/see.h"

#include <algorithm>

namespace grand {

using namespace detail;

int Search::quiescence(Position& pos, int alpha, int beta, int ply) {
    ++m_nodes;
    checkLimits();
    if (m_aborted)
        return 0;
    m_selDepth = std::max(m_selDepth, ply);
    if (pos.halfmoveClock() >= FiftyMovePlies)
        return 0;
    const bool inCheck = inCheckAt(pos, ply);
    if (ply >= MaxPly)
        return inCheck ? 0 : evaluateAt(pos, ply);
    if (!m_quiescence) {
        // A leaf as it stands; only a mate is noticed.
        if (inCheck) {
            MoveList evasions;
            generateMoves<GenMode::All>(pos, evasions);
            if (evasions.empty())
                return -MateScore + ply;
        }
        return evaluateAt(pos, ply);
    }

    const std::optional<TTEntry> tte = m_tt.probe(pos.key());
    if (tte) {
        const int s = scoreFromTT(tte->score, ply);
        if ((tte->bound() == Bound::Exact) || (tte->bound() == Bound::Lower && s >= beta)
            || (tte->bound() == Bound::Upper && s <= alpha))
            return s;
    }

    int best = -MateScore + ply;
    int standPat = 0;
    int rawStand = 0;
    if (!inCheck) {
        rawStand = tte ? tte->eval : evaluateAt(pos, ply);
        standPat = withCorrection(rawStand, correctionEntries(pos));
        if (standPat >= beta) {
            if (!tte)
                m_tt.store(pos.key(), Move(), scoreToTT(standPat, ply), rawStand, 0, Bound::Lower);
            return standPat;
        }
        alpha = std::max(alpha, standPat);
        best = standPat;
    }

    OrderedMoves moves;
    MoveList& list = moves.list;
    if (inCheck)
        generateMoves<GenMode::All>(pos, list, KnownCheck::Yes);
    else
        generateMoves<GenMode::Noisy>(pos, list, KnownCheck::No);
    if (inCheck && list.empty())
        return -MateScore + ply;

    orderMoves(pos, moves, tte ? tte->bestMove() : Move(), ply, true);
    const int originalAlpha = alpha;
    Move bestMove;
    UndoInfo undo;
    for (int i = 0; i < list.size(); ++i) {
        const Move m = pickMove(pos, moves, i, ply);
        if (!inCheck) {
            // Delta pruning: even winning this piece for free would not reach alpha.
            if (standPat + materialGain(pos, m) + 200 <= alpha)
                continue;
            // A capture that loses material in the exchange cannot help.
            if (!m.isPromotion() && !moves.wonExchange(i) && !seeAtLeast(pos, m, 0))
                continue;
        }
        m_pieceTo[static_cast<std::size_t>(ply)] = pieceTo(pos.pieceOn(m.from()), m.to());
        makeMove(pos, m, undo, ply);
        noteCheck(pos, ply + 1, pos.moveGaveCheck(m));
        const int score = -quiescence(pos, -beta, -alpha, ply + 1);
        pos.undoMove(m, undo);
        if (m_aborted)
            return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                bestMove = m;
                if (alpha >= beta)
                    break;
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
    m_tt.store(pos.key(), bestMove, scoreToTT(best, ply), inCheck ? 0 : rawStand, 0, bound);
    return best;
}

} // namespace grand
