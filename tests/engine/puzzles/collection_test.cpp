// The puzzle collection the program ships (resources/puzzles/grand.epd): every line read,
// replayed against the rules and ending on the solver's move; no position twice; its themes
// exactly what the detectors find; its two famous puzzles there. (Fairy-Stockfish's check of
// every first move: `grandchess-engine puzzles check`, the slow test puzzles.fairy_check.)

#include "engine/puzzles/puzzle.h"
#include "engine/puzzles/themes.h"
#include "engine/rules/movegen.h"
#include "engine/search/engine.h"

#include "test_data.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace grand {
namespace {

PuzzleFile shipped() { return readPuzzleFile(test::readFile(GRAND_PUZZLES_FILE)); }

TEST(PuzzleCollection, HasFiveHundredPuzzlesThatAllReadAndReplay) {
    const PuzzleFile file = shipped();
    for (const PuzzleFileError& e : file.errors)
        ADD_FAILURE() << e.toString();
    EXPECT_GE(file.puzzles.size(), 500u);
    for (const Puzzle& p : file.puzzles) {
        std::string why;
        const auto replayed = replayPuzzle(p, &why);
        ASSERT_TRUE(replayed) << p.fen << ": " << why;
        EXPECT_EQ(replayed->line.size() % 2, 1u) << p.fen;
        // Between the ratings of level 1 and full strength, as measureDifficulty gives them.
        EXPECT_GE(p.rating, playingLevels().front().approximateElo) << p.fen;
        EXPECT_LE(p.rating, playingLevels().back().approximateElo) << p.fen;
        EXPECT_FALSE(p.source.empty()) << p.fen;
        // A mate ends the line: nothing follows it.
        Game g(replayed->start);
        for (Move m : replayed->line)
            g.play(m);
        if (p.hasTheme("mate")) {
            EXPECT_EQ(g.status().outcome, GameOutcome::Checkmate) << p.fen;
        }
    }
}

TEST(PuzzleCollection, NoPositionComesTwice) {
    std::set<std::string> seen;
    for (const Puzzle& p : shipped().puzzles) {
        std::string key = p.id();
        key = key.substr(0, key.rfind(' '));
        EXPECT_TRUE(seen.insert(key).second) << "twice: " << p.fen;
    }
}

TEST(PuzzleCollection, ThemesAreWhatTheDetectorsFind) {
    int checked = 0;
    for (const Puzzle& p : shipped().puzzles) {
        const auto replayed = replayPuzzle(p);
        ASSERT_TRUE(replayed);
        const auto themes = detectThemes(replayed->start, replayed->line,
                                         p.hasTheme("defence") ? PuzzleKind::Defence : PuzzleKind::Win);
        EXPECT_EQ(themes, p.themes) << p.fen;
        ++checked;
    }
    EXPECT_GT(checked, 0);
}

TEST(PuzzleCollection, HoldsTheFamousMoments) {
    const PuzzleFile file = shipped();
    auto find = [&](const std::string& words) {
        return std::find_if(file.puzzles.begin(), file.puzzles.end(),
                            [&](const Puzzle& p) { return p.source.find(words) != std::string::npos; });
    };
    const auto fool = find("fool's mate");
    ASSERT_NE(fool, file.puzzles.end());
    EXPECT_EQ(fool->moves, std::vector<std::string>{"e6c8"});
    EXPECT_TRUE(fool->hasTheme("mateIn1") && fool->hasTheme("cardinalMate"));
    const auto vehre = find("Vehre - Schmittberger");
    ASSERT_NE(vehre, file.puzzles.end());
    EXPECT_EQ(vehre->moves, (std::vector<std::string>{"e7e8", "g8e8", "e2e8"}));
}

} // namespace
} // namespace grand
