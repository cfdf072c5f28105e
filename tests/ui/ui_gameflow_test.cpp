// Journeys through a game that must never let the player down (issue 11): the computer
// always moves, a saved or crashed game continues as it was played, takebacks and clocks
// agree, offers and resignations ask the right person, and the window's banner, status bar
// and evaluation bar speak of the state shown. Driven with real keys and clicks.

#include "ui_fixture.h"

#include "ui/analysis/analysistools.h"
#include "ui/analysis/evalgraph.h"
#include "ui/base/enginetexts.h"
#include "ui/board/evalbar.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui/game/gameoverbanner.h"

#include "engine/notation/pgn.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::hotSeatWithClock;
using uitest::onlyGame;
using uitest::Ui;
using uitest::versusComputer;
using uitest::waitUntil;

// Defect 1: level 8 without a clock must answer within its own time (3 s a move), not
// think forever.
TEST_F(Ui, FullStrengthWithoutAClockMoves) {
    ASSERT_EQ(playingLevel(LevelCount).moveTimeMs, 3000);
    window->startGame(versusComputer(LevelCount));
    clickMove("e3", "e5");
    ASSERT_TRUE(window->controller().isThinking());
    EXPECT_TRUE(statusText().contains("thinking")) << statusText().toStdString();
    QElapsedTimer t;
    t.start();
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }, 8000)) << "no answer in 8 s";
    EXPECT_LT(t.elapsed(), 6000);
    EXPECT_TRUE(window->controller().isHumanTurn());
}

// Every level moves in bounded time, with and without a clock, in Grand Chess and Embassy
// Chess: the computer plays White from the start position and must answer within its
// level's own limit (generously
// bounded, so that a loaded machine does not fail it; a hang would).
TEST_F(Ui, EveryLevelMovesWithAndWithoutAClock) {
    for (const Variant* variant : {&grandChess(), &embassyChess()})
        for (const bool clock : {false, true}) {
            for (int level = 1; level <= LevelCount; ++level) {
                SCOPED_TRACE(std::string(variant->name) + ", level " + std::to_string(level)
                             + (clock ? " with a 1-minute clock" : " without a clock"));
                GameSetup setup = versusComputer(level, clock ? 60000 : 0);
                setup.players = {PlayerKind::Computer, PlayerKind::Human};
                setup.start = Position::start(*variant);
                window->startGame(setup);
                const std::int64_t limit = clock ? 60000 / 10 : playingLevel(level).moveTimeMs;
                ASSERT_TRUE(
                    waitUntil([&] { return game().plyCount() == 1; }, static_cast<int>(2 * limit + 3000)));
                EXPECT_TRUE(window->controller().isHumanTurn());
            }
        }
}

