// Saving a game back into its file's text: only what changed is rewritten (pgn_splice.h).

#include "test_data.h"

#include "engine/notation/pgn.h"
#include "engine/notation/pgn_splice.h"
#include "engine/rules/movegen.h"

#include <gtest/gtest.h>

#include <tuple>

namespace grand {
namespace {

// A save changes only what the user changed: a comment, a NAG, the result written into the
// file's own movetext where the move stood; every other byte (its move numbers glued to
// moves, glyphs, line breaks, the way it wrote each move) stays. Moves added or removed are
// not this kind of change: the caller writes the movetext anew.
TEST(PgnSplice, OnlyTheChangedAnnotationsAreRewritten) {
    const std::string text = test::readDataFile("games/annotated-variations.pgn");
    const std::vector<PgnEntry> read = readPgn(text);
    ASSERT_EQ(read.size(), 1u);
    ASSERT_TRUE(read[0].complete());
    const GameRecord& original = *read[0].game;
    auto nodeOf = [&](int ply) { return original.mainLine()[static_cast<std::size_t>(ply - 1)]; };
    auto expectOnly = [&](const GameRecord& edited, const std::string& from, const std::string& to) {
        const auto out = spliceAnnotations(text, read, 0, edited);
        ASSERT_TRUE(out.has_value());
        std::string expected = text;
        const std::size_t at = expected.find(from);
        ASSERT_NE(at, std::string::npos) << from;
        expected.replace(at, from.size(), to);
        EXPECT_EQ(*out, expected);
        const auto again = readPgn(*out);
        ASSERT_TRUE(again[0].complete());
        EXPECT_TRUE(*again[0].game == edited) << "reads back as edited";
    };
    EXPECT_EQ(spliceAnnotations(text, read, 0, original), text) << "nothing changed";

    GameRecord comment = original; // 10.Re2: a comment where there was none
    comment.setComment(nodeOf(19), CommentPlace::After, "Rook to the e-file");
    expectOnly(comment, "10.Re2 Kb9", "10.Re2 {Rook to the e-file} Kb9");

    GameRecord changed = original; // 2.Nh4 $1 {Developing towards\nthe centre.}
    changed.setComment(nodeOf(3), CommentPlace::After, "Towards the centre.");
    expectOnly(changed, "$1 {Developing towards\nthe centre.}", "$1 {Towards the centre.}");

    GameRecord glyph = original; // the file glues its glyphs: 6.e5!? becomes 6.e5!
    glyph.setNags(nodeOf(11), {1});
    expectOnly(glyph, "6.e5!? Bd8", "6.e5! Bd8");

    GameRecord removed = original; // 29.Mxe8 {Black resigned}
    removed.setComment(nodeOf(57), CommentPlace::After, "");
    const NodeId variationNc4 =
        original.node(original.node(original.node(nodeOf(4)).children[1]).children[0]).children[0];
    ASSERT_EQ(original.node(variationNc4).nags, std::vector<int>{10});
    removed.setNags(variationNc4, {});
    const auto out = spliceAnnotations(text, read, 0, removed);
    ASSERT_TRUE(out.has_value());
    EXPECT_NE(out->find("29.Mxe8 1-0"), std::string::npos) << *out;
    EXPECT_NE(out->find("3.g4 (3.e5 e6 (3...Nc7 4.Nc4) 4.Nc4) 3...g7"), std::string::npos) << *out;

    GameRecord result = original;
    result.setResult("1/2-1/2");
    const auto drawn = spliceAnnotations(text, read, 0, result);
    ASSERT_TRUE(drawn.has_value());
    EXPECT_TRUE(drawn->ends_with("29.Mxe8 {Black resigned} 1/2-1/2\n")) << *drawn;

    GameRecord shorter = original; // the main line's last move deleted, its comment with it
    shorter.deleteFrom(nodeOf(57));
    expectOnly(shorter, "Mxe8 29.Mxe8 {Black resigned} 1-0", "Mxe8 1-0");
    GameRecord variation = original; // a variation added: written anew by the caller
    ASSERT_GE(variation.addMove(nodeOf(56), legalMoves(variation.positionAt(nodeOf(56)))[0]), 0);
    EXPECT_FALSE(spliceAnnotations(text, read, 0, variation).has_value());
    GameRecord first = original; // the whole main line: written anew
    first.deleteFrom(nodeOf(1));
    EXPECT_FALSE(spliceAnnotations(text, read, 0, first).has_value());
    GameRecord before = original;
    before.setComment(nodeOf(2), CommentPlace::Before, "Black answers.");
    EXPECT_FALSE(spliceAnnotations(text, read, 0, before).has_value());
}

// Moves played on at the end of an unfinished game go in before its result, numbered as
// the file numbers them (glued or spaced, Black's after a comment), in its letters.
TEST(PgnSplice, MovesPlayedOnAreWrittenInTheFilesWay) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"[Event \"e\"]\n\n1.e5 e6 2.d5 *\n", "[Event \"e\"]\n\n1.e5 e6 2.d5 d6 3.f5 *\n"},
        {"[Event \"e\"]\n\n1. e5 e6 2. d5 {Bold.} *\n",
         "[Event \"e\"]\n\n1. e5 e6 2. d5 {Bold.} 2... d6 3. f5 *\n"},
    };
    for (const auto& [text, expected] : cases) {
        const std::vector<PgnEntry> read = readPgn(text);
        ASSERT_TRUE(read[0].complete());
        GameRecord edited = *read[0].game;
        for (const char* uci : {"d8d6", "f3f5"})
            ASSERT_TRUE(edited.playMainLine(moveFromUci(edited.positionAt(edited.mainLineEnd()), uci)));
        const auto out = spliceAnnotations(text, read, 0, edited);
        ASSERT_TRUE(out.has_value()) << text;
        EXPECT_EQ(*out, expected);
        EXPECT_TRUE(*readPgn(*out)[0].game == edited);
    }
}

