#include "evaluate.h"

#include "rules.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace grand {

using namespace mailbox;

namespace {

// A middlegame / endgame pair, blended by the game phase.
struct Score {
    int mg = 0;
    int eg = 0;
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
};

// ---- Weights, in centipawns. How they were measured: README, "Tuning the engine". ----
// Not constant: `grandchess-engine tune` adjusts them through evaluationWeights().

std::array<Score, PieceTypeCount> Material = {{
    {0, 0},
    {77, 123},
    {294, 271},
    {368, 322},
    {450, 476},
    {978, 990},
    {855, 824},
    {908, 956},
    {0, 0},
}};
Score BishopPair = {38, 54};
// Per reachable square (empty or enemy), counted from a baseline of a few squares.
std::array<Score, PieceTypeCount> Mobility = {{
    {0, 0},
    {0, 0},
    {6, 3},
    {5, 1},
    {2, 4},
    {0, 5},
    {0, 6},
    {-3, 10},
    {0, 0},
}};
constexpr std::array<int, PieceTypeCount> MobilityBaseline = {0, 0, 4, 6, 6, 12, 10, 10, 0};
Score DoubledPawn = {-18, -4};
Score IsolatedPawn = {-6, -8};
// Passed pawn by relative rank (0 = own first rank).
std::array<Score, RankCount> PassedPawn = {{
    {0, 0},
    {0, 0},
    {0, 0},
    {-12, 10},
    {1, 35},
    {88, 74},
    {96, 57},
    {102, 88},
    {-38, -96},
    {0, 0},
}};
// Share (in 1/64) of the best piece a pawn could promote to, by relative rank: a pawn in or
// near the zone is worth what it can become. Nothing captured means nothing to gain.
std::array<int, RankCount> PromotionShare = {0, 0, 0, 0, 0, 0, 5, 8, 20, 0};
Score FrozenPawn = {222, -27}; // on the 9th rank with nothing to promote to
Score RookOpenFile = {104, -22};
Score RookHalfOpenFile = {42, 33};
Score RookOpenFirstRank = {10, -12}; // both rooks see each other along rank 1
Score KingShieldPawn = {14, 0};
Score KingOpenFile = {-24, 0};
Score KingTropism = {-52, -2}; // per big enemy piece within two squares of the king zone
Score Tempo = {12, 8};

// Phase weights: a side's non-pawn pieces at the start add up to 20; both sides to 40.
constexpr std::array<int, PieceTypeCount> PhaseWeight = {0, 0, 1, 1, 2, 4, 4, 4, 0};
constexpr int FullPhase = 40;

// ---- Piece-square tables, built from the board's geometry. ----

// std::abs is constexpr in GCC's library only as an extension.
constexpr int absolute(int v) { return v < 0 ? -v : v; }

// 0 in the corners, 8 in the four central squares.
constexpr int centrality(Square s) {
    const int df = absolute(2 * fileOf(s) - 9);
    const int dr = absolute(2 * rankOf(s) - 9);
    return 9 - (df + dr) / 2;
}

// Table for White; Black reads it mirrored by rank.
using Table = std::array<Score, SquareCount>;

constexpr Table makeTable(PieceType t) {
    Table table{};
    for (Square s = 0; s < SquareCount; ++s) {
        const int c = centrality(s);
        const int rank = rankOf(s);
        Score v{};
        switch (t) {
        case PieceType::Pawn: {
            constexpr std::array<int, RankCount> advance = {0, 0, 0, 4, 8, 12, 18, 26, 34, 0};
            const int centreFile = 4 - std::min(absolute(2 * fileOf(s) - 9) / 2, 4);
            v = {advance[static_cast<std::size_t>(rank)] + (rank >= 3 && rank <= 5 ? 3 * centreFile : 0),
                 advance[static_cast<std::size_t>(rank)] * 2};
            break;
        }
        case PieceType::Knight:
            v = {4 * c - 16, 3 * c - 12};
            break;
        case PieceType::Bishop:
            v = {2 * c - 8, 2 * c - 8};
            break;
        case PieceType::Rook:
            v = {rank >= 7 ? 10 : 0, 0};
            break;
        case PieceType::Queen:
            v = {c - 4, 2 * c - 8};
            break;
        case PieceType::Cardinal:
        case PieceType::Marshal:
            v = {3 * c - 12, 3 * c - 12};
            break;
        case PieceType::King: {
            constexpr std::array<int, RankCount> shelter = {0, 10, -20, -40, -55, -65, -70, -70, -70, -70};
            v = {shelter[static_cast<std::size_t>(rank)], 6 * c - 24};
            break;
        }
        default:
            break;
        }
        table[static_cast<std::size_t>(s)] = v;
    }
    return table;
}

constexpr std::array<Table, PieceTypeCount> PieceSquare = {
    Table{},
    makeTable(PieceType::Pawn),
    makeTable(PieceType::Knight),
    makeTable(PieceType::Bishop),
    makeTable(PieceType::Rook),
    makeTable(PieceType::Queen),
    makeTable(PieceType::Cardinal),
    makeTable(PieceType::Marshal),
    makeTable(PieceType::King),
};

constexpr Square relativeSquare(Color c, Square s) {
    return c == Color::White ? s : makeSquare(fileOf(s), RankCount - 1 - rankOf(s));
}

} // namespace

