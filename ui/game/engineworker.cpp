#include "ui/game/engineworker.h"

#include "ui/base/threadpriority.h"

namespace grand::ui {

EngineWorker::EngineWorker(QObject* parent) : QObject(parent) {}

void EngineWorker::prepare() {
    if (m_engine)
        return;
    lowerThisThreadsPriority(); // and the search helpers it starts: the window comes first
    m_engine = std::make_unique<Engine>(32);
    m_engineThread = QThread::currentThread();
}

void EngineWorker::run(const EngineRequest& request) {
    // A request stopped before it starts still answers (at once, with a legal move): the
    // controller may be waiting for it after "Move now".
    prepare();
    if (request.newGame)
        m_engine->newGame();
    if (request.threads != m_engine->threads()) {
        m_engine->setThreads(request.threads); // each thread's tables made here, off the GUI thread
        m_engineThreads = m_engine->threads();
    }
    const quint64 id = request.id;
    auto onInfo = [this, id](const SearchInfo& i) { emit info(id, i); };
    const SearchResult result =
        request.task == EngineTask::Play
            ? m_engine->play(request.position, request.history, request.level, request.limits, *request.stop,
                             request.seed, onInfo)
            : m_engine->analyse(request.position, request.history, request.limits, *request.stop, onInfo);
    emit finished(id, result);
}

} // namespace grand::ui
