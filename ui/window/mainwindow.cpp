#include "ui/window/mainwindow.h"

#include "ui/puzzles/puzzletrainer.h"

#include "ui/base/screenfit.h"

#include "ui/base/armytexts.h"

#include "ui/analysis/analysistools.h"
#include "ui/base/soundplayer.h"
#include "ui/base/startuptimes.h"
#include "ui/board/boardarea.h"
#include "ui/board/boardwidget.h"
#include "ui/board/displayoptions.h"
#include "ui/board/evalbar.h"
#include "ui/board/holdingspanel.h"
#include "ui/board/imageexport.h"
#include "ui/board/moveentry.h"
#include "ui/board/moveinput.h"
#include "ui/board/promotiontext.h"
#include "ui/dialogs/editorboard.h"
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

#include "engine/notation/san.h"
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

MainWindow::MainWindow(const StartOptions& options, QWidget* parent)
        : QMainWindow(parent), m_controller(new GameController(this)) {
    startup::mark("game controller and engine");
    m_files = new GameFiles(this, *m_controller, m_settings);
    setWindowIcon(QIcon(":/icons/grandchess.svg"));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    buildCentral();
    startup::mark("board and panels");
    buildActions();
    buildMenus();
    startup::mark("actions and menus");
    buildDocks();
    statusBar()->setSizeGripEnabled(true);
    startup::mark("docks");
    connectController();
    startup::mark("connections and sound");

    restoreSettings();
    startup::mark("settings and geometry");
    const GameSetup next = nextGameSetup(m_settings);
    // The computer against itself is a game someone sat down to watch: at start-up the board
    // waits for New Game rather than beginning one unasked, its clock running.
    const bool computerAlone = !next.hasHuman();
    if (options.openFile.isEmpty() && !options.offerRestore && !computerAlone) {
        startGame(next);
        startup::mark("first game");
        return;
    }
    // A file to open or an unfinished game to offer: nothing plays until that is settled,
    // then, if no game came of it, the game the settings describe begins.
    GameSetup quiet = next;
    quiet.players = {PlayerKind::Human, PlayerKind::Human};
    startGame(quiet);
    startup::mark("first game");
    QTimer::singleShot(
        0, m_files, [this, next, computerAlone, path = options.openFile, offer = options.offerRestore] {
            const bool loaded = !path.isEmpty() ? m_files->open(path) : offer && m_files->offerRestore();
            if (loaded || m_controller->game().plyCount() != 0)
                return;
            if (computerAlone)
                status(tr("The last game was the computer against itself; New Game starts another."));
            else if (next.hasComputer())
                startGame(next);
        });
}

// A dialog of the program (a question, Open, Preferences...) blocks the window: nobody can
// move, so the game (its clock, the computer's next turn) waits until it closes.
bool MainWindow::event(QEvent* event) {
    // The arrows, Tab and Enter choose an Orc's strike rather than browse the game.
    if (event->type() == QEvent::ShortcutOverride && m_input && m_input->isChoosingStrike()
        && MoveInput::isStrikeKey(static_cast<QKeyEvent*>(event)->key())) {
        event->accept();
        return true;
    }
    if (event->type() == QEvent::WindowBlocked)
        m_controller->pauseGame();
    else if (event->type() == QEvent::WindowUnblocked)
        m_controller->resumeGame();
    return QMainWindow::event(event);
}

// Docks hide while the window is destroyed: their signals must not reach it then.
MainWindow::~MainWindow() {
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        dock->disconnect(); // nobody listens any more (the panels' tools included)
}

bool MainWindow::isChoosingPromotion() const { return m_input->isChoosingPromotion(); }

void MainWindow::attemptMove(Square from, Square to) { m_input->attempt(from, to); }

QTextBrowser& MainWindow::moveList() { return m_moves->view(); }

void MainWindow::connectController() {
    connect(m_controller, &GameController::changed, this, &MainWindow::refresh);
    connect(m_controller, &GameController::moveMade, this, &MainWindow::onMoveMade);
    connect(m_controller, &GameController::recordEdited, this, [this] {
        m_files->setModified(true);
        m_files->autosave();
    });
    connect(m_controller, &GameController::statusMessage, this, &MainWindow::status);
    connect(m_controller, &GameController::gameOver, this, &MainWindow::onGameOver);
    connect(m_controller, &GameController::thinkingChanged, this, [this] {
        refreshStrips();
        refreshActions();
        refreshStatus();
    });
    connect(m_controller, &GameController::clocksChanged, this, &MainWindow::refreshStrips);
    connect(m_controller, &GameController::clockCheckpoint, m_files, &GameFiles::autosave);
    connect(m_controller, &GameController::hintReady, this, [this](Move m) { m_board->setHint(m); });
    connect(m_files, &GameFiles::changed, this, [this] {
        refreshTitle();
        m_files->fillRecentMenu(m_recentMenu);
    });
    connect(m_files, &GameFiles::statusMessage, this, &MainWindow::status);
    connect(m_files, &GameFiles::gameReplaced, this, [this](const GameSetup& setup) {
        m_input->cancelPromotion();
        m_bannerDismissed = false;
        m_board->clearHint();
        m_board->forgetShapes(); // another game's
        faceThePlayer(setup);
    });
    // Sounds and keyboard move entry.
    m_sounds = new SoundPlayer(this);
    attachSounds(m_sounds, m_controller);
    connect(m_input, &MoveInput::illegalAttempt, m_sounds, [this] { m_sounds->play(Sound::Illegal); });
    m_moveEntry = new MoveEntry(m_board);
    m_moveEntry->setLettersSource([this] { return m_controller->pieceLetters(); });
    // The entry reads the whole move (a strike's square, the promotion piece or none): it is
    // played as typed, with no choice left to make on the board.
    connect(m_moveEntry, &MoveEntry::moveEntered, m_input, &MoveInput::playWhole);
}

