#pragma once

// A window's first size: what it would like, but never larger than the screen it opens on
// (an 800x600 screen must show every window whole, its buttons included).

#include <QSize>

class QWidget;

namespace grand::ui {

// `wanted`, shrunk to fit the available part of `window`'s screen (the primary screen
// before it has one), leaving a margin for the frame.
QSize fitToScreen(const QWidget* window, QSize wanted);

} // namespace grand::ui
