// The engine's threads under abuse: thousands of searches started and stopped, the
// position changed and the session ended while a search runs. A deadlock shows as a test
// timeout, a leak under LeakSanitizer (the sanitizer build in CI), a race as a crash or a
// wrong count here.

#include "engine/protocol/protocol.h"
#include "engine/rules/game.h"
#include "engine/rules/movegen.h"
#include "engine/search/engine.h"
#include "engine/search/search_thread.h"

#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace grand {
namespace {

TEST(Abuse, ThousandsOfSearchesStartedAndStopped) {
    Engine engine(1);
    const Game game;
    std::atomic<int> finished{0};
    std::atomic<int> illegal{0};
    std::mt19937 rng(5);
    {
        SearchThread thread;
        for (int i = 0; i < 3000; ++i) {
            thread.start([&](const std::atomic<bool>& stop) {
                SearchLimits limits;
                limits.infinite = true;
                const SearchResult r = engine.analyse(game, limits, stop);
                if (r.bestMove.isNone() || !isLegal(game.position(), r.bestMove))
                    ++illegal;
                ++finished;
            });
            // Stop at once, after a moment, or not at all (the next start stops it).
            switch (rng() % 3) {
            case 0:
                thread.stop();
                break;
            case 1:
                std::this_thread::sleep_for(std::chrono::microseconds(rng() % 300));
                thread.stopAndWait();
                break;
            default:
                break;
            }
        }
        // Leaving the scope with a search running: the destructor stops and joins it.
        thread.start([&](const std::atomic<bool>& stop) {
            SearchLimits limits;
            limits.infinite = true;
            engine.analyse(game, limits, stop);
            ++finished;
        });
    }
    EXPECT_EQ(finished.load(), 3001);
    EXPECT_EQ(illegal.load(), 0);
}

// A UCI script: for each cycle, a position (some with moves), then a search that is
// stopped, or interrupted by a new position, or by "ucinewgame"; the input ends while an
// infinite search runs. Every "go" must be answered by exactly one legal bestmove.
TEST(Abuse, UciSearchesInterruptedEveryWay) {
    const std::vector<std::string> lines = {"e3e4", "e3e4 e8e7", "f3f5 f8f6 g2f4", ""};
    std::ostringstream script;
    std::vector<std::string> searched; // the move list of the position of each "go"
    script << "uci\nsetoption name Hash value 1\nisready\n";
    for (int i = 0; i < 1500; ++i) {
        const std::string& moves = lines[static_cast<std::size_t>(i) % lines.size()];
        script << "position startpos" << (moves.empty() ? "" : " moves " + moves) << "\n";
        searched.push_back(moves);
        switch (i % 5) {
        case 0:
            script << "go infinite\nstop\n";
            break;
        case 1:
            script << "go depth 40\nposition startpos moves j3j4\n"; // new position mid-search
            break;
        case 2:
            script << "go wtime 100000 btime 100000\nucinewgame\n";
            break;
        case 3:
            script << "go nodes 200\nisready\n";
            break;
        default:
            script << "go movetime 1\n";
            break;
        }
    }
    script << "position startpos\ngo infinite\n"; // then the input ends mid-search
    searched.emplace_back();
    std::istringstream in(script.str());
    std::ostringstream out;
    EXPECT_EQ(runProtocol(in, out), 0);

    std::istringstream reply(out.str());
    std::string line;
    std::size_t answered = 0;
    int illegal = 0;
    while (std::getline(reply, line)) {
        if (line.rfind("bestmove ", 0) != 0)
            continue;
        ASSERT_LT(answered, searched.size()) << "more bestmoves than searches";
        Game game;
        std::istringstream moves(searched[answered]);
        for (std::string m; moves >> m;)
            ASSERT_TRUE(game.play(moveFromUci(game.position(), m)));
        const std::string best = line.substr(9, line.find(' ', 9) - 9);
        if (!isLegal(game.position(), moveFromUci(game.position(), best)))
            ++illegal;
        ++answered;
    }
    EXPECT_EQ(answered, searched.size());
    EXPECT_EQ(illegal, 0);
}

// The same for XBoard: the engine thinking on its move, interrupted by force, new, undo,
// setboard and the end of input. (CECP numbers ranks from 0: its e2e3 is our e3e4.)
TEST(Abuse, XBoardThinkingInterruptedEveryWay) {
    std::ostringstream script;
    script << "xboard\nprotover 2\nvariant grand\nmemory 1\n";
    for (int i = 0; i < 600; ++i) {
        script << "new\nforce\nusermove e2e3\n";
        switch (i % 4) {
        case 0:
            script << "go\nforce\n";
            break;
        case 1:
            script << "go\nnew\n";
            break;
        case 2:
            script << "go\nundo\n";
            break;
        default:
            script << "analyze\nsetboard r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - "
                      "- 0 1\n"
                      "exit\n";
            break;
        }
    }
    script << "new\nforce\nusermove e2e3\ngo\n"; // the input ends while the engine thinks
    std::istringstream in(script.str());
    std::ostringstream out;
    EXPECT_EQ(runProtocol(in, out), 0);
    EXPECT_EQ(out.str().find("Illegal move"), std::string::npos) << out.str().substr(0, 2000);
    EXPECT_EQ(out.str().find("Error"), std::string::npos);
}

} // namespace
} // namespace grand
