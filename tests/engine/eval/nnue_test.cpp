// The learned evaluation: the file format, the incremental accumulators against a
// computation from scratch, symmetry, and the network the program carries.

#include "engine/eval/nnue.h"
#include "engine/rules/movegen.h"
#include "engine/search/engine.h"
#include "engine/search/search.h"
#include "engine/search/tt.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <random>
#include <set>

namespace grand {
namespace {

nnue::Network randomNetwork(std::uint64_t seed,
                            nnue::Network::Activation activation = nnue::Network::Activation::SquaredClipped,
                            int buckets = nnue::MaxOutputBuckets, int kingRegions = 1) {
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> small(-60, 60);
    nnue::Network net;
    net.activation = activation;
    net.buckets = buckets;
    net.kingRegions = kingRegions;
    net.featureWeights.resize(static_cast<std::size_t>(kingRegions) * nnue::FeatureCount * nnue::Hidden);
    for (auto& w : net.featureWeights)
        w = static_cast<std::int16_t>(small(rng));
    net.featureBias.resize(nnue::Hidden);
    for (auto& w : net.featureBias)
        w = static_cast<std::int16_t>(small(rng) + 60);
    net.outputWeights.resize(static_cast<std::size_t>(buckets) * 2 * nnue::Hidden);
    for (auto& w : net.outputWeights)
        w = static_cast<std::int16_t>(small(rng));
    for (int b = 0; b < buckets; ++b)
        net.outputBias.push_back(1234 * (b + 1));
    return net;
}

// The evaluation computed the slow way, in floating point, from the definition in nnue.h.
double definedEvaluation(const nnue::Network& net, const Position& pos) {
    const int bucket = nnue::outputBucket(pos.pieceCount(), net.buckets);
    const bool squared = net.activation == nnue::Network::Activation::SquaredClipped;
    const double qa = nnue::QA, qb = nnue::QB;
    double out = net.outputBias[static_cast<std::size_t>(bucket)] / (squared ? qa * qa * qb : qa * qb);
    const Color us = pos.sideToMove();
    for (Color view : {us, ~us}) {
        // The king's region, found here from its rank and file as nnue.h describes them.
        int region = 0;
        if (net.kingRegions > 1) {
            const Square king = pos.kingSquare(view);
            const int rank = view == Color::White ? rankOf(king) : pos.variant().ranks - 1 - rankOf(king);
            region = (rank <= 1 ? 0 : 3) + (fileOf(king) <= 2 ? 0 : fileOf(king) <= 6 ? 1 : 2);
        }
        for (int unit = 0; unit < nnue::Hidden; ++unit) {
            double sum = net.featureBias[static_cast<std::size_t>(unit)];
            for (Square s = 0; s < SquareCount; ++s)
                if (const Piece p = pos.pieceOn(s); p != Piece::Empty)
                    sum += net.featureWeights[static_cast<std::size_t>(
                                                  nnue::featureIndex(view, p, s, region, pos.variant().ranks))
                                                  * nnue::Hidden
                                              + static_cast<std::size_t>(unit)];
            const double a = std::clamp(sum / qa, 0.0, 1.0);
            const std::size_t w = static_cast<std::size_t>(bucket) * 2 * nnue::Hidden
                                  + (view == us ? 0 : nnue::Hidden) + static_cast<std::size_t>(unit);
            out += (squared ? a * a : a) * net.outputWeights[w] / qb;
        }
    }
    return out * nnue::OutputScale;
}

void writeNetwork(const nnue::Network& net, const std::string& path) {
    const auto bytes = net.serialise();
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

Position fen(const char* text) {
    auto pos = Position::fromFen(text);
    EXPECT_TRUE(pos) << text;
    return pos.value();
}

TEST(Nnue, FileRoundTripAndRejection) {
    const nnue::Network net = randomNetwork(1);
    const auto bytes = net.serialise();
    nnue::Network back;
    std::string why;
    ASSERT_TRUE(nnue::Network::parse(bytes, back, &why)) << why;
    EXPECT_EQ(back.featureWeights, net.featureWeights);
    EXPECT_EQ(back.featureBias, net.featureBias);
    EXPECT_EQ(back.outputWeights, net.outputWeights);
    EXPECT_EQ(back.outputBias, net.outputBias);
    EXPECT_EQ(back.buckets, net.buckets);
    EXPECT_EQ(back.activation, net.activation);
    const nnue::Network clipped = randomNetwork(1, nnue::Network::Activation::Clipped, 3);
    ASSERT_TRUE(nnue::Network::parse(clipped.serialise(), back, &why)) << why;
    EXPECT_EQ(back.buckets, 3);
    EXPECT_EQ(back.activation, nnue::Network::Activation::Clipped);
    EXPECT_EQ(back.outputWeights, clipped.outputWeights);
    EXPECT_EQ(bytes[4], 2) << "a network without king regions is written in format 2";
    EXPECT_EQ(back.kingRegions, 1);

    // Format 3: a network with king regions.
    const nnue::Network regional =
        randomNetwork(12, nnue::Network::Activation::SquaredClipped, 8, nnue::KingRegions);
    auto regionalBytes = regional.serialise();
    EXPECT_EQ(regionalBytes[4], 3);
    ASSERT_TRUE(nnue::Network::parse(regionalBytes, back, &why)) << why;
    EXPECT_EQ(back.kingRegions, nnue::KingRegions);
    EXPECT_EQ(back.featureWeights, regional.featureWeights);
    EXPECT_EQ(back.outputBias, regional.outputBias);
    regionalBytes[20] = 5;
    EXPECT_FALSE(nnue::Network::parse(regionalBytes, back, &why));
    EXPECT_NE(why.find("5 king regions"), std::string::npos) << why;
    regionalBytes[20] = 1; // one region, but the weights of six: the size is wrong
    EXPECT_FALSE(nnue::Network::parse(regionalBytes, back, &why));
    EXPECT_NE(why.find("bytes, expected"), std::string::npos) << why;

    auto tooManyBuckets = bytes;
    tooManyBuckets[12] = 9;
    EXPECT_FALSE(nnue::Network::parse(tooManyBuckets, back, &why));
    EXPECT_NE(why.find("9 output buckets"), std::string::npos) << why;
    auto unknownActivation = bytes;
    unknownActivation[16] = 7;
    EXPECT_FALSE(nnue::Network::parse(unknownActivation, back, &why));
    EXPECT_NE(why.find("unknown activation"), std::string::npos) << why;
    auto truncated = bytes;
    truncated.pop_back();
    EXPECT_FALSE(nnue::Network::parse(truncated, back, &why));
    EXPECT_NE(why.find("bytes, expected"), std::string::npos) << why;
    auto foreign = bytes;
    foreign[0] = 'X';
    EXPECT_FALSE(nnue::Network::parse(foreign, back, &why));
    EXPECT_NE(why.find("GCNN"), std::string::npos) << why;
}

// A depth-first walk through random moves, as the search makes them: accumulators pushed on
// the way down, evaluated at some plies only, siblings reusing their parent's. Every
// evaluation must equal the one computed from scratch.
// With king regions, the kings' walks across the regions' borders (left, middle and right;
// home ranks and beyond) are among the moves.
class NnueIncremental : public ::testing::TestWithParam<int> {};

TEST_P(NnueIncremental, AccumulatorsEqualAFreshComputation) {
    const int regions = GetParam();
    const nnue::Network net =
        randomNetwork(2, nnue::Network::Activation::SquaredClipped, nnue::MaxOutputBuckets, regions);
    std::mt19937_64 rng(3);
    nnue::AccumulatorStack stack(40);
    int checked = 0, captures = 0, promotions = 0, passes = 0, enPassants = 0, regionChanges = 0,
        castlings = 0;
    for (const char* start : {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
                              // en passant and promotions within reach
                              "r8r/1nbqk1abn1/p1pppppp1p/10/1P8/10/3p6/P1PPPPPP1P/1NBQKCABN1/R8R w - - 0 1",
                              "4k5/1P8/10/10/10/3pP5/10/10/6p3/4K5 b - e4 0 1",
                              // kings on the borders of their regions
                              "r9/2k7/p9/10/10/10/10/3p2P3/6K3/R9 w - - 0 30",
                              // Embassy Chess: every castling at hand, on eight ranks
                              "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
                              "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R b KQkq - 0 1"}) {
        Position root = fen(start);
        stack.reset(net, root);
        std::function<void(Position&, int)> walk = [&](Position& pos, int ply) {
            if (ply % 2 == 0 || rng() % 3 == 0) {
                ASSERT_EQ(stack.evaluate(ply, pos), nnue::evaluate(net, pos)) << pos.fen();
                ++checked;
            }
            if (ply == 5)
                return;
            // Every move at the root (so the en-passant capture and the promotions are made),
            // three random ones below, one of them a pass.
            const MoveList moves = legalMoves(pos);
            const int children = ply == 0 ? static_cast<int>(moves.size()) + 1 : 3;
            for (int child = 0; child < children && moves.size() > 0; ++child) {
                const Move m = ply == 0 ? moves[static_cast<std::size_t>(child) % moves.size()]
                                        : moves[rng() % moves.size()];
                enPassants += m.isEnPassant();
                captures += pos.isCapture(m);
                promotions += m.isPromotion();
                castlings += pos.isCastling(m);
                if (typeOf(pos.pieceOn(m.from())) == PieceType::King) {
                    const Color c = pos.sideToMove();
                    const int ranks = pos.variant().ranks;
                    regionChanges +=
                        nnue::kingRegion(c, m.from(), ranks) != nnue::kingRegion(c, m.to(), ranks);
                }
                UndoInfo undo;
                if (child == children - 1 && !pos.inCheck()) {
                    ++passes;
                    stack.pushNull(ply + 1);
                    pos.doNullMove(undo);
                    walk(pos, ply + 1);
                    pos.undoNullMove(undo);
                    continue;
                }
                stack.push(ply + 1, pos, m);
                pos.doMove(m, undo);
                walk(pos, ply + 1);
                pos.undoMove(m, undo);
            }
        };
        walk(root, 0);
    }
    EXPECT_GT(checked, 1000);
    EXPECT_GT(captures, 20);
    EXPECT_GT(promotions, 5);
    EXPECT_GT(passes, 100);
    EXPECT_GT(enPassants, 0);
    EXPECT_GT(regionChanges, 20);
    EXPECT_GE(castlings, 4); // each side's two at the roots
}

INSTANTIATE_TEST_SUITE_P(Nnue, NnueIncremental, ::testing::Values(1, nnue::KingRegions),
                         [](const ::testing::TestParamInfo<int>& param) {
                             return param.param == 1 ? std::string("WithoutKingRegions")
                                                     : std::string("WithKingRegions");
                         });

// The integer evaluation is the network's definition up to rounding, for both activations,
// in every output bucket (positions from 40 pieces down to 3).
TEST(Nnue, EvaluationFollowsTheDefinitionInEveryBucket) {
    for (auto [activation, regions] :
         {std::pair{nnue::Network::Activation::SquaredClipped, 1},
          std::pair{nnue::Network::Activation::Clipped, 1},
          std::pair{nnue::Network::Activation::SquaredClipped, nnue::KingRegions}}) {
        const nnue::Network net = randomNetwork(9, activation, nnue::MaxOutputBuckets, regions);
        std::set<int> buckets;
        for (const char* text : {"r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
                                 "r8r/1nbqkc1bn1/pp1ppp1ppp/10/10/10/10/PP1PPPPP1P/1N1QKCABN1/R8R b - - 0 9",
                                 "r8r/2bqkc4/p1p1p1p1p1/10/10/10/10/1P1P1P1P1P/3QKC4/R8R w - - 0 20",
                                 "r9/4k5/p1p1p5/10/10/10/10/1P1P1P4/4K5/R9 w - - 0 40",
                                 "10/4k5/p9/10/10/10/10/9P/4K5/9R b - - 0 60",
                                 "r9/2b1k5/p1p1p1p3/10/10/10/10/1P1P1P1P2/4KC4/R9 w - - 0 50"}) {
            const Position pos = fen(text);
            buckets.insert(nnue::outputBucket(pos.pieceCount(), net.buckets));
            EXPECT_NEAR(nnue::evaluate(net, pos), definedEvaluation(net, pos), 1.0) << text;
        }
        EXPECT_EQ(buckets.size(), 6U);
    }
}

// Networks whose output weights all lie within +-128 (every one we train) take a faster
// squared sum; parsing decides, and the result is the same to the last unit, even at the
// extremes where every unit is saturated and every weight is +-128.
TEST(Nnue, TheFastSquaredSumGivesTheSameEvaluation) {
    nnue::Network back;
    std::string why;
    nnue::Network net = randomNetwork(10);
    ASSERT_TRUE(nnue::Network::parse(net.serialise(), back, &why)) << why;
    EXPECT_TRUE(back.smallOutputWeights);
    net.outputWeights[77] = nnue::SmallOutputWeight + 1;
    ASSERT_TRUE(nnue::Network::parse(net.serialise(), back, &why)) << why;
    EXPECT_FALSE(back.smallOutputWeights);

    const Position start = fen("r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1");
    const Position later = fen("r9/2b1k5/p1p1p1p3/10/10/10/10/1P1P1P1P2/4KC4/R9 w - - 0 50");
    for (int extreme : {nnue::SmallOutputWeight, -nnue::SmallOutputWeight}) {
        nnue::Network saturated = randomNetwork(11);
        std::fill(saturated.featureWeights.begin(), saturated.featureWeights.end(), std::int16_t{0});
        std::fill(saturated.featureBias.begin(), saturated.featureBias.end(), std::int16_t{nnue::QA + 40});
        std::fill(saturated.outputWeights.begin(), saturated.outputWeights.end(),
                  static_cast<std::int16_t>(extreme));
        ASSERT_TRUE(nnue::Network::parse(saturated.serialise(), back, &why)) << why;
        ASSERT_TRUE(back.smallOutputWeights);
        nnue::Network slow = back;
        slow.smallOutputWeights = false;
        const int expected =
            static_cast<int>((2LL * nnue::Hidden * nnue::QA * nnue::QA * extreme + back.outputBias[7])
                             * nnue::OutputScale / (static_cast<long long>(nnue::QA) * nnue::QA * nnue::QB));
        EXPECT_EQ(nnue::evaluate(back, start), expected);
        EXPECT_EQ(nnue::evaluate(slow, start), expected);
    }
    const nnue::Network* builtIn = nnue::builtInNetwork();
    if (!GRAND_HAS_NETWORK) { // configured with -DGRAND_WITHOUT_NETWORK=ON
        EXPECT_EQ(builtIn, nullptr);
        return;
    }
    ASSERT_NE(builtIn, nullptr);
    EXPECT_TRUE(builtIn->smallOutputWeights);
    nnue::Network slow = *builtIn;
    slow.smallOutputWeights = false;
    for (const Position& pos : {start, later}) {
        EXPECT_EQ(nnue::evaluate(*builtIn, pos), nnue::evaluate(slow, pos));
        for (Move m : legalMoves(pos)) {
            Position next = pos;
            UndoInfo undo;
            next.doMove(m, undo);
            ASSERT_EQ(nnue::evaluate(*builtIn, next), nnue::evaluate(slow, next)) << toUci(m);
        }
    }
}

// A file of format 1 (grand-1 and grand-2) reads as one clipped output, evaluated as before.
TEST(Nnue, FormatOneFilesStillRead) {
    const nnue::Network one = randomNetwork(8, nnue::Network::Activation::Clipped, 1);
    auto bytes = one.serialise();
    bytes.erase(bytes.begin() + 12, bytes.begin() + 20); // no bucket count, no activation
    bytes[4] = 1;
    nnue::Network back;
    std::string why;
    ASSERT_TRUE(nnue::Network::parse(bytes, back, &why)) << why;
    EXPECT_EQ(back.buckets, 1);
    EXPECT_EQ(back.activation, nnue::Network::Activation::Clipped);
    const Position pos = fen("r8r/1nbqkc1bn1/pp1ppp1ppp/10/10/10/10/PP1PPPPP1P/1N1QKCABN1/R8R b - - 0 9");
    EXPECT_EQ(nnue::evaluate(back, pos), nnue::evaluate(one, pos));
    bytes[4] = 4;
    EXPECT_FALSE(nnue::Network::parse(bytes, back, &why));
    EXPECT_NE(why.find("version 4"), std::string::npos) << why;
}

// Seen from the other side, a position mirrored top to bottom with the colours exchanged is
// the same position: its evaluation for the side to move must not change.
TEST(Nnue, ColourMirroredPositionsEvaluateAlike) {
    for (int regions : {1, nnue::KingRegions}) {
        const nnue::Network net =
            randomNetwork(4, nnue::Network::Activation::SquaredClipped, nnue::MaxOutputBuckets, regions);
        const Position a = fen("r8r/1nbqkcabn1/pppp1ppppp/10/4p5/5P4/10/PPPPP1PPPP/1NBQKCABN1/R8R w - - 0 3");
        const Position b = fen("r8r/1nbqkcabn1/ppppp1pppp/10/5p4/4P5/10/PPPP1PPPPP/1NBQKCABN1/R8R b - - 0 3");
        EXPECT_EQ(nnue::evaluate(net, a), nnue::evaluate(net, b));
        // Kings in different regions: White's on the right beyond its home ranks, Black's on
        // the left at home.
        const Position c = fen("r9/1k8/p9/10/10/10/7K2/9P/10/R9 w - - 0 40");
        const Position d = fen("r9/10/9p/7k2/10/10/10/P9/1K8/R9 b - - 0 40");
        EXPECT_EQ(nnue::evaluate(net, c), nnue::evaluate(net, d)) << regions;
        // On Embassy Chess's eight ranks each side's home ranks are its first two, as on
        // Grand Chess's board: the mirror is taken on that board.
        const Position e = fen("rnbqkcabnr/pppp1ppppp/10/4p5/5P4/10/PPPPP1PPPP/RNBQKCABNR w KQkq - 0 3");
        const Position f = fen("rnbqkcabnr/ppppp1pppp/10/5p4/4P5/10/PPPP1PPPPP/RNBQKCABNR b KQkq - 0 3");
        EXPECT_EQ(nnue::evaluate(net, e), nnue::evaluate(net, f)) << regions;
        const Position g = fen("r9/1k8/p9/10/7K2/10/9P/R9 w - - 0 40");
        const Position h = fen("r9/9p/10/7k2/10/P9/1K8/R9 b - - 0 40");
        EXPECT_EQ(nnue::evaluate(net, g), nnue::evaluate(net, h)) << regions;
    }
}

// A network from a file replaces the built-in one; a missing or foreign file is refused
// with its name and the reason, and the engine keeps what it had.
TEST(Nnue, EngineLoadsANetworkFileOrSaysWhyNot) {
    const std::string path = ::testing::TempDir() + "/random.nnue";
    writeNetwork(randomNetwork(5), path);
    Engine engine(1);
    engine.useNetwork(false);
    std::string why;
    EXPECT_FALSE(engine.loadNetwork(path + ".missing", &why));
    EXPECT_NE(why.find("cannot open"), std::string::npos) << why;
    EXPECT_FALSE(engine.usesNetwork());
    const std::string foreign = ::testing::TempDir() + "/foreign.nnue";
    std::ofstream(foreign)
        << "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1|1-0|0\n";
    EXPECT_FALSE(engine.loadNetwork(foreign, &why));
    EXPECT_NE(why.find("foreign.nnue: not a network file"), std::string::npos) << why;
    EXPECT_FALSE(engine.usesNetwork());

    ASSERT_TRUE(engine.loadNetwork(path, &why)) << why;
    EXPECT_TRUE(engine.usesNetwork());
    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 4;
    const SearchResult withFile = engine.analyse(Game(), limits, stop);
    engine.useNetwork(false);
    const SearchResult classic = engine.analyse(Game(), limits, stop);
    EXPECT_NE(withFile.score, classic.score); // a random network judges differently
    std::remove(path.c_str());
    std::remove(foreign.c_str());
}

// Embassy Chess has Grand Chess's pieces on eight ranks. Full strength plays it with its own
// built-in network; Grand Chess's never judges it, whoever hands it to a search; and a
// network loaded from a file plays it (the way its networks are trained and tried).
TEST(Nnue, EachGameHasItsOwnNetworkAndALoadedOnePlaysEmbassyChess) {
    const Game embassy(Position::start(embassyChess()));
    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 4;
    Engine classic(1), builtIn(1), loaded(1);
    classic.useNetwork(false);
    builtIn.useNetwork(true);
    const SearchResult a = classic.analyse(embassy, limits, stop);
    if (GRAND_HAS_NETWORK) {
        const nnue::Network* own = nnue::builtInNetwork(BuiltInNetwork::Embassy);
        ASSERT_NE(own, nullptr);
        EXPECT_NE(own, nnue::builtInNetwork());
        EXPECT_EQ(builtIn.activeNetwork(embassyChess()), own);
        EXPECT_EQ(builtIn.activeNetwork(grandChess()), nnue::builtInNetwork());
        EXPECT_NE(builtIn.analyse(embassy, limits, stop).score, a.score);
        // Grand Chess's network handed to a search of an Embassy position: not used.
        TranspositionTable tt(1);
        Search grandNet(tt), none(tt);
        grandNet.setNetwork(nnue::builtInNetwork());
        const SearchResult g = grandNet.run(embassy.position(), {}, limits, stop);
        tt.clear();
        const SearchResult h = none.run(embassy.position(), {}, limits, stop);
        EXPECT_EQ(g.score, h.score);
        EXPECT_EQ(g.nodes, h.nodes);
    } else {
        EXPECT_EQ(builtIn.activeNetwork(embassyChess()), nullptr);
        EXPECT_EQ(builtIn.analyse(embassy, limits, stop).score, a.score);
    }
    EXPECT_EQ(builtIn.activeNetwork(fantasyGrandChess()), nullptr);

    const std::string path = ::testing::TempDir() + "/embassy.nnue";
    writeNetwork(randomNetwork(8), path);
    std::string why;
    ASSERT_TRUE(loaded.loadNetwork(path, &why)) << why;
    ASSERT_NE(loaded.activeNetwork(embassyChess()), nullptr);
    EXPECT_NE(loaded.activeNetwork(embassyChess()), nnue::builtInNetwork(BuiltInNetwork::Embassy));
    EXPECT_EQ(loaded.activeNetwork(fantasyGrandChess()), nullptr); // other pieces than the network's
    EXPECT_NE(loaded.analyse(embassy, limits, stop).score, a.score);
    std::remove(path.c_str());
}

// Embassy Chess's network knows its start is level and a queen up is winning.
TEST(Nnue, EmbassyNetworkJudgesMaterial) {
    if (!GRAND_HAS_NETWORK)
        GTEST_SKIP() << "built without networks";
    const nnue::Network* net = nnue::builtInNetwork(BuiltInNetwork::Embassy);
    ASSERT_NE(net, nullptr);
    EXPECT_LT(std::abs(nnue::evaluate(*net, Position::start(embassyChess()))), 80);
    EXPECT_GT(
        nnue::evaluate(*net, fen("rnb1kcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1")),
        500);
    EXPECT_LT(
        nnue::evaluate(*net, fen("rnb1kcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR b KQkq - 0 1")),
        -500);
}

// The learned evaluation plays at the levels that say so (the Master and full strength)
// and in analysis; levels 1-6 play exactly as with the hand-written evaluation alone.
TEST(Nnue, OnlyTheLearnedLevelsAndAnalysisUseTheNetwork) {
    const std::string path = ::testing::TempDir() + "/levels.nnue";
    writeNetwork(randomNetwork(6), path);
    Engine withNet(1), classic(1);
    std::string why;
    ASSERT_TRUE(withNet.loadNetwork(path, &why)) << why;
    classic.useNetwork(false);
    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 4;
    const Game game;
    int learnedLevels = 0;
    for (int level = 1; level <= LevelCount; ++level) {
        const SearchResult a = withNet.play(game, level, limits, stop, 7);
        const SearchResult b = classic.play(game, level, limits, stop, 7);
        if (playingLevel(level).learned) {
            ++learnedLevels;
            EXPECT_NE(a.score, b.score) << "level " << level;
        } else {
            EXPECT_EQ(a.bestMove, b.bestMove) << "level " << level;
            EXPECT_EQ(a.score, b.score) << "level " << level;
            EXPECT_EQ(a.nodes, b.nodes) << "level " << level;
        }
    }
    EXPECT_EQ(learnedLevels, 2) << "the Master and full strength";
    EXPECT_TRUE(playingLevel(LevelCount).learned);
    EXPECT_NE(withNet.analyse(game, limits, stop).score, classic.analyse(game, limits, stop).score);
    std::remove(path.c_str());
}

// The network the program carries knows the start is level and a queen up is winning, and
// a search with it is reproducible under a node limit.
TEST(Nnue, BuiltInNetworkJudgesMaterialAndSearchesReproducibly) {
    const nnue::Network* net = nnue::builtInNetwork();
    if (!GRAND_HAS_NETWORK) { // configured without one: none, and full strength does without
        EXPECT_EQ(net, nullptr);
        Engine engine(1);
        engine.useNetwork(true);
        EXPECT_FALSE(engine.usesNetwork());
        return;
    }
    ASSERT_NE(net, nullptr);
    const Position start;
    EXPECT_LT(std::abs(nnue::evaluate(*net, start)), 80);
    const Position queenUp = fen("r8r/1nb1kcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1");
    EXPECT_GT(nnue::evaluate(*net, queenUp), 500);
    EXPECT_LT(nnue::evaluate(
                  *net, fen("r8r/1nb1kcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R b - - 0 1")),
              -500);

    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.nodes = 20000;
    std::vector<SearchResult> results;
    for (int i = 0; i < 2; ++i) {
        Engine engine(16);
        engine.useNetwork(true);
        ASSERT_TRUE(engine.usesNetwork());
        results.push_back(engine.analyse(Game(), limits, stop));
    }
    EXPECT_EQ(results[0].bestMove, results[1].bestMove);
    EXPECT_EQ(results[0].score, results[1].score);
    EXPECT_EQ(results[0].nodes, results[1].nodes);
}

} // namespace
} // namespace grand
