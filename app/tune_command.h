#pragma once

// "grandchess-engine tune": fits the evaluation's weights to game results (the Texel
// method): positions labelled with the result of the game they come from, weights moved
// one at a time while the mean squared error of a logistic of the evaluation falls.

#include <string>
#include <vector>

namespace grand::app {

int tuneCommand(const std::vector<std::string>& args);

} // namespace grand::app
