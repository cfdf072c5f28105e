#pragma once

// Preferences kept across runs: a typed wrapper around QSettings with one enum of keys and
// one table of defaults.

#include "engine/rules/position.h"
#include "engine/rules/variant.h"

#include <QSettings>
#include <QVariant>

namespace grand::ui {

class Settings {
public:
    enum class Key {
        Geometry,
        WindowState,
        Mode,       // 0 vs computer, 1 hot-seat, 2 computer vs computer
        HumanColor, // 0 White, 1 Black, 2 random
        Level,
        TurnBoard,
        ClockEnabled,
        ClockMinutes,
        ClockIncrement,
        Flipped,
        ShowLegalMoves,
        Animation,
        ShowEvalBar,        // in games against the computer
        ShowEvalBarHotSeat, // in games between two people
        PieceLetters,       // 0 Fairy-Stockfish (A/C), 1 Freeling (C/M)
        LastFolder,
        RecentFiles,
        AutosaveEnabled,
        BoardTheme,  // index into boardThemes()
        Coordinates, // CoordinatePlacement: 0 inside the squares, 1 on a border, 2 none
        PieceStyle,  // PieceStyle: 0 classic, 1 flat
        SoundEnabled,
        SoundVolume, // 0-100
        Language,    // "" follows the system, else a language code: "en", "nl", "de"
        // Analysis and review (ui/analysis/).
        AnalysisLines,  // MultiPV of the Analysis panel, 1-5
        BestMoveArrow,  // the analysis's best move drawn on the board
        ThreatArrow,    // what the opponent threatens, drawn on the board
        ReviewMoveTime, // milliseconds per position
        ReviewDepth,
        ReviewByDepth, // 1: by depth, 0: by time
        // Nodes a review's search visits in a second here, measured at the first review by
        // time (0: not yet): a time per position becomes the same nodes every time.
        ReviewNodesPerSecond,
        PlayerName, // the user's name in the records of games against the computer
        // The next game's variant and, for Fantasy Grand Chess, each side's army: an army's
        // FEN id ("elves") or "random" (drawn when the game begins). Variant holds the
        // game's id ("embassy"); settings written before it had only the Fantasy flag,
        // which nextGame() still reads when Variant is empty.
        Variant,
        Fantasy,
        WhiteArmy,
        BlackArmy,
        // Threads for full strength and analysis; 0: all the machine's cores but one.
        EngineThreads,
    };

    Settings();
    // The next game: the Variant key's game, else Fantasy Grand Chess if the older flag says
    // so, else Grand Chess.
    const grand::Variant& nextGame() const;
    void setNextGame(const grand::Variant& game);
    QVariant value(Key key) const;
    void setValue(Key key, const QVariant& value);
    bool flag(Key key) const { return value(key).toBool(); }
    int number(Key key) const { return value(key).toInt(); }
    // The user's name for the records: as set in Preferences (empty: none), else the name
    // of the account (its full name where the system has one).
    QString playerName() const;
    static QString accountName();
    // The engine's threads at full strength and in analysis: as set in Preferences (at most
    // the machine's cores), else all its cores but one (at least one).
    int engineThreads() const;
    // The engine's search speed measured for a review "by time" of games like `start`'s
    // (its game and, for Fantasy Grand Chess, its armies): nodes a second, 0 when not yet
    // measured. Each game is measured on its own: Fantasy searches several times slower
    // than Grand Chess, and one figure made the review's estimate 9 times too short.
    quint64 reviewSpeed(const grand::Position& start) const;
    void setReviewSpeed(const grand::Position& start, quint64 nodesPerSecond);

private:
    static QString reviewSpeedName(const grand::Position& start);
    QSettings m_settings;
};

} // namespace grand::ui
