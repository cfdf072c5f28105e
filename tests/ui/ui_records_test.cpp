// Game records that lose nothing, driven through the window (issue 12): a game of a
// 35-game file saved in place, an annotated game saved elsewhere with everything in it, a
// record's own ending kept, a broken record loaded up to its bad move, variations made by
// moving while browsing, and the move tree's context menu (variations, glyphs, the
// position's assessment).

#include "test_data.h"
#include "ui_fixture.h"

#include "ui/base/settings.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/gameoverbanner.h"
#include "ui/game/gamesetup.h"
#include "ui/game/playerstrip.h"
#include "ui/records/gamefiles.h"
#include "ui/records/gameinfodialog.h"
#include "ui/records/gamelistdialog.h"
#include "ui/records/movetreeview.h"

#include "engine/notation/pgn.h"
#include "engine/rules/movegen.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBlock>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::fileBytes;
using uitest::onlyGame;
using uitest::Ui;
using uitest::waitUntil;
using uitest::writeBytes;

// The text of each game of a file, as the file has it (from its first tag to the next's).
std::vector<std::string> gameBlocks(const QByteArray& bytes) {
    const std::string text = bytes.toStdString();
    const std::vector<PgnEntry> entries = readPgn(text);
    std::vector<std::string> blocks;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::size_t end = i + 1 < entries.size() ? entries[i + 1].begin : text.size();
        blocks.push_back(text.substr(entries[i].begin, end - entries[i].begin));
    }
    return blocks;
}

// Clicks the move list on the first move whose text is `san` (after `skip` earlier ones).
QPoint moveListPoint(QTextBrowser& list, const QString& san, int skip = 0) {
    QTextCursor cursor(list.document());
    for (int i = 0; i <= skip; ++i)
        cursor = list.document()->find(san, cursor, QTextDocument::FindCaseSensitively);
    EXPECT_FALSE(cursor.isNull()) << san.toStdString();
    cursor.setPosition(cursor.selectionStart() + 1);
    return list.cursorRect(cursor).center();
}

// Open a file of 35 games, pick game 3 in the table, change it, Ctrl+S: the file still holds
// 35 games and the other 34 are byte for byte what they were.
TEST_F(Ui, SavingOneGameOfManyKeepsTheOthers) {
    QTemporaryDir dir;
    const QString path = dir.filePath("35.pgn");
    const QByteArray original = QByteArray::fromStdString(test::readDataFile("games/freeling-35-games.pgn"));
    writeBytes(path, original);
    QTimer::singleShot(300, [] {
        auto* list = qobject_cast<GameListDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(list, nullptr) << "the game table";
        EXPECT_EQ(list->table().model()->rowCount(), 35);
        list->table().selectRow(2);
        list->accept();
    });
    ASSERT_TRUE(window->files().open(path));
    EXPECT_TRUE(window->windowTitle().contains("game 3 of 35")) << window->windowTitle().toStdString();
    const std::vector<PgnEntry> entries = readPgn(original.toStdString());
    ASSERT_EQ(game().moves(), entries[2].game->mainGame().moves());
    // A comment on the first move, then Ctrl+S.
    window->controller().setComment(window->controller().tree().mainLine().front(), "A fine start.");
    key(Qt::Key_S, Qt::ControlModifier);
    const QByteArray saved = fileBytes(path);
    const std::vector<std::string> before = gameBlocks(original), after = gameBlocks(saved);
    ASSERT_EQ(after.size(), 35u);
    for (std::size_t i = 0; i < 35; ++i) {
        if (i != 2) {
            EXPECT_EQ(after[i], before[i]) << "game " << i + 1;
        }
    }
    EXPECT_NE(after[2], before[2]);
    EXPECT_NE(after[2].find("{A fine start.}"), std::string::npos) << after[2];
    const std::vector<PgnEntry> reread = readPgn(saved.toStdString());
    EXPECT_EQ(reread[2].game->mainGame().moves(), entries[2].game->mainGame().moves());
}

