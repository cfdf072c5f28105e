#include "ui/analysis/analysistools.h"

#include "ui/analysis/boardarrows.h"
#include "ui/analysis/evalgraph.h"
#include "ui/analysis/reviewpanel.h"
#include "ui/analysis/threatfinder.h"

#include "engine/analysis/review.h"

#include "ui/analysis/analysispanel.h"
#include "ui/base/settings.h"
#include "ui/board/boardwidget.h"
#include "ui/board/evalbar.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QTimer>

namespace grand::ui {

namespace {
// Below this window height the docks share places as tabs on a first run.
constexpr int CompactHeight = 700;
} // namespace

AnalysisTools::AnalysisTools(QMainWindow& window, GameController& game, BoardWidget& board, EvalBar& evalBar,
                             Settings& settings)
        : QObject(&window), m_window(window), m_game(game), m_evalBar(evalBar), m_settings(settings),
          m_panel(new AnalysisPanel), m_graph(new EvalGraph), m_arrows(new BoardArrows(board)),
          m_threats(new ThreatFinder(this)), m_review(new ReviewPanel(game, settings)) {
    m_panel->setLineCount(m_settings.number(Settings::Key::AnalysisLines));
    m_game.setAnalysisLines(m_panel->lineCount());
    connect(&m_game, &GameController::changed, this, &AnalysisTools::refresh);
    connect(&m_game, &GameController::evaluationChanged, this, &AnalysisTools::refreshEvalBar);
    connect(&m_game, &GameController::analysisUpdated, this,
            [this](const SearchInfo& info, const QString&) { onInfo(info); });
    connect(m_panel, &AnalysisPanel::lineCountChanged, this, [this](int lines) {
        m_settings.setValue(Settings::Key::AnalysisLines, lines);
        m_game.setAnalysisLines(lines);
    });
    connect(m_panel, &AnalysisPanel::frozenChanged, this, [this] { refreshAnalysisState(); });
    connect(m_panel, &AnalysisPanel::linePlayed, this,
            [this](NodeId node, const std::vector<Move>& moves) { m_game.addLine(node, moves); });
    connect(m_graph, &EvalGraph::plyChosen, &m_game, &GameController::goToPly);
    // Every value the engine settles on (the computer's moves, hints, analysis, and those the
    // autosave brought back), not bounds met halfway through a depth.
    connect(&m_game, &GameController::scoreNoted, m_graph, &EvalGraph::setKnownScore);
    connect(m_review, &ReviewPanel::reviewFinished, this, [this] {
        if (m_graphDock)
            m_graphDock->show();
    });
    connect(m_threats, &ThreatFinder::threatFound, this, [this](quint64 key, Move move) {
        if (key == m_game.viewPosition().key() && m_threatArrowAction->isChecked())
            m_arrows->setArrow(BoardArrows::Kind::Threat, move);
    });
}

void AnalysisTools::addViewActions(QMenu* view) {
    auto toggle = [&](const QString& text, const QString& tip, Settings::Key key) {
        QAction* a = view->addAction(text);
        a->setStatusTip(tip);
        a->setCheckable(true);
        a->setChecked(m_settings.flag(key));
        connect(a, &QAction::toggled, this, [this, key](bool on) {
            m_settings.setValue(key, on);
            m_shownKey = 0;
            refresh();
        });
        return a;
    };
    m_bestArrowAction = toggle(tr("Best-Move &Arrow"), tr("Draw the analysis's best move on the board"),
                               Settings::Key::BestMoveArrow);
    m_threatArrowAction = toggle(tr("&Threat Arrow"), tr("Draw what the opponent threatens on the board"),
                                 Settings::Key::ThreatArrow);
}

void AnalysisTools::addDocks(QMenu* view) {
    m_graphDock = new QDockWidget(tr("Evaluation Graph"), &m_window);
    m_graphDock->setObjectName("graphDock");
    m_graphDock->setWidget(m_graph);
    m_window.addDockWidget(Qt::RightDockWidgetArea, m_graphDock);

    m_analysisDock = new QDockWidget(tr("Analysis"), &m_window);
    m_analysisDock->setObjectName("engineDock");
    m_analysisDock->setWidget(m_panel);
    m_window.addDockWidget(Qt::RightDockWidgetArea, m_analysisDock);
    connect(m_analysisDock, &QDockWidget::visibilityChanged, this, [this] { refreshAnalysisState(); });
    m_analysisDock->hide();
    if (m_settings.value(Settings::Key::WindowState).toByteArray().isEmpty()) {
        // The first run, once the window has its size: a right column of a quarter of the
        // window (wide enough for engine lines, narrow enough to leave a small window to the
        // board), a graph of a fifth of its height (not squashed in a short window); in a
        // short window the analysis shares the graph's place as a tab (three panels above
        // one another would leave each a sliver).
        QTimer::singleShot(0, this, [this] {
            const int width = std::clamp(m_window.width() / 4, 190, 420);
            m_window.resizeDocks({m_graphDock}, {width}, Qt::Horizontal);
            m_window.resizeDocks({m_graphDock}, {std::clamp(m_window.height() / 5, 96, 160)}, Qt::Vertical);
            if (m_window.height() < CompactHeight)
                m_window.tabifyDockWidget(m_graphDock, m_analysisDock);
        });
    }
    connect(m_analysisDock->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
        if (!on)
            return;
        // Once shown (a tab is raised only when its dock is visible); a sliver of a panel
        // gets room for a few lines.
        QTimer::singleShot(0, m_analysisDock, [this] {
            m_analysisDock->raise();
            if (m_analysisDock->height() < 170)
                m_window.resizeDocks({m_analysisDock}, {std::max(190, m_window.height() * 2 / 5)},
                                     Qt::Vertical);
        });
    });

