#include "engine/search/bench.h"

#include "engine/search/search.h"

#include <chrono>
#include <ostream>

namespace grand {

namespace {

// Openings, middlegames with promotions available, and endgames, from the perft suite and
// from games.
const char* const Positions[] = {
    "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
    "r8r/1nbqkcabn1/2ppp1p1pp/7P2/1p3p4/Pp8/4PP4/2PP2PP1P/1NBQKCABN1/R8R b - a4 0 7",
    "r6a1r/1nbqkc1bn1/2pp5p/p3p3p1/1p3pPp2/3P6/2P3P1P1/PP2P2P1P/1NBQK1ABN1/R1R4C2 w - f7 0 9",
    "r6q1r/2b1k1a1n1/2Pn3P1p/3P6/1p2c5/4Q2p1P/p9/P4Ap3/bNB2C1BN1/4KR3R w - - 0 32",
    "r2qa2B1r/1n2kc2n1/3C6/bpp7/P3P5/3A2p3/3P2P3/10/1N4KBN1/R1b6R w - - 2 31",
    "4rC2b1/rn2k3n1/pA3q4/b1pp4pp/5cpB1a/1PP1P2QPP/6pP2/9N/1NB7/R5K2R b - - 0 31",
    "3r3r2/1n2k3n1/3c6/4P4p/3Q2pP1P/1PAB1P1b2/Pp6Pb/3N4P1/1R5BN1/q1RC1K4 w - g7 0 40",
    "r9/1PbP3P2/2n1k3b1/2P1P3n1/r2P1a4/5p4/4pB3R/2CB1AN3/3QK3p1/c2N2R3 w - - 0 46",
    "1r2k5/P2n6/2P7/4P5/10/10/10/10/1NBQKCAB2/R8R w - - 0 1",
    "10/R1n4r2/5n4/2k7/1N8/1b7r/10/1R1B6/10/3KC5 b - - 21 70",
    "10/10/6k3/10/10/4b1N2p/2p2A3P/10/2C7/6K2N b - - 3 95",
    "10/10/10/10/8P1/10/10/8k1/2KQ6/10 w - - 4 145",
};

// Embassy Chess: the start, a castled opening, middlegames and an endgame, from the public
// perft set.
const char* const EmbassyPositions[] = {
    "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
    "r1bqkc2nr/p1p2p2p1/Ap2p1p2p/3p3p2/10/P1bP1P3P/1PPQP1PPP1/1R2KC1BNR w Kkq - 0 11",
    "An1k1c1bnr/4pp2pp/6pp2/p9/4p1P3/5P4/PP1P3P1P/RNB1K2CNR b KQ - 0 12",
    "rN4kbn1/4P2a1r/2q1C4p/1p1P2p1pP/1Qp2pAp2/P1N4PP1/4P1K3/R1B4BNR w - - 1 37",
    "r3k4r/p9/n6npp/P5P2c/5p1Pp1/NP8/1K1PP5/Q2R2b3 b k - 1 32",
    "10/3k6/2N7/10/10/p4K4/3r6/2c7 b - - 1 74",
};

} // namespace

const char* const* benchPositions(int* count) {
    *count = static_cast<int>(std::size(Positions));
    return Positions;
}

const char* const* embassyBenchPositions(int* count) {
    *count = static_cast<int>(std::size(EmbassyPositions));
    return EmbassyPositions;
}

BenchResult runBench(int depth, std::ostream* log) {
    TranspositionTable tt(16);
    Search search(tt);
    std::atomic<bool> stop{false};
    BenchResult total;
    const auto start = std::chrono::steady_clock::now();
    int n = 0;
    for (const char* fen : Positions) {
        const Position pos = *Position::fromFen(fen);
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = search.run(pos, {}, limits, stop);
        total.nodes += r.nodes;
        if (log)
            *log << "position " << ++n << ": bestmove " << toUci(r.bestMove) << " score " << r.score
                 << " nodes " << r.nodes << '\n';
    }
    total.timeMs =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
            .count();
    return total;
}

} // namespace grand
