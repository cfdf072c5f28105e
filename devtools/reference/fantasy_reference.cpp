// Independent Fantasy Grand Chess move generator, written from shared/FANTASY.md only.
// See fantasy_reference.h. Coordinates: file f 0..9 (a..j), rank r 0..9 (1..10),
// square = r * 10 + f. "Forward" is +1 rank for White, -1 for Black.

#include "fantasy_reference.h"

#include <array>
#include <charconv>
#include <cstring>
#include <stdexcept>
#include <type_traits>

namespace reference {

namespace {

// ---------------------------------------------------------------------------------------
// Piece data: letters per army, names, start counts for promotion.

struct KindInfo {
    Kind kind;
    Army army;
    char letter;
    const char* name;
};

constexpr KindInfo kKinds[] = {
    {NoKind, Army::Humans, '?', "none"},
    {HumKing, Army::Humans, 'K', "King"},
    {HumQueen, Army::Humans, 'Q', "Queen"},
    {HumRook, Army::Humans, 'R', "Rook"},
    {HumBishop, Army::Humans, 'B', "Bishop"},
    {HumKnight, Army::Humans, 'N', "Knight"},
    {HumCardinal, Army::Humans, 'C', "Cardinal"},
    {HumMarshal, Army::Humans, 'M', "Marshal"},
    {HumPawn, Army::Humans, 'P', "Pawn"},
    {ElfKing, Army::Elves, 'K', "King"},
    {ElfElder, Army::Elves, 'E', "Elder"},
    {ElfLoremaster, Army::Elves, 'L', "Loremaster"},
    {ElfMage, Army::Elves, 'M', "Mage"},
    {ElfRanger, Army::Elves, 'R', "Ranger"},
    {ElfSeeress, Army::Elves, 'S', "Seeress"},
    {ElfWarrior, Army::Elves, 'W', "Warrior"},
    {DwaKing, Army::Dwarves, 'K', "King"},
    {DwaCannon, Army::Dwarves, 'C', "Cannon"},
    {DwaGeneral, Army::Dwarves, 'E', "General"},
    {DwaGuard, Army::Dwarves, 'G', "Guard"},
    {DwaPriest, Army::Dwarves, 'P', "Priest"},
    {DwaSoldier, Army::Dwarves, 'S', "Soldier"},
    {DwaWarMachine, Army::Dwarves, 'W', "War Machine"},
    {HorDarkLord, Army::Horde, 'K', "Dark Lord"},
    {HorAssassin, Army::Horde, 'A', "Assassin"},
    {HorBalrog, Army::Horde, 'B', "Balrog"},
    {HorGoblin, Army::Horde, 'G', "Goblin"},
    {HorWerewolf, Army::Horde, 'H', "Werewolf"},
    {HorMinotaur, Army::Horde, 'M', "Minotaur"},
    {HorOrc, Army::Horde, 'O', "Orc"},
    {HorOgre, Army::Horde, 'R', "Ogre"},
    {HorWolfRider, Army::Horde, 'W', "Wolf Rider"},
    {HorWarlock, Army::Horde, 'Z', "Warlock"},
    {GiaKing, Army::Giants, 'K', "King"},
    {GiaBehemoth, Army::Giants, 'B', "Behemoth Rider"},
    {GiaTwoHeadedCyclops, Army::Giants, 'D', "Two-Headed Cyclops"},
    {GiaGiant, Army::Giants, 'G', "Giant"},
    {GiaMammoth, Army::Giants, 'M', "Mammoth Rider"},
    {GiaColossus, Army::Giants, 'O', "Colossus"},
    {GiaTitan, Army::Giants, 'T', "Titan"},
    {GiaCyclops, Army::Giants, 'Y', "Cyclops"},
    {DruDruid, Army::Druids, 'K', "Druid"},
    {DruEagle, Army::Druids, 'A', "Eagle"},
    {DruBear, Army::Druids, 'B', "Bear"},
    {DruCheetah, Army::Druids, 'C', "Cheetah"},
    {DruDog, Army::Druids, 'D', "Dog"},
    {DruElephant, Army::Druids, 'E', "Elephant"},
    {DruFox, Army::Druids, 'F', "Fox"},
    {DruPegasus, Army::Druids, 'G', "Pegasus"},
    {DruHorse, Army::Druids, 'H', "Horse"},
    {DruJaguar, Army::Druids, 'J', "Jaguar"},
    {DruLion, Army::Druids, 'L', "Lion"},
    {DruPuma, Army::Druids, 'M', "Puma"},
    {DruFalcon, Army::Druids, 'O', "Falcon"},
    {DruPanther, Army::Druids, 'P', "Panther"},
    {DruRoc, Army::Druids, 'R', "Roc"},
    {DruStag, Army::Druids, 'S', "Stag"},
    {DruTiger, Army::Druids, 'T', "Tiger"},
    {DruUnicorn, Army::Druids, 'U', "Unicorn"},
    {DruWolf, Army::Druids, 'W', "Wolf"},
    {DruCoyote, Army::Druids, 'Y', "Coyote"},
};
static_assert(sizeof(kKinds) / sizeof(kKinds[0]) == KindCount);

constexpr const char* kArmyNames[kArmyCount] = {"humans", "elves", "dwarves", "horde", "giants", "druids"};

// Kind of a letter (upper case) in an army's letter table, NoKind if the army has none.
Kind kindOfLetter(Army army, char upper) {
    for (const KindInfo& info : kKinds)
        if (info.kind != NoKind && info.army == army && info.letter == upper)
            return info.kind;
    return NoKind;
}

// The kinds a Pawn (Humans) or Soldier (Dwarves) may promote to, with their start counts.
struct PromotionChoice {
    Kind kind;
    int startCount;
};
constexpr PromotionChoice kHumanPromotions[] = {{HumQueen, 1}, {HumMarshal, 1}, {HumCardinal, 1},
                                                {HumRook, 2},  {HumBishop, 2},  {HumKnight, 2}};
constexpr PromotionChoice kDwarfPromotions[] = {{DwaGeneral, 1}, {DwaGuard, 2}, {DwaPriest, 2}};

// Rank counted from the side's own back rank: 0 = own first rank, 9 = last rank.
inline int relRank(int rank, int colour) { return colour == 0 ? rank : 9 - rank; }
inline bool inZone(int rank, int colour) { return relRank(rank, colour) >= 7; }

// ---------------------------------------------------------------------------------------
// Movement. PieceGen calls emit(to) for every square the piece on `from` can move to or
// capture on (an empty square or an enemy piece), possibly more than once.

enum class Mode { Both, MoveOnly, CaptureOnly };

constexpr int kOrth[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
constexpr int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
constexpr int kAll8[8][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

template <class Emit>
struct PieceGen {
    const Cell* b;
    int me; // colour of the moving piece
    int f0, r0;
    int fwd; // +1 White, -1 Black
    Emit& emit;

    static bool on(int f, int r) { return f >= 0 && f < 10 && r >= 0 && r < 10; }
    Cell at(int f, int r) const { return b[r * 10 + f]; }
    bool emptyAt(int f, int r) const { return on(f, r) && at(f, r) == 0; }

    // Stops on (f, r) if the mode allows. Returns true if the square is on the board
    // and empty (a path may go on through it).
    bool land(int f, int r, Mode m) {
        if (!on(f, r))
            return false;
        const Cell c = at(f, r);
        if (c == 0) {
            if (m != Mode::CaptureOnly)
                emit(r * 10 + f);
            return true;
        }
        if (cellColour(c) != me && m != Mode::MoveOnly)
            emit(r * 10 + f);
        return false;
    }
    void leap(int dx, int dy, Mode m = Mode::Both) { land(f0 + dx, r0 + dy, m); }
    // All the leaps (±p, ±q) and (±q, ±p).
    void leaps(int p, int q, Mode m = Mode::Both) {
        const int cand[8][2] = {{p, q}, {-p, q}, {p, -q}, {-p, -q}, {q, p}, {-q, p}, {q, -p}, {-q, -p}};
        for (int i = 0; i < 8; ++i) {
            bool dup = false;
            for (int j = 0; j < i; ++j)
                if (cand[j][0] == cand[i][0] && cand[j][1] == cand[i][1])
                    dup = true;
            if (!dup)
                leap(cand[i][0], cand[i][1], m);
        }
    }
    // Slides from (f, r) (not included) in steps of (dx, dy), at most maxSteps steps.
    void rideFrom(int f, int r, int dx, int dy, int maxSteps, Mode m = Mode::Both) {
        for (int n = 0; n < maxSteps; ++n) {
            f += dx;
            r += dy;
            if (!land(f, r, m))
                return;
        }
    }
    void ride(int dx, int dy, int maxSteps = 99, Mode m = Mode::Both) {
        rideFrom(f0, r0, dx, dy, maxSteps, m);
    }
    void rook(int maxSteps = 99, Mode m = Mode::Both) {
        for (auto& d : kOrth)
            ride(d[0], d[1], maxSteps, m);
    }
    void bishop(int maxSteps = 99, Mode m = Mode::Both) {
        for (auto& d : kDiag)
            ride(d[0], d[1], maxSteps, m);
    }
    void queen(int maxSteps = 99, Mode m = Mode::Both) {
        rook(maxSteps, m);
        bishop(maxSteps, m);
    }
    void king(Mode m = Mode::Both) {
        for (auto& d : kAll8)
            leap(d[0], d[1], m);
    }
    void knight() { leaps(1, 2); }
    // Cannon capture along (dx, dy): exactly one piece (either colour) between.
    void cannonCapture(int dx, int dy) {
        int f = f0, r = r0;
        bool screen = false;
        while (true) {
            f += dx;
            r += dy;
            if (!on(f, r))
                return;
            const Cell c = at(f, r);
            if (c == 0)
                continue;
            if (!screen) {
                screen = true;
                continue;
            }
            if (cellColour(c) != me)
                emit(r * 10 + f);
            return;
        }
    }
    void cannonCaptures() {
        for (auto& d : kOrth)
            cannonCapture(d[0], d[1]);
    }
    // Mage path (griffon): a diagonal step, then from that square if empty onward along
    // the two orthogonal directions agreeing with the step. canStopFirst = false gives the
    // Two-Headed Cyclops (the diagonal square must be empty and is not a destination).
    void griffon(bool canStopFirst) {
        for (auto& d : kDiag) {
            const int f = f0 + d[0], r = r0 + d[1];
            if (!on(f, r))
                continue;
            if (at(f, r) != 0) {
                if (canStopFirst)
                    land(f, r, Mode::Both);
                continue;
            }
            if (canStopFirst)
                land(f, r, Mode::Both);
            rideFrom(f, r, d[0], 0, 99);
            rideFrom(f, r, 0, d[1], 99);
        }
    }
    // Crooked slider: steps alternating between direction a and direction c, starting
    // with a, every square but the last empty, stopping after any step.
    void crooked(int ax, int ay, int cx, int cy) {
        int f = f0, r = r0;
        for (int n = 0;; ++n) {
            if (n % 2 == 0) {
                f += ax;
                r += ay;
            } else {
                f += cx;
                r += cy;
            }
            if (!land(f, r, Mode::Both))
                return;
        }
    }
    // Warlock: crooked bishop (two perpendicular diagonal directions alternating).
    void crookedBishop() {
        for (auto& d : kDiag) {
            crooked(d[0], d[1], d[0], -d[1]);
            crooked(d[0], d[1], -d[0], d[1]);
        }
    }
    // Balrog's crooked rook (two perpendicular orthogonal directions alternating).
    void crookedRook() {
        for (auto& d : kOrth) {
            // the two directions perpendicular to d
            crooked(d[0], d[1], d[1], d[0]);
            crooked(d[0], d[1], -d[1], -d[0]);
        }
    }
    // Dwarf Priest: a diagonal step; from an empty first square, a second diagonal step
    // in any direction but back to the start.
    void priest() {
        for (auto& d : kDiag) {
            const int f = f0 + d[0], r = r0 + d[1];
            if (!land(f, r, Mode::Both))
                continue;
            for (auto& e : kDiag) {
                if (e[0] == -d[0] && e[1] == -d[1])
                    continue;
                land(f + e[0], r + e[1], Mode::Both);
            }
        }
    }
    // Giants' Mammoth Rider: an orthogonal step; from an empty first square, a second
    // orthogonal step in any direction but back to the start.
    void mammoth() {
        for (auto& d : kOrth) {
            const int f = f0 + d[0], r = r0 + d[1];
            if (!land(f, r, Mode::Both))
                continue;
            for (auto& e : kOrth) {
                if (e[0] == -d[0] && e[1] == -d[1])
                    continue;
                land(f + e[0], r + e[1], Mode::Both);
            }
        }
    }
    // Dwarf General's lame knight: an orthogonal step onto an empty square, then one
    // diagonal step away from the start (landing on a knight square).
    void lameKnight() {
        for (auto& d : kOrth) {
            const int f = f0 + d[0], r = r0 + d[1];
            if (!emptyAt(f, r))
                continue;
            // perpendicular unit vectors (d[1], d[0]) and (-d[1], -d[0])
            land(f + d[0] + d[1], r + d[1] + d[0], Mode::Both);
            land(f + d[0] - d[1], r + d[1] - d[0], Mode::Both);
        }
    }
    // Behemoth Rider: one to three orthogonal steps, free to turn, never onto its start,
    // every square before the last empty.
    void behemothPath(int f, int r, int stepsLeft) {
        for (auto& d : kOrth) {
            const int nf = f + d[0], nr = r + d[1];
            if (nf == f0 && nr == r0)
                continue;
            if (land(nf, nr, Mode::Both) && stepsLeft > 1)
                behemothPath(nf, nr, stepsLeft - 1);
        }
    }
    // Eagle: a diagonal slide of two or more squares (the first empty).
    void eagleSlide() {
        for (auto& d : kDiag) {
            if (!emptyAt(f0 + d[0], r0 + d[1]))
                continue;
            rideFrom(f0 + d[0], r0 + d[1], d[0], d[1], 99);
        }
    }
    // Cyclops: a rook slide that may not stop on the first square (which must be empty).
    void cyclopsSlide() {
        for (auto& d : kOrth) {
            if (!emptyAt(f0 + d[0], r0 + d[1]))
                continue;
            rideFrom(f0 + d[0], r0 + d[1], d[0], d[1], 99);
        }
    }

    void run(Kind kind) {
        const int rel = relRank(r0, me);
        switch (kind) {
        case NoKind:
        case KindCount:
            break;
        // Royals and Guard: a king.
        case HumKing:
        case ElfKing:
        case DwaKing:
        case HorDarkLord:
        case GiaKing:
        case DruDruid:
        case DwaGuard:
            king();
            break;
        // Humans
        case HumQueen:
            queen();
            break;
        case HumRook:
            rook();
            break;
        case HumBishop:
            bishop();
            break;
        case HumKnight:
            knight();
            break;
        case HumCardinal:
            bishop();
            knight();
            break;
        case HumMarshal:
            rook();
            knight();
            break;
        case HumPawn:
            if (land(f0, r0 + fwd, Mode::MoveOnly) && rel == 2)
                land(f0, r0 + 2 * fwd, Mode::MoveOnly);
            leap(1, fwd, Mode::CaptureOnly);
            leap(-1, fwd, Mode::CaptureOnly);
            break;
        // Elves
        case ElfElder:
            queen();
            knight();
            break;
        case ElfLoremaster:
            rook();
            griffon(true);
            break;
        case ElfMage:
            griffon(true);
            break;
        case ElfRanger: // knightrider
            ride(1, 2);
            ride(-1, 2);
            ride(1, -2);
            ride(-1, -2);
            ride(2, 1);
            ride(-2, 1);
            ride(2, -1);
            ride(-2, -1);
            break;
        case ElfSeeress:
            queen(2);
            break;
        case ElfWarrior:
            for (auto& d : kOrth)
                leap(d[0], d[1], Mode::MoveOnly);
            leap(1, fwd, Mode::CaptureOnly);
            leap(-1, fwd, Mode::CaptureOnly);
            break;
        // Dwarves
        case DwaCannon:
            rook(99, Mode::MoveOnly);
            cannonCaptures();
            break;
        case DwaGeneral:
            queen(2);
            lameKnight();
            break;
        case DwaPriest:
            priest();
            break;
        case DwaSoldier:
            leap(0, fwd, Mode::Both);
            leap(1, fwd, Mode::CaptureOnly);
            leap(-1, fwd, Mode::CaptureOnly);
            break;
        case DwaWarMachine:
            rook();
            cannonCaptures();
            leap(1, fwd, Mode::Both);
            leap(-1, fwd, Mode::Both);
            break;
        // Evil Horde
        case HorAssassin:
            queen(99, Mode::MoveOnly);
            king(Mode::CaptureOnly);
            break;
        case HorBalrog:
            rook();
            crookedRook();
            break;
        case HorGoblin:
            if (land(f0, r0 + fwd, Mode::Both) && rel == 2)
                land(f0, r0 + 2 * fwd, Mode::MoveOnly);
            break;
        case HorWerewolf:
            leap(1, 2 * fwd);
            leap(-1, 2 * fwd);
            leap(2, fwd);
            leap(-2, fwd);
            break;
        case HorMinotaur:
            knight();
            leaps(3, 1);
            break;
        case HorOrc:
            for (int dx : {1, -1}) {
                const bool middleEmpty = land(f0 + dx, r0 + fwd, Mode::Both);
                if (middleEmpty && rel == 1)
                    land(f0 + 2 * dx, r0 + 2 * fwd, Mode::MoveOnly);
            }
            break;
        case HorOgre:
            rook(4);
            break;
        case HorWolfRider:
            king();
            knight();
            break;
        case HorWarlock:
            crookedBishop();
            break;
        // Giants
        case GiaBehemoth:
            behemothPath(f0, r0, 3);
            break;
        case GiaTwoHeadedCyclops:
            griffon(false);
            break;
        case GiaGiant:
            leaps(2, 0);
            leaps(2, 2);
            break;
        case GiaMammoth:
            mammoth();
            break;
        case GiaColossus:
            knight();
            leaps(2, 0);
            leaps(2, 2);
            break;
        case GiaTitan:
            leaps(3, 0);
            leaps(3, 1);
            leaps(3, 2);
            leaps(3, 3);
            break;
        case GiaCyclops:
            cyclopsSlide();
            break;
        // Druids
        case DruEagle:
            eagleSlide();
            leaps(2, 0);
            break;
        case DruBear:
            rook(4);
            leaps(1, 1);
            break;
        case DruCheetah: // mA cD
            leaps(2, 2, Mode::MoveOnly);
            leaps(2, 0, Mode::CaptureOnly);
            break;
        case DruDog:
            leaps(1, 0);
            break;
        case DruElephant:
            rook();
            break;
        case DruFox:
            leaps(1, 1);
            break;
        case DruPegasus: // Eagle + Stag
            eagleSlide();
            leaps(2, 0);
            leaps(1, 0);
            leaps(3, 0);
            break;
        case DruHorse:
            knight();
            break;
        case DruJaguar: // mA cW
            leaps(2, 2, Mode::MoveOnly);
            leaps(1, 0, Mode::CaptureOnly);
            break;
        case DruLion: // mF cD
            leaps(1, 1, Mode::MoveOnly);
            leaps(2, 0, Mode::CaptureOnly);
            break;
        case DruPuma: // mD cA
            leaps(2, 0, Mode::MoveOnly);
            leaps(2, 2, Mode::CaptureOnly);
            break;
        case DruFalcon:
            bishop();
            break;
        case DruPanther: // mD cF
            leaps(2, 0, Mode::MoveOnly);
            leaps(1, 1, Mode::CaptureOnly);
            break;
        case DruRoc:
            queen();
            break;
        case DruStag: // W + H
            leaps(1, 0);
            leaps(3, 0);
            break;
        case DruTiger: // mW cA
            leaps(1, 0, Mode::MoveOnly);
            leaps(2, 2, Mode::CaptureOnly);
            break;
        case DruUnicorn: // Bear + N
            rook(4);
            leaps(1, 1);
            knight();
            break;
        case DruWolf: // mW cF
            leaps(1, 0, Mode::MoveOnly);
            leaps(1, 1, Mode::CaptureOnly);
            break;
        case DruCoyote: // mF cW
            leaps(1, 1, Mode::MoveOnly);
            leaps(1, 0, Mode::CaptureOnly);
            break;
        }
    }
};

// Calls emit(to) for every destination of the piece on `from` (duplicates possible).
template <class Emit>
void pieceTargets(const Cell* board, int from, Emit&& emit) {
    const Cell c = board[from];
    const int colour = cellColour(c);
    PieceGen<std::remove_reference_t<Emit>> gen{board, colour, from % 10, from / 10, colour == 0 ? 1 : -1,
                                                emit};
    gen.run(cellKind(c));
}

// ---------------------------------------------------------------------------------------
// Attacks.

// reach[kind][colour][dy + 9][dx + 9]: can a piece of this kind ever capture at this
// displacement (on an otherwise empty board, cannon-like pieces anywhere on their lines)?
// Only a quick filter in front of the real test below.
struct ReachTable {
    bool reach[KindCount][2][19][19] = {};
    ReachTable() {
        Cell board[100];
        for (int k = 1; k < KindCount; ++k)
            for (int colour = 0; colour < 2; ++colour)
                for (int from = 0; from < 100; ++from)
                    for (int to = 0; to < 100; ++to) {
                        if (to == from)
                            continue;
                        std::memset(board, 0, sizeof board);
                        board[from] = makeCell(Kind(k), colour);
                        board[to] = makeCell(HumPawn, 1 - colour);
                        bool hit = false;
                        pieceTargets(board, from, [&](int sq) { hit = hit || sq == to; });
                        const int dx = to % 10 - from % 10, dy = to / 10 - from / 10;
                        if (hit)
                            reach[k][colour][dy + 9][dx + 9] = true;
                        if ((k == DwaCannon || k == DwaWarMachine) && (dx == 0 || dy == 0))
                            reach[k][colour][dy + 9][dx + 9] = true;
                    }
    }
};

const ReachTable& reachTable() {
    static const ReachTable table;
    return table;
}

// Does a piece of colour `by` capture on `target` with an ordinary move?
bool ordinaryAttack(const Position& pos, int target, int by) {
    const ReachTable& rt = reachTable();
    const int tf = target % 10, tr = target / 10;
    for (int sq = 0; sq < 100; ++sq) {
        const Cell c = pos.board[sq];
        if (c == 0 || cellColour(c) != by)
            continue;
        const int dx = tf - sq % 10, dy = tr - sq / 10;
        if (!rt.reach[cellKind(c)][by][dy + 9][dx + 9])
            continue;
        bool hit = false;
        pieceTargets(pos.board, sq, [&](int to) { hit = hit || to == target; });
        if (hit)
            return true;
    }
    return false;
}

// The Orc strike check rule: an Orc of colour `by` that has a move into its zone after
// which `colour` has no non-royal piece (colour is bare, or the move captures its last
// non-royal piece). The Orc's moves are taken as pseudo-legal (as any attacker's).
bool orcRuleAttack(const Position& pos, int colour) {
    const int by = 1 - colour;
    if (pos.army[by] != Army::Horde || pos.nonRoyal[colour] > 1)
        return false;
    const int fwd = by == 0 ? 1 : -1;
    for (int sq = 0; sq < 100; ++sq) {
        if (pos.board[sq] != makeCell(HorOrc, by))
            continue;
        const int r = sq / 10 + fwd;
        if (r < 0 || r > 9 || !inZone(r, by))
            continue; // only single diagonal steps reach the zone
        for (int dx : {1, -1}) {
            const int f = sq % 10 + dx;
            if (f < 0 || f > 9)
                continue;
            const Cell c = pos.board[r * 10 + f];
            if (c == 0 && pos.nonRoyal[colour] == 0)
                return true;
            if (c != 0 && cellColour(c) == colour && !isRoyal(cellKind(c)) && pos.nonRoyal[colour] == 1)
                return true;
        }
    }
    return false;
}

// Is `colour`'s royal attacked (ordinary attack or Orc strike rule)?
bool royalAttacked(const Position& pos, int colour) {
    const int sq = pos.royal[colour];
    if (sq < 0)
        return false;
    return ordinaryAttack(pos, sq, 1 - colour) || orcRuleAttack(pos, colour);
}

// ---------------------------------------------------------------------------------------
// Moves.

struct Move {
    std::uint8_t from, to;
    Kind promo;         // NoKind if none
    std::int8_t strike; // square removed by an Orc's strike, -1 if none
};

constexpr int kMaxMoves = 2048;

// All pseudo-legal moves of the side to move (each once); returns their number.
int generatePseudo(const Position& pos, Move* out) {
    const int me = pos.side, opp = 1 - me;
    int n = 0;
    // Own piece counts, for the promotion choices of Pawns and Soldiers.
    int own[KindCount] = {};
    for (int sq = 0; sq < 100; ++sq)
        if (pos.board[sq] && cellColour(pos.board[sq]) == me)
            ++own[cellKind(pos.board[sq])];

    for (int from = 0; from < 100; ++from) {
        const Cell c = pos.board[from];
        if (c == 0 || cellColour(c) != me)
            continue;
        const Kind kind = cellKind(c);
        bool seen[100] = {};
        int dest[100];
        int nd = 0;
        pieceTargets(pos.board, from, [&](int to) {
            if (!seen[to]) {
                seen[to] = true;
                dest[nd++] = to;
            }
        });
        for (int i = 0; i < nd; ++i) {
            const int to = dest[i];
            const int rel = relRank(to / 10, me);
            out[n++] = Move{std::uint8_t(from), std::uint8_t(to), NoKind, -1}; // the plain move
            if ((kind == HumPawn || kind == DwaSoldier) && rel >= 7) {
                if (kind == HumPawn) {
                    for (const auto& p : kHumanPromotions)
                        if (own[p.kind] < p.startCount)
                            out[n++] = Move{std::uint8_t(from), std::uint8_t(to), p.kind, -1};
                } else {
                    for (const auto& p : kDwarfPromotions)
                        if (own[p.kind] < p.startCount)
                            out[n++] = Move{std::uint8_t(from), std::uint8_t(to), p.kind, -1};
                }
            } else if ((kind == HorGoblin && rel >= 7) || (kind == HorWerewolf && rel >= 8)) {
                out[n++] = Move{std::uint8_t(from), std::uint8_t(to), HorWolfRider, -1};
            } else if (kind == HorOrc && rel >= 7) {
                // Strikes: remove the Orc and one enemy non-royal piece (the captured one is
                // gone already); the royal only if no enemy non-royal piece is left.
                const Cell captured = pos.board[to];
                const int left = pos.nonRoyal[opp] - (captured && !isRoyal(cellKind(captured)) ? 1 : 0);
                if (left > 0) {
                    for (int s = 0; s < 100; ++s) {
                        const Cell t = pos.board[s];
                        if (s == to || t == 0 || cellColour(t) != opp || isRoyal(cellKind(t)))
                            continue;
                        out[n++] = Move{std::uint8_t(from), std::uint8_t(to), NoKind, std::int8_t(s)};
                    }
                } else if (pos.royal[opp] >= 0 && pos.royal[opp] != to) {
                    out[n++] =
                        Move{std::uint8_t(from), std::uint8_t(to), NoKind, std::int8_t(pos.royal[opp])};
                }
            }
        }
    }
    return n;
}

// Removes the piece on sq, keeping the derived counts.
void removePiece(Position& pos, int sq) {
    const Cell c = pos.board[sq];
    if (c == 0)
        return;
    if (isRoyal(cellKind(c)))
        pos.royal[cellColour(c)] = -1;
    else
        --pos.nonRoyal[cellColour(c)];
    pos.board[sq] = 0;
}

void applyMove(Position& pos, const Move& m) {
    const int me = pos.side;
    const Cell piece = pos.board[m.from];
    const bool capture = pos.board[m.to] != 0;
    removePiece(pos, m.to);
    pos.board[m.from] = 0;
    pos.board[m.to] = m.promo != NoKind ? makeCell(m.promo, me) : piece;
    if (isRoyal(cellKind(piece)))
        pos.royal[me] = m.to;
    if (m.strike >= 0) {
        removePiece(pos, m.to); // the Orc
        removePiece(pos, m.strike);
    }
    const bool reset = capture || m.promo != NoKind || m.strike >= 0 || isForwardOnly(cellKind(piece));
    pos.halfmove = reset ? 0 : pos.halfmove + 1;
    if (me == 1)
        ++pos.fullmove;
    pos.side = 1 - me;
}

// All legal moves; returns their number.
int generateLegal(const Position& pos, Move* out) {
    Move pseudo[kMaxMoves];
    const int np = generatePseudo(pos, pseudo);
    int n = 0;
    for (int i = 0; i < np; ++i) {
        Position next = pos;
        applyMove(next, pseudo[i]);
        if (!royalAttacked(next, pos.side))
            out[n++] = pseudo[i];
    }
    return n;
}

// The move in FANTASY.md's coordinate notation.
std::string moveText(const Move& m) {
    std::string s = squareName(m.from) + squareName(m.to);
    if (m.promo != NoKind)
        s += char(kindLetter(m.promo) - 'A' + 'a');
    if (m.strike >= 0)
        s += "x" + squareName(m.strike);
    return s;
}

std::uint64_t perftRec(const Position& pos, int depth) {
    Move moves[kMaxMoves];
    const int n = generateLegal(pos, moves);
    if (depth == 1)
        return std::uint64_t(n);
    std::uint64_t total = 0;
    for (int i = 0; i < n; ++i) {
        Position next = pos;
        applyMove(next, moves[i]);
        total += perftRec(next, depth - 1);
    }
    return total;
}

bool parseInt(std::string_view s, int& value) {
    if (s.empty())
        return false;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    return ec == std::errc() && ptr == s.data() + s.size();
}

} // namespace

// ---------------------------------------------------------------------------------------
// Public helpers.

const char* armyName(Army army) { return kArmyNames[int(army)]; }
const char* kindName(Kind kind) { return kKinds[kind].name; }
char kindLetter(Kind kind) { return kKinds[kind].letter; }
Army kindArmy(Kind kind) { return kKinds[kind].army; }
bool isRoyal(Kind kind) {
    return kind == HumKing || kind == ElfKing || kind == DwaKing || kind == HorDarkLord || kind == GiaKing
           || kind == DruDruid;
}
bool isForwardOnly(Kind kind) {
    return kind == HumPawn || kind == DwaSoldier || kind == HorGoblin || kind == HorOrc
           || kind == HorWerewolf;
}
std::string squareName(int sq) {
    std::string s(1, char('a' + sq % 10));
    s += std::to_string(sq / 10 + 1);
    return s;
}

// ---------------------------------------------------------------------------------------
// FEN.

std::optional<Position> parseFen(std::string_view fen, std::string* error) {
    auto fail = [&](const std::string& msg) -> std::optional<Position> {
        if (error)
            *error = msg;
        return std::nullopt;
    };
    std::vector<std::string_view> fields;
    size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t'))
            ++i;
        if (i >= fen.size())
            break;
        size_t j = i;
        while (j < fen.size() && fen[j] != ' ' && fen[j] != '\t')
            ++j;
        fields.push_back(fen.substr(i, j - i));
        i = j;
    }
    if (fields.size() == 6)
        return fail("no seventh field (armies): a Grand Chess FEN, not a Fantasy one");
    if (fields.size() != 7)
        return fail("expected 7 fields, got " + std::to_string(fields.size()));

    Position pos;
    // Armies.
    const std::string_view armies = fields[6];
    const size_t slash = armies.find('/');
    if (slash == std::string_view::npos)
        return fail("armies field must be WHITE/BLACK");
    const std::string_view names[2] = {armies.substr(0, slash), armies.substr(slash + 1)};
    for (int colour = 0; colour < 2; ++colour) {
        bool found = false;
        for (int a = 0; a < kArmyCount; ++a)
            if (names[colour] == kArmyNames[a]) {
                pos.army[colour] = Army(a);
                found = true;
            }
        if (!found)
            return fail("unknown army '" + std::string(names[colour]) + "'");
    }
    // Board, rank 10 first.
    const std::string_view board = fields[0];
    int rank = 9, file = 0;
    for (size_t k = 0; k < board.size(); ++k) {
        const char ch = board[k];
        if (ch == '/') {
            if (file != 10)
                return fail("rank " + std::to_string(rank + 1) + " does not have 10 squares");
            --rank;
            file = 0;
            if (rank < 0)
                return fail("more than 10 ranks");
        } else if (ch >= '0' && ch <= '9') {
            int run = ch - '0';
            while (k + 1 < board.size() && board[k + 1] >= '0' && board[k + 1] <= '9')
                run = run * 10 + (board[++k] - '0');
            if (run == 0 || file + run > 10)
                return fail("bad run of empty squares on rank " + std::to_string(rank + 1));
            file += run;
        } else {
            const bool white = ch >= 'A' && ch <= 'Z';
            const bool black = ch >= 'a' && ch <= 'z';
            if (!white && !black)
                return fail(std::string("bad character '") + ch + "' in board");
            const int colour = white ? 0 : 1;
            const Kind kind = kindOfLetter(pos.army[colour], white ? ch : char(ch - 'a' + 'A'));
            if (kind == NoKind)
                return fail(std::string("letter '") + ch + "' is not a piece of the "
                            + kArmyNames[int(pos.army[colour])]);
            if (file >= 10)
                return fail("rank " + std::to_string(rank + 1) + " has more than 10 squares");
            const int sq = rank * 10 + file;
            pos.board[sq] = makeCell(kind, colour);
            if (isRoyal(kind)) {
                if (pos.royal[colour] >= 0)
                    return fail("more than one royal piece for one side");
                pos.royal[colour] = sq;
            } else {
                ++pos.nonRoyal[colour];
            }
            ++file;
        }
    }
    if (rank != 0 || file != 10)
        return fail("board must have 10 ranks of 10 squares");
    if (fields[1] == "w")
        pos.side = 0;
    else if (fields[1] == "b")
        pos.side = 1;
    else
        return fail("side to move must be w or b");
    if (fields[2] != "-")
        return fail("castling field must be '-' (no castling)");
    if (fields[3] != "-")
        return fail("en passant field must be '-' (no en passant)");
    if (!parseInt(fields[4], pos.halfmove) || pos.halfmove < 0)
        return fail("bad halfmove clock");
    if (!parseInt(fields[5], pos.fullmove) || pos.fullmove < 1)
        return fail("bad fullmove number");
    return pos;
}

std::string toFen(const Position& pos) {
    std::string s;
    for (int rank = 9; rank >= 0; --rank) {
        int run = 0;
        for (int file = 0; file < 10; ++file) {
            const Cell c = pos.board[rank * 10 + file];
            if (c == 0) {
                ++run;
                continue;
            }
            if (run)
                s += std::to_string(run);
            run = 0;
            const char letter = kindLetter(cellKind(c));
            s += cellColour(c) == 0 ? letter : char(letter - 'A' + 'a');
        }
        if (run)
            s += std::to_string(run);
        if (rank)
            s += '/';
    }
    s += pos.side == 0 ? " w - - " : " b - - ";
    s += std::to_string(pos.halfmove) + " " + std::to_string(pos.fullmove) + " ";
    s += std::string(armyName(pos.army[0])) + "/" + armyName(pos.army[1]);
    return s;
}

// ---------------------------------------------------------------------------------------
// Moves, perft.

std::vector<std::string> legalMoves(const Position& pos) {
    Move moves[kMaxMoves];
    const int n = generateLegal(pos, moves);
    std::vector<std::string> out;
    out.reserve(size_t(n));
    for (int i = 0; i < n; ++i)
        out.push_back(moveText(moves[i]));
    return out;
}

Position play(const Position& pos, std::string_view uciMove) {
    Move moves[kMaxMoves];
    const int n = generateLegal(pos, moves);
    for (int i = 0; i < n; ++i)
        if (moveText(moves[i]) == uciMove) {
            Position next = pos;
            applyMove(next, moves[i]);
            return next;
        }
    throw std::invalid_argument("illegal move " + std::string(uciMove) + " in " + toFen(pos));
}

bool inCheck(const Position& pos) { return royalAttacked(pos, pos.side); }

bool inOrdinaryCheck(const Position& pos) {
    return pos.royal[pos.side] >= 0 && ordinaryAttack(pos, pos.royal[pos.side], 1 - pos.side);
}

std::uint64_t perft(const Position& pos, int depth) {
    if (depth <= 0)
        return 1;
    return perftRec(pos, depth);
}

} // namespace reference
