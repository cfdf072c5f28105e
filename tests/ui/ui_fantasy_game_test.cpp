// Fantasy Grand Chess as a whole game at the desk (issue 29): New Game offers the armies
// (each with its setup and character, or a random draw) and the next start remembers
// them; a Fantasy FEN starts a game against the computer in which the player strikes with
// an Orc and promotes a Goblin, saves it, opens it again and plays on against the computer.

#include "ui/analysis/analysispanel.h"
#include "ui/analysis/analysistools.h"
#include "ui/analysis/evalgraph.h"
#include "ui/analysis/reviewpanel.h"
#include "ui/base/armytexts.h"
#include "ui/base/settings.h"
#include "ui/board/armysetupview.h"
#include "ui/board/boardtheme.h"
#include "ui/board/moveentry.h"
#include "ui/dialogs/editorboard.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui_fixture.h"

#include "engine/eval/evaluate.h"
#include "engine/notation/san.h"
#include "engine/rules/armies.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::onlyGame;
using uitest::Ui;
using uitest::waitUntil;

class UiFantasyGame : public Ui {};

void chooseArmy(NewGameDialog& dialog, const char* side, const QString& name) {
    auto* list = dialog.findChild<QComboBox*>(side);
    ASSERT_NE(list, nullptr);
    const int i = list->findText(name);
    ASSERT_GE(i, 0) << name.toStdString();
    list->setCurrentIndex(i);
}

TEST_F(UiFantasyGame, NewGameOffersTheArmiesAndTheNextStartRemembersThem) {
    newGameWith([](NewGameDialog& dialog) {
        auto* variant = dialog.findChild<QComboBox*>("variant");
        auto* armies = dialog.findChild<ArmySetupView*>("whiteSetup")->parentWidget();
        EXPECT_FALSE(armies->isVisibleTo(&dialog)) << "Grand Chess has no armies to choose";
        variant->setCurrentIndex(variant->findText("Fantasy Grand Chess"));
        EXPECT_TRUE(armies->isVisibleTo(&dialog));
        chooseArmy(dialog, "whiteArmy", "Giants");
        chooseArmy(dialog, "blackArmy", "Druids");
        // Each side's setup as on the board: White's ranks 3-1, Black's 10-8 from the top.
        const auto* white = dialog.findChild<ArmySetupView*>("whiteSetup");
        const auto* black = dialog.findChild<ArmySetupView*>("blackSetup");
        EXPECT_EQ(white->pieceAt(4, 2), makePiece(Color::White, PieceType::King)) << "Giants' King on e1";
        EXPECT_EQ(white->pieceAt(4, 0), makePiece(Color::White, PieceType::Giant)) << "a Giant on e3";
        EXPECT_EQ(white->pieceAt(0, 0), Piece::Empty) << "the Giants have no pawn row";
        EXPECT_EQ(black->pieceAt(9, 0), makePiece(Color::Black, PieceType::Rook)) << "the Elephant on j10";
        EXPECT_EQ(black->pieceAt(0, 2), makePiece(Color::Black, PieceType::Fox)) << "the Fox on a8";
        EXPECT_EQ(dialog.findChild<QLabel*>("whiteCharacter")->text(), armyCharacter(Army::Giants));
        chooseArmy(dialog, "blackArmy", "Random");
        EXPECT_EQ(black->army(), Army::None);
        EXPECT_TRUE(dialog.findChild<QLabel*>("blackCharacter")->text().contains("random"));
        chooseArmy(dialog, "blackArmy", "Druids");
        dialog.findChild<QComboBox*>("mode")->setCurrentIndex(1); // two players
    });
    const Position start = Position::fantasyStart(Army::Giants, Army::Druids);
    EXPECT_EQ(game().startPosition().fen(), start.fen());
    EXPECT_TRUE(window->controller().setup().isHotSeat());
    clickMove("e3", "e5"); // a Giant's two-square leap
    EXPECT_EQ(lastMove(), "e3e5");
    window.reset();

    // The next start plays the same choice.
    MainWindow next(StartOptions{false, {}});
    EXPECT_EQ(next.controller().game().startPosition().fen(), start.fen());
}

