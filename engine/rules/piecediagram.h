#pragma once

// A piece kind's moves as a diagram: its routes (pieces.h) walked from one square of an
// otherwise empty board, as the squares it may go to (each marked move only, capture only, or
// both) and the lines it travels along (a slide's line, a bent path; a leap or a single step
// has none). Help -> How to Play Fantasy Grand Chess draws it; the tests hold it against the
// move generator, so the pictures cannot disagree with the rules.

#include "engine/rules/types.h"

#include <vector>

namespace grand {

// What a piece may do on a square of the diagram.
enum class MarkKind : std::uint8_t { MoveOnly, CaptureOnly, MoveOrCapture };

struct DiagramMark {
    Square square = NoSquare;
    MarkKind kind = MarkKind::MoveOrCapture;
    bool operator==(const DiagramMark&) const = default;
};

// A square of the diagram that is not empty: the royal of either side, a cannon's screen.
struct DiagramPiece {
    Square square = NoSquare;
    bool own = false; // the diagram piece's own side: it can neither land there nor capture it
};

struct PieceDiagram {
    PieceType type = PieceType::None;
    Square origin = NoSquare;
    // Each square the piece reaches once, in square order. A capture on an empty square
    // means: an enemy piece standing there could be taken.
    std::vector<DiagramMark> marks;
    // The lines it travels, each from `origin` through the squares it passes to its farthest
    // square (none for a leap or a single step; none that is the start of another line).
    std::vector<std::vector<Square>> paths;

    // The mark on square s, nullptr when the piece does not reach it.
    const DiagramMark* markOn(Square s) const;
};

// The moves of White's piece of kind t on `from`, with `others` on the board (every other
// square empty). White's view: "forward" is up; moves from a start rank only (double steps)
// appear when `from` is on that rank.
PieceDiagram pieceDiagram(PieceType t, Square from, const std::vector<DiagramPiece>& others = {});

// The square the guide shows kind t on: e5, or e-file on its start rank for a piece with a
// double step there (so that the double step shows).
Square diagramSquare(PieceType t);

// For a piece that captures by hopping (a cannon), the own pieces the guide places as screens
// beside a piece on `from`; none for other kinds.
std::vector<DiagramPiece> diagramScreens(PieceType t, Square from);

} // namespace grand
