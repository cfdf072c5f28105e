// Legal move generation: the reference move lists, and each promotion, en-passant and
// check rule on a hand-made position.

#include "test_data.h"

#include "engine/rules/movegen.h"
#include "engine/rules/rules.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <set>
#include <sstream>
#include <vector>

namespace grand {
namespace {

using test::fen;

std::set<std::string> uciMoves(const Position& pos) {
    std::set<std::string> moves;
    for (Move m : legalMoves(pos))
        moves.insert(toUci(m));
    return moves;
}

std::set<std::string> uciMovesFrom(const Position& pos, const char* square) {
    std::set<std::string> moves;
    for (Move m : legalMovesFrom(pos, parseSquare(square)))
        moves.insert(toUci(m));
    return moves;
}

using Moves = std::set<std::string>;

TEST(MoveGen, ReferenceMoveListsMatchExactly) {
    std::istringstream in(test::readDataFile("uci-moves-public.txt"));
    std::string line;
    int checked = 0;
    while (std::getline(in, line)) {
        const auto split = line.find(" ;moves");
        if (split == std::string::npos)
            continue;
        const Position pos = fen(line.substr(0, split));
        std::istringstream words(line.substr(split + 7));
        std::vector<std::string> expected{std::istream_iterator<std::string>(words), {}};
        std::vector<std::string> actual;
        for (Move m : legalMoves(pos))
            actual.push_back(toUci(m));
        std::sort(actual.begin(), actual.end());
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(actual, expected) << line.substr(0, split);
        ++checked;
    }
    EXPECT_EQ(checked, 30);
}

TEST(MoveGen, StartPositionHas65Moves) {
    const Position pos;
    EXPECT_EQ(legalMoves(pos).size(), 65);
    EXPECT_EQ(uciMovesFrom(pos, "f2"), (Moves{"f2d1", "f2e4", "f2f1", "f2g4", "f2h1"}));
    EXPECT_EQ(uciMovesFrom(pos, "e3"), (Moves{"e3e4", "e3e5"}));
    EXPECT_TRUE(uciMovesFrom(pos, "e9").empty()) << "not the mover's piece";
    EXPECT_TRUE(uciMovesFrom(pos, "e5").empty()) << "empty square";
}

TEST(MoveGen, NothingCapturedMeansNoMoveToTheLastRank) {
    // White has every piece: a pawn on e9 cannot step to e10, nor capture onto d10.
    const Position pos = fen("3r4k1/4P5/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1");
    EXPECT_TRUE(uciMovesFrom(pos, "e9").empty());
    for (PieceType t : PromotionTypes)
        EXPECT_EQ(pos.available(Color::White, t), 0);
}

TEST(MoveGen, PawnMayStayAPawnOnEighthAndNinthRanks) {
    // White's queen is gone: arriving on the 8th or 9th rank it may promote or stay a pawn.
    const Position pos = fen("2k7/10/10/4P5/10/10/10/10/1NB1KCABN1/R8R w - - 0 1");
    EXPECT_EQ(uciMovesFrom(pos, "e7"), (Moves{"e7e8", "e7e8q"}));
    const Position ninth = fen("2k7/10/4P5/10/10/10/10/10/1NB1KCABN1/R8R w - - 0 1");
    EXPECT_EQ(uciMovesFrom(ninth, "e8"), (Moves{"e8e9", "e8e9q"}));
}

TEST(MoveGen, TenthRankMustPromoteToACapturedType) {
    // Queen, one rook and one knight captured: three choices on e10, no plain move.
    const Position pos = fen("2k7/4P5/10/10/10/10/10/10/1NB1KCAB2/R9 w - - 0 1");
    EXPECT_EQ(uciMovesFrom(pos, "e9"), (Moves{"e9e10q", "e9e10r", "e9e10n"}));
    EXPECT_EQ(pos.available(Color::White, PieceType::Rook), 1);
    EXPECT_EQ(pos.available(Color::White, PieceType::Knight), 1);
    EXPECT_EQ(pos.available(Color::White, PieceType::Bishop), 0);
}

TEST(MoveGen, PromotionByCaptureAndFromZoneToZone) {
    // Marshal and cardinal captured; the pawn on d8 may capture on c9 or e9, or step to d9.
    const Position pos = fen("2k7/2r1n5/3P6/10/10/10/10/10/1NBQK2BN1/R8R w - - 0 1");
    EXPECT_EQ(uciMovesFrom(pos, "d8"),
              (Moves{"d8c9", "d8c9c", "d8c9a", "d8d9", "d8d9c", "d8d9a", "d8e9", "d8e9c", "d8e9a"}));
}

TEST(MoveGen, BlackPromotesOnTheFirstRanks) {
    // Black has lost a bishop; its pawn on c2 must promote on c1.
    const Position pos = fen("r8r/1n1qkcabn1/10/10/10/10/10/10/2p7/R3K5 b - - 0 1");
    EXPECT_EQ(uciMovesFrom(pos, "c2"), (Moves{"c2c1b"}));
    const Position third = fen("r8r/1n1qkcabn1/10/10/10/10/2p7/10/10/R3K5 b - - 0 1");
    EXPECT_EQ(uciMovesFrom(third, "c4"), (Moves{"c4c3", "c4c3b"}));
}

TEST(MoveGen, FrozenPawnOnTheNinthStillGivesCheck) {
    // White has captured nothing to promote to, yet its pawn on e9 attacks d10 and f10.
    const Position pos = fen("5k4/4P5/10/10/10/10/10/PPPP1PPPPP/1NBQKCABN1/R8R b - - 0 1");
    EXPECT_TRUE(pos.inCheck());
    EXPECT_TRUE(pos.isAttacked(parseSquare("d10"), Color::White));
    const Moves king = uciMovesFrom(pos, "f10");
    EXPECT_EQ(king, (Moves{"f10e10", "f10f9", "f10g10", "f10g9", "f10e9"}));
}

TEST(MoveGen, EnPassantCapture) {
    const Position pos = fen("4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 1");
    const MoveList moves = legalMovesFrom(pos, parseSquare("d5"));
    const auto ep = std::find_if(moves.begin(), moves.end(), [](Move m) { return m.isEnPassant(); });
    ASSERT_NE(ep, moves.end());
    EXPECT_EQ(toUci(*ep), "d5e4");
    Position after = pos;
    UndoInfo undo;
    after.doMove(*ep, undo);
    EXPECT_EQ(after.pieceOn(parseSquare("e5")), Piece::Empty);
    EXPECT_EQ(after.pieceOn(parseSquare("e4")), makePiece(Color::Black, PieceType::Pawn));
    after.undoMove(*ep, undo);
    EXPECT_EQ(after, pos);
    EXPECT_EQ(after.key(), pos.key());
}

TEST(MoveGen, EnPassantThatExposesTheKingAlongTheRankIsIllegal) {
    // Black king a5, pawns d5 (black) and e5 (white), white rook j5: taking en passant would
    // empty the rank between king and rook.
    const Position pos = fen("10/10/10/10/10/k2pP4R/10/10/10/4K5 b - e4 0 1");
    EXPECT_EQ(pos.epSquare(), parseSquare("e4"));
    EXPECT_EQ(uciMovesFrom(pos, "d5"), (Moves{"d5d4"}));
}

TEST(MoveGen, EnPassantByADiagonallyPinnedPawnIsIllegal) {
    // The black pawn on d5 is pinned by the bishop on b3 against the king on f7.
    const Position pos = fen("10/10/10/5k4/10/3pP5/10/1B8/10/4K5 b - e4 0 1");
    EXPECT_TRUE(uciMovesFrom(pos, "d5").empty());
}

TEST(MoveGen, EnPassantCapturesTheCheckingPawn) {
    // The white pawn that just double-stepped to e5 gives check to the king on f6.
    const Position pos = fen("10/10/10/10/5k4/3pP5/10/10/10/4K5 b - e4 0 1");
    EXPECT_TRUE(pos.inCheck());
    EXPECT_TRUE(uciMovesFrom(pos, "d5").count("d5e4"));
    EXPECT_FALSE(uciMovesFrom(pos, "d5").count("d5d4")) << "a push does not answer the check";
}

TEST(MoveGen, NoCastling) {
    const Position pos = fen("4k5/10/10/10/10/10/10/10/10/R3K4R w - - 0 1");
    EXPECT_EQ(uciMovesFrom(pos, "e1"), (Moves{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}));
}

TEST(MoveGen, MarshalAndCardinalMoves) {
    const Position marshal = fen("k9/10/10/10/10/4C5/10/10/10/9K w - - 0 1");
    EXPECT_EQ(uciMovesFrom(marshal, "e5").size(), 18u + 8u); // rook lines + 8 leaps
    const Position cardinal = fen("k9/10/10/10/10/4A5/10/10/10/9K w - - 0 1");
    EXPECT_EQ(uciMovesFrom(cardinal, "e5").size(), 17u + 8u); // diagonals + 8 leaps
}

TEST(MoveGen, PinnedMarshalKeepsOnlyItsLine) {
    // Marshal e2 pinned on the e-file by the rook on e10: it may slide on the file only.
    const Position pos = fen("k3r5/10/10/10/10/10/10/10/4C5/4K5 w - - 0 1");
    EXPECT_EQ(uciMovesFrom(pos, "e2"),
              (Moves{"e2e3", "e2e4", "e2e5", "e2e6", "e2e7", "e2e8", "e2e9", "e2e10"}));
    // Pinned on a diagonal instead: no rook move and no leap stays on it.
    const Position diagonal = fen("k9/10/10/10/10/10/10/2b7/3C6/4K5 w - - 0 1");
    EXPECT_TRUE(uciMovesFrom(diagonal, "d2").empty());
}

TEST(MoveGen, DoubleCheckOnlyKingMoves) {
    // Rook e10 and knight d3 both check the king on e1.
    const Position pos = fen("k3r5/10/10/10/10/10/10/3n6/10/4K3Q1 w - - 0 1");
    EXPECT_EQ(uciMoves(pos), (Moves{"e1d1", "e1d2", "e1f1"}));
    for (Move m : legalMoves(pos))
        EXPECT_EQ(m.from(), parseSquare("e1")) << toUci(m);
}

TEST(MoveGen, NoisyMovesAreTheCapturesAndPromotions) {
    const auto suite = test::readDataFile("perft-public.epd");
    std::istringstream in(suite);
    std::string line;
    while (std::getline(in, line)) {
        const Position pos = fen(line.substr(0, line.find(" ;")));
        MoveList noisy;
        generateMoves<GenMode::Noisy>(pos, noisy);
        std::set<std::string> expected;
        for (Move m : legalMoves(pos))
            if (pos.isCapture(m) || m.isPromotion())
                expected.insert(toUci(m));
        std::set<std::string> actual;
        for (Move m : noisy)
            actual.insert(toUci(m));
        EXPECT_EQ(actual, expected) << pos.fen();
    }
}

// Calls f(position, suiteMoves, child) for every position of the perft suite (child false)
// and every position one move on (child true), suiteMoves being the suite position's legal
// moves; stops at a fatal failure.
template <class F>
void forSuitePositionsAndChildren(F&& f) {
    std::istringstream in(test::readDataFile("perft-public.epd"));
    std::string line;
    while (std::getline(in, line)) {
        Position pos = fen(line.substr(0, line.find(" ;")));
        const MoveList suiteMoves = legalMoves(pos);
        f(pos, suiteMoves, false);
        for (Move m : suiteMoves) {
            UndoInfo undo;
            pos.doMove(m, undo);
            f(pos, suiteMoves, true);
            pos.undoMove(m, undo);
            if (::testing::Test::HasFatalFailure())
                return;
        }
    }
}

// The search tries a hash move before generating the others, testing it with isLegal, which
// generates only the moving piece's moves. A hash move may come from another position (an
// index collision, or a stale entry), so here every position of the perft suite and every
// position one move on is offered the moves of its parent, its siblings' moves and its own,
// each also with every promotion: isLegal must agree with the full list on each, and the
// moves from each square with the full list's moves from it.
TEST(MoveGen, OneMoveLegalityAgreesWithTheFullList) {
    int positions = 0, legal = 0, illegal = 0, enPassant = 0, inCheck = 0;
    auto checkPosition = [&](const Position& pos, const MoveList& offered) {
        ++positions;
        inCheck += pos.inCheck();
        const MoveList all = legalMoves(pos);
        for (Square s = 0; s < SquareCount; ++s) {
            std::set<std::string> expected, actual;
            for (Move m : all)
                if (m.from() == s)
                    expected.insert(toUci(m));
            for (Move m : legalMovesFrom(pos, s))
                actual.insert(toUci(m));
            ASSERT_EQ(actual, expected) << pos.fen() << " from " << squareName(s);
        }
        auto offer = [&](Move m) {
            const bool expected = all.contains(m);
            ASSERT_EQ(isLegal(pos, m), expected) << pos.fen() << " " << toUci(m);
            (expected ? legal : illegal) += 1;
            enPassant += expected && m.isEnPassant();
        };
        for (Move m : offered) {
            offer(m);
            for (PieceType t : PromotionTypes)
                offer(Move(m.from(), m.to(), t, false));
        }
        offer(Move());
    };
    forSuitePositionsAndChildren([&](const Position& pos, const MoveList& suiteMoves, bool child) {
        if (!child) {
            checkPosition(pos, suiteMoves);
            return;
        }
        MoveList offered = legalMoves(pos);
        for (Move p : suiteMoves)
            if (offered.size() < MoveList::Capacity)
                offered.push(p);
        checkPosition(pos, offered);
    });
    // What the suite covers: enough of every kind for the comparison to mean something.
    // (2,965 positions, 168 in check, 167,117 legal and 2,482,233 illegal offers, 12 en passant.)
    EXPECT_EQ(positions, 2965);
    EXPECT_GT(inCheck, 100);
    EXPECT_GT(legal, 100000);
    EXPECT_GT(illegal, 1000000);
    EXPECT_GT(enPassant, 5);
}

// The search asks moveGaveCheck instead of inCheck after each move: on every move of the
// perft suite's positions and of every position one move on (direct checks by each kind,
// discovered checks, promotions that check, en passant opening a line) both must agree.
TEST(MoveGen, TheQuickCheckTestAgreesWithTheFullOne) {
    int moves = 0, checks = 0, discovered = 0, promotionChecks = 0;
    auto checkMoves = [&](Position& pos) {
        for (Move m : legalMoves(pos)) {
            UndoInfo undo;
            pos.doMove(m, undo);
            const bool check = pos.inCheck();
            ASSERT_EQ(pos.moveGaveCheck(m), check) << pos.fen() << " after " << toUci(m);
            ++moves;
            checks += check;
            if (check) {
                promotionChecks += m.isPromotion();
                // Discovered: the origin shares a line with the king, the arrival does not.
                const Square king = pos.kingSquare(pos.sideToMove());
                auto onLine = [king](Square s) {
                    const int df = std::abs(fileOf(s) - fileOf(king)),
                              dr = std::abs(rankOf(s) - rankOf(king));
                    return df == 0 || dr == 0 || df == dr;
                };
                discovered += onLine(m.from()) && !onLine(m.to());
            }
            pos.undoMove(m, undo);
        }
    };
    forSuitePositionsAndChildren([&](Position& pos, const MoveList&, bool) { checkMoves(pos); });
    // (164,612 moves, 7,066 of them checks, 749 of those from a line the move opened, 341
    // promotions.)
    EXPECT_EQ(moves, 164612);
    EXPECT_GT(checks, 5000);
    EXPECT_GT(discovered, 300);
    EXPECT_GT(promotionChecks, 100);
}

} // namespace
} // namespace grand
