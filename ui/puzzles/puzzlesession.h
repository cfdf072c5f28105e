#pragma once

// One attempt at a puzzle: where in its line the player is, whether a move is right (the
// solution's move, or any move that mates), the reply that follows a right move, and what
// the attempt scores for the ratings: 1 solved cleanly, 0.5 solved after a hint, 0 once a
// wrong move was played or the solution shown first. Retrying after a wrong move goes on
// from where it went wrong; the score stays what the first try earned.

#include "engine/puzzles/puzzle.h"

#include <optional>

namespace grand::ui {

class PuzzleSession {
public:
    // The puzzle must replay (replayPuzzle); a session of one that does not is finished.
    explicit PuzzleSession(const Puzzle& puzzle);

    const Puzzle& puzzle() const { return m_puzzle; }
    const Position& start() const { return m_start; }
    // The moves played so far on the puzzle's line (right moves and their replies).
    const std::vector<Move>& played() const { return m_played; }
    // The whole solution.
    const std::vector<Move>& line() const { return m_line; }
    Game game() const;
    // The solver's side.
    Color solver() const { return m_start.sideToMove(); }

    enum class Verdict {
        Right,  // the reply follows: replyDue()
        Solved, // the line is complete
        Wrong,  // not the move: the position stays as it was before it
    };
    Verdict play(Move move);
    // After a right move that does not finish the puzzle: the defender's reply, to play.
    std::optional<Move> replyDue() const;
    void playReply();

    // The move the solver should play now (the hint shows its piece).
    Move expected() const;
    void useHint() { m_hintUsed = true; }
    // Plays the rest of the line at once (the player gave up): the puzzle counts as failed.
    void showSolution();
    // Back to the start for another try; how the first try went stays.
    void restart();
    // Whether the attempt moves the ratings: only a puzzle's first attempt does (false for
    // one tried before, brought back from the history or the failed ones).
    bool isRated() const { return m_rated; }
    void setRated(bool rated) { m_rated = rated; }

    // The line is played to its end (by the player, or shown).
    bool isComplete() const { return m_complete; }
    bool hintUsed() const { return m_hintUsed; }
    bool solutionShown() const { return m_solutionShown; }
    // How the first try went: the ratings change once, when it is decided.
    enum class FirstTry { Undecided, Solved, Failed };
    FirstTry firstTry() const { return m_firstTry; }
    bool decided() const { return m_firstTry != FirstTry::Undecided; }
    double score() const;

private:
    Puzzle m_puzzle;
    Position m_start;
    std::vector<Move> m_line;
    std::vector<Move> m_played;
    bool m_complete = false;
    bool m_rated = true;
    bool m_hintUsed = false;
    bool m_solutionShown = false;
    FirstTry m_firstTry = FirstTry::Undecided;
};

} // namespace grand::ui
