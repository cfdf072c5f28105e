// Game -> Review Game in the window (issue 14; issue 30, item 7): the review runs on its own
// thread with its progress in a panel above the move list, nothing modal, the moves
// browsable, each move's evaluation and judgement in the move list as soon as it is judged,
// the summary kept in the panel; the same settings give the same marks; Cancel, a move or
// another game stop it cleanly; the result banner's Review runs it.

#include "test_data.h"
#include "ui_fixture.h"

#include "ui/analysis/analysistools.h"
#include "ui/analysis/evalgraph.h"
#include "ui/analysis/reviewpanel.h"
#include "ui/base/settings.h"
#include "ui/game/gameoverbanner.h"

#include "engine/analysis/review.h"
#include "engine/rules/armies.h"
#include "engine/rules/movegen.h"

#include <QAction>
#include <QElapsedTimer>
#include <QPushButton>
#include <QToolButton>

#include <cstdio>

namespace grand::ui {
namespace {

using uitest::Ui;
using uitest::waitUntil;

constexpr const char* PlantedBlunder = "[Event \"t\"]\n\n1. e5 i7 2. Qh6 ixh6 *\n";

QPushButton* button(QWidget& panel, const QString& text) {
    for (QPushButton* b : panel.findChildren<QPushButton*>())
        if (b->isVisible() && b->text().remove('&') == text)
            return b;
    return nullptr;
}

// The longest time between two ticks of a 5 ms timer while `running` holds: how long the
// event loop was kept from serving the window.
template <class F>
qint64 longestStall(F running) {
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0, worst = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        worst = std::max(worst, clock.elapsed() - last);
        last = clock.elapsed();
    });
    tick.start(5);
    waitUntil([&] { return !running(); }, 120000);
    return worst;
}

// How many moves of the main line carry an evaluation.
int evaluatedMoves(const GameRecord& tree) {
    int n = 0;
    for (NodeId id : tree.mainLine())
        n += parseEvalCommand(tree.node(id).commentAfter).has_value();
    return n;
}

class Review : public Ui {
protected:
    ReviewPanel& panel() { return window->analysisTools().reviewPanel(); }
    void openVehreSchmittberger() {
        ASSERT_TRUE(window->files().open(
            QString::fromStdString(test::dataPath("games/vehre-schmittberger-2001.pgn"))));
    }
    // Game -> Review Game, the strength set, Review clicked: as the user does it.
    void startFromTheMenu(int moveTimeMs, int depth = 0) {
        action("Review Game...")->trigger();
        ASSERT_TRUE(panel().isVisible());
        EXPECT_EQ(QApplication::activeModalWidget(), nullptr) << "nothing modal";
        if (depth)
            panel().setDepth(depth);
        else
            panel().setMoveTime(moveTimeMs);
        QPushButton* review = button(panel(), "Review");
        ASSERT_NE(review, nullptr);
        QTest::mouseClick(review, Qt::LeftButton);
        ASSERT_TRUE(panel().isRunning());
    }
    // A known search speed: no measuring first, the time per move a known number of nodes.
    static void assumeSpeed(int nodesPerSecond) {
        Settings().setValue(Settings::Key::ReviewNodesPerSecond, nodesPerSecond);
    }
};

