#pragma once

// Zobrist hashing keys: one per (piece, square), one for Black to move, one per en-passant
// file, one per (colour, army) for Fantasy positions, one per set of castling rights. Generated at compile
// time from a fixed seed, so keys are the same in every build; Grand Chess's come first, in the order they
// always had, so its keys (and the search's node counts) do not change.

#include "engine/rules/types.h"

#include <array>
#include <cstdint>

namespace grand::zobrist {

struct Keys {
    std::array<std::array<std::uint64_t, SquareCount>, PieceCodeCount> piece{};
    std::array<std::uint64_t, FileCount> epFile{};
    std::uint64_t blackToMove = 0;
    std::array<std::array<std::uint64_t, 7>, 2> army{}; // index by Army; None has no key
    std::array<std::uint64_t, 16> castling{};           // index by the rights' bits; none: 0
};

// splitmix64: small, fast and well distributed; good enough for hashing keys.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

inline constexpr Keys keys = [] {
    Keys k;
    std::uint64_t state = 0x4772616e64436865ULL; // "GrandChe"
    for (int p = 1; p < GrandPieceCodeCount; ++p)
        for (Square s = 0; s < SquareCount; ++s)
            k.piece[p][s] = splitmix64(state);
    for (int f = 0; f < FileCount; ++f)
        k.epFile[f] = splitmix64(state);
    k.blackToMove = splitmix64(state);
    for (int p = FirstFantasyCode; p < PieceCodeCount; ++p)
        for (Square s = 0; s < SquareCount; ++s)
            k.piece[p][s] = splitmix64(state);
    for (auto& side : k.army)
        for (std::size_t a = 1; a < side.size(); ++a)
            side[a] = splitmix64(state);
    for (std::size_t r = 1; r < k.castling.size(); ++r)
        k.castling[r] = splitmix64(state);
    return k;
}();

// Keys of the pawn structure alone, from a seed of their own: a pawn of each colour on each
// square (index by Color). Position keeps the exclusive-or of its pawns' keys beside the
// Zobrist key; the search's correction history is indexed by it.
inline constexpr auto pawnKeys = [] {
    std::array<std::array<std::uint64_t, SquareCount>, 2> k{};
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    for (auto& side : k)
        for (auto& key : side)
            key = splitmix64(state);
    return k;
}();

// The key of a Fantasy position's pair of armies (0 for Grand Chess).
constexpr std::uint64_t armiesKey(Army white, Army black) {
    if (white == Army::None)
        return 0;
    return keys.army[0][static_cast<std::size_t>(white)] ^ keys.army[1][static_cast<std::size_t>(black)];
}

} // namespace grand::zobrist
