#pragma once

// The reference perft suite (tests/data/perft-public.epd), built into the program by CMake
// (perft_suite.cpp.in): the default of bench-perft and the soak's openings.

#include <string_view>

namespace grand::app {

extern const std::string_view DefaultPerftSuite;

} // namespace grand::app
