// make_positions: builds tests/data/fantasy-positions.epd with the independent reference
// generator (fantasy_reference.h). It plays random legal games (fixed seed) from all 36
// army pairings, records every position with the features it shows (which piece kinds
// move, promotions, Orc strikes, checks, mates, few pieces, ...), then picks positions
// greedily until every feature is covered, fills up every pairing, adds a few hand-written
// positions, and writes "FEN ;D1 n ;D2 n ;D3 n" lines. A coverage report goes to stderr.
//
//   make_positions OUTPUT.epd [GAMES_PER_PAIRING]

#include "fantasy_reference.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace reference;

namespace {

// Deterministic generator (splitmix64), the same on every platform.
struct Rng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(next() % std::uint64_t(n)); }
    bool chance(int percent) { return below(100) < percent; }
};

// White's setup ranks 3, 2, 1 of each army (from FANTASY.md), FEN style.
const char* kSetup[kArmyCount][3] = {
    {"PPPPPPPPPP", "1NBQKMCBN1", "R8R"},        // humans
    {"WWWWWWWWWW", "1S1LKEM1S1", "4RR4"},       // elves
    {"SSSSSSSSSS", "1PGWKEWGP1", "C8C"},        // dwarves
    {"GGGGGGGGGG", "OOOOOOOOOO", "ZRHBKMAHRZ"}, // horde
    {"4GG4", "1YMOGGOMY1", "3BKTD3"},           // giants
    {"FJYLMCTWPD", "BHARKUGOS1", "9E"},         // druids
};

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

std::string startFen(int white, int black) {
    std::string fen = lower(kSetup[black][2]) + "/" + lower(kSetup[black][1]) + "/" + lower(kSetup[black][0])
                      + "/10/10/10/10/" + kSetup[white][0] + "/" + kSetup[white][1] + "/" + kSetup[white][2];
    return fen + " w - - 0 1 " + armyName(Army(white)) + "/" + armyName(Army(black));
}

// A coordinate move taken apart.
struct MoveParts {
    int from = -1, to = -1;
    char promo = 0;  // lower-case letter or 0
    int strike = -1; // square or -1
};

int parseSquare(const std::string& s, size_t& i) {
    const int file = s[i++] - 'a';
    int rank = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9')
        rank = rank * 10 + (s[i++] - '0');
    return (rank - 1) * 10 + file;
}

MoveParts parseMove(const std::string& m) {
    MoveParts p;
    size_t i = 0;
    p.from = parseSquare(m, i);
    p.to = parseSquare(m, i);
    if (i < m.size() && m[i] == 'x') {
        ++i;
        p.strike = parseSquare(m, i);
    } else if (i < m.size()) {
        p.promo = m[i];
    }
    return p;
}

Kind kindOfLetter(Army army, char lowerLetter) {
    for (int k = 1; k < KindCount; ++k)
        if (kindArmy(Kind(k)) == army && kindLetter(Kind(k)) == char(lowerLetter - 'a' + 'A'))
            return Kind(k);
    return NoKind;
}

const char* colourName(int colour) { return colour == 0 ? "White" : "Black"; }
int relRank(int sq, int colour) { return colour == 0 ? sq / 10 : 9 - sq / 10; }

int pieceCount(const Position& pos) {
    int n = 0;
    for (Cell c : pos.board)
        n += c != 0;
    return n;
}

