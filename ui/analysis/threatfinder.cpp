#include "threatfinder.h"

#include "engine/movegen.h"

#include <QThread>

namespace grand::ui {

namespace {

constexpr std::int64_t ThreatTimeMs = 400;

} // namespace

ThreatFinder::ThreatFinder(QObject* parent) : QObject(parent) {}

ThreatFinder::~ThreatFinder() {
    for (Job& job : m_jobs) {
        job.stop->store(true);
        job.thread->wait();
        delete job.thread;
    }
}

void ThreatFinder::cancel() {
    for (Job& job : m_jobs)
        job.stop->store(true);
    ++m_id;
    std::erase_if(m_jobs, [](Job& job) {
        if (!job.thread->isFinished())
            return false;
        job.thread->wait();
        delete job.thread;
        return true;
    });
}

void ThreatFinder::find(const Position& pos) {
    cancel();
    const quint64 key = pos.key();
    if (pos.inCheck() || legalMoves(pos).empty()) {
        emit threatFound(key, Move());
        return;
    }
    const quint64 id = m_id;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    QThread* thread = QThread::create([this, id, key, stop, pos] {
        Position passed = pos;
        UndoInfo undo;
        passed.doNullMove(undo);
        Engine engine(4);
        SearchLimits limits;
        limits.moveTimeMs = ThreatTimeMs;
        const SearchResult result = engine.analyse(passed, {}, limits, *stop);
        if (stop->load())
            return;
        const Move threat = result.bestMove;
        QMetaObject::invokeMethod(
            this,
            [this, id, key, threat] {
                if (id == m_id)
                    emit threatFound(key, threat);
            },
            Qt::QueuedConnection);
    });
    thread->setObjectName("threat");
    m_jobs.push_back({thread, stop});
    thread->start(QThread::LowPriority);
}

} // namespace grand::ui