// Defect 2: a game saved against the computer, reopened, continues against the computer
// at its level; the players and level are in the record's tags.
TEST_F(Ui, SavedGameAgainstTheComputerContinuesAgainstIt) {
    window->startGame(versusComputer(2));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    QTemporaryDir dir;
    const QString path = dir.filePath("vs-computer.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    const GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.tag("WhiteType"), "human");
    EXPECT_EQ(saved.tag("BlackType"), "program");
    EXPECT_EQ(saved.tag("GrandChessLevel"), "2");

    hotSeat();
    answerNextMessageBox("Continue against the Computer");
    ASSERT_TRUE(window->files().open(path));
    const GameController& c = window->controller();
    EXPECT_EQ(game().plyCount(), 2);
    EXPECT_EQ(c.player(Color::White), PlayerKind::Human);
    EXPECT_EQ(c.player(Color::Black), PlayerKind::Computer);
    EXPECT_EQ(c.setup().level, 2);
    clickMove("d3", "d5");
    ASSERT_EQ(game().plyCount(), 3);
    EXPECT_TRUE(waitUntil([&] { return game().plyCount() == 4; })) << "the computer answers";

    // "Just look" keeps both sides with people.
    answerNextMessageBox("Just Look");
    ASSERT_TRUE(window->files().open(path));
    EXPECT_EQ(c.player(Color::Black), PlayerKind::Human);
}

// A change undone is no change: a saved game taken back and replayed to where it was saved
// is not "modified" (New Game asked to save it first), while the takeback alone is.
TEST_F(Ui, ATakebackRedoneLeavesASavedGameUnmodified) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    QTemporaryDir dir;
    const QString path = dir.filePath("saved.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    EXPECT_FALSE(window->files().isModified());
    key(Qt::Key_Z, Qt::ControlModifier);
    ASSERT_EQ(game().plyCount(), 1);
    EXPECT_TRUE(window->files().isModified()) << "a move fewer than the file has";
    EXPECT_TRUE(window->isWindowModified());
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_EQ(game().plyCount(), 2);
    EXPECT_FALSE(window->files().isModified()) << "as it was saved";
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_TRUE(window->files().confirmDiscard()) << "nothing to ask";
    clickMove("f3", "f5");
    EXPECT_TRUE(window->files().isModified());
}

// Defect 2, the menus: Computer Plays and Level work at any moment, here on a loaded
// record and on a hot-seat game.
TEST_F(Ui, TheComputerTakesOverASideAtAnyMoment) {
    // The computer's replies vary: the person's moves are any legal move, made by clicks.
    auto clickSomeLegalMove = [&] {
        for (Move m : legalMoves(game().position()))
            if (!m.isPromotion()) {
                clickMove(squareName(m.from()).c_str(), squareName(m.to()).c_str());
                return;
            }
    };
    hotSeat();
    clickMove("e3", "e5");
    action("Black")->trigger(); // Game -> Computer Plays -> Black
    const GameController& c = window->controller();
    EXPECT_EQ(c.player(Color::Black), PlayerKind::Computer);
    EXPECT_TRUE(c.isThinking());
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    action(levelChoiceText(playingLevel(1)))->trigger(); // "1 · Beginner · ≈550"
    EXPECT_EQ(c.setup().level, 1);
    EXPECT_TRUE(action(levelChoiceText(playingLevel(1)))->isChecked());
    clickSomeLegalMove();
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 4; }));
    action("Neither (two players)")->trigger();
    EXPECT_EQ(c.player(Color::Black), PlayerKind::Human);
    clickSomeLegalMove();
    clickSomeLegalMove();
    EXPECT_EQ(game().plyCount(), 6) << "people play both sides again";
    // While the computer thinks, handing its side back to a person stops the thought.
    action("Black")->trigger();
    clickSomeLegalMove();
    ASSERT_TRUE(c.isThinking());
    action("Neither (two players)")->trigger();
    EXPECT_FALSE(c.isThinking());
    QTest::qWait(200);
    EXPECT_EQ(game().plyCount(), 7);
}

// Defect 3 and 7: after a loss on time, Take Back resumes the game with the clocks as they
// were; Redo replays; nothing is erased.
TEST_F(Ui, TakebackAfterLosingOnTimeResumesTheGame) {
    window->startGame(hotSeatWithClock(700));
    const GameController& c = window->controller();
    clickMove("e3", "e5");
    // Each time is read while its clock stands, so no millisecond can pass between the
    // reading and the one it is held against.
    const std::int64_t whiteAtOne = c.remainingMs(Color::White); // Black to move
    clickMove("e8", "e6");
    ASSERT_TRUE(waitUntil([&] { return c.isOver(); }, 5000)) << "White's flag falls";
    const std::int64_t blackAtEnd = c.remainingMs(Color::Black);
    EXPECT_EQ(c.resultText(), "0-1");
    EXPECT_EQ(game().plyCount(), 2);
    ASSERT_TRUE(window->findChild<QAction*>() != nullptr);
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(c.isOver());
    EXPECT_EQ(c.resultText(), "*");
    EXPECT_EQ(game().plyCount(), 1) << "one ply back in hot-seat";
    EXPECT_EQ(game().moves().front(), moveFromUci(Position(), "e3e5"));
    EXPECT_GT(c.remainingMs(Color::Black), 0);
    EXPECT_EQ(c.remainingMs(Color::White), whiteAtOne) << "White's time when Black was to move";
    EXPECT_TRUE(c.canRedo());
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(game().plyCount(), 2);
    // Redo brings the game's end back as it was: lost on time, with White's clock at zero
    // (it showed the time White had when Black moved, beside "White lost on time").
    EXPECT_TRUE(c.isOver());
    EXPECT_EQ(c.resultText(), "0-1");
    EXPECT_EQ(c.remainingMs(Color::White), 0);
    EXPECT_EQ(c.remainingMs(Color::Black), blackAtEnd) << "Black's time as it was";
    EXPECT_GT(whiteAtOne, 0);
    // Browsing back shows the times each position was reached with.
    window->controller().goToPly(1);
    EXPECT_EQ(c.remainingMs(Color::White), whiteAtOne);
}

