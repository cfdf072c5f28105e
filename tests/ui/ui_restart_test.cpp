// A session that ends, by a quit or a crash, and the next start: what the autosave keeps
// (players, level, clocks, the turn under way, the engine's evaluations, a record only being
// looked at) and the question that offers the game back.

#include "engine/notation/pgn.h"
#include "engine/rules/movegen.h"
#include "test_data.h"
#include "ui/analysis/analysistools.h"
#include "ui/analysis/evalgraph.h"
#include "ui/base/enginetexts.h"
#include "ui/base/settings.h"
#include "ui/board/evalbar.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui/game/gameoverbanner.h"
#include "ui_fixture.h"
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cstring>
#include <gtest/gtest.h>
#include <sstream>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::hotSeatWithClock;
using uitest::onlyGame;
using uitest::Ui;
using uitest::versusComputer;
using uitest::waitUntil;

// A copy of the pychess.org export (a finished game, 1-0, 49 plies) in `dir`, as `name`.
QString pychessCopy(const QTemporaryDir& dir, const char* name) {
    const QString path = dir.filePath(name);
    uitest::writeBytes(path, QByteArray::fromStdString(test::readDataFile("games/pychess-export.pgn")));
    return path;
}

// A start of the program with a copy of the pychess.org export in `dir` to open (offering the
// autosave's game back when `restore`), once that finished game of 49 plies is on the board.
void startWithFinishedCopy(std::unique_ptr<MainWindow>& window, const QTemporaryDir& dir, bool restore) {
    window = std::make_unique<MainWindow>(StartOptions{restore, pychessCopy(dir, "finished.pgn")});
    window->show();
    ASSERT_TRUE(waitUntil([&] { return window->controller().game().plyCount() == 49; }));
}

// The next start offers the unfinished game (two plies) back, and the user continues it.
void expectTheUnfinishedGameOfferedBack(std::unique_ptr<MainWindow>& window) {
    QString question;
    answerNextMessageBox("Continue the Game", &question);
    window = std::make_unique<MainWindow>(StartOptions{true, {}});
    window->show();
    ASSERT_TRUE(waitUntil([&] { return window->controller().game().plyCount() == 2; }))
        << "the unfinished game is offered back";
    EXPECT_TRUE(question.contains("Continue the unfinished game")) << question.toStdString();
}

// A start of the program at which nothing is offered back (`button` would take the offer).
void expectNothingOfferedBack(std::unique_ptr<MainWindow>& window, const char* button) {
    QString question;
    answerNextMessageBox(button, &question, 1500);
    window = std::make_unique<MainWindow>(StartOptions{true, {}});
    window->show();
    QTest::qWait(1700);
    EXPECT_TRUE(question.isEmpty()) << "offered back: " << question.toStdString();
    EXPECT_EQ(window->controller().game().plyCount(), 0);
}

// What a session killed mid-game leaves behind: `pgn` as the autosave.
bool writeAutosave(const char* pgn) {
    QDir().mkpath(QFileInfo(GameFiles::autosavePath()).absolutePath());
    QFile file(GameFiles::autosavePath());
    return file.open(QIODevice::WriteOnly) && file.write(pgn) == static_cast<qint64>(std::strlen(pgn));
}