// Games that begin on the line where the one before ends ("1-0 [Event"), and move text on
// its tag's line: saving the middle game after a move played on, and the last after a tag
// edit, changes that game alone; the others stay byte for byte (the middle one was once
// written in before its own first line, the game before it kept twice).
TEST_F(Ui, SavingAGameThatSharesALineWithAnotherKeepsTheOthers) {
    QTemporaryDir dir;
    const QString path = dir.filePath("run-on.pgn");
    const QByteArray original = "[Event \"a\"]\n\n1. e5 e6 1-0 [Event \"b\"]\n\n1. d5 d6 * "
                                "[Event \"c\"] 1. f5 *\n";
    writeBytes(path, original);
    for (const int pick : {1, 2}) {
        QTimer::singleShot(300, [pick] {
            auto* list = qobject_cast<GameListDialog*>(QApplication::activeModalWidget());
            ASSERT_NE(list, nullptr) << "the game table";
            list->table().selectRow(pick);
            list->accept();
        });
        ASSERT_TRUE(window->files().open(path));
        if (pick == 1)
            clickMove("f3", "f5");
        else
            window->controller().setTags({{"Event", "c2"}});
        key(Qt::Key_S, Qt::ControlModifier);
    }
    const std::vector<std::string> after = gameBlocks(fileBytes(path));
    ASSERT_EQ(after.size(), 3u) << fileBytes(path).toStdString();
    EXPECT_EQ(after[0], "[Event \"a\"]\n\n1. e5 e6 1-0 ");
    EXPECT_NE(after[1].find("[Event \"b\"]"), std::string::npos) << after[1];
    EXPECT_NE(after[1].find("2. f5"), std::string::npos) << after[1];
    EXPECT_EQ(after[2], "[Event \"c2\"]\n\n1. f5 *\n");
    const std::vector<PgnEntry> reread = readPgn(fileBytes(path).toStdString());
    EXPECT_EQ(reread[1].game->mainGame().plyCount(), 3);
}

// Issue 61, item 2: a file of one game saved after an edit keeps what the user did not
// touch: its leading % line and its tags as they were written ([Variant "Grand"], the
// [FEN] and [SetUp] of the standard start, their order).
TEST_F(Ui, SavingAFileOfOneGameKeepsItsOtherLinesAndTags) {
    QTemporaryDir dir;
    const QString path = dir.filePath("pychess.pgn");
    const QByteArray original = QByteArray::fromStdString(test::readDataFile("games/pychess-export.pgn"));
    writeBytes(path, original);
    ASSERT_TRUE(window->files().open(path));
    window->controller().setComment(window->controller().tree().mainLine().back(), "Mate follows.");
    key(Qt::Key_S, Qt::ControlModifier);
    const QByteArray saved = fileBytes(path);
    const QByteArray header = original.left(original.indexOf("\n\n") + 2); // % line and tags
    EXPECT_TRUE(saved.startsWith(header)) << saved.toStdString();
    EXPECT_TRUE(saved.contains("{Mate follows.}")) << saved.toStdString();
    EXPECT_EQ(readPgn(saved.toStdString()).front().game->mainGame().moves(), game().moves());
}

// A tag edited and saved in place: the game's movetext stays as the file wrote it (its
// line breaks, move numbers, spacing and a comment over two lines), not re-wrapped at 80
// columns; the edited tag changes in its place. A move added rewrites the movetext.
TEST_F(Ui, EditingATagKeepsTheMovetextAsWritten) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    const QByteArray original =
        "% Club night records\n"
        "[Event \"Club night\"]\n[Site \"Leiden\"]\n[Date \"2025.01.02\"]\n[Round \"1\"]\n"
        "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
        "1.e5   Nc7\n2.Nc4 {a comment\n over two lines}   e6\n*\n";
    writeBytes(path, original);
    ASSERT_TRUE(window->files().open(path));
    ASSERT_EQ(game().plyCount(), 4);
    window->controller().setTags({{"Event", "Club evening"}});
    key(Qt::Key_S, Qt::ControlModifier);
    QByteArray expected = original;
    expected.replace("Club night\"]", "Club evening\"]");
    EXPECT_EQ(fileBytes(path).toStdString(), expected.toStdString());
    // A move played on: it goes in after the last one, numbered as the file numbers its
    // moves ("3.j4"); the rest stays as the file wrote it (it was rewritten whole).
    clickMove("j3", "j4");
    key(Qt::Key_S, Qt::ControlModifier);
    expected.replace("e6\n*", "e6 3.j4\n*");
    EXPECT_EQ(fileBytes(path).toStdString(), expected.toStdString());
}