// Against the computer, a loss on time before the person has moved cannot be taken back:
// the action is disabled and says why.
TEST_F(Ui, TakebackWithNothingOfYoursToTakeBackSaysWhy) {
    GameSetup setup = versusComputer(1);
    setup.players = {PlayerKind::Computer, PlayerKind::Human};
    window->startGame(setup);
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 1; }));
    QAction* takeBack = action("Take Back");
    EXPECT_FALSE(takeBack->isEnabled());
    EXPECT_TRUE(takeBack->toolTip().contains("not moved yet")) << takeBack->toolTip().toStdString();
}

// Defect 7: clocks are rewound exactly on takeback, and no clock runs before the first move.
TEST_F(Ui, ClocksRewindOnTakebackAndWaitForTheFirstMove) {
    window->startGame(hotSeatWithClock(60000, 2000));
    const GameController& c = window->controller();
    QTest::qWait(250);
    EXPECT_EQ(c.remainingMs(Color::White), 60000) << "White's clock runs only after the first move";
    clickMove("e3", "e5");
    EXPECT_EQ(c.remainingMs(Color::White), 62000) << "the increment, nothing charged";
    QTest::qWait(300);
    clickMove("e8", "e6");
    const std::int64_t blackAfter = c.remainingMs(Color::Black);
    EXPECT_LE(blackAfter, 62000 - 300);
    QTest::qWait(300);
    clickMove("d3", "d5");
    QTest::qWait(200);
    key(Qt::Key_Z, Qt::ControlModifier);
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(game().plyCount(), 1);
    EXPECT_EQ(c.remainingMs(Color::White), 62000);
    EXPECT_EQ(c.remainingMs(Color::Black), 60000) << "Black's thinking is given back";
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(c.remainingMs(Color::White), 60000);
    EXPECT_FALSE(c.isClockRunning());
}

// Defect 4: in hot-seat a draw offer asks the other player, with two buttons; a declined
// offer leaves the game going. Resign names the side that resigns.
TEST_F(Ui, HotSeatDrawOfferAsksTheOtherPlayer) {
    hotSeat();
    clickMove("e3", "e5");
    QString asked;
    answerNextMessageBox("Decline", &asked);
    action("Offer Draw")->trigger();
    EXPECT_TRUE(asked.contains("Black offers a draw")) << asked.toStdString();
    EXPECT_TRUE(asked.contains("White, do you accept")) << asked.toStdString();
    EXPECT_FALSE(window->controller().isOver());
    EXPECT_TRUE(statusText().contains("White declines")) << statusText().toStdString();
    answerNextMessageBox("Accept the Draw");
    action("Offer Draw")->trigger();
    EXPECT_TRUE(window->controller().isOver());
    EXPECT_EQ(window->controller().resultText(), "1/2-1/2");
}

TEST_F(Ui, ResignNamesTheSide) {
    hotSeat();
    clickMove("e3", "e5");
    QAction* resign = action("Resign for Black");
    ASSERT_NE(resign, nullptr) << "Black is to move, so Black would resign";
    QString asked;
    answerNextMessageBox("Play On", &asked);
    resign->trigger();
    EXPECT_TRUE(asked.contains("Resign for Black? Black loses")) << asked.toStdString();
    EXPECT_FALSE(window->controller().isOver());
    answerNextMessageBox("Resign for Black");
    resign->trigger();
    EXPECT_EQ(window->controller().resultText(), "1-0");
    EXPECT_EQ(window->controller().reasonText(), "Black resigned");
    // Against the computer, the person resigns whoever is to move.
    window->startGame(versusComputer(LevelCount));
    clickMove("e3", "e5");
    EXPECT_NE(action("Resign for White"), nullptr);
    window->controller().moveNow();
}

