#pragma once

// The puzzles the program ships (resources/puzzles/grand.epd, built in under
// :/puzzles/grand.epd), or those of a file in the same format.

#include "engine/puzzles/puzzle.h"

#include <QString>

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace grand::ui {

class PuzzleCollection {
public:
    PuzzleCollection() = default;
    // Reads a collection; lines that cannot be read are left out and counted.
    static PuzzleCollection fromText(const std::string& text);
    static PuzzleCollection builtIn();

    const std::vector<Puzzle>& puzzles() const { return m_puzzles; }
    int unreadable() const { return m_unreadable; }
    // The puzzle with this id, or null.
    const Puzzle* find(const std::string& id) const;
    // How many puzzles have each theme.
    std::map<std::string, int> themeCounts() const;

private:
    std::vector<Puzzle> m_puzzles;
    std::unordered_map<std::string, std::size_t> m_byId; // id() of each puzzle, made once
    int m_unreadable = 0;
};

} // namespace grand::ui
