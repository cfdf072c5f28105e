#pragma once

// A puzzle: a position, the line that solves it (the solver's moves alternating with the
// replies, the solver's first), a rating, its themes and where it came from. The collection's
// file format is one puzzle a line (resources/puzzles/grand.epd):
//
//   FEN (six fields) ; moves e8e9 d10c9 e9c9 ; rating 1450 ; themes fork,marshalFork ; source ...
//
// Lines that are empty or start with '#' are comments. This file reads and writes that
// format, replays a line against the rules, and judges a player's move against it.

#include "engine/rules/game.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grand {

struct Puzzle {
    std::string fen;                // the position, the solver to move
    std::vector<std::string> moves; // UCI, as grandchess-engine speaks it
    int rating = 1500;
    std::vector<std::string> themes; // lower camel case words: "mateIn2", "fork", ...
    std::string source;              // free text without ';'
    // A stable name for the history: the position's first four FEN fields and the first move.
    std::string id() const;
    bool hasTheme(std::string_view theme) const;
    // How many moves the solver plays.
    int solverMoves() const { return static_cast<int>(moves.size() + 1) / 2; }
};

struct PuzzleFileError {
    int line = 0; // 1-based
    std::string message;
    std::string toString() const; // "line 12: ..."
};

// One line of the format above; an error message naming the field at fault otherwise.
std::optional<Puzzle> parsePuzzleLine(std::string_view line, std::string* why = nullptr);
std::string formatPuzzleLine(const Puzzle& puzzle);

// Every puzzle of a file's text. A line that cannot be read is reported with its number and
// the others are still read.
struct PuzzleFile {
    std::vector<Puzzle> puzzles;
    std::vector<PuzzleFileError> errors;
};
PuzzleFile readPuzzleFile(std::string_view text);

// A puzzle's line played out: the start position, each move as a Move, and the game after
// each of them. An error (which move, why) if the FEN is wrong, a move is not legal where it
// stands, the line is empty, or the line does not end on the solver's move.
struct ReplayedPuzzle {
    Position start;
    std::vector<Move> line;
};
std::optional<ReplayedPuzzle> replayPuzzle(const Puzzle& puzzle, std::string* why = nullptr);

// Whether `played` answers the solution's move `expected` in `pos` (the solver to move): the
// same move, or any move that mates, since a mate ends the puzzle however it is given.
bool answersPuzzleMove(const Position& pos, Move played, Move expected);

} // namespace grand
