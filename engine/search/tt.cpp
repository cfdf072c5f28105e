#include "engine/search/tt.h"

#include <algorithm>
#include <atomic>

namespace grand {

TTEntry TranspositionTable::load(const Slot& slot) {
    // const_cast: atomic_ref needs a non-const object; a load does not write it.
    const std::uint64_t data =
        std::atomic_ref(const_cast<std::uint64_t&>(slot.data)).load(std::memory_order_relaxed);
    const std::uint64_t check =
        std::atomic_ref(const_cast<std::uint64_t&>(slot.check)).load(std::memory_order_relaxed) ^ data;
    TTEntry e;
    e.key32 = static_cast<std::uint32_t>(check);
    e.depth8 = static_cast<std::uint8_t>(check >> 32);
    e.genBound = static_cast<std::uint8_t>(check >> 40);
    e.move = static_cast<std::uint32_t>(data);
    e.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 32));
    e.eval = static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 48));
    return e;
}

void TranspositionTable::save(Slot& slot, const TTEntry& e) {
    const std::uint64_t data = std::uint64_t{e.move}
                               | std::uint64_t{static_cast<std::uint16_t>(e.score)} << 32
                               | std::uint64_t{static_cast<std::uint16_t>(e.eval)} << 48;
    const std::uint64_t check =
        std::uint64_t{e.key32} | std::uint64_t{e.depth8} << 32 | std::uint64_t{e.genBound} << 40;
    std::atomic_ref(slot.check).store(check ^ data, std::memory_order_relaxed);
    std::atomic_ref(slot.data).store(data, std::memory_order_relaxed);
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t count =
        std::max<std::size_t>(1, (std::max<std::size_t>(megabytes, 1) << 20) / sizeof(Cluster));
    m_clusters.assign(count, Cluster{});
}

void TranspositionTable::clear() {
    std::fill(m_clusters.begin(), m_clusters.end(), Cluster{});
    m_generation = 0;
}

std::optional<TTEntry> TranspositionTable::probe(std::uint64_t key) const {
    const std::uint32_t key32 = checkBits(key);
    for (const Slot& slot : clusterFor(key).entries)
        if (const TTEntry e = load(slot); e.key32 == key32 && !e.empty())
            return e;
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, Move move, int score, int eval, int depth, Bound bound) {
    const std::uint32_t key32 = checkBits(key);
    Cluster& cluster = clusterFor(key);
    // Replace the same position if present, else the entry that is oldest and shallowest.
    Slot* target = &cluster.entries[0];
    TTEntry old = load(*target);
    int worst = 1 << 30;
    for (Slot& slot : cluster.entries) {
        const TTEntry e = load(slot);
        if (e.key32 == key32 || e.empty()) {
            target = &slot;
            old = e;
            break;
        }
        const int age = (m_generation - (e.genBound >> 2)) & 63;
        const int worth = e.depth() - 8 * age;
        if (worth < worst) {
            worst = worth;
            target = &slot;
            old = e;
        }
    }
    // Keep a deeper entry of the same position unless the new one is exact.
    if (old.key32 == key32 && !old.empty() && bound != Bound::Exact && depth + 2 < old.depth())
        return;
    if (move.isNone() && old.key32 == key32)
        move = Move::fromRaw(old.move);
    TTEntry e;
    e.key32 = key32;
    e.move = move.raw();
    e.score = static_cast<std::int16_t>(score);
    e.eval = static_cast<std::int16_t>(eval);
    e.depth8 =
        static_cast<std::uint8_t>(std::clamp(depth, TTEntry::EvalOnlyDepth, 250) + TTEntry::DepthOffset);
    e.genBound = static_cast<std::uint8_t>(m_generation << 2 | static_cast<std::uint8_t>(bound));
    save(*target, e);
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t sample = std::min<std::size_t>(250, m_clusters.size());
    for (std::size_t i = 0; i < sample; ++i)
        for (const Slot& slot : m_clusters[i].entries) {
            const TTEntry e = load(slot);
            used += !e.empty() && (e.genBound >> 2) == m_generation;
        }
    return static_cast<int>(used * 1000 / (sample * ClusterSize));
}

} // namespace grand
