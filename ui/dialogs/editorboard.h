#pragma once

// The position editor's board: any arrangement of pieces, legal or not (the editor asks
// the engine whether it is). A left click places the chosen piece, a right click removes
// one, pieces are dragged on the board, from the palette or off the board to remove them.

#include "ui/board/boardtheme.h"

#include "engine/rules/types.h"
#include "engine/rules/variant.h"

#include <QWidget>

#include <array>

namespace grand::ui {

class EditorBoard : public QWidget {
    Q_OBJECT
public:
    explicit EditorBoard(QWidget* parent = nullptr);

    using Squares = std::array<Piece, SquareCount>;
    const Squares& squares() const { return m_squares; }
    void setSquares(const Squares& squares);
    void setPiece(Square s, Piece p);
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    // The game whose board is shown: its files, ranks and promotion zones.
    void setGame(const Variant& game);
    // Each side's army, whose artwork the board draws (Army::None: a game without armies).
    void setArmies(Army white, Army black);
    // What a left click puts down (Piece::Empty: the click removes).
    void setBrush(Piece p) { m_brush = p; }
    // The colours of the board in the window (Preferences' choice).
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }

    QRectF squareRect(Square s) const;
    Square squareAt(const QPointF& point) const;
    QSize sizeHint() const override { return {44 * m_game->files, 44 * m_game->ranks}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w * m_game->ranks / m_game->files; }

    // The MIME type of a dragged piece: its code, and the square it left ("-1" from the palette).
    static QString mimeType();

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    qreal squareSize() const;

    Army armyOf(Piece p) const { return m_armies[static_cast<std::size_t>(index(colorOf(p)))]; }

    const Variant* m_game = &grandChess();
    Squares m_squares{};
    std::array<Army, 2> m_armies{Army::None, Army::None};
    BoardTheme m_theme = boardTheme(0);
    bool m_flipped = false;
    Piece m_brush = Piece::Empty;
    Square m_pressSquare = NoSquare;
    QPointF m_pressPoint;
};

} // namespace grand::ui
