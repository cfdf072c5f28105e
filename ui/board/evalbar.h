#pragma once

// The thin evaluation bar beside the board: White's share from the engine's score, with the
// score written at the end of the side that is better.

#include <QWidget>

class QPainter;

#include <optional>

namespace grand::ui {

class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);
    // Score in centipawns from White's point of view; nothing: unknown (bar at the middle).
    void setScore(std::optional<int> whiteScore);
    std::optional<int> score() const { return m_score; }
    void setFlipped(bool flipped);
    QSize sizeHint() const override { return {24, 200}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void drawNumber(QPainter& p, bool whiteBetter);

    std::optional<int> m_score;
    bool m_flipped = false;
};

} // namespace grand::ui
