#include "ui/board/boardarea.h"

#include <QResizeEvent>

namespace grand::ui {

namespace {
constexpr int Gap = 6;
}

BoardArea::BoardArea(QWidget* evalBar, QWidget* board, QWidget* holdings, QWidget* topStrip,
                     QWidget* bottomStrip, QWidget* parent)
        : QWidget(parent), m_evalBar(evalBar), m_board(board), m_holdings(holdings), m_top(topStrip),
          m_bottom(bottomStrip) {
    for (QWidget* w : {evalBar, board, holdings, topStrip, bottomStrip})
        w->setParent(this);
}

void BoardArea::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void BoardArea::relayout() {
    const int stripHeight = std::max(m_top->sizeHint().height(), m_bottom->sizeHint().height());
    const int evalWidth = !m_evalBar->isHidden() ? m_evalBar->sizeHint().width() + Gap : 0;
    // The holdings column is about 0.8 of a square wide (plus its margins).
    const int availableHeight = height() - 2 * stripHeight - 2 * Gap;
    const int availableWidth = width() - evalWidth - Gap;
    int square = std::max(16, std::min(availableHeight / 10, static_cast<int>(availableWidth / 10.9)));
    int holdingsWidth = square * 4 / 5 + 12;
    if (square < 36) {
        // A small board: the holdings go two abreast (see HoldingsPanel), in a wider column.
        square = std::max(16, std::min(availableHeight / 10, static_cast<int>((availableWidth - 6) / 11.6)));
        holdingsWidth = square * 8 / 5 + 6;
    }
    const int side = square * 10;
    const int total = evalWidth + side + Gap + holdingsWidth;
    const int x = std::max(0, (width() - total) / 2);
    const int y = std::max(0, (height() - side - 2 * stripHeight - 2 * Gap) / 2);
    const int boardX = x + evalWidth;
    const int boardY = y + stripHeight + Gap;
    m_top->setGeometry(boardX, y, side, stripHeight);
    m_board->setGeometry(boardX, boardY, side, side);
    m_bottom->setGeometry(boardX, boardY + side + Gap, side, stripHeight);
    if (!m_evalBar->isHidden())
        m_evalBar->setGeometry(x, boardY, evalWidth - Gap, side);
    m_holdings->setGeometry(boardX + side + Gap, boardY, holdingsWidth, side);
}

} // namespace grand::ui
