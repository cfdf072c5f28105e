#include "engine/eval/fantasy_eval.h"

#include "engine/rules/armies.h"
#include "engine/rules/attack_maps.h"
#include "engine/rules/generalmoves.h"
#include "engine/rules/pieces.h"

#include <algorithm>
#include <cstdio>

namespace grand {

namespace {

// ---- Weights, in centipawns. How they were measured: docs/strength.md, "Fantasy". ----
// Not constant: the tuner adjusts them through fantasyEvaluationWeights().

// Each kind's material value: PieceValue (evaluate.h) for the Fantasy kinds; Grand Chess's
// kinds (the Humans' pieces, the Druids' Horse, Falcon, Elephant and Roc) have their own
// values in Fantasy games, fitted with the rest.
std::array<int, PieceTypeCount> Material = [] {
    std::array<int, PieceTypeCount> m = PieceValue;
    auto set = [&m](PieceType t, int v) { m[static_cast<std::size_t>(t)] = v; };
    set(PieceType::Pawn, 128);
    set(PieceType::Knight, 320);
    set(PieceType::Bishop, 302);
    set(PieceType::Rook, 516);
    set(PieceType::Queen, 1026);
    set(PieceType::Cardinal, 827);
    set(PieceType::Marshal, 912);
    return m;
}();
// Per square a piece reaches beyond half of what it reaches on an empty board.
int MobilityWeight = 4;
// A forward-only piece that may promote (Pawn, Soldier, Goblin, Werewolf), by relative rank.
std::array<int, RankCount> PromoterAdvance = {0, 0, 0, 27, 34, 52, 116, 65, 25, 70};
// The Orc by relative rank: from the 7th rank on, every move of it into the zone can strike.
std::array<int, RankCount> OrcAdvance = {0, 0, -12, 60, 74, 209, 403, 504, 504, 0};
// Each own piece next to the royal.
int RoyalShelter = 26;
int RoyalShelterMax = 4; // pieces counted at most
// The enemy's reach around the royal: (pieces reaching + squares reached)^2 / 16 times this,
// when at least two pieces reach.
int RoyalDanger = 32;
int Tempo = 10;
// What an army is worth beyond its pieces' values and the terms above, fitted to the results
// of 1,344 games at 4,000 nodes a move (docs/strength.md, "Fantasy"; the Humans are the
// reference, 0). It is the same in every position of a game, so it does not change which
// move is best: it makes the evaluation of a pairing say who is favoured, and lets the
// stronger army decline a draw.
std::array<int, 7> ArmyStrength = [] {
    std::array<int, 7> a{}; // by Army; Army::None and Army::Humans 0
    a[static_cast<std::size_t>(Army::Elves)] = 39;
    a[static_cast<std::size_t>(Army::Dwarves)] = 151;
    a[static_cast<std::size_t>(Army::Horde)] = 32;
    a[static_cast<std::size_t>(Army::Giants)] = 374;
    a[static_cast<std::size_t>(Army::Druids)] = -170;
    return a;
}();
// What an army is worth at the start beyond the term above, fading as the pieces other than
// pawns and the royal come off (all of it with all of both sides' on the board, none with
// none of them). The constant above is fitted over whole games, in which the start's
// positions are few, and it left the starts of some armies reading far from their results
// (the Dwarves' 90 Elo too low, the Evil Horde's 95 to 165 too high). These are set from
// results: each army's start evaluation against the other five equals its score against
// them in the army table's runs of seeds 3 and 4 (1,680 games at 4,000 nodes a move), at
// 0.54 Elo a centipawn (docs/strength.md, "The start term").
std::array<int, 7> ArmyStart = [] {
    std::array<int, 7> a{}; // by Army; Army::None and Army::Humans 0
    a[static_cast<std::size_t>(Army::Elves)] = -171;
    a[static_cast<std::size_t>(Army::Dwarves)] = 184;
    a[static_cast<std::size_t>(Army::Horde)] = -304;
    a[static_cast<std::size_t>(Army::Giants)] = -228;
    a[static_cast<std::size_t>(Army::Druids)] = -77;
    return a;
}();
// The sum of the terms above is in material units, in which the pieces' values stand beside
// PieceValue's for exchanges. A unit of it decides about half as much of a Fantasy game as a
// centipawn decides of a Grand Chess game (the logistic fits' K: 0.28 against 0.54), so the
// sum is scaled, in percent, to read as Grand Chess's centipawns: the same score, the same
// expected result. Set from those fits, not fitted with the terms.
int Scale = 50;

bool isPromoter(PieceType t) {
    return t == PieceType::Pawn || t == PieceType::Soldier || t == PieceType::Goblin
           || t == PieceType::Werewolf;
}

// The pieces that set the game's phase: all but the royal and the promoters.
bool countsForPhase(PieceType t) { return !pieceKind(t).royal && !isPromoter(t); }

// How many such pieces each army sets up (Army::None: 0; the evaluation is not asked there).
const std::array<int, 7>& phasePiecesAtStart() {
    static const std::array<int, 7> counts = [] {
        std::array<int, 7> c{};
        for (Army a : Armies)
            for (const auto& [type, square] : armyInfo(a).setup)
                c[static_cast<std::size_t>(a)] += countsForPhase(type) ? 1 : 0;
        return c;
    }();
    return counts;
}

// Which kinds are royal, read once (pieceKind is a call, and the evaluation asks per kind).
const std::array<bool, PieceTypeCount>& royalKinds() {
    static const std::array<bool, PieceTypeCount> royal = [] {
        std::array<bool, PieceTypeCount> r{};
        for (int t = 1; t < PieceTypeCount; ++t)
            r[static_cast<std::size_t>(t)] = pieceKind(PieceType(t)).royal;
        return r;
    }();
    return royal;
}

// Half of what each kind reaches on an empty board, averaged over the squares: the
// mobility a piece is expected to have, which its material value already pays for.
const std::array<int, PieceTypeCount>& mobilityBaseline() {
    static const std::array<int, PieceTypeCount> baseline = [] {
        std::array<int, PieceTypeCount> b{};
        for (int t = 1; t < PieceTypeCount; ++t) {
            const PieceKind& kind = pieceKind(PieceType(t));
            int total = 0;
            for (Square s = 0; s < SquareCount; ++s)
                for (int dr = -9; dr <= 9; ++dr)
                    for (int df = -9; df <= 9; ++df) {
                        const int file = fileOf(s) + df, rank = rankOf(s) + dr;
                        if ((df || dr) && file >= 0 && file < FileCount && rank >= 0 && rank < RankCount
                            && (kind.reachable[static_cast<std::size_t>(dr + 9)] >> (df + 9) & 1))
                            ++total;
                    }
            b[static_cast<std::size_t>(t)] = total / (2 * SquareCount);
        }
        return b;
    }();
    return baseline;
}

// The squares around a royal, its own included.
SquareSet royalZone(Square royal) {
    SquareSet zone = 0;
    for (int dr = -1; dr <= 1; ++dr)
        for (int df = -1; df <= 1; ++df) {
            const int file = fileOf(royal) + df, rank = rankOf(royal) + dr;
            if (file >= 0 && file < FileCount && rank >= 0 && rank < RankCount)
                zone |= squareBit(makeSquare(file, rank));
        }
    return zone;
}

struct Terms {
    int material = 0;
    int mobility = 0;
    int advance = 0;
    int shelter = 0;
    int danger = 0;
    int army = 0;
    int total() const { return material + mobility + advance + shelter - danger + army; }
};

class FantasyEvaluator {
public:
    explicit FantasyEvaluator(const Position& pos)
            : m_pos(pos), m_baseline(mobilityBaseline()), m_royal(royalKinds()) {
        for (Color c : {Color::White, Color::Black})
            if (const Square royal = pos.kingSquare(c); royal != NoSquare)
                m_zone[index(c)] = royalZone(royal);
        // Each side's squares (mobility leaves them out), then each piece's terms, from the
        // piece lists, kind by kind.
        m_own = {pos.occupied(Color::White), pos.occupied(Color::Black)};
        const RouteTable& table = routeTable(pos.variant().files, pos.variant().ranks);
        for (Color c : {Color::White, Color::Black})
            for (const PieceType type : kindsOf(pos.army(c)))
                if (const int n = pos.count(c, type); n > 0)
                    pieces(table, c, type, n);
        // The phase, in 64ths: the share of both sides' starting pieces (pawns and royals
        // aside) still on the board, at most all of them (promotions add pieces).
        const std::array<int, 7>& start = phasePiecesAtStart();
        const int full = start[static_cast<std::size_t>(pos.army(Color::White))]
                         + start[static_cast<std::size_t>(pos.army(Color::Black))];
        const int phase = full > 0 ? std::min(64, 64 * m_phasePieces / full) : 0;
        for (Color c : {Color::White, Color::Black}) {
            royal(c);
            const auto army = static_cast<std::size_t>(pos.army(c));
            m_terms[index(c)].army = ArmyStrength[army] + ArmyStart[army] * phase / 64;
        }
    }

