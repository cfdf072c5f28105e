#include "engine/eval/nnue.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>

namespace grand::nnue {

namespace {

constexpr char Magic[4] = {'G', 'C', 'N', 'N'};
constexpr std::uint32_t Version = 3; // the newest; networks without king regions are written as 2

std::uint32_t read32(const unsigned char* p) {
    return static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8
           | static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
}

void write32(std::vector<unsigned char>& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}

using Row = std::array<std::int16_t, Hidden>;

const Row& row(const Network& net, int feature) {
    return *reinterpret_cast<const Row*>(net.featureWeights.data()
                                         + static_cast<std::size_t>(feature) * Hidden);
}

// The hot loops: plain code the compiler vectorises, built for AVX2 too and chosen at start-up.
__attribute__((target_clones("avx2", "default"))) void addRow(Row& acc, const Row& w) {
    for (std::size_t i = 0; i < Hidden; ++i)
        acc[i] = static_cast<std::int16_t>(acc[i] + w[i]);
}

// to = from + added - removed1 - removed2, in one pass.
__attribute__((target_clones("avx2", "default"))) void update(Row& to, const Row& from, const Row& added,
                                                              const Row& removed1, const Row& removed2) {
    for (std::size_t i = 0; i < Hidden; ++i)
        to[i] = static_cast<std::int16_t>(from[i] + added[i] - removed1[i] - removed2[i]);
}

const Row ZeroRow{};

__attribute__((target_clones("avx2", "default"))) std::int32_t clippedDot(const Row& acc,
                                                                          const std::int16_t* w) {
    std::int32_t sum = 0;
    for (int i = 0; i < Hidden; ++i) {
        const std::int16_t a = std::clamp<std::int16_t>(acc[static_cast<std::size_t>(i)], 0, QA);
        sum += static_cast<std::int32_t>(a) * w[i];
    }
    return sum;
}

// Each term a * a * w fits 32 bits (255 * 255 * 32767 < 2^31); their sum may not.
__attribute__((target_clones("avx2", "default"))) std::int64_t squaredDot(const Row& acc,
                                                                          const std::int16_t* w) {
    std::int64_t sum = 0;
    for (int i = 0; i < Hidden; ++i) {
        const std::int32_t a = std::clamp<std::int16_t>(acc[static_cast<std::size_t>(i)], 0, QA);
        sum += static_cast<std::int64_t>(a * a * w[i]);
    }
    return sum;
}

// The same sum as squaredDot when every |w| <= SmallOutputWeight: then a * w fits 16 bits
// (255 * 128 < 2^15) and the whole sum fits 32 (256 * 255 * 255 * 128 < 2^31), so the
// compiler can multiply sixteen at a time and add pairs (vpmaddwd) instead of widening to
// 64 bits.
__attribute__((target_clones("avx2", "default"))) std::int32_t squaredDotSmall(const Row& acc,
                                                                               const std::int16_t* w) {
    std::int32_t sum = 0;
    for (int i = 0; i < Hidden; ++i) {
        const std::int16_t a = std::clamp<std::int16_t>(acc[static_cast<std::size_t>(i)], 0, QA);
        const auto aw = static_cast<std::int16_t>(a * w[i]);
        sum += static_cast<std::int32_t>(aw) * a;
    }
    return sum;
}

} // namespace

bool Network::load(const std::string& path, Network& out, std::string* why) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (why)
            *why = "cannot open " + path;
        return false;
    }
    const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                           std::istreambuf_iterator<char>());
    std::string problem;
    if (!parse(bytes, out, &problem)) {
        if (why)
            *why = path + ": " + problem;
        return false;
    }
    return true;
}

