#include "mistakes_command.h"

#include "engine/analysis/review.h"
#include "engine/notation/record.h"
#include "engine/rules/game.h"
#include "engine/search/engine.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

namespace grand::dev {

namespace {

struct MistakesOptions {
    int games = 4;      // per level
    int firstLevel = 1; // levels firstLevel..lastLevel
    int lastLevel = LevelCount - 1;
    int depth = 8;      // the reviewer's depth per position
    int maxPlies = 120; // a game is cut here (the opening and middle game are what count)
    std::uint64_t seed = 1;
};

bool parse(const std::vector<std::string>& args, MistakesOptions& o) {
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        try {
            if (a == "--games" && hasValue)
                o.games = std::stoi(args[++i]);
            else if (a == "--level" && hasValue)
                o.firstLevel = o.lastLevel = std::stoi(args[++i]);
            else if (a == "--depth" && hasValue)
                o.depth = std::stoi(args[++i]);
            else if (a == "--max-plies" && hasValue)
                o.maxPlies = std::stoi(args[++i]);
            else if (a == "--seed" && hasValue)
                o.seed = std::stoull(args[++i]);
            else {
                std::cerr << "mistakes: unknown or incomplete option '" << a << "'\n";
                return false;
            }
        } catch (const std::exception&) {
            std::cerr << "mistakes: '" << args[i] << "' is not a number (after " << a << ")\n";
            return false;
        }
    }
    if (o.games < 1 || o.depth < 1 || o.maxPlies < 2 || o.firstLevel < 1 || o.lastLevel > LevelCount) {
        std::cerr << "mistakes: --games, --depth and --max-plies must be positive, --level 1.." << LevelCount
                  << "\n";
        return false;
    }
    return true;
}

struct LevelTally {
    int moves = 0;
    int inaccuracies = 0;
    int mistakes = 0;
    int blunders = 0;
    int blundersAnsweredByCapture = 0; // something was left to be taken
    long long cpLoss = 0;
    double accuracy = 0;
};

// A game of `level` against itself, the level's own limits deciding (a node limit, not the
// machine's speed, bounds levels 6 and 7: the same seed gives the same game).
Game playGame(Engine& engine, int level, std::uint64_t seed, int maxPlies) {
    Game game;
    engine.newGame();
    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.moveTimeMs = 600'000;
    while (!game.status().isOver() && game.plyCount() < maxPlies) {
        const SearchResult r =
            engine.play(game, level, limits, stop, seed + static_cast<std::uint64_t>(game.plyCount()));
        if (r.bestMove.isNone() || !game.play(r.bestMove))
            break;
    }
    return game;
}

} // namespace

int mistakesCommand(const std::vector<std::string>& args) {
    MistakesOptions o;
    if (!parse(args, o))
        return 2;
    Engine player(16);
    Engine reviewer(64);
    reviewer.setThreads(1);
    ReviewOptions review;
    review.depth = o.depth;
    const std::atomic<bool> stop{false};
    const auto start = std::chrono::steady_clock::now();

    std::cout << "level  moves  inacc/100  mist/100  blund/100  blunders answered by a capture  avg loss  "
                 "accuracy\n";
    for (int level = o.firstLevel; level <= o.lastLevel; ++level) {
        LevelTally t;
        for (int g = 0; g < o.games; ++g) {
            const std::uint64_t seed = o.seed * 1'000'003ULL + static_cast<std::uint64_t>(level * 1000 + g);
            const Game game = playGame(player, level, seed, o.maxPlies);
            GameRecord record = GameRecord::fromGame(game);
            const ReviewResult result = reviewGame(record, reviewer, review, stop);
            for (std::size_t i = 0; i < result.moves.size(); ++i) {
                const MoveReview& m = result.moves[i];
                ++t.moves;
                t.cpLoss += m.cpLoss;
                t.accuracy += m.accuracy;
                t.inaccuracies += m.judgement == Judgement::Inaccuracy;
                t.mistakes += m.judgement == Judgement::Mistake;
                if (m.judgement == Judgement::Blunder) {
                    ++t.blunders;
                    if (i + 1 < result.moves.size()
                        && game.positionAt(static_cast<int>(i) + 1).isCapture(result.moves[i + 1].best))
                        ++t.blundersAnsweredByCapture;
                }
            }
        }
        const double per100 = t.moves ? 100.0 / t.moves : 0;
        std::cout << std::fixed << std::setprecision(1) << std::setw(5) << level << std::setw(7) << t.moves
                  << std::setw(11) << t.inaccuracies * per100 << std::setw(10) << t.mistakes * per100
                  << std::setw(11) << t.blunders * per100 << std::setw(22) << t.blundersAnsweredByCapture
                  << " of " << std::setw(3) << t.blunders << std::setw(16)
                  << (t.moves ? t.cpLoss / t.moves : 0) << " cp" << std::setw(9)
                  << (t.moves ? t.accuracy / t.moves : 0) << "%\n"
                  << std::flush;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << o.games << " games a level, reviewed at depth " << o.depth << ", in " << std::setprecision(0)
              << seconds << " s\n";
    return 0;
}

} // namespace grand::dev
