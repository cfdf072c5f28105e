// Issue 15, shown by widget tests: keyboard play, the position editor, themes, image
// export, sounds without an audio device, and the promotion texts.

#include "test_data.h"

#include "ui_fixture.h"

#include "ui/base/soundplayer.h"
#include "ui/board/boardtheme.h"
#include "ui/board/imageexport.h"
#include "ui/board/moveentry.h"
#include "ui/board/pieceset.h"
#include "ui/dialogs/editorboard.h"
#include "ui/dialogs/positioneditor.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/engineclient.h"

#include "engine/notation/pgn.h"
#include "engine/notation/san.h"
#include "engine/rules/armies.h"
#include "engine/search/search_pool.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QThread>
#include <QToolButton>

namespace grand::ui {
namespace {

using uitest::pressEnter;
using uitest::typeText;
using uitest::Ui;
using uitest::waitUntil;

// A whole game typed on the board: Freeling's game 10 of the reference transcripts (24
// plies, Black mates), in SAN and coordinates alternately, without a mouse event.
TEST_F(Ui, WholeGameByKeyboardAlone) {
    hotSeat();
    window->board().setFocus();
    const std::vector<PgnEntry> games = readPgn(test::readDataFile("games/freeling-35-games.pgn"));
    ASSERT_GE(games.size(), 10u);
    const Game record = games[9].game->mainGame();
    ASSERT_EQ(record.plyCount(), 24);
    Position pos = record.startPosition();
    for (int ply = 0; ply < record.plyCount(); ++ply) {
        const Move m = record.moves()[static_cast<std::size_t>(ply)];
        QString typed =
            ply % 3 == 2 ? QString::fromStdString(toUci(m)) : QString::fromStdString(toSan(pos, m));
        typed.remove('+').remove('#');
        ASSERT_TRUE(QApplication::focusWidget() == &window->board()) << "ply " << ply;
        typeText(typed);
        ASSERT_TRUE(window->moveEntry().isOpen());
        pressEnter();
        ASSERT_EQ(lastMove(), toUci(m)) << "ply " << ply << " typed " << typed.toStdString() << ": "
                                        << window->moveEntry().message().toStdString();
        UndoInfo undo;
        pos.doMove(m, undo);
    }
    EXPECT_TRUE(window->controller().isOver());
    EXPECT_EQ(window->controller().resultText(), "0-1");
}

// Issue 61, item 10: what the entry lists as the move is typed is what Enter then says. Two
// knights reach f4: "Nf4" is ambiguous in both (before, the list said that no legal move
// began with it); a whole move no completion begins with (0-0, the king onto its rook) is
// named as Enter will play it.
TEST_F(Ui, TheEntrySaysWhatEnterWill) {
    hotSeat("4k5/10/10/10/10/10/10/3N3N2/10/4K5 w - - 0 1");
    window->board().setFocus();
    typeText("Nf4");
    ASSERT_TRUE(window->moveEntry().isOpen());
    const QString listed = window->moveEntry().message();
    EXPECT_TRUE(listed.contains("ambiguous")) << listed.toStdString();
    pressEnter();
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_EQ(window->moveEntry().message(), listed) << "Enter says the same";
    QTest::keyClick(&window->moveEntry().edit(), Qt::Key_Escape);
    hotSeat("r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1");
    window->board().setFocus();
    typeText("Kxj1");
    ASSERT_TRUE(window->moveEntry().isOpen());
    EXPECT_EQ(window->moveEntry().message(), "Enter plays O-O.");
    pressEnter();
    EXPECT_EQ(lastMove(), "e1h1");
}

TEST_F(Ui, TypedMoveExplainsIllegalAndCompletes) {
    hotSeat();
    window->board().setFocus();
    typeText("e3e6");
    pressEnter();
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_TRUE(window->moveEntry().isOpen()) << "the entry stays open to correct the move";
    EXPECT_TRUE(window->moveEntry().message().contains("e3e6"))
        << window->moveEntry().message().toStdString();
    // Completion: "Nb" has one SAN completion beginning with N on the b2 knight... the
    // candidates are listed, and Tab completes as far as they agree.
    window->moveEntry().edit().setText("Nc");
    QTest::keyClick(&window->moveEntry().edit(), Qt::Key_Tab);
    EXPECT_EQ(window->moveEntry().edit().text(), "Nc4");
    pressEnter();
    EXPECT_EQ(lastMove(), "b2c4");
    // Esc closes the entry and gives the keys back to the board.
    typeText("e");
    ASSERT_TRUE(window->moveEntry().isOpen());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    EXPECT_FALSE(window->moveEntry().isOpen());
    EXPECT_EQ(QApplication::focusWidget(), &window->board());
}

const char* const PromotionFen = "2k7/2r1n5/3P6/10/4p5/10/10/5PPP2/1NBQK2BN1/R8R w - - 0 30";

TEST_F(Ui, TypedPromotionByLetter) {
    hotSeat(PromotionFen);
    window->board().setFocus();
    typeText("d8d9c"); // c: the marshal, in the engine's coordinates
    pressEnter();
    EXPECT_EQ(lastMove(), "d8d9c");
    EXPECT_EQ(game().position().pieceOn(parseSquare("d9")), makePiece(Color::White, PieceType::Marshal));
}

TEST_F(Ui, PromotionHintListsOnlyAvailablePiecesAndSaysWhyNot) {
    hotSeat(PromotionFen);
    clickMove("d8", "d9");
    ASSERT_TRUE(window->isChoosingPromotion());
    // Only the marshal (C) and the cardinal (A) were captured.
    EXPECT_TRUE(statusText().contains("(C, A)")) << statusText().toStdString();
    EXPECT_FALSE(statusText().contains("Q,")) << statusText().toStdString();
    key(Qt::Key_Q);
    EXPECT_TRUE(window->isChoosingPromotion());
    EXPECT_TRUE(statusText().contains("No queen to promote to")) << statusText().toStdString();
    key(Qt::Key_A);
    EXPECT_EQ(lastMove(), "d8d9a");
}

TEST_F(Ui, HoldingsInTheSameOrderForBothSides) {
    HoldingsPanel& h = window->holdings();
    for (Color side : {Color::White, Color::Black}) {
        int y = -1;
        for (PieceType t : PromotionTypes) {
            const QRect r = h.slotRect(side, t);
            EXPECT_GT(r.top(), y) << "side " << index(side) << " type " << index(t);
            y = r.top();
        }
    }
}

// Game -> Set Up Position opens the editor; it refuses two white kings and says why, and
// starts a legal position with the next game's settings.
TEST_F(Ui, PositionEditorRefusesTwoKingsAndStartsALegalPosition) {
    bool checked = false;
    QTimer::singleShot(200, [&] {
        PositionEditor* editor = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* e = qobject_cast<PositionEditor*>(w); e && e->isVisible())
                editor = e;
        ASSERT_NE(editor, nullptr);
        EditorBoard& board = editor->board();
        QTest::mouseClick(editor->paletteButton(makePiece(Color::White, PieceType::King)), Qt::LeftButton);
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(parseSquare("e5")).center().toPoint());
        EXPECT_FALSE(editor->startButton().isEnabled());
        EXPECT_TRUE(editor->problem().contains("king")) << editor->problem().toStdString();
        // Right click removes the second king; remove Black's queen too.
        QTest::mouseClick(&board, Qt::RightButton, {},
                          board.squareRect(parseSquare("e5")).center().toPoint());
        QTest::mouseClick(&board, Qt::RightButton, {},
                          board.squareRect(parseSquare("d9")).center().toPoint());
        EXPECT_TRUE(editor->problem().isEmpty()) << editor->problem().toStdString();
        EXPECT_TRUE(editor->startButton().isEnabled());
        checked = true;
        QTest::mouseClick(&editor->startButton(), Qt::LeftButton);
    });
    action("Set Up Position...")->trigger();
    ASSERT_TRUE(checked);
    EXPECT_EQ(game().startPosition().pieceOn(parseSquare("d9")), Piece::Empty);
    EXPECT_EQ(game().startPosition().pieceOn(parseSquare("e2")), makePiece(Color::White, PieceType::King));
    EXPECT_EQ(window->controller().setup().level, nextGameSetup(Settings()).level);
}

