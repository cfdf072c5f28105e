#pragma once

// Plain-words answers for the desktop program, so that it never decides a rule itself:
// why a move attempt is not legal, and what a pawn in the promotion zone may do.

#include "engine/rules/position.h"

#include <optional>
#include <string>

namespace grand {

// Why moving the piece on `from` to `to` is not legal in `pos`, in words for the status
// bar ("The pawn on e9 has nothing to promote to."). Empty if some legal move goes there.
std::string explainIllegalMove(const Position& pos, Square from, Square to);

enum class PawnPromotionState {
    None,        // not in or next to the zone, or not a pawn
    MayPromote,  // a step or capture would enter the zone with pieces available
    MustPromote, // on the 9th: its next move reaches the 10th and must promote
    Frozen,      // on the 9th with nothing captured: it cannot move forward
};

// Why the side to move may not castle on a wing now (explain_castling.cpp): the reason and
// the squares it concerns, for the window to put in the user's words.
struct CastlingRefusal {
    enum class Why {
        None,       // it may castle
        NoCastling, // the game has none
        KingMoved,  // no right left on either wing: the king has moved
        RookGone,   // the right is gone, and no rook stands on `square`, its home
        RookMoved,  // the right is gone: the rook of `square` has moved (and come back)
        InCheck,    // the king stands in check (from `by`)
        Between,    // the piece on `square` stands between the king and the rook
        Through,    // the king would cross `square`, attacked by the piece on `by`
        Onto,       // the king would land on `square`, attacked by the piece on `by`
        Other,
    };
    Why why = Why::None;
    bool kingside = true;
    Square square = NoSquare;
    Square by = NoSquare; // an attacking piece's square, NoSquare if none
};
CastlingRefusal castlingRefusalReason(const Position& pos, bool kingside);
// The same in English words ("The king may not castle through f1, which the bishop on d3
// attacks.", "The rook on j1 has moved: ..."); empty if it may.
std::string castlingRefusal(const Position& pos, bool kingside);
// Whether moving the piece on `from` to `to` is an attempt to castle: the king from its home
// to its castling square or onto its own rook; the wing (true: kingside), none otherwise.
std::optional<bool> castlingWingOf(const Position& pos, Square from, Square to);

PawnPromotionState pawnPromotionState(const Position& pos, Square s);
// Tooltip text for a pawn's promotion badge (in Fantasy Grand Chess, any piece that
// promotes: "The Goblin on c7 may become a Wolf Rider on ranks 8 to 10; nothing needs to be
// captured.").
std::string pawnPromotionHint(const Position& pos, Square s);

namespace detail {
std::string explainIllegalFantasyMove(const Position& pos, Square from, Square to);
std::string fantasyPromotionHint(const Position& pos, Square s);
} // namespace detail

} // namespace grand
