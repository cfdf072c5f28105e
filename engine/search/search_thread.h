#pragma once

// Runs one job at a time on a background std::thread, with a stop flag the job watches.
// Used by the protocol adapters so that the command loop keeps reading while the engine
// thinks ("stop", "isready", "?" are answered at once).

#include <atomic>
#include <functional>
#include <thread>

namespace grand {

class SearchThread {
public:
    SearchThread() = default;
    ~SearchThread() { stopAndWait(); }
    SearchThread(const SearchThread&) = delete;
    SearchThread& operator=(const SearchThread&) = delete;

    // Stops and joins any running job, then starts `job` with a fresh stop flag.
    void start(std::function<void(const std::atomic<bool>& stop)> job);
    // Asks the running job to finish (it returns within a few milliseconds).
    void stop() { m_stop = true; }
    // Waits for the running job to finish, without asking it to.
    void wait();
    void stopAndWait() {
        stop();
        wait();
    }
    bool isRunning() const { return m_running; }

private:
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_running{false};
};

} // namespace grand
