#pragma once

// The rules of Grand Chess as named constants, in one place (see RULES.md in the docs).
// Hot loops use these compile-time values; there is no run-time rules interpreter.

#include "engine/rules/types.h"

#include <array>
#include <string>

namespace grand {

// Standard start position in the Fairy-Stockfish convention (A = cardinal, C = marshal).
inline constexpr std::string_view StartFen =
    "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";

// How many of each type a side has at the start. A promotion is allowed only to a type
// whose count on the board is below this number ("captured and not back on the board").
// FENs with more than these counts are rejected: such positions cannot arise.
inline constexpr std::array<int, GrandTypeCount> StartCount = {
    0,  // None
    10, // Pawn
    2,  // Knight
    2,  // Bishop
    2,  // Rook
    1,  // Queen
    1,  // Cardinal
    1,  // Marshal
    1,  // King
};

// The types a pawn may promote to, in the order used for move lists and the holdings
// panel: queen, marshal, cardinal, rook, bishop, knight (UCI suffixes q, c, a, r, b, n).
inline constexpr std::array<PieceType, 6> PromotionTypes = {
    PieceType::Queen, PieceType::Marshal, PieceType::Cardinal,
    PieceType::Rook,  PieceType::Bishop,  PieceType::Knight,
};

// Ranks are counted from the mover's side: relative rank 0 is White's rank 1 / Black's 10.
constexpr int relativeRank(Color c, int rank) { return c == Color::White ? rank : RankCount - 1 - rank; }

inline constexpr int PawnStartRank = 2;          // relative: 3rd rank, where the double step is allowed
inline constexpr int PromotionZoneStart = 7;     // relative: 8th rank, first rank of the zone
inline constexpr int MandatoryPromotionRank = 9; // relative: 10th rank, the pawn must promote
inline constexpr int LowestPawnRank = 2;         // relative: pawns start on the 3rd and never go back

// Draw by the fifty-move rule after this many plies without a capture or a pawn move.
inline constexpr int FiftyMovePlies = 100;
// Draw by repetition when the same position occurs this many times.
inline constexpr int RepetitionCount = 3;

// FEN letters, Fairy-Stockfish convention, upper case; index by PieceType.
inline constexpr std::array<char, GrandTypeCount> FenLetter = {'?', 'P', 'N', 'B', 'R', 'Q', 'A', 'C', 'K'};

// Piece character in FEN (upper case for White).
char fenChar(Piece p);
// Piece for a FEN character, Piece::Empty when the character is not a piece letter.
Piece pieceFromFenChar(char c);
// Lower-case UCI promotion suffix for a promotable type.
char promotionSuffix(PieceType t);
// "pawn", "marshal", ... ("piece" for PieceType::None), for messages.
std::string pieceName(PieceType t);

} // namespace grand
