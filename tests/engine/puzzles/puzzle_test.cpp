// The puzzle collection's format, replaying a line, judging a move, Glicko-2 ratings, the
// theme detectors on positions made for them, and the finder on a position with one winning
// move and on one with none.

#include "engine/puzzles/difficulty.h"
#include "engine/puzzles/finder.h"
#include "engine/puzzles/glicko.h"
#include "engine/puzzles/puzzle.h"
#include "engine/puzzles/themes.h"
#include "engine/rules/movegen.h"

#include "test_data.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace grand {
namespace {

// White to move, Black's queen on a6 free to the rook on a1.
constexpr const char* FreeQueenFen = "9k/10/10/10/q9/10/10/10/10/R8K w - - 0 1";
constexpr const char* StartFen = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";

Puzzle made(const std::string& fen, std::vector<std::string> moves) {
    Puzzle p;
    p.fen = fen;
    p.moves = std::move(moves);
    return p;
}

// The themes of a puzzle whose line must be legal.
std::vector<std::string> themesOf(const std::string& fen, std::vector<std::string> moves,
                                  PuzzleKind kind = PuzzleKind::Win) {
    std::string why;
    const auto replayed = replayPuzzle(made(fen, std::move(moves)), &why);
    EXPECT_TRUE(replayed) << why;
    if (!replayed)
        return {};
    return detectThemes(replayed->start, replayed->line, kind);
}

bool has(const std::vector<std::string>& themes, const std::string& t) {
    return std::find(themes.begin(), themes.end(), t) != themes.end();
}

std::string joined(const std::vector<std::string>& themes) {
    std::string s;
    for (const std::string& t : themes)
        s += t + " ";
    return s;
}

TEST(PuzzleFormat, ALineReadsAndWritesBackTheSame) {
    const std::string line =
        std::string(StartFen)
        + " ; moves e3e4 e8e7 d2d3 ; rating 1430 ; themes fork,marshalFork ; source a test, ply 3";
    std::string why;
    const auto p = parsePuzzleLine(line, &why);
    ASSERT_TRUE(p) << why;
    EXPECT_EQ(p->fen, StartFen);
    EXPECT_EQ(p->moves, (std::vector<std::string>{"e3e4", "e8e7", "d2d3"}));
    EXPECT_EQ(p->rating, 1430);
    EXPECT_EQ(p->themes, (std::vector<std::string>{"fork", "marshalFork"}));
    EXPECT_EQ(p->source, "a test, ply 3");
    EXPECT_EQ(p->solverMoves(), 2);
    EXPECT_TRUE(p->hasTheme("fork"));
    EXPECT_FALSE(p->hasTheme("pin"));
    EXPECT_EQ(formatPuzzleLine(*p), line);
}

TEST(PuzzleFormat, ABrokenLineSaysWhatIsWrong) {
    std::string why;
    EXPECT_FALSE(parsePuzzleLine(std::string(StartFen) + " ; rating 1500", &why));
    EXPECT_EQ(why, "no '; moves ...' field");
    EXPECT_FALSE(parsePuzzleLine(std::string(StartFen) + " ; moves e3e4", &why));
    EXPECT_EQ(why, "no '; rating N' field");
    EXPECT_FALSE(parsePuzzleLine(std::string(StartFen) + " ; moves e3e4 ; rating strong", &why));
    EXPECT_EQ(why, "rating 'strong' is not a number from 100 to 4000");
    EXPECT_FALSE(parsePuzzleLine(std::string(StartFen) + " ; moves e3e4 ; rating 1500 ; colour white", &why));
    EXPECT_EQ(why, "unknown field 'colour' (moves, rating, themes, source)");
    EXPECT_FALSE(parsePuzzleLine("r8r/1nbqkcabn1/pppppppppp/10 w - - 0 1 ; moves e3e4 ; rating 1500", &why));
    EXPECT_EQ(why.rfind("FEN piece placement", 0), 0u) << why;
}

TEST(PuzzleFormat, AFileKeepsGoodLinesAndNamesTheBadOnesByNumber) {
    const std::string text = "# a comment\n\n" + std::string(StartFen) + " ; moves e3e4 ; rating 1500\r\n"
                             + std::string(StartFen) + " ; moves e3e4\n" + std::string(StartFen)
                             + " ; moves d3d4 ; rating 900 ; themes oneMove\n";
    const PuzzleFile file = readPuzzleFile(text);
    ASSERT_EQ(file.puzzles.size(), 2u);
    EXPECT_EQ(file.puzzles[1].rating, 900);
    ASSERT_EQ(file.errors.size(), 1u);
    EXPECT_EQ(file.errors[0].toString(), "line 4: no '; rating N' field");
}

TEST(PuzzleReplay, EveryMoveMustBeLegalAndTheLineEndsOnTheSolversMove) {
    std::string why;
    EXPECT_TRUE(replayPuzzle(made(StartFen, {"e3e4", "e8e7", "d3d4"}), &why)) << why;
    EXPECT_FALSE(replayPuzzle(made(StartFen, {"e3e4", "e8e7", "d2d6"}), &why));
    EXPECT_EQ(why, "move 3 (d2d6) is not legal there");
    EXPECT_FALSE(replayPuzzle(made(StartFen, {"e3e4", "e8e7"}), &why));
    EXPECT_EQ(why, "the line ends on the defender's move (e8e7), not the solver's");
    EXPECT_FALSE(replayPuzzle(made(StartFen, {}), &why));
    EXPECT_EQ(why, "the line is empty");
}

// Two rooks, each of which mates on the last rank.
constexpr const char* TwoMatesFen = "9k/10/9K/10/10/10/10/10/10/RR8 w - - 0 1";

TEST(PuzzleReplay, AnyMoveThatMatesAnswersAMateAndNothingElseDoes) {
    const Position pos = Position::fromFen(TwoMatesFen).value();
    const Move expected = moveFromUci(pos, "a1a10");
    EXPECT_TRUE(answersPuzzleMove(pos, expected, expected));
    EXPECT_TRUE(answersPuzzleMove(pos, moveFromUci(pos, "b1b10"), expected)); // mates too
    EXPECT_FALSE(answersPuzzleMove(pos, moveFromUci(pos, "b1b9"), expected));
    EXPECT_FALSE(answersPuzzleMove(pos, moveFromUci(pos, "a1a9"), expected));
}

TEST(Glicko, ThePapersWorkedExampleComesOutAsPrinted) {
    // Glickman's "Example of the Glicko-2 system": a 1500 (RD 200) player beats a 1400
    // (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300); tau 0.5.
    const GlickoRating player{1500, 200, 0.06};
    const GlickoRating after =
        glickoUpdate(player, {{{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}});
    EXPECT_NEAR(after.rating, 1464.06, 0.01);
    EXPECT_NEAR(after.deviation, 151.52, 0.01);
    EXPECT_NEAR(after.volatility, 0.05999, 0.00001);
}

TEST(Glicko, SolvingRaisesThePlayerAndLowersThePuzzleAndFailingTheReverse) {
    const GlickoRating player{1500, 120, 0.06};
    const GlickoRating puzzle{1600, 80, 0.06};
    EXPECT_NEAR(glickoExpected(player, puzzle), 0.36, 0.02);
    const GlickoRating solved = glickoUpdate(player, puzzle, 1);
    const GlickoRating failed = glickoUpdate(player, puzzle, 0);
    EXPECT_GT(solved.rating, 1530);
    EXPECT_LT(failed.rating, 1490);
    EXPECT_LT(solved.deviation, player.deviation);
    EXPECT_LT(glickoUpdate(puzzle, player, 0).rating, puzzle.rating);
    // A rating that is already sure moves less.
    const GlickoRating sure{1500, 50, 0.06};
    EXPECT_LT(glickoUpdate(sure, puzzle, 1).rating - 1500, solved.rating - 1500);
}

TEST(PuzzleThemes, AMateInOneByARook) {
    const auto t = themesOf(TwoMatesFen, {"a1a10"});
    EXPECT_EQ(joined(t), "mate mateIn1 endgame oneMove ");
}

TEST(PuzzleThemes, AKnightForksKingAndQueenAndTakesTheQueen) {
    const auto t = themesOf("1q8/4k5/10/10/1N8/10/10/10/10/9K w - - 0 1", {"b6c8", "e9f9", "c8b10"});
    EXPECT_TRUE(has(t, "fork") && has(t, "knightFork")) << joined(t);
    EXPECT_TRUE(has(t, "short")) << joined(t);
    EXPECT_FALSE(has(t, "pin") || has(t, "skewer")) << joined(t);
}

TEST(PuzzleThemes, AMarshalForkIsNamedForTheMarshal) {
    const auto t = themesOf("1q8/4k5/10/10/1C8/10/10/10/10/9K w - - 0 1", {"b6c8", "e9f9", "c8b10"});
    EXPECT_TRUE(has(t, "fork") && has(t, "marshalFork")) << joined(t);
}

TEST(PuzzleThemes, ARookSkewersKingAndQueen) {
    const auto t = themesOf("R9/10/4k5/10/10/10/10/4q5/10/K9 w - - 0 1", {"a10e10", "e8d8", "e10e3"});
    EXPECT_TRUE(has(t, "skewer")) << joined(t);
    EXPECT_FALSE(has(t, "pin")) << joined(t);
}

TEST(PuzzleThemes, ARookPinsAKnightToItsKingAndWinsIt) {
    const auto t = themesOf("k9/10/10/10/n9/10/9p/10/9K/7R2 w - - 0 1", {"h1a1", "j4j3", "a1a6"});
    EXPECT_TRUE(has(t, "pin")) << joined(t);
    EXPECT_FALSE(has(t, "skewer")) << joined(t);
}

TEST(PuzzleThemes, AKnightUncoversARooksCheck) {
    const auto t = themesOf("4k5/10/10/10/10/4N5/10/10/10/4R4K w - - 0 1", {"e5c6"});
    EXPECT_TRUE(has(t, "discoveredCheck")) << joined(t);
}

TEST(PuzzleThemes, TakingAnUndefendedPieceIsAHangingPieceAndADefendedOneIsNot) {
    EXPECT_TRUE(has(themesOf("9k/10/10/10/n9/10/10/10/10/R8K w - - 0 1", {"a1a6"}), "hangingPiece"));
    EXPECT_FALSE(has(themesOf("9k/10/10/1p8/n9/10/10/10/10/R8K w - - 0 1", {"a1a6"}), "hangingPiece"));
}

TEST(PuzzleThemes, APawnOnItsNinthRankWithNothingToPromoteToIsFrozen) {
    // White has every piece it started with: its pawn on a9 cannot go on.
    const auto t = themesOf("r8r/Pnbqkcabn1/1ppppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R b - - 0 1",
                            {"b8b7"}, PuzzleKind::Defence);
    EXPECT_TRUE(has(t, "frozenPawn") && has(t, "nothingToPromote")) << joined(t);
    EXPECT_TRUE(has(t, "defence")) << joined(t);
    EXPECT_FALSE(has(t, "endgame")) << joined(t);
}

// A finder with a small hash and few nodes: the tests' positions are plain.
struct SmallFinder {
    explicit SmallFinder(std::uint64_t nodes = 20000) : finder(engine, options(nodes)) {}
    static PuzzleFinderOptions options(std::uint64_t nodes) {
        PuzzleFinderOptions o;
        o.screenNodes = 4000;
        o.nodes = nodes;
        return o;
    }
    Engine engine{16};
    PuzzleFinder finder;
};

TEST(PuzzleFinder, AHangingQueenIsAOneMovePuzzle) {
    SmallFinder small;
    PuzzleFinder& finder = small.finder;
    const auto found = finder.examine(Game(Position::fromFen(FreeQueenFen).value()));
    ASSERT_TRUE(found);
    EXPECT_EQ(found->puzzle.moves, std::vector<std::string>{"a1a6"});
    EXPECT_EQ(found->kind, PuzzleKind::Win);
    EXPECT_TRUE(found->puzzle.hasTheme("hangingPiece")) << joined(found->puzzle.themes);
    // The weakest level takes a free queen: rated as level 1 is.
    EXPECT_EQ(found->puzzle.rating, playingLevel(1).approximateElo);
    EXPECT_EQ(finder.stats().kept, 1u);
}

TEST(PuzzleFinder, ASkewerIsFollowedToTheCaptureWhereverTheKingGoes) {
    // Re10+ skewers king and queen; the king has several squares, and after each the rook
    // takes the queen: the reply is a choice that does not matter, so the line goes on.
    SmallFinder small(30000);
    PuzzleFinder& finder = small.finder;
    const auto found =
        finder.examine(Game(Position::fromFen("R9/10/4k5/10/10/10/10/4q5/10/K9 w - - 0 1").value()));
    ASSERT_TRUE(found);
    ASSERT_EQ(found->puzzle.moves.size(), 3u);
    EXPECT_EQ(found->puzzle.moves[0], "a10e10");
    EXPECT_EQ(found->puzzle.moves[2], "e10e3");
    EXPECT_TRUE(found->puzzle.hasTheme("skewer")) << joined(found->puzzle.themes);
    // Two moves to find: rated above the plainest one-move puzzle.
    EXPECT_GE(found->puzzle.rating, playingLevel(1).approximateElo + 150);
}

// The difficulty of a line whose first move is a free queen's capture, and of one whose first
// move no level plays (the rook steps aside and leaves the queen): the first is rated at level
// 1, the second 150 above the strongest level that tried, level 7, not at the bottom.
ReplayedPuzzle freeQueenLine(const char* first) {
    std::string why;
    const auto replayed = replayPuzzle(made(FreeQueenFen, {first}), &why);
    EXPECT_TRUE(replayed) << why;
    return replayed.value_or(ReplayedPuzzle{});
}

TEST(PuzzleDifficulty, AMoveTheWeakestLevelPlaysIsRatedAtLevelOne) {
    Engine engine{16};
    const PuzzleDifficulty d = measureDifficulty(engine, freeQueenLine("a1a6"));
    EXPECT_EQ(d.weakestLevel, 1);
    EXPECT_EQ(d.rating, playingLevel(1).approximateElo);
}

TEST(PuzzleDifficulty, AMoveNoLevelPlaysIsRatedAboveTheStrongestThatTried) {
    Engine engine{16};
    const PuzzleDifficulty d = measureDifficulty(engine, freeQueenLine("a1b1"));
    EXPECT_EQ(d.weakestLevel, 0);
    EXPECT_EQ(d.rating, playingLevel(LevelCount - 1).approximateElo + 150);
}

TEST(PuzzleFinder, TheStartPositionIsNoPuzzle) {
    SmallFinder small;
    PuzzleFinder& finder = small.finder;
    EXPECT_FALSE(finder.examine(Game()));
    EXPECT_EQ(finder.stats().rejected.at("no single move stands out"), 1u);
}

TEST(PuzzleFinder, ARecaptureIsNoPuzzle) {
    SmallFinder small;
    PuzzleFinder& finder = small.finder;
    // White's rook took a rook on a6; Black's rook takes back.
    Game game(Position::fromFen("r8k/10/10/10/r9/10/10/10/10/R8K w - - 0 1").value());
    ASSERT_TRUE(game.play(moveFromUci(game.position(), "a1a6")));
    EXPECT_FALSE(finder.examine(game));
    EXPECT_EQ(finder.stats().rejected.at("a recapture"), 1u);
}

} // namespace
} // namespace grand
