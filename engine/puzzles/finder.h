#pragma once

// The puzzle finder: judges positions of real games with a two-line (MultiPV 2) search and
// keeps those where one move, and only one, wins decisively (mate, or at least `winCp`), or
// where one move, and only one, holds (not out of check, where the few replies make the
// only move too easy to see). The line goes on while the defender's best reply is
// clear and the solver's move stays the only winner, and ends on the solver's move.
// Rejected: a first move that only recaptures, and a win that does not become real (no
// mate, no promotion, and under `realGainCp` of material won once best play has gone on
// 8 plies past the line and come to rest: the engine's hope of a later promotion it could
// not see, or a positional edge).

#include "engine/puzzles/difficulty.h"
#include "engine/puzzles/puzzle.h"
#include "engine/puzzles/themes.h"
#include "engine/search/engine.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace grand {

struct PuzzleFinderOptions {
    std::uint64_t screenNodes = 4000; // a quick look first: most positions end here
    std::uint64_t nodes = 300000;     // each search of a candidate's line
    int winCp = 400;                  // the solver's move wins at least this ...
    int secondMaxCp = 150;            // ... and the next best at most this
    int holdCp = -150;                // a defence: the only move keeps at least this ...
    int loseGapCp = 300;              // ... and every other is worse by this much
    int clearReplyCp = 150;           // the defender's best reply is clear by this margin
    int realGainCp = 200;             // material the win must become, when it does not mate
    int maxSolverMoves = 5;
    bool defences = true; // also the "only move that holds" kind
};

struct FoundPuzzle {
    Puzzle puzzle;
    PuzzleKind kind = PuzzleKind::Win;
    int depthFound = 0;          // the search depth from which the first move was best and stayed so
    PuzzleDifficulty difficulty; // its rating's measure (difficulty.h)
};

// What the finder did with the positions it was shown, by outcome.
struct PuzzleFinderStats {
    std::uint64_t examined = 0;
    std::uint64_t searched = 0; // past the quick look
    std::uint64_t kept = 0;
    std::map<std::string, std::uint64_t> rejected; // by reason
};

class PuzzleFinder {
public:
    PuzzleFinder(Engine& engine, const PuzzleFinderOptions& options);

    // Judges the current position of `game`, whose last move (if any) led to it.
    std::optional<FoundPuzzle> examine(const Game& game);

    const PuzzleFinderStats& stats() const { return m_stats; }

private:
    struct TwoLines {
        Move best;
        int bestScore = 0;
        int secondScore = 0;
        bool hasSecond = false;
        int depthFound = 0;
        std::vector<Move> pv;
        std::vector<Move> secondPv;
    };
    TwoLines search(const Game& game, std::uint64_t nodes);
    std::optional<FoundPuzzle> reject(const std::string& reason);

    Engine& m_engine;
    PuzzleFinderOptions m_options;
    PuzzleFinderStats m_stats;
};

} // namespace grand
