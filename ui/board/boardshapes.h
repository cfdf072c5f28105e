#pragma once

// Arrows and circles a user draws on the board with the right mouse button, as on lichess:
// a drag from one square to another draws an arrow, a click a circle; drawing the same shape
// again takes it off, and in another colour recolours it. The colour follows the modifier
// keys: none green, Shift red, Alt or Ctrl blue, Shift with Alt or Ctrl yellow. Each
// position keeps its own shapes (by its key), so going to another move and back shows them
// again; the board decides when they are shown and erased.

#include "engine/rules/types.h"

#include <QColor>
#include <QRectF>

#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

class QPainter;

namespace grand::ui {

enum class ShapeBrush { Green, Red, Blue, Yellow };

struct BoardShape {
    Square from = NoSquare;
    Square to = NoSquare; // the same square as `from`: a circle
    ShapeBrush brush = ShapeBrush::Green;

    bool isCircle() const { return from == to; }
    bool operator==(const BoardShape&) const = default;
};

// The brush of the modifier keys held when the drawing starts.
ShapeBrush shapeBrush(Qt::KeyboardModifiers modifiers);
// Its colour, opaque (the shapes are drawn translucent together).
QColor shapeColor(ShapeBrush brush);

class BoardShapes {
public:
    // The shapes drawn on a position, in the order drawn.
    const std::vector<BoardShape>& at(std::uint64_t key) const;
    // Draws `shape` on a position: the same arrow or circle in the same colour is taken
    // off, in another colour it is recoloured, otherwise it is added.
    void toggle(std::uint64_t key, const BoardShape& shape);
    void clear(std::uint64_t key) { m_shapes.erase(key); }
    void clearAll() { m_shapes.clear(); }

private:
    std::unordered_map<std::uint64_t, std::vector<BoardShape>> m_shapes;
};

// Paints `shapes` as lichess does: arrows from centre to centre with a head, circles as a
// ring inside their square, all at 60 % opacity together (a crossing does not darken).
// `rect` gives a square's rectangle on the widget, so a flipped board is drawn right.
void paintShapes(QPainter& p, const std::vector<BoardShape>& shapes,
                 const std::function<QRectF(Square)>& rect);

} // namespace grand::ui
