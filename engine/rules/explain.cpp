#include "engine/rules/explain.h"

#include "engine/rules/movegen.h"

namespace grand {

namespace {

bool anyAvailable(const Position& pos, Color c) {
    for (PieceType t : PromotionTypes)
        if (pos.available(c, t) > 0)
            return true;
    return false;
}

std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

// Whether the piece could go from `from` to `to` on an empty board (its movement pattern).
bool fitsPattern(PieceType t, Color c, Square from, Square to) {
    const int df = fileOf(to) - fileOf(from);
    const int dr = rankOf(to) - rankOf(from);
    const int adf = df < 0 ? -df : df;
    const int adr = dr < 0 ? -dr : dr;
    const bool knight = (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    const bool rook = (df == 0) != (dr == 0);
    const bool bishop = adf == adr && adf != 0;
    const int forward = c == Color::White ? dr : -dr;
    switch (t) {
    case PieceType::Pawn:
        return (df == 0 && (forward == 1 || forward == 2)) || (adf == 1 && forward == 1);
    case PieceType::Knight:
        return knight;
    case PieceType::Bishop:
        return bishop;
    case PieceType::Rook:
        return rook;
    case PieceType::Queen:
        return rook || bishop;
    case PieceType::Cardinal:
        return bishop || knight;
    case PieceType::Marshal:
        return rook || knight;
    case PieceType::King:
        return adf <= 1 && adr <= 1 && (adf || adr);
    default:
        return false;
    }
}

// The first square between `from` and `to` that holds a piece, for a move along a line (a
// rook's or bishop's, a pawn's double step), judged by `occupied`; NoSquare when the way is
// clear or the move is a leap.
template <class Occupied>
Square firstInTheWay(Square from, Square to, Occupied&& occupied) {
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
    if (!((df == 0) != (dr == 0) || (adf == adr && adf != 0)))
        return NoSquare;
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int f = fileOf(from) + sf, r = rankOf(from) + sr; makeSquare(f, r) != to; f += sf, r += sr)
        if (occupied(makeSquare(f, r)))
            return makeSquare(f, r);
    return NoSquare;
}

// A piece of `by` that would attack `target` once the mover's piece went from `from` to `to`
// (taking what stood there, or the pawn passed en passant), or NoSquare.
Square attackerAfter(const Position& pos, Square target, Color by, Square from, Square to) {
    const Square passed = to == pos.epSquare() && typeOf(pos.pieceOn(from)) == PieceType::Pawn
                              ? makeSquare(fileOf(to), rankOf(from))
                              : NoSquare;
    auto occupied = [&](Square s) {
        return s == to || (s != from && s != passed && pos.pieceOn(s) != Piece::Empty);
    };
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceOn(s);
        if (p == Piece::Empty || colorOf(p) != by || s == to || s == passed)
            continue;
        const PieceType t = typeOf(p);
        const int df = fileOf(target) - fileOf(s), dr = rankOf(target) - rankOf(s);
        const bool attacks =
            t == PieceType::Pawn
                ? (df == 1 || df == -1) && dr == (by == Color::White ? 1 : -1)
                : fitsPattern(t, by, s, target) && firstInTheWay(s, target, occupied) == NoSquare;
        if (attacks)
            return s;
    }
    return NoSquare;
}

} // namespace

