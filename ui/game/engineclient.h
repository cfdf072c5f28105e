#pragma once

// The engine as the game sees it: one request at a time on the worker thread (the
// computer's move, a hint, or analysis), each stopped by the next; answers to a request
// that was stopped or replaced are dropped. It never waits for the engine.

#include "ui/game/engineworker.h"

#include <QObject>
#include <QThread>

#include <optional>

namespace grand::ui {

class EngineClient : public QObject {
    Q_OBJECT
public:
    enum class Purpose { Move, Hint, Analysis };

    explicit EngineClient(QObject* parent = nullptr);
    // Closing during a search: stops it (it returns within milliseconds), ends the thread.
    ~EngineClient() override;

    // Sends `request` (its id, stop flag and new-game flag are set here), stopping any
    // request in flight.
    void start(Purpose purpose, EngineRequest request);
    // Stops the request in flight; its answer will be dropped.
    void cancel();
    // Stops the request in flight early; its answer (the best move so far) still comes.
    void hurry();
    // The worker on the engine's thread (for tests: where its engine was made).
    const EngineWorker& worker() const { return *m_worker; }
    // The next request starts a new game: the engine forgets what it learnt.
    void forgetGame() { m_newGamePending = true; }
    std::optional<Purpose> busy() const { return m_purpose; }

signals:
    void info(grand::ui::EngineClient::Purpose purpose, const grand::SearchInfo& info);
    void finished(grand::ui::EngineClient::Purpose purpose, const grand::SearchResult& result);
    void requestEngine(const grand::ui::EngineRequest& request); // to the worker thread

private:
    QThread m_thread;
    EngineWorker* m_worker = nullptr;
    quint64 m_nextId = 1;
    quint64 m_id = 0; // the request in flight
    std::optional<Purpose> m_purpose;
    std::shared_ptr<std::atomic<bool>> m_stop;
    bool m_newGamePending = true;
};

} // namespace grand::ui
