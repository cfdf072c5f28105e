#include "ui/board/boardwidget.h"

#include "ui/base/armytexts.h"

#include "engine/rules/explain.h"
#include "engine/rules/movegen.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>
#include <cstdlib>

namespace grand::ui {

namespace {

constexpr int DragThreshold = 4;
constexpr int AnimationMs = 150;

} // namespace

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMinimumSize(minimumSizeHint());
    m_animation.setDuration(AnimationMs);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        m_animatedMove = Move();
        m_animatedRook = Move();
        update();
    });
    setFocusPolicy(Qt::StrongFocus);
    setContextMenuPolicy(Qt::PreventContextMenu); // the right button draws arrows and circles
    setAccessibleName(tr("Board"));
}

// The rook's move of a castling that took a position to `after` (the king stands on its
// arrival square, two files or more from where it came); none for any other move.
Move BoardWidget::castlingRookOf(const Position& after, Move m) {
    const Castling& castle = after.variant().castling;
    if (!castle.allowed || m.isNone() || typeOf(after.pieceOn(m.to())) != PieceType::King
        || std::abs(fileOf(m.to()) - fileOf(m.from())) < 2)
        return Move();
    const CastlingWing& wing = fileOf(m.to()) > fileOf(m.from()) ? castle.kingside : castle.queenside;
    const int rank = rankOf(m.to());
    return Move(makeSquare(wing.rookFrom, rank), makeSquare(wing.rookTo, rank));
}

void BoardWidget::setPosition(const Position& pos, Move lastMove, bool animate) {
    m_animation.stop();
    m_animatedMove = Move();
    m_animatedRook = Move();
    const bool reshaped = pos.variant().files != files() || pos.variant().ranks != ranks();
    m_pos = pos;
    m_lastMove = lastMove;
    m_hint = Move();
    m_drawing = BoardShape();
    clearSelection();
    clearPendingPromotion();
    if (animate && m_animationEnabled && !lastMove.isNone() && isVisible()) {
        m_animatedMove = lastMove;
        m_animatedRook = castlingRookOf(pos, lastMove);
        m_animation.start();
    }
    if (reshaped) {
        updateGeometry();
        emit shapeChanged();
    }
    update();
}

void BoardWidget::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void BoardWidget::setInteractive(bool on) {
    m_interactive = on;
    if (!on)
        clearSelection();
    update();
}

void BoardWidget::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    update();
}

void BoardWidget::setCoordinatePlacement(CoordinatePlacement placement) {
    m_coordinates = placement;
    update();
}

void BoardWidget::setPieceStyle(PieceStyle style) {
    m_pieceStyle = style;
    update();
}

void BoardWidget::setShowLegalMoves(bool on) {
    m_showLegal = on;
    update();
}

void BoardWidget::setHint(Move move) {
    m_hint = move;
    m_hintSquare = NoSquare;
    update();
}

void BoardWidget::setHintSquare(Square square) {
    m_hint = Move();
    m_hintSquare = square;
    update();
}

void BoardWidget::clearHint() {
    m_hint = Move();
    m_hintSquare = NoSquare;
    update();
}

void BoardWidget::setPendingPromotion(Square from, Square to) {
    m_pendingFrom = from;
    m_pendingTo = to;
    clearSelection();
    update();
}

void BoardWidget::clearPendingPromotion() {
    m_pendingFrom = m_pendingTo = NoSquare;
    m_strikeTargets.clear();
    m_strikeFocus = NoSquare;
    setMouseTracking(false);
    update();
}

void BoardWidget::setStrikeTargets(const std::vector<Square>& targets, Square focused) {
    m_strikeTargets = targets;
    m_strikeFocus = focused;
    setMouseTracking(!targets.empty()); // the cross follows the mouse over the ringed pieces
    update();
}

void BoardWidget::clearShapes() {
    m_shapes.clear(m_pos.key());
    update();
}

