// The window's parts, actions, menus and docks, made once by the constructor.

#include "ui/window/mainwindow.h"

#include "ui/analysis/analysistools.h"
#include "ui/analysis/reviewpanel.h"
#include "ui/base/soundplayer.h"
#include "ui/board/boardarea.h"
#include "ui/board/boardwidget.h"
#include "ui/board/displayoptions.h"
#include "ui/board/evalbar.h"
#include "ui/board/holdingspanel.h"
#include "ui/board/imageexport.h"
#include "ui/board/moveentry.h"
#include "ui/board/moveinput.h"
#include "ui/board/promotiontext.h"
#include "ui/dialogs/fantasyguide.h"
#include "ui/dialogs/helpdialogs.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/gameoffers.h"
#include "ui/game/gameoverbanner.h"
#include "ui/game/gametexts.h"
#include "ui/game/playermenus.h"
#include "ui/game/playerstrip.h"
#include "ui/puzzles/puzzletrainer.h"
#include "ui/records/clipboardactions.h"
#include "ui/records/gamefiles.h"
#include "ui/records/gameinfodialog.h"
#include "ui/records/movespanel.h"
#include "ui/window/soundcues.h"
#include "ui/window/toolbarfitter.h"

#include "engine/rules/movegen.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>

namespace grand::ui {

namespace {

// Ctrl+, opens Preferences everywhere (the README says so); the platform's own key, where it
// has one that differs, works too.
QList<QKeySequence> preferencesShortcuts() {
    const QKeySequence ours(QStringLiteral("Ctrl+,"));
    QList<QKeySequence> keys{ours};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Preferences))
        if (k != ours)
            keys << k;
    return keys;
}

} // namespace

void MainWindow::buildCentral() {
    m_board = new BoardWidget;
    m_holdings = new HoldingsPanel;
    m_evalBar = new EvalBar;
    m_topStrip = new PlayerStrip;
    m_bottomStrip = new PlayerStrip;
    connect(m_topStrip, &PlayerStrip::moveNowClicked, m_controller, &GameController::moveNow);
    connect(m_bottomStrip, &PlayerStrip::moveNowClicked, m_controller, &GameController::moveNow);
    m_input = new MoveInput(*m_controller, *m_board, *m_holdings, this);
    connect(m_board, &BoardWidget::moveAttempted, m_input, &MoveInput::attempt);
    connect(m_board, &BoardWidget::pendingPromotionCancelled, m_input, &MoveInput::cancelPromotion);
    connect(m_board, &BoardWidget::strikeChosen, m_input, &MoveInput::finishStrike);
    connect(m_board, &BoardWidget::strikeHovered, m_input, &MoveInput::focusStrikeOn);
    connect(m_board, &BoardWidget::selectionChanged, this, [this] {
        if (!isChoosingPromotion())
            clearNews();
    });
    connect(m_holdings, &HoldingsPanel::promotionChosen, m_input, &MoveInput::finishPromotion);
    connect(m_holdings, &HoldingsPanel::promotionCancelled, m_input, &MoveInput::cancelPromotion);
    connect(m_input, &MoveInput::statusMessage, this, &MainWindow::status);
    connect(m_input, &MoveInput::promotionEnded, this, &MainWindow::refresh);

    m_boardArea = new BoardArea(m_evalBar, m_board, m_holdings, m_topStrip, m_bottomStrip);
    m_boardArea->setContentsMargins(6, 6, 6, 6);
    setCentralWidget(m_boardArea);

    m_analysisTools = new AnalysisTools(*this, *m_controller, *m_board, *m_evalBar, m_settings);

    m_banner = new GameOverBanner(m_board);
    connect(m_banner, &GameOverBanner::newGameClicked, this, &MainWindow::newGameDialog);
    connect(m_banner, &GameOverBanner::reviewClicked, this, [this] {
        dismissBanner();
        m_controller->goToEnd(); // the final position
        m_analysisTools->startReview();
        m_moves->view().setFocus();
    });
    connect(m_banner, &GameOverBanner::dismissed, this, &MainWindow::dismissBanner);
    connect(m_banner, &GameOverBanner::saveClicked, m_files, &GameFiles::save);
    m_board->installEventFilter(this);
}