// Looking at a game is not playing it: a record of a game against the computer opened
// with "Just Look", annotated and saved still says who played it (it said "human" for the
// computer's side), and so does the autosave, which brings the game back to be looked at,
// not continued against the computer. Choosing who plays on makes the record say so again.
TEST_F(Ui, LookingAtARecordKeepsWhoPlayedIt) {
    window->startGame(versusComputer(2));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    QTemporaryDir dir;
    const QString path = dir.filePath("played.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    const std::string nameOfComputer = onlyGame(path).tag("Black");

    hotSeat();
    answerNextMessageBox("Just Look");
    ASSERT_TRUE(window->files().open(path));
    GameController& c = window->controller();
    ASSERT_EQ(c.player(Color::Black), PlayerKind::Human);
    clickMove("d3", "d5"); // a move of the looking person, then the file is saved
    ASSERT_EQ(game().plyCount(), 3);
    ASSERT_TRUE(window->files().saveTo(path, {}));
    GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.mainGame().plyCount(), 3);
    EXPECT_EQ(saved.tag("WhiteType"), "human");
    EXPECT_EQ(saved.tag("BlackType"), "program");
    EXPECT_EQ(saved.tag("GrandChessLevel"), "2");
    EXPECT_EQ(saved.tag("Black"), nameOfComputer);

    // The session ends; the game comes back to be looked at, its tags unchanged.
    window->files().autosave();
    window.reset();
    answerNextMessageBox("Continue the Game");
    window = std::make_unique<MainWindow>(StartOptions{true, {}});
    window->show();
    ASSERT_TRUE(waitUntil([&] { return window->controller().game().plyCount() == 3; }));
    GameController& again = window->controller();
    EXPECT_EQ(again.player(Color::White), PlayerKind::Human);
    EXPECT_EQ(again.player(Color::Black), PlayerKind::Human) << "looked at, not continued";
    EXPECT_FALSE(again.isThinking());
    EXPECT_EQ(again.record().tag("BlackType"), "program");
    EXPECT_FALSE(again.record().hasTag("GrandChessOnlyLooking"));

    // The computer takes Black on: from now on the record says who plays.
    again.setPlayer(Color::Black, PlayerKind::Computer);
    EXPECT_EQ(again.record().tag("BlackType"), "program");
    again.setPlayer(Color::Black, PlayerKind::Human);
    EXPECT_EQ(again.record().tag("BlackType"), "human");
}

// A timed game opened with "Just Look" is looked at, not played: its clocks stay stopped
// (White's ran, and lost on time, while the game was only looked at), and saving it unchanged
// writes the same bytes. A move played on starts them.
TEST_F(Ui, JustLookingAtATimedGameLeavesItsClocksAlone) {
    window->startGame(versusComputer(1, 300000, 3000));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }, 15000));
    QTest::qWait(300); // White's turn has used time: the file says how much
    QTemporaryDir dir;
    const QString path = dir.filePath("timed.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    const QByteArray written = uitest::fileBytes(path);
    ASSERT_TRUE(onlyGame(path).hasTag(TurnClockTag));

    hotSeat();
    answerNextMessageBox("Just Look");
    ASSERT_TRUE(window->files().open(path));
    GameController& c = window->controller();
    ASSERT_TRUE(c.hasClock());
    const std::int64_t white = c.remainingMs(Color::White), black = c.remainingMs(Color::Black);
    QTest::qWait(1200);
    EXPECT_EQ(c.remainingMs(Color::White), white) << "nobody plays a game that is looked at";
    ASSERT_TRUE(window->files().saveTo(path, {}));
    EXPECT_EQ(uitest::fileBytes(path), written);

    clickMove("d3", "d5"); // played on: now the clocks run, Black's turn
    ASSERT_EQ(game().plyCount(), 3);
    QTest::qWait(600);
    EXPECT_LT(c.remainingMs(Color::Black), black);
}

