// ProbCut: the captures that may end a node before its moves are searched (search()).

#include "engine/search/search.h"
#include "engine/search/search_internal.h"
#include "engine/search/see.h"

#include <algorithm>
#include <array>

namespace grand {

using namespace detail;

// ProbCut's moves (search(), before the moves): up to three captures or promotions, most valuable
// victim first, each winning at least probBeta - staticEval in the exchange; each tried by
// quiescence, then by a search four plies shallower. The first score reaching probBeta
// is returned (below it: the best found, or -InfiniteScore when none was tried).
int Search::probCut(Position& pos, int probBeta, int staticEval, int rawEval, int depth, int ply,
                    bool cutNode) {
    MoveList noisy;
    generateMoves<GenMode::Noisy>(pos, noisy, KnownCheck::No);
    std::array<int, MoveList::Capacity> value;
    for (int i = 0; i < noisy.size(); ++i)
        value[static_cast<std::size_t>(i)] = materialGain(pos, noisy[i]);
    int best = -InfiniteScore;
    UndoInfo undo;
    for (int tried = 0, i = 0; i < noisy.size() && tried < 3; ++i) {
        // The next most valuable gain (selection: the lists are short).
        int top = i;
        for (int j = i + 1; j < noisy.size(); ++j)
            if (value[static_cast<std::size_t>(j)] > value[static_cast<std::size_t>(top)])
                top = j;
        std::swap(noisy[i], noisy[top]);
        std::swap(value[static_cast<std::size_t>(i)], value[static_cast<std::size_t>(top)]);
        const Move m = noisy[i];
        if (!seeAtLeast(pos, m, probBeta - staticEval))
            continue;
        ++tried;
        m_keys.push_back(pos.key());
        m_pieceTo[static_cast<std::size_t>(ply)] = pieceTo(pos.pieceOn(m.from()), m.to());
        makeMove(pos, m, undo, ply);
        noteCheck(pos, ply + 1, pos.moveGaveCheck(m));
        int score = -quiescence(pos, -probBeta, -probBeta + 1, ply + 1);
        if (score >= probBeta && !m_aborted)
            score = -search(pos, -probBeta, -probBeta + 1, depth - 4, ply + 1, !cutNode);
        pos.undoMove(m, undo);
        m_keys.pop_back();
        if (m_aborted)
            return best;
        best = std::max(best, score);
        if (score >= probBeta) {
            m_tt.store(pos.key(), m, scoreToTT(score, ply), rawEval, depth - 3, Bound::Lower);
            return score;
        }
    }
    return best;
}

} // namespace grand
