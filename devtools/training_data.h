#pragma once

// One line of training data as `soak --record` writes it: "FEN|result|score" (result as in
// PGN, score in centipawns from White's view), or the older "FEN|result". `expand` writes
// "FEN|*|score" for positions not from a finished game: the result is unknown. Read by
// `tune` and `train-net`.

#include "engine/rules/position.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grand::dev {

struct TrainingLine {
    Position position;
    double whiteResult = 0.5;      // 1, 0.5 or 0 (0.5 when unknown)
    bool resultKnown = true;       // false for '*'
    std::optional<int> whiteScore; // absent in "FEN|result" lines
};

// The line read, or nothing when it is not one of the two forms.
std::optional<TrainingLine> parseTrainingLine(std::string_view line);

// The positions of one game worth learning from, as `soak --record` and `armies --record`
// keep them: the side to move not in check, a quiet move played (no capture, no promotion),
// the search's score within ±2,000.
class GameRecorder {
public:
    // `score` is the search's, for the side to move in `before`.
    void note(const Position& before, Move played, int score);
    // One "FEN|result|score" line per position noted (score from White's view).
    std::string lines(std::string_view result) const;

private:
    std::vector<std::pair<std::string, int>> m_positions; // FEN, White's score
};

// A position one to four random legal moves from `from`, for learning positions off the
// path of self-play (train-net --expand, expand); nothing when it is in check or over.
std::optional<Position> randomPositionNear(const Position& from, std::mt19937_64& rng);

} // namespace grand::dev
