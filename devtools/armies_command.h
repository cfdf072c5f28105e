#pragma once

// `grandchess-dev armies`: each Fantasy army against each other (21 pairings, the mirror
// matches included) at full strength and a fixed node count, colours alternated; prints the
// table the README shows (score, draw rate, mean length). With --b-weights, an A/B match
// over the pairings: the built-in evaluation weights against fitted ones.

#include <string>
#include <vector>

namespace grand::dev {

int armiesCommand(const std::vector<std::string>& args);

} // namespace grand::dev
