#pragma once

// The perft commands of grandchess-engine: "perft" (a divide in Fairy-Stockfish's format)
// and "bench-perft" (a timed suite, compared with Fairy-Stockfish in the same run).

#include <string>
#include <vector>

namespace grand::app {

int perftCommand(const std::vector<std::string>& args);
int benchPerftCommand(const std::vector<std::string>& args);

} // namespace grand::app
