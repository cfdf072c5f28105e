#include "ui/dialogs/piecemovesdiagram.h"

#include "ui/base/settings.h"
#include "ui/board/boardtheme.h"

#include <QPainter>
#include <QPainterPath>

namespace grand::ui {

namespace {

const QColor MoveColor(0x15, 0x5f, 0xc0);    // rings: move only
const QColor CaptureColor(0xc6, 0x28, 0x28); // crosses: capture only
const QColor BothColor(0x1b, 0x7a, 0x3a);    // dots: move or capture
const QColor LineColor(30, 30, 30, 130);
const QColor Halo(255, 255, 255, 200); // under every mark, so it reads on dark squares too

// A mark in the square `r`.
void paintMark(QPainter& p, MarkKind kind, const QRectF& r) {
    const QPointF c = r.center();
    const qreal q = r.width();
    p.save();
    p.setBrush(Qt::NoBrush);
    switch (kind) {
    case MarkKind::MoveOnly: {
        const qreal radius = q * 0.2;
        p.setPen(QPen(Halo, q * 0.12));
        p.drawEllipse(c, radius, radius);
        p.setPen(QPen(MoveColor, q * 0.07));
        p.drawEllipse(c, radius, radius);
        break;
    }
    case MarkKind::CaptureOnly: {
        const qreal a = q * 0.18;
        for (const auto& [colour, width] : {std::pair{Halo, 0.15}, std::pair{CaptureColor, 0.08}}) {
            p.setPen(QPen(colour, q * width, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(c + QPointF(-a, -a), c + QPointF(a, a));
            p.drawLine(c + QPointF(-a, a), c + QPointF(a, -a));
        }
        break;
    }
    case MarkKind::MoveOrCapture: {
        const qreal radius = q * 0.17;
        p.setPen(QPen(Halo, q * 0.05));
        p.setBrush(BothColor);
        p.drawEllipse(c, radius, radius);
        break;
    }
    }
    p.restore();
}

// A piece to hop over: a grey disc.
void paintScreen(QPainter& p, const QRectF& r) {
    p.save();
    p.setPen(QPen(QColor(60, 60, 60), r.width() * 0.05));
    p.setBrush(QColor(150, 150, 150));
    p.drawEllipse(r.center(), r.width() * 0.34, r.width() * 0.34);
    p.restore();
}

QPen linePen(qreal squareSize) {
    return QPen(LineColor, std::max(2.0, squareSize * 0.08), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
}

} // namespace

PieceMovesDiagram::PieceMovesDiagram(QWidget* parent) : GuideBoard(parent) {}

void PieceMovesDiagram::showPiece(Army army, PieceType t) {
    if (t == PieceType::None) {
        m_diagram = {};
        m_screens.clear();
        setPieces(army, {});
        setHighlighted({});
        return;
    }
    const Square from = diagramSquare(t);
    m_screens = diagramScreens(t, from);
    m_diagram = pieceDiagram(t, from, m_screens);
    setPieces(army, {{from, t}});
    setHighlighted({from});
}

// The lines, from the piece's centre through the centres of the squares it passes.
void PieceMovesDiagram::paintUnderPieces(QPainter& p) {
    // One path for all the lines, so that where they overlap the colour stays the same.
    QPainterPath lines;
    for (const auto& path : m_diagram.paths) {
        lines.moveTo(squareRect(path.front()).center());
        for (std::size_t i = 1; i < path.size(); ++i)
            lines.lineTo(squareRect(path[i]).center());
    }
    p.strokePath(lines, linePen(squareSize()));
    for (const DiagramPiece& screen : m_screens)
        paintScreen(p, squareRect(screen.square));
}

void PieceMovesDiagram::paintOverPieces(QPainter& p) {
    for (const DiagramMark& mark : m_diagram.marks)
        paintMark(p, mark.kind, squareRect(mark.square));
}

QPixmap PieceMovesDiagram::symbolIcon(Symbol symbol, int size, qreal devicePixelRatio) {
    QPixmap pixmap(QSize(size, size) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF square(0, 0, size, size);
    // The marks on a light square, as on the board.
    if (symbol != Symbol::Line)
        p.fillRect(square, boardTheme(Settings().number(Settings::Key::BoardTheme)).light);
    switch (symbol) {
    case Symbol::MoveOnly:
        paintMark(p, MarkKind::MoveOnly, square);
        break;
    case Symbol::CaptureOnly:
        paintMark(p, MarkKind::CaptureOnly, square);
        break;
    case Symbol::MoveOrCapture:
        paintMark(p, MarkKind::MoveOrCapture, square);
        break;
    case Symbol::Line:
        p.setPen(linePen(size / 1.5));
        p.drawLine(QPointF(size * 0.12, size * 0.5), QPointF(size * 0.88, size * 0.5));
        break;
    case Symbol::Screen:
        paintScreen(p, square);
        break;
    }
    return pixmap;
}

} // namespace grand::ui