    int run() const {
        const int white = m_terms[0].total() - m_terms[1].total();
        return ((m_pos.sideToMove() == Color::White ? white : -white) + Tempo) * Scale / 100;
    }

    std::string report() const {
        std::string out;
        char line[128];
        auto row = [&](const char* name, int w, int b) {
            std::snprintf(line, sizeof line, "%-10s %6d %6d %6d\n", name, w, b, w - b);
            out += line;
        };
        out += "term        White  Black  White-Black\n";
        row("material", m_terms[0].material, m_terms[1].material);
        row("mobility", m_terms[0].mobility, m_terms[1].mobility);
        row("advance", m_terms[0].advance, m_terms[1].advance);
        row("shelter", m_terms[0].shelter, m_terms[1].shelter);
        row("danger", -m_terms[0].danger, -m_terms[1].danger);
        row("army", m_terms[0].army, m_terms[1].army);
        row("total", m_terms[0].total(), m_terms[1].total());
        std::snprintf(line, sizeof line, "side to move: %s (tempo %+d)\n",
                      m_pos.sideToMove() == Color::White ? "White" : "Black", Tempo);
        out += line;
        std::snprintf(line, sizeof line, "scaled to centipawns (%d%%): %+d for the side to move\n", Scale,
                      run());
        out += line;
        return out;
    }

private:
    // Side c's n pieces of kind t.
    void pieces(const RouteTable& table, Color c, PieceType t, int n) {
        Terms& terms = m_terms[index(c)];
        terms.material += n * Material[static_cast<std::size_t>(index(t))];
        if (m_royal[static_cast<std::size_t>(index(t))])
            return;
        const bool promoter = isPromoter(t), orc = t == PieceType::Orc;
        if (!promoter)
            m_phasePieces += n;
        const SquareSet own = m_own[index(c)], enemy = m_own[index(~c)], zone = m_zone[index(~c)];
        const int baseline = m_baseline[static_cast<std::size_t>(index(t))];
        m_pos.forEach(c, t, [&](Square s) {
            const SquareSet reach = general::reach(m_pos, table, t, c, s, own, enemy);
            terms.mobility += MobilityWeight * (countOf(reach) - baseline);
            const auto rank = static_cast<std::size_t>(relativeRank(c, rankOf(s)));
            if (orc)
                terms.advance += OrcAdvance[rank];
            else if (promoter)
                terms.advance += PromoterAdvance[rank];
            if (const SquareSet near = reach & zone) {
                ++m_attackers[index(~c)];
                m_attackUnits[index(~c)] += 1 + countOf(near);
            }
        });
    }

