#include "mainwindow.h"

#include "boardarea.h"
#include "boardwidget.h"
#include "evalbar.h"
#include "gameoverbanner.h"
#include "holdingspanel.h"
#include "imageexport.h"
#include "moveentry.h"
#include "movelistmodel.h"
#include "newgamedialog.h"
#include "playerstrip.h"
#include "positioneditor.h"
#include "preferencesdialog.h"
#include "promotiontext.h"
#include "soundcues.h"
#include "soundplayer.h"
#include "toolbarfitter.h"

#include "engine/explain.h"
#include "engine/movegen.h"
#include "engine/version.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace grand::ui {

namespace {

constexpr int MaxRecentFiles = 8;

QString levelName(int level) {
    const PlayingLevel& l = playingLevel(level);
    return QObject::tr("Computer · level %1 (%2)")
        .arg(l.level)
        .arg(QString::fromUtf8(l.name.data(), static_cast<int>(l.name.size())));
}

QString readFileText(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QObject::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return {};
    }
    if (file.size() > 64 * 1024 * 1024) {
        *error = QObject::tr("%1 is too large for a game record (%2 MB).")
                     .arg(QDir::toNativeSeparators(path))
                     .arg(file.size() >> 20);
        return {};
    }
    const QByteArray bytes = file.readAll();
    return QString::fromStdString(
        decodeText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))));
}

} // namespace

