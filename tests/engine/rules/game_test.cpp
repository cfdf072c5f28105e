// Game state: checkmate, stalemate, repetition, fifty moves, insufficient material,
// holdings, and play/undo through the Game class.

#include "engine/rules/game.h"
#include "engine/rules/movegen.h"

#include <gtest/gtest.h>

namespace grand {
namespace {

Move uci(const Position& pos, const std::string& text) {
    for (Move m : legalMoves(pos))
        if (toUci(m) == text)
            return m;
    ADD_FAILURE() << text << " is not legal in " << pos.fen();
    return Move();
}

Game gameFrom(const std::string& fen) {
    auto pos = Position::fromFen(fen);
    EXPECT_TRUE(pos) << pos.error().toString();
    return Game(pos ? *pos : Position());
}

TEST(GameStatus, Checkmate) {
    const Game game = gameFrom("k9/1Q8/2K7/10/10/10/10/10/10/10 b - - 0 1");
    const GameStatus status = game.status();
    EXPECT_EQ(status.outcome, GameOutcome::Checkmate);
    EXPECT_EQ(status.winner, Color::White);
    EXPECT_EQ(status.result(), "1-0");
    EXPECT_EQ(status.reason(), "Checkmate, White wins");
}

TEST(GameStatus, StalemateIsADraw) {
    const Game game = gameFrom("k9/2Q7/10/10/10/10/10/10/10/9K b - - 0 1");
    EXPECT_FALSE(game.position().inCheck());
    EXPECT_EQ(game.status().outcome, GameOutcome::Stalemate);
    EXPECT_EQ(game.status().result(), "1/2-1/2");
}

TEST(GameStatus, ThreefoldRepetition) {
    Game game;
    const char* shuffle[] = {"b2a4", "b9a7", "a4b2", "a7b9"};
    for (int round = 0; round < 2; ++round) {
        EXPECT_EQ(game.repetitions(), round + 1);
        EXPECT_FALSE(game.status().isOver());
        for (const char* m : shuffle)
            ASSERT_TRUE(game.play(uci(game.position(), m)));
    }
    EXPECT_EQ(game.repetitions(), 3);
    EXPECT_EQ(game.status().outcome, GameOutcome::Repetition);
    game.undo();
    EXPECT_FALSE(game.status().isOver());
}

TEST(GameStatus, RepetitionNeedsTheSameEnPassantRight) {
    // After e3-e5 with a black pawn on d5, the position with the en-passant right differs
    // from the same placement later without it.
    const Position with = *Position::fromFen("4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 1");
    const Position without = *Position::fromFen("4k5/10/10/10/10/3pP5/10/10/10/4K5 b - - 0 1");
    EXPECT_NE(with.key(), without.key());
}

TEST(GameStatus, FiftyMoveRule) {
    Game game = gameFrom("k9/10/10/10/10/10/10/10/1R8/9K w - - 99 80");
    EXPECT_FALSE(game.status().isOver());
    ASSERT_TRUE(game.play(uci(game.position(), "b2c2")));
    EXPECT_EQ(game.position().halfmoveClock(), 100);
    EXPECT_EQ(game.status().outcome, GameOutcome::FiftyMoves);
}

TEST(GameStatus, CheckmateOnTheHundredthPlyWins) {
    Game game = gameFrom("k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 99 80");
    ASSERT_TRUE(game.play(uci(game.position(), "b1b9")));
    EXPECT_EQ(game.status().outcome, GameOutcome::Checkmate);
}

TEST(GameStatus, InsufficientMaterial) {
    const struct {
        const char* fen;
        bool dead;
    } cases[] = {
        {"k9/10/10/10/10/10/10/10/10/9K w - - 0 1", true},      // bare kings
        {"k9/10/10/10/10/10/10/10/10/8BK w - - 0 1", true},     // K+B v K
        {"k9/10/10/10/10/10/10/10/10/8NK w - - 0 1", true},     // K+N v K
        {"kb8/10/10/10/10/10/10/10/10/6B2K w - - 0 1", true},   // bishops on one colour
        {"k1b7/10/10/10/10/10/10/10/10/6B2K w - - 0 1", false}, // bishops on both colours
        {"k9/10/10/10/10/10/10/10/10/7NBK w - - 0 1", false},   // K+B+N v K
        {"k9/10/10/10/10/10/10/P9/10/9K w - - 0 1", false},     // a pawn can promote
        {"k9/10/10/10/10/10/10/10/10/8RK w - - 0 1", false},    // rook
        {"k9/10/10/10/10/10/10/10/10/8CK w - - 0 1", false},    // marshal
        {"k9/10/10/10/10/10/10/10/10/8AK w - - 0 1", false},    // cardinal
        {"kn8/10/10/10/10/10/10/10/10/8NK w - - 0 1", false},   // K+N v K+N (mate possible)
    };
    for (const auto& c : cases) {
        const Position pos = *Position::fromFen(c.fen);
        EXPECT_EQ(isInsufficientMaterial(pos), c.dead) << c.fen;
    }
    EXPECT_EQ(gameFrom(cases[0].fen).status().outcome, GameOutcome::InsufficientMaterial);
}

TEST(Holdings, FollowCapturesAndPromotions) {
    // White's queen and a rook are gone; White can bring them back, Black nothing.
    Game game = gameFrom("r8r/1nbqkcabn1/10/10/10/10/10/10/1NB1KCABN1/R9 w - - 0 1");
    Holdings white = game.position().holdings(Color::White);
    EXPECT_EQ(white[index(PieceType::Queen)], 1);
    EXPECT_EQ(white[index(PieceType::Rook)], 1);
    EXPECT_EQ(white[index(PieceType::Knight)], 0);
    EXPECT_EQ(white[index(PieceType::Pawn)], 0);
    EXPECT_EQ(white[index(PieceType::King)], 0);
    for (PieceType t : PromotionTypes)
        EXPECT_EQ(game.position().holdings(Color::Black)[index(t)], 0);
}

TEST(GamePlay, IllegalMovesAreRefusedAndUndoRestores) {
    Game game;
    EXPECT_FALSE(game.play(Move(parseSquare("e3"), parseSquare("e6"))));
    EXPECT_FALSE(game.play(Move(parseSquare("e8"), parseSquare("e7")))) << "not White's piece";
    EXPECT_EQ(game.plyCount(), 0);
    ASSERT_TRUE(game.play(uci(game.position(), "e3e5")));
    ASSERT_TRUE(game.play(uci(game.position(), "d8d6")));
    EXPECT_EQ(game.plyCount(), 2);
    EXPECT_EQ(game.keyHistory().size(), 3u);
    EXPECT_EQ(game.positionAt(2), game.position());
    EXPECT_EQ(game.positionAt(0).fen(), StartFen);
    EXPECT_EQ(game.positionAt(1).pieceOn(parseSquare("e5")), makePiece(Color::White, PieceType::Pawn));
    EXPECT_EQ(game.positionAt(1).sideToMove(), Color::Black);
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.undo());
    EXPECT_FALSE(game.undo());
    EXPECT_EQ(game.position().fen(), StartFen);
    EXPECT_EQ(game.position().key(), Position().key());
}

} // namespace
} // namespace grand
