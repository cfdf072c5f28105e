#include "ui/board/boardwidget.h"

#include "ui/base/armytexts.h"

#include "engine/rules/explain.h"
#include "engine/rules/movegen.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace grand::ui {

namespace {

// The square colours and marks come from the theme; the hint arrow is the same in all.
const QColor HintArrow(21, 120, 27, 165);

constexpr int DragThreshold = 4;
constexpr int AnimationMs = 150;

bool isLight(Square s) { return (fileOf(s) + rankOf(s)) % 2 == 1; }

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
        update();
    });
    setFocusPolicy(Qt::StrongFocus);
    setContextMenuPolicy(Qt::PreventContextMenu); // the right button draws arrows and circles
    setAccessibleName(tr("Board"));
}

void BoardWidget::setPosition(const Position& pos, Move lastMove, bool animate) {
    m_animation.stop();
    m_animatedMove = Move();
    const bool reshaped = pos.variant().files != files() || pos.variant().ranks != ranks();
    m_pos = pos;
    m_lastMove = lastMove;
    m_hint = Move();
    m_drawing = BoardShape();
    clearSelection();
    clearPendingPromotion();
    if (animate && m_animationEnabled && !lastMove.isNone() && isVisible()) {
        m_animatedMove = lastMove;
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
    update();
}

void BoardWidget::clearHint() {
    m_hint = Move();
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

// Each piece an Orc may strike: a red ring, thicker and with a cross on the one chosen (by
// the keys, or the one the mouse is over).
void BoardWidget::drawStrikeTargets(QPainter& p) {
    for (Square s : m_strikeTargets) {
        const QRectF r = squareRect(s);
        const bool focused = s == m_strikeFocus;
        QColor ring(200, 30, 30, focused ? 235 : 170);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(ring, r.width() * (focused ? 0.09 : 0.06)));
        p.drawEllipse(r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, -r.height() * 0.08));
        if (focused) {
            p.setPen(QPen(ring, r.width() * 0.05, Qt::SolidLine, Qt::RoundCap));
            const qreal k = r.width() * 0.22;
            p.drawLine(r.center() + QPointF(-k, -k), r.center() + QPointF(k, k));
            p.drawLine(r.center() + QPointF(-k, k), r.center() + QPointF(k, -k));
        }
    }
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
    for (Move m : legalMovesFrom(m_pos, s))
        if (std::find(m_targets.begin(), m_targets.end(), m.to()) == m_targets.end())
            m_targets.push_back(m.to());
    update();
    emit selectionChanged();
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
    if (m_selected != NoSquare && s != m_selected && !isMovable(s)) {
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
    drawCoordinates(p);
    drawMarks(p);
    drawPieces(p);
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
        const QRectF r = squareRect(s);
        p.fillRect(r, isLight(s) ? m_theme.light : m_theme.dark);
        if (game.inEitherZone(rankOf(s)))
            p.fillRect(r, m_theme.zoneTint);
        if (!m_lastMove.isNone()
            && (s == m_lastMove.from() || s == m_lastMove.to()
                || (m_lastMove.isStrike() && s == m_lastMove.struck())))
            p.fillRect(r, m_theme.lastMove);
        if (s == m_selected)
            p.fillRect(r, m_theme.selected);
    }
}

// Coordinates follow the board when it turns: inside the edge squares (files along the
// bottom, ranks on the left) or in the border around the board.
void BoardWidget::drawCoordinates(QPainter& p) {
    if (m_coordinates == CoordinatePlacement::None)
        return;
    const qreal size = squareSize();
    QFont font = p.font();
    font.setBold(true);
    const int bottomRank = m_flipped ? ranks() - 1 : 0;
    const int leftFile = m_flipped ? files() - 1 : 0;
    if (m_coordinates == CoordinatePlacement::Border) {
        const qreal margin = std::floor(size * BorderFraction);
        font.setPixelSize(std::max(8, static_cast<int>(margin * 0.62)));
        p.setFont(font);
        p.setPen(m_theme.borderText);
        for (int i = 0; i < files(); ++i) {
            const QRectF r = squareRect(makeSquare(i, bottomRank));
            p.drawText(QRectF(r.left(), r.bottom(), r.width(), margin), Qt::AlignCenter,
                       QString(QChar('a' + i)));
        }
        for (int i = 0; i < ranks(); ++i) {
            const QRectF r = squareRect(makeSquare(leftFile, i));
            p.drawText(QRectF(r.left() - margin, r.top(), margin, r.height()), Qt::AlignCenter,
                       QString::number(i + 1));
        }
        return;
    }
    p.setFont(insideCoordinateFont());
    const QFontMetricsF metrics(p.font());
    for (Square s = 0; s < SquareCount; ++s) {
        if (!m_pos.variant().onBoard(s) || (rankOf(s) != bottomRank && fileOf(s) != leftFile))
            continue;
        p.setPen(isLight(s) ? m_theme.dark : m_theme.light);
        for (bool rank : {false, true}) {
            if (rank ? fileOf(s) != leftFile : rankOf(s) != bottomRank)
                continue;
            const InsideLabel label = insideLabel(s, rank, metrics);
            p.drawText(label.origin, label.text);
        }
    }
}