MainWindow::MainWindow(const StartOptions& options, QWidget* parent)
        : QMainWindow(parent), m_controller(new GameController(this)) {
    setWindowIcon(QIcon(":/icons/grandchess.svg"));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    buildCentral();
    buildActions();
    buildMenus();
    buildDocks();
    statusBar()->setSizeGripEnabled(true);

    connect(m_controller, &GameController::changed, this, &MainWindow::refresh);
    connect(m_controller, &GameController::moveMade, this, &MainWindow::onMoveMade);
    connect(m_controller, &GameController::statusMessage, this, &MainWindow::status);
    connect(m_controller, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(m_controller, &GameController::thinkingChanged, this, [this] {
        refreshStrips();
        refreshActions();
        refreshStatus();
    });
    connect(m_controller, &GameController::evaluationChanged, this,
            [this] { m_evalBar->setScore(m_controller->whiteScore()); });
    connect(m_controller, &GameController::clocksChanged, this, &MainWindow::refreshStrips);
    connect(m_controller, &GameController::hintReady, this, [this](Move m) { m_board->setHint(m); });
    connect(
        m_controller, &GameController::analysisUpdated, this,
        [this](const SearchInfo& info, const QString& line) {
            m_engineDepth->setText(tr("Depth %1  ·  %2 nodes").arg(info.depth).arg(info.nodes));
            const int mate = mateInMoves(info.score);
            m_engineScore->setText(
                mate ? tr("Mate in %1 for %2").arg(std::abs(mate)).arg(mate > 0 ? tr("White") : tr("Black"))
                     : QStringLiteral("%1%2")
                           .arg(info.score >= 0 ? "+" : "")
                           .arg(info.score / 100.0, 0, 'f', 2));
            m_engineLine->setText(line);
        });
    connect(m_board, &BoardWidget::moveAttempted, this, &MainWindow::onMoveAttempted);
    connect(m_board, &BoardWidget::pendingPromotionCancelled, this, &MainWindow::cancelPromotion);
    connect(m_board, &BoardWidget::selectionChanged, this, [this] {
        if (!isChoosingPromotion())
            clearNews();
    });
    connect(m_holdings, &HoldingsPanel::promotionChosen, this, &MainWindow::finishPromotion);
    connect(m_holdings, &HoldingsPanel::promotionCancelled, this, &MainWindow::cancelPromotion);
    // Sounds and keyboard move entry (issue 15).
    m_sounds = new SoundPlayer(this);
    attachSounds(m_sounds, m_controller);
    m_moveEntry = new MoveEntry(m_board);
    m_moveEntry->setLettersSource([this] { return m_controller->pieceLetters(); });
    connect(m_moveEntry, &MoveEntry::moveEntered, this, [this](Move m) {
        onMoveAttempted(m.from(), m.to());
        if (isChoosingPromotion())
            finishPromotion(m.promotion()); // the typed piece, or PieceType::None: stay a pawn
    });

    restoreSettings();
    startGame(nextGameSetup(m_settings));
    if (!options.openFile.isEmpty())
        openPgnFile(options.openFile);
    else if (options.offerRestore)
        offerRestore();
}

MainWindow::~MainWindow() = default;

// ---- Building ----

void MainWindow::buildCentral() {
    m_board = new BoardWidget;
    m_holdings = new HoldingsPanel;
    m_evalBar = new EvalBar;
    m_topStrip = new PlayerStrip;
    m_bottomStrip = new PlayerStrip;
    connect(m_topStrip, &PlayerStrip::moveNowClicked, m_controller, &GameController::moveNow);
    connect(m_bottomStrip, &PlayerStrip::moveNowClicked, m_controller, &GameController::moveNow);

    m_boardArea = new BoardArea(m_evalBar, m_board, m_holdings, m_topStrip, m_bottomStrip);
    m_boardArea->setContentsMargins(6, 6, 6, 6);
    setCentralWidget(m_boardArea);

    m_banner = new GameOverBanner(m_board);
    connect(m_banner, &GameOverBanner::newGameClicked, this, &MainWindow::newGameDialog);
    connect(m_banner, &GameOverBanner::reviewClicked, this, [this] {
        dismissBanner();
        m_controller->goToPly(m_controller->game().plyCount()); // the final position
        m_moveView->setFocus();
    });
    connect(m_banner, &GameOverBanner::dismissed, this, &MainWindow::dismissBanner);
    connect(m_banner, &GameOverBanner::saveClicked, this, [this] { save(); });
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
    m_openAction =
        make(tr("&Open..."), tr("Open a game record (PGN)"), QKeySequence::Open, [this] { openDialog(); });
    m_saveAction = make(tr("&Save"), tr("Save the game"), QKeySequence::Save, [this] { save(); });
    m_saveAsAction = make(tr("Save &As..."), tr("Save the game under a new name"), {}, [this] { saveAs(); });
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_undoAction = make(tr("&Take Back"), tr("Take back your last move"), QKeySequence::Undo, [this] {
        cancelPromotion();
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
    m_drawAction = make(tr("Offer &Draw"), tr("Offer a draw"), {}, [this] { offerDraw(); });
    m_resignAction = make(tr("&Resign"), tr("Resign the game"), {}, [this] { resign(); });
    m_moveNowAction = make(tr("&Move Now"), tr("Make the computer play at once"), QKeySequence(Qt::Key_Space),
                           [this] { m_controller->moveNow(); });
    m_legalAction =
        make(tr("Show &Legal Moves"), tr("Mark where the selected piece can go"), {}, [this](bool on) {
            m_board->setShowLegalMoves(on);
            m_settings.setValue(Settings::Key::ShowLegalMoves, on);
        });
    m_legalAction->setCheckable(true);
    m_animationAction = make(tr("&Animate Moves"), tr("Slide pieces into place"), {}, [this](bool on) {
        m_board->setAnimationEnabled(on);
        m_settings.setValue(Settings::Key::Animation, on);
    });
    m_animationAction->setCheckable(true);
    m_evalBarAction =
        make(tr("&Evaluation Bar"), tr("Show the engine's evaluation beside the board"), {}, [this](bool on) {
            m_settings.setValue(m_controller->setup().isHotSeat() ? Settings::Key::ShowEvalBarHotSeat
                                                                  : Settings::Key::ShowEvalBar,
                                on);
            refreshEvalBarVisibility();
        });
    m_evalBarAction->setCheckable(true);
    auto* letters = new QActionGroup(this);
    m_fairyAction = make(tr("Letters A (cardinal) and C (marshal)"),
                         tr("As PyChess, XBoard and Fairy-Stockfish write them"), {}, [this] {
                             m_controller->setPieceLetters(PieceLetters::FairyStockfish);
                             m_settings.setValue(Settings::Key::PieceLetters, 0);
                         });
    m_freelingAction =
        make(tr("Letters C (cardinal) and M (marshal)"), tr("As Christian Freeling writes them"), {}, [this] {
            m_controller->setPieceLetters(PieceLetters::Freeling);
            m_settings.setValue(Settings::Key::PieceLetters, 1);
        });
    for (QAction* a : {m_fairyAction, m_freelingAction}) {
        a->setCheckable(true);
        letters->addAction(a);
    }
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
    game->addAction(tr("&Export Position as Image..."), this, [this] {
        ImageExportDialog(m_controller->viewPosition(),
                          currentExportOptions(m_settings, m_board->isFlipped()), m_settings, this)
            .exec();
    });
    game->addSeparator();
    buildPlayerMenus(game);
    game->addSeparator();
    game->addAction(m_drawAction);
    game->addAction(m_resignAction);
    game->addSeparator();
    auto* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    auto* copyPgnAction = edit->addAction(tr("&Copy Game (PGN)"), this, &MainWindow::copyPgn);
    copyPgnAction->setShortcut(QKeySequence::Copy);
    auto* copyFenAction = edit->addAction(tr("Copy &Position (FEN)"), this, &MainWindow::copyFen);
    copyFenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    auto* pasteAction = edit->addAction(tr("&Paste Game or Position"), this, &MainWindow::paste);
    pasteAction->setShortcut(QKeySequence::Paste);
    edit->addAction(tr("Copy Position as &Image"), this, [this] {
        QApplication::clipboard()->setImage(renderPosition(
            m_controller->viewPosition(), currentExportOptions(m_settings, m_board->isFlipped())));
        status(tr("Position copied as an image."));
    });
    edit->addSeparator();
    edit->addAction(tr("Pre&ferences..."), this,
                    [this] {
                        if (PreferencesDialog(m_settings, m_sounds, this).exec() == QDialog::Accepted)
                            applyPreferences();
                    })
        ->setShortcut(QKeySequence::Preferences);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_flipAction);
    view->addAction(m_legalAction);
    view->addAction(m_animationAction);
    view->addAction(m_evalBarAction);
    QMenu* notation = view->addMenu(tr("Piece &Letters"));
    notation->addAction(m_fairyAction);
    notation->addAction(m_freelingAction);
    view->addSeparator();
    auto nav = [&](const QString& text, QKeySequence key, auto slot) {
        auto* a = view->addAction(text, this, slot);
        a->setShortcut(key);
    };
    nav(tr("First Move"), QKeySequence(Qt::Key_Home), [this] { m_controller->goToPly(0); });
    nav(tr("Previous Move"), QKeySequence(Qt::Key_Left), [this] { m_controller->stepView(-1); });
    nav(tr("Next Move"), QKeySequence(Qt::Key_Right), [this] { m_controller->stepView(1); });
    nav(tr("Last Move"), QKeySequence(Qt::Key_End),
        [this] { m_controller->goToPly(m_controller->game().plyCount()); });
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
    help->addAction(tr("&How to Play"), this, &MainWindow::showRules)
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Grand Chess"), this, &MainWindow::showAbout);
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
    rebuildRecentMenu();
}

// Game -> Computer Plays and Game -> Level: who plays the game in progress, changeable at
// any moment (a loaded record or a set-up position can be handed to the computer).
void MainWindow::buildPlayerMenus(QMenu* game) {
    QMenu* players = game->addMenu(tr("&Computer Plays"));
    auto* playerGroup = new QActionGroup(this);
    const std::pair<QString, std::array<PlayerKind, 2>> Choices[] = {
        {tr("&White"), {PlayerKind::Computer, PlayerKind::Human}},
        {tr("&Black"), {PlayerKind::Human, PlayerKind::Computer}},
        {tr("B&oth Sides"), {PlayerKind::Computer, PlayerKind::Computer}},
        {tr("&Neither (two players)"), {PlayerKind::Human, PlayerKind::Human}},
    };
    for (const auto& [text, kinds] : Choices) {
        QAction* a = players->addAction(text);
        a->setCheckable(true);
        playerGroup->addAction(a);
        m_playerActions.push_back(a);
        connect(a, &QAction::triggered, this, [this, kinds = kinds] {
            m_controller->setPlayer(Color::White, kinds[0]);
            m_controller->setPlayer(Color::Black, kinds[1]);
            m_modified = true;
            refresh();
        });
    }
    QMenu* levels = game->addMenu(tr("&Level"));
    auto* levelGroup = new QActionGroup(this);
    for (const PlayingLevel& l : playingLevels()) {
        QAction* a =
            levels->addAction(QStringLiteral("&%1 · %2")
                                  .arg(l.level)
                                  .arg(QString::fromUtf8(l.name.data(), static_cast<int>(l.name.size()))));
        a->setCheckable(true);
        levelGroup->addAction(a);
        m_levelActions.push_back(a);
        connect(a, &QAction::triggered, this, [this, level = l.level] {
            m_controller->setLevel(level);
            m_modified = true;
            refresh();
        });
    }
}

void MainWindow::buildDocks() {
    m_moveModel = new MoveListModel(this);
    m_moveView = new QTableView;
    m_moveView->setModel(m_moveModel);
    m_moveView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moveView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_moveView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_moveView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_moveView->setShowGrid(false);
    m_moveView->setAlternatingRowColors(true);
    connect(m_moveView, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (const int ply = m_moveModel->plyAt(index); ply >= 0)
            m_controller->goToPly(ply);
    });

    auto* navRow = new QHBoxLayout;
    auto navButton = [&](QStyle::StandardPixmap icon, const QString& tip, auto slot) {
        auto* b = new QToolButton;
        b->setIcon(style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, this, slot);
        navRow->addWidget(b);
    };
    navButton(QStyle::SP_MediaSkipBackward, tr("First position (Home)"),
              [this] { m_controller->goToPly(0); });
    navButton(QStyle::SP_MediaSeekBackward, tr("Previous move (Left)"),
              [this] { m_controller->stepView(-1); });
    navButton(QStyle::SP_MediaSeekForward, tr("Next move (Right)"), [this] { m_controller->stepView(1); });
    navButton(QStyle::SP_MediaSkipForward, tr("Last move (End)"),
              [this] { m_controller->goToPly(m_controller->game().plyCount()); });

    auto* movesPanel = new QWidget;
    auto* movesLayout = new QVBoxLayout(movesPanel);
    movesLayout->setContentsMargins(2, 2, 2, 2);
    movesLayout->addWidget(m_moveView, 1);
    movesLayout->addLayout(navRow);
    auto* movesDock = new QDockWidget(tr("Moves"), this);
    movesDock->setObjectName("movesDock");
    movesDock->setWidget(movesPanel);
    addDockWidget(Qt::RightDockWidgetArea, movesDock);

    auto* enginePanel = new QWidget;
    auto* engineLayout = new QVBoxLayout(enginePanel);
    m_engineScore = new QLabel(tr("Analysis is off"));
    QFont big = m_engineScore->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_engineScore->setFont(big);
    m_engineDepth = new QLabel;
    m_engineLine = new QLabel;
    m_engineLine->setWordWrap(true);
    m_engineLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    engineLayout->addWidget(m_engineScore);
    engineLayout->addWidget(m_engineDepth);
    engineLayout->addWidget(m_engineLine, 1);
    m_engineDock = new QDockWidget(tr("Analysis"), this);
    m_engineDock->setObjectName("engineDock");
    m_engineDock->setWidget(enginePanel);
    addDockWidget(Qt::RightDockWidgetArea, m_engineDock);
    connect(m_engineDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_controller->setAnalysisEnabled(visible);
        m_analysedKey = 0;
        if (visible)
            refreshAnalysisPanel();
        else
            m_engineScore->setText(tr("Analysis is off"));
    });
    m_engineDock->hide();

    m_viewMenuDocksAnchor->addAction(movesDock->toggleViewAction());
    m_viewMenuDocksAnchor->addAction(m_engineDock->toggleViewAction());
    m_engineDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
}