TEST_F(Ui, PositionEditorFenFieldFollowsAndSaysWhy) {
    PositionEditor editor(Position(), window.get());
    editor.show();
    editor.fenEdit().setText("r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R x - - 0 1");
    emit editor.fenEdit().textEdited(editor.fenEdit().text());
    EXPECT_FALSE(editor.startButton().isEnabled());
    editor.fenEdit().setText("4k5/10/10/10/10/10/10/10/10/4K5 b - - 0 1");
    emit editor.fenEdit().textEdited(editor.fenEdit().text());
    EXPECT_TRUE(editor.startButton().isEnabled());
    EXPECT_EQ(editor.board().squares()[static_cast<std::size_t>(parseSquare("e10"))],
              makePiece(Color::Black, PieceType::King));
}

// Each colour scheme paints the board differently (the same dark square, grabbed).
TEST_F(Ui, EachThemeRenders) {
    BoardWidget& board = window->board();
    QSet<QRgb> colours;
    for (int i = 0; i < static_cast<int>(boardThemes().size()); ++i) {
        board.setTheme(boardTheme(i));
        const QImage image = board.grab().toImage();
        const QPoint corner = board.squareRect(parseSquare("e5")).topLeft().toPoint() + QPoint(3, 3);
        colours.insert(image.pixel(corner * image.devicePixelRatio()));
    }
    EXPECT_EQ(colours.size(), static_cast<qsizetype>(boardThemes().size()));
    EXPECT_GE(boardThemes().size(), 4u);
}

