// Take Back and Redo through the window: explored alternatives kept, the autosave following
// each, a game ended here reopened and finished again, and a record that came finished left
// as it is.

#include "ui_fixture.h"

#include "ui/records/gamefiles.h"

#include "engine/notation/pgn.h"

#include <QAction>
#include <QFile>
#include <QTemporaryDir>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::fileBytes;
using uitest::Ui;
using uitest::writeBytes;

// Taking back a move that has explored alternatives keeps the game and the record in step
// (an alternative must not become the game), Redo brings everything back, and another
// move there brings the alternatives back as its variations.
TEST_F(Ui, TakebackKeepsTheExploredAlternatives) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    key(Qt::Key_Left);
    clickMove("d8", "d6"); // explored: 1... d6
    key(Qt::Key_End);
    const GameController& c = window->controller();
    const GameRecord before = c.tree();
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(game().plyCount(), 1);
    EXPECT_EQ(c.tree().mainGame().moves(), game().moves()) << "the game is the record's main line";
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_TRUE(c.tree() == before) << "redo brings back the move and its alternatives";
    key(Qt::Key_Z, Qt::ControlModifier);
    clickMove("f8", "f6"); // another move
    EXPECT_EQ(c.tree().mainGame().moves(), game().moves());
    const QString list = window->moveList().toPlainText();
    EXPECT_TRUE(list.contains("1. e5 f6") && list.contains("( 1... d6 )")) << list.toStdString();
    EXPECT_FALSE(list.contains("e6")) << "a plain taken-back move is not kept: " << list.toStdString();
}

// What is explored after a takeback survives the redo: the redo brings the move back into
// the record as it is now, not the record as it was.
TEST_F(Ui, ExplorationsAfterATakebackSurviveTheRedo) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("d3", "d5");
    key(Qt::Key_Z, Qt::ControlModifier); // 2. d5 taken back
    key(Qt::Key_Home);
    clickMove("f3", "f5"); // explored: 1. f5
    key(Qt::Key_End);
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    const GameController& c = window->controller();
    EXPECT_EQ(game().plyCount(), 3);
    EXPECT_EQ(c.tree().mainGame().moves(), game().moves());
    const QString list = window->moveList().toPlainText();
    EXPECT_TRUE(list.contains("( 1. f5 )")) << "the exploration is kept: " << list.toStdString();
    EXPECT_TRUE(list.contains("2. d5")) << list.toStdString();
}

// Take Back and Redo change the game: the autosave follows each, so that a quit or a crash
// right after brings back the game as it is now, not with the taken-back moves.
TEST_F(Ui, TakebackAndRedoAreAutosaved) {
    QFile::remove(GameFiles::autosavePath());
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("d3", "d5");
    auto autosavedPlies = [] {
        QFile file(GameFiles::autosavePath());
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        const auto entries = readPgn(decodeText(file.readAll().toStdString()));
        return entries.empty() || !entries[0].game ? -1 : entries[0].game->mainGame().plyCount();
    };
    EXPECT_EQ(autosavedPlies(), 3);
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(game().plyCount(), 2);
    EXPECT_EQ(autosavedPlies(), 2);
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(autosavedPlies(), 3);
}

// A game that ended on this board, taken back from its end and redone to it, is finished
// again, with its result and reason (a resignation cannot be seen from the position).
TEST_F(Ui, RedoToTheEndOfAFinishedGameBringsTheResultBack) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("d3", "d5");
    answerNextMessageBox("Resign for Black");
    action("Resign for Black")->trigger();
    const GameController& c = window->controller();
    ASSERT_TRUE(c.isOver());
    ASSERT_EQ(c.resultText(), "1-0");
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(c.isOver());
    EXPECT_EQ(c.tree().result(), "*");
    key(Qt::Key_Z, Qt::ControlModifier);
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_FALSE(c.isOver()) << "not yet at the end";
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(game().plyCount(), 3);
    EXPECT_TRUE(c.isOver());
    EXPECT_EQ(c.resultText(), "1-0");
    EXPECT_EQ(c.tree().result(), "1-0");
    EXPECT_TRUE(c.reasonText().contains("resign", Qt::CaseInsensitive)) << c.reasonText().toStdString();
    EXPECT_FALSE(c.canRedo());
    // A different move after a takeback makes a new game: no old result comes back.
    key(Qt::Key_Z, Qt::ControlModifier);
    clickMove("f3", "f5");
    EXPECT_FALSE(c.isOver());
    EXPECT_EQ(c.tree().result(), "*");
}

// Issue 61, item 7: a record that came finished (here a resignation, read from a file) is
// not a game in progress. Take Back is off and says why and what to do instead; Ctrl+Z
// changes nothing (it removed the last move and the result). The move list's Delete From
// Here edits it and keeps the recorded result; so does it for a mate read from a file.
TEST_F(Ui, TakeBackLeavesAFinishedRecordAsItIs) {
    QTemporaryDir dir;
    const QString path = dir.filePath("finished.pgn");
    const QByteArray bytes = "[Event \"e\"]\n[Result \"1-0\"]\n\n1. e5 e6 2. d5 {Black resigns} 1-0\n";
    writeBytes(path, bytes);
    ASSERT_TRUE(window->files().open(path));
    const GameController& c = window->controller();
    ASSERT_TRUE(c.isOver());
    QAction* takeBack = action("Take Back");
    EXPECT_FALSE(takeBack->isEnabled());
    EXPECT_TRUE(takeBack->toolTip().contains("finished (1-0)")) << takeBack->toolTip().toStdString();
    EXPECT_TRUE(takeBack->toolTip().contains("Delete From Here")) << takeBack->toolTip().toStdString();
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(game().plyCount(), 3);
    EXPECT_EQ(c.tree().result(), "1-0");
    EXPECT_FALSE(window->files().isModified());
    key(Qt::Key_S, Qt::ControlModifier);
    EXPECT_EQ(fileBytes(path), bytes) << "nothing to save";

    // The move list deletes the last move; the result is the record's and stays.
    window->controller().deleteFrom(c.tree().mainLineEnd());
    EXPECT_EQ(game().plyCount(), 2);
    EXPECT_EQ(c.tree().result(), "1-0");
    EXPECT_TRUE(c.isOver());
    EXPECT_FALSE(action("Take Back")->isEnabled()) << "still a finished record";
    key(Qt::Key_S, Qt::ControlModifier);
    EXPECT_EQ(fileBytes(path), "[Event \"e\"]\n[Result \"1-0\"]\n\n1. e5 e6 1-0\n");

    // A mate read from a file is a finished record too (its button was left on, doing nothing).
    ASSERT_TRUE(
        window->files().loadText("[Event \"m\"]\n[SetUp \"1\"]\n[FEN \"1r2k4r/P2n6/2P7/4P5/10/10/10/10/"
                                 "1NBQKCAB2/R8R w - - 0 24\"]\n\n24. Qd9# 1-0\n",
                                 "mate"));
    ASSERT_TRUE(c.isOver());
    EXPECT_FALSE(action("Take Back")->isEnabled()) << "a mate read from a file";

    // A record in progress ("*") is a game: Take Back takes its last move back.
    answerNextMessageBox("Discard"); // the pasted mate was never saved
    ASSERT_TRUE(window->files().loadText("[Event \"e\"]\n\n1. e5 e6 2. d5 *\n", "test"));
    EXPECT_TRUE(action("Take Back")->isEnabled());
    key(Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(game().plyCount(), 2);
}

} // namespace
} // namespace grand::ui
