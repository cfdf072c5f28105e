#include "scenarios.h"

#include "ui/base/startuptimes.h"
#include "ui/board/boardwidget.h"
#include "ui/window/mainwindow.h"

#include "engine/notation/pgn.h"
#include "engine/rules/movegen.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace grand::app {

using ui::GameSetup;
using ui::MainWindow;
using ui::PlayerKind;

namespace {

Game replay(const char* fen, std::initializer_list<const char*> moves) {
    Game game(fen ? *Position::fromFen(fen) : Position());
    for (const char* m : moves)
        game.play(moveFromUci(game.position(), m));
    return game;
}

void resume(MainWindow& window, const Game& game, int level) {
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Computer};
    setup.level = level;
    setup.start = game.startPosition();
    window.startGame(setup);
    window.controller().loadGame(GameRecord::fromGame(game), setup);
}

} // namespace

bool applyScenario(MainWindow& window, const QString& name) {
    if (name == "opening") {
        resume(window, replay(nullptr, {"e3e5", "e8e6", "b2c4", "b9c7", "i2h4", "i9h7"}), 4);
        return true;
    }
    if (name == "middlegame") {
        // Vehre - Schmittberger 2001 after 22...Kc10: both sides have lost pieces that a pawn
        // could bring back. Freeling's letters, as in the record.
        const auto games = readPgn(
            "1.f5 f6 2.Nh4 Nh7 3.g4 g7 4.Nc4 Nc7 5.d4 d7 6.e5 Bd8 7.Rje1 Kd10 8.Kf1 fxe5 9.Ncxe5 Kc9 "
            "10.Re2 Kb9 11.Kg1 Rjf10 12.Bd3 e6 13.Rf1 Mh10 14.Nc4 Ci10 15.Nd6 exf5 16.Bxf5 Bd5 17.Ci1 Bxh4 "
            "18.ixh4 g6 19.Rfe1 gxf5 20.Nxf5 Qd8 21.Bxc7 Qxc7 22.Re9+ Kc10 *");
        if (games.empty() || !games.front().complete())
            return false;
        resume(window, games.front().game->mainGame(), 6);
        window.controller().setPieceLetters(PieceLetters::Freeling);
        window.showAnalysis(true);
        return true;
    }
    if (name == "promotion") {
        // White's marshal and cardinal are gone: d8-d9 offers both, or staying a pawn.
        resume(window, replay("2k7/2r1n5/3P6/10/4p5/10/10/5PPP2/1NBQK2BN1/R8R w - - 0 30", {}), 4);
        window.attemptMove(parseSquare("d8"), parseSquare("d9"));
        return true;
    }
    if (name == "gameover") {
        GameSetup setup;
        setup.players = {PlayerKind::Human, PlayerKind::Human};
        setup.start = *Position::fromFen("1r2k4r/P2n6/2P7/4P5/10/10/10/10/1NBQKCAB2/R8R w - - 0 24");
        window.startGame(setup);
        window.attemptMove(parseSquare("d2"), parseSquare("d9"));
        return true;
    }
    return false;
}

int runDiagnostic(MainWindow& window, int searchMs) {
    // 1. First paint of the board.
    qint64 firstPaint = -1;
    struct PaintWatch : QObject {
        qint64* out;
        bool eventFilter(QObject*, QEvent* e) override {
            if (e->type() == QEvent::Paint && *out < 0) {
                *out = ui::startup::elapsedMs();
                ui::startup::mark("until the first paint");
            }
            return false;
        }
    } watch;
    watch.out = &firstPaint;
    window.board().installEventFilter(&watch);
    window.show();
    ui::startup::mark("window shown");
    QElapsedTimer clock;
    clock.start();
    while (firstPaint < 0 && clock.elapsed() < 10000)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    window.board().removeEventFilter(&watch);
    const auto phases = ui::startup::phases();

    // 2. The engine analyses on every core (the window's thread competes with all of them)
    // while a 1 ms timer measures the gaps in the GUI's event loop.
    const int cores = std::max(1, QThread::idealThreadCount());
    window.controller().setEngineThreads(cores);
    window.showAnalysis(true);
    qint64 longest = 0;
    qint64 ticks = 0;
    qint64 overAFrame = 0; // gaps of more than 16 ms
    QElapsedTimer gap;
    gap.start();
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(1);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        const qint64 elapsed = gap.elapsed();
        longest = std::max(longest, elapsed);
        overAFrame += elapsed > 16;
        gap.restart();
        ++ticks;
    });
    timer.start();
    QElapsedTimer span;
    span.start();
    while (span.elapsed() < searchMs)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    timer.stop();
    window.showAnalysis(false);
    std::printf("time to first paint: %lld ms (from main() to the board's first paint event)\n",
                static_cast<long long>(firstPaint));
    for (const auto& [phase, ms] : phases)
        std::printf("  %-28s %5lld ms\n", qPrintable(phase), static_cast<long long>(ms));
    std::printf("longest GUI stall while the engine analysed for %d ms on %d threads (every core busy): "
                "%lld ms; %lld timer ticks of 1 ms, %lld gaps over 16 ms (a frame)\n",
                searchMs, cores, static_cast<long long>(longest), static_cast<long long>(ticks),
                static_cast<long long>(overAFrame));
    std::fflush(stdout);
    return 0;
}

} // namespace grand::app