TEST_F(Review, TheReviewRunsInTheWindowAndMarksMovesAsTheyCome) {
    openVehreSchmittberger();
    const GameRecord& tree = window->controller().tree();
    const int moves = static_cast<int>(tree.mainLine().size());
    ASSERT_EQ(moves, 57);
    startFromTheMenu(100);
    EXPECT_FALSE(window->files().isModified()) << "nothing applied yet";

    // Under way: some moves marked, not all; the move list follows the keys.
    ASSERT_TRUE(waitUntil([&] { return panel().positionsDone() >= 12 || !panel().isRunning(); }));
    ASSERT_TRUE(panel().isRunning()) << "still under way";
    const int marked = evaluatedMoves(tree);
    EXPECT_GE(marked, 10);
    EXPECT_LT(marked, moves);
    EXPECT_TRUE(window->files().isModified()) << "marks are in the record";
    EXPECT_FALSE(parseEvalCommand(tree.node(tree.mainLine().back()).commentAfter)) << "not judged yet";
    key(Qt::Key_Home);
    EXPECT_EQ(window->controller().viewPly(), 0);
    key(Qt::Key_Right);
    key(Qt::Key_Right);
    EXPECT_EQ(window->controller().viewPly(), 2);
    EXPECT_NE(window->moveList().toPlainText().indexOf(QStringLiteral("1. f5")), -1);
    EXPECT_TRUE(panel().isRunning()) << "browsing does not disturb the review";

    const qint64 stall = longestStall([&] { return panel().isRunning(); });
    std::printf("[ figures  ] longest event-loop stall during a review: %lld ms\n",
                static_cast<long long>(stall));
    EXPECT_EQ(evaluatedMoves(tree), moves);
    EXPECT_NE(panel().summary().indexOf("Accuracy"), -1) << panel().summary().toStdString();
    EXPECT_TRUE(panel().isVisible()) << "the summary stays until closed";
    EXPECT_EQ(window->controller().viewPly(), 2) << "the view stayed where the user put it";
    EXPECT_TRUE(waitUntil([&] { return statusText().contains("Review done"); }, 2000))
        << statusText().toStdString();
}

TEST_F(Review, APlantedBlunderIsMarkedAndKept) {
    ASSERT_TRUE(window->files().loadText(PlantedBlunder, "test"));
    startFromTheMenu(0, 5);
    ASSERT_TRUE(waitUntil([&] { return !panel().isRunning(); }));
    const GameRecord& tree = window->controller().tree();
    const std::vector<NodeId> line = tree.mainLine();
    ASSERT_EQ(line.size(), 4u);
    EXPECT_EQ(tree.node(line[2]).nags, std::vector<int>{4}) << "2. Qh6??";
    EXPECT_EQ(tree.node(tree.node(line[2]).parent).children.size(), 2u) << "the better move as a variation";
    EXPECT_NE(window->moveList().toPlainText().indexOf("Qh6??"), -1)
        << window->moveList().toPlainText().toStdString();
    EXPECT_EQ(window->moveList().toPlainText().indexOf("[%eval"), -1) << "commands are not shown";
    const std::string pgn = writePgn(window->controller().record());
    EXPECT_NE(pgn.find("$4"), std::string::npos);
    EXPECT_NE(pgn.find("[%eval"), std::string::npos);
    EXPECT_TRUE(window->files().isModified());
    const EvalGraph& graph = window->analysisTools().graph();
    ASSERT_EQ(graph.scores().size(), 5u);
    EXPECT_LT(*graph.scores()[3], -500) << "the queen is lost";
    // The panel's x closes the summary.
    QToolButton* close = panel().findChild<QToolButton*>();
    ASSERT_NE(close, nullptr);
    QTest::mouseClick(close, Qt::LeftButton);
    EXPECT_FALSE(panel().isVisible());
}

// Issue 30, item 7: two reviews of the game at the same time per move gave White 0/3/0, then
// 2/0/1. The time becomes nodes, measured once: the second review is the first again.
TEST_F(Review, TheSameSettingsGiveTheSameMarks) {
    openVehreSchmittberger();
    auto review = [&] {
        startFromTheMenu(60);
        EXPECT_TRUE(waitUntil([&] { return !panel().isRunning(); }, 60000));
        return std::pair(writePgn(window->controller().tree()), panel().summary());
    };
    QElapsedTimer clock;
    clock.start();
    const auto first = review();
    const qint64 firstMs = clock.restart();
    const auto second = review();
    const qint64 secondMs = clock.elapsed();
    EXPECT_EQ(second.first, first.first) << "the same evaluations, marks and better lines";
    EXPECT_EQ(second.second.toStdString(), first.second.toStdString());
    std::printf("[ figures  ] two reviews at 60 ms a move (58 positions): %.1f s and %.1f s, identical: %s\n",
                firstMs / 1000.0, secondMs / 1000.0, second.first == first.first ? "yes" : "no");
}

