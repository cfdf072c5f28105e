// The root of the search: iterative deepening with aspiration windows over the root moves
// (MultiPV lines among them), the reports to the caller, and the result.

#include "engine/search/search.h"

#include "engine/rules/movegen.h"
#include "engine/search/search_internal.h"

#include <algorithm>
#include <thread>

namespace grand {

using namespace detail;

// The root: each root move from pvIndex on, searched with a full window for the first and
// a null window then a re-search for the others. Scores land in m_rootMoves.
int Search::rootSearch(Position& pos, int alpha, int beta, int depth, std::size_t pvIndex) {
    int best = -InfiniteScore;
    UndoInfo undo;
    m_pvLength[0] = 0;
    for (std::size_t i = pvIndex; i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        m_selDepth = 0;
        m_keys.push_back(pos.key());
        m_pieceTo[0] = pieceTo(pos.pieceOn(rm.move.from()), rm.move.to());
        makeMove(pos, rm.move, undo, 0);
        const bool givesCheck = pos.moveGaveCheck(rm.move);
        noteCheck(pos, 1, givesCheck);
        const int newDepth = depth - 1 + (givesCheck ? 1 : 0);
        int score = 0;
        if (i == pvIndex) {
            score = -search(pos, -beta, -alpha, newDepth, 1, false);
        } else {
            // Not reduced: late-move reductions at the root showed no gain (docs/strength.md).
            score = -search(pos, -alpha - 1, -alpha, newDepth, 1, true);
            if (score > alpha)
                score = -search(pos, -beta, -alpha, newDepth, 1, false);
        }
        pos.undoMove(rm.move, undo);
        m_keys.pop_back();
        if (m_aborted)
            break;
        if (i == pvIndex || score > alpha) {
            rm.score = score;
            rm.selDepth = m_selDepth;
            rm.pv.assign(1, rm.move);
            for (int k = 1; k < m_pvLength[1]; ++k)
                rm.pv.push_back(m_pv[1][static_cast<std::size_t>(k)]);
        } else {
            rm.score = -InfiniteScore;
        }
        best = std::max(best, score);
        if (score > alpha) {
            alpha = score;
            if (alpha >= beta)
                break;
        }
    }
    return best;
}

SearchInfo Search::makeInfo(std::size_t pvIndex, int depth, Bound bound) const {
    const RootMove& rm = m_rootMoves[pvIndex];
    SearchInfo info;
    info.depth = depth;
    info.selDepth = std::max(rm.selDepth, depth);
    info.multiPV = static_cast<int>(pvIndex) + 1;
    info.score = rm.score == -InfiniteScore ? rm.previousScore : rm.score;
    info.bound = bound;
    info.nodes = totalNodes();
    info.timeMs = elapsedMs();
    info.hashfull = m_tt.hashfull();
    info.pv = rm.pv;
    return info;
}

SearchResult Search::run(const Position& rootPos, const std::vector<std::uint64_t>& history,
                         const SearchLimits& limits, const std::atomic<bool>& stop,
                         const InfoCallback& onInfo) {
    m_start = std::chrono::steady_clock::now();
    m_stop = &stop;
    m_aborted = false;
    m_nodes = 0;
    m_nodeLimit = limits.nodes;
    m_quiescence = limits.quiescence;
    m_onInfo = onInfo ? &onInfo : nullptr;
    m_progressMs = std::max<std::int64_t>(1, limits.progressMs);
    m_nextProgressMs = m_progressMs;
    setTimeLimits(rootPos, limits);
    if (!m_role.poolNodes) // a pool ages the table once for all its searches
        m_tt.newSearch();
    m_keys = history;
    m_rootIndex = history.size();
    assignSlots(rootPos);
    for (auto& k : m_killers)
        k.fill(Move());
    m_excluded.fill(Move());
    // A network reads the games of Grand Chess's pieces only, and a built-in one judges only
    // the game it was trained on (a network loaded from a file is the caller's choice).
    const Variant& game = rootPos.variant();
    m_netInUse = game.networkReadsPieces()
                         && (m_network == nnue::builtInNetwork(game.network) || !nnue::isBuiltIn(m_network))
                     ? m_network
                     : nullptr;
    if (m_netInUse)
        m_accumulators.reset(*m_netInUse, rootPos);
    m_staticEval[0] = rootPos.inCheck() ? NoEval : evaluateAt(rootPos, 0);
    m_nullMove[0] = false;

    Position pos = rootPos;
    m_rootMoves.clear();
    for (Move m : legalMoves(pos))
        if (limits.searchMoves.empty()
            || std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m) != limits.searchMoves.end())
            m_rootMoves.push_back(RootMove{m, -InfiniteScore, -InfiniteScore, 0, {m}});

