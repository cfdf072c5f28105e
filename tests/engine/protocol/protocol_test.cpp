// The UCI and XBoard adapters, driven line by line as a GUI would: handshakes, positions,
// searches, bad input, and CECP's 0-based ranks.

#include "engine/protocol/protocol.h"
#include "engine/protocol/uci.h"
#include "engine/protocol/xboard.h"

#include <chrono>
#include <gtest/gtest.h>
#include <mutex>
#include <sstream>
#include <thread>

namespace grand {
namespace {

// Collects a session's output lines; waitFor() polls for a line starting with a prefix.
class Output {
public:
    LineWriter writer{[this](const std::string& line) {
        std::lock_guard lock(m_mutex);
        m_lines.push_back(line);
    }};

    std::vector<std::string> lines() {
        std::lock_guard lock(m_mutex);
        return m_lines;
    }
    bool has(const std::string& prefix) {
        for (const std::string& l : lines())
            if (l.rfind(prefix, 0) == 0)
                return true;
        return false;
    }
    std::string first(const std::string& prefix) {
        for (const std::string& l : lines())
            if (l.rfind(prefix, 0) == 0)
                return l;
        return {};
    }
    // Waits for the engine's answer; the long bound only guards against a hang.
    std::string waitFor(const std::string& prefix) {
        for (int i = 0; i < 3000; ++i) {
            if (const std::string l = first(prefix); !l.empty())
                return l;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        return {};
    }

private:
    std::mutex m_mutex;
    std::vector<std::string> m_lines;
};

TEST(Uci, Handshake) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("uci");
    uci.handle("isready");
    EXPECT_TRUE(out.has("id name Grand Chess Engine"));
    EXPECT_TRUE(out.has("option name UCI_Variant type combo default grand var grand"));
    EXPECT_TRUE(out.has("option name Skill Level type spin default 20 min 0 max 20"));
    EXPECT_TRUE(out.has("uciok"));
    EXPECT_TRUE(out.has("readyok"));
}

// A progress report (a sign of life within a long depth) is an info line without a score or
// a line, which GUIs show as nodes and time; a line's report has both.
TEST(Uci, ProgressInfoHasNoScoreAndNoLine) {
    const Position start;
    SearchInfo info;
    info.progress = true;
    info.depth = 23;
    info.selDepth = 31;
    info.nodes = 4'000'000;
    info.timeMs = 2'000;
    info.hashfull = 120;
    EXPECT_EQ(uciInfoLine(info, start), "info depth 23 nodes 4000000 nps 2000000 hashfull 120 time 2000");
    info.progress = false;
    info.score = 15;
    info.pv = {Move(parseSquare("e3"), parseSquare("e5"))};
    EXPECT_EQ(uciInfoLine(info, start), "info depth 23 seldepth 31 multipv 1 score cp 15 nodes 4000000 nps "
                                        "2000000 hashfull 120 time 2000 pv e3e5");
}

TEST(Uci, DebugIsAcceptedSilently) {
    // Cute Chess sends "debug off" after "uci": no answer, no complaint, and the session
    // goes on as before.
    Output out;
    UciSession uci(out.writer);
    uci.handle("uci");
    const std::size_t before = out.lines().size();
    uci.handle("debug on");
    uci.handle("debug off");
    uci.handle("debug");
    EXPECT_EQ(out.lines().size(), before) << out.lines().back();
    uci.handle("isready");
    EXPECT_EQ(out.waitFor("readyok"), "readyok");
    EXPECT_EQ(out.lines().size(), before + 1);
}

TEST(Uci, SearchesThePositionGiven) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("setoption name UCI_Variant value grand");
    uci.handle("position fen k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1");
    uci.handle("go depth 4");
    EXPECT_EQ(out.waitFor("bestmove"), "bestmove b1b9");
    EXPECT_TRUE(out.has("info depth 1 "));
    EXPECT_NE(out.first("info depth 4 ").find("score mate 1"), std::string::npos)
        << out.first("info depth 4");
}

TEST(Uci, PlaysEmbassyChessWithCastling) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("uci");
    EXPECT_TRUE(
        out.has("option name UCI_Variant type combo default grand var grand var fantasy-grand var embassy"));
    uci.handle("setoption name UCI_Variant value embassy");
    // The start position on eight ranks, and moves played into it, castling included.
    uci.handle("position startpos moves g2g3 g7g6 h1g2 h8g7 i1h3 i8h6 g1f3 g8f6 f1e3 f8e6 e1h1");
    uci.handle("go perft 1");
    EXPECT_EQ(out.waitFor("Nodes searched"), "Nodes searched: 54"); // Fairy-Stockfish's count
    EXPECT_TRUE(out.has("e8h8: 1")) << "Black may castle too";
    // Castling mates, as does the rook's own move to g1: the g-file is open to the king on g8.
    uci.handle("position fen 5rkr2/5p1p2/10/10/10/10/10/4K4R w K - 0 1");
    uci.handle("go depth 3");
    const std::string best = out.waitFor("bestmove");
    EXPECT_TRUE(best == "bestmove e1h1" || best == "bestmove j1g1") << best;
    EXPECT_NE(out.first("info depth 3 ").find("score mate 1"), std::string::npos)
        << out.first("info depth 3");
}

