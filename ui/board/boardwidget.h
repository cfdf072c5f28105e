#pragma once

// The 10x10 board: draws the position with coordinates, tinted promotion zones, the last
// move, a king in check, the selected piece's legal destinations, a hint arrow and the
// arrows and circles the user draws with the right button (BoardShapes); takes moves by
// click-click and drag-and-drop. It asks the engine what is legal and reports move
// attempts; it decides no rule itself. It has no context menu: the right button draws.

#include "ui/board/boardshapes.h"
#include "ui/board/boardtheme.h"
#include "ui/board/pieceset.h"

#include "engine/rules/position.h"

#include <QFontMetricsF>
#include <QPointF>
#include <QVariantAnimation>
#include <QWidget>

#include <optional>

namespace grand::ui {

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // Shows a position; with `animate`, the piece of `lastMove` slides into place.
    void setPosition(const Position& pos, Move lastMove, bool animate);
    const Position& position() const { return m_pos; }
    Move lastMove() const { return m_lastMove; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    // Whether the user may move the pieces of the side to move.
    void setInteractive(bool on);
    bool isInteractive() const { return m_interactive; }
    void setShowLegalMoves(bool on);
    // Colours and coordinates (Preferences).
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }
    void setCoordinatePlacement(CoordinatePlacement placement);
    // A piece set of its own (previews); otherwise the one in use everywhere.
    void setPieceStyle(PieceStyle style);
    void setAnimationEnabled(bool on) { m_animationEnabled = on; }
    void setHint(Move move);
    // Rings the piece on `square` (a puzzle's hint: which piece, not where); setHint and
    // clearHint take it away.
    void setHintSquare(Square square);
    Square hintSquare() const { return m_hintSquare; }
    void clearHint();
    // While a promotion is being chosen: the pawn is drawn on `to`, `from` is empty.
    void setPendingPromotion(Square from, Square to);
    void clearPendingPromotion();
    bool hasPendingPromotion() const { return m_pendingFrom != NoSquare; }
    // While an Orc's strike is chosen (its move pending as a promotion's is): the enemy
    // pieces it may remove are ringed, `focused` (keys) the most; a click on one emits
    // strikeChosen, a click elsewhere pendingPromotionCancelled.
    void setStrikeTargets(const std::vector<Square>& targets, Square focused);
    const std::vector<Square>& strikeTargets() const { return m_strikeTargets; }
    // The arrows and circles drawn on the position shown (each position keeps its own; a
    // left click on the board erases them).
    const std::vector<BoardShape>& shapes() const { return m_shapes.at(m_pos.key()); }
    void clearShapes();
    // Forgets the shapes of every position (another game).
    void forgetShapes();

    // Geometry, for tests and overlays: the rectangle of a square, and the square at a point.
    QRectF squareRect(Square s) const;
    // Where a coordinate inside the squares is drawn (the rank's number on the left file,
    // the file's letter on the bottom rank).
    QRectF insideCoordinateRect(Square s, bool rank) const;
    // The colour of that coordinate: the other squares' colour where it reads on this one
    // (a contrast of 4.5:1), else the nearest colour that does.
    QColor insideCoordinateColor(Square s) const;
    Square squareAt(const QPointF& point) const;
    // The board's files and ranks: the game's (Position::variant()).
    int files() const { return m_pos.variant().files; }
    int ranks() const { return m_pos.variant().ranks; }
    // The squares the selected piece may go to (for a castling king, its rook's square too).
    const std::vector<Square>& targets() const { return m_targets; }
    QSize sizeHint() const override { return {64 * files(), 64 * ranks()}; }
    QSize minimumSizeHint() const override { return {16 * files(), 16 * ranks()}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w * ranks() / files(); }

signals:
    // The position set is of a board of other files or ranks: the layout around it changes.
    void shapeChanged();
    // The user moved the piece on `from` to `to` (not necessarily legally).
    void moveAttempted(grand::Square from, grand::Square to);
    // A click anywhere while a promotion choice is pending cancels it.
    void pendingPromotionCancelled();
    // A click on a ringed piece while an Orc's strike is chosen.
    void strikeChosen(grand::Square square);
    // The mouse came over a ringed piece while an Orc's strike is chosen: the choice the keys
    // would make follows it, so that the cross marks the piece a click or Enter would take.
    void strikeHovered(grand::Square square);
    // The user picked up another piece, or put the selected one down.
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    static bool isLight(Square s) { return (fileOf(s) + rankOf(s)) % 2 == 1; }
    void select(Square s);
    void clearSelection();
    bool isMovable(Square s) const;
    // Whether the king on `from` may castle with the rook on `rook`, or holds the right to
    // and the position forbids it (a click on that rook then castles, or says why, instead
    // of selecting it).
    bool castlesOnto(Square from, Square rook) const;
    static Move castlingRookOf(const Position& after, Move m);
    qreal squareSize() const;
    QFont insideCoordinateFont() const;
    // The square's colour as drawn: its own, with the promotion zone's, the last move's and
    // the selection's tints laid over it.
    QColor shownSquareColor(Square s) const;
    struct InsideLabel {
        QString text;
        QRectF ink;     // where its ink goes
        QPointF origin; // where to draw it so that the ink goes there
    };
    InsideLabel insideLabel(Square s, bool rank, const QFontMetricsF& metrics) const;
    QPointF boardOrigin() const;
    void drawBoard(QPainter& p);
    void drawCoordinates(QPainter& p);
    void drawMarks(QPainter& p);
    void drawPieces(QPainter& p);
    Army armyOf(Piece piece) const;
    void drawHint(QPainter& p);
    void drawStrikeTargets(QPainter& p);
    void drawBadges(QPainter& p);
    void startShape(const QMouseEvent& event);
    void finishShape(const QMouseEvent& event);

    BoardTheme m_theme = boardTheme(0);
    CoordinatePlacement m_coordinates = CoordinatePlacement::Inside;
    std::optional<PieceStyle> m_pieceStyle;
    Position m_pos;
    Move m_lastMove;
    Move m_hint;
    Square m_hintSquare = NoSquare;
    bool m_flipped = false;
    bool m_interactive = true;
    bool m_showLegal = true;
    bool m_animationEnabled = true;
    Square m_selected = NoSquare;
    std::vector<Square> m_targets;
    // Dragging.
    Square m_pressSquare = NoSquare;
    QPointF m_pressPoint;
    QPointF m_dragPoint;
    bool m_dragging = false;
    bool m_pressSelected = false; // the press selected a new piece (release does not deselect)
    // Animation of the last move.
    QVariantAnimation m_animation;
    Move m_animatedMove;
    Move m_animatedRook; // a castling's rook, sliding with the king
    // Promotion being chosen.
    Square m_pendingFrom = NoSquare;
    Square m_pendingTo = NoSquare;
    std::vector<Square> m_strikeTargets;
    Square m_strikeFocus = NoSquare;
    // Arrows and circles: those drawn, and the one being drawn (from: none when none is).
    BoardShapes m_shapes;
    BoardShape m_drawing;
};

} // namespace grand::ui
