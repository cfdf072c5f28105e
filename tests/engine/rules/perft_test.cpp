// Perft against the reference suites, every position at every listed depth: Grand Chess's
// (tests/data/perft-public.epd, computed with Fairy-Stockfish 11.1 and cross-checked) and
// Embassy Chess's (embassy-perft-public.epd, the same; embassy-fairy-perft.epd, positions of
// our own choosing counted by Fairy-Stockfish: devtools/fairy/embassy_positions.py).
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

std::vector<PerftParam> suiteCases(const char* file, bool deep) {
    std::string error;
    const auto suite = parsePerftSuite(test::readDataFile(file), &error);
    EXPECT_TRUE(error.empty()) << error;
    std::vector<PerftParam> params;
    for (const PerftCase& c : suite)
        for (const auto& [depth, nodes] : c.depths)
            if ((depth > 3) == deep)
                params.push_back({c.fen, depth, nodes, c.line});
    return params;
}
std::vector<PerftParam> suiteCases(bool deep) { return suiteCases("perft-public.epd", deep); }
std::vector<PerftParam> embassyCases(bool deep) {
    std::vector<PerftParam> all = suiteCases("embassy-perft-public.epd", deep);
    for (PerftParam& p : suiteCases("embassy-fairy-perft.epd", deep)) {
        p.line += 1000; // the second file's lines, told apart in the names
        all.push_back(std::move(p));
    }
    return all;
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

// Embassy Chess's positions are read as the FEN says (eight ranks: Embassy Chess) and as
// Embassy Chess's, which must agree.
class EmbassyPerft : public ::testing::TestWithParam<PerftParam> {};

TEST_P(EmbassyPerft, MatchesFairyStockfish) {
    const PerftParam& p = GetParam();
    auto pos = Position::fromFen(p.fen, embassyChess());
    ASSERT_TRUE(pos) << pos.error().toString();
    ASSERT_EQ(&Position::fromFen(p.fen).value().variant(), &embassyChess());
    const Position before = *pos;
    EXPECT_EQ(perft(*pos, p.depth), p.nodes) << "line " << p.line << ": " << p.fen << " depth " << p.depth;
    EXPECT_EQ(*pos, before) << "perft must leave the position as it found it";
    EXPECT_EQ(pos->key(), before.key());
    EXPECT_EQ(pos->fen(), Position::fromFen(p.fen).value().fen());
}

#ifdef GRAND_SLOW_TESTS
INSTANTIATE_TEST_SUITE_P(Deep, Perft, ::testing::ValuesIn(suiteCases(true)), caseName);
INSTANTIATE_TEST_SUITE_P(Deep, EmbassyPerft, ::testing::ValuesIn(embassyCases(true)), caseName);
#else
INSTANTIATE_TEST_SUITE_P(Suite, Perft, ::testing::ValuesIn(suiteCases(false)), caseName);
INSTANTIATE_TEST_SUITE_P(Suite, EmbassyPerft, ::testing::ValuesIn(embassyCases(false)), caseName);

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
