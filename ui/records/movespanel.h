#pragma once

// The Moves panel: the record's move tree and the buttons that step through it.

#include "ui/records/movetreeview.h"

#include <QWidget>

namespace grand::ui {

class MovesPanel : public QWidget {
    Q_OBJECT
public:
    explicit MovesPanel(QWidget* parent = nullptr);
    MoveTreeView& view() { return *m_view; }
    // Puts `header` (a panel about the moves, such as a review's) above the move list.
    void addHeader(QWidget* header);

signals:
    void firstClicked();
    void previousClicked();
    void nextClicked();
    void lastClicked();

private:
    MoveTreeView* m_view;
};

} // namespace grand::ui
