// The desktop program driven as a user would: real mouse events on the board and the
// holdings, on the offscreen platform.

#include "test_data.h"

#include "ui_fixture.h"

#include "engine/notation/pgn.h"
#include "engine/rules/movegen.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>
#include <sstream>

namespace grand::ui {
namespace {

using uitest::Ui;
using uitest::waitUntil;

TEST_F(Ui, MoveByClicks) {
    hotSeat();
    clickMove("e3", "e5");
    EXPECT_EQ(lastMove(), "e3e5");
    clickMove("b9", "c7");
    EXPECT_EQ(lastMove(), "b9c7");
    EXPECT_EQ(window->board().position().fen(), game().position().fen());
}

TEST_F(Ui, MoveByDrag) {
    hotSeat();
    drag("b2", "c4");
    EXPECT_EQ(lastMove(), "b2c4");
}

TEST_F(Ui, IllegalAttemptSnapsBackAndSaysWhy) {
    hotSeat();
    clickMove("e3", "e6");
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_TRUE(statusText().contains("does not move that way")) << statusText().toStdString();
    drag("a1", "a3");
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_TRUE(statusText().contains("cannot take a piece of its own side")) << statusText().toStdString();
}

// White's marshal and cardinal are gone; d8-d9 may promote to either or stay a pawn.
const char* const PromotionFen = "2k7/2r1n5/3P6/10/4p5/10/10/5PPP2/1NBQK2BN1/R8R w - - 0 30";

TEST_F(Ui, PromotionThroughTheHoldings) {
    hotSeat(PromotionFen);
    clickMove("d8", "d9");
    ASSERT_TRUE(window->isChoosingPromotion());
    EXPECT_TRUE(window->holdings().isChoosing());
    EXPECT_EQ(game().plyCount(), 0) << "no move until a piece is chosen";
    clickHoldings(Color::White, PieceType::Marshal);
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(lastMove(), "d8d9c");
    EXPECT_EQ(game().position().pieceOn(parseSquare("d9")), makePiece(Color::White, PieceType::Marshal));
}

TEST_F(Ui, PromotionStayAPawn) {
    hotSeat(PromotionFen);
    clickMove("d8", "c9"); // a capture into the 9th rank
    ASSERT_TRUE(window->isChoosingPromotion());
    clickHoldings(Color::White, PieceType::Pawn); // the "Stay a pawn" tile
    EXPECT_EQ(lastMove(), "d8c9");
    EXPECT_EQ(game().position().pieceOn(parseSquare("c9")), makePiece(Color::White, PieceType::Pawn));
}

TEST_F(Ui, PromotionCancelledByEscapeOrAClickElsewhere) {
    hotSeat(PromotionFen);
    clickMove("d8", "d9");
    ASSERT_TRUE(window->isChoosingPromotion());
    QTest::keyClick(window.get(), Qt::Key_Escape);
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_EQ(window->board().position().pieceOn(parseSquare("d8")),
              makePiece(Color::White, PieceType::Pawn));

    clickMove("d8", "d9");
    ASSERT_TRUE(window->isChoosingPromotion());
    click("a5"); // elsewhere on the board
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(game().plyCount(), 0);

    clickMove("d8", "d9");
    ASSERT_TRUE(window->isChoosingPromotion());
    clickHoldings(Color::White, PieceType::Queen); // not captured: not on offer, cancels
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(game().plyCount(), 0);
}

TEST_F(Ui, PromotionKeys) {
    hotSeat(PromotionFen);
    clickMove("d8", "d9");
    QTest::keyClick(window.get(), Qt::Key_A); // the cardinal
    EXPECT_EQ(lastMove(), "d8d9a");
}

TEST_F(Ui, PromotionMandatoryOnTheTenth) {
    // Queen and a rook captured: e9-e10 must promote; no "Stay a pawn".
    hotSeat("2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R9 w - - 0 30");
    clickMove("e9", "e10");
    ASSERT_TRUE(window->isChoosingPromotion());
    clickHoldings(Color::White, PieceType::Pawn); // no such tile: cancels
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(game().plyCount(), 0);
    clickMove("e9", "e10");
    clickHoldings(Color::White, PieceType::Rook);
    EXPECT_EQ(lastMove(), "e9e10r");
}

TEST_F(Ui, NoMoveToTheTenthWhenNothingIsCaptured) {
    hotSeat("3r4k1/4P5/10/10/10/10/10/10/1NBQKCABN1/R8R w - - 0 30");
    clickMove("e9", "e10");
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_TRUE(statusText().contains("has nothing to promote to")) << statusText().toStdString();
}

TEST_F(Ui, HoldingsFollowThePosition) {
    hotSeat("2k7/4P5/10/10/10/10/10/10/1NB1KCABN1/R9 w - - 0 30");
    const Holdings h = game().position().holdings(Color::White);
    EXPECT_EQ(h[index(PieceType::Queen)], 1);
    EXPECT_EQ(h[index(PieceType::Rook)], 1);
    EXPECT_EQ(h[index(PieceType::Knight)], 0);
}

TEST_F(Ui, TheComputerAnswers) {
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Computer};
    setup.level = 1;
    window->startGame(setup);
    clickMove("e3", "e5");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
    EXPECT_FALSE(window->controller().isThinking());
    EXPECT_TRUE(window->controller().isHumanTurn());
    EXPECT_EQ(window->board().position().fen(), game().position().fen());
}

TEST_F(Ui, TakebackDuringThinkingLeavesAConsistentGame) {
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Computer};
    setup.level = LevelCount; // thinks for seconds
    window->startGame(setup);
    clickMove("e3", "e5");
    ASSERT_TRUE(window->controller().isThinking());
    window->controller().undo();
    EXPECT_FALSE(window->controller().isThinking());
    EXPECT_EQ(game().plyCount(), 0);
    QTest::qWait(300); // a stale answer arriving now must be ignored
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_EQ(game().position().fen(), std::string(StartFen));
    EXPECT_EQ(window->board().position().fen(), std::string(StartFen));
    EXPECT_TRUE(window->controller().isHumanTurn());
    clickMove("d3", "d5");
    EXPECT_EQ(game().plyCount(), 1);
    window->controller().moveNow();
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; }));
}

