#pragma once

// The search benchmark: fixed positions searched to a fixed depth from a cleared hash
// table. Its total node count is a one-number signature of the search's behaviour; every
// functional change to search or evaluation states the new signature.

#include <cstdint>
#include <iosfwd>

namespace grand {

inline constexpr int DefaultBenchDepth = 9;

struct BenchResult {
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nodesPerSecond() const {
        return timeMs > 0 ? nodes * 1000 / static_cast<std::uint64_t>(timeMs) : nodes * 1000;
    }
};

// Runs the benchmark; writes one line per position to `log` when given.
BenchResult runBench(int depth = DefaultBenchDepth, std::ostream* log = nullptr);

// The benchmark positions (FEN), for comparisons with other engines.
const char* const* benchPositions(int* count);
// Embassy Chess positions for `bench-search`'s Embassy row, beside Fairy-Stockfish.
const char* const* embassyBenchPositions(int* count);

} // namespace grand
