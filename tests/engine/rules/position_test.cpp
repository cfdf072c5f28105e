// Properties of Position on random playouts from every suite position: FEN round trip,
// make/unmake restores everything, and the incremental key equals the key from scratch.

#include "random_move.h"
#include "test_data.h"

#include "engine/rules/generalmoves.h"
#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"

#include <gtest/gtest.h>
#include <random>

namespace grand {
namespace {

#ifndef GRAND_PLAYOUTS
#define GRAND_PLAYOUTS 6
#endif

// Checks every property on `pos`, then on every child (made and unmade).
void checkPosition(Position& pos) {
    std::string why;
    ASSERT_TRUE(pos.isConsistent(&why)) << pos.fen() << ": " << why;
    ASSERT_EQ(pos.key(), pos.computeKey()) << pos.fen();
    ASSERT_EQ(pos.pawnKey(), pos.computePawnKey()) << pos.fen();
    for (Color c : {Color::White, Color::Black})
        ASSERT_EQ(pos.nonPawnKey(c), pos.computeNonPawnKey(c)) << pos.fen();
    const auto reread = Position::fromFen(pos.fen());
    ASSERT_TRUE(reread) << pos.fen() << ": " << reread.error().toString();
    ASSERT_EQ(*reread, pos) << pos.fen();
    ASSERT_EQ(reread->key(), pos.key()) << pos.fen();
    ASSERT_EQ(reread->fen(), pos.fen());

    const Position before = pos;
    UndoInfo undo;
    for (Move m : legalMoves(pos)) {
        const std::uint64_t predicted = pos.keyAfter(m);
        pos.doMove(m, undo);
        ASSERT_EQ(pos.key(), pos.computeKey()) << before.fen() << " " << toUci(m);
        // keyAfter (the search's early fetch of the child's hash entry) is exact for every
        // move that changes no castling right, gives no en-passant right and strikes nothing.
        if (!m.isStrike() && pos.epSquare() == NoSquare && pos.castlingRights() == before.castlingRights()) {
            ASSERT_EQ(predicted, pos.key()) << before.fen() << " " << toUci(m);
        }
        ASSERT_EQ(pos.pawnKey(), pos.computePawnKey()) << before.fen() << " " << toUci(m);
        for (Color c : {Color::White, Color::Black})
            ASSERT_EQ(pos.nonPawnKey(c), pos.computeNonPawnKey(c)) << before.fen() << " " << toUci(m);
        ASSERT_FALSE(pos.isAttacked(pos.kingSquare(~pos.sideToMove()), pos.sideToMove()))
            << "legal move leaves the king in check: " << before.fen() << " " << toUci(m);
        pos.undoMove(m, undo);
        ASSERT_EQ(pos, before) << before.fen() << " " << toUci(m);
        ASSERT_EQ(pos.key(), before.key()) << before.fen() << " " << toUci(m);
        ASSERT_EQ(pos.pawnKey(), before.pawnKey()) << before.fen() << " " << toUci(m);
        for (Color c : {Color::White, Color::Black})
            ASSERT_EQ(pos.nonPawnKey(c), before.nonPawnKey(c)) << before.fen() << " " << toUci(m);
        ASSERT_TRUE(pos.isConsistent(&why)) << before.fen() << " " << toUci(m) << ": " << why;
    }
}

TEST(PositionProperties, RandomPlayoutsFromEverySuitePosition) {
    const auto suite = parsePerftSuite(test::readDataFile("perft-public.epd"));
    std::mt19937 rng(20261121);
    int plies = 0;
    for (const PerftCase& c : suite) {
        for (int game = 0; game < GRAND_PLAYOUTS; ++game) {
            Position pos = *Position::fromFen(c.fen);
            for (int ply = 0; ply < 120; ++ply) {
                checkPosition(pos);
                if (HasFatalFailure())
                    return;
                if (!test::playRandomMove(pos, rng))
                    break;
                ++plies;
            }
        }
    }
    RecordProperty("plies", plies);
    EXPECT_GT(plies, 10000);
}

// The attack test the move generator uses (from the attackers' piece lists) agrees with the
// general generator's, which walks each piece's moves, on every square of positions along
// random games from every suite position, for both sides.
TEST(PositionProperties, AttackTestAgreesWithTheGeneralGenerator) {
    const auto suite = parsePerftSuite(test::readDataFile("perft-public.epd"));
    std::mt19937 rng(20261126);
    int attacked = 0, tested = 0;
    for (const PerftCase& c : suite) {
        Position pos = *Position::fromFen(c.fen);
        for (int ply = 0; ply < 80; ++ply) {
            for (Square s = 0; s < SquareCount; ++s)
                for (Color by : {Color::White, Color::Black}) {
                    const bool expected = general::attacks(pos, s, by);
                    ASSERT_EQ(pos.isAttacked(s, by), expected)
                        << pos.fen() << " " << squareName(s)
                        << (by == Color::White ? " by white" : " by black");
                    attacked += expected;
                    ++tested;
                }
            if (!test::playRandomMove(pos, rng))
                break;
        }
    }
    EXPECT_GT(tested, 500000);
    EXPECT_GT(attacked, tested / 10);
}

TEST(PositionProperties, CopyIsIndependent) {
    Position a;
    Position b = a;
    UndoInfo undo;
    b.doMove(Move(parseSquare("e3"), parseSquare("e5")), undo);
    EXPECT_EQ(a.fen(), StartFen);
    EXPECT_NE(b.fen(), a.fen());
    EXPECT_NE(b.key(), a.key());
}

// The pawns' key changes with every move of a pawn (and a capture of one) and with nothing else.
TEST(PositionProperties, PawnKeyFollowsOnlyThePawns) {
    Position pos = *Position::fromFen("4k5/10/3p6/4n5/3P6/5P4/10/10/10/4K4R w - - 0 1");
    UndoInfo undo;
    int pawnMoves = 0;
    for (Move m : legalMoves(pos)) {
        const std::uint64_t before = pos.pawnKey();
        const bool pawnMove = pos.movedType(m) == PieceType::Pawn;
        pos.doMove(m, undo);
        EXPECT_EQ(pos.pawnKey() != before, pawnMove) << toUci(m);
        pos.undoMove(m, undo);
        pawnMoves += pawnMove;
    }
    EXPECT_EQ(pawnMoves, 3); // d6-d7, d6xe7 and f5-f6
    pos.doMove(Move(parseSquare("j1"), parseSquare("j7")), undo);
    const std::uint64_t before = pos.pawnKey();
    pos.doMove(Move(parseSquare("e7"), parseSquare("f5")), undo); // a knight takes a pawn
    EXPECT_NE(pos.pawnKey(), before);
    EXPECT_EQ(pos.pawnKey(), pos.computePawnKey());
}

// Each side's key of its other pieces changes with every move of one of them and with the
// capture of one, and with nothing else: not with pawn moves, not with the other side's moves.
TEST(PositionProperties, NonPawnKeysFollowOnlyEachSidesPieces) {
    Position pos = *Position::fromFen("4k5/10/3p6/4n5/3P6/5P4/10/10/10/4K4R w - - 0 1");
    UndoInfo undo;
    int pieceMoves = 0;
    for (Move m : legalMoves(pos)) {
        const std::uint64_t white = pos.nonPawnKey(Color::White);
        const std::uint64_t black = pos.nonPawnKey(Color::Black);
        const bool pieceMove = pos.movedType(m) != PieceType::Pawn;
        const bool takesPiece = pos.pieceOn(m.to()) == makePiece(Color::Black, PieceType::Knight);
        pos.doMove(m, undo);
        EXPECT_EQ(pos.nonPawnKey(Color::White) != white, pieceMove) << toUci(m);
        EXPECT_EQ(pos.nonPawnKey(Color::Black) != black, takesPiece) << toUci(m); // d6xe7 only
        pos.undoMove(m, undo);
        pieceMoves += pieceMove;
    }
    EXPECT_EQ(pieceMoves, 18); // five king moves, the rook nine up the file and four along the rank
    pos.doMove(Move(parseSquare("j1"), parseSquare("j7")), undo);
    const std::uint64_t white = pos.nonPawnKey(Color::White);
    const std::uint64_t black = pos.nonPawnKey(Color::Black);
    pos.doMove(Move(parseSquare("e7"), parseSquare("f5")), undo); // a knight takes a pawn
    EXPECT_EQ(pos.nonPawnKey(Color::White), white);
    EXPECT_NE(pos.nonPawnKey(Color::Black), black);
    EXPECT_EQ(pos.nonPawnKey(Color::Black), pos.computeNonPawnKey(Color::Black));
    pos.doMove(Move(parseSquare("j7"), parseSquare("j8")), undo);
    pos.doMove(Move(parseSquare("e10"), parseSquare("e9")), undo);
    const std::uint64_t whiteBefore = pos.nonPawnKey(Color::White);
    pos.doMove(Move(parseSquare("j8"), parseSquare("e8")), undo); // the rook checks: no capture
    EXPECT_NE(pos.nonPawnKey(Color::White), whiteBefore);
    EXPECT_EQ(pos.nonPawnKey(Color::White), pos.computeNonPawnKey(Color::White));
}

TEST(PositionProperties, NullMoveRestores) {
    Position pos = *Position::fromFen("4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 7 30");
    const Position before = pos;
    UndoInfo undo;
    pos.doNullMove(undo);
    EXPECT_EQ(pos.sideToMove(), Color::White);
    EXPECT_EQ(pos.epSquare(), NoSquare);
    EXPECT_EQ(pos.key(), pos.computeKey());
    EXPECT_EQ(pos.fullmoveNumber(), 31);
    pos.undoNullMove(undo);
    EXPECT_EQ(pos, before);
    EXPECT_EQ(pos.key(), before.key());
}

TEST(PositionProperties, TranspositionsShareAKey) {
    // Two move orders to one position give one key; a different side to move does not.
    Position a, b;
    UndoInfo u;
    for (const char* m : {"b2c4", "b9c7", "i2h4", "i9h7"}) {
        const Move mv(parseSquare(std::string(m, 2)), parseSquare(m + 2));
        a.doMove(mv, u);
    }
    for (const char* m : {"i2h4", "i9h7", "b2c4", "b9c7"}) {
        const Move mv(parseSquare(std::string(m, 2)), parseSquare(m + 2));
        b.doMove(mv, u);
    }
    EXPECT_EQ(a.key(), b.key());
    EXPECT_EQ(a.fen(), b.fen());
    EXPECT_NE(a.key(), Position().key());
}

} // namespace
} // namespace grand