void MainWindow::restoreSettings() {
    resize(fitToScreen(this, QSize(1280, 800)));
    restoreGeometry(m_settings.value(Settings::Key::Geometry).toByteArray());
    keepOnScreen(this); // remembered on a larger screen than this one
    restoreState(m_settings.value(Settings::Key::WindowState).toByteArray());
    m_flipped = m_settings.flag(Settings::Key::Flipped);
    applyPreferences();
}

void MainWindow::applyPreferences() {
    PreferencesDialog::applyAppearance(m_settings, *m_board);
    if (m_puzzles)
        PreferencesDialog::applyAppearance(m_settings, m_puzzles->board());
    PreferencesDialog::applySound(m_settings, *m_sounds);
    m_controller->setEngineThreads(m_settings.engineThreads());
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
    m_board->setInteractive(c.canMoveOnBoard() && !isChoosingPromotion());
    m_holdings->setPosition(c.viewPosition());
    m_moves->view().showRecord(c.tree(), c.viewNode(), c.pieceLetters());
    // The banner speaks of the final position: never over the board while browsing.
    m_banner->setVisible(c.isOver() && !c.isBrowsing() && !m_bannerDismissed);
    if (m_banner->isVisible())
        m_banner->fitToBoard();
    m_display->refreshEvalBar();
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
    statusBar()->showMessage(stateText(*m_controller));
}

void MainWindow::clearNews() {
    m_news.clear();
    refreshStatus();
}