// Issue 61, item 11: a review "by time" turns its time per position into nodes at the
// speed measured for that game. Fantasy Grand Chess searches several times slower than
// Grand Chess: with Grand's speed its review took 89.6 s where about 10 s was announced. Each
// game (each army pair) is measured on its own, once; Grand's figure stays Grand's.
TEST_F(Review, EachGameIsReviewedAtItsOwnSpeed) {
    assumeSpeed(1'000'000); // Grand Chess's, as measured before
    const Position elvesHorde = Position::fantasyStart(Army::Elves, Army::Horde);
    ASSERT_EQ(Settings().reviewSpeed(elvesHorde), 0u) << "never measured";
    auto reviewFantasy = [&](Army white, Army black) {
        GameSetup setup;
        setup.players = {PlayerKind::Human, PlayerKind::Human};
        setup.start = Position::fantasyStart(white, black);
        window->startGame(setup);
        for (int ply = 0; ply < 2; ++ply) {
            const Move m = legalMoves(game().position())[0];
            window->attemptMove(m.from(), m.to());
            if (window->isChoosingPromotion() || game().plyCount() != ply + 1)
                FAIL() << "a plain first move";
        }
        startFromTheMenu(40);
        EXPECT_TRUE(waitUntil([&] { return !panel().isRunning(); }, 30000));
    };
    reviewFantasy(Army::Elves, Army::Horde);
    const quint64 measured = Settings().reviewSpeed(elvesHorde);
    EXPECT_GT(measured, 0u) << "the Fantasy game measured its own speed";
    EXPECT_EQ(Settings().reviewSpeed(Position::start(grandChess())), 1'000'000u) << "Grand's kept";
    EXPECT_EQ(Settings().reviewSpeed(Position::fantasyStart(Army::Horde, Army::Elves)), 0u)
        << "another army pair is measured when it is reviewed";
    // Measured once: the next review of these armies uses the figure, and takes about the
    // time announced (3 positions at 40 ms).
    QElapsedTimer clock;
    clock.start();
    reviewFantasy(Army::Elves, Army::Horde);
    std::printf("[ figures  ] Fantasy review of 3 positions at 40 ms each, at the speed measured: %lld ms\n",
                static_cast<long long>(clock.elapsed()));
    EXPECT_EQ(Settings().reviewSpeed(elvesHorde), measured) << "not measured again";
    // A planted figure is used as it is.
    Settings().setReviewSpeed(elvesHorde, 12345);
    reviewFantasy(Army::Elves, Army::Horde);
    EXPECT_EQ(Settings().reviewSpeed(elvesHorde), 12345u);
    std::printf("[ figures  ] review speed measured for Elves against the Evil Horde: %llu nodes/s\n",
                static_cast<unsigned long long>(measured));
}

TEST_F(Review, CancelStopsAtOnceAndKeepsTheGame) {
    openVehreSchmittberger();
    const std::string before = writePgn(window->controller().tree());
    assumeSpeed(20'000'000); // two seconds a move: a hundred million nodes would take long
    startFromTheMenu(5000);
    QTest::qWait(200); // in the middle of the first position's search
    QPushButton* cancel = button(panel(), "Cancel");
    ASSERT_NE(cancel, nullptr);
    QTest::mouseClick(cancel, Qt::LeftButton);
    EXPECT_FALSE(panel().isRunning());
    EXPECT_TRUE(waitUntil([&] { return statusText().contains("Review cancelled"); }, 2000))
        << statusText().toStdString();
    QTest::qWait(100);
    EXPECT_EQ(writePgn(window->controller().tree()), before);
    EXPECT_FALSE(window->files().isModified());
    action("Review Game...")->trigger();
    EXPECT_NE(button(panel(), "Review"), nullptr) << "ready to start again";
}