void BoardWidget::forgetShapes() {
    m_shapes.clearAll();
    m_drawing = BoardShape();
    update();
}

qreal BoardWidget::squareSize() const {
    const double border = m_coordinates == CoordinatePlacement::Border ? 2 * BorderFraction : 0.0;
    return std::floor(std::min(width() / (files() + border), height() / (ranks() + border)));
}

QPointF BoardWidget::boardOrigin() const {
    const qreal size = squareSize();
    return {std::floor((width() - size * files()) / 2), std::floor((height() - size * ranks()) / 2)};
}

QRectF BoardWidget::squareRect(Square s) const {
    const qreal size = squareSize();
    const int col = m_flipped ? files() - 1 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : ranks() - 1 - rankOf(s);
    const QPointF o = boardOrigin();
    return {o.x() + col * size, o.y() + row * size, size, size};
}

Square BoardWidget::squareAt(const QPointF& point) const {
    const qreal size = squareSize();
    const QPointF o = boardOrigin();
    const int col = static_cast<int>(std::floor((point.x() - o.x()) / size));
    const int row = static_cast<int>(std::floor((point.y() - o.y()) / size));
    if (col < 0 || col >= files() || row < 0 || row >= ranks())
        return NoSquare;
    const int file = m_flipped ? files() - 1 - col : col;
    const int rank = m_flipped ? row : ranks() - 1 - row;
    return makeSquare(file, rank);
}

bool BoardWidget::isMovable(Square s) const {
    const Piece p = m_pos.pieceOn(s);
    return m_interactive && p != Piece::Empty && colorOf(p) == m_pos.sideToMove();
}

void BoardWidget::select(Square s) {
    m_selected = s;
    m_targets.clear();
    auto target = [this](Square t) {
        if (std::find(m_targets.begin(), m_targets.end(), t) == m_targets.end())
            m_targets.push_back(t);
    };
    for (Move m : legalMovesFrom(m_pos, s)) {
        target(m.to());
        if (m_pos.isCastling(m)) // the king may also be put on the rook it castles with
            target(m_pos.castlingRookMove(m).from());
    }
    update();
    emit selectionChanged();
}

bool BoardWidget::castlesOnto(Square from, Square rook) const {
    for (Move m : legalMovesFrom(m_pos, from))
        if (m_pos.isCastling(m) && m_pos.castlingRookMove(m).from() == rook)
            return true;
    // A castling its rights allow but the position does not (check, a square attacked or
    // occupied): the click is an attempt, so that the owner can say why.
    const std::optional<bool> wing = castlingWingOf(m_pos, from, rook);
    const Color us = m_pos.sideToMove();
    return wing && m_pos.pieceOn(rook) == makePiece(us, PieceType::Rook)
           && (m_pos.castlingRights() & (*wing ? castling::kingside(us) : castling::queenside(us)));
}

