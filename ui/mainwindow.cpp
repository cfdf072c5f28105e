#include "mainwindow.h"

#include "boardarea.h"
#include "boardwidget.h"
#include "evalbar.h"
#include "gameoverbanner.h"
#include "holdingspanel.h"
#include "movelistmodel.h"
#include "newgamedialog.h"
#include "playerstrip.h"

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
#include <QInputDialog>
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
    });
    connect(m_controller, &GameController::clocksChanged, this, &MainWindow::refreshStrips);
    connect(m_controller, &GameController::hintReady, this, [this](Move m, int score) {
        m_board->setHint(m);
        m_evalBar->setScore(score);
    });
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
            m_evalBar->setScore(info.score);
        });
    connect(m_board, &BoardWidget::moveAttempted, this, &MainWindow::onMoveAttempted);
    connect(m_board, &BoardWidget::pendingPromotionCancelled, this, &MainWindow::cancelPromotion);
    connect(m_holdings, &HoldingsPanel::promotionChosen, this, &MainWindow::finishPromotion);
    connect(m_holdings, &HoldingsPanel::promotionCancelled, this, &MainWindow::cancelPromotion);

    restoreSettings();
    startGame(GameSetup{});
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
        m_banner->hide();
        m_controller->goToPly(0);
        m_moveView->setFocus();
    });
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
    m_saveAsAction = make(tr("Save &As..."), tr("Save the game under a new name"), QKeySequence::SaveAs,
                          [this] { saveAs(); });
    m_undoAction = make(tr("&Take Back"), tr("Take back your last move"), QKeySequence::Undo, [this] {
        cancelPromotion();
        m_controller->undo();
    });
    m_redoAction = make(tr("&Redo"), tr("Replay the move taken back"), QKeySequence::Redo,
                        [this] { m_controller->redo(); });
    m_hintAction = make(tr("&Hint"), tr("Show a good move (H)"), QKeySequence(Qt::Key_H),
                        [this] { m_controller->requestHint(); });
    m_flipAction = make(tr("&Flip Board"), tr("Turn the board around (F)"), QKeySequence(Qt::Key_F),
                        [this] { setFlipped(!m_flipped); });
    m_drawAction = make(tr("Offer &Draw"), tr("Offer a draw"), {}, [this] { m_controller->offerDraw(); });
    m_resignAction = make(tr("&Resign"), tr("Resign the game"), {}, [this] {
        if (QMessageBox::question(this, tr("Resign"), tr("Resign this game?")) == QMessageBox::Yes)
            m_controller->resign();
    });
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
            m_evalBar->setVisible(on);
            m_boardArea->relayout();
            m_settings.setValue(Settings::Key::ShowEvalBar, on);
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
    rebuildRecentMenu();
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
    m_evalBarAction->setChecked(m_settings.flag(Settings::Key::ShowEvalBar));
    m_evalBar->setVisible(m_evalBarAction->isChecked());
    const bool freeling = m_settings.number(Settings::Key::PieceLetters) == 1;
    (freeling ? m_freelingAction : m_fairyAction)->setChecked(true);
    m_controller->setPieceLetters(freeling ? PieceLetters::Freeling : PieceLetters::FairyStockfish);
    m_flipped = m_settings.flag(Settings::Key::Flipped);
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
    if (!c.isOver())
        m_banner->hide();
    refreshAnalysisPanel();
    refreshStrips();
    refreshActions();
    refreshTitle();
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
                        c.hasClock() && !c.isOver() && side == toMove);
        strip->setThinking(c.isThinking() && side == toMove);
        strip->setToMove(!c.isOver() && side == toMove);
    }
}

void MainWindow::refreshActions() {
    const GameController& c = *m_controller;
    m_undoAction->setEnabled(c.canUndo());
    m_redoAction->setEnabled(c.canRedo());
    m_hintAction->setEnabled(c.isHumanTurn() && !c.isBrowsing());
    m_drawAction->setEnabled(!c.isOver() && c.game().plyCount() > 0);
    m_resignAction->setEnabled(!c.isOver() && c.game().plyCount() > 0);
    m_moveNowAction->setEnabled(c.isThinking());
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

void MainWindow::status(const QString& text) { statusBar()->showMessage(text); }

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
    const bool freeling = m_controller->pieceLetters() == PieceLetters::Freeling;
    status(canStay ? tr("Promote: click a lit piece beside the board (Q, %1, %2, R, B, N) or \"Stay a pawn\" "
                        "(P); Esc cancels.")
                         .arg(freeling ? "M" : "C", freeling ? "C" : "A")
                   : tr("The pawn must promote: click a lit piece beside the board (Q, %1, %2, R, B, N); Esc "
                        "cancels.")
                         .arg(freeling ? "M" : "C", freeling ? "C" : "A"));
}

