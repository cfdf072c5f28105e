#pragma once

// What each fuzz target does with one input. The same functions run under libFuzzer
// (tests/fuzz/*_fuzzer.cpp, built with clang by tests/fuzz/run.sh) and, over the seed and
// regression inputs, in the ordinary test suite (fuzz_regression_test.cpp). Each checks
// invariants on top of "does not crash" and aborts with a message when one fails.

#include <string_view>

namespace grand::fuzz {

// FEN reader: an accepted FEN writes back to a FEN that reads to the same position, which
// is consistent; every legal move can be made and unmade.
void fen(std::string_view data);

// SAN reader: whitespace-separated move tokens played from the start position; every
// accepted token is a legal move whose own SAN reads back to it.
void san(std::string_view data);

// PGN reader: every game read writes out as PGN that reads back to the same moves.
void pgn(std::string_view data);

// UCI / XBoard command loop, with searches capped at 500 nodes, 1 MB of hash and perft 2.
void protocol(std::string_view data);

} // namespace grand::fuzz
