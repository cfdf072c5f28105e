// Help -> How to Play Fantasy Grand Chess (issue: the Fantasy guide), through the window: the
// Help menu opens it, a tab chooses an army, a click on the setup board or a key in the
// piece list shows that piece's moves, and the boards grow and shrink with the dialog.

#include "ui/base/armytexts.h"
#include "ui/base/translations.h"
#include "ui/dialogs/fantasyguide.h"
#include "ui/dialogs/helpdialogs.h"
#include "ui/dialogs/piecemovesdiagram.h"
#include "ui/dialogs/positioneditor.h"
#include "ui_fixture.h"

#include "engine/rules/armies.h"

#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QTabBar>

#include <map>

namespace grand::ui {
namespace {

using uitest::Ui;

class FantasyGuideTest : public Ui {
protected:
    // Opens the guide with the Help menu's action, as a user's choice of it does.
    FantasyGuide* openGuide() {
        QMenu* help = nullptr;
        for (QAction* a : window->menuBar()->actions())
            if (a->text().remove('&') == "Help")
                help = a->menu();
        EXPECT_TRUE(help);
        if (!help)
            return nullptr;
        QAction* entry = nullptr;
        for (QAction* a : help->actions())
            if (a->text().remove('&') == "How to Play Fantasy Grand Chess")
                entry = a;
        EXPECT_TRUE(entry) << "no Help menu entry";
        if (!entry)
            return nullptr;
        entry->trigger();
        auto* guide = window->findChild<FantasyGuide*>();
        EXPECT_TRUE(guide);
        if (guide) {
            EXPECT_TRUE(QTest::qWaitForWindowExposed(guide));
        }
        return guide;
    }

    static void clickTab(FantasyGuide& guide, Army army) {
        QTabBar& tabs = guide.armyTabs();
        for (int i = 0; i < tabs.count(); ++i)
            if (tabs.tabText(i) == armyName(army))
                QTest::mouseClick(&tabs, Qt::LeftButton, {}, tabs.tabRect(i).center());
    }

    static void clickSetup(FantasyGuide& guide, const char* square) {
        GuideBoard& board = guide.setupBoard();
        QTest::mouseClick(&board, Qt::LeftButton, {},
                          board.squareRect(parseSquare(square)).center().toPoint());
    }

    void TearDown() override {
        if (auto* guide = window->findChild<FantasyGuide*>())
            delete guide;
        Ui::TearDown();
    }
};

// In a Fantasy game the guide opens on the player's army (Black's, against the computer);
// in Grand Chess on the first army.
TEST_F(FantasyGuideTest, ItOpensOnThePlayersArmy) {
    GameSetup setup;
    setup.players = {PlayerKind::Computer, PlayerKind::Human};
    setup.start = Position::fantasyStart(Army::Elves, Army::Giants);
    window->startGame(setup);
    FantasyGuide* guide = openGuide();
    ASSERT_TRUE(guide);
    EXPECT_EQ(guide->army(), Army::Giants);
    delete guide;
    hotSeat();
    guide = openGuide();
    ASSERT_TRUE(guide);
    EXPECT_EQ(guide->army(), Armies.front());
}

// Every window fits the screen it opens on (the offscreen screen is 800x600 here), with
// its buttons inside.
TEST_F(FantasyGuideTest, WindowsFitASmallScreen) {
    const QSize screen = window->screen()->availableGeometry().size();
    ASSERT_LT(screen.width(), 940) << "the test needs a screen smaller than the windows' wishes";
    MainWindow fresh(StartOptions{false, {}});
    EXPECT_LE(fresh.width(), screen.width());
    EXPECT_LE(fresh.height(), screen.height());
    FantasyGuide* guide = openGuide();
    ASSERT_TRUE(guide);
    EXPECT_LE(guide->width(), screen.width());
    EXPECT_LE(guide->height(), screen.height());
    // Set Up Position with the most kinds of all: Druids against Druids.
    PositionEditor editor(Position::fantasyStart(Army::Druids, Army::Druids), window.get());
    editor.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&editor));
    EXPECT_LE(editor.height(), screen.height());
    EXPECT_LE(editor.width(), screen.width());
    EXPECT_TRUE(editor.rect().contains(editor.startButton().geometry().translated(
        editor.startButton().parentWidget()->mapTo(&editor, QPoint(0, 0)))))
        << "Start Game inside the window";
}

