#pragma once

// The hand-written evaluation of Fantasy Grand Chess positions: material by the measured
// values of each army's pieces, mobility along their routes, the advance of the
// forward-only pieces (the Orc's above all), and the royal's shelter and the enemy's reach
// around it. evaluate() calls it for Fantasy positions; the learned evaluation stays Grand
// Chess's.

#include "engine/eval/evaluate.h"

namespace grand {

// The evaluation of a Fantasy position for the side to move, in centipawns.
int evaluateFantasy(const Position& pos);

// The tunable weights, named "Fantasy.Material.warlock" and so on (the tuner's view).
std::vector<EvaluationWeight> fantasyEvaluationWeights();

// A readable breakdown by term, from White's point of view.
std::string fantasyEvaluationReport(const Position& pos);

} // namespace grand
