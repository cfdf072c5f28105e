// Why a castling is refused, in words (explain.h): the rights, the squares between the king
// and the rook, check, and the squares the king crosses, naming a piece that attacks one.

#include "engine/rules/explain.h"

#include "engine/rules/movegen.h"

#include <algorithm>
#include <cstdlib>

namespace grand {

namespace {

const char* sideName(Color c) { return c == Color::White ? "White" : "Black"; }

// Whether the piece on `from` attacks s on this board (Grand Chess's kinds).
bool attacksSquare(const Position& pos, Square from, Square s) {
    const Piece p = pos.pieceOn(from);
    const PieceType t = typeOf(p);
    const int df = fileOf(s) - fileOf(from), dr = rankOf(s) - rankOf(from);
    const int adf = std::abs(df), adr = std::abs(dr);
    if (from == s)
        return false;
    if (t == PieceType::Pawn)
        return adf == 1 && dr == (colorOf(p) == Color::White ? 1 : -1);
    if (t == PieceType::King)
        return adf <= 1 && adr <= 1;
    const bool leaps = t == PieceType::Knight || t == PieceType::Cardinal || t == PieceType::Marshal;
    if (leaps && ((adf == 1 && adr == 2) || (adf == 2 && adr == 1)))
        return true;
    const bool straight = t == PieceType::Rook || t == PieceType::Queen || t == PieceType::Marshal;
    const bool diagonal = t == PieceType::Bishop || t == PieceType::Queen || t == PieceType::Cardinal;
    if (!((straight && (df == 0) != (dr == 0)) || (diagonal && adf == adr)))
        return false;
    const int stepFile = (df > 0) - (df < 0), stepRank = (dr > 0) - (dr < 0);
    for (int f = fileOf(from) + stepFile, r = rankOf(from) + stepRank; makeSquare(f, r) != s;
         f += stepFile, r += stepRank)
        if (pos.pieceOn(makeSquare(f, r)) != Piece::Empty)
            return false;
    return true;
}

// "the bishop on d5", a piece of `by` attacking s; empty if none.
std::string attackerOf(const Position& pos, Square s, Color by) {
    for (Square from = 0; from < SquareCount; ++from) {
        const Piece p = pos.pieceOn(from);
        if (p != Piece::Empty && colorOf(p) == by && attacksSquare(pos, from, s))
            return "the " + pieceName(typeOf(p)) + " on " + squareName(from);
    }
    return {};
}

} // namespace

std::string castlingRefusal(const Position& pos, bool kingside) {
    const Castling& castle = pos.variant().castling;
    const Color us = pos.sideToMove();
    const std::string wing = kingside ? "kingside (O-O)" : "queenside (O-O-O)";
    if (!castle.allowed)
        return std::string(pos.variant().name) + " has no castling.";
    const CastlingWing& w = kingside ? castle.kingside : castle.queenside;
    const int rank = us == Color::White ? 0 : pos.variant().ranks - 1;
    const Square kingHome = makeSquare(castle.kingFile, rank);
    const Square rookHome = makeSquare(w.rookFrom, rank);
    const Square kingTo = makeSquare(w.kingTo, rank);
    for (Move m : legalMovesFrom(pos, kingHome))
        if (pos.isCastling(m) && m.to() == kingTo)
            return {};
    const std::uint8_t right = kingside ? castling::kingside(us) : castling::queenside(us);
    if (!(pos.castlingRights() & right)) {
        if (pos.pieceOn(kingHome) != makePiece(us, PieceType::King)
            || !(pos.castlingRights() & castling::both(us)))
            return std::string("The king has moved: ") + sideName(us) + " may no longer castle.";
        if (pos.pieceOn(rookHome) != makePiece(us, PieceType::Rook))
            return "The rook on " + squareName(rookHome) + " has moved or been captured: " + sideName(us)
                   + " may no longer castle " + wing + ".";
        return "The rook on " + squareName(rookHome) + " has moved: " + sideName(us)
               + " may no longer castle " + wing + ".";
    }
    if (pos.inCheck()) {
        const std::string by = attackerOf(pos, kingHome, ~us);
        return "The king may not castle out of check" + (by.empty() ? "" : " (" + by + " gives it)") + ".";
    }
    // Every square the king and the rook cross or reach must be empty: the first piece from
    // the king outwards is named.
    const int step = w.kingTo > castle.kingFile ? 1 : -1;
    const int far =
        step > 0 ? std::max({w.kingTo, w.rookFrom, w.rookTo}) : std::min({w.kingTo, w.rookFrom, w.rookTo});
    for (int f = castle.kingFile + step; f != far + step; f += step) {
        const Square s = makeSquare(f, rank);
        if (s != rookHome && pos.pieceOn(s) != Piece::Empty)
            return "The king may not castle " + wing + ": the " + pieceName(typeOf(pos.pieceOn(s))) + " on "
                   + squareName(s) + " stands between the king and the rook.";
    }
    for (int f = castle.kingFile + step;; f += step) {
        const Square s = makeSquare(f, rank);
        if (pos.isAttacked(s, ~us)) {
            const std::string by = attackerOf(pos, s, ~us);
            return std::string("The king may not castle ") + (f == w.kingTo ? "onto " : "through ")
                   + squareName(s) + (by.empty() ? "" : ", which " + by + " attacks") + ".";
        }
        if (f == w.kingTo)
            break;
    }
    return "The king may not castle " + wing + " now.";
}

} // namespace grand
