#pragma once

// The game being played: who plays each side, the moves, browsing, takeback and redo,
// clocks, the end of the game, and the engine requests for computer moves, hints and
// analysis. Widgets read from it and call it; it never waits for the engine.

#include "engineworker.h"

#include "engine/game.h"
#include "engine/pgn.h"
#include "engine/san.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QThread>
#include <QTimer>

#include <array>
#include <optional>

namespace grand::ui {

enum class PlayerKind { Human, Computer };

struct GameSetup {
    std::array<PlayerKind, 2> players = {PlayerKind::Human, PlayerKind::Computer};
    int level = 4;
    bool turnBoard = false;   // hot-seat: show the board from the side to move
    std::int64_t clockMs = 0; // 0: no clock
    std::int64_t incrementMs = 0;
    Position start;
};

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    void newGame(const GameSetup& setup);
    // Continues a game (an autosaved one) with the given players from its current position.
    void resume(const GameSetup& setup, const Game& game);
    // Takes over a game read from a record; both sides human, browsing at its end.
    void loadGame(const GameRecord& record);
    // The game as a record, with the tags it was loaded with and the current result.
    GameRecord record() const;

    const Game& game() const { return m_game; }
    const GameSetup& setup() const { return m_setup; }
    // The position shown: the game's current one, or an earlier one while browsing.
    const Position& viewPosition() const { return m_viewPosition; }
    int viewPly() const { return m_viewPly; }
    bool isBrowsing() const { return m_viewPly != m_game.plyCount(); }
    Move lastMoveShown() const;
    // SAN of each move of the game, in the chosen letter set.
    QStringList sanMoves() const;
    void setPieceLetters(PieceLetters letters);
    PieceLetters pieceLetters() const { return m_letters; }

    bool isOver() const { return m_over; }
    QString resultText() const { return m_result; }
    QString reasonText() const { return m_reason; }
    bool isHumanTurn() const;
    bool isThinking() const { return m_thinkingId != 0; }
    PlayerKind player(Color c) const { return m_setup.players[static_cast<std::size_t>(index(c))]; }
    bool hasClock() const { return m_setup.clockMs > 0; }
    // Remaining time in milliseconds, the running side's clock included.
    std::int64_t remainingMs(Color c) const;
    bool canUndo() const;
    bool canRedo() const { return !m_redo.empty() && !m_over; }
    // The computer's last evaluation from White's point of view, if any.
    std::optional<int> lastWhiteScore() const { return m_lastWhiteScore; }

public slots:
    // A human move; legal moves only (the board asks the engine what is legal).
    bool playHumanMove(grand::Move move);
    // Takes back the last full move against the computer (one ply in hot-seat); cancels
    // any thinking first.
    void undo();
    void redo();
    void resign();
    // The computer accepts when its evaluation says it is not better.
    void offerDraw();
    void moveNow();
    void requestHint();
    void setAnalysisEnabled(bool on);
    void goToPly(int ply);
    void stepView(int delta);

signals:
    void changed();                                   // position, moves or state changed
    void moveMade(grand::Move move, bool byComputer); // a move was added to the game
    void statusMessage(const QString& text);
    void gameOver(const QString& result, const QString& reason);
    void thinkingChanged(bool thinking);
    void hintReady(grand::Move move, int whiteScore);
    void analysisUpdated(const grand::SearchInfo& info, const QString& sanLine);
    void clocksChanged();
    void requestEngine(const grand::ui::EngineRequest& request); // to the worker thread

private:
    void start(const GameSetup& setup, const Game& game,
               std::vector<std::pair<std::string, std::string>> tags);
    void proceed();
    void addMove(Move move, bool byComputer);
    void startComputerIfDue();
    void startAnalysisIfDue();
    void cancelEngine();
    void onEngineInfo(quint64 id, const SearchInfo& info);
    void onEngineFinished(quint64 id, const SearchResult& result);
    void finishGame(const QString& result, const QString& reason);
    void checkGameOver();
    void refreshView();
    void startClock();
    void stopClock();
    void onClockTick();
    EngineRequest makeRequest();

    Game m_game;
    GameSetup m_setup;
    std::vector<std::pair<std::string, std::string>> m_tags;
    std::vector<Move> m_redo;
    int m_viewPly = 0;
    Position m_viewPosition;
    PieceLetters m_letters = PieceLetters::FairyStockfish;
    bool m_over = false;
    QString m_result = "*";
    QString m_reason;
    std::optional<int> m_lastWhiteScore;

    // Engine.
    QThread m_thread;
    EngineWorker* m_worker = nullptr;
    quint64 m_nextId = 1;
    quint64 m_thinkingId = 0; // the computer's move request in flight
    quint64 m_hintId = 0;
    quint64 m_analysisId = 0;
    std::shared_ptr<std::atomic<bool>> m_stop; // of the request in flight
    bool m_analysisEnabled = false;
    bool m_newGamePending = true;
    bool m_moveNowPending = false;

    // Clocks.
    std::array<std::int64_t, 2> m_clock = {0, 0};
    QElapsedTimer m_turnTimer;
    QTimer m_tick;
    QTimer m_computerDelay;
};

// "White" / "Black".
QString colorName(Color c);

} // namespace grand::ui