    // Side c's royal: its shelter, and the danger from the enemy pieces reaching around it.
    void royal(Color c) {
        Terms& terms = m_terms[index(c)];
        const SquareSet around = m_zone[index(c)] & m_own[index(c)];
        terms.shelter = RoyalShelter * std::min(RoyalShelterMax, std::max(0, countOf(around) - 1));
        if (m_attackers[index(c)] >= 2) {
            const int units = m_attackUnits[index(c)];
            terms.danger = std::min(800, RoyalDanger * units * units / 16);
        }
    }

    const Position& m_pos;
    const std::array<int, PieceTypeCount>& m_baseline;
    const std::array<bool, PieceTypeCount>& m_royal;
    std::array<SquareSet, 2> m_zone{};
    std::array<SquareSet, 2> m_own{};
    std::array<int, 2> m_attackers{};   // enemy pieces reaching side c's royal zone
    std::array<int, 2> m_attackUnits{}; // and how much of it
    int m_phasePieces = 0;              // both sides' pieces but royals and promoters
    std::array<Terms, 2> m_terms{};
};

std::string lowerName(PieceType t) {
    std::string name(pieceKind(t).name);
    for (char& ch : name)
        ch = ch == ' ' || ch == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return name;
}

} // namespace

// Compiled twice, as evaluate() is: counting squares is one instruction where the processor
// has it.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((flatten, target_clones("popcnt", "default")))
#endif
int evaluateFantasy(const Position& pos) {
    return FantasyEvaluator(pos).run();
}

std::vector<EvaluationWeight> fantasyEvaluationWeights() {
    std::vector<EvaluationWeight> w;
    for (int t = 1; t < PieceTypeCount; ++t)
        if (!pieceKind(PieceType(t)).royal)
            w.push_back(
                {"Fantasy.Material." + lowerName(PieceType(t)), &Material[static_cast<std::size_t>(t)]});
    w.push_back({"Fantasy.Mobility", &MobilityWeight});
    for (int r = 3; r < RankCount - 1; ++r)
        w.push_back({"Fantasy.PromoterAdvance." + std::to_string(r + 1),
                     &PromoterAdvance[static_cast<std::size_t>(r)]});
    for (int r = 2; r < RankCount - 1; ++r)
        w.push_back(
            {"Fantasy.OrcAdvance." + std::to_string(r + 1), &OrcAdvance[static_cast<std::size_t>(r)]});
    w.push_back({"Fantasy.RoyalShelter", &RoyalShelter});
    w.push_back({"Fantasy.RoyalDanger", &RoyalDanger});
    w.push_back({"Fantasy.Tempo", &Tempo});
    for (Army a : Armies)
        if (a != Army::Humans)
            w.push_back(
                {"Fantasy.Army." + std::string(armyInfo(a).id), &ArmyStrength[static_cast<std::size_t>(a)]});
    for (Army a : Armies)
        if (a != Army::Humans)
            w.push_back({"Fantasy.ArmyStart." + std::string(armyInfo(a).id),
                         &ArmyStart[static_cast<std::size_t>(a)]});
    w.push_back({"Scale.Fantasy", &Scale});
    return w;
}

std::string fantasyEvaluationReport(const Position& pos) { return FantasyEvaluator(pos).report(); }

} // namespace grand
