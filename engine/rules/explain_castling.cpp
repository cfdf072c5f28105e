// Why a castling is refused, in words (explain.h): the rights, the squares between the king
// and the rook, check, and the squares the king crosses, naming a piece that attacks one.

#include "engine/rules/explain.h"

#include "engine/rules/movegen.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

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

// A piece of `by` attacking s (its square), NoSquare if none.
Square attackerOf(const Position& pos, Square s, Color by) {
    for (Square from = 0; from < SquareCount; ++from) {
        const Piece p = pos.pieceOn(from);
        if (p != Piece::Empty && colorOf(p) == by && attacksSquare(pos, from, s))
            return from;
    }
    return NoSquare;
}

// "the bishop on d5" for the piece on s; empty for NoSquare.
std::string pieceOnSquare(const Position& pos, Square s) {
    return s == NoSquare ? std::string()
                         : "the " + pieceName(typeOf(pos.pieceOn(s))) + " on " + squareName(s);
}

} // namespace

CastlingRefusal castlingRefusalReason(const Position& pos, bool kingside) {
    using Why = CastlingRefusal::Why;
    CastlingRefusal r;
    r.kingside = kingside;
    const Castling& castle = pos.variant().castling;
    const Color us = pos.sideToMove();
    if (!castle.allowed) {
        r.why = Why::NoCastling;
        return r;
    }
    const CastlingWing& w = kingside ? castle.kingside : castle.queenside;
    const int rank = us == Color::White ? 0 : pos.variant().ranks - 1;
    const Square kingHome = makeSquare(castle.kingFile, rank);
    const Square rookHome = makeSquare(w.rookFrom, rank);
    const Square kingTo = makeSquare(w.kingTo, rank);
    for (Move m : legalMovesFrom(pos, kingHome))
        if (pos.isCastling(m) && m.to() == kingTo)
            return r; // Why::None: it may
    r.square = rookHome;
    const std::uint8_t right = kingside ? castling::kingside(us) : castling::queenside(us);
    if (!(pos.castlingRights() & right)) {
        if (pos.pieceOn(kingHome) != makePiece(us, PieceType::King)
            || !(pos.castlingRights() & castling::both(us)))
            r.why = Why::KingMoved;
        else
            r.why = pos.pieceOn(rookHome) != makePiece(us, PieceType::Rook) ? Why::RookGone : Why::RookMoved;
        return r;
    }
    if (pos.inCheck()) {
        r.why = Why::InCheck;
        r.square = kingHome;
        r.by = attackerOf(pos, kingHome, ~us);
        return r;
    }
    // Every square the king and the rook cross or reach must be empty: the first piece from
    // the king outwards is named.
    const int step = w.kingTo > castle.kingFile ? 1 : -1;
    const int far =
        step > 0 ? std::max({w.kingTo, w.rookFrom, w.rookTo}) : std::min({w.kingTo, w.rookFrom, w.rookTo});
    for (int f = castle.kingFile + step; f != far + step; f += step) {
        const Square s = makeSquare(f, rank);
        if (s != rookHome && pos.pieceOn(s) != Piece::Empty) {
            r.why = Why::Between;
            r.square = s;
            return r;
        }
    }
    for (int f = castle.kingFile + step;; f += step) {
        const Square s = makeSquare(f, rank);
        if (pos.isAttacked(s, ~us)) {
            r.why = f == w.kingTo ? Why::Onto : Why::Through;
            r.square = s;
            r.by = attackerOf(pos, s, ~us);
            return r;
        }
        if (f == w.kingTo)
            break;
    }
    r.why = Why::Other;
    return r;
}

std::optional<bool> castlingWingOf(const Position& pos, Square from, Square to) {
    const Variant& v = pos.variant();
    const Color us = pos.sideToMove();
    if (!v.castling.allowed || pos.pieceOn(from) != makePiece(us, PieceType::King))
        return std::nullopt;
    const int rank = us == Color::White ? 0 : v.ranks - 1;
    if (from != makeSquare(v.castling.kingFile, rank))
        return std::nullopt;
    for (bool kingside : {true, false}) {
        const CastlingWing& w = kingside ? v.castling.kingside : v.castling.queenside;
        if (to == makeSquare(w.kingTo, rank)
            || (to == makeSquare(w.rookFrom, rank) && pos.pieceOn(to) == makePiece(us, PieceType::Rook)))
            return kingside;
    }
    return std::nullopt;
}

std::string castlingRefusal(const Position& pos, bool kingside) {
    using Why = CastlingRefusal::Why;
    const CastlingRefusal r = castlingRefusalReason(pos, kingside);
    const Color us = pos.sideToMove();
    const std::string wing = kingside ? "kingside (O-O)" : "queenside (O-O-O)";
    const std::string by = pieceOnSquare(pos, r.by);
    switch (r.why) {
    case Why::None:
        return {};
    case Why::NoCastling:
        return std::string(pos.variant().name) + " has no castling.";
    case Why::KingMoved:
        return std::string("The king has moved: ") + sideName(us) + " may no longer castle.";
    case Why::RookGone:
        return "The rook on " + squareName(r.square) + " has moved or been captured: " + sideName(us)
               + " may no longer castle " + wing + ".";
    case Why::RookMoved:
        return "The rook on " + squareName(r.square) + " has moved: " + sideName(us)
               + " may no longer castle " + wing + ".";
    case Why::InCheck:
        return "The king may not castle out of check" + (by.empty() ? "" : " (" + by + " gives it)") + ".";
    case Why::Between:
        return "The king may not castle " + wing + ": " + pieceOnSquare(pos, r.square)
               + " stands between the king and the rook.";
    case Why::Through:
    case Why::Onto:
        return std::string("The king may not castle ") + (r.why == Why::Onto ? "onto " : "through ")
               + squareName(r.square) + (by.empty() ? "" : ", which " + by + " attacks") + ".";
    case Why::Other:
        break;
    }
    return "The king may not castle " + wing + " now.";
}

} // namespace grand
