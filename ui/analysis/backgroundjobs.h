#pragma once

// Short-lived searches on threads of their own (a review, a threat search), each with a stop
// flag: starting one never waits for an older one, stopping only sets the flags, ended
// threads are collected later, and destruction stops and waits for all of them.

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QThread;

namespace grand::ui {

class BackgroundJobs {
public:
    BackgroundJobs() = default;
    BackgroundJobs(const BackgroundJobs&) = delete;
    BackgroundJobs& operator=(const BackgroundJobs&) = delete;
    ~BackgroundJobs();

    // Runs `work` on a new low-priority thread named `name`; `work` gets its stop flag.
    void start(const QString& name, std::function<void(const std::atomic<bool>& stop)> work);
    // Asks every job to stop (they end within milliseconds) and collects the ended ones.
    void stopAll();

private:
    struct Job {
        QThread* thread;
        std::shared_ptr<std::atomic<bool>> stop;
    };
    std::vector<Job> m_jobs;
};

} // namespace grand::ui
