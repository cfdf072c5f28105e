// The game review: planted blunders (a queen left en prise, a missed mate in one) are found
// with the right better move, a game of the engine's own best moves has no blunder, the
// annotations are those other programs read, annotating twice changes nothing, the same
// nodes per position give the same review, and the moves are judged as the review goes.

#include "engine/analysis/review.h"
#include "engine/notation/pgn.h"
#include "engine/rules/movegen.h"

#include "test_data.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace grand {
namespace {

constexpr int ReviewDepth = 6;

// A record of `moves` (SAN, standard letters) from `fen` (or the start).
GameRecord recordOf(std::initializer_list<const char*> moves, const char* fen = nullptr) {
    GameRecord r(fen ? Position::fromFen(fen).value() : Position());
    SanDialect dialect;
    for (const char* san : moves) {
        const auto m = parseSan(r.positionAt(r.mainLineEnd()), san, dialect);
        EXPECT_TRUE(m.hasValue()) << san;
        if (m)
            r.playMainLine(m.value());
    }
    return r;
}

ReviewResult review(GameRecord& r) {
    Engine engine(16);
    std::atomic<bool> stop = false;
    ReviewOptions options;
    options.depth = ReviewDepth;
    return reviewGame(r, engine, options, stop);
}

TEST(Review, WinningChancesAndEvalCommands) {
    EXPECT_NEAR(winningChances(0), 0, 1e-9);
    EXPECT_GT(winningChances(300), 0.5);
    EXPECT_DOUBLE_EQ(winningChances(5000), winningChances(1000)) << "capped";
    EXPECT_EQ(evalCommand({35, std::nullopt}), "[%eval 0.35]");
    EXPECT_EQ(evalCommand({-120, std::nullopt}), "[%eval -1.20]");
    EXPECT_EQ(evalCommand({1000, 3}), "[%eval #3]");
    EXPECT_EQ(evalCommand({-1000, -2}), "[%eval #-2]");
    EXPECT_EQ(parseEvalCommand("[%eval 0.35] [%clk 0:01:00]")->cp, 35);
    EXPECT_EQ(parseEvalCommand("good [%eval -2.1,24]")->cp, -210);
    EXPECT_EQ(parseEvalCommand("[%eval #-4]")->mate, -4);
    EXPECT_FALSE(parseEvalCommand("[%clk 0:01:00]"));
    EXPECT_EQ(stripReviewText("[%eval 0.35] Blunder. Nc4 was best. [%clk 0:00:10] nice"),
              "[%clk 0:00:10] nice");
}

TEST(Review, QueenLeftEnPriseIsABlunder) {
    GameRecord r = recordOf({"e5", "i7", "Qh6", "ixh6"});
    const ReviewResult result = review(r);
    ASSERT_TRUE(result.complete);
    ASSERT_EQ(result.moves.size(), 4u);
    const MoveReview& qh6 = result.moves[2];
    EXPECT_EQ(qh6.judgement, Judgement::Blunder);
    EXPECT_NE(qh6.best, r.node(qh6.node).move);
    EXPECT_EQ(r.node(qh6.node).nags, std::vector<int>{4});
    EXPECT_NE(r.node(qh6.node).commentAfter.find("Blunder."), std::string::npos);
    // The better move is in the record as a variation, and it keeps the queen: after it,
    // White is not lost.
    const NodeId parent = r.node(qh6.node).parent;
    ASSERT_EQ(r.node(parent).children.size(), 2u);
    const NodeId better = r.node(parent).children[1];
    EXPECT_EQ(r.node(better).move, qh6.best);
    EXPECT_GT(qh6.before.cp, -100);
    EXPECT_LT(qh6.after.cp, -500);
    EXPECT_EQ(result.sides[0].blunders, 1);
    EXPECT_EQ(result.sides[1].blunders, 0);
    EXPECT_GT(result.sides[0].averageCpLoss, result.sides[1].averageCpLoss);
    EXPECT_LT(result.sides[0].accuracy, result.sides[1].accuracy);
    // Every move has its evaluation, and the capture of the queen is not a mistake.
    for (NodeId id : r.mainLine())
        EXPECT_TRUE(parseEvalCommand(r.node(id).commentAfter)) << id;
    EXPECT_EQ(result.moves[3].judgement, Judgement::None);
}

TEST(Review, MissedMateInOneIsABlunderAndTheMateIsShown) {
    // White mates with Ra10; anything else leaves Black two minor pieces up.
    GameRecord r = recordOf({"Kj7"}, "9k/10/9K/10/10/3nn5/3bb5/10/10/R9 w - - 0 1");
    const ReviewResult result = review(r);
    ASSERT_TRUE(result.complete);
    ASSERT_EQ(result.moves.size(), 1u);
    const MoveReview& miss = result.moves[0];
    EXPECT_EQ(miss.before.mate, std::optional<int>(1));
    EXPECT_EQ(miss.judgement, Judgement::Blunder);
    EXPECT_EQ(toSan(r.startPosition(), miss.best), "Ra10#");
    EXPECT_EQ(r.node(miss.node).nags, std::vector<int>{4});
    const std::vector<NodeId>& children = r.node(GameRecord::Root).children;
    ASSERT_EQ(children.size(), 2u);
    EXPECT_EQ(toSan(r.startPosition(), r.node(children[1]).move), "Ra10#");
    EXPECT_EQ(r.node(miss.node).commentAfter.rfind("[%eval ", 0), 0u);
}

TEST(Review, TheEnginesOwnGameHasNoBlunder) {
    // Twelve plies of the engine's own choices at the review's depth.
    Engine engine(16);
    std::atomic<bool> stop = false;
    Game game;
    SearchLimits limits;
    limits.depth = ReviewDepth;
    for (int ply = 0; ply < 12; ++ply)
        ASSERT_TRUE(game.play(engine.analyse(game, limits, stop).bestMove));
    GameRecord r = GameRecord::fromGame(game);
    const ReviewResult result = review(r);
    ASSERT_TRUE(result.complete);
    for (const SideSummary& side : result.sides) {
        EXPECT_EQ(side.blunders, 0);
        EXPECT_EQ(side.mistakes, 0);
    }
    EXPECT_EQ(r.mainLine().size(), 12u);
}

TEST(Review, AnnotatingTwiceIsStable) {
    GameRecord r = recordOf({"e5", "i7", "Qh6", "ixh6"});
    r.setComment(r.mainLine()[1], CommentPlace::After, "[%clk 0:04:59] a quiet move");
    review(r);
    const std::string once = writePgn(r);
    review(r);
    EXPECT_EQ(writePgn(r), once);
    // One evaluation per comment, the person's words kept.
    const std::string& comment = r.node(r.mainLine()[1]).commentAfter;
    EXPECT_EQ(comment.find("[%eval"), comment.rfind("[%eval"));
    EXPECT_NE(comment.find("[%clk 0:04:59] a quiet move"), std::string::npos);
    // What the writer wrote reads back as the same record.
    const auto games = readPgn(once);
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].complete());
    EXPECT_EQ(*games[0].game, r);
}

