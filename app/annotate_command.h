#pragma once

#include <string>
#include <vector>

namespace grand::app {

// grandchess-engine annotate [--movetime MS | --depth N] [--letters standard|freeling] FILE...
// Reviews the main line of every game of the files (engine/analysis/review.h) and writes the
// annotated games to standard output; progress and each game's summary go to standard
// error. A broken game is reviewed up to its fault and reported; the exit status is then 1.
int annotateCommand(const std::vector<std::string>& args);

} // namespace grand::app
