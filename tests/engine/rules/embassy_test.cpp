// Embassy Chess's rules: the 10x8 board, castling (made, refused for each reason, rights
// lost), compulsory unlimited promotion, en passant, FEN with castling rights and its
// errors, and the notation of castling (SAN, UCI).

#include "test_data.h"

#include "engine/notation/san.h"
#include "engine/rules/explain.h"
#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace grand {
namespace {

constexpr const char* Start = "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1";
// Both sides' kings and rooks at home with the first rank otherwise empty.
constexpr const char* Open = "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1";

Position embassy(const char* fen) {
    auto pos = Position::fromFen(fen);
    EXPECT_TRUE(pos) << fen << ": " << (pos ? "" : pos.error().toString());
    EXPECT_EQ(&pos.value().variant(), &embassyChess()) << fen;
    return pos.value();
}

std::string fenError(const char* fen) {
    auto pos = Position::fromFen(fen, embassyChess());
    return pos ? "no error" : pos.error().toString();
}

std::vector<std::string> kingMoves(const Position& pos) {
    std::vector<std::string> out;
    for (Move m : legalMovesFrom(pos, pos.kingSquare(pos.sideToMove())))
        out.push_back(toUci(m));
    std::sort(out.begin(), out.end());
    return out;
}

TEST(Embassy, StartPositionOnTenByEight) {
    const Position pos = Position::start(embassyChess());
    EXPECT_EQ(pos.fen(), Start);
    EXPECT_EQ(pos.castlingRights(), 15);
    EXPECT_EQ(pos.pieceOn(parseSquare("f1")), makePiece(Color::White, PieceType::Marshal));
    EXPECT_EQ(pos.pieceOn(parseSquare("g1")), makePiece(Color::White, PieceType::Cardinal));
    EXPECT_EQ(pos.pieceOn(parseSquare("e8")), makePiece(Color::Black, PieceType::King));
    EXPECT_EQ(pos.pieceOn(parseSquare("e9")), Piece::Empty) << "no ninth rank";
    EXPECT_EQ(legalMoves(pos).size(), 28);
    Position start = embassy(Start);
    EXPECT_EQ(perft(start, 3), 25281u);
    std::string why;
    EXPECT_TRUE(pos.isConsistent(&why)) << why;
}

TEST(Embassy, BothCastlingsMoveKingAndRookAndUndo) {
    Position pos = embassy(Open);
    EXPECT_EQ(kingMoves(pos), (std::vector<std::string>{"e1b1", "e1d1", "e1f1", "e1h1"}));
    const Position before = pos;
    for (const char* uci : {"e1h1", "e1b1"}) {
        const Move m = moveFromUci(pos, uci);
        ASSERT_FALSE(m.isNone()) << uci;
        EXPECT_TRUE(pos.isCastling(m));
        UndoInfo undo;
        pos.doMove(m, undo);
        const bool kingside = uci[2] == 'h';
        EXPECT_EQ(pos.pieceOn(parseSquare(kingside ? "h1" : "b1")), makePiece(Color::White, PieceType::King));
        EXPECT_EQ(pos.pieceOn(parseSquare(kingside ? "g1" : "c1")), makePiece(Color::White, PieceType::Rook));
        EXPECT_EQ(pos.pieceOn(parseSquare(kingside ? "j1" : "a1")), Piece::Empty);
        EXPECT_EQ(pos.castlingRights(), castling::both(Color::Black));
        EXPECT_EQ(pos.fen(), kingside ? "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R5RK2 b kq - 1 1"
                                      : "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/1KR6R b kq - 1 1");
        std::string why;
        EXPECT_TRUE(pos.isConsistent(&why)) << why;
        pos.undoMove(m, undo);
        EXPECT_EQ(pos, before);
        EXPECT_EQ(pos.key(), before.key());
    }
}

TEST(Embassy, CastlingIsRefusedForEachReasonWithWords) {
    // In check from the rook on e5.
    Position pos = embassy("r3k4r/pppp1ppppp/10/4r5/10/10/PPPP1PPPPP/R3K4R w KQkq - 0 1");
    EXPECT_EQ(kingMoves(pos), (std::vector<std::string>{"e1d1", "e1f1"}));
    EXPECT_EQ(castlingRefusal(pos, true), "The king may not castle out of check (the rook on e5 gives it).");
    // The bishop on d3 attacks f1, which the king crosses; b1 and c1 are free of attack.
    pos = embassy("r3k4r/pppppppppp/10/10/10/3b6/PPPP1PPPPP/R3K4R w KQkq - 0 1");
    EXPECT_EQ(castlingRefusal(pos, true),
              "The king may not castle through f1, which the bishop on d3 attacks.");
    EXPECT_EQ(castlingRefusal(pos, false), "");
    // The knight on i3 attacks h1, where the king would land.
    pos = embassy("r3k4r/pppppppppp/10/10/10/8n1/PPPPPPPPPP/R3K4R w KQkq - 0 1");
    EXPECT_EQ(castlingRefusal(pos, true), "The king may not castle onto h1, which the knight on i3 attacks.");
    // b1 is occupied: the rook passes it, so the long castling is refused.
    pos = embassy("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/RN2K4R w KQkq - 0 1");
    EXPECT_EQ(kingMoves(pos), (std::vector<std::string>{"e1d1", "e1f1", "e1h1"}));
    EXPECT_EQ(
        castlingRefusal(pos, false),
        "The king may not castle queenside (O-O-O): the knight on b1 stands between the king and the rook.");
    // i1 is occupied: nothing may stand between the king and the rook.
    pos = embassy("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K3NR w KQkq - 0 1");
    EXPECT_EQ(kingMoves(pos), (std::vector<std::string>{"e1b1", "e1d1", "e1f1"}));
    // The right is gone.
    pos = embassy("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w Qkq - 0 1");
    EXPECT_EQ(kingMoves(pos), (std::vector<std::string>{"e1b1", "e1d1", "e1f1"}));
    EXPECT_EQ(castlingRefusal(pos, true),
              "The rook on j1 has moved: White may no longer castle kingside (O-O).");
    EXPECT_EQ(explainIllegalMove(pos, parseSquare("e1"), parseSquare("h1")), castlingRefusal(pos, true));
}

// A move the rules refuse says what stops it: the piece in the way, or the enemy piece that
// would attack the king, by square (it said "blocked or would leave your king in check");
// and a typed move says the same, where it said that no king could take there.
TEST(Embassy, AnIllegalMoveNamesWhatStopsIt) {
    // White: king i2, pawn g4, rook a1, knight a2; Black: king e8, queen d7, bishop e5.
    const Position pos = embassy("4k5/3q6/10/4b5/6P3/10/N7K1/R9 w - - 0 1");
    auto why = [&](const char* from, const char* to) {
        return explainIllegalMove(pos, parseSquare(from), parseSquare(to));
    };
    EXPECT_EQ(why("i2", "h2"), "The king would be in check on h2 from the bishop on e5.");
    EXPECT_EQ(why("g4", "g5"),
              "The pawn on g4 is pinned: moving it would leave your king in check from the queen on d7.");
    EXPECT_EQ(why("a1", "a5"), "The rook on a1 is blocked by the knight on a2.");
    SanDialect dialect;
    const auto typed = parseSan(pos, "Kh2", dialect);
    ASSERT_FALSE(typed);
    EXPECT_EQ(typed.error(), "Kh2: the king would be in check on h2 from the bishop on e5.");
    const auto pinned = parseSan(pos, "g5", dialect);
    ASSERT_FALSE(pinned);
    const auto own = parseSan(pos, "Ra2", dialect);
    ASSERT_FALSE(own);
    EXPECT_EQ(own.error(), "Ra2: your own knight is on a2") << "it said no rook could take there";
    EXPECT_EQ(pinned.error(),
              "g5: the pawn on g4 is pinned: moving it would leave your king in check from the queen on d7.");
}

TEST(Embassy, RightsEndWhenKingOrRookMovesOrTheRookIsTaken) {
    auto after = [](const char* fen, std::vector<const char*> moves) {
        Position pos = embassy(fen);
        UndoInfo undo;
        for (const char* uci : moves) {
            const Move m = moveFromUci(pos, uci);
            EXPECT_FALSE(m.isNone()) << uci;
            pos.doMove(m, undo);
        }
        return pos.fen();
    };
    EXPECT_EQ(after(Open, {"j1i1", "a8b8"}), "1r2k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K3R1 w Qk - 2 2");
    EXPECT_EQ(after(Open, {"e1f1", "e8d8", "f1e1"}),
              "r2k5r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R b - - 3 2");
    // A knight takes the rook on j8: Black loses that right, White keeps both.
    EXPECT_EQ(after("r3k4r/pppppppp2/8N1/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1", {"i6j8"}),
              "r3k4N/pppppppp2/10/10/10/10/PPPPPPPPPP/R3K4R b KQq - 0 1");
}

TEST(Embassy, PromotionIsCompulsoryToAnyPieceWithoutLimit) {
    // White already has two queens; the pawn on c7 may still become a third, and must promote.
    const Position pos = embassy("4k5/2P7/10/10/10/10/10/QQ2K5 w - - 0 1");
    std::vector<std::string> moves;
    for (Move m : legalMovesFrom(pos, parseSquare("c7")))
        moves.push_back(toUci(m));
    std::sort(moves.begin(), moves.end());
    EXPECT_EQ(moves, (std::vector<std::string>{"c7c8a", "c7c8b", "c7c8c", "c7c8n", "c7c8q", "c7c8r"}));
    EXPECT_EQ(pos.available(Color::White, PieceType::Queen), Unlimited);
    // Eleven queens can stand on the board (one and ten promoted pawns), twelve cannot.
    EXPECT_EQ(fenError("4k5/10/10/10/10/10/QQQQQQQQQQ/Q3K5 b - - 0 1"), "no error");
    EXPECT_NE(fenError("4k5/10/10/10/10/Q9/QQQQQQQQQQ/Q3K5 b - - 0 1").find("more than 11 queens"),
              std::string::npos);
    // Every piece beyond the start's is a pawn gone: ten pawns and a second queen cannot be.
    EXPECT_EQ(
        fenError("4k5/PPPPPPPPPP/10/10/10/10/10/QQ2K5 b - - 0 1"),
        "FEN piece placement (column 1): White has 10 pawns and 1 piece beyond its start: each of those is a "
        "promoted pawn, and there are ten");
}

TEST(Embassy, EnPassantThatUncoversACheckIsRefused) {
    // Black's d5 pawn has just stepped two squares beside White's e5 pawn; taking it would
    // open the fifth rank between the rook on a5 and the king on j5.
    const Position pos = embassy("4k5/10/10/r2pP4K/10/10/10/10 w - d6 0 1");
    for (Move m : legalMoves(pos))
        EXPECT_FALSE(m.isEnPassant()) << toUci(m);
    const Position free = embassy("4k5/10/10/3pP4K/10/10/10/r9 w - d6 0 1");
    EXPECT_FALSE(moveFromUci(free, "e5d6").isNone());
}

TEST(Embassy, FenErrorsNameTheProblem) {
    EXPECT_EQ(fenError("rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1"), "no error");
    EXPECT_EQ(fenError("rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"),
              "FEN castling (column 59): 'K': White's king is not on e1, so White cannot castle");
    EXPECT_EQ(fenError("rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABN1 w KQkq - 0 1"),
              "FEN castling (column 59): 'K': White has no rook on j1 to castle with");
    EXPECT_EQ(fenError("rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KX - 0 1"),
              "FEN castling (column 60): 'X' is not a castling right (K, Q, k, q or -)");
    EXPECT_EQ(
        fenError("4k5/10/10/10/10/10/10/P3K5 w - - 0 1"),
        "FEN piece placement (column 23): White pawn on a1: pawns start on the 2nd rank and never move back");
    EXPECT_EQ(fenError("P3k5/10/10/10/10/10/10/4K5 w - - 0 1"),
              "FEN piece placement (column 1): White pawn on a8: a pawn on the last rank must have promoted");
    // Shredder's rook files read as KQkq and are written so.
    EXPECT_EQ(embassy("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w JAja - 0 1").fen(), Open);
    // Grand Chess has no castling.
    auto grand =
        Position::fromFen("r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w KQkq - 0 1");
    ASSERT_FALSE(grand);
    EXPECT_EQ(grand.error().message, "'KQkq': Grand Chess has no castling, expected -");
}

TEST(Embassy, CastlingInSanAndUci) {
    Position pos = embassy(Open);
    SanDialect dialect;
    for (const char* token : {"O-O", "0-0", "o-o", "O\u2011O", "Kh1", "Kxj1", "e1h1", "e1j1"}) {
        auto m = parseSan(pos, token, dialect);
        ASSERT_TRUE(m) << token << ": " << m.error();
        EXPECT_EQ(toUci(*m), "e1h1") << token;
    }
    for (const char* token : {"O-O-O", "0-0-0", "Kb1", "Kxa1", "e1a1"}) {
        auto m = parseSan(pos, token, dialect);
        ASSERT_TRUE(m) << token << ": " << m.error();
        EXPECT_EQ(toUci(*m), "e1b1") << token;
    }
    EXPECT_EQ(toSan(pos, moveFromUci(pos, "e1h1")), "O-O");
    EXPECT_EQ(toSan(pos, moveFromUci(pos, "e1b1")), "O-O-O");
    EXPECT_EQ(moveFromUci(pos, "e1j1"), moveFromUci(pos, "e1h1"));
    // Castling that gives check, or mate, is written with its sign.
    const Position check = embassy("6k3/10/10/10/10/10/10/4K4R w K - 0 1");
    EXPECT_EQ(toSan(check, moveFromUci(check, "e1h1")), "O-O+");
    Position mate = embassy("5rkr2/5p1p2/10/10/10/10/10/4K4R w K - 0 1");
    EXPECT_EQ(toSan(mate, moveFromUci(mate, "e1h1")), "O-O#");
    UndoInfo undo;
    mate.doMove(moveFromUci(mate, "e1h1"), undo);
    EXPECT_TRUE(mate.inCheck());
    EXPECT_TRUE(legalMoves(mate).empty());
    // Refused, with the reason.
    const Position attacked = embassy("r3k4r/pppppppppp/10/10/10/3b6/PPPP1PPPPP/R3K4R w KQkq - 0 1");
    auto refused = parseSan(attacked, "O-O", dialect);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error(), "O-O: the king may not castle through f1, which the bishop on d3 attacks");
    // A square beyond the eighth rank is not on the board.
    auto offBoard = parseSan(embassy(Start), "e9", dialect);
    ASSERT_FALSE(offBoard);
    EXPECT_EQ(offBoard.error(), "e9: e9 is not on the board of Embassy Chess");
}

