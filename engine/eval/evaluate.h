#pragma once

// Static evaluation in centipawns from the side to move's point of view.

#include "engine/rules/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace grand {

// Centipawn value of each piece type (pawn = 100). Grand Chess's as strong players count
// them: Q 950, marshal 900, cardinal 875, R 500, B 350, N 300; the Fantasy kinds' from
// fantasy_eval.cpp's measured values. Used for move ordering, exchanges and pruning
// margins; the evaluations themselves use their own tables (evaluate.cpp, fantasy_eval.cpp).
inline constexpr std::array<int, PieceTypeCount> PieceValue = {
    0, 100, 300, 350, 500, 950, 875, 900, 0, // Grand Chess (Fantasy values them in fantasy_eval.cpp)
    // Elves: Warrior, Seeress, Ranger, Elder, Mage, Loremaster
    146, 502, 563, 1410, 788, 1274,
    // Dwarves: Soldier, Cannon, Priest, Guard, War Machine, General
    116, 374, 346, 308, 806, 788,
    // Evil Horde: Goblin, Orc, Warlock, Ogre, Werewolf, Assassin, Balrog, Minotaur, Wolf Rider
    56, 151, 462, 438, 252, 294, 1156, 592, 724,
    // Giants: Giant, Colossus, Titan, Cyclops, Mammoth Rider, Two-Headed Cyclops, Behemoth Rider
    288, 618, 786, 418, 364, 752, 778,
    // Druids: Jaguar, Panther, Coyote, Wolf, Lion, Tiger, Puma, Cheetah, Fox, Dog, Bear, Stag,
    // Eagle, Pegasus, Unicorn
    197, 95, 168, 149, 71, 164, 139, 96, 175, 109, 702, 308, 392, 726, 1134};

// The evaluation of `pos` for the side to move.
int evaluate(const Position& pos);

// Every tunable weight of the evaluation, by name ("Material.rook.mg"), for the tuner.
struct EvaluationWeight {
    std::string name;
    int* value;
};
std::vector<EvaluationWeight> evaluationWeights();
// The weight of that name in evaluationWeights(), or null if there is none.
int* evaluationWeight(std::string_view name);

// A readable breakdown of the evaluation by term, from White's point of view.
std::string evaluationReport(const Position& pos);

} // namespace grand
