#include "bench_commands.h"

#include "fairy_stockfish.h"

#include "engine/rules/armies.h"
#include "engine/search/bench.h"
#include "engine/search/search.h"
#include "engine/search/search_pool.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <vector>

namespace grand::app {

// bench [DEPTH]: fixed positions, fixed depth, cleared hash: prints the node signature.
int benchCommand(const std::vector<std::string>& args) {
    int depth = DefaultBenchDepth;
    if (args.size() > 1) {
        try {
            depth = std::stoi(args[1]);
        } catch (...) {
            depth = 0;
        }
        if (depth < 1 || depth > 30) {
            std::cerr << "usage: grandchess-engine bench [DEPTH 1-30]\n";
            return 2;
        }
    }
    const BenchResult r = runBench(depth, &std::cout);
    std::cout << "\nbench depth " << depth << ": " << r.nodes << " nodes in " << r.timeMs << " ms, "
              << r.nodesPerSecond() << " nodes/s\n";
    return 0;
}

namespace {

std::uint64_t nps(std::uint64_t nodes, std::int64_t ms) {
    return ms > 0 ? nodes * 1000 / static_cast<std::uint64_t>(ms) : 0;
}

// The median, since a position with a forced line ends early or runs hundreds of plies deep.
double median(std::vector<int> v) {
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

// One timed search of ours from a cleared table, with `network` (none: the hand-written
// evaluation, which Fantasy Grand Chess always uses).
SearchResult searchOnce(TranspositionTable& tt, const Position& pos, const nnue::Network* network,
                        int threads, int moveTime) {
    tt.clear();
    SearchPool search(tt);
    search.setThreads(threads);
    search.setNetwork(network);
    std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.moveTimeMs = moveTime;
    return search.run(pos, {}, limits, stop, {}, threads);
}

// A table's sums: both engines' nodes, time and completed depths.
struct Table {
    std::uint64_t ourNodes = 0, fairyNodes = 0;
    std::int64_t ourMs = 0, fairyMs = 0;
    std::vector<int> ourDepths, fairyDepths;
};

// Each position searched by ours (with `network`, as full strength plays) and then by
// Fairy-Stockfish, a line each; `after(i)` runs after position i's line.
Table searchTable(TranspositionTable& tt, const char* const* fens, int count, const Variant& game,
                  const nnue::Network* network, FairyStockfish* fairy, int threads, int moveTime,
                  const std::function<void(int)>& after) {
    Table t;
    std::printf("%3s %12s %8s %6s %12s %8s %6s\n", "pos", "our nodes", "our ms", "depth", "fairy nodes",
                "fairy ms", "depth");
    for (int i = 0; i < count; ++i) {
        const SearchResult r = searchOnce(tt, *Position::fromFen(fens[i], game), network, threads, moveTime);
        t.ourNodes += r.nodes;
        t.ourMs += r.timeMs;
        t.ourDepths.push_back(r.depth);
        std::printf("%3d %12llu %8lld %6d", i + 1, static_cast<unsigned long long>(r.nodes),
                    static_cast<long long>(r.timeMs), r.depth);
        if (fairy) {
            if (auto f = fairy->search(fens[i], moveTime)) {
                t.fairyNodes += f->nodes;
                t.fairyMs += f->timeMs;
                t.fairyDepths.push_back(f->depth);
                std::printf(" %12llu %8lld %6d", static_cast<unsigned long long>(f->nodes),
                            static_cast<long long>(f->timeMs), f->depth);
            }
        }
        std::printf("\n");
        std::fflush(stdout);
        after(i);
    }
    return t;
}

void printSummary(const char* ours, const char* evaluation, int threads, const Table& t, bool fairy) {
    std::printf("\n%s (%s evaluation, %d thread%s): %llu nodes/s, median depth %.1f\n", ours, evaluation,
                threads, threads == 1 ? "" : "s", static_cast<unsigned long long>(nps(t.ourNodes, t.ourMs)),
                median(t.ourDepths));
    if (!fairy) {
        std::printf("Fairy-Stockfish not found: no ratio\n");
        return;
    }
    std::printf("Fairy-Stockfish:   %llu nodes/s, median depth %.1f\n",
                static_cast<unsigned long long>(nps(t.fairyNodes, t.fairyMs)), median(t.fairyDepths));
    std::printf("speed ratio (grandchess-engine / Fairy-Stockfish): %.2f\n",
                static_cast<double>(nps(t.ourNodes, t.ourMs))
                    / std::max<double>(1, static_cast<double>(nps(t.fairyNodes, t.fairyMs))));
}

} // namespace

// bench-search [MS] [--threads N] [--fairy PATH | --no-fairy]: each benchmark position
// searched for MS milliseconds (default 2000) by both engines, each with N threads
// (default 1); prints nodes per second, the depth each completed, and the ratio. Then the
// same for Embassy Chess's positions, and a Fantasy Grand Chess row: six army starts,
// searched by ours alone between the Grand positions, against Grand's speed.
int benchSearchCommand(const std::vector<std::string>& args) {
    int moveTime = 2000;
    int threads = 1;
    std::string fairyPath = FairyStockfish::defaultPath();
    bool classic = false; // the hand-written evaluation instead of the built-in network
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--no-fairy")
            fairyPath.clear();
        else if (args[i] == "--classic")
            classic = true;
        else if (args[i] == "--fairy" && i + 1 < args.size())
            fairyPath = args[++i];
        else
            try {
                if (args[i] == "--threads" && i + 1 < args.size())
                    threads = std::clamp(std::stoi(args[++i]), 1, MaxSearchThreads);
                else
                    moveTime = std::max(10, std::stoi(args[i]));
            } catch (...) {
                std::cerr
                    << "usage: grandchess-engine bench-search [MS] [--threads N] [--classic] [--fairy PATH | "
                       "--no-fairy]\n";
                return 2;
            }
    }
    std::unique_ptr<FairyStockfish> fairy;
    if (!fairyPath.empty()) {
        fairy = std::make_unique<FairyStockfish>(fairyPath, threads);
        if (!fairy->ok())
            fairy.reset();
    }
    // One table for the run, cleared between positions outside the timed search (a fresh
    // 64 MB table per position spent a third of the command's time in allocation and page
    // faults, though never inside the figures).
    TranspositionTable tt(64);
    // Fantasy Grand Chess: each army's start once as White and once as Black, the same six
    // positions every run (Fairy-Stockfish does not play it: its own row, against Grand's).
    // They are searched between the Grand positions, spread over the run, so that a machine
    // whose speed drifts during the run slows both rows alike and the ratio stays a ratio.
    constexpr std::pair<Army, Army> Pairings[] = {
        {Army::Elves, Army::Horde},   {Army::Horde, Army::Dwarves}, {Army::Dwarves, Army::Giants},
        {Army::Giants, Army::Druids}, {Army::Druids, Army::Humans}, {Army::Humans, Army::Elves},
    };
    std::vector<SearchResult> fantasyResults;
    auto searchFantasyUpTo = [&](std::size_t pairings) {
        while (fantasyResults.size() < pairings) {
            const auto& [white, black] = Pairings[fantasyResults.size()];
            fantasyResults.push_back(
                searchOnce(tt, Position::fantasyStart(white, black), nullptr, threads, moveTime));
        }
    };
    const char* const evaluation = classic || !nnue::builtInNetwork() ? "hand-written" : "learned";
    int count = 0;
    const char* const* fens = benchPositions(&count);
    const Table grand =
        searchTable(tt, fens, count, grandChess(), classic ? nullptr : nnue::builtInNetwork(), fairy.get(),
                    threads, moveTime, [&](int i) {
                        searchFantasyUpTo(std::size(Pairings) * static_cast<std::size_t>(i + 1)
                                          / static_cast<std::size_t>(count));
                    });
    searchFantasyUpTo(std::size(Pairings));
    printSummary("grandchess-engine", evaluation, threads, grand, fairy != nullptr);

