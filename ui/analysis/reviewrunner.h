#pragma once

// A game review (engine/review.h) on its own thread with its own engine, so the window
// stays responsive and the game's engine (computer moves, analysis) is not disturbed.
// Cancelling sets the review's stop flag and drops its answer at once; the thread ends
// within milliseconds on its own. Destruction stops and waits for every review thread.

#include "ui/analysis/backgroundjobs.h"

#include "engine/review.h"

#include <QObject>

namespace grand::ui {

class ReviewRunner : public QObject {
    Q_OBJECT
public:
    explicit ReviewRunner(QObject* parent = nullptr);

    // Reviews a copy of `record`, cancelling a review in flight.
    void start(const GameRecord& record, const ReviewOptions& options);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progress(int done, int total);
    // The annotated copy and what the review found (complete).
    void finished(const grand::GameRecord& annotated, const grand::ReviewResult& result);

private:
    BackgroundJobs m_jobs;
    quint64 m_id = 0; // the review whose answers count
    bool m_running = false;
};

} // namespace grand::ui
