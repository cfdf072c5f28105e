// PGN reading and writing: the real game files, round trips in both letter sets, the
// syntax real files contain, and broken input that must give an error and never a crash.

#include "test_data.h"

#include "engine/notation/pgn.h"
#include "engine/rules/movegen.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <sstream>

namespace grand {
namespace {

std::vector<PgnEntry> readFile(const std::string& name) {
    return readPgn(decodeText(test::readDataFile("games/" + name)));
}

std::vector<std::string> finalPositions() {
    std::istringstream in(test::readDataFile("games/final-positions.txt"));
    std::vector<std::string> fens;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#')
            fens.push_back(line);
    return fens;
}

// Text with its line breaks as spaces: what a reader sees, whatever the wrapping.
std::string oneLine(std::string text) {
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

const char* const GameFiles[] = {"freeling-35-games.pgn", "pychess-export.pgn",
                                 "vehre-schmittberger-2001.pgn"};

TEST(PgnFiles, EveryGameImportsAndEndsWhereFairyStockfishEnds) {
    const std::vector<std::string> expected = finalPositions();
    std::size_t n = 0;
    for (const char* file : GameFiles) {
        for (const PgnEntry& e : readFile(file)) {
            ASSERT_TRUE(e.complete()) << file << " " << e.errorText();
            ASSERT_LT(n, expected.size());
            EXPECT_EQ(e.game->mainGame().position().fen(), expected[n]) << file << " game " << e.number;
            ++n;
        }
    }
    EXPECT_EQ(n, 37u);
}

TEST(PgnFiles, DialectsAreRecognised) {
    const auto vehre = readFile("vehre-schmittberger-2001.pgn");
    ASSERT_EQ(vehre.size(), 1u);
    ASSERT_TRUE(vehre[0].game);
    EXPECT_EQ(vehre[0].dialect.letters, SanDialect::Letters::Freeling);
    EXPECT_EQ(vehre[0].game->mainGame().plyCount(), 57);
    EXPECT_EQ(vehre[0].game->result(), "1-0");
    EXPECT_EQ(vehre[0].game->tag("White"), "Vehre");
    const auto pychess = readFile("pychess-export.pgn");
    ASSERT_TRUE(pychess[0].complete());
    EXPECT_EQ(pychess[0].dialect.letters, SanDialect::Letters::FairyStockfish);
    EXPECT_EQ(pychess[0].game->tag("TimeControl"), "600+5");
}

// Every sample file, in every dialect we write: read, write, read again gives an equal
// record; writing that again gives the same bytes; lines stay within 80 characters.
TEST(PgnFiles, RoundTripInEveryDialect) {
    int games = 0;
    for (const char* file : {"annotated-variations.pgn", "freeling-35-games.pgn", "pychess-export.pgn",
                             "vehre-schmittberger-2001.pgn", "xboard-selfplay.pgn"}) {
        const std::string source = test::readDataFile(std::string("games/") + file);
        for (const PgnEntry& e : readFile(file)) {
            ASSERT_TRUE(e.complete()) << file << " " << e.errorText();
            ++games;
            for (PieceLetters letters : {PieceLetters::FairyStockfish, PieceLetters::Freeling}) {
                for (bool xboard : {false, true}) {
                    SCOPED_TRACE(std::string(file) + " game " + std::to_string(e.number)
                                 + (xboard ? " xboard" : ""));
                    PgnWriteOptions options;
                    options.letters = letters;
                    options.xboardRanks = xboard;
                    const std::string text = writePgn(*e.game, options);
                    const auto back = readPgn(text);
                    ASSERT_EQ(back.size(), 1u) << text;
                    ASSERT_TRUE(back[0].complete()) << text << "\n" << back[0].errorText();
                    EXPECT_TRUE(*back[0].game == *e.game) << text;
                    EXPECT_EQ(back[0].dialect.ranks,
                              xboard ? SanDialect::Ranks::ZeroToNine : SanDialect::Ranks::OneToTen);
                    EXPECT_EQ(writePgn(*back[0].game, options), text) << "writing is stable";
                    // Lines of 80 characters at most, but for a tag the file itself had
                    // longer (the standard start's FEN, kept as read).
                    std::istringstream lines(text);
                    for (std::string line; std::getline(lines, line);) {
                        if (line.size() > 80u) {
                            EXPECT_TRUE(line.front() == '[' && source.find(line) != std::string::npos)
                                << line;
                        }
                    }
                }
            }
        }
    }
    EXPECT_EQ(games, 40);
}

// Issue 61, item 2: a record read from a file is written back with the file's tags in its
// order and words: [Variant "Grand"] stays "Grand", the [FEN] and [SetUp] of a game that
// starts from the standard position stay, and an edited tag changes in its place.
TEST(PgnFiles, TagsComeBackInTheFilesOrderAndWords) {
    const std::string source = test::readDataFile("games/pychess-export.pgn");
    auto tagLines = [](const std::string& text) {
        std::vector<std::string> out;
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);)
            if (!line.empty() && line.front() == '[')
                out.push_back(line);
        return out;
    };
    const std::vector<std::string> original = tagLines(source);
    ASSERT_EQ(original.size(), 13u);
    ASSERT_EQ(original[10], "[Variant \"Grand\"]");
    const auto games = readFile("pychess-export.pgn");
    ASSERT_EQ(games.size(), 1u);
    GameRecord g = *games[0].game;
    EXPECT_EQ(tagLines(writePgn(g)), original);
    g.setTag("BlackElo", "1016");
    g.setTag("Annotator", "me");
    std::vector<std::string> edited = original;
    edited[9] = "[BlackElo \"1016\"]";
    edited.push_back("[Annotator \"me\"]");
    EXPECT_EQ(tagLines(writePgn(g)), edited);
    // A record made here names its game as the program does.
    GameRecord fresh(g.startPosition());
    const std::vector<std::string> made = tagLines(writePgn(fresh));
    EXPECT_NE(std::find(made.begin(), made.end(), "[Variant \"grand\"]"), made.end());
    EXPECT_EQ(
        std::count_if(made.begin(), made.end(), [](const std::string& l) { return l.rfind("[FEN", 0) == 0; }),
        0);
}

// What XBoard saved keeps its engine comments ("{+0.06/14}") and its Annotator tag.
TEST(PgnFiles, XBoardCommentsAreKept) {
    const auto games = readFile("xboard-selfplay.pgn");
    ASSERT_TRUE(games[0].complete());
    const GameRecord& g = *games[0].game;
    const std::vector<NodeId> line = g.mainLine();
    EXPECT_EQ(g.node(line[0]).commentAfter, "+0.06/14");
    EXPECT_EQ(g.node(line[1]).commentAfter, "-0.06/14 0.7");
    EXPECT_EQ(g.tag("Annotator"), "1. +0.06   1... -0.06");
    const std::string text = oneLine(writePgn(g));
    EXPECT_NE(text.find("1. h5 {+0.06/14} 1... d7 {-0.06/14 0.7} 2. Nh4 {+0.05/15 1.4}"), std::string::npos)
        << text;
}

TEST(PgnFiles, AFileWeWroteReadsAndWritesByteForByte) {
    std::vector<GameRecord> records;
    for (const PgnEntry& e : readFile("freeling-35-games.pgn"))
        records.push_back(*e.game);
    const std::string file = writePgnFile(records);
    std::vector<GameRecord> again;
    for (const PgnEntry& e : readPgn(file)) {
        ASSERT_TRUE(e.complete()) << e.errorText();
        again.push_back(*e.game);
    }
    ASSERT_EQ(again.size(), 35u);
    EXPECT_EQ(writePgnFile(again), file);
}

TEST(PgnWriter, TagsAndStartPosition) {
    GameRecord g;
    g.setTag("White", "Freeling");
    g.setTag("Annotator", "us");
    ASSERT_TRUE(g.playMainLine(moveFromUci(g.startPosition(), "e3e5")));
    g.setComment(g.mainLineEnd(), CommentPlace::After, "a good start");
    const std::string text = writePgn(g);
    EXPECT_EQ(text,
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Freeling\"]\n"
              "[Black \"?\"]\n[Result \"*\"]\n[Variant \"grand\"]\n[Annotator \"us\"]\n\n"
              "1. e5 {a good start} *\n");
    GameRecord fromFen(*Position::fromFen("2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R b - - 3 40"));
    ASSERT_TRUE(fromFen.playMainLine(moveFromUci(fromFen.startPosition(), "c10b9")));
    const std::string custom = writePgn(fromFen);
    EXPECT_NE(custom.find("[FEN \"2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R b - - 3 40\"]\n[SetUp \"1\"]"),
              std::string::npos);
    EXPECT_NE(custom.find("40... Kb9"), std::string::npos) << custom;
}

TEST(PgnWriter, DialectsOut) {
    // Vehre - Schmittberger in Freeling's letters and XBoard's ranks: "Mh10" becomes "Mh9",
    // "Rjf10" "Rjf9", and the cardinal's "Ci10" "Ci9".
    const auto vehre = readFile("vehre-schmittberger-2001.pgn");
    PgnWriteOptions options;
    options.letters = PieceLetters::Freeling;
    options.xboardRanks = true;
    const std::string text = oneLine(writePgn(*vehre[0].game, options));
    EXPECT_NE(text.find("[PieceLetters \"Freeling\"]"), std::string::npos);
    EXPECT_NE(text.find("1. f4 f5 2. Nh3 Nh6 3. g3 g6"), std::string::npos) << text;
    EXPECT_NE(text.find("11. Kg0 Rjf9 12. Bd2 e5 13. Rf0 Mh9"), std::string::npos) << text;
    EXPECT_NE(text.find("Ci9"), std::string::npos) << text;
    options.letters = PieceLetters::FairyStockfish;
    const std::string standard = oneLine(writePgn(*vehre[0].game, options));
    EXPECT_EQ(standard.find("PieceLetters"), std::string::npos);
    EXPECT_NE(standard.find("13. Rf0 Ch9 14. Nc3 Ai9"), std::string::npos) << standard;
}

TEST(PgnReader, SyntaxOfRealFiles) {
    const std::string text =
        "\xEF\xBB\xBF% an escape line\r\n"
        "[Event \"Caf\xC3\xA9 game\"]\r\n"
        "[Variant \"Grand Chess\"]\r\n"
        "[White \"A \\\"quoted\\\" name\"]\r\n"
        "\r\n"
        "{Before the moves} 1.e5 $1 e6 ; to the end of the line {a} (b)\r\n"
        "2. Nc4 (2. Nh4 Nh7 (2... Nc7)) 2. ... Nc7 {a\r\n long comment} 3.Nd6!? Nd5 1-0\r\n";
    const auto games = readPgn(decodeText(text));
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].complete()) << games[0].errorText();
    const GameRecord& g = *games[0].game;
    EXPECT_EQ(g.tag("Event"), "Caf\xC3\xA9 game");
    EXPECT_EQ(g.tag("White"), "A \"quoted\" name");
    EXPECT_FALSE(g.hasTag("Variant")) << "the record is Grand Chess by nature";
    const std::vector<NodeId> line = g.mainLine();
    ASSERT_EQ(line.size(), 6u);
    EXPECT_EQ(g.result(), "1-0");
    EXPECT_EQ(g.node(GameRecord::Root).commentAfter, "Before the moves");
    EXPECT_EQ(g.node(line[0]).nags, std::vector<int>{1});
    EXPECT_EQ(g.node(line[3]).commentAfter, "a long comment");
    EXPECT_EQ(g.node(line[1]).commentAfter, "to the end of the line {a} (b)") << "a ';' comment is kept";
    EXPECT_EQ(g.node(line[4]).nags, std::vector<int>{5}) << "!? is $5";
    // 2. Nh4 Nh7 is a variation of 2. Nc4; 2... Nc7 one of 2... Nh7 inside it.
    const RecordNode& e6 = g.node(line[1]);
    ASSERT_EQ(e6.children.size(), 2u);
    const NodeId nh4 = e6.children[1];
    EXPECT_EQ(toUci(g.node(nh4).move), "i2h4");
    ASSERT_EQ(g.node(nh4).children.size(), 2u);
    EXPECT_EQ(toUci(g.node(g.node(nh4).children[0]).move), "i9h7");
    EXPECT_EQ(toUci(g.node(g.node(nh4).children[1]).move), "b9c7");
}

