#pragma once

// One line of training data as `soak --record` writes it: "FEN|result|score" (result as in
// PGN, score in centipawns from White's view), or the older "FEN|result". `expand` writes
// "FEN|*|score" for positions not from a finished game: the result is unknown. Read by
// `tune` and `train-net`.

#include "engine/position.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string_view>

namespace grand::dev {

struct TrainingLine {
    Position position;
    double whiteResult = 0.5;      // 1, 0.5 or 0 (0.5 when unknown)
    bool resultKnown = true;       // false for '*'
    std::optional<int> whiteScore; // absent in "FEN|result" lines
};

// The line read, or nothing when it is not one of the two forms.
std::optional<TrainingLine> parseTrainingLine(std::string_view line);

// A position one to four random legal moves from `from`, for learning positions off the
// path of self-play (train-net --expand, expand); nothing when it is in check or over.
std::optional<Position> randomPositionNear(const Position& from, std::mt19937_64& rng);

} // namespace grand::dev
