#pragma once

// Lays out the board with what belongs to it: the evaluation bar on its left, the holdings
// column on its right, the player strips above and below, all hugging the board (as many
// square squares as its game has files and ranks), as large as the space allows and
// centred in it.

#include <QWidget>

namespace grand::ui {

class BoardWidget;

class BoardArea : public QWidget {
    Q_OBJECT
public:
    BoardArea(QWidget* evalBar, BoardWidget* board, QWidget* holdings, QWidget* topStrip,
              QWidget* bottomStrip, QWidget* parent = nullptr);
    QSize sizeHint() const override { return {900, 760}; }
    QSize minimumSizeHint() const override { return {280, 320}; }

    // Places the children again (after one was shown or hidden).
    void relayout();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* m_evalBar;
    BoardWidget* m_board;
    QWidget* m_holdings;
    QWidget* m_top;
    QWidget* m_bottom;
};

} // namespace grand::ui
