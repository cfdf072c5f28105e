// FEN reading and writing: round trips, the accepted dialects, and the rejected inputs
// with the field and reason each error must name.

#include "test_data.h"

#include "engine/rules/perft.h"
#include "engine/rules/position.h"

#include <gtest/gtest.h>

namespace grand {
namespace {

TEST(Fen, StartPositionIsTheDefault) {
    EXPECT_EQ(Position().fen(), StartFen);
    EXPECT_EQ(Position::fromFen(StartFen)->fen(), StartFen);
}

TEST(Fen, StartPositionContents) {
    const Position pos;
    EXPECT_EQ(pos.pieceOn(parseSquare("a1")), makePiece(Color::White, PieceType::Rook));
    EXPECT_EQ(pos.pieceOn(parseSquare("f2")), makePiece(Color::White, PieceType::Marshal));
    EXPECT_EQ(pos.pieceOn(parseSquare("g2")), makePiece(Color::White, PieceType::Cardinal));
    EXPECT_EQ(pos.pieceOn(parseSquare("e9")), makePiece(Color::Black, PieceType::King));
    EXPECT_EQ(pos.pieceOn(parseSquare("a2")), Piece::Empty);
    EXPECT_EQ(pos.pieceOn(parseSquare("j8")), makePiece(Color::Black, PieceType::Pawn));
    EXPECT_EQ(pos.sideToMove(), Color::White);
    EXPECT_EQ(pos.count(Color::White, PieceType::Pawn), 10);
    EXPECT_EQ(pos.kingSquare(Color::White), parseSquare("e2"));
}

TEST(Fen, EverySuitePositionRoundTrips) {
    const auto suite = parsePerftSuite(test::readDataFile("perft-public.epd"));
    ASSERT_EQ(suite.size(), 70u);
    for (const PerftCase& c : suite) {
        auto pos = Position::fromFen(c.fen);
        ASSERT_TRUE(pos) << c.fen << ": " << pos.error().toString();
        EXPECT_EQ(pos->fen(), c.fen);
        std::string why;
        EXPECT_TRUE(pos->isConsistent(&why)) << c.fen << ": " << why;
    }
}

TEST(Fen, CountersAreOptional) {
    auto pos = Position::fromFen("r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b");
    ASSERT_TRUE(pos);
    EXPECT_EQ(pos->fen(), "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - - 0 1");
}

TEST(Fen, XBoardHoldingsFormIsAccepted) {
    // Holdings after the placement; with and without the castling field.
    const std::string placement = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R";
    for (const std::string& fen :
         {placement + "[] w - - 0 1", placement + "[] w - 0 1", placement + "[-] w - 0 1"}) {
        auto pos = Position::fromFen(fen);
        ASSERT_TRUE(pos) << fen << ": " << pos.error().toString();
        EXPECT_EQ(pos->fen(), StartFen);
    }
    // Holdings are derived from the board; listed holdings do not change the position.
    auto pos = Position::fromFen("2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R[Qq] w - 0 12");
    ASSERT_TRUE(pos) << pos.error().toString();
    EXPECT_EQ(pos->fen(), "2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R w - - 0 12");
    EXPECT_EQ(pos->available(Color::White, PieceType::Queen), 1);
}

TEST(Fen, EnPassantSquareIsKeptOnlyWhenAPawnCanCapture) {
    // White has just played e3-e5; a black pawn on d5 can take on e4.
    auto capturable = Position::fromFen("4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 1");
    ASSERT_TRUE(capturable) << capturable.error().toString();
    EXPECT_EQ(capturable->epSquare(), parseSquare("e4"));
    // The same double step with no black pawn beside: the square is dropped.
    auto idle = Position::fromFen("4k5/10/10/10/10/4P5/10/10/10/4K5 b - e4 0 1");
    ASSERT_TRUE(idle) << idle.error().toString();
    EXPECT_EQ(idle->epSquare(), NoSquare);
    EXPECT_EQ(idle->fen(), "4k5/10/10/10/10/4P5/10/10/10/4K5 b - - 0 1");
    EXPECT_NE(capturable->key(), Position::fromFen("4k5/10/10/10/10/3pP5/10/10/10/4K5 b - - 0 1")->key());
}

struct BadFen {
    const char* fen;
    const char* field;   // expected FenError::field
    const char* message; // expected to occur in FenError::message
};

// A start position with one thing broken at a time.
const BadFen BadFens[] = {
    {"", "FEN", "empty"},
    {"   ", "FEN", "empty"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement", "9 ranks"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "11 ranks"},
    {"r9r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "rank 10 describes more than 10 squares"},
    {"r7r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "rank 10 describes 9 squares"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R/ w - - 0 1", "piece placement",
     "11 ranks"},
    {"r8r/1nbqkxabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "'x' is not a piece letter"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R08R w - - 0 1", "piece placement",
     "'08' is not a count"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/11/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "'11' is not a count"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R3K4R w - - 0 1", "piece placement",
     "White has two kings"},
    {"r8r/1nbq1cabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "Black has no king"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R4Q3R w - - 0 1", "piece placement",
     "White has more than 1 queen"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R3R3R1 w - - 0 1", "piece placement",
     "White has more than 2 rooks"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/P9/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "White has more than 10 pawns"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/P8R w - - 0 1", "piece placement",
     "White pawn on a1: pawns start on the 3rd rank"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/1PPPPPPPPP/PNBQKCABN1/R8R w - - 0 1", "piece placement",
     "White pawn on a2"},
    {"p8r/1nbqkcabn1/1ppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "Black pawn on a10: pawns start on the 8th rank"},
    {"P8r/1nbqkcabn1/pppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", "piece placement",
     "White pawn on a10: a pawn on the last rank must have promoted"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R x - - 0 1", "side to move",
     "'x' is not w or b"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R", "side to move", "missing"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w KQkq - 0 1", "castling",
     "Grand Chess has no castling"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - k3 0 1", "en passant",
     "'k3' is not a square"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - e5 0 1", "en passant",
     "e5 is not on the rank"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - e4 0 1", "en passant",
     "no White pawn can just have made a double step"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - x 1", "halfmove clock", "'x'"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 -3", "fullmove number", "'-3'"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1 extra", "armies",
     "not two armies"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1 humans/humans extra", "FEN",
     "too many fields"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R[Qq w - - 0 1", "holdings", "closed"},
    {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R[K] w - - 0 1", "holdings",
     "'K' is not a piece that can be held"},
    // Black is in check from the rook but it is White's move.
    {"4k5/10/10/10/10/10/10/10/10/4R1K3 w - - 0 1", "piece placement",
     "Black is in check but it is White's move"},
    // Kings side by side: each attacks the other.
    {"10/10/10/10/10/10/10/10/10/4Kk4 w - - 0 1", "piece placement", "cannot arise"},
};

void PrintTo(const BadFen& bad, std::ostream* os) { *os << '"' << bad.fen << '"'; }

class FenRejects : public ::testing::TestWithParam<BadFen> {};

TEST_P(FenRejects, WithFieldAndReason) {
    const BadFen& bad = GetParam();
    const auto pos = Position::fromFen(bad.fen);
    ASSERT_FALSE(pos) << "accepted: " << bad.fen;
    EXPECT_EQ(pos.error().field, bad.field) << pos.error().toString();
    EXPECT_NE(pos.error().message.find(bad.message), std::string::npos)
        << "message '" << pos.error().message << "' lacks '" << bad.message << "'";
    EXPECT_GE(pos.error().column, 1);
}

INSTANTIATE_TEST_SUITE_P(Malformed, FenRejects, ::testing::ValuesIn(BadFens));

TEST(Fen, ErrorColumnPointsAtTheProblem) {
    const std::string fen = "r8r/1nbqkxabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    const auto pos = Position::fromFen(fen);
    ASSERT_FALSE(pos);
    EXPECT_EQ(fen[static_cast<std::size_t>(pos.error().column - 1)], 'x');
    EXPECT_EQ(pos.error().toString(),
              "FEN piece placement (column 10): rank 9: 'x' is not a piece letter (PNBRQACK)");

    const std::string badSide = std::string(StartFen).replace(std::string(StartFen).find(" w "), 3, " q ");
    const auto side = Position::fromFen(badSide);
    ASSERT_FALSE(side);
    EXPECT_EQ(badSide[static_cast<std::size_t>(side.error().column - 1)], 'q');
}

TEST(Fen, GarbageNeverCrashes) {
    // Every prefix of a valid FEN, and some byte soup: an error or a position, never a crash.
    const std::string fen(StartFen);
    for (std::size_t n = 0; n <= fen.size(); ++n) {
        const auto pos = Position::fromFen(fen.substr(0, n));
        if (pos) {
            EXPECT_TRUE(pos->isConsistent());
        }
    }
    for (const char* junk : {"\xff\xfe\x00", "//////////", "10/10/10/10/10/10/10/10/10/10 w", "[", "]", "k[",
                             "999999999999/1/1 w", "K9/10/10/10/10/10/10/10/10/k9 w - - 99999999999 1"}) {
        EXPECT_FALSE(Position::fromFen(junk)) << junk;
    }
}

} // namespace
} // namespace grand
