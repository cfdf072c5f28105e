// The clocks of a game record through the window: no reading invented for a record without
// them, a record from another program annotated without a clock running (its readings kept
// as written), and a game ended without a move marking its file changed.

#include "test_data.h"
#include "ui_fixture.h"

#include "ui/game/gamesetup.h"
#include "ui/records/gamefiles.h"

#include "engine/notation/pgn.h"

#include <QApplication>
#include <QClipboard>
#include <QTemporaryDir>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::fileBytes;
using uitest::Ui;
using uitest::writeBytes;

// Issue 61, item 1: a record with a TimeControl tag and no clock comments (a pychess.org
// export) keeps having none: copied with Ctrl+C, or edited and saved, no move gets an
// invented [%clk 0:10:00].
TEST_F(Ui, NoClockTimesAreInventedForARecordWithoutThem) {
    QTemporaryDir dir;
    const QString path = dir.filePath("pychess.pgn");
    const QByteArray original = QByteArray::fromStdString(test::readDataFile("games/pychess-export.pgn"));
    ASSERT_FALSE(original.contains("%clk"));
    ASSERT_TRUE(original.contains("[TimeControl \"600+5\"]"));
    writeBytes(path, original);
    ASSERT_TRUE(window->files().open(path));
    QApplication::clipboard()->clear();
    key(Qt::Key_C, Qt::ControlModifier);
    const QString copied = QApplication::clipboard()->text();
    EXPECT_TRUE(copied.contains("1. e5 Ce7")) << copied.toStdString();
    EXPECT_FALSE(copied.contains("%clk")) << copied.toStdString();
    window->controller().setComment(window->controller().tree().mainLine().front(), "A fine start.");
    key(Qt::Key_S, Qt::ControlModifier);
    const QByteArray saved = fileBytes(path);
    EXPECT_TRUE(saved.contains("{A fine start.}")) << saved.toStdString();
    EXPECT_FALSE(saved.contains("%clk")) << saved.toStdString();

    // Moves played on a running clock are timed, each of them.
    window->startGame(uitest::hotSeatWithClock(60000, 2000));
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    const std::string played = writePgn(window->controller().record());
    EXPECT_NE(played.find("1. e5 {[%clk 0:01:0"), std::string::npos) << played;
    EXPECT_NE(played.find("e6 {[%clk 0:01:0"), std::string::npos) << played;
}

// A record from another program (XBoard's: a time control, clock comments, one with tenths
// and one after a word) opened, a comment given to its last move and a move played on, then
// saved: only those change. The record is being annotated, not played, so no clock runs for
// the move played on (the player had lost on time while writing a note), no clock comment or
// private tag is written for it, and each reading the user did not touch stays as the file
// wrote it (they were written anew in whole seconds, reading first). The comment stays on its
// move (it went after the new move, onto White's).
TEST_F(Ui, AnnotatingARecordFromElsewhereChangesOnlyWhatTheUserChanged) {
    QTemporaryDir dir;
    const QString path = dir.filePath("xboard.pgn");
    const std::string original =
        "[Event \"Computer chess game\"]\n[Site \"myhost\"]\n[Date \"2024.03.17\"]\n[Round \"-\"]\n"
        "[White \"Fairy-Max 5.0b\"]\n[Black \"Human\"]\n[Result \"*\"]\n[TimeControl \"120+1\"]\n"
        "[Variant \"grand\"]\n\n1. e5 {[%clk 0:01:59.6]} e6 {Solid. [%clk 0:01:58.4]} 2. Nc4\n"
        "{[%clk 0:01:57]} Nc7 {[%clk 0:01:02]} *\n";
    writeBytes(path, QByteArray::fromStdString(original));
    ASSERT_TRUE(window->files().open(path));
    GameController& c = window->controller();
    ASSERT_EQ(c.game().plyCount(), 4);
    c.setComment(c.tree().mainLineEnd(), "Black holds.");
    clickMove("f3", "f5");
    ASSERT_EQ(lastMove(), "f3f5");
    QTest::qWait(250);
    EXPECT_FALSE(c.isClockRunning());
    EXPECT_EQ(c.remainingMs(Color::Black), 62000) << "the record's reading, not a running clock";
    key(Qt::Key_S, Qt::ControlModifier);
    std::string expected = original;
    const std::string end = "Nc7 {[%clk 0:01:02]} *";
    expected.replace(expected.find(end), end.size(), "Nc7 {[%clk 0:01:02] Black holds.} 3. f5 *");
    EXPECT_EQ(fileBytes(path).toStdString(), expected);
    EXPECT_FALSE(window->files().isModified());
}

// A game that ends without a move (a resignation, a draw agreed, a fallen flag) changes its
// record's result: the file is marked changed, so that closing asks to save it.
TEST_F(Ui, AnEndingWithoutAMoveMarksTheFileChanged) {
    QTemporaryDir dir;
    const QString path = dir.filePath("resigned.pgn");
    hotSeat();
    clickMove("e3", "e5");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    ASSERT_FALSE(window->files().isModified());
    answerNextMessageBox("Resign for Black");
    action("Resign for Black")->trigger();
    ASSERT_EQ(window->controller().resultText(), "1-0");
    EXPECT_TRUE(window->files().isModified());

    window->startGame(uitest::hotSeatWithClock(300, 0));
    clickMove("e3", "e5");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    ASSERT_FALSE(window->files().isModified());
    QTRY_VERIFY_WITH_TIMEOUT(window->controller().isOver(), 3000);
    EXPECT_EQ(window->controller().resultText(), "1-0") << "Black's flag fell";
    EXPECT_TRUE(window->files().isModified());
}

} // namespace
} // namespace grand::ui
