// A GUI monkey: thousands of random clicks, drags, keys, menu actions and dialog answers on
// a real window, after which the game must replay legally from its own record and the
// window must still answer. The seed is printed; GRAND_MONKEY_SEED=N replays the same
// events (the computer's thinking times still vary), GRAND_MONKEY_EVENTS sets how many.

#include "ui_fixture.h"

#include "ui/board/holdingspanel.h"
#include "ui/puzzles/puzzletrainer.h"

#include "engine/notation/pgn.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialog>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>

#include <chrono>
#include <cstdio>
#include <random>

namespace grand::ui {
namespace {

using uitest::waitUntil;

std::uint64_t envNumber(const char* name, std::uint64_t fallback) {
    const QByteArray value = qgetenv(name);
    bool ok = false;
    const qulonglong n = value.toULongLong(&ok);
    return ok ? n : fallback;
}

class Monkey : public uitest::Ui {
protected:
    std::mt19937_64 rng;
    int dialogsAnswered = 0;
    int puzzleEvents = 0;
    std::string lastEvent; // what the last event did, for a failure's message

    int pick(int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }
    QPoint randomPointIn(QWidget& w) { return {pick(std::max(1, w.width())), pick(std::max(1, w.height()))}; }
    const char* randomSquare() {
        static std::string name;
        name = std::string(1, static_cast<char>('a' + pick(10))) + std::to_string(1 + pick(10));
        return name.c_str();
    }

    // Answers whatever modal dialog is open, at random but as a user could.
    void answerDialogs() {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        ++dialogsAnswered;
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            const QList<QAbstractButton*> buttons = box->buttons();
            if (!buttons.isEmpty())
                QTest::mouseClick(buttons[pick(static_cast<int>(buttons.size()))], Qt::LeftButton);
            else
                box->reject();
            return;
        }
        if (auto* input = qobject_cast<QInputDialog*>(modal)) {
            static const char* const Fens[] = {
                "2k7/2r1n5/3P6/10/4p5/10/10/5PPP2/1NBQK2BN1/R8R w - - 0 30",
                "k9/9Q/1K8/10/10/10/10/10/10/10 w - - 0 1",
                "this is not a position",
                "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
            };
            input->setTextValue(Fens[pick(4)]);
            pick(4) ? input->accept() : input->reject();
            return;
        }
        if (qobject_cast<QFileDialog*>(modal)) {
            static_cast<QDialog*>(modal)->reject(); // no files from the monkey
            return;
        }
        if (auto* dialog = qobject_cast<QDialog*>(modal)) {
            for (QComboBox* combo : dialog->findChildren<QComboBox*>())
                if (combo->isEnabled() && combo->count() > 0)
                    combo->setCurrentIndex(pick(static_cast<int>(combo->count())));
            pick(3) ? dialog->accept() : dialog->reject();
            return;
        }
        modal->close();
    }

    // The window's actions a monkey may use: everything but quitting and the file dialogs'
    // saving under a name (rejected anyway) and the help windows.
    std::vector<QAction*> usableActions() {
        std::vector<QAction*> actions;
        for (QAction* a : window->findChildren<QAction*>()) {
            const QString text = a->text().remove('&');
            if (a->menu() || a->isSeparator() || text.isEmpty() || text == "Quit" || text.startsWith("About")
                || text == "How to Play")
                continue;
            actions.push_back(a);
        }
        return actions;
    }

    // In the puzzle trainer, once Game > Puzzles has opened it: a legal move on its board (by
    // clicks), a click anywhere on its board, or one of its buttons.
    void puzzleEvent() {
        auto* trainer = window->findChild<PuzzleTrainer*>();
        if (!trainer || !trainer->isVisible())
            return;
        ++puzzleEvents;
        BoardWidget& board = trainer->board();
        auto squareCentre = [&](Square s) { return board.squareRect(s).center().toPoint(); };
        switch (pick(3)) {
        case 0: {
            const MoveList moves = legalMoves(trainer->controller().viewPosition());
            if (moves.empty())
                break;
            const Move m = moves[pick(moves.size())];
            lastEvent = "puzzle move " + toUci(m);
            QTest::mouseClick(&board, Qt::LeftButton, {}, squareCentre(m.from()));
            QTest::mouseClick(&board, Qt::LeftButton, {}, squareCentre(m.to()));
            break;
        }
        case 1:
            lastEvent = "puzzle board click";
            QTest::mouseClick(&board, Qt::LeftButton, {}, randomPointIn(board));
            break;
        default: {
            const QList<QPushButton*> buttons = trainer->findChildren<QPushButton*>();
            QPushButton* b = buttons[pick(static_cast<int>(buttons.size()))];
            lastEvent = "puzzle button " + b->text().toStdString();
            if (b->isEnabled())
                b->click();
            break;
        }
        }
        std::string why;
        ASSERT_TRUE(trainer->controller().game().position().isConsistent(&why)) << why;
    }