void MainWindow::restoreSettings() {
    resize(1280, 800);
    restoreGeometry(m_settings.value(Settings::Key::Geometry).toByteArray());
    restoreState(m_settings.value(Settings::Key::WindowState).toByteArray());
    m_legalAction->setChecked(m_settings.flag(Settings::Key::ShowLegalMoves));
    m_board->setShowLegalMoves(m_legalAction->isChecked());
    m_animationAction->setChecked(m_settings.flag(Settings::Key::Animation));
    m_board->setAnimationEnabled(m_animationAction->isChecked());
    const bool freeling = m_settings.number(Settings::Key::PieceLetters) == 1;
    (freeling ? m_freelingAction : m_fairyAction)->setChecked(true);
    m_controller->setPieceLetters(freeling ? PieceLetters::Freeling : PieceLetters::FairyStockfish);
    m_flipped = m_settings.flag(Settings::Key::Flipped);
    applyPreferences();
}

void MainWindow::applyPreferences() {
    PreferencesDialog::applyAppearance(m_settings, *m_board);
    PreferencesDialog::applySound(m_settings, *m_sounds);
    m_holdings->update();
}

// ---- Showing the game ----

void MainWindow::refresh() {
    const GameController& c = *m_controller;
    bool flipped = m_flipped;
    if (c.setup().turnBoard && c.setup().players[0] == PlayerKind::Human
        && c.setup().players[1] == PlayerKind::Human)
        flipped = c.viewPosition().sideToMove() == Color::Black;
    m_board->setFlipped(flipped);
    m_evalBar->setFlipped(flipped);
    m_holdings->setTopColor(flipped ? Color::White : Color::Black);
    if (m_board->position().fen() != c.viewPosition().fen()
        || m_board->position().key() != c.viewPosition().key())
        m_board->setPosition(c.viewPosition(), c.lastMoveShown(), false);
    m_board->setInteractive(c.isHumanTurn() && !c.isBrowsing() && !isChoosingPromotion());
    m_holdings->setPosition(c.viewPosition());
    const Position& start = c.game().startPosition();
    m_moveModel->setMoves(c.sanMoves(), start.fullmoveNumber(), start.sideToMove() == Color::Black,
                          c.viewPly());
    if (const QModelIndex current = m_moveModel->indexOfPly(c.viewPly()); current.isValid())
        m_moveView->scrollTo(current);
    else
        m_moveView->scrollToTop();
    // The banner speaks of the final position: never over the board while browsing.
    m_banner->setVisible(c.isOver() && !c.isBrowsing() && !m_bannerDismissed);
    if (m_banner->isVisible())
        placeBanner();
    refreshEvalBarVisibility();
    refreshAnalysisPanel();
    refreshStrips();
    refreshActions();
    refreshTitle();
    clearNews();
}

