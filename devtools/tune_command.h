#pragma once

// "grandchess-dev tune": fits the evaluation's weights to game results (the Texel
// method): positions labelled with the result of the game they come from, weights moved
// one at a time while the mean squared error of a logistic of the evaluation falls.

#include <string>
#include <vector>

namespace grand::dev {

int tuneCommand(const std::vector<std::string>& args);

// Sets evaluation weights from "Name = value" lines (as tune prints them), for trying a fit
// in games before it is written into evaluate.cpp. Unknown names and bad lines are reported
// on standard error with their line number; returns false then and changes nothing.
bool loadWeights(const std::string& path);

} // namespace grand::dev
