#pragma once

// The board's looks: colour schemes (one of them high-contrast) and where the coordinates
// go. The board widget, the preferences preview and image export all draw from a theme.

#include <QColor>
#include <QString>

#include <vector>

namespace grand::ui {

struct BoardTheme {
    QString name;      // shown in Preferences
    QColor light;      // light squares
    QColor dark;       // dark squares
    QColor zoneTint;   // laid over the promotion zones (ranks 1-3 and 8-10)
    QColor lastMove;   // laid over both squares of the last move
    QColor selected;   // laid over the selected piece's square
    QColor mark;       // legal-move dots and rings
    QColor border;     // the frame when coordinates sit on a border
    QColor borderText; // coordinates on the border
};

enum class CoordinatePlacement { Inside = 0, Border = 1, None = 2 };

// The built-in schemes, in the order Preferences lists them; index 0 is the default.
const std::vector<BoardTheme>& boardThemes();
// The scheme at `index`, or the default one when the index is out of range.
const BoardTheme& boardTheme(int index);
CoordinatePlacement coordinatePlacement(int value);

// The contrast ratio of two opaque colours as WCAG defines it: 1 (the same) to 21 (black
// on white). Text needs 4.5 to read well at small sizes.
double contrastRatio(const QColor& a, const QColor& b);
// `preferred` where it reads on `background` at `ratio`; else the nearest colour that does,
// mixed from `preferred` toward white or black, or from the background's own colour toward
// the other end (the hue of the board kept).
QColor readableOn(const QColor& background, const QColor& preferred, double ratio = 4.5);
// `over` (with its alpha) laid on the opaque `under`.
QColor laidOver(const QColor& under, const QColor& over);

// The width of the coordinate border, as a fraction of a square.
inline constexpr double BorderFraction = 0.45;

} // namespace grand::ui
