#include "train_command.h"

#include "training_data.h"

#include "engine/eval/evaluate.h"
#include "engine/eval/nnue.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace grand::dev {

namespace {

using nnue::FeatureCount;
using nnue::Hidden;
constexpr int Factors = FeatureCount / SquareCount;

// Where the float network's first-layer rows lie (see Params::w1): each feature's own rows
// (FeatureCount per king region), then with king regions one row per feature shared by all
// regions, then one row per piece type and side shared by all squares.
struct Rows {
    int regions = 1;
    std::size_t count() const { return own() + shared() + Factors; }
    std::size_t own() const { return static_cast<std::size_t>(regions) * FeatureCount; }
    std::size_t shared() const { return regions == 1 ? 0 : FeatureCount; }
    // The rows feature `f`'s weight is the sum of, beyond its own: its square's row shared
    // by the regions (or none, SIZE_MAX) and its piece type's.
    std::size_t sharedOf(std::size_t f) const { return regions == 1 ? SIZE_MAX : own() + f % FeatureCount; }
    std::size_t factorOf(std::size_t f) const { return own() + shared() + f % FeatureCount / SquareCount; }
};

struct Options {
    std::vector<std::string> files;
    std::string out = "grand.nnue";
    std::string init; // a network to start from instead of random weights (fine-tuning)
    int epochs = 20;
    int batch = 16384;
    double lambda = 0.75; // weight of the search score in the target; the rest is the result
    double teacher = 0.0; // weight of the hand-written evaluation in what is learnt (not in what is measured)
    int expand = 0;       // positions a few random moves from each one, judged by the hand-written evaluation
    double rate = 0.001;
    int buckets = nnue::MaxOutputBuckets; // output buckets by piece count
    int regions = 0;     // king regions: 1 or nnue::KingRegions (0: as --init's network, or 1)
    bool squared = true; // the activation: clipped and squared, or clipped
    int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    std::uint64_t seed = 1;
    bool measure = false; // only measure --init's network on every game position of DATA
    bool mirror = true;   // also learn each position mirrored left to right
};

// One training position: its features seen by the side to move, then by the other side.
struct Samples {
    std::vector<std::uint16_t> features;
    std::vector<std::uint32_t> start;  // per sample: offset into features; count follows from the next
    std::vector<std::uint8_t> count;   // features per point of view
    std::vector<std::uint8_t> pieces;  // pieces on the board (chooses the output bucket)
    std::vector<float> target;         // expected score for the side to move, 0..1 (measured)
    std::vector<float> learnt;         // what training fits: the target, or with the teacher's part
    std::vector<float> result;         // the game's result for the side to move (0.5 where unknown)
    std::vector<std::int16_t> classic; // the hand-written evaluation, to compare errors
    std::vector<std::uint8_t> heldOut; // measured, never learnt

    std::size_t size() const { return target.size(); }
};

float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }

struct LoadOptions {
    double lambda = 0.75;
    double teacher = 0.0;
    int expand = 0;
    int regions = 1;
    bool allHeldOut = false; // every game position measured (train-net --measure)
    bool mirror = true;      // each game position also mirrored left to right
};

