#pragma once

// A window's first size: what it would like, but never larger than the screen it opens on
// (an 800x600 screen must show every window whole, its buttons included). A size and place
// remembered from a larger screen are brought onto the one there is now.

#include <QSize>

class QWidget;

namespace grand::ui {

// `wanted`, shrunk to fit the available part of `window`'s screen (the primary screen
// before it has one), leaving a margin for the frame.
QSize fitToScreen(const QWidget* window, QSize wanted);

// Shrinks `window` to fit its screen and moves it inside the screen's available part when a
// restored geometry left it too large or partly off the screen. Maximised and full-screen
// windows are left as they are.
void keepOnScreen(QWidget* window);

} // namespace grand::ui
