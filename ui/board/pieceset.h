#pragma once

// The piece artwork: one SVG per piece (resources/pieces, and the flat set in
// resources/pieces/flat), rendered through QSvgRenderer into pixmaps cached per size and
// device pixel ratio.

#include "engine/types.h"

#include <QHash>
#include <QPixmap>
#include <QSvgRenderer>

#include <array>
#include <memory>

namespace grand::ui {

// The piece sets to choose from (Preferences); the value is what the settings keep.
enum class PieceStyle { Classic = 0, Flat = 1 };

class PieceSet {
public:
    explicit PieceSet(PieceStyle style = PieceStyle::Classic);

    // The piece drawn in a square of `size` logical pixels at `devicePixelRatio`.
    QPixmap pixmap(Piece piece, int size, qreal devicePixelRatio) const;
    // Paints the piece into `target` directly (for previews and tests).
    void render(QPainter& painter, Piece piece, const QRectF& target) const;
    bool isValid() const;

    // The set in use (artwork is loaded once per set).
    static const PieceSet& instance();
    // A set by style, whether in use or not (previews, image export).
    static const PieceSet& forStyle(PieceStyle style);
    // Chooses the set instance() returns; widgets repaint themselves afterwards.
    static void setCurrentStyle(PieceStyle style);
    static PieceStyle currentStyle();

private:
    std::array<std::unique_ptr<QSvgRenderer>, GrandPieceCodeCount> m_renderers;
    mutable QHash<quint64, QPixmap> m_cache;
};

} // namespace grand::ui
