#pragma once

// The vocabulary of the engine: colours, piece types, pieces, squares and moves.
// Everything here is a small value type with constexpr helpers; rules live in rules.h.

#include <cstdint>
#include <string>
#include <string_view>

namespace grand {

enum class Color : std::uint8_t { White = 0, Black = 1 };

constexpr Color operator~(Color c) { return Color(static_cast<std::uint8_t>(c) ^ 1); }
constexpr int index(Color c) { return static_cast<int>(c); }

// Piece types. Marshal = rook + knight (FEN letter C), Cardinal = bishop + knight (FEN letter A).
enum class PieceType : std::uint8_t {
    None = 0,
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    Cardinal,
    Marshal,
    King,
};
constexpr int PieceTypeCount = 9; // including None

constexpr int index(PieceType t) { return static_cast<int>(t); }

// A coloured piece: colour in bit 3, type in bits 0-2 (+1). Empty is 0.
// White pieces are 1..8, black pieces 9..16.
enum class Piece : std::uint8_t { Empty = 0 };
constexpr int PieceCodeCount = 17;

constexpr Piece makePiece(Color c, PieceType t) {
    return t == PieceType::None ? Piece::Empty : Piece(index(c) * 8 + index(t));
}
constexpr PieceType typeOf(Piece p) {
    const int v = static_cast<int>(p);
    return v == 0 ? PieceType::None : PieceType((v - 1) % 8 + 1);
}
constexpr Color colorOf(Piece p) { return static_cast<int>(p) > 8 ? Color::Black : Color::White; }
constexpr int index(Piece p) { return static_cast<int>(p); }

// Squares are numbered 0..99: file a..j = 0..9, rank 1..10 = 0..9, square = rank * 10 + file.
using Square = int;
constexpr int FileCount = 10;
constexpr int RankCount = 10;
constexpr int SquareCount = FileCount * RankCount;
constexpr Square NoSquare = -1;

constexpr Square makeSquare(int file, int rank) { return rank * FileCount + file; }
constexpr int fileOf(Square s) { return s % FileCount; }
constexpr int rankOf(Square s) { return s / FileCount; }
constexpr bool isValidSquare(Square s) { return s >= 0 && s < SquareCount; }

// "e3", "j10". Requires a valid square.
std::string squareName(Square s);
// Parses "e3", "j10"; returns NoSquare when the text is not exactly one square.
Square parseSquare(std::string_view text);

// A move: from, to, promotion type, and an en-passant flag. The null move is all zero
// (a1a1, never legal). A pawn move into the zone that stays a pawn has no promotion type.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, PieceType promotion = PieceType::None, bool enPassant = false)
            : m_data(static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 7
                     | static_cast<std::uint32_t>(promotion) << 14
                     | static_cast<std::uint32_t>(enPassant) << 18) {}

    static constexpr Move none() { return Move(); }
    static constexpr Move fromRaw(std::uint32_t raw) {
        Move m;
        m.m_data = raw;
        return m;
    }

    constexpr Square from() const { return static_cast<Square>(m_data & 0x7f); }
    constexpr Square to() const { return static_cast<Square>(m_data >> 7 & 0x7f); }
    constexpr PieceType promotion() const { return PieceType(m_data >> 14 & 0xf); }
    constexpr bool isPromotion() const { return promotion() != PieceType::None; }
    constexpr bool isEnPassant() const { return (m_data >> 18 & 1) != 0; }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr std::uint32_t raw() const { return m_data; }

    constexpr bool operator==(const Move&) const = default;

private:
    std::uint32_t m_data = 0;
};

// UCI text of a move: "e3e5", "e9e10q" (promotion suffix q, c, a, r, b, n).
std::string toUci(Move m);

} // namespace grand