void MainWindow::finishPromotion(PieceType type) {
    if (!isChoosingPromotion())
        return;
    const auto chosen = std::find_if(m_promotionMoves.begin(), m_promotionMoves.end(),
                                     [type](Move m) { return m.promotion() == type; });
    if (chosen == m_promotionMoves.end())
        return; // not on offer: keep choosing
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
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::onMoveMade(Move move, bool byComputer) {
    m_board->setPosition(m_controller->viewPosition(), move, true);
    m_board->clearHint();
    m_modified = true;
    refresh();
    if (byComputer && m_controller->isHumanTurn())
        QApplication::alert(this); // the computer has answered: tell a user who looked away
    autosave();
}

void MainWindow::onGameOver(const QString& result, const QString& reason) {
    refresh();
    m_banner->showResult(result, reason);
    placeBanner();
    autosave();
}

// ---- Games and files ----

void MainWindow::startGame(const GameSetup& setup) {
    cancelPromotion();
    m_filePath.clear();
    m_modified = false;
    m_banner->hide();
    m_board->clearHint();
    m_evalBar->setScore(std::nullopt);
    if (setup.players[0] == PlayerKind::Computer && setup.players[1] == PlayerKind::Human)
        m_flipped = true;
    else if (setup.players[0] == PlayerKind::Human && setup.players[1] == PlayerKind::Computer)
        m_flipped = false;
    m_controller->newGame(setup);
    m_board->setPosition(m_controller->viewPosition(), Move(), false);
    refresh();
}

void MainWindow::newGameDialog() {
    if (!confirmDiscard())
        return;
    NewGameDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveChoices();
    startGame(dialog.setup());
}

void MainWindow::setupPositionDialog() {
    bool ok = false;
    const QString fen = QInputDialog::getText(
        this, tr("Set Up Position"), tr("Position in FEN (Fairy-Stockfish letters: A cardinal, C marshal):"),
        QLineEdit::Normal, QString::fromStdString(m_controller->viewPosition().fen()), &ok);
    if (ok && !fen.trimmed().isEmpty())
        startFromFen(fen.trimmed(), tr("Set Up Position"));
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
    GameSetup setup = m_controller->setup();
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
        if (e.complete())
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
            const GameRecord& g = *e->game;
            list->addItem(tr("%1. %2 – %3   %4   %5 moves   %6")
                              .arg(e->number)
                              .arg(QString::fromStdString(g.tag("White")),
                                   QString::fromStdString(g.tag("Black")), QString::fromStdString(g.result()))
                              .arg((g.mainGame().plyCount() + 1) / 2)
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
    m_banner->hide();
    m_controller->loadGame(*chosen->game);
    m_board->setPosition(m_controller->viewPosition(), m_controller->lastMoveShown(), false);
    refresh();
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

bool MainWindow::savePgnFile(const QString& path) {
    GameRecord record = m_controller->record();
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
    if (!c.reasonText().isEmpty())
        record.setTag("Termination", c.reasonText().toStdString());
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
    const GameController& c = *m_controller;
    GameRecord record = c.record();
    record.setTag("WhiteType", c.player(Color::White) == PlayerKind::Computer ? "program" : "human");
    record.setTag("BlackType", c.player(Color::Black) == PlayerKind::Computer ? "program" : "human");
    record.setTag("Level", std::to_string(c.setup().level));
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
    const GameRecord& g = *entries.front().game;
    const Game game = g.mainGame();
    if (g.result() != "*" || game.plyCount() == 0)
        return;
    if (QMessageBox::question(this, tr("Unfinished Game"),
                              tr("Continue the unfinished game (%1 moves) from your last session?")
                                  .arg((game.plyCount() + 1) / 2))
        != QMessageBox::Yes)
        return;
    GameSetup setup;
    setup.players = {g.tag("WhiteType") == "program" ? PlayerKind::Computer : PlayerKind::Human,
                     g.tag("BlackType") == "program" ? PlayerKind::Computer : PlayerKind::Human};
    setup.level = std::clamp(QString::fromStdString(g.tag("Level")).toInt(), 1, LevelCount);
    setup.start = game.startPosition();
    m_flipped = setup.players[0] == PlayerKind::Computer && setup.players[1] == PlayerKind::Human;
    m_controller->resume(setup, game);
    m_modified = true;
    m_board->setPosition(m_controller->viewPosition(), m_controller->lastMoveShown(), false);
    refresh();
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
