#pragma once

// Every kind's routes (pieces.h) worked out once for each square and side of a board: the
// squares a route must find empty on the way, where its fixed steps land, and the squares
// of its ride in order, cut at the board's edge, each as its mailbox cell (mailbox.h), which
// is where the position keeps it. Walking a route then reads only the board
// (generalmoves.cpp); a route that leaves the board, or a double step from another rank, is
// not there at all.

#include "engine/rules/attack_maps.h"
#include "engine/rules/mailbox.h"
#include "engine/rules/pieces.h"
#include "engine/rules/types.h"

#include <cstdint>
#include <span>
#include <vector>

namespace grand {

inline constexpr std::uint8_t NoCell = 0; // a corner of the margin, never a route's

struct CompiledRoute {
    std::array<std::uint8_t, 2> legs{}; // the cells after all fixed steps but the last: must be empty
    std::uint8_t legCount = 0;
    std::uint8_t landing = NoCell; // after the fixed steps; NoCell when the route only rides
    bool stopAfterSteps = true;
    bool hop = false;
    Reach reach = Reach::Both;
    std::uint32_t rayBegin = 0; // the ride's cells: RouteTable::ray
    std::uint8_t rayLength = 0;
    // Every square the route could end on over an empty board (for attack tests: a route
    // that cannot end on the target is not walked).
    SquareSet ends = 0;
    // The same as square sets, for reading the route against the occupied squares at once:
    // the squares that must be empty (the legs, and the landing when it is only passed), and
    // the ride's squares. `order` is +1 when the ride's squares rise in number, -1 when they
    // fall (so its first piece is the lowest or highest of them); 0 when they do neither
    // (a crooked ride), and the route is walked cell by cell.
    SquareSet mustBeEmpty = 0;
    SquareSet rideSquares = 0;
    std::int8_t order = 1;
};

// The squares of a ride that rises (falls) in number up to and including the first occupied
// one; all of them when none is.
inline SquareSet risingRideUntilBlocked(SquareSet ride, SquareSet occupied) {
    // blockers ^ (blockers - 1): every bit up to and including the lowest blocker's, or all
    // of them when there is none.
    const SquareSet blockers = ride & occupied;
    return ride & (blockers ^ (blockers - 1));
}
inline SquareSet fallingRideUntilBlocked(SquareSet ride, SquareSet occupied) {
    const SquareSet blockers = ride & occupied;
    if (!blockers)
        return ride;
    const auto high = static_cast<std::uint64_t>(blockers >> 64);
    const int top =
        high ? 127 - __builtin_clzll(high) : 63 - __builtin_clzll(static_cast<std::uint64_t>(blockers));
    return ride & ~(squareBit(top) - 1);
}

// The ride's squares up to and including the first occupied one (all of them when none is).
inline SquareSet rideUntilBlocked(const CompiledRoute& route, SquareSet occupied) {
    return route.order > 0 ? risingRideUntilBlocked(route.rideSquares, occupied)
                           : fallingRideUntilBlocked(route.rideSquares, occupied);
}

// The squares of a ride that rises (falls) in number before `target`.
inline SquareSet risingBefore(SquareSet ride, SquareSet targetBit) { return ride & (targetBit - 1); }
inline SquareSet fallingBefore(SquareSet ride, SquareSet targetBit) {
    return ride & ~(targetBit | (targetBit - 1));
}
inline SquareSet rideBefore(const CompiledRoute& route, SquareSet targetBit) {
    return route.order > 0 ? risingBefore(route.rideSquares, targetBit)
                           : fallingBefore(route.rideSquares, targetBit);
}

class RouteTable {
public:
    // Compiled for a board of `files` x `ranks` (at most FileCount x RankCount).
    RouteTable(int files, int ranks);

    std::span<const CompiledRoute> routes(PieceType type, Color c, Square from) const {
        const Slot& slot = m_slots[slotIndex(type, c, from)];
        return {m_routes.data() + slot.begin, slot.count};
    }
    std::span<const std::uint8_t> ray(const CompiledRoute& route) const {
        return {m_cells.data() + route.rayBegin, route.rayLength};
    }

