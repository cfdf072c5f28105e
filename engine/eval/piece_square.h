#pragma once

// The evaluation's middlegame / endgame pair and its piece-square tables, built from the
// board's geometry (centrality, advance, the king's shelter ranks): Grand Chess's 10x10 and
// Embassy Chess's 10x8, where the king castles to the b or h file. Part of evaluate.cpp.

#include "engine/rules/attack_maps.h"
#include "engine/rules/types.h"

#include <algorithm>
#include <array>

namespace grand::eval {

// A middlegame / endgame pair, blended by the game phase.
struct Score {
    int mg = 0;
    int eg = 0;
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
};

// ---- Piece-square tables, built from the board's geometry. ----

// std::abs is constexpr in GCC's library only as an extension.
constexpr int absolute(int v) { return v < 0 ? -v : v; }

// 0 in the corners, 8 in the four central squares.
constexpr int centrality(Square s) {
    const int df = absolute(2 * fileOf(s) - 9);
    const int dr = absolute(2 * rankOf(s) - 9);
    return 9 - (df + dr) / 2;
}

// Table for White; Black reads it mirrored by rank.
using Table = std::array<Score, SquareCount>;

constexpr Table makeTable(PieceType t) {
    Table table{};
    for (Square s = 0; s < SquareCount; ++s) {
        const int c = centrality(s);
        const int rank = rankOf(s);
        Score v{};
        switch (t) {
        case PieceType::Pawn: {
            constexpr std::array<int, RankCount> advance = {0, 0, 0, 4, 8, 12, 18, 26, 34, 0};
            const int centreFile = 4 - std::min(absolute(2 * fileOf(s) - 9) / 2, 4);
            v = {advance[static_cast<std::size_t>(rank)] + (rank >= 3 && rank <= 5 ? 3 * centreFile : 0),
                 advance[static_cast<std::size_t>(rank)] * 2};
            break;
        }
        case PieceType::Knight:
            v = {4 * c - 16, 3 * c - 12};
            break;
        case PieceType::Bishop:
            v = {2 * c - 8, 2 * c - 8};
            break;
        case PieceType::Rook:
            v = {rank >= 7 ? 10 : 0, 0};
            break;
        case PieceType::Queen:
            v = {c - 4, 2 * c - 8};
            break;
        case PieceType::Cardinal:
        case PieceType::Marshal:
            v = {3 * c - 12, 3 * c - 12};
            break;
        case PieceType::King: {
            constexpr std::array<int, RankCount> shelter = {0, 10, -20, -40, -55, -65, -70, -70, -70, -70};
            v = {shelter[static_cast<std::size_t>(rank)], 6 * c - 24};
            break;
        }
        default:
            break;
        }
        table[static_cast<std::size_t>(s)] = v;
    }
    return table;
}

constexpr std::array<Table, GrandTypeCount> PieceSquare = {
    Table{},
    makeTable(PieceType::Pawn),
    makeTable(PieceType::Knight),
    makeTable(PieceType::Bishop),
    makeTable(PieceType::Rook),
    makeTable(PieceType::Queen),
    makeTable(PieceType::Cardinal),
    makeTable(PieceType::Marshal),
    makeTable(PieceType::King),
};

constexpr Square relativeSquare(Color c, Square s) {
    return c == Color::White ? s : makeSquare(fileOf(s), RankCount - 1 - rankOf(s));
}

// ---- Embassy Chess: ten files, eight ranks (squares of rank 8 and 9 stay empty). ----

inline constexpr int EmbassyRanks = 8;

// 0 in the corners, 7 in the four central squares.
constexpr int embassyCentrality(Square s) {
    const int df = absolute(2 * fileOf(s) - 9);
    const int dr = absolute(2 * rankOf(s) - (EmbassyRanks - 1));
    return 8 - (df + dr) / 2;
}

constexpr Table makeEmbassyTable(PieceType t) {
    Table table{};
    for (Square s = 0; s < EmbassyRanks * FileCount; ++s) {
        const int c = embassyCentrality(s);
        const int rank = rankOf(s);
        const int file = fileOf(s);
        Score v{};
        switch (t) {
        case PieceType::Pawn: {
            // By rank: the 7th is one step from promotion (passed pawns add more).
            constexpr std::array<int, EmbassyRanks> advance = {0, 0, 3, 8, 14, 24, 40, 0};
            const int centreFile = 4 - std::min(absolute(2 * file - 9) / 2, 4);
            v = {advance[static_cast<std::size_t>(rank)] + (rank >= 2 && rank <= 4 ? 3 * centreFile : 0),
                 advance[static_cast<std::size_t>(rank)] * 2};
            break;
        }
        case PieceType::Knight:
            v = {4 * c - 16, 3 * c - 12};
            break;
        case PieceType::Bishop:
            v = {2 * c - 8, 2 * c - 8};
            break;
        case PieceType::Rook:
            v = {rank == EmbassyRanks - 2 ? 15 : 0, 0};
            break;
        case PieceType::Queen:
            v = {c - 4, 2 * c - 8};
            break;
        case PieceType::Cardinal:
        case PieceType::Marshal:
            v = {3 * c - 12, 3 * c - 12};
            break;
        case PieceType::King: {
            // Middlegame: at home, best where castling puts it (b, c, h, i), worst in the
            // middle files; endgame: towards the centre.
            constexpr std::array<int, EmbassyRanks> shelter = {0, -20, -45, -60, -70, -70, -70, -70};
            constexpr std::array<int, FileCount> byFile = {5, 20, 15, 0, -10, -10, 0, 15, 20, 5};
            v = {shelter[static_cast<std::size_t>(rank)]
                     + (rank == 0 ? byFile[static_cast<std::size_t>(file)] : 0),
                 6 * c - 21};
            break;
        }
        default:
            break;
        }
        table[static_cast<std::size_t>(s)] = v;
    }
    return table;
}

constexpr std::array<Table, GrandTypeCount> EmbassyPieceSquare = {
    Table{},
    makeEmbassyTable(PieceType::Pawn),
    makeEmbassyTable(PieceType::Knight),
    makeEmbassyTable(PieceType::Bishop),
    makeEmbassyTable(PieceType::Rook),
    makeEmbassyTable(PieceType::Queen),
    makeEmbassyTable(PieceType::Cardinal),
    makeEmbassyTable(PieceType::Marshal),
    makeEmbassyTable(PieceType::King),
};

// The boards the evaluation is compiled for: Grand Chess's ten ranks, and Embassy Chess's
// eight, with its own tables and without Grand Chess's promotion by capture.
struct GrandShape {
    static constexpr int Ranks = RankCount;
    static constexpr bool Embassy = false;
    static constexpr SquareSet Board = ~SquareSet{0};
};
struct EmbassyShape {
    static constexpr int Ranks = eval::EmbassyRanks;
    static constexpr bool Embassy = true;
    static constexpr SquareSet Board = (SquareSet{1} << (Ranks * FileCount)) - 1;
};

} // namespace grand::eval
