#pragma once

// The engine on its own thread: a worker object moved to a QThread, talking to the GUI
// only through queued signals. The GUI stops a search by setting the request's atomic
// flag directly and ignores results whose id is stale. Every request is answered with
// `finished`, even one stopped before it started. The engine itself (its hash table and
// search tables, tens of megabytes to clear) is made on the worker's thread, so that the
// window's first paint does not wait for it.

#include "engine/search/engine.h"

#include <QMetaType>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace grand::ui {

// What the engine is asked for: a move as a player of the request's level would choose it
// (always within the level's time, or the clock), or the best move and lines at full
// strength within the request's limits (hints, analysis).
enum class EngineTask { Play, Analyse };

struct EngineRequest {
    quint64 id = 0;
    Position position;
    std::vector<std::uint64_t> history;
    SearchLimits limits;
    EngineTask task = EngineTask::Analyse;
    int level = LevelCount; // the playing level, for EngineTask::Play
    int threads = 1;        // at full strength and in analysis (weaker levels use one)
    bool newGame = false;   // clear the engine's memory first
    std::uint64_t seed = 1;
    std::shared_ptr<std::atomic<bool>> stop = std::make_shared<std::atomic<bool>>(false);
};

class EngineWorker : public QObject {
    Q_OBJECT
public:
    explicit EngineWorker(QObject* parent = nullptr);

public slots:
    // Makes the engine, if not yet made; the client calls it when the thread starts.
    void prepare();
    void run(const grand::ui::EngineRequest& request);

public:
    // The thread the engine was made on; null until it is made (for tests).
    QThread* engineThread() const { return m_engineThread.load(); }
    // The threads the engine was last set to search with (for tests).
    int engineThreads() const { return m_engineThreads.load(); }

signals:
    void info(quint64 id, const grand::SearchInfo& info);
    void finished(quint64 id, const grand::SearchResult& result);

private:
    std::unique_ptr<Engine> m_engine;
    std::atomic<QThread*> m_engineThread{nullptr};
    std::atomic<int> m_engineThreads{1};
};

} // namespace grand::ui

Q_DECLARE_METATYPE(grand::ui::EngineRequest)
Q_DECLARE_METATYPE(grand::SearchInfo)
Q_DECLARE_METATYPE(grand::SearchResult)