// The features a position shows. Feature names double as the coverage report's lines.
std::vector<std::string> featuresOf(const Position& pos, const std::vector<std::string>& moves) {
    std::set<std::string> f;
    const int me = pos.side;
    const std::string col = colourName(me);
    const Army myArmy = pos.army[me];
    f.insert(std::string("pairing ") + armyName(pos.army[0]) + "/" + armyName(pos.army[1]));

    std::set<std::pair<int, int>> promotingFromTo;
    for (const std::string& m : moves) {
        const MoveParts p = parseMove(m);
        if (p.promo)
            promotingFromTo.insert({p.from, p.to});
    }
    for (const std::string& m : moves) {
        const MoveParts p = parseMove(m);
        const Kind kind = cellKind(pos.board[p.from]);
        f.insert(std::string("move: ") + armyName(myArmy) + " " + kindName(kind) + " (" + col + ")");
        if (p.promo) {
            const Kind to = kindOfLetter(myArmy, p.promo);
            f.insert(std::string("promotion: ") + armyName(myArmy) + " " + kindName(kind) + " to "
                     + kindName(to) + " (" + col + ")");
        }
        if ((kind == HumPawn || kind == DwaSoldier) && relRank(p.to, me) >= 7
            && !promotingFromTo.count({p.from, p.to}))
            f.insert(std::string("zone move with nothing to promote to: ") + kindName(kind) + " (" + col
                     + ")");
        if ((kind == HumPawn || kind == DwaSoldier) && relRank(p.to, me) >= 7
            && promotingFromTo.count({p.from, p.to}))
            f.insert(std::string("zone move with promotion choices: ") + kindName(kind) + " (" + col + ")");
        if (kind == HorOrc && relRank(p.to, me) >= 7 && p.strike < 0)
            f.insert(std::string("Orc move into the zone (") + col + ")");
        if (p.strike >= 0) {
            f.insert(std::string("Orc strike available (") + col + ")");
            if (isRoyal(cellKind(pos.board[p.strike])))
                f.insert(std::string("Orc strike on the royal (") + col + ")");
            if (pos.board[p.to] != 0)
                f.insert(std::string("Orc capture + strike (") + col + ")");
        }
    }
    // Forward-only pieces on their last rank (either side).
    for (int sq = 0; sq < 100; ++sq) {
        const Cell c = pos.board[sq];
        if (c == 0 || !isForwardOnly(cellKind(c)))
            continue;
        if (relRank(sq, cellColour(c)) == 9)
            f.insert(std::string("last rank, cannot move: ") + kindName(cellKind(c)) + " ("
                     + colourName(cellColour(c)) + ")");
        if (cellKind(c) == HorWerewolf && relRank(sq, cellColour(c)) == 8)
            f.insert(std::string("Werewolf on its 9th rank (") + colourName(cellColour(c)) + ")");
    }
    const bool check = inCheck(pos);
    const bool orcRuleOnly = check && !inOrdinaryCheck(pos);
    if (check)
        f.insert(std::string("in check (") + col + ")");
    if (orcRuleOnly)
        f.insert(pos.nonRoyal[me] == 0 ? "in check by the Orc rule: bare royal"
                                       : "in check by the Orc rule: last non-royal piece capturable");
    if (moves.empty()) {
        f.insert(check ? "checkmate" : "stalemate");
        if (orcRuleOnly)
            f.insert("checkmate by the Orc rule");
        if (!check && pos.nonRoyal[me] > 0)
            f.insert("stalemate with non-royal pieces that cannot move");
    }
    // Moves that give check by the Orc rule.
    if (myArmy == Army::Horde && pos.nonRoyal[1 - me] <= 2) {
        for (const std::string& m : moves) {
            const Position next = play(pos, m);
            if (inCheck(next) && !inOrdinaryCheck(next)) {
                f.insert(std::string("a move gives check by the Orc rule (") + col + ")");
                break;
            }
        }
    }
    const int pieces = pieceCount(pos);
    if (pieces <= 10)
        f.insert("endgame: at most 10 pieces");
    if (pieces <= 6)
        f.insert("late endgame: at most 6 pieces");
    if (pos.nonRoyal[0] == 0 && pos.nonRoyal[1] == 0)
        f.insert("two bare royals");
    return {f.begin(), f.end()};
}

struct Candidate {
    std::string fen;
    std::vector<int> features;
    int pairing;
};

struct Chosen {
    std::string fen;
    std::uint64_t d1, d2, d3;
    int pairing;
    std::vector<int> features;
};