// PGN's "{...}" comment cannot hold "}": such a comment is written as a ";" comment (to the
// end of its line) and reads back as typed, wherever it stands.
TEST(PgnWriter, ACommentWithABraceKeepsItsText) {
    GameRecord g = readPgn("[Event \"t\"]\n\n1. e5 e6 (1... d6 2. d5) 2. Nc4 *\n")[0].game.value();
    const std::vector<NodeId> line = g.mainLine();
    g.setComment(GameRecord::Root, CommentPlace::After, "set {up} by hand");
    g.setComment(line[0], CommentPlace::After, "see } and {");
    g.setComment(g.node(GameRecord::Root).children.at(0), CommentPlace::Before, "only }");
    const NodeId d6 = g.node(line[0]).children.at(1);
    g.setComment(d6, CommentPlace::After, "a } in a variation");
    g.setComment(line[2], CommentPlace::After, "last}");
    const std::string written = writePgn(g);
    EXPECT_NE(written.find(";see } and {\n"), std::string::npos) << written;
    const auto back = readPgn(written);
    ASSERT_TRUE(back[0].complete()) << back[0].errorText() << "\n" << written;
    EXPECT_TRUE(*back[0].game == g) << written;
    EXPECT_EQ(back[0].game->node(line[0]).commentAfter, "see } and {");
    EXPECT_EQ(back[0].game->node(d6).commentAfter, "a } in a variation");
}

