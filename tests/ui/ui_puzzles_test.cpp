// The puzzle trainer (Game > Puzzles): a puzzle solved by mouse, by keys and with a
// promotion chosen in the holdings; one failed and retried; a hint and the solution; the
// rating changing, kept after a restart, and a broken record kept aside; the choice by
// theme; and the puzzle opened on the main window's analysis board.

#include "ui/board/holdingspanel.h"
#include "ui/board/moveentry.h"
#include "ui/puzzles/puzzleprogress.h"
#include "ui/puzzles/puzzletrainer.h"
#include "ui_fixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>

#include <cmath>

namespace grand::ui {
namespace {

using uitest::waitUntil;

// A knight fork (three moves: the fork, the king's step, the capture), a mate in one by a
// rook, and a promotion on the last rank.
const std::string Collection = "1q8/4k5/10/10/1C8/10/10/10/10/9K w - - 0 1 ; moves b6c8 e9f9 c8b10 ; rating "
                               "1300 ; themes fork,marshalFork,short "
                               "; source test fork\n"
                               "9k/10/9K/10/10/10/10/10/10/RR8 w - - 0 1 ; moves a1a10 ; rating 900 ; themes "
                               "mate,mateIn1,oneMove ; source test "
                               "mate\n"
                               "k9/4P5/10/10/10/10/10/10/10/9K w - - 0 1 ; moves e9e10q ; rating 1100 ; "
                               "themes promotion,oneMove ; source test "
                               "promotion\n";

class UiPuzzles : public ::testing::Test {
protected:
    void SetUp() override { open(); }

    void open() {
        trainer = std::make_unique<PuzzleTrainer>(PuzzleCollection::fromText(Collection), path());
        trainer->setPace(0, 0);
        trainer->seed(1);
        trainer->resize(1000, 700);
        trainer->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(trainer.get()));
    }
    QString path() const { return dir.path() + "/puzzles.json"; }

    void show(const std::string& source) {
        for (const Puzzle& p : trainer->collection().puzzles())
            if (p.source == source)
                trainer->showPuzzle(p);
        ASSERT_TRUE(trainer->current() && trainer->current()->source == source);
    }
    QPoint centre(const char* square) {
        return trainer->board().squareRect(parseSquare(square)).center().toPoint();
    }
    void clickMove(const char* from, const char* to) {
        QTest::mouseClick(&trainer->board(), Qt::LeftButton, {}, centre(from));
        QTest::mouseClick(&trainer->board(), Qt::LeftButton, {}, centre(to));
    }
    std::string boardFen() { return trainer->board().position().fen(); }
    QPushButton* button(const QString& text) {
        for (QPushButton* b : trainer->findChildren<QPushButton*>())
            if (b->text().remove('&') == text)
                return b;
        ADD_FAILURE() << "no button " << text.toStdString();
        return nullptr;
    }
    QListWidget* history() { return trainer->findChild<QListWidget*>(); }

