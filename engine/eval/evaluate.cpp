#include "engine/eval/evaluate.h"

#include "engine/eval/fantasy_eval.h"
#include "engine/eval/piece_square.h"
#include "engine/rules/attack_maps.h"
#include "engine/rules/rules.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>

namespace grand {

using namespace mailbox;
using eval::EmbassyPieceSquare;
using eval::EmbassyShape;
using eval::GrandShape;
using eval::PieceSquare;
using eval::Score;

namespace {

// ---- Weights, in centipawns. How they were measured: README, "Tuning the engine". ----
// Not constant: `grandchess-engine tune` adjusts them through evaluationWeights().

std::array<Score, GrandTypeCount> Material = {{
    {0, 0},
    {69, 124},
    {294, 287},
    {408, 282},
    {534, 428},
    {1102, 1046},
    {1075, 724},
    {996, 948},
    {0, 0},
}};
Score BishopPair = {24, 72};
// Per attacked square not held by the own side nor attacked by enemy pawns, counted from a
// baseline of a few squares.
std::array<Score, GrandTypeCount> Mobility = {{
    {0, 0},
    {0, 0},
    {10, -3},
    {3, -3},
    {2, 1},
    {2, -1},
    {0, -1},
    {-4, 8},
    {0, 0},
}};
constexpr std::array<int, GrandTypeCount> MobilityBaseline = {0, 0, 4, 6, 6, 12, 10, 10, 0};
Score DoubledPawn = {36, -37};
Score IsolatedPawn = {-17, 0};
// Passed pawn by relative rank (0 = own first rank).
std::array<Score, RankCount> PassedPawn = {{
    {0, 0},
    {0, 0},
    {0, 0},
    {-5, 54},
    {-24, 46},
    {144, 81},
    {298, 71},
    {133, 90},
    {14, 276},
    {0, 0},
}};
// Share (in 1/64) of the best piece a pawn could promote to, by relative rank: a pawn in or
// near the zone is worth what it can become. Nothing captured means nothing to gain.
std::array<int, RankCount> PromotionShare = {0, 0, 0, 0, 0, -1, 3, 1, 2, 0};
// Per rank a passed pawn stands beyond the 4th: per square of the enemy king's and of the
// own king's distance to the square in front of it (endgame), and that square blocked, or
// empty and not attacked.
int PassedEnemyKing = 6;
int PassedOwnKing = 5;
Score PassedBlocked = {-11, 8};
Score PassedFreeStep = {5, 37};
Score FrozenPawn = {-82, 55}; // on the 9th rank with nothing to promote to
Score RookOpenFile = {135, -31};
Score RookHalfOpenFile = {39, 61};
Score RookOpenFirstRank = {-19, 67}; // both rooks see each other along rank 1
Score KingShieldPawn = {20, 5};
Score KingOpenFile = {-17, -2};
Score KingTropism = {-22, -24}; // per big enemy piece within two squares of the king zone
Score Tempo = {20, 18};

// King danger, in units squared into centipawns (middlegame) or scaled (endgame): each enemy
// piece that attacks the king zone adds its weight (times the number of such pieces), each
// safe check its type's weight, and attacked squares next to the king, weak squares in the
// zone and unsafe checks add their units. No enemy queen, cardinal or marshal subtracts.
std::array<int, GrandTypeCount> KingAttackWeight = {0, 0, 86, 18, 30, 21, 34, 40, 0};
std::array<int, GrandTypeCount> SafeCheck = {0, 0, 514, 391, 752, 404, 492, 1016, 0};
int KingZoneHit = 69;
int WeakKingZone = 175;
int UnsafeCheck = 79;
int NoHeavyAttacker = 1913;
int DangerOffset = 45;
int DangerDivisorMg = 6826;
int DangerDivisorEg = 27;
// Threats: an enemy piece attacked by a pawn, by a knight or bishop, or by a rook (by the
// victim's type), and an enemy piece attacked and not defended enough (hanging).
Score ThreatByPawn = {84, 2};
std::array<Score, GrandTypeCount> ThreatByMinor = {
    {{0, 0}, {0, 0}, {23, 5}, {69, 16}, {129, 28}, {80, 78}, {55, 182}, {79, 86}, {0, 0}}};
std::array<Score, GrandTypeCount> ThreatByRook = {
    {{0, 0}, {0, 0}, {43, 38}, {25, 41}, {122, 419}, {106, -12}, {104, 197}, {186, 78}, {0, 0}}};
Score Hanging = {31, 21};

// Embassy Chess's own: a passed pawn by relative rank on eight ranks (promotion on the 8th is
// compulsory and always to a queen if wanted, so the pawn's worth grows to the last step),
// and each castling right still held (the king will find shelter).
std::array<Score, 8> EmbassyPassedPawn = {{
    {0, 0},
    {0, 0},
    {0, 10},
    {0, 30},
    {30, 60},
    {90, 120},
    {170, 220},
    {0, 0},
}};
Score EmbassyCastlingRight = {14, 0};
// Embassy Chess's material and mobility (the same terms as Grand Chess's, on its board).
// Material begins from the values published for Capablanca chess's pieces on the same board
// (H. G. Muller: P 85, N 300, B 350, R 475, cardinal 875, marshal 900, Q 950).
std::array<Score, GrandTypeCount> EmbassyMaterial = {{
    {0, 0},
    {85, 85},
    {300, 300},
    {350, 350},
    {475, 475},
    {950, 950},
    {875, 875},
    {900, 900},
    {0, 0},
}};
std::array<Score, GrandTypeCount> EmbassyMobility = Mobility;

// Phase weights: a side's non-pawn pieces at the start add up to 20; both sides to 40.
constexpr std::array<int, GrandTypeCount> PhaseWeight = {0, 0, 1, 1, 2, 4, 4, 4, 0};
constexpr int FullPhase = 40;

} // namespace

// Computes the evaluation term by term for both colours (White minus Black).
template <class Shape>
class Evaluator {
public:
    explicit Evaluator(const Position& pos) : m_pos(pos), m_b(pos.m_board) {}