// Adds `p` (optionally mirrored left to right) with what is measured (`target`) and what is
// learnt (the target mixed with the hand-written evaluation's judgement `classic`), its
// features for a network of `regions` king regions.
void addSample(Samples& s, const Position& p, bool mirrored, float target, float result, int classic,
               double teacher, bool heldOut, int regions) {
    const Color side = p.sideToMove();
    s.start.push_back(static_cast<std::uint32_t>(s.features.size()));
    auto place = [&](Square sq) {
        return mirrored ? makeSquare(FileCount - 1 - fileOf(sq), rankOf(sq)) : sq;
    };
    const int ranks = p.variant().ranks;
    int n = 0;
    for (Color view : {side, ~side}) {
        const Square king = p.kingSquare(view);
        const int region = regions == 1 || king == NoSquare ? 0 : nnue::kingRegion(view, place(king), ranks);
        for (Square sq = 0; sq < SquareCount; ++sq)
            if (const Piece piece = p.pieceOn(sq); piece != Piece::Empty) {
                const int f = nnue::featureIndex(view, piece, place(sq), region, ranks);
                s.features.push_back(static_cast<std::uint16_t>(f));
                n += view == side ? 1 : 0;
            }
    }
    s.count.push_back(static_cast<std::uint8_t>(n));
    s.pieces.push_back(static_cast<std::uint8_t>(p.pieceCount()));
    s.target.push_back(target);
    s.result.push_back(result);
    s.classic.push_back(static_cast<std::int16_t>(classic));
    const auto c = static_cast<float>(teacher);
    s.learnt.push_back(c * sigmoid(static_cast<float>(classic) / nnue::OutputScale) + (1.0f - c) * target);
    s.heldOut.push_back(heldOut);
}

bool load(const std::string& path, const LoadOptions& o, Samples& s, long long& lines, std::mt19937_64& rng) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << "cannot open " << path << "\n";
        return false;
    }
    std::string line;
    int bad = 0;
    for (int lineNumber = 1; std::getline(in, line); ++lineNumber) {
        const auto read = parseTrainingLine(line);
        if (!read || !read->whiteScore) {
            if (++bad <= 5)
                std::cerr << path << ":" << lineNumber << ": not a 'FEN|result|score' line\n";
            continue;
        }
        if (!read->resultKnown) {
            // A position from `expand`, judged by a search: learnt from its score alone, in one
            // of its two mirror forms (as it is with --no-mirror), never held out (the held-out
            // error is about games).
            const Position& q = read->position;
            const auto white = static_cast<float>(*read->whiteScore);
            const float score = q.sideToMove() == Color::White ? white : -white;
            addSample(s, q, o.mirror && rng() % 2 == 0, sigmoid(score / nnue::OutputScale), 0.5f,
                      std::clamp(evaluate(q), -30000, 30000), o.teacher, false, o.regions);
            continue;
        }
        // Held out to measure, never trained on: every 50th block of 1,000 lines (every line
        // with --measure, which trains on nothing). Neighbouring lines come from the same game,
        // so a random choice of single positions would measure how well the network remembers
        // games rather than how well it judges new ones.
        const bool heldOut = o.allHeldOut || lines++ / 1000 % 50 == 49;
        const Position& p = read->position;
        const Color side = p.sideToMove();
        const auto white = static_cast<float>(read->whiteResult);
        const auto scoreWhite = static_cast<float>(*read->whiteScore);
        const float score = side == Color::White ? scoreWhite : -scoreWhite;
        const float result = side == Color::White ? white : 1.0f - white;
        const auto l = static_cast<float>(o.lambda);
        const float target = l * sigmoid(score / nnue::OutputScale) + (1.0f - l) * result;
        const int classic = std::clamp(evaluate(p), -30000, 30000);
        // A board mirrored left to right is judged alike (castling aside, which the features do
        // not see), so each position is also learnt in its mirrored form unless --no-mirror.
        for (bool mirrored : {false, true})
            if (!mirrored || o.mirror)
                addSample(s, p, mirrored, target, result, classic, o.teacher, heldOut, o.regions);
        // Positions a few random moves away, judged by the hand-written evaluation alone.
        for (int k = 0; k < o.expand && !heldOut; ++k) {
            const auto q = randomPositionNear(p, rng);
            if (!q)
                continue;
            const int judged = std::clamp(evaluate(*q), -3000, 3000);
            const float t = sigmoid(static_cast<float>(judged) / nnue::OutputScale);
            addSample(s, *q, o.mirror && rng() % 2 == 0, t, 0.5f, judged, 0.0, false, o.regions);
        }
    }
    if (bad)
        std::cerr << path << ": " << bad << " lines skipped\n";
    return true;
}