// Between games and among tags a ';' line stays a remark of the file, not part of a game.
TEST(PgnReader, SemicolonLinesBetweenGames) {
    const auto games = readPgn("; file remark\n[Event \"a\"]\n; tag remark\n[Site \"s\"]\n\n1. e5 *\n"
                               "; after the game\n\n[Event \"b\"]\n\n1. e5 e6 *\n");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_TRUE(games[0].complete()) << games[0].errorText();
    ASSERT_TRUE(games[1].complete()) << games[1].errorText();
    EXPECT_EQ(games[0].game->tag("Site"), "s");
    EXPECT_EQ(games[0].game->node(games[0].game->mainLine().back()).commentAfter, "");
    EXPECT_EQ(games[1].game->mainLine().size(), 2u);
}

TEST(PgnReader, CommentsBeforeAndAfterMovesAndEveryNag) {
    const std::string text =
        "[Event \"annotated\"]\n[Zebra \"z\"]\n[Annotator \"a\"]\n\n"
        "{game} {before e5} 1. e5! {after e5} ({before d5} 1. d5? {after d5}) {before e6}\n"
        "1... e6!! 2. Nc4?? $19 {x} 2... Nc7?! $201 *\n";
    const auto games = readPgn(text);
    ASSERT_TRUE(games[0].complete()) << games[0].errorText();
    const GameRecord& g = *games[0].game;
    const std::vector<NodeId> line = g.mainLine();
    ASSERT_EQ(line.size(), 4u);
    EXPECT_EQ(g.node(GameRecord::Root).commentAfter, "game");
    EXPECT_EQ(g.node(line[0]).commentBefore, "before e5");
    EXPECT_EQ(g.node(line[0]).commentAfter, "after e5");
    const NodeId d5 = g.node(GameRecord::Root).children.at(1);
    EXPECT_EQ(g.node(d5).commentBefore, "before d5");
    EXPECT_EQ(g.node(d5).commentAfter, "after d5");
    EXPECT_EQ(g.node(d5).nags, std::vector<int>{2});
    EXPECT_EQ(g.node(line[1]).commentBefore, "before e6");
    EXPECT_EQ(g.node(line[0]).nags, std::vector<int>{1});
    EXPECT_EQ(g.node(line[1]).nags, std::vector<int>{3});
    EXPECT_EQ(g.node(line[2]).nags, (std::vector<int>{4, 19}));
    EXPECT_EQ(g.node(line[3]).nags, (std::vector<int>{6, 201}));
    EXPECT_EQ(g.tags(), (std::vector<Tag>{{"Event", "annotated"}, {"Zebra", "z"}, {"Annotator", "a"}}))
        << "unknown tags verbatim, in file order";
    const std::string written = writePgn(g);
    EXPECT_NE(written.find("[Zebra \"z\"]\n[Annotator \"a\"]\n"), std::string::npos) << written;
    EXPECT_NE(
        oneLine(written).find("{game} {before e5} 1. e5 $1 {after e5} ({before d5} 1. d5 $2 {after d5}) "
                              "{before e6} 1... e6 $3 2. Nc4 $4 $19 {x} 2... Nc7 $6 $201 *"),
        std::string::npos)
        << written;
    EXPECT_TRUE(*readPgn(written)[0].game == g);
}

