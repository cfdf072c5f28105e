#pragma once

// A game review (engine/analysis/review.h) on its own thread with its own engine, so the window
// stays responsive and the game's engine (computer moves, analysis) is not disturbed. Each
// move is reported as soon as it is judged. A review by time is run by nodes: the engine's
// speed here is measured first (unless given) and the time per position becomes nodes, so
// that the same settings give the same marks. Cancelling sets the review's stop flag and
// drops its answers at once; the thread ends within milliseconds on its own. Destruction
// stops and waits for every review thread.

#include "ui/analysis/backgroundjobs.h"

#include "engine/analysis/review.h"

#include <QObject>

namespace grand::ui {

class ReviewRunner : public QObject {
    Q_OBJECT
public:
    explicit ReviewRunner(QObject* parent = nullptr);

    // Reviews a copy of `record`, cancelling a review in flight. With a time per position
    // (`options.moveTimeMs`, no depth or nodes) the search speed `nodesPerSecond` turns it
    // into nodes; 0 measures it first (calibrated() tells the figure).
    void start(const GameRecord& record, ReviewOptions options, std::uint64_t nodesPerSecond);
    void cancel();
    bool isRunning() const { return m_running; }

    // The nodes per position of a review at `moveTimeMs` at `nodesPerSecond`.
    static std::uint64_t nodesFor(std::int64_t moveTimeMs, std::uint64_t nodesPerSecond);

signals:
    void calibrated(quint64 nodesPerSecond);
    void progress(int done, int total);
    void moveJudged(const grand::MoveReview& move);
    // What the review found (complete).
    void finished(const grand::ReviewResult& result);

private:
    // Calls `emitter` on this object's thread if review `id` is still the one asked for.
    template <class F>
    void post(quint64 id, F emitter);

    BackgroundJobs m_jobs;
    quint64 m_id = 0; // the review whose answers count
    bool m_running = false;
};

} // namespace grand::ui
