// Embassy Chess at the desk (issue 60, first step): New Game offers it with its start
// drawn and a line about it, and the next start remembers it; castling by dragging the king
// to its square or onto its rook, by clicking, by typing; a refused castling says why;
// promotion offers the six pieces without counts and without staying a pawn; a game against
// the computer with a typed O-O-O and a promotion is saved, opened again and continued.

#include "ui/analysis/analysispanel.h"
#include "ui/analysis/analysistools.h"
#include "ui/analysis/evalgraph.h"
#include "ui/analysis/reviewpanel.h"
#include "ui/base/settings.h"
#include "ui/base/translations.h"
#include "ui/board/holdingspanel.h"
#include "ui/board/moveentry.h"
#include "ui/dialogs/editorboard.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/dialogs/positioneditor.h"
#include "ui_fixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolButton>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::onlyGame;
using uitest::Ui;
using uitest::waitUntil;

class UiEmbassy : public Ui {
public:
    // Types a move on the board and plays it with Enter.
    void typeMove(const QString& text) {
        if (QApplication::activeWindow() != window.get()) {
            window->activateWindow(); // back in the window after the New Game dialog
            ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
        }
        window->board().setFocus();
        uitest::typeText(text);
        ASSERT_TRUE(window->moveEntry().isOpen()) << text.toStdString();
        uitest::pressEnter();
    }
};

constexpr const char* Open = "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1";

TEST_F(UiEmbassy, NewGameOffersEmbassyChessWithItsStartAndALine) {
    newGameWith([](NewGameDialog& dialog) {
        auto* variant = dialog.findChild<QComboBox*>("variant");
        ASSERT_EQ(variant->count(), 3);
        auto* line = dialog.findChild<QLabel*>("gameLine");
        auto* diagram = dialog.findChild<QLabel*>("startDiagram");
        EXPECT_TRUE(line->text().contains("10×10")) << line->text().toStdString();
        auto* level = dialog.findChild<QComboBox*>("level");
        EXPECT_TRUE(level->itemText(3).contains("≈")) << "Grand Chess's measured ratings";
        variant->setCurrentIndex(variant->findText("Embassy Chess"));
        EXPECT_TRUE(line->text().contains("10×8")) << line->text().toStdString();
        EXPECT_EQ(level->itemText(3), "4 · Club") << "no rating was measured in Embassy Chess";
        EXPECT_TRUE(diagram->isVisibleTo(&dialog));
        // The diagram is Embassy Chess's start: wider than high, ten files by eight ranks.
        const QPixmap picture = diagram->pixmap();
        EXPECT_FALSE(picture.isNull());
        // Drawn whole: the label as large as its picture, above the next row.
        QApplication::processEvents();
        auto* mode = dialog.findChild<QComboBox*>("mode");
        EXPECT_GE(diagram->width(), picture.deviceIndependentSize().width());
        EXPECT_GE(diagram->height(), picture.deviceIndependentSize().height());
        EXPECT_GT(picture.width(), picture.height()) << "ten files by eight ranks";
        EXPECT_LT(diagram->mapTo(&dialog, QPoint(0, diagram->height())).y(),
                  mode->mapTo(&dialog, QPoint(0, 0)).y())
            << "diagram " << diagram->geometry().height() << " dialog " << dialog.height();
        dialog.findChild<QComboBox*>("mode")->setCurrentIndex(1); // two players
    });
    EXPECT_EQ(&game().startPosition().variant(), &embassyChess());
    EXPECT_EQ(game().position().fen(), std::string(embassyChess().startFen));
    EXPECT_EQ(window->board().ranks(), 8);
    // The Level menu shows no Grand Chess ratings in an Embassy game.
    EXPECT_NE(action("4 · Club"), nullptr);
    // The next start remembers the game.
    EXPECT_EQ(&Settings().nextGame(), &embassyChess());
    newGameWith([](NewGameDialog& dialog) {
        EXPECT_EQ(dialog.findChild<QComboBox*>("variant")->currentText(), "Embassy Chess");
    });
    EXPECT_EQ(&game().startPosition().variant(), &embassyChess());
}

