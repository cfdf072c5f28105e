#pragma once

// A puzzle's themes, found by detectors on its solution (never by hand): mates, forks (and
// which piece forks), pins, skewers, discovered attacks, a hanging piece, promotion and the
// pawn that has nothing to promote to, sacrifices, quiet moves, defence, endgame, length.

#include "engine/rules/position.h"

#include <string>
#include <vector>

namespace grand {

enum class PuzzleKind {
    Win,     // the solver's first move wins (mate, or a decisive gain)
    Defence, // the solver's first move is the only one that holds
};

// The themes of the solution `line` (the solver's move first) from `start`, in a fixed order.
std::vector<std::string> detectThemes(const Position& start, const std::vector<Move>& line, PuzzleKind kind);

// Every theme detectThemes can name, in the order it lists them (the trainer's theme menu).
const std::vector<std::string>& allPuzzleThemes();

} // namespace grand
