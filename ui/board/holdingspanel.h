#pragma once

// The holdings column beside the board: for each side, the pieces it has lost that a pawn
// could bring back, with their counts (from the engine's holdings query). During a
// promotion the mover's available pieces light up and a "Stay a pawn" tile appears on the
// 8th and 9th ranks; a click chooses. In Fantasy Grand Chess each side shows what its army
// can bring back (the Humans: their captured pieces; the Dwarves: Generals, Guards and
// Priests; the Horde: a Wolf Rider, any number; the others: nothing) in its artwork, and
// the tile to stay shows the promoting piece ("Stay a Goblin"). In Embassy Chess every side
// shows the six pieces a pawn may become, without counts, and never a tile to stay.

#include "engine/rules/position.h"

#include <QFont>
#include <QVariantAnimation>
#include <QWidget>

#include <vector>

namespace grand::ui {

class HoldingsPanel : public QWidget {
    Q_OBJECT
public:
    explicit HoldingsPanel(QWidget* parent = nullptr);

    void setPosition(const Position& pos);
    // Which colour sits at the top of the board (the panel's upper half).
    void setTopColor(Color c);
    void setSlotSize(int pixels);

    // Offers the choice: the types of `choices` light up; `canStay` adds the tile to stay
    // `promoting` (a pawn in Grand Chess).
    void startPromotion(Color mover, const std::vector<PieceType>& choices, bool canStay,
                        PieceType promoting = PieceType::Pawn);
    void endPromotion();
    bool isChoosing() const { return m_choosing; }

    // For tests: the rectangle of a type's slot in `side`'s half (PieceType::Pawn: the
    // "Stay a pawn" tile); empty for a type the side cannot bring back.
    QRect slotRect(Color side, PieceType type) const;
    // What `side` can bring back, in the order shown.
    const std::vector<PieceType>& types(Color side) const { return m_types[index(side)]; }
    // Where the words of the "Stay a pawn" tile are while it is offered (empty otherwise,
    // or when the tile is too small for any).
    QRect stayLabelRect() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // PieceType::None: stay a pawn.
    void promotionChosen(grand::PieceType type);
    void promotionCancelled();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct StayLabel {
        QString text; // empty: no words fit
        QFont font;
        QRect box; // where the words are centred
        QRect ink; // what they cover
    };
    StayLabel stayLabel(const QRect& tile) const;
    QString stayText() const;
    QString typeName(Color side, PieceType t) const;
    QRect halfRect(bool top) const;
    void drawHalf(QPainter& p, Color side, bool top);

    Position m_pos; // for the armies and the pieces' names
    Holdings m_holdings[2]{};
    std::vector<PieceType> m_types[2];
    Color m_top = Color::Black;
    int m_slot = 48;
    bool m_choosing = false;
    Color m_mover = Color::White;
    std::vector<PieceType> m_choices;
    bool m_canStay = false;
    PieceType m_promoting = PieceType::Pawn;
    QVariantAnimation m_pulse;
};

} // namespace grand::ui
