#include "ui/game/gameclock.h"

#include <algorithm>

namespace grand::ui {

namespace {
std::size_t slot(Color c) { return static_cast<std::size_t>(index(c)); }
} // namespace

void GameClock::reset(std::int64_t baseMs, std::int64_t incrementMs) {
    m_baseMs = std::max<std::int64_t>(0, baseMs);
    m_incrementMs = enabled() ? std::max<std::int64_t>(0, incrementMs) : 0;
    m_left = {m_baseMs, m_baseMs};
    m_history.assign(1, m_left);
    m_known.assign(1, true);
    m_turn.invalidate();
}

std::int64_t GameClock::remaining(Color c) const {
    std::int64_t ms = m_left[slot(c)];
    if (m_turn.isValid() && c == m_runningSide)
        ms -= m_turn.elapsed();
    return ms;
}

void GameClock::start(Color mover) {
    if (!enabled())
        return;
    m_runningSide = mover;
    m_turn.start();
}

void GameClock::stop() {
    if (m_turn.isValid())
        m_left[slot(m_runningSide)] -= m_turn.elapsed();
    m_turn.invalidate();
}

void GameClock::moved(Color mover) {
    stop();
    if (enabled())
        m_left[slot(mover)] += m_incrementMs;
    m_history.push_back(m_left);
    m_known.push_back(true);
}

void GameClock::flagFell(Color c) {
    m_turn.invalidate();
    m_left[slot(c)] = 0;
}

const GameClock::Times& GameClock::at(int ply) const {
    return m_history[static_cast<std::size_t>(std::clamp(ply, 0, plies()))];
}

void GameClock::rewindTo(int ply) {
    m_turn.invalidate();
    m_history.resize(static_cast<std::size_t>(std::clamp(ply, 0, plies())) + 1);
    m_known.resize(m_history.size());
    m_left = m_history.back();
}

bool GameClock::known(int ply) const {
    return m_known[static_cast<std::size_t>(std::clamp(ply, 0, plies()))];
}

void GameClock::push(const Times& times, bool known) {
    const Times copy = times; // `times` may be an entry of m_history, which push_back may move
    m_turn.invalidate();
    m_history.push_back(copy);
    m_known.push_back(known);
    m_left = copy;
}

void GameClock::setRemaining(Color c, std::int64_t ms) {
    m_turn.invalidate();
    m_left[slot(c)] = std::max<std::int64_t>(0, ms);
}

} // namespace grand::ui
