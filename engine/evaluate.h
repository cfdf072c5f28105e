#pragma once

// Static evaluation in centipawns from the side to move's point of view.

#include "position.h"

#include <string>
#include <vector>

namespace grand {

// Centipawn value of each piece type (pawn = 100). Grand Chess's as strong players count
// them: Q 950, marshal 900, cardinal 875, R 500, B 350, N 300; the Fantasy kinds' from
// fantasy_eval.cpp's measured values. Used for move ordering, exchanges and pruning
// margins; the evaluations themselves use their own tables (evaluate.cpp, fantasy_eval.cpp).
inline constexpr std::array<int, PieceTypeCount> PieceValue = {
    0, 100, 300, 350, 500, 950, 875, 900, 0, // Grand Chess's (and the Humans', Druids' alike)
    // Elves: Warrior, Seeress, Ranger, Elder, Mage, Loremaster
    110, 450, 475, 1250, 900, 1250,
    // Dwarves: Soldier, Cannon, Priest, Guard, War Machine, General
    100, 450, 330, 300, 650, 600,
    // Evil Horde: Goblin, Orc, Warlock, Ogre, Werewolf, Assassin, Balrog, Minotaur, Wolf Rider
    90, 150, 450, 450, 200, 350, 1100, 500, 600,
    // Giants: Giant, Colossus, Titan, Cyclops, Mammoth Rider, Two-Headed Cyclops, Behemoth Rider
    220, 450, 550, 430, 380, 800, 550,
    // Druids: Jaguar, Panther, Coyote, Wolf, Lion, Tiger, Puma, Cheetah, Fox, Dog, Bear, Stag,
    // Eagle, Pegasus, Unicorn
    150, 150, 130, 130, 130, 130, 130, 130, 180, 180, 550, 280, 400, 650, 850};

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
