#pragma once
// The reference generator's movement: every piece kind's destinations written straight from
// FANTASY.md's words (steps, slides, leaps, bent paths, cannons). Internal to devtools/reference.

#include "reference_kinds.h"

#include <type_traits>

namespace reference::detail {

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

} // namespace reference::detail