    void oneEvent(const std::vector<QAction*>& actions) {
        lastEvent = "board or keys";
        switch (pick(20)) {
        case 0:
        case 1:
        case 2:
            lastEvent = std::string("click ") + randomSquare();
            click(lastEvent.c_str() + 6);
            break;
        case 3:
        case 4:
        case 5: {
            // A user who knows the rules: a legal move of the position shown, by clicks or a drag.
            const MoveList moves = legalMoves(window->controller().viewPosition());
            if (moves.empty())
                break;
            const Move m = moves[pick(moves.size())];
            const std::string from = squareName(m.from()), to = squareName(m.to());
            lastEvent = "legal move " + from + to;
            pick(2) ? clickMove(from.c_str(), to.c_str()) : drag(from.c_str(), to.c_str());
            break;
        }
        case 6:
        case 7:
        case 8:
            drag(randomSquare(), randomSquare());
            break;
        case 9: {
            static const int Keys[] = {Qt::Key_Left,   Qt::Key_Right, Qt::Key_Home, Qt::Key_End,
                                       Qt::Key_Escape, Qt::Key_Space, Qt::Key_H,    Qt::Key_F,
                                       Qt::Key_Q,      Qt::Key_R,     Qt::Key_B,    Qt::Key_N,
                                       Qt::Key_M,      Qt::Key_A,     Qt::Key_C,    Qt::Key_P};
            const int k = Keys[pick(16)];
            lastEvent = "key " + QKeySequence(k).toString().toStdString();
            key(k);
            break;
        }
        case 10:
            lastEvent = pick(2) ? "Ctrl+Z" : "Ctrl+Shift+Z";
            key(Qt::Key_Z,
                lastEvent == "Ctrl+Z" ? Qt::ControlModifier : Qt::ControlModifier | Qt::ShiftModifier);
            break;
        case 11:
        case 12: {
            QAction* a = actions[static_cast<std::size_t>(pick(static_cast<int>(actions.size())))];
            lastEvent = "action " + a->text().toStdString();
            if (a->isEnabled())
                a->trigger();
            break;
        }
        case 13:
            QTest::mouseClick(&window->holdings(), Qt::LeftButton, {}, randomPointIn(window->holdings()));
            break;
        case 14: {
            lastEvent = "click in the move list";
            QWidget* list = window->moveList().viewport();
            QTest::mouseClick(list, Qt::LeftButton, {}, randomPointIn(*list));
            break;
        }
        case 15:
            if (pick(8) == 0)
                window->resize(420 + pick(1400), 380 + pick(900));
            break;
        case 16:
            puzzleEvent();
            break;
        default:
            QTest::qWait(pick(30)); // let the computer think and move
            break;
        }
    }
};

TEST_F(Monkey, RandomUseLeavesAGameThatReplaysLegally) {
    const std::uint64_t seed =
        envNumber("GRAND_MONKEY_SEED",
                  static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
    const int events = static_cast<int>(envNumber("GRAND_MONKEY_EVENTS", 2000));
    std::fprintf(stderr, "monkey seed %llu, %d events (replay with GRAND_MONKEY_SEED=%llu)\n",
                 static_cast<unsigned long long>(seed), events, static_cast<unsigned long long>(seed));
    SCOPED_TRACE("monkey seed " + std::to_string(seed));
    rng.seed(seed);

    QTimer dialogs;
    QObject::connect(&dialogs, &QTimer::timeout, [this] { answerDialogs(); });
    dialogs.start(15);
    const std::vector<QAction*> actions = usableActions();
    ASSERT_GT(actions.size(), 20u);

    int movesSeen = 0;
    QObject::connect(&window->controller(), &GameController::moveMade, [&] { ++movesSeen; });
    for (int i = 0; i < events; ++i) {
        oneEvent(actions);
        QApplication::processEvents();
        const GameController& c = window->controller();
        std::string why;
        ASSERT_TRUE(c.game().position().isConsistent(&why)) << "event " << i << ": " << why;
        ASSERT_EQ(window->board().position().key(), c.viewPosition().key()) << "event " << i;
        // The game is the record's main line, always.
        ASSERT_EQ(c.tree().mainGame().moves(), c.game().moves()) << "event " << i << ": " << lastEvent;
    }
    dialogs.stop();
    while (QApplication::activeModalWidget())
        QApplication::activeModalWidget()->close();
    std::fprintf(
        stderr,
        "monkey: %d moves made, %d dialogs answered, %d events in the puzzle trainer, final game %d plies\n",
        movesSeen, dialogsAnswered, puzzleEvents, window->controller().game().plyCount());

    // The game replays legally from its own record.
    const GameController& c = window->controller();
    const std::vector<PgnEntry> entries = readPgn(writePgn(c.record()));
    ASSERT_EQ(entries.size(), 1u);
    ASSERT_TRUE(entries[0].complete()) << entries[0].errorText();
    EXPECT_EQ(entries[0].game->mainGame().moves(), c.game().moves());
    EXPECT_EQ(entries[0].game->mainGame().position().fen(), c.game().position().fen());
    EXPECT_TRUE(*entries[0].game == c.record()) << "variations, comments and NAGs come back too";
    // And the window still answers: a computer to move moves within its level's time.
    if (!c.isOver() && c.player(c.game().position().sideToMove()) == PlayerKind::Computer && !c.hasClock()) {
        const int plies = c.game().plyCount();
        EXPECT_TRUE(waitUntil([&] { return c.game().plyCount() != plies || c.isOver(); }, 15000));
    }
    EXPECT_GT(movesSeen, 0);
}

} // namespace
} // namespace grand::ui