// Issue 30, item 4: while a dialog of the program is up (here the question Open asks, or
// its file dialog), nobody can move, and the clock shows it: the running turn waits, then
// runs on when the dialog closes.
TEST_F(Ui, ClockWaitsWhileADialogIsUp) {
    window->startGame(hotSeatWithClock(60000));
    clickMove("e3", "e5");
    const GameController& c = window->controller();
    ASSERT_TRUE(c.isClockRunning());
    std::int64_t atOpen = -1, beforeClose = -1;
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [&, poll] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || atOpen >= 0)
            return;
        poll->stop();
        poll->deleteLater();
        atOpen = c.remainingMs(Color::Black);
        QTimer::singleShot(700, modal, [&, modal] {
            beforeClose = c.remainingMs(Color::Black);
            QTest::keyClick(modal, Qt::Key_Escape);
        });
    });
    poll->start(10);
    key(Qt::Key_O, Qt::ControlModifier); // returns when the dialog has closed
    ASSERT_TRUE(waitUntil([&] { return beforeClose >= 0 && !QApplication::activeModalWidget(); }));
    EXPECT_EQ(beforeClose, atOpen) << "the clock ran while the dialog was up";
    EXPECT_TRUE(c.isClockRunning());
    EXPECT_TRUE(waitUntil([&] { return c.remainingMs(Color::Black) < beforeClose - 150; }, 3000))
        << "the clock runs on after the dialog";
    EXPECT_EQ(c.game().plyCount(), 1);
}

// A takeback or a redo shows the evaluation known for the position it reaches (or the last
// one before it on the line, as play does), not an empty bar.
TEST_F(Ui, TakebackAndRedoKeepTheKnownEvaluationOnTheBar) {
    window->startGame(versusComputer(2));
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }, 8000));
    const std::optional<int> first = window->evalBar().score();
    ASSERT_TRUE(first.has_value()) << "the computer's evaluation shows";
    clickMove("f3", "f4");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 4; }, 8000));
    const std::optional<int> second = window->evalBar().score();
    ASSERT_TRUE(second.has_value());
    action("Take Back")->trigger();
    ASSERT_EQ(game().plyCount(), 2);
    EXPECT_EQ(window->evalBar().score(), first) << "the evaluation after 1. e5";
    action("Redo")->trigger();
    ASSERT_EQ(game().plyCount(), 4);
    EXPECT_EQ(window->evalBar().score(), second);
}

// A dialog stops a game of the computer against itself too: no new turn begins under it
// (a move already being thought about may land), and the game goes on when it closes.
TEST_F(Ui, ComputerAgainstItselfWaitsWhileADialogIsUp) {
    GameSetup setup;
    setup.players = {PlayerKind::Computer, PlayerKind::Computer};
    setup.level = 1;
    window->startGame(setup);
    GameController& c = window->controller();
    ASSERT_TRUE(waitUntil([&] { return c.game().plyCount() >= 2; }, 10000));
    int underDialog = -1, afterWait = -1;
    QTimer::singleShot(0, [&] {
        QMessageBox* box =
            new QMessageBox(QMessageBox::Information, "Wait", "A dialog", QMessageBox::Ok, window.get());
        box->setAttribute(Qt::WA_DeleteOnClose);
        QTimer::singleShot(300, box, [&, box] {
            underDialog = c.game().plyCount();
            QTimer::singleShot(1500, box, [&, box] {
                afterWait = c.game().plyCount();
                box->accept();
            });
        });
        box->exec();
    });
    ASSERT_TRUE(waitUntil([&] { return afterWait >= 0 && !QApplication::activeModalWidget(); }, 10000));
    EXPECT_LE(afterWait, underDialog + 1) << "the computers went on playing under the dialog";
    EXPECT_FALSE(c.isPaused());
    EXPECT_TRUE(waitUntil([&] { return c.game().plyCount() >= afterWait + 2; }, 10000))
        << "the game goes on after the dialog";
}

