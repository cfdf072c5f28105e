#pragma once

// A game: the start position, the moves played, the position now and the key history that
// repetitions are judged on. Answers "is it over, and why" for the GUI and the records.

#include "engine/rules/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace grand {

enum class GameOutcome {
    Ongoing,
    Checkmate,
    Stalemate,
    StalemateLoss,        // Fantasy Grand Chess: the side that cannot move loses
    Repetition,           // the same position for the third time
    FiftyMoves,           // 50 moves by each side without a capture or a pawn move
    InsufficientMaterial, // neither side can mate
};

struct GameStatus {
    GameOutcome outcome = GameOutcome::Ongoing;
    std::optional<Color> winner; // set only for checkmate and a stalemate that loses

    bool isOver() const { return outcome != GameOutcome::Ongoing; }
    // "1-0", "0-1", "1/2-1/2" or "*".
    std::string result() const;
    // Plain words: "Checkmate", "Draw by threefold repetition", ...
    std::string reason() const;
};

// Whether neither side can ever mate: bare kings, a lone bishop or knight against a bare
// king, or only bishops all on squares of one colour. Pawns can always promote to
// something eventually, so any pawn on the board means mating material remains. In
// Fantasy Grand Chess only two bare royals (FANTASY.md).
bool isInsufficientMaterial(const Position& pos);

class Game {
public:
    Game() : Game(Position()) {}
    explicit Game(const Position& start);

    const Position& startPosition() const { return m_start; }
    const Position& position() const { return m_position; }
    const std::vector<Move>& moves() const { return m_moves; }
    int plyCount() const { return static_cast<int>(m_moves.size()); }
    // Keys of every position from the start to now (size plyCount() + 1).
    const std::vector<std::uint64_t>& keyHistory() const { return m_keys; }

    // Plays a move if it is legal; returns false and changes nothing otherwise.
    bool play(Move m);
    // Takes back the last move; returns false when there is none.
    bool undo();
    // The position after the first `ply` moves (0 = start position).
    Position positionAt(int ply) const;

    // How many times the current position has occurred, this time included.
    int repetitions() const;
    GameStatus status() const;

private:
    Position m_start;
    Position m_position;
    std::vector<Move> m_moves;
    std::vector<UndoInfo> m_undo;
    std::vector<std::uint64_t> m_keys;
};

} // namespace grand