bool Network::parse(std::span<const unsigned char> bytes, Network& out, std::string* why) {
    auto fail = [&](const std::string& what) {
        if (why)
            *why = what;
        return false;
    };
    if (bytes.size() < 12 || std::memcmp(bytes.data(), Magic, 4) != 0)
        return fail("not a network file (no GCNN header)");
    const std::uint32_t version = read32(bytes.data() + 4);
    if (version < 1 || version > Version)
        return fail("network format version " + std::to_string(version) + ", expected 1 to "
                    + std::to_string(Version));
    if (read32(bytes.data() + 8) != Hidden)
        return fail("network has " + std::to_string(read32(bytes.data() + 8)) + " hidden units, expected "
                    + std::to_string(Hidden));
    std::size_t header = 12;
    std::uint32_t buckets = 1, activation = 0, regions = 1;
    if (version >= 2) {
        if (bytes.size() < 20)
            return fail("network file has " + std::to_string(bytes.size())
                        + " bytes, too short for its header");
        buckets = read32(bytes.data() + 12);
        activation = read32(bytes.data() + 16);
        header = 20;
        if (buckets < 1 || buckets > MaxOutputBuckets)
            return fail("network has " + std::to_string(buckets) + " output buckets, expected 1 to "
                        + std::to_string(MaxOutputBuckets));
        if (activation > 1)
            return fail("network has an unknown activation (" + std::to_string(activation) + ")");
    }
    if (version >= 3) {
        if (bytes.size() < 24)
            return fail("network file has " + std::to_string(bytes.size())
                        + " bytes, too short for its header");
        regions = read32(bytes.data() + 20);
        header = 24;
        if (regions != 1 && regions != KingRegions)
            return fail("network has " + std::to_string(regions) + " king regions, expected 1 or "
                        + std::to_string(KingRegions));
    }
    const std::size_t featureWeights = std::size_t{regions} * FeatureCount * Hidden;
    const std::size_t weights = featureWeights + Hidden + buckets * 2 * Hidden;
    const std::size_t expected = header + 2 * weights + 4 * buckets;
    if (bytes.size() != expected)
        return fail("network file has " + std::to_string(bytes.size()) + " bytes, expected "
                    + std::to_string(expected));
    out.buckets = static_cast<int>(buckets);
    out.activation = static_cast<Activation>(activation);
    out.kingRegions = static_cast<int>(regions);
    const unsigned char* p = bytes.data() + header;
    auto take = [&](std::vector<std::int16_t>& v, std::size_t n) {
        v.resize(n);
        for (std::size_t i = 0; i < n; ++i, p += 2)
            v[i] = static_cast<std::int16_t>(static_cast<std::uint16_t>(p[0] | p[1] << 8));
    };
    take(out.featureWeights, featureWeights);
    take(out.featureBias, Hidden);
    take(out.outputWeights, buckets * 2 * Hidden);
    out.outputBias.resize(buckets);
    for (std::size_t b = 0; b < buckets; ++b, p += 4)
        out.outputBias[b] = static_cast<std::int32_t>(read32(p));
    out.smallOutputWeights =
        std::all_of(out.outputWeights.begin(), out.outputWeights.end(),
                    [](std::int16_t w) { return w >= -SmallOutputWeight && w <= SmallOutputWeight; });
    return true;
}

std::vector<unsigned char> Network::serialise() const {
    std::vector<unsigned char> out(Magic, Magic + 4);
    write32(out, kingRegions == 1 ? 2 : Version);
    write32(out, Hidden);
    write32(out, static_cast<std::uint32_t>(buckets));
    write32(out, static_cast<std::uint32_t>(activation));
    if (kingRegions != 1)
        write32(out, static_cast<std::uint32_t>(kingRegions));
    for (const auto* v : {&featureWeights, &featureBias, &outputWeights})
        for (std::int16_t x : *v) {
            const auto u = static_cast<std::uint16_t>(x);
            out.push_back(static_cast<unsigned char>(u & 0xff));
            out.push_back(static_cast<unsigned char>(u >> 8));
        }
    for (std::int32_t b : outputBias)
        write32(out, static_cast<std::uint32_t>(b));
    return out;
}

