#pragma once

// Helpers shared by the search's files: mate scores in the hash table, the marker for a
// position in check, and lazy selection of the next move to try.

#include "search.h"

#include <array>
#include <utility>

namespace grand::detail {

constexpr int NoEval = -InfiniteScore; // the static evaluation of a position in check

// Mate scores are stored in the table relative to the node, not the root.
inline int scoreToTT(int score, int ply) {
    return score >= MateBound ? score + ply : score <= -MateBound ? score - ply : score;
}
inline int scoreFromTT(int score, int ply) {
    return score >= MateBound ? score - ply : score <= -MateBound ? score + ply : score;
}

// Picks the best-scored remaining move into slot i (selection sort, lazily).
inline void pickNext(MoveList& list, std::array<int, 512>& scores, int i) {
    int best = i;
    for (int j = i + 1; j < list.size(); ++j)
        if (scores[static_cast<std::size_t>(j)] > scores[static_cast<std::size_t>(best)])
            best = j;
    if (best != i) {
        std::swap(list[i], list[best]);
        std::swap(scores[static_cast<std::size_t>(i)], scores[static_cast<std::size_t>(best)]);
    }
}

} // namespace grand::detail
