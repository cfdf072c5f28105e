#pragma once

#include <string>
#include <vector>

namespace grand::app {

// grandchess-engine puzzles make | check | stats: makes puzzles from games, checks a
// collection against Fairy-Stockfish, and counts a collection's themes and ratings.
int puzzlesCommand(const std::vector<std::string>& args);

} // namespace grand::app
