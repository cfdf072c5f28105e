#pragma once

// The Fantasy positions the general generator's tests read: every position of the public
// perft set and of the project's own set, and positions of a random game played on from
// each (captures and promotions thin the board and open the lines).

#include "random_move.h"
#include "test_data.h"

#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <string>
#include <vector>

namespace grand::test {

// Calls check(pos, where) on each set position and on every `every`-th position of a random
// game of up to `plies` plies from it (`seed` chooses the games), until a fatal failure;
// returns how many positions were checked.
inline int forEachFantasyPlayout(unsigned seed, int plies, int every,
                                 const std::function<void(const Position&, const std::string&)>& check) {
    std::vector<std::string> fens;
    for (const char* file : {"fantasy-perft-public.epd", "fantasy-positions.epd"}) {
        std::string error;
        for (const PerftCase& c : parsePerftSuite(readDataFile(file), &error))
            fens.push_back(c.fen);
        EXPECT_EQ(error, "") << file;
    }
    EXPECT_GT(fens.size(), 300u);
    std::mt19937 rng(seed);
    int positions = 0;
    for (const std::string& text : fens) {
        auto start = Position::fromFen(text);
        EXPECT_TRUE(start) << text;
        if (!start)
            continue;
        Position pos = *start;
        for (int ply = 0; ply < plies; ++ply) {
            if (ply % every == 0) {
                check(pos, text + " after " + std::to_string(ply) + " plies: " + pos.fen());
                if (::testing::Test::HasFatalFailure())
                    return positions;
                ++positions;
            }
            if (!playRandomMove(pos, rng))
                break;
        }
    }
    return positions;
}

} // namespace grand::test