QFont BoardWidget::insideCoordinateFont() const {
    QFont font = this->font();
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(squareSize() * 0.13)));
    return font;
}

// Inside the squares the labels keep to the corners the pieces leave free (every piece of
// both sets stays clear of them from 45 px squares up, "10" included): ranks top left,
// files bottom right. Pieces are drawn after them, so on smaller squares they cover them.
BoardWidget::InsideLabel BoardWidget::insideLabel(Square s, bool rank, const QFontMetricsF& metrics) const {
    const QRectF r = squareRect(s);
    InsideLabel label;
    label.text = rank ? QString::number(rankOf(s) + 1) : QString(QChar('a' + fileOf(s)));
    const QRectF tight = metrics.tightBoundingRect(label.text); // the ink, from the baseline's origin
    const qreal pad = std::max(1.5, r.width() * 0.04);
    label.ink = rank ? QRectF(r.topLeft() + QPointF(pad, pad * 0.5), tight.size())
                     : QRectF(r.bottomRight() - QPointF(pad + tight.width(), pad * 0.5 + tight.height()),
                              tight.size());
    label.origin = label.ink.topLeft() - tight.topLeft();
    return label;
}

QRectF BoardWidget::insideCoordinateRect(Square s, bool rank) const {
    return insideLabel(s, rank, QFontMetricsF(insideCoordinateFont())).ink;
}

void BoardWidget::drawMarks(QPainter& p) {
    // An Orc's strike: a red cross where the struck piece stood.
    if (m_lastMove.isStrike() && m_pos.pieceOn(m_lastMove.struck()) == Piece::Empty) {
        const QRectF r = squareRect(m_lastMove.struck());
        p.setPen(QPen(QColor(200, 30, 30, 170), r.width() * 0.06, Qt::SolidLine, Qt::RoundCap));
        const qreal k = r.width() * 0.2;
        p.drawLine(r.center() + QPointF(-k, -k), r.center() + QPointF(k, k));
        p.drawLine(r.center() + QPointF(-k, k), r.center() + QPointF(k, -k));
    }
    // A king in check: a soft red glow under it.
    if (m_pos.inCheck()) {
        const QRectF r = squareRect(m_pos.kingSquare(m_pos.sideToMove()));
        QRadialGradient glow(r.center(), r.width() * 0.62);
        glow.setColorAt(0.0, QColor(255, 0, 0, 210));
        glow.setColorAt(0.35, QColor(231, 0, 0, 150));
        glow.setColorAt(1.0, QColor(169, 0, 0, 0));
        p.fillRect(r, glow);
    }
    if (!m_showLegal)
        return;
    p.setPen(Qt::NoPen);
    for (Square t : m_targets) {
        const QRectF r = squareRect(t);
        if (m_pos.pieceOn(t) != Piece::Empty) {
            // A capture: a ring around the piece.
            QPainterPath ring;
            ring.addRect(r);
            ring.addEllipse(r.center(), r.width() * 0.5, r.height() * 0.5);
            ring.setFillRule(Qt::OddEvenFill);
            p.fillPath(ring, m_theme.mark);
        } else {
            p.setBrush(m_theme.mark);
            p.drawEllipse(r.center(), r.width() * 0.15, r.height() * 0.15);
        }
    }
}

