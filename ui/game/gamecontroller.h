#pragma once

// The game being played: its record (the moves as a tree with variations, comments, NAGs and
// tags), who plays each side, browsing, takeback and redo, clocks, the end of the game, and
// the engine requests for computer moves, hints and analysis. The game goes on at the end of
// the record's main line; a move made while looking at another position adds a variation
// there. Widgets read from it and call it; it never waits for the engine.

#include "ui/game/engineclient.h"
#include "ui/game/gameclock.h"
#include "ui/game/gamesetup.h"
#include "ui/game/takebacks.h"

#include "engine/analysis/ending.h"
#include "engine/analysis/review.h"
#include "engine/notation/record.h"
#include "engine/notation/san.h"
#include "engine/rules/game.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <optional>
#include <unordered_map>

namespace grand::ui {

class GameController : public QObject {
    Q_OBJECT
public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    void newGame(const GameSetup& setup);
    // Takes over a game read from a record, played on by `setup`'s players from the end of
    // its main line (its clock, if `setup` has one, continues from the record's [%clk]
    // times). A record that says it is over stays over, with its own result and reason.
    void loadGame(const GameRecord& record, const GameSetup& setup);
    // The game as a record to save: everything it holds, who plays (WhiteType, BlackType,
    // level, TimeControl), the time left after each move of the main line, and, for a game
    // that ended here, how (the standard Termination, and the reason as the last comment).
    GameRecord record() const;
    // The record as it is being played and edited (what the move list shows).
    const GameRecord& tree() const { return m_record; }

    // The main line: the game that is played (rules, repetitions, clocks).
    const Game& game() const { return m_game; }
    const GameSetup& setup() const { return m_setup; }
    // The position shown: the game's current one, or another of the record while browsing.
    const Position& viewPosition() const { return m_viewPosition; }
    NodeId viewNode() const { return m_viewNode; }
    // Moves from the start to the position shown.
    int viewPly() const { return m_viewPly; }
    bool isBrowsing() const { return m_viewNode != m_record.mainLineEnd(); }
    bool isInVariation() const { return !m_record.isMainLine(m_viewNode); }
    Move lastMoveShown() const;
    // Whether the user may move on the board now: at the game's end on a person's turn, or
    // anywhere else (that adds a variation).
    bool canMoveOnBoard() const { return isBrowsing() || isHumanTurn(); }
    void setPieceLetters(PieceLetters letters);
    PieceLetters pieceLetters() const { return m_letters; }

