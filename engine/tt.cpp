#include "tt.h"

#include <algorithm>

namespace grand {

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t count =
        std::max<std::size_t>(1, (std::max<std::size_t>(megabytes, 1) << 20) / sizeof(Cluster));
    m_clusters.assign(count, Cluster{});
}

void TranspositionTable::clear() {
    std::fill(m_clusters.begin(), m_clusters.end(), Cluster{});
    m_generation = 0;
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
    const std::uint32_t key32 = checkBits(key);
    for (const TTEntry& e : clusterFor(key).entries)
        if (e.key32 == key32 && !e.empty())
            return &e;
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, Move move, int score, int eval, int depth, Bound bound) {
    const std::uint32_t key32 = checkBits(key);
    Cluster& cluster = clusterFor(key);
    // Replace the same position if present, else the entry that is oldest and shallowest.
    TTEntry* target = &cluster.entries[0];
    int worst = 1 << 30;
    for (TTEntry& e : cluster.entries) {
        if (e.key32 == key32 || e.empty()) {
            target = &e;
            break;
        }
        const int age = (m_generation - (e.genBound >> 2)) & 63;
        const int worth = e.depth() - 8 * age;
        if (worth < worst) {
            worst = worth;
            target = &e;
        }
    }
    // Keep a deeper entry of the same position unless the new one is exact.
    if (target->key32 == key32 && !target->empty() && bound != Bound::Exact && depth + 2 < target->depth())
        return;
    if (move.isNone() && target->key32 == key32)
        move = Move::fromRaw(target->move);
    target->key32 = key32;
    target->move = move.raw();
    target->score = static_cast<std::int16_t>(score);
    target->eval = static_cast<std::int16_t>(eval);
    target->depth8 =
        static_cast<std::uint8_t>(std::clamp(depth, TTEntry::EvalOnlyDepth, 250) + TTEntry::DepthOffset);
    target->genBound = static_cast<std::uint8_t>(m_generation << 2 | static_cast<std::uint8_t>(bound));
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t sample = std::min<std::size_t>(250, m_clusters.size());
    for (std::size_t i = 0; i < sample; ++i)
        for (const TTEntry& e : m_clusters[i].entries)
            used += !e.empty() && (e.genBound >> 2) == m_generation;
    return static_cast<int>(used * 1000 / (sample * ClusterSize));
}

} // namespace grand