// A move at the game's end, or another game, ends the review: no mark goes to moves it did
// not review, and the status bar says why.
TEST_F(Review, AMoveOrAnotherGameCancelsTheReview) {
    hotSeat();
    clickMove("e3", "e5");
    clickMove("e8", "e6");
    clickMove("d3", "d5");
    assumeSpeed(400'000);
    startFromTheMenu(1000); // 400,000 nodes a position
    ASSERT_TRUE(waitUntil([&] { return evaluatedMoves(window->controller().tree()) >= 1; }));
    ASSERT_TRUE(panel().isRunning());
    clickMove("d8", "d6");
    ASSERT_EQ(game().plyCount(), 4);
    EXPECT_FALSE(panel().isRunning());
    EXPECT_TRUE(waitUntil([&] { return statusText().contains("Review cancelled"); }, 2000))
        << statusText().toStdString();
    QTest::qWait(1000);
    const GameRecord& tree = window->controller().tree();
    EXPECT_FALSE(parseEvalCommand(tree.node(tree.mainLine().back()).commentAfter)) << "the new move";
    EXPECT_LT(evaluatedMoves(tree), 3);

    startFromTheMenu(1000);
    ASSERT_TRUE(waitUntil([&] { return evaluatedMoves(window->controller().tree()) >= 1; }));
    uitest::answerNextMessageBox("Discard"); // the unsaved game
    ASSERT_TRUE(window->files().loadText(PlantedBlunder, "test"));
    EXPECT_FALSE(panel().isRunning());
    EXPECT_TRUE(waitUntil([&] { return statusText().contains("another game"); }, 2000))
        << statusText().toStdString();
    EXPECT_FALSE(panel().isVisible()) << "the panel spoke of the other game";
    QTest::qWait(1000);
    EXPECT_EQ(evaluatedMoves(window->controller().tree()), 0) << "no mark on the other game";

    // A finished review's summary stays with its game: the next game closes it.
    startFromTheMenu(0, 2);
    ASSERT_TRUE(waitUntil([&] { return !panel().isRunning(); }));
    EXPECT_TRUE(panel().isVisible());
    uitest::answerNextMessageBox("Discard");
    hotSeat();
    EXPECT_FALSE(panel().isVisible());
}

// The result banner's Review reviews the game at once, with the settings last used.
TEST_F(Review, TheBannersReviewButtonRunsIt) {
    hotSeat("k9/9Q/1K8/10/10/10/10/10/10/10 w - - 0 1");
    clickMove("j9", "j8");
    clickMove("a10", "b10");
    clickMove("j8", "j10"); // mate
    ASSERT_TRUE(window->controller().isOver());
    GameOverBanner& banner = window->banner();
    ASSERT_TRUE(banner.isVisible());
    Settings().setValue(Settings::Key::ReviewByDepth, 1);
    Settings().setValue(Settings::Key::ReviewDepth, 4);
    QPushButton* review = button(banner, "Review");
    ASSERT_NE(review, nullptr);
    QTest::mouseClick(review, Qt::LeftButton);
    EXPECT_FALSE(banner.isVisible());
    EXPECT_TRUE(panel().isVisible());
    ASSERT_TRUE(waitUntil([&] { return !panel().summary().isEmpty(); }));
    EXPECT_EQ(evaluatedMoves(window->controller().tree()), 2) << "the mate has no evaluation";
    EXPECT_EQ(window->controller().viewPly(), 3) << "the final position";
}

} // namespace
} // namespace grand::ui

namespace grand::ui {
namespace {

// A measurement, not a test (run with --gtest_also_run_disabled_tests): reviews the game of
// GRAND_REVIEW_GAME (default: Vehre - Schmittberger) at 200 ms a position through the panel
// and prints the time taken and the longest event-loop stall.
TEST_F(Ui, DISABLED_MeasureAReviewAt200MsAMove) {
    const QString path = qEnvironmentVariableIsSet("GRAND_REVIEW_GAME")
                             ? qEnvironmentVariable("GRAND_REVIEW_GAME")
                             : QString::fromStdString(test::dataPath("games/vehre-schmittberger-2001.pgn"));
    ASSERT_TRUE(window->files().open(path, 0));
    ReviewPanel& panel = window->analysisTools().reviewPanel();
    window->analysisTools().reviewGame();
    panel.setMoveTime(200);
    QElapsedTimer clock;
    clock.start();
    panel.start();
    const qint64 stall = longestStall([&] { return panel.isRunning(); });
    std::printf("[ figures  ] %d plies reviewed at 200 ms a position in %.1f s (nominal %.1f s); longest "
                "event-loop stall %lld ms; %s\n",
                window->controller().game().plyCount(), clock.elapsed() / 1000.0,
                (window->controller().game().plyCount() + 1) * 0.2, static_cast<long long>(stall),
                panel.summary().toStdString().c_str());
    EXPECT_FALSE(panel.summary().isEmpty());
}

} // namespace
} // namespace grand::ui