TEST_F(Ui, ReplayVehreSchmittbergerByClicks) {
    const auto entries = readPgn(decodeText(test::readDataFile("games/vehre-schmittberger-2001.pgn")));
    ASSERT_TRUE(entries.front().game);
    hotSeat();
    window->setFocus();
    const Game record = entries.front().game->mainGame();
    for (Move m : record.moves()) {
        clickMove(squareName(m.from()).c_str(), squareName(m.to()).c_str());
        ASSERT_EQ(lastMove(), toUci(m)) << "ply " << game().plyCount();
    }
    std::istringstream finals(test::readDataFile("games/final-positions.txt"));
    std::string line, last;
    while (std::getline(finals, line))
        if (!line.empty() && line[0] != '#')
            last = line;
    EXPECT_EQ(game().position().fen(), last);
    EXPECT_EQ(game().plyCount(), 57);
    // Browsing: the move list shows the moves, and Home / Left go back through them.
    const QString list = window->moveList().toPlainText();
    EXPECT_TRUE(list.contains("29. ") && !list.contains("30. ")) << list.toStdString();
    window->controller().goToPly(0);
    EXPECT_EQ(window->board().position().fen(), std::string(StartFen));
}

TEST_F(Ui, SaveAndOpenRoundTrip) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("f2", "e4"); // the marshal
    QTemporaryDir dir;
    const QString path = dir.filePath("game.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    const std::string before = game().position().fen();
    hotSeat();
    ASSERT_TRUE(window->files().open(path));
    EXPECT_EQ(game().plyCount(), 3);
    EXPECT_EQ(game().position().fen(), before);
    EXPECT_TRUE(window->windowTitle().startsWith("game.pgn"));
}

// A record broken at a move loads up to the move before it, and says where and why; a
// missing file changes nothing.
TEST_F(Ui, ABrokenMoveLoadsTheGameUpToItAndSaysWhere) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    QTemporaryDir dir;
    auto write = [&](const QString& name, const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        return dir.filePath(name);
    };
    struct Case {
        QString path;
        int plies;        // what loads
        QString expected; // a part of the message
    };
    const std::vector<Case> cases = {
        {write("broken.pgn", "[Event \"x\"]\n\n1. e5 Nd5 *\n"), 1, "line 3, column 7"},
        {write("open-comment.pgn", "[Event \"x\"]\n\n1. e5 {never closed\n"), 1, "line 3, column 7"},
        {write("open-variations.pgn", "[Event \"x\"]\n\n1. e5 " + QByteArray(100000, '(') + "\n"), 1,
         "line 3"},
        {write("illegal.pgn", "[Event \"x\"]\n\n1. e5 e6 2. Qz9 *\n"), 2, "line 3, column 13"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.path.toStdString());
        QString message;
        uitest::answerNextMessageBox("OK", &message);
        EXPECT_TRUE(window->files().open(c.path));
        EXPECT_EQ(game().plyCount(), c.plies);
        EXPECT_TRUE(message.contains(c.expected)) << message.toStdString();
        EXPECT_TRUE(message.contains(QFileInfo(c.path).fileName())) << message.toStdString();
        EXPECT_LT(message.size(), 2000) << "a message a user can read";
    }
    const std::string fenBefore = game().position().fen();
    QString message;
    uitest::answerNextMessageBox("OK", &message);
    EXPECT_FALSE(window->files().open(dir.filePath("missing.pgn")));
    EXPECT_TRUE(message.contains("missing.pgn")) << message.toStdString();
    EXPECT_EQ(game().position().fen(), fenBefore);
}

