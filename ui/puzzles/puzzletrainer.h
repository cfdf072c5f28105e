#pragma once

// The puzzle trainer (Game > Puzzles): a window of its own, so that the game in the main
// window is never touched. A puzzle near the player's rating, with the side to move shown;
// each move judged at once (a right move is answered by the reply, a wrong one is said and
// taken back, to retry or see the solution); a hint (the piece to move), the solution, the
// next puzzle; the player's Glicko-2 rating and the puzzles' own kept between runs; a
// history of attempts, from which any puzzle can be tried again, and a choice by theme.
// Moves are made as in games: dragged, clicked, or typed on the board.

#include "ui/game/gamecontroller.h"
#include "ui/puzzles/puzzlecollection.h"
#include "ui/puzzles/puzzleprogress.h"
#include "ui/puzzles/puzzlesession.h"

#include <QWidget>

#include <memory>
#include <random>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace grand::ui {

class BoardWidget;
class HoldingsPanel;
class MoveEntry;
class MoveInput;

class PuzzleTrainer : public QWidget {
    Q_OBJECT
public:
    // The built-in collection and the record in `progressPath` (PuzzleProgress::defaultPath()).
    explicit PuzzleTrainer(const QString& progressPath, QWidget* parent = nullptr);
    // Another collection (the tests').
    PuzzleTrainer(PuzzleCollection collection, const QString& progressPath, QWidget* parent = nullptr);
    ~PuzzleTrainer() override;

    BoardWidget& board() { return *m_board; }
    GameController& controller() { return *m_controller; }
    const PuzzleProgress& progress() const { return *m_progress; }
    const PuzzleCollection& collection() const { return m_collection; }
    // The puzzle on the board, or null when none is left to try.
    const Puzzle* current() const { return m_session ? &m_session->puzzle() : nullptr; }
    const PuzzleSession* session() const { return m_session.get(); }
    QString feedback() const;
    // How long a reply waits before it is played, and a wrong move before it is taken back
    // (ms; the tests make them short).
    void setPace(int replyMs, int takeBackMs) {
        m_replyMs = replyMs;
        m_takeBackMs = takeBackMs;
    }
    // Makes the choice of puzzles repeatable.
    void seed(unsigned value) { m_random.seed(value); }

    // Where a puzzle comes from, in the language shown ("the computer against itself, level 3
    // with White against level 4 (set sp34b, game 591, move 41)"); a famous game's as written.
    static QString sourceText(const std::string& source);

    void showPuzzle(const Puzzle& puzzle);
    void nextPuzzle();
    void hint();
    void showSolution();
    void retry();
    void setTheme(const std::string& theme); // empty: all themes

signals:
    // The puzzle as a PGN game (its position, the solution as the main line) for the
    // analysis board of the main window.
    void openInAnalysis(const QString& pgn);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void build();
    void showLine(bool animateLast);
    void onMoveMade(Move move, bool byComputer);
    void playReply();
    void decided();
    void refresh();
    void refreshHistory();
    void refreshThemes();
    void say(const QString& text, const QString& colour = QString());
    QString taskText() const;
    QString puzzlePgn() const;

    PuzzleCollection m_collection;
    std::unique_ptr<PuzzleProgress> m_progress;
    std::unique_ptr<PuzzleSession> m_session;
    GameController* m_controller = nullptr;
    BoardWidget* m_board = nullptr;
    HoldingsPanel* m_holdings = nullptr;
    MoveInput* m_input = nullptr;
    MoveEntry* m_entry = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_task = nullptr;
    QLabel* m_feedback = nullptr;
    QLabel* m_rating = nullptr;
    QLabel* m_themes = nullptr;
    QPushButton* m_hintButton = nullptr;
    QPushButton* m_solutionButton = nullptr;
    QPushButton* m_retryButton = nullptr;
    QPushButton* m_nextButton = nullptr;
    QPushButton* m_analysisButton = nullptr;
    QComboBox* m_themeBox = nullptr;
    QCheckBox* m_failedOnly = nullptr;
    QListWidget* m_history = nullptr;
    std::mt19937 m_random{std::random_device{}()};
    bool m_applying = false;     // the trainer itself plays a move on the board
    bool m_replyDue = false;     // a reply is about to be played
    bool m_showingWrong = false; // a wrong move stands on the board until taken back
    double m_lastChange = 0;     // the player's rating change at the last decided puzzle
    bool m_changeShown = false;
    int m_replyMs = 450;
    int m_takeBackMs = 900;
};

} // namespace grand::ui
