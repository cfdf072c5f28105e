#pragma once

// One step of a random game, for the tests that play random games through the rules.

#include "engine/rules/movegen.h"

#include <random>

namespace grand::test {

// Plays a legal move of `pos` drawn by `rng`; false, with nothing played, when there is none.
inline bool playRandomMove(Position& pos, std::mt19937& rng) {
    const MoveList moves = legalMoves(pos);
    if (moves.empty())
        return false;
    UndoInfo undo;
    pos.doMove(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))], undo);
    return true;
}

} // namespace grand::test