// Issue 61, item 13: a game of two people records who played, as the manual promises
// (WhiteType and BlackType "human"); it carried neither.
TEST_F(Ui, ATwoPlayerGameRecordsWhoPlayed) {
    hotSeat();
    clickMove("e3", "e5");
    QTemporaryDir dir;
    const QString path = dir.filePath("two.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    const GameRecord saved = uitest::onlyGame(path);
    EXPECT_EQ(saved.tag("WhiteType"), "human");
    EXPECT_EQ(saved.tag("BlackType"), "human");
    EXPECT_FALSE(saved.hasTag("GrandChessLevel")) << "no computer, no level";
}

// An annotated game saved under a new name keeps every comment, NAG, variation and tag.
TEST_F(Ui, SaveAsKeepsEveryAnnotation) {
    const QString source = QString(GRAND_TEST_DATA) + "/games/annotated-variations.pgn";
    ASSERT_TRUE(window->files().open(source));
    const std::string list = window->moveList().toPlainText().toStdString();
    EXPECT_NE(list.find("Developing towards the centre."), std::string::npos) << list;
    EXPECT_NE(list.find("Nh4!"), std::string::npos) << "NAG $1 shown as a glyph: " << list;
    EXPECT_NE(list.find("( 16... Nd5"), std::string::npos) << "variations shown: " << list;
    QTemporaryDir dir;
    const QString copy = dir.filePath("copy.pgn");
    QTimer::singleShot(300, [copy] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr) << "the Save As dialog";
        // As a user types the name into the dialog's name field.
        dialog->setDirectory(QFileInfo(copy).absolutePath());
        auto* name = dialog->findChild<QLineEdit*>("fileNameEdit");
        ASSERT_NE(name, nullptr);
        name->setText(QFileInfo(copy).fileName());
        static_cast<QDialog*>(dialog)->accept();
    });
    key(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_TRUE(QFile::exists(copy));
    const GameRecord original =
        *readPgn(decodeText(test::readDataFile("games/annotated-variations.pgn"))).front().game;
    const GameRecord saved = onlyGame(copy);
    EXPECT_TRUE(saved == original) << writePgn(saved);
    EXPECT_EQ(saved.tag("Annotator"), "For the round-trip tests");
    EXPECT_EQ(saved.termination(), "normal");
}

// A record that ended on time says so, and saving keeps its own Termination.
TEST_F(Ui, ARecordsOwnEndingIsKept) {
    QTemporaryDir dir;
    const QString path = dir.filePath("flag.pgn");
    writeBytes(path, "[Event \"Blitz\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n"
                     "[Termination \"time forfeit\"]\n\n1. e5 e6 2. Nc4 0-1\n");
    ASSERT_TRUE(window->files().open(path));
    EXPECT_TRUE(window->controller().isOver());
    EXPECT_EQ(window->controller().reasonText(), "Time forfeit");
    QString bannerText;
    for (QLabel* l : window->banner().findChildren<QLabel*>())
        bannerText += l->text() + " ";
    EXPECT_TRUE(bannerText.contains("Time forfeit")) << bannerText.toStdString();
    EXPECT_FALSE(bannerText.contains("resigned")) << bannerText.toStdString();
    key(Qt::Key_S, Qt::ControlModifier);
    const GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.termination(), "time forfeit");
    EXPECT_EQ(saved.result(), "0-1");
}