    int run() {
        prepare();
        int phase = 0;
        for (Color c : {Color::White, Color::Black}) {
            const Score s = material(c, phase) + pieces(c) + pawns(c) + king(c) + threats(c) + kingDanger(c);
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
        row("material", material(Color::White, phase), material(Color::Black, phase));
        row("pieces", pieces(Color::White), pieces(Color::Black));
        row("pawns", pawns(Color::White), pawns(Color::Black));
        row("king", king(Color::White), king(Color::Black));
        row("threats", threats(Color::White), threats(Color::Black));
        row("king danger", kingDanger(Color::White), kingDanger(Color::Black));
        std::snprintf(line, sizeof line, "phase %d/%d; total for the side to move: %d\n",
                      std::min(phase, FullPhase), FullPhase, Evaluator<Shape>(m_pos).run());
        return out + line;
    }

private:
    int cell(Square s) const { return m_b[static_cast<std::size_t>(ToMailbox[s])]; }

    // The rank counted from c's first rank, the square as White sees it, and its table entry.
    static constexpr int relativeRank(Color c, int rank) {
        return c == Color::White ? rank : Shape::Ranks - 1 - rank;
    }
    static constexpr Square relativeSquare(Color c, Square s) {
        return makeSquare(fileOf(s), relativeRank(c, rankOf(s)));
    }
    static Score pieceSquare(PieceType t, Color c, Square s) {
        const auto& tables = Shape::Embassy ? EmbassyPieceSquare : PieceSquare;
        return tables[static_cast<std::size_t>(index(t))][static_cast<std::size_t>(relativeSquare(c, s))];
    }
    // What a piece on `from` attacks, on this board.
    SquareSet attacks(int from, PieceType t) const { return attacksFrom(m_b, from, t) & Shape::Board; }

    void prepare() {
        scanPawns();
        buildAttacks();
    }

    // Every piece's attacks, the attack maps of both sides and the attacks on each king.
    void buildAttacks() {
        for (Color c : {Color::White, Color::Black}) {
            const int ci = index(c);
            m_occupied[ci] = 0;
            for (int t = index(PieceType::Pawn); t <= index(PieceType::King); ++t) {
                SquareSet set = 0;
                m_pos.forEach(c, PieceType(t), [&](Square sq) { set |= squareBit(sq); });
                m_pieces[ci][static_cast<std::size_t>(t)] = set;
                m_occupied[ci] |= set;
            }
            const Square k = m_pos.kingSquare(c);
            m_kingRing[ci] = attacks(ToMailbox[k], PieceType::King);
            SquareSet zone = m_kingRing[ci] | squareBit(k);
            const int ahead = rankOf(k) + (c == Color::White ? 2 : -2);
            if (ahead >= 0 && ahead < Shape::Ranks)
                for (int f = std::max(0, fileOf(k) - 1); f <= std::min(FileCount - 1, fileOf(k) + 1); ++f)
                    zone |= squareBit(makeSquare(f, ahead));
            m_kingZone[ci] = zone;
        }
        for (Color c : {Color::White, Color::Black}) {
            const int ci = index(c);
            m_pos.forEach(c, PieceType::Pawn,
                          [&](Square sq) { addAttacks(c, PieceType::Pawn, pawnAttacksFrom(c, sq)); });
            addAttacks(c, PieceType::King, m_kingRing[ci]);
            m_attackers[ci] = {};
            m_pieceCount[ci] = 0;
            for (int t = index(PieceType::Knight); t <= index(PieceType::Marshal); ++t) {
                const auto type = PieceType(t);
                m_pos.forEach(c, type, [&](Square sq) {
                    const SquareSet a = attacks(ToMailbox[sq], type);
                    m_piece[ci][static_cast<std::size_t>(m_pieceCount[ci]++)] = {type, sq, a};
                    addAttacks(c, type, a);
                    if (a & m_kingZone[index(~c)]) {
                        ++m_attackers[ci].count;
                        m_attackers[ci].weight += KingAttackWeight[static_cast<std::size_t>(t)];
                        m_attackers[ci].hits += countOf(a & m_kingRing[index(~c)]);
                    }
                });
            }
        }
    }

    void addAttacks(Color c, PieceType t, SquareSet a) {
        const int ci = index(c);
        m_twice[ci] |= m_all[ci] & a;
        m_all[ci] |= a;
        m_attackedBy[ci][static_cast<std::size_t>(index(t))] |= a;
    }

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

    static const std::array<Score, GrandTypeCount>& materialTable() {
        return Shape::Embassy ? EmbassyMaterial : Material;
    }

    Score material(Color c, int& phase) const {
        Score s{};
        for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t) {
            const int n = m_pos.count(c, PieceType(t));
            s += materialTable()[static_cast<std::size_t>(t)] * n;
            phase += PhaseWeight[static_cast<std::size_t>(t)] * n;
        }
        if (m_pos.count(c, PieceType::Bishop) >= 2)
            s += BishopPair;
        return s;
    }

