#pragma once

// What the widget tests share: a real main window on the offscreen platform, and helpers
// that drive it with mouse and key events as a user would.

#include "ui/board/boardwidget.h"
#include "ui/board/holdingspanel.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/game/gamecontroller.h"
#include "ui/records/gamefiles.h"
#include "ui/window/mainwindow.h"

#include "engine/notation/pgn.h"
#include "engine/rules/movegen.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <gtest/gtest.h>
#include <memory>

namespace grand::ui::uitest {

// Processes events until `done` holds; the bound only guards against a hang.
template <class F>
bool waitUntil(F done, int ms = 20000) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms)
        QTest::qWait(10);
    return done();
}

// Answers the next message box that appears by clicking the button whose text contains
// `button` (a user's click), within `ms`. Records the box's text in `*text` if given.
inline void answerNextMessageBox(const QString& button, QString* text = nullptr, int ms = 5000) {
    // Owned by the application, so that a question that never comes leaks nothing; named, so
    // that a test's end can stop it before it answers a question of the next test.
    auto* poll = new QTimer(QCoreApplication::instance());
    poll->setObjectName(QStringLiteral("answerNextMessageBox"));
    QElapsedTimer clock;
    clock.start();
    QObject::connect(poll, &QTimer::timeout, [poll, clock, button, text, ms] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box || !box->isVisible())
                continue;
            for (QAbstractButton* b : box->buttons())
                if (b->text().remove('&').contains(button)) {
                    if (text)
                        *text = box->text();
                    poll->stop();
                    poll->deleteLater();
                    QTest::mouseClick(b, Qt::LeftButton);
                    return;
                }
        }
        if (clock.elapsed() > ms) {
            poll->stop();
            poll->deleteLater();
        }
    });
    poll->start(20);
}

// The setups the game journeys start from.
inline GameSetup versusComputer(int level, std::int64_t clockMs = 0, std::int64_t incrementMs = 0) {
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Computer};
    setup.level = level;
    setup.clockMs = clockMs;
    setup.incrementMs = incrementMs;
    return setup;
}

inline GameSetup hotSeatWithClock(std::int64_t clockMs, std::int64_t incrementMs = 0) {
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    setup.clockMs = clockMs;
    setup.incrementMs = incrementMs;
    return setup;
}

// Stops every answer still waiting for its question.
inline void forgetPendingAnswers() {
    for (QTimer* poll : QCoreApplication::instance()->findChildren<QTimer*>(
             QStringLiteral("answerNextMessageBox"), Qt::FindDirectChildrenOnly)) {
        poll->stop();
        poll->deleteLater();
    }
}

// Keys typed as a user types them: each to the widget that has the focus then.
inline void typeText(const QString& text) {
    for (QChar c : text) {
        QWidget* target = QApplication::focusWidget();
        ASSERT_NE(target, nullptr);
        QTest::keyClick(target, c.toLatin1());
    }
}

inline void pressEnter() { QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return); }

inline QByteArray fileBytes(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return f.readAll();
}

inline void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// The one game of a file.
inline GameRecord onlyGame(const QString& path) {
    const std::vector<PgnEntry> entries = readPgn(decodeText(fileBytes(path).toStdString()));
    EXPECT_EQ(entries.size(), 1u);
    EXPECT_TRUE(!entries.empty() && entries.front().complete());
    return entries.empty() || !entries.front().game ? GameRecord() : *entries.front().game;
}

class Ui : public ::testing::Test {
protected:
    void SetUp() override {
        QSettings(QSettings::UserScope, "grandchess", "grandchess").clear(); // default preferences
        // No game of an earlier test to offer back.
        QFile::remove(GameFiles::autosavePath());
        QFile::remove(GameFiles::keptGamePath());
        window = std::make_unique<MainWindow>(StartOptions{false, {}});
        window->resize(1024, 768);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    }
    // An answer a test prepared for a question that never came must not answer the next test's.
    void TearDown() override { forgetPendingAnswers(); }

    void hotSeat(const char* fen = nullptr) {
        GameSetup setup;
        setup.players = {PlayerKind::Human, PlayerKind::Human};
        if (fen)
            setup.start = *Position::fromFen(fen);
        window->startGame(setup);
        QApplication::processEvents();
    }

    QPoint centre(const char* square) {
        return window->board().squareRect(parseSquare(square)).center().toPoint();
    }
    void click(const char* square) {
        QTest::mouseClick(&window->board(), Qt::LeftButton, {}, centre(square));
    }
    void clickMove(const char* from, const char* to) {
        click(from);
        click(to);
    }
    void drag(const char* from, const char* to) {
        BoardWidget& board = window->board();
        QTest::mousePress(&board, Qt::LeftButton, {}, centre(from));
        const QPoint a = centre(from), b = centre(to);
        for (int i = 1; i <= 5; ++i) {
            const QPointF p = a + (b - a) * (i / 5.0);
            QMouseEvent move(QEvent::MouseMove, p, board.mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                             Qt::NoModifier);
            QApplication::sendEvent(&board, &move);
        }
        QTest::mouseRelease(&board, Qt::LeftButton, {}, b);
    }
    // The mouse moved over `square` with no button held.
    void hover(const char* square) {
        BoardWidget& board = window->board();
        const QPointF p = centre(square);
        QMouseEvent move(QEvent::MouseMove, p, board.mapToGlobal(p), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&board, &move);
    }
    void clickHoldings(Color side, PieceType type) {
        QTest::mouseClick(&window->holdings(), Qt::LeftButton, {},
                          window->holdings().slotRect(side, type).center());
    }
    const Game& game() { return window->controller().game(); }
    std::string lastMove() { return game().moves().empty() ? "" : toUci(game().moves().back()); }
    QString statusText() { return window->statusBar()->currentMessage(); }
    // The window's action whose text (without '&') is `text`; fails the test if none.
    QAction* action(const QString& text) {
        for (QAction* a : window->findChildren<QAction*>())
            if (a->text().remove('&') == text)
                return a;
        ADD_FAILURE() << "no action " << text.toStdString();
        return nullptr;
    }
    // A key as the user presses it on the window (shortcuts included).
    void key(int k, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        if (QApplication::activeWindow() != window.get()) {
            window->activateWindow(); // as a user clicks back into the window after a dialog
            EXPECT_TRUE(QTest::qWaitForWindowActive(window.get()));
        }
        QWidget* target = QApplication::focusWidget();
        if (!target || target->window() != window.get())
            target = window.get();
        QTest::keyClick(target, static_cast<Qt::Key>(k), modifiers);
    }

    // Chooses in the New Game dialog (opened by Ctrl+N) with `choose`, then clicks Start.
    template <class F>
    void newGameWith(F choose) {
        bool seen = false;
        QTimer::singleShot(200, [&seen, choose] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            ASSERT_NE(dialog, nullptr) << "the New Game dialog";
            seen = true;
            choose(*dialog);
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
        });
        key(Qt::Key_N, Qt::ControlModifier);
        EXPECT_TRUE(seen);
    }

    std::unique_ptr<MainWindow> window;
};

} // namespace grand::ui::uitest