// A game that ends here gets the standard's Termination and the reason as a comment.
TEST_F(Ui, AnEndingHereIsWrittenTheStandardWay) {
    hotSeat();
    clickMove("e3", "e5");
    answerNextMessageBox("Resign for Black");
    action("Resign for Black")->trigger();
    QTemporaryDir dir;
    const QString path = dir.filePath("resigned.pgn");
    ASSERT_TRUE(window->files().saveTo(path, {}));
    const GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.termination(), "normal");
    EXPECT_EQ(saved.result(), "1-0");
    EXPECT_NE(saved.node(saved.mainLineEnd()).commentAfter.find("Black resigned"), std::string::npos);
}

// A record with an illegal 12th move shows the 11 moves before it and says where the
// problem is; Save then goes to a new file, so the rest of the record is not cut.
TEST_F(Ui, AnIllegalTwelfthMoveLoadsElevenMoves) {
    const std::vector<PgnEntry> entries = readPgn(test::readDataFile("games/freeling-35-games.pgn"));
    const GameRecord& g = *entries[0].game;
    std::string movetext;
    Position pos = g.startPosition();
    UndoInfo undo;
    const std::vector<NodeId> line = g.mainLine();
    for (int ply = 0; ply < 22; ++ply) {
        const Move m = g.node(line[static_cast<std::size_t>(ply)]).move;
        if (ply % 2 == 0)
            movetext += std::to_string(ply / 2 + 1) + ". ";
        movetext += toSan(pos, m) + " ";
        pos.doMove(m, undo);
    }
    movetext += "12. Qa10 *\n";
    QTemporaryDir dir;
    const QString path = dir.filePath("broken.pgn");
    writeBytes(path, QByteArray::fromStdString("[Event \"x\"]\n[White \"A\"]\n\n" + movetext));
    QString message;
    answerNextMessageBox("OK", &message);
    ASSERT_TRUE(window->files().open(path));
    EXPECT_EQ(game().plyCount(), 22) << "11 moves";
    EXPECT_TRUE(message.contains("Qa10")) << message.toStdString();
    EXPECT_TRUE(message.contains("line 4")) << message.toStdString();
    EXPECT_TRUE(message.contains("column")) << message.toStdString();
    EXPECT_TRUE(message.contains("Game 1")) << message.toStdString();
    const QByteArray before = fileBytes(path);
    QString notice;
    answerNextMessageBox("OK", &notice);
    QTimer::singleShot(600, [] {
        if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget()))
            dialog->reject();
    });
    key(Qt::Key_S, Qt::ControlModifier);
    EXPECT_TRUE(notice.contains("only in part")) << notice.toStdString();
    EXPECT_EQ(fileBytes(path), before) << "the file on disk is untouched";
}

// A different move while browsing an earlier position starts a variation; the game keeps
// its moves; the move tree's context menu promotes it.
TEST_F(Ui, MovingWhileBrowsingStartsAVariation) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("d3", "d5");
    key(Qt::Key_Left);
    key(Qt::Key_Left);
    EXPECT_EQ(window->controller().viewPly(), 1);
    clickMove("d8", "d6"); // Black tries another reply
    const GameController& c = window->controller();
    EXPECT_EQ(game().plyCount(), 3) << "the game is not cut";
    EXPECT_TRUE(c.isInVariation());
    EXPECT_TRUE(statusText().contains("variation")) << statusText().toStdString();
    clickMove("f3", "f5"); // and goes on in it
    EXPECT_EQ(c.viewPly(), 3);
    const QString list = window->moveList().toPlainText();
    EXPECT_TRUE(list.contains("( 1... d6 2. f5 )")) << list.toStdString();

    // Right-click on "d6", choose Promote Variation.
    QTextBrowser& view = window->moveList();
    const QPoint at = moveListPoint(view, "d6");
    QTimer::singleShot(300, [] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        ASSERT_NE(menu, nullptr) << "the move's context menu";
        for (QAction* a : menu->actions())
            if (a->text() == "Promote Variation")
                a->trigger();
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, view.viewport()->mapToGlobal(at));
    QApplication::sendEvent(view.viewport(), &event);
    QApplication::processEvents();
    EXPECT_EQ(game().plyCount(), 3);
    EXPECT_EQ(toUci(game().moves()[1]), "d8d6") << "the variation is the game now";
    EXPECT_TRUE(window->moveList().toPlainText().contains("( 1... e6 2. d5 )"))
        << window->moveList().toPlainText().toStdString();
    // Clicking a move in the list shows its position.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, moveListPoint(view, "e6"));
    EXPECT_EQ(c.lastMoveShown(),
              moveFromUci(c.tree().positionAt(c.tree().node(c.viewNode()).parent), "e8e6"));
}

