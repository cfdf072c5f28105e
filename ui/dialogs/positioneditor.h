#pragma once

// Game -> Set Up Position: Grand Chess, Fantasy Grand Chess with each side's army, or Embassy
// Chess with its castling rights (those the board allows), a
// board to arrange, a palette of the armies' pieces, the side to move, Clear / Start
// Position / Flip and the position's FEN. The engine's FEN rules decide
// whether the position may be played; the reason is shown, and Start is possible only
// for a position they accept.

#include "engine/rules/position.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace grand::ui {

class EditorBoard;
class PiecePalette;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(const Position& start, QWidget* parent = nullptr);

    // The FEN of what is on the editor's board, whether it can be played or not.
    QString fen() const;
    // Empty when the position can be played; otherwise why not.
    QString problem() const { return m_problem; }
    EditorBoard& board() { return *m_board; }
    // The palette button of a piece (Piece::Empty: the eraser); null when not offered.
    QToolButton* paletteButton(Piece piece) const;
    // Chooses the game: Army::None for both is Grand Chess, else each side's army. A side
    // whose army changes keeps only the pieces its new army has.
    void setArmies(Army white, Army black);
    // Chooses the game and, in Fantasy Grand Chess, the armies.
    void setGame(const Variant& game, Army white = Army::None, Army black = Army::None);
    Army army(Color c) const;
    // The game chosen (Grand Chess, Fantasy Grand Chess or Embassy Chess).
    const Variant& game() const;
    QPushButton& startButton() { return *m_start; }
    QLineEdit& fenEdit() { return *m_fen; }
    void setSideToMove(Color side);

private:
    QWidget* buildGameChoice();
    void armiesChosen();
    void load(const Position& pos);
    void validate();
    void onFenEdited();
    QString fenWith(const QString& castling) const;
    std::uint8_t allowedRights() const;
    void showCastling();

    EditorBoard* m_board;
    PiecePalette* m_palette;
    QComboBox* m_variant;
    std::array<QComboBox*, 2> m_army{};
    const Variant* m_shownGame = &grandChess();          // the game the board shows
    std::array<Army, 2> m_shown{Army::None, Army::None}; // the armies the board and palette show
    QRadioButton* m_white;
    QRadioButton* m_black;
    QLineEdit* m_fen;
    QLabel* m_verdict;
    QPushButton* m_start;
    QString m_problem;
    QWidget* m_castlingRow = nullptr;     // the four castling rights (games that castle)
    QWidget* m_castlingLabel = nullptr;   // its label in the form
    std::array<QCheckBox*, 4> m_castle{}; // White O-O, O-O-O, Black O-O, O-O-O (castling:: bits)
    std::uint8_t m_wantedRights = 0;      // ticked by the user or read, shown where the board allows
};

} // namespace grand::ui
