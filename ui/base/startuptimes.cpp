#include "ui/base/startuptimes.h"

#include <QElapsedTimer>

namespace grand::ui::startup {

namespace {

struct Watch {
    QElapsedTimer clock;
    qint64 last = 0;
    QList<QPair<QString, qint64>> phases;
};

Watch& watch() {
    static Watch w;
    return w;
}

} // namespace

void begin() {
    watch().clock.start();
    watch().last = 0;
    watch().phases.clear();
}

qint64 elapsedMs() { return watch().clock.isValid() ? watch().clock.elapsed() : 0; }

void mark(const QString& phase) {
    Watch& w = watch();
    if (!w.clock.isValid())
        return; // not started: a test built the window
    const qint64 now = w.clock.elapsed();
    w.phases.append({phase, now - w.last});
    w.last = now;
}

QList<QPair<QString, qint64>> phases() { return watch().phases; }

} // namespace grand::ui::startup