void BoardWidget::clearSelection() {
    const bool hadSelection = m_selected != NoSquare;
    m_selected = NoSquare;
    m_targets.clear();
    m_dragging = false;
    m_pressSquare = NoSquare;
    update();
    if (hadSelection)
        emit selectionChanged();
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (hasPendingPromotion()) {
        const Square s = squareAt(event->position());
        if (event->button() == Qt::LeftButton && s != NoSquare
            && std::find(m_strikeTargets.begin(), m_strikeTargets.end(), s) != m_strikeTargets.end())
            emit strikeChosen(s);
        else
            emit pendingPromotionCancelled();
        return;
    }
    if (event->button() == Qt::RightButton) {
        clearSelection(); // a move being made is given up, as on lichess
        startShape(*event);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_drawing = BoardShape();
    if (!shapes().empty())
        clearShapes(); // a left click erases what was drawn, also when it starts a move
    const Square s = squareAt(event->position());
    m_pressPoint = m_dragPoint = event->position();
    m_pressSelected = false;
    if (s == NoSquare) {
        clearSelection();
        return;
    }
    if (m_selected != NoSquare && s != m_selected && (!isMovable(s) || castlesOnto(m_selected, s))) {
        // Second click of click-click: attempt the move.
        const Square from = m_selected;
        clearSelection();
        emit moveAttempted(from, s);
        return;
    }
    if (isMovable(s)) {
        m_pressSelected = s != m_selected;
        select(s);
        m_pressSquare = s;
        return;
    }
    if (m_interactive && m_pos.pieceOn(s) != Piece::Empty && m_selected == NoSquare)
        emit moveAttempted(s, s); // a piece that cannot move now: let the owner say why
    clearSelection();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    if (!m_strikeTargets.empty()) {
        const Square s = squareAt(event->position());
        if (s != NoSquare && s != m_strikeFocus
            && std::find(m_strikeTargets.begin(), m_strikeTargets.end(), s) != m_strikeTargets.end())
            emit strikeHovered(s);
        return;
    }
    if (m_drawing.from != NoSquare && (event->buttons() & Qt::RightButton)) {
        const Square s = squareAt(event->position()); // off the board: nothing to draw
        if (s != m_drawing.to) {
            m_drawing.to = s;
            update();
        }
        return;
    }
    if (m_pressSquare == NoSquare || !(event->buttons() & Qt::LeftButton))
        return;
    m_dragPoint = event->position();
    if (!m_dragging && (m_dragPoint - m_pressPoint).manhattanLength() >= DragThreshold)
        m_dragging = true;
    if (m_dragging)
        update();
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        finishShape(*event);
        return;
    }
    if (event->button() != Qt::LeftButton || m_pressSquare == NoSquare)
        return;
    const Square from = m_pressSquare;
    const Square to = squareAt(event->position());
    const bool dragged = m_dragging;
    m_pressSquare = NoSquare;
    m_dragging = false;
    if (dragged) {
        clearSelection();
        if (to != NoSquare && to != from)
            emit moveAttempted(from, to);
        update(); // an illegal drop snaps back
        return;
    }
    // A click without a drag: a second click on the selected piece deselects it.
    if (to == from && !m_pressSelected)
        clearSelection();
    update();
}

// The right button pressed on a square begins an arrow or a circle there, in the colour of
// the modifier keys held.
void BoardWidget::startShape(const QMouseEvent& event) {
    const Square s = squareAt(event.position());
    m_drawing = s == NoSquare ? BoardShape() : BoardShape{s, s, shapeBrush(event.modifiers())};
    update();
}

// Released on the square pressed: a circle; on another: an arrow to it; off the board:
// nothing. Drawing a shape that is there takes it off (BoardShapes::toggle).
void BoardWidget::finishShape(const QMouseEvent& event) {
    const Square to = squareAt(event.position());
    if (m_drawing.from != NoSquare && to != NoSquare)
        m_shapes.toggle(m_pos.key(), BoardShape{m_drawing.from, to, m_drawing.brush});
    m_drawing = BoardShape();
    update();
}

bool BoardWidget::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        // The piece's name ("White Wolf Rider"), and what it may promote to if it may.
        const Square s = squareAt(help->pos());
        const Piece piece = s == NoSquare ? Piece::Empty : m_pos.pieceOn(s);
        QString text;
        if (piece != Piece::Empty) {
            text = pieceOfArmyText(m_pos.army(colorOf(piece)), piece);
            if (const std::string hint = pawnPromotionHint(m_pos, s); !hint.empty())
                text += '\n' + QString::fromStdString(hint);
        }
        if (!text.isEmpty())
            QToolTip::showText(help->globalPos(), text, this, squareRect(s).toRect());
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    update();
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    drawBoard(p);
    drawMarks(p);
    drawPieces(p);
    drawCoordinates(p); // over the pieces: on small squares no corner is free of them
    drawStrikeTargets(p);
    drawBadges(p);
    drawHint(p);
    std::vector<BoardShape> shapes = this->shapes();
    if (m_drawing.from != NoSquare && m_drawing.to != NoSquare)
        shapes.push_back(m_drawing);
    paintShapes(p, shapes, [this](Square s) { return squareRect(s); });
}