// The armies' setups in New Game are drawn in the board's colours (they stayed in the
// first theme's wood after another was chosen).
TEST_F(UiFantasyGame, NewGameDrawsTheArmiesInTheBoardsColours) {
    Settings settings;
    settings.setValue(Settings::Key::BoardTheme, 1);
    QString themeShown;
    newGameWith([&](NewGameDialog& dialog) {
        auto* variant = dialog.findChild<QComboBox*>("variant");
        variant->setCurrentIndex(variant->findText("Fantasy Grand Chess"));
        themeShown = dialog.findChild<ArmySetupView*>("blackSetup")->theme().name;
        dialog.findChild<QComboBox*>("mode")->setCurrentIndex(1);
    });
    EXPECT_NE(boardTheme(1).name, boardTheme(0).name);
    EXPECT_EQ(themeShown, boardTheme(1).name);
}

TEST_F(UiFantasyGame, RandomArmiesAreDrawnWhenTheGameBegins) {
    std::set<std::pair<Army, Army>> drawn;
    for (int i = 0; i < 6; ++i) {
        newGameWith([](NewGameDialog& dialog) {
            auto* variant = dialog.findChild<QComboBox*>("variant");
            variant->setCurrentIndex(variant->findText("Fantasy Grand Chess"));
            chooseArmy(dialog, "whiteArmy", "Random");
            chooseArmy(dialog, "blackArmy", "Random");
            dialog.findChild<QComboBox*>("mode")->setCurrentIndex(1);
        });
        const Position& start = game().startPosition();
        ASSERT_TRUE(&start.variant() == &fantasyGrandChess());
        EXPECT_EQ(start.fen(),
                  Position::fantasyStart(start.army(Color::White), start.army(Color::Black)).fen());
        drawn.insert({start.army(Color::White), start.army(Color::Black)});
    }
    EXPECT_GT(drawn.size(), 1u) << "six draws from 36 pairings were all the same";
}

// Giants against Druids, hot-seat, typed: every army's letters open the entry and read,
// SAN and coordinates alternately.
TEST_F(UiFantasyGame, MovesAreTypedInTheArmiesLetters) {
    hotSeat(Position::fantasyStart(Army::Giants, Army::Druids).fen().c_str());
    window->board().setFocus();
    for (int ply = 0; ply < 16; ++ply) {
        const Position pos = game().position();
        const MoveList legal = legalMoves(pos);
        // A piece move (the King's too): a letter of the army begins it.
        std::vector<Move> pieceMoves;
        for (Move m : legal)
            if (std::isupper(static_cast<unsigned char>(toSan(pos, m).front())))
                pieceMoves.push_back(m);
        ASSERT_FALSE(pieceMoves.empty());
        const Move m = pieceMoves[static_cast<std::size_t>(ply * 7) % pieceMoves.size()];
        QString typed =
            QString::fromStdString(ply % 3 == 2 ? toUci(m, pos.army(pos.sideToMove())) : toSan(pos, m));
        typed.remove('+').remove('#');
        ASSERT_EQ(QApplication::focusWidget(), &window->board()) << "ply " << ply;
        uitest::typeText(typed);
        ASSERT_TRUE(window->moveEntry().isOpen()) << "typed " << typed.toStdString();
        uitest::pressEnter();
        ASSERT_EQ(lastMove(), toUci(m, pos.army(pos.sideToMove())))
            << "ply " << ply << " typed " << typed.toStdString() << ": "
            << window->moveEntry().message().toStdString();
    }
}

// Issue 61, item 8: a strike typed whole is played with its struck square, in SAN and in
// coordinates; before, the entry's move went through the board's strike choice and the
// plain capture was recorded (1. Oxe8, the Warrior on a9 still there).
TEST_F(UiFantasyGame, ATypedStrikeRemovesThePieceItNames) {
    const char* const fen = "4k5/w9/4r5/2GO6/10/10/6e3/10/10/4K5 w - - 0 1 horde/elves";
    for (const auto& [typed, uci, struck] :
         {std::tuple{"Oxe8xa9", "d7e8xa9", "a9"}, std::tuple{"d7e8xg4", "d7e8xg4", "g4"},
          std::tuple{"Oxe8", "d7e8", ""}}) {
        SCOPED_TRACE(typed);
        hotSeat(fen);
        window->board().setFocus();
        uitest::typeText(QString::fromLatin1(typed));
        ASSERT_TRUE(window->moveEntry().isOpen());
        uitest::pressEnter();
        ASSERT_EQ(game().plyCount(), 1) << window->moveEntry().message().toStdString();
        EXPECT_EQ(lastMove(), uci);
        EXPECT_FALSE(window->isChoosingPromotion()) << "no choice is left open on the board";
        const Position& now = game().position();
        const Piece a9 = now.pieceOn(parseSquare("a9")), g4 = now.pieceOn(parseSquare("g4"));
        if (std::string(struck) == "a9") {
            EXPECT_EQ(a9, Piece::Empty);
            EXPECT_NE(g4, Piece::Empty);
        } else if (std::string(struck) == "g4") {
            EXPECT_NE(a9, Piece::Empty);
            EXPECT_EQ(g4, Piece::Empty);
        } else {
            EXPECT_NE(a9, Piece::Empty);
            EXPECT_NE(g4, Piece::Empty);
        }
        // A striking Orc leaves the board; the plain capture stays on e8.
        EXPECT_EQ(now.pieceOn(parseSquare("e8")),
                  *struck ? Piece::Empty : makePiece(Color::White, PieceType::Orc));
        // The status names both pieces the strike took (issue 61, item 9).
        if (std::string(struck) == "a9") {
            EXPECT_TRUE(statusText().startsWith("The Orc took the Ranger on e8, struck the Warrior on a9 and "
                                                "left the board."))
                << statusText().toStdString();
        }
    }
}

