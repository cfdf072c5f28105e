#pragma once

// A small picture of one Fantasy army's setup: its three home ranks as they stand on the
// board seen from White's side (White's ranks 3 to 1 from the top, Black's 10 to 8), in
// the piece set in use. Hovering a piece names it. With no army (a random draw) the
// squares are empty and a question mark stands in the middle.

#include "ui/board/boardtheme.h"

#include "engine/rules/types.h"

#include <QWidget>

namespace grand::ui {

class ArmySetupView : public QWidget {
    Q_OBJECT
public:
    explicit ArmySetupView(QWidget* parent = nullptr);

    void setArmy(Army army, Color side);
    Army army() const { return m_army; }
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }

    // The piece drawn on a square of the picture (Piece::Empty for none); file 0-9, row
    // 0-2 from the top.
    Piece pieceAt(int file, int row) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    static constexpr int Rows = 3;
    QRectF boardRect() const;

    Army m_army = Army::None;
    Color m_side = Color::White;
    BoardTheme m_theme;
};

} // namespace grand::ui