// Found by a new user: after Fantasy Grand Chess was chosen and then another game, the
// start's diagram was drawn over the rows below it.
TEST_F(UiEmbassy, TheDiagramHasItsRoomAgainAfterFantasy) {
    newGameWith([](NewGameDialog& dialog) {
        auto* variant = dialog.findChild<QComboBox*>("variant");
        auto* diagram = dialog.findChild<QLabel*>("startDiagram");
        auto* mode = dialog.findChild<QComboBox*>("mode");
        for (const char* game :
             {"Fantasy Grand Chess", "Grand Chess", "Fantasy Grand Chess", "Embassy Chess"}) {
            variant->setCurrentIndex(variant->findText(game));
            QTest::qWait(50); // the dialog takes its new size after the change
            if (diagram->isVisibleTo(&dialog)) {
                EXPECT_LT(diagram->mapTo(&dialog, QPoint(0, diagram->height())).y(),
                          mode->mapTo(&dialog, QPoint(0, 0)).y())
                    << game << ": diagram " << diagram->geometry().height() << " dialog " << dialog.height();
                EXPECT_LE(mode->mapTo(&dialog, QPoint(0, mode->height())).y(), dialog.height()) << game;
            }
        }
    });
}

TEST_F(UiEmbassy, CastlingByDragOntoItsSquareAndByClickingTheRook) {
    hotSeat(Open);
    drag("e1", "h1");
    ASSERT_EQ(lastMove(), "e1h1");
    EXPECT_EQ(game().position().pieceOn(parseSquare("g1")), makePiece(Color::White, PieceType::Rook));
    EXPECT_EQ(game().position().pieceOn(parseSquare("j1")), Piece::Empty);
    // Black: the king, then its own rook on a8: the rook is not selected, the king castles.
    click("e8");
    const auto& targets = window->board().targets();
    EXPECT_NE(std::find(targets.begin(), targets.end(), parseSquare("a8")), targets.end())
        << "the rook's square is offered as the king's target";
    click("a8");
    ASSERT_EQ(lastMove(), "e8b8");
    EXPECT_EQ(game().position().pieceOn(parseSquare("c8")), makePiece(Color::Black, PieceType::Rook));
    EXPECT_EQ(game().position().castlingRights(), 0);
    // A drag of the king onto its rook castles too.
    hotSeat(Open);
    drag("e1", "a1");
    EXPECT_EQ(lastMove(), "e1b1");
}

TEST_F(UiEmbassy, CastlingIsTypedAndARefusalSaysWhy) {
    hotSeat("r3k4r/pppppppppp/10/10/10/3b6/PPPP1PPPPP/R3K4R w KQkq - 0 1");
    drag("e1", "h1");
    EXPECT_TRUE(game().moves().empty());
    EXPECT_EQ(statusText(), "The king may not castle through f1, which the bishop on d3 attacks.");
    // The king, then its rook: not a selection of the rook, but the same refusal.
    click("e1");
    click("j1");
    EXPECT_TRUE(game().moves().empty());
    EXPECT_EQ(statusText(), "The king may not castle through f1, which the bishop on d3 attacks.");
    // In Dutch and German, in their words.
    {
        Translations translations;
        translations.install("nl");
        drag("e1", "h1");
        EXPECT_EQ(statusText(),
                  "De koning mag niet over f1 rokeren: dat veld wordt aangevallen (loper op d3).");
        translations.install("de");
        drag("e1", "h1");
        EXPECT_EQ(statusText(),
                  "Der König darf nicht über f1 rochieren: das Feld wird angegriffen (Läufer auf d3).");
        translations.install("en");
    }
    window->board().setFocus();
    uitest::typeText("O-O");
    ASSERT_TRUE(window->moveEntry().isOpen());
    uitest::pressEnter();
    EXPECT_TRUE(game().moves().empty());
    EXPECT_TRUE(window->moveEntry().message().contains("through f1"))
        << window->moveEntry().message().toStdString();
    QTest::keyClick(&window->moveEntry().edit(), Qt::Key_Escape);
    typeMove("O-O-O");
    EXPECT_EQ(lastMove(), "e1b1");
    typeMove("0-0");
    EXPECT_EQ(lastMove(), "e8h8");
}

