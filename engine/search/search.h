#pragma once

// The search: iterative deepening, principal-variation alpha-beta with aspiration windows,
// quiescence search, transposition table, null-move pruning, late-move reductions and
// check extensions. One thread, deterministic for a node or depth limit; several of them
// search one position together in a SearchPool (engine/search/search_pool.h).

#include "engine/eval/evaluate.h"
#include "engine/eval/nnue.h"
#include "engine/rules/movegen.h"
#include "engine/rules/position.h"
#include "engine/search/tt.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

namespace grand {

namespace detail {
struct OrderedMoves;
struct OrderingProbe; // the tests' view of move ordering (tests/engine/search/search_ordering_test.cpp)
} // namespace detail

inline constexpr int MaxPly = 128;
inline constexpr int MateScore = 32000;
inline constexpr int MateBound = MateScore - MaxPly; // |score| above this is a mate
inline constexpr int InfiniteScore = 32001;

// What ends a search; zero / negative / empty means "no such limit".
struct SearchLimits {
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t moveTimeMs = 0;
    std::array<std::int64_t, 2> timeMs = {-1, -1}; // remaining clock per colour
    std::array<std::int64_t, 2> incMs = {0, 0};
    int movesToGo = 0;
    bool infinite = false; // search until stopped (a depth limit still applies)
    int multiPV = 1;
    std::vector<Move> searchMoves; // restrict the root to these moves
    // Whether the leaves follow captures until the position is quiet. Without it (the
    // beginner's level) a leaf is judged as it stands: a capture's recapture goes unseen, so
    // the search grabs defended pieces and leaves its own hanging, as a beginner does. Mates
    // at the leaves are still seen.
    bool quiescence = true;
    // A search that has said nothing for this long reports its progress (SearchInfo::progress).
    std::int64_t progressMs = 1000;
};

// Progress of one principal variation, reported after each completed iteration (and for a
// bound met within one, after two seconds); or, marked `progress`, a sign of life within a
// long iteration: its depth, the nodes and the time so far, no score and no line.
struct SearchInfo {
    int depth = 0;
    int selDepth = 0;
    int multiPV = 1; // 1-based rank of this line
    int score = 0;   // centipawns for the side to move; beyond ±MateBound a mate
    Bound bound = Bound::Exact;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    int hashfull = 0;
    std::vector<Move> pv;
    bool progress = false; // only depth, nodes, timeMs and hashfull are meant
};

struct SearchResult {
    Move bestMove;   // none only when there is no legal move
    Move ponderMove; // the expected reply, if known
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::vector<SearchInfo> lines; // the last complete line of each MultiPV rank
};

using InfoCallback = std::function<void(const SearchInfo&)>;

// A search's place in a parallel search (engine/search/search_pool.h). Alone (the default), a
// search ages the hash table itself and counts its own nodes.
struct SearchRole {
    int thread = 0; // 0: the main search, which reports and decides when to stop; others help
    // The pool's node count, which each search adds to every 1024 nodes; null when alone.
    std::atomic<std::uint64_t>* poolNodes = nullptr;
};

// Moves to mate (positive: the side to move mates) for a mate score, 0 otherwise (and 0 for
// ±MateScore itself: the mate is on the board).
int mateInMoves(int score);
// A mate score: one found by a search, or the mate on the board.
constexpr bool isMateScore(int score) { return score >= MateBound || score <= -MateBound; }

// The history tables number the pieces in slots: Grand Chess's piece codes as they are
// (1..16), a Fantasy game's pieces by their place in their army's list (White's 1..20,
// Black's 21..40; the Druids have the most kinds, 20).
inline constexpr int MaxArmyKinds = 20;
inline constexpr int HistorySlotCount = 1 + 2 * MaxArmyKinds;
static_assert(HistorySlotCount >= GrandPieceCodeCount);
// A victim's slot in the capture history: Grand's piece type, or its place in its army's list.
inline constexpr int VictimSlotCount = 1 + MaxArmyKinds;
static_assert(VictimSlotCount >= GrandTypeCount);
// A move as the slot of the piece that makes it and its destination, the key of the history tables.
inline constexpr int PieceToCount = HistorySlotCount * SquareCount;
inline constexpr int NoPieceTo = 0;

class Search {
public:
    explicit Search(TranspositionTable& tt);

