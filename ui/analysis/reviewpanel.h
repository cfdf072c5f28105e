#pragma once

// Game -> Review Game, in the window: a panel above the move list. First the strength (time
// per move or depth) and a Review button; then a progress bar with Cancel while the engine
// works on its own thread, each move's evaluation and judgement (?!, ?, ??) going into the
// record, and so into the move list, as soon as it is judged; at the end the summary per
// side, until closed. Nothing is modal: the moves can be browsed (and the board used) all
// along. A change of the game's moves, or another game, cancels the review (the marks of
// the moves already judged stay: they are of those moves) and says so.

#include "engine/analysis/review.h"

#include <QElapsedTimer>
#include <QFrame>

class QLabel;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QToolButton;

namespace grand::ui {

class GameController;
class ReviewRunner;
class Settings;

class ReviewPanel : public QFrame {
    Q_OBJECT
public:
    ReviewPanel(GameController& game, Settings& settings, QWidget* parent = nullptr);
    ~ReviewPanel() override;

    // Shows the panel: the strength to choose, or the review under way.
    void showSettings();
    // The strength chosen (tests set it through the widgets or here).
    void setMoveTime(int ms);
    void setDepth(int depth);
    // Starts a review of the game's main line with the strength chosen (and remembers it).
    void start();
    // Stops the review under way; the marks already in the record stay.
    void cancel();
    bool isRunning() const;
    // Positions evaluated so far of the review under way (or the last one).
    int positionsDone() const { return m_done; }
    // The summary shown after a review (HTML), empty before.
    QString summary() const;

signals:
    void started();
    void reviewFinished(const grand::ReviewResult& result);
    // News for the status bar (done, cancelled and why).
    void statusMessage(const QString& text);

private:
    enum class State { Settings, Running, Done, Stopped };
    void setState(State state);
    ReviewOptions options() const;
    QString strengthText() const;
    void showProgress(int done, int total);
    void onMoveJudged(const MoveReview& move);
    void onFinished(const ReviewResult& result);
    void stop(const QString& why);
    void checkGame();
    void refreshEstimate();

    GameController& m_game;
    Settings& m_settings;
    ReviewRunner* m_runner;
    QLabel* m_title;
    QToolButton* m_closeButton;
    QWidget* m_settingsBox;
    QRadioButton* m_byTime;
    QRadioButton* m_byDepth;
    QSpinBox* m_moveTime;
    QSpinBox* m_depth;
    QLabel* m_estimate;
    QPushButton* m_startButton;
    QWidget* m_runningBox;
    QProgressBar* m_progress;
    QPushButton* m_cancelButton;
    QLabel* m_summary;
    QLabel* m_note;
    State m_state = State::Settings;
    // The game under review: its number and its main line's nodes and moves at the start.
    int m_gameNumber = -1;
    std::vector<NodeId> m_nodes;
    std::vector<Move> m_moves;
    Position m_reviewedStart; // whose game's speed a calibration measures
    int m_done = 0;
    int m_marked = 0;      // moves annotated so far
    QElapsedTimer m_clock; // since the review started
};

// The summary of a review as an HTML table: the counts and figures per side.
QString reviewSummaryHtml(const ReviewResult& result);

} // namespace grand::ui
