#pragma once

// The board's internal geometry: a 12 x 14 mailbox, the 10 x 10 board with a margin of one
// file on each side and two ranks above and below, so that every king, slider and knight
// step from a board square lands either on the board or on an off-board cell.
// Only Position and the move generator see this; the API speaks 0..99 squares.

#include "engine/rules/types.h"

#include <array>
#include <cstdint>
#include <initializer_list>

namespace grand::mailbox {

inline constexpr int Width = 12;
inline constexpr int Height = 14;
inline constexpr int Size = Width * Height;

constexpr int fromSquare(Square s) { return (rankOf(s) + 2) * Width + fileOf(s) + 1; }

inline constexpr std::array<int, SquareCount> ToMailbox = [] {
    std::array<int, SquareCount> t{};
    for (Square s = 0; s < SquareCount; ++s)
        t[s] = fromSquare(s);
    return t;
}();

// Mailbox cell to 0..99 square, NoSquare for off-board cells.
inline constexpr std::array<int, Size> ToSquare = [] {
    std::array<int, Size> t{};
    t.fill(NoSquare);
    for (Square s = 0; s < SquareCount; ++s)
        t[fromSquare(s)] = s;
    return t;
}();

inline constexpr int North = Width, South = -Width, East = 1, West = -1;
inline constexpr int NorthEast = North + East, NorthWest = North + West;
inline constexpr int SouthEast = South + East, SouthWest = South + West;

inline constexpr std::array<int, 4> Orthogonal = {North, South, East, West};
inline constexpr std::array<int, 4> Diagonal = {NorthEast, NorthWest, SouthEast, SouthWest};
inline constexpr std::array<int, 8> KingSteps = {North,     South,     East,      West,
                                                 NorthEast, NorthWest, SouthEast, SouthWest};
inline constexpr std::array<int, 8> KnightLeaps = {2 * North + East, 2 * North + West, 2 * South + East,
                                                   2 * South + West, 2 * East + North, 2 * East + South,
                                                   2 * West + North, 2 * West + South};

constexpr int pawnPush(Color c) { return c == Color::White ? North : South; }

// The cell value of an off-board square; never equal to a piece code.
inline constexpr std::uint8_t Offboard = 31;

// Sets of pieces as bit masks over cell values (piece codes 1..16, Offboard 31), so that
// "is this cell an enemy rook, queen or marshal" is one AND.
constexpr std::uint32_t bit(std::uint8_t cell) { return 1u << cell; }

constexpr std::uint32_t maskOf(Color c, std::initializer_list<PieceType> types) {
    std::uint32_t m = 0;
    for (PieceType t : types)
        m |= 1u << index(makePiece(c, t));
    return m;
}

// All pieces of a colour.
inline constexpr std::array<std::uint32_t, 2> ColorMask = {0x1feu, 0x1feu << 8};
// Per attacking colour: pieces that attack along ranks and files, along diagonals, by leaps.
inline constexpr std::array<std::uint32_t, 2> OrthogonalAttackers = {
    maskOf(Color::White, {PieceType::Rook, PieceType::Queen, PieceType::Marshal}),
    maskOf(Color::Black, {PieceType::Rook, PieceType::Queen, PieceType::Marshal})};
inline constexpr std::array<std::uint32_t, 2> DiagonalAttackers = {
    maskOf(Color::White, {PieceType::Bishop, PieceType::Queen, PieceType::Cardinal}),
    maskOf(Color::Black, {PieceType::Bishop, PieceType::Queen, PieceType::Cardinal})};
inline constexpr std::array<std::uint32_t, 2> LeapAttackers = {
    maskOf(Color::White, {PieceType::Knight, PieceType::Cardinal, PieceType::Marshal}),
    maskOf(Color::Black, {PieceType::Knight, PieceType::Cardinal, PieceType::Marshal})};

constexpr bool isOrthogonal(int direction) {
    return direction == North || direction == South || direction == East || direction == West;
}

// Board square to board square: the mailbox step from a towards b along a rank or file
// (Line::Straight), a diagonal (Line::Diagonals) or either (Line::Any); 0 when they share none.
enum class Line { Any, Straight, Diagonals };
template <Line L>
inline constexpr auto LineSteps = [] {
    std::array<std::array<std::int8_t, SquareCount>, SquareCount> t{};
    for (Square a = 0; a < SquareCount; ++a)
        for (Square b = 0; b < SquareCount; ++b) {
            const int df = fileOf(b) - fileOf(a), dr = rankOf(b) - rankOf(a);
            const bool straight = df == 0 || dr == 0, diagonal = df == dr || df == -dr;
            if (a != b
                && (L == Line::Straight    ? straight
                    : L == Line::Diagonals ? diagonal
                                           : straight || diagonal))
                t[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
                    static_cast<std::int8_t>(((dr > 0) - (dr < 0)) * Width + (df > 0) - (df < 0));
        }
    return t;
}();

// A table over mailbox differences between two board cells (index Size + difference):
// where each of `steps` stands in it (its place in the list), -1 elsewhere. Unambiguous for
// one-step and knight differences: no file difference reaches the next rank's wrap.
constexpr auto placeOfStep(const std::array<int, 8>& steps) {
    std::array<std::int8_t, 2 * Size> t{};
    t.fill(-1);
    for (std::size_t i = 0; i < steps.size(); ++i)
        t[static_cast<std::size_t>(Size + steps[i])] = static_cast<std::int8_t>(i);
    return t;
}
inline constexpr auto KnightLeapPlace = placeOfStep(KnightLeaps);
inline constexpr auto KingStepPlace = placeOfStep(KingSteps);

} // namespace grand::mailbox