void MainWindow::buildActions() {
    auto make = [this](const QString& text, const QString& tip, QKeySequence key, auto slot) {
        auto* a = new QAction(text, this);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_newAction =
        make(tr("&New Game..."), tr("Start a new game"), QKeySequence::New, [this] { newGameDialog(); });
    m_openAction = make(tr("&Open..."), tr("Open a game record (PGN)"), QKeySequence::Open,
                        [this] { m_files->openDialog(); });
    m_saveAction = make(tr("&Save"), tr("Save the game"), QKeySequence::Save, [this] { m_files->save(); });
    m_saveAsAction =
        make(tr("Save &As..."), tr("Save the game under a new name"), {}, [this] { m_files->saveAs(); });
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_undoAction = make(tr("&Take Back"), tr("Take back your last move"), QKeySequence::Undo, [this] {
        m_input->cancelPromotion();
        m_controller->undo();
    });
    m_redoAction = make(tr("&Redo"), tr("Replay the move taken back"), {}, [this] { m_controller->redo(); });
    // The desktop conventions on Linux, whatever the platform theme says.
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_hintAction = make(tr("&Hint"), tr("Show a good move (Ctrl+H)"), QKeySequence(Qt::CTRL | Qt::Key_H),
                        [this] { m_controller->requestHint(); });
    m_flipAction = make(tr("&Flip Board"), tr("Turn the board around (Ctrl+F)"),
                        QKeySequence(Qt::CTRL | Qt::Key_F), [this] { setFlipped(!m_flipped); });
    m_drawAction = make(tr("Offer &Draw"), tr("Offer a draw"), {}, [this] {
        if (const QString news = offerDraw(this, *m_controller); !news.isEmpty())
            status(news);
    });
    m_resignAction =
        make(tr("&Resign"), tr("Resign the game"), {}, [this] { confirmResignation(this, *m_controller); });
    m_moveNowAction = make(tr("&Move Now"), tr("Make the computer play at once"), QKeySequence(Qt::Key_Space),
                           [this] { m_controller->moveNow(); });
    m_newAction->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    m_openAction->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_undoAction->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_redoAction->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_hintAction->setIcon(style()->standardIcon(QStyle::SP_MessageBoxInformation));
    m_flipAction->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_drawAction->setIcon(style()->standardIcon(QStyle::SP_DialogNoButton));
    m_resignAction->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_newAction);
    game->addAction(tr("Set Up &Position..."), this, &MainWindow::setupPositionDialog);
    game->addSeparator();
    game->addAction(m_openAction);
    m_recentMenu = game->addMenu(tr("Open &Recent"));
    game->addAction(m_saveAction);
    game->addAction(m_saveAsAction);
    game->addAction(tr("Append to &File..."), m_files, &GameFiles::appendDialog);
    game->addAction(tr("&Export Position as Image..."), this, [this] {
        ImageExportDialog(m_controller->viewPosition(),
                          currentExportOptions(m_settings, m_board->isFlipped()), m_settings, this)
            .exec();
    });
    game->addSeparator();
    game->addAction(tr("Game &Information..."), this, &MainWindow::gameInfoDialog);
    game->addAction(tr("Re&view Game..."), m_analysisTools, &AnalysisTools::reviewGame);
    game->addAction(tr("&Puzzles..."), this, [this] { showPuzzles(); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    game->addSeparator();
    m_playerMenus = new PlayerMenus(*m_controller, game);
    connect(m_playerMenus, &PlayerMenus::changedByUser, this, [this] { m_files->setModified(true); });
    game->addSeparator();
    game->addAction(m_drawAction);
    game->addAction(m_resignAction);
    game->addSeparator();
    m_quitAction = game->addAction(tr("&Quit"), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    auto* clipboard = new ClipboardActions(*m_controller, *m_files, m_settings, *m_board, edit);
    connect(clipboard, &ClipboardActions::statusMessage, this, &MainWindow::status);
    connect(clipboard, &ClipboardActions::fenPasted, this,
            [this](const QString& fen) { startFromFen(fen, tr("Paste Position")); });
    edit->addSeparator();
    edit->addAction(tr("Pre&ferences..."), this,
                    [this] {
                        PreferencesDialog dialog(m_settings, m_sounds, this);
                        if (m_board->position().variant().hasArmies()) // the armies' own drawings
                            dialog.previewPosition(m_board->position(), m_board->lastMove());
                        if (dialog.exec() == QDialog::Accepted)
                            applyPreferences();
                    })
        ->setShortcuts(preferencesShortcuts());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_flipAction);
    m_display = new DisplayOptions(m_settings, *m_controller, *m_board, *m_evalBar, *m_boardArea, view);
    m_analysisTools->addViewActions(view);
    view->addSeparator();
    auto nav = [&](const QString& text, QKeySequence key, auto slot) {
        auto* a = view->addAction(text, this, slot);
        a->setShortcut(key);
    };
    nav(tr("First Move"), QKeySequence(Qt::Key_Home), [this] { m_controller->goToPly(0); });
    nav(tr("Previous Move"), QKeySequence(Qt::Key_Left), [this] { m_controller->stepView(-1); });
    nav(tr("Next Move"), QKeySequence(Qt::Key_Right), [this] { m_controller->stepView(1); });
    nav(tr("Last Move"), QKeySequence(Qt::Key_End), [this] { m_controller->goToEnd(); });
    view->addSeparator();
    auto* fullScreen = view->addAction(tr("F&ull Screen"), this,
                                       [this] { setWindowState(windowState() ^ Qt::WindowFullScreen); });
    fullScreen->setShortcut(QKeySequence(Qt::Key_F11));
    view->addSeparator();
    m_viewMenuDocksAnchor = view;

    QMenu* engine = menuBar()->addMenu(tr("&Engine"));
    engine->addAction(m_hintAction);
    engine->addAction(m_moveNowAction);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    // The rules of the game on the board (Fantasy Grand Chess's are its guide's, below).
    help->addAction(tr("&How to Play"), this,
                    [this] {
                        if (&m_controller->game().startPosition().variant() == &embassyChess())
                            showEmbassyRules(this);
                        else
                            showRules(this);
                    })
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("How to Play &Fantasy Grand Chess"), this, [this] {
        // In a Fantasy game, the guide opens on the army of the person playing (or to move).
        const GameController& c = *m_controller;
        Color side = c.game().position().sideToMove();
        if (c.player(Color::White) != c.player(Color::Black))
            side = c.player(Color::White) == PlayerKind::Human ? Color::White : Color::Black;
        showFantasyGuide(this, c.game().startPosition().army(side));
    });
    help->addAction(tr("How to Play &Embassy Chess"), this, [this] { showEmbassyRules(this); });
    help->addAction(tr("&About Grand Chess"), this, [this] { showAbout(this); });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName("mainToolBar");
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_newAction);
    bar->addAction(m_openAction);
    bar->addAction(m_saveAction);
    bar->addSeparator();
    bar->addAction(m_undoAction);
    bar->addAction(m_redoAction);
    bar->addSeparator();
    bar->addAction(m_hintAction);
    bar->addAction(m_flipAction);
    bar->addSeparator();
    bar->addAction(m_drawAction);
    bar->addAction(m_resignAction);
    bar->toggleViewAction()->setText(tr("&Toolbar"));
    view->addAction(bar->toggleViewAction());
    new ToolBarFitter(bar); // icons only when the window is too narrow for the text
    m_files->fillRecentMenu(m_recentMenu);
}

