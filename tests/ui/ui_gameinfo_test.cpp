// Game -> Game Information through the window (issue 30, item 8): names, ratings, dates
// and every other tag edited and checked as typed, the result recorded or kept where the
// rules decided it, and the date and players a game begun here starts with.

#include "test_data.h"
#include "ui/base/settings.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/gamesetup.h"
#include "ui/records/gamefiles.h"
#include "ui/records/gameinfodialog.h"
#include "ui_fixture.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>

namespace grand::ui {
namespace {

using uitest::onlyGame;
using uitest::Ui;
using uitest::writeBytes;

// Game Information: names and ratings go to the strips and the record.
TEST_F(Ui, GameInformationNamesThePlayers) {
    hotSeat();
    QTimer::singleShot(300, [] {
        auto* dialog = qobject_cast<GameInfoDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->field("White")->setText("Freeling");
        dialog->field("WhiteElo")->setText("2200");
        dialog->field("Black")->setText("Vehre");
        dialog->field("Event")->setText("Club evening");
        dialog->accept();
    });
    action("Game Information...")->trigger();
    const GameRecord& r = window->controller().tree();
    EXPECT_EQ(r.tag("White"), "Freeling");
    EXPECT_EQ(r.tag("WhiteElo"), "2200");
    EXPECT_EQ(r.tag("Event"), "Club evening");
    QString strips;
    for (QLabel* l : window->findChildren<QLabel*>())
        strips += l->text() + "|";
    EXPECT_TRUE(strips.contains("Freeling (2200)")) << strips.toStdString();
    EXPECT_TRUE(window->windowTitle().contains("Freeling – Vehre")) << window->windowTitle().toStdString();
}

// Issue 30, item 8: a date or a rating that is not one never reaches the file: OK waits,
// and a line says which field and how to write it. Every tag can be edited, the result too.
TEST_F(Ui, GameInformationChecksAndEditsEveryTag) {
    QTemporaryDir dir;
    const QString path = dir.filePath("club.pgn");
    writeBytes(path, "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
                     "[Annotator \"Vehre\"]\n[Opening \"?\"]\n\n1. e5 e6 *\n");
    ASSERT_TRUE(window->files().open(path));
    QString dateProblem, ratingProblem, nameProblem;
    bool okWhileBad = true;
    QTimer::singleShot(300, [&] {
        auto* dialog = qobject_cast<GameInfoDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QLineEdit* date = dialog->field("Date");
        date->selectAll();
        QTest::keyClicks(date, "yesterday");
        dateProblem = dialog->problem();
        okWhileBad = ok->isEnabled();
        date->selectAll();
        QTest::keyClicks(date, "2026.11.??");
        QTest::keyClicks(dialog->field("WhiteElo"), "abc");
        ratingProblem = dialog->problem();
        okWhileBad = okWhileBad || ok->isEnabled();
        dialog->field("WhiteElo")->clear();
        QTest::keyClicks(dialog->field("WhiteElo"), "2150");
        // The other tags: Annotator renamed, Opening removed, a new one that needs a name.
        QTableWidget* other = dialog->otherTags();
        ASSERT_EQ(other->rowCount(), 2);
        other->item(0, 0)->setText("Commentator");
        other->setCurrentCell(1, 0);
        for (QPushButton* b : dialog->findChildren<QPushButton*>())
            if (b->text().remove('&') == "Remove Tag")
                QTest::mouseClick(b, Qt::LeftButton);
        for (QPushButton* b : dialog->findChildren<QPushButton*>())
            if (b->text().remove('&') == "Add Tag")
                QTest::mouseClick(b, Qt::LeftButton);
        ASSERT_EQ(other->rowCount(), 2);
        other->item(1, 0)->setText("Time Control");
        nameProblem = dialog->problem();
        okWhileBad = okWhileBad || ok->isEnabled();
        other->item(1, 0)->setText("Mode");
        other->item(1, 1)->setText("OTB");
        dialog->resultBox()->setCurrentIndex(dialog->resultBox()->findData("0-1"));
        EXPECT_TRUE(ok->isEnabled()) << dialog->problem().toStdString();
        QTest::mouseClick(ok, Qt::LeftButton);
    });
    action("Game Information...")->trigger();
    EXPECT_FALSE(okWhileBad) << "OK was offered for a bad value";
    EXPECT_TRUE(dateProblem.startsWith("Date: write a date as YYYY.MM.DD")) << dateProblem.toStdString();
    EXPECT_TRUE(ratingProblem.startsWith("White's rating: a rating is a number"))
        << ratingProblem.toStdString();
    EXPECT_TRUE(nameProblem.contains("\"Time Control\" cannot be a tag's name")) << nameProblem.toStdString();
    const GameController& c = window->controller();
    EXPECT_TRUE(c.isOver()) << "0-1 recorded: the game ends there";
    EXPECT_EQ(c.resultText(), "0-1");
    key(Qt::Key_S, Qt::ControlModifier);
    const GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.tag("Date"), "2026.11.??");
    EXPECT_EQ(saved.tag("WhiteElo"), "2150");
    EXPECT_EQ(saved.tag("Commentator"), "Vehre");
    EXPECT_FALSE(saved.hasTag("Annotator"));
    EXPECT_FALSE(saved.hasTag("Opening"));
    EXPECT_EQ(saved.tag("Mode"), "OTB");
    EXPECT_EQ(saved.result(), "0-1");

