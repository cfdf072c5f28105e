// Analysis through the window (issue 14; the review is in ui_review_test.cpp): the Analysis
// panel shows several lines and plays a clicked move into the record, freezes, copies; the
// evaluation graph reads the record, names a move and its value on hovering and jumps on a
// click; the arrows.

#include "ui_fixture.h"

#include "ui/analysis/analysispanel.h"
#include "ui/analysis/analysistools.h"
#include "ui/analysis/boardarrows.h"
#include "ui/analysis/evalgraph.h"
#include "ui/board/evalbar.h"
#include "ui/records/movetreeview.h"

#include "engine/analysis/review.h"
#include "engine/rules/movegen.h"

#include <QAction>
#include <QClipboard>
#include <QHelpEvent>
#include <QInputDialog>
#include <QLocale>
#include <QToolButton>
#include <QToolTip>
#include <QUrl>

namespace grand::ui {
namespace {

using uitest::answerNextMessageBox;
using uitest::Ui;
using uitest::waitUntil;

QAction* findAction(QWidget& window, const QString& text) {
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text().remove('&') == text)
            return a;
    return nullptr;
}

// A bound (a move failing high or low before its depth is done) arrives with a line of a
// move or two: the panel keeps showing the whole line known for those moves, and marks the
// score as a bound ("≥"/"≤" from White's view), never as an exact value.
TEST(AnalysisPanelLines, BoundsKeepTheWholeLineAndAreMarked) {
    AnalysisPanel panel;
    panel.setLineCount(2);
    const Position start = *Position::fromFen(std::string(StartFen));
    panel.showPosition(0, start);
    auto line = [&](std::initializer_list<const char*> uci) {
        std::vector<Move> moves;
        Position pos = start;
        for (const char* text : uci) {
            const Move m = moveFromUci(pos, text);
            EXPECT_FALSE(m.isNone()) << text;
            moves.push_back(m);
            UndoInfo undo;
            pos.doMove(m, undo);
        }
        return moves;
    };
    SearchInfo exact;
    exact.depth = 20;
    exact.multiPV = 1;
    exact.score = 35;
    exact.pv = line({"e3e5", "e8e6", "d3d5", "d8d6"});
    panel.showInfo(exact);
    SearchInfo second = exact;
    second.multiPV = 2;
    second.score = 20;
    second.pv = line({"d3d5", "d8d6", "e3e5"});
    panel.showInfo(second);

    SearchInfo failHigh = exact; // depth 21, the same first move fails high: one move known
    failHigh.depth = 21;
    failHigh.score = 60;
    failHigh.bound = Bound::Lower;
    failHigh.pv = line({"e3e5"});
    panel.showInfo(failHigh);
    EXPECT_EQ(panel.lines()[0].pv, exact.pv) << "the whole line, not one move";
    EXPECT_TRUE(panel.linesText().startsWith(QStringLiteral("≥ +0.60 (depth 21) 1. e5 e6 2. d5 d6")))
        << panel.linesText().toStdString();

    SearchInfo newBest = failHigh; // the second line's move now fails high as the best
    newBest.pv = line({"d3d5"});
    panel.showInfo(newBest);
    EXPECT_EQ(panel.lines()[0].pv, second.pv) << "continued by the line known for that move";

    SearchInfo failLow = second; // an upper bound for White to move reads "≤"
    failLow.depth = 21;
    failLow.bound = Bound::Upper;
    failLow.score = -10;
    failLow.pv = line({"d3d5", "d8d6"});
    panel.showInfo(failLow);
    EXPECT_EQ(panel.lines()[1].pv, second.pv);
    EXPECT_TRUE(panel.linesText().contains(QStringLiteral("≤ -0.10 (depth 21) 1. d5 d6 2. e5")))
        << panel.linesText().toStdString();

    panel.showInfo(exact); // exact again: no mark
    EXPECT_TRUE(panel.linesText().startsWith(QStringLiteral("+0.35 (depth 20) 1. e5 e6 2. d5 d6")))
        << panel.linesText().toStdString();
}

// Progress within a long depth moves the status's nodes and time (a sign of life) and leaves
// the lines as they are; another position starts afresh.
TEST(AnalysisPanelLines, ProgressMovesTheStatusNotTheLines) {
    AnalysisPanel panel;
    const Position start = *Position::fromFen(std::string(StartFen));
    panel.showPosition(0, start);
    const auto thousands = [](int n) { return QLocale().toString(n); };
    SearchInfo progress;
    progress.progress = true;
    progress.depth = 1;
    progress.nodes = 2'000'000;
    progress.timeMs = 3'400;
    panel.showInfo(progress);
    EXPECT_EQ(panel.statusText(), QStringLiteral("Analysing... %1 knodes · 3 s").arg(thousands(2000)));
    EXPECT_TRUE(panel.linesText().isEmpty());

    SearchInfo exact;
    exact.depth = 20;
    exact.score = 35;
    exact.nodes = 5'000'000;
    exact.timeMs = 6'000;
    Position pos = start;
    exact.pv = {moveFromUci(pos, "e3e5")};
    panel.showInfo(exact);
    const QString lines = panel.linesText();
    EXPECT_TRUE(lines.startsWith(QStringLiteral("+0.35 (depth 20) 1. e5"))) << lines.toStdString();
    EXPECT_EQ(panel.statusText(), QStringLiteral("Depth 20 · %1 knodes · 6 s").arg(thousands(5000)));

    progress.depth = 21;
    progress.nodes = 12'345'678;
    progress.timeMs = 11'900;
    panel.showInfo(progress);
    EXPECT_EQ(panel.linesText(), lines);
    EXPECT_EQ(panel.statusText(), QStringLiteral("Depth 20 · %1 knodes · 11 s").arg(thousands(12345)));

    UndoInfo undo;
    pos.doMove(exact.pv.front(), undo);
    panel.showPosition(1, pos);
    EXPECT_EQ(panel.statusText(), QStringLiteral("Analysing..."));
}

TEST_F(Ui, AnalysisShowsSeveralLinesAndPlaysAClickedMove) {
    hotSeat();
    AnalysisTools& tools = window->analysisTools();
    AnalysisPanel& panel = tools.panel();
    panel.setLineCount(3);
    window->showAnalysis(true);
    ASSERT_TRUE(waitUntil([&] {
        return panel.lines().size() == 3 && !panel.lines()[2].pv.empty() && panel.lines()[2].depth >= 3;
    }));
    EXPECT_EQ(panel.linesText().count('\n'), 2) << panel.linesText().toStdString();
    EXPECT_TRUE(window->evalBar().score().has_value()) << "the bar follows the analysis";
    EXPECT_EQ(tools.arrows().arrow(BoardArrows::Kind::BestMove), panel.lines()[0].pv.front())
        << "the best move is drawn";
    QTest::mouseClick(panel.findChildren<QToolButton*>().back(), Qt::LeftButton); // Copy
    EXPECT_EQ(QApplication::clipboard()->text(), panel.linesText());

    // A click on the second move of the second line plays both moves into the record.
    panel.setFrozen(true);
    const std::vector<Move> pv = panel.lines()[1].pv;
    ASSERT_GE(pv.size(), 2u);
    emit panel.view().anchorClicked(QUrl("play:1:1"));
    const GameRecord& tree = window->controller().tree();
    const NodeId shown = window->controller().viewNode();
    ASSERT_EQ(tree.lineTo(shown).size(), 2u);
    EXPECT_EQ(tree.node(tree.lineTo(shown)[0]).move, pv[0]);
    EXPECT_EQ(tree.node(shown).move, pv[1]);
    EXPECT_EQ(tree.mainGame().moves(), window->controller().game().moves()) << "at the end: the game's moves";
    EXPECT_EQ(panel.lines()[1].pv, pv) << "frozen: the lines stay while the view moves";
    panel.setFrozen(false);
    ASSERT_TRUE(waitUntil([&] { return !panel.lines().empty() && panel.lines()[0].pv.front() != pv[0]; }))
        << "unfrozen, the panel follows the position shown";
}

TEST_F(Ui, TheGraphJumpsToTheMoveClicked) {
    ASSERT_TRUE(window->files().loadText("[Event \"t\"]\n\n1. e5 {[%eval 0.3]} i7 {[%eval 0.2]} 2. Qh6 $4 "
                                         "{[%eval -9.5]} ixh6 {[%eval #-7]} *\n",
                                         "test"));
    EvalGraph& graph = window->analysisTools().graph();
    ASSERT_EQ(graph.scores().size(), 5u);
    EXPECT_EQ(graph.scores()[1], 30);
    EXPECT_EQ(graph.scores()[3], -950);
    EXPECT_EQ(graph.scores()[4], -1000) << "a mate is capped";
    EXPECT_EQ(graph.shownPly(), 4);
    QTest::mouseClick(&graph, Qt::LeftButton, {},
                      QPoint(static_cast<int>(graph.xOfPly(2)), graph.height() / 2));
    EXPECT_EQ(window->controller().viewPly(), 2);
    EXPECT_EQ(graph.shownPly(), 2);
    EXPECT_EQ(window->evalBar().score(), 20) << "the record's evaluation on the bar";
    // Dragging follows the mouse.
    QMouseEvent drag(QEvent::MouseMove, QPointF(graph.xOfPly(1), 5),
                     graph.mapToGlobal(QPointF(graph.xOfPly(1), 5)), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QApplication::sendEvent(&graph, &drag);
    EXPECT_EQ(window->controller().viewPly(), 1);
}

// Issue 61, item 17: an unevaluated position is no 0.00. A pasted won position and moves
// nobody evaluated draw nothing on the graph (they drew a level start and a false slope);
// the game's own start is level. The bar does not keep the previous game's value.
TEST_F(Ui, TheGraphAndTheBarShowNothingTheyDoNotKnow) {
    ASSERT_TRUE(window->files().loadText("[Event \"t\"]\n\n1. e5 {[%eval 0.3]} i7 {[%eval 0.2]} 2. Qh6 $4 "
                                         "{[%eval -9.5]} ixh6 {[%eval #-7]} *\n",
                                         "test"));
    EvalGraph& graph = window->analysisTools().graph();
    EXPECT_EQ(graph.scores()[0], 0) << "the game's start is level";
    ASSERT_EQ(window->evalBar().score(), -(MateScore - 14)) << "the record's mate in 7 on the bar";

    // Paste a position where White is a queen and a rook up; nobody has evaluated it.
    QApplication::clipboard()->setText("4k5/10/10/10/10/10/10/4P5/3QR5/4K5 w - - 0 1");
    answerNextMessageBox("Discard");
    window->board().setFocus();
    key(Qt::Key_V, Qt::ControlModifier);
    ASSERT_TRUE(waitUntil([&] { return game().startPosition().pieceCount() == 5; }));
    EXPECT_EQ(window->evalBar().score(), std::nullopt) << "not the previous game's mate";
    clickMove("e3", "e4");
    ASSERT_EQ(graph.scores().size(), 2u);
    EXPECT_EQ(graph.scores()[0], std::nullopt) << "a pasted position is not level";
    EXPECT_EQ(graph.scores()[1], std::nullopt);
    // Drawn: the background and the middle line, no area of White's.
    const QImage image = graph.grab().toImage();
    int white = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            white += image.pixelColor(x, y).lightness() > 200;
    EXPECT_EQ(white, 0) << "no curve where nothing is known";
    // Once the engine evaluated the positions, they are drawn.
    graph.setKnownScore(game().positionAt(0).key(), 1400);
    graph.setKnownScore(game().positionAt(1).key(), 1400);
    EXPECT_EQ(graph.scores()[0], 1000) << "capped";
    const QImage known = graph.grab().toImage();
    white = 0;
    for (int y = 0; y < known.height(); ++y)
        for (int x = 0; x < known.width(); ++x)
            white += known.pixelColor(x, y).lightness() > 200;
    EXPECT_GT(white, known.width() * known.height() / 2) << "White's winning area";
}

// Hovering over the graph names the move and its value, as lichess's graph does: the move
// number, the SAN in the letters in use ("..." for Black's), White's view in pawns or mate.
TEST_F(Ui, TheGraphsTooltipGivesTheMoveAndItsValue) {
    ASSERT_TRUE(window->files().loadText("[Event \"t\"]\n\n1. e5 {[%eval 0.3]} e6 {[%eval 0.2]} 2. Ah4 "
                                         "{[%eval 1.45]} Ah7 {[%eval #-3]} 3. d5 *\n",
                                         "test"));
    EvalGraph& graph = window->analysisTools().graph();
    auto hover = [&](int ply) {
        const QPoint at(static_cast<int>(graph.xOfPly(ply)), graph.height() / 2);
        QHelpEvent help(QEvent::ToolTip, at, graph.mapToGlobal(at));
        QApplication::sendEvent(&graph, &help);
        return QToolTip::isVisible() ? QToolTip::text().toStdString() : std::string();
    };
    EXPECT_EQ(hover(1), "1. e5  +0.30");
    EXPECT_EQ(hover(2), "1... e6  +0.20");
    EXPECT_EQ(hover(3), "2. Ah4  +1.45");
    EXPECT_EQ(hover(4), "2... Ah7  #-3");
    EXPECT_EQ(hover(5), "3. d5") << "no value known";
    QAction* freeling = findAction(*window, "Letters C (cardinal) and M (marshal)");
    ASSERT_NE(freeling, nullptr);
    freeling->trigger();
    EXPECT_EQ(hover(3), "2. Ch4  +1.45") << "the cardinal in Freeling's letters";
    QToolTip::hideText();
}

TEST_F(Ui, EditingACommentKeepsTheEvaluation) {
    ASSERT_TRUE(
        window->files().loadText("[Event \"t\"]\n\n1. e5 {[%eval 0.3] Blunder. d4 was best. old} *\n", "t"));
    const NodeId e5 = window->controller().tree().mainLine().front();
    QTimer::singleShot(100, [] {
        auto* input = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(input, nullptr);
        EXPECT_EQ(input->labelText(), "Comment after 1. e5 (empty to remove):") << "it names the move";
        EXPECT_EQ(input->textValue(), "Blunder. d4 was best. old") << "commands are not shown";
        input->setTextValue("new words");
        input->accept();
    });
    emit static_cast<MoveTreeView&>(window->moveList()).commentRequested(e5);
    EXPECT_EQ(window->controller().tree().node(e5).commentAfter, "[%eval 0.3] new words");
}

TEST_F(Ui, TheThreatArrowShowsTheOpponentsIdea) {
    // White to move: the arrow shows what Black would play if White passed.
    ASSERT_TRUE(window->files().loadText("[Event \"t\"]\n\n1. e5 i7 *\n", "test"));
    QAction* threat = findAction(*window, "Threat Arrow");
    ASSERT_NE(threat, nullptr);
    threat->setChecked(true);
    BoardArrows& arrows = window->analysisTools().arrows();
    ASSERT_TRUE(waitUntil([&] { return !arrows.arrow(BoardArrows::Kind::Threat).isNone(); }, 5000));
    const Move m = arrows.arrow(BoardArrows::Kind::Threat);
    ASSERT_NE(window->controller().viewPosition().pieceOn(m.from()), Piece::Empty);
    EXPECT_EQ(colorOf(window->controller().viewPosition().pieceOn(m.from())), Color::Black)
        << "the threat is the side not to move's";
    threat->setChecked(false);
    EXPECT_TRUE(arrows.arrow(BoardArrows::Kind::Threat).isNone());
}

} // namespace
} // namespace grand::ui
