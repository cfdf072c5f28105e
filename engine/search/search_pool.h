#pragma once

// A parallel search ("Lazy SMP"): several searches of one position on their own threads,
// sharing the transposition table. The main search runs on the caller's thread, reports
// its lines and decides when to stop; the helpers search the same position, a ply ahead
// and in their own order, and what they find reaches the main search through the table.

#include "engine/search/search.h"

#include <memory>
#include <vector>

namespace grand {

// The most threads a search may use (the engine offers up to the machine's cores).
inline constexpr int MaxSearchThreads = 256;

// The threads to offer by default on this machine: its cores (at least 1, at most MaxSearchThreads).
int machineThreads();

class SearchPool {
public:
    explicit SearchPool(TranspositionTable& tt);

    // How many searches (threads) run at once; clamped to 1..MaxSearchThreads. Each one
    // keeps its own move-ordering tables: 14 MB in Grand Chess, 34 MB in Fantasy.
    void setThreads(int threads);
    int threads() const { return static_cast<int>(m_searches.size()); }

    void setNetwork(const nnue::Network* net);
    const nnue::Network* network() const { return m_searches.front()->network(); }
    void clearHistory();

    // Searches `pos` with `threads` of the pool's searches (at most threads()); one thread
    // is exactly Search::run, deterministic for a node or depth limit. With several, the
    // result is the main search's, or a helper's that completed a deeper iteration with a
    // score at least as good (single-line searches only); nodes count every thread's.
    SearchResult run(const Position& pos, const std::vector<std::uint64_t>& history,
                     const SearchLimits& limits, const std::atomic<bool>& stop, const InfoCallback& onInfo,
                     int threads);

private:
    TranspositionTable& m_tt;
    std::vector<std::unique_ptr<Search>> m_searches; // [0] is the main search
};

} // namespace grand