// Computes the evaluation term by term for both colours (White minus Black).
class Evaluator {
public:
    explicit Evaluator(const Position& pos) : m_pos(pos), m_b(pos.m_board) {}

    int run() {
        prepare();
        int phase = 0;
        for (Color c : {Color::White, Color::Black}) {
            const Score s = material(c, phase) + pieces(c) + pawns(c) + king(c);
            m_total += c == Color::White ? s : s * -1;
        }
        phase = std::min(phase, FullPhase);
        const int white = (m_total.mg * phase + m_total.eg * (FullPhase - phase)) / FullPhase;
        const int tempo = (Tempo.mg * phase + Tempo.eg * (FullPhase - phase)) / FullPhase;
        return (m_pos.sideToMove() == Color::White ? white : -white) + tempo;
    }

    // For evaluationReport: each term for White and Black.
    std::string report() {
        prepare();
        int phase = 0;
        char line[160];
        std::string out = "term          white mg/eg     black mg/eg\n";
        auto row = [&](const char* name, Score w, Score b) {
            std::snprintf(line, sizeof line, "%-12s %6d %6d   %6d %6d\n", name, w.mg, w.eg, b.mg, b.eg);
            out += line;
        };
        int ignored = 0;
        row("material", material(Color::White, phase), material(Color::Black, ignored));
        row("pieces", pieces(Color::White), pieces(Color::Black));
        row("pawns", pawns(Color::White), pawns(Color::Black));
        row("king", king(Color::White), king(Color::Black));
        std::snprintf(line, sizeof line, "phase %d/%d; total for the side to move: %d\n",
                      std::min(phase, FullPhase), FullPhase, Evaluator(m_pos).run());
        return out + line;
    }

private:
    int cell(Square s) const { return m_b[static_cast<std::size_t>(ToMailbox[s])]; }

    void prepare() { scanPawns(); }

    // Per file, the lowest and highest rank of each colour's pawns, for the pawn terms.
    void scanPawns() {
        for (Color c : {Color::White, Color::Black}) {
            m_pawnMin[index(c)].fill(RankCount);
            m_pawnMax[index(c)].fill(-1);
            m_pawnCount[index(c)].fill(0);
            m_pos.forEach(c, PieceType::Pawn, [&](Square s) {
                const auto f = static_cast<std::size_t>(fileOf(s));
                m_pawnMin[index(c)][f] = std::min(m_pawnMin[index(c)][f], rankOf(s));
                m_pawnMax[index(c)][f] = std::max(m_pawnMax[index(c)][f], rankOf(s));
                ++m_pawnCount[index(c)][f];
            });
        }
    }