// Issue 30, item 11: the "Stay a pawn" tile keeps its words inside it at every window size
// (they ran across the column at 640x480), and still has words at 640x480.
TEST_F(Ui, StayAPawnWordsStayInTheirTile) {
    hotSeat("2k7/2r1n5/3P6/10/4p5/10/10/5PPP2/1NBQK2BN1/R8R w - - 0 30");
    clickMove("d8", "d9");
    ASSERT_TRUE(window->isChoosingPromotion());
    for (const QSize size :
         {QSize(640, 480), QSize(800, 600), QSize(1024, 768), QSize(1280, 800), QSize(1920, 1080)}) {
        window->resize(size);
        QApplication::processEvents();
        const QRect tile = window->holdings().slotRect(Color::White, PieceType::Pawn);
        const QRect words = window->holdings().stayLabelRect();
        EXPECT_FALSE(words.isEmpty()) << size.width() << "x" << size.height();
        EXPECT_TRUE(tile.contains(words))
            << size.width() << "x" << size.height() << ": words " << words.x() << "," << words.y() << " "
            << words.width() << "x" << words.height() << " tile " << tile.x() << "," << tile.y() << " "
            << tile.width() << "x" << tile.height();
        EXPECT_TRUE(window->holdings().rect().contains(tile));
    }
    clickHoldings(Color::White, PieceType::Pawn); // the wider tile is still the choice to stay
    EXPECT_EQ(lastMove(), "d8d9");
}

// Issue 30, item 11: Set Up Position's board has the colours chosen for the window's.
TEST_F(Ui, PositionEditorUsesTheBoardsColours) {
    ASSERT_GE(boardThemes().size(), 2u);
    const BoardTheme& chosen = boardThemes().back();
    ASSERT_NE(chosen.light, boardTheme(0).light);
    window->board().setTheme(chosen);
    QColor light, dark;
    QTimer::singleShot(300, [&] {
        auto* editor = qobject_cast<PositionEditor*>(QApplication::activeModalWidget());
        ASSERT_NE(editor, nullptr);
        EditorBoard& board = editor->board();
        const QImage image = board.grab().toImage();
        // e5 is dark and f5 light (a1 is dark); the middle ranks carry no zone tint.
        dark = image.pixelColor(board.squareRect(parseSquare("e5")).center().toPoint());
        light = image.pixelColor(board.squareRect(parseSquare("f5")).center().toPoint());
        editor->reject();
    });
    action("Set Up Position...")->trigger();
    EXPECT_EQ(light.name(), chosen.light.name());
    EXPECT_EQ(dark.name(), chosen.dark.name());
}