    SearchResult result;
    if (m_rootMoves.empty()) {
        result.score = pos.inCheck() || pos.variant().stalemateLoses ? -MateScore : 0;
        m_onInfo = nullptr;
        return result;
    }
    // Start from the hash move, then the ordering heuristics.
    {
        OrderedMoves moves;
        for (const RootMove& rm : m_rootMoves)
            moves.list.push(rm.move);
        const std::optional<TTEntry> tte = m_tt.probe(pos.key());
        orderMoves(pos, moves, tte ? tte->bestMove() : Move(), 0, false);
        // Coarse keys (history differences below 1024 do not reorder), stable among equals.
        std::vector<std::pair<int, RootMove>> keyed;
        for (std::size_t i = 0; i < m_rootMoves.size(); ++i)
            keyed.emplace_back(moves.scores[i] / 1024, std::move(m_rootMoves[i]));
        std::stable_sort(keyed.begin(), keyed.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        for (std::size_t i = 0; i < keyed.size(); ++i)
            m_rootMoves[i] = std::move(keyed[i].second);
    }

    const std::size_t multiPV =
        std::clamp<std::size_t>(static_cast<std::size_t>(std::max(1, limits.multiPV)), 1, m_rootMoves.size());
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 1) : MaxPly - 1;
    int completedDepth = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        // Helpers of a parallel search skip every other depth from 3 on, odd helpers the
        // even depths and even helpers the odd ones: they run ahead of the main search and
        // apart from each other, filling the shared table with what it will need next.
        if (m_role.thread > 0 && depth >= 3 && depth < maxDepth && (depth + m_role.thread) % 2 == 1)
            continue;
        m_rootDepth = depth;
        for (RootMove& rm : m_rootMoves)
            rm.previousScore = rm.score;
        for (std::size_t pvIndex = 0; pvIndex < multiPV && !m_aborted; ++pvIndex) {
            // Aspiration window around the previous score, widened on each failure.
            int delta = 30;
            const int previous = m_rootMoves[pvIndex].previousScore;
            int alpha = -InfiniteScore, beta = InfiniteScore;
            if (depth >= 4 && std::abs(previous) < MateBound) {
                alpha = std::max(previous - delta, -InfiniteScore);
                beta = std::min(previous + delta, InfiniteScore);
            }
            while (true) {
                const int score = rootSearch(pos, alpha, beta, depth, pvIndex);
                std::stable_sort(m_rootMoves.begin() + static_cast<std::ptrdiff_t>(pvIndex),
                                 m_rootMoves.end(),
                                 [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                if (m_aborted)
                    break;
                if (score <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(score - delta, -InfiniteScore);
                    if (onInfo && elapsedMs() > 2000)
                        report(makeInfo(pvIndex, depth, Bound::Upper));
                } else if (score >= beta) {
                    beta = std::min(score + delta, InfiniteScore);
                    if (onInfo && elapsedMs() > 2000)
                        report(makeInfo(pvIndex, depth, Bound::Lower));
                } else {
                    break;
                }
                delta += delta / 2 + 10;
            }
            std::stable_sort(m_rootMoves.begin(),
                             m_rootMoves.begin() + static_cast<std::ptrdiff_t>(pvIndex + 1),
                             [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        }
        if (m_aborted)
            break;
        completedDepth = depth;
        if (onInfo)
            for (std::size_t i = 0; i < multiPV; ++i)
                report(makeInfo(i, depth, Bound::Exact));
        // Analysis (no limit) deepens no further once every line shown is a mate found and
        // proved at this depth: the deeper iterations, over at once, would only count the
        // depth up to the limit (a player read "Depth 127" for a mate in 1).
        const auto proved = [depth](const RootMove& rm) {
            return std::abs(rm.score) >= MateBound && depth >= 2 * mateInMoves(std::abs(rm.score)) + 4;
        };
        if (limits.infinite && !limits.depth
            && std::all_of(m_rootMoves.begin(), m_rootMoves.begin() + static_cast<std::ptrdiff_t>(multiPV),
                           proved))
            break;
        // Stop when out of time for another iteration, when there is only one move, or
        // when a mate has been found and proved at this depth.
        if (!limits.infinite) {
            if (m_softMs && elapsedMs() >= m_softMs * 6 / 10)
                break;
            if (m_rootMoves.size() == 1 && m_softMs && depth >= 4)
                break;
            if (proved(m_rootMoves[0]) && !limits.depth && !limits.nodes)
                break;
        }
    }
    // "go infinite" must not return before "stop", even when the depth runs out.
    while (limits.infinite && !m_stop->load() && !m_aborted)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));

    const RootMove& best = m_rootMoves[0];
    result.bestMove = best.move;
    result.score = best.score != -InfiniteScore           ? best.score
                   : best.previousScore != -InfiniteScore ? best.previousScore
                                                          : 0; // stopped before any move was searched
    result.depth = completedDepth;
    result.nodes = m_nodes;
    result.timeMs = elapsedMs();
    if (best.pv.size() > 1) {
        result.ponderMove = best.pv[1];
    } else {
        UndoInfo undo;
        pos.doMove(best.move, undo);
        if (const std::optional<TTEntry> tte = m_tt.probe(pos.key()); tte && isLegal(pos, tte->bestMove()))
            result.ponderMove = tte->bestMove();
        pos.undoMove(best.move, undo);
    }
    for (std::size_t i = 0; i < multiPV; ++i)
        result.lines.push_back(makeInfo(i, completedDepth, Bound::Exact));
    m_onInfo = nullptr;
    return result;
}

} // namespace grand