    Score material(Color c, int& phase) const {
        Score s{};
        for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t) {
            const int n = m_pos.count(c, PieceType(t));
            s += Material[static_cast<std::size_t>(t)] * n;
            phase += PhaseWeight[static_cast<std::size_t>(t)] * n;
        }
        if (m_pos.count(c, PieceType::Bishop) >= 2)
            s += BishopPair;
        return s;
    }

    // Piece-square values and mobility of the pieces, rook files and the first rank.
    Score pieces(Color c) const {
        Score s{};
        const std::uint32_t enemies = ColorMask[index(~c)];
        for (int t = index(PieceType::Knight); t <= index(PieceType::Marshal); ++t) {
            const auto type = PieceType(t);
            m_pos.forEach(c, type, [&](Square sq) {
                s +=
                    PieceSquare[static_cast<std::size_t>(t)][static_cast<std::size_t>(relativeSquare(c, sq))];
                const int moves = mobility(ToMailbox[sq], type, enemies);
                s += Mobility[static_cast<std::size_t>(t)]
                     * (moves - MobilityBaseline[static_cast<std::size_t>(t)]);
                if (type == PieceType::Rook || type == PieceType::Marshal)
                    s += fileBonus(c, fileOf(sq)) * (type == PieceType::Rook ? 2 : 1);
            });
        }
        // Two rooks on the first rank with nothing between them: the open first rank.
        std::array<Square, 2> rooks{NoSquare, NoSquare};
        int n = 0;
        m_pos.forEach(c, PieceType::Rook, [&](Square sq) {
            if (n < 2)
                rooks[static_cast<std::size_t>(n++)] = sq;
        });
        const int home = c == Color::White ? 0 : RankCount - 1;
        if (n == 2 && rankOf(rooks[0]) == home && rankOf(rooks[1]) == home) {
            const int lo = std::min(fileOf(rooks[0]), fileOf(rooks[1]));
            const int hi = std::max(fileOf(rooks[0]), fileOf(rooks[1]));
            bool open = true;
            for (int f = lo + 1; f < hi && open; ++f)
                open = cell(makeSquare(f, home)) == 0;
            if (open)
                s += RookOpenFirstRank;
        }
        return s;
    }

    // Half of the rook open-file bonus (rooks count it twice, marshals once).
    Score fileBonus(Color c, int file) const {
        const auto f = static_cast<std::size_t>(file);
        if (m_pawnCount[index(c)][f] != 0)
            return {};
        const Score full = m_pawnCount[index(~c)][f] == 0 ? RookOpenFile : RookHalfOpenFile;
        return {full.mg / 2, full.eg / 2};
    }

    // Squares the piece reaches: empty or holding an enemy piece.
    int mobility(int from, PieceType t, std::uint32_t enemies) const {
        int n = 0;
        const bool leaps = t == PieceType::Knight || t == PieceType::Cardinal || t == PieceType::Marshal;
        const bool orth = t == PieceType::Rook || t == PieceType::Queen || t == PieceType::Marshal;
        const bool diag = t == PieceType::Bishop || t == PieceType::Queen || t == PieceType::Cardinal;
        auto visit = [&](int cell) {
            const auto c = static_cast<std::size_t>(cell);
            return m_b[c] == 0 || (bit(m_b[c]) & enemies) ? 1 : 0;
        };
        if (leaps)
            for (int d : KnightLeaps)
                n += visit(from + d);
        auto ray = [&](const std::array<int, 4>& dirs) {
            for (int d : dirs) {
                int t2 = from + d;
                for (; m_b[static_cast<std::size_t>(t2)] == 0; t2 += d)
                    n += visit(t2);
                n += visit(t2);
            }
        };
        if (orth)
            ray(Orthogonal);
        if (diag)
            ray(Diagonal);
        return n;
    }

    Score pawns(Color c) const {
        Score s{};
        const Color them = ~c;
        int best = 0; // value of the best piece a pawn could promote to now
        for (PieceType t : PromotionTypes)
            if (m_pos.available(c, t) > 0)
                best = std::max(best, Material[static_cast<std::size_t>(index(t))].eg);
        for (int f = 0; f < FileCount; ++f) {
            const auto fi = static_cast<std::size_t>(f);
            if (m_pawnCount[index(c)][fi] > 1)
                s += DoubledPawn * (m_pawnCount[index(c)][fi] - 1);
        }
        m_pos.forEach(c, PieceType::Pawn, [&](Square sq) {
            const int f = fileOf(sq);
            const int rel = relativeRank(c, rankOf(sq));
            s += PieceSquare[index(PieceType::Pawn)][static_cast<std::size_t>(relativeSquare(c, sq))];
            const bool leftFriend = f > 0 && m_pawnCount[index(c)][static_cast<std::size_t>(f - 1)];
            const bool rightFriend =
                f < FileCount - 1 && m_pawnCount[index(c)][static_cast<std::size_t>(f + 1)];
            if (!leftFriend && !rightFriend)
                s += IsolatedPawn;
            bool passed = true;
            for (int af = std::max(0, f - 1); af <= std::min(FileCount - 1, f + 1) && passed; ++af) {
                const auto a = static_cast<std::size_t>(af);
                passed = c == Color::White ? m_pawnMax[index(them)][a] <= rankOf(sq)
                                           : m_pawnMin[index(them)][a] >= rankOf(sq);
            }
            if (passed)
                s += PassedPawn[static_cast<std::size_t>(rel)];
            if (best > 0) {
                const int gain = best * PromotionShare[static_cast<std::size_t>(rel)] / 64;
                s += Score{gain / 2, gain};
            } else if (rel == MandatoryPromotionRank - 1) {
                s += FrozenPawn;
            }
        });
        return s;
    }

    Score king(Color c) const {
        const Square k = m_pos.kingSquare(c);
        Score s = PieceSquare[index(PieceType::King)][static_cast<std::size_t>(relativeSquare(c, k))];
        const int forward = c == Color::White ? 1 : -1;
        const auto ownPawn = static_cast<std::uint8_t>(index(makePiece(c, PieceType::Pawn)));
        for (int df = -1; df <= 1; ++df) {
            const int f = fileOf(k) + df;
            if (f < 0 || f >= FileCount)
                continue;
            for (int step = 1; step <= 2; ++step) {
                const int r = rankOf(k) + forward * step;
                if (r >= 0 && r < RankCount && cell(makeSquare(f, r)) == ownPawn)
                    s += KingShieldPawn;
            }
            if (m_pawnCount[index(c)][static_cast<std::size_t>(f)] == 0)
                s += KingOpenFile;
        }
        for (PieceType t : {PieceType::Queen, PieceType::Marshal, PieceType::Cardinal, PieceType::Rook})
            m_pos.forEach(~c, t, [&](Square sq) {
                if (std::max(std::abs(fileOf(sq) - fileOf(k)), std::abs(rankOf(sq) - rankOf(k))) <= 3)
                    s += KingTropism;
            });
        return s;
    }

    const Position& m_pos;
    const std::array<std::uint8_t, Size>& m_b;
    Score m_total{};
    std::array<std::array<int, FileCount>, 2> m_pawnMin{};
    std::array<std::array<int, FileCount>, 2> m_pawnMax{};
    std::array<std::array<int, FileCount>, 2> m_pawnCount{};
};

