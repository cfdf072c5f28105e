#pragma once

// Fairy-Stockfish driven over UCI as a reference in the benchmarks, timed per command.

#include "subprocess.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace grand::app {

class FairyStockfish {
public:
    // Starts the engine at `path` and selects Grand Chess with `threads` search threads;
    // ok() tells whether it answered.
    explicit FairyStockfish(const std::string& path, int threads = 1);
    bool ok() const { return m_ok; }

    // Selects the game by its UCI_Variant name ("grand", "embassy"), if it is not the one
    // selected already; false if the engine did not answer.
    bool setVariant(const std::string& id);
    // Perft: nodes and milliseconds from "go perft" to its answer.
    std::optional<std::pair<std::uint64_t, double>> perft(const std::string& fen, int depth);
    // A timed search as its last info lines report it.
    struct SearchFigures {
        std::uint64_t nodes = 0;
        std::int64_t timeMs = 0;
        int depth = 0; // of the last line with a score: the deepest iteration it reported
    };
    std::optional<SearchFigures> search(const std::string& fen, int moveTimeMs);
    // The best lines of a search to a fixed depth with MultiPV `lines`, as its deepest info
    // lines give them: the first move and score (centipawns for the side to move; a mate as
    // +-(100000 - moves)) of each.
    struct Line {
        std::string move;
        int score = 0;
        bool mate = false;
    };
    std::optional<std::vector<Line>> analyse(const std::string& fen, int depth, int lines);

    // The usual install locations, or empty.
    static std::string defaultPath();

private:
    bool waitFor(const std::string& token);
    bool ready();

    Subprocess m_process;
    bool m_ok = false;
    std::string m_variant = "grand";
};

} // namespace grand::app
