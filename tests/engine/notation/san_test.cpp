// SAN writing and the tolerant SAN reader: letter sets, disambiguation, promotions, signs,
// long algebraic and UCI forms, XBoard's ranks, and the error messages.

#include "test_data.h"

#include "engine/notation/san.h"
#include "engine/rules/movegen.h"

#include <gtest/gtest.h>

namespace grand {
namespace {

using test::fen;

std::string san(const Position& pos, const char* uci, PieceLetters letters = PieceLetters::FairyStockfish) {
    const Move m = moveFromUci(pos, uci);
    EXPECT_FALSE(m.isNone()) << uci;
    return toSan(pos, m, letters);
}

std::string read(const Position& pos, const char* token, SanDialect& dialect) {
    auto m = parseSan(pos, token, dialect);
    return m ? toUci(*m) : "error: " + m.error();
}

std::string read(const Position& pos, const char* token) {
    SanDialect dialect;
    return read(pos, token, dialect);
}

TEST(SanWriter, PiecesInBothLetterSets) {
    const Position pos;
    EXPECT_EQ(san(pos, "e3e5"), "e5");
    EXPECT_EQ(san(pos, "b2c4"), "Nc4");
    EXPECT_EQ(san(pos, "f2e4"), "Ce4");
    EXPECT_EQ(san(pos, "f2e4", PieceLetters::Freeling), "Me4");
    EXPECT_EQ(san(pos, "g2h4"), "Ah4");
    EXPECT_EQ(san(pos, "g2h4", PieceLetters::Freeling), "Ch4");
}

TEST(SanWriter, MinimalDisambiguation) {
    const Position pos;
    EXPECT_EQ(san(pos, "a1e1"), "Rae1");
    EXPECT_EQ(san(pos, "j1f1"), "Rjf1");
    // Rooks on a1 and a5 both reach a3: the rank tells.
    const Position file = fen("4k5/10/10/10/10/R9/10/10/10/R3K5 w - - 0 1");
    EXPECT_EQ(san(file, "a1a3"), "R1a3");
    EXPECT_EQ(san(file, "a5a3"), "R5a3");
    // Rooks on a10 and j10 reach f10 ("Rjf10"), and on a10 / a1 the two-digit rank tells.
    const Position top = fen("R8R/10/10/10/4k5/10/10/10/10/4K5 w - - 0 1");
    EXPECT_EQ(san(top, "j10f10"), "Rjf10");
    const Position aFile = fen("R9/10/10/10/4k5/10/10/10/10/R3K5 w - - 0 1");
    EXPECT_EQ(san(aFile, "a10a5"), "R10a5");
    // Three queens cannot happen, but three knights-likes can: two knights and a marshal
    // reaching one square are written with their own letters.
    const Position leapers = fen("4k5/10/10/10/10/10/1N3N4/10/3C6/4K5 w - - 0 1");
    EXPECT_EQ(san(leapers, "b4d5"), "Nbd5");
    EXPECT_EQ(san(leapers, "d2e4"), "Ce4+") << "the marshal checks along the e-file";
}

TEST(SanWriter, CapturesPromotionsAndChecks) {
    const Position pos = fen("2kr6/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R w - - 0 1");
    EXPECT_EQ(san(pos, "e9e10q"), "e10=Q") << "the rook on d10 shields the king";
    EXPECT_EQ(san(pos, "e9d10q"), "exd10=Q+");
    const Position mate = fen("k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1");
    EXPECT_EQ(san(mate, "b1b9"), "Qb9#");
    const Position marshal = fen("2k7/2r1n5/3P6/10/10/10/10/10/1NBQK2BN1/R8R w - - 0 1");
    EXPECT_EQ(san(marshal, "d8c9c"), "dxc9=C+");
    EXPECT_EQ(san(marshal, "d8c9c", PieceLetters::Freeling), "dxc9=M+");
    EXPECT_EQ(san(marshal, "d8d9a", PieceLetters::Freeling), "d9=C+");
    EXPECT_EQ(san(marshal, "d8d9"), "d9+") << "a pawn on d9 checks the king on c10";
}

TEST(SanReader, AcceptsWhatRecordsContain) {
    const Position pos;
    for (const char* token : {"Nc4", "Nbc4", "N2c4", "Nb2c4", "Nb2-c4", "Nb2xc4", "b2c4", "Nc4+", "Nc4!?",
                              "Nc4!!", "Nc4?", "Nc4#"})
        EXPECT_EQ(read(pos, token), "b2c4") << token;
    EXPECT_EQ(read(pos, "e3-e5"), "e3e5");
    EXPECT_EQ(read(pos, "e5"), "e3e5");
    EXPECT_EQ(read(pos, "Pe5"), "e3e5");
    const Position promo = fen("2kr6/4P5/10/10/10/10/10/10/1NB1KCABN1/R8R w - - 0 1");
    for (const char* token : {"e10=Q", "e10Q", "e10=q", "e10=Q+", "e9e10q", "e9-e10=Q"})
        EXPECT_EQ(read(promo, token), "e9e10q") << token;
    EXPECT_EQ(read(promo, "e10"), "e9e10q") << "only one piece to promote to: the record may leave it out";
    EXPECT_EQ(read(promo, "exd10=Q"), "e9d10q");
    EXPECT_EQ(read(promo, "ed10Q"), "e9d10q");
}

TEST(SanReader, LetterSetsAreDetected) {
    const Position pos;
    SanDialect freeling;
    EXPECT_EQ(read(pos, "Me4", freeling), "f2e4");
    EXPECT_EQ(freeling.letters, SanDialect::Letters::Freeling);
    EXPECT_EQ(read(pos, "Ch4", freeling), "g2h4") << "C is now the cardinal";

    SanDialect fairy;
    EXPECT_EQ(read(pos, "Ah4", fairy), "g2h4");
    EXPECT_EQ(fairy.letters, SanDialect::Letters::FairyStockfish);
    EXPECT_EQ(read(pos, "Ce4", fairy), "f2e4") << "C is the marshal";

    // C alone: only the marshal can reach e4, so the move decides and the set is learnt.
    SanDialect unknown;
    EXPECT_EQ(read(pos, "Ce4", unknown), "f2e4");
    EXPECT_EQ(unknown.letters, SanDialect::Letters::FairyStockfish);
    SanDialect unknown2;
    EXPECT_EQ(read(pos, "Ch4", unknown2), "g2h4") << "only the cardinal reaches h4: Freeling's C";
    EXPECT_EQ(unknown2.letters, SanDialect::Letters::Freeling);
}

// A typed move that only its own king stops says so (it used to say no piece could go
// there), in Grand Chess and in Fantasy Grand Chess.
TEST(SanReader, AMoveThatIgnoresCheckSaysSo) {
    SanDialect dialect;
    const Position grand = *Position::fromFen("4k5/10/10/10/4r5/10/10/10/1N8/4K5 w - - 0 1");
    const auto knight = parseSan(grand, "Nc4", dialect);
    ASSERT_FALSE(knight);
    EXPECT_EQ(knight.error(),
              "Nc4: your king is in check from the rook on e6: this move does not answer it.");
    const Position elves = *Position::fromFen("4k5/10/10/10/10/4r5/10/10/1S8/4K5 w - - 0 1 elves/horde");
    const auto seeress = parseSan(elves, "Sa1", dialect);
    ASSERT_FALSE(seeress);
    EXPECT_EQ(seeress.error(), "Sa1: your King is in check: this move does not answer it.");
    const auto far = parseSan(elves, "Sa5", dialect);
    ASSERT_FALSE(far);
    EXPECT_EQ(far.error(), "Sa5: no Seeress can reach a5") << "out of its reach: said as before";
}

TEST(SanReader, XBoardRanksAreDetected) {
    const Position pos;
    SanDialect a;
    EXPECT_EQ(read(pos, "Ra0d0", a), "a1d1") << "a rank 0 means XBoard's numbering";
    EXPECT_EQ(a.ranks, SanDialect::Ranks::ZeroToNine);
    EXPECT_EQ(read(pos, "e4", a), "e3e5");
    SanDialect b;
    EXPECT_EQ(read(pos, "e2e4", b), "e3e5") << "only the shifted reading is legal";
    EXPECT_EQ(b.ranks, SanDialect::Ranks::ZeroToNine);
    SanDialect c;
    EXPECT_EQ(read(pos, "Nc4", c), "b2c4");
    EXPECT_EQ(c.ranks, SanDialect::Ranks::OneToTen) << "Nc5 (shifted) is not legal";
}

TEST(SanReader, ErrorsSayWhatIsWrong) {
    const Position pos;
    EXPECT_EQ(read(pos, "Nd5"), "error: Nd5: no knight can reach d5");
    EXPECT_EQ(read(pos, "Re1"), "error: Re1: ambiguous, rooks on a1 and j1 can go to e1");
    EXPECT_EQ(read(pos, "Xe4"), "error: Xe4: 'X' is not a piece letter");
    EXPECT_EQ(read(pos, "hello"), "error: hello: no destination square");
    EXPECT_EQ(read(pos, "+"), "error: +: not a move");
    EXPECT_EQ(read(pos, "e5=Q"), "error: e5=Q: e5 is outside the promotion zone");
    const Position frozen = fen("3r4k1/4P5/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 1");
    EXPECT_EQ(read(frozen, "e10"), "error: e10: nothing captured to promote to");
    EXPECT_EQ(read(frozen, "e10=Q"), "error: e10=Q: no captured queen to promote to");
    EXPECT_EQ(read(frozen, "exd10"), "error: exd10: nothing captured to promote to");
    const Position choice = fen("2k7/4P5/10/10/10/10/10/10/1NB1KCAB2/R9 w - - 0 1");
    EXPECT_EQ(read(choice, "e10"), "error: e10: the pawn must promote; say to which piece");
    // Without a marshal, "Cf4" can only be Freeling's cardinal; "Cf5" is nothing at all.
    const Position noMarshal = fen("2k7/10/10/10/10/10/10/10/1NBQK1AB2/R9 w - - 0 1");
    EXPECT_EQ(read(noMarshal, "Cf4"), "g2f4");
    EXPECT_EQ(read(noMarshal, "Cf5"), "error: Cf5: White has no marshal");
}

TEST(SanReader, RoundTripsEveryLegalMoveOfTheSuite) {
    // Every legal move of a set of positions, written in each letter set, reads back.
    const char* fens[] = {
        "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
        "r6q1r/2b1k1a1n1/2Pn3P1p/3P6/1p2c5/4Q2p1P/p9/P4Ap3/bNB2C1BN1/4KR3R w - - 0 32",
        "r9/1PbP3P2/2n1k3b1/2P1P3n1/r2P1a4/5p4/4pB3R/2CB1AN3/3QK3p1/c2N2R3 w - - 0 46",
        "3n6/4r2bn1/r3k5/1p2Pp4/pN4pP1p/P1PP6/2PQ1p3K/1R2A1N3/9C/10 b - - 1 52",
    };
    for (const char* f : fens) {
        const Position pos = fen(f);
        for (Move m : legalMoves(pos)) {
            for (PieceLetters letters : {PieceLetters::FairyStockfish, PieceLetters::Freeling}) {
                SanDialect dialect;
                dialect.letters = letters == PieceLetters::Freeling ? SanDialect::Letters::Freeling
                                                                    : SanDialect::Letters::FairyStockfish;
                const std::string text = toSan(pos, m, letters);
                auto back = parseSan(pos, text, dialect);
                ASSERT_TRUE(back) << f << " " << text << ": " << back.error();
                EXPECT_EQ(*back, m) << f << " " << text;
            }
        }
    }
}

} // namespace
} // namespace grand

namespace grand {
namespace {

TEST(SanLine, NumbersMovesAndStopsAtAnIllegalOne) {
    const Position start;
    const std::vector<Move> line = {moveFromUci(start, "e3e5")};
    Position after = start;
    UndoInfo undo;
    after.doMove(line[0], undo);
    const Move reply = moveFromUci(after, "e8e6");
    EXPECT_EQ(sanLine(start, {line[0], reply}), "1. e5 e6");
    EXPECT_EQ(sanLine(after, {reply}), "1... e6");
    EXPECT_EQ(sanLine(start, {line[0], line[0], reply}), "1. e5") << "e3-e5 again is not legal for Black";
    EXPECT_EQ(sanLine(start, {}), "");
}

} // namespace
} // namespace grand