TEST(Uci, ThreadsUpToTheMachinesCores) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("uci");
    const std::string cores = std::to_string(machineThreads());
    EXPECT_TRUE(out.has("option name Threads type spin default 1 min 1 max " + cores))
        << out.first("option name Threads");
    uci.handle("setoption name Threads value " + std::to_string(machineThreads() + 1));
    EXPECT_TRUE(out.has("info string option Threads: '" + std::to_string(machineThreads() + 1)
                        + "' is not a number from 1 to " + cores));
    uci.handle("setoption name Threads value " + cores);
    EXPECT_EQ(uci.engine().threads(), machineThreads());
    uci.handle("position fen k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1");
    uci.handle("go depth 5");
    EXPECT_EQ(out.waitFor("bestmove"), "bestmove b1b9");
}

TEST(Uci, MovesAfterStartposAndPerft) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("position startpos moves e3e5 e8e6");
    uci.handle("d");
    EXPECT_TRUE(out.has("Fen: r8r/1nbqkcabn1/pppp1ppppp/10/4p5/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R w - - 0 2"));
    uci.handle("position startpos");
    uci.handle("go perft 2");
    EXPECT_TRUE(out.has("Nodes searched: 4225"));
}

TEST(Uci, IllegalMoveIsReportedAndIgnored) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("position startpos moves e3e5 e8e4 d3d4");
    EXPECT_TRUE(out.has("info string illegal move e8e4"));
    uci.handle("d");
    EXPECT_TRUE(out.has("Fen: r8r/1nbqkcabn1/pppppppppp/10/10/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - - 0 1"));
}

TEST(Uci, BadInputNeverCrashes) {
    Output out;
    UciSession uci(out.writer);
    for (const char* junk : {"",
                             "   ",
                             "xyzzy",
                             "go depth",
                             "go depth -5",
                             "go nodes abc",
                             "position",
                             "position fen",
                             "position fen 10/10 w",
                             "position fen garbage moves e3e5",
                             "setoption",
                             "setoption name",
                             "setoption name Hash value lots",
                             "setoption name Hash value 0",
                             "position startpos moves",
                             "position startpos moves zz99",
                             "go wtime -100 btime -100",
                             "stop",
                             "ponderhit",
                             "\x01\x02\xff",
                             "go searchmoves a1a1"}) {
        uci.handle(junk);
    }
    out.waitFor("bestmove");
    uci.handle("stop");
    EXPECT_TRUE(out.has("info string unknown command: xyzzy"));
    EXPECT_TRUE(out.has("info string invalid position"));
    EXPECT_TRUE(out.has("info string option Hash: 'lots' is not a number"));
    uci.handle("isready");
    EXPECT_EQ(out.waitFor("readyok"), "readyok");
}

// A search without a limit gives no best move for `ms`, and one as soon as it is stopped.
void expectWaitsForStop(UciSession& uci, Output& out, int ms) {
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    EXPECT_FALSE(out.has("bestmove")) << "a search without a limit must wait for stop";
    uci.handle("stop");
    EXPECT_TRUE(out.has("bestmove ")) << "stop returns after the search has answered";
}

TEST(Uci, StopEndsInfiniteSearchWithABestMove) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("position startpos");
    uci.handle("go infinite");
    expectWaitsForStop(uci, out, 100);
}

// A limit of "go" that is not a number in its range is said and left out (a user's "go depth
// abc" searched on silently, and "go perft 0" counted one ply).
TEST(Uci, GoParametersThatAreNotNumbersAreSaid) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("position startpos");
    uci.handle("go perft 0");
    EXPECT_TRUE(out.has("info string go perft: '0' is not a number from 1 to "));
    EXPECT_FALSE(out.has("Nodes searched"));
    uci.handle("go depth abc");
    EXPECT_TRUE(out.has("info string go depth: 'abc' is not a number from 1 to 127; ignored"));
    expectWaitsForStop(uci, out, 50); // no limit left: as a bare go
    uci.handle("go depth");
    EXPECT_TRUE(out.has("info string go depth: '' is not a number"));
    uci.handle("stop");
}

