#include "ui/analysis/threatfinder.h"

#include "engine/rules/movegen.h"

namespace grand::ui {

namespace {

constexpr std::int64_t ThreatTimeMs = 400;

} // namespace

ThreatFinder::ThreatFinder(QObject* parent) : QObject(parent) {}

void ThreatFinder::cancel() {
    m_jobs.stopAll();
    ++m_id;
}

void ThreatFinder::find(const Position& pos) {
    cancel();
    const quint64 key = pos.key();
    if (pos.inCheck() || legalMoves(pos).empty()) {
        emit threatFound(key, Move());
        return;
    }
    const quint64 id = m_id;
    m_jobs.start("threat", [this, id, key, pos](const std::atomic<bool>& stop) {
        Position passed = pos;
        UndoInfo undo;
        passed.doNullMove(undo);
        Engine engine(4);
        SearchLimits limits;
        limits.moveTimeMs = ThreatTimeMs;
        const SearchResult result = engine.analyse(passed, {}, limits, stop);
        if (stop.load())
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
}

} // namespace grand::ui
