#pragma once

// "grandchess-dev expand": for each recorded position ("FEN|result|score" lines from
// `soak --record`), positions a few random moves away, each judged by a short search of the
// learned evaluation, written as "FEN|*|score" lines (result unknown) for `train-net`.

#include <string>
#include <vector>

namespace grand::dev {

int expandCommand(const std::vector<std::string>& args);

} // namespace grand::dev
