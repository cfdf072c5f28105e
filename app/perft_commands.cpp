#include "perft_commands.h"

#include "fairy_stockfish.h"

#include "perft_suite.h"

#include "engine/rules/perft.h"
#include "engine/rules/position.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

namespace grand::app {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string join(const std::vector<std::string>& words, std::size_t from) {
    std::string out;
    for (std::size_t i = from; i < words.size(); ++i)
        out += (out.empty() ? "" : " ") + words[i];
    return out;
}

bool parseDepth(const std::string& text, int& depth) {
    try {
        std::size_t used = 0;
        depth = std::stoi(text, &used);
        return used == text.size() && depth >= 0 && depth <= 20;
    } catch (...) {
        return false;
    }
}

} // namespace

int perftCommand(const std::vector<std::string>& args) {
    int depth = 0;
    if (args.size() < 2 || !parseDepth(args[1], depth)) {
        std::cerr << "usage: grandchess-engine perft DEPTH [\"FEN\"]\n";
        return 2;
    }
    const std::string fenText = args.size() > 2 ? join(args, 2) : std::string(StartFen);
    auto pos = Position::fromFen(fenText);
    if (!pos) {
        std::cerr << "error: " << pos.error().toString() << "\n";
        return 2;
    }
    std::uint64_t total = 0;
    if (depth == 0) {
        total = 1;
    } else {
        for (const auto& [move, nodes] : perftDivide(*pos, depth)) {
            std::cout << toUci(move, pos->army(pos->sideToMove())) << ": " << nodes << "\n";
            total += nodes;
        }
    }
    std::cout << "\nNodes searched: " << total << "\n\n";
    return 0;
}

// One suite's totals: our nodes and time, Fairy-Stockfish's, and the disagreements.
struct SuiteFigures {
    std::uint64_t ourNodes = 0, fairyNodes = 0;
    double ourMs = 0, fairyMs = 0;
    int mismatches = 0;
};

double nodesPerSecond(std::uint64_t nodes, double ms) { return ms > 0 ? nodes / ms * 1000.0 : 0.0; }

// Each position of a suite at the deepest listed depth not above maxDepth, checked against
// the suite and timed, and the same by Fairy-Stockfish (in the position's game) when given;
// one line per position.
SuiteFigures runSuite(const std::vector<PerftCase>& suite, int maxDepth, FairyStockfish* fairy) {
    SuiteFigures f;
    for (const PerftCase& c : suite) {
        auto pos = Position::fromFen(c.fen);
        if (!pos) {
            std::cerr << "line " << c.line << ": " << pos.error().toString() << "\n";
            ++f.mismatches;
            continue;
        }
        int depth = 0;
        std::uint64_t expected = 0;
        for (const auto& [d, n] : c.depths)
            if (d <= maxDepth && d > depth)
                depth = d, expected = n;
        if (depth == 0)
            continue;
        const auto start = Clock::now();
        const std::uint64_t nodes = perft(*pos, depth);
        const double ms = millisecondsSince(start);
        f.ourNodes += nodes;
        f.ourMs += ms;
        std::printf("%5d %5d %12llu %10.1f", c.line, depth, static_cast<unsigned long long>(nodes), ms);
        // Fantasy positions need their armies, which Fairy-Stockfish does not know.
        if (fairy && !pos->variant().hasArmies() && fairy->setVariant(std::string(pos->variant().id))) {
            if (auto r = fairy->perft(c.fen, depth)) {
                f.fairyNodes += r->first;
                f.fairyMs += r->second;
                std::printf(" %10.1f", r->second);
                if (r->first != nodes) {
                    std::printf("  MISMATCH: Fairy-Stockfish counts %llu",
                                static_cast<unsigned long long>(r->first));
                    ++f.mismatches;
                }
            } else {
                std::printf("  Fairy-Stockfish failed");
            }
        }
        if (nodes != expected) {
            std::printf("  MISMATCH: suite expects %llu", static_cast<unsigned long long>(expected));
            ++f.mismatches;
        }
        std::printf("\n");
    }
    return f;
}

