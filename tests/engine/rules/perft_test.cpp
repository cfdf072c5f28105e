// Perft against the reference suite (tests/data/perft-public.epd, computed with
// Fairy-Stockfish 11.1 and cross-checked): every position at every listed depth.
// Depths up to 3 run in the default suite; deeper ones carry the "slow" label.

#include "test_data.h"

#include "engine/rules/perft.h"

#include <gtest/gtest.h>

namespace grand {
namespace {

struct PerftParam {
    std::string fen;
    int depth;
    std::uint64_t nodes;
    int line;
};

std::vector<PerftParam> suiteCases(bool deep) {
    std::string error;
    const auto suite = parsePerftSuite(test::readDataFile("perft-public.epd"), &error);
    EXPECT_TRUE(error.empty()) << error;
    std::vector<PerftParam> params;
    for (const PerftCase& c : suite)
        for (const auto& [depth, nodes] : c.depths)
            if ((depth > 3) == deep)
                params.push_back({c.fen, depth, nodes, c.line});
    return params;
}

// Readable test names in ctest output instead of a byte dump.
void PrintTo(const PerftParam& p, std::ostream* os) { *os << p.fen << " depth " << p.depth; }

class Perft : public ::testing::TestWithParam<PerftParam> {};

TEST_P(Perft, MatchesReference) {
    const PerftParam& p = GetParam();
    auto pos = Position::fromFen(p.fen);
    ASSERT_TRUE(pos) << pos.error().toString();
    const Position before = *pos;
    EXPECT_EQ(perft(*pos, p.depth), p.nodes) << "line " << p.line << ": " << p.fen << " depth " << p.depth;
    EXPECT_EQ(*pos, before) << "perft must leave the position as it found it";
    EXPECT_EQ(pos->key(), before.key());
}

std::string caseName(const ::testing::TestParamInfo<PerftParam>& info) {
    return "line" + std::to_string(info.param.line) + "_depth" + std::to_string(info.param.depth);
}

#ifdef GRAND_SLOW_TESTS
INSTANTIATE_TEST_SUITE_P(Deep, Perft, ::testing::ValuesIn(suiteCases(true)), caseName);
#else
INSTANTIATE_TEST_SUITE_P(Suite, Perft, ::testing::ValuesIn(suiteCases(false)), caseName);

TEST(PerftDivide, SumsToPerftAndListsEveryMove) {
    Position pos;
    const auto divide = perftDivide(pos, 3);
    EXPECT_EQ(divide.size(), 65u);
    std::uint64_t total = 0;
    for (const auto& [move, nodes] : divide)
        total += nodes;
    EXPECT_EQ(total, 259514u);
}

TEST(PerftSuite, MalformedLinesAreReported) {
    std::string error;
    parsePerftSuite("10/10 w ;D1 x\n", &error);
    EXPECT_EQ(error, "line 1: 'D1 x' is not of the form 'D<depth> <nodes>'");
    const auto ok = parsePerftSuite("# comment\n\nfen ;D1 5 ;D2 25\r\n", &error);
    ASSERT_EQ(ok.size(), 1u);
    EXPECT_EQ(ok[0].line, 3);
    EXPECT_EQ(ok[0].depths.size(), 2u);
}
#endif

} // namespace
} // namespace grand
