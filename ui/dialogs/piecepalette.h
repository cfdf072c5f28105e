#pragma once

// The position editor's pieces: each side's kinds in its army (Grand Chess's eight when it
// has none) and an eraser. The chosen one is what a click on the board puts down; a piece
// can also be dragged from here onto the board.

#include "engine/rules/types.h"

#include <QGroupBox>

#include <array>

class QButtonGroup;
class QGridLayout;
class QToolButton;

namespace grand::ui {

class PiecePalette : public QGroupBox {
    Q_OBJECT
public:
    explicit PiecePalette(QWidget* parent = nullptr);

    // Offers these armies' pieces (Army::None: Grand Chess's). The chosen piece stays
    // chosen when it is still offered, else White's first piece is.
    void setArmies(Army white, Army black);
    // The button of a piece (Piece::Empty: the eraser); null when it is not offered.
    QToolButton* button(Piece piece) const;
    Piece chosen() const { return m_chosen; }
    // The kinds side c's army has, in the order offered (the royal first).
    static std::vector<PieceType> kinds(Army army);

signals:
    void pieceChosen(grand::Piece piece);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void choose(Piece piece);

    QButtonGroup* m_group;
    QGridLayout* m_grid;
    std::array<Army, 2> m_armies{Army::None, Army::None};
    Piece m_chosen = Piece::Empty;
    QPoint m_pressPoint;
    bool m_built = false;
};

} // namespace grand::ui
