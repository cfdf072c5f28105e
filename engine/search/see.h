#pragma once

// Static exchange evaluation: whether a capture sequence on one square wins at least a
// threshold, assuming both sides recapture with their least valuable piece.

#include "engine/rules/position.h"

namespace grand {

// True if the exchange that `m` starts gains at least `threshold` centipawns for the mover.
// Promotions and en passant are judged by what they capture only. In Fantasy Grand Chess
// (whose pieces have no fast attack tables) a capture is judged by one reply: it wins the
// victim, and loses the capturer if the square is defended; an Orc's strike by materialGain.
bool seeAtLeast(const Position& pos, Move m, int threshold);

// What a move wins before any reply: the piece it captures, the piece an Orc's strike
// removes less the Orc, and what a promotion adds to the promoted piece.
int materialGain(const Position& pos, Move m);

} // namespace grand
