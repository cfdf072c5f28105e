#pragma once

// The main window: board with its player strips, holdings column and evaluation bar; the
// move list and engine panels as docks; menus, toolbar and status bar; files; the
// promotion moment.

#include "gamecontroller.h"
#include "settings.h"

#include <QMainWindow>
#include <QPointer>

class QAction;
class QLabel;
class QMenu;
class QTableView;

namespace grand::ui {

class BoardArea;
class BoardWidget;
class EvalBar;
class GameOverBanner;
class HoldingsPanel;
class MoveListModel;
class MoveEntry;
class PlayerStrip;
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
    BoardWidget& board() { return *m_board; }
    HoldingsPanel& holdings() { return *m_holdings; }
    QTableView& moveList() { return *m_moveView; }
    EvalBar& evalBar() { return *m_evalBar; }
    GameOverBanner& banner() { return *m_banner; }
    SoundPlayer& sounds() { return *m_sounds; }
    MoveEntry& moveEntry() { return *m_moveEntry; }
    bool isChoosingPromotion() const { return m_promotionFrom != NoSquare; }

    // Starts a game without the dialog (tests, scripts).
    void startGame(const GameSetup& setup);
    // Opens a PGN file; with several games, `gameIndex` picks one (-1: ask).
    bool openPgnFile(const QString& path, int gameIndex = -1);
    bool savePgnFile(const QString& path);
    // What a user's move attempt does (tests and scripts; the board calls the same).
    void attemptMove(Square from, Square to) { onMoveAttempted(from, to); }
    void showAnalysis(bool on);
    // Where the game in progress is saved after every move.
    static QString autosavePath();

protected:
    void closeEvent(QCloseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildActions();
    void buildMenus();
    void buildPlayerMenus(QMenu* game);
    void buildCentral();
    void buildDocks();
    void restoreSettings();

    void refresh();
    void refreshStrips();
    void refreshStatus();
    void refreshEvalBarVisibility();
    void clearNews();
    void refreshAnalysisPanel();
    void refreshActions();
    void refreshTitle();
    void placeBanner();
    void onMoveAttempted(Square from, Square to);
    void onMoveMade(Move move, bool byComputer);
    void finishPromotion(PieceType type);
    void cancelPromotion();
    void onGameOver(const QString& result, const QString& reason);
    void dismissBanner();
    void offerDraw();
    void resign();

    void newGameDialog();
    void setupPositionDialog();
    void startFromFen(const QString& fen, const QString& title);
    void faceThePlayer(const GameSetup& setup);
    void takeOver(const PgnGame& record, bool continueAsPlayed);
    void openDialog();
    bool save();
    bool saveAs();
    bool confirmDiscard();
    void copyPgn();
    void copyFen();
    void paste();
    bool loadPgnText(const QString& text, const QString& source, int gameIndex);
    void adoptFile(const QString& path);
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void autosave();
    void offerRestore();
    void showRules();
    void showAbout();
    void setFlipped(bool flipped);
    void status(const QString& text);
    void applyPreferences(); // board colours, coordinates, piece set, sound

    Settings m_settings;
    GameController* m_controller;
    BoardWidget* m_board = nullptr;
    HoldingsPanel* m_holdings = nullptr;
    EvalBar* m_evalBar = nullptr;
    PlayerStrip* m_topStrip = nullptr;
    PlayerStrip* m_bottomStrip = nullptr;
    GameOverBanner* m_banner = nullptr;
    BoardArea* m_boardArea = nullptr;
    MoveListModel* m_moveModel = nullptr;
    QTableView* m_moveView = nullptr;
    QLabel* m_engineDepth = nullptr;
    QLabel* m_engineScore = nullptr;
    QLabel* m_engineLine = nullptr;
    QDockWidget* m_engineDock = nullptr;
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
    QAction* m_legalAction = nullptr;
    QAction* m_animationAction = nullptr;
    QAction* m_evalBarAction = nullptr;
    QAction* m_freelingAction = nullptr;
    QAction* m_fairyAction = nullptr;
    std::vector<QAction*> m_playerActions; // Computer Plays: White, Black, Both, Neither
    std::vector<QAction*> m_levelActions;
    SoundPlayer* m_sounds = nullptr;
    MoveEntry* m_moveEntry = nullptr;

    std::uint64_t m_analysedKey = 0; // the position the analysis panel speaks of
    QString m_filePath;
    bool m_modified = false;
    bool m_flipped = false;
    bool m_bannerDismissed = false;
    QString m_news; // the status bar's news of an event, until the state changes
    // The promotion being chosen: the pawn's move and its legal variants.
    Square m_promotionFrom = NoSquare;
    Square m_promotionTo = NoSquare;
    std::vector<Move> m_promotionMoves;
};

} // namespace grand::ui
