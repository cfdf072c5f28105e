#pragma once

// The window's thread comes first: the engine's threads (its searches, reviews and threat
// searches) run at a lower priority, so that when they keep every core busy the window
// still gets the processor as soon as it has work, within a frame.

namespace grand::ui {

// Lowers the calling thread's priority (on Linux its nice value, by `EngineNice`); the
// threads it starts afterwards inherit it. Does nothing where the system has no such
// per-thread setting.
void lowerThisThreadsPriority();

// How far below the window the engine's threads run (Linux nice values, 0 to 19).
inline constexpr int EngineNice = 5;

} // namespace grand::ui
