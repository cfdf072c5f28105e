#include "ui/base/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace grand::ui {

QSize fitToScreen(const QWidget* window, QSize wanted) {
    const QScreen* screen = window && window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return wanted;
    // Room for a window manager's frame and title bar.
    const QSize room = screen->availableGeometry().size() - QSize(16, 48);
    return wanted.boundedTo(room.expandedTo(QSize(320, 240)));
}

} // namespace grand::ui
