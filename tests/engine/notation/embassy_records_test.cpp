// Embassy Chess records: games written by devtools/match.py (UCI moves) and in pychess.org's
// export layout read to Fairy-Stockfish's final positions, write back losslessly in SAN with
// O-O and O-O-O, and bad records say what is wrong and where.

#include "test_data.h"

#include "engine/notation/pgn.h"
#include "engine/notation/san.h"
#include "engine/rules/movegen.h"

#include <gtest/gtest.h>

#include <sstream>

namespace grand {
namespace {

std::vector<PgnEntry> readFile(const std::string& name) {
    return readPgn(decodeText(test::readDataFile("games/" + name)));
}

std::vector<std::string> finalPositions() {
    std::istringstream in(test::readDataFile("games/embassy-final-positions.txt"));
    std::vector<std::string> fens;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#')
            fens.push_back(line);
    return fens;
}

TEST(EmbassyRecords, MatchGamesEndWhereFairyStockfishEnds) {
    const std::vector<std::string> expected = finalPositions();
    const auto games = readFile("embassy-match.pgn");
    ASSERT_EQ(games.size(), expected.size());
    int castlings = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        ASSERT_TRUE(games[i].complete()) << games[i].errorText();
        const Game game = games[i].game->mainGame();
        EXPECT_EQ(&game.position().variant(), &embassyChess());
        EXPECT_EQ(game.position().fen(), expected[i]) << "game " << i + 1;
        Position at = game.startPosition();
        for (Move m : game.moves()) {
            castlings += at.isCastling(m);
            UndoInfo undo;
            at.doMove(m, undo);
        }
    }
    EXPECT_EQ(castlings, 4);
}

TEST(EmbassyRecords, WrittenInSanAndReadBackTheSame) {
    for (const char* file : {"embassy-match.pgn", "embassy-pychess-layout.pgn"})
        for (const PgnEntry& entry : readFile(file)) {
            ASSERT_TRUE(entry.complete()) << file << ": " << entry.errorText();
            for (PieceLetters letters : {PieceLetters::FairyStockfish, PieceLetters::Freeling}) {
                PgnWriteOptions options;
                options.letters = letters;
                const std::string written = writePgn(*entry.game, options);
                EXPECT_NE(written.find("[Variant \""), std::string::npos);
                const auto back = readPgn(written);
                ASSERT_EQ(back.size(), 1u);
                ASSERT_TRUE(back[0].complete()) << written;
                EXPECT_EQ(*back[0].game, *entry.game) << written;
                EXPECT_EQ(writePgn(*back[0].game, options), written);
            }
        }
    // The pychess layout: its own tag words kept, castling in SAN, the same game as the match's.
    const auto pychess = readFile("embassy-pychess-layout.pgn");
    const auto match = readFile("embassy-match.pgn");
    ASSERT_EQ(pychess.size(), 1u);
    ASSERT_GE(match.size(), 2u);
    EXPECT_EQ(pychess[0].game->mainGame().moves(), match[1].game->mainGame().moves());
    const std::string written = writePgn(*pychess[0].game);
    EXPECT_NE(written.find("[Variant \"Embassy\"]"), std::string::npos) << written;
    EXPECT_NE(written.find("17. O-O-O"), std::string::npos) << written;
    EXPECT_NE(written.find("18. Nf2 O-O "), std::string::npos) << written;
}

TEST(EmbassyRecords, BadRecordsSayWhatAndWhere) {
    // Castling through f1, which the bishop on c4 attacks.
    const auto through =
        readPgn("[Variant \"embassy\"]\n[FEN \"r3k4r/pppppppppp/10/10/2b7/10/PPPP1PPPPP/R3K4R w KQkq - 0 "
                "1\"]\n\n1. O-O *\n");
    ASSERT_EQ(through.size(), 1u);
    ASSERT_TRUE(through[0].error);
    EXPECT_EQ(through[0].error->line, 4);
    EXPECT_NE(through[0].errorText().find(
                  "O-O: the king may not castle through f1, which the bishop on c4 attacks"),
              std::string::npos)
        << through[0].errorText();
    // A pawn on the eighth rank.
    const auto pawn = readPgn("[Variant \"embassy\"]\n[FEN \"P3k5/10/10/10/10/10/10/4K5 w - - 0 1\"]\n\n*\n");
    ASSERT_EQ(pawn.size(), 1u);
    ASSERT_TRUE(pawn[0].error);
    EXPECT_NE(pawn[0].errorText().find("a pawn on the last rank must have promoted"), std::string::npos)
        << pawn[0].errorText();
    // A Grand Chess FEN under an Embassy tag: the board's size is the tag's game's.
    const auto shape = readPgn("[Variant \"embassy\"]\n[FEN "
                               "\"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 "
                               "1\"]\n\n*\n");
    ASSERT_EQ(shape.size(), 1u);
    ASSERT_TRUE(shape[0].error);
    EXPECT_NE(shape[0].errorText().find("expected 8"), std::string::npos) << shape[0].errorText();
}

} // namespace
} // namespace grand
