#pragma once

// Which squares each side attacks, computed once per evaluation: per piece (for mobility),
// per piece type, all together and twice over (for king danger, threats and safe squares).
// The evaluation's own geometry; the move generator does not use it.

#include "engine/rules/mailbox.h"
#include "engine/rules/types.h"

#include <array>
#include <cstdint>
#include <type_traits>

namespace grand {

// A set of the 100 squares, bit s for square s.
__extension__ using SquareSet = unsigned __int128;

// Each square's bit, read from a table at run time: a shift of a 128-bit value by a variable
// count is several instructions and a branch, a load one.
inline constexpr std::array<SquareSet, 128> SquareBits = [] {
    std::array<SquareSet, 128> t{};
    for (std::size_t s = 0; s < t.size(); ++s)
        t[s] = SquareSet{1} << s;
    return t;
}();

constexpr SquareSet squareBit(int s) {
    if (std::is_constant_evaluated())
        return SquareSet{1} << s;
    return SquareBits[static_cast<std::size_t>(s)];
}

// Squares in a set. evaluate() is compiled for processors with a popcount instruction too.
inline int countOf(SquareSet b) {
    return __builtin_popcountll(static_cast<std::uint64_t>(b))
           + __builtin_popcountll(static_cast<std::uint64_t>(b >> 64));
}

// Each mailbox cell's square as a set (empty for off-board cells).
inline constexpr std::array<SquareSet, mailbox::Size> CellSet = [] {
    std::array<SquareSet, mailbox::Size> t{};
    for (std::size_t cell = 0; cell < t.size(); ++cell)
        if (mailbox::ToSquare[cell] != NoSquare)
            t[cell] = squareBit(mailbox::ToSquare[cell]);
    return t;
}();

// Per mailbox cell, the squares a knight's leaps and a king's steps from it reach.
inline constexpr auto leaperSets(const std::array<int, 8>& steps) {
    std::array<SquareSet, mailbox::Size> t{};
    for (std::size_t cell = 0; cell < t.size(); ++cell) {
        if (mailbox::ToSquare[cell] == NoSquare)
            continue;
        for (int d : steps)
            t[cell] |= CellSet[static_cast<std::size_t>(static_cast<int>(cell) + d)];
    }
    return t;
}
inline constexpr std::array<SquareSet, mailbox::Size> KnightSet = leaperSets(mailbox::KnightLeaps);
inline constexpr std::array<SquareSet, mailbox::Size> KingSet = leaperSets(mailbox::KingSteps);

// The squares a piece of type t on mailbox cell `from` attacks (own pieces included: it
// defends them), on board b.
inline SquareSet attacksFrom(const std::array<std::uint8_t, mailbox::Size>& b, int from, PieceType t) {
    using namespace mailbox;
    SquareSet set = 0;
    auto add = [&](int cell) { set |= CellSet[static_cast<std::size_t>(cell)]; };
    if (t == PieceType::King)
        return KingSet[static_cast<std::size_t>(from)];
    if (t == PieceType::Knight || t == PieceType::Cardinal || t == PieceType::Marshal)
        set = KnightSet[static_cast<std::size_t>(from)];
    auto rays = [&](const std::array<int, 4>& dirs) {
        for (int d : dirs) {
            int to = from + d;
            for (; b[static_cast<std::size_t>(to)] == 0; to += d)
                add(to);
            add(to);
        }
    };
    if (t == PieceType::Rook || t == PieceType::Queen || t == PieceType::Marshal)
        rays(Orthogonal);
    if (t == PieceType::Bishop || t == PieceType::Queen || t == PieceType::Cardinal)
        rays(Diagonal);
    return set;
}

// The squares a pawn of colour c on square s attacks (diagonally forward).
inline SquareSet pawnAttacksFrom(Color c, Square s) {
    const int r = rankOf(s) + (c == Color::White ? 1 : -1);
    if (r < 0 || r >= RankCount)
        return 0;
    SquareSet set = 0;
    if (fileOf(s) > 0)
        set |= squareBit(makeSquare(fileOf(s) - 1, r));
    if (fileOf(s) < FileCount - 1)
        set |= squareBit(makeSquare(fileOf(s) + 1, r));
    return set;
}

} // namespace grand