// Hostile files with no readable game: each is refused with a message that names the file
// and, where there is one, the place of the problem; the game on the board stays as it was.
TEST_F(Ui, HostileFilesEachGiveAMessageAndLeaveTheGame) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    const std::string fenBefore = game().position().fen();
    const QString titleBefore = window->windowTitle();

    QTemporaryDir dir;
    auto write = [&](const QString& name, const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        return dir.filePath(name);
    };
    QByteArray garbage;
    quint32 x = 12345;
    for (int i = 0; i < 200000; ++i) {
        x = x * 1664525u + 1013904223u;
        garbage.append(static_cast<char>(x >> 24));
    }
    struct Case {
        QString path;
        QString expected; // a part of the message
    };
    std::vector<Case> cases = {
        {write("empty.pgn", ""), "contains no game"},
        {write("garbage.pgn", garbage), "is not a game record"},
        {write("zeros.pgn", QByteArray(10000, '\0')),
         "not a game record: a record is text, and this file is not (line 1, column 1"},
        {write("picture.pgn", QByteArray("\x89PNG\r\n\x1a\n") + QByteArray(1000, '\0')), "(line 3, column 1"},
        {write("utf16.pgn", QByteArray("\xFF\xFE[\0E\0v\0e\0n\0t\0")), "UTF-16"},
        {write("bad-fen.pgn", "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"k9/99/10 w - - 0 1\"]\n\n1. e5 *\n"),
         "line 3"},
        {write("no-kings.pgn", "[FEN \"10/10/10/10/10/10/10/10/10/10 w - - 0 1\"]\n\n*\n"), "no king"},
        {write("open-tag.pgn", "[Event \"x\n\n1. e5 *\n"), "line 1"},
        {dir.filePath("missing.pgn"), "missing.pgn"},
        {dir.path(), "Cannot open"},
    };
    {
        QFile big(dir.filePath("huge.pgn"));
        ASSERT_TRUE(big.open(QIODevice::WriteOnly));
        ASSERT_TRUE(big.resize(qint64(100) << 20)); // sparse: 100 MB of nothing
        cases.push_back({dir.filePath("huge.pgn"), "too large"});
    }

    for (const Case& c : cases) {
        SCOPED_TRACE(c.path.toStdString());
        QStringList messages;
        QTimer closer;
        QObject::connect(&closer, &QTimer::timeout, [&] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                    messages << box->text();
                    box->accept();
                }
        });
        closer.start(20);
        EXPECT_FALSE(window->files().open(c.path));
        closer.stop();
        ASSERT_EQ(messages.size(), 1);
        EXPECT_TRUE(messages.front().contains(QFileInfo(c.path).fileName()))
            << messages.front().toStdString();
        EXPECT_TRUE(messages.front().contains(c.expected)) << messages.front().toStdString();
        EXPECT_LT(messages.front().size(), 2000) << "a message a user can read";
        EXPECT_EQ(game().position().fen(), fenBefore);
        EXPECT_EQ(game().plyCount(), 2);
        EXPECT_EQ(window->windowTitle(), titleBefore);
    }
    // The game goes on.
    clickMove("d3", "d5");
    EXPECT_EQ(game().plyCount(), 3);
}

// The check for files that are not text leaves text alone: a record ended by DOS's
// end-of-file mark (Ctrl+Z), with an escape character in a comment, opens.
TEST_F(Ui, ARecordWithADosEndMarkAndAStrayControlCharacterOpens) {
    QTemporaryDir dir;
    const QString path = dir.filePath("dos.pgn");
    uitest::writeBytes(path, QByteArray("[Event \"DOS\"]\r\n\r\n1. e5 {an \x1b escape} e6 *\r\n\x1a"));
    ASSERT_TRUE(window->files().open(path));
    EXPECT_EQ(game().plyCount(), 2);
}