    // Piece-square values and mobility of the pieces, rook files and the first rank. Mobility
    // counts the attacked squares not held by the piece's own side nor attacked by enemy pawns.
    Score pieces(Color c) const {
        Score s{};
        const int ci = index(c);
        const SquareSet area = ~(m_occupied[ci] | m_attackedBy[index(~c)][index(PieceType::Pawn)]);
        for (int i = 0; i < m_pieceCount[ci]; ++i) {
            const PieceAttacks& p = m_piece[ci][static_cast<std::size_t>(i)];
            const auto t = static_cast<std::size_t>(index(p.type));
            s += pieceSquare(p.type, c, p.square);
            s += (Shape::Embassy ? EmbassyMobility : Mobility)[t]
                 * (countOf(p.attacks & area) - MobilityBaseline[t]);
            if (p.type == PieceType::Rook || p.type == PieceType::Marshal)
                s += fileBonus(c, fileOf(p.square)) * (p.type == PieceType::Rook ? 2 : 1);
        }
        // Two rooks on the first rank with nothing between them: the open first rank.
        std::array<Square, 2> rooks{NoSquare, NoSquare};
        int n = 0;
        m_pos.forEach(c, PieceType::Rook, [&](Square sq) {
            if (n < 2)
                rooks[static_cast<std::size_t>(n++)] = sq;
        });
        const int home = c == Color::White ? 0 : Shape::Ranks - 1;
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

    // Bonuses for c's attacks on the enemy's pieces.
    Score threats(Color c) const {
        Score s{};
        const int us = index(c), them = index(~c);
        const auto& by = m_attackedBy[us];
        const SquareSet minors = by[index(PieceType::Knight)] | by[index(PieceType::Bishop)];
        SquareSet nonPawn = 0;
        for (int t = index(PieceType::Knight); t <= index(PieceType::Marshal); ++t) {
            const SquareSet victims = m_pieces[them][static_cast<std::size_t>(t)];
            nonPawn |= victims;
            s += ThreatByPawn * countOf(victims & by[index(PieceType::Pawn)]);
            s += ThreatByMinor[static_cast<std::size_t>(t)] * countOf(victims & minors);
            s += ThreatByRook[static_cast<std::size_t>(t)] * countOf(victims & by[index(PieceType::Rook)]);
        }
        const SquareSet weak = nonPawn & m_all[us] & ~m_attackedBy[them][index(PieceType::Pawn)];
        s += Hanging * countOf(weak & (~m_all[them] | m_twice[us]));
        return s;
    }

    // The danger to c's king from the enemy's attacks on it (a penalty).
    Score kingDanger(Color c) const {
        const int us = index(c), them = index(~c);
        const SquareSet weak = m_all[them] & ~m_twice[us]
                               & (~m_all[us] | m_attackedBy[us][index(PieceType::King)]
                                  | m_attackedBy[us][index(PieceType::Queen)]);
        const SquareSet safe = ~m_occupied[them] & (~m_all[us] | (weak & m_twice[them]));
        const int k = ToMailbox[m_pos.kingSquare(c)];
        const SquareSet orth = attacks(k, PieceType::Rook);
        const SquareSet diag = attacks(k, PieceType::Bishop);
        const SquareSet leap = attacks(k, PieceType::Knight);
        const std::array<SquareSet, GrandTypeCount> checkFrom = {
            0, 0, leap, diag, orth, orth | diag, diag | leap, orth | leap, 0};
        int danger = 0;
        SquareSet unsafe = 0;
        for (int t = index(PieceType::Knight); t <= index(PieceType::Marshal); ++t) {
            const SquareSet checks =
                checkFrom[static_cast<std::size_t>(t)] & m_attackedBy[them][static_cast<std::size_t>(t)];
            if (checks & safe)
                danger += SafeCheck[static_cast<std::size_t>(t)];
            else
                unsafe |= checks;
        }
        const bool heavy = m_pieces[them][index(PieceType::Queen)]
                           | m_pieces[them][index(PieceType::Cardinal)]
                           | m_pieces[them][index(PieceType::Marshal)];
        danger += m_attackers[them].count * m_attackers[them].weight + KingZoneHit * m_attackers[them].hits
                  + WeakKingZone * countOf(weak & m_kingZone[us]) + UnsafeCheck * countOf(unsafe)
                  - (heavy ? 0 : NoHeavyAttacker) + DangerOffset;
        if (danger <= 100)
            return {};
        return {-danger * danger / DangerDivisorMg, -danger / DangerDivisorEg};
    }

    Score pawns(Color c) const {
        Score s{};
        const Color them = ~c;
        int best = 0; // value of the best piece a pawn could promote to now (Grand Chess)
        if constexpr (!Shape::Embassy)
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
            s += pieceSquare(PieceType::Pawn, c, sq);
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
            if (passed) {
                s += Shape::Embassy ? EmbassyPassedPawn[static_cast<std::size_t>(rel)]
                                    : PassedPawn[static_cast<std::size_t>(rel)];
                s += passedExtras(c, sq, rel);
            }
            if constexpr (Shape::Embassy)
                return;
            if (best > 0) {
                const int gain = best * PromotionShare[static_cast<std::size_t>(rel)] / 64;
                s += Score{gain / 2, gain};
            } else if (rel == MandatoryPromotionRank - 1) {
                s += FrozenPawn;
            }
        });
        return s;
    }

