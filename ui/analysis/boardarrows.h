#pragma once

// Arrows over the board: the analysis's best move and the opponent's threat (what it would
// play if it were its turn). A transparent layer on the board widget that follows its size
// and orientation; it takes no mouse events.

#include "engine/rules/types.h"

#include <QColor>
#include <QWidget>

#include <array>

#include <vector>

namespace grand::ui {

class BoardWidget;

class BoardArrows : public QWidget {
    Q_OBJECT
public:
    enum class Kind { BestMove, Threat };
    explicit BoardArrows(BoardWidget& board);

    // Sets (a none move: removes) the arrow of one kind.
    void setArrow(Kind kind, Move move);
    Move arrow(Kind kind) const { return m_moves[static_cast<std::size_t>(kind)]; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    BoardWidget& m_board;
    std::array<Move, 2> m_moves{};
};

} // namespace grand::ui