void MainWindow::refreshStrips() {
    const GameController& c = *m_controller;
    const Color top = m_board->isFlipped() ? Color::White : Color::Black;
    const Color toMove = c.game().position().sideToMove();
    for (auto [strip, side] : {std::pair{m_topStrip, top}, std::pair{m_bottomStrip, ~top}}) {
        // In Fantasy Grand Chess the side's army is part of who plays it: "White · Elves".
        const Army army = c.game().startPosition().army(side);
        strip->setPlayer(army == Army::None ? colorName(side) : colorName(side) + " · " + armyName(army),
                         playerName(c, side));
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
    m_undoAction->setStatusTip(m_undoAction->toolTip()); // the status bar says the same on hover
    m_redoAction->setEnabled(c.canRedo());
    m_hintAction->setEnabled(c.isHumanTurn() && !c.isBrowsing());
    const std::optional<Color> resigner = c.resigningSide();
    m_drawAction->setEnabled(resigner && c.game().plyCount() > 0);
    m_resignAction->setEnabled(resigner && c.game().plyCount() > 0);
    m_resignAction->setText(resigner ? tr("&Resign for %1").arg(colorName(*resigner)) : tr("&Resign"));
    m_moveNowAction->setEnabled(c.isThinking());
    m_playerMenus->refresh();
}

void MainWindow::refreshTitle() {
    // Qt shows the [*] as * when modified: after the file's name, as editors put it (after
    // the players, event and year it read as part of the year: "2026*").
    setWindowTitle(m_files->displayName() + QStringLiteral("[*]") + playersTitle(m_controller->tree())
                   + QStringLiteral(" — Grand Chess"));
    setWindowModified(m_files->isModified());
}

// In a narrow window the board gets the room: a dock beside it takes at most a third.
void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        if (!dock->isFloating() && dock->isVisible() && dock->width() > width() / 3)
            resizeDocks({dock}, {width() / 3}, Qt::Horizontal);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_board && event->type() == QEvent::Resize) {
        const int square = std::min(m_board->width(), m_board->height()) / 10;
        m_holdings->setSlotSize(std::max(22, square * 4 / 5));
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
void MainWindow::setFlipped(bool flipped) {
    m_flipped = flipped;
    m_settings.setValue(Settings::Key::Flipped, flipped);
    refresh();
}

// ---- Moves ----

void MainWindow::keyPressEvent(QKeyEvent* event) {
    if (m_input->handleKey(*event))
        return;
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
    m_files->setModified(true);
    refresh();
    if (byComputer && m_controller->isHumanTurn())
        QApplication::alert(this); // the computer has answered: tell a user who looked away
    m_files->autosave();
}

void MainWindow::onGameOver(const QString& result, const QString& reason) {
    m_bannerDismissed = false;
    m_banner->showResult(result, reason);
    refresh();
    m_files->autosave();
}

// ---- Games and files ----

void MainWindow::startGame(const GameSetup& setup) {
    m_input->cancelPromotion();
    m_files->forget();
    m_bannerDismissed = false;
    m_board->clearHint();
    m_board->forgetShapes();
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
    if (!m_files->confirmDiscard())
        return;
    NewGameDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    dialog.saveChoices();                        // the preferences are the next game's settings
    GameSetup setup = nextGameSetup(m_settings); // Grand or Fantasy, random draws made now
    if (const std::optional<Position> pos = dialog.fenPosition())
        setup.start = *pos;
    startGame(setup);
}

void MainWindow::setupPositionDialog() {
    PositionEditor editor(m_controller->viewPosition(), this);
    editor.board().setTheme(m_board->theme());
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
    if (!m_files->confirmDiscard())
        return;
    GameSetup setup = nextGameSetup(m_settings); // a fresh clock, the next game's players
    setup.start = *pos;
    startGame(setup);
}

// ---- Editing the record ----

void MainWindow::editComment(NodeId id) {
    const GameRecord& r = m_controller->tree();
    if (!r.contains(id) || id == GameRecord::Root) // a comment follows a move
        return;
    // The move named as the move list shows it ("12... Nc7"), so that the editor says which.
    const Position before = r.positionAt(r.node(id).parent);
    const QString move =
        QStringLiteral("%1%2 %3")
            .arg(before.fullmoveNumber())
            .arg(before.sideToMove() == Color::White ? QStringLiteral(".") : QStringLiteral("..."))
            .arg(QString::fromStdString(toSan(before, r.node(id).move, m_controller->pieceLetters())));
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(this, tr("Comment"),
                                                        tr("Comment after %1 (empty to remove):").arg(move),
                                                        readableComment(r.node(id).commentAfter), &ok);
    if (ok) // the commands the editor does not show ([%eval], [%clk]) stay
        m_controller->setComment(
            id, (commentCommands(r.node(id).commentAfter) + ' ' + text.simplified()).trimmed().toStdString());
}

void MainWindow::gameInfoDialog() {
    const GameStatus status = m_controller->game().status();
    const QString fixed =
        status.isOver()
            ? tr("The rules ended this game (%1): its result stands.").arg(m_controller->reasonText())
            : QString();
    GameInfoDialog dialog(m_controller->tree(), fixed, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_controller->setTags(dialog.tags());
    m_controller->setRecordedResult(dialog.result());
}

// ---- Clipboard and drops ----

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return;
    event->acceptProposedAction();
    if (m_files->confirmDiscard())
        m_files->open(urls.front().toLocalFile());
}

void MainWindow::showAnalysis(bool on) { m_analysisTools->showAnalysis(on); }

// ---- Puzzles ----

PuzzleTrainer& MainWindow::showPuzzles() {
    if (!m_puzzles) {
        m_puzzles = new PuzzleTrainer(PuzzleProgress::defaultPath(), this);
        PreferencesDialog::applyAppearance(m_settings, m_puzzles->board());
        attachSounds(m_sounds, &m_puzzles->controller());
        connect(m_puzzles, &PuzzleTrainer::openInAnalysis, this, &MainWindow::analysePuzzle);
        m_puzzles->addAction(m_quitAction); // Ctrl+Q quits from the trainer's window too
    }
    m_puzzles->controller().setPieceLetters(m_controller->pieceLetters()); // as the user chose them
    if (!m_puzzles->current())
        m_puzzles->nextPuzzle();
    m_puzzles->show();
    m_puzzles->raise();
    m_puzzles->activateWindow();
    return *m_puzzles;
}

void MainWindow::analysePuzzle(const QString& pgn) {
    if (!m_files->loadText(pgn, tr("Puzzle")))
        return;
    m_files->setModified(false); // nothing of the user's yet: quitting need not ask about it
    m_controller->goToPly(0);    // the puzzle's position, its solution ahead in the move list
    showAnalysis(true);
    raise();
    activateWindow();
}

// ---- Closing ----

void MainWindow::closeEvent(QCloseEvent* event) {
    // A game in progress is autosaved and offered back next time; unsaved changes to a file's
    // game, and to a finished game, are asked about.
    if (!m_files->confirmQuit()) {
        event->ignore();
        return;
    }
    m_settings.setValue(Settings::Key::Geometry, saveGeometry());
    m_settings.setValue(Settings::Key::WindowState, saveState());
    event->accept();
}

} // namespace grand::ui