// Pasting what cannot replace the game (an 8x8 FEN, text with no game) says what is wrong
// and asks nothing: the question to save the game is for a paste that would replace it.
TEST_F(Ui, PastingWhatCannotLoadAsksNothing) {
    hotSeat();
    clickMove("e3", "e5");
    const std::string fenBefore = game().position().fen();
    QAction* paste = nullptr;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().remove('&') == "Paste Game or Position")
            paste = a;
    ASSERT_NE(paste, nullptr);
    struct Case {
        QString clipboard;
        QString expected;
    };
    const std::vector<Case> cases = {
        // Eight ranks read as Embassy Chess's board, whose ranks have ten squares.
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "rank 8 describes 8 squares, expected 10"},
        {"r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0", "FEN"},
        {"hello, this is not a game", "line 1"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.clipboard.toStdString());
        QApplication::clipboard()->setText(c.clipboard);
        QStringList messages;
        QTimer closer;
        QObject::connect(&closer, &QTimer::timeout, [&] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                    messages << box->text();
                    box->reject(); // Cancel, should a question come
                }
        });
        closer.start(20);
        paste->trigger();
        waitUntil([&] { return !messages.isEmpty(); }, 3000);
        closer.stop();
        ASSERT_EQ(messages.size(), 1) << messages.join(" | ").toStdString();
        EXPECT_FALSE(messages.front().contains("Save the current game")) << messages.front().toStdString();
        EXPECT_TRUE(messages.front().contains(c.expected)) << messages.front().toStdString();
        EXPECT_EQ(game().position().fen(), fenBefore);
    }
}

TEST_F(Ui, PicksOneGameOfMany) {
    ASSERT_TRUE(window->files().open(QString(GRAND_TEST_DATA) + "/games/freeling-35-games.pgn", 5));
    const auto entries = readPgn(decodeText(test::readDataFile("games/freeling-35-games.pgn")));
    EXPECT_EQ(game().moves(), entries[5].game->mainGame().moves());
}

// Quitting with changes the next start would not offer back (a finished game from a file,
// commented) asks: Cancel keeps the window and the changes, Discard quits. So do changes to
// an unfinished game from a file (the question says it comes back; it does). A game in
// progress begun here is not asked about: it comes back next time.
TEST_F(Ui, QuitAsksAboutChangesThatWouldNotComeBack) {
    QTemporaryDir dir;
    const QString path = dir.filePath("finished.pgn");
    QFile::copy(QString(GRAND_TEST_DATA) + "/games/vehre-schmittberger-2001.pgn", path);
    ASSERT_TRUE(window->files().open(path));
    GameController& c = window->controller();
    ASSERT_TRUE(c.isOver());
    c.setComment(c.tree().mainLine()[3], "Reviewed.");
    ASSERT_TRUE(window->files().isModified());

    QString asked;
    uitest::answerNextMessageBox("Cancel", &asked);
    window->close();
    EXPECT_TRUE(asked.contains("finished.pgn") && asked.contains("not saved")) << asked.toStdString();
    EXPECT_TRUE(window->isVisible()) << "Cancel keeps the window";
    EXPECT_TRUE(window->files().isModified());

    asked.clear();
    uitest::answerNextMessageBox("Discard", &asked);
    window->close();
    EXPECT_FALSE(asked.isEmpty());
    EXPECT_FALSE(window->isVisible());
    window->show(); // for the fixture's tear-down

    // An unfinished game from a file, played on: asked, and offered back after Discard.
    const QString unfinished = dir.filePath("unfinished.pgn");
    uitest::writeBytes(unfinished, "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e5 e6 *\n");
    ASSERT_TRUE(window->files().open(unfinished));
    clickMove("f3", "f4");
    ASSERT_TRUE(window->files().isModified());
    asked.clear();
    uitest::answerNextMessageBox("Discard", &asked);
    window->close();
    EXPECT_TRUE(asked.contains("unfinished.pgn") && asked.contains("offered back")) << asked.toStdString();
    EXPECT_FALSE(window->isVisible());
    window->show();
    {
        QFile autosaved(GameFiles::autosavePath());
        ASSERT_TRUE(autosaved.open(QIODevice::ReadOnly));
        const auto entries = readPgn(decodeText(autosaved.readAll().toStdString()));
        ASSERT_FALSE(entries.empty());
        EXPECT_EQ(entries.front().game->mainGame().plyCount(), 3) << "the game as it was, f4 included";
    }

    // An unfinished game begun here is autosaved on quitting instead: no question.
    hotSeat();
    clickMove("e3", "e5");
    asked.clear();
    uitest::answerNextMessageBox("Cancel", &asked, 1000);
    window->close();
    QTest::qWait(1100);
    EXPECT_TRUE(asked.isEmpty()) << asked.toStdString();
    EXPECT_FALSE(window->isVisible());
}

