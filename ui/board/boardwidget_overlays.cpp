// What the board draws over its squares, besides the pieces: the coordinates, the marks of
// check and strikes, the promotion badges, the hint arrow and the strike's ringed targets
// (the squares, pieces and input are in boardwidget.cpp).

#include "ui/board/boardwidget.h"

#include "engine/rules/explain.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace grand::ui {

namespace {

// The square colours and marks come from the theme; the hint arrow is the same in all.
const QColor HintArrow(21, 120, 27, 165);

} // namespace

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
    // Drawn over the pieces, each letter with a rim of its square's colour: where a piece
    // reaches into the corner the label still reads, and on a bare square the rim is unseen.
    const QFont labelFont = insideCoordinateFont();
    const QFontMetricsF metrics(labelFont);
    const qreal rim = std::max(2.0, labelFont.pixelSize() * 0.2);
    for (Square s = 0; s < SquareCount; ++s) {
        if (!m_pos.variant().onBoard(s) || (rankOf(s) != bottomRank && fileOf(s) != leftFile))
            continue;
        QColor behind = shownSquareColor(s);
        behind.setAlpha(215);
        for (bool rank : {false, true}) {
            if (rank ? fileOf(s) != leftFile : rankOf(s) != bottomRank)
                continue;
            const InsideLabel label = insideLabel(s, rank, metrics);
            QPainterPath text;
            text.addText(label.origin, labelFont, label.text);
            p.strokePath(text, QPen(behind, rim, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.fillPath(text, insideCoordinateColor(s));
        }
    }
}

QColor BoardWidget::insideCoordinateColor(Square s) const {
    return readableOn(shownSquareColor(s), isLight(s) ? m_theme.dark : m_theme.light);
}

// Readable at every size: 11 px at least (digits about 8 px high), an eighth of a square
// on large boards.
QFont BoardWidget::insideCoordinateFont() const {
    QFont font = this->font();
    font.setBold(true);
    font.setPixelSize(std::max(11, static_cast<int>(squareSize() * 0.13)));
    return font;
}

// Inside the squares the labels keep to the corners the pieces leave free on large squares
// (every piece of both sets stays clear of them from 90 px squares up, "10" included):
// ranks top left, files bottom right. On smaller squares a piece may reach under a label.
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
            // An arrow the way the pawn goes, for one that may or must promote: up the screen
            // for the side at the bottom, down for the side at the top.
            const qreal up = (colorOf(m_pos.pieceOn(s)) == Color::White) != isFlipped() ? 1.0 : -1.0;
            p.setPen(QPen(Qt::white, std::max(1.0, size * 0.022)));
            p.drawLine(c + QPointF(0, up * radius * 0.55), c + QPointF(0, -up * radius * 0.55));
            p.drawLine(c + QPointF(0, -up * radius * 0.55), c + QPointF(-radius * 0.4, -up * radius * 0.1));
            p.drawLine(c + QPointF(0, -up * radius * 0.55), c + QPointF(radius * 0.4, -up * radius * 0.1));
        }
    }
}

void BoardWidget::drawHint(QPainter& p) {
    if (m_hintSquare != NoSquare) { // the piece to move, ringed
        const QRectF r = squareRect(m_hintSquare);
        const qreal width = squareSize() * 0.09;
        p.setPen(QPen(HintArrow, width));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r.adjusted(width, width, -width, -width));
        return;
    }
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