    // Counts the games started or loaded: a review of one is not applied to another.
    int gameNumber() const { return m_gameNumber; }
    bool isOver() const { return m_over; }
    QString resultText() const { return m_result; }
    QString reasonText() const { return m_reason; }
    bool isHumanTurn() const;
    bool isThinking() const;
    PlayerKind player(Color c) const { return m_setup.players[static_cast<std::size_t>(index(c))]; }
    bool hasClock() const { return m_clock.enabled(); }
    // Whether the clocks run as moves are played: a clock, and not a record from elsewhere
    // being annotated (GameSetup::untimedPlayOn).
    bool clocksRun() const { return hasClock() && !(m_setup.onlyLooking && m_setup.untimedPlayOn); }
    // Time left in milliseconds: now (the running turn included), or, while browsing, when
    // the position shown was reached.
    std::int64_t remainingMs(Color c) const;
    bool isClockRunning() const { return m_clock.isRunning(); }
    // While a dialog of the program is up the game waits: the running clock stops, and the
    // computer begins no new turn (a move it was already thinking about is played, the next
    // turn waits, in a game of computer against computer too). Both go on when the last
    // dialog closes. Calls nest.
    void pauseGame();
    void resumeGame();
    bool isPaused() const { return m_pauses > 0; }
    bool canUndo() const;
    // Why Take Back is not possible now (empty when it is).
    QString undoBlockedReason() const;
    bool canRedo() const { return !m_redo.empty() && !m_over; }
    // Who would resign now: the side to move in hot-seat, the person against the computer;
    // nobody when the game is over or only the computer plays.
    std::optional<Color> resigningSide() const;
    // The last evaluation known for the position shown, from White's point of view.
    std::optional<int> whiteScore() const { return m_whiteScore; }
    // The engine's last evaluation (White's view) of each position of the main line, from the
    // start (index 0) to its end; none where it never judged one. The autosave keeps them, so
    // that a game continued at the next start has its evaluation graph and bar back.
    std::vector<std::optional<int>> mainLineScores() const;
    // Takes such evaluations back after loadGame (the part beyond the main line is ignored).
    void restoreMainLineScores(const std::vector<std::optional<int>>& scores);

public slots:
    // A person's move in the position shown; legal moves only (the board asks the engine
    // what is legal). At the game's end it is the game's move; elsewhere it goes into the
    // record as a variation (or follows the move already there) and the view goes with it.
    bool playHumanMove(grand::Move move);
    // Takes back the last full move against the computer (one ply in hot-seat); cancels
    // any thinking first; the clocks go back to what they showed then.
    void undo();
    void redo();
    void resign();
    // Against the computer: it accepts when its evaluation says it is not better.
    void offerDraw();
    // Both players agreed (hot-seat: the other player accepted the offer).
    void agreeDraw();
    void moveNow();
    void requestHint();
    void setAnalysisEnabled(bool on);
    // How many lines the analysis shows (MultiPV, 1-5); a running analysis starts again.
    void setAnalysisLines(int lines);
    // Threads the engine uses at full strength and in analysis (from the next search on).
    void setEngineThreads(int threads) { m_engineThreads = std::max(1, threads); }
    int engineThreads() const { return m_engineThreads; }
    // Hands a side to the computer or to a person, at any moment of the game.
    void setPlayer(grand::Color side, grand::ui::PlayerKind kind);
    void setLevel(int level);
    // Shows the position after `ply` moves of the main line.
    void goToPly(int ply);
    void goToNode(grand::NodeId id);
    // Steps along the line shown: back to the previous move, forward along the continuation.
    void stepView(int delta);
    void goToEnd() { goToNode(m_record.mainLineEnd()); }

    // Editing the record. A change to the main line (promoting a variation over it, deleting
    // its moves) changes the game: the computer and the clocks follow.
    void promoteVariation(grand::NodeId id);
    void deleteFrom(grand::NodeId id);
    void setComment(grand::NodeId id, const std::string& text);
    // Sets a move's judgement glyph ($1-$6; 0 removes it), keeping its other NAGs.
    void setMoveGlyph(grand::NodeId id, int nag);
    // Chooses a NAG of a move as lichess does (toggledNags): one judgement of the position
    // ($10-$19) at most, chosen again it is taken off; observations ($36 initiative...) add up.
    void toggleNag(grand::NodeId id, int nag);
    // Sets tags (an empty value removes the tag).
    void setTags(const std::vector<std::pair<std::string, std::string>>& tags);
    // The result as the user records it (Game Information) in a game the rules have not
    // decided: "1-0", "0-1" or "1/2-1/2" ends it there, as recorded; "*" opens it again.
    // False (and nothing changes) when the rules decided the game.
    bool setRecordedResult(const std::string& result);
    // Plays `moves` after `at` into the record (following moves already there) and shows
    // the last; at the main line's end they continue the game. Returns the last node, or
    // -1 if the first move is not legal there.
    grand::NodeId addLine(grand::NodeId at, const std::vector<grand::Move>& moves);
    // Sets a review's annotations of one move of the main line (engine/analysis/review.h: its
    // evaluation and judgement, the better line as a variation) in the letters in use.
    // False (nothing changes) if `move.node` is not that move of the main line.
    bool annotateMove(const grand::MoveReview& move, grand::Move played);

signals:
    void changed();                                   // position, moves or state changed
    void recordEdited();                              // the record changed, not by a game move
    void moveMade(grand::Move move, bool byComputer); // a move was added to the game
    void statusMessage(const QString& text);          // news about an event, not the state
    void gameOver(const QString& result, const QString& reason);
    void thinkingChanged(bool thinking);
    void hintReady(grand::Move move, int whiteScore);
    void analysisUpdated(const grand::SearchInfo& info, const QString& sanLine);
    void evaluationChanged();
    // The engine judged a position (by its key) to be worth this much for White.
    void scoreNoted(std::uint64_t positionKey, int whiteScore);
    void clocksChanged();
    // Every few seconds of a running turn, so that the autosave keeps the time it has used.
    void clockCheckpoint();

private:
    void start(const GameSetup& setup, const GameRecord& record);
    void proceed();
    void addMove(Move move, bool byComputer);
    bool vsComputer() const { return m_setup.players[0] != m_setup.players[1]; }
    Color moverAt(int ply) const;
    void startComputerIfDue();
    void startAnalysisIfDue();
    void cancelEngine();
    void onEngineInfo(EngineClient::Purpose purpose, const SearchInfo& info);
    void onEngineFinished(EngineClient::Purpose purpose, const SearchResult& result);
    void setWhiteScore(std::optional<int> score);
    void finishGame(GameEnd how, Color side);
    // An ending that no move brought (a resignation, a draw agreed, a fallen flag): the
    // result alone changes the record, and whoever keeps its file hears it (recordEdited).
    void finishWithoutMove(GameEnd how, Color side);
    void stopAndAnnounceEnding();
    void reopen();
    void checkGameOver();
    void mainLineChanged();
    void setView(NodeId id);
    void startClock();
    void onClockTick();
    EngineRequest makeRequest(EngineTask task);