TEST_F(UiEmbassy, PromotionOffersTheSixPiecesWithoutCountsOrStaying) {
    hotSeat("4k5/1P8/10/10/10/10/10/QQ2K5 w - - 0 1");
    EXPECT_EQ(window->holdings().types(Color::White).size(), 6u);
    clickMove("b7", "b8");
    ASSERT_TRUE(window->isChoosingPromotion());
    EXPECT_TRUE(window->holdings().stayLabelRect().isEmpty())
        << "no tile to stay a pawn: promotion is compulsory";
    EXPECT_TRUE(statusText().startsWith("The pawn must promote")) << statusText().toStdString();
    key(Qt::Key_C); // C: the marshal in the standard letters
    EXPECT_EQ(lastMove(), "b7b8c");
    EXPECT_EQ(game().position().count(Color::White, PieceType::Marshal), 1);
}

TEST_F(UiEmbassy, AGameAgainstTheComputerWithCastlingAndAPromotionIsSavedReopenedAndContinued) {
    constexpr const char* Start = "4k5/1P8/10/10/10/10/10/R3K4R w KQ - 0 1";
    newGameWith([](NewGameDialog& dialog) {
        dialog.findChild<QComboBox*>("mode")->setCurrentIndex(0);  // against the computer
        dialog.findChild<QComboBox*>("color")->setCurrentIndex(0); // I play White
        dialog.findChild<QComboBox*>("level")->setCurrentIndex(0); // level 1
        QTest::keyClicks(dialog.findChild<QLineEdit*>("fen"), Start);
        bool named = false;
        for (QLabel* label : dialog.findChildren<QLabel*>())
            named = named || label->text() == "Embassy Chess";
        EXPECT_TRUE(named) << "the FEN's game is named";
        EXPECT_TRUE(dialog.findChild<QLabel*>("startDiagram")->isVisibleTo(&dialog))
            << "the FEN's position drawn";
        EXPECT_FALSE(dialog.findChild<QLabel*>("startDiagram")->pixmap().isNull());
    });
    ASSERT_EQ(&game().startPosition().variant(), &embassyChess());
    typeMove("O-O-O");
    ASSERT_EQ(lastMove(), "e1b1");
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 2; })) << "the computer answers";
    clickMove("b7", "b8");
    ASSERT_TRUE(window->isChoosingPromotion());
    clickHoldings(Color::White, PieceType::Queen);
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 4; })) << "the computer answers";
    EXPECT_EQ(toUci(game().moves()[2]), "b7b8q");
    const std::string played = game().position().fen();

    QTemporaryDir dir;
    const QString path = dir.filePath("embassy.pgn");
    QTimer::singleShot(300, [path] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr) << "the Save As dialog";
        auto* name = dialog->findChild<QLineEdit*>("fileNameEdit");
        EXPECT_TRUE(name->text().startsWith("embassy-")) << name->text().toStdString();
        EXPECT_EQ(dialog->nameFilters().size(), 2) << "no XBoard rank numbering for eight ranks";
        dialog->setDirectory(QFileInfo(path).absolutePath());
        name->setText(QFileInfo(path).fileName());
        static_cast<QDialog*>(dialog)->accept();
    });
    key(Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    const GameRecord saved = onlyGame(path);
    EXPECT_EQ(saved.mainGame().position().fen(), played);
    const QString text = QString::fromUtf8(uitest::fileBytes(path));
    EXPECT_TRUE(text.contains("[Variant \"embassy\"]")) << text.toStdString();
    EXPECT_TRUE(text.contains("1. O-O-O")) << text.toStdString();
    EXPECT_TRUE(text.contains("b8=Q")) << text.toStdString();

    // Another game, then the file again: it continues against the computer.
    hotSeat();
    answerNextMessageBox("Continue against the Computer");
    ASSERT_TRUE(window->files().open(path));
    EXPECT_EQ(game().position().fen(), played);
    ASSERT_EQ(window->controller().setup().players[1], PlayerKind::Computer);
    EXPECT_EQ(window->board().ranks(), 8);
    const Move queenMove = [&] {
        for (Move m : legalMoves(game().position()))
            if (typeOf(game().position().pieceOn(m.from())) == PieceType::Queen)
                return m;
        return Move();
    }();
    ASSERT_FALSE(queenMove.isNone());
    clickMove(squareName(queenMove.from()).c_str(), squareName(queenMove.to()).c_str());
    ASSERT_TRUE(waitUntil([&] { return game().plyCount() == 6; }))
        << "the computer plays on: " << game().position().fen() << " " << statusText().toStdString();

    // A crash now: the next start offers the game back, on its board, against the computer.
    const std::string before = game().position().fen();
    // The title and the question name the game (found by a new user: they named neither).
    EXPECT_TRUE(window->windowTitle().contains("Embassy Chess")) << window->windowTitle().toStdString();
    window->files().autosave();
    window.reset();
    QString question;
    answerNextMessageBox("Continue the Game", &question);
    MainWindow restored(StartOptions{true, {}});
    restored.show();
    ASSERT_TRUE(waitUntil([&] { return restored.controller().game().plyCount() == 6; }));
    EXPECT_TRUE(question.contains("Embassy Chess; you against the computer")) << question.toStdString();
    EXPECT_EQ(restored.controller().game().position().fen(), before);
    EXPECT_EQ(&restored.controller().game().startPosition().variant(), &embassyChess());
    EXPECT_EQ(restored.controller().setup().players[1], PlayerKind::Computer);
    EXPECT_EQ(restored.board().ranks(), 8);
}

