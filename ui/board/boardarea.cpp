#include "ui/board/boardarea.h"

#include "ui/board/boardwidget.h"

#include <QResizeEvent>

namespace grand::ui {

namespace {
constexpr int Gap = 6;
}

BoardArea::BoardArea(QWidget* evalBar, BoardWidget* board, QWidget* holdings, QWidget* topStrip,
                     QWidget* bottomStrip, QWidget* parent)
        : QWidget(parent), m_evalBar(evalBar), m_board(board), m_holdings(holdings), m_top(topStrip),
          m_bottom(bottomStrip) {
    for (QWidget* w : {evalBar, static_cast<QWidget*>(board), holdings, topStrip, bottomStrip})
        w->setParent(this);
    connect(board, &BoardWidget::shapeChanged, this, &BoardArea::relayout);
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
    // The board's squares stay square: its width and height follow its files and ranks.
    const int files = m_board->files();
    const int ranks = m_board->ranks();
    int square =
        std::max(16, std::min(availableHeight / ranks, static_cast<int>(availableWidth / (files + 0.9))));
    int holdingsWidth = square * 4 / 5 + 12;
    if (square < 36) {
        // A small board: the holdings go two abreast (see HoldingsPanel), in a wider column.
        square = std::max(
            16, std::min(availableHeight / ranks, static_cast<int>((availableWidth - 6) / (files + 1.6))));
        holdingsWidth = square * 8 / 5 + 6;
    }
    const int boardWidth = square * files;
    const int boardHeight = square * ranks;
    const int total = evalWidth + boardWidth + Gap + holdingsWidth;
    const int x = std::max(0, (width() - total) / 2);
    const int y = std::max(0, (height() - boardHeight - 2 * stripHeight - 2 * Gap) / 2);
    const int boardX = x + evalWidth;
    const int boardY = y + stripHeight + Gap;
    m_top->setGeometry(boardX, y, boardWidth, stripHeight);
    m_board->setGeometry(boardX, boardY, boardWidth, boardHeight);
    m_bottom->setGeometry(boardX, boardY + boardHeight + Gap, boardWidth, stripHeight);
    if (!m_evalBar->isHidden())
        m_evalBar->setGeometry(x, boardY, evalWidth - Gap, boardHeight);
    m_holdings->setGeometry(boardX + boardWidth + Gap, boardY, holdingsWidth, boardHeight);
}

} // namespace grand::ui
