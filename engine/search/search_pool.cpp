#include "engine/search/search_pool.h"

#include <algorithm>
#include <thread>

namespace grand {

int machineThreads() {
    return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, MaxSearchThreads);
}

SearchPool::SearchPool(TranspositionTable& tt) : m_tt(tt) {
    m_searches.push_back(std::make_unique<Search>(tt));
}

void SearchPool::setThreads(int threads) {
    const auto wanted = static_cast<std::size_t>(std::clamp(threads, 1, MaxSearchThreads));
    const nnue::Network* net = network();
    while (m_searches.size() > wanted)
        m_searches.pop_back();
    while (m_searches.size() < wanted) {
        m_searches.push_back(std::make_unique<Search>(m_tt));
        m_searches.back()->setNetwork(net);
    }
}

void SearchPool::setNetwork(const nnue::Network* net) {
    for (auto& search : m_searches)
        search->setNetwork(net);
}

void SearchPool::clearHistory() {
    for (auto& search : m_searches)
        search->clearHistory();
}

SearchResult SearchPool::run(const Position& pos, const std::vector<std::uint64_t>& history,
                             const SearchLimits& limits, const std::atomic<bool>& stop,
                             const InfoCallback& onInfo, int threads) {
    const std::size_t count =
        std::clamp<std::size_t>(static_cast<std::size_t>(std::max(threads, 1)), 1, m_searches.size());
    Search& main = *m_searches.front();
    if (count == 1) {
        main.setRole({});
        return main.run(pos, history, limits, stop, onInfo);
    }

    m_tt.newSearch();
    std::atomic<std::uint64_t> poolNodes{0};
    std::atomic<bool> helpersStop{false};
    // The helpers search until the main search is done: no clock, no node limit, no report.
    SearchLimits helperLimits;
    helperLimits.depth = limits.depth;
    helperLimits.multiPV = limits.multiPV;
    helperLimits.searchMoves = limits.searchMoves;
    std::vector<SearchResult> helperResults(count - 1);
    std::vector<std::thread> helpers;
    helpers.reserve(count - 1);
    for (std::size_t i = 1; i < count; ++i) {
        Search& helper = *m_searches[i];
        helper.setRole({static_cast<int>(i), &poolNodes});
        helpers.emplace_back(
            [&, i] { helperResults[i - 1] = helper.run(pos, history, helperLimits, helpersStop, {}); });
    }
    main.setRole({0, &poolNodes});
    SearchResult result = main.run(pos, history, limits, stop, onInfo);
    helpersStop = true;
    for (std::thread& t : helpers)
        t.join();
    for (std::size_t i = 0; i < count; ++i)
        m_searches[i]->setRole({});

    std::uint64_t nodes = result.nodes;
    const SearchResult* chosen = &result;
    for (const SearchResult& r : helperResults) {
        nodes += r.nodes;
        if (limits.multiPV <= 1 && !r.bestMove.isNone() && r.depth > chosen->depth
            && r.score >= chosen->score)
            chosen = &r;
    }
    if (chosen != &result) {
        const std::int64_t timeMs = result.timeMs;
        result = *chosen;
        result.timeMs = timeMs;
    }
    result.nodes = nodes;
    return result;
}

} // namespace grand
