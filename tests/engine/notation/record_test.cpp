// The game record: editing the move tree (variations, promotion, deletion, comments, NAGs),
// the round-trip law on generated records, and how games ended in the program are written.

#include "engine/analysis/ending.h"
#include "engine/notation/pgn.h"
#include "engine/notation/record.h"
#include "engine/rules/movegen.h"

#include <gtest/gtest.h>
#include <random>

namespace grand {
namespace {

Move uci(const GameRecord& r, NodeId at, const char* text) { return moveFromUci(r.positionAt(at), text); }

TEST(GameRecord, VariationsPromotionAndDeletion) {
    GameRecord r;
    const NodeId e5 = r.addMove(GameRecord::Root, uci(r, GameRecord::Root, "e3e5"));
    const NodeId e6 = r.addMove(e5, uci(r, e5, "e8e6"));
    const NodeId nc4 = r.addMove(e6, uci(r, e6, "b2c4"));
    ASSERT_GE(nc4, 0);
    EXPECT_EQ(r.mainLine(), (std::vector<NodeId>{e5, e6, nc4}));
    // The same move again is the same node; another move starts a variation.
    EXPECT_EQ(r.addMove(e5, uci(r, e5, "e8e6")), e6);
    const NodeId d6 = r.addMove(e5, uci(r, e5, "d8d6"));
    const NodeId nh4 = r.addMove(d6, uci(r, d6, "i2h4"));
    EXPECT_EQ(r.node(e5).children, (std::vector<NodeId>{e6, d6}));
    EXPECT_FALSE(r.isMainLine(nh4));
    EXPECT_EQ(r.pathTo(nh4), (std::vector<int>{0, 1, 0}));
    EXPECT_EQ(r.nodeAt({0, 1, 0}), nh4);
    EXPECT_EQ(r.nodeAt({0, 2}), -1);
    EXPECT_EQ(r.addMove(d6, Move(parseSquare("a1"), parseSquare("a5"))), -1) << "illegal moves are refused";
    EXPECT_EQ(r.gameAt(nh4).position().fen(), r.positionAt(nh4).fen());
    EXPECT_EQ(r.gameAt(nh4).plyCount(), 3);

    // Promote: 1... d6 2. Nh4 becomes the main line, the old one its variation; ids stay.
    EXPECT_TRUE(r.promoteVariation(nh4));
    EXPECT_EQ(r.mainLine(), (std::vector<NodeId>{e5, d6, nh4}));
    EXPECT_EQ(r.node(e5).children, (std::vector<NodeId>{d6, e6}));
    EXPECT_EQ(r.pathTo(nc4), (std::vector<int>{0, 1, 0}));
    EXPECT_FALSE(r.promoteVariation(nh4)) << "already the main line";

    // Delete from 1... e6: it and 2. Nc4 go, their ids are never valid again.
    r.deleteFrom(e6);
    EXPECT_FALSE(r.contains(e6));
    EXPECT_FALSE(r.contains(nc4));
    EXPECT_EQ(r.node(e5).children, (std::vector<NodeId>{d6}));
    const NodeId c6 = r.addMove(e5, uci(r, e5, "c8c6"));
    EXPECT_NE(c6, e6);
    EXPECT_NE(c6, nc4);
    EXPECT_EQ(r.mainGame().plyCount(), 3);
}

TEST(GameRecord, MakeMainLineFromADeepVariation) {
    GameRecord r;
    const NodeId e5 = r.addMove(GameRecord::Root, uci(r, GameRecord::Root, "e3e5"));
    r.addMove(e5, uci(r, e5, "e8e6"));
    const NodeId d5 = r.addMove(GameRecord::Root, uci(r, GameRecord::Root, "d3d5"));
    r.addMove(d5, uci(r, d5, "d8d6"));
    const NodeId c6 = r.addMove(d5, uci(r, d5, "c8c6"));
    r.makeMainLine(c6);
    EXPECT_EQ(r.mainLine(), (std::vector<NodeId>{d5, c6}));
    EXPECT_TRUE(r.isMainLine(c6));
}

TEST(GameRecord, TagsCommentsNagsAndResult) {
    GameRecord r;
    r.setTag("White", "Freeling");
    r.setTag("Opening", "x");
    r.setTag("White", "Vehre");
    r.setTag("FEN", "ignored");
    r.setTag("Result", "0-1");
    EXPECT_EQ(r.tags(), (std::vector<Tag>{{"White", "Vehre"}, {"Opening", "x"}}));
    EXPECT_EQ(r.result(), "0-1");
    EXPECT_EQ(r.tag("Result"), "0-1");
    r.setResult("nonsense");
    EXPECT_EQ(r.result(), "*");
    const auto exported = r.exportTags();
    ASSERT_EQ(exported.size(), 8u);
    EXPECT_EQ(exported[2], (Tag{"Date", "????.??.??"}));
    EXPECT_EQ(exported[4], (Tag{"White", "Vehre"}));
    EXPECT_EQ(exported[7], (Tag{"Opening", "x"}));
    r.removeTag("Opening");
    EXPECT_FALSE(r.hasTag("Opening"));

    ASSERT_TRUE(r.playMainLine(uci(r, GameRecord::Root, "e3e5")));
    const NodeId e5 = r.mainLineEnd();
    r.setComment(e5, CommentPlace::After, "best");
    r.setNags(e5, {1, 14});
    r.addNag(e5, 40);
    r.setComment(GameRecord::Root, CommentPlace::After, "A game");
    EXPECT_EQ(r.node(e5).nags, (std::vector<int>{1, 14, 40}));
    EXPECT_EQ(writePgn(r).substr(writePgn(r).find("\n\n")), "\n\n{A game} 1. e5 $1 $14 $40 {best} *\n");

    GameRecord other = r;
    EXPECT_TRUE(other == r);
    other.setNags(e5, {1});
    EXPECT_FALSE(other == r);
}

TEST(GameRecord, NagGlyphs) {
    EXPECT_EQ(nagGlyph(1), "!");
    EXPECT_EQ(nagGlyph(6), "?!");
    EXPECT_EQ(nagGlyph(10), "=");
    EXPECT_EQ(nagGlyph(16), "\u00B1");
    EXPECT_EQ(nagGlyph(18), "+\u2212");
    EXPECT_EQ(nagGlyph(201), "$201");
    for (const char* suffix : {"!", "?", "!!", "??", "!?", "?!"})
        EXPECT_EQ(nagGlyph(nagOfSuffix(suffix)), suffix);
    EXPECT_EQ(nagOfSuffix("!!!"), 0);
    // Observations, as lichess shows them, the same for either side's number.
    EXPECT_EQ(nagGlyph(36), "\u2191");
    EXPECT_EQ(nagGlyph(37), "\u2191");
    EXPECT_EQ(nagGlyph(41), "\u2192");
    EXPECT_EQ(nagGlyph(132), "\u21C6");
    EXPECT_EQ(nagGlyph(146), "N");
}

// One move NAG and one position NAG a move: another of the same kind replaces it, the same
// one again takes it off; observations add up; NAGs of no kind stay as they were.
TEST(GameRecord, ToggledNagsKeepOneOfEachKind) {
    EXPECT_EQ(nagKind(4), NagKind::Move);
    EXPECT_EQ(nagKind(16), NagKind::Position);
    EXPECT_EQ(nagKind(37), NagKind::Observation);
    EXPECT_EQ(nagKind(201), NagKind::Other);
    std::vector<int> nags = toggledNags({}, 16);
    EXPECT_EQ(nags, std::vector<int>{16});
    nags = toggledNags(nags, 1);
    EXPECT_EQ(nags, (std::vector<int>{1, 16})) << "the move's glyph first";
    nags = toggledNags(nags, 14);
    EXPECT_EQ(nags, (std::vector<int>{1, 14})) << "replaces the position NAG";
    nags = toggledNags(nags, 36);
    nags = toggledNags(nags, 146);
    EXPECT_EQ(nags, (std::vector<int>{1, 14, 36, 146}));
    EXPECT_EQ(toggledNags({201, 14, 5}, 2), (std::vector<int>{2, 14, 201})) << "replaces the move NAG";
    EXPECT_EQ(toggledNags(nags, 14), (std::vector<int>{1, 36, 146})) << "the same again takes it off";
    EXPECT_EQ(toggledNags(nags, 36), (std::vector<int>{1, 14, 146}));
}

// ---- The round-trip law on generated records ----

std::string randomWord(std::mt19937& rng) {
    // Letters and the characters that mean something elsewhere in PGN.
    static const std::string chars = "abcdefghijklmnopqrstuvwxyz0123456789!?.,;%()[]$\"\\{*-#+=";
    std::string w;
    const int n = 1 + static_cast<int>(rng() % 9);
    for (int i = 0; i < n; ++i)
        w += chars[rng() % chars.size()];
    return w;
}

std::string randomComment(std::mt19937& rng) {
    std::string c;
    // One rng() call per statement: the same records whatever the compiler's evaluation order.
    const unsigned most = rng() % 8 == 0 ? 40 : 4;
    const int words = 1 + static_cast<int>(rng() % most);
    for (int i = 0; i < words; ++i)
        c += (i ? " " : "") + randomWord(rng);
    return c;
}

// A random record: random moves from random nodes (lines, variations, variations of
// variations), comments before and after, NAGs, tags, a result, sometimes a set-up start.
GameRecord randomRecord(std::mt19937& rng) {
    static const std::string_view Starts[] = {
        StartFen, "2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R b - - 3 40",
        "r8r/1nbqkcabn1/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 2"};
    GameRecord r(*Position::fromFen(Starts[rng() % 3 == 0 ? 1 + rng() % 2 : 0]));
    if (rng() % 2)
        r.setTag("White", randomWord(rng));
    for (int i = 0, n = static_cast<int>(rng() % 4); i < n; ++i) {
        std::string name = "X" + std::to_string(rng() % 100);
        name += rng() % 2 ? "_y" : "";
        r.setTag(name, rng() % 5 ? randomComment(rng) : "");
    }
    static const char* const Results[] = {"1-0", "0-1", "1/2-1/2", "*"};
    r.setResult(Results[rng() % 4]);
    const int steps = static_cast<int>(rng() % 60);
    for (int i = 0; i < steps; ++i) {
        // Mostly extend the main line; sometimes branch from a random node.
        NodeId at = r.mainLineEnd();
        if (rng() % 4 == 0) {
            do
                at = static_cast<NodeId>(rng() % static_cast<unsigned>(r.idCount()));
            while (!r.contains(at));
        }
        const Position pos = r.positionAt(at);
        const MoveList moves = legalMoves(pos);
        if (moves.empty())
            continue;
        const NodeId id = r.appendMove(at, pos, moves[rng() % moves.size()]);
        if (rng() % 5 == 0)
            r.setComment(id, CommentPlace::After, randomComment(rng));
        if (rng() % 7 == 0)
            r.setComment(id, CommentPlace::Before, randomComment(rng));
        for (int k = 0, n = rng() % 6 == 0 ? 1 + static_cast<int>(rng() % 3) : 0; k < n; ++k)
            r.addNag(id, static_cast<int>(rng() % 256));
    }
    if (rng() % 3 == 0)
        r.setComment(GameRecord::Root, CommentPlace::After, randomComment(rng));
    return r;
}

TEST(GameRecordProperty, WriteThenReadGivesTheSameRecord) {
    std::mt19937 rng(20240611);
    int variations = 0, comments = 0;
    for (int i = 0; i < 300; ++i) {
        const GameRecord r = randomRecord(rng);
        for (NodeId id = 0; id < r.idCount(); ++id) {
            variations += r.node(id).children.size() > 1;
            comments += !r.node(id).commentBefore.empty() + !r.node(id).commentAfter.empty();
        }
        for (PieceLetters letters : {PieceLetters::FairyStockfish, PieceLetters::Freeling}) {
            PgnWriteOptions options;
            options.letters = letters;
            const std::string text = writePgn(r, options);
            const auto back = readPgn(text);
            ASSERT_EQ(back.size(), 1u) << text;
            ASSERT_TRUE(back[0].complete()) << text << "\n" << back[0].errorText();
            ASSERT_TRUE(*back[0].game == r) << "record " << i << ":\n"
                                            << text << "\nreads back as\n"
                                            << writePgn(*back[0].game, options);
            ASSERT_EQ(writePgn(*back[0].game, options), text);
        }
    }
    EXPECT_GT(variations, 300) << "the generator must make variations";
    EXPECT_GT(comments, 300) << "the generator must make comments";
}

TEST(GameRecordProperty, EqualityNoticesEveryPart) {
    std::mt19937 rng(7);
    GameRecord r;
    while (r.idCount() < 6)
        r = randomRecord(rng);
    // The last node from which a move can still be played.
    NodeId last = r.idCount() - 1;
    while (last > GameRecord::Root && legalMoves(r.positionAt(last)).empty())
        --last;
    ASSERT_GT(last, GameRecord::Root);
    auto changed = [&](auto change) {
        GameRecord c = r;
        change(c);
        return !(c == r);
    };
    EXPECT_TRUE(changed([&](GameRecord& c) { c.setTag("Annotator", "someone"); }));
    EXPECT_TRUE(changed([&](GameRecord& c) { c.setResult(r.result() == "*" ? "1-0" : "*"); }));
    EXPECT_TRUE(changed([&](GameRecord& c) { c.addNag(last, 3); }));
    EXPECT_TRUE(changed([&](GameRecord& c) { c.setComment(last, CommentPlace::Before, "new"); }));
    EXPECT_TRUE(changed([&](GameRecord& c) { c.setComment(last, CommentPlace::After, "new"); }));
    EXPECT_TRUE(changed([&](GameRecord& c) { c.deleteFrom(last); }));
    EXPECT_TRUE(changed(
        [&](GameRecord& c) { c.appendMove(last, c.positionAt(last), legalMoves(c.positionAt(last))[0]); }));
}

// ---- Endings ----

TEST(Ending, StandardTerminationValuesAndPlainReasons) {
    struct Row {
        GameEnd how;
        Color side;
        const char* result;
        const char* termination;
        const char* reason;
    };
    const Row rows[] = {
        {GameEnd::Checkmate, Color::Black, "1-0", "normal", "Checkmate"},
        {GameEnd::Checkmate, Color::White, "0-1", "normal", "Checkmate"},
        {GameEnd::Stalemate, Color::White, "1/2-1/2", "normal", "Stalemate"},
        {GameEnd::Repetition, Color::White, "1/2-1/2", "normal", "Threefold repetition"},
        {GameEnd::FiftyMoves, Color::Black, "1/2-1/2", "normal", "Fifty-move rule"},
        {GameEnd::InsufficientMaterial, Color::White, "1/2-1/2", "normal", "Insufficient material"},
        {GameEnd::Resignation, Color::Black, "1-0", "normal", "Black resigned"},
        {GameEnd::Resignation, Color::White, "0-1", "normal", "White resigned"},
        {GameEnd::DrawAgreed, Color::White, "1/2-1/2", "normal", "Draw agreed"},
        {GameEnd::TimeForfeit, Color::White, "0-1", "time forfeit", "White lost on time"},
        {GameEnd::TimeoutVsInsufficient, Color::Black, "1/2-1/2", "time forfeit",
         "Black ran out of time, but White has no mating material"},
    };
    for (const Row& row : rows) {
        const Ending e = describeEnding(row.how, row.side);
        EXPECT_EQ(e.result, row.result) << row.reason;
        EXPECT_EQ(e.termination, row.termination) << row.reason;
        EXPECT_EQ(e.reason, row.reason);
        // pychess.org reads a mate from "checkmate" in the Termination tag.
        EXPECT_EQ(e.termination.find("mate"), std::string::npos);
    }
    EXPECT_EQ(gameEndOf(GameOutcome::Repetition), GameEnd::Repetition);
    EXPECT_EQ(gameEndOf(GameOutcome::Checkmate), GameEnd::Checkmate);
}

TEST(Ending, WrittenAsTerminationAndACommentAfterTheLastMove) {
    const auto games = readPgn("[FEN \"k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1\"]\n\n1. Qb9# *\n");
    GameRecord r = *games[0].game;
    const Game game = r.mainGame();
    ASSERT_TRUE(game.status().isOver());
    const Ending e = describeEnding(gameEndOf(game.status().outcome), game.position().sideToMove());
    recordEnding(r, e);
    recordEnding(r, e); // once is enough
    const std::string text = writePgn(r);
    EXPECT_NE(text.find("[Result \"1-0\"]"), std::string::npos);
    EXPECT_NE(text.find("[Termination \"normal\"]"), std::string::npos);
    EXPECT_NE(text.find("1. Qb9# {Checkmate} 1-0"), std::string::npos) << text;
    // Nothing written: a resignation before any move goes before the game.
    GameRecord empty;
    recordEnding(empty, describeEnding(GameEnd::Resignation, Color::White));
    EXPECT_NE(writePgn(empty).find("{White resigned} 0-1"), std::string::npos);
}

TEST(Ending, ALoadedRecordKeepsItsOwnEnding) {
    const std::string text = "[White \"a\"]\n[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n"
                             "1. e5 e6 2. Nc4 {White lost on time} 0-1\n";
    const auto games = readPgn(text);
    ASSERT_TRUE(games[0].complete());
    EXPECT_EQ(games[0].game->termination(), "time forfeit");
    EXPECT_EQ(games[0].game->result(), "0-1");
    const std::string written = writePgn(*games[0].game);
    EXPECT_NE(written.find("[Termination \"time forfeit\"]"), std::string::npos) << written;
    EXPECT_NE(written.find("2. Nc4 {White lost on time} 0-1"), std::string::npos) << written;
}

} // namespace
} // namespace grand