// The move list never breaks a move at its hyphens ("6. O-O-" at the end of a line, "O" on
// the next), however narrow it is.
TEST_F(UiEmbassy, TheMoveListKeepsCastlingWhole) {
    hotSeat(Open);
    typeMove("O-O-O");
    typeMove("O-O");
    QTextBrowser& list = window->moveList();
    for (int width : {70, 80, 90, 100, 120}) { // (narrower, no move fits a line at all)
        list.setFixedWidth(width);
        list.document()->setTextWidth(list.viewport()->width());
        QApplication::processEvents();
        for (QTextBlock block = list.document()->begin(); block.isValid(); block = block.next()) {
            const QTextLayout* layout = block.layout();
            for (int i = 0; i < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                const QString text = block.text().mid(line.textStart(), line.textLength()).trimmed();
                EXPECT_FALSE(text.endsWith('-') || text.endsWith(QChar(0x2011)))
                    << "width " << width << ": a line ends '" << text.toStdString() << "'";
            }
        }
    }
    EXPECT_TRUE(list.toPlainText().replace(QChar(0x2011), '-').contains("1. O-O-O O-O"))
        << list.toPlainText().toStdString();
}

// Set Up Position: Embassy Chess with its castling rights, each allowed only while its king
// and rook are at home; the game starts with the rights ticked.
TEST_F(UiEmbassy, ThePositionEditorSetsUpCastlingRights) {
    bool checked = false;
    QTimer::singleShot(200, [&] {
        auto* editor = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
        ASSERT_NE(editor, nullptr);
        EditorBoard& board = editor->board();
        auto* variant = editor->findChild<QComboBox*>("variant");
        auto* whiteShort = editor->findChild<QCheckBox*>("whiteKingside");
        ASSERT_NE(whiteShort, nullptr);
        EXPECT_FALSE(whiteShort->isVisibleTo(editor)) << "Grand Chess has no castling";
        variant->setCurrentIndex(variant->findText("Embassy Chess"));
        EXPECT_TRUE(whiteShort->isVisibleTo(editor));
        EXPECT_EQ(editor->fen().toStdString(), std::string(embassyChess().startFen)) << "the start, KQkq";
        // The rook on j1 erased: White's O-O can no longer be given.
        QTest::mouseClick(editor->paletteButton(Piece::Empty), Qt::LeftButton);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(parseSquare("j1")).center().toPoint());
        EXPECT_FALSE(whiteShort->isEnabled());
        EXPECT_FALSE(whiteShort->isChecked());
        EXPECT_TRUE(editor->fen().contains(" w Qkq ")) << editor->fen().toStdString();
        // Black gives up O-O-O by unticking it.
        auto* blackLong = editor->findChild<QCheckBox*>("blackQueenside");
        QTest::mouseClick(blackLong, Qt::LeftButton);
        EXPECT_TRUE(editor->fen().contains(" w Qk ")) << editor->fen().toStdString();
        EXPECT_TRUE(editor->problem().isEmpty()) << editor->problem().toStdString();
        checked = true;
        QTest::mouseClick(&editor->startButton(), Qt::LeftButton);
    });
    action("Set Up Position...")->trigger();
    ASSERT_TRUE(checked);
    const Position& start = game().startPosition();
    ASSERT_EQ(&start.variant(), &embassyChess());
    EXPECT_EQ(start.castlingRights(), castling::WhiteQueenside | castling::BlackKingside);
    EXPECT_EQ(start.pieceOn(parseSquare("j1")), Piece::Empty);
    // Opened on an Embassy position, the editor shows its rights.
    PositionEditor again(start, window.get());
    EXPECT_EQ(again.fen().toStdString(), start.fen());
    EXPECT_TRUE(again.findChild<QCheckBox*>("whiteQueenside")->isChecked());
    EXPECT_FALSE(again.findChild<QCheckBox*>("blackQueenside")->isChecked());
    EXPECT_TRUE(again.findChild<QCheckBox*>("blackQueenside")->isEnabled());
}

