// Arrows and circles drawn with the right mouse button, as on lichess (issue 30, item 12):
// a right drag draws an arrow, a right click a circle, the same again takes it off, the
// modifier keys choose the colour; a left click erases them; each position keeps its own;
// they are drawn on the right squares of a flipped board, at any size; the move input with
// the left button is untouched.

#include "ui_fixture.h"

#include "ui/board/boardshapes.h"

#include <QAction>

#include <ostream>

namespace grand::ui {

// How a failing test names a shape: "e3e5 green".
void PrintTo(const BoardShape& shape, std::ostream* out) {
    static const char* const Names[] = {"green", "red", "blue", "yellow"};
    *out << squareName(shape.from) << squareName(shape.to) << ' ' << Names[static_cast<int>(shape.brush)];
}

namespace {

using uitest::Ui;

class Shapes : public Ui {
protected:
    // A right-button drag from one square to another (the same square: a click), with the
    // mouse moving in steps between them as a hand does.
    void rightDrag(const char* from, const char* to, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        BoardWidget& board = window->board();
        const QPoint a = centre(from), b = centre(to);
        QTest::mousePress(&board, Qt::RightButton, modifiers, a);
        for (int i = 1; i <= 4; ++i) {
            const QPointF p = a + (b - a) * (i / 4.0);
            QMouseEvent move(QEvent::MouseMove, p, board.mapToGlobal(p), Qt::NoButton, Qt::RightButton,
                             modifiers);
            QApplication::sendEvent(&board, &move);
        }
        QTest::mouseRelease(&board, Qt::RightButton, modifiers, b);
    }
    std::vector<BoardShape> shapes() { return window->board().shapes(); }
    static BoardShape arrow(const char* from, const char* to, ShapeBrush brush = ShapeBrush::Green) {
        return {parseSquare(from), parseSquare(to), brush};
    }
    // The colour of the board's pixel at the centre of a square, as drawn.
    QColor pixel(const char* square) {
        BoardWidget& board = window->board();
        const QImage image = board.grab().toImage();
        const QPoint at = board.squareRect(parseSquare(square)).center().toPoint();
        return image.pixelColor(at * image.devicePixelRatio());
    }
};

TEST_F(Shapes, RightDragDrawsAnArrowAndRightClickACircle) {
    hotSeat();
    const QColor e4 = pixel("e4");
    rightDrag("e3", "e5");
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("e3", "e5")});
    EXPECT_NE(pixel("e4"), e4) << "the arrow is drawn over e4";
    EXPECT_EQ(game().plyCount(), 0) << "no move made";
    rightDrag("e8", "e8");
    EXPECT_EQ(shapes(), (std::vector<BoardShape>{arrow("e3", "e5"), arrow("e8", "e8")}));
    EXPECT_TRUE(shapes().back().isCircle());
    // The same again takes it off.
    rightDrag("e3", "e5");
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("e8", "e8")});
    EXPECT_EQ(pixel("e4"), e4);
    rightDrag("e8", "e8");
    EXPECT_TRUE(shapes().empty());
    // Released off the board: nothing drawn.
    BoardWidget& board = window->board();
    QTest::mousePress(&board, Qt::RightButton, {}, centre("e3"));
    QTest::mouseRelease(&board, Qt::RightButton, {}, QPoint(-5, -5));
    EXPECT_TRUE(shapes().empty());
}

// lichess's colours: Shift red, Alt (or Ctrl) blue, both yellow; the same arrow in another
// colour is recoloured, not doubled.
TEST_F(Shapes, ModifierKeysChooseTheColour) {
    hotSeat();
    rightDrag("d3", "d6", Qt::ShiftModifier);
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("d3", "d6", ShapeBrush::Red)});
    rightDrag("d3", "d6", Qt::AltModifier);
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("d3", "d6", ShapeBrush::Blue)});
    rightDrag("g3", "g3", Qt::ControlModifier);
    rightDrag("d3", "d6", Qt::ShiftModifier | Qt::ControlModifier);
    EXPECT_EQ(shapes(), (std::vector<BoardShape>{arrow("g3", "g3", ShapeBrush::Blue),
                                                 arrow("d3", "d6", ShapeBrush::Yellow)}));
    rightDrag("d3", "d6", Qt::ShiftModifier | Qt::AltModifier);
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("g3", "g3", ShapeBrush::Blue)});
}

// A left click erases them (lichess), and a move with the left button works as before:
// the right button neither selects nor moves a piece, and gives up a selection.
TEST_F(Shapes, ALeftClickErasesThemAndMovesWorkAsBefore) {
    hotSeat();
    rightDrag("e3", "e5");
    rightDrag("f8", "f8");
    click("e6"); // an empty square
    EXPECT_TRUE(shapes().empty());
    EXPECT_EQ(game().plyCount(), 0);

    click("e3"); // selects the pawn; a right click gives the selection up
    rightDrag("e5", "e5");
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("e5", "e5")});
    click("e5");
    EXPECT_EQ(game().plyCount(), 0) << "the selection was given up: no move";
    EXPECT_TRUE(shapes().empty());

    rightDrag("e3", "e5");
    drag("e3", "e5"); // the move itself, dragged with the left button
    EXPECT_EQ(lastMove(), "e3e5");
    EXPECT_TRUE(shapes().empty()) << "the position after the move has none";
    clickMove("e8", "e6");
    EXPECT_EQ(game().plyCount(), 2);
}

// Each position keeps its own: stepping to another move hides them, stepping back shows
// them again; a new game forgets them.
TEST_F(Shapes, EachPositionKeepsItsOwn) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    rightDrag("d3", "d5");
    key(Qt::Key_Left);
    EXPECT_TRUE(shapes().empty()) << "not on another position";
    rightDrag("d8", "d8", Qt::ShiftModifier);
    key(Qt::Key_Right);
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("d3", "d5")});
    key(Qt::Key_Left);
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("d8", "d8", ShapeBrush::Red)});
    key(Qt::Key_Right);
    clickMove("d3", "d5"); // played with left clicks: the first erased the arrow
    key(Qt::Key_Left);
    EXPECT_TRUE(shapes().empty());
    rightDrag("d3", "d5");
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    EXPECT_TRUE(shapes().empty()) << "another game";
}

// On a flipped board the squares under the mouse are the flipped ones, and the arrow is
// drawn over them; after a resize too.
TEST_F(Shapes, AFlippedBoardDrawsOnTheRightSquaresAtAnySize) {
    hotSeat();
    BoardWidget& board = window->board();
    action("Flip Board")->trigger();
    ASSERT_TRUE(board.isFlipped());
    const QColor e4 = pixel("e4"), f7 = pixel("f7");
    rightDrag("e3", "e5"); // where e3 and e5 are shown, at the top of the turned board
    EXPECT_EQ(shapes(), std::vector<BoardShape>{arrow("e3", "e5")});
    EXPECT_NE(pixel("e4"), e4);
    EXPECT_EQ(pixel("f7"), f7) << "where e4 is on an unturned board: nothing drawn there";
    const int width = board.width();
    window->resize(720, 560);
    ASSERT_TRUE(uitest::waitUntil([&] { return board.width() != width; }, 3000));
    const QColor drawn = pixel("e4");
    board.clearShapes();
    EXPECT_NE(pixel("e4"), drawn) << "the arrow is drawn where e4 is at the new size";
}

} // namespace
} // namespace grand::ui
