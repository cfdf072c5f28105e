#include "engine/search/engine.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <random>

namespace grand {

namespace {

// Levels 1-7 are weakened by shallow searches, node limits and score noise (the beginner's
// search does not even follow exchanges); level 8 is full strength. Levels 1-6 play with the
// hand-written evaluation, the Master with the learned one on at most 100,000 nodes a move.
// The ratings are measured (docs/strength.md, "Playing levels"; devtools/ladder.py): games at
// 10 s + 0.1 s between neighbouring levels, against Fairy-Stockfish 11.1 at skill levels 0, 5
// and 10 and Sjaak II, with Fairy-Stockfish 11.1 at full strength fixed at 3000.
constexpr std::array<PlayingLevel, LevelCount> Levels = {{
    {1, "Beginner", 1, 0, 300, 5, 150, false, false, 500},
    {2, "Novice", 1, 0, 300, 5, 150, true, false, 1150},
    {3, "Casual", 3, 8000, 400, 4, 180, true, false, 1550},
    {4, "Club", 4, 30000, 500, 4, 110, true, false, 1800},
    {5, "Strong club", 6, 120000, 700, 3, 60, true, false, 2150},
    {6, "Expert", 0, 500000, 1000, 3, 25, true, false, 2550},
    {7, "Master", 0, 100000, 1000, 2, 10, true, true, 2950},
    {8, "Full strength", 0, 0, 3000, 1, 0, true, true, 3300},
}};

} // namespace

const std::array<PlayingLevel, LevelCount>& playingLevels() { return Levels; }

const PlayingLevel& playingLevel(int level) {
    return Levels[static_cast<std::size_t>(std::clamp(level, 1, LevelCount) - 1)];
}

std::vector<std::uint64_t> historyBefore(const Game& game) {
    const auto& keys = game.keyHistory();
    return {keys.begin(), keys.end() - 1};
}

Engine::Engine(std::size_t hashMegabytes, const EngineBounds& bounds)
        : m_bounds(bounds), m_tt(cappedHash(hashMegabytes)), m_pool(m_tt) {}

void Engine::setHashSize(std::size_t megabytes) { m_tt.resize(cappedHash(megabytes)); }

SearchResult Engine::run(const Position& pos, const std::vector<std::uint64_t>& history, SearchLimits limits,
                         const std::atomic<bool>& stop, const InfoCallback& onInfo, bool learned,
                         int threads) {
    // The hash table holds static evaluations and scores of one evaluation, and of one kind
    // of leaf: a change of either starts it afresh (a beginner's unfollowed exchanges must
    // not reach a later search as scores).
    const nnue::Network* net = learned && m_useNetwork ? network(pos.variant()) : nullptr;
    if (net != m_pool.network() || limits.quiescence != m_lastQuiescence) {
        m_pool.setNetwork(net);
        m_lastQuiescence = limits.quiescence;
        m_tt.clear();
    }
    if (m_bounds.maxNodes) {
        limits.nodes = limits.nodes ? std::min(limits.nodes, m_bounds.maxNodes) : m_bounds.maxNodes;
        limits.infinite = false;
    }
    return m_pool.run(pos, history, limits, stop, onInfo, threads);
}

void Engine::newGame() {
    m_tt.clear();
    m_pool.clearHistory();
}

bool Engine::loadNetwork(const std::string& path, std::string* why) {
    if (path.empty()) {
        m_loadedNetwork.reset();
        return true;
    }
    auto net = std::make_unique<nnue::Network>();
    if (!nnue::Network::load(path, *net, why))
        return false;
    m_loadedNetwork = std::move(net);
    m_useNetwork = true;
    return true;
}

SearchResult Engine::analyse(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop,
                             const InfoCallback& onInfo) {
    return analyse(game.position(), historyBefore(game), limits, stop, onInfo);
}

SearchResult Engine::analyse(const Position& pos, const std::vector<std::uint64_t>& history,
                             const SearchLimits& limits, const std::atomic<bool>& stop,
                             const InfoCallback& onInfo) {
    return run(pos, history, limits, stop, onInfo, true, m_pool.threads());
}

SearchResult Engine::play(const Game& game, int level, const SearchLimits& clock,
                          const std::atomic<bool>& stop, std::uint64_t seed, const InfoCallback& onInfo) {
    return play(game.position(), historyBefore(game), level, clock, stop, seed, onInfo);
}

SearchResult Engine::play(const Position& pos, const std::vector<std::uint64_t>& history, int level,
                          const SearchLimits& clock, const std::atomic<bool>& stop, std::uint64_t seed,
                          const InfoCallback& onInfo) {
    const PlayingLevel& spec = playingLevel(level);
    SearchLimits limits = clock;
    limits.depth =
        spec.depth ? (limits.depth ? std::min(limits.depth, spec.depth) : spec.depth) : limits.depth;
    limits.nodes =
        spec.nodes ? (limits.nodes ? std::min(limits.nodes, spec.nodes) : spec.nodes) : limits.nodes;
    const bool hasClock = clock.timeMs[static_cast<std::size_t>(index(pos.sideToMove()))] >= 0;
    if (!hasClock && limits.moveTimeMs <= 0 && !limits.infinite)
        limits.moveTimeMs = spec.moveTimeMs;
    limits.multiPV = spec.multiPV;
    limits.quiescence = spec.quiescence;

    SearchResult result = run(pos, history, limits, stop, onInfo, spec.learned,
                              spec.level == LevelCount ? m_pool.threads() : 1);
    if (spec.noiseCp <= 0 || result.lines.size() < 2)
        return result;

    // Pick among the candidate lines: best score after noise. Never throw away a mate for us,
    // and never choose a line that is already lost by a mate when a line that is not exists.
    std::mt19937_64 rng(seed ^ pos.key());
    std::uniform_int_distribution<int> noise(0, spec.noiseCp);
    std::size_t chosen = 0;
    int chosenValue = -InfiniteScore;
    for (std::size_t i = 0; i < result.lines.size(); ++i) {
        const SearchInfo& line = result.lines[i];
        if (line.pv.empty())
            continue;
        if (result.score >= MateBound && i > 0)
            break;
        if (line.score <= -MateBound && result.score > -MateBound)
            continue;
        const int value = line.score + noise(rng);
        if (value > chosenValue) {
            chosenValue = value;
            chosen = i;
        }
    }
    const SearchInfo& line = result.lines[chosen];
    result.bestMove = line.pv.front();
    result.ponderMove = line.pv.size() > 1 ? line.pv[1] : Move();
    result.score = line.score;
    return result;
}

} // namespace grand
