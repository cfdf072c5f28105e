// Independent Fantasy Grand Chess move generator, written from shared/FANTASY.md only.
// See fantasy_reference.h. Coordinates: file f 0..9 (a..j), rank r 0..9 (1..10),
// square = r * 10 + f. "Forward" is +1 rank for White, -1 for Black. The pieces' data are
// in reference_kinds.h, their movement in reference_movement.h, FEN in reference_fen.cpp;
// here: attacks, the Orc's check, legal moves, playing them and perft.

#include "fantasy_reference.h"
#include "reference_movement.h"

#include <cstring>
#include <stdexcept>

namespace reference {

using namespace detail;

namespace {

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
