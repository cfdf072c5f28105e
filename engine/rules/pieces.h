#pragma once

// How each piece kind moves, as data. A kind is a list of routes; a route is a few fixed
// steps (every square before the last empty), then optionally a ride that repeats one step,
// or alternates two (the crooked pieces), until blocked. Simple kinds are written in a small
// Betza notation ("mWfcF", "R4F", "NN"); the bent ones (griffon, crooked, two-step paths) are
// built from routes directly (pieces.cpp). Grand Chess's move generator keeps its own fast
// tables for its eight kinds; these routes drive the general generator (generalmoves.h),
// which every Fantasy position uses and which also reproduces Grand Chess's moves.

#include "engine/rules/types.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace grand {

// Whether a route may move to an empty square, capture, or both.
enum class Reach : std::uint8_t { Both, MoveOnly, CaptureOnly };

struct Step {
    std::int8_t file = 0;
    std::int8_t rank = 0; // towards the mover's far side (White's up, Black's down)
    constexpr bool operator==(const Step&) const = default;
};

struct Route {
    std::array<Step, 3> steps{}; // the fixed steps; the squares after all but the last must be empty
    std::uint8_t stepCount = 0;
    bool stopAfterSteps = true; // the square after the fixed steps may be a destination
    Step rideA{}, rideB{};      // then repeat A, B, A, B... (A == B for a plain ride); none if zero
    std::uint8_t rideMax = 0;   // the most ride steps (0: until blocked)
    Reach reach = Reach::Both;
    bool hop = false;              // a cannon's capture: exactly one piece passed over, then the victim
    std::int8_t onlyFromRank = -1; // only from this relative rank (the double steps), -1 any

    bool rides() const { return rideA != Step{}; }
};

struct PieceKind {
    std::string_view name;     // "Warrior", "Two-Headed Cyclops" (Grand's kinds in lower case)
    std::vector<Route> routes; // White's view; Black's mirrors the ranks
    bool royal = false;        // King, Dark Lord, Druid: check and checkmate
    bool forwardOnly = false;  // never moves backwards: its moves reset the fifty-move count
    // The lowest relative rank it can stand on (a forward-only piece cannot be behind its
    // start); 0 for any.
    int lowestRank = 0;
    // The relative offsets (file + 9, rank + 9) it could reach on an empty board, capturing
    // or not, for a quick "could this piece attack that square" test.
    std::array<std::uint32_t, 19> reachable{};
};

// The description of a kind (None has no routes).
const PieceKind& pieceKind(PieceType t);

// The routes of a Betza string of simple atoms: W F D N A H L J G K Q R B, a doubled atom or
// a number for a ride ("NN", "R4", "W2"), and the modifiers m (move only), c (capture only),
// f (forward), b (backward), s (sideways), i (initial: from the start rank given), p (a
// cannon's hop, with c). Returns an empty list for text it cannot read.
std::vector<Route> parseBetza(std::string_view betza, int initialRank = -1);

} // namespace grand
