#pragma once

// The moves of one piece kind on an otherwise empty board (engine/rules/piecediagram.h): the
// piece on its square, every square it reaches marked by what it may do there (a ring: move
// only; a cross: capture only; a dot: move or capture), the lines it slides or bends along
// drawn from the piece (a mark without a line is a leap), and a cannon's screens as grey
// discs. The legend's symbols are drawn by the same code.

#include "ui/dialogs/guideboard.h"

#include "engine/rules/piecediagram.h"

namespace grand::ui {

class PieceMovesDiagram : public GuideBoard {
    Q_OBJECT
public:
    explicit PieceMovesDiagram(QWidget* parent = nullptr);

    // Shows `army`'s piece of kind t (PieceType::None: an empty board).
    void showPiece(Army army, PieceType t);
    PieceType piece() const { return m_diagram.type; }
    const PieceDiagram& diagram() const { return m_diagram; }
    const std::vector<DiagramPiece>& screens() const { return m_screens; }

    // What the legend explains.
    enum class Symbol { MoveOnly, CaptureOnly, MoveOrCapture, Line, Screen };
    // The legend's picture of `symbol`, `size` logical pixels square.
    static QPixmap symbolIcon(Symbol symbol, int size, qreal devicePixelRatio);

protected:
    void paintUnderPieces(QPainter& p) override;
    void paintOverPieces(QPainter& p) override;

private:
    PieceDiagram m_diagram;
    std::vector<DiagramPiece> m_screens;
};

} // namespace grand::ui
