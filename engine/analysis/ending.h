#pragma once

// How a game ended in the program, as a PGN record says it: the result, the standard's
// [Termination] value ("normal", "time forfeit", ...) that other programs read, and the
// reason in plain words ("Checkmate", "Black resigned"), written as a comment after the
// last move. A record loaded from a file keeps its own ending: nothing here touches it.

#include "engine/notation/record.h"
#include "engine/rules/game.h"

#include <string>

namespace grand {

enum class GameEnd {
    Checkmate,
    Stalemate,
    StalemateLoss, // Fantasy Grand Chess: the side that cannot move loses
    Repetition,
    FiftyMoves,
    InsufficientMaterial,
    Resignation,
    DrawAgreed,
    TimeForfeit,           // the side out of time loses
    TimeoutVsInsufficient, // out of time, but the opponent cannot mate: a draw
};

struct Ending {
    std::string result;      // "1-0", "0-1" or "1/2-1/2"
    std::string termination; // PGN standard: "normal" or "time forfeit" (never "checkmate")
    std::string reason;      // "Checkmate", "Threefold repetition", "Black resigned", ...
};

// The ending. `side` is the side it happened to: the one mated, resigning or out of time
// (ignored for the draws that need no side).
Ending describeEnding(GameEnd how, Color side);

// The ending of a game that the rules ended (Game::status()); `outcome` must not be
// Ongoing. The side mated is the side to move.
GameEnd gameEndOf(GameOutcome outcome);

// The ending when `flagged` runs out of time in `pos`: a loss, or a draw when the opponent
// has nothing but the king (it could never mate).
GameEnd timeoutEnd(const Position& pos, Color flagged);

// Writes a game's ending into its record: the result, [Termination], and the reason as a
// comment after the last move of the main line (before the game, if there is no move),
// added to a comment already there unless it already says so.
void recordEnding(GameRecord& record, const Ending& ending);

} // namespace grand