// Defect 6: the New Game dialog's choices are the next game's settings: the game at the
// next start and Set Up Position use them, with a fresh clock.
// New Game says in words how the chosen level plays, and the Level menu's entries say it
// in their tooltips: a player can tell a beginner who hangs pieces from a novice who does not.
TEST_F(Ui, NewGameSaysHowTheChosenLevelPlays) {
    QString first;
    QString second;
    QTimer::singleShot(200, [&] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->findChild<QComboBox*>("mode")->setCurrentIndex(0);
        auto* level = dialog->findChild<QComboBox*>("level");
        auto* description = dialog->findChild<QLabel*>("levelDescription");
        ASSERT_NE(description, nullptr);
        level->setCurrentIndex(0);
        first = description->text();
        level->setFocus();
        QTest::keyClick(level, Qt::Key_Down);
        second = description->text();
        EXPECT_EQ(level->currentIndex(), 1);
        EXPECT_EQ(level->itemData(0, Qt::ToolTipRole).toString().left(first.size()), first);
        dialog->reject();
    });
    key(Qt::Key_N, Qt::ControlModifier);
    EXPECT_TRUE(first.contains("leaves pieces")) << first.toStdString();
    EXPECT_TRUE(second.contains("exchanges")) << second.toStdString();
    bool menuSaysIt = false;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().contains("Beginner"))
            menuSaysIt = a->toolTip().startsWith(first);
    EXPECT_TRUE(menuSaysIt) << "the Level menu's Beginner entry should say how it plays";
}

TEST_F(Ui, TheNextGamesSettingsHaveOneSource) {
    QTimer::singleShot(200, [] {
        auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->findChild<QComboBox*>("mode")->setCurrentIndex(0);               // against the computer
        dialog->findChild<QComboBox*>("color")->setCurrentIndex(1);              // I play Black
        dialog->findChild<QComboBox*>("level")->setCurrentIndex(LevelCount - 1); // level 8
        for (QCheckBox* box : dialog->findChildren<QCheckBox*>())
            if (box->text().contains("clock"))
                box->setChecked(true);
        auto spins = dialog->findChildren<QSpinBox*>();
        spins[0]->setValue(2);
        spins[1]->setValue(1);
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
    });
    key(Qt::Key_N, Qt::ControlModifier);
    const GameSetup& now = window->controller().setup();
    EXPECT_EQ(now.level, LevelCount);
    EXPECT_EQ(now.clockMs, 120000);
    window->controller().moveNow();
    window.reset();

    MainWindow next(StartOptions{false, {}});
    const GameSetup& started = next.controller().setup();
    EXPECT_EQ(started.level, LevelCount);
    EXPECT_EQ(started.clockMs, 120000);
    EXPECT_EQ(started.incrementMs, 1000);
    EXPECT_EQ(started.players[0], PlayerKind::Computer);
    next.controller().moveNow();

    // Set Up Position: the next game's settings and a fresh clock, not the running one.
    QTest::qWait(1200);
    QTimer::singleShot(200, [] {
        auto* editor = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
        ASSERT_NE(editor, nullptr);
        editor->fenEdit().setText("2k7/2r1n5/3P6/10/4p5/10/10/5PPP2/1NBQK2BN1/R8R b - - 0 30");
        emit editor->fenEdit().textEdited(editor->fenEdit().text()); // as typed
        QTest::mouseClick(&editor->startButton(), Qt::LeftButton);
    });
    answerNextMessageBox("Discard"); // the computer's first move is not worth keeping
    for (QAction* a : next.findChildren<QAction*>())
        if (a->text().remove('&') == "Set Up Position...")
            a->trigger();
    EXPECT_EQ(next.controller().game().startPosition().sideToMove(), Color::Black);
    EXPECT_EQ(next.controller().remainingMs(Color::White), 120000);
    EXPECT_EQ(next.controller().remainingMs(Color::Black), 120000);
    EXPECT_EQ(next.controller().setup().level, LevelCount);
}

