#pragma once

// Reading the command line's numbers, shared by the commands.

#include <string>

namespace grand::app {

// A positive whole number, or 0 if `text` is not one.
inline long long positiveNumber(const std::string& text) {
    try {
        std::size_t used = 0;
        const long long n = std::stoll(text, &used);
        return used == text.size() && n > 0 ? n : 0;
    } catch (...) {
        return 0;
    }
}

} // namespace grand::app