// Issue 61, item 4: a game opened from a file, played on and brought back after the session
// ended keeps its file: the title names it and Ctrl+S writes to it, asking no new name.
TEST_F(Ui, AGameBroughtBackSavesToItsFile) {
    window->startGame(versusComputer(2));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    QTemporaryDir dir;
    const QString path = dir.filePath("unfinished.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    hotSeat();
    answerNextMessageBox("Just Look");
    ASSERT_TRUE(window->files().open(path));
    clickMove("d3", "d5");
    ASSERT_EQ(game().plyCount(), 3);
    window.reset(); // the session ends; the autosave remains

    answerNextMessageBox("Continue the Game");
    window = std::make_unique<MainWindow>(StartOptions{true, {}});
    window->show();
    ASSERT_TRUE(waitUntil([&] { return window->controller().game().plyCount() == 3; }));
    EXPECT_TRUE(window->windowTitle().contains("unfinished.pgn")) << window->windowTitle().toStdString();
    key(Qt::Key_S, Qt::ControlModifier); // no Save As dialog: the test would wait on it
    EXPECT_EQ(onlyGame(path).mainGame().plyCount(), 3);
}

// Issue 61, item 3: a comment added to a finished game and not saved is offered back after
// the session ended, in its own words, and saves into the game's file.
TEST_F(Ui, ChangesToAFinishedGameAreOfferedBack) {
    QTemporaryDir dir;
    const QString path = pychessCopy(dir, "pychess.pgn");
    ASSERT_TRUE(window->files().open(path));
    ASSERT_EQ(window->controller().record().result(), "1-0");
    window->controller().setComment(window->controller().tree().mainLine().front(), "A fine start.");
    window.reset();

    QString question;
    answerNextMessageBox("Bring the Changes Back", &question);
    window = std::make_unique<MainWindow>(StartOptions{true, {}});
    window->show();
    ASSERT_TRUE(waitUntil([&] { return window->controller().game().plyCount() == 49; }));
    EXPECT_TRUE(question.contains("pychess.pgn, game 1 of 1")) << question.toStdString();
    EXPECT_EQ(window->controller().tree().node(window->controller().tree().mainLine().front()).commentAfter,
              "A fine start.");
    EXPECT_TRUE(window->windowTitle().contains("pychess.pgn")) << window->windowTitle().toStdString();
    key(Qt::Key_S, Qt::ControlModifier);
    const QByteArray saved = uitest::fileBytes(path);
    EXPECT_TRUE(saved.contains("{A fine start.}")) << saved.toStdString();
    EXPECT_TRUE(saved.startsWith("% A game exported by pychess.org")) << saved.toStdString();
    EXPECT_FALSE(saved.contains("GrandChess")) << "the autosave's notes stay out of the file";
}

// Found by a new user: changes to a finished game, saved with Ctrl+S, were still offered
// back at the next start as unsaved ("Bring the Changes Back" then marked the saved game
// modified). Saved, there is nothing to offer.
TEST_F(Ui, ASavedChangeIsNotOfferedBack) {
    QTemporaryDir dir;
    const QString path = pychessCopy(dir, "pychess.pgn");
    ASSERT_TRUE(window->files().open(path));
    window->controller().setComment(window->controller().tree().mainLine().front(), "A fine start.");
    key(Qt::Key_S, Qt::ControlModifier);
    ASSERT_TRUE(uitest::fileBytes(path).contains("{A fine start.}"));
    ASSERT_FALSE(window->files().isModified());
    window.reset();

    expectNothingOfferedBack(window, "Bring the Changes Back");
}

// Found by a new user: an unfinished game kept for the next start ("Not Now ... until another
// game is played") was lost when the program was started with a file only to look at it.
// A record merely looked at leaves the autosave alone.
TEST_F(Ui, LookingAtAFileKeepsTheUnfinishedGame) {
    window->startGame(versusComputer(2));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    window.reset();

    QTemporaryDir dir;
    ASSERT_NO_FATAL_FAILURE(startWithFinishedCopy(window, dir, true));
    window->controller().stepView(-3); // browsing changes nothing
    window.reset();

    expectTheUnfinishedGameOfferedBack(window);
}

// Found by a new user: an unfinished game kept for the next start was lost when a file's
// finished game was changed (the one autosave then held those changes). It waits aside now
// and is offered once the changes are saved.
TEST_F(Ui, ChangingAFileKeepsTheUnfinishedGameAside) {
    window->startGame(versusComputer(2));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    window.reset();

    QTemporaryDir dir;
    ASSERT_NO_FATAL_FAILURE(startWithFinishedCopy(window, dir, false));
    window->controller().setComment(window->controller().tree().mainLine().front(), "A fine start.");
    ASSERT_TRUE(QFile::exists(GameFiles::keptGamePath())) << "the unfinished game waits aside";
    key(Qt::Key_S, Qt::ControlModifier);
    window.reset();

    expectTheUnfinishedGameOfferedBack(window);
}

// Found by a new user: a game discarded at New Game came back at a later start. The
// computer's reply, made while the New Game dialog was open, wrote the discarded game to the
// crash copy again, and the next game's first move kept it aside as if it were an earlier
// session's. A window's own game is never kept aside: it was saved or discarded.
TEST_F(Ui, AGameDiscardedAtNewGameIsNotOfferedBack) {
    hotSeat();
    clickMove("e3", "e5");
    answerNextMessageBox("Discard");
    ASSERT_TRUE(window->files().confirmDiscard());
    EXPECT_FALSE(QFile::exists(GameFiles::autosavePath()));
    clickMove("e8", "e6"); // the discarded game's reply, before the next game starts
    GameSetup next;
    next.players = {PlayerKind::Human, PlayerKind::Human};
    window->startGame(next);
    clickMove("d3", "d5");
    EXPECT_FALSE(QFile::exists(GameFiles::keptGamePath())) << "the discarded game kept aside";
    EXPECT_TRUE(uitest::fileBytes(GameFiles::autosavePath()).contains("1. d5"));
    window.reset();

    // The next start offers the game played last; discarded there, nothing is offered after.
    QString question;
    answerNextMessageBox("Discard", &question);
    window = std::make_unique<MainWindow>(StartOptions{true, {}});
    window->show();
    ASSERT_TRUE(waitUntil([&] { return !question.isEmpty(); })) << "the last game is offered";
    EXPECT_TRUE(question.contains("1 move so far")) << question.toStdString();
    window.reset();
    expectNothingOfferedBack(window, "Continue the Game");
}

// Found by a new user: Discard when quitting with changes to a finished game still offered
// them back at the next start.
TEST_F(Ui, ChangesDiscardedAtQuitAreNotOfferedBack) {
    QTemporaryDir dir;
    const QString path = pychessCopy(dir, "finished.pgn");
    ASSERT_TRUE(window->files().open(path));
    window->controller().setComment(window->controller().tree().mainLine().front(), "A fine start.");
    answerNextMessageBox("Discard");
    EXPECT_TRUE(window->files().confirmQuit());
    window.reset();

    expectNothingOfferedBack(window, "Bring the Changes Back");
}

// Found by a new user: a second window (another instance) starts without a word, and both
// wrote the one crash copy, each over the other's game. The first window keeps it; the
// second keeps none and says so.
TEST_F(Ui, ASecondWindowLeavesTheFirstOnesCrashCopyAlone) {
    hotSeat();
    clickMove("e3", "e5");
    const QByteArray first = uitest::fileBytes(GameFiles::autosavePath());
    ASSERT_TRUE(first.contains("1. e5")) << first.toStdString();

    MainWindow second(StartOptions{false, {}});
    second.show();
    QStringList said;
    QObject::connect(&second.files(), &GameFiles::statusMessage,
                     [&said](const QString& text) { said << text; });
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    second.startGame(setup);
    QApplication::processEvents();
    QTest::mouseClick(&second.board(), Qt::LeftButton, {},
                      second.board().squareRect(parseSquare("d3")).center().toPoint());
    QTest::mouseClick(&second.board(), Qt::LeftButton, {},
                      second.board().squareRect(parseSquare("d5")).center().toPoint());
    ASSERT_EQ(second.controller().game().plyCount(), 1);
    EXPECT_EQ(uitest::fileBytes(GameFiles::autosavePath()), first) << "the first window's game stays";
    EXPECT_TRUE(said.join('\n').contains("Another Grand Chess window")) << said.join('\n').toStdString();
    clickMove("e8", "e6"); // the first window still keeps its own
    EXPECT_TRUE(uitest::fileBytes(GameFiles::autosavePath()).contains("1. e5 e6"));
}

// Issue 61, item 5: a game the user discards (a move against the computer, then a pasted
// position, Discard) is not offered back at the next start.
TEST_F(Ui, ADiscardedGameIsNotOfferedBack) {
    window->startGame(versusComputer(2));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    ASSERT_TRUE(QFile::exists(GameFiles::autosavePath()));
    QApplication::clipboard()->setText("4k5/10/10/10/10/10/10/4P5/10/4K5 w - - 0 1");
    answerNextMessageBox("Discard");
    window->board().setFocus();
    key(Qt::Key_V, Qt::ControlModifier);
    ASSERT_TRUE(waitUntil([&] { return game().startPosition().pieceCount() == 3; }));
    window.reset();

    expectNothingOfferedBack(window, "Continue the Game");
}

// A game of the computer against itself is not begun again unasked at the next start (it
// was, its clock running): the board waits, the status bar says why, and New Game starts it.
TEST_F(Ui, TheComputerAgainstItselfWaitsForNewGameAtStartUp) {
    Settings settings;
    settings.setValue(Settings::Key::Mode, 2);
    settings.setValue(Settings::Key::Level, 1);
    window.reset();
    QFile::remove(GameFiles::autosavePath());
    for (const bool offer : {true, false}) { // with no autosave, the offer changes nothing
        MainWindow started(StartOptions{offer, {}});
        started.show();
        QTest::qWait(700);
        const GameController& c = started.controller();
        EXPECT_EQ(c.player(Color::White), PlayerKind::Human);
        EXPECT_EQ(c.player(Color::Black), PlayerKind::Human);
        EXPECT_FALSE(c.isThinking());
        EXPECT_EQ(c.game().plyCount(), 0);
        EXPECT_TRUE(started.statusBar()->currentMessage().contains("computer against itself"))
            << started.statusBar()->currentMessage().toStdString();
        started.startGame(nextGameSetup(Settings()));
        EXPECT_EQ(c.player(Color::White), PlayerKind::Computer);
        EXPECT_TRUE(waitUntil([&] { return c.game().plyCount() >= 2; }, 15000)) << "New Game plays it";
    }
    window = std::make_unique<MainWindow>(StartOptions{false, {}});
}

// Defects 5 and 1: a killed session's game comes back with its clock, both players, the
// level and the side to move, and the computer then moves when it is its turn.
TEST_F(Ui, CrashRecoveryRestoresClockPlayersAndLevel) {
    window->startGame(versusComputer(LevelCount, 120000, 1000));
    clickMove("e3", "e5");
    ASSERT_TRUE(window->controller().isThinking());
    const std::int64_t whiteLeft = window->controller().remainingMs(Color::White);
    const std::vector<std::optional<int>> known = window->controller().mainLineScores();
    window.reset(); // the session ends while the computer thinks; the autosave remains

    QString question;
    answerNextMessageBox("Continue the Game", &question);
    MainWindow restored(StartOptions{true, {}});
    restored.show();
    const GameController& c = restored.controller();
    ASSERT_TRUE(waitUntil([&] { return c.game().plyCount() == 1; }));
    EXPECT_TRUE(question.contains("clock 2 min + 1 s")) << question.toStdString();
    EXPECT_EQ(c.player(Color::White), PlayerKind::Human);
    EXPECT_EQ(c.player(Color::Black), PlayerKind::Computer);
    EXPECT_EQ(c.setup().level, LevelCount);
    ASSERT_TRUE(c.hasClock());
    EXPECT_EQ(c.setup().clockMs, 120000);
    EXPECT_EQ(c.setup().incrementMs, 1000);
    EXPECT_EQ(c.remainingMs(Color::White) / 1000, whiteLeft / 1000);
    EXPECT_TRUE(c.isThinking()) << "Black is the computer and to move";
    // The bar shows what the old session had judged of the position (if it had), no more.
    EXPECT_EQ(restored.evalBar().score(), known.size() > 1 ? known[1] : std::nullopt);
    ASSERT_TRUE(waitUntil([&] { return c.game().plyCount() == 2; }, 15000));
    EXPECT_TRUE(restored.evalBar().score().has_value()) << "the computer's evaluation shows";
    EXPECT_LT(c.remainingMs(Color::Black), 121000);
}

// The engine's evaluations of the game come back with the game: a session ended and
// continued shows the same evaluation graph and bar, and the autosave's note of them does
// not become part of the record (a save writes the game as it was).
TEST_F(Ui, AContinuedGameKeepsItsEvaluations) {
    window->startGame(versusComputer(1));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return window->controller().game().plyCount() == 2; }, 15000));
    clickMove("f3", "f5");
    ASSERT_TRUE(waitUntil([&] { return window->controller().game().plyCount() == 4; }, 15000));
    const std::vector<std::optional<int>> known = window->controller().mainLineScores();
    ASSERT_EQ(known.size(), 5u);
    ASSERT_TRUE(known[1] && known[3]) << "the computer judged the positions it moved in";
    ASSERT_TRUE(known[2] && known[4]) << "and, by the line it chose, the positions after its moves";
    EXPECT_EQ(known[2], known[1]);
    const std::vector<std::optional<int>> graphBefore = window->analysisTools().graph().scores();
    const std::optional<int> barBefore = window->evalBar().score();
    ASSERT_TRUE(barBefore.has_value());
    window.reset();

    answerNextMessageBox("Continue the Game");
    MainWindow restored(StartOptions{true, {}});
    restored.show();
    const GameController& c = restored.controller();
    ASSERT_TRUE(waitUntil([&] { return c.game().plyCount() == 4; }));
    EXPECT_EQ(c.mainLineScores(), known);
    EXPECT_EQ(restored.analysisTools().graph().scores(), graphBefore);
    EXPECT_EQ(restored.evalBar().score(), barBefore);
    EXPECT_FALSE(c.record().hasTag("GrandChessScores")) << "the autosave's note is not the game's";
    const std::string written = writePgn(c.record());
    EXPECT_EQ(written.find("GrandChessScores"), std::string::npos);
}

