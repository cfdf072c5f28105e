#include "reviewrunner.h"

#include <QThread>

namespace grand::ui {

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

ReviewRunner::~ReviewRunner() {
    for (Job& job : m_jobs) {
        job.stop->store(true);
        job.thread->wait();
        delete job.thread;
    }
}

void ReviewRunner::start(const GameRecord& record, const ReviewOptions& options) {
    cancel();
    forgetEndedJobs();
    const quint64 id = ++m_id;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    // Answers reach this object through its event queue (queued calls), and only while
    // `id` is still the review asked for.
    QThread* thread = QThread::create([this, id, stop, record, options] {
        Engine engine(64);
        GameRecord annotated = record;
        const ReviewResult result = reviewGame(annotated, engine, options, *stop, [&](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, id, done, total] {
                    if (id == m_id && m_running)
                        emit progress(done, total);
                },
                Qt::QueuedConnection);
        });
        if (!result.complete)
            return;
        QMetaObject::invokeMethod(
            this,
            [this, id, annotated, result] {
                if (id != m_id || !m_running)
                    return;
                m_running = false;
                emit finished(annotated, result);
            },
            Qt::QueuedConnection);
    });
    thread->setObjectName("review");
    m_jobs.push_back({thread, stop});
    m_running = true;
    thread->start(QThread::LowPriority);
}

void ReviewRunner::cancel() {
    for (Job& job : m_jobs)
        job.stop->store(true);
    m_running = false;
    ++m_id;
}

void ReviewRunner::forgetEndedJobs() {
    std::erase_if(m_jobs, [](Job& job) {
        if (!job.thread->isFinished())
            return false;
        job.thread->wait();
        delete job.thread;
        return true;
    });
}

} // namespace grand::ui
