// Fantasy Grand Chess at the desk, through the window (issue 29): each side's pieces in its
// army's artwork, the holdings column per army, a Goblin's promotion by click and by key,
// and an Orc's strike by click, by keys, or declined with Esc.

#include "ui/base/armytexts.h"
#include "ui/base/soundplayer.h"
#include "ui/base/translations.h"
#include "ui/board/pieceset.h"
#include "ui_fixture.h"

#include "engine/rules/armies.h"

#include <QHelpEvent>
#include <QToolTip>

namespace grand::ui {
namespace {

using uitest::Ui;

// White's Horde: a Goblin on c7 may promote on c8, an Orc on g7 may strike from f8 or h8.
// Black's Elves: their King and two Warriors (the only pieces an Orc may remove).
const char* const HordeFen = "4k5/10/ww8/2G3O3/10/10/10/10/10/4K5 w - - 0 1 horde/elves";

class UiFantasy : public Ui {
protected:
    void playFantasy(const char* fen) {
        GameSetup setup;
        setup.players = {PlayerKind::Human, PlayerKind::Human};
        setup.start = *Position::fromFen(fen);
        window->startGame(setup);
        QApplication::processEvents();
    }
};

// Every army's name, character and piece names reach the translators.
TEST(ArmyTexts, EveryNameIsOfferedForTranslation) {
    EXPECT_TRUE(armyTextsAreListed());
    EXPECT_EQ(armyPieceName(Army::Horde, PieceType::King), "Dark Lord");
    EXPECT_EQ(armyName(Army::Horde), "Evil Horde");
    EXPECT_TRUE(armyPieceName(Army::Elves, PieceType::Goblin).isEmpty());
    Translations translations;
    translations.install("de");
    EXPECT_EQ(armyPieceName(Army::Horde, PieceType::WolfRider), "Wolfsreiter");
    EXPECT_EQ(armyName(Army::Horde), "Böse Horde");
    translations.install("nl");
    EXPECT_EQ(armyPieceName(Army::Giants, PieceType::Cyclops), "cycloop");
    translations.install("en");
}

TEST_F(UiFantasy, HoldingsShowWhatEachArmyBringsBack) {
    playFantasy(HordeFen);
    EXPECT_EQ(window->holdings().types(Color::White), std::vector<PieceType>{PieceType::WolfRider});
    EXPECT_TRUE(window->holdings().types(Color::Black).empty()) << "the Elves bring nothing back";
    EXPECT_TRUE(window->holdings().slotRect(Color::Black, PieceType::Queen).isEmpty());
    EXPECT_FALSE(window->holdings().slotRect(Color::White, PieceType::WolfRider).isEmpty());
}

TEST_F(UiFantasy, AGoblinBecomesAWolfRiderOrStays) {
    playFantasy(HordeFen);
    clickMove("c7", "c8");
    ASSERT_TRUE(window->isChoosingPromotion());
    EXPECT_TRUE(statusText().contains("Promote the Goblin")) << statusText().toStdString();
    EXPECT_TRUE(statusText().contains("Wolf Rider: W")) << statusText().toStdString();
    clickHoldings(Color::White, PieceType::WolfRider);
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(game().position().pieceOn(parseSquare("c8")), makePiece(Color::White, PieceType::WolfRider));

    window->controller().undo();
    clickMove("c7", "c8");
    ASSERT_TRUE(window->isChoosingPromotion());
    key(Qt::Key_Return); // stay a Goblin
    EXPECT_EQ(game().position().pieceOn(parseSquare("c8")), makePiece(Color::White, PieceType::Goblin));

    window->controller().undo();
    clickMove("c7", "c8");
    key(Qt::Key_W); // the army's letter
    EXPECT_EQ(game().position().pieceOn(parseSquare("c8")), makePiece(Color::White, PieceType::WolfRider));
}

TEST_F(UiFantasy, AnOrcStrikesByClickOrKeysOrMovesPlainWithEscape) {
    playFantasy(HordeFen);
    clickMove("g7", "h8");
    ASSERT_TRUE(window->isChoosingPromotion());
    EXPECT_TRUE(statusText().contains("The Orc may strike")) << statusText().toStdString();
    std::vector<Square> targets = window->board().strikeTargets();
    std::sort(targets.begin(), targets.end());
    EXPECT_EQ(targets, (std::vector<Square>{parseSquare("a8"), parseSquare("b8")}));
    EXPECT_EQ(game().plyCount(), 0) << "nothing is played until the choice";
    click("b8");
    ASSERT_EQ(game().plyCount(), 1);
    EXPECT_EQ(lastMove(), "g7h8xb8");
    EXPECT_EQ(game().position().pieceOn(parseSquare("b8")), Piece::Empty);
    EXPECT_EQ(game().position().pieceOn(parseSquare("h8")), Piece::Empty) << "the striking Orc is gone too";
    // The other side is told what the strike took, and the board marks the square.
    EXPECT_TRUE(
        statusText().startsWith("The Orc struck the Warrior on b8 and left the board. Black to move."))
        << statusText().toStdString();
    {
        const QImage board = window->board().grab().toImage();
        const qreal dpr = board.devicePixelRatio();
        const auto centre = [&](const char* sq) {
            return (window->board().squareRect(parseSquare(sq)).center() * dpr).toPoint();
        };
        const QColor marked = board.pixelColor(centre("b8")), plain = board.pixelColor(centre("d8"));
        EXPECT_GT(marked.red() - marked.blue(), plain.red() - plain.blue() + 20) << "a red cross on b8";
    }

    window->controller().undo();
    clickMove("g7", "h8");
    key(Qt::Key_Escape); // no strike: the Orc stays on h8
    EXPECT_EQ(lastMove(), "g7h8");
    EXPECT_EQ(game().position().pieceOn(parseSquare("h8")), makePiece(Color::White, PieceType::Orc));

    window->controller().undo();
    clickMove("g7", "f8");
    const Square first = window->board().strikeTargets().front();
    key(Qt::Key_Right);
    key(Qt::Key_Return);
    EXPECT_TRUE(game().moves().back().isStrike());
    EXPECT_NE(game().moves().back().struck(), first) << "the arrow key moved the choice";

    // The cross follows the mouse over the ringed pieces, and Enter takes the one marked.
    window->controller().undo();
    clickMove("g7", "f8");
    std::vector<Square> ringed = window->board().strikeTargets();
    ASSERT_EQ(ringed.size(), 2U);
    const Square other = ringed[0] == first ? ringed[1] : ringed[0];
    hover("d5"); // not a ringed piece: the choice stays
    key(Qt::Key_Return);
    EXPECT_EQ(game().moves().back().struck(), first);
    window->controller().undo();
    clickMove("g7", "f8");
    hover(squareName(other).c_str());
    key(Qt::Key_Return);
    EXPECT_EQ(game().moves().back().struck(), other) << "the choice followed the mouse";

    window->controller().undo();
    clickMove("g7", "f8");
    click("e5"); // a click elsewhere takes the Orc back
    EXPECT_FALSE(window->isChoosingPromotion());
    EXPECT_EQ(game().plyCount(), 0);
}

// An illegal attempt says why in the army's words, and a promoting piece's tooltip hint
// what it may become.
TEST_F(UiFantasy, IllegalAttemptsSayWhyInTheArmysWords) {
    playFantasy(HordeFen);
    clickMove("c7", "d8");
    EXPECT_EQ(game().plyCount(), 0);
    EXPECT_EQ(statusText(), "The Goblin on c7 does not move that way.");
    EXPECT_EQ(window->sounds().lastRequested(), Sound::Illegal);
}

// Hovering a piece names it in its army; a piece that may promote says to what.
TEST_F(UiFantasy, TooltipsNameThePieces) {
    playFantasy(HordeFen);
    const auto tip = [&](const char* square) {
        const QPoint at = window->board().squareRect(parseSquare(square)).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, at, window->board().mapToGlobal(at));
        QApplication::sendEvent(&window->board(), &help);
        return QToolTip::isVisible() ? QToolTip::text().toStdString() : std::string();
    };
    EXPECT_EQ(tip("e1"), "White Dark Lord");
    EXPECT_EQ(tip("a8"), "Black Warrior");
    const std::string goblin = tip("c7");
    EXPECT_EQ(goblin.rfind("White Goblin\n", 0), 0u) << goblin;
    EXPECT_NE(goblin.find("Wolf Rider"), std::string::npos) << goblin;
    tip("e5");
    EXPECT_TRUE(uitest::waitUntil([] { return !QToolTip::isVisible(); }, 2000)) << "an empty square";
}

TEST_F(UiFantasy, EachSideIsDrawnInItsArmysArtwork) {
    playFantasy(HordeFen);
    const QImage board = window->board().grab().toImage();
    const QRectF c7 = window->board().squareRect(parseSquare("c7"));
    const qreal dpr = board.devicePixelRatio();
    const QImage square = board.copy(QRectF(c7.topLeft() * dpr, c7.size() * dpr).toRect());
    // The Goblin's own artwork, not Grand Chess's pawn or nothing: the square differs from
    // both the empty square beside it and a Grand pawn drawn on the same square colour.
    const QRectF d7 = window->board().squareRect(parseSquare("e7"));
    const QImage empty = board.copy(QRectF(d7.topLeft() * dpr, d7.size() * dpr).toRect());
    EXPECT_NE(square, empty);
    const int px = static_cast<int>(c7.width());
    EXPECT_NE(
        PieceSet::instance().pixmap(Army::Horde, makePiece(Color::White, PieceType::Goblin), px, 1).toImage(),
        PieceSet::instance().pixmap(makePiece(Color::White, PieceType::Pawn), px, 1).toImage());
}

} // namespace
} // namespace grand::ui