// Analysis (go infinite) of a mate in 1 deepens no further than proves it, and waits for stop:
// it counted the depth up to 127, which a player read as "Depth 127".
TEST(Uci, AnalysisOfAMateStopsDeepening) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("position fen k9/10/1R8/10/10/10/10/10/10/1R7K w - - 0 1");
    uci.handle("go infinite");
    expectWaitsForStop(uci, out, 300);
    EXPECT_EQ(out.waitFor("bestmove"), "bestmove b8a8");
    int deepest = 0;
    for (const std::string& l : out.lines())
        if (l.rfind("info depth ", 0) == 0)
            deepest = std::max(deepest, std::stoi(l.substr(11)));
    EXPECT_EQ(deepest, 6) << "mate in 1 proved at depth 2 * 1 + 4";
}

TEST(Uci, NoLegalMove) {
    Output out;
    UciSession uci(out.writer);
    uci.handle("position fen k9/1Q8/2K7/10/10/10/10/10/10/10 b - - 0 1");
    uci.handle("go depth 3");
    EXPECT_EQ(out.waitFor("bestmove"), "bestmove (none)");
}

TEST(Protocol, PicksTheProtocolFromTheFirstCommand) {
    std::istringstream uciIn("uci\nquit\n");
    std::ostringstream uciOut;
    runProtocol(uciIn, uciOut);
    EXPECT_NE(uciOut.str().find("uciok"), std::string::npos);

    std::istringstream xbIn("xboard\nprotover 2\nquit\n");
    std::ostringstream xbOut;
    runProtocol(xbIn, xbOut);
    EXPECT_NE(xbOut.str().find("feature "), std::string::npos);
    EXPECT_EQ(xbOut.str().find("uciok"), std::string::npos);
}

TEST(XBoard, RanksAreZeroBased) {
    EXPECT_EQ(cecpToUci("e2e4"), "e3e5");
    EXPECT_EQ(cecpToUci("e8e9q"), "e9e10q");
    EXPECT_EQ(cecpToUci("a0a9"), "a1a10");
    EXPECT_EQ(uciToCecp("j10j9"), "j9j8");
    EXPECT_EQ(uciToCecp("e9e10a"), "e8e9a");
    EXPECT_EQ(cecpToUci("e2e10"), "") << "rank 10 does not exist in CECP";
    EXPECT_EQ(uciToCecp("e0e1"), "") << "rank 0 does not exist in UCI";
    EXPECT_EQ(cecpToUci("k2k3"), "");
    EXPECT_EQ(cecpToUci("e2"), "");
}

TEST(XBoard, FeaturesAndAGame) {
    Output out;
    XBoardSession xb(out.writer);
    xb.handle("xboard");
    xb.handle("protover 2");
    const std::string features = out.first("feature ");
    EXPECT_NE(features.find("variants=\"grand\""), std::string::npos);
    EXPECT_NE(features.find("setboard=1"), std::string::npos);
    EXPECT_NE(features.find("done=1"), std::string::npos);
    EXPECT_NE(features.find("smp=1"), std::string::npos);
    xb.handle("new");
    xb.handle("variant grand");
    xb.handle("cores 2");
    EXPECT_EQ(xb.engine().threads(), std::min(2, machineThreads()));
    xb.handle("sd 3");
    xb.handle("usermove e2e4"); // our e3e5; the engine answers as Black
    const std::string move = out.waitFor("move ");
    ASSERT_FALSE(move.empty());
    const std::string reply = move.substr(5);
    EXPECT_FALSE(cecpToUci(reply).empty()) << "the reply is in CECP coordinates: " << reply;
    xb.handle("ping 7");
    EXPECT_EQ(out.waitFor("pong"), "pong 7");
}

TEST(XBoard, IllegalMoveAndSetboard) {
    Output out;
    XBoardSession xb(out.writer);
    xb.handle("new");
    xb.handle("force");
    xb.handle("usermove e2e6");
    EXPECT_TRUE(out.has("Illegal move: e2e6"));
    xb.handle("setboard k9/10/2K7/10/10/10/10/10/10/1Q8 w - - 0 1");
    xb.handle("sd 4");
    xb.handle("go");
    EXPECT_EQ(out.waitFor("move "), "move b0b8"); // our b1b9, mate
    EXPECT_EQ(out.waitFor("1-0"), "1-0 {Checkmate, White wins}");
    xb.handle("setboard not a fen");
    EXPECT_TRUE(out.has("tellusererror Illegal position: FEN piece placement (column 1)"))
        << "the column counts in the FEN, as UCI's does";
    xb.handle("variant crazyhouse");
    EXPECT_TRUE(out.has("Error (unsupported variant): crazyhouse"));
    xb.handle("variant embassy");
    EXPECT_TRUE(out.has("Error (unsupported variant): embassy (Embassy Chess is played over UCI: UCI_Variant "
                        "embassy)"));
}

} // namespace
} // namespace grand
