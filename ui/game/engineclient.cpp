#include "ui/game/engineclient.h"

namespace grand::ui {

EngineClient::EngineClient(QObject* parent) : QObject(parent) {
    qRegisterMetaType<EngineRequest>();
    qRegisterMetaType<SearchInfo>();
    qRegisterMetaType<SearchResult>();
    m_worker = new EngineWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::started, m_worker, &EngineWorker::prepare);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &EngineClient::requestEngine, m_worker, &EngineWorker::run, Qt::QueuedConnection);
    connect(
        m_worker, &EngineWorker::info, this,
        [this](quint64 id, const SearchInfo& i) {
            if (id == m_id && m_purpose)
                emit info(*m_purpose, i);
        },
        Qt::QueuedConnection);
    connect(
        m_worker, &EngineWorker::finished, this,
        [this](quint64 id, const SearchResult& result) {
            if (id != m_id || !m_purpose)
                return; // stopped or replaced
            const Purpose purpose = *m_purpose;
            m_purpose.reset();
            m_id = 0;
            m_stop.reset();
            emit finished(purpose, result);
        },
        Qt::QueuedConnection);
    m_thread.setObjectName("engine");
    m_thread.start();
}

EngineClient::~EngineClient() {
    cancel();
    m_thread.quit();
    m_thread.wait();
}

void EngineClient::start(Purpose purpose, EngineRequest request) {
    cancel();
    request.id = m_nextId++;
    request.newGame = m_newGamePending;
    m_newGamePending = false;
    m_id = request.id;
    m_purpose = purpose;
    m_stop = request.stop;
    emit requestEngine(request);
}

void EngineClient::cancel() {
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    m_purpose.reset();
    m_id = 0;
}

void EngineClient::hurry() {
    if (m_stop)
        m_stop->store(true);
}

} // namespace grand::ui
