#pragma once

// The strip above or below the board: which side, who plays it, its clock, and a
// "thinking" indicator with a Move now button while the computer thinks.

#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QWidget>

namespace grand::ui {

class PlayerStrip : public QWidget {
    Q_OBJECT
public:
    explicit PlayerStrip(QWidget* parent = nullptr);
    void setPlayer(const QString& side, const QString& who);
    // Milliseconds left, or negative for no clock.
    void setClock(qint64 ms, bool running);
    void setThinking(bool thinking);
    void setToMove(bool toMove);

    QString nameText() const { return m_name->text(); }

signals:
    void moveNowClicked();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitName();

    QString m_side;
    QString m_who;
    QLabel* m_name;
    QLabel* m_thinking;
    QPushButton* m_moveNow;
    QLabel* m_clock;
    QTimer m_dots;
    int m_dotCount = 0;
};

// "5:03", "0:09.4" under ten seconds.
QString clockText(qint64 ms);

} // namespace grand::ui