TEST_F(FantasyGuideTest, ClickingASetupPieceShowsItsMoves) {
    FantasyGuide* guide = openGuide();
    ASSERT_TRUE(guide);
    EXPECT_EQ(guide->army(), Army::Humans);
    EXPECT_EQ(guide->armyTabs().count(), 6);

    clickTab(*guide, Army::Horde);
    ASSERT_EQ(guide->army(), Army::Horde);
    EXPECT_EQ(guide->setupBoard().pieceOn(parseSquare("d1")), PieceType::Balrog);
    EXPECT_EQ(guide->pieceList().count(), 10) << "the Wolf Rider is listed too";

    clickSetup(*guide, "d1");
    EXPECT_EQ(guide->piece(), PieceType::Balrog);
    EXPECT_EQ(guide->diagram().piece(), PieceType::Balrog);
    EXPECT_EQ(guide->diagram().diagram().origin, parseSquare("e5"));
    EXPECT_TRUE(guide->pieceTitle().contains("Balrog")) << guide->pieceTitle().toStdString();
    EXPECT_TRUE(guide->pieceText().contains("rook")) << guide->pieceText().toStdString();
    EXPECT_EQ(guide->pieceList().currentRow(), 2) << "the list follows the board";
    EXPECT_EQ(guide->setupBoard().highlighted(), std::vector<Square>{parseSquare("d1")});

    // An Orc: shown from its start rank, so its double steps show.
    clickSetup(*guide, "h2");
    EXPECT_EQ(guide->diagram().piece(), PieceType::Orc);
    EXPECT_EQ(guide->diagram().diagram().origin, parseSquare("e2"));
    ASSERT_TRUE(guide->diagram().diagram().markOn(parseSquare("g4")));
    EXPECT_EQ(guide->diagram().diagram().markOn(parseSquare("g4"))->kind, MarkKind::MoveOnly);
    EXPECT_EQ(guide->setupBoard().highlighted().size(), 10u) << "every Orc of the setup";

    // An empty square changes nothing.
    clickSetup(*guide, "e5");
    EXPECT_EQ(guide->piece(), PieceType::Orc);
}

TEST_F(FantasyGuideTest, ThePieceListWorksByKeyboard) {
    FantasyGuide* guide = openGuide();
    ASSERT_TRUE(guide);
    clickTab(*guide, Army::Elves);
    QListWidget& list = guide->pieceList();
    list.setFocus();
    EXPECT_EQ(guide->piece(), PieceType::King);
    QTest::keyClick(&list, Qt::Key_Down);
    EXPECT_EQ(guide->piece(), PieceType::Elder);
    QTest::keyClick(&list, Qt::Key_End);
    EXPECT_EQ(guide->piece(), PieceType::Warrior);
    EXPECT_EQ(guide->diagram().piece(), PieceType::Warrior);
    EXPECT_EQ(guide->diagram().diagram().markOn(parseSquare("d6"))->kind, MarkKind::CaptureOnly);
}

TEST_F(FantasyGuideTest, CannonsShowTheirScreens) {
    FantasyGuide* guide = openGuide();
    ASSERT_TRUE(guide);
    clickTab(*guide, Army::Dwarves);
    clickSetup(*guide, "a1");
    EXPECT_EQ(guide->piece(), PieceType::Cannon);
    EXPECT_EQ(guide->diagram().screens().size(), 2u);
    EXPECT_EQ(guide->diagram().diagram().markOn(parseSquare("e9"))->kind, MarkKind::CaptureOnly);
    clickSetup(*guide, "f2"); // the General
    EXPECT_EQ(guide->piece(), PieceType::General);
    EXPECT_TRUE(guide->diagram().screens().empty());
}

TEST_F(FantasyGuideTest, BoardsScaleWithTheDialog) {
    FantasyGuide* guide = openGuide();
    ASSERT_TRUE(guide);
    guide->resize(800, 600);
    QTest::qWait(50);
    const qreal small = guide->diagram().squareRect(0).width();
    EXPECT_GE(small * 10, 200) << "the diagram stays readable at 800x600";
    EXPECT_GE(guide->setupBoard().squareRect(0).width() * 10, 200);
    guide->resize(1200, 850);
    QTest::qWait(50);
    EXPECT_GT(guide->diagram().squareRect(0).width(), small);
}

TEST_F(FantasyGuideTest, EveryPieceHasItsWordsInEveryLanguage) {
    FantasyGuide guide;
    std::map<std::pair<Army, PieceType>, QString> english;
    for (Army army : Armies)
        for (const ArmyPiece& p : armyInfo(army).pieces) {
            guide.showArmy(army);
            guide.showPiece(p.type);
            EXPECT_EQ(guide.piece(), p.type);
            EXPECT_FALSE(guide.pieceText().isEmpty()) << p.name;
            english[{army, p.type}] = guide.pieceText();
        }
    Translations translations;
    for (const char* language : {"nl", "de"}) {
        ASSERT_TRUE(translations.install(language));
        FantasyGuide translated;
        for (const auto& [key, text] : english) {
            translated.showArmy(key.first);
            translated.showPiece(key.second);
            EXPECT_NE(translated.pieceText(), text) << language << ": " << text.toStdString();
        }
    }
    translations.install("en");
    // The Grand page leads here, in every language.
    for (const char* language : {"en", "nl", "de"})
        EXPECT_TRUE(rulesPage(language).contains("href=\"fantasy:guide\"")) << language;
}

// The Grand page's link closes that page and opens the guide.
TEST_F(FantasyGuideTest, TheGrandPageLinksToTheGuide) {
    bool clicked = false;
    QTimer::singleShot(100, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* page = w->findChild<QTextBrowser*>(); page && w->isVisible()) {
                clicked = true;
                emit page->anchorClicked(QUrl("fantasy:guide")); // as a click on the link
            }
    });
    QTimer::singleShot(5000, [] { // should the link not close the page, the test fails but goes on
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* page = qobject_cast<QDialog*>(w);
                page && page->isVisible() && page->findChild<QTextBrowser*>())
                page->reject();
    });
    showRules(window.get());
    EXPECT_TRUE(clicked);
    auto* guide = window->findChild<FantasyGuide*>();
    ASSERT_TRUE(guide);
    EXPECT_TRUE(guide->isVisible());
}

} // namespace
} // namespace grand::ui
