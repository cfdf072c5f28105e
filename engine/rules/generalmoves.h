#pragma once

// The general move generator: every piece kind's routes (pieces.h), compiled per square
// (route_table.h), walked on the board; a pseudo-legal move that might expose the mover's
// royal piece is tried on a copy and kept when it leaves it safe. Fantasy Grand Chess positions use it
// (generateMoves dispatches here); it also plays Grand Chess (en passant and Grand's promotion rules
// included), which lets the tests hold it against the fast Grand generator (movegen.cpp) position by
// position.

#include "engine/rules/attack_maps.h"
#include "engine/rules/movegen.h"
#include "engine/rules/route_table.h"

namespace grand::general {

// Appends the legal moves of the side to move: with GenMode::Noisy only captures, strikes and
// promotions. `check` says whether the side to move is in check (royalAttacked) where the
// caller knows.
template <GenMode Mode = GenMode::All>
void generate(const Position& pos, MoveList& list, KnownCheck check = KnownCheck::Unknown);
// Appends the legal moves of the side to move's piece on `from` (none when it holds none):
// a move tried alone costs one piece's routes, not every piece's.
void generateFrom(const Position& pos, Square from, MoveList& list, KnownCheck check = KnownCheck::Unknown);

// The squares the piece on `from` could go to, moving or capturing, its own royal's safety
// aside (the evaluation's mobility and royal attacks).
SquareSet reach(const Position& pos, Square from);
// What reach() adds to a piece's plain leaps and plain rides: its walked routes.
SquareSet walkedReach(const Position& pos, const RouteTable& table, const RouteTable::Slot& slot, Color c,
                      SquareSet own, SquareSet enemy);
// reach() for the evaluation and the generator, which read every piece of one position: the
// piece's kind, colour and square given, with the table of the position's board (routeTable)
// and the squares each side's pieces stand on. A piece's plain leaps and rides are read here, inline
// (the evaluation and the generator ask for some forty pieces a node); its other routes are
// walked out of line.
inline SquareSet reach(const Position& pos, const RouteTable& table, PieceType type, Color c, Square from,
                       SquareSet own, SquareSet enemy) {
    const RouteTable::Slot& slot = table.slot(type, c, from);
    const SquareSet occupied = own | enemy;
    SquareSet squares =
        (slot.leaps.both & ~own) | (slot.leaps.moveOnly & ~occupied) | (slot.leaps.captureOnly & enemy);
    if (slot.onlyLeaps())
        return squares;
    SquareSet rides = 0, moves = 0;
    for (const SquareSet ride : table.risingRides(slot))
        rides |= risingRideUntilBlocked(ride, occupied);
    for (const SquareSet ride : table.fallingRides(slot))
        rides |= fallingRideUntilBlocked(ride, occupied);
    for (const SquareSet ride : table.risingMoveRides(slot))
        moves |= risingRideUntilBlocked(ride, occupied);
    for (const SquareSet ride : table.fallingMoveRides(slot))
        moves |= fallingRideUntilBlocked(ride, occupied);
    squares |= (rides & ~own) | (moves & ~occupied);
    return slot.walkedCount ? squares | walkedReach(pos, table, slot, c, own, enemy) : squares;
}

// Whether a piece of colour `by` could capture on `target` (as if an enemy piece stood there).
bool attacks(const Position& pos, Square target, Color by);
// Whether side c's royal piece is in check: attacked, or open to an Orc's strike (an enemy
// Orc's move into its zone would leave c with no piece but the royal).
bool royalAttacked(const Position& pos, Color c);

} // namespace grand::general