int evaluate(const Position& pos) { return Evaluator(pos).run(); }

std::vector<EvaluationWeight> evaluationWeights() {
    std::vector<EvaluationWeight> w;
    auto score = [&](const std::string& name, Score& s) {
        w.push_back({name + ".mg", &s.mg});
        w.push_back({name + ".eg", &s.eg});
    };
    for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t)
        score("Material." + pieceName(PieceType(t)), Material[static_cast<std::size_t>(t)]);
    score("BishopPair", BishopPair);
    for (int t = index(PieceType::Knight); t < index(PieceType::King); ++t)
        score("Mobility." + pieceName(PieceType(t)), Mobility[static_cast<std::size_t>(t)]);
    score("DoubledPawn", DoubledPawn);
    score("IsolatedPawn", IsolatedPawn);
    for (int r = 3; r <= 8; ++r)
        score("PassedPawn." + std::to_string(r + 1), PassedPawn[static_cast<std::size_t>(r)]);
    for (int r = 5; r <= 8; ++r)
        w.push_back(
            {"PromotionShare." + std::to_string(r + 1), &PromotionShare[static_cast<std::size_t>(r)]});
    score("FrozenPawn", FrozenPawn);
    score("RookOpenFile", RookOpenFile);
    score("RookHalfOpenFile", RookHalfOpenFile);
    score("RookOpenFirstRank", RookOpenFirstRank);
    score("KingShieldPawn", KingShieldPawn);
    score("KingOpenFile", KingOpenFile);
    score("KingTropism", KingTropism);
    score("Tempo", Tempo);
    return w;
}

std::string evaluationReport(const Position& pos) { return Evaluator(pos).report(); }

} // namespace grand
