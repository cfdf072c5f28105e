// Fantasy Grand Chess's rules in the engine (FANTASY.md): the 36 start positions against the
// reference counts, FEN with armies, each army's promotions, the Orc's strike and the check
// it gives, bad input; and the general generator held against the fast Grand generator.

#include "test_data.h"

#include "engine/rules/generalmoves.h"
#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"

#include <algorithm>
#include <random>
#include <set>

namespace grand {
namespace {

Position fen(const std::string& text) {
    auto pos = Position::fromFen(text);
    EXPECT_TRUE(pos) << text << ": " << (pos ? "" : pos.error().toString());
    return pos ? *pos : Position();
}

std::set<std::string> uciMoves(const Position& pos) {
    std::set<std::string> out;
    for (Move m : legalMoves(pos))
        out.insert(toUci(m, pos.army(pos.sideToMove())));
    return out;
}

std::vector<PerftCase> fantasySuite() {
    std::string error;
    auto suite = parsePerftSuite(test::readDataFile("fantasy-perft-public.epd"), &error);
    EXPECT_EQ(error, "");
    return suite;
}

TEST(Fantasy, EveryPairingMatchesTheReferenceCounts) {
    const auto suite = fantasySuite();
    ASSERT_EQ(suite.size(), 36u);
    for (const PerftCase& c : suite) {
        Position pos = fen(c.fen);
        ASSERT_TRUE(&pos.variant() == &fantasyGrandChess()) << c.fen;
        for (const auto& [depth, nodes] : c.depths)
            EXPECT_EQ(perft(pos, depth), nodes) << c.fen << " depth " << depth;
    }
}

TEST(Fantasy, StartPositionsAreTheArmiesSetupsAndRoundTrip) {
    const auto suite = fantasySuite();
    int i = 0;
    for (Army white : Armies)
        for (Army black : Armies) {
            const Position start = Position::fantasyStart(white, black);
            EXPECT_EQ(start.fen(), suite[static_cast<std::size_t>(i++)].fen);
            EXPECT_EQ(fen(start.fen()), start);
            EXPECT_EQ(start.key(), start.computeKey());
            std::string why;
            EXPECT_TRUE(start.isConsistent(&why)) << why;
        }
}

TEST(Fantasy, ArmiesChangeTheKeyOfTheSameBoard) {
    const Position a = fen("4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 elves/giants");
    const Position b = fen("4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 giants/elves");
    const Position grand = fen("4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1");
    EXPECT_NE(a.key(), b.key());
    EXPECT_NE(a.key(), grand.key());
    EXPECT_FALSE(&grand.variant() == &fantasyGrandChess());
}

// Bad input: the field and the reason.
TEST(Fantasy, BadFensNameTheProblem) {
    struct Case {
        const char* fen;
        const char* field;
        const char* words;
    };
    const Case cases[] = {
        {"4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 orcs/elves", "armies", "'orcs' is not an army"},
        {"4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 elves", "armies", "not two armies"},
        {"4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 elves/", "armies", "'' is not an army"},
        {"4k5/10/10/10/10/10/10/10/10/4KQ4 w - - 0 1 elves/elves", "piece placement",
         "'Q' is not a letter of White's Elves (K E L M R S W)"},
        {"4k5/10/10/10/10/10/10/10/10/4KZ4 w - - 0 1 humans/horde", "piece placement",
         "'Z' is not a letter of White's Humans"},
        {"4k5/10/10/10/10/10/10/10/10/4K5 w - e3 0 1 humans/humans", "en passant", "no en passant"},
        {"4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 humans/humans x", "FEN", "too many fields"},
        {"4k5/10/10/10/10/10/10/10/10/4KEE3 w - - 0 1 elves/elves", "piece placement",
         "more than 1 of the Elder"},
        {"4k5/10/10/10/10/10/10/10/10/S3K5 w - - 0 1 dwarves/dwarves", "piece placement",
         "Soldier on a1: it starts on the 3rd rank"},
        {"4k5/10/10/10/10/10/10/10/10/10 w - - 0 1 druids/druids", "piece placement",
         "no royal piece (Druid)"},
    };
    for (const Case& c : cases) {
        const auto pos = Position::fromFen(c.fen);
        ASSERT_FALSE(pos) << c.fen;
        EXPECT_EQ(pos.error().field, c.field) << c.fen << ": " << pos.error().toString();
        EXPECT_NE(pos.error().message.find(c.words), std::string::npos)
            << c.fen << ": " << pos.error().toString();
    }
}

TEST(Fantasy, HumansPawnsPromoteToCapturedPiecesAndMayAlwaysStay) {
    // A pawn on i9 with its queen and a rook gone: it may go to i10 and stay there.
    const Position pos = fen("4k5/8P1/10/10/10/10/10/10/1NB1KMCBN1/R9 w - - 0 1 humans/humans");
    const auto moves = uciMoves(pos);
    EXPECT_TRUE(moves.count("i9i10"));
    EXPECT_TRUE(moves.count("i9i10q"));
    EXPECT_TRUE(moves.count("i9i10r"));
    EXPECT_FALSE(moves.count("i9i10m")) << "the marshal is on the board";
    EXPECT_FALSE(moves.count("i9i10c")) << "the cardinal is on the board";
    // A pawn on the 10th rank stays there (it cannot move) and is no error.
    const Position frozen = fen("4k4P/10/10/10/10/10/10/10/10/4K5 w - - 0 1 humans/humans");
    EXPECT_EQ(legalMoves(frozen).size(), 5) << "the king's moves only";
}

TEST(Fantasy, GoblinsAndWerewolvesBecomeWolfRidersWithoutLimit) {
    // Four Wolf Riders already; a Goblin on c7 and a Werewolf on h8.
    const Position pos = fen("4k5/10/7H2/2G7/10/10/10/10/10/WWWWK5 w - - 0 1 horde/elves");
    const auto moves = uciMoves(pos);
    EXPECT_TRUE(moves.count("c7c8"));
    EXPECT_TRUE(moves.count("c7c8w"));
    EXPECT_TRUE(moves.count("h8g10w")) << "a Werewolf reaching the 10th rank";
    EXPECT_TRUE(moves.count("h8j9w")) << "a Werewolf reaching the 9th rank";
    EXPECT_TRUE(moves.count("h8g10"));
    const Position below = fen("4k5/10/10/7H2/10/10/10/10/10/4K5 w - - 0 1 horde/elves");
    const auto lower = uciMoves(below);
    EXPECT_TRUE(lower.count("h7g9w"));
    EXPECT_FALSE(lower.count("h7j8w")) << "Werewolves promote on the 9th and 10th ranks only";
}

TEST(Fantasy, SoldiersBringBackOnlyGeneralsGuardsAndPriests) {
    // White's Generals and one Guard are on the board; a Priest and a Guard were captured,
    // and a Cannon (never a promotion) too.
    const Position pos = fen("4k5/10/10/S9/10/10/10/10/2G2E4/4K5 w - - 0 1 dwarves/elves");
    const auto moves = uciMoves(pos);
    EXPECT_TRUE(moves.count("a7a8"));
    EXPECT_TRUE(moves.count("a7a8p"));
    EXPECT_TRUE(moves.count("a7a8g"));
    EXPECT_FALSE(moves.count("a7a8e")) << "the General is on the board";
    EXPECT_FALSE(moves.count("a7a8c")) << "Cannons never come back";
}

TEST(Fantasy, AnOrcReachingTheZoneMayStrikeAnyEnemyPiece) {
    // White Orc on d7; Black has a King and three other pieces, one of them on e8.
    const Position pos = fen("4k5/10/4w4s/3O6/10/10/10/1e8/10/4K5 w - - 0 1 horde/elves");
    const auto moves = uciMoves(pos);
    EXPECT_TRUE(moves.count("d7c8"));
    EXPECT_TRUE(moves.count("d7c8xe8")) << "strike the Warrior";
    EXPECT_TRUE(moves.count("d7c8xj8"));
    EXPECT_TRUE(moves.count("d7c8xb3"));
    EXPECT_FALSE(moves.count("d7c8xe10")) << "the royal only when nothing else is left";
    // The capture on e8 then strikes one of the other two.
    EXPECT_TRUE(moves.count("d7e8"));
    EXPECT_TRUE(moves.count("d7e8xj8"));
    EXPECT_TRUE(moves.count("d7e8xb3"));
    EXPECT_FALSE(moves.count("d7e8xe8"));
}

TEST(Fantasy, AnOrcChecksARoyalLeftWithOnePieceItCanTake) {
    // Black has its King and one Warrior on e8, which the Orc on d7 can take into the zone.
    const Position check = fen("4k5/10/4w5/3O6/10/10/10/10/10/4K5 b - - 0 1 horde/elves");
    EXPECT_TRUE(check.inCheck());
    // A bare royal is in check from any Orc that can move into the zone.
    const Position bare = fen("4k5/10/10/O9/10/10/10/10/10/4K5 b - - 0 1 horde/elves");
    EXPECT_TRUE(bare.inCheck());
    // ... and not from an Orc that cannot reach the zone in one move.
    const Position far = fen("4k5/10/10/10/10/O9/10/10/10/4K5 b - - 0 1 horde/elves");
    EXPECT_FALSE(far.inCheck());
    // A FEN with the side not to move open to a strike cannot arise.
    EXPECT_FALSE(Position::fromFen("4k5/10/10/O9/10/10/10/10/10/4K5 w - - 0 1 horde/elves"));
}

TEST(Fantasy, StrikesUndoExactly) {
    Position pos = fen("4k5/10/4w4s/3O6/10/10/10/1e8/10/4K5 w - - 0 1 horde/elves");
    const Position before = pos;
    for (Move m : legalMoves(pos)) {
        UndoInfo undo;
        pos.doMove(m, undo);
        std::string why;
        EXPECT_TRUE(pos.isConsistent(&why)) << toUci(m) << ": " << why;
        pos.undoMove(m, undo);
        EXPECT_EQ(pos, before) << toUci(m);
        EXPECT_EQ(pos.key(), before.key()) << toUci(m);
    }
}

TEST(Fantasy, RandomGamesInEveryPairingKeepThePositionConsistent) {
    std::mt19937 rng(2026);
    for (Army white : Armies)
        for (Army black : Armies) {
            Position pos = Position::fantasyStart(white, black);
            for (int ply = 0; ply < 120; ++ply) {
                const MoveList moves = legalMoves(pos);
                if (moves.empty())
                    break;
                const Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
                const Position before = pos;
                UndoInfo undo;
                pos.doMove(m, undo);
                std::string why;
                ASSERT_TRUE(pos.isConsistent(&why)) << before.fen() << " " << toUci(m) << ": " << why;
                ASSERT_EQ(fen(pos.fen()), pos) << pos.fen();
                pos.undoMove(m, undo);
                ASSERT_EQ(pos, before);
                pos.doMove(m, undo);
            }
        }
}

// The general generator plays Grand Chess too: on every reference position it finds the fast
// generator's moves, at the root and after each of them.
TEST(GeneralGenerator, AgreesWithTheGrandGeneratorOnTheReferencePositions) {
    std::string error;
    const auto suite = parsePerftSuite(test::readDataFile("perft-public.epd"), &error);
    ASSERT_GT(suite.size(), 60u);
    auto sorted = [](const MoveList& list) {
        std::vector<std::uint32_t> raw;
        for (Move m : list)
            raw.push_back(m.raw());
        std::sort(raw.begin(), raw.end());
        return raw;
    };
    for (const PerftCase& c : suite) {
        Position pos = fen(c.fen);
        MoveList general;
        general::generate(pos, general);
        ASSERT_EQ(sorted(general), sorted(legalMoves(pos))) << c.fen;
        for (Move m : legalMoves(pos)) {
            UndoInfo undo;
            pos.doMove(m, undo);
            MoveList reply;
            general::generate(pos, reply);
            EXPECT_EQ(sorted(reply), sorted(legalMoves(pos))) << c.fen << " " << toUci(m);
            MoveList noisy, fastNoisy;
            general::generate<GenMode::Noisy>(pos, noisy);
            generateMoves<GenMode::Noisy>(pos, fastNoisy);
            EXPECT_EQ(sorted(noisy), sorted(fastNoisy)) << c.fen << " " << toUci(m);
            pos.undoMove(m, undo);
        }
    }
}

} // namespace
} // namespace grand
