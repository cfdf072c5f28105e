// PGN reading and writing: the real game files, round trips in both letter sets, the
// syntax real files contain, and broken input that must give an error and never a crash.

#include "test_data.h"

#include "engine/movegen.h"
#include "engine/pgn.h"

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

const char* const GameFiles[] = {"freeling-35-games.pgn", "pychess-export.pgn",
                                 "vehre-schmittberger-2001.pgn"};

TEST(PgnFiles, EveryGameImportsAndEndsWhereFairyStockfishEnds) {
    const std::vector<std::string> expected = finalPositions();
    std::size_t n = 0;
    for (const char* file : GameFiles) {
        for (const PgnEntry& e : readFile(file)) {
            ASSERT_TRUE(e.game) << file << " game " << e.number << ": line " << e.error->line << " col "
                                << e.error->column << ": " << e.error->message;
            ASSERT_LT(n, expected.size());
            EXPECT_EQ(e.game->game.position().fen(), expected[n]) << file << " game " << e.number;
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
    EXPECT_EQ(vehre[0].game->game.plyCount(), 57);
    EXPECT_EQ(vehre[0].game->result, "1-0");
    EXPECT_EQ(vehre[0].game->tag("White"), "Vehre");
    const auto pychess = readFile("pychess-export.pgn");
    ASSERT_TRUE(pychess[0].game);
    EXPECT_EQ(pychess[0].dialect.letters, SanDialect::Letters::FairyStockfish);
    EXPECT_EQ(pychess[0].game->tag("TimeControl"), "600+5");
}

TEST(PgnFiles, RoundTripInBothLetterSets) {
    for (const char* file : GameFiles) {
        for (const PgnEntry& e : readFile(file)) {
            ASSERT_TRUE(e.game);
            for (PieceLetters letters : {PieceLetters::FairyStockfish, PieceLetters::Freeling}) {
                PgnWriteOptions options;
                options.letters = letters;
                const std::string text = writePgn(*e.game, options);
                const auto back = readPgn(text);
                ASSERT_EQ(back.size(), 1u) << text;
                ASSERT_TRUE(back[0].game) << text << "\n" << back[0].error->message;
                EXPECT_EQ(back[0].game->game.moves(), e.game->game.moves()) << file << " game " << e.number;
                EXPECT_EQ(back[0].game->result, e.game->result);
                EXPECT_EQ(back[0].game->game.startPosition(), e.game->game.startPosition());
                EXPECT_EQ(writePgn(*back[0].game, options), text) << "writing is stable";
                std::istringstream lines(text);
                for (std::string line; std::getline(lines, line);)
                    EXPECT_LE(line.size(), 80u) << line;
            }
        }
    }
}

TEST(PgnWriter, TagsAndStartPosition) {
    PgnGame g;
    g.setTag("White", "Freeling");
    g.setTag("Annotator", "us");
    g.play(moveFromUci(g.game.position(), "e3e5"), "a good start");
    g.result = "*";
    const std::string text = writePgn(g);
    EXPECT_EQ(text,
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Freeling\"]\n"
              "[Black \"?\"]\n[Result \"*\"]\n[Variant \"grand\"]\n[Annotator \"us\"]\n\n"
              "1. e5 {a good start} *\n");
    PgnGame fromFen;
    fromFen.game = Game(*Position::fromFen("2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R b - - 3 40"));
    ASSERT_TRUE(fromFen.play(moveFromUci(fromFen.game.position(), "c10b9")));
    const std::string custom = writePgn(fromFen);
    EXPECT_NE(custom.find("[FEN \"2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R b - - 3 40\"]\n[SetUp \"1\"]"),
              std::string::npos);
    EXPECT_NE(custom.find("40... Kb9"), std::string::npos) << custom;
}

TEST(PgnReader, SyntaxOfRealFiles) {
    const std::string text =
        "\xEF\xBB\xBF% an escape line\r\n"
        "[Event \"Caf\xC3\xA9 game\"]\r\n"
        "[Variant \"Grand Chess\"]\r\n"
        "[White \"A \\\"quoted\\\" name\"]\r\n"
        "\r\n"
        "{Before the moves} 1.e5 $1 e6 ; rest of line ignored\r\n"
        "2. Nc4 (2. Nh4 Nh7 (2... Nc7)) 2... Nc7 {a\r\n long comment} 3.Nd6!? Nd5 1-0\r\n";
    const auto games = readPgn(decodeText(text));
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].game) << games[0].error->message;
    const PgnGame& g = *games[0].game;
    EXPECT_EQ(g.tag("Event"), "Caf\xC3\xA9 game");
    EXPECT_EQ(g.tag("White"), "A \"quoted\" name");
    EXPECT_EQ(g.game.plyCount(), 6);
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(g.comments[0], "Before the moves");
    EXPECT_EQ(g.comments[4], "a long comment");
}