// The annotated sample: everything in it survives reading and writing.
TEST(PgnFiles, AnnotatedGameKeepsEverything) {
    const auto games = readFile("annotated-variations.pgn");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].complete()) << games[0].errorText();
    const GameRecord& g = *games[0].game;
    EXPECT_EQ(g.mainGame().plyCount(), 57);
    EXPECT_EQ(g.termination(), "normal");
    EXPECT_EQ(g.tag("PlyCount"), "57");
    int variations = 0, nags = 0, comments = 0;
    for (NodeId id = 0; id < g.idCount(); ++id) {
        variations += static_cast<int>(g.node(id).children.size()) - (g.node(id).children.empty() ? 0 : 1);
        nags += static_cast<int>(g.node(id).nags.size());
        comments += !g.node(id).commentBefore.empty() + !g.node(id).commentAfter.empty();
    }
    EXPECT_EQ(variations, 4);
    EXPECT_EQ(nags, 6);
    EXPECT_EQ(comments, 4);
    const std::string text = oneLine(writePgn(g, {PieceLetters::Freeling, false, true}));
    for (const char* part :
         {// The file's tags in its order and words ("Grand"), the letters' tag after them.
          "[Result \"1-0\"] [Annotator \"For the round-trip tests\"] [PlyCount \"57\"] [Variant \"Grand\"] "
          "[Termination \"normal\"] [PieceLetters \"Freeling\"]",
          "2. Nh4 $1 {Developing towards the centre.} 2... Nh7 3. g4 (3. e5 e6 (3... Nc7 4. Nc4) "
          "4. Nc4 $10) 3... g7",
          "16. Bxf5 Bd5 $2 {Better was} (16... Nd5 $5 17. Nb5 (17. Cf3) 17... Ne7) 17. Ci1",
          "28. Qe8+ $3 Mxe8 29. Mxe8 {Black resigned} 1-0"})
        EXPECT_NE(text.find(part), std::string::npos) << part << "\n" << text;
}