// Issue 30, item 4: the time a turn has used is in the autosave (written every few seconds
// of a running turn and when a dialog comes up), so that a crash does not give it back.
TEST_F(Ui, CrashRecoveryKeepsTheTimeOfTheRunningTurn) {
    window->startGame(hotSeatWithClock(60000));
    clickMove("e3", "e5");
    QTest::qWait(1200);
    const GameRecord saved = window->controller().record();
    const auto turn = readTurnClock(saved.tag(TurnClockTag));
    ASSERT_TRUE(turn.has_value()) << saved.tag(TurnClockTag);
    EXPECT_LE(*turn, 58900);
    EXPECT_GE(*turn, 50000);
    window->files().autosave(); // what the periodic checkpoint writes
    window.reset();             // the session ends (as a crash would leave it)

    answerNextMessageBox("Continue the Game");
    MainWindow restored(StartOptions{true, {}});
    restored.show();
    const GameController& c = restored.controller();
    ASSERT_TRUE(waitUntil([&] { return c.game().plyCount() == 1; }));
    EXPECT_LE(c.remainingMs(Color::Black), *turn) << "the used part of the turn was given back";
    EXPECT_GT(c.remainingMs(Color::Black), *turn - 1000);
    EXPECT_EQ(c.remainingMs(Color::White), 60000);
}

