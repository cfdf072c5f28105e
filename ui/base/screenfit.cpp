#include "ui/base/screenfit.h"

#include <algorithm>

#include <QGuiApplication>
#include <QRect>
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

void keepOnScreen(QWidget* window) {
    if (window->isMaximized() || window->isFullScreen())
        return;
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    if (const QSize fitted = fitToScreen(window, window->size()); fitted != window->size())
        window->resize(fitted);
    const QRect room = screen->availableGeometry();
    const QRect frame = window->frameGeometry();
    QPoint at = frame.topLeft();
    at.setX(std::clamp(at.x(), room.left(), std::max(room.left(), room.right() - frame.width() + 1)));
    at.setY(std::clamp(at.y(), room.top(), std::max(room.top(), room.bottom() - frame.height() + 1)));
    if (at != frame.topLeft())
        window->move(at);
}

} // namespace grand::ui