    // Searches `pos`. `history` holds the keys of the game's earlier positions, oldest
    // first, not including `pos` itself, so that repetitions are seen. `stop` may be set
    // from another thread at any moment; the search then returns within a millisecond or so.
    SearchResult run(const Position& pos, const std::vector<std::uint64_t>& history,
                     const SearchLimits& limits, const std::atomic<bool>& stop,
                     const InfoCallback& onInfo = {});

    // Forgets move-ordering statistics (for a new game).
    void clearHistory();

    void setRole(const SearchRole& role) { m_role = role; }
    // Nodes searched so far: this search's, or the whole pool's when it is in one.
    std::uint64_t totalNodes() const {
        return m_role.poolNodes ? m_role.poolNodes->load(std::memory_order_relaxed) + (m_nodes & 1023)
                                : m_nodes;
    }

    // The evaluation: a learned network (engine/eval/nnue.h), or the hand-written one when null.
    void setNetwork(const nnue::Network* net) { m_network = net; }
    const nnue::Network* network() const { return m_network; }

private:
    friend struct detail::OrderingProbe;
    using PieceToHistory = std::array<std::int16_t, PieceToCount>;
    struct RootMove {
        Move move;
        int score = -InfiniteScore;
        int previousScore = -InfiniteScore;
        int selDepth = 0;
        std::vector<Move> pv;
    };

