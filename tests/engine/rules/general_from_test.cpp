// One piece's legal moves from the general generator (generateFrom, which legalMovesFrom and
// isLegal use, and through them the search's hash move and the board's move hints), held
// against the whole generation on the Fantasy reference positions and positions played on
// from them, in check and out of it.

#include "fantasy_playouts.h"

#include "engine/rules/generalmoves.h"
#include "engine/rules/movegen.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace grand {
namespace {

std::vector<Move> sorted(std::vector<Move> moves) {
    std::sort(moves.begin(), moves.end(), [](Move a, Move b) { return a.raw() < b.raw(); });
    return moves;
}

// For every square: the moves generateFrom gives are the whole generation's moves from that
// square, told the check state or not; isLegal accepts each, and for the first piece that
// can move refuses a move to every square it cannot reach.
void expectOnePieceAgrees(const Position& pos, const std::string& where) {
    const MoveList all = legalMoves(pos);
    const KnownCheck check = pos.inCheck() ? KnownCheck::Yes : KnownCheck::No;
    bool refusalsTried = false;
    for (Square s = 0; s < SquareCount; ++s) {
        std::vector<Move> expected;
        for (Move m : all)
            if (m.from() == s)
                expected.push_back(m);
        for (KnownCheck told : {KnownCheck::Unknown, check}) {
            MoveList one;
            general::generateFrom(pos, s, one, told);
            ASSERT_EQ(sorted(std::vector<Move>(one.begin(), one.end())), sorted(expected))
                << where << ": the moves from " << squareName(s);
        }
        for (Move m : expected)
            ASSERT_TRUE(isLegal(pos, m, check))
                << where << ": " << squareName(m.from()) << squareName(m.to());
        if (!expected.empty() && !std::exchange(refusalsTried, true))
            for (Square to = 0; to < SquareCount; ++to) {
                if (std::none_of(expected.begin(), expected.end(), [&](Move m) { return m.to() == to; })) {
                    ASSERT_FALSE(isLegal(pos, Move(s, to), check))
                        << where << ": " << squareName(s) << squareName(to) << " is not a move";
                }
            }
    }
}

TEST(GeneralGenerator, OnePiecesMovesAreTheWholeGenerationsFromItsSquare) {
    // The set's positions and every twelfth one of a random game from each.
    int inCheck = 0;
    const int positions =
        test::forEachFantasyPlayout(20261201, 48, 12, [&](const Position& pos, const std::string& where) {
            expectOnePieceAgrees(pos, where);
            inCheck += pos.inCheck();
        });
    EXPECT_GT(positions, 1000);
    EXPECT_GT(inCheck, 20); // the check state told is tested in check too
}

} // namespace
} // namespace grand