TEST(PgnFiles, XBoardRecordsWithRanksZeroToNine) {
    // Saved by XBoard itself after two engine games: "Ai0", "Rf0", "Qe0" are rank-0 moves.
    const auto games = readFile("xboard-selfplay.pgn");
    ASSERT_EQ(games.size(), 2u);
    for (const PgnEntry& e : games) {
        ASSERT_TRUE(e.complete()) << e.errorText();
        EXPECT_EQ(e.dialect.ranks, SanDialect::Ranks::ZeroToNine);
        EXPECT_EQ(e.game->result(), "0-1");
        EXPECT_EQ(e.game->mainGame().status().outcome, GameOutcome::Checkmate) << "both games ended in mate";
    }
    EXPECT_EQ(games[0].game->mainGame().plyCount(), 108);
}

TEST(PgnReader, Latin1TextIsDecoded) {
    const auto games = readPgn(decodeText("[White \"M\xFCller\"]\n\n1. e5 *\n"));
    ASSERT_TRUE(games[0].complete());
    EXPECT_EQ(games[0].game->tag("White"), "M\xC3\xBCller");
}

TEST(PgnReader, FenAndSetUp) {
    const auto games =
        readPgn("[FEN \"k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Qb9# 1-0\n");
    ASSERT_TRUE(games[0].complete());
    EXPECT_TRUE(games[0].game->mainGame().status().outcome == GameOutcome::Checkmate);
    EXPECT_FALSE(games[0].game->hasTag("FEN")) << "the start position holds it";
}

