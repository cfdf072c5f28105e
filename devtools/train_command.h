#pragma once

// "grandchess-dev train-net": trains the learned evaluation (engine/eval/nnue.h) on positions
// labelled with a search score and the game's result ("FEN|result|score" lines, as
// `soak --record` writes them) and writes the integer network file the engine loads.

#include <string>
#include <vector>

namespace grand::dev {

int trainCommand(const std::vector<std::string>& args);

} // namespace grand::dev
