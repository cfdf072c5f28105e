#pragma once

// Help -> How to Play Fantasy Grand Chess: the six armies in tabs; for the army chosen, its
// character, its setup on a board, what its game changes from Grand Chess, and its pieces.
// Click a piece on the setup board (or choose it in the list, by keyboard too) to see its
// moves drawn on an empty board beside a sentence or two about it. The dialog is not modal,
// so a player can keep it open beside a game.

#include "engine/rules/types.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QTabBar;

namespace grand::ui {

class GuideBoard;
class PieceMovesDiagram;

class FantasyGuide : public QDialog {
    Q_OBJECT
public:
    explicit FantasyGuide(QWidget* parent = nullptr);

    // Shows `army` (its first piece chosen).
    void showArmy(Army army);
    // Shows the army's piece of kind t (ignored when the army has none).
    void showPiece(PieceType t);
    Army army() const { return m_army; }
    PieceType piece() const { return m_piece; }

    // The parts, for tests.
    QTabBar& armyTabs() { return *m_armies; }
    GuideBoard& setupBoard() { return *m_setup; }
    QListWidget& pieceList() { return *m_pieces; }
    PieceMovesDiagram& diagram() { return *m_diagram; }
    QString pieceTitle() const;
    QString pieceText() const;

private:
    QWidget* makeLegend();

    Army m_army = Army::None;
    PieceType m_piece = PieceType::None;
    QTabBar* m_armies;
    QLabel* m_character;
    GuideBoard* m_setup;
    QLabel* m_rules;
    QListWidget* m_pieces;
    PieceMovesDiagram* m_diagram;
    QLabel* m_title;
    QLabel* m_text;
    QList<QWidget*> m_screenLegend; // shown for the pieces with screens
};

// Opens the guide beside `parent` (or raises the one already open).
void showFantasyGuide(QWidget* parent, Army army = Army::None);

} // namespace grand::ui
