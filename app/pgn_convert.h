#pragma once

#include <string>
#include <vector>

namespace grand::app {

// grandchess-engine pgn-convert [--letters standard|freeling] [--ranks standard|xboard] FILE...
// Writes every game of the files to standard output in the chosen dialect, keeping tags,
// comments, NAGs and variations. A broken game is written up to its fault and reported on
// standard error; the exit status is then 1.
int pgnConvertCommand(const std::vector<std::string>& args);

// The bytes of a file, or of standard input for "-"; false if it cannot be read.
bool readAll(const std::string& path, std::string& bytes);

} // namespace grand::app
