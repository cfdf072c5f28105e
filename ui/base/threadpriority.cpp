#include "ui/base/threadpriority.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace grand::ui {

void lowerThisThreadsPriority() {
#ifdef __linux__
    // On Linux the nice value belongs to the thread, not the process: named by its id, this
    // thread alone runs lower, and the search helpers it starts inherit the value.
    const auto thread = static_cast<id_t>(syscall(SYS_gettid));
    const int now = getpriority(PRIO_PROCESS, thread);
    if (now < EngineNice)
        setpriority(PRIO_PROCESS, thread, EngineNice);
#endif
}

} // namespace grand::ui
