#pragma once

// The search benchmarks of grandchess-engine: "bench" (the node-count signature) and
// "bench-search" (search speed beside Fairy-Stockfish's on the same positions).

#include <string>
#include <vector>

namespace grand::app {

int benchCommand(const std::vector<std::string>& args);
int benchSearchCommand(const std::vector<std::string>& args);

} // namespace grand::app
