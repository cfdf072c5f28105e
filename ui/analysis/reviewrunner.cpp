#include "ui/analysis/reviewrunner.h"

namespace grand::ui {

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

void ReviewRunner::start(const GameRecord& record, const ReviewOptions& options) {
    cancel();
    const quint64 id = ++m_id;
    // Answers reach this object through its event queue (queued calls), and only while
    // `id` is still the review asked for.
    m_jobs.start("review", [this, id, record, options](const std::atomic<bool>& stop) {
        Engine engine(64);
        GameRecord annotated = record;
        const ReviewResult result = reviewGame(annotated, engine, options, stop, [&](int done, int total) {
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
    m_running = true;
}

void ReviewRunner::cancel() {
    m_jobs.stopAll();
    m_running = false;
    ++m_id;
}

} // namespace grand::ui
