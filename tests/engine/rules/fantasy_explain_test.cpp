// Why a Fantasy move is not legal, in words (engine/rules/explain_fantasy.cpp): each reason the
// pieces' routes give, and the promotion hints of the pieces that promote.

#include "engine/rules/explain.h"
#include "engine/rules/movegen.h"
#include "engine/rules/position.h"
#include "engine/rules/rules.h"

#include <gtest/gtest.h>

namespace grand {
namespace {

std::string why(const char* fen, const char* from, const char* to) {
    const auto pos = Position::fromFen(fen);
    EXPECT_TRUE(pos.hasValue()) << fen << ": " << (pos ? "" : pos.error().toString());
    return explainIllegalMove(*pos, parseSquare(from), parseSquare(to));
}

// Grand's names stay; a Fantasy kind has its own (the table of Grand's eight was read past
// its end for them, which the sanitizer caught).
TEST(FantasyExplain, EveryKindHasAName) {
    EXPECT_EQ(pieceName(PieceType::Marshal), "marshal");
    EXPECT_EQ(pieceName(PieceType::WolfRider), "Wolf Rider");
    EXPECT_EQ(pieceName(PieceType::TwoHeadedCyclops), "Two-Headed Cyclops");
    EXPECT_EQ(why("4k5/10/p9/2G3O3/10/10/10/10/10/4K5 w - - 0 1 horde/humans", "c7", "d8"),
              "The Goblin on c7 does not move that way.");
}

TEST(FantasyExplain, ACyclopsCannotStopOnTheNextSquare) {
    const char* fen = "k9/10/10/10/10/4Y5/10/10/10/4K5 w - - 0 1 giants/humans";
    EXPECT_EQ(why(fen, "e5", "e6"), "The Cyclops cannot stop on e6: it passes over that square.");
    EXPECT_EQ(why(fen, "e5", "f6"), "The Cyclops on e5 does not move that way.");
    EXPECT_EQ(why(fen, "e5", "e7"), "") << "two squares on is a move";
}

TEST(FantasyExplain, BlockedMoveOnlyAndStartingRank) {
    // Humans' rook behind its own pawn; a Horde Orc off its starting rank.
    EXPECT_EQ(why("4k5/10/10/10/10/10/10/P9/10/R3K5 w - - 0 1 humans/humans", "a1", "a5"),
              "The Rook on a1 is blocked by the Pawn on a3.");
    const char* orcs = "4k5/10/p9/10/10/10/10/2O7/2O7/4K5 w - - 0 1 horde/humans";
    EXPECT_EQ(why(orcs, "c2", "e4"), "") << "the double step from its starting rank";
    EXPECT_EQ(why(orcs, "c3", "e5"), "The Orc on c3 makes that move only from its starting rank.");
    // A Goblin's double step only to an empty square.
    EXPECT_EQ(why("4k5/10/10/10/10/2p7/10/2G7/10/4K5 w - - 0 1 horde/humans", "c3", "c5"),
              "The Goblin on c3 cannot capture that way: it moves there only to an empty square.");
}

TEST(FantasyExplain, OwnPieceRoyalSafetyAndNothingToPromoteTo) {
    EXPECT_EQ(why("4k5/10/10/10/10/10/10/10/10/R3K5 w - - 0 1 humans/humans", "a1", "e1"),
              "The Rook on a1 cannot take a piece of its own side.");
    // A rook pinned on the e-file.
    EXPECT_EQ(why("k9/10/4r5/10/10/10/10/10/4R5/4K5 w - - 0 1 humans/humans", "e2", "a2"),
              "That move would leave your King in check.");
    // Every piece of White's on the board: unlike Grand Chess, a pawn may still go on to the
    // 10th rank and stay a pawn there.
    EXPECT_EQ(why("9r/Pnbqkmcbn1/pppppppppp/r9/10/10/10/1PPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1 humans/humans",
                  "a9", "a10"),
              "");
}

// Issue 61, item 9: a check by the threat of an Orc's strike says so (it said only "this
// move does not answer it", though no piece attacks the royal).
TEST(FantasyExplain, TheOrcsCheckIsNamed) {
    const char* fen = "4k5/10/10/2O7/10/10/10/10/10/4K5 b - - 0 1 horde/elves";
    ASSERT_TRUE(Position::fromFen(fen)->inCheck());
    EXPECT_EQ(why(fen, "e10", "d10"),
              "Your King is in check: an enemy Orc can reach the far ranks and strike it, since it has at "
              "most one other piece beside it; this move does not answer that.");
    // A check by a piece that attacks the royal keeps its words.
    EXPECT_EQ(why("4k5/10/10/10/10/10/10/10/10/4K3r1 w - - 0 1 humans/humans", "e1", "f1"),
              "Your King is in check: this move does not answer it.");
}

TEST(FantasyExplain, WhatPromotingPiecesMayBecome) {
    const auto pos = Position::fromFen("4k5/10/p9/2G3O3/10/10/10/10/10/4K5 w - - 0 1 horde/humans");
    ASSERT_TRUE(pos.hasValue());
    EXPECT_EQ(pawnPromotionHint(*pos, parseSquare("c7")),
              "The Goblin on c7 may become a Wolf Rider on ranks 8 to 10; nothing needs to be captured.");
    EXPECT_EQ(pawnPromotionHint(*pos, parseSquare("g7")), "") << "Orcs do not promote";
}

} // namespace
} // namespace grand

namespace grand {
namespace {

// A Grand Chess pawn's hint counts the ranks from its own side: Black's zone is ranks 3 to 1,
// and it may stay a pawn on the 3rd and 2nd (it said the 8th and 9th for both).
TEST(PromotionHint, NamesTheRanksOfThePawnsOwnSide) {
    // A White pawn on a8 and a Black one on i3, each side short of its cardinal.
    const Position both =
        Position::fromFen("r8r/1nbqkc1bn1/Pppppppppp/10/10/10/10/1PPPPPPPp1/1NBQKC1BN1/R8R w - - 0 1")
            .value();
    EXPECT_EQ(
        pawnPromotionHint(both, parseSquare("a8")),
        "The pawn on a8 may promote when it moves into or on through the zone (ranks 8-10) to a piece its "
        "side has lost; on the 8th and 9th ranks it may also stay a pawn.");
    EXPECT_EQ(
        pawnPromotionHint(both, parseSquare("i3")),
        "The pawn on i3 may promote when it moves into or on through the zone (ranks 3-1) to a piece its "
        "side has lost; on the 3rd and 2nd ranks it may also stay a pawn.");
}

} // namespace
} // namespace grand