TEST(PgnReader, XBoardRankNumbering) {
    // XBoard numbers the ranks 0-9: its e4 is our e5 and its Ra0d0 our Ra1d1.
    const auto games = readPgn("[Variant \"grand\"]\n\n1. e4 e5 2. Ra0d0 Rj9f9 *\n");
    ASSERT_TRUE(games[0].complete()) << games[0].errorText();
    EXPECT_EQ(games[0].dialect.ranks, SanDialect::Ranks::ZeroToNine);
    const Game game = games[0].game->mainGame();
    EXPECT_EQ(toUci(game.moves()[0]), "e3e5");
    EXPECT_EQ(toUci(game.moves()[3]), "j10f10");
}

TEST(PgnReader, BrokenGameDoesNotStopTheOthers) {
    const std::string text = "[Event \"one\"]\n\n1. e5 e6 *\n\n"
                             "[Event \"two\"]\n\n1. e5 e6 2. Nd5 Nc7 *\n\n"
                             "[Event \"three\"]\n\n1. Nc4 Nc7 1/2-1/2\n";
    const auto games = readPgn(text);
    ASSERT_EQ(games.size(), 3u);
    EXPECT_TRUE(games[0].complete());
    ASSERT_TRUE(games[1].error);
    EXPECT_EQ(games[1].error->line, 7);
    EXPECT_EQ(games[1].error->column, 13);
    EXPECT_EQ(games[1].error->message, "move 2. Nd5: no knight can reach d5");
    EXPECT_EQ(games[1].error->token, "Nd5");
    ASSERT_TRUE(games[1].game) << "the moves before the fault are kept";
    EXPECT_EQ(games[1].game->mainGame().plyCount(), 2);
    EXPECT_EQ(games[1].game->tag("Event"), "two");
    ASSERT_TRUE(games[2].complete());
    EXPECT_EQ(games[2].game->result(), "1/2-1/2");
}

