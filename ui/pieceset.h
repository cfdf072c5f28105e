#pragma once

// The piece artwork: one SVG per piece (resources/pieces), rendered through QSvgRenderer
// into pixmaps cached per size and device pixel ratio.

#include "engine/types.h"

#include <QHash>
#include <QPixmap>
#include <QSvgRenderer>

#include <array>
#include <memory>

namespace grand::ui {

class PieceSet {
public:
    PieceSet();

    // The piece drawn in a square of `size` logical pixels at `devicePixelRatio`.
    QPixmap pixmap(Piece piece, int size, qreal devicePixelRatio) const;
    // Paints the piece into `target` directly (for previews and tests).
    void render(QPainter& painter, Piece piece, const QRectF& target) const;
    bool isValid() const;

    // The shared instance (artwork is loaded once).
    static const PieceSet& instance();

private:
    std::array<std::unique_ptr<QSvgRenderer>, PieceCodeCount> m_renderers;
    mutable QHash<quint64, QPixmap> m_cache;
};

} // namespace grand::ui
