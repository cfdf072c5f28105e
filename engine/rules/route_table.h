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
};

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

    // The same routes split in two: the plain leaps (no square to pass, no ride: each lands
    // on one square or nowhere) as sets of squares by what they may do there, and the rest,
    // which must be walked.
    struct Leaps {
        SquareSet both = 0, moveOnly = 0, captureOnly = 0;
    };
    const Leaps& leaps(PieceType type, Color c, Square from) const {
        return m_slots[slotIndex(type, c, from)].leaps;
    }
    // Every square a capture of the piece could end on over an empty board.
    SquareSet captureEnds(PieceType type, Color c, Square from) const {
        return m_slots[slotIndex(type, c, from)].captureEnds;
    }
    std::span<const CompiledRoute> walked(PieceType type, Color c, Square from) const {
        const Slot& slot = m_slots[slotIndex(type, c, from)];
        return {m_walked.data() + slot.walkedBegin, slot.walkedCount};
    }

private:
    struct Slot {
        std::uint32_t begin = 0;
        std::uint32_t count = 0;
        std::uint32_t walkedBegin = 0;
        std::uint32_t walkedCount = 0;
        Leaps leaps;
        SquareSet captureEnds = 0;
    };
    static std::size_t slotIndex(PieceType type, Color c, Square from) {
        return (static_cast<std::size_t>(index(type)) * 2 + static_cast<std::size_t>(index(c))) * SquareCount
               + static_cast<std::size_t>(from);
    }
    std::vector<Slot> m_slots;
    std::vector<CompiledRoute> m_routes;
    std::vector<CompiledRoute> m_walked;
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
