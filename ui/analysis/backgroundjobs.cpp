#include "ui/analysis/backgroundjobs.h"

#include "ui/base/threadpriority.h"

#include <QThread>

namespace grand::ui {

BackgroundJobs::~BackgroundJobs() {
    for (Job& job : m_jobs) {
        job.stop->store(true);
        job.thread->wait();
        delete job.thread;
    }
}

void BackgroundJobs::start(const QString& name, std::function<void(const std::atomic<bool>& stop)> work) {
    auto stop = std::make_shared<std::atomic<bool>>(false);
    QThread* thread = QThread::create([stop, work = std::move(work)] {
        lowerThisThreadsPriority(); // Qt's LowPriority alone does nothing on Linux
        work(*stop);
    });
    thread->setObjectName(name);
    m_jobs.push_back({thread, stop});
    thread->start(QThread::LowPriority);
}

void BackgroundJobs::stopAll() {
    for (Job& job : m_jobs)
        job.stop->store(true);
    std::erase_if(m_jobs, [](Job& job) {
        if (!job.thread->isFinished())
            return false;
        job.thread->wait();
        delete job.thread;
        return true;
    });
}

} // namespace grand::ui
