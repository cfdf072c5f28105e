// The search and the engine facade: mates, material, promotions, limits, determinism,
// MultiPV and the playing levels.

#include "test_data.h"

#include "engine/eval/evaluate.h"
#include "engine/eval/nnue.h"
#include "engine/rules/movegen.h"
#include "engine/rules/zobrist.h"
#include "engine/search/bench.h"
#include "engine/search/engine.h"
#include "engine/search/huge_pages.h"
#include "engine/search/see.h"

#include <gtest/gtest.h>
#include <initializer_list>
#include <set>
#include <thread>
#if defined(__GLIBC__) // after a standard header, which defines it
#include <malloc.h>
#endif

namespace grand {
namespace {

using test::fen;

SearchResult searchDepth(const Position& pos, int depth, int multiPV = 1) {
    TranspositionTable tt(8);
    Search search(tt);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = depth;
    limits.multiPV = multiPV;
    return search.run(pos, {}, limits, stop);
}

TEST(Search, FindsMateInOne) {
    const SearchResult r = searchDepth(fen("k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1"), 4);
    EXPECT_EQ(toUci(r.bestMove), "b1b9");
    EXPECT_EQ(mateInMoves(r.score), 1);
}

TEST(Search, FindsMateInTwo) {
    // 1.Rd1 Kb10 2.Rd10# (the white king on b8 guards a9, b9 and c9).
    const Position pos = fen("k9/10/1K8/10/10/10/10/10/10/1R8 w - - 0 1");
    const SearchResult r = searchDepth(pos, 6);
    EXPECT_EQ(mateInMoves(r.score), 2) << toUci(r.bestMove) << " score " << r.score;
    EXPECT_EQ(toUci(r.bestMove), "b1d1");
}

TEST(Search, SeesBeingMated) {
    // Black to move: 1...Kb10 2.Rc1 Ka10 3.Rc10#.
    const SearchResult r = searchDepth(fen("k9/10/1K8/10/10/10/10/10/10/1R8 b - - 0 1"), 6);
    EXPECT_EQ(mateInMoves(r.score), -2);
}

TEST(Search, NoMoveWhenMatedOrStalemated) {
    const SearchResult mated = searchDepth(fen("k9/1Q8/2K7/10/10/10/10/10/10/10 b - - 0 1"), 3);
    EXPECT_TRUE(mated.bestMove.isNone());
    EXPECT_EQ(mated.score, -MateScore);
    const SearchResult stalemate = searchDepth(fen("k9/2Q7/10/10/10/10/10/10/10/9K b - - 0 1"), 3);
    EXPECT_TRUE(stalemate.bestMove.isNone());
    EXPECT_EQ(stalemate.score, 0);
}

TEST(Search, WinsAHangingQueen) {
    const SearchResult r = searchDepth(fen("4k5/10/10/10/4q5/10/10/4R5/10/4K5 w - - 0 1"), 4);
    EXPECT_EQ(toUci(r.bestMove), "e3e6");
    // A rook against a bare king (the fitted evaluation counts an endgame rook about 440 cp).
    EXPECT_GT(r.score, PieceValue[index(PieceType::Bishop)]);
}

TEST(Search, PromotesToWhatWasCaptured) {
    // White's queen is gone: e9-e10=Q, then mate next move.
    const SearchResult r = searchDepth(fen("2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R w - - 0 1"), 5);
    EXPECT_EQ(toUci(r.bestMove), "e9e10q");
    EXPECT_EQ(mateInMoves(r.score), 2);
}

TEST(Search, NodeLimitIsDeterministic) {
    const Position pos;
    SearchLimits limits;
    limits.nodes = 20000;
    std::atomic<bool> stop{false};
    TranspositionTable tt1(8), tt2(8);
    Search s1(tt1), s2(tt2);
    const SearchResult a = s1.run(pos, {}, limits, stop);
    const SearchResult b = s2.run(pos, {}, limits, stop);
    EXPECT_EQ(a.bestMove, b.bestMove);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.score, b.score);
    EXPECT_LE(a.nodes, limits.nodes + 1024) << "the node limit is checked every 1024 nodes";
}

// Keys that land in the same cluster and differ in one of the 32 check bits must not be
// taken for each other (the check bits once overlapped the index bits, leaving ~12 of them).
TEST(TranspositionTable, NoFalseHitsWithinACluster) {
    TranspositionTable tt(1);
    const std::uint64_t key = 0x9e3779b97f4a7c15ULL;
    tt.store(key, Move(), 123, 45, 7, Bound::Exact);
    const std::optional<TTEntry> e = tt.probe(key);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->score, 123);
    EXPECT_EQ(e->eval, 45);
    EXPECT_EQ(e->depth(), 7);
    EXPECT_EQ(e->bound(), Bound::Exact);
    for (int bit = 0; bit < 32; ++bit)
        EXPECT_FALSE(tt.probe(key ^ (std::uint64_t{1} << bit)).has_value()) << "bit " << bit;
}