    // "*" opens the game again: it can be played on.
    QTimer::singleShot(300, [] {
        auto* dialog = qobject_cast<GameInfoDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->resultBox()->setCurrentIndex(dialog->resultBox()->findData("*"));
        dialog->accept();
    });
    action("Game Information...")->trigger();
    EXPECT_FALSE(c.isOver());
    clickMove("f3", "f5");
    EXPECT_EQ(game().plyCount(), 3);
}

// Issue 61, item 6: the record's own values are kept, not refused: a pychess.org export's
// BlackElo "1016?" leaves OK enabled with a note that names it; a value the user types is
// still checked, and the same value typed back is the record's again.
TEST_F(Ui, GameInformationKeepsTheRecordsOwnUnusualValues) {
    QTemporaryDir dir;
    const QString path = dir.filePath("pychess.pgn");
    writeBytes(path, QByteArray::fromStdString(test::readDataFile("games/pychess-export.pgn")));
    ASSERT_TRUE(window->files().open(path));
    bool okAsRead = false, okWhileBad = true, okBack = false;
    QString note, problem;
    QTimer::singleShot(300, [&] {
        auto* dialog = qobject_cast<GameInfoDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QLineEdit* elo = dialog->field("BlackElo");
        EXPECT_EQ(elo->text(), "1016?");
        okAsRead = ok->isEnabled();
        for (QLabel* label : dialog->findChildren<QLabel*>())
            if (label->text().contains("1016?"))
                note = label->text();
        elo->selectAll();
        QTest::keyClicks(elo, "10x6");
        problem = dialog->problem();
        okWhileBad = ok->isEnabled();
        elo->selectAll();
        QTest::keyClicks(elo, "1016?");
        okBack = ok->isEnabled();
        if (okBack)
            QTest::mouseClick(ok, Qt::LeftButton);
        else
            dialog->reject(); // the test fails below instead of waiting on the dialog
    });
    action("Game Information...")->trigger();
    EXPECT_TRUE(okAsRead);
    EXPECT_TRUE(note.contains("Kept as the record has it")) << note.toStdString();
    EXPECT_FALSE(okWhileBad) << "a value typed is checked";
    EXPECT_TRUE(problem.contains("a rating is a number")) << problem.toStdString();
    EXPECT_TRUE(okBack);
    EXPECT_EQ(window->controller().record().tag("BlackElo"), "1016?");
}

// A result the rules decided (here mate) cannot be changed in Game Information.
TEST_F(Ui, GameInformationKeepsTheRulesResult) {
    hotSeat("k9/10/K9/10/10/10/10/10/10/9R w - - 0 1");
    clickMove("j1", "j10");
    ASSERT_TRUE(window->controller().isOver());
    bool resultEditable = true;
    QString why;
    QTimer::singleShot(300, [&] {
        auto* dialog = qobject_cast<GameInfoDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        resultEditable = dialog->resultBox()->isEnabled();
        why = dialog->resultBox()->toolTip();
        dialog->reject();
    });
    action("Game Information...")->trigger();
    EXPECT_FALSE(resultEditable);
    EXPECT_TRUE(why.contains("Checkmate")) << why.toStdString();
    EXPECT_FALSE(window->controller().setRecordedResult("*"));
    EXPECT_TRUE(window->controller().isOver());
}

// Issue 30, item 8: a game begun here is dated today and names its players: the user (a
// Preferences field, the account's name until set) and the computer with its level.
TEST_F(Ui, NewGamesAreDatedAndNameThePlayers) {
    Settings settings;
    EXPECT_FALSE(settings.playerName().isEmpty()) << "the account's name until one is set";
    settings.setValue(Settings::Key::PlayerName, "Ada");
    settings.setValue(Settings::Key::Mode, 0);
    settings.setValue(Settings::Key::HumanColor, 1);
    settings.setValue(Settings::Key::Level, 3);
    window->startGame(nextGameSetup(settings));
    const GameRecord r = window->controller().record();
    EXPECT_EQ(r.tag("Date"), QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    EXPECT_EQ(r.tag("White"), "Grand Chess level 3");
    EXPECT_EQ(r.tag("Black"), "Ada");
    // Preferences edits the name.
    QTimer::singleShot(300, [] {
        auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->nameField().selectAll();
        QTest::keyClicks(&dialog->nameField(), "Ada Lovelace");
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
    });
    key(Qt::Key_Comma, Qt::ControlModifier);
    EXPECT_EQ(Settings().playerName(), "Ada Lovelace");
}

// Computer Plays and the level change who plays: the names the game began with follow,
// a name the user gave stays.
TEST_F(Ui, NamesFollowWhoPlays) {
    Settings settings;
    settings.setValue(Settings::Key::PlayerName, "Ada");
    settings.setValue(Settings::Key::Mode, 0);
    settings.setValue(Settings::Key::HumanColor, 0);
    settings.setValue(Settings::Key::Level, 3);
    window->startGame(nextGameSetup(settings));
    GameController& c = window->controller();
    ASSERT_EQ(c.tree().tag("White"), "Ada");
    ASSERT_EQ(c.tree().tag("Black"), "Grand Chess level 3");
    c.setPlayer(Color::White, PlayerKind::Computer);
    c.setPlayer(Color::Black, PlayerKind::Human);
    EXPECT_EQ(c.tree().tag("White"), "Grand Chess level 3");
    EXPECT_EQ(c.tree().tag("Black"), "Ada");
    c.setLevel(5);
    EXPECT_EQ(c.tree().tag("White"), "Grand Chess level 5");
    c.setTags({{"Black", "Lovelace"}}); // the user's own name for the side stays
    c.setPlayer(Color::Black, PlayerKind::Computer);
    EXPECT_EQ(c.tree().tag("Black"), "Lovelace");
    c.setPlayer(Color::White, PlayerKind::Human);
    c.setPlayer(Color::Black, PlayerKind::Human); // hot-seat: no names written for humans
    EXPECT_FALSE(c.tree().hasTag("White")) << c.tree().tag("White");
}

// A record from elsewhere keeps the tags it had: saving it changed and played on neither
// dates it today nor sets it at this program's site. A game begun here has all three.
TEST_F(Ui, SavingARecordFromElsewhereInventsNoDateEventOrSite) {
    QTemporaryDir dir;
    const QString path = dir.filePath("undated.pgn");
    writeBytes(path, "[White \"Freeling\"]\n[Black \"Vehre\"]\n[Result \"*\"]\n\n1. e5 e6 *\n");
    ASSERT_TRUE(window->files().open(path));
    clickMove("f3", "f4");
    ASSERT_EQ(lastMove(), "f3f4");
    key(Qt::Key_S, Qt::ControlModifier);
    const GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.mainLine().size(), 3U) << "the move played was saved";
    EXPECT_EQ(saved.tag("White"), "Freeling");
    EXPECT_EQ(saved.tag("Black"), "Vehre");
    EXPECT_FALSE(saved.hasTag("Date") && saved.tag("Date") != "????.??.??") << saved.tag("Date");
    EXPECT_FALSE(saved.hasTag("Event") && saved.tag("Event") != "?") << saved.tag("Event");
    EXPECT_FALSE(saved.hasTag("Site") && saved.tag("Site") != "?") << saved.tag("Site");

    const QString ours = dir.filePath("ours.pgn");
    hotSeat();
    ASSERT_TRUE(window->files().saveTo(ours, PgnWriteOptions{}));
    const GameRecord begun = onlyGame(ours);
    EXPECT_EQ(begun.tag("Date"), QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    EXPECT_EQ(begun.tag("Event"), "Casual game");
    EXPECT_EQ(begun.tag("Site"), "Grand Chess desktop");
    EXPECT_EQ(begun.tag("White"), "Human");
}

} // namespace
} // namespace grand::ui
