#include "ui/records/movespanel.h"

#include <QHBoxLayout>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace grand::ui {

MovesPanel::MovesPanel(QWidget* parent) : QWidget(parent), m_view(new MoveTreeView) {
    auto* navRow = new QHBoxLayout;
    auto navButton = [&](QStyle::StandardPixmap icon, const QString& tip, void (MovesPanel::*signal)()) {
        auto* b = new QToolButton;
        b->setIcon(style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setAutoRaise(true);
        connect(b, &QToolButton::clicked, this, signal);
        navRow->addWidget(b);
    };
    navButton(QStyle::SP_MediaSkipBackward, tr("First position (Home)"), &MovesPanel::firstClicked);
    navButton(QStyle::SP_MediaSeekBackward, tr("Previous move (Left)"), &MovesPanel::previousClicked);
    navButton(QStyle::SP_MediaSeekForward, tr("Next move (Right)"), &MovesPanel::nextClicked);
    navButton(QStyle::SP_MediaSkipForward, tr("The game's last move (End)"), &MovesPanel::lastClicked);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_view, 1);
    layout->addLayout(navRow);
}

void MovesPanel::addHeader(QWidget* header) { static_cast<QVBoxLayout*>(layout())->insertWidget(0, header); }

} // namespace grand::ui
