// How the board reads: its coordinates at every size and theme, and every army's artwork.

#include "ui_fixture.h"

#include "ui/board/boardtheme.h"
#include "ui/board/pieceset.h"

#include "engine/rules/armies.h"

#include <QImage>

namespace grand::ui {
namespace {

using uitest::Ui;

TEST_F(Ui, CoordinatesOnABorderShrinkTheSquares) {
    BoardWidget& board = window->board();
    const qreal inside = board.squareRect(0).width();
    board.setCoordinatePlacement(CoordinatePlacement::Border);
    EXPECT_LT(board.squareRect(0).width(), inside);
    EXPECT_EQ(board.squareAt(board.squareRect(parseSquare("e5")).center()), parseSquare("e5"));
}

// Issue 29: every piece of every Fantasy army has artwork in both styles and both colours
// (none missing, none blank), read on first use; the Humans and Grand Chess use the Grand
// set, and a Druid's Elephant (a rook to the rules) is not drawn as a rook.
TEST(PieceArtwork, EveryArmysPiecesAreDrawn) {
    int drawn = 0;
    for (PieceStyle style : {PieceStyle::Classic, PieceStyle::Flat}) {
        const PieceSet set(style);
        for (Army army : Armies)
            for (const ArmyPiece& piece : armyInfo(army).pieces)
                for (Color c : {Color::White, Color::Black}) {
                    const Piece p = makePiece(c, piece.type);
                    ASSERT_TRUE(set.hasArtwork(army, p)) << armyInfo(army).id << " " << piece.name;
                    const QImage image = set.pixmap(army, p, 32, 1.0).toImage();
                    int opaque = 0;
                    for (int y = 0; y < image.height(); ++y)
                        for (int x = 0; x < image.width(); ++x)
                            opaque += qAlpha(image.pixel(x, y)) > 200;
                    EXPECT_GT(opaque, 32 * 32 / 10) << armyInfo(army).id << " " << piece.name << " at 32 px";
                    ++drawn;
                }
        const Piece rook = makePiece(Color::White, PieceType::Rook);
        EXPECT_EQ(set.pixmap(Army::Humans, rook, 48, 1.0).toImage(), set.pixmap(rook, 48, 1.0).toImage());
        EXPECT_NE(set.pixmap(Army::Druids, rook, 48, 1.0).toImage(), set.pixmap(rook, 48, 1.0).toImage());
    }
    EXPECT_EQ(drawn, 2 * 2 * (52 + 8))
        << "the five armies' 52 pieces and the Humans' 8, two colours, two styles";
}

// Issue 30, item 11: the coordinates inside the squares keep to corners no piece of either
// set touches on large squares, from 90 px up ("10" used to run into the rook on a10).
// Smaller squares leave no such corner for a readable label: there the label is drawn over
// the piece (BoardCoordinates.ReadAtEverySize).
TEST(BoardCoordinates, InsideLabelsKeepClearOfEveryPiece) {
    for (PieceStyle style : {PieceStyle::Classic, PieceStyle::Flat}) {
        const PieceSet& set = PieceSet::forStyle(style);
        for (int side : {900, 1000, 1200}) {
            BoardWidget board;
            board.setCoordinatePlacement(CoordinatePlacement::Inside);
            board.resize(side, side);
            const int px = static_cast<int>(board.squareRect(0).width());
            std::vector<std::pair<Square, bool>> labels;
            for (int i = 0; i < 10; ++i) {
                labels.emplace_back(makeSquare(0, i), true);  // ranks, on the a-file
                labels.emplace_back(makeSquare(i, 0), false); // files, on the 1st rank
            }
            for (int p = 0; p < 2 * (GrandTypeCount - 1); ++p) {
                const Piece piece = makePiece(p % 2 ? Color::Black : Color::White, PieceType(1 + p / 2));
                const QImage image = set.pixmap(piece, px, 1.0).toImage();
                for (const auto& [square, rank] : labels) {
                    const QRect label = board.insideCoordinateRect(square, rank)
                                            .translated(-board.squareRect(square).topLeft())
                                            .toAlignedRect()
                                            .intersected(image.rect());
                    int touched = 0;
                    for (int y = label.top(); y <= label.bottom(); ++y)
                        for (int x = label.left(); x <= label.right(); ++x)
                            touched += qAlpha(image.pixel(x, y)) > 40;
                    EXPECT_EQ(touched, 0)
                        << "piece " << int(index(piece)) << " style " << int(style) << " at " << px
                        << " px under the label of " << squareName(square) << (rank ? " (rank)" : " (file)");
                }
            }
        }
    }
}

// Issue 61, item 16: the coordinates inside the squares read at every size and in every
// theme (they were 5 px high and light brown on brown in an 800x600 window): digits at least
// 7 px high, a contrast of 4.5:1 with the square, and drawn over a piece that reaches under
// them.
TEST(BoardCoordinates, ReadAtEverySize) {
    const Position start = *Position::fromFen(std::string(StartFen));
    const Position bare = *Position::fromFen("10/4k5/10/10/10/10/10/10/4K5/10 w - - 0 1");
    for (const BoardTheme& theme : boardThemes()) {
        for (int side : {300, 450, 640, 900}) {
            for (const Position* pos : {&bare, &start}) {
                BoardWidget board;
                board.setTheme(theme);
                board.setCoordinatePlacement(CoordinatePlacement::Inside);
                board.setPosition(*pos, Move(), false);
                board.resize(side, side);
                const QImage image = board.grab().toImage();
                const std::string where = theme.name.toStdString() + " at " + std::to_string(side) + " px";
                for (int i = 0; i < 10; ++i) {
                    for (bool rank : {true, false}) {
                        const Square s = rank ? makeSquare(0, i) : makeSquare(i, 0);
                        const QRectF ink = board.insideCoordinateRect(s, rank);
                        if (rank || i == 1 || i == 3) { // b and d: a letter's full height
                            EXPECT_GE(ink.height(), 7.0) << where << ": " << squareName(s);
                        }
                        const QColor label = board.insideCoordinateColor(s);
                        // The square's colour where nothing is drawn: its middle on the bare board.
                        const QColor square = pos == &bare
                                                  ? image.pixelColor(board.squareRect(s).center().toPoint())
                                                  : QColor();
                        if (pos == &bare) {
                            EXPECT_GE(contrastRatio(label, square), 4.5)
                                << where << " on " << squareName(s) << (rank ? " (rank)" : " (file)");
                        }
                        // The label's own colour is in its ink, whatever stands on the square.
                        int inked = 0;
                        const QRect box = ink.toAlignedRect();
                        for (int y = box.top(); y <= box.bottom(); ++y)
                            for (int x = box.left(); x <= box.right(); ++x) {
                                const QColor c = image.pixelColor(x, y);
                                inked += std::abs(c.red() - label.red()) + std::abs(c.green() - label.green())
                                             + std::abs(c.blue() - label.blue())
                                         < 40;
                            }
                        EXPECT_GE(inked, 6) << where << (pos == &bare ? " bare" : " start") << " on "
                                            << squareName(s) << (rank ? " (rank)" : " (file)");
                    }
                }
            }
        }
    }
}

} // namespace
} // namespace grand::ui
