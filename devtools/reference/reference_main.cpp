// fantasy-reference: command-line front end of the independent Fantasy Grand Chess move
// generator (fantasy_reference.h).
//   fantasy-reference perft DEPTH "FEN"   each legal move with its count (sorted), total
//   fantasy-reference moves "FEN"         the sorted legal moves
//   fantasy-reference epd FILE DEPTH      checks ";D1 n ;D2 n ..." counts up to DEPTH
// Build (standard library only), outside the project's build tree:
//   g++ -O2 -std=c++20 -o fantasy-reference fantasy_reference.cpp reference_main.cpp

#include "fantasy_reference.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace {

int usage() {
    std::cerr << "usage: fantasy-reference perft DEPTH \"FEN\"\n"
                 "       fantasy-reference moves \"FEN\"\n"
                 "       fantasy-reference epd FILE DEPTH\n";
    return 2;
}

std::optional<reference::Position> parseOrComplain(const std::string& fen) {
    std::string error;
    auto pos = reference::parseFen(fen, &error);
    if (!pos)
        std::cerr << "bad FEN: " << error << "\n";
    return pos;
}

int commandPerft(int depth, const std::string& fen) {
    const auto pos = parseOrComplain(fen);
    if (!pos)
        return 1;
    if (depth <= 0) {
        std::cout << "total 1\n";
        return 0;
    }
    std::vector<std::string> moves = reference::legalMoves(*pos);
    std::sort(moves.begin(), moves.end());
    std::uint64_t total = 0;
    for (const std::string& m : moves) {
        const std::uint64_t n = depth <= 1 ? 1 : reference::perft(reference::play(*pos, m), depth - 1);
        total += n;
        std::cout << m << ": " << n << "\n";
    }
    std::cout << "\nmoves " << moves.size() << "\ntotal " << total << "\n";
    return 0;
}

int commandMoves(const std::string& fen) {
    const auto pos = parseOrComplain(fen);
    if (!pos)
        return 1;
    std::vector<std::string> moves = reference::legalMoves(*pos);
    std::sort(moves.begin(), moves.end());
    for (const std::string& m : moves)
        std::cout << m << "\n";
    std::cout << "count " << moves.size() << (reference::inCheck(*pos) ? " (in check)" : "") << "\n";
    return 0;
}

int commandEpd(const std::string& file, int maxDepth) {
    std::ifstream in(file);
    if (!in) {
        std::cerr << "cannot open " << file << "\n";
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    std::string line;
    int lineNo = 0, positions = 0, checks = 0, mismatches = 0, errors = 0;
    std::uint64_t nodes = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty() || line[0] == '#')
            continue;
        const size_t semi = line.find(';');
        const std::string fen = line.substr(0, semi);
        const auto pos = reference::parseFen(fen);
        if (!pos) {
            std::cout << "line " << lineNo << ": bad FEN: " << fen << "\n";
            ++errors;
            continue;
        }
        ++positions;
        size_t at = semi;
        while (at != std::string::npos) {
            const size_t next = line.find(';', at + 1);
            const std::string field =
                line.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1);
            at = next;
            int depth = 0;
            unsigned long long expected = 0;
            if (std::sscanf(field.c_str(), " D%d %llu", &depth, &expected) != 2)
                continue;
            if (depth > maxDepth)
                continue;
            const std::uint64_t got = reference::perft(*pos, depth);
            nodes += got;
            ++checks;
            if (got != expected) {
                ++mismatches;
                std::cout << "MISMATCH line " << lineNo << " D" << depth << ": expected " << expected
                          << ", got " << got << "\n  " << fen << "\n";
            }
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << positions << " positions, " << checks << " counts checked, " << mismatches << " mismatches, "
              << errors << " bad lines; " << nodes << " leaf nodes in " << seconds << " s ("
              << (seconds > 0 ? double(nodes) / seconds : 0.0) << " nodes/s)\n";
    return mismatches == 0 && errors == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2)
        return usage();
    const std::string command = argv[1];
    try {
        if (command == "perft" && argc == 4)
            return commandPerft(std::atoi(argv[2]), argv[3]);
        if (command == "moves" && argc == 3)
            return commandMoves(argv[2]);
        if (command == "epd" && argc == 4)
            return commandEpd(argv[2], std::atoi(argv[3]));
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 1;
    }
    return usage();
}
