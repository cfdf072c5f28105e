#pragma once

// The learned evaluation: a small efficiently updatable network.
//
// Input: 1,600 piece-square features per point of view (8 piece types x own/enemy x 100
// squares, the board seen from that side: ranks mirrored for Black). In networks of format
// 3 each point of view has that many features for each of six regions its own king may stand
// in (its home ranks or beyond, on the left, in the middle or on the right), and only the
// region's set is used: what a piece means can depend on where the king it must guard is.
// Each side's features sum into an accumulator of Hidden numbers; the side to move's
// accumulator and the other side's, clipped to [0, 1] (and squared, in networks of format
// 2 and 3), feed a linear output chosen by how many pieces are on the board (one output in
// format 1). Weights are integers (16-bit features, 32-bit output sums), so a search with a
// node limit is deterministic on every processor.
//
// The search keeps one accumulator per ply and brings it up to date from its parent only
// when the ply is evaluated (AccumulatorStack); a side's half is computed afresh when its
// king has changed region. The weights come from `grandchess-dev train-net`
// (devtools/train_command.cpp); the program carries one network inside it.

#include "engine/rules/position.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace grand::nnue {

inline constexpr int FeatureCount = 8 * 2 * SquareCount; // per point of view
inline constexpr int Hidden = 256;
inline constexpr int QA = 255; // feature weights and biases: float * QA
inline constexpr int QB = 64;  // output weights: float * QB (output bias: float * QA * QB)
// The network's output is a logit: times this, centipawns. 320 is the scale on which the
// hand-written evaluation best predicts results (the tuner's K = 0.55 in base-10 terms).
inline constexpr int OutputScale = 320;
inline constexpr int SmallOutputWeight = 128;
// Output buckets divide the piece count (2 to 40) into equal ranges; format 2 has 8.
inline constexpr int MaxOutputBuckets = 8;
inline constexpr int MostPieces = 40;
constexpr int outputBucket(int pieces, int buckets) {
    return std::clamp((pieces - 1) * buckets / MostPieces, 0, buckets - 1);
}

// Square `s` as `perspective` sees a board of `ranks` ranks (its own side at the bottom, so
// that each side's home ranks are the same features on every board).
constexpr Square orient(Color perspective, Square s, int ranks) {
    return perspective == Color::White ? s : makeSquare(fileOf(s), ranks - 1 - rankOf(s));
}

// King regions (format 3): files a-c, d-g and h-j, on the two home ranks or beyond them,
// seen from the king's own side. Left and right mirror each other, as the training's
// mirrored positions need. The region of `perspective`'s king on `king` on a board of
// `ranks` ranks (0 without a king).
inline constexpr int KingRegions = 6;
constexpr int kingRegion(Color perspective, Square king, int ranks) {
    if (king == NoSquare)
        return 0;
    const Square oriented = orient(perspective, king, ranks);
    const int file = fileOf(oriented);
    const int side = file < 3 ? 0 : file < 7 ? 1 : 2;
    return (rankOf(oriented) < 2 ? 0 : 3) + side;
}

// The feature of piece `p` on square `s` of a board of `ranks` ranks seen from
// `perspective`, whose king stands in `region` (always 0 in networks without king regions).
constexpr int featureIndex(Color perspective, Piece p, Square s, int region, int ranks) {
    const int relation = colorOf(p) == perspective ? 0 : 1;
    return region * FeatureCount + ((relation * 8) + index(typeOf(p)) - 1) * SquareCount
           + orient(perspective, s, ranks);
}

