#include "ui/window/toolbarfitter.h"

#include <QEvent>
#include <QMainWindow>
#include <QToolBar>

namespace grand::ui {

ToolBarFitter::ToolBarFitter(QToolBar* bar) : QObject(bar), m_bar(bar) {
    if (QWidget* window = bar->window())
        window->installEventFilter(this);
    bar->installEventFilter(this);
}

// The width with text beside the icons, measured once in that style (fonts and actions do
// not change while the program runs).
int ToolBarFitter::textWidth() {
    if (m_textWidth == 0) {
        const Qt::ToolButtonStyle style = m_bar->toolButtonStyle();
        m_bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_textWidth = m_bar->sizeHint().width();
        m_bar->setToolButtonStyle(style);
    }
    return m_textWidth;
}

void ToolBarFitter::fit() {
    const int available = m_bar->window()->width();
    const Qt::ToolButtonStyle wanted =
        available >= textWidth() + 16 ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    if (m_bar->toolButtonStyle() != wanted)
        m_bar->setToolButtonStyle(wanted);
}

bool ToolBarFitter::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == m_bar->window() && event->type() == QEvent::Resize)
        || (watched == m_bar && event->type() == QEvent::Show))
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace grand::ui
