// The engine's threads: made on their own thread, as many as Preferences says, and below
// the window's priority.

#include "ui_fixture.h"

#include "ui/analysis/backgroundjobs.h"
#include "ui/base/threadpriority.h"
#include "ui/dialogs/preferencesdialog.h"
#include "ui/game/engineclient.h"
#include "ui/game/engineworker.h"

#include "engine/search/search_pool.h"

#include <QDialogButtonBox>
#include <QSpinBox>
#include <QThread>

#include <atomic>
#include <thread>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace grand::ui {
namespace {

using uitest::Ui;

#ifdef __linux__
// Issue 61, item 18: the engine's threads run below the window's, so that with every core
// searching the window still gets the processor within a frame (`grandchess --diagnose`
// measures the stalls). The engine's thread, the search helpers it starts, and the
// background jobs (review, threats) all run at EngineNice; the window's thread does not.
TEST(EngineThreads, RunBelowTheWindow) {
    auto niceOfThisThread = [] { return getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid))); };
    const int window = niceOfThisThread();
    if (window >= EngineNice)
        GTEST_SKIP() << "the tests run at nice " << window << ": nothing lower to go to";

    std::atomic<int> engine{-100}, helper{-100};
    EngineWorker worker;
    std::thread([&] {
        worker.prepare();
        engine = niceOfThisThread();
        std::thread([&] { helper = niceOfThisThread(); }).join();
    }).join();
    EXPECT_EQ(engine, EngineNice);
    EXPECT_EQ(helper, EngineNice) << "a search helper inherits it";

    std::atomic<int> job{-100};
    BackgroundJobs jobs;
    jobs.start("priority", [&](const std::atomic<bool>&) { job = niceOfThisThread(); });
    ASSERT_TRUE(uitest::waitUntil([&] { return job != -100; }));
    EXPECT_EQ(job, EngineNice);
    EXPECT_EQ(niceOfThisThread(), window) << "the window's thread keeps its own";
}
#endif

// The engine's tables (tens of megabytes to clear) are made on the engine's thread, after
// the client is made, not on the window's thread before its first paint.
TEST(StartUp, TheEngineIsMadeOnItsOwnThread) {
    const EngineClient client;
    QTRY_VERIFY(client.worker().engineThread() != nullptr);
    EXPECT_NE(client.worker().engineThread(), QThread::currentThread());
    EXPECT_EQ(client.worker().engineThread(), client.worker().thread());
}

// Preferences' thread count reaches the engine: the window's requests carry it and the
// worker sets its engine to it (all cores but one by default).
TEST_F(Ui, PreferencesSetTheEngineThreads) {
    const int cores = machineThreads();
    EXPECT_EQ(Settings().engineThreads(), std::max(1, cores - 1));
    EXPECT_EQ(window->controller().engineThreads(), std::max(1, cores - 1));
    const int wanted = cores > 1 ? 2 : 1;
    QTimer::singleShot(300, [wanted] {
        auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        EXPECT_EQ(dialog->threadsField().maximum(), machineThreads());
        dialog->threadsField().selectAll();
        QTest::keyClicks(&dialog->threadsField(), QString::number(wanted));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
    });
    key(Qt::Key_Comma, Qt::ControlModifier);
    EXPECT_EQ(window->controller().engineThreads(), wanted);

    EngineClient client;
    EngineRequest request;
    request.threads = wanted;
    request.limits.depth = 3;
    bool answered = false;
    QObject::connect(&client, &EngineClient::finished, [&] { answered = true; });
    client.start(EngineClient::Purpose::Hint, request);
    QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
    EXPECT_EQ(client.worker().engineThreads(), wanted);
}

} // namespace
} // namespace grand::ui
