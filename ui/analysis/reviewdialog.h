#pragma once

// Game -> Review Game: the strength of the review (time per move or depth), a progress bar
// with Cancel while the engine works on its own thread, then the summary per side. The
// annotated record replaces the game's (evaluations, ?! ? ?? and better lines in the move
// list; saving keeps them).

#include "engine/review.h"

#include <QDialog>
#include <QElapsedTimer>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace grand::ui {

class GameController;
class ReviewRunner;
class Settings;

class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    ReviewDialog(GameController& game, Settings& settings, QWidget* parent = nullptr);
    ~ReviewDialog() override;

    // The strength chosen (tests and scripts set it through the widgets or here).
    void setMoveTime(int ms);
    void setDepth(int depth);
    void start();
    void cancel();
    bool isRunning() const;
    // The summary shown after a review, empty before.
    QString summary() const;

signals:
    void reviewFinished(const grand::ReviewResult& result);

private:
    ReviewOptions options() const;
    void showProgress(int done, int total);
    void onFinished(const GameRecord& annotated, const ReviewResult& result);
    void setRunning(bool running);
    void refreshEstimate();

    GameController& m_game;
    Settings& m_settings;
    ReviewRunner* m_runner;
    QRadioButton* m_byTime;
    QRadioButton* m_byDepth;
    QSpinBox* m_moveTime;
    QSpinBox* m_depth;
    QLabel* m_estimate;
    QProgressBar* m_progress;
    QLabel* m_summary;
    QPushButton* m_startButton;
    QPushButton* m_cancelButton;
    QPushButton* m_closeButton;
    QElapsedTimer m_clock; // since the review started
};

// The summary of a review as an HTML table: counts and figures per side.
QString reviewSummaryHtml(const ReviewResult& result);

} // namespace grand::ui
