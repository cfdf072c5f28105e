#pragma once

// Standard algebraic notation for Grand Chess: writing (minimal disambiguation, x, +/#,
// e10=Q) and a tolerant reader for what real game records contain.

#include "engine/rules/expected.h"
#include "engine/rules/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace grand {

// The two letter sets in use; they clash on C.
enum class PieceLetters {
    FairyStockfish, // A = cardinal, C = marshal: Fairy-Stockfish, PyChess, XBoard
    Freeling,       // C = cardinal, M = marshal: Freeling's own records
};

// Upper-case letter of a piece type in a letter set ('P' for pawns, never written in SAN).
char pieceLetter(PieceType t, PieceLetters letters);

// SAN of a legal move: "e5", "dxe6", "Nc4", "Rjf10", "e10=Q", "Qe8+", "Mxe8#".
std::string toSan(const Position& pos, Move m, PieceLetters letters = PieceLetters::FairyStockfish);

// A line of moves from `pos` in SAN with move numbers ("12. Nc4 Nc7 13. d5", "12... Nc7"),
// up to the first move that is not legal in its turn.
std::string sanLine(const Position& pos, const std::vector<Move>& moves,
                    PieceLetters letters = PieceLetters::FairyStockfish);

// How a record writes its moves, learnt while reading it.
struct SanDialect {
    enum class Letters { Unknown, FairyStockfish, Freeling };
    enum class Ranks { Unknown, OneToTen, ZeroToNine }; // ZeroToNine: XBoard's numbering
    Letters letters = Letters::Unknown;
    Ranks ranks = Ranks::Unknown;
};

// Reads one move token as found in records: SAN with or without x, +, #, !, ?, extra
// disambiguation, "e10=Q" or "e10Q"; long algebraic ("e3-e5", "Nb2xc4") and UCI moves.
// Either letter set: an M or an A settles the dialect; otherwise the move's legality
// decides. XBoard's 0-9 ranks likewise (a rank 0, or only the shifted reading is legal).
// The error says what was wrong in plain words, starting with the token:
// "Nd5: no knight can reach d5", "e10: nothing captured to promote to".
Expected<Move, std::string> parseSan(const Position& pos, std::string_view token, SanDialect& dialect);

} // namespace grand