    // Embassy Chess, beside Fairy-Stockfish as Grand Chess is, with its own network.
    std::printf("\nEmbassy Chess\n");
    if (fairy && !fairy->setVariant("embassy"))
        fairy.reset();
    int embassyCount = 0;
    const char* const* embassyFens = embassyBenchPositions(&embassyCount);
    const Table embassy = searchTable(tt, embassyFens, embassyCount, embassyChess(),
                                      classic ? nullptr : nnue::builtInNetwork(BuiltInNetwork::Embassy),
                                      fairy.get(), threads, moveTime, [](int) {});
    printSummary("grandchess-engine, Embassy Chess", evaluation, threads, embassy, fairy != nullptr);

    std::uint64_t fantasyNodes = 0;
    std::int64_t fantasyMs = 0;
    std::vector<int> fantasyDepths;
    std::printf("\n%-16s %12s %8s %6s\n", "Fantasy", "our nodes", "our ms", "depth");
    for (std::size_t k = 0; k < fantasyResults.size(); ++k) {
        const auto& [white, black] = Pairings[k];
        const SearchResult& r = fantasyResults[k];
        fantasyNodes += r.nodes;
        fantasyMs += r.timeMs;
        fantasyDepths.push_back(r.depth);
        const std::string name = std::string(armyInfo(white).id) + "/" + std::string(armyInfo(black).id);
        std::printf("%-16s %12llu %8lld %6d\n", name.c_str(), static_cast<unsigned long long>(r.nodes),
                    static_cast<long long>(r.timeMs), r.depth);
    }
    std::printf("\nFantasy Grand Chess (six armies, %d thread%s): %llu nodes/s, median depth %.1f\n", threads,
                threads == 1 ? "" : "s", static_cast<unsigned long long>(nps(fantasyNodes, fantasyMs)),
                median(fantasyDepths));
    std::printf("Fantasy speed / Grand Chess speed: %.2f\n",
                static_cast<double>(nps(fantasyNodes, fantasyMs))
                    / std::max<double>(1, static_cast<double>(nps(grand.ourNodes, grand.ourMs))));
    return 0;
}

} // namespace grand::app