void MainWindow::buildDocks() {
    m_moves = new MovesPanel;
    MoveTreeView& tree = m_moves->view();
    connect(&tree, &MoveTreeView::nodeClicked, m_controller, &GameController::goToNode);
    connect(&tree, &MoveTreeView::promoteRequested, m_controller, &GameController::promoteVariation);
    connect(&tree, &MoveTreeView::deleteRequested, m_controller, &GameController::deleteFrom);
    connect(&tree, &MoveTreeView::nagRequested, m_controller, &GameController::setMoveGlyph);
    connect(&tree, &MoveTreeView::nagToggled, m_controller, &GameController::toggleNag);
    connect(&tree, &MoveTreeView::commentRequested, this, &MainWindow::editComment);
    connect(m_moves, &MovesPanel::firstClicked, this, [this] { m_controller->goToPly(0); });
    connect(m_moves, &MovesPanel::previousClicked, this, [this] { m_controller->stepView(-1); });
    connect(m_moves, &MovesPanel::nextClicked, this, [this] { m_controller->stepView(1); });
    connect(m_moves, &MovesPanel::lastClicked, m_controller, &GameController::goToEnd);
    auto* movesDock = new QDockWidget(tr("Moves"), this);
    movesDock->setObjectName("movesDock");
    movesDock->setWidget(m_moves);
    addDockWidget(Qt::RightDockWidgetArea, movesDock);
    m_viewMenuDocksAnchor->addAction(movesDock->toggleViewAction());
    // The review's progress and summary above the moves it marks; the keys browse them.
    ReviewPanel& review = m_analysisTools->reviewPanel();
    m_moves->addHeader(&review);
    connect(&review, &ReviewPanel::started, this, [this] { m_moves->view().setFocus(); });
    // Queued: a review is cancelled by a change of the game, whose refresh clears the news.
    connect(&review, &ReviewPanel::statusMessage, this, &MainWindow::status, Qt::QueuedConnection);
    m_analysisTools->addDocks(m_viewMenuDocksAnchor);
}

} // namespace grand::ui
