#pragma once

// "grandchess-dev soak": many fast self-play games from varied openings, checking after
// every move that the position is consistent and that the search answered legally in time.

#include <string>
#include <vector>

namespace grand::dev {

int soakCommand(const std::vector<std::string>& args);

} // namespace grand::dev