    // A passed pawn beyond the 4th rank, more so the further it stands: the kings' distances
    // to the square in front of it, and whether that square is blocked or safe to step on.
    Score passedExtras(Color c, Square sq, int rel) const {
        const int advance = rel - (Shape::Embassy ? 2 : 3);
        if (advance <= 0)
            return {};
        const Square front = sq + (c == Color::White ? FileCount : -FileCount);
        auto distance = [&](Square k) {
            return std::max(std::abs(fileOf(k) - fileOf(front)), std::abs(rankOf(k) - rankOf(front)));
        };
        Score s{0, advance
                       * (PassedEnemyKing * distance(m_pos.kingSquare(~c))
                          - PassedOwnKing * distance(m_pos.kingSquare(c)))};
        if (cell(front) != 0)
            s += PassedBlocked * advance;
        else if (!(m_all[index(~c)] & squareBit(front)))
            s += PassedFreeStep * advance;
        return s;
    }

    Score king(Color c) const {
        const Square k = m_pos.kingSquare(c);
        Score s = pieceSquare(PieceType::King, c, k);
        if constexpr (Shape::Embassy)
            s += EmbassyCastlingRight
                 * std::popcount(static_cast<unsigned>(m_pos.castlingRights() & castling::both(c)));
        const int forward = c == Color::White ? 1 : -1;
        const auto ownPawn = static_cast<std::uint8_t>(index(makePiece(c, PieceType::Pawn)));
        for (int df = -1; df <= 1; ++df) {
            const int f = fileOf(k) + df;
            if (f < 0 || f >= FileCount)
                continue;
            for (int step = 1; step <= 2; ++step) {
                const int r = rankOf(k) + forward * step;
                if (r >= 0 && r < Shape::Ranks && cell(makeSquare(f, r)) == ownPawn)
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

    struct PieceAttacks {
        PieceType type = PieceType::None;
        Square square = NoSquare;
        SquareSet attacks = 0;
    };
    struct KingAttackers {
        int count = 0;  // pieces attacking the enemy king zone
        int weight = 0; // their weights summed
        int hits = 0;   // their attacks on squares next to the enemy king
    };
    // Per colour: knights to marshals with their attacks (at most 2 + 3 * 8 promoted ones).
    std::array<std::array<PieceAttacks, 32>, 2> m_piece; // filled up to m_pieceCount
    std::array<int, 2> m_pieceCount{};
    std::array<std::array<SquareSet, GrandTypeCount>, 2> m_pieces{};
    std::array<std::array<SquareSet, GrandTypeCount>, 2> m_attackedBy{};
    std::array<SquareSet, 2> m_occupied{}, m_all{}, m_twice{}, m_kingRing{}, m_kingZone{};
    std::array<KingAttackers, 2> m_attackers{};
};

// Everything the evaluation calls is inlined into it (flatten), and it is compiled twice:
// for any x86-64 and for processors with a population-count instruction, picked when the
// program starts, so counting squares is one instruction where the processor has it.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((flatten, target_clones("popcnt", "default")))
#endif
// The game's own hand-written evaluation, chosen here once by its description.
int evaluate(const Position& pos) {
    switch (pos.variant().evaluation) {
    case EvaluationKind::Fantasy:
        return evaluateFantasy(pos);
    case EvaluationKind::Embassy:
        return Evaluator<EmbassyShape>(pos).run();
    case EvaluationKind::Grand:
        break;
    }
    return Evaluator<GrandShape>(pos).run();
}

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
    w.push_back({"PassedEnemyKing", &PassedEnemyKing});
    w.push_back({"PassedOwnKing", &PassedOwnKing});
    score("PassedBlocked", PassedBlocked);
    score("PassedFreeStep", PassedFreeStep);
    score("FrozenPawn", FrozenPawn);
    score("RookOpenFile", RookOpenFile);
    score("RookHalfOpenFile", RookHalfOpenFile);
    score("RookOpenFirstRank", RookOpenFirstRank);
    score("KingShieldPawn", KingShieldPawn);
    score("KingOpenFile", KingOpenFile);
    score("KingTropism", KingTropism);
    score("Tempo", Tempo);
    for (int t = index(PieceType::Knight); t < index(PieceType::King); ++t) {
        const auto i = static_cast<std::size_t>(t);
        w.push_back({"KingAttackWeight." + pieceName(PieceType(t)), &KingAttackWeight[i]});
        w.push_back({"SafeCheck." + pieceName(PieceType(t)), &SafeCheck[i]});
        score("ThreatByMinor." + pieceName(PieceType(t)), ThreatByMinor[i]);
        score("ThreatByRook." + pieceName(PieceType(t)), ThreatByRook[i]);
    }
    w.push_back({"KingZoneHit", &KingZoneHit});
    w.push_back({"WeakKingZone", &WeakKingZone});
    w.push_back({"UnsafeCheck", &UnsafeCheck});
    w.push_back({"NoHeavyAttacker", &NoHeavyAttacker});
    w.push_back({"DangerOffset", &DangerOffset});
    score("ThreatByPawn", ThreatByPawn);
    score("Hanging", Hanging);
    for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t)
        score("Embassy.Material." + pieceName(PieceType(t)), EmbassyMaterial[static_cast<std::size_t>(t)]);
    for (int t = index(PieceType::Knight); t < index(PieceType::King); ++t)
        score("Embassy.Mobility." + pieceName(PieceType(t)), EmbassyMobility[static_cast<std::size_t>(t)]);
    for (int r = 2; r <= 6; ++r)
        score("Embassy.PassedPawn." + std::to_string(r + 1), EmbassyPassedPawn[static_cast<std::size_t>(r)]);
    score("Embassy.CastlingRight", EmbassyCastlingRight);
    for (const EvaluationWeight& f : fantasyEvaluationWeights())
        w.push_back(f);
    return w;
}

int* evaluationWeight(std::string_view name) {
    for (const EvaluationWeight& w : evaluationWeights())
        if (w.name == name)
            return w.value;
    return nullptr;
}

std::string evaluationReport(const Position& pos) {
    switch (pos.variant().evaluation) {
    case EvaluationKind::Fantasy:
        return fantasyEvaluationReport(pos);
    case EvaluationKind::Embassy:
        return Evaluator<EmbassyShape>(pos).report();
    case EvaluationKind::Grand:
        break;
    }
    return Evaluator<GrandShape>(pos).report();
}

} // namespace grand