// The search's quick check test (moveGaveCheck) against the full one on every move of the
// Embassy suites' positions and their children: castling that checks with the rook
// included, and every make and unmake restores the position and its key.
TEST(Embassy, TheQuickCheckTestAgreesOnEveryMoveOfTheSuites) {
    int moves = 0, castlings = 0, castlingChecks = 0;
    auto checkMoves = [&](Position& pos) {
        for (Move m : legalMoves(pos)) {
            const Position before = pos;
            const bool castles = pos.isCastling(m);
            UndoInfo undo;
            pos.doMove(m, undo);
            ASSERT_EQ(pos.moveGaveCheck(m), pos.inCheck()) << before.fen() << " then " << toUci(m);
            ASSERT_EQ(pos.key(), pos.computeKey()) << before.fen() << " then " << toUci(m);
            ++moves;
            castlings += castles;
            castlingChecks += castles && pos.inCheck();
            pos.undoMove(m, undo);
            ASSERT_EQ(pos, before);
            ASSERT_EQ(pos.key(), before.key());
        }
    };
    for (const char* file : {"embassy-perft-public.epd", "embassy-fairy-perft.epd"})
        for (const PerftCase& c : parsePerftSuite(test::readDataFile(file))) {
            Position pos = embassy(c.fen.c_str());
            checkMoves(pos);
            for (Move m : legalMoves(pos)) {
                UndoInfo undo;
                pos.doMove(m, undo);
                checkMoves(pos);
                pos.undoMove(m, undo);
            }
        }
    EXPECT_GT(moves, 300000);
    EXPECT_GT(castlings, 1000);
    EXPECT_GT(castlingChecks, 0);
}

} // namespace
} // namespace grand