TEST(UiRestore, TheUnfinishedGameIsOfferedBack) {
    // What a session killed after Black's reply leaves behind: the autosave of the game.
    ASSERT_TRUE(writeAutosave(
        "[WhiteType \"human\"]\n[BlackType \"program\"]\n[Level \"2\"]\n\n1. e5 e6 2. Nc4 Nc7 *\n"));
    QString question;
    uitest::answerNextMessageBox("Continue the Game", &question);
    MainWindow window(StartOptions{true, {}});
    window.show(); // the question comes over the window
    const GameController& c = window.controller();
    ASSERT_TRUE(waitUntil([&] { return c.game().plyCount() == 4; }));
    EXPECT_TRUE(question.contains("2 moves so far; you against the computer (level 2), you play White"))
        << question.toStdString();
    EXPECT_EQ(c.player(Color::White), PlayerKind::Human);
    EXPECT_EQ(c.player(Color::Black), PlayerKind::Computer);
    EXPECT_EQ(c.setup().level, 2);
    EXPECT_TRUE(c.isHumanTurn());
}

// "Not Now" keeps the unfinished game for the next start, even when a game without moves
// was begun and left meanwhile; "Discard" deletes it, and it is not offered again (a user
// who had said "No" used to be asked about the same old game at every start).
TEST(UiRestore, NotNowKeepsTheGameAndDiscardDeletesIt) {
    ASSERT_TRUE(writeAutosave("[WhiteType \"human\"]\n[BlackType \"human\"]\n\n1. e5 e6 2. Nc4 *\n"));
    auto startAnswering = [](const QString& button) {
        QString question;
        uitest::answerNextMessageBox(button, &question, 1500);
        auto window = std::make_unique<MainWindow>(StartOptions{true, {}});
        window->show();
        waitUntil([&] { return !question.isEmpty(); }, 2000);
        QApplication::processEvents();
        const int plies = window->controller().game().plyCount();
        window->close(); // a new game without moves: nothing to keep or ask about
        return std::make_pair(question, plies);
    };
    const auto [first, firstPlies] = startAnswering("Not Now");
    EXPECT_TRUE(first.contains("2 moves so far; two players")) << first.toStdString();
    EXPECT_EQ(firstPlies, 0) << "not continued";
    EXPECT_TRUE(QFile::exists(GameFiles::autosavePath()));
    const auto [second, secondPlies] = startAnswering("Discard");
    EXPECT_TRUE(second.contains("2 moves so far; two players")) << "offered again after Not Now";
    EXPECT_EQ(secondPlies, 0);
    EXPECT_FALSE(QFile::exists(GameFiles::autosavePath())) << "Discard deletes it";
    const auto [third, thirdPlies] = startAnswering("Continue the Game");
    EXPECT_TRUE(third.isEmpty()) << "nothing left to offer: " << third.toStdString();
}

} // namespace
} // namespace grand::ui
