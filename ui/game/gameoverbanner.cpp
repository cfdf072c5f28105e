#include "ui/game/gameoverbanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace grand::ui {

GameOverBanner::GameOverBanner(QWidget* parent) : QFrame(parent), m_result(new QLabel), m_reason(new QLabel) {
    setObjectName("gameOverBanner");
    setStyleSheet("#gameOverBanner { background: rgba(32, 32, 32, 225); border-radius: 10px; }"
                  "#gameOverBanner QLabel { color: white; }"
                  "#gameOverBanner QPushButton { padding: 5px 14px; }");
    QFont big = m_result->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_result->setFont(big);
    m_result->setAlignment(Qt::AlignCenter);
    m_reason->setAlignment(Qt::AlignCenter);
    QFont mid = m_reason->font();
    mid.setPointSizeF(mid.pointSizeF() * 1.2);
    m_reason->setFont(mid);
    auto* newGame = new QPushButton(tr("New game"));
    auto* review = new QPushButton(tr("Review"));
    auto* save = new QPushButton(tr("Save..."));
    connect(newGame, &QPushButton::clicked, this, &GameOverBanner::newGameClicked);
    connect(review, &QPushButton::clicked, this, &GameOverBanner::reviewClicked);
    connect(save, &QPushButton::clicked, this, &GameOverBanner::saveClicked);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(newGame);
    buttons->addWidget(review);
    buttons->addWidget(save);
    auto* close = new QToolButton;
    close->setText(QStringLiteral("\u2715"));
    close->setToolTip(tr("Close (Esc): the result stays in the status bar"));
    close->setAutoRaise(true);
    close->setStyleSheet("QToolButton { color: white; border: none; padding: 2px 6px; }");
    connect(close, &QToolButton::clicked, this, &GameOverBanner::dismissed);
    auto* top = new QHBoxLayout;
    top->addStretch(1);
    top->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 8, 10, 18);
    layout->addLayout(top);
    layout->addWidget(m_result);
    layout->addWidget(m_reason);
    layout->addSpacing(8);
    layout->addLayout(buttons);
    m_reason->setWordWrap(true);
    if (parent)
        parent->installEventFilter(this);
    hide();
}

// The banner scales with the board it lies on: its text sizes follow the board's width and
// it never grows wider than the board.
void GameOverBanner::fitToBoard() {
    const QWidget* board = parentWidget();
    if (!board)
        return;
    const int side = std::min(board->width(), board->height());
    QFont big = m_result->font();
    big.setPixelSize(std::clamp(side / 14, 16, 40));
    m_result->setFont(big);
    QFont mid = m_reason->font();
    mid.setPixelSize(std::clamp(side / 36, 11, 18));
    m_reason->setFont(mid);
    for (QPushButton* b : findChildren<QPushButton*>()) { // buttons that fit, not cut words
        QFont f = b->font();
        f.setPixelSize(std::clamp(side / 34, 10, 14));
        b->setFont(f);
        b->setStyleSheet(side < 400 ? QStringLiteral("padding: 2px 5px;") : QString());
    }
    setMaximumWidth(std::max(160, board->width() - 12));
    adjustSize();
    move((board->width() - width()) / 2, (board->height() - height()) / 2);
}

bool GameOverBanner::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && !isHidden())
        fitToBoard();
    return QFrame::eventFilter(watched, event);
}

void GameOverBanner::showResult(const QString& result, const QString& reason) {
    m_result->setText(result == "1/2-1/2" ? QStringLiteral("½–½")
                                          : QString(result).replace('-', QChar(0x2013)));
    m_reason->setText(reason);
    show();
    fitToBoard();
    raise();
}

} // namespace grand::ui
