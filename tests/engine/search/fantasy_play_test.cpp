// Fantasy Grand Chess played (FANTASY.md): how games end (stalemate loses, a struck royal
// loses, two bare royals draw), the search finding those ends, every level and the UCI
// options that start a Fantasy game.

#include "test_data.h"

#include "engine/analysis/ending.h"
#include "engine/eval/evaluate.h"
#include "engine/protocol/protocol.h"
#include "engine/protocol/uci.h"
#include "engine/rules/armies.h"
#include "engine/rules/game.h"
#include "engine/rules/movegen.h"
#include "engine/search/engine.h"

#include <chrono>
#include <gtest/gtest.h>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

namespace grand {
namespace {

using test::fen;

SearchResult searchDepth(const Position& pos, int depth) {
    TranspositionTable tt(8);
    Search search(tt);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = depth;
    return search.run(pos, {}, limits, stop);
}

// An evaluation weight's value by name (0, and a failure, when there is none).
int weight(const std::string& name) {
    const int* w = evaluationWeight(name);
    EXPECT_NE(w, nullptr) << name;
    return w ? *w : 0;
}

// A row of the evaluation's report: White's, Black's and their difference.
std::array<int, 3> reportRow(const std::string& report, const std::string& name) {
    std::istringstream lines(report);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind(name + " ", 0) == 0) {
            std::istringstream fields(line.substr(name.size()));
            std::array<int, 3> v{};
            fields >> v[0] >> v[1] >> v[2];
            return v;
        }
    ADD_FAILURE() << "no row " << name << " in\n" << report;
    return std::array<int, 3>{};
}

// Black's bare Dark Lord on a10, White's queen on b8: Black cannot move and is not in check.
const char* StalematedBlack = "k9/10/1Q8/10/10/10/10/10/4K5/10 b - - 0 1 humans/horde";

TEST(FantasyPlay, StalemateLosesForTheSideThatCannotMove) {
    const Game game(fen(StalematedBlack));
    ASSERT_FALSE(game.position().inCheck());
    const GameStatus status = game.status();
    EXPECT_EQ(status.outcome, GameOutcome::StalemateLoss);
    EXPECT_EQ(status.result(), "1-0");
    EXPECT_EQ(status.reason(), "Stalemate, White wins");
    const Ending ending = describeEnding(gameEndOf(status.outcome), Color::Black);
    EXPECT_EQ(ending.result, "1-0");
    EXPECT_EQ(ending.reason, "Stalemate: Black cannot move and loses");
    // The same position in Grand Chess is a draw.
    const Game grand(fen("k9/10/1Q8/10/10/10/10/10/4K5/10 b - - 0 1"));
    EXPECT_EQ(grand.status().outcome, GameOutcome::Stalemate);
    EXPECT_EQ(grand.status().result(), "1/2-1/2");
}

TEST(FantasyPlay, SearchPlaysForStalemateAsForMate) {
    // White's queen on c7 can stalemate the bare Dark Lord on a10 in one move (Qb8, Qc9, ...).
    const Position pos = fen("k9/10/10/2Q7/10/10/10/10/4K5/10 w - - 0 1 humans/horde");
    const SearchResult r = searchDepth(pos, 4);
    EXPECT_EQ(mateInMoves(r.score), 1) << r.score;
    Game game(pos);
    ASSERT_TRUE(game.play(r.bestMove));
    EXPECT_EQ(game.status().outcome, GameOutcome::StalemateLoss);
    EXPECT_EQ(game.status().winner, Color::White);
    // The stalemated side sees its loss.
    EXPECT_EQ(searchDepth(fen(StalematedBlack), 3).score, -MateScore);
}

TEST(FantasyPlay, AnOrcThatCanStrikeTheLastPieceGivesCheck) {
    // White's Orc on e7 could take Black's last Warrior on d8, in the zone, and strike the royal:
    // Black is in check, and only Warrior moves answer it (the royal's own moves do not).
    const Position pos = fen("9k/10/3w6/4O5/10/10/10/10/10/K9 b - - 0 1 horde/elves");
    EXPECT_TRUE(pos.inCheck());
    std::set<std::string> moves;
    for (Move m : legalMoves(pos))
        moves.insert(toUci(m, Army::Elves));
    EXPECT_EQ(moves, (std::set<std::string>{"d8c8", "d8d7", "d8d9", "d8e7", "d8e8"}));
}

TEST(FantasyPlay, AnOrcReachingTheSeventhRankMatesABareRoyal) {
    // Every Orc move into the zone could strike the bare Dark Lord: an Orc on the 7th rank
    // that nothing can take or block mates it.
    const Position pos = fen("9k/10/10/10/4O5/10/10/10/10/K9 w - - 0 1 horde/elves");
    ASSERT_FALSE(pos.inCheck());
    const SearchResult r = searchDepth(pos, 3);
    EXPECT_EQ(mateInMoves(r.score), 1) << r.score;
    Game game(pos);
    ASSERT_TRUE(game.play(r.bestMove));
    EXPECT_EQ(rankOf(r.bestMove.to()), 6);
    EXPECT_EQ(game.status().outcome, GameOutcome::Checkmate);
    EXPECT_EQ(game.status().result(), "1-0");
}

TEST(FantasyPlay, TwoBareRoyalsDraw) {
    const Game bare(fen("k9/10/10/10/10/10/10/10/4K5/10 w - - 0 1 druids/giants"));
    EXPECT_EQ(bare.status().outcome, GameOutcome::InsufficientMaterial);
    EXPECT_EQ(searchDepth(bare.position(), 4).score, 0);
    // A lone Fox is enough to play on (the Grand rule's lone minor piece does not apply).
    const Game fox(fen("k9/10/10/10/10/10/10/10/4K5/5F4 w - - 0 1 druids/giants"));
    EXPECT_EQ(fox.status().outcome, GameOutcome::Ongoing);
    // Out of time against a bare royal: a draw; against anything more: a loss.
    EXPECT_EQ(timeoutEnd(fox.position(), Color::Black), GameEnd::TimeForfeit);
    EXPECT_EQ(timeoutEnd(fox.position(), Color::White), GameEnd::TimeoutVsInsufficient);
}

TEST(FantasyPlay, FiftyMovesCountForwardOnlyPiecesAsPawns) {
    // A Goblin's step resets the count; a Warlock's move does not.
    Game game(fen("k9/10/10/10/10/10/10/2G6Z/10/K9 w - - 98 80 horde/elves"));
    ASSERT_TRUE(game.play(moveFromUci(game.position(), "c3c4")));
    EXPECT_EQ(game.position().halfmoveClock(), 0);
    Game slow(fen("k9/10/10/10/10/10/10/2G6Z/10/K9 w - - 99 80 horde/elves"));
    ASSERT_TRUE(slow.play(moveFromUci(slow.position(), "j3i4")));
    EXPECT_EQ(slow.status().outcome, GameOutcome::FiftyMoves);
}

TEST(FantasyPlay, EveryLevelPlaysEveryArmy) {
    Engine engine(8);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.nodes = 3000;
    int level = 1;
    for (Army white : Armies)
        for (Army black : Armies) {
            const Game game(Position::fantasyStart(white, black));
            const SearchResult r = engine.play(game, level, limits, stop, 7);
            EXPECT_TRUE(isLegal(game.position(), r.bestMove))
                << armyInfo(white).id << "/" << armyInfo(black).id << " level " << level;
            level = level % LevelCount + 1;
        }
}

TEST(FantasyPlay, HistorySlotsHoldTheLargestArmy) {
    for (Army a : Armies)
        EXPECT_LE(armyInfo(a).pieces.size(), static_cast<std::size_t>(MaxArmyKinds)) << armyInfo(a).id;
}

TEST(FantasyPlay, EvaluationIsSymmetric) {
    // A pairing with White to move is its mirror (armies and colours swapped) with Black to move.
    for (Army white : Armies)
        for (Army black : Armies) {
            const Position a = Position::fantasyStart(white, black);
            Position mirror = Position::fantasyStart(black, white);
            UndoInfo undo;
            mirror.doNullMove(undo);
            EXPECT_EQ(evaluate(a), evaluate(mirror)) << armyInfo(white).id << "/" << armyInfo(black).id;
        }
}

TEST(FantasyPlay, EvaluationIsTheScaledSumOfItsTermsWithEachArmysOwnTerm) {
    // The report's rows are in material units; evaluate() is their sum for the side to move,
    // tempo included, times Scale.Fantasy percent. The army row holds each side's army term.
    const int scale = weight("Scale.Fantasy");
    EXPECT_GT(scale, 0);
    EXPECT_LT(scale, 100); // a unit of Fantasy material decides less than a centipawn (docs/strength.md)
    // Off the start with every piece on the board, an army's term is its constant and all of
    // its start term.
    auto armyTerm = [&](Army a) {
        return a == Army::Humans ? 0
                                 : weight("Fantasy.Army." + std::string(armyInfo(a).id))
                                       + weight("Fantasy.ArmyStart." + std::string(armyInfo(a).id));
    };
    std::set<int> armyTerms;
    for (Army white : Armies)
        for (Army black : Armies) {
            Position pos = Position::fantasyStart(white, black);
            UndoInfo undo;
            pos.doMove(legalMoves(pos)[0], undo); // Black to move, a position off the start
            const std::string report = evaluationReport(pos);
            const auto army = reportRow(report, "army");
            EXPECT_EQ(army[0], armyTerm(white)) << report;
            EXPECT_EQ(army[1], armyTerm(black)) << report;
            armyTerms.insert(army[0]);
            const int whiteSum = reportRow(report, "total")[2];
            const int tempo = weight("Fantasy.Tempo");
            EXPECT_EQ(evaluate(pos), (-whiteSum + tempo) * scale / 100) << report;
            EXPECT_NE(report.find("scaled to centipawns (" + std::to_string(scale) + "%): "),
                      std::string::npos);
        }
    EXPECT_EQ(armyTerms.size(), Armies.size()) << "each army has its own term";
}

TEST(FantasyPlay, AnArmysStartTermFadesAsThePiecesComeOff) {
    // The Humans (White) and the Dwarves (Black) set up nine pieces each besides the royal and
    // the pawns or Soldiers. The army row holds the constant, and the start term by the share
    // of those eighteen still on the board.
    const int constant = weight("Fantasy.Army.dwarves");
    const int start = weight("Fantasy.ArmyStart.dwarves");
    ASSERT_NE(start, 0) << "the Dwarves' start term is fitted away from zero (docs/strength.md)";
    auto dwarvesTerm = [](const char* text) {
        const std::string report = evaluationReport(fen(text));
        EXPECT_EQ(reportRow(report, "army")[0], 0) << report; // the Humans are the reference
        return reportRow(report, "army")[1];
    };
    // All eighteen.
    EXPECT_EQ(dwarvesTerm(
                  "c8c/1pgwkewgp1/ssssssssss/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1 humans/dwarves"),
              constant + start);
    // Sixteen (White's rooks gone): 16/18 of the way, in 64ths (56).
    EXPECT_EQ(dwarvesTerm(
                  "c8c/1pgwkewgp1/ssssssssss/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/10 w - - 0 1 humans/dwarves"),
              constant + start * 56 / 64);
    // Royals, pawns and Soldiers alone: the constant.
    EXPECT_EQ(dwarvesTerm("4k5/10/ssssssssss/10/10/10/10/PPPPPPPPPP/4K5/10 w - - 0 1 humans/dwarves"),
              constant);
}

// Collects a UCI session's output lines.
struct Output {
    std::mutex mutex;
    std::vector<std::string> lines;
    LineWriter writer{[this](const std::string& line) {
        std::lock_guard lock(mutex);
        lines.push_back(line);
    }};
    std::string first(const std::string& prefix) {
        std::lock_guard lock(mutex);
        for (const std::string& l : lines)
            if (l.rfind(prefix, 0) == 0)
                return l;
        return {};
    }
    std::string waitFor(const std::string& prefix) {
        for (int i = 0; i < 3000; ++i) {
            if (std::string l = first(prefix); !l.empty())
                return l;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        return {};
    }
};

TEST(FantasyPlay, UciStartsAFantasyGameFromItsOptions) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("uci");
    EXPECT_NE(out.first("option name UCI_Variant").find("var fantasy-grand"), std::string::npos);
    EXPECT_EQ(
        out.first("option name WhiteArmy"),
        "option name WhiteArmy type combo default humans var humans var elves var dwarves var horde var "
        "giants var druids");
    uci.handle("setoption name UCI_Variant value fantasy-grand");
    uci.handle("setoption name WhiteArmy value elves");
    uci.handle("setoption name BlackArmy value Evil Horde");
    uci.handle("position startpos moves e3e4 e8e6");
    uci.handle("d");
    EXPECT_EQ(out.first("Fen:"),
              "Fen: zrhbkmahrz/oooooooooo/gggg1ggggg/10/4g5/10/4W5/WWWW1WWWWW/1S1LKEM1S1/4RR4 w - - 0 2 "
              "elves/horde");
    uci.handle("go depth 3");
    const std::string best = out.waitFor("bestmove ");
    ASSERT_FALSE(best.empty());
    Position after = Position::fantasyStart(Army::Elves, Army::Horde);
    UndoInfo undo;
    after.doMove(moveFromUci(after, "e3e4"), undo);
    after.doMove(moveFromUci(after, "e8e6"), undo);
    EXPECT_FALSE(moveFromUci(after, best.substr(9, best.find(' ', 9) - 9)).isNone()) << best;

    uci.handle("setoption name BlackArmy value trolls");
    EXPECT_EQ(out.first("info string BlackArmy: unknown army"),
              "info string BlackArmy: unknown army 'trolls' (armies: humans, elves, dwarves, horde, giants, "
              "druids)");
}

TEST(FantasyPlay, UciReadsFantasyFensAndArmyPromotionLetters) {
    Output out;
    UciSession uci(out.writer);
    // A White Goblin on d9 promotes to a Wolf Rider on d10: the Horde's letter w.
    uci.handle("position fen k9/3G6/10/10/10/10/10/10/10/K9 w - - 0 1 horde/elves moves d9d10w");
    uci.handle("d");
    EXPECT_EQ(out.first("Fen:"), "Fen: k2W6/10/10/10/10/10/10/10/10/K9 b - - 0 1 horde/elves");
    uci.handle("go perft 1"); // a10a9 and a10b10: the Wolf Rider's knight leap covers b9
    EXPECT_EQ(out.waitFor("Nodes searched"), "Nodes searched: 2");
}

} // namespace
} // namespace grand