    int rootSearch(Position& pos, int alpha, int beta, int depth, std::size_t pvIndex);
    int search(Position& pos, int alpha, int beta, int depth, int ply, bool cutNode);
    int quiescence(Position& pos, int alpha, int beta, int ply);
    int probCut(Position& pos, int probBeta, int staticEval, int rawEval, int depth, int ply, bool cutNode);
    bool isDraw(const Position& pos) const;
    // The static evaluation of `pos`, the position at `ply`.
    int evaluateAt(const Position& pos, int ply) {
        return m_netInUse ? m_accumulators.evaluate(ply, pos) : evaluate(pos);
    }
    // Plays `m` in `pos` at `ply`, telling the network's accumulators (the move's changes
    // are read before it is played). The child's hash cluster is fetched first, from the
    // key the move will make, so that it arrives while the move is made; again after the
    // move in the few cases keyAfter does not foresee (castling rights, a new en-passant
    // right, a strike).
    void makeMove(Position& pos, Move m, UndoInfo& undo, int ply) {
        const std::uint64_t expected = pos.keyAfter(m);
        m_tt.prefetch(expected);
        if (m_netInUse)
            m_accumulators.push(ply + 1, pos, m);
        pos.doMove(m, undo);
        if (pos.key() != expected)
            m_tt.prefetch(pos.key());
    }
    // Every 1024 nodes: whether the stop flag, the node limit or the hard time limit ends the search.
    void checkLimits() {
        if ((m_nodes & 1023) == 0)
            checkLimitsNow();
    }
    void checkLimitsNow();
    // Reports an info (a line, or progress) and puts off the next progress report.
    void report(const SearchInfo& info);
    void setTimeLimits(const Position& pos, const SearchLimits& limits);
    std::int64_t elapsedMs() const;
    // Scores each move for ordering. At the root every score is final and the list keeps
    // its order. Inside the tree (lazy) a capture's exchange is judged and the quiet moves'
    // histories are read only when pickMove comes to them (most nodes end before either is
    // needed); the quiet moves wait at the back of the list.
    void orderMoves(const Position& pos, detail::OrderedMoves& moves, Move ttMove, int ply, bool lazy) const;
    // Brings the best remaining move to slot i and returns it (see search_ordering.cpp).
    // With skipQuiets the quiet moves not yet tried are left out from then on (the order
    // of the others is the same as without); no move when none is left.
    Move pickMove(const Position& pos, detail::OrderedMoves& moves, int i, int ply,
                  bool skipQuiets = false) const;
    void updateQuietStats(const Position& pos, Move best, const Move* quiets, int quietCount, int depth,
                          int ply);
    void updateCaptureStats(const Position& pos, Move best, const Move* captures, int captureCount,
                            int depth);
    // The capture-history entry of a capture or promotion.
    std::int16_t& captureHistory(const Position& pos, Move m) {
        return m_captureHistory[captureKey(pos, m)][captureVictim(pos, m)];
    }
    std::int16_t captureHistory(const Position& pos, Move m) const {
        return m_captureHistory[captureKey(pos, m)][captureVictim(pos, m)];
    }
    std::size_t captureKey(const Position& pos, Move m) const {
        return static_cast<std::size_t>(pieceTo(pos.pieceOn(m.from()), m.to()));
    }
    // The victim's slot: the captured piece, else the struck one (a strike onto an empty square).
    std::size_t captureVictim(const Position& pos, Move m) const {
        if (m.isEnPassant())
            return static_cast<std::size_t>(index(PieceType::Pawn));
        const Piece victim = pos.pieceOn(m.to()) != Piece::Empty || !m.isStrike() ? pos.pieceOn(m.to())
                                                                                  : pos.pieceOn(m.struck());
        return m_victimSlot[static_cast<std::size_t>(index(victim))];
    }
    // A move's key in the history tables: the slot of the piece that makes it, and its destination.
    int pieceTo(Piece p, Square to) const {
        return m_slot[static_cast<std::size_t>(index(p))] * SquareCount + to;
    }
    // Numbers the pieces of the root position's game for the history tables (clearing them
    // when the game's pieces differ from the last search's).
    void assignSlots(const Position& pos);
    bool isImproving(int ply) const;
    // Correction history (with the learned evaluation only): running averages, per side to
    // move and pawn structure, and per side to move and each side's other pieces, of how far
    // searches found positions from their static evaluation, added to it for pruning,
    // `improving` and the quiescence stand-pat. The hash table keeps the uncorrected
    // evaluation.
    static constexpr int CorrectionSize = 16384; // entries per table
    static constexpr int CorrectionGrain = 256;  // entries are in 1/256 cp
    static constexpr int CorrectionMaxCp = 96;   // an entry's bound either way
    // A position's entries: its pawns', White's pieces' and Black's pieces'.
    struct CorrectionEntries {
        std::array<int*, 3> entry{};
        explicit operator bool() const { return entry[0] != nullptr; }
    };
    // The position's entries; none without the network.
    CorrectionEntries correctionEntries(const Position& pos);
    // `raw` corrected by the entries: the pawns' in full, each side's pieces' by half.
    static int withCorrection(int raw, const CorrectionEntries& c) {
        return c ? raw + (2 * *c.entry[0] + *c.entry[1] + *c.entry[2]) / (2 * CorrectionGrain) : raw;
    }
    // A search of `depth` found the entries' position `diff` cp from its corrected evaluation.
    static void updateCorrection(const CorrectionEntries& c, int diff, int depth);
    // The continuation table for the move made `back` plies before the node at `ply`.
    const PieceToHistory& contHistory(int ply, int back) const {
        return m_contHistory[static_cast<std::size_t>(
            ply >= back ? m_pieceTo[static_cast<std::size_t>(ply - back)] : NoPieceTo)];
    }
    // The quiet-move history score: butterfly table plus continuations 1, 2 and 4 plies back.
    int quietHistory(int ply, Piece moved, Square to) const;
    void updatePv(int ply, Move m);
    SearchInfo makeInfo(std::size_t pvIndex, int depth, Bound bound) const;