    QTemporaryDir dir;
    std::unique_ptr<PuzzleTrainer> trainer;
};

TEST_F(UiPuzzles, AThreeMovePuzzleIsSolvedByMouseAndTheReplyPlaysItself) {
    show("test fork");
    EXPECT_FALSE(trainer->board().isFlipped()); // White solves, from below
    clickMove("b6", "c8");
    EXPECT_TRUE(trainer->feedback().contains("is right")) << trainer->feedback().toStdString();
    // The reply follows by itself.
    ASSERT_TRUE(waitUntil([&] { return trainer->session()->played().size() == 2; }));
    EXPECT_EQ(toUci(trainer->session()->played()[1]), "e9f9");
    EXPECT_TRUE(trainer->feedback().contains("Black answers Kf9")) << trainer->feedback().toStdString();
    EXPECT_EQ(boardFen(), trainer->controller().viewPosition().fen());
    EXPECT_EQ(trainer->board().position().pieceOn(parseSquare("f9")),
              makePiece(Color::Black, PieceType::King));
    clickMove("c8", "b10");
    EXPECT_TRUE(trainer->session()->isComplete());
    EXPECT_TRUE(trainer->feedback().contains("Well done")) << trainer->feedback().toStdString();
    EXPECT_GT(trainer->progress().player().rating, 1500);
    ASSERT_EQ(history()->count(), 1);
    EXPECT_TRUE(history()->item(0)->text().startsWith(QStringLiteral("✓")))
        << history()->item(0)->text().toStdString();
    EXPECT_FALSE(trainer->board().isEnabled() && trainer->session()->replyDue());
}

TEST_F(UiPuzzles, AWrongMoveIsSaidTakenBackAndCountsAsFailedEvenWhenRetried) {
    show("test fork");
    const std::string start = boardFen();
    clickMove("b6", "d7"); // checks nothing, forks nothing
    EXPECT_TRUE(trainer->feedback().contains("is not the move")) << trainer->feedback().toStdString();
    ASSERT_TRUE(waitUntil([&] { return boardFen() == start; })); // taken back
    EXPECT_LT(trainer->progress().player().rating, 1500);
    const double afterFailure = trainer->progress().player().rating;
    // Retry: solved on the second try, and the rating stays where the failure put it.
    button("Retry")->click();
    clickMove("b6", "c8");
    ASSERT_TRUE(waitUntil([&] { return trainer->session()->played().size() == 2; }));
    clickMove("c8", "b10");
    EXPECT_TRUE(trainer->feedback().contains("second try")) << trainer->feedback().toStdString();
    EXPECT_EQ(trainer->progress().player().rating, afterFailure);
    ASSERT_EQ(history()->count(), 1);
    EXPECT_TRUE(history()->item(0)->text().startsWith(QStringLiteral("✗")));
    // "Only puzzles I failed" offers it again.
    trainer->findChild<QCheckBox*>()->setChecked(true);
    ASSERT_TRUE(trainer->current());
    EXPECT_EQ(trainer->current()->source, "test fork");
}

TEST_F(UiPuzzles, AHintRingsThePieceAndTheSolutionPlaysTheRest) {
    show("test fork");
    button("Hint")->click();
    EXPECT_EQ(trainer->board().hintSquare(), parseSquare("b6"));
    EXPECT_TRUE(trainer->feedback().contains("b6"));
    clickMove("b6", "c8");
    ASSERT_TRUE(waitUntil([&] { return trainer->session()->played().size() == 2; }));
    EXPECT_EQ(trainer->board().hintSquare(), NoSquare);
    button("Solution")->click();
    EXPECT_TRUE(trainer->session()->isComplete());
    EXPECT_TRUE(trainer->feedback().contains("The solution: Cxb10")) << trainer->feedback().toStdString();
    EXPECT_EQ(trainer->board().position().pieceOn(parseSquare("b10")),
              makePiece(Color::White, PieceType::Marshal));
    EXPECT_LT(trainer->progress().player().rating, 1500); // shown, not solved
}

TEST_F(UiPuzzles, AMoveTypedOnTheBoardCountsAndAnyMateIsRight) {
    show("test mate");
    trainer->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(trainer.get()));
    trainer->board().setFocus();
    uitest::typeText("Rb10");
    ASSERT_TRUE(trainer->findChild<MoveEntry*>()->isOpen());
    uitest::pressEnter();
    // The solution says Ra10#; Rb10 mates as well.
    EXPECT_TRUE(trainer->session()->isComplete());
    EXPECT_TRUE(trainer->feedback().contains("Rb10# solves it")) << trainer->feedback().toStdString();
    // Enter, once the puzzle is done, brings the next one.
    uitest::pressEnter();
    ASSERT_TRUE(trainer->current());
    EXPECT_NE(trainer->current()->source, "test mate");
}

TEST_F(UiPuzzles, APromotionIsChosenInTheHoldingsAsInGames) {
    show("test promotion");
    clickMove("e9", "e10");
    EXPECT_FALSE(trainer->session()->isComplete()); // waiting for the piece
    auto* holdings = trainer->findChild<HoldingsPanel*>();
    QTest::mouseClick(holdings, Qt::LeftButton, {},
                      holdings->slotRect(Color::White, PieceType::Queen).center());
    EXPECT_TRUE(trainer->session()->isComplete());
    EXPECT_EQ(trainer->board().position().pieceOn(parseSquare("e10")),
              makePiece(Color::White, PieceType::Queen));
}

TEST_F(UiPuzzles, TheRatingAndHistoryAreKeptAfterARestart) {
    show("test mate");
    clickMove("a1", "a10");
    ASSERT_TRUE(trainer->session()->isComplete());
    const double rating = trainer->progress().player().rating;
    EXPECT_GT(rating, 1500);
    trainer.reset();
    open();
    EXPECT_DOUBLE_EQ(trainer->progress().player().rating, rating);
    ASSERT_EQ(history()->count(), 1);
    EXPECT_TRUE(history()->item(0)->text().contains("Mate in 1"));
    // The next puzzles are the two not tried yet, then none.
    trainer->nextPuzzle();
    ASSERT_TRUE(trainer->current());
    EXPECT_NE(trainer->current()->source, "test mate");
    // Double-clicking the history's line brings the solved puzzle back.
    emit history()->itemActivated(history()->item(0));
    ASSERT_TRUE(trainer->current());
    EXPECT_EQ(trainer->current()->source, "test mate");
}

// Found by a new user: "1,674 (+120)" was followed by 1,795, because the change was the
// difference of the unrounded ratings. Each change shown adds up to the rating shown after it.
TEST(PuzzleProgressChange, AddsUpToTheRatingShown) {
    QTemporaryDir dir;
    PuzzleProgress progress(dir.filePath("progress.json"));
    const double scores[] = {1, 1, 0, 0.5, 1, 0, 1, 1, 0, 0.5, 1, 0};
    int rating = 900;
    for (double score : scores) {
        Puzzle p;
        p.fen = "9k/10/9K/10/10/10/10/10/10/RR8 w - - 0 1";
        p.moves = {"a1a" + std::to_string(2 + (rating / 100) % 9)}; // another id each time
        p.rating = rating += 173;
        const long before = std::lround(progress.player().rating);
        const double change = progress.record(p, score);
        EXPECT_EQ(before + std::lround(change), std::lround(progress.player().rating))
            << "score " << score << ", puzzle " << p.rating;
    }
}

