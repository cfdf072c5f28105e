// The search's clock: how much of the remaining time one move may use, and the periodic
// check that ends a search at its node, time or stop limit.

#include "engine/search/search.h"

#include <algorithm>

namespace grand {

std::int64_t Search::elapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start)
        .count();
}

// Time allocation: a share of the remaining clock plus most of the increment for the soft
// limit (no new iteration after it), and a hard limit a few times larger, never more than
// a fraction of what is left. A fixed move time is both limits.
void Search::setTimeLimits(const Position& pos, const SearchLimits& limits) {
    m_softMs = m_hardMs = 0;
    constexpr std::int64_t Overhead = 30; // protocol and scheduling latency
    if (limits.moveTimeMs > 0) {
        // A fixed time per move is used in full: no soft limit, the hard one ends the search.
        m_hardMs = std::max<std::int64_t>(1, limits.moveTimeMs - 5);
        return;
    }
    const auto us = static_cast<std::size_t>(index(pos.sideToMove()));
    const std::int64_t left = limits.timeMs[us];
    if (left < 0 || limits.infinite)
        return;
    const std::int64_t inc = std::max<std::int64_t>(0, limits.incMs[us]);
    const int movesToGo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 30) : 22;
    const std::int64_t usable = std::max<std::int64_t>(1, left - Overhead);
    m_softMs = std::max<std::int64_t>(1, std::min(usable / movesToGo + inc * 3 / 4, usable / 3));
    m_hardMs = std::max<std::int64_t>(1, std::min(m_softMs * 3, usable / 3 + inc));
    if (m_hardMs < m_softMs)
        m_softMs = m_hardMs;
}

void Search::checkLimitsNow() {
    if (m_role.poolNodes)
        m_role.poolNodes->fetch_add(1024, std::memory_order_relaxed);
    const std::int64_t elapsed = m_hardMs || m_onInfo ? elapsedMs() : 0;
    if (m_stop->load(std::memory_order_relaxed) || (m_nodeLimit && totalNodes() >= m_nodeLimit)
        || (m_hardMs && elapsed >= m_hardMs)) {
        m_aborted = true;
        return;
    }
    // A long iteration says that it is still at work: its depth, nodes and time so far.
    if (m_onInfo && elapsed >= m_nextProgressMs) {
        SearchInfo info;
        info.progress = true;
        info.depth = m_rootDepth;
        info.nodes = totalNodes();
        info.timeMs = elapsed;
        info.hashfull = m_tt.hashfull();
        report(info);
    }
}

void Search::report(const SearchInfo& info) {
    (*m_onInfo)(info);
    m_nextProgressMs = elapsedMs() + m_progressMs;
}

} // namespace grand