// Many random positions stored, as many others probed: no false hit.
TEST(TranspositionTable, RandomKeysDoNotCollide) {
    TranspositionTable tt(1);
    std::uint64_t state = 12345;
    auto next = [&state] { return zobrist::splitmix64(state); };
    for (int i = 0; i < 100000; ++i)
        tt.store(next(), Move(), 1, 1, 1, Bound::Lower);
    int falseHits = 0;
    for (int i = 0; i < 100000; ++i)
        falseHits += tt.probe(next()).has_value();
    EXPECT_EQ(falseHits, 0);
}

// The table's memory starts on a 2 MiB boundary when it is that large (so that huge pages
// can back it), on a cache line when smaller (a 1 MiB table is not rounded up to 2 MiB);
// however its size rounds, every byte asked for is usable; a resized table starts empty.
TEST(TranspositionTable, StorageIsHugePageAlignedAndResizesEmpty) {
    using Allocator = HugePageAllocator<std::uint64_t>;
    Allocator alloc;
    constexpr std::size_t HugePage = Allocator::Alignment;
    for (std::size_t n : {std::size_t{1}, std::size_t{1} << 17, HugePage / 8 - 1, HugePage / 8,
                          std::size_t{3} << 17, HugePage / 8 + 1}) {
        std::uint64_t* p = alloc.allocate(n);
        const std::size_t alignment = n * 8 >= HugePage ? HugePage : Allocator::CacheLine;
        EXPECT_EQ(reinterpret_cast<std::uintptr_t>(p) % alignment, 0U) << n;
#if defined(__GLIBC__)
        if (n * 8 < HugePage) { // not rounded up to a huge page (malloc's own slack only)
            EXPECT_LT(malloc_usable_size(p), n * 8 + 65536) << n;
        }
#endif
        for (std::size_t i = 0; i < n; i += 4096)
            p[i] = i;
        p[n - 1] = 7;
        EXPECT_EQ(p[n - 1], 7U);
        alloc.deallocate(p, n);
    }
    TranspositionTable tt(3); // not a multiple of the 2 MiB alignment
    EXPECT_EQ(tt.sizeMegabytes(), 3U);
    const std::uint64_t key = 0x0123456789abcdefULL;
    tt.store(key, Move(), 5, 6, 3, Bound::Upper);
    ASSERT_TRUE(tt.probe(key).has_value());
    tt.resize(5);
    EXPECT_EQ(tt.sizeMegabytes(), 5U);
    EXPECT_FALSE(tt.probe(key).has_value());
    tt.store(key, Move(), 5, 6, 3, Bound::Upper);
    EXPECT_TRUE(tt.probe(key).has_value());
}

// A game's sequence of node-limited searches, with the table and the move-ordering
// statistics kept from move to move, is reproduced exactly by a second run.
TEST(Search, NodeLimitedGameIsDeterministic) {
    auto play = [] {
        TranspositionTable tt(8);
        Search search(tt);
        std::atomic<bool> stop{false};
        SearchLimits limits;
        limits.nodes = 5000;
        Position pos;
        std::vector<std::uint64_t> history;
        std::vector<std::pair<Move, std::uint64_t>> moves;
        for (int ply = 0; ply < 16; ++ply) {
            const SearchResult r = search.run(pos, history, limits, stop);
            if (r.bestMove.isNone())
                break;
            moves.emplace_back(r.bestMove, r.nodes);
            history.push_back(pos.key());
            UndoInfo undo;
            pos.doMove(r.bestMove, undo);
        }
        return moves;
    };
    const auto a = play();
    EXPECT_EQ(a.size(), 16u);
    EXPECT_EQ(a, play());
}

