#pragma once

// The engine facade: what the desktop program's worker thread and the UCI / XBoard adapters
// use. It owns the transposition table and the searches; every call runs on the caller's
// thread (with helper threads at full strength when told to use several) until a limit is
// reached or `stop` is set (from any thread).

#include "engine/rules/game.h"
#include "engine/search/search.h"
#include "engine/search/search_pool.h"
#include "engine/search/tt.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace grand {

// A playing level: the limits and the deliberate imprecision of one strength setting.
// Below the top level, the engine searches several lines (multiPV) and picks the move with
// the best score after adding a random amount up to `noiseCp`, so it plays a plausible
// but weaker move rather than a random one.
struct PlayingLevel {
    int level;               // 1 (beginner) .. LevelCount (full strength)
    std::string_view name;   // shown in the desktop program
    int depth;               // 0 = no depth limit
    std::uint64_t nodes;     // 0 = no node limit
    std::int64_t moveTimeMs; // thinking time per move when there is no clock
    int multiPV;             // candidate moves considered
    int noiseCp;             // random score added to each candidate
    bool quiescence;         // whether exchanges are followed to the end (SearchLimits::quiescence)
    bool learned;            // the learned evaluation (when in use), else the hand-written one
    int approximateElo;      // measured rating, Fairy-Stockfish 11.1 = 3000 (shown; UCI_Elo)
};

inline constexpr int LevelCount = 8;

// Whether full strength uses the learned evaluation unless told otherwise (README, "Strength").
inline constexpr bool UseNetworkByDefault = true;
const std::array<PlayingLevel, LevelCount>& playingLevels();
const PlayingLevel& playingLevel(int level); // clamped to 1..LevelCount

// Caps on what one search or command may use, for running the engine under a fuzzer or a
// soak test; zero means no cap. A capped search also ends "infinite" analysis on its own.
struct EngineBounds {
    std::uint64_t maxNodes = 0;
    std::size_t maxHashMegabytes = 0;
    int maxPerftDepth = 0;
};

class Engine {
public:
    explicit Engine(std::size_t hashMegabytes = 64, const EngineBounds& bounds = {});

    const EngineBounds& bounds() const { return m_bounds; }
    void setHashSize(std::size_t megabytes);
    std::size_t hashSize() const { return m_tt.sizeMegabytes(); }
    // Threads for full-strength play and analysis (levels below full strength use one, so
    // that they play as they were measured); 1 by default.
    void setThreads(int threads) { m_pool.setThreads(threads); }
    int threads() const { return m_pool.threads(); }
    // Forgets everything learnt in earlier games (hash table, move-ordering statistics).
    void newGame();

    // Whether full-strength play and analysis (and the Master level) use the learned
    // evaluation (the network built into the program, or one from loadNetwork) rather than
    // the hand-written one; false when there is no network. Levels 1-6 always use the
    // hand-written evaluation, with which their ratings were measured.
    bool usesNetwork() const { return m_useNetwork && network() != nullptr; }
    void useNetwork(bool on) { m_useNetwork = on; }
    // The network full strength and the Master level play `variant` with, or null.
    const nnue::Network* activeNetwork(const Variant& variant) const {
        return m_useNetwork ? network(variant) : nullptr;
    }
    // Replaces the built-in network with one read from a file (train-net's output) and uses
    // it; an empty path returns to the built-in one. On failure, says why and changes nothing.
    bool loadNetwork(const std::string& path, std::string* why = nullptr);

    // Searches the current position of `game` at full strength.
    SearchResult analyse(const Game& game, const SearchLimits& limits, const std::atomic<bool>& stop,
                         const InfoCallback& onInfo = {});
    // The same for a position with the keys of the positions before it, oldest first.
    SearchResult analyse(const Position& pos, const std::vector<std::uint64_t>& history,
                         const SearchLimits& limits, const std::atomic<bool>& stop,
                         const InfoCallback& onInfo = {});

    // Chooses a move as a player of `level` would. `clock` may carry the game clock
    // (timeMs/incMs); the level's own limits are applied on top. `seed` makes the choice
    // reproducible. The result's score is the engine's own estimate for the chosen move.
    SearchResult play(const Game& game, int level, const SearchLimits& clock, const std::atomic<bool>& stop,
                      std::uint64_t seed, const InfoCallback& onInfo = {});
    SearchResult play(const Position& pos, const std::vector<std::uint64_t>& history, int level,
                      const SearchLimits& clock, const std::atomic<bool>& stop, std::uint64_t seed,
                      const InfoCallback& onInfo = {});

private:
    std::size_t cappedHash(std::size_t megabytes) const {
        return m_bounds.maxHashMegabytes ? std::min(megabytes, m_bounds.maxHashMegabytes) : megabytes;
    }
    SearchResult run(const Position& pos, const std::vector<std::uint64_t>& history, SearchLimits limits,
                     const std::atomic<bool>& stop, const InfoCallback& onInfo, bool learned, int threads);
    // The network for `variant`: the loaded one in any game whose pieces it reads, else
    // the built-in one in the game it was trained on.
    const nnue::Network* network(const Variant& variant) const {
        if (m_loadedNetwork && variant.networkReadsPieces())
            return m_loadedNetwork.get();
        return nnue::builtInNetwork(variant.network);
    }
    const nnue::Network* network() const {
        return m_loadedNetwork ? m_loadedNetwork.get() : nnue::builtInNetwork();
    }

    EngineBounds m_bounds;
    std::unique_ptr<nnue::Network> m_loadedNetwork; // from loadNetwork(); else the built-in one
    bool m_useNetwork = UseNetworkByDefault;
    TranspositionTable m_tt;
    SearchPool m_pool;
    bool m_lastQuiescence = true; // the kind of leaf the hash table's scores come from
};

// The history argument for a game: keys of all positions before the current one.
std::vector<std::uint64_t> historyBefore(const Game& game);

} // namespace grand
