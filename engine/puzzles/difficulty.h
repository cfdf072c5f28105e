#pragma once

// How hard a puzzle is, measured rather than guessed: the playing levels (engine.h), each
// rated against Fairy-Stockfish, try it in turn, three times each (different seeds: below
// full strength a level's choice has some chance in it), and a puzzle is rated at the
// strength where the share of tries that play the solver's first move crosses one half
// (between the ratings of the two levels around it), plus 150 for each further move the
// solver must find. One that no level finds is rated 150 above the strongest tried. Ratings
// stay within those of level 1 and full strength.

#include "engine/puzzles/puzzle.h"
#include "engine/search/engine.h"

namespace grand {

struct PuzzleDifficulty {
    int rating = 0;
    int weakestLevel = 0; // the first level that found it in two tries of three; 0: none
};

PuzzleDifficulty measureDifficulty(Engine& engine, const ReplayedPuzzle& puzzle);

} // namespace grand
