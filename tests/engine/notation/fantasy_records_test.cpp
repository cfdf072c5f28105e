// Fantasy Grand Chess records: SAN for every piece, promotion and strike read back exactly,
// games written and read again whole, and the tags' and moves' errors named.

#include "test_data.h"

#include "engine/notation/pgn.h"
#include "engine/notation/record.h"
#include "engine/notation/san.h"
#include "engine/rules/armies.h"
#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"

#include <gtest/gtest.h>
#include <random>
#include <set>

namespace grand {
namespace {

using test::fen;

// Every legal move's SAN is read back as that move, and no two moves share a SAN.
void expectSanRoundTrips(const Position& pos) {
    std::set<std::string> seen;
    for (Move m : legalMoves(pos)) {
        const std::string san = toSan(pos, m);
        EXPECT_TRUE(seen.insert(san).second) << pos.fen() << ": " << san << " twice";
        SanDialect dialect;
        const auto back = parseSan(pos, san, dialect);
        ASSERT_TRUE(back) << pos.fen() << ": " << san << ": " << back.error();
        EXPECT_EQ(*back, m) << pos.fen() << ": " << san;
        // The coordinate form is read too.
        const auto uci = parseSan(pos, toUci(m, pos.army(pos.sideToMove())), dialect);
        ASSERT_TRUE(uci) << pos.fen() << ": " << toUci(m, pos.army(pos.sideToMove()));
        EXPECT_EQ(*uci, m);
    }
}

TEST(FantasyRecords, SanOfEveryMoveInThePositionSetReadsBack) {
    std::string error;
    const auto suite = parsePerftSuite(test::readDataFile("fantasy-positions.epd"), &error);
    ASSERT_EQ(error, "");
    ASSERT_GE(suite.size(), 300u);
    for (const PerftCase& c : suite)
        expectSanRoundTrips(fen(c.fen));
}

TEST(FantasyRecords, SanSpellsPromotionsAndStrikes) {
    // Horde Goblin on d9 (White), Black Elves: promotion to a Wolf Rider is "=W".
    const Position goblin = fen("k9/3G6/10/10/10/10/10/10/10/K9 w - - 0 1 horde/elves");
    EXPECT_EQ(toSan(goblin, moveFromUci(goblin, "d9d10w")), "Gd10=W");
    EXPECT_EQ(toSan(goblin, moveFromUci(goblin, "d9d10")), "Gd10");
    // Without the army, a kind of one army only still has its letter (fuzzing found it read out of bounds).
    EXPECT_EQ(toUci(moveFromUci(goblin, "d9d10w")), "d9d10w");
    // A White Orc on e7 takes on d8 and strikes the Warrior on a5.
    const Position orc = fen("9k/10/3w6/4O5/10/w9/10/10/10/K9 w - - 0 1 horde/elves");
    EXPECT_EQ(toSan(orc, moveFromUci(orc, "e7d8xa5")), "Oxd8xa5");
    EXPECT_EQ(toSan(orc, moveFromUci(orc, "e7f8xd8")), "Of8xd8");
    SanDialect dialect;
    EXPECT_EQ(*parseSan(orc, "Oxd8xa5", dialect), moveFromUci(orc, "e7d8xa5"));
    EXPECT_EQ(*parseSan(orc, "Oxd8", dialect), moveFromUci(orc, "e7d8"));
    // The Humans' pawns go without a letter, as in chess.
    const Position humans = Position::fantasyStart(Army::Humans, Army::Druids);
    EXPECT_EQ(toSan(humans, moveFromUci(humans, "e3e5")), "e5");
    EXPECT_EQ(toSan(humans, moveFromUci(humans, "b2c4")), "Nc4");
}

TEST(FantasyRecords, BadMovesAreNamed) {
    const Position orc = fen("9k/10/3w6/4O5/10/w9/10/10/10/K9 w - - 0 1 horde/elves");
    SanDialect dialect;
    EXPECT_EQ(parseSan(orc, "Oxd8xj10", dialect).error(), "Oxd8xj10: no strike on j10 after that move");
    EXPECT_EQ(parseSan(orc, "Qd8", dialect).error(), "Qd8: 'Q' is not a piece of the Evil Horde");
    EXPECT_EQ(parseSan(orc, "Oe9", dialect).error(), "Oe9: no Orc can reach e9");
    EXPECT_EQ(parseSan(orc, "Zd4", dialect).error(), "Zd4: White has no Warlock");
    const Position goblin = fen("k9/3G6/10/10/10/10/10/10/10/K9 w - - 0 1 horde/elves");
    EXPECT_EQ(parseSan(goblin, "Gd10=R", dialect).error(), "Gd10=R: the Goblin cannot become a Ogre there");
}

// A random game from a pairing, as a record.
GameRecord randomGame(Army white, Army black, unsigned seed, int plies) {
    std::mt19937 rng(seed);
    Position pos = Position::fantasyStart(white, black);
    GameRecord record(pos);
    NodeId at = GameRecord::Root;
    UndoInfo undo;
    for (int i = 0; i < plies; ++i) {
        const MoveList moves = legalMoves(pos);
        if (moves.empty())
            break;
        // Prefer captures, strikes and promotions now and then, so that games reach them.
        Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
        for (Move n : moves)
            if ((n.isStrike() || n.isPromotion()) && rng() % 3 == 0)
                m = n;
        at = record.appendMove(at, pos, m);
        pos.doMove(m, undo);
    }
    return record;
}

TEST(FantasyRecords, GamesOfEveryPairingSurviveWritingAndReading) {
    unsigned seed = 1;
    for (Army white : Armies)
        for (Army black : Armies) {
            const GameRecord game = randomGame(white, black, seed++, 160);
            const std::string text = writePgn(game);
            EXPECT_NE(text.find("[Variant \"fantasy-grand\"]"), std::string::npos);
            EXPECT_NE(text.find("[WhiteArmy \"" + std::string(armyInfo(white).name) + "\"]"),
                      std::string::npos);
            EXPECT_NE(text.find("[BlackArmy \"" + std::string(armyInfo(black).name) + "\"]"),
                      std::string::npos);
            EXPECT_EQ(text.find("[FEN"), std::string::npos);
            const auto entries = readPgn(text);
            ASSERT_EQ(entries.size(), 1u);
            ASSERT_TRUE(entries[0].complete()) << entries[0].errorText() << "\n" << text;
            EXPECT_EQ(entries[0].game->mainGame().moves(), game.mainGame().moves()) << text;
            EXPECT_EQ(writePgn(*entries[0].game), text);
        }
}

TEST(FantasyRecords, AGameFromAPositionKeepsItsFen) {
    GameRecord game(fen("9k/10/3w6/4O5/10/w9/10/10/10/K9 w - - 0 1 horde/elves"));
    Position pos = game.startPosition();
    game.appendMove(GameRecord::Root, pos, moveFromUci(pos, "e7d8xa5"));
    const std::string text = writePgn(game);
    EXPECT_NE(text.find("[FEN \"9k/10/3w6/4O5/10/w9/10/10/10/K9 w - - 0 1 horde/elves\"]"), std::string::npos)
        << text;
    EXPECT_NE(text.find("1. Oxd8xa5"), std::string::npos) << text;
    const auto entries = readPgn(text);
    ASSERT_TRUE(entries[0].complete()) << entries[0].errorText();
    EXPECT_EQ(entries[0].game->mainGame().position().fen(),
              "9k/10/10/10/10/10/10/10/10/K9 b - - 0 1 horde/elves");
}

TEST(FantasyRecords, BadTagsAndMovesAreReportedWithTheirPlace) {
    auto errorOf = [](const std::string& text) {
        const auto entries = readPgn(text);
        EXPECT_EQ(entries.size(), 1u);
        return entries.empty() || !entries[0].error ? std::string() : entries[0].errorText();
    };
    EXPECT_EQ(
        errorOf("[Variant \"fantasy-grand\"]\n[WhiteArmy \"Trolls\"]\n[BlackArmy \"Elves\"]\n\n1. e4 *\n"),
        "Game 1, line 2, column 1: WhiteArmy tag: unknown army 'Trolls' (armies: humans, elves, dwarves, "
        "horde, giants, druids)");
    EXPECT_EQ(
        errorOf("[Variant \"fantasy-grand\"]\n[WhiteArmy \"Elves\"]\n\n1. e4 *\n"),
        "Game 1, line 1, column 1: a Fantasy Grand Chess game needs both WhiteArmy and BlackArmy tags, or "
        "a FEN tag");
    EXPECT_EQ(errorOf("[Variant \"fantasy-grand\"]\n[WhiteArmy \"Elves\"]\n[BlackArmy \"Giants\"]\n[FEN "
                      "\"9k/10/3w6/4O5/10/w9/10/10/10/K9 w - - 0 1 horde/elves\"]\n\n*\n"),
              "Game 1, line 2, column 1: WhiteArmy tag 'Elves' disagrees with the FEN tag's armies");
    // An impossible strike in the moves: the game up to it is kept, the error names it.
    const auto entries =
        readPgn("[Variant \"fantasy-grand\"]\n[FEN \"9k/10/3w6/4O5/10/w9/10/10/10/K9 w - - 0 1 "
                "horde/elves\"]\n\n1. Oxd8xg4 *\n");
    ASSERT_EQ(entries.size(), 1u);
    ASSERT_TRUE(entries[0].error);
    EXPECT_EQ(entries[0].errorText(),
              "Game 1, line 4, column 4: move 1. Oxd8xg4: no strike on g4 after that move");
}

} // namespace
} // namespace grand