void BoardWidget::drawBoard(QPainter& p) {
    if (m_coordinates == CoordinatePlacement::Border) {
        const qreal size = squareSize();
        const QPointF o = boardOrigin();
        const qreal margin = std::floor(size * BorderFraction);
        p.fillRect(
            QRectF(o.x() - margin, o.y() - margin, size * files() + 2 * margin, size * ranks() + 2 * margin),
            m_theme.border);
    }
    const Variant& game = m_pos.variant();
    for (Square s = 0; s < SquareCount; ++s) {
        if (!game.onBoard(s))
            continue;
        p.fillRect(squareRect(s), shownSquareColor(s));
    }
}

QColor BoardWidget::shownSquareColor(Square s) const {
    QColor c = isLight(s) ? m_theme.light : m_theme.dark;
    if (m_pos.variant().inEitherZone(rankOf(s)))
        c = laidOver(c, m_theme.zoneTint);
    if (!m_lastMove.isNone()
        && (s == m_lastMove.from() || s == m_lastMove.to()
            || (m_lastMove.isStrike() && s == m_lastMove.struck())))
        c = laidOver(c, m_theme.lastMove);
    if (s == m_selected)
        c = laidOver(c, m_theme.selected);
    return c;
}

Army BoardWidget::armyOf(Piece piece) const {
    return piece == Piece::Empty ? Army::None : m_pos.army(colorOf(piece));
}

void BoardWidget::drawPieces(QPainter& p) {
    const qreal size = squareSize();
    const qreal dpr = devicePixelRatioF();
    const PieceSet& set = m_pieceStyle ? PieceSet::forStyle(*m_pieceStyle) : PieceSet::instance();
    const int px = static_cast<int>(size);
    for (Square s = 0; s < SquareCount; ++s) {
        // While a promotion or a strike is chosen, the moving piece stands on its target,
        // and what it captures there is no longer seen.
        if (!m_pos.variant().onBoard(s) || s == m_pendingFrom || s == m_pendingTo)
            continue;
        const Piece piece = m_pos.pieceOn(s);
        if (piece == Piece::Empty)
            continue;
        if (m_dragging && s == m_pressSquare)
            continue; // drawn under the cursor below
        if (!m_animatedMove.isNone() && (s == m_animatedMove.to() || s == m_animatedRook.to()))
            continue; // drawn sliding below
        p.drawPixmap(squareRect(s).topLeft(), set.pixmap(armyOf(piece), piece, px, dpr));
    }
    if (m_pendingFrom != NoSquare)
        p.drawPixmap(squareRect(m_pendingTo).topLeft(),
                     set.pixmap(armyOf(m_pos.pieceOn(m_pendingFrom)), m_pos.pieceOn(m_pendingFrom), px, dpr));
    if (!m_animatedMove.isNone()) {
        const qreal t = m_animation.currentValue().toReal();
        for (Move slide : {m_animatedMove, m_animatedRook}) {
            if (slide.isNone())
                continue;
            const QPointF a = squareRect(slide.from()).topLeft();
            const QPointF b = squareRect(slide.to()).topLeft();
            p.drawPixmap(a + (b - a) * t,
                         set.pixmap(armyOf(m_pos.pieceOn(slide.to())), m_pos.pieceOn(slide.to()), px, dpr));
        }
    }
    if (m_dragging && m_pressSquare != NoSquare) {
        // The lifted piece, a little larger, under the cursor.
        const int lifted = static_cast<int>(size * 1.1);
        p.drawPixmap(
            m_dragPoint - QPointF(lifted / 2.0, lifted / 2.0),
            set.pixmap(armyOf(m_pos.pieceOn(m_pressSquare)), m_pos.pieceOn(m_pressSquare), lifted, dpr));
    }
}

} // namespace grand::ui