// bench-perft [EPD] [MAXDEPTH] [--fairy PATH | --no-fairy]: for each suite position, perft at
// the deepest listed depth not above MAXDEPTH (default 3), checked against the suite, timed,
// and the same with Fairy-Stockfish when it is installed. Without EPD, the built-in suites of
// Grand Chess and Embassy Chess, with a row of figures for each game.
int benchPerftCommand(const std::vector<std::string>& args) {
    std::string suitePath;
    int maxDepth = 3;
    std::string fairyPath = FairyStockfish::defaultPath();
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--no-fairy") {
            fairyPath.clear();
        } else if (args[i] == "--fairy" && i + 1 < args.size()) {
            fairyPath = args[++i];
        } else if (int d = 0; parseDepth(args[i], d)) {
            maxDepth = d;
        } else {
            suitePath = args[i];
        }
    }
    // (name, text) of each suite to run.
    std::vector<std::pair<std::string, std::string>> suites;
    if (suitePath.empty()) {
        suites.emplace_back("Grand Chess", std::string(DefaultPerftSuite));
        suites.emplace_back("Embassy Chess", std::string(EmbassyPerftSuite));
    } else {
        std::ifstream in(suitePath, std::ios::binary);
        if (!in) {
            std::cerr << "error: cannot open perft suite '" << suitePath << "'\n";
            return 2;
        }
        std::ostringstream buffer;
        buffer << in.rdbuf();
        suites.emplace_back(suitePath, buffer.str());
    }
    std::vector<std::vector<PerftCase>> parsed;
    for (const auto& [name, text] : suites) {
        std::string error;
        parsed.push_back(parsePerftSuite(text, &error));
        if (!error.empty()) {
            std::cerr << "error: " << (suitePath.empty() ? "built-in suite " + name : name) << " " << error
                      << "\n";
            return 2;
        }
    }

    std::unique_ptr<FairyStockfish> fairy;
    if (!fairyPath.empty()) {
        fairy = std::make_unique<FairyStockfish>(fairyPath);
        if (!fairy->ok()) {
            std::cerr << "warning: " << fairyPath << " did not answer; comparing nothing\n";
            fairy.reset();
        }
    }

    std::vector<SuiteFigures> figures;
    for (std::size_t i = 0; i < suites.size(); ++i) {
        if (suites.size() > 1)
            std::printf("%s%s\n", i ? "\n" : "", suites[i].first.c_str());
        std::printf("%5s %5s %12s %10s %10s\n", "line", "depth", "nodes", "ours ms", fairy ? "fairy ms" : "");
        figures.push_back(runSuite(parsed[i], maxDepth, fairy.get()));
    }
    int mismatches = 0;
    std::printf("\n");
    for (std::size_t i = 0; i < suites.size(); ++i) {
        const SuiteFigures& f = figures[i];
        mismatches += f.mismatches;
        if (suites.size() > 1)
            std::printf("%s\n", suites[i].first.c_str());
        std::printf("grandchess-engine: %llu nodes in %.0f ms: %.0f nodes/s\n",
                    static_cast<unsigned long long>(f.ourNodes), f.ourMs,
                    nodesPerSecond(f.ourNodes, f.ourMs));
        if (fairy && f.fairyNodes) {
            std::printf("Fairy-Stockfish:   %llu nodes in %.0f ms: %.0f nodes/s\n",
                        static_cast<unsigned long long>(f.fairyNodes), f.fairyMs,
                        nodesPerSecond(f.fairyNodes, f.fairyMs));
            std::printf("speed ratio (grandchess-engine / Fairy-Stockfish): %.2f\n",
                        nodesPerSecond(f.ourNodes, f.ourMs)
                            / std::max(1.0, nodesPerSecond(f.fairyNodes, f.fairyMs)));
        } else if (!fairy) {
            std::printf("Fairy-Stockfish not found (apt-get install fairy-stockfish): no ratio\n");
        }
    }
    if (mismatches)
        std::printf("%d MISMATCHES\n", mismatches);
    return mismatches ? 1 : 0;
}

} // namespace grand::app