    // The same routes split in three: the plain leaps (no square to pass, no ride: each lands
    // on one square or nowhere) as sets of squares by what they may do there; the plain rides
    // (from the piece's square on, never crooked) as their squares, by whether they rise or
    // fall in number, those that move or capture apart from those that only move (a cannon's
    // or an assassin's moves); and the rest, which must be walked.
    struct Leaps {
        SquareSet both = 0, moveOnly = 0, captureOnly = 0;
    };
    const Leaps& leaps(PieceType type, Color c, Square from) const {
        return m_slots[slotIndex(type, c, from)].leaps;
    }
    // One piece's routes, read once for several questions (the evaluation's reach).
    struct Slot {
        std::uint32_t begin = 0;
        std::uint32_t count = 0;
        std::uint32_t walkedBegin = 0;
        std::uint32_t walkedCount = 0;
        std::uint32_t ridesBegin = 0;
        std::uint8_t risingCount = 0;
        std::uint8_t fallingCount = 0;
        std::uint8_t risingMoveCount = 0; // the rides that only move, after the others
        std::uint8_t fallingMoveCount = 0;
        Leaps leaps;
        SquareSet captureEnds = 0;
        bool onlyLeaps() const {
            return risingCount == 0 && fallingCount == 0 && risingMoveCount == 0 && fallingMoveCount == 0
                   && walkedCount == 0;
        }
    };
    const Slot& slot(PieceType type, Color c, Square from) const { return m_slots[slotIndex(type, c, from)]; }
    std::span<const SquareSet> risingRides(const Slot& slot) const {
        return {m_rides.data() + slot.ridesBegin, slot.risingCount};
    }
    std::span<const SquareSet> fallingRides(const Slot& slot) const {
        return {m_rides.data() + slot.ridesBegin + slot.risingCount, slot.fallingCount};
    }
    std::span<const SquareSet> risingMoveRides(const Slot& slot) const {
        return {m_rides.data() + slot.ridesBegin + slot.risingCount + slot.fallingCount,
                slot.risingMoveCount};
    }
    std::span<const SquareSet> fallingMoveRides(const Slot& slot) const {
        return {m_rides.data() + slot.ridesBegin + slot.risingCount + slot.fallingCount
                    + slot.risingMoveCount,
                slot.fallingMoveCount};
    }
    std::span<const CompiledRoute> walked(const Slot& slot) const {
        return {m_walked.data() + slot.walkedBegin, slot.walkedCount};
    }

    // The squares from which some piece of army `a` (Army::None: Grand Chess's kinds) of
    // colour c could capture on `target` over an empty board: with the side's occupied
    // squares, where its possible attackers stand.
    SquareSet captureFrom(Army a, Color c, Square target) const {
        return m_captureFrom[(static_cast<std::size_t>(a) * 2 + static_cast<std::size_t>(index(c)))
                                 * SquareCount
                             + static_cast<std::size_t>(target)];
    }

    // Every square a capture of the piece could end on over an empty board.
    SquareSet captureEnds(PieceType type, Color c, Square from) const {
        return m_slots[slotIndex(type, c, from)].captureEnds;
    }
    std::span<const SquareSet> risingRides(PieceType type, Color c, Square from) const {
        return risingRides(slot(type, c, from));
    }
    std::span<const SquareSet> fallingRides(PieceType type, Color c, Square from) const {
        return fallingRides(slot(type, c, from));
    }
    std::span<const CompiledRoute> walked(PieceType type, Color c, Square from) const {
        return walked(slot(type, c, from));
    }

private:
    static std::size_t slotIndex(PieceType type, Color c, Square from) {
        return (static_cast<std::size_t>(index(type)) * 2 + static_cast<std::size_t>(index(c))) * SquareCount
               + static_cast<std::size_t>(from);
    }
    std::vector<Slot> m_slots;
    std::vector<CompiledRoute> m_routes;
    std::vector<CompiledRoute> m_walked;
    std::vector<SquareSet> m_rides; // each slot's rising rides, then its falling ones
    std::vector<SquareSet> m_captureFrom;
    std::vector<std::uint8_t> m_cells;
};

// The table of a board other than Grand Chess's, compiled on first use.
const RouteTable& otherRouteTable(int files, int ranks);

// The table of a board of `files` x `ranks`, compiled on first use (inline: the general
// generator asks for it on every call).
inline const RouteTable& routeTable(int files, int ranks) {
    if (files == FileCount && ranks == RankCount) {
        static const RouteTable full(FileCount, RankCount);
        return full;
    }
    return otherRouteTable(files, ranks);
}

} // namespace grand
