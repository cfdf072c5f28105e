#pragma once

// Keeps a tool bar's buttons from overflowing: text beside the icons while they fit,
// icons alone (the text stays in the tooltips) when the window is too narrow.

#include <QObject>

class QToolBar;

namespace grand::ui {

class ToolBarFitter : public QObject {
    Q_OBJECT
public:
    explicit ToolBarFitter(QToolBar* bar);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
    int textWidth();

    QToolBar* m_bar;
    int m_textWidth = 0; // the width the bar needs with text beside the icons
};

} // namespace grand::ui
