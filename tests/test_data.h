#pragma once

// Access to the test data files in tests/data (copied from the project's reference data).

#include "engine/rules/position.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace grand::test {

inline std::string dataPath(const std::string& name) { return std::string(GRAND_TEST_DATA) + "/" + name; }

// The bytes of a file; a missing file throws (the test fails saying which).
inline std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot open test data " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

inline std::string readDataFile(const std::string& name) { return readFile(dataPath(name)); }

// The position of a FEN the test relies on; a bad FEN fails the test (and gives the start
// position so that the test can go on to report more).
inline Position fen(const std::string& text) {
    auto pos = Position::fromFen(text);
    if (!pos)
        ADD_FAILURE() << text << ": " << pos.error().toString();
    return pos ? *pos : Position();
}

} // namespace grand::test
