#pragma once

// The general move generator: every piece kind's routes (pieces.h) walked square by square,
// each pseudo-legal move tried on a copy and kept when it leaves the mover's royal piece
// safe. Fantasy Grand Chess positions use it (generateMoves dispatches here); it also plays
// Grand Chess (en passant and Grand's promotion rules included), which lets the tests hold it
// against the fast Grand generator (movegen.cpp) position by position.

#include "engine/rules/attack_maps.h"
#include "engine/rules/movegen.h"

namespace grand::general {

// Appends the legal moves of the side to move: with GenMode::Noisy only captures, strikes and
// promotions.
template <GenMode Mode = GenMode::All>
void generate(const Position& pos, MoveList& list);

// The squares the piece on `from` could go to, moving or capturing, its own royal's safety
// aside (the evaluation's mobility and royal attacks).
SquareSet reach(const Position& pos, Square from);
// The same, given the squares each side's pieces stand on (by Color), as the evaluation
// knows them.
SquareSet reach(const Position& pos, Square from, const std::array<SquareSet, 2>& occupied);

// Whether a piece of colour `by` could capture on `target` (as if an enemy piece stood there).
bool attacks(const Position& pos, Square target, Color by);
// Whether side c's royal piece is in check: attacked, or open to an Orc's strike (an enemy
// Orc's move into its zone would leave c with no piece but the royal).
bool royalAttacked(const Position& pos, Color c);

} // namespace grand::general