TEST(PgnFiles, XBoardRecordsWithRanksZeroToNine) {
    // Saved by XBoard itself after two engine games: "Ai0", "Rf0", "Qe0" are rank-0 moves.
    const auto games = readFile("xboard-selfplay.pgn");
    ASSERT_EQ(games.size(), 2u);
    for (const PgnEntry& e : games) {
        ASSERT_TRUE(e.game) << e.error->message;
        EXPECT_EQ(e.dialect.ranks, SanDialect::Ranks::ZeroToNine);
        EXPECT_EQ(e.game->result, "0-1");
        EXPECT_EQ(e.game->game.status().outcome, GameOutcome::Checkmate) << "both games ended in mate";
    }
    EXPECT_EQ(games[0].game->game.plyCount(), 108);
}

TEST(PgnReader, Latin1TextIsDecoded) {
    const auto games = readPgn(decodeText("[White \"M\xFCller\"]\n\n1. e5 *\n"));
    ASSERT_TRUE(games[0].game);
    EXPECT_EQ(games[0].game->tag("White"), "M\xC3\xBCller");
}

TEST(PgnReader, FenAndSetUp) {
    const auto games =
        readPgn("[FEN \"k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Qb9# 1-0\n");
    ASSERT_TRUE(games[0].game);
    EXPECT_TRUE(games[0].game->game.status().outcome == GameOutcome::Checkmate);
}

TEST(PgnReader, XBoardRankNumbering) {
    // XBoard numbers the ranks 0-9: its e4 is our e5 and its Ra0d0 our Ra1d1.
    const auto games = readPgn("[Variant \"grand\"]\n\n1. e4 e5 2. Ra0d0 Rj9f9 *\n");
    ASSERT_TRUE(games[0].game) << games[0].error->message;
    EXPECT_EQ(games[0].dialect.ranks, SanDialect::Ranks::ZeroToNine);
    EXPECT_EQ(toUci(games[0].game->game.moves()[0]), "e3e5");
    EXPECT_EQ(toUci(games[0].game->game.moves()[3]), "j10f10");
}

TEST(PgnReader, BrokenGameDoesNotStopTheOthers) {
    const std::string text = "[Event \"one\"]\n\n1. e5 e6 *\n\n"
                             "[Event \"two\"]\n\n1. e5 e6 2. Nd5 Nc7 *\n\n"
                             "[Event \"three\"]\n\n1. Nc4 Nc7 1/2-1/2\n";
    const auto games = readPgn(text);
    ASSERT_EQ(games.size(), 3u);
    EXPECT_TRUE(games[0].game);
    ASSERT_TRUE(games[1].error);
    EXPECT_EQ(games[1].error->line, 7);
    EXPECT_EQ(games[1].error->column, 13);
    EXPECT_EQ(games[1].error->message, "move 2. Nd5: no knight can reach d5");
    ASSERT_TRUE(games[2].game);
    EXPECT_EQ(games[2].game->result, "1/2-1/2");
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
        EXPECT_TRUE(games.back().game) << "case " << n << ": the good game after it was lost";
        if (games.back().game) {
            EXPECT_EQ(games.back().game->tag("Event"), "good") << "case " << n;
        }
    }
    EXPECT_GE(n, 30);
}

TEST(PgnReader, HugeCommentAndDeepVariations) {
    std::string huge = "1. e5 {" + std::string(1 << 20, 'x') + "} e6 ";
    for (int i = 0; i < 500; ++i)
        huge += "( 2. Nc4 ";
    for (int i = 0; i < 500; ++i)
        huge += ") ";
    huge += "*";
    const auto games = readPgn(huge);
    ASSERT_TRUE(games[0].game);
    EXPECT_EQ(games[0].game->game.plyCount(), 2);
}

} // namespace
} // namespace grand