    int m_gameNumber = 0;
    GameRecord m_record; // the truth: moves, variations, comments, NAGs, tags (no clock commands)
    Game m_game;         // its main line
    GameSetup m_setup;
    Takebacks m_redo;
    NodeId m_viewNode = GameRecord::Root;
    int m_viewPly = 0;
    Position m_viewPosition;
    PieceLetters m_letters = PieceLetters::FairyStockfish;
    bool m_over = false;
    // A move was played on since the game was taken over: a record only looked at keeps its
    // clocks stopped until then.
    bool m_playedOn = false;
    bool m_endedHere = false; // over by a move, a flag, a resignation or a draw made here
    // The main line's comments that held a clock reading when the record was read, as the
    // file wrote them ("{Good. [%clk 0:01:58.4]}"): written back the same while neither the
    // reading nor the rest of the comment changed, so that a save keeps them byte for byte
    // (a reading is written anew as "[%clk 0:01:58]" first, whole seconds).
    struct ReadClockComment {
        std::string asRead;
        std::string rest; // the comment without the reading, as the record keeps it
        std::int64_t ms;
    };
    std::unordered_map<NodeId, ReadClockComment> m_readClockComments;
    Ending m_ending; // how, when it ended here
    QString m_result = "*";
    QString m_reason;
    // How the game had ended before moves were taken back from its end: Redo back to that
    // move brings the ending back (a resignation or a recorded result cannot be seen again
    // from the position). Forgotten when another move is played.
    struct TakenBackEnding {
        int ply;
        bool endedHere;
        Ending ending;
        QString result;
        QString reason;
        GameClock::Times clocks; // when the game ended (a fallen flag at zero)
    };
    std::optional<TakenBackEnding> m_takenBackEnding;
    std::optional<int> m_whiteScore;
    // The last evaluation the engine gave each position of this game (White's view, by the
    // position's key). A takeback, a redo or browsing shows the one of the position reached,
    // or of the nearest position before it on its line that has one, as play does.
    std::unordered_map<std::uint64_t, int> m_knownScores;
    void noteScore(std::uint64_t positionKey, int whiteScore);
    std::optional<int> knownScoreAt(NodeId node) const;

    // Engine.
    EngineClient m_engine;
    bool m_analysisEnabled = false;
    int m_analysisLines = 1;
    int m_engineThreads = 1;

    // Clocks.
    GameClock m_clock;
    QTimer m_tick;
    int m_pauses = 0;
    int m_ticksSinceCheckpoint = 0;
    QTimer m_computerDelay;
};

// "White" / "Black".
QString colorName(Color c);

} // namespace grand::ui
