#include "ui/analysis/boardarrows.h"

#include "ui/board/boardwidget.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace grand::ui {

BoardArrows::BoardArrows(BoardWidget& board) : QWidget(&board), m_board(board) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setGeometry(board.rect());
    board.installEventFilter(this);
    show();
}

void BoardArrows::setArrow(Kind kind, Move move) {
    Move& slot = m_moves[static_cast<std::size_t>(kind)];
    if (slot == move)
        return;
    slot = move;
    update();
}

bool BoardArrows::eventFilter(QObject* watched, QEvent* event) {
    if (watched == &m_board && event->type() == QEvent::Resize)
        setGeometry(m_board.rect());
    return QWidget::eventFilter(watched, event);
}

void BoardArrows::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor colors[] = {QColor(0x15, 0x78, 0x1b, 170), QColor(0xc8, 0x1e, 0x1e, 150)};
    for (std::size_t k = 0; k < m_moves.size(); ++k) {
        const Move m = m_moves[k];
        if (m.isNone())
            continue;
        const QRectF fromRect = m_board.squareRect(m.from());
        const QPointF from = fromRect.center();
        const QPointF to = m_board.squareRect(m.to()).center();
        const double size = fromRect.width();
        const QLineF line(from, to);
        if (line.length() < 1)
            continue;
        // A shaft that stops where the head begins, and the head itself.
        const double head = size * 0.42;
        const double shaft = size * 0.16;
        const QPointF unit = (to - from) / line.length();
        const QPointF normal(-unit.y(), unit.x());
        const QPointF base = to - unit * head;
        const QPointF start = from + unit * size * 0.25;
        QPainterPath path;
        path.moveTo(start + normal * shaft / 2);
        path.lineTo(base + normal * shaft / 2);
        path.lineTo(base + normal * head * 0.6);
        path.lineTo(to);
        path.lineTo(base - normal * head * 0.6);
        path.lineTo(base - normal * shaft / 2);
        path.lineTo(start - normal * shaft / 2);
        path.closeSubpath();
        p.fillPath(path, colors[k]);
    }
}

} // namespace grand::ui
