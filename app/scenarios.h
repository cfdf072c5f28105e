#pragma once

// Scripted runs of the desktop program for its documentation and checks:
// screenshots of set situations, and the responsiveness diagnostic.

#include <QString>

namespace grand::ui {
class MainWindow;
}

namespace grand::app {

// Sets the window up in a named situation: "opening", "middlegame", "promotion", "gameover".
// Returns false for an unknown name.
bool applyScenario(grand::ui::MainWindow& window, const QString& name);

// Measures the time from start to the first paint of the board, and the longest stall of
// the GUI thread while the engine searches for `searchMs`; prints both and returns 0.
int runDiagnostic(grand::ui::MainWindow& window, int searchMs);

} // namespace grand::app
