// Each game as a description (engine/rules/variant.h): the names it goes by, its start
// position, the questions the rest of the program asks it, and a board of another size (a
// description made for the test) read, written and moved on without leaving its squares.

#include "test_variants.h"

#include "engine/notation/pgn.h"
#include "engine/rules/game.h"
#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"
#include "engine/rules/variant.h"

#include <gtest/gtest.h>

namespace grand {
namespace {

using test::tenByEight;

TEST(Variant, FoundByIdAndNameWhateverTheCaseSpacesAndHyphens) {
    EXPECT_EQ(findVariant("grand"), &grandChess());
    EXPECT_EQ(findVariant("Grand Chess"), &grandChess());
    EXPECT_EQ(findVariant("GRANDCHESS"), &grandChess());
    EXPECT_EQ(findVariant("fantasy-grand"), &fantasyGrandChess());
    EXPECT_EQ(findVariant("Fantasy Grand Chess"), &fantasyGrandChess());
    EXPECT_EQ(findVariant("fantasy_grand"), &fantasyGrandChess());
    EXPECT_EQ(findVariant("embassy"), &embassyChess());
    EXPECT_EQ(findVariant("Embassy Chess"), &embassyChess());
    EXPECT_EQ(findVariant("capablanca"), nullptr);
    EXPECT_EQ(findVariant(""), nullptr);
    ASSERT_EQ(variants().size(), 3u);
    EXPECT_EQ(variants()[0], &grandChess());
    EXPECT_EQ(variants()[2], &embassyChess());
}

TEST(Variant, EachStartPositionKnowsItsGameAndReadsBack) {
    for (const Variant* v : variants()) {
        const Position start = Position::start(*v, Army::Elves, Army::Horde);
        EXPECT_EQ(&start.variant(), v) << v->id;
        const auto again =
            v->hasArmies() ? Position::fromFen(start.fen()) : Position::fromFen(start.fen(), *v);
        ASSERT_TRUE(again) << v->id << ": " << again.error().toString();
        EXPECT_EQ(*again, start) << v->id;
        EXPECT_FALSE(legalMoves(start).empty()) << v->id;
    }
    EXPECT_EQ(Position::start(grandChess()), Position());
    EXPECT_EQ(Position::start(fantasyGrandChess(), Army::Giants, Army::Druids),
              Position::fantasyStart(Army::Giants, Army::Druids));
}

TEST(Variant, AnswersTheQuestionsTheProgramAsks) {
    const Variant& g = grandChess();
    EXPECT_FALSE(g.hasArmies());
    EXPECT_FALSE(g.usesGeneralMoves());
    EXPECT_FALSE(g.stalemateLoses);
    EXPECT_TRUE(g.enPassant);
    EXPECT_EQ(g.network, BuiltInNetwork::Grand);
    // Grand Chess: optional on the 8th and 9th ranks, compulsory on the 10th.
    EXPECT_FALSE(g.inPromotionZone(Color::White, 6));
    EXPECT_TRUE(g.inPromotionZone(Color::White, 7));
    EXPECT_TRUE(g.mayStayUnpromoted(Color::White, 8));
    EXPECT_FALSE(g.mayStayUnpromoted(Color::White, 9));
    EXPECT_FALSE(g.mayStayUnpromoted(Color::Black, 0));
    EXPECT_TRUE(g.inPromotionZone(Color::Black, 2));
    EXPECT_FALSE(g.inPromotionZone(Color::Black, 3));

    const Variant& f = fantasyGrandChess();
    EXPECT_TRUE(f.hasArmies());
    EXPECT_TRUE(f.usesGeneralMoves());
    EXPECT_TRUE(f.stalemateLoses);
    EXPECT_TRUE(f.onlyBareRoyalsDraw);
    EXPECT_FALSE(f.enPassant);
    EXPECT_EQ(f.network, BuiltInNetwork::None);
    EXPECT_TRUE(f.mayStayUnpromoted(Color::White, 9)); // promotion is never forced

    // Embassy Chess: eight ranks, promotion compulsory on the last, castling.
    const Variant& e = embassyChess();
    EXPECT_EQ(e.ranks, 8);
    EXPECT_FALSE(e.hasArmies());
    EXPECT_FALSE(e.usesGeneralMoves());
    EXPECT_TRUE(e.castling.allowed);
    EXPECT_FALSE(g.castling.allowed);
    EXPECT_FALSE(f.castling.allowed);
    EXPECT_FALSE(e.inPromotionZone(Color::White, 6));
    EXPECT_FALSE(e.mayStayUnpromoted(Color::White, 7));
    EXPECT_TRUE(e.inPromotionZone(Color::Black, 0));
    EXPECT_EQ(e.network, BuiltInNetwork::Embassy);

    EXPECT_EQ(tenByEight().relativeRank(Color::Black, 7), 0);
    EXPECT_TRUE(tenByEight().onBoard(makeSquare(9, 7)));
    EXPECT_FALSE(tenByEight().onBoard(makeSquare(0, 8)));
}

TEST(Variant, StalemateAndInsufficientMaterialFollowTheDescription) {
    // The same stalemate in both games: a draw in Grand Chess, lost in Fantasy Grand Chess.
    const auto grand = Position::fromFen("k9/10/1Q8/10/10/10/10/10/10/K9 b - - 0 1");
    ASSERT_TRUE(grand);
    EXPECT_EQ(Game(*grand).status().outcome, GameOutcome::Stalemate);
    const auto fantasy = Position::fromFen("k9/10/1Q8/10/10/10/10/10/10/K9 b - - 0 1 humans/humans");
    ASSERT_TRUE(fantasy);
    EXPECT_EQ(Game(*fantasy).status().outcome, GameOutcome::StalemateLoss);
    // A king and a knight against a king: Grand Chess's insufficient material; in Fantasy
    // Grand Chess only two bare royals are, since the knight may still win by stalemate.
    const auto knightGrand = Position::fromFen("k9/10/10/10/10/10/10/10/10/KN8 w - - 0 1");
    const auto knightFantasy = Position::fromFen("k9/10/10/10/10/10/10/10/10/KN8 w - - 0 1 humans/humans");
    ASSERT_TRUE(knightGrand && knightFantasy);
    EXPECT_TRUE(isInsufficientMaterial(*knightGrand));
    EXPECT_FALSE(isInsufficientMaterial(*knightFantasy));
    const auto bareFantasy = Position::fromFen("k9/10/10/10/10/10/10/10/10/K9 w - - 0 1 humans/humans");
    ASSERT_TRUE(bareFantasy);
    EXPECT_TRUE(isInsufficientMaterial(*bareFantasy));
}

TEST(Variant, ABoardOfAnotherSizeIsReadWrittenAndNeverLeft) {
    const std::string text = std::string(tenByEight().startFen);
    const auto pos = Position::fromFen(text, tenByEight());
    ASSERT_TRUE(pos) << pos.error().toString();
    EXPECT_EQ(&pos->variant(), &tenByEight());
    EXPECT_EQ(pos->fen(), text);
    EXPECT_EQ(Position::start(tenByEight()), *pos);
    EXPECT_EQ(pos->pieceOn(makeSquare(0, 7)), makePiece(Color::Black, PieceType::Rook));
    // No move reaches the 9th or 10th rank, which this board does not have.
    const MoveList moves = legalMoves(*pos);
    EXPECT_FALSE(moves.empty());
    for (Move m : moves)
        EXPECT_LT(rankOf(m.to()), 8) << toUci(m);
    // The rook on a1 runs up to a7 and takes on a8. The king on e1 has e2 alone: the queen
    // on d8 and the marshal on f8 see d2 and f2 down the open files, eight ranks away.
    EXPECT_EQ(legalMovesFrom(*pos, makeSquare(0, 0)).size(), 7u);
    ASSERT_EQ(legalMovesFrom(*pos, makeSquare(4, 0)).size(), 1u);
    EXPECT_EQ(legalMovesFrom(*pos, makeSquare(4, 0))[0], Move(makeSquare(4, 0), makeSquare(4, 1)));
    // Perft agrees with itself through every make and unmake.
    Position walk = *pos;
    EXPECT_EQ(perft(walk, 2), [&] {
        std::uint64_t n = 0;
        for (Move m : moves) {
            Position next = *pos;
            UndoInfo undo;
            next.doMove(m, undo);
            n += legalMoves(next).size();
        }
        return n;
    }());
    EXPECT_EQ(walk, *pos);
}

TEST(Variant, AFenOfTheWrongShapeIsRefusedWithWhereAndWhy) {
    const auto tenRanks = Position::fromFen(std::string(grandChess().startFen), tenByEight());
    ASSERT_FALSE(tenRanks);
    EXPECT_EQ(tenRanks.error().field, "piece placement");
    EXPECT_NE(tenRanks.error().message.find("expected 8"), std::string::npos) << tenRanks.error().message;
    const auto armies = Position::fromFen(std::string(tenByEight().startFen) + " elves/horde", tenByEight());
    ASSERT_FALSE(armies);
    EXPECT_NE(armies.error().message.find("Test Chess has no armies"), std::string::npos)
        << armies.error().message;
    const auto noArmies = Position::fromFen(std::string(grandChess().startFen), fantasyGrandChess());
    ASSERT_FALSE(noArmies);
    EXPECT_EQ(noArmies.error().field, "armies");
}

TEST(Variant, PgnWritesAndReadsTheGamesName) {
    for (const Variant* v : variants()) {
        GameRecord record(Position::start(*v, Army::Dwarves, Army::Elves));
        const std::string pgn = writePgn(record);
        EXPECT_NE(pgn.find("[Variant \"" + std::string(v->id) + "\"]"), std::string::npos) << pgn;
        const std::vector<PgnEntry> back = readPgn(pgn);
        ASSERT_EQ(back.size(), 1u);
        ASSERT_TRUE(back[0].complete()) << pgn;
        EXPECT_EQ(&back[0].game->startPosition().variant(), v);
    }
}

} // namespace
} // namespace grand