// A search that has said nothing for SearchLimits::progressMs reports its progress: the
// depth being searched, the nodes and the time so far, no line. Lines still come after each
// depth, and the node counts never go back.
TEST(Search, ReportsProgressWithinLongDepths) {
    TranspositionTable tt(8);
    Search search(tt);
    SearchLimits limits;
    limits.nodes = 300'000;
    limits.progressMs = 5;
    std::atomic<bool> stop{false};
    std::vector<SearchInfo> infos;
    const SearchResult r =
        search.run(Position(), {}, limits, stop, [&](const SearchInfo& i) { infos.push_back(i); });
    int progress = 0;
    int linesDone = 0;
    int depthDone = 0;
    std::uint64_t nodes = 0;
    for (const SearchInfo& i : infos) {
        EXPECT_GE(i.nodes, nodes);
        nodes = i.nodes;
        if (i.progress) {
            ++progress;
            EXPECT_TRUE(i.pv.empty());
            EXPECT_EQ(i.depth, depthDone + 1) << "the depth being searched";
        } else {
            EXPECT_FALSE(i.pv.empty());
            if (i.bound == Bound::Exact) {
                ++linesDone;
                depthDone = i.depth;
            }
        }
    }
    EXPECT_GT(progress, 0);
    EXPECT_GT(linesDone, 5);
    EXPECT_EQ(depthDone, r.depth);
    EXPECT_GE(r.nodes, nodes);
}

// A new game starts from nothing: after other searches have filled the table and every
// statistic (killers, counter-moves, butterfly, continuation and capture histories and,
// with the learned evaluation, the correction history), clearing them reproduces a fresh
// search exactly.
void expectClearingForgetsEveryStatistic(const nnue::Network* net) {
    const Position start;
    SearchLimits limits;
    limits.depth = 8;
    std::atomic<bool> stop{false};
    TranspositionTable tt(8);
    Search search(tt);
    search.setNetwork(net);
    const SearchResult fresh = search.run(start, {}, limits, stop);

    Position pos = start;
    std::vector<std::uint64_t> history;
    for (int ply = 0; ply < 12; ++ply) {
        const SearchResult r = search.run(pos, history, limits, stop);
        ASSERT_FALSE(r.bestMove.isNone());
        history.push_back(pos.key());
        UndoInfo undo;
        pos.doMove(r.bestMove, undo);
    }
    const SearchResult warm = search.run(start, {}, limits, stop);
    EXPECT_NE(warm.nodes, fresh.nodes) << "the statistics of the game should change the search";

    tt.clear();
    search.clearHistory();
    const SearchResult again = search.run(start, {}, limits, stop);
    EXPECT_EQ(again.bestMove, fresh.bestMove);
    EXPECT_EQ(again.nodes, fresh.nodes);
    EXPECT_EQ(again.score, fresh.score);
}

TEST(Search, ClearingForgetsEveryStatistic) { expectClearingForgetsEveryStatistic(nullptr); }

TEST(Search, ClearingForgetsEveryStatisticWithTheLearnedEvaluation) {
    if (!GRAND_HAS_NETWORK)
        GTEST_SKIP() << "built without a network";
    expectClearingForgetsEveryStatistic(nnue::builtInNetwork());
}

TEST(Search, BenchSignatureIsStable) { EXPECT_EQ(runBench(4).nodes, runBench(4).nodes); }

TEST(Search, StopFlagEndsAnInfiniteSearch) {
    TranspositionTable tt(8);
    Search search(tt);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.infinite = true;
    SearchResult result;
    std::thread worker([&] { result = search.run(Position(), {}, limits, stop); });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop = true;
    worker.join(); // would hang here if the flag were not watched
    EXPECT_TRUE(isLegal(Position(), result.bestMove));
}

TEST(Search, MultiPVGivesDistinctLinesBestFirst) {
    const SearchResult r = searchDepth(Position(), 4, 4);
    ASSERT_EQ(r.lines.size(), 4u);
    std::set<std::uint32_t> firsts;
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
        ASSERT_FALSE(r.lines[i].pv.empty());
        firsts.insert(r.lines[i].pv.front().raw());
        if (i > 0) {
            EXPECT_GE(r.lines[i - 1].score, r.lines[i].score);
        }
    }
    EXPECT_EQ(firsts.size(), 4u);
    EXPECT_EQ(r.bestMove, r.lines[0].pv.front());
}

