#pragma once

// The banner shown over the board when a game ends: the result, the reason, and the next
// steps (new game, review the moves, save). It can be closed (its x, or Esc).

#include <QFrame>

class QLabel;

namespace grand::ui {

class GameOverBanner : public QFrame {
    Q_OBJECT
public:
    explicit GameOverBanner(QWidget* parent = nullptr);
    void showResult(const QString& result, const QString& reason);
    // Sizes its text and buttons to the board it lies on and centres itself there.
    void fitToBoard();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void newGameClicked();
    void reviewClicked();
    void saveClicked();
    void dismissed();

private:
    QLabel* m_result;
    QLabel* m_reason;
};

} // namespace grand::ui