// The float network being trained, and its gradient of the same shape.
struct Params {
    int buckets = 1;
    bool squared = false;
    Rows rows;
    // The features, then (with king regions) one feature per piece and square shared by the
    // regions, then one per piece type and side (the "factorisers"): they learn what a piece
    // is worth on a square whatever the king's region, and anywhere, from every position it
    // appears in, so each feature's own weight only learns the difference. They are folded
    // into the features' weights when the network is written.
    std::vector<float> w1;
    std::vector<float> b1 = std::vector<float>(Hidden);
    std::vector<float> w2;
    std::vector<float> b2;

    Params(int outputBuckets, bool squaredActivation, int regions)
            : buckets(outputBuckets), squared(squaredActivation), rows{regions}, w1(rows.count() * Hidden),
              w2(static_cast<std::size_t>(outputBuckets) * 2 * Hidden),
              b2(static_cast<std::size_t>(outputBuckets)) {}

    template <class F>
    void each(F&& f) {
        f(w1);
        f(b1);
        f(w2);
        f(b2);
    }
    void zero() {
        each([](std::vector<float>& v) { std::fill(v.begin(), v.end(), 0.0f); });
    }
};

// Forward and (with `grad`) backward pass over samples [begin, end) of `order`; returns the
// summed squared error.
__attribute__((target_clones("avx2", "default"))) double pass(const Params& net, const Samples& s,
                                                              const std::vector<std::uint32_t>& order,
                                                              std::size_t begin, std::size_t end,
                                                              Params* grad, const std::vector<float>& goal) {
    double loss = 0;
    alignas(64) float h[2][Hidden];
    alignas(64) float dh[Hidden];
    for (std::size_t k = begin; k < end; ++k) {
        const std::uint32_t i = order[k];
        const std::uint16_t* f = s.features.data() + s.start[i];
        const int n = s.count[i];
        const int total =
            static_cast<int>((i + 1 < s.start.size() ? s.start[i + 1] : s.features.size()) - s.start[i]);
        const int counts[2] = {n, total - n};
        const auto bucket = static_cast<std::size_t>(nnue::outputBucket(s.pieces[i], net.buckets));
        const float* w2 = net.w2.data() + bucket * 2 * Hidden;
        float out = net.b2[bucket];
        for (int v = 0; v < 2; ++v) {
            const std::uint16_t* fv = v == 0 ? f : f + n;
            for (int j = 0; j < Hidden; ++j)
                h[v][j] = net.b1[static_cast<std::size_t>(j)];
            for (int a = 0; a < counts[v]; ++a) {
                const float* w = net.w1.data() + static_cast<std::size_t>(fv[a]) * Hidden;
                const float* type = net.w1.data() + net.rows.factorOf(fv[a]) * Hidden;
                for (int j = 0; j < Hidden; ++j)
                    h[v][j] += w[j] + type[j];
                if (const std::size_t r = net.rows.sharedOf(fv[a]); r != SIZE_MAX) {
                    const float* shared = net.w1.data() + r * Hidden;
                    for (int j = 0; j < Hidden; ++j)
                        h[v][j] += shared[j];
                }
            }
            for (int j = 0; j < Hidden; ++j) {
                const float c = std::clamp(h[v][j], 0.0f, 1.0f);
                out += (net.squared ? c * c : c) * w2[v * Hidden + j];
            }
        }
        const float p = sigmoid(out);
        const float e = p - goal[i];
        loss += static_cast<double>(e * e);
        if (!grad)
            continue;
        const float g = 2.0f * e * p * (1.0f - p);
        grad->b2[bucket] += g;
        for (int v = 0; v < 2; ++v) {
            const std::uint16_t* fv = v == 0 ? f : f + n;
            float* gw2 = grad->w2.data() + bucket * 2 * Hidden + static_cast<std::size_t>(v) * Hidden;
            for (int j = 0; j < Hidden; ++j) {
                const float x = h[v][j];
                const float c = std::clamp(x, 0.0f, 1.0f);
                gw2[j] += g * (net.squared ? c * c : c);
                const float slope = net.squared ? 2.0f * c : 1.0f;
                dh[j] = x > 0.0f && x < 1.0f ? g * slope * w2[v * Hidden + j] : 0.0f;
                grad->b1[static_cast<std::size_t>(j)] += dh[j];
            }
            for (int a = 0; a < counts[v]; ++a) {
                float* gw = grad->w1.data() + static_cast<std::size_t>(fv[a]) * Hidden;
                float* gtype = grad->w1.data() + net.rows.factorOf(fv[a]) * Hidden;
                for (int j = 0; j < Hidden; ++j) {
                    gw[j] += dh[j];
                    gtype[j] += dh[j];
                }
                if (const std::size_t r = net.rows.sharedOf(fv[a]); r != SIZE_MAX) {
                    float* gshared = grad->w1.data() + r * Hidden;
                    for (int j = 0; j < Hidden; ++j)
                        gshared[j] += dh[j];
                }
            }
        }
    }
    return loss;
}

