#pragma once

// Static evaluation in centipawns from the side to move's point of view.

#include "position.h"

#include <string>
#include <vector>

namespace grand {

// Centipawn value of each piece type, as strong players count them (pawn = 100):
// Q 950, marshal 900, cardinal 875, R 500, B 350, N 300. Used for move ordering and
// pruning margins; the evaluation itself uses the tapered values in evaluate.cpp.
inline constexpr std::array<int, GrandTypeCount> PieceValue = {0, 100, 300, 350, 500, 950, 875, 900, 0};

// The evaluation of `pos` for the side to move.
int evaluate(const Position& pos);

// Every tunable weight of the evaluation, by name ("Material.rook.mg"), for the tuner.
struct EvaluationWeight {
    std::string name;
    int* value;
};
std::vector<EvaluationWeight> evaluationWeights();

// A readable breakdown of the evaluation by term, from White's point of view.
std::string evaluationReport(const Position& pos);

} // namespace grand
