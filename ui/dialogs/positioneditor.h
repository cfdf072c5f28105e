#pragma once

// Game -> Set Up Position: a board to arrange, a palette of pieces, the side to move,
// Clear / Start Position / Flip and the position's FEN. The engine's FEN rules decide
// whether the position may be played; the reason is shown, and Start is possible only
// for a position they accept.

#include "engine/position.h"

#include <QDialog>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace grand::ui {

class EditorBoard;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(const Position& start, QWidget* parent = nullptr);

    // The FEN of what is on the editor's board, whether it can be played or not.
    QString fen() const;
    // Empty when the position can be played; otherwise why not.
    QString problem() const { return m_problem; }
    EditorBoard& board() { return *m_board; }
    // The palette button of a piece (Piece::Empty: the eraser).
    QToolButton* paletteButton(Piece piece) const;
    QPushButton& startButton() { return *m_start; }
    QLineEdit& fenEdit() { return *m_fen; }
    void setSideToMove(Color side);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildPalette();
    void load(const Position& pos);
    void validate();
    void onFenEdited();

    EditorBoard* m_board;
    QButtonGroup* m_palette;
    QRadioButton* m_white;
    QRadioButton* m_black;
    QLineEdit* m_fen;
    QLabel* m_verdict;
    QPushButton* m_start;
    QString m_problem;
    QPoint m_pressPoint;
};

} // namespace grand::ui