// Issue 61, item 10: a promotion refused says why: a kind the piece never becomes (and what
// it may become), or one of which none has been captured.
TEST_F(UiFantasyGame, ARefusedPromotionSaysWhy) {
    hotSeat("4k5/10/10/4S5/10/10/10/10/1G6G1/4K5 w - - 0 1 dwarves/humans");
    clickMove("e7", "e8");
    ASSERT_TRUE(window->isChoosingPromotion());
    key(Qt::Key_C); // the Dwarves' Cannon
    EXPECT_TRUE(window->isChoosingPromotion());
    EXPECT_EQ(statusText(), "A Soldier never becomes a Cannon; it may become a General, Guard or Priest.");
    key(Qt::Key_G); // both Guards are on the board
    EXPECT_TRUE(window->isChoosingPromotion());
    EXPECT_EQ(statusText(), "The Soldier cannot become a Guard now: no Guard of yours has been captured.");
    key(Qt::Key_E); // the General was captured: it comes back
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(lastMove(), "e7e8e");
}

// Issue 61, item 9, last point: while the strike is chosen, the Orc stands on the square it
// captures on and the captured piece is no longer drawn under it: the square looks as it
// does when the Orc moves there onto an empty square.
TEST_F(UiFantasyGame, ThePieceCapturedIsNotDrawnUnderTheOrcDuringTheStrikeChoice) {
    auto squareImage = [&](const char* fen) {
        hotSeat(fen);
        clickMove("d7", "e8");
        EXPECT_TRUE(window->isChoosingPromotion()) << fen;
        BoardWidget& board = window->board();
        const QImage image = board.grab().toImage();
        const QRect r = board.squareRect(parseSquare("e8")).toAlignedRect();
        return image.copy(QRect(r.topLeft() * image.devicePixelRatio(), r.size() * image.devicePixelRatio()));
    };
    const QImage capturing = squareImage("4k5/w9/4r5/2GO6/10/10/6e3/10/10/4K5 w - - 0 1 horde/elves");
    const QImage emptyTarget = squareImage("4k5/w9/10/2GO6/10/10/6e3/10/10/4K5 w - - 0 1 horde/elves");
    EXPECT_TRUE(capturing == emptyTarget) << "the piece captured on e8 still shows under the Orc";
}

// Horde (the player, White) against Elves (the computer, Black).
// Black's King stands far from the promotion square.
const char* const StrikeFen = "9k/10/ww8/2G3O3/10/10/10/10/10/4K5 w - - 0 1 horde/elves";

