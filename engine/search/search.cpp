#include "engine/search/search.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/armies.h"
#include "engine/rules/movegen.h"
#include "engine/rules/pieces.h"
#include "engine/search/search_internal.h"
#include "engine/search/see.h"

#include <algorithm>
#include <cmath>

namespace grand {

using namespace detail;

namespace {

// The depth from which a hash move may be extended for being the only good move.
constexpr int SingularMinDepth = 8;
constexpr int ProbCutMinDepth = 5;

// Late-move reduction in plies, by depth and move number.
const auto Reductions = [] {
    std::array<std::array<int, 64>, 64> r{};
    for (int d = 1; d < 64; ++d)
        for (int m = 1; m < 64; ++m)
            r[static_cast<std::size_t>(d)][static_cast<std::size_t>(m)] =
                static_cast<int>(0.75 + std::log(d) * std::log(m) / 2.25);
    return r;
}();

int reduction(int depth, int moveCount) {
    return Reductions[static_cast<std::size_t>(std::min(depth, 63))]
                     [static_cast<std::size_t>(std::min(moveCount, 63))];
}

// Whether playing m puts the opponent in check (plays it and takes it back).
bool givesCheck(Position& pos, Move m) {
    UndoInfo undo;
    pos.doMove(m, undo);
    const bool check = pos.moveGaveCheck(m);
    pos.undoMove(m, undo);
    return check;
}

bool hasNonPawnMaterial(const Position& pos, Color c) {
    if (pos.variant().hasArmies()) {
        for (const ArmyPiece& piece : armyInfo(pos.army(c)).pieces)
            if (const PieceKind& kind = pieceKind(piece.type);
                !kind.royal && !kind.forwardOnly && pos.count(c, piece.type) > 0)
                return true;
        return false;
    }
    for (PieceType t : PromotionTypes)
        if (pos.count(c, t) > 0)
            return true;
    return false;
}

} // namespace

int mateInMoves(int score) {
    if (score >= MateBound)
        return (MateScore - score + 1) / 2;
    if (score <= -MateBound)
        return -(MateScore + score) / 2;
    return 0;
}

Search::Search(TranspositionTable& tt) : m_tt(tt), m_captureHistory(PieceToCount) {
    assignSlots(Position());
    clearHistory();
}

// The draws the search scores as 0: the fifty-move rule, bare royals, and repetitions.
bool Search::isDraw(const Position& pos) const {
    if (pos.halfmoveClock() >= FiftyMovePlies)
        return true;
    if (pos.variant().onlyBareRoyalsDraw && pos.pieceCount() == 2) // two bare royals
        return true;
    // A repetition: a draw when the earlier occurrence lies inside the search (the side to
    // move can repeat it again: a second occurrence is enough), or when the position would
    // stand a third time in the game. A position the game went through once before the root
    // is not a draw: the opponent need not repeat it (scoring it 0 steered the engine into
    // false draws).
    const int n = static_cast<int>(m_keys.size());
    const int window = std::min(pos.halfmoveClock(), n);
    const auto root = static_cast<int>(m_rootIndex);
    for (int back = 2; back <= window; back += 2) {
        const int at = n - back;
        if (m_keys[static_cast<std::size_t>(at)] != pos.key())
            continue;
        if (at > root)
            return true;
        for (int earlier = back + 2; earlier <= window; earlier += 2)
            if (m_keys[static_cast<std::size_t>(n - earlier)] == pos.key())
                return true;
        return false;
    }
    return false;
}

// Whether the static evaluation rose since our previous move (or the one before that when
// we were in check then); true when there is nothing to compare with.
bool Search::isImproving(int ply) const {
    const int eval = m_staticEval[static_cast<std::size_t>(ply)];
    if (eval == NoEval)
        return false;
    for (int back = 2; back <= 4 && ply - back >= 0; back += 2) {
        const int before = m_staticEval[static_cast<std::size_t>(ply - back)];
        if (before != NoEval)
            return eval > before;
    }
    return true;
}

void Search::updatePv(int ply, Move m) {
    const auto p = static_cast<std::size_t>(ply);
    m_pv[p][p] = m;
    for (int i = ply + 1; i < m_pvLength[p + 1]; ++i)
        m_pv[p][static_cast<std::size_t>(i)] = m_pv[p + 1][static_cast<std::size_t>(i)];
    m_pvLength[p] = std::max(m_pvLength[p + 1], ply + 1);
}

int Search::search(Position& pos, int alpha, int beta, int depth, int ply, bool cutNode) {
    const bool pvNode = beta - alpha > 1;
    m_pvLength[static_cast<std::size_t>(ply)] = ply;
    if (depth <= 0)
        return quiescence(pos, alpha, beta, ply);

    ++m_nodes;
    checkLimits();
    if (m_aborted)
        return 0;
    m_selDepth = std::max(m_selDepth, ply);

    // 1. Draws and mate-distance pruning.
    if (isDraw(pos))
        return 0;
    alpha = std::max(alpha, -MateScore + ply);
    beta = std::min(beta, MateScore - ply - 1);
    if (alpha >= beta)
        return alpha;
    const bool inCheck = inCheckAt(pos, ply);
    if (ply >= MaxPly)
        return inCheck ? 0 : evaluateAt(pos, ply);

    // 2. Transposition table: a deep enough result ends the node outside PV lines (not in a
    // search that leaves the hash move out: the entry speaks for all the moves).
    const Move excluded = m_excluded[static_cast<std::size_t>(ply)];
    const std::optional<TTEntry> tte = m_tt.probe(pos.key());
    const Move ttMove = tte ? tte->bestMove() : Move();
    const int ttScore = tte ? scoreFromTT(tte->score, ply) : 0;
    if (tte && !pvNode && excluded.isNone() && tte->depth() >= depth) {
        if ((tte->bound() == Bound::Exact) || (tte->bound() == Bound::Lower && ttScore >= beta)
            || (tte->bound() == Bound::Upper && ttScore <= alpha))
            return ttScore;
    }

    // 3. Static evaluation, stored at once so that a node cut below is not evaluated again;
    // a hash score bounding it from the right side is the better estimate for pruning.
    int rawEval = NoEval;
    if (!inCheck) {
        rawEval = tte ? tte->eval : evaluateAt(pos, ply);
        if (!tte)
            m_tt.store(pos.key(), Move(), 0, rawEval, TTEntry::EvalOnlyDepth, Bound::None);
    }
    const CorrectionEntries correction = inCheck ? CorrectionEntries() : correctionEntries(pos);
    const int corrected = withCorrection(rawEval, correction);
    m_staticEval[static_cast<std::size_t>(ply)] = corrected;
    int eval = corrected;
    if (tte && !inCheck) {
        if ((tte->bound() == Bound::Lower && ttScore > eval)
            || (tte->bound() == Bound::Upper && ttScore < eval) || (tte->bound() == Bound::Exact))
            eval = ttScore;
    }
    const bool improving = isImproving(ply);
    m_nullMove[static_cast<std::size_t>(ply)] = false;
    if (!pvNode && !inCheck && excluded.isNone()) {
        // Reverse futility: far above beta at low depth.
        if (depth <= 6 && eval - 75 * (depth - improving) >= beta && std::abs(beta) < MateBound)
            return eval;
        // Null move: give the opponent a free move; if we still beat beta, this node fails high.
        if (depth >= 3 && eval >= beta && hasNonPawnMaterial(pos, pos.sideToMove())
            && !m_nullMove[static_cast<std::size_t>(ply - 1)]) {
            // Four plies, a third of the depth and up to three more as eval rises above beta
            // (3 + depth / 4 before: docs/strength.md, "Tuning the engine").
            const int r = 4 + depth / 3 + std::min(3, (eval - beta) / 200);
            UndoInfo undo;
            m_keys.push_back(pos.key());
            pos.doNullMove(undo);
            if (m_netInUse)
                m_accumulators.pushNull(ply + 1);
            m_pieceTo[static_cast<std::size_t>(ply)] = NoPieceTo;
            m_nullMove[static_cast<std::size_t>(ply)] = true;
            const int score = -search(pos, -beta, -beta + 1, depth - r, ply + 1, !cutNode);
            m_nullMove[static_cast<std::size_t>(ply)] = false;
            pos.undoNullMove(undo);
            m_keys.pop_back();
            if (m_aborted)
                return 0;
            if (score >= beta)
                return score >= MateBound ? beta : score;
        }
    }
    // ProbCut: a capture that wins enough in the exchange to clear beta by a margin, and
    // still does in quiescence and then in a search four plies shallower, ends the node.
    // Not where a hash entry nearly as deep already scores below that bound.
    if (!pvNode && !inCheck && excluded.isNone() && depth >= ProbCutMinDepth && std::abs(beta) < MateBound) {
        const int probBeta = beta + (improving ? 140 : 200);
        if (!(tte && tte->depth() >= depth - 3 && ttScore < probBeta)) {
            if (const int score = probCut(pos, probBeta, corrected, rawEval, depth, ply, cutNode);
                score >= probBeta)
                return m_aborted ? 0 : score;
            if (m_aborted)
                return 0;
        }
    }

    // Internal iterative reduction: without a hash move, ordering is poor; search shallower.
    if (ttMove.isNone() && depth >= 5)
        --depth;

    // 4. The moves. A legal hash move is tried before the others are generated: it often
    // ends the node on its own, and then generating and ordering the rest is saved.
    OrderedMoves moves;
    const bool hashFirst = isLegal(pos, ttMove, inCheck ? KnownCheck::Yes : KnownCheck::No);
    bool generated = false;
    auto generate = [&] {
        generateMoves(pos, moves.list, inCheck ? KnownCheck::Yes : KnownCheck::No);
        orderMoves(pos, moves, ttMove, ply, true);
        generated = true;
    };
    if (!hashFirst) {
        generate();
        if (moves.list.empty()) // where stalemate loses (Fantasy Grand Chess), as a mate
            return inCheck || pos.variant().stalemateLoses ? -MateScore + ply : 0;
    }
    int best = -InfiniteScore;
    int moveCount = 0;
    // Late-move pruning skips every quiet move from this many moves on (below).
    const int lateMoves =
        !pvNode && !inCheck && depth <= 8 ? (5 + depth * depth) * (1 + improving) / 2 : MoveList::Capacity;
    int next = hashFirst ? -1 : 0;
    int picked = -1; // where the move being tried stands in moves (-1: the staged hash move)
    auto nextMove = [&]() -> Move {
        if (next < 0) {
            next = 0;
            return ttMove;
        }
        if (!generated)
            generate();
        const bool skipQuiets = moveCount >= lateMoves && best > -MateBound;
        while (next < moves.end) {
            picked = next;
            const Move m = pickMove(pos, moves, next++, ply, skipQuiets);
            if (m.isNone() || !hashFirst || m != ttMove)
                return m;
        }
        return Move();
    };

    const int originalAlpha = alpha;
    Move bestMove;
    std::array<Move, 64> quiets;
    int quietCount = 0;
    std::array<Move, 32> captures;
    int captureCount = 0;
    const bool mayExtend = ply < 2 * m_rootDepth; // extensions stop at twice the root depth
    UndoInfo undo;
    for (Move m = nextMove(); !m.isNone(); m = nextMove()) {
        if (m == excluded)
            continue;
        const bool quiet = !pos.isCapture(m) && !m.isPromotion();
        const bool isKiller = m == m_killers[static_cast<std::size_t>(ply)][0]
                              || m == m_killers[static_cast<std::size_t>(ply)][1];

        // Pruning of quiet moves near the leaves, judged at the depth the move would be
        // searched to after its reduction: late moves, moves that did badly after both
        // previous moves, moves that cannot lift the evaluation to alpha, moves that lose
        // material. A quiet check is spared all but the first unless it loses as much as a
        // bad capture.
        const Piece moved = pos.pieceOn(m.from());
        if (!pvNode && !inCheck && quiet && best > -MateBound && moveCount > 0) {
            if (moveCount >= lateMoves)
                continue;
            const int lmrDepth = std::max(depth - 1 - reduction(depth, moveCount + 1), 0);
            const auto pt = static_cast<std::size_t>(pieceTo(moved, m.to()));
            if (((lmrDepth < 4 && contHistory(ply, 1)[pt] < 0 && contHistory(ply, 2)[pt] < 0)
                 || (lmrDepth < 6 && eval + 235 + 172 * lmrDepth <= alpha)
                 || !seeAtLeast(pos, m, -(32 - std::min(lmrDepth, 18)) * lmrDepth * lmrDepth))
                && (!givesCheck(pos, m) || !seeAtLeast(pos, m, -100 * depth)))
                continue;
        }
        // Captures that lose too much in the exchange, near the leaves.
        if (!pvNode && !inCheck && !quiet && best > -MateBound && moveCount > 0 && depth <= 6
            && !(picked >= 0 && moves.wonExchange(picked)) && !seeAtLeast(pos, m, -100 * depth))
            continue;

        // Singular extension: when the hash move, searched deeply and found good, is the only
        // good move (every other falls short of its score by a margin in a shallower search
        // without it), it gets one ply more. When another move also beats beta, the node
        // fails high on the strength of two moves (multi-cut).
        int singular = 0;
        if (m == ttMove && excluded.isNone() && depth >= SingularMinDepth && mayExtend
            && tte->depth() >= depth - 3 && tte->bound() != Bound::Upper && std::abs(ttScore) < MateBound) {
            const int singularBeta = ttScore - 2 * depth;
            m_excluded[static_cast<std::size_t>(ply)] = m;
            const int s = search(pos, singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
            m_excluded[static_cast<std::size_t>(ply)] = Move();
            if (m_aborted)
                return 0;
            if (s < singularBeta)
                singular = 1;
            else if (singularBeta >= beta)
                return singularBeta;
        }

        m_keys.push_back(pos.key());
        m_pieceTo[static_cast<std::size_t>(ply)] = pieceTo(moved, m.to());
        makeMove(pos, m, undo, ply);
        ++moveCount;
        const bool givesCheck = pos.moveGaveCheck(m);
        noteCheck(pos, ply + 1, givesCheck);
        const int extension = mayExtend ? std::max(givesCheck ? 1 : 0, singular) : 0;
        const int newDepth = depth - 1 + extension;

        int score = 0;
        if (moveCount == 1) {
            score = -search(pos, -beta, -alpha, newDepth, ply + 1, false);
        } else {
            int r = 0;
            if (depth >= 3 && quiet && !givesCheck && !inCheck) {
                r = reduction(depth, moveCount) + !pvNode + cutNode - isKiller;
                r -= (quietHistory(ply, moved, m.to()) - 4000) / 16384;
                r = std::clamp(r, 0, newDepth - 1);
            }
            score = -search(pos, -alpha - 1, -alpha, newDepth - r, ply + 1, true);
            if (score > alpha && r > 0)
                score = -search(pos, -alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            if (score > alpha && score < beta)
                score = -search(pos, -beta, -alpha, newDepth, ply + 1, false);
        }
        pos.undoMove(m, undo);
        m_keys.pop_back();
        if (m_aborted)
            return 0;

        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                alpha = score;
                if (pvNode)
                    updatePv(ply, m);
                if (alpha >= beta) {
                    if (quiet)
                        updateQuietStats(pos, m, quiets.data(), quietCount, depth, ply);
                    updateCaptureStats(pos, quiet ? Move() : m, captures.data(), captureCount, depth);
                    break;
                }
            }
        }
        if (quiet && quietCount < static_cast<int>(quiets.size()))
            quiets[static_cast<std::size_t>(quietCount++)] = m;
        else if (!quiet && captureCount < static_cast<int>(captures.size()))
            captures[static_cast<std::size_t>(captureCount++)] = m;
    }
    if (moveCount == 0) // every move pruned: only possible when some quiet move exists
        return alpha;

    if (!excluded.isNone()) // a result without one of the moves is not the position's
        return best;
    const Bound bound = best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
    m_tt.store(pos.key(), bestMove, scoreToTT(best, ply), inCheck ? 0 : rawEval, depth, bound);
    // The correction learns from results that tell which side of the evaluation the truth
    // lies (not a lower bound below it or an upper bound above it), and not from nodes won by
    // a capture or promotion (their gain is the exchange, not the pawn structure).
    const bool noisyBest = !bestMove.isNone() && (pos.isCapture(bestMove) || bestMove.isPromotion());
    if (correction && !noisyBest && std::abs(best) < MateBound
        && !(bound == Bound::Lower && best <= corrected) && !(bound == Bound::Upper && best >= corrected))
        updateCorrection(correction, best - corrected, depth);
    return best;
}

} // namespace grand