struct Network {
    // How the accumulators are read: clipped to [0, 1], or clipped and squared.
    enum class Activation : std::uint32_t { Clipped = 0, SquaredClipped = 1 };
    Activation activation = Activation::SquaredClipped;
    int buckets = MaxOutputBuckets;           // output buckets, by piece count
    int kingRegions = 1;                      // 1, or KingRegions (format 3)
    std::vector<std::int16_t> featureWeights; // kingRegions * FeatureCount rows of Hidden
    std::vector<std::int16_t> featureBias;    // Hidden
    // Per bucket 2 * Hidden: the side to move's half, then the other's (float * QB).
    std::vector<std::int16_t> outputWeights;
    // Per bucket: float * QA * QB, or float * QA * QA * QB when squared.
    std::vector<std::int32_t> outputBias;
    // Set by parse when every output weight is within +-SmallOutputWeight (all our networks):
    // the squared activation's sums then take a faster path with the same result.
    bool smallOutputWeights = false;

    // The region of the king of `perspective` in `pos` (0 without king regions).
    int regionOf(const Position& pos, Color perspective) const {
        return kingRegions == 1 ? 0
                                : kingRegion(perspective, pos.kingSquare(perspective), pos.variant().ranks);
    }

    // The file format: "GCNN", version, Hidden (little-endian 32-bit); from version 2 on then
    // the bucket count and the activation (32-bit), in version 3 then the king regions
    // (32-bit: 1 or KingRegions); then the arrays above in that order as little-endian 16-bit
    // integers, the output biases as 32-bit. Version 1 is one bucket, clipped (grand-1 and
    // grand-2); version 2 has no king regions (grand-3 to grand-16). A network without king
    // regions is written as version 2.
    static bool parse(std::span<const unsigned char> bytes, Network& out, std::string* why = nullptr);
    // Reads and parses the file at `path`; on failure `why` names the file and the problem.
    static bool load(const std::string& path, Network& out, std::string* why = nullptr);
    std::vector<unsigned char> serialise() const;
};

// The network built into the program for Grand Chess, or null when it is missing or unreadable.
const Network* builtInNetwork();
// The network built in for a game (`variant.network`), or null: none for the game, or built
// without networks.
const Network* builtInNetwork(BuiltInNetwork which);
// Whether `net` is one of the built-in networks.
inline bool isBuiltIn(const Network* net) {
    return net
           && (net == builtInNetwork(BuiltInNetwork::Grand)
               || net == builtInNetwork(BuiltInNetwork::Embassy));
}

struct Accumulator {
    alignas(64) std::array<std::array<std::int16_t, Hidden>, 2> values; // by Color
};

// Computes both halves of `acc` from scratch.
void refresh(const Network& net, const Position& pos, Accumulator& acc);
// The evaluation in centipawns for `side` (the side to move) from a computed accumulator of
// a position with `pieces` pieces on the board.
int evaluate(const Network& net, const Accumulator& acc, Color side, int pieces);
// Convenience: refresh and evaluate (tests, explanations; the search updates incrementally).
int evaluate(const Network& net, const Position& pos);

// What one move changes on the board, as up to four piece additions and removals: the
// mover, what it took, and the rook that castles with a king.
struct BoardChange {
    struct Item {
        Piece piece;
        Square square;
        bool added;
    };
    std::array<Item, 4> items{};
    int count = 0;

    // The changes `m` makes when played in `pos` (before it is played).
    static BoardChange of(const Position& pos, Move m);
};

// One accumulator per ply of the search, each computed from its parent when first needed.
class AccumulatorStack {
public:
    explicit AccumulatorStack(int plies);

    // A new root: ply 0 is computed from scratch.
    void reset(const Network& net, const Position& root);
    // The position at `ply` arises from ply - 1 by `m`, to be played in `before`.
    void push(int ply, const Position& before, Move m);
    // The position at `ply` is ply - 1 passed (a null move).
    void pushNull(int ply);
    // The evaluation of `pos`, the position at `ply`.
    int evaluate(int ply, const Position& pos);

private:
    struct Entry {
        Accumulator acc;
        BoardChange change;
        std::array<std::int8_t, 2> region{}; // each side's king region, by Color
        bool computed = false;
    };
    template <bool Regional>
    void bringUpToDate(int ply, const Position& pos);
    const Network* m_net = nullptr;
    int m_ranks = RankCount; // the root's board
    std::vector<Entry> m_entries;
};

} // namespace grand::nnue