TEST_F(UiFantasyGame, AGameAgainstTheComputerWithAStrikeAndAPromotionIsSavedReopenedAndContinued) {
    newGameWith([](NewGameDialog& dialog) {
        dialog.findChild<QComboBox*>("mode")->setCurrentIndex(0);  // against the computer
        dialog.findChild<QComboBox*>("color")->setCurrentIndex(0); // I play White
        dialog.findChild<QComboBox*>("level")->setCurrentIndex(0); // level 1
        auto* fen = dialog.findChild<QLineEdit*>("fen");
        QTest::keyClicks(fen, StrikeFen);
        EXPECT_FALSE(dialog.findChild<QComboBox*>("variant")->isEnabled()) << "the FEN names the armies";
        EXPECT_FALSE(dialog.findChild<ArmySetupView*>("whiteSetup")->isVisibleTo(&dialog));
        bool named = false;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            named = named || label->text() == "Fantasy Grand Chess: Evil Horde – Elves";
        EXPECT_TRUE(named) << "the FEN's armies are named";
    });
    ASSERT_TRUE(&game().startPosition().variant() == &fantasyGrandChess());
    EXPECT_EQ(window->controller().setup().players[1], PlayerKind::Computer);
    // The armies are named: in the title and beside each side's name.
    EXPECT_TRUE(window->windowTitle().contains("Evil Horde – Elves")) << window->windowTitle().toStdString();
    QStringList strips;
    for (QLabel* label : window->findChildren<QLabel*>())
        if (label->text().startsWith("White · ") || label->text().startsWith("Black · "))
            strips << label->text();
    EXPECT_TRUE(std::any_of(strips.begin(), strips.end(), [](const QString& t) {
        return t.startsWith("White · Evil Horde · ");
    })) << strips.join(" | ").toStdString();
    EXPECT_TRUE(std::any_of(strips.begin(), strips.end(), [](const QString& t) {
        return t.startsWith("Black · Elves · Computer");
    })) << strips.join(" | ").toStdString();

    // The Orc's strike: g7-h8 removes itself and the Warrior on b8.
    clickMove("g7", "h8");
    ASSERT_TRUE(window->isChoosingPromotion());
    click("b8");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; })) << "the computer answers";
    EXPECT_EQ(toUci(game().moves()[0]), "g7h8xb8");

    // The Goblin becomes a Wolf Rider.
    clickMove("c7", "c8");
    ASSERT_TRUE(window->isChoosingPromotion());
    clickHoldings(Color::White, PieceType::WolfRider);
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 4; })) << "the computer answers";
    EXPECT_EQ(toUci(game().moves()[2]), "c7c8w");
    const std::string played = game().position().fen();

    QTemporaryDir dir;
    const QString path = dir.filePath("horde-elves.pgn");
    QTimer::singleShot(300, [path] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr) << "the Save As dialog";
        auto* name = dialog->findChild<QLineEdit*>("fileNameEdit");
        EXPECT_TRUE(name->text().startsWith("fantasy-horde-elves-")) << name->text().toStdString();
        EXPECT_EQ(dialog->nameFilters(), QStringList{"Fantasy Grand Chess records (*.pgn)"});
        dialog->setDirectory(QFileInfo(path).absolutePath());
        name->setText(QFileInfo(path).fileName());
        static_cast<QDialog*>(dialog)->accept();
    });
    key(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    const GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.mainGame().position().fen(), played);
    const QString text = QString::fromUtf8(uitest::fileBytes(path));
    EXPECT_TRUE(text.contains("[Variant \"fantasy-grand\"]")) << text.toStdString();
    EXPECT_TRUE(text.contains("[WhiteArmy \"Evil Horde\"]")) << text.toStdString();
    EXPECT_TRUE(text.contains("[BlackArmy \"Elves\"]")) << text.toStdString();
    EXPECT_TRUE(text.contains("1. Oh8xb8")) << text.toStdString(); // the strike's SAN
    EXPECT_TRUE(text.contains("c8=W")) << text.toStdString();

    // Another game, then the file again: it continues against the computer.
    hotSeat();
    answerNextMessageBox("Continue against the Computer");
    ASSERT_TRUE(window->files().open(path));
    EXPECT_EQ(game().position().fen(), played);
    ASSERT_EQ(window->controller().setup().players[1], PlayerKind::Computer);
    // The Dark Lord moves on, and the computer answers.
    clickMove("e1", "e2");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 6; }))
        << "the computer plays on: " << game().position().fen() << " " << statusText().toStdString();
    EXPECT_EQ(toUci(game().moves()[4]), "e1e2");

    // A crash now: the next start offers the game back, armies and all.
    const std::string before = game().position().fen();
    window->files().autosave();
    window.reset();
    answerNextMessageBox("Continue the Game");
    MainWindow restored(StartOptions{true, {}});
    restored.show();
    ASSERT_TRUE(waitUntil([&] { return restored.controller().game().plyCount() == 6; }));
    EXPECT_EQ(restored.controller().game().position().fen(), before);
    EXPECT_EQ(restored.controller().setup().players[1], PlayerKind::Computer);
}