// Defect 8: the banner can be closed, never covers the board while browsing, and Review
// shows the final position.
TEST_F(Ui, TheBannerStepsAsideForBrowsingAndReview) {
    // A mate in one from a set-up position: the queen to b9, guarded by the king on b8.
    hotSeat("k9/9Q/1K8/10/10/10/10/10/10/10 w - - 0 1");
    clickMove("j9", "b9");
    ASSERT_TRUE(window->controller().isOver()) << window->controller().reasonText().toStdString();
    GameOverBanner& banner = window->banner();
    EXPECT_TRUE(banner.isVisible());
    key(Qt::Key_Left);
    EXPECT_TRUE(window->controller().isBrowsing());
    EXPECT_FALSE(banner.isVisible()) << "browsing shows the board";
    EXPECT_TRUE(statusText().contains("White to move here")) << statusText().toStdString();
    key(Qt::Key_End);
    EXPECT_TRUE(banner.isVisible());
    for (QPushButton* b : banner.findChildren<QPushButton*>())
        if (b->text() == "Review")
            QTest::mouseClick(b, Qt::LeftButton);
    EXPECT_FALSE(banner.isVisible());
    EXPECT_EQ(window->controller().viewPly(), game().plyCount()) << "the final position";
    key(Qt::Key_Left);
    key(Qt::Key_End);
    EXPECT_FALSE(banner.isVisible()) << "closed stays closed";
    EXPECT_EQ(window->evalBar().score(), MateScore) << "the bar shows White's mate";
}

// Defect 8: status messages belong to the state they describe.
TEST_F(Ui, StatusMessagesFollowTheState) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    key(Qt::Key_Left);
    EXPECT_TRUE(statusText().contains("Black to move here")) << statusText().toStdString();
    key(Qt::Key_End);
    EXPECT_TRUE(statusText().startsWith("White to move")) << statusText().toStdString();
    clickMove("b2", "b5"); // a knight cannot go there
    EXPECT_TRUE(statusText().contains("does not move that way")) << statusText().toStdString();
    click("d3"); // another piece picked up: the old explanation goes
    EXPECT_TRUE(statusText().startsWith("White to move")) << statusText().toStdString();
    // While the computer thinks, the status says so, nothing stale.
    action("Black")->trigger();
    ASSERT_TRUE(window->controller().isThinking() || game().plyCount() == 2);
    click("d3");
    clickMove("d3", "d5");
    ASSERT_TRUE(window->controller().isThinking());
    EXPECT_TRUE(statusText().contains("Black (the computer) is thinking")) << statusText().toStdString();
    window->controller().moveNow();
}

// Defect 9: the evaluation bar is hidden in hot-seat unless asked for, and shown against
// the computer.
TEST_F(Ui, TheEvaluationBarIsHiddenInHotSeatUnlessAskedFor) {
    hotSeat();
    EXPECT_FALSE(window->evalBar().isVisible());
    QAction* bar = action("Evaluation Bar");
    EXPECT_FALSE(bar->isChecked());
    bar->trigger();
    EXPECT_TRUE(window->evalBar().isVisible());
    window->startGame(versusComputer(1));
    EXPECT_TRUE(window->evalBar().isVisible());
    hotSeat();
    EXPECT_TRUE(window->evalBar().isVisible()) << "remembered for hot-seat games";
    action("Evaluation Bar")->trigger();
    EXPECT_FALSE(window->evalBar().isVisible());
}

// Found by a new user: started with a two-player game next, the window showed the bar while
// View > Evaluation Bar was unticked (it was never hidden, only not yet shown).
TEST_F(Ui, TheEvaluationBarIsHiddenAtStartInATwoPlayerGame) {
    {
        Settings settings;
        settings.setValue(Settings::Key::Mode, 1);
        settings.setValue(Settings::Key::ShowEvalBarHotSeat, false);
    }
    window = std::make_unique<MainWindow>(StartOptions{false, {}});
    window->show();
    QApplication::processEvents();
    ASSERT_TRUE(window->controller().setup().isHotSeat());
    EXPECT_FALSE(action("Evaluation Bar")->isChecked());
    EXPECT_FALSE(window->evalBar().isVisible());
}

// Found by the monkey: the computer's move arriving while the user browses an earlier
// position must not slide a piece on the board shown (it crashed painting an empty square),
// and the user stays where they were looking.
TEST_F(Ui, TheComputersMoveWhileBrowsingLeavesTheViewAlone) {
    window->startGame(versusComputer(LevelCount));
    clickMove("e3", "e5");
    key(Qt::Key_Home);
    ASSERT_TRUE(window->controller().isBrowsing());
    window->controller().moveNow();
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    QTest::qWait(300); // painting happens
    EXPECT_EQ(window->controller().viewPly(), 0);
    EXPECT_EQ(window->board().position().fen(), std::string(StartFen));
    key(Qt::Key_End);
    EXPECT_EQ(window->board().position().fen(), game().position().fen());
}

} // namespace
} // namespace grand::ui
