#pragma once

// The holdings column beside the board: for each side, the pieces it has lost that a pawn
// could bring back, with their counts (from the engine's holdings query). During a
// promotion the mover's available pieces light up and a "Stay a pawn" tile appears on the
// 8th and 9th ranks; a click chooses.

#include "engine/position.h"

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

    // Offers the choice: the types of `choices` light up; `canStay` adds "Stay a pawn".
    void startPromotion(Color mover, const std::vector<PieceType>& choices, bool canStay);
    void endPromotion();
    bool isChoosing() const { return m_choosing; }

    // For tests: the rectangle of a type's slot in `side`'s half (PieceType::Pawn: the
    // "Stay a pawn" tile).
    QRect slotRect(Color side, PieceType type) const;
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
    QRect halfRect(bool top) const;
    void drawHalf(QPainter& p, Color side, bool top);

    Holdings m_holdings[2]{};
    Color m_top = Color::Black;
    int m_slot = 48;
    bool m_choosing = false;
    Color m_mover = Color::White;
    std::vector<PieceType> m_choices;
    bool m_canStay = false;
    QVariantAnimation m_pulse;
};

} // namespace grand::ui