// Set Up Position offers the armies: their setups (a start position follows the armies),
// their pieces in the palette, a side's pieces its new army lacks taken off, and a Fantasy
// game started from what was set up.
TEST_F(UiFantasyGame, ThePositionEditorSetsUpArmies) {
    bool checked = false;
    QTimer::singleShot(200, [&] {
        auto* editor = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
        ASSERT_NE(editor, nullptr);
        EditorBoard& board = editor->board();
        auto* variant = editor->findChild<QComboBox*>("variant");
        variant->setCurrentIndex(variant->findText("Fantasy Grand Chess"));
        auto* white = editor->findChild<QComboBox*>("whiteArmy");
        auto* black = editor->findChild<QComboBox*>("blackArmy");
        white->setCurrentIndex(white->findText("Dwarves"));
        black->setCurrentIndex(black->findText("Evil Horde"));
        // The start position follows the armies.
        EXPECT_EQ(editor->fen().toStdString(), Position::fantasyStart(Army::Dwarves, Army::Horde).fen());
        EXPECT_EQ(editor->paletteButton(makePiece(Color::White, PieceType::Queen)), nullptr);
        ASSERT_NE(editor->paletteButton(makePiece(Color::Black, PieceType::WolfRider)), nullptr);
        EXPECT_EQ(editor->paletteButton(makePiece(Color::Black, PieceType::WolfRider))->toolTip(),
                  "Black Wolf Rider");
        for (QPushButton* b : editor->findChildren<QPushButton*>())
            if (b->text().remove('&') == "Start Position")
                QTest::mouseClick(b, Qt::LeftButton);
        EXPECT_EQ(editor->fen().toStdString(), Position::fantasyStart(Army::Dwarves, Army::Horde).fen());
        // A Wolf Rider put on e5 from the palette; a Werewolf's square emptied by a right click.
        QTest::mouseClick(editor->paletteButton(makePiece(Color::Black, PieceType::WolfRider)),
                          Qt::LeftButton);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(parseSquare("e5")).center().toPoint());
        QTest::mouseClick(&board, Qt::RightButton, {},
                          board.squareRect(parseSquare("c10")).center().toPoint());
        EXPECT_TRUE(editor->fen().endsWith(" dwarves/horde")) << editor->fen().toStdString();
        EXPECT_TRUE(editor->problem().isEmpty()) << editor->problem().toStdString();
        // The eraser chosen, a click on a piece removes it.
        QTest::mouseClick(editor->paletteButton(Piece::Empty), Qt::LeftButton);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(parseSquare("a9")).center().toPoint());
        EXPECT_EQ(board.squares()[static_cast<std::size_t>(parseSquare("a9"))], Piece::Empty)
            << "an Orc erased";
        // Black's army changes: its Horde pieces go, its Dark Lord becomes the Giants' King.
        black->setCurrentIndex(black->findText("Giants"));
        EXPECT_EQ(board.squares()[static_cast<std::size_t>(parseSquare("e5"))], Piece::Empty);
        EXPECT_EQ(board.squares()[static_cast<std::size_t>(parseSquare("e10"))],
                  makePiece(Color::Black, PieceType::King));
        black->setCurrentIndex(black->findText("Evil Horde"));
        QTest::mouseClick(editor->paletteButton(makePiece(Color::Black, PieceType::WolfRider)),
                          Qt::LeftButton);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(parseSquare("e5")).center().toPoint());
        EXPECT_TRUE(editor->startButton().isEnabled()) << editor->problem().toStdString();
        checked = true;
        QTest::mouseClick(&editor->startButton(), Qt::LeftButton);
    });
    action("Set Up Position...")->trigger();
    ASSERT_TRUE(checked);
    const Position& start = game().startPosition();
    ASSERT_TRUE(&start.variant() == &fantasyGrandChess());
    EXPECT_EQ(start.army(Color::White), Army::Dwarves);
    EXPECT_EQ(start.army(Color::Black), Army::Horde);
    EXPECT_EQ(start.pieceOn(parseSquare("e5")), makePiece(Color::Black, PieceType::WolfRider));
    EXPECT_EQ(start.pieceOn(parseSquare("d1")), Piece::Empty) << "the Horde's pieces went with the Giants";

    // Opened on a Fantasy game, the editor shows its armies.
    PositionEditor again(start, window.get());
    EXPECT_EQ(again.army(Color::White), Army::Dwarves);
    EXPECT_EQ(again.army(Color::Black), Army::Horde);
    EXPECT_EQ(again.fen().toStdString(), start.fen());
    // A Fantasy FEN pasted into its field: the armies and the board follow.
    again.fenEdit().setText(StrikeFen);
    emit again.fenEdit().textEdited(again.fenEdit().text());
    EXPECT_EQ(again.army(Color::White), Army::Horde);
    EXPECT_EQ(again.army(Color::Black), Army::Elves);
    EXPECT_EQ(again.fen().toStdString(), std::string(StrikeFen));
    EXPECT_TRUE(again.startButton().isEnabled()) << again.problem().toStdString();
}

