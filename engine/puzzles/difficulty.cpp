#include "difficulty.h"

#include <algorithm>
#include <atomic>

namespace grand {

PuzzleDifficulty measureDifficulty(Engine& engine, const ReplayedPuzzle& puzzle) {
    const Game game(puzzle.start);
    const Move first = puzzle.line.front();
    const std::atomic<bool> stop = false;
    const int extraMoves = static_cast<int>(puzzle.line.size() / 2);
    PuzzleDifficulty d;
    // The share of three tries in which each level plays the move; the rating is where that
    // share crosses one half, between the last level below it and the first at or above.
    double below = 0;
    for (int level = 1; level < LevelCount; ++level) {
        int found = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            engine.newGame();
            const SearchResult r = engine.play(game, level, SearchLimits{}, stop, seed * 7919 + 17);
            found += r.bestMove == first;
        }
        const double share = found / 3.0;
        const int elo = playingLevel(level).approximateElo;
        if (share >= 0.5) {
            d.weakestLevel = level;
            if (level == 1) {
                d.rating = elo;
            } else {
                const int lower = playingLevel(level - 1).approximateElo;
                d.rating = lower + static_cast<int>((elo - lower) * (0.5 - below) / (share - below));
            }
            break;
        }
        below = share;
    }
    if (d.weakestLevel == 0) // no level found it: above the strongest that tried
        d.rating = playingLevel(LevelCount - 1).approximateElo + 150;
    // Within the levels' own range, so the bounds move with their ratings.
    d.rating = std::clamp(d.rating + 150 * extraMoves, playingLevel(1).approximateElo,
                          playingLevel(LevelCount).approximateElo);
    return d;
}

} // namespace grand
