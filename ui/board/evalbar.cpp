#include "ui/board/evalbar.h"

#include "engine/search/search.h"

#include <QPainter>

#include <cmath>

namespace grand::ui {

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setFixedWidth(24);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

void EvalBar::setScore(std::optional<int> whiteScore) {
    m_score = whiteScore;
    if (m_score) {
        const int mate = mateInMoves(*m_score);
        const QString winner = *m_score > 0 ? tr("White") : tr("Black");
        setToolTip(
            isMateScore(*m_score) && !mate ? tr("Checkmate: %1 wins").arg(winner)
            : mate                         ? tr("Mate in %1 for %2").arg(std::abs(mate)).arg(winner)
                   : tr("Evaluation %1%2").arg(*m_score >= 0 ? "+" : "").arg(*m_score / 100.0, 0, 'f', 2));
    } else {
        setToolTip(tr("No evaluation yet"));
    }
    update();
}

void EvalBar::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    // White's share: a logistic curve of the score, 50% when unknown or equal.
    double share = 0.5;
    if (m_score)
        share =
            isMateScore(*m_score) ? (*m_score > 0 ? 1.0 : 0.0) : 1.0 / (1.0 + std::exp(-*m_score / 250.0));
    const QRect r = rect();
    const int whiteHeight = static_cast<int>(r.height() * share);
    p.fillRect(r, QColor(0x40, 0x3d, 0x39));
    const QRect white = m_flipped ? QRect(r.left(), r.top(), r.width(), whiteHeight)
                                  : QRect(r.left(), r.bottom() - whiteHeight + 1, r.width(), whiteHeight);
    p.fillRect(white, QColor(0xf4, 0xf1, 0xea));
    p.setPen(QColor(128, 128, 128, 120));
    p.drawLine(r.left(), r.center().y(), r.right(), r.center().y());
    p.setPen(QColor(90, 90, 90));
    p.drawRect(r.adjusted(0, 0, -1, -1));
    drawNumber(p, share >= 0.5);
}

// The score on the bar, at the end of the side that is better (or White's when level):
// "0.4", "12", "M3", "#" when the side has mated, dark on the white part and light on the dark.
void EvalBar::drawNumber(QPainter& p, bool whiteBetter) {
    if (!m_score)
        return;
    const int mate = mateInMoves(*m_score);
    const double pawns = std::abs(*m_score) / 100.0;
    const QString text = mate                    ? QStringLiteral("M%1").arg(std::abs(mate))
                         : isMateScore(*m_score) ? QStringLiteral("#")
                                                 : QString::number(pawns, 'f', pawns < 9.95 ? 1 : 0);
    QFont font = p.font();
    font.setPixelSize(std::max(8, width() * 2 / 5));
    font.setBold(true);
    p.setFont(font);
    const QRect r = rect().adjusted(1, 3, -1, -3);
    const bool atBottom = whiteBetter != m_flipped;
    p.setPen(whiteBetter ? QColor(0x40, 0x3d, 0x39) : QColor(0xf4, 0xf1, 0xea));
    p.drawText(r, Qt::AlignHCenter | (atBottom ? Qt::AlignBottom : Qt::AlignTop), text);
}

} // namespace grand::ui