TEST(Review, StopLeavesTheRecordAlone) {
    GameRecord r = recordOf({"e5", "i7", "Qh6", "ixh6"});
    const GameRecord before = r;
    Engine engine(16);
    std::atomic<bool> stop = true;
    int calls = 0;
    const ReviewResult result = reviewGame(r, engine, {.depth = 30}, stop, [&](int, int) { ++calls; });
    EXPECT_FALSE(result.complete);
    EXPECT_EQ(calls, 0);
    EXPECT_EQ(r, before);
}

// The game of the issue (issue 30, item 7): reviewed twice "at 200 ms a move" it gave White
// 0/3/0 then 2/0/1, 17...Bxh4 a mistake then a blunder. By nodes the review is repeatable:
// the same marks and evaluations from another engine, and from one that searched before.
TEST(Review, TheSameNodesGiveTheSameReview) {
    const auto games = readPgn(test::readDataFile("games/vehre-schmittberger-2001.pgn"));
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].complete());
    const GameRecord game = *games[0].game;
    std::atomic<bool> stop = false;
    ReviewOptions options;
    options.nodes = 6000;
    auto reviewed = [&](Engine& engine, ReviewResult* result) {
        GameRecord r = game;
        *result = reviewGame(r, engine, options, stop);
        return writePgn(r);
    };
    Engine first(16), second(16);
    ReviewResult a, b, c;
    const std::string once = reviewed(first, &a);
    Game other; // the second engine has searched something else since its start
    other.play(legalMoves(other.position())[0]);
    SearchLimits limits;
    limits.depth = 7;
    second.analyse(other, limits, stop);
    EXPECT_EQ(reviewed(second, &b), once);
    EXPECT_EQ(reviewed(first, &c), once) << "the hash table of the first review is forgotten";
    ASSERT_TRUE(a.complete);
    ASSERT_EQ(a.moves.size(), 57u);
    for (const ReviewResult* r : {&b, &c}) {
        ASSERT_EQ(r->moves.size(), a.moves.size());
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            EXPECT_EQ(r->moves[i].judgement, a.moves[i].judgement) << "ply " << i + 1;
            EXPECT_EQ(r->moves[i].after, a.moves[i].after) << "ply " << i + 1;
            EXPECT_EQ(r->moves[i].best, a.moves[i].best) << "ply " << i + 1;
        }
        for (std::size_t side = 0; side < 2; ++side) {
            EXPECT_EQ(r->sides[side].inaccuracies, a.sides[side].inaccuracies);
            EXPECT_EQ(r->sides[side].mistakes, a.sides[side].mistakes);
            EXPECT_EQ(r->sides[side].blunders, a.sides[side].blunders);
        }
    }
    std::printf("[ figures  ] 6000 nodes a position: %s; %s\n", summaryText(a, Color::White).c_str(),
                summaryText(a, Color::Black).c_str());
}

