#pragma once

// The Analysis panel: the engine's evaluation of the position shown, its depth and nodes,
// and its principal variation in SAN; before the first line arrives it says what it does
// ("Analysing...") or why there is nothing to analyse (checkmate, stalemate).

#include "engine/position.h"
#include "engine/search.h"

#include <QWidget>

class QLabel;

namespace grand::ui {

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget* parent = nullptr);
    // A new position is shown: clears the old lines unless it is the same position.
    void showPosition(const Position& pos);
    // The engine's latest line; `info.score` is from White's point of view.
    void showInfo(const SearchInfo& info, const QString& sanLine);
    void showOff();

private:
    QLabel* m_score;
    QLabel* m_depth;
    QLabel* m_line;
    std::uint64_t m_key = 0; // the position the panel speaks of
};

} // namespace grand::ui