namespace {

// Computes the half of `acc` seen from `view` from scratch.
void refreshHalf(const Network& net, const Position& pos, Color view, Accumulator& acc) {
    Row& values = acc.values[static_cast<std::size_t>(index(view))];
    std::copy_n(net.featureBias.begin(), Hidden, values.begin());
    const int region = net.regionOf(pos, view);
    const int ranks = pos.variant().ranks;
    for (Square s = 0; s < SquareCount; ++s)
        if (const Piece p = pos.pieceOn(s); p != Piece::Empty)
            addRow(values, row(net, featureIndex(view, p, s, region, ranks)));
}

} // namespace

void refresh(const Network& net, const Position& pos, Accumulator& acc) {
    for (Color view : {Color::White, Color::Black})
        refreshHalf(net, pos, view, acc);
}

int evaluate(const Network& net, const Accumulator& acc, Color side, int pieces) {
    const auto bucket = static_cast<std::size_t>(outputBucket(pieces, net.buckets));
    const std::int16_t* w = net.outputWeights.data() + bucket * 2 * Hidden;
    const Row& ours = acc.values[static_cast<std::size_t>(index(side))];
    const Row& theirs = acc.values[static_cast<std::size_t>(index(~side))];
    if (net.activation == Network::Activation::SquaredClipped) {
        const std::int64_t sum =
            (net.smallOutputWeights
                 ? static_cast<std::int64_t>(squaredDotSmall(ours, w)) + squaredDotSmall(theirs, w + Hidden)
                 : squaredDot(ours, w) + squaredDot(theirs, w + Hidden))
            + net.outputBias[bucket];
        return static_cast<int>(sum * OutputScale / (static_cast<std::int64_t>(QA) * QA * QB));
    }
    const std::int32_t sum = clippedDot(ours, w) + clippedDot(theirs, w + Hidden) + net.outputBias[bucket];
    return static_cast<int>(static_cast<std::int64_t>(sum) * OutputScale / (QA * QB));
}

int evaluate(const Network& net, const Position& pos) {
    Accumulator acc;
    refresh(net, pos, acc);
    return evaluate(net, acc, pos.sideToMove(), pos.pieceCount());
}

BoardChange BoardChange::of(const Position& pos, Move m) {
    BoardChange c;
    const Piece moved = pos.pieceOn(m.from());
    const Color us = colorOf(moved);
    c.items[static_cast<std::size_t>(c.count++)] = {moved, m.from(), false};
    if (pos.isCastling(m)) {
        const Move rook = pos.castlingRookMove(m);
        const Piece r = pos.pieceOn(rook.from());
        c.items[static_cast<std::size_t>(c.count++)] = {r, rook.from(), false};
        c.items[static_cast<std::size_t>(c.count++)] = {r, rook.to(), true};
    } else if (m.isEnPassant()) {
        const Square victim = m.to() + (us == Color::White ? -FileCount : FileCount);
        c.items[static_cast<std::size_t>(c.count++)] = {pos.pieceOn(victim), victim, false};
    } else if (const Piece captured = pos.pieceOn(m.to()); captured != Piece::Empty) {
        c.items[static_cast<std::size_t>(c.count++)] = {captured, m.to(), false};
    }
    const Piece arriving = m.isPromotion() ? makePiece(us, m.promotion()) : moved;
    c.items[static_cast<std::size_t>(c.count++)] = {arriving, m.to(), true};
    return c;
}

AccumulatorStack::AccumulatorStack(int plies) : m_entries(static_cast<std::size_t>(plies)) {}

void AccumulatorStack::reset(const Network& net, const Position& root) {
    m_net = &net;
    m_ranks = root.variant().ranks;
    Entry& e = m_entries[0];
    refresh(net, root, e.acc);
    for (Color c : {Color::White, Color::Black})
        e.region[static_cast<std::size_t>(index(c))] = static_cast<std::int8_t>(net.regionOf(root, c));
    e.computed = true;
}