std::string explainIllegalMove(const Position& pos, Square from, Square to) {
    const Piece p = pos.pieceOn(from);
    const Color us = pos.sideToMove();
    if (p == Piece::Empty)
        return "There is no piece on " + squareName(from) + ".";
    const PieceType t = typeOf(p);
    const std::string piece = "the " + pieceName(t) + " on " + squareName(from);
    if (colorOf(p) != us)
        return std::string("It is ") + (us == Color::White ? "White" : "Black") + "'s move.";
    if (from == to)
        return {};
    for (Move m : legalMovesFrom(pos, from))
        if (m.to() == to)
            return {};
    if (pos.variant().hasArmies())
        return detail::explainIllegalFantasyMove(pos, from, to);
    const Variant& v = pos.variant();
    if (const std::optional<bool> wing = castlingWingOf(pos, from, to))
        if (std::string why = castlingRefusal(pos, *wing); !why.empty())
            return why;
    const Piece target = pos.pieceOn(to);
    if (target != Piece::Empty && colorOf(target) == us)
        return capitalised(piece) + " cannot take a piece of its own side.";
    if (t == PieceType::Pawn) {
        const int rel = v.relativeRank(us, rankOf(to));
        if (rel == v.ranks - 1 && fitsPattern(t, us, from, to) && !anyAvailable(pos, us))
            return capitalised(piece)
                   + " has nothing to promote to: no piece of yours has been captured yet.";
    }
    if (!fitsPattern(t, us, from, to))
        return capitalised(piece) + " does not move that way.";
    // The pattern fits: something is in the way, or the king would be in danger.
    if (t == PieceType::Pawn) {
        const bool capture = fileOf(from) != fileOf(to);
        if (capture && target == Piece::Empty && to != pos.epSquare())
            return "A pawn moves diagonally only to capture.";
        if (!capture && target != Piece::Empty)
            return "A pawn cannot capture straight ahead.";
        const int fromRel = v.relativeRank(us, rankOf(from));
        const int steps = rankOf(to) > rankOf(from) ? rankOf(to) - rankOf(from) : rankOf(from) - rankOf(to);
        if (steps == 2 && fromRel != v.doubleStepRank)
            return "A pawn may step two squares only from its starting rank.";
    }
    // A piece in the way, or else the move would leave the king attacked: say by what.
    if (t != PieceType::Knight) {
        const Square way = firstInTheWay(from, to, [&](Square s) { return pos.pieceOn(s) != Piece::Empty; });
        const bool leap = (t == PieceType::Cardinal || t == PieceType::Marshal)
                          && fitsPattern(PieceType::Knight, us, from, to);
        if (way != NoSquare && !leap)
            return capitalised(piece) + " is blocked by the " + pieceName(typeOf(pos.pieceOn(way))) + " on "
                   + squareName(way) + ".";
    }
    const Square king = t == PieceType::King ? to : pos.kingSquare(us);
    if (const Square by = king == NoSquare ? NoSquare : attackerAfter(pos, king, ~us, from, to);
        by != NoSquare) {
        const std::string attacker = "the " + pieceName(typeOf(pos.pieceOn(by))) + " on " + squareName(by);
        if (t == PieceType::King)
            return "The king would be in check on " + squareName(to) + " from " + attacker + ".";
        if (pos.inCheck())
            return "Your king is in check from " + attacker + ": this move does not answer it.";
        return capitalised(piece) + " is pinned: moving it would leave your king in check from " + attacker
               + ".";
    }
    if (pos.inCheck())
        return "Your king is in check: this move does not answer it.";
    return "That move is blocked or would leave your king in check.";
}

PawnPromotionState pawnPromotionState(const Position& pos, Square s) {
    const Piece p = pos.pieceOn(s);
    if (typeOf(p) != PieceType::Pawn)
        return PawnPromotionState::None;
    const Color c = colorOf(p);
    const Variant& v = pos.variant();
    const int rel = v.relativeRank(c, rankOf(s));
    if (rel < v.promotionZoneStart - 1)
        return PawnPromotionState::None;
    const bool available = anyAvailable(pos, c);
    if (rel == v.compulsoryPromotionRank - 1)
        return available ? PawnPromotionState::MustPromote : PawnPromotionState::Frozen;
    return available ? PawnPromotionState::MayPromote : PawnPromotionState::None;
}

std::string pawnPromotionHint(const Position& pos, Square s) {
    if (pos.variant().hasArmies())
        return detail::fantasyPromotionHint(pos, s);
    const Piece p = pos.pieceOn(s);
    const std::string pawn = "The pawn on " + squareName(s);
    if (pos.variant().promotion == PromotionChoice::AnyKind)
        return pawnPromotionState(pos, s) == PawnPromotionState::MustPromote
                   ? pawn
                         + " promotes when it reaches the last rank: to a queen, marshal, cardinal, rook, "
                           "bishop or knight, however many its side already has."
                   : std::string();
    switch (pawnPromotionState(pos, s)) {
    case PawnPromotionState::MayPromote:
        return pawn + " may promote when it moves into or on through the zone (ranks "
               + (colorOf(p) == Color::White ? "8-10" : "3-1") + ") to a piece its side has lost; on the "
               + (colorOf(p) == Color::White ? "8th and 9th" : "3rd and 2nd")
               + " ranks it may also stay a pawn.";
    case PawnPromotionState::MustPromote:
        return pawn + " must promote when it reaches the last rank, to a piece its side has lost.";
    case PawnPromotionState::Frozen:
        return pawn
               + " cannot advance: nothing of its side has been captured, so there is nothing to promote "
                 "to. It still attacks diagonally.";
    case PawnPromotionState::None:
        break;
    }
    return {};
}

} // namespace grand