    TranspositionTable& m_tt;
    SearchRole m_role;
    const nnue::Network* m_network = nullptr;
    const nnue::Network* m_netInUse = nullptr; // this search's: none in Fantasy Grand Chess
    nnue::AccumulatorStack m_accumulators{MaxPly + 2};
    const std::atomic<bool>* m_stop = nullptr;
    bool m_aborted = false;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodeLimit = 0;
    bool m_quiescence = true; // SearchLimits::quiescence of this search
    std::chrono::steady_clock::time_point m_start;
    std::int64_t m_softMs = 0;              // do not start another iteration after this (0 = none)
    std::int64_t m_hardMs = 0;              // abort the search at this point (0 = none)
    const InfoCallback* m_onInfo = nullptr; // this search's listener (none: no progress reports)
    std::int64_t m_progressMs = 0;          // SearchLimits::progressMs
    std::int64_t m_nextProgressMs = 0;      // report progress when the clock reaches this
    int m_selDepth = 0;
    int m_rootDepth = 0;

    std::vector<RootMove> m_rootMoves;
    std::vector<std::uint64_t> m_keys; // keys of the positions before the current one
    std::size_t m_rootIndex = 0;       // where the root's own key goes in m_keys (the game's before it)
    std::array<std::array<Move, 2>, MaxPly + 1> m_killers{};
    std::array<std::uint8_t, PieceCodeCount> m_slot{};        // each piece code's history slot
    std::array<std::uint8_t, PieceCodeCount> m_victimSlot{};  // and its capture-history victim slot
    std::array<Army, 2> m_slotArmies{Army::None, Army::None}; // the armies the slots were made for
    std::array<std::array<int, SquareCount>, HistorySlotCount> m_history{};
    // Continuation history: how well a quiet move did after a given earlier move, by that
    // move's piece and destination (one table of PieceToCount entries each); the entry
    // NoPieceTo stands for a pass or for the time before the root.
    std::vector<PieceToHistory> m_contHistory;
    std::array<Move, PieceToCount> m_counterMoves{}; // the reply that last refuted a move
    // Capture history: how often a capture by this piece on this square, of this piece type, cut off.
    std::vector<std::array<std::int16_t, VictimSlotCount>> m_captureHistory;
    std::array<int, MaxPly + 1> m_pieceTo{};    // the move played at each ply, as piece and square
    std::array<int, MaxPly + 1> m_staticEval{}; // per ply; NoEval when in check
    // By side to move, then a table per entry of CorrectionEntries (the pawns' key, White's
    // pieces' key, Black's pieces' key), indexed by that key.
    std::array<std::array<std::array<int, CorrectionSize>, 3>, 2> m_correction{};
    // Whether the side to move is in check at each ply, as the parent found it when it made
    // the move (to see whether the move gives check), for the position with this key: the
    // child then need not test it again.
    std::array<std::uint64_t, MaxPly + 2> m_checkKnownFor{};
    std::array<bool, MaxPly + 2> m_checkKnown{};
    bool inCheckAt(const Position& pos, int ply) const {
        const auto p = static_cast<std::size_t>(ply);
        return m_checkKnownFor[p] == pos.key() ? m_checkKnown[p] : pos.inCheck();
    }
    void noteCheck(const Position& pos, int ply, bool inCheck) {
        const auto p = static_cast<std::size_t>(ply);
        m_checkKnownFor[p] = pos.key();
        m_checkKnown[p] = inCheck;
    }
    std::array<bool, MaxPly + 1> m_nullMove{}; // whether the move played at this ply was a pass
    std::array<Move, MaxPly + 1> m_excluded{}; // the move a singular-extension test leaves out at this ply
    std::array<std::array<Move, MaxPly + 1>, MaxPly + 1> m_pv{};
    std::array<int, MaxPly + 1> m_pvLength{};
};

} // namespace grand
