// The engine's Fantasy Grand Chess moves held against a second generator written from
// FANTASY.md alone (devtools/reference, no code shared with engine/): the 340 positions of
// tests/data/fantasy-positions.epd (every piece of every army moving for both colours,
// every promotion, Orc strikes and the Orc's check, mates and stalemates, endgames) by
// perft to depth 3 in both, and the very move lists in each position and its children.

#include "test_data.h"

#include "fantasy_reference.h"

#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"

#include <gtest/gtest.h>
#include <set>

namespace grand {
namespace {

std::vector<PerftCase> positionSet() {
    std::string error;
    auto suite = parsePerftSuite(test::readDataFile("fantasy-positions.epd"), &error);
    EXPECT_EQ(error, "");
    return suite;
}

std::set<std::string> engineMoves(const Position& pos) {
    std::set<std::string> out;
    for (Move m : legalMoves(pos))
        out.insert(toUci(m, pos.army(pos.sideToMove())));
    return out;
}

std::set<std::string> referenceMoves(const reference::Position& pos) {
    const auto list = reference::legalMoves(pos);
    return {list.begin(), list.end()};
}

TEST(FantasyReference, TheSetCoversEnough) {
    const auto suite = positionSet();
    EXPECT_GE(suite.size(), 300u);
    int mates = 0;
    for (const PerftCase& c : suite)
        mates += c.depths.front().second == 0;
    EXPECT_GE(mates, 10); // checkmates and stalemates (the Orc's included)
}

TEST(FantasyReference, EnginePerftMatchesTheSetToDepthThree) {
    for (const PerftCase& c : positionSet()) {
        Position pos = test::fen(c.fen);
        ASSERT_EQ(c.depths.size(), 3u) << c.fen;
        for (const auto& [depth, nodes] : c.depths)
            EXPECT_EQ(perft(pos, depth), nodes) << c.fen << " depth " << depth;
    }
}

TEST(FantasyReference, ReferencePerftMatchesTheSetToDepthThree) {
    for (const PerftCase& c : positionSet()) {
        std::string error;
        const auto pos = reference::parseFen(c.fen, &error);
        ASSERT_TRUE(pos) << c.fen << ": " << error;
        for (const auto& [depth, nodes] : c.depths)
            EXPECT_EQ(reference::perft(*pos, depth), nodes) << c.fen << " depth " << depth;
    }
}

TEST(FantasyReference, SameMovesInEveryPositionAndChild) {
    for (const PerftCase& c : positionSet()) {
        const Position pos = test::fen(c.fen);
        const auto ref = reference::parseFen(c.fen);
        ASSERT_TRUE(ref) << c.fen;
        const std::set<std::string> moves = engineMoves(pos);
        ASSERT_EQ(moves, referenceMoves(*ref)) << c.fen;
        for (Move m : legalMoves(pos)) {
            Position child = pos;
            UndoInfo undo;
            child.doMove(m, undo);
            const std::string text = toUci(m, pos.army(pos.sideToMove()));
            const reference::Position refChild = reference::play(*ref, text);
            EXPECT_EQ(child.fen(), reference::toFen(refChild)) << c.fen << " " << text;
            EXPECT_EQ(child.inCheck(), reference::inCheck(refChild)) << c.fen << " " << text;
            EXPECT_EQ(engineMoves(child), referenceMoves(refChild)) << c.fen << " " << text;
        }
    }
}

// Counts Fairy-Stockfish (built from its source, devtools/fairy) agreed on, in positions
// whose pieces its Betza expresses: the engine must still give them.
TEST(FantasyReference, FairyStockfishCountsToDepthThree) {
    std::string error;
    const auto suite = parsePerftSuite(test::readDataFile("fantasy-fairy-perft.epd"), &error);
    ASSERT_EQ(error, "");
    ASSERT_GE(suite.size(), 500u);
    for (const PerftCase& c : suite) {
        Position pos = test::fen(c.fen);
        for (const auto& [depth, nodes] : c.depths)
            EXPECT_EQ(perft(pos, depth), nodes) << c.fen << " depth " << depth;
    }
}

TEST(FantasyReference, ThePublicCountsToo) {
    std::string error;
    for (const PerftCase& c : parsePerftSuite(test::readDataFile("fantasy-perft-public.epd"), &error)) {
        const auto pos = reference::parseFen(c.fen);
        ASSERT_TRUE(pos) << c.fen;
        for (const auto& [depth, nodes] : c.depths)
            EXPECT_EQ(reference::perft(*pos, depth), nodes) << c.fen << " depth " << depth;
    }
}

} // namespace
} // namespace grand