void AccumulatorStack::push(int ply, const Position& before, Move m) {
    Entry& e = m_entries[static_cast<std::size_t>(ply)];
    e.change = BoardChange::of(before, m);
    e.computed = false;
    if (m_net->kingRegions == 1)
        return; // regions are not read
    e.region = m_entries[static_cast<std::size_t>(ply - 1)].region;
    if (const Piece moved = before.pieceOn(m.from()); typeOf(moved) == PieceType::King) {
        const Color c = colorOf(moved);
        e.region[static_cast<std::size_t>(index(c))] =
            static_cast<std::int8_t>(kingRegion(c, m.to(), m_ranks));
    }
}

void AccumulatorStack::pushNull(int ply) {
    Entry& e = m_entries[static_cast<std::size_t>(ply)];
    e.change = BoardChange{};
    e.region = m_entries[static_cast<std::size_t>(ply - 1)].region;
    e.computed = false;
}

// Brings the accumulator at `ply` (the position `pos`) up to date. Without king regions
// (Regional false) every region is 0 and the walk is the plain one.
template <bool Regional>
void AccumulatorStack::bringUpToDate(int ply, const Position& pos) {
    Entry& target = m_entries[static_cast<std::size_t>(ply)];
    int first = ply;
    while (!m_entries[static_cast<std::size_t>(first)].computed)
        --first;
    // Each half follows the moves since the nearest computed ply, with the rows of its king's
    // region at `ply`; a half whose king was in another region there is computed afresh from
    // `pos` instead.
    const std::array<std::int8_t, 2> region = Regional ? target.region : std::array<std::int8_t, 2>{};
    const std::array<std::int8_t, 2> then = m_entries[static_cast<std::size_t>(first)].region;
    const std::array<bool, 2> afresh = {Regional && then[0] != region[0], Regional && then[1] != region[1]};
    for (int p = first + 1; p <= ply; ++p) {
        Entry& e = m_entries[static_cast<std::size_t>(p)];
        const Accumulator& parent = m_entries[static_cast<std::size_t>(p - 1)].acc;
        for (Color view : {Color::White, Color::Black}) {
            const auto v = static_cast<std::size_t>(index(view));
            if (afresh[v])
                continue;
            if (e.change.count == 0) {
                e.acc.values[v] = parent.values[v];
                continue;
            }
            // A move adds one piece and removes one or two (the mover, and what it took); a
            // castling adds and removes two (the king and the rook).
            const Row* added[2] = {&ZeroRow, nullptr};
            const Row* removed[2] = {&ZeroRow, &ZeroRow};
            int addedCount = 0, removedCount = 0;
            for (int i = 0; i < e.change.count; ++i) {
                const BoardChange::Item& item = e.change.items[static_cast<std::size_t>(i)];
                const Row& w = row(*m_net, featureIndex(view, item.piece, item.square, region[v], m_ranks));
                if (item.added)
                    added[addedCount++] = &w;
                else
                    removed[removedCount++] = &w;
            }
            update(e.acc.values[v], parent.values[v], *added[0], *removed[0], *removed[1]);
            if (added[1])
                addRow(e.acc.values[v], *added[1]);
        }
        // A ply between whose king stood in another region got this region's sums, which are
        // not its own.
        e.computed = !Regional || (e.region == region && !afresh[0] && !afresh[1]);
    }
    if constexpr (Regional) {
        for (Color view : {Color::White, Color::Black})
            if (afresh[static_cast<std::size_t>(index(view))])
                refreshHalf(*m_net, pos, view, target.acc);
        target.computed = true;
    }
}

int AccumulatorStack::evaluate(int ply, const Position& pos) {
    if (!m_entries[static_cast<std::size_t>(ply)].computed) {
        if (m_net->kingRegions == 1)
            bringUpToDate<false>(ply, pos);
        else
            bringUpToDate<true>(ply, pos);
    }
    return nnue::evaluate(*m_net, m_entries[static_cast<std::size_t>(ply)].acc, pos.sideToMove(),
                          pos.pieceCount());
}

} // namespace grand::nnue