// Issue 30, item 11: on a first run in a small window the side column takes a quarter of
// the width (it took 260 px, 41% of 640), and the graph keeps a usable height.
TEST_F(Ui, FirstRunLayoutLeavesASmallWindowToTheBoard) {
    for (const QSize size : {QSize(640, 480), QSize(800, 600)}) {
        window.reset();
        QSettings(QSettings::UserScope, "grandchess", "grandchess").clear(); // a first run
        MainWindow small(StartOptions{false, {}});
        small.resize(size);
        small.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&small));
        QTest::qWait(50);
        const auto* moves = small.findChild<QDockWidget*>("movesDock");
        const auto* graph = small.findChild<QDockWidget*>("graphDock");
        ASSERT_TRUE(moves && graph);
        EXPECT_LE(moves->width(), size.width() * 0.3) << size.width();
        EXPECT_GE(graph->height(), 90) << size.width();
        EXPECT_GE(small.board().width(), size.height() / 2) << size.width();
        // The analysis, when shown, takes the graph's place as a tab rather than a sliver.
        auto* analysis = small.findChild<QDockWidget*>("engineDock");
        ASSERT_TRUE(analysis);
        small.showAnalysis(true);
        QTest::qWait(50);
        EXPECT_TRUE(small.tabifiedDockWidgets(const_cast<QDockWidget*>(graph)).contains(analysis))
            << size.width();
        EXPECT_GE(analysis->height(), 150) << size.width();
        EXPECT_FALSE(analysis->visibleRegion().isEmpty()) << "the analysis tab comes to the front";
        small.showAnalysis(false);
    }
}

TEST_F(Ui, PreferencesPreviewFollowsTheChoices) {
    Settings settings;
    PreferencesDialog dialog(settings, &window->sounds(), window.get());
    dialog.show();
    BoardWidget& preview = dialog.preview();
    auto sample = [&] {
        const QImage image = preview.grab().toImage();
        return image.pixel(preview.squareRect(parseSquare("e5")).topLeft().toPoint() + QPoint(2, 2));
    };
    const QRgb before = sample();
    dialog.themeBox().setCurrentIndex(4); // high contrast
    EXPECT_NE(sample(), before);
    dialog.piecesBox().setCurrentIndex(1);
    dialog.saveChoices();
    EXPECT_EQ(Settings().number(Settings::Key::BoardTheme), 4);
    EXPECT_EQ(Settings().number(Settings::Key::PieceStyle), 1);
}

// In a Fantasy game the preview shows that game's position, so that its armies' drawings are
// seen in the colours being chosen; a Grand Chess game keeps the sample middle game.
TEST_F(Ui, PreferencesPreviewShowsAFantasyGamesArmies) {
    auto previewOnOpening = [&] {
        Position shown;
        QTimer::singleShot(300, [&shown] {
            auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
            ASSERT_NE(dialog, nullptr);
            shown = dialog->preview().position();
            dialog->reject();
        });
        key(Qt::Key_Comma, Qt::ControlModifier);
        return shown;
    };
    const Position grandSample = previewOnOpening();
    EXPECT_FALSE(&grandSample.variant() == &fantasyGrandChess());
    EXPECT_NE(grandSample.fen(), window->board().position().fen()) << "a Grand game keeps the sample";

    ASSERT_TRUE(window->files().loadText("[Event \"t\"]\n[Variant \"fantasy-grand\"]\n[SetUp \"1\"]\n"
                                         "[FEN \"9k/10/10/10/10/r9/10/10/4E5/4K5 w - - 0 1 elves/horde\"]\n\n"
                                         "1. Ee5+ *\n",
                                         "fantasy"));
    ASSERT_TRUE(&window->board().position().variant() == &fantasyGrandChess());
    const Position fantasy = previewOnOpening();
    EXPECT_TRUE(&fantasy.variant() == &fantasyGrandChess());
    EXPECT_EQ(fantasy.fen(), window->board().position().fen());
}

// The volume row holds a slider and a button: its label must still own its mnemonic (no
// '&' shown) and lead to the slider; Preferences opens with Ctrl+, as the README says.
TEST_F(Ui, PreferencesKeysWork) {
    Settings settings;
    PreferencesDialog dialog(settings, &window->sounds(), window.get());
    QLabel* volume = nullptr;
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->text().remove('&') == "Volume:")
            volume = label;
    ASSERT_NE(volume, nullptr);
    ASSERT_NE(volume->buddy(), nullptr);
    EXPECT_STREQ(volume->buddy()->metaObject()->className(), "QSlider");

    QAction* preferences = nullptr;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text().remove('&') == "Preferences...")
            preferences = a;
    ASSERT_NE(preferences, nullptr);
    EXPECT_TRUE(preferences->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
}