// Each move is reported as soon as the position after it is evaluated, in the game's order,
// as the result has it; the record is annotated only at the end.
TEST(Review, MovesAreJudgedAsTheReviewGoes) {
    GameRecord r = recordOf({"e5", "i7", "Qh6", "ixh6"});
    const GameRecord before = r;
    Engine engine(16);
    std::atomic<bool> stop = false;
    std::vector<std::string> events;
    std::vector<MoveReview> judged;
    const ReviewResult result = reviewGame(
        r, engine, {.depth = 4}, stop, [&](int done, int) { events.push_back("p" + std::to_string(done)); },
        [&](const MoveReview& m) {
            EXPECT_EQ(r, before) << "not annotated yet";
            judged.push_back(m);
            events.push_back("m" + std::to_string(judged.size()));
        });
    ASSERT_TRUE(result.complete);
    EXPECT_EQ(events, (std::vector<std::string>{"p1", "m1", "p2", "m2", "p3", "m3", "p4", "m4", "p5"}));
    ASSERT_EQ(judged.size(), result.moves.size());
    for (std::size_t i = 0; i < judged.size(); ++i) {
        EXPECT_EQ(judged[i].node, r.mainLine()[i]);
        EXPECT_EQ(judged[i].judgement, result.moves[i].judgement);
    }
    // Annotating each reported move by itself gives the record the review wrote.
    GameRecord byMoves = before;
    for (const MoveReview& m : judged)
        annotateMove(byMoves, m, PieceLetters::FairyStockfish, 8);
    EXPECT_EQ(byMoves, r);
}

} // namespace
} // namespace grand