// Hint, analysis lines, the graph and Review Game in a Fantasy game: 1. Ee5+ gives the Elves'
// Elder (an amazon) to the Horde's Ogre on a5.
TEST_F(UiFantasyGame, HintAnalysisGraphAndReviewWorkForFantasy) {
    ASSERT_TRUE(window->files().loadText("[Event \"t\"]\n[Variant \"fantasy-grand\"]\n[SetUp \"1\"]\n"
                                         "[FEN \"9k/10/10/10/10/r9/10/10/4E5/4K5 w - - 0 1 elves/horde\"]\n\n"
                                         "1. Ee5+ Rxe5 *\n",
                                         "fantasy"));
    ASSERT_EQ(game().plyCount(), 2);
    ASSERT_TRUE(&game().startPosition().variant() == &fantasyGrandChess());

    // Review at depth 5: the Elder's loss is a blunder, and the graph shows it.
    action("Review Game...")->trigger();
    ReviewPanel& review = window->analysisTools().reviewPanel();
    review.setDepth(5);
    for (QPushButton* b : review.findChildren<QPushButton*>())
        if (b->isVisible() && b->text().remove('&') == "Review")
            QTest::mouseClick(b, Qt::LeftButton);
    ASSERT_TRUE(waitUntil([&] { return !review.isRunning(); }));
    const GameRecord& tree = window->controller().tree();
    const std::vector<NodeId> line = tree.mainLine();
    ASSERT_EQ(line.size(), 2u);
    EXPECT_EQ(tree.node(line[0]).nags, std::vector<int>{4}) << "1. Ee5??";
    EXPECT_NE(window->moveList().toPlainText().indexOf("Ee5+??"), -1)
        << window->moveList().toPlainText().toStdString();
    const EvalGraph& graph = window->analysisTools().graph();
    ASSERT_EQ(graph.scores().size(), 3u);
    ASSERT_TRUE(graph.scores()[2].has_value());
    ASSERT_TRUE(graph.scores()[1].has_value());
    // An Ogre down, in the centipawns the evaluation shows (its material value times
    // Scale.Fantasy): at least three quarters of that.
    const int* ogreWeight = evaluationWeight("Fantasy.Material.ogre");
    const int* scaleWeight = evaluationWeight("Scale.Fantasy");
    ASSERT_TRUE(ogreWeight && scaleWeight);
    const int ogre = *ogreWeight, scale = *scaleWeight;
    ASSERT_GT(ogre * scale, 0);
    const int ogreDown = -ogre * scale / 100 * 3 / 4;
    EXPECT_LT(*graph.scores()[1], ogreDown) << "the Elder hangs";
    EXPECT_LT(*graph.scores()[2], ogreDown) << "an Ogre against a bare King";

    // Back at the start: the analysis's lines in the armies' letters, and a hint.
    window->controller().undo(); // two players: one move each
    window->controller().undo();
    ASSERT_EQ(game().plyCount(), 0);
    AnalysisPanel& panel = window->analysisTools().panel();
    panel.setLineCount(2);
    window->showAnalysis(true);
    ASSERT_TRUE(waitUntil([&] {
        return panel.lines().size() == 2 && panel.lines()[1].pv.size() >= 2 && panel.lines()[0].depth >= 4;
    }));
    const std::string best = toSan(game().position(), panel.lines()[0].pv.front());
    EXPECT_TRUE(panel.linesText().contains(QString::fromStdString(best))) << panel.linesText().toStdString();
    EXPECT_TRUE(best.front() == 'E' || best.front() == 'K') << best << ": an Elder's or the King's move";
    EXPECT_NE(best.substr(0, 3), "Ee5") << "the analysis does not give the Elder away";
    window->showAnalysis(false);

    std::optional<Move> hint;
    QObject::connect(&window->controller(), &GameController::hintReady, [&](Move m) { hint = m; });
    key(Qt::Key_H, Qt::ControlModifier);
    ASSERT_TRUE(waitUntil([&] { return hint.has_value(); }));
    const MoveList legal = legalMoves(game().position());
    EXPECT_NE(std::find(legal.begin(), legal.end(), *hint), legal.end());
    EXPECT_NE(toUci(*hint), "e2e5") << "the hint does not give the Elder away";
}

} // namespace
} // namespace grand::ui
