// The parallel search: several threads sharing the hash table find what one finds, stop at
// once, leave the weaker levels single-threaded and reproducible, and never read an entry
// that two writes tore apart.

#include "test_data.h"

#include "engine/rules/movegen.h"
#include "engine/rules/zobrist.h"
#include "engine/search/engine.h"
#include "engine/search/search_pool.h"
#include "engine/search/search_thread.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace grand {
namespace {

using test::fen;

TEST(SearchPool, SeveralThreadsFindTheMate) {
    // 1.Rd1 Kb10 2.Rd10#, as in Search.FindsMateInTwo, with three threads.
    Engine engine(8);
    engine.setThreads(3);
    ASSERT_EQ(engine.threads(), 3);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 6;
    Position pos = fen("k9/10/1K8/10/10/10/10/10/10/1R8 w - - 0 1");
    const SearchResult r = engine.analyse(pos, {}, limits, stop);
    EXPECT_EQ(mateInMoves(r.score), 2) << r.score;
    // Several rook moves mate in two (Rd1, Rj1, ...): the one chosen must be one of them.
    ASSERT_TRUE(isLegal(pos, r.bestMove));
    UndoInfo undo;
    pos.doMove(r.bestMove, undo);
    Engine single(8);
    EXPECT_EQ(mateInMoves(single.analyse(pos, {}, limits, stop).score), -1) << toUci(r.bestMove);
}

TEST(SearchPool, AGameOfParallelSearchesPlaysLegalMoves) {
    // Full strength with two threads, a short fixed time a move: every move legal, every
    // reported line legal from the position, and the node count covers the reports.
    Engine engine(8);
    engine.setThreads(2);
    Game game;
    std::atomic<bool> stop{false};
    for (int ply = 0; ply < 24 && !legalMoves(game.position()).empty(); ++ply) {
        SearchLimits limits;
        limits.moveTimeMs = 40;
        std::uint64_t lastInfoNodes = 0;
        bool linesLegal = true;
        const Position before = game.position();
        const SearchResult r = engine.play(game, LevelCount, limits, stop, 1, [&](const SearchInfo& info) {
            lastInfoNodes = info.nodes;
            Position p = before;
            for (Move m : info.pv) {
                if (!isLegal(p, m)) {
                    linesLegal = false;
                    break;
                }
                UndoInfo undo;
                p.doMove(m, undo);
            }
        });
        ASSERT_TRUE(isLegal(game.position(), r.bestMove)) << "ply " << ply;
        EXPECT_TRUE(linesLegal) << "ply " << ply;
        EXPECT_GE(r.nodes, lastInfoNodes) << "ply " << ply;
        game.play(r.bestMove);
    }
}

TEST(SearchPool, StopEndsEveryThread) {
    Engine engine(8);
    engine.setThreads(4);
    const Game game;
    for (int i = 0; i < 50; ++i) {
        std::atomic<bool> stop{false};
        SearchResult r;
        std::thread caller([&] {
            SearchLimits limits;
            limits.infinite = true;
            r = engine.analyse(game, limits, stop);
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(i % 5 * 4));
        stop = true;
        caller.join(); // a helper that missed the stop would hang here (the test's timeout)
        EXPECT_TRUE(isLegal(game.position(), r.bestMove)) << i;
    }
}

TEST(SearchPool, LevelsBelowFullStrengthPlayAsWithOneThread) {
    // Their ratings were measured single-threaded, and a node-limited search is reproducible:
    // the same moves and the same node counts whatever the thread setting.
    auto playLevel = [](int threads, int level) {
        Engine engine(8);
        engine.setThreads(threads);
        Game game;
        std::vector<std::pair<std::string, std::uint64_t>> moves;
        std::atomic<bool> stop{false};
        for (int ply = 0; ply < 12; ++ply) {
            const SearchResult r = engine.play(game, level, SearchLimits{}, stop, 7);
            moves.emplace_back(toUci(r.bestMove), r.nodes);
            game.play(r.bestMove);
        }
        return moves;
    };
    for (int level : {2, 5})
        EXPECT_EQ(playLevel(1, level), playLevel(4, level)) << "level " << level;
}

TEST(SearchPool, ThreadsAreClamped) {
    Engine engine(1);
    engine.setThreads(0);
    EXPECT_EQ(engine.threads(), 1);
    engine.setThreads(2);
    EXPECT_EQ(engine.threads(), 2);
    EXPECT_GE(machineThreads(), 1);
}

// Threads writing and reading one small table at once: every hit is one whole write (its
// fields all derive from its key), never half of one write and half of another.
TEST(TranspositionTable, AHitIsNeverTornBetweenTwoWrites) {
    TranspositionTable tt(1);
    // Few keys, so that threads keep writing over each other's entries.
    std::vector<std::uint64_t> keys;
    std::uint64_t state = 99;
    for (int i = 0; i < 4096; ++i)
        keys.push_back(zobrist::splitmix64(state));
    auto scoreOf = [](std::uint64_t key) { return static_cast<int>(static_cast<std::int16_t>(key >> 40)); };
    auto evalOf = [](std::uint64_t key) { return static_cast<int>(static_cast<std::int16_t>(key >> 24)); };
    auto depthOf = [](std::uint64_t key) { return static_cast<int>(key >> 58) % 60; };
    std::atomic<bool> done{false};
    std::atomic<long> hits{0}, torn{0};
    auto writer = [&](std::uint64_t seed) {
        std::uint64_t s = seed;
        while (!done) {
            const std::uint64_t key = keys[zobrist::splitmix64(s) % keys.size()];
            tt.store(key, Move::fromRaw(static_cast<std::uint32_t>(key >> 32) & 0xFFFFF), scoreOf(key),
                     evalOf(key), depthOf(key), Bound::Lower);
        }
    };
    auto reader = [&](std::uint64_t seed) {
        std::uint64_t s = seed;
        for (int i = 0; i < 2'000'000; ++i) {
            const std::uint64_t key = keys[zobrist::splitmix64(s) % keys.size()];
            if (const std::optional<TTEntry> e = tt.probe(key)) {
                ++hits;
                if (e->score != scoreOf(key) || e->eval != evalOf(key) || e->depth() != depthOf(key)
                    || e->move != (static_cast<std::uint32_t>(key >> 32) & 0xFFFFF))
                    ++torn;
            }
        }
    };
    std::vector<std::thread> threads;
    threads.emplace_back(writer, 1);
    threads.emplace_back(writer, 2);
    std::thread r1(reader, 3), r2(reader, 4);
    r1.join();
    r2.join();
    done = true;
    for (std::thread& t : threads)
        t.join();
    EXPECT_GT(hits.load(), 0);
    EXPECT_EQ(torn.load(), 0) << "of " << hits.load() << " hits";
}

} // namespace
} // namespace grand