// Picks the next move of a random game: mostly uniform, sometimes a capture, and near the
// end a move that leaves the opponent without moves (mate or stalemate) when there is one.
std::string pickMove(const Position& pos, const std::vector<std::string>& moves, Rng& rng, int style) {
    if (pieceCount(pos) <= 14 && rng.chance(80)) {
        for (const std::string& m : moves)
            if (legalMoves(play(pos, m)).empty())
                return m;
    }
    const int captureBias = style == 0 ? 0 : style == 1 ? 50 : 85;
    if (rng.chance(captureBias)) {
        std::vector<const std::string*> captures;
        for (const std::string& m : moves) {
            const MoveParts p = parseMove(m);
            if (pos.board[p.to] != 0 || p.strike >= 0)
                captures.push_back(&m);
        }
        if (!captures.empty())
            return *captures[size_t(rng.below(int(captures.size())))];
    }
    // Push the forward-only pieces (Pawns, Soldiers, Goblins, Orcs, Werewolves) now and
    // then, mostly without promoting or striking, so that they reach the zone and the
    // last rank and strikes come up.
    if (rng.chance(style == 0 ? 30 : 15)) {
        std::vector<const std::string*> pushes;
        const bool plainOnly = rng.chance(60);
        for (const std::string& m : moves) {
            const MoveParts p = parseMove(m);
            if (isForwardOnly(cellKind(pos.board[p.from])) && (!plainOnly || (!p.promo && p.strike < 0)))
                pushes.push_back(&m);
        }
        if (!pushes.empty())
            return *pushes[size_t(rng.below(int(pushes.size())))];
    }
    // Uniform over (from, to), then over the variants (plain, promotions, strikes), the
    // plain move first with even odds, so that unpromoted pieces reach the last rank.
    std::vector<std::pair<int, int>> fromTo;
    for (const std::string& m : moves) {
        const MoveParts p = parseMove(m);
        if (std::find(fromTo.begin(), fromTo.end(), std::make_pair(p.from, p.to)) == fromTo.end())
            fromTo.push_back({p.from, p.to});
    }
    const auto chosen = fromTo[size_t(rng.below(int(fromTo.size())))];
    std::vector<const std::string*> variants;
    for (const std::string& m : moves) {
        const MoveParts p = parseMove(m);
        if (p.from == chosen.first && p.to == chosen.second)
            variants.push_back(&m);
    }
    if (variants.size() > 1 && rng.chance(50)) { // the plain move, if legal, comes first
        const MoveParts p = parseMove(*variants[0]);
        if (!p.promo && p.strike < 0)
            return *variants[0];
    }
    return *variants[size_t(rng.below(int(variants.size())))];
}