// The menu a right click at `at` (the list's viewport) opens: its entries.
QStringList contextMenuAt(QTextBrowser& view, QPoint at) {
    QStringList entries;
    bool looked = false;
    QTimer::singleShot(100, [&entries, &looked] {
        looked = true;
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        ASSERT_NE(menu, nullptr) << "a context menu";
        for (QAction* a : menu->actions())
            entries << a->text();
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, view.viewport()->mapToGlobal(at));
    QApplication::sendEvent(view.viewport(), &event);
    // The text's own menu pops up without waiting: wait for the look here.
    EXPECT_TRUE(waitUntil([&looked] { return looked; }, 5000));
    return entries;
}

// Every pixel of a move in the list is the move's, its first and last ones included: a right
// click there opens the move's menu, not the text's.
TEST_F(Ui, EveryPixelOfAMoveInTheListIsTheMove) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("d3", "d5");
    auto& view = static_cast<MoveTreeView&>(window->moveList());
    const GameRecord& tree = window->controller().tree();
    for (const QString san : {"e5", "e6", "d5"}) { // d5, the current move, is drawn in bold
        const QTextCursor found =
            view.document()->find(san, QTextCursor(view.document()), QTextDocument::FindCaseSensitively);
        ASSERT_FALSE(found.isNull()) << san.toStdString();
        QTextCursor start(view.document()), end(view.document());
        start.setPosition(found.selectionStart());
        end.setPosition(found.selectionEnd());
        // The move's glyphs lie between these two edges.
        const int left = view.cursorRect(start).center().x(), right = view.cursorRect(end).center().x();
        const int y = view.cursorRect(start).center().y();
        const NodeId id = view.nodeAt({(left + right) / 2, y});
        ASSERT_GT(id, 0) << san.toStdString();
        EXPECT_EQ(toSan(tree.positionAt(tree.node(id).parent), tree.node(id).move), san.toStdString());
        for (int x = left + 1; x < right; ++x)
            EXPECT_EQ(view.nodeAt({x, y}), id)
                << san.toStdString() << " at x " << x << " of " << left << ".." << right;
        for (const int x : {left + 1, left + 2, right - 1})
            EXPECT_TRUE(contextMenuAt(view, {x, y}).contains("Delete From Here"))
                << san.toStdString() << ": the move's menu at x " << x << " of " << left << ".." << right;
        // The menu names its move first.
        const Position before = tree.positionAt(tree.node(id).parent);
        const QString named = QStringLiteral("%1%2 %3")
                                  .arg(before.fullmoveNumber())
                                  .arg(before.sideToMove() == Color::White ? "." : "...")
                                  .arg(san);
        EXPECT_EQ(contextMenuAt(view, {(left + right) / 2, y}).value(0), named);
    }
    // Beside the moves, the text's own menu.
    const QPoint empty(view.viewport()->width() - 4, view.viewport()->height() - 4);
    EXPECT_LT(view.nodeAt(empty), 0);
    EXPECT_FALSE(contextMenuAt(view, empty).contains("Delete From Here"));
}

// Found by a new user: a comment added to a file's game and saved rewrote the whole movetext
// in the program's layout ("1.f5" became "1. f5", "!?" "$5", "9.Ncxe5" "9. Nxe5", new line
// breaks). Now the file keeps every byte but the comment; a glyph set on a move of a file
// that glues its glyphs is glued too.
TEST_F(Ui, ACommentSavedChangesOnlyItsPlaceInTheFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("annotated.pgn");
    const std::string original = test::readDataFile("games/annotated-variations.pgn");
    writeBytes(path, QByteArray::fromStdString(original));
    ASSERT_TRUE(window->files().open(path));
    GameController& c = window->controller();
    const std::vector<NodeId> line = c.tree().mainLine();
    c.setComment(line[18], "Rook to the e-file"); // 10.Re2
    c.setMoveGlyph(line[17], 1);                  // 9...Kc9!
    key(Qt::Key_S, Qt::ControlModifier);
    std::string expected = original;
    expected.replace(expected.find("Kc9 10.Re2 Kb9"), 14, "Kc9! 10.Re2 {Rook to the e-file} Kb9");
    EXPECT_EQ(fileBytes(path).toStdString(), expected);
}

