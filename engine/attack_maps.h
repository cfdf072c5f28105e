#pragma once

// Which squares each side attacks, computed once per evaluation: per piece (for mobility),
// per piece type, all together and twice over (for king danger, threats and safe squares).
// The evaluation's own geometry; the move generator does not use it.

#include "mailbox.h"
#include "types.h"

#include <array>
#include <cstdint>

namespace grand {

// A set of the 100 squares, bit s for square s.
__extension__ using SquareSet = unsigned __int128;

constexpr SquareSet squareBit(int s) { return SquareSet{1} << s; }

// Bits set in a 64-bit word, without the library call that a baseline x86-64 build makes
// of __builtin_popcountll (the evaluation counts sets many times a node).
constexpr int countOf64(std::uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

constexpr int countOf(SquareSet b) {
    return countOf64(static_cast<std::uint64_t>(b)) + countOf64(static_cast<std::uint64_t>(b >> 64));
}

// Each mailbox cell's square as a set (empty for off-board cells).
inline constexpr std::array<SquareSet, mailbox::Size> CellSet = [] {
    std::array<SquareSet, mailbox::Size> t{};
    for (std::size_t cell = 0; cell < t.size(); ++cell)
        if (mailbox::ToSquare[cell] != NoSquare)
            t[cell] = squareBit(mailbox::ToSquare[cell]);
    return t;
}();

// The squares a piece of type t on mailbox cell `from` attacks (own pieces included: it
// defends them), on board b.
inline SquareSet attacksFrom(const std::array<std::uint8_t, mailbox::Size>& b, int from, PieceType t) {
    using namespace mailbox;
    SquareSet set = 0;
    auto add = [&](int cell) { set |= CellSet[static_cast<std::size_t>(cell)]; };
    if (t == PieceType::King) {
        for (int d : KingSteps)
            add(from + d);
        return set;
    }
    if (t == PieceType::Knight || t == PieceType::Cardinal || t == PieceType::Marshal)
        for (int d : KnightLeaps)
            add(from + d);
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