// The score of one move at the end of `game`, searched to depth 3 with the game's history
// (a fresh table each time, so that nothing carries over from an earlier call).
int scoreOfMoveAfter(const Game& game, const char* uci) {
    TranspositionTable tt(8);
    Search search(tt);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 3;
    limits.searchMoves = {moveFromUci(game.position(), uci)};
    return search.run(game.position(), historyBefore(game), limits, stop).score;
}

void play(Game& game, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        game.play(moveFromUci(game.position(), m));
}

TEST(Search, RepetitionInTheHistoryIsADraw) {
    // White is a queen down, and its only way out is repeating: with the position already
    // seen twice in the game, the score of the repeating line is a draw.
    Game game;
    play(game, {"b2a4", "b9a7", "a4b2", "a7b9", "b2a4", "b9a7", "a4b2"});
    // Black to move; a7-b9 repeats the start position a third time.
    EXPECT_EQ(scoreOfMoveAfter(game, "a7b9"), 0);
}

TEST(Search, APositionSeenOnceBeforeTheRootIsNotADraw) {
    // Black is a queen down. Its knight went out and back once, so returning to the position
    // before that makes it stand twice in the game, not three times: the game goes on, and
    // the score is Black's lost material, not a draw (scored 0 before, which led the engine
    // into repetitions the opponent simply walked out of).
    Game game(fen("r8r/1nb1kcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1"));
    play(game, {"b2a4", "i9h7", "a4b2"});
    EXPECT_LT(scoreOfMoveAfter(game, "h7i9"), -500);
    // Once more round: now h7-i9 makes the third time, a draw.
    play(game, {"h7i9", "b2a4", "i9h7", "a4b2"});
    EXPECT_EQ(scoreOfMoveAfter(game, "h7i9"), 0);
}

TEST(See, ExchangesAreJudged) {
    // Rook takes a pawn defended by a pawn: loses the exchange.
    const Position pos = fen("4k5/10/10/3p6/4p5/10/10/4R5/10/4K5 w - - 0 1");
    const Move rxe6 = moveFromUci(pos, "e3e6");
    EXPECT_FALSE(seeAtLeast(pos, rxe6, 0));
    EXPECT_TRUE(seeAtLeast(pos, rxe6, -400));
    // Undefended pawn: wins it.
    const Position free = fen("4k5/10/10/10/4p5/10/10/4R5/10/4K5 w - - 0 1");
    EXPECT_TRUE(seeAtLeast(free, moveFromUci(free, "e3e6"), 100));
    EXPECT_FALSE(seeAtLeast(free, moveFromUci(free, "e3e6"), 101));
}

// Recaptures come cheapest first, through x-rays, by leaps, and with the king only last.
TEST(See, RecapturesInOrderWithXRaysAndTheKingLast) {
    auto see = [](const char* text, int threshold) {
        const Position pos = fen(text);
        return seeAtLeast(pos, moveFromUci(pos, "e3e6"), threshold);
    };
    // Rxe6 against a pawn defended by a rook: -400 alone, +100 with a second rook behind.
    EXPECT_TRUE(see("k9/4r5/10/10/4p5/10/10/4R5/10/K9 w - - 0 1", -400));
    EXPECT_FALSE(see("k9/4r5/10/10/4p5/10/10/4R5/10/K9 w - - 0 1", -399));
    EXPECT_TRUE(see("k9/4r5/10/10/4p5/10/10/4R5/4R5/K9 w - - 0 1", 100));
    EXPECT_FALSE(see("k9/4r5/10/10/4p5/10/10/4R5/4R5/K9 w - - 0 1", 101));
    // Defended by the king alone: the king takes (-400), unless the rook behind defends e6.
    EXPECT_FALSE(see("10/10/10/4k5/4p5/10/10/4R5/10/K9 w - - 0 1", -399));
    EXPECT_TRUE(see("10/10/10/4k5/4p5/10/10/4R5/4R5/K9 w - - 0 1", 100));
    // A marshal recaptures by its knight's leap.
    EXPECT_TRUE(see("k9/10/3c6/10/4p5/10/10/4R5/10/K9 w - - 0 1", -400));
    EXPECT_FALSE(see("k9/10/3c6/10/4p5/10/10/4R5/10/K9 w - - 0 1", -399));
    // Pawn and queen defend: the pawn recaptures first, and the second rook does not help.
    EXPECT_TRUE(see("k9/4q5/10/3p6/4p5/10/10/4R5/4R5/K9 w - - 0 1", -400));
    EXPECT_FALSE(see("k9/4q5/10/3p6/4p5/10/10/4R5/4R5/K9 w - - 0 1", -399));
}