// Deleting from a move and editing a comment, through the controller the menu calls.
TEST_F(Ui, DeleteFromHereAndComments) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("d3", "d5");
    GameController& c = window->controller();
    const NodeId second = c.tree().mainLine()[1];
    c.setComment(second, "Solid.");
    c.setMoveGlyph(second, 5);
    EXPECT_TRUE(window->moveList().toPlainText().contains("e6!? Solid."))
        << window->moveList().toPlainText().toStdString();
    c.deleteFrom(second);
    EXPECT_EQ(game().plyCount(), 1);
    EXPECT_TRUE(c.isHumanTurn());
    clickMove("e8", "e7");
    EXPECT_EQ(game().plyCount(), 2) << "the game goes on from the new end";
}

// Right-clicks a move in the list and chooses, in its submenu `submenu`, the entry whose
// text begins with `entry` ("White is better", shown with its symbol "±" beside it).
void chooseInMoveMenu(QTextBrowser& view, const QString& san, const QString& submenu, const QString& entry) {
    bool chosen = false;
    QTimer::singleShot(300, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        ASSERT_NE(menu, nullptr) << "the move's context menu";
        for (QAction* a : menu->actions())
            if (a->text() == submenu && a->menu())
                for (QAction* b : a->menu()->actions())
                    if (!chosen && b->text().startsWith(entry)) {
                        b->trigger();
                        chosen = true;
                    }
        menu->close();
    });
    const QPoint at = moveListPoint(view, san);
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, view.viewport()->mapToGlobal(at));
    QApplication::sendEvent(view.viewport(), &event);
    QApplication::processEvents();
    EXPECT_TRUE(chosen) << submenu.toStdString() << " / " << entry.toStdString();
}

// A move has one judgement of the position after it, as on lichess: chosen from the move's
// context menu, shown after the move, replaced by another, taken off when chosen again;
// observations join it. Saved as $n and read back.
TEST_F(Ui, PositionNagsAreSetSavedAndReadBack) {
    QTemporaryDir dir;
    const QString path = dir.filePath("nags.pgn");
    writeBytes(path, "[Event \"t\"]\n\n1. e5 e6 2. d5 *\n");
    ASSERT_TRUE(window->files().open(path));
    QTextBrowser& view = window->moveList();
    const GameRecord& tree = window->controller().tree();
    const NodeId e6 = tree.mainLine()[1];
    chooseInMoveMenu(view, "e6", "Position Assessment", "White is better");
    EXPECT_EQ(tree.node(e6).nags, std::vector<int>{16});
    EXPECT_TRUE(view.toPlainText().contains(QStringLiteral("e6 \u00B1 2. d5")))
        << view.toPlainText().toStdString();
    chooseInMoveMenu(view, "e6", "Position Assessment", "Black is better");
    EXPECT_EQ(tree.node(e6).nags, std::vector<int>{17}) << "another replaces it";
    chooseInMoveMenu(view, "e6", "Position Assessment", "Black is better");
    EXPECT_TRUE(tree.node(e6).nags.empty()) << "the same again takes it off";
    chooseInMoveMenu(view, "e6", "Position Assessment", "White is better");
    chooseInMoveMenu(view, "e6", "Annotation", "?");
    chooseInMoveMenu(view, "e6", "Observation", "Initiative");
    EXPECT_EQ(tree.node(e6).nags, (std::vector<int>{2, 16, 37})) << "Black moved: Black's initiative, $37";
    EXPECT_TRUE(view.toPlainText().contains(QStringLiteral("e6? \u00B1 \u2191 2. d5")))
        << view.toPlainText().toStdString();

    key(Qt::Key_S, Qt::ControlModifier);
    const QByteArray saved = fileBytes(path);
    EXPECT_TRUE(saved.contains("1. e5 e6 $2 $16 $37 2. d5")) << saved.toStdString();
    ASSERT_TRUE(window->files().open(path));
    EXPECT_EQ(window->controller().tree().node(window->controller().tree().mainLine()[1]).nags,
              (std::vector<int>{2, 16, 37}));
    EXPECT_TRUE(window->moveList().toPlainText().contains(QStringLiteral("e6? \u00B1 \u2191")))
        << window->moveList().toPlainText().toStdString();
}