// The record of the issue: an illegal 12th move loads the 11 moves before it, with a message
// that names the game, the place and the move.
TEST(PgnReader, IllegalTwelfthMoveLoadsElevenMoves) {
    const std::string good = "[Event \"first\"]\n\n1. e5 e6 *\n\n";
    const std::string text = good + good
                             + "[Event \"third\"]\n[Result \"1-0\"]\n\n"
                               "1. e5 Nc7 2. d5 e6 3. dxe6 Nxe6 4. f5 Nc7 5. Nc4 Rje10 6. Rje1 Kf10\n"
                               "7. Kf1 Re9 8. Qxj8 Ng10 9. Nh4 Ah7 10. Qd2 d7 11. f6 Aj6\n"
                               "12. Qx9 Rae10 13. g5 f7 1-0\n";
    const auto games = readPgn(text);
    ASSERT_EQ(games.size(), 3u);
    const PgnEntry& e = games[2];
    ASSERT_TRUE(e.game);
    ASSERT_TRUE(e.error);
    EXPECT_FALSE(e.complete());
    EXPECT_EQ(e.game->mainGame().plyCount(), 22);
    EXPECT_EQ(e.game->result(), "1-0") << "the record's own result";
    EXPECT_EQ(e.error->line, 14);
    EXPECT_EQ(e.error->column, 5);
    EXPECT_EQ(e.error->token, "Qx9");
    EXPECT_EQ(e.errorText().rfind("Game 3, line 14, column 5: move 12. Qx9: ", 0), 0u) << e.errorText();
}

TEST(PgnReader, FaultInsideAVariationKeepsWhatCameBefore) {
    const auto games = readPgn("1. e5 e6 2. Nc4 (2. Nh4 Nh7 3. Zz9) Nc7 *\n");
    ASSERT_TRUE(games[0].game && games[0].error);
    EXPECT_EQ(games[0].error->token, "Zz9");
    const GameRecord& g = *games[0].game;
    EXPECT_EQ(g.mainGame().plyCount(), 3);
    const NodeId nh4 = g.node(g.mainLine()[1]).children.at(1);
    EXPECT_EQ(g.gameAt(g.node(nh4).children.at(0)).plyCount(), 4);
}

// Each must give at least one error and never crash; a good game after it must still load.
const char* const Malformed[] = {
    "[Event \"unterminated",
    "[Event unquoted]\n\n1. e5 *",
    "[Event \"x\"\n\n1. e5 *",
    "[ \"no name\"]\n\n1. e5 *",
    "[Variant \"chess\"]\n\n1. e4 *",
    "[Variant \"crazyhouse\"]\n\n1. e5 *",
    "[FEN \"not a fen\"]\n\n1. e5 *",
    "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*",
    "1. e6 *",
    "1. Xe5 *",
    "1. Nd5 *",
    "1. e5 e5 *",
    "1. e5 Nc4 *",
    "1. Re1 *",
    "1. e5 {unclosed comment",
    "1. e5 ( e4 *",
    "1. e5 ) *",
    "1. e5 ((( *",
    "1. e5 e6 2. e5e6 *",
    "1. @#$%^& *",
    "\x01\x02\x03\x04 *",
    "\xff\xfe\xfd\xfc",
    "1. e5 e6 2. exd6 *",
    "1. e11 *",
    "1. e5=Q *",
    "1. Kz1 *",
    "1. O-O *",
    "1. 0-0-0 *",
    "1. e5 Nc7 2. Cxc9 *",
    "[FEN \"3r4k1/4P5/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1\"]\n\n1. e10=Q *",
    "[FEN \"3r4k1/4P5/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1\"]\n\n1. exd10 *",
    "1. e5 e6 2. Q *",
    "1. e5 e6 2. = *",
    "1... e6 *",
};

TEST(PgnReader, MalformedInputGivesAnErrorAndTheNextGameStillLoads) {
    int n = 0;
    for (const char* bad : Malformed) {
        ++n;
        const std::string text = std::string(bad) + "\n\n[Event \"good\"]\n\n1. e5 e6 *\n";
        const auto games = readPgn(decodeText(text));
        ASSERT_FALSE(games.empty()) << "case " << n;
        bool anyError = false;
        for (const PgnEntry& e : games)
            if (e.error) {
                anyError = true;
                EXPECT_GT(e.error->line, 0);
                EXPECT_GT(e.error->column, 0);
                EXPECT_FALSE(e.error->message.empty());
            }
        EXPECT_TRUE(anyError) << "case " << n << " accepted: " << bad;
        EXPECT_TRUE(games.back().complete()) << "case " << n << ": the good game after it was lost";
        if (games.back().game) {
            EXPECT_EQ(games.back().game->tag("Event"), "good") << "case " << n;
        }
    }
    EXPECT_GE(n, 30);
}