// Hand-written positions: Orc rule corner cases, stalemates, bare royals.
const char* kHandWritten[] = {
    // bare royal against an Orc that can move into the zone: checkmate by the Orc rule
    "4k5/10/10/3O6/10/10/10/10/10/K9 b - - 0 1 horde/humans",
    "k9/10/10/10/10/10/10/3o6/10/4K5 w - - 0 1 humans/horde",
    // (The same with the Horde to move, a strike on the royal, would be an illegal
    // position: the side not to move in check. Such strikes never occur in play.)
    // royal plus one piece that an Orc move into the zone captures: check
    "4k5/10/4p5/3O6/10/10/10/10/10/K9 b - - 0 1 horde/humans",
    "9k/10/10/10/10/10/10/3o6/2G7/4K5 w - - 0 3 giants/horde",
    // bare royal, Orc not yet near the zone
    "4k5/10/10/10/3O6/10/10/10/10/K9 b - - 0 1 horde/humans",
    "4k5/10/10/10/3O6/10/10/10/10/K9 w - - 0 1 horde/dwarves",
    // Horde against Horde, both with Orcs about to strike
    "4k5/2O7/10/6o3/10/10/3O6/10/7o2/4K5 w - - 0 20 horde/horde",
    "4k5/2O7/10/6o3/10/10/3O6/10/7o2/4K5 b - - 0 20 horde/horde",
    // stalemates
    "k9/2Q7/10/10/10/10/10/10/10/K9 b - - 0 1 humans/humans",
    "k9/2Q7/10/10/10/10/10/10/10/K3p5 b - - 0 1 humans/humans",
    "k9/2E7/10/10/10/10/10/10/10/K9 b - - 0 1 elves/druids",
    // two bare royals: a draw, but perft goes on
    "k9/10/10/10/10/10/10/10/10/K9 w - - 0 1 giants/druids",
    // pawns of every kind frozen on the last rank
    "P3k5/10/10/10/10/10/10/10/10/s3K5 b - - 0 1 humans/dwarves",
    "S3k5/10/10/10/10/10/10/10/10/p3K5 w - - 0 1 dwarves/humans",
    "GOH1k5/10/10/10/10/10/10/10/10/goh1K5 w - - 0 1 horde/horde",
};

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: make_positions OUTPUT.epd [GAMES_PER_PAIRING]\n";
        return 2;
    }
    const int gamesPerPairing = argc > 2 ? std::atoi(argv[2]) : 24;
    constexpr int kMaxPlies = 400;
    constexpr std::uint64_t kMaxD3 = 400000;      // per position
    constexpr std::uint64_t kFillMaxD3 = 160000;  // per position picked only to fill a pairing
    constexpr std::uint64_t kBudgetD3 = 36000000; // all positions together
    constexpr int kPerPairing = 8;
    constexpr int kTotal = 340;

    Rng rng{20240611};
    std::map<std::string, int> featureIds;
    std::vector<std::string> featureNames;
    auto featureId = [&](const std::string& name) {
        auto it = featureIds.find(name);
        if (it != featureIds.end())
            return it->second;
        featureIds[name] = int(featureNames.size());
        featureNames.push_back(name);
        return int(featureNames.size()) - 1;
    };
    auto toIds = [&](const std::vector<std::string>& names) {
        std::vector<int> ids;
        for (const auto& n : names)
            ids.push_back(featureId(n));
        return ids;
    };

    // 1. The pool: every position of every random game.
    std::vector<Candidate> pool;
    std::set<std::string> seenFens;
    auto boardKey = [](const std::string& fen) { // FEN without the clocks
        const size_t a = fen.find(" - - ");
        const size_t b = fen.rfind(' ');
        return fen.substr(0, a) + fen.substr(b);
    };
    for (int w = 0; w < kArmyCount; ++w)
        for (int b = 0; b < kArmyCount; ++b) {
            const int pairing = w * kArmyCount + b;
            for (int game = 0; game < gamesPerPairing; ++game) {
                Position pos = *parseFen(startFen(w, b));
                const int style = game % 3;
                for (int ply = 0; ply < kMaxPlies; ++ply) {
                    const std::vector<std::string> moves = legalMoves(pos);
                    const std::string fen = toFen(pos);
                    if (ply > 0 && seenFens.insert(boardKey(fen)).second)
                        pool.push_back({fen, toIds(featuresOf(pos, moves)), pairing});
                    if (moves.empty())
                        break;
                    if (pos.nonRoyal[0] == 0 && pos.nonRoyal[1] == 0)
                        break;
                    pos = play(pos, pickMove(pos, moves, rng, style));
                }
            }
            std::cerr << "pool after " << armyName(Army(w)) << "/" << armyName(Army(b)) << ": " << pool.size()
                      << " positions\n";
        }

    // 2. Greedy picks.
    std::vector<Chosen> chosen;
    std::set<std::string> chosenFens;
    std::vector<int> covered;
    std::uint64_t totalD3 = 0;
    auto tryAdd = [&](const std::string& fen, const std::vector<int>& features, int pairing,
                      std::uint64_t maxD3) {
        if (chosenFens.count(fen))
            return false;
        const Position pos = *parseFen(fen);
        Position other = pos;
        other.side = 1 - pos.side;
        if (inCheck(other))
            return false; // the side not to move in check: not a legal position
        const std::uint64_t d2 = perft(pos, 2);
        if (d2 > 12000)
            return false; // its D3 would be far too big
        const std::uint64_t d3 = perft(pos, 3);
        if (d3 > maxD3 || totalD3 + d3 > kBudgetD3)
            return false;
        chosen.push_back({fen, perft(pos, 1), d2, d3, pairing, features});
        chosenFens.insert(fen);
        totalD3 += d3;
        covered.resize(featureNames.size());
        for (int f : features)
            ++covered[size_t(f)];
        return true;
    };

    for (const char* fen : kHandWritten) {
        const Position pos = *parseFen(fen);
        const int pairing = int(pos.army[0]) * kArmyCount + int(pos.army[1]);
        if (!tryAdd(fen, toIds(featuresOf(pos, legalMoves(pos))), pairing, kMaxD3))
            std::cerr << "hand-written position rejected: " << fen << "\n";
    }

    auto target = [&](const std::string& name) {
        if (name.rfind("pairing ", 0) == 0)
            return 0; // filled below
        if (name == "in check (White)" || name == "in check (Black)")
            return 15;
        if (name.rfind("Orc strike available", 0) == 0)
            return 10;
        if (name == "checkmate" || name.rfind("in check by the Orc rule", 0) == 0)
            return 6;
        if (name.rfind("late endgame", 0) == 0 || name.rfind("endgame", 0) == 0)
            return 20;
        if (name == "stalemate")
            return 4;
        return 3;
    };
    // Rarest features first, so that their few candidates are tried before the budget fills.
    std::vector<int> frequency(featureNames.size());
    std::vector<std::vector<int>> byFeature(featureNames.size());
    for (int i = 0; i < int(pool.size()); ++i)
        for (int f : pool[size_t(i)].features)
            byFeature[size_t(f)].push_back(i);
    std::vector<int> order(featureNames.size());
    for (int i = 0; i < int(order.size()); ++i)
        order[size_t(i)] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return byFeature[size_t(a)].size() < byFeature[size_t(b)].size(); });
    covered.resize(featureNames.size());
    for (int f : order) {
        std::vector<int> cands = byFeature[size_t(f)];
        for (size_t i = cands.size(); i > 1; --i)
            std::swap(cands[i - 1], cands[size_t(rng.below(int(i)))]);
        int tries = 0;
        for (int c : cands) {
            if (covered[size_t(f)] >= target(featureNames[size_t(f)]) || tries++ > 300)
                break;
            tryAdd(pool[size_t(c)].fen, pool[size_t(c)].features, pool[size_t(c)].pairing, kMaxD3);
        }
    }

    // 3. Fill every pairing, then the total.
    std::vector<std::vector<int>> byPairing(kArmyCount * kArmyCount);
    for (int i = 0; i < int(pool.size()); ++i)
        byPairing[size_t(pool[size_t(i)].pairing)].push_back(i);
    for (auto& list : byPairing)
        for (size_t i = list.size(); i > 1; --i)
            std::swap(list[i - 1], list[size_t(rng.below(int(i)))]);
    std::vector<size_t> cursor(byPairing.size());
    auto countPairing = [&](int p) {
        return int(
            std::count_if(chosen.begin(), chosen.end(), [&](const Chosen& c) { return c.pairing == p; }));
    };
    for (int round = 0; int(chosen.size()) < kTotal || round == 0; ++round) {
        bool added = false;
        for (int p = 0; p < kArmyCount * kArmyCount; ++p) {
            if (round == 0 && countPairing(p) >= kPerPairing)
                continue;
            const int want = round == 0 ? kPerPairing : countPairing(p) + 1;
            while (countPairing(p) < want && cursor[size_t(p)] < byPairing[size_t(p)].size()) {
                const Candidate& c = pool[size_t(byPairing[size_t(p)][cursor[size_t(p)]++])];
                added |= tryAdd(c.fen, c.features, c.pairing, kFillMaxD3);
            }
            if (round > 0 && int(chosen.size()) >= kTotal)
                break;
        }
        if (!added && round > 0)
            break;
    }

    // 4. Write, grouped by pairing.
    std::stable_sort(chosen.begin(), chosen.end(),
                     [](const Chosen& a, const Chosen& b) { return a.pairing < b.pairing; });
    std::ofstream out(argv[1]);
    for (const Chosen& c : chosen)
        out << c.fen << " ;D1 " << c.d1 << " ;D2 " << c.d2 << " ;D3 " << c.d3 << "\n";

    // 5. Coverage report.
    std::vector<int> finalCount(featureNames.size());
    for (const Chosen& c : chosen)
        for (int f : c.features)
            ++finalCount[size_t(f)];
    std::vector<int> byName(featureNames.size());
    for (int i = 0; i < int(byName.size()); ++i)
        byName[size_t(i)] = i;
    std::sort(byName.begin(), byName.end(),
              [&](int a, int b) { return featureNames[size_t(a)] < featureNames[size_t(b)]; });
    std::cout << "coverage (positions showing each feature; pool count in brackets):\n";
    for (int f : byName)
        std::cout << "  " << finalCount[size_t(f)] << "  " << featureNames[size_t(f)] << "  ["
                  << byFeature[size_t(f)].size() << "]\n";
    // Kinds never seen moving in the pool at all.
    for (int colour = 0; colour < 2; ++colour)
        for (int k = 1; k < KindCount; ++k) {
            const std::string name = std::string("move: ") + armyName(kindArmy(Kind(k))) + " "
                                     + kindName(Kind(k)) + " (" + colourName(colour) + ")";
            if (!featureIds.count(name) || finalCount[size_t(featureIds[name])] == 0)
                std::cout << "  NOT COVERED: " << name << "\n";
        }
    std::cout << chosen.size() << " positions, D3 total " << totalD3 << "\n";
    return 0;
}
