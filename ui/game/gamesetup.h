#pragma once

// The settings of one game: who plays each side, the computer's level, the clock and the
// start position. Two places hold them besides the game itself:
// - the preferences, as "the next game" (the New Game dialog, the game opened at start-up
//   and Set Up Position all read them from here, so they agree);
// - a game record's tags (the standard WhiteType/BlackType and TimeControl, the level in a
//   tag of ours) with the time left after each move as a [%clk h:mm:ss] comment, so that a
//   saved or autosaved game can be continued as it was played.

#include "engine/notation/record.h"

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace grand::ui {

class Settings;

enum class PlayerKind { Human, Computer };

struct GameSetup {
    std::array<PlayerKind, 2> players = {PlayerKind::Human, PlayerKind::Computer};
    int level = 4;
    bool turnBoard = false;   // hot-seat: show the board from the side to move
    std::int64_t clockMs = 0; // 0: no clock
    std::int64_t incrementMs = 0;
    Position start;
    // The user's name, written for the human side of a game against the computer.
    std::string playerName;
    // The players are two people looking at a record (a finished game, or "Just Look"), not
    // those who played it: the record's own tags (WhiteType, BlackType, the level) stay as
    // they are until someone chooses who plays on.
    bool onlyLooking = false;
    // With onlyLooking: the record came from elsewhere (it names no WhiteType or BlackType,
    // which every game begun here writes), so moves played on it are a reader's notes, not a
    // timed game: the clocks show what the record says and never run. Choosing who plays
    // (a side for the computer) makes it a game again.
    bool untimedPlayOn = false;

    bool hasComputer() const {
        return players[0] == PlayerKind::Computer || players[1] == PlayerKind::Computer;
    }
    bool hasHuman() const { return players[0] == PlayerKind::Human || players[1] == PlayerKind::Human; }
    bool isHotSeat() const { return players[0] == PlayerKind::Human && players[1] == PlayerKind::Human; }
};

// The next game as the preferences describe it (a random colour is drawn now).
GameSetup nextGameSetup(const Settings& settings);

// The tag that carries the computer's level (ours; other programs ignore it).
inline constexpr std::string_view LevelTag = "GrandChessLevel";
// The time the side to move had left when an unfinished game was saved mid-turn, as
// "H:MM:SS.t": the move's own [%clk] has no place for a turn still running.
inline constexpr std::string_view TurnClockTag = "GrandChessTurnClock";

// The tags a game begun here starts with: "Casual game" at "Grand Chess desktop" today, the
// user's name for the human side against the computer, "Grand Chess level N" for the
// computer. A record opened from a file keeps the tags it had: saving it invents none of these.
void writeNewGameTags(GameRecord& record, const GameSetup& setup);
// Who plays changed from `before` to `after` (Computer Plays, the level): the names
// writeNewGameTags gave follow; a name the user or the file gave stays.
void renamePlayers(GameRecord& record, const GameSetup& before, const GameSetup& after);

// Writes who played, the level (when the computer plays) and the clock into the tags.
void writeSetupTags(GameRecord& record, const GameSetup& setup);
// The setup a record was played with: players from WhiteType/BlackType ("program" is the
// computer; anything else a person), the level, and the clock from TimeControl ("300+5" or
// "300"). Whatever the record does not say is taken from `fallback`, except the clock,
// which is off unless the record names one.
GameSetup recordedSetup(const GameRecord& record, const GameSetup& fallback);

// "Computer · level 4 (Club)": how the computer at a level is named on screen and in records.
QString levelName(int level);

// A tag's value as the window shows it: the English words writeNewGameTags wrote ("Casual
// game", "Grand Chess desktop", "Grand Chess level 4") in the user's language, any other
// value as it is. The record keeps the English (Game Information stores a shown value left
// unchanged as the record had it).
QString shownTagValue(const std::string& tag, const std::string& value);

// "[%clk 0:04:31]" for a time left (whole seconds, rounded down).
std::string clockCommand(std::int64_t ms);
// Splits a [%clk ...] command out of a comment: its time, and the rest of the comment in
// `rest` (trimmed). Nothing when the comment has none.
std::optional<std::int64_t> takeClockCommand(const std::string& comment, std::string* rest);
// "0:04:31.2" for TurnClockTag, and back (nothing for a malformed value).
std::string turnClockText(std::int64_t ms);
std::optional<std::int64_t> readTurnClock(const std::string& text);

} // namespace grand::ui
