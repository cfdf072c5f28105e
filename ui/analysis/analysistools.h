#pragma once

// The analysis capability of the main window, composed in one place: the Analysis dock
// (engine lines), the Evaluation graph dock, the best-move and threat arrows on the board
// (View menu), Game -> Review Game (its panel goes above the move list), and the record's [%eval] on the
// evaluation bar when the engine has said nothing of the position shown. It follows the game controller by
// itself; the main window only creates it and asks for its menu entries and docks.

#include "ui/game/gamecontroller.h"

#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace grand::ui {

class AnalysisPanel;
class BoardArrows;
class BoardWidget;
class EvalBar;
class EvalGraph;
class ReviewPanel;
class Settings;
class ThreatFinder;

class AnalysisTools : public QObject {
    Q_OBJECT
public:
    AnalysisTools(QMainWindow& window, GameController& game, BoardWidget& board, EvalBar& evalBar,
                  Settings& settings);

    // The View menu's arrow toggles.
    void addViewActions(QMenu* view);
    // The Analysis and Evaluation graph docks (right side, under what is there), with their
    // toggles in `view`.
    void addDocks(QMenu* view);
    void showAnalysis(bool on);
    // Game -> Review Game: the review panel with its settings (or the review under way).
    void reviewGame();
    // The result banner's Review: a review at once with the settings last used.
    void startReview();

    AnalysisPanel& panel() { return *m_panel; }
    EvalGraph& graph() { return *m_graph; }
    BoardArrows& arrows() { return *m_arrows; }
    ReviewPanel& reviewPanel() { return *m_review; }
    QDockWidget& analysisDock() { return *m_analysisDock; }

private:
    void refresh();
    void refreshEvalBar();
    void onInfo(const SearchInfo& info);
    void refreshAnalysisState();
    bool analysisShown() const;

    QMainWindow& m_window;
    GameController& m_game;
    EvalBar& m_evalBar;
    Settings& m_settings;
    AnalysisPanel* m_panel;
    EvalGraph* m_graph;
    BoardArrows* m_arrows;
    ThreatFinder* m_threats;
    ReviewPanel* m_review;
    QDockWidget* m_analysisDock = nullptr;
    QDockWidget* m_graphDock = nullptr;
    QAction* m_bestArrowAction = nullptr;
    QAction* m_threatArrowAction = nullptr;
    std::uint64_t m_shownKey = 0; // the position the arrows speak of
    bool m_sized = false;         // the docks were given their first sizes
};

} // namespace grand::ui
