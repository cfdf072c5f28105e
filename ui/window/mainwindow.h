#pragma once

// The main window: the composition of the board with its player strips, holdings column
// and evaluation bar; the move tree and analysis panels as docks; menus, toolbar and status
// bar. Each capability lives in its own class: the game (GameController), its file
// (GameFiles), move input and the promotion moment (MoveInput), the panels.

#include "ui/base/settings.h"
#include "ui/game/gamecontroller.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QMenu;
class QTextBrowser;

namespace grand::ui {

class AnalysisTools;
class BoardArea;
class BoardWidget;
class DisplayOptions;
class EvalBar;
class GameFiles;
class GameOverBanner;
class HoldingsPanel;
class MoveEntry;
class MoveInput;
class MovesPanel;
class PlayerMenus;
class PlayerStrip;
class PuzzleTrainer;
class SoundPlayer;

struct StartOptions {
    bool offerRestore = true; // offer the autosaved game of an earlier run
    QString openFile;         // a PGN file to open at start
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(const StartOptions& options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController& controller() { return *m_controller; }
    GameFiles& files() { return *m_files; }
    BoardWidget& board() { return *m_board; }
    HoldingsPanel& holdings() { return *m_holdings; }
    QTextBrowser& moveList();
    EvalBar& evalBar() { return *m_evalBar; }
    GameOverBanner& banner() { return *m_banner; }
    SoundPlayer& sounds() { return *m_sounds; }
    MoveEntry& moveEntry() { return *m_moveEntry; }
    bool isChoosingPromotion() const;

    // Starts a game without the dialog (tests, scripts).
    void startGame(const GameSetup& setup);
    // What a user's move attempt does (tests and scripts; the board calls the same).
    void attemptMove(Square from, Square to);
    void showAnalysis(bool on);
    AnalysisTools& analysisTools() { return *m_analysisTools; }
    // Game > Puzzles: the trainer's window (made the first time), shown and raised.
    PuzzleTrainer& showPuzzles();
    // A puzzle's PGN on the board for analysis (the current game is asked about first).
    void analysePuzzle(const QString& pgn);

protected:
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void connectController();
    void buildCentral();
    void buildActions();
    void buildMenus();
    void buildDocks();
    void restoreSettings();

    void refresh();
    void refreshStrips();
    void refreshStatus();
    void clearNews();
    void refreshActions();
    void refreshTitle();
    void onMoveMade(Move move, bool byComputer);
    void onGameOver(const QString& result, const QString& reason);
    void dismissBanner();

    void newGameDialog();
    void setupPositionDialog();
    void startFromFen(const QString& fen, const QString& title);
    void faceThePlayer(const GameSetup& setup);
    void editComment(NodeId id);
    void gameInfoDialog();
    void setFlipped(bool flipped);
    void status(const QString& text);
    void applyPreferences(); // board colours, coordinates, piece set, sound

    Settings m_settings;
    GameController* m_controller;
    GameFiles* m_files = nullptr;
    MoveInput* m_input = nullptr;
    BoardWidget* m_board = nullptr;
    HoldingsPanel* m_holdings = nullptr;
    EvalBar* m_evalBar = nullptr;
    PlayerStrip* m_topStrip = nullptr;
    PlayerStrip* m_bottomStrip = nullptr;
    GameOverBanner* m_banner = nullptr;
    BoardArea* m_boardArea = nullptr;
    MovesPanel* m_moves = nullptr;
    AnalysisTools* m_analysisTools = nullptr;
    PuzzleTrainer* m_puzzles = nullptr;
    QAction* m_quitAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenuDocksAnchor = nullptr; // the View menu, where the dock toggles go

    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_hintAction = nullptr;
    QAction* m_flipAction = nullptr;
    QAction* m_drawAction = nullptr;
    QAction* m_resignAction = nullptr;
    QAction* m_moveNowAction = nullptr;
    PlayerMenus* m_playerMenus = nullptr;
    DisplayOptions* m_display = nullptr;
    SoundPlayer* m_sounds = nullptr;
    MoveEntry* m_moveEntry = nullptr;

    bool m_flipped = false;
    bool m_bannerDismissed = false;
    QString m_news; // the status bar's news of an event, until the state changes
};

} // namespace grand::ui