// A broken tag line does not split its game in two: the tag lines right below it and its
// move text are the same game's, which reports the tag's error (the first), so that a file
// of one game is told of its line 1, not of a "game 2" the user never wrote.
TEST(PgnReader, ABrokenTagLineIsItsOwnGamesError) {
    const std::string text = "[Event \"x\"\n[Variant \"grand\"]\n\n1. e5 ((( e6 *\n\n"
                             "[Event \"good\"]\n\n1. e5 e6 *\n";
    const auto games = readPgn(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_TRUE(games[0].error.has_value());
    EXPECT_EQ(games[0].error->line, 1);
    EXPECT_EQ(games[0].error->message, "tag Event: missing ']'");
    ASSERT_TRUE(games[1].complete());
    EXPECT_EQ(games[1].game->tag("Event"), "good");
    EXPECT_EQ(games[1].line, 6);
}

TEST(PgnReader, HugeCommentAndDeepVariations) {
    // 500 variations, each opened inside the one before: every one is an alternative to
    // 1... e6, so they all hang from 1. e5.
    std::string huge = "1. e5 {" + std::string(1 << 20, 'x') + "} e6 ";
    for (int i = 0; i < 500; ++i)
        huge += i % 2 ? "( 1... d7 " : "( 1... e7 ";
    for (int i = 0; i < 500; ++i)
        huge += ") ";
    huge += "*";
    const auto games = readPgn(huge);
    ASSERT_TRUE(games[0].complete()) << games[0].errorText();
    const GameRecord& g = *games[0].game;
    EXPECT_EQ(g.mainGame().plyCount(), 2);
    EXPECT_EQ(g.node(g.mainLine()[0]).children.size(), 501u);
    EXPECT_EQ(g.node(g.mainLine()[0]).commentAfter.size(), std::size_t{1} << 20);
    EXPECT_TRUE(*readPgn(writePgn(g))[0].game == g);
    // Nesting beyond what anyone writes is refused, and the main line before it kept.
    std::string deepText = "1. e5 e6 ";
    for (int i = 0; i < 1100; ++i)
        deepText += "(1... e7 ";
    const auto deep = readPgn(deepText + "*");
    ASSERT_TRUE(deep[0].error);
    EXPECT_EQ(deep[0].error->message, "variations nested too deeply");
    EXPECT_EQ(deep[0].game->mainGame().plyCount(), 2);
}

// A file's game keeps the tags it had: with completeRoster off the writer adds none of the
// roster's that says nothing ("?", "????.??.??", a Result of "*"), and still writes one the
// user gave a value; with it on (the export format) all seven are there.
TEST(PgnWriter, ARecordReadKeepsTheRosterItHad) {
    const auto read = readPgn("[Event \"e\"]\n\n1. e5 e6 *\n");
    ASSERT_TRUE(read[0].complete());
    GameRecord g = *read[0].game;
    PgnWriteOptions asRead;
    asRead.completeRoster = false;
    EXPECT_EQ(writePgn(g, asRead), "[Event \"e\"]\n\n1. e5 e6 *\n");
    EXPECT_NE(writePgn(g).find("[Site \"?\"]"), std::string::npos) << "the export format's roster";
    g.setTag("White", "Anna");
    g.setResult("1-0");
    EXPECT_EQ(writePgn(g, asRead), "[White \"Anna\"]\n[Result \"1-0\"]\n[Event \"e\"]\n\n1. e5 e6 1-0\n");
}

} // namespace
} // namespace grand