    view->addAction(m_graphDock->toggleViewAction());
    view->addAction(m_analysisDock->toggleViewAction());
    m_analysisDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
}

void AnalysisTools::showAnalysis(bool on) { m_analysisDock->setVisible(on); }

bool AnalysisTools::analysisShown() const { return m_analysisDock && m_analysisDock->isVisible(); }

// The engine analyses while the panel is shown and not frozen.
void AnalysisTools::refreshAnalysisState() {
    const bool shown = analysisShown();
    m_game.setAnalysisEnabled(shown && !m_panel->isFrozen());
    if (shown && !m_sized) { // room for three lines when it first opens, the graph kept small
        m_window.resizeDocks({m_analysisDock, m_graphDock}, {260, 110}, Qt::Vertical);
        m_sized = true;
    }
    if (!shown)
        m_panel->showOff();
    else if (!m_panel->isFrozen())
        m_panel->showPosition(m_game.viewNode(), m_game.viewPosition());
    m_shownKey = 0;
    refresh();
}

void AnalysisTools::refresh() {
    m_panel->setPieceLetters(m_game.pieceLetters());
    if (analysisShown())
        m_panel->showPosition(m_game.viewNode(), m_game.viewPosition());
    m_graph->setPieceLetters(m_game.pieceLetters());
    m_graph->setRecord(m_game.tree(), m_game.viewNode());
    refreshEvalBar();
    // The arrows speak of the position shown: a new one clears them, and a threat is sought.
    const std::uint64_t key = m_game.viewPosition().key();
    if (key == m_shownKey)
        return;
    m_shownKey = key;
    m_arrows->setArrow(BoardArrows::Kind::BestMove, Move());
    m_arrows->setArrow(BoardArrows::Kind::Threat, Move());
    if (m_threatArrowAction && m_threatArrowAction->isChecked())
        m_threats->find(m_game.viewPosition());
    else
        m_threats->cancel();
}

// The bar shows the engine's evaluation of the position shown, else a reviewed record's
// (as the engine's would be), else nothing: never what an earlier position or game had.
void AnalysisTools::refreshEvalBar() {
    std::optional<int> score = m_game.whiteScore();
    if (!score && m_game.viewNode() != GameRecord::Root) {
        const auto e = parseEvalCommand(m_game.tree().node(m_game.viewNode()).commentAfter);
        if (e && !(e->mate && *e->mate == 0))
            score = !e->mate       ? e->cp
                    : *e->mate > 0 ? MateScore - (2 * *e->mate - 1)
                                   : -(MateScore + 2 * *e->mate);
    }
    m_evalBar.setScore(score);
}

// A line of the engine: for the position shown, unless the computer is thinking about the
// game's position while the user looks at another.
void AnalysisTools::onInfo(const SearchInfo& info) {
    if (m_game.isThinking() && m_game.isBrowsing())
        return;
    m_panel->showInfo(info);
    if (info.multiPV != 1 || info.pv.empty())
        return;
    if (m_bestArrowAction && m_bestArrowAction->isChecked() && analysisShown() && !m_panel->isFrozen())
        m_arrows->setArrow(BoardArrows::Kind::BestMove, info.pv.front());
}

// The panel lives in the Moves dock: that dock is shown with it.
void AnalysisTools::reviewGame() {
    for (QWidget* w = m_review->parentWidget(); w; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            dock->show();
    m_review->showSettings();
}

void AnalysisTools::startReview() {
    reviewGame();
    if (!m_review->isRunning())
        m_review->start();
}

} // namespace grand::ui