// The status bar's standing text describes the state shown; news of an event (an illegal
// attempt, a hint, a save) replaces it until the state or the selection changes.
void MainWindow::refreshStatus() {
    if (!m_news.isEmpty()) {
        statusBar()->showMessage(m_news);
        return;
    }
    const GameController& c = *m_controller;
    const Position& shown = c.viewPosition();
    QString text;
    if (c.isBrowsing()) {
        text = tr("Looking at move %1 of %2: %3 to move here. End returns to the game.")
                   .arg((c.viewPly() + 1) / 2)
                   .arg((c.game().plyCount() + 1) / 2)
                   .arg(colorName(shown.sideToMove()));
    } else if (c.isOver()) {
        text = tr("%1 (%2)").arg(c.reasonText(), c.resultText());
    } else if (c.isThinking()) {
        text = tr("%1 (the computer) is thinking...").arg(colorName(shown.sideToMove()));
    } else {
        text = tr("%1 to move.").arg(colorName(shown.sideToMove()));
        if (shown.inCheck())
            text += tr(" Check!");
    }
    statusBar()->showMessage(text);
}

void MainWindow::clearNews() {
    m_news.clear();
    refreshStatus();
}

// The evaluation bar is for games against the computer; in hot-seat it shows only when
// asked for (View -> Evaluation Bar, remembered separately for hot-seat games).
void MainWindow::refreshEvalBarVisibility() {
    const bool hotSeat = m_controller->setup().isHotSeat();
    const bool on = m_settings.flag(hotSeat ? Settings::Key::ShowEvalBarHotSeat : Settings::Key::ShowEvalBar);
    m_evalBarAction->setChecked(on);
    if (m_evalBar->isVisible() != on) {
        m_evalBar->setVisible(on);
        m_boardArea->relayout();
    }
}

// When the position shown changes, the analysis panel says what it is doing until the
// engine's first line arrives (or why there is nothing to analyse).
void MainWindow::refreshAnalysisPanel() {
    const Position& pos = m_controller->viewPosition();
    if (!m_engineDock->isVisible() || pos.key() == m_analysedKey)
        return;
    m_analysedKey = pos.key();
    m_engineDepth->clear();
    m_engineLine->clear();
    if (legalMoves(pos).empty())
        m_engineScore->setText(pos.inCheck() ? tr("Checkmate") : tr("Stalemate"));
    else
        m_engineScore->setText(tr("Analysing..."));
}

void MainWindow::refreshStrips() {
    const GameController& c = *m_controller;
    const Color top = m_board->isFlipped() ? Color::White : Color::Black;
    const Color toMove = c.game().position().sideToMove();
    for (auto [strip, side] : {std::pair{m_topStrip, top}, std::pair{m_bottomStrip, ~top}}) {
        const QString who = c.player(side) == PlayerKind::Computer ? levelName(c.setup().level) : tr("Human");
        strip->setPlayer(colorName(side), who);
        strip->setClock(c.hasClock() ? c.remainingMs(side) : -1,
                        c.isClockRunning() && !c.isBrowsing() && side == toMove);
        strip->setThinking(c.isThinking() && side == toMove);
        strip->setToMove(!c.isOver() && side == toMove);
    }
}

