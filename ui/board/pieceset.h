#pragma once

// The piece artwork: one SVG per piece (resources/pieces, and the flat set in
// resources/pieces/flat), rendered through QSvgRenderer into pixmaps cached per size and
// device pixel ratio. Fantasy Grand Chess's armies have their own artwork
// (resources/pieces/fantasy/<style>/<army>/<w|b><letter>.svg), read the first time one of
// their pieces is drawn, so that Grand Chess never loads it; the Humans use the Grand set.

#include "engine/rules/types.h"

#include <QHash>
#include <QPixmap>
#include <QSvgRenderer>

#include <array>
#include <map>
#include <memory>
#include <utility>

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
    // The same for a piece of `army` (Army::None and the Humans: the Grand set). The
    // Druids' Elephant is a rook to the rules, and drawn as an Elephant here.
    QPixmap pixmap(Army army, Piece piece, int size, qreal devicePixelRatio) const;
    void render(QPainter& painter, Army army, Piece piece, const QRectF& target) const;
    // Whether `army`'s piece has artwork that reads (tests: none may be missing).
    bool hasArtwork(Army army, Piece piece) const;

    // The set in use (artwork is loaded once per set).
    static const PieceSet& instance();
    // A set by style, whether in use or not (previews, image export).
    static const PieceSet& forStyle(PieceStyle style);
    // Chooses the set instance() returns; widgets repaint themselves afterwards.
    static void setCurrentStyle(PieceStyle style);
    static PieceStyle currentStyle();

private:
    // The renderer of `army`'s piece, made on first use; null when the army has no such
    // piece or its file does not read.
    QSvgRenderer* renderer(Army army, Piece piece) const;
    static bool usesGrandSet(Army army) { return army == Army::None || army == Army::Humans; }

    PieceStyle m_style;
    std::array<std::unique_ptr<QSvgRenderer>, GrandPieceCodeCount> m_renderers;
    mutable std::map<std::pair<int, int>, std::unique_ptr<QSvgRenderer>> m_fantasy; // (army, code)
    mutable QHash<quint64, QPixmap> m_cache;
};

} // namespace grand::ui