TEST(Levels, EveryLevelPlaysALegalMoveAndWeakLevelsVary) {
    Engine engine(8);
    std::atomic<bool> stop{false};
    const Game game;
    std::set<std::uint32_t> beginnerMoves;
    for (int level = 1; level <= LevelCount; ++level) {
        SearchLimits limits;
        limits.nodes = 20000; // keep the test quick; the level's own limits apply too
        const SearchResult r = engine.play(game, level, limits, stop, 7);
        EXPECT_TRUE(isLegal(game.position(), r.bestMove)) << "level " << level;
    }
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        SearchLimits limits;
        beginnerMoves.insert(engine.play(game, 1, limits, stop, seed).bestMove.raw());
    }
    EXPECT_GT(beginnerMoves.size(), 1u) << "the beginner should not always play the same move";
    SearchLimits limits;
    EXPECT_EQ(engine.play(game, 1, limits, stop, 5).bestMove, engine.play(game, 1, limits, stop, 5).bestMove)
        << "the same seed gives the same choice";
}

TEST(Levels, WeakLevelsStillTakeAMateInOne) {
    Engine engine(8);
    std::atomic<bool> stop{false};
    const Game game(fen("k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1"));
    for (int level = 1; level <= 2; ++level)
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            SearchLimits limits;
            EXPECT_EQ(toUci(engine.play(game, level, limits, stop, seed).bestMove), "b1b9")
                << "level " << level;
        }
}

// Whether the side to move can win material by a capture (its static exchange gains a pawn).
bool canWinMaterial(const Position& pos) {
    for (Move m : legalMoves(pos))
        if (pos.pieceOn(m.to()) != Piece::Empty && seeAtLeast(pos, m, 100))
            return true;
    return false;
}

// The beginner errs as a beginner does: it does not look at the answer to its move, so it
// leaves a piece where a pawn takes it and grabs pawns that are defended. The novice above
// it follows exchanges and does neither; neither is a random mover.
TEST(Levels, TheBeginnerLeavesPiecesHangingAndTheNoviceDoesNot) {
    Engine engine(8);
    std::atomic<bool> stop{false};
    // White's rook on e6 is attacked by the pawn on d7; every other piece is safe.
    const Game hanging(fen("9k/10/6ppp1/3p6/4R5/10/10/PPP7/10/K9 w - - 0 1"));
    ASSERT_TRUE(canWinMaterial(fen("9k/10/6ppp1/3p6/4R5/10/10/PPP7/10/K9 b - - 0 1")));
    // White's queen on f5 may take the pawn on f7, which the pawn on g8 defends.
    const Game grab(fen("9k/10/6p3/5p4/10/5Q4/10/PPP7/10/K9 w - - 0 1"));
    int leftHanging = 0;
    int grabbed = 0;
    const int seeds = 30;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        for (int level : {1, 2}) {
            SearchLimits limits;
            Position after = hanging.position();
            UndoInfo undo;
            after.doMove(engine.play(hanging, level, limits, stop, seed).bestMove, undo);
            const bool left = canWinMaterial(after);
            const Move take = engine.play(grab, level, limits, stop, seed).bestMove;
            const bool took = toUci(take) == "f5f7";
            if (level == 2) {
                EXPECT_FALSE(left) << "the novice left its rook to the pawn, seed " << seed;
                EXPECT_FALSE(took) << "the novice took a defended pawn with its queen, seed " << seed;
            } else {
                leftHanging += left;
                grabbed += took;
            }
        }
    }
    EXPECT_GE(leftHanging, seeds / 10) << "the beginner should sometimes overlook the attack on its rook";
    EXPECT_LT(leftHanging, seeds) << "the beginner should sometimes see it";
    EXPECT_GE(grabbed, seeds / 10) << "the beginner should sometimes take the defended pawn";
}

} // namespace
} // namespace grand