void MainWindow::refreshActions() {
    const GameController& c = *m_controller;
    const QString undoBlocked = c.undoBlockedReason();
    m_undoAction->setEnabled(undoBlocked.isEmpty());
    m_undoAction->setToolTip(undoBlocked.isEmpty() ? tr("Take back your last move") : undoBlocked);
    m_redoAction->setEnabled(c.canRedo());
    m_hintAction->setEnabled(c.isHumanTurn() && !c.isBrowsing());
    const std::optional<Color> resigner = c.resigningSide();
    m_drawAction->setEnabled(resigner && c.game().plyCount() > 0);
    m_resignAction->setEnabled(resigner && c.game().plyCount() > 0);
    m_resignAction->setText(resigner ? tr("&Resign for %1").arg(colorName(*resigner)) : tr("&Resign"));
    m_moveNowAction->setEnabled(c.isThinking());
    const std::array<PlayerKind, 2>& players = c.setup().players;
    const int chosen = players[0] == PlayerKind::Computer ? (players[1] == PlayerKind::Computer ? 2 : 0)
                                                          : (players[1] == PlayerKind::Computer ? 1 : 3);
    m_playerActions[static_cast<std::size_t>(chosen)]->setChecked(true);
    m_levelActions[static_cast<std::size_t>(c.setup().level - 1)]->setChecked(true);
}

void MainWindow::refreshTitle() {
    const QString name = m_filePath.isEmpty() ? tr("Untitled game") : QFileInfo(m_filePath).fileName();
    setWindowTitle(name + QStringLiteral("[*] — Grand Chess")); // Qt shows the [*] as * when modified
    setWindowModified(m_modified);
}