// Started with a file (as a file manager does) after the last New Game was the computer
// against itself: nothing plays while the file's question is up, and the question takes
// the keyboard. Its answer decides; no other game starts behind it.
TEST_F(Ui, StartingWithAFileWaitsForItsQuestion) {
    window.reset();
    Settings settings;
    settings.setValue(Settings::Key::Mode, 2); // computer against computer
    settings.setValue(Settings::Key::Level, 1);
    QTemporaryDir dir;
    const QString path = dir.filePath("unfinished.pgn");
    {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("[Event \"e\"]\n[WhiteType \"human\"]\n[BlackType \"program\"]\n[Level \"1\"]\n\n"
                "1. e5 e6 *\n");
    }
    QString asked;
    QStringList buttons;
    QTimer watcher;
    int pliesWhileAsked = -1;
    QObject::connect(&watcher, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            box && box->isVisible()) {
            QTest::qWait(600); // long enough for a computer move at any speed level 1 would play
            asked = box->text();
            pliesWhileAsked = window->controller().game().plyCount();
            QTest::keyClick(box, Qt::Key_Return); // the default button: continue as played
            watcher.stop();
        }
    });
    watcher.start(20);
    window = std::make_unique<MainWindow>(StartOptions{false, path});
    window->show();
    ASSERT_TRUE(waitUntil([&] { return !asked.isEmpty(); }, 10000));
    EXPECT_TRUE(asked.contains("by the computer") || asked.contains("against the computer"))
        << asked.toStdString();
    EXPECT_EQ(pliesWhileAsked, 0) << "nothing played behind the question";
    EXPECT_EQ(game().plyCount(), 2) << "the file's game, as it was";
    EXPECT_TRUE(window->windowTitle().startsWith("unfinished.pgn"));
    EXPECT_FALSE(window->isWindowModified()) << "the file as it is: no unsaved change";
    settings.setValue(Settings::Key::Mode, 0);
}

TEST_F(Ui, AutosaveAfterEveryMove) {
    QFile::remove(GameFiles::autosavePath());
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    QFile file(GameFiles::autosavePath());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << GameFiles::autosavePath().toStdString();
    const auto entries = readPgn(decodeText(file.readAll().toStdString()));
    ASSERT_EQ(entries.size(), 1u);
    ASSERT_TRUE(entries[0].game);
    EXPECT_EQ(entries[0].game->mainGame().plyCount(), 2);
    EXPECT_EQ(entries[0].game->result(), "*");
    EXPECT_EQ(entries[0].game->tag("WhiteType"), "human");
}

// The engine thread under abuse from the GUI side: a computer-against-computer game whose
// searches are cut short hundreds of times by takebacks and "move now", analysis switched on
// and off, and controllers destroyed while their engine searches. Nothing may hang (the
// test's time limit), leak (LeakSanitizer in CI) or leave the game inconsistent.
TEST(UiEngineAbuse, SearchesCutShortAndControllersClosedMidSearch) {
    {
        GameController controller;
        GameSetup setup;
        setup.players = {PlayerKind::Computer, PlayerKind::Computer};
        setup.level = LevelCount;
        int movesMade = 0;
        QObject::connect(&controller, &GameController::moveMade, [&] { ++movesMade; });
        controller.newGame(setup);
        for (int i = 0; i < 300; ++i) {
            switch (i % 4) {
            case 0:
                controller.moveNow();
                break;
            case 1:
                controller.undo();
                break;
            case 2:
                controller.setAnalysisEnabled(true);
                break;
            default:
                controller.setAnalysisEnabled(false);
                controller.moveNow();
                break;
            }
            QTest::qWait(i % 7);
            std::string why;
            ASSERT_TRUE(controller.game().position().isConsistent(&why)) << why;
        }
        EXPECT_GT(movesMade, 20); // the cuts did produce moves
        // Every move of the game is legal in turn, and the game goes on.
        Game replay(controller.game().positionAt(0));
        for (Move m : controller.game().moves())
            ASSERT_TRUE(replay.play(m)) << toUci(m);
        const int plies = controller.game().plyCount();
        EXPECT_TRUE(waitUntil([&] {
            return controller.isThinking() || controller.game().plyCount() != plies
                   || controller.game().status().isOver();
        }));
    } // destroyed while its engine thinks at full strength
    for (int i = 0; i < 50; ++i) {
        GameController controller;
        controller.setAnalysisEnabled(true); // an infinite analysis
        QTest::qWait(i % 5);
    } // each destroyed mid-analysis
}

} // namespace
} // namespace grand::ui
