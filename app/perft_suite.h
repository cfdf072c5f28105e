#pragma once

// The reference perft suites, built into the program by CMake (perft_suite.cpp.in): Grand
// Chess's (tests/data/perft-public.epd: bench-perft's first suite and the soak's openings)
// and Embassy Chess's (tests/data/embassy-perft-public.epd: bench-perft's second).

#include <string_view>

namespace grand::app {

extern const std::string_view DefaultPerftSuite;
extern const std::string_view EmbassyPerftSuite;

} // namespace grand::app