void MainWindow::placeBanner() {
    if (!m_banner->isVisible())
        return;
    m_banner->adjustSize();
    m_banner->move((m_board->width() - m_banner->width()) / 2, (m_board->height() - m_banner->height()) / 2);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_board && event->type() == QEvent::Resize) {
        const int square = std::min(m_board->width(), m_board->height()) / 10;
        m_holdings->setSlotSize(std::max(22, square * 4 / 5));
        placeBanner();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::status(const QString& text) {
    m_news = text;
    refreshStatus();
}

void MainWindow::dismissBanner() {
    m_bannerDismissed = true;
    m_banner->hide();
}

// Hot-seat: the other player is asked; against the computer, the computer decides.
void MainWindow::offerDraw() {
    const GameController& c = *m_controller;
    if (c.isOver())
        return;
    if (!c.setup().isHotSeat()) {
        m_controller->offerDraw();
        return;
    }
    const Color offering = c.game().position().sideToMove();
    QMessageBox box(
        QMessageBox::Question, tr("Draw Offer"),
        tr("%1 offers a draw.\n\n%2, do you accept?").arg(colorName(offering), colorName(~offering)),
        QMessageBox::NoButton, this);
    QPushButton* accept = box.addButton(tr("Accept the Draw"), QMessageBox::AcceptRole);
    QPushButton* decline = box.addButton(tr("Decline"), QMessageBox::RejectRole);
    box.setDefaultButton(decline);
    box.exec();
    if (box.clickedButton() == accept)
        m_controller->agreeDraw();
    else
        status(tr("%1 declines the draw offer.").arg(colorName(~offering)));
}

void MainWindow::resign() {
    const std::optional<Color> side = m_controller->resigningSide();
    if (!side)
        return;
    QMessageBox box(QMessageBox::Question, tr("Resign"),
                    tr("Resign for %1? %1 loses the game.").arg(colorName(*side)), QMessageBox::NoButton,
                    this);
    QPushButton* yes = box.addButton(tr("Resign for %1").arg(colorName(*side)), QMessageBox::AcceptRole);
    box.addButton(tr("Play On"), QMessageBox::RejectRole);
    box.exec();
    if (box.clickedButton() == yes)
        m_controller->resign();
}

void MainWindow::setFlipped(bool flipped) {
    m_flipped = flipped;
    m_settings.setValue(Settings::Key::Flipped, flipped);
    refresh();
}

// ---- Moves and the promotion moment ----

void MainWindow::onMoveAttempted(Square from, Square to) {
    const GameController& c = *m_controller;
    const Position& pos = c.viewPosition();
    if (c.isOver()) {
        status(tr("The game is over: %1. Start a new game to play again.").arg(c.reasonText()));
        return;
    }
    if (c.isBrowsing()) {
        status(tr("You are looking at an earlier position: go to the last move to play."));
        return;
    }
    if (!c.isHumanTurn()) {
        status(tr("Wait for the computer's move."));
        return;
    }
    if (from == to) {
        // A click on a piece that cannot move now.
        const Piece p = pos.pieceOn(from);
        if (p != Piece::Empty && colorOf(p) != pos.sideToMove())
            status(tr("It is %1's move.").arg(colorName(pos.sideToMove())));
        else if (const std::string hint = pawnPromotionHint(pos, from); !hint.empty())
            status(QString::fromStdString(hint));
        return;
    }
    std::vector<Move> candidates;
    for (Move m : legalMovesFrom(pos, from))
        if (m.to() == to)
            candidates.push_back(m);
    if (candidates.empty()) {
        m_sounds->play(Sound::Illegal);
        status(QString::fromStdString(explainIllegalMove(pos, from, to)));
        return;
    }
    if (candidates.size() == 1) {
        m_controller->playHumanMove(candidates.front());
        return;
    }
    // Several moves to one square: the promotion choices (and perhaps staying a pawn).
    m_promotionFrom = from;
    m_promotionTo = to;
    m_promotionMoves = candidates;
    std::vector<PieceType> choices;
    bool canStay = false;
    for (Move m : candidates) {
        if (m.isPromotion())
            choices.push_back(m.promotion());
        else
            canStay = true;
    }
    m_board->setPendingPromotion(from, to);
    m_board->setInteractive(false);
    m_holdings->startPromotion(pos.sideToMove(), choices, canStay);
    status(promotionPrompt(choices, canStay, m_controller->pieceLetters()));
}

void MainWindow::finishPromotion(PieceType type) {
    if (!isChoosingPromotion())
        return;
    const auto chosen = std::find_if(m_promotionMoves.begin(), m_promotionMoves.end(),
                                     [type](Move m) { return m.promotion() == type; });
    if (chosen == m_promotionMoves.end()) {
        // Not on offer: say why and keep choosing.
        const Position& pos = m_controller->viewPosition();
        status(unavailablePromotionText(pos, pos.sideToMove(), type, m_promotionTo));
        return;
    }
    const Move move = *chosen;
    m_promotionFrom = m_promotionTo = NoSquare;
    m_promotionMoves.clear();
    m_holdings->endPromotion();
    m_board->clearPendingPromotion();
    m_controller->playHumanMove(move);
    refresh();
}

void MainWindow::cancelPromotion() {
    if (!isChoosingPromotion())
        return;
    m_promotionFrom = m_promotionTo = NoSquare;
    m_promotionMoves.clear();
    m_holdings->endPromotion();
    m_board->clearPendingPromotion();
    status(tr("Promotion cancelled: the pawn is back, no move made."));
    refresh();
}

void MainWindow::keyPressEvent(QKeyEvent* event) {
    if (isChoosingPromotion()) {
        // Q, R, B, N; M is always the marshal and A the cardinal; C follows the letter set;
        // P stays a pawn.
        const bool freeling = m_controller->pieceLetters() == PieceLetters::Freeling;
        static const std::pair<int, PieceType> Keys[] = {
            {Qt::Key_Q, PieceType::Queen}, {Qt::Key_M, PieceType::Marshal}, {Qt::Key_A, PieceType::Cardinal},
            {Qt::Key_R, PieceType::Rook},  {Qt::Key_B, PieceType::Bishop},  {Qt::Key_N, PieceType::Knight},
            {Qt::Key_P, PieceType::None},
        };
        if (event->key() == Qt::Key_Escape) {
            cancelPromotion();
            return;
        }
        if (event->key() == Qt::Key_C) {
            finishPromotion(freeling ? PieceType::Cardinal : PieceType::Marshal);
            return;
        }
        for (const auto& [key, type] : Keys)
            if (event->key() == key) {
                finishPromotion(type);
                return;
            }
    }
    if (event->key() == Qt::Key_Escape) {
        m_board->clearHint();
        if (m_banner->isVisible())
            dismissBanner();
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::onMoveMade(Move move, bool byComputer) {
    // A user browsing an earlier position stays there: nothing slides on the board then.
    if (!m_controller->isBrowsing())
        m_board->setPosition(m_controller->viewPosition(), move, true);
    m_board->clearHint();
    m_modified = true;
    refresh();
    if (byComputer && m_controller->isHumanTurn())
        QApplication::alert(this); // the computer has answered: tell a user who looked away
    autosave();
}

void MainWindow::onGameOver(const QString& result, const QString& reason) {
    m_bannerDismissed = false;
    m_banner->showResult(result, reason);
    refresh();
    autosave();
}

// ---- Games and files ----

void MainWindow::startGame(const GameSetup& setup) {
    cancelPromotion();
    m_filePath.clear();
    m_modified = false;
    m_bannerDismissed = false;
    m_board->clearHint();
    faceThePlayer(setup);
    m_controller->newGame(setup);
    m_board->setPosition(m_controller->viewPosition(), Move(), false);
    refresh();
}

// Against the computer the board shows the person's side at the bottom.
void MainWindow::faceThePlayer(const GameSetup& setup) {
    if (setup.players[0] == PlayerKind::Computer && setup.players[1] == PlayerKind::Human)
        m_flipped = true;
    else if (setup.players[0] == PlayerKind::Human && setup.players[1] == PlayerKind::Computer)
        m_flipped = false;
}

void MainWindow::newGameDialog() {
    if (!confirmDiscard())
        return;
    NewGameDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveChoices(); // the preferences are the next game's settings
    GameSetup setup = nextGameSetup(m_settings);
    setup.start = dialog.startPosition();
    startGame(setup);
}

void MainWindow::setupPositionDialog() {
    PositionEditor editor(m_controller->viewPosition(), this);
    if (editor.exec() == QDialog::Accepted)
        startFromFen(editor.fen(), tr("Set Up Position"));
}

// A new game from a FEN with the current players; a bad FEN is explained, nothing changes.
void MainWindow::startFromFen(const QString& fen, const QString& title) {
    auto pos = Position::fromFen(fen.toStdString());
    if (!pos) {
        QMessageBox::warning(this, title, QString::fromStdString(pos.error().toString()));
        return;
    }
    if (!confirmDiscard())
        return;
    GameSetup setup = nextGameSetup(m_settings); // a fresh clock, the next game's players
    setup.start = *pos;
    startGame(setup);
}

bool MainWindow::confirmDiscard() {
    const GameController& c = *m_controller;
    if (!m_modified || c.game().plyCount() == 0)
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Game"), tr("Save the current game first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::openDialog() {
    if (!confirmDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Game"),
                                                      m_settings.value(Settings::Key::LastFolder).toString(),
                                                      tr("Game records (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        openPgnFile(path);
}

bool MainWindow::openPgnFile(const QString& path, int gameIndex) {
    QString error;
    const QString text = readFileText(path, &error);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Open Game"), error);
        return false;
    }
    if (!loadPgnText(text, QFileInfo(path).fileName(), gameIndex))
        return false;
    adoptFile(path);
    return true;
}

// The game on the board now is the one in `path`: title, recent files, last folder.
void MainWindow::adoptFile(const QString& path) {
    m_filePath = path;
    m_modified = false;
    m_settings.setValue(Settings::Key::LastFolder, QFileInfo(path).absolutePath());
    addRecentFile(path);
    refreshTitle();
}

// Reads PGN text; with several games, lets the user pick one. The current game is left
// untouched unless a game loads.
bool MainWindow::loadPgnText(const QString& text, const QString& source, int gameIndex) {
    const std::vector<PgnEntry> entries = readPgn(text.toStdString());
    std::vector<const PgnEntry*> good;
    QStringList problems;
    for (const PgnEntry& e : entries) {
        if (e.game)
            good.push_back(&e);
        else
            problems << tr("Game %1, line %2, column %3: %4")
                            .arg(e.number)
                            .arg(e.error->line)
                            .arg(e.error->column)
                            .arg(QString::fromStdString(e.error->message));
    }
    if (good.empty()) {
        // A corrupt file can hold thousands of "games": name the first few problems.
        constexpr int Shown = 8;
        const qsizetype more = problems.size() - Shown;
        if (more > 0) {
            problems = problems.mid(0, Shown);
            problems << tr("... and %n more.", nullptr, static_cast<int>(more));
        }
        QMessageBox::warning(this, tr("Open Game"),
                             entries.empty()
                                 ? tr("%1 contains no game.").arg(source)
                                 : tr("No game in %1 could be read.\n\n%2").arg(source, problems.join("\n")));
        return false;
    }
    const PgnEntry* chosen = good.front();
    if (gameIndex >= 0) {
        if (gameIndex >= static_cast<int>(good.size()))
            return false;
        chosen = good[static_cast<std::size_t>(gameIndex)];
    } else if (good.size() > 1) {
        QDialog picker(this);
        picker.setWindowTitle(tr("Choose a Game — %1").arg(source));
        auto* list = new QListWidget;
        for (const PgnEntry* e : good) {
            const PgnGame& g = *e->game;
            list->addItem(tr("%1. %2 – %3   %4   %5 moves   %6")
                              .arg(e->number)
                              .arg(QString::fromStdString(g.tag("White")),
                                   QString::fromStdString(g.tag("Black")), QString::fromStdString(g.result))
                              .arg((g.game.plyCount() + 1) / 2)
                              .arg(QString::fromStdString(g.tag("Event"))));
        }
        list->setCurrentRow(0);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
        connect(buttons, &QDialogButtonBox::accepted, &picker, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, &picker, &QDialog::reject);
        connect(list, &QListWidget::itemDoubleClicked, &picker, &QDialog::accept);
        auto* layout = new QVBoxLayout(&picker);
        layout->addWidget(new QLabel(tr("%1 holds %2 games:").arg(source).arg(good.size())));
        layout->addWidget(list);
        layout->addWidget(buttons);
        picker.resize(560, 420);
        if (picker.exec() != QDialog::Accepted)
            return false;
        chosen = good[static_cast<std::size_t>(std::max(0, list->currentRow()))];
    }
    cancelPromotion();
    takeOver(*chosen->game, false);
    if (!problems.isEmpty())
        status(tr("%1 game(s) of %2 could not be read; first problem: %3")
                   .arg(problems.size())
                   .arg(source, problems.front()));
    else
        status(tr("Loaded %1: %2 moves.").arg(source).arg((m_controller->game().plyCount() + 1) / 2));
    return true;
}

bool MainWindow::save() {
    if (m_filePath.isEmpty())
        return saveAs();
    return savePgnFile(m_filePath);
}

bool MainWindow::saveAs() {
    QString dir = m_settings.value(Settings::Key::LastFolder).toString();
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = dir + "/grand-" + QDate::currentDate().toString("yyyy-MM-dd") + ".pgn";
    QString path = QFileDialog::getSaveFileName(this, tr("Save Game"), suggested, tr("Game records (*.pgn)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += ".pgn";
    return savePgnFile(path);
}

// Puts a game read from a record (a file, the clipboard, the autosave) on the board. A
// game that is not over and was played against the computer continues against it when
// the user agrees (or at once for the autosave, whose question was asked already).
void MainWindow::takeOver(const PgnGame& record, bool continueAsPlayed) {
    GameSetup setup = recordedSetup(record, nextGameSetup(m_settings));
    const bool unfinished = record.result == "*" && !record.game.status().isOver();
    if (unfinished && setup.hasComputer() && !continueAsPlayed) {
        const QString who =
            setup.players[0] == PlayerKind::Computer && setup.players[1] == PlayerKind::Computer
                ? tr("the computer against itself")
                : tr("against the computer (it plays %1)")
                      .arg(colorName(setup.players[0] == PlayerKind::Computer ? Color::White : Color::Black));
        QMessageBox box(QMessageBox::Question, tr("Continue the Game?"),
                        tr("This unfinished game was played %1 at level %2.\n\nContinue it that way?")
                            .arg(who)
                            .arg(setup.level),
                        QMessageBox::NoButton, this);
        QPushButton* yes = box.addButton(tr("Continue against the Computer"), QMessageBox::AcceptRole);
        box.addButton(tr("Just Look (two players)"), QMessageBox::RejectRole);
        box.setDefaultButton(yes);
        box.exec();
        continueAsPlayed = box.clickedButton() == yes;
    }
    if (!unfinished || !continueAsPlayed)
        setup.players = {PlayerKind::Human, PlayerKind::Human};
    m_bannerDismissed = false;
    m_board->clearHint();
    faceThePlayer(setup);
    m_controller->loadGame(record, setup);
    m_board->setPosition(m_controller->viewPosition(), m_controller->lastMoveShown(), false);
    refresh();
}

bool MainWindow::savePgnFile(const QString& path) {
    PgnGame record = m_controller->record();
    const GameController& c = *m_controller;
    auto name = [&](Color side) {
        return c.player(side) == PlayerKind::Computer ? levelName(c.setup().level).toStdString()
                                                      : std::string("Human");
    };
    if (record.tag("Event").empty())
        record.setTag("Event", "Casual game");
    if (record.tag("Site").empty())
        record.setTag("Site", "Grand Chess desktop");
    if (record.tag("Date").empty())
        record.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    if (record.tag("White").empty())
        record.setTag("White", name(Color::White));
    if (record.tag("Black").empty())
        record.setTag("Black", name(Color::Black));
    PgnWriteOptions options;
    options.letters = c.pieceLetters();
    const QByteArray bytes = QByteArray::fromStdString(writePgn(record, options));
    // Atomic: the old file stays whole until the new one is complete.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        QMessageBox::warning(
            this, tr("Save Game"),
            tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    adoptFile(path);
    status(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

void MainWindow::addRecentFile(const QString& path) {
    QStringList recent = m_settings.value(Settings::Key::RecentFiles).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MaxRecentFiles)
        recent.removeLast();
    m_settings.setValue(Settings::Key::RecentFiles, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = m_settings.value(Settings::Key::RecentFiles).toStringList();
    for (const QString& path : recent)
        m_recentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (confirmDiscard())
                                openPgnFile(path);
                        })
            ->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::copyPgn() {
    PgnWriteOptions options;
    options.letters = m_controller->pieceLetters();
    QApplication::clipboard()->setText(QString::fromStdString(writePgn(m_controller->record(), options)));
    status(tr("Game copied as PGN."));
}

void MainWindow::copyFen() {
    QApplication::clipboard()->setText(QString::fromStdString(m_controller->viewPosition().fen()));
    status(tr("Position copied as FEN."));
}

void MainWindow::paste() {
    const QString text = QApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        status(tr("The clipboard holds no text."));
        return;
    }
    // A FEN is one line of six fields or fewer; anything else is read as PGN.
    if (!text.contains('\n') && text.count('/') == 9) {
        startFromFen(text, tr("Paste Position"));
        return;
    }
    if (!confirmDiscard())
        return;
    if (loadPgnText(text, tr("the clipboard"), -1)) {
        m_filePath.clear();
        m_modified = true;
        refreshTitle();
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return;
    event->acceptProposedAction();
    if (confirmDiscard())
        openPgnFile(urls.front().toLocalFile());
}

QString MainWindow::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.pgn";
}

// Writes the game in progress after every move (atomically), with who plays whom, so that
// a crash or a quit loses nothing.
void MainWindow::autosave() {
    if (!m_settings.flag(Settings::Key::AutosaveEnabled))
        return;
    PgnGame record = m_controller->record();
    writeSetupTags(record, m_controller->setup()); // who plays, even in a record from a file
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QSaveFile file(autosavePath());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::fromStdString(writePgn(record)));
        file.commit();
    }
}

void MainWindow::offerRestore() {
    QFile file(autosavePath());
    if (!file.open(QIODevice::ReadOnly))
        return;
    const std::vector<PgnEntry> entries = readPgn(decodeText(file.readAll().toStdString()));
    if (entries.empty() || !entries.front().game)
        return;
    const PgnGame& g = *entries.front().game;
    if (g.result != "*" || g.game.plyCount() == 0)
        return;
    if (QMessageBox::question(this, tr("Unfinished Game"),
                              tr("Continue the unfinished game (%1 moves) from your last session?")
                                  .arg((g.game.plyCount() + 1) / 2))
        != QMessageBox::Yes)
        return;
    takeOver(g, true);
    m_modified = true;
    refreshTitle();
}

void MainWindow::showAnalysis(bool on) { m_engineDock->setVisible(on); }

// ---- Help ----

void MainWindow::showRules() {
    QDialog dialog(this);
    dialog.setWindowTitle(tr("How to Play Grand Chess"));
    auto* text = new QTextBrowser;
    text->setOpenExternalLinks(true);
    QFile rules(":/help/rules.html");
    rules.open(QIODevice::ReadOnly);
    text->setHtml(QString::fromUtf8(rules.readAll()));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(640, 720);
    dialog.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Grand Chess"),
        tr("<h3>Grand Chess %1</h3>"
           "<p>Grand Chess was invented by <b>Christian Freeling</b> in 1984: a 10&times;10 board, "
           "a marshal and a cardinal beside the usual pieces, and pawns that promote only to "
           "pieces their side has lost.</p>"
           "<p>This program, its engine and its piece artwork were written for this project.</p>")
            .arg(QString::fromUtf8(Version.data(), static_cast<int>(Version.size()))));
}

// ---- Closing ----

void MainWindow::closeEvent(QCloseEvent* event) {
    // The game in progress is autosaved and offered back next time: no question here.
    m_settings.setValue(Settings::Key::Geometry, saveGeometry());
    m_settings.setValue(Settings::Key::WindowState, saveState());
    event->accept();
}

} // namespace grand::ui