TEST_F(UiPuzzles, AThemeNarrowsTheChoiceAndSaysWhenNoneIsLeft) {
    trainer->setTheme("promotion");
    ASSERT_TRUE(trainer->current());
    EXPECT_EQ(trainer->current()->source, "test promotion");
    clickMove("e9", "e10");
    auto* holdings = trainer->findChild<HoldingsPanel*>();
    QTest::mouseClick(holdings, Qt::LeftButton, {},
                      holdings->slotRect(Color::White, PieceType::Queen).center());
    ASSERT_TRUE(trainer->session()->isComplete());
    trainer->nextPuzzle();
    EXPECT_FALSE(trainer->current());
    EXPECT_TRUE(trainer->feedback().contains("tried every puzzle")) << trainer->feedback().toStdString();
    EXPECT_EQ(boardFen(), Position().fen()); // no puzzle's position left standing
    EXPECT_FALSE(trainer->board().isInteractive());
    auto* box = trainer->findChild<QComboBox*>();
    EXPECT_EQ(box->currentText(), "Promotion (1)");
    EXPECT_EQ(box->itemText(0), "All themes (3)");
}

TEST_F(UiPuzzles, ABrokenRecordIsKeptAsideAndSaid) {
    trainer.reset();
    uitest::writeBytes(path(), "{ not json");
    open();
    EXPECT_TRUE(trainer->feedback().contains("could not be read")) << trainer->feedback().toStdString();
    EXPECT_FALSE(QFile::exists(path()));
    const QStringList aside = QDir(dir.path()).entryList({"puzzles.json.unreadable-*"});
    ASSERT_EQ(aside.size(), 1);
    EXPECT_EQ(uitest::fileBytes(dir.path() + "/" + aside.front()), "{ not json");
    EXPECT_DOUBLE_EQ(trainer->progress().player().rating, 1500);
}

TEST_F(UiPuzzles, TwoWindowsAddToTheSameRecord) {
    // A second window of the program (its own trainer on the same file) fails a puzzle; then
    // this one solves another: both attempts stay, the rating counts both.
    PuzzleTrainer other(PuzzleCollection::fromText(Collection), path());
    other.setPace(0, 0);
    for (const Puzzle& p : other.collection().puzzles())
        if (p.source == "test fork")
            other.showPuzzle(p);
    QTest::mouseClick(&other.board(), Qt::LeftButton, {},
                      other.board().squareRect(parseSquare("b6")).center().toPoint());
    QTest::mouseClick(&other.board(), Qt::LeftButton, {},
                      other.board().squareRect(parseSquare("d7")).center().toPoint());
    ASSERT_EQ(other.progress().history().size(), 1u);
    show("test mate");
    clickMove("a1", "a10");
    ASSERT_TRUE(trainer->session()->isComplete());
    EXPECT_EQ(trainer->progress().history().size(), 2u);
    EXPECT_EQ(history()->count(), 2);
    trainer.reset();
    open();
    ASSERT_EQ(trainer->progress().history().size(), 2u);
    EXPECT_EQ(trainer->progress().history()[0].result, PuzzleProgress::Result::Failed);
    EXPECT_EQ(trainer->progress().history()[1].result, PuzzleProgress::Result::Solved);
}

TEST(UiPuzzleSource, TheLevelsGamesAreToldInWordsAndOtherSourcesAsWritten) {
    EXPECT_EQ(
        PuzzleTrainer::sourceText("self-play, Casual (level 3) - Club (level 4), set sp34b game 591, ply 82"),
        "the computer against itself, level 3 with White against level 4 (set sp34b, game 591, move 41)");
    EXPECT_EQ(PuzzleTrainer::sourceText("Vehre - Schmittberger, 2001"), "Vehre - Schmittberger, 2001");
}

class UiPuzzlesInWindow : public uitest::Ui {};

TEST_F(UiPuzzlesInWindow, GamePuzzlesOpensTheTrainerAndAPuzzleGoesToTheAnalysisBoard) {
    hotSeat();
    action("Puzzles...")->trigger();
    auto* trainer = window->findChild<PuzzleTrainer*>();
    ASSERT_TRUE(trainer);
    EXPECT_TRUE(trainer->isVisible());
    ASSERT_TRUE(trainer->current()); // one of the collection built in
    EXPECT_GE(trainer->collection().puzzles().size(), 2u);
    const Puzzle puzzle = *trainer->current();
    EXPECT_EQ(window->controller().game().plyCount(), 0); // the game in the window is untouched
    for (QPushButton* b : trainer->findChildren<QPushButton*>())
        if (b->text().remove('&') == "Open on the Analysis Board")
            b->click();
    EXPECT_EQ(window->controller().viewPosition().fen(), puzzle.fen);
    EXPECT_EQ(window->controller().tree().mainLine().size(), puzzle.moves.size());
    trainer->close();
}

} // namespace
} // namespace grand::ui
