#pragma once

// The transposition table: a fixed-size hash table of search results, shared by the
// iterations of one search, by the threads of a parallel search (engine/search/search_pool.h), and
// kept between searches of the same game.
//
// Threads read and write it without locks. Each entry is two 64-bit words written and read
// as relaxed atomics: the data, and the key half with depth and bound XOR-ed with the data.
// A read that meets two writes half done decodes to a key that does not match, and is a miss.

#include "engine/rules/types.h"
#include "engine/search/huge_pages.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace grand {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// One decoded entry (a copy: the table may change under it once read).
struct TTEntry {
    std::uint32_t key32 = 0;   // lower half of the Zobrist key (the index comes from the upper bits)
    std::uint32_t move = 0;    // Move::raw()
    std::int16_t score = 0;    // relative to the node (mate scores adjusted by the caller)
    std::int16_t eval = 0;     // static evaluation
    std::uint8_t depth8 = 0;   // depth + DepthOffset; 0 marks an empty entry
    std::uint8_t genBound = 0; // generation << 2 | bound

    // Entries of depth EvalOnlyDepth with Bound::None keep only the static evaluation.
    static constexpr int EvalOnlyDepth = -1;
    static constexpr int DepthOffset = 2;

    bool empty() const { return depth8 == 0; }
    int depth() const { return depth8 - DepthOffset; }
    Bound bound() const { return Bound(genBound & 3); }
    Move bestMove() const { return Move::fromRaw(move); }
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 64) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    // Called at the start of each search so that old entries are replaced first.
    void newSearch() { m_generation = static_cast<std::uint8_t>((m_generation + 1) & 63); }

    // The entry for `key`, if any. An entry with Bound::None holds a static evaluation only.
    std::optional<TTEntry> probe(std::uint64_t key) const;
    // Starts loading the cluster of `key` into the cache, ahead of a probe.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&clusterFor(key)); }
    void store(std::uint64_t key, Move move, int score, int eval, int depth, Bound bound);
    // Per mille of entries written in this search (UCI hashfull), from a sample.
    int hashfull() const;
    std::size_t sizeMegabytes() const { return m_clusters.size() * sizeof(Cluster) >> 20; }

private:
    static constexpr int ClusterSize = 4;
    // An entry as stored: `check` is the key half, depth and bound, XOR-ed with `data`
    // (move, score, evaluation); both zero is empty.
    struct Slot {
        std::uint64_t check = 0;
        std::uint64_t data = 0;
    };
    struct alignas(64) Cluster {
        Slot entries[ClusterSize];
    };
    static TTEntry load(const Slot& slot);
    static void save(Slot& slot, const TTEntry& e);
    // The index depends on the key's top bits only (below), so entries check the
    // independent low half.
    static std::uint32_t checkBits(std::uint64_t key) { return static_cast<std::uint32_t>(key); }
    // Maps the key onto the table by the high half of key * size (no modulo, any size).
    Cluster& clusterFor(std::uint64_t key) {
        __extension__ using Wide = unsigned __int128;
        return m_clusters[static_cast<std::size_t>((static_cast<Wide>(key) * m_clusters.size()) >> 64)];
    }
    const Cluster& clusterFor(std::uint64_t key) const {
        return const_cast<TranspositionTable*>(this)->clusterFor(key);
    }

    std::vector<Cluster, HugePageAllocator<Cluster>> m_clusters;
    std::uint8_t m_generation = 0;
};

} // namespace grand
