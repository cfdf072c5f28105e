#pragma once

// The two clocks of a game: the time each side has left, the turn that is running, and what
// both sides had when each position of the game was reached, so that a takeback or a redo
// puts the clocks back exactly. No clock runs before the first move of the game.

#include "engine/rules/types.h"

#include <QElapsedTimer>

#include <array>
#include <cstdint>
#include <vector>

namespace grand::ui {

class GameClock {
public:
    using Times = std::array<std::int64_t, 2>; // milliseconds left, White then Black

    // A new game: both sides get `baseMs` (0: no clock) and `incrementMs` a move.
    void reset(std::int64_t baseMs, std::int64_t incrementMs);
    bool enabled() const { return m_baseMs > 0; }
    std::int64_t baseMs() const { return m_baseMs; }
    std::int64_t incrementMs() const { return m_incrementMs; }

    // Time left for `c`, the running turn included.
    std::int64_t remaining(Color c) const;
    bool isRunning() const { return m_turn.isValid(); }
    // Starts `mover`'s turn (a no-op without a clock).
    void start(Color mover);
    // Stops the running turn, charging the time it took.
    void stop();
    // `mover` has moved: charges the turn, adds the increment, and records the times of the
    // position reached (ply `plies()` afterwards).
    void moved(Color mover);
    // The flag of `c` fell: its time is zero and nothing runs.
    void flagFell(Color c);

    // Positions recorded: the start, then one after each move.
    int plies() const { return static_cast<int>(m_history.size()) - 1; }
    // The times when position `ply` was reached.
    const Times& at(int ply) const;
    // Whether the mover's time at position `ply` is a real reading: measured by this clock,
    // or read from a record's clock comment. A move replayed from a record without one, or
    // added by editing, only carries the previous times forward, and no clock comment is
    // written for it.
    bool known(int ply) const;
    // Back to position `ply` (a takeback): its times, and the later ones forgotten.
    void rewindTo(int ply);
    // Appends the times of a position reached by a redo or read from a record, and whether
    // they are a real reading (known()).
    void push(const Times& times, bool known);
    // `c` has `ms` left now, its turn having run since the last position was reached (a
    // record saved mid-turn); the position's own times stay as they were.
    void setRemaining(Color c, std::int64_t ms);

private:
    std::int64_t m_baseMs = 0;
    std::int64_t m_incrementMs = 0;
    Times m_left = {0, 0};
    std::vector<Times> m_history = {Times{0, 0}};
    std::vector<bool> m_known = {true}; // per position of m_history
    QElapsedTimer m_turn;
    Color m_runningSide = Color::White;
};

} // namespace grand::ui
