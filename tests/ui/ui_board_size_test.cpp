// The board's size comes from the game's description (engine/rules/variant.h): a board of
// ten files and eight ranks (a description made for the test, as Embassy Chess will have)
// is drawn with square squares, every square inside the widget and the right one under
// the mouse, laid out by the board area in its own proportions, and exported as an image
// without clipping; a Fantasy position's export draws the armies' own pieces.

#include "test_variants.h"
#include "ui_fixture.h"

#include "ui/board/boardarea.h"
#include "ui/board/boardtheme.h"
#include "ui/board/holdingspanel.h"
#include "ui/board/imageexport.h"

#include "engine/rules/variant.h"

#include <QLabel>

namespace grand::ui {
namespace {

using test::tenByEight;

Position tenByEightStart() { return Position::start(tenByEight()); }

// Every square of the board lies inside the widget, squares are square and meet edge to
// edge, and the point at a square's centre finds that square again.
void expectWholeBoard(const BoardWidget& board, int files, int ranks) {
    const QRectF inside(0, 0, board.width(), board.height());
    const QRectF a1 = board.squareRect(makeSquare(0, 0));
    EXPECT_EQ(a1.width(), a1.height());
    EXPECT_GE(a1.width(), 16);
    for (int file = 0; file < files; ++file)
        for (int rank = 0; rank < ranks; ++rank) {
            const Square s = makeSquare(file, rank);
            const QRectF r = board.squareRect(s);
            EXPECT_TRUE(inside.contains(r)) << squareName(s) << " at " << r.x() << "," << r.y() << " in "
                                            << board.width() << "x" << board.height();
            EXPECT_EQ(r.size(), a1.size()) << squareName(s);
            EXPECT_EQ(board.squareAt(r.center()), s) << squareName(s);
        }
    // Beyond the last rank and file there is no square.
    const QRectF top = board.squareRect(makeSquare(0, board.isFlipped() ? 0 : ranks - 1));
    EXPECT_EQ(board.squareAt(top.center() - QPointF(0, top.height())), NoSquare);
    const QRectF right = board.squareRect(makeSquare(board.isFlipped() ? 0 : files - 1, 0));
    EXPECT_EQ(board.squareAt(right.center() + QPointF(right.width(), 0)), NoSquare);
}

TEST(BoardSize, ATenByEightBoardIsDrawnWholeAtEverySizeAndTurned) {
    BoardWidget board;
    board.setPosition(tenByEightStart(), Move(), false);
    EXPECT_EQ(board.files(), 10);
    EXPECT_EQ(board.ranks(), 8);
    EXPECT_EQ(board.heightForWidth(800), 640);
    for (const QSize size : {QSize(800, 640), QSize(640, 640), QSize(1000, 500), QSize(300, 700)})
        for (bool flipped : {false, true})
            for (CoordinatePlacement coordinates :
                 {CoordinatePlacement::None, CoordinatePlacement::Inside, CoordinatePlacement::Border}) {
                SCOPED_TRACE(testing::Message()
                             << size.width() << "x" << size.height() << (flipped ? " flipped" : "")
                             << " coordinates " << static_cast<int>(coordinates));
                board.resize(size);
                board.setFlipped(flipped);
                board.setCoordinatePlacement(coordinates);
                expectWholeBoard(board, 10, 8);
            }
    // The squares fill the width of a 10:8 widget: none is wasted on ranks it does not have.
    board.setFlipped(false);
    board.setCoordinatePlacement(CoordinatePlacement::None);
    board.resize(800, 640);
    EXPECT_EQ(board.squareRect(makeSquare(0, 7)).topLeft(), QPointF(0, 0));
    EXPECT_EQ(board.squareRect(makeSquare(9, 0)).bottomRight(), QPointF(800, 640));
}

TEST(BoardSize, TheDrawingShowsEachPieceOnItsSquareAndNothingBeyond) {
    BoardWidget board;
    board.setPosition(tenByEightStart(), Move(), false);
    board.resize(800, 640);
    const BoardTheme& theme = boardTheme(0);
    const QImage image = board.grab().toImage();
    auto at = [&](const QPointF& p) { return image.pixelColor((p * image.devicePixelRatio()).toPoint()); };
    // The top rank is the 8th: Black's rook stands on a8, drawn over the square's colour.
    const QRectF a8 = board.squareRect(makeSquare(0, 7));
    EXPECT_EQ(a8.top(), 0);
    const QColor a8Ground = at(a8.topLeft() + QPointF(2, a8.height() / 2));
    EXPECT_NE(at(a8.center() + QPointF(0, a8.height() * 0.2)), a8Ground) << "a rook on a8";
    // An empty square in the middle shows its own colour at its centre.
    const QRectF e5 = board.squareRect(parseSquare("e5"));
    EXPECT_EQ(at(e5.center()), at(e5.topLeft() + QPointF(3, 3)));
    EXPECT_TRUE(at(e5.center()) == theme.light || at(e5.center()) == theme.dark)
        << at(e5.center()).name().toStdString();
    // Switching back to Grand Chess's board gives ten ranks again.
    board.setPosition(Position(), Move(), false);
    EXPECT_EQ(board.ranks(), 10);
    board.resize(800, 800);
    expectWholeBoard(board, 10, 10);
}

TEST(BoardSize, TheBoardAreaFollowsTheBoardsProportions) {
    auto* board = new BoardWidget;
    auto* holdings = new QLabel("holdings");
    BoardArea area(new QLabel("eval"), board, holdings, new QLabel("top"), new QLabel("bottom"));
    area.resize(1000, 800);
    area.show();
    const QRect squareBoard = board->geometry();
    EXPECT_EQ(squareBoard.width(), squareBoard.height()) << "Grand Chess's 10x10";
    board->setPosition(tenByEightStart(), Move(), false); // tells the area, which lays out again
    const QRect wide = board->geometry();
    EXPECT_EQ(wide.width() * 8, wide.height() * 10) << wide.width() << "x" << wide.height();
    EXPECT_TRUE(area.rect().contains(wide));
    EXPECT_TRUE(area.rect().contains(holdings->geometry()));
    EXPECT_GE(holdings->geometry().left(), wide.right());
    EXPECT_EQ(holdings->geometry().height(), wide.height());
    expectWholeBoard(*board, 10, 8);
    for (const QSize size : {QSize(800, 600), QSize(1280, 800), QSize(400, 700)}) {
        area.resize(size);
        const QRect r = board->geometry();
        EXPECT_EQ(r.width() * 8, r.height() * 10) << size.width() << "x" << size.height();
        EXPECT_TRUE(area.rect().contains(r)) << size.width() << "x" << size.height();
        EXPECT_TRUE(area.rect().contains(holdings->geometry())) << size.width() << "x" << size.height();
    }
}

TEST(BoardSize, AnExportedImageHoldsTheWholeBoardOfAnotherSize) {
    const Position pos = tenByEightStart();
    for (int size : {200, 400, 800})
        for (bool coordinates : {false, true}) {
            ExportOptions options;
            options.size = size;
            options.coordinates = coordinates;
            options.holdings = false;
            options.sideToMove = false;
            const QImage image = renderPosition(pos, options);
            // Painted rows: the board and its border, as many as a 10:8 board of the image's
            // width needs; white above and below, nothing cut at the sides.
            int firstRow = -1, lastRow = -1, firstColumn = size, lastColumn = -1;
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x)
                    if (image.pixel(x, y) != qRgb(255, 255, 255)) {
                        if (firstRow < 0)
                            firstRow = y;
                        lastRow = y;
                        firstColumn = std::min(firstColumn, x);
                        lastColumn = std::max(lastColumn, x);
                    }
            ASSERT_GE(firstRow, 0);
            const int width = lastColumn - firstColumn + 1;
            const int height = lastRow - firstRow + 1;
            EXPECT_GT(firstRow, 0) << size;
            EXPECT_LT(lastRow, size - 1) << size;
            if (coordinates) { // the border around the board, inside the image
                EXPECT_GT(firstColumn, 0) << size;
                EXPECT_LT(lastColumn, size - 1) << size;
            } else { // the ten files fill the image's width
                EXPECT_EQ(firstColumn, 0) << size;
                EXPECT_EQ(lastColumn, size - 1) << size;
            }
            // Width to height as 10 to 8 (the coordinates' margin is as wide on each side).
            EXPECT_NEAR(static_cast<double>(width - height), static_cast<double>(width) * 2 / 10,
                        0.05 * width)
                << size << (coordinates ? " coordinates" : "");
        }
}

// Issue 61, item 12: in a column as narrow as at 800x600, the holdings' "nothing comes
// back" (an army that brings nothing back) is drawn whole: no ink on the column's edges.
TEST(BoardSize, NothingComesBackFitsANarrowHoldingsColumn) {
    for (int width : {40, 45, 52, 70}) {
        HoldingsPanel panel;
        QFont large = panel.font(); // a desktop's type, larger than the offscreen default
        large.setPixelSize(16);
        panel.setFont(large);
        panel.setPosition(Position::fantasyStart(Army::Elves, Army::Horde));
        panel.setTopColor(Color::Black);
        panel.resize(width, 420);
        const QImage image = panel.grab().toImage();
        const QRgb ground = image.pixel(image.width() / 2, image.height() / 2 + 8); // below the divider
        // The text is kept to the column less 2 px a side: a word cut there has ink on them.
        int edgeInk = 0;
        for (int y = image.height() / 2; y < image.height() - 24; ++y) // above the side's caption
            for (int x : {2, image.width() - 3})
                edgeInk += image.pixel(x, y) != ground;
        EXPECT_EQ(edgeInk, 0) << width << " px";
    }
}

TEST(BoardSize, AFantasyExportDrawsTheArmiesPieces) {
    // An Elves' Seeress stands on its setup square; the exported image draws it there with
    // the Elves' artwork, as the board does, not an empty square.
    const Position pos = Position::fantasyStart(Army::Elves, Army::Horde);
    ExportOptions options;
    options.size = 500;
    options.coordinates = false;
    options.holdings = false;
    options.sideToMove = false;
    const QImage image = renderPosition(pos, options);
    const double square = std::floor(500.0 / 10);
    const double x0 = std::round((500 - square * 10) / 2);
    int drawn = 0;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceOn(s);
        if (p == Piece::Empty || isGrandType(typeOf(p)))
            continue;
        const QRectF r(x0 + fileOf(s) * square, x0 + (9 - rankOf(s)) * square, square, square);
        const QRgb ground = image.pixel(r.topLeft().toPoint() + QPoint(1, 1));
        int ink = 0;
        for (int y = static_cast<int>(r.top()) + 2; y < r.bottom() - 2; ++y)
            for (int x = static_cast<int>(r.left()) + 2; x < r.right() - 2; ++x)
                ink += image.pixel(x, y) != ground;
        EXPECT_GT(ink, static_cast<int>(square * square / 20)) << squareName(s);
        ++drawn;
    }
    EXPECT_GT(drawn, 10) << "the Fantasy kinds on the board";
}

} // namespace
} // namespace grand::ui
