#pragma once

// Static exchange evaluation: whether a capture sequence on one square wins at least a
// threshold, assuming both sides recapture with their least valuable piece.

#include "position.h"

namespace grand {

// True if the exchange that `m` starts gains at least `threshold` centipawns for the mover.
// Promotions and en passant are judged by what they capture only.
bool seeAtLeast(const Position& pos, Move m, int threshold);

} // namespace grand