TEST(ImageExport, PngAndSvgOfTheRequestedSize) {
    QTemporaryDir dir;
    ExportOptions options;
    options.size = 640;
    const Position pos = *Position::fromFen(PromotionFen);
    QString error;
    const QString png = dir.filePath("p.png");
    ASSERT_TRUE(exportPosition(pos, options, png, &error)) << error.toStdString();
    const QImage image(png);
    EXPECT_EQ(image.size(), QSize(640, 640));
    // Not blank: squares, pieces and coordinates in many colours.
    QSet<QRgb> colours;
    for (int y = 0; y < 640; y += 7)
        for (int x = 0; x < 640; x += 7)
            colours.insert(image.pixel(x, y));
    EXPECT_GT(colours.size(), 8);
    options.size = 300;
    options.coordinates = false;
    const QString svg = dir.filePath("p.svg");
    ASSERT_TRUE(exportPosition(pos, options, svg, &error)) << error.toStdString();
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    EXPECT_TRUE(text.contains("<svg"));
    EXPECT_TRUE(text.contains("300")) << "the requested size";
}

// Issue 30, item 11: the holdings' rows stay inside the image, whatever its size, and keep
// clear of "White to move", however many kinds a side has lost (here every one, and two of
// each that has two).
TEST(ImageExport, HoldingsRowsStayInsideTheImage) {
    const Position pos = *Position::fromFen("4k5/10/pppppppppp/10/10/10/10/PPPPPPPPPP/4K5/10 w - - 0 1");
    for (int size : {160, 240, 400, 640, 1200})
        for (bool flipped : {false, true})
            for (bool coordinates : {false, true}) {
                ExportOptions options;
                options.size = size;
                options.flipped = flipped;
                options.coordinates = coordinates;
                const QImage image = renderPosition(pos, options);
                int edge = 0; // painted pixels on the image's outer frame
                for (int i = 0; i < size; ++i)
                    for (const QPoint at :
                         {QPoint(i, 0), QPoint(i, size - 1), QPoint(0, i), QPoint(size - 1, i)})
                        edge += image.pixel(at) != qRgb(255, 255, 255);
                EXPECT_EQ(edge, 0) << size << (flipped ? " flipped" : "")
                                   << (coordinates ? " coordinates" : "");
                options.holdings = false;
                const QImage toMoveOnly = renderPosition(pos, options);
                int covered = 0; // pixels of "White to move" and its disc that the pieces changed
                for (int y = 0; y < size; ++y)
                    for (int x = 0; x < size; ++x)
                        covered += toMoveOnly.pixel(x, y) != qRgb(255, 255, 255)
                                   && toMoveOnly.pixel(x, y) != image.pixel(x, y);
                EXPECT_EQ(covered, 0)
                    << size << (flipped ? " flipped" : "") << (coordinates ? " coordinates" : "");
            }
}

// Without an audio device (the offscreen test run has none) every sound is asked for
// without a crash or an error dialog; which sound a move makes is decided all the same.
TEST(Sounds, SilentWithoutAnAudioDevice) {
    SoundPlayer player;
    for (int i = 0; i < SoundCount; ++i) {
        player.play(Sound(i));
        EXPECT_EQ(player.lastRequested(), Sound(i));
        EXPECT_TRUE(QFile::exists(SoundPlayer::fileName(Sound(i))));
    }
    QTest::qWait(50);
    const Position start;
    EXPECT_EQ(SoundPlayer::soundForMove(start, Move(parseSquare("e3"), parseSquare("e5"))), Sound::Move);
    const Position promo = *Position::fromFen(PromotionFen);
    EXPECT_EQ(
        SoundPlayer::soundForMove(promo, Move(parseSquare("d8"), parseSquare("d9"), PieceType::Marshal)),
        Sound::Promotion);
    EXPECT_EQ(SoundPlayer::soundForMove(promo, Move(parseSquare("d8"), parseSquare("c9"))), Sound::Capture);
    player.watchClock(Color::White, 9000, true);
    EXPECT_EQ(player.lastRequested(), Sound::LowTime);
}

TEST_F(Ui, IllegalAttemptAndMovesMakeTheirSounds) {
    hotSeat();
    clickMove("e3", "e6");
    EXPECT_EQ(window->sounds().lastRequested(), Sound::Illegal);
    clickMove("e3", "e5");
    EXPECT_EQ(window->sounds().lastRequested(), Sound::Move);
}

} // namespace
} // namespace grand::ui