namespace grand {
namespace {

TEST(Ending, RunningOutOfTimeLosesUnlessTheOpponentHasOnlyItsKing) {
    const Position start;
    EXPECT_EQ(timeoutEnd(start, Color::White), GameEnd::TimeForfeit);
    // Black has only its king: White's flag falls, but Black could never mate.
    const Position bare = *Position::fromFen("k9/10/10/10/10/10/10/P9/10/K9 w - - 0 1");
    EXPECT_EQ(timeoutEnd(bare, Color::White), GameEnd::TimeoutVsInsufficient);
    EXPECT_EQ(timeoutEnd(bare, Color::Black), GameEnd::TimeForfeit) << "a pawn can promote and mate";
}

} // namespace
} // namespace grand

namespace grand {
namespace {

TEST(GameRecord, CopySubtreeKeepsMovesCommentsNagsAndVariations) {
    GameRecord from;
    const Position start;
    const NodeId e5 = from.addMove(GameRecord::Root, moveFromUci(start, "e3e5"));
    const NodeId e6 = from.addMove(e5, moveFromUci(from.positionAt(e5), "e8e6"));
    const NodeId d6 = from.addMove(e5, moveFromUci(from.positionAt(e5), "d8d6"));
    from.setComment(d6, CommentPlace::After, "Another try.");
    from.setNags(e6, {1});
    GameRecord into;
    const NodeId copy = into.copySubtree(GameRecord::Root, from, e5);
    ASSERT_GE(copy, 0);
    EXPECT_TRUE(into == from) << "the whole line, its variation, comment and NAG";
    // A copy whose move is not legal where it goes is refused.
    const NodeId there = into.node(copy).children.front();
    EXPECT_EQ(into.copySubtree(there, from, e5), -1);
}

} // namespace
} // namespace grand
