#include "engine/search/search_thread.h"

namespace grand {

void SearchThread::start(std::function<void(const std::atomic<bool>& stop)> job) {
    stopAndWait();
    m_stop = false;
    m_running = true;
    m_thread = std::thread([this, job = std::move(job)] {
        job(m_stop);
        m_running = false;
    });
}

void SearchThread::wait() {
    if (m_thread.joinable())
        m_thread.join();
}

} // namespace grand
