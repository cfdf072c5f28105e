#pragma once

// Perft: counts the leaf nodes of the legal move tree, the standard check of a move
// generator against reference numbers.

#include "engine/rules/position.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grand {

// Leaf nodes at `depth` plies (depth 0 counts the position itself). The last ply is
// counted from the size of the legal move list ("bulk counting"), as Fairy-Stockfish does.
std::uint64_t perft(Position& pos, int depth);

// Perft split by root move, in generation order: what "go perft" prints.
std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth);

// One line of a perft suite: "FEN ;D1 n ;D2 n ...".
struct PerftCase {
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> depths; // (depth, expected nodes)
    int line = 0;                                      // 1-based line in the suite
};

// Reads a perft suite; blank lines and lines starting with '#' are skipped. A malformed
// line is reported in `error` ("line 3: ...") and reading stops there.
std::vector<PerftCase> parsePerftSuite(std::string_view text, std::string* error = nullptr);

} // namespace grand