// Runs `pass` over [begin, end) on the worker threads against `goal`; each thread's gradient
// is summed into grads[0].
double parallelPass(const Params& net, const Samples& s, const std::vector<std::uint32_t>& order,
                    std::size_t begin, std::size_t end, std::vector<Params>* grads,
                    const std::vector<float>& goal) {
    const std::size_t workers = grads ? grads->size() : 2;
    std::vector<double> losses(workers);
    std::vector<std::thread> threads;
    const std::size_t chunk = (end - begin + workers - 1) / workers;
    for (std::size_t t = 0; t < workers; ++t) {
        const std::size_t b = std::min(end, begin + t * chunk), e = std::min(end, b + chunk);
        threads.emplace_back(
            [&, t, b, e] { losses[t] = pass(net, s, order, b, e, grads ? &(*grads)[t] : nullptr, goal); });
    }
    for (auto& th : threads)
        th.join();
    if (grads)
        for (std::size_t t = 1; t < workers; ++t) {
            auto add = [](std::vector<float>& to, const std::vector<float>& from) {
                for (std::size_t i = 0; i < to.size(); ++i)
                    to[i] += from[i];
            };
            add((*grads)[0].w1, (*grads)[t].w1);
            add((*grads)[0].b1, (*grads)[t].b1);
            add((*grads)[0].w2, (*grads)[t].w2);
            add((*grads)[0].b2, (*grads)[t].b2);
        }
    double sum = 0;
    for (double l : losses)
        sum += l;
    return sum;
}

// The integer output bias is the float one times this (nnue.h: QA * QB, or QA * QA * QB squared).
double outputBiasScale(bool squared) { return (squared ? double{nnue::QA} : 1.0) * nnue::QA * nnue::QB; }

nnue::Network quantise(const Params& p) {
    auto q = [](float x, int scale) {
        return static_cast<std::int16_t>(
            std::clamp(std::lround(x * static_cast<float>(scale)), -32767L, 32767L));
    };
    nnue::Network net;
    net.buckets = p.buckets;
    net.kingRegions = p.rows.regions;
    net.activation =
        p.squared ? nnue::Network::Activation::SquaredClipped : nnue::Network::Activation::Clipped;
    for (std::size_t i = 0; i < p.rows.own() * Hidden; ++i) {
        const std::size_t feature = i / Hidden, unit = i % Hidden;
        float w = p.w1[i] + p.w1[p.rows.factorOf(feature) * Hidden + unit];
        if (const std::size_t r = p.rows.sharedOf(feature); r != SIZE_MAX)
            w += p.w1[r * Hidden + unit];
        net.featureWeights.push_back(q(w, nnue::QA));
    }
    for (float x : p.b1)
        net.featureBias.push_back(q(x, nnue::QA));
    for (float x : p.w2)
        net.outputWeights.push_back(q(x, nnue::QB));
    const double biasScale = outputBiasScale(p.squared);
    for (float x : p.b2)
        net.outputBias.push_back(static_cast<std::int32_t>(std::lround(static_cast<double>(x) * biasScale)));
    return net;
}