// Append to File adds the game at the end and leaves the file's games as they were.
// A file with CR LF line ends keeps them when a game in it is written anew (a variation
// added) and when a game is appended; the other games stay byte for byte.
TEST_F(Ui, AFileWithCrLfLineEndsKeepsThem) {
    QTemporaryDir dir;
    const QString path = dir.filePath("crlf.pgn");
    QByteArray original = QByteArray::fromStdString(test::readDataFile("games/freeling-35-games.pgn"));
    ASSERT_FALSE(original.contains('\r'));
    original.replace("\n", "\r\n");
    writeBytes(path, original);
    QTimer::singleShot(300, [] {
        auto* list = qobject_cast<GameListDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(list, nullptr) << "the game table";
        list->table().selectRow(2);
        list->accept();
    });
    ASSERT_TRUE(window->files().open(path));
    // A variation: back to the start, another first move (the game is written anew).
    const std::vector<PgnEntry> entries = readPgn(original.toStdString());
    const Move first = entries[2].game->mainGame().moves().front();
    key(Qt::Key_Home);
    ASSERT_EQ(window->controller().viewPly(), 0);
    const MoveList legal = legalMoves(game().startPosition());
    const auto other =
        std::find_if(legal.begin(), legal.end(), [&](Move m) { return m != first && !m.isPromotion(); });
    ASSERT_NE(other, legal.end());
    clickMove(squareName(other->from()).c_str(), squareName(other->to()).c_str());
    ASSERT_TRUE(window->controller().isInVariation());
    key(Qt::Key_S, Qt::ControlModifier);
    const QByteArray saved = fileBytes(path);
    EXPECT_EQ(saved.count("\n"), saved.count("\r\n")) << "every line ends in CR LF";
    const std::vector<std::string> before = gameBlocks(original), after = gameBlocks(saved);
    ASSERT_EQ(after.size(), 35u);
    for (std::size_t i = 0; i < 35; ++i)
        if (i != 2) {
            EXPECT_EQ(after[i], before[i]) << "game " << i + 1;
        }
    EXPECT_NE(after[2], before[2]);
    EXPECT_EQ(readPgn(saved.toStdString())[2].game->mainGame().moves(), entries[2].game->mainGame().moves());

    hotSeat();
    clickMove("e3", "e5");
    ASSERT_TRUE(window->files().appendTo(path, {}));
    const QByteArray appended = fileBytes(path);
    EXPECT_TRUE(appended.startsWith(saved));
    EXPECT_EQ(appended.count("\n"), appended.count("\r\n")) << "the appended game's too";
    EXPECT_EQ(readPgn(appended.toStdString()).size(), 36u);
}

TEST_F(Ui, AppendToFileKeepsTheFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("35.pgn");
    const QByteArray original = QByteArray::fromStdString(test::readDataFile("games/freeling-35-games.pgn"));
    writeBytes(path, original);
    hotSeat();
    clickMove("e3", "e5");
    ASSERT_TRUE(window->files().appendTo(path, {}));
    const QByteArray after = fileBytes(path);
    EXPECT_TRUE(after.startsWith(original));
    const std::vector<PgnEntry> entries = readPgn(after.toStdString());
    ASSERT_EQ(entries.size(), 36u);
    EXPECT_EQ(entries.back().game->mainGame().plyCount(), 1);
    EXPECT_TRUE(window->windowTitle().contains("game 36 of 36")) << window->windowTitle().toStdString();
}

} // namespace
} // namespace grand::ui