// Moves taken back from the end are cut out with all that followed them, two comments after
// the last one included (the movetext was written anew, its layout lost); the rest stays.
TEST(PgnSplice, MovesTakenBackGoWithTheirComments) {
    const std::string text = "[Event \"e\"]\n\n1. e5 {[%clk 0:02:00]} e6 2. Nc4 $1 (2. f5 f6) Nc7\n"
                             "3. f5 !? g6 4. Qe3 $6 4... Bg8 5. Nd6 {[%clk 0:02:01]} {Solid reply} *\n";
    const std::vector<PgnEntry> read = readPgn(text);
    ASSERT_TRUE(read[0].complete());
    for (int taken : {1, 2, 3}) {
        GameRecord edited = *read[0].game;
        for (int i = 0; i < taken; ++i)
            edited.deleteFrom(edited.mainLineEnd());
        const auto out = spliceAnnotations(text, read, 0, edited);
        ASSERT_TRUE(out.has_value()) << taken;
        const std::string kept = taken == 1 ? "4... Bg8" : taken == 2 ? "4. Qe3 $6" : "3. f5 !? g6";
        EXPECT_EQ(*out, text.substr(0, text.find(kept) + kept.size()) + " *\n") << taken;
        EXPECT_TRUE(*readPgn(*out)[0].game == edited);
    }
}

// A comment given to the last move and moves played after it, saved together: the comment
// stays with its move (it once went after the new moves, to the next move in the file), and
// Black's move after it is numbered, as after any comment.
TEST(PgnSplice, ANewCommentOnTheLastMoveStaysBeforeTheMovesPlayedOn) {
    const std::vector<std::tuple<std::string, std::vector<const char*>, std::string>> cases = {
        {"[Event \"e\"]\n\n1. e5 e6 2. d5 d6 *\n",
         {"f3f5"},
         "[Event \"e\"]\n\n1. e5 e6 2. d5 d6 {Solid reply} 3. f5 *\n"},
        {"[Event \"e\"]\n\n1.e5 e6 2.d5 *\n",
         {"d8d6", "f3f5"},
         "[Event \"e\"]\n\n1.e5 e6 2.d5 {Solid reply} 2...d6 3.f5 *\n"},
    };
    for (const auto& [text, moves, expected] : cases) {
        const std::vector<PgnEntry> read = readPgn(text);
        ASSERT_TRUE(read[0].complete());
        GameRecord edited = *read[0].game;
        edited.setComment(edited.mainLineEnd(), CommentPlace::After, "Solid reply");
        for (const char* uci : moves)
            ASSERT_TRUE(edited.playMainLine(moveFromUci(edited.positionAt(edited.mainLineEnd()), uci)));
        const auto out = spliceAnnotations(text, read, 0, edited);
        ASSERT_TRUE(out.has_value()) << text;
        EXPECT_EQ(*out, expected);
        EXPECT_TRUE(*readPgn(*out)[0].game == edited);
    }
}

// Games that begin on the line where the one before them ends ("1-0 [Event"): each game's
// bytes run to the next game's first tag, not to the start of its line, so an unchanged game
// splices to the same text and an edited one reads back as edited, the others unchanged.
TEST(PgnSplice, AGameThatEndsOnTheLineWhereTheNextBegins) {
    const std::string text = "[Event \"a\"]\n\n1. e5 e6 1-0 [Event \"b\"]\n\n1. d5 d6 0-1 "
                             "[Event \"c\"] 1. f5 *\n";
    const std::vector<PgnEntry> read = readPgn(text);
    ASSERT_EQ(read.size(), 3u);
    EXPECT_EQ(read[0].begin, 0u);
    EXPECT_EQ(read[1].begin, text.find("[Event \"b\"]"));
    EXPECT_EQ(read[2].begin, text.find("[Event \"c\"]"));
    EXPECT_EQ(read[1].movetextBegin, text.find("1. d5"));
    EXPECT_EQ(read[2].movetextBegin, text.find("1. f5"));
    for (std::size_t index = 0; index < read.size(); ++index) {
        ASSERT_TRUE(read[index].complete()) << index;
        EXPECT_EQ(spliceAnnotations(text, read, index, *read[index].game), text) << index;
        GameRecord edited = *read[index].game;
        edited.setComment(edited.mainLineEnd(), CommentPlace::After, "last");
        const auto out = spliceAnnotations(text, read, index, edited);
        ASSERT_TRUE(out.has_value()) << index;
        const std::vector<PgnEntry> again = readPgn(*out);
        ASSERT_EQ(again.size(), 3u);
        for (std::size_t i = 0; i < again.size(); ++i)
            EXPECT_TRUE(*again[i].game == (i == index ? edited : *read[i].game)) << index << " " << i;
    }
}

} // namespace
} // namespace grand