// The inverse of `quantise`: the float network whose quantised form is `net` (the shared
// rows start at zero, their share being already in each feature's weight). A network without
// king regions can start one with them: its weights go to the rows the regions share, and
// the regions' own rows start at zero, so that the result evaluates as `net` does.
Params dequantise(const nnue::Network& net, int regions) {
    const bool squared = net.activation == nnue::Network::Activation::SquaredClipped;
    Params p(net.buckets, squared, regions);
    const std::size_t to = net.kingRegions == regions ? 0 : p.rows.own() * Hidden;
    for (std::size_t i = 0; i < net.featureWeights.size(); ++i)
        p.w1[to + i] = static_cast<float>(net.featureWeights[i]) / nnue::QA;
    for (std::size_t i = 0; i < net.featureBias.size(); ++i)
        p.b1[i] = static_cast<float>(net.featureBias[i]) / nnue::QA;
    for (std::size_t i = 0; i < net.outputWeights.size(); ++i)
        p.w2[i] = static_cast<float>(net.outputWeights[i]) / nnue::QB;
    const double biasScale = outputBiasScale(squared);
    for (std::size_t i = 0; i < net.outputBias.size(); ++i)
        p.b2[i] = static_cast<float>(net.outputBias[i] / biasScale);
    return p;
}

bool parse(const std::vector<std::string>& args, Options& o) {
    try {
        for (std::size_t i = 1; i < args.size(); ++i) {
            const std::string& a = args[i];
            const bool more = i + 1 < args.size();
            if (a == "--out" && more)
                o.out = args[++i];
            else if (a == "--init" && more)
                o.init = args[++i];
            else if (a == "--epochs" && more)
                o.epochs = std::stoi(args[++i]);
            else if (a == "--batch" && more)
                o.batch = std::stoi(args[++i]);
            else if (a == "--lambda" && more)
                o.lambda = std::stod(args[++i]);
            else if (a == "--expand" && more)
                o.expand = std::stoi(args[++i]);
            else if (a == "--teacher" && more)
                o.teacher = std::stod(args[++i]);
            else if (a == "--rate" && more)
                o.rate = std::stod(args[++i]);
            else if (a == "--buckets" && more)
                o.buckets = std::stoi(args[++i]);
            else if (a == "--king-regions" && more)
                o.regions = std::stoi(args[++i]);
            else if (a == "--activation" && more) {
                const std::string& name = args[++i];
                if (name != "squared" && name != "clipped")
                    return false;
                o.squared = name == "squared";
            } else if (a == "--threads" && more)
                o.threads = std::stoi(args[++i]);
            else if (a == "--seed" && more)
                o.seed = std::stoull(args[++i]);
            else if (a == "--measure")
                o.measure = true;
            else if (a == "--no-mirror")
                o.mirror = false;
            else if (!a.empty() && a[0] != '-')
                o.files.push_back(a);
            else
                return false;
        }
    } catch (const std::exception&) {
        return false;
    }
    return !o.files.empty() && (!o.measure || !o.init.empty()) && o.epochs > 0 && o.batch > 0 && o.threads > 0
           && o.lambda >= 0 && o.lambda <= 1 && o.buckets >= 1 && o.buckets <= nnue::MaxOutputBuckets
           && (o.regions == 0 || o.regions == 1 || o.regions == nnue::KingRegions);
}

} // namespace

