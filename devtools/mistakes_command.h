#pragma once

// `grandchess-dev mistakes`: how each playing level errs. Plays games of a level against
// itself from the start position (seeded, so repeatable), has a full-strength search review
// every move as Review Game does (lichess's winning-chance thresholds), and prints per level
// the inaccuracies, mistakes and blunders per 100 moves, the average loss, and how many of
// the blunders left something to be taken (the reviewer's best answer is a capture).

#include <string>
#include <vector>

namespace grand::dev {

int mistakesCommand(const std::vector<std::string>& args);

} // namespace grand::dev