// Hint, analysis lines, the graph and Review Game in an Embassy game (a rook up: every
// position reviewed shows it), and O-O in the move list.
TEST_F(UiEmbassy, HintAnalysisGraphAndReviewWork) {
    ASSERT_TRUE(window->files().loadText("[Event \"t\"]\n[Variant \"embassy\"]\n[SetUp \"1\"]\n"
                                         "[FEN \"4k5/10/10/10/10/10/4P5/4K4R w K - 0 1\"]\n\n"
                                         "1. O-O Kd8 2. Rg7 *\n",
                                         "embassy"));
    ASSERT_EQ(game().plyCount(), 3);
    ASSERT_EQ(&game().startPosition().variant(), &embassyChess());
    EXPECT_NE(window->moveList().toPlainText().replace(QChar(0x2011), QChar('-')).indexOf("1. O-O"), -1)
        << window->moveList().toPlainText().toStdString();
    action("Review Game...")->trigger();
    ReviewPanel& review = window->analysisTools().reviewPanel();
    review.setDepth(5);
    for (QPushButton* b : review.findChildren<QPushButton*>())
        if (b->isVisible() && b->text().remove('&') == "Review")
            QTest::mouseClick(b, Qt::LeftButton);
    ASSERT_TRUE(waitUntil([&] { return !review.isRunning(); }));
    const EvalGraph& graph = window->analysisTools().graph();
    ASSERT_EQ(graph.scores().size(), 4u);
    for (std::size_t i = 1; i < 4; ++i) { // the positions after each move
        ASSERT_TRUE(graph.scores()[i].has_value()) << i;
        EXPECT_GT(*graph.scores()[i], 300) << "a rook up, ply " << i;
    }
    // Back at the start: the analysis's lines, and a hint.
    while (game().plyCount() > 0)
        window->controller().undo();
    AnalysisPanel& panel = window->analysisTools().panel();
    panel.setLineCount(2);
    window->showAnalysis(true);
    ASSERT_TRUE(waitUntil([&] {
        return panel.lines().size() == 2 && panel.lines()[1].pv.size() >= 2 && panel.lines()[0].depth >= 4;
    }));
    const std::string best = toSan(game().position(), panel.lines()[0].pv.front());
    EXPECT_TRUE(panel.linesText().contains(QString::fromStdString(best))) << panel.linesText().toStdString();
    window->showAnalysis(false);
    std::optional<Move> hint;
    QObject::connect(&window->controller(), &GameController::hintReady, [&](Move m) { hint = m; });
    key(Qt::Key_H, Qt::ControlModifier);
    ASSERT_TRUE(waitUntil([&] { return hint.has_value(); }));
    const MoveList legal = legalMoves(game().position());
    EXPECT_NE(std::find(legal.begin(), legal.end(), *hint), legal.end());
}

} // namespace
} // namespace grand::ui