int trainCommand(const std::vector<std::string>& args) {
    Options o;
    if (!parse(args, o)) {
        std::cerr
            << "usage: grandchess-dev train-net [--out FILE] [--init FILE] [--epochs N] [--batch N] "
               "[--lambda L] "
               "[--expand N] [--teacher W] [--rate R] [--buckets N] [--activation squared|clipped] "
               "[--king-regions 1|6] [--threads N] [--seed S] [--no-mirror] [--measure] DATA...\n"
               "  (--buckets: output buckets by piece count, 1 to 8, default 8; --activation: default "
               "squared;\n"
               "   --king-regions: features for each region of the own king (6) or not (1); default 1,\n"
               "   or --init's)\n"
               "  (--init: start from this network, whose shape then overrides --buckets and --activation;\n"
               "   one without king regions may start one with them)\n"
               "  (DATA: lines 'FEN|result|score' from 'soak --record', or 'FEN|*|score' from 'expand')\n"
               "  (--no-mirror: learn each position only as it is, not also mirrored left to right)\n"
               "  (--measure: print --init's errors on every game position of DATA and stop; nothing is "
               "written)\n";
        return 2;
    }
    // A network to start from fixes the shape; read it before the data so that a bad file
    // fails at once.
    nnue::Network start;
    if (!o.init.empty()) {
        std::string why;
        if (!nnue::Network::load(o.init, start, &why)) {
            std::cerr << "train-net: " << why << "\n";
            return 1;
        }
        o.buckets = start.buckets;
        o.squared = start.activation == nnue::Network::Activation::SquaredClipped;
        if (o.regions == 0)
            o.regions = start.kingRegions;
        if (start.kingRegions != 1 && start.kingRegions != o.regions) {
            std::cerr << "train-net: " << o.init << " has " << start.kingRegions
                      << " king regions and cannot start a network with " << o.regions << "\n";
            return 2;
        }
    }
    if (o.regions == 0)
        o.regions = 1;
    const auto t0 = std::chrono::steady_clock::now();
    auto seconds = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    };
    Samples s;
    std::mt19937_64 rng(o.seed);
    long long lines = 0;
    for (const std::string& f : o.files)
        if (!load(f, {o.lambda, o.teacher, o.measure ? 0 : o.expand, o.regions, o.measure, o.mirror}, s,
                  lines, rng))
            return 1;
    if (s.size() < 100) {
        std::cerr << "train-net: only " << s.size() << " positions\n";
        return 1;
    }
    std::vector<std::uint32_t> order, held;
    for (std::uint32_t i = 0; i < s.size(); ++i)
        (s.heldOut[i] ? held : order).push_back(i);
    if (held.empty())
        held.push_back(order.back()), order.pop_back();
    const std::size_t validation = held.size();
    std::cout << "train-net: " << s.size() << " positions (" << validation << " held out), read in "
              << seconds() << " s; lambda " << o.lambda << ", " << o.buckets << " output buckets, "
              << (o.squared ? "squared" : "clipped") << " activation, " << o.regions << " king region"
              << (o.regions == 1 ? "" : "s") << ", " << o.threads << " threads\n";

    // The hand-written evaluation's errors on the held-out positions, for comparison: against
    // the target, and against the game's result alone (which does not depend on --lambda, so
    // networks trained with different targets can be compared by it).
    double classicError = 0, classicResultError = 0;
    for (std::uint32_t i : held) {
        const float p = sigmoid(static_cast<float>(s.classic[i]) / nnue::OutputScale);
        classicError += static_cast<double>((p - s.target[i]) * (p - s.target[i]));
        classicResultError += static_cast<double>((p - s.result[i]) * (p - s.result[i]));
    }
    const auto perHeld = [&](double sum) { return sum / static_cast<double>(held.size()); };
    std::cout << "held-out error of the hand-written evaluation: " << perHeld(classicError)
              << ", against results " << perHeld(classicResultError) << "\n";

    Params net(o.buckets, o.squared, o.regions);
    Params m = net, v = net; // Adam's moments, zero like the new network
    if (o.init.empty()) {
        std::normal_distribution<float> init1(0.0f, 0.08f), init2(0.0f, 0.05f);
        for (float& x : net.w1)
            x = init1(rng);
        for (float& x : net.b1)
            x = 0.1f;
        for (float& x : net.w2)
            x = init2(rng);
    } else {
        net = dequantise(start, o.regions);
        const double before = parallelPass(net, s, held, 0, held.size(), nullptr, s.result);
        std::cout << "starting from " << o.init << ": held-out error against results " << perHeld(before)
                  << "\n";
        if (o.measure) {
            const double target = parallelPass(net, s, held, 0, held.size(), nullptr, s.target);
            std::cout << "measured " << held.size()
                      << (o.mirror ? " positions (each line and its mirror)" : " positions")
                      << ": error against the "
                      << "target " << perHeld(target) << ", against results " << perHeld(before) << "\n";
            return 0;
        }
    }
    std::vector<Params> grads(static_cast<std::size_t>(o.threads), net);
    const float beta1 = 0.9f, beta2 = 0.999f, eps = 1e-8f;
    long long step = 0;
    for (int epoch = 1; epoch <= o.epochs; ++epoch) {
        std::shuffle(order.begin(), order.end(), rng);
        // The rate falls tenfold over the last third of the epochs.
        const double rate = o.rate * (epoch > o.epochs * 2 / 3 ? 0.1 : 1.0);
        double trainLoss = 0;
        for (std::size_t b = 0; b < order.size(); b += static_cast<std::size_t>(o.batch)) {
            const std::size_t e = std::min(order.size(), b + static_cast<std::size_t>(o.batch));
            for (Params& g : grads)
                g.zero();
            trainLoss += parallelPass(net, s, order, b, e, &grads, s.learnt);
            ++step;
            const float scale = 1.0f / static_cast<float>(e - b);
            const float c1 = 1.0f - std::pow(beta1, static_cast<float>(step));
            const float c2 = 1.0f - std::pow(beta2, static_cast<float>(step));
            const auto r = static_cast<float>(rate);
            auto adam = [&](std::vector<float>& w, const std::vector<float>& g, std::vector<float>& mm,
                            std::vector<float>& vv, float limit) {
                for (std::size_t i = 0; i < w.size(); ++i) {
                    const float gi = g[i] * scale;
                    mm[i] = beta1 * mm[i] + (1 - beta1) * gi;
                    vv[i] = beta2 * vv[i] + (1 - beta2) * gi * gi;
                    const float update = r * (mm[i] / c1) / (std::sqrt(vv[i] / c2) + eps);
                    w[i] = std::clamp(w[i] - update, -limit, limit);
                }
            };
            // Limits keep the integer network in range: 16-bit accumulators, 16-bit output weights.
            adam(net.w1, grads[0].w1, m.w1, v.w1, 1.98f);
            adam(net.b1, grads[0].b1, m.b1, v.b1, 1.98f);
            adam(net.w2, grads[0].w2, m.w2, v.w2, 500.0f / nnue::QB);
            adam(net.b2, grads[0].b2, m.b2, v.b2, 100.0f);
        }
        const double heldLoss = parallelPass(net, s, held, 0, held.size(), nullptr, s.target);
        const double heldResultLoss = parallelPass(net, s, held, 0, held.size(), nullptr, s.result);
        std::cout << "epoch " << epoch << ": training error " << trainLoss / static_cast<double>(order.size())
                  << ", held-out error " << perHeld(heldLoss) << ", against results "
                  << perHeld(heldResultLoss) << " (" << seconds() << " s)" << std::endl;
        const auto bytes = quantise(net).serialise();
        std::ofstream out(o.out + ".tmp", std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out || std::rename((o.out + ".tmp").c_str(), o.out.c_str()) != 0) {
            std::cerr << "train-net: cannot write " << o.out << "\n";
            return 1;
        }
    }
    std::cout << "train-net: wrote " << o.out << "\n";
    return 0;
}

} // namespace grand::dev
