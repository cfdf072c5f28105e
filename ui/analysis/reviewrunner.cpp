#include "ui/analysis/reviewrunner.h"

namespace grand::ui {

namespace {

constexpr std::int64_t CalibrationMs = 300; // long enough for a steady speed, short to wait

} // namespace

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

std::uint64_t ReviewRunner::nodesFor(std::int64_t moveTimeMs, std::uint64_t nodesPerSecond) {
    return std::max<std::uint64_t>(1000, nodesPerSecond * static_cast<std::uint64_t>(moveTimeMs) / 1000);
}

template <class F>
void ReviewRunner::post(quint64 id, F emitter) {
    QMetaObject::invokeMethod(
        this,
        [this, id, emitter = std::move(emitter)] {
            if (id == m_id && m_running)
                emitter();
        },
        Qt::QueuedConnection);
}

void ReviewRunner::start(const GameRecord& record, ReviewOptions options, std::uint64_t nodesPerSecond) {
    cancel();
    const quint64 id = ++m_id;
    // Answers reach this object through its event queue (queued calls), and only while
    // `id` is still the review asked for.
    m_jobs.start(
        "review", [this, id, record, options, nodesPerSecond](const std::atomic<bool>& stop) mutable {
            Engine engine(64);
            if (options.moveTimeMs && !options.depth && !options.nodes) {
                if (!nodesPerSecond) {
                    // Measured where games of this kind begin (its armies' own start).
                    const Position& start = record.startPosition();
                    const Position measured =
                        start.variant().hasArmies()
                            ? Position::fantasyStart(start.army(Color::White), start.army(Color::Black))
                            : Position::start(start.variant());
                    nodesPerSecond = measureNodesPerSecond(engine, CalibrationMs, stop, measured);
                    if (stop.load())
                        return;
                    post(id, [this, nodesPerSecond] { emit calibrated(nodesPerSecond); });
                }
                options.nodes = nodesFor(options.moveTimeMs, nodesPerSecond);
                options.moveTimeMs = 0;
            }
            GameRecord annotated = record;
            const ReviewResult result = reviewGame(
                annotated, engine, options, stop,
                [&](int done, int total) { post(id, [this, done, total] { emit progress(done, total); }); },
                [&](const MoveReview& move) { post(id, [this, move] { emit moveJudged(move); }); });
            if (!result.complete)
                return;
            post(id, [this, result] {
                m_running = false;
                emit finished(result);
            });
        });
    m_running = true;
}

void ReviewRunner::cancel() {
    m_jobs.stopAll();
    m_running = false;
    ++m_id;
}

} // namespace grand::ui