// The army whose artwork draws `piece` (Army::None in Grand Chess).
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
        if (!m_animatedMove.isNone() && s == m_animatedMove.to())
            continue; // drawn sliding below
        p.drawPixmap(squareRect(s).topLeft(), set.pixmap(armyOf(piece), piece, px, dpr));
    }
    if (m_pendingFrom != NoSquare)
        p.drawPixmap(squareRect(m_pendingTo).topLeft(),
                     set.pixmap(armyOf(m_pos.pieceOn(m_pendingFrom)), m_pos.pieceOn(m_pendingFrom), px, dpr));
    if (!m_animatedMove.isNone()) {
        const qreal t = m_animation.currentValue().toReal();
        const QPointF a = squareRect(m_animatedMove.from()).topLeft();
        const QPointF b = squareRect(m_animatedMove.to()).topLeft();
        p.drawPixmap(a + (b - a) * t, set.pixmap(armyOf(m_pos.pieceOn(m_animatedMove.to())),
                                                 m_pos.pieceOn(m_animatedMove.to()), px, dpr));
    }
    if (m_dragging && m_pressSquare != NoSquare) {
        // The lifted piece, a little larger, under the cursor.
        const int lifted = static_cast<int>(size * 1.1);
        p.drawPixmap(
            m_dragPoint - QPointF(lifted / 2.0, lifted / 2.0),
            set.pixmap(armyOf(m_pos.pieceOn(m_pressSquare)), m_pos.pieceOn(m_pressSquare), lifted, dpr));
    }
}

void BoardWidget::drawBadges(QPainter& p) {
    // Pawns in or next to the zone: green dot (may promote), amber (must promote on its next
    // step), grey bar (frozen: nothing to promote to).
    const qreal size = squareSize();
    for (Square s = 0; s < SquareCount; ++s) {
        if (!m_pos.variant().onBoard(s))
            continue;
        const PawnPromotionState state = pawnPromotionState(m_pos, s);
        if (state == PawnPromotionState::None || s == m_pendingFrom)
            continue;
        const QRectF r = squareRect(s);
        const QPointF c(r.right() - size * 0.16, r.top() + size * 0.16);
        const qreal radius = std::max(3.0, size * 0.085);
        const QColor colour = state == PawnPromotionState::Frozen        ? QColor(110, 110, 110)
                              : state == PawnPromotionState::MustPromote ? QColor(230, 150, 20)
                                                                         : QColor(40, 160, 70);
        p.setPen(QPen(QColor(255, 255, 255, 230), std::max(1.0, size * 0.02)));
        p.setBrush(colour);
        p.drawEllipse(c, radius, radius);
        if (state == PawnPromotionState::Frozen) {
            p.setPen(QPen(Qt::white, std::max(1.0, size * 0.025)));
            p.drawLine(c + QPointF(-radius * 0.55, 0), c + QPointF(radius * 0.55, 0));
        } else {
            // An upward arrow for a pawn that may or must promote.
            p.setPen(QPen(Qt::white, std::max(1.0, size * 0.022)));
            p.drawLine(c + QPointF(0, radius * 0.55), c + QPointF(0, -radius * 0.55));
            p.drawLine(c + QPointF(0, -radius * 0.55), c + QPointF(-radius * 0.4, -radius * 0.1));
            p.drawLine(c + QPointF(0, -radius * 0.55), c + QPointF(radius * 0.4, -radius * 0.1));
        }
    }
}

void BoardWidget::drawHint(QPainter& p) {
    if (m_hint.isNone())
        return;
    const QPointF a = squareRect(m_hint.from()).center();
    const QPointF b = squareRect(m_hint.to()).center();
    const qreal size = squareSize();
    const QLineF line(a, b);
    const qreal head = size * 0.42;
    const qreal width = size * 0.16;
    const QLineF shaft(a, line.pointAt(std::max(0.0, 1.0 - head / line.length())));
    p.setPen(QPen(HintArrow, width, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(shaft);
    const qreal angle = std::atan2(b.y() - a.y(), b.x() - a.x());
    QPolygonF tip;
    tip << b << b - QPointF(std::cos(angle - 0.5) * head, std::sin(angle - 0.5) * head)
        << b - QPointF(std::cos(angle + 0.5) * head, std::sin(angle + 0.5) * head);
    p.setPen(Qt::NoPen);
    p.setBrush(HintArrow);
    p.drawPolygon(tip);
}

} // namespace grand::ui
