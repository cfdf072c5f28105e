#pragma once

// Helpers shared by the search's files: mate scores in the hash table, the marker for a
// position in check, and a node's moves with their ordering scores.

#include "engine/search/search.h"

#include <array>

namespace grand::detail {

constexpr int NoEval = -InfiniteScore; // the static evaluation of a position in check

// Mate scores are stored in the table relative to the node, not the root.
inline int scoreToTT(int score, int ply) {
    return score >= MateBound ? score + ply : score <= -MateBound ? score - ply : score;
}
inline int scoreFromTT(int score, int ply) {
    return score >= MateBound ? score - ply : score <= -MateBound ? score + ply : score;
}

// The moves of one node with their ordering scores (Search::orderMoves, pickMove): the
// quiet moves whose histories are not read yet stand from pendingFrom on, and from
// sortedFrom on the list is already in the order the moves are to be tried. Once
// late-move pruning would skip every quiet move left, they are dropped from the list.
struct OrderedMoves {
    MoveList list;
    std::array<int, MoveList::Capacity> scores;
    int end = 0; // the moves still to be tried stand before this (the list's size until
                 // the quiet moves are dropped)
    int pendingFrom = MoveList::Capacity;
    int selectingFrom = MoveList::Capacity; // from here on the best left is selected in turn
    int sortedFrom = MoveList::Capacity;
    bool quietsDropped = false;

    // Whether pickMove has already found that the capture or promotion at i does not lose
    // in the exchange (SEE >= 0), so that a test with that threshold or a lower one need not
    // be made again. False when unknown (the hash move, a move not judged).
    bool wonExchange(int i) const;
};

} // namespace grand::detail
