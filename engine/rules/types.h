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

// Piece kinds. Grand Chess's eight come first (Marshal = rook + knight, FEN letter C;
// Cardinal = bishop + knight, FEN letter A); Fantasy Grand Chess's armies add the kinds after
// King (engine/rules/pieces.h describes how each moves, engine/rules/armies.h which army has which). A
// Fantasy piece that moves exactly like a Grand one is that kind under the army's own name
// (the Humans' pieces, the Druids' Elephant = rook, Horse = knight, Falcon = bishop, Roc =
// queen); every army's royal piece is the King.
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
    // Elves
    Warrior,
    Seeress,
    Ranger,
    Elder,
    Mage,
    Loremaster,
    // Dwarves
    Soldier,
    Cannon,
    Priest,
    Guard,
    WarMachine,
    General,
    // Evil Horde
    Goblin,
    Orc,
    Warlock,
    Ogre,
    Werewolf,
    Assassin,
    Balrog,
    Minotaur,
    WolfRider,
    // Giants
    Giant,
    Colossus,
    Titan,
    Cyclops,
    MammothRider,
    TwoHeadedCyclops,
    BehemothRider,
    // Druids
    Jaguar,
    Panther,
    Coyote,
    Wolf,
    Lion,
    Tiger,
    Puma,
    Cheetah,
    Fox,
    Dog,
    Bear,
    Stag,
    Eagle,
    Pegasus,
    Unicorn,
};
// Grand Chess's kinds, None included: the size of the tables of the Grand-only code
// (evaluation, piece-square tables, SEE, the learned evaluation).
constexpr int GrandTypeCount = 9;
// Every kind, None included.
constexpr int PieceTypeCount = static_cast<int>(PieceType::Unicorn) + 1;

constexpr int index(PieceType t) { return static_cast<int>(t); }
constexpr bool isGrandType(PieceType t) { return index(t) < GrandTypeCount; }

// A coloured piece, as stored on the board. Grand Chess's pieces keep the compact codes the
// Grand-only tables and bit masks are built on: colour in bit 3, type in bits 0-2 (+1), so
// White's are 1..8 and Black's 9..16. The Fantasy kinds follow at 32 (31 marks an off-board
// cell): White's 32..74, Black's 75..117. Empty is 0.
enum class Piece : std::uint8_t { Empty = 0 };
// Grand Chess's codes, 1..16: the size of the Grand-only tables indexed by piece.
constexpr int GrandPieceCodeCount = 17;
constexpr int FantasyKindCount = PieceTypeCount - GrandTypeCount;
constexpr int FirstFantasyCode = 32;
// Every code, Empty included.
constexpr int PieceCodeCount = FirstFantasyCode + 2 * FantasyKindCount;

constexpr Piece makePiece(Color c, PieceType t) {
    const int v = index(t);
    return v == 0               ? Piece::Empty
           : v < GrandTypeCount ? Piece(index(c) * 8 + v)
                                : Piece(FirstFantasyCode + index(c) * FantasyKindCount + v - GrandTypeCount);
}
constexpr int index(Piece p) { return static_cast<int>(p); }

namespace detail {
struct PieceDecoding {
    PieceType type[PieceCodeCount];
    Color color[PieceCodeCount];
};
inline constexpr PieceDecoding Decoding = [] {
    PieceDecoding d{};
    for (int t = 1; t < PieceTypeCount; ++t)
        for (Color c : {Color::White, Color::Black}) {
            d.type[index(makePiece(c, PieceType(t)))] = PieceType(t);
            d.color[index(makePiece(c, PieceType(t)))] = c;
        }
    return d;
}();
} // namespace detail

constexpr PieceType typeOf(Piece p) { return detail::Decoding.type[index(p)]; }
// The colour of a piece (White for Piece::Empty).
constexpr Color colorOf(Piece p) { return detail::Decoding.color[index(p)]; }

// Fantasy Grand Chess's six armies (armies.h); None stands for Grand Chess.
enum class Army : std::uint8_t { None = 0, Humans, Elves, Dwarves, Horde, Giants, Druids };

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

// A move: from, to, promotion type, an en-passant flag and, for an Orc's strike in Fantasy
// Grand Chess, the square of the enemy piece it removes (the Orc leaves the board too). The
// null move is all zero (a1a1, never legal). A move into the zone that stays as it is has
// no promotion type.
class Move {
public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, PieceType promotion = PieceType::None, bool enPassant = false)
            : m_data(static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 7
                     | static_cast<std::uint32_t>(promotion) << 14
                     | static_cast<std::uint32_t>(enPassant) << 20) {}

    // An Orc's move from `from` to `to` that then removes itself and the piece on `struck`.
    static constexpr Move strike(Square from, Square to, Square struck) {
        Move m(from, to);
        m.m_data |= (static_cast<std::uint32_t>(struck) + 1) << 21;
        return m;
    }
    static constexpr Move none() { return Move(); }
    static constexpr Move fromRaw(std::uint32_t raw) {
        Move m;
        m.m_data = raw;
        return m;
    }

    constexpr Square from() const { return static_cast<Square>(m_data & 0x7f); }
    constexpr Square to() const { return static_cast<Square>(m_data >> 7 & 0x7f); }
    constexpr PieceType promotion() const { return PieceType(m_data >> 14 & 0x3f); }
    constexpr bool isPromotion() const { return promotion() != PieceType::None; }
    constexpr bool isEnPassant() const { return (m_data >> 20 & 1) != 0; }
    constexpr bool isStrike() const { return (m_data >> 21) != 0; }
    // The square of the piece an Orc's strike removes (NoSquare for any other move).
    constexpr Square struck() const { return static_cast<Square>(m_data >> 21) - 1; }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr std::uint32_t raw() const { return m_data; }

    constexpr bool operator==(const Move&) const = default;

private:
    std::uint32_t m_data = 0;
};

// UCI text of a move: "e3e5", "e9e10q" (promotion suffix q, c, a, r, b, n); in Fantasy
// Grand Chess the suffix is the army's letter ("d9d10w") and a strike adds "x" and the square
// removed ("d7e8xg4").
// `mover` is the army of the side making the move (Army::None in Grand Chess).
std::string toUci(Move m, Army mover = Army::None);

} // namespace grand
