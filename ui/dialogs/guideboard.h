#pragma once

// A 10x10 board for the Fantasy guide: an army's White pieces on the board's squares (the
// board theme's colours, the promotion zones tinted, small coordinates), drawn as large as the
// widget allows. A click on a square reports it; PieceMovesDiagram draws its marks on top.

#include "engine/rules/types.h"
#include "engine/rules/variant.h"

#include <QWidget>

#include <utility>
#include <vector>

namespace grand::ui {

class GuideBoard : public QWidget {
    Q_OBJECT
public:
    explicit GuideBoard(QWidget* parent = nullptr);

    // White's pieces of `army` on their squares.
    void setPieces(Army army, std::vector<std::pair<Square, PieceType>> pieces);
    Army army() const { return m_army; }
    // The board the guide draws on: Fantasy Grand Chess's, where the armies play.
    static const Variant& game() { return fantasyGrandChess(); }
    // The kind on square s (PieceType::None for an empty square).
    PieceType pieceOn(Square s) const;
    // The squares tinted as selected.
    void setHighlighted(std::vector<Square> squares);
    const std::vector<Square>& highlighted() const { return m_highlighted; }

    // Where square s is drawn, and the square under a point (NoSquare off the board).
    QRectF squareRect(Square s) const;
    Square squareAt(QPointF point) const;

    QSize sizeHint() const override { return {360, 360}; }
    QSize minimumSizeHint() const override { return {170, 170}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void squareClicked(grand::Square square);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    // Drawn over the squares and under the pieces, then over the pieces.
    virtual void paintUnderPieces(QPainter&) {}
    virtual void paintOverPieces(QPainter&) {}
    qreal squareSize() const;

private:
    void paintSquares(QPainter& p);
    void paintCoordinates(QPainter& p);

    Army m_army = Army::Humans;
    std::vector<std::pair<Square, PieceType>> m_pieces;
    std::vector<Square> m_highlighted;
};

} // namespace grand::ui
