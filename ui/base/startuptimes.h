#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace grand::ui {

// Where the time to the first paint goes. main() starts the watch; each start-up phase
// marks its end; `grandchess --diagnose` prints the phases. Marks cost a clock read.
namespace startup {

void begin();
void mark(const QString& phase);
qint64 elapsedMs();
// (phase, milliseconds since the previous mark), in order.
QList<QPair<QString, qint64>> phases();

} // namespace startup

} // namespace grand::ui
