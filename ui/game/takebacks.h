#pragma once

// What was taken back, for Redo: the record as it was with each move (its alternatives and
// annotations included) and the clocks after it. When a different move is played instead,
// the alternatives explored there come back as its variations, so that a takeback never
// loses what a person wrote or explored.

#include "ui/game/gameclock.h"

#include "engine/notation/record.h"

#include <vector>

namespace grand::ui {

class Takebacks {
public:
    // The clocks after a move, and whether they were a real reading (GameClock::known).
    struct Clocks {
        GameClock::Times times{};
        bool known = true;
    };
    struct Step {
        GameRecord record; // as it was with the move
        Clocks clocks;     // after the move
    };

    bool empty() const { return m_steps.empty(); }
    void clear() { m_steps.clear(); }
    void push(Step step) { m_steps.push_back(std::move(step)); }
    // Replays the most recent step taken back (not empty()) onto `record`, whose main line
    // ends where it was taken back: the move comes back with everything it had (its
    // annotations, its alternatives, what followed it), and whatever was added to the record
    // meanwhile stays. Returns the clocks after the move.
    Clocks redoInto(GameRecord& record);
    // A move was played at `at` of `record` instead of what was taken back there: puts the
    // alternatives explored at `at` back as variations (and the taken-back line too when it
    // was annotated), then forgets every step.
    void replacedAt(GameRecord& record, NodeId at);

private:
    std::vector<Step> m_steps;
};

} // namespace grand::ui
