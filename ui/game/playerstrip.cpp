#include "ui/game/playerstrip.h"

#include <QHBoxLayout>
#include <QRegularExpression>

namespace grand::ui {

QString clockText(qint64 ms) {
    ms = std::max<qint64>(0, ms);
    const qint64 seconds = ms / 1000;
    if (ms < 10000)
        return QStringLiteral("0:%1.%2").arg(seconds, 2, 10, QChar('0')).arg((ms % 1000) / 100);
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, QChar('0'))
            .arg(seconds % 60, 2, 10, QChar('0'));
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QChar('0'));
}

PlayerStrip::PlayerStrip(QWidget* parent)
        : QWidget(parent), m_name(new QLabel(this)), m_thinking(new QLabel(this)),
          m_moveNow(new QPushButton(tr("Move now"), this)), m_clock(new QLabel(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    // The name takes the room left and never forces the strip wider (fitName shortens it).
    m_name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_name, 1);
    layout->addWidget(m_thinking);
    layout->addWidget(m_moveNow);
    layout->addWidget(m_clock);
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    QFont clockFont = m_clock->font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.35);
    clockFont.setBold(true);
    clockFont.setStyleHint(QFont::Monospace);
    m_clock->setFont(clockFont);
    m_clock->setMinimumWidth(64);
    m_clock->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_moveNow->setToolTip(tr("Make the computer play its best move so far"));
    m_moveNow->setFocusPolicy(Qt::NoFocus);
    m_moveNow->hide();
    m_thinking->setStyleSheet("color: palette(placeholder-text);");
    connect(m_moveNow, &QPushButton::clicked, this, &PlayerStrip::moveNowClicked);
    m_dots.setInterval(350);
    connect(&m_dots, &QTimer::timeout, this, [this] {
        m_dotCount = (m_dotCount + 1) % 4;
        m_thinking->setText(tr("thinking") + QString(m_dotCount, QChar('.')));
    });
}

void PlayerStrip::setPlayer(const QString& side, const QString& who) {
    m_side = side;
    m_who = who;
    m_name->setToolTip(side + QStringLiteral(" · ") + who);
    fitName();
}

void PlayerStrip::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitName();
}

// The longest form that fits beside the clock: "Black · Computer · level 4 (Club)", then
// without the part in brackets, then the side alone; the whole text is in the tooltip.
void PlayerStrip::fitName() {
    int room = width() - 16;
    if (m_clock->isVisible())
        room -= m_clock->sizeHint().width() + 6;
    if (m_moveNow->isVisible())
        room -= m_moveNow->sizeHint().width() + 6;
    if (!m_thinking->text().isEmpty())
        room -= m_thinking->sizeHint().width() + 6;
    QString shortWho = m_who;
    shortWho.remove(QRegularExpression(QStringLiteral("\\s*\\(.*\\)")));
    const QFontMetrics metrics(m_name->font());
    const QString dot = QStringLiteral(" · ");
    for (const QString& text : {m_side + dot + m_who, m_side + dot + shortWho, m_side})
        if (metrics.horizontalAdvance(text) <= room || text == m_side) {
            m_name->setText(text);
            break;
        }
    m_name->setMinimumWidth(0);
}

void PlayerStrip::setClock(qint64 ms, bool running) {
    if (ms < 0) {
        m_clock->hide();
        return;
    }
    m_clock->show();
    m_clock->setText(clockText(ms));
    const bool low = ms < 10000;
    m_clock->setStyleSheet(
        running ? (low ? "color: white; background: #b33; border-radius: 4px; padding: 1px 6px;"
                       : "color: white; background: #2d6a3e; border-radius: 4px; padding: 1px 6px;")
                : "padding: 1px 6px;");
}

void PlayerStrip::setThinking(bool thinking) {
    m_moveNow->setVisible(thinking);
    if (thinking) {
        m_dots.start();
        m_thinking->setText(tr("thinking"));
    } else {
        m_dots.stop();
        m_thinking->clear();
    }
}

void PlayerStrip::setToMove(bool toMove) {
    QFont f = m_name->font();
    f.setUnderline(toMove);
    m_name->setFont(f);
    fitName();
}

} // namespace grand::ui
