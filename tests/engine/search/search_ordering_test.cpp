// The search's move ordering: leaving out the quiet moves once late-move pruning would skip
// them all must keep every other move, in the order it had.

#include "engine/rules/movegen.h"
#include "engine/rules/rules.h"
#include "engine/search/search.h"
#include "engine/search/search_internal.h"

#include <gtest/gtest.h>
#include <random>

namespace grand::detail {

// Walks a node's moves as the search does: in order, from `skipFrom` on telling pickMove to
// leave out the quiet moves left.
struct OrderingProbe {
    static std::vector<Move> order(const Search& search, const Position& pos, Move ttMove, int ply,
                                   int skipFrom) {
        OrderedMoves moves;
        generateMoves(pos, moves.list);
        search.orderMoves(pos, moves, ttMove, ply, true);
        std::vector<Move> out;
        for (int i = 0; i < moves.end; ++i) {
            const Move m = search.pickMove(pos, moves, i, ply, i >= skipFrom);
            if (m.isNone())
                break;
            out.push_back(m);
        }
        return out;
    }
};

} // namespace grand::detail

namespace grand {
namespace {

bool isQuiet(const Position& pos, Move m) { return !pos.isCapture(m) && !m.isPromotion(); }

// Positions along random games, with the histories, killers and counter-moves a short
// search of each leaves behind, so that every band of the ordering is in use.
void checkSkippingQuiets(Position pos, std::uint32_t seed) {
    std::mt19937 rng(seed);
    TranspositionTable tt(8);
    Search search(tt);
    std::atomic<bool> stop{false};
    int checkedSkips = 0, droppedQuiets = 0;
    for (int ply = 0; ply < 60; ++ply) {
        SearchLimits limits;
        limits.depth = 5;
        const SearchResult searched = search.run(pos, {}, limits, stop);
        const MoveList legal = legalMoves(pos);
        if (legal.empty())
            break;
        for (int nodePly : {1, 2, 3}) {
            // The hash move as the search would stage it: the searched best move, or none.
            const Move ttMove = nodePly == 1 ? searched.bestMove : Move();
            const std::vector<Move> full =
                detail::OrderingProbe::order(search, pos, ttMove, nodePly, legal.size());
            ASSERT_EQ(static_cast<int>(full.size()), legal.size()) << pos.fen();
            for (int skipFrom = 0; skipFrom <= legal.size(); ++skipFrom) {
                const std::vector<Move> skipped =
                    detail::OrderingProbe::order(search, pos, ttMove, nodePly, skipFrom);
                const auto prefix = static_cast<std::size_t>(std::min<int>(skipFrom, legal.size()));
                ASSERT_GE(skipped.size(), prefix);
                // Up to the skip, the same moves; after it, the captures and promotions in the same
                // order, and no quiet move but those already placed before the quiet moves (the
                // killers and the counter-move, which late-move pruning then skips itself).
                std::vector<Move> expectedNoisy, gotNoisy;
                for (std::size_t i = 0; i < full.size(); ++i) {
                    if (i < prefix)
                        ASSERT_EQ(skipped[i], full[i]) << pos.fen() << " skip from " << skipFrom;
                    else if (!isQuiet(pos, full[i]))
                        expectedNoisy.push_back(full[i]);
                }
                int quietsAfter = 0;
                for (std::size_t i = prefix; i < skipped.size(); ++i) {
                    if (isQuiet(pos, skipped[i]))
                        ++quietsAfter;
                    else
                        gotNoisy.push_back(skipped[i]);
                }
                ASSERT_EQ(gotNoisy, expectedNoisy) << pos.fen() << " skip from " << skipFrom;
                ASSERT_LE(quietsAfter, 3) << pos.fen() << " skip from " << skipFrom;
                const int quietsLeft =
                    static_cast<int>(std::count_if(full.begin() + static_cast<std::ptrdiff_t>(prefix),
                                                   full.end(), [&](Move m) { return isQuiet(pos, m); }));
                droppedQuiets += quietsLeft - quietsAfter;
                ++checkedSkips;
            }
        }
        UndoInfo undo;
        pos.doMove(legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))], undo);
    }
    EXPECT_GT(checkedSkips, 1000);
    EXPECT_GT(droppedQuiets, 10000); // the walk did leave quiet moves out
}

TEST(SearchOrdering, SkippingQuietMovesKeepsTheOthersInOrder) { checkSkippingQuiets(Position(), 31); }

TEST(SearchOrdering, SkippingQuietMovesKeepsTheOthersInOrderInFantasy) {
    checkSkippingQuiets(Position::fantasyStart(Army::Horde, Army::Elves), 32);
}

} // namespace
} // namespace grand
