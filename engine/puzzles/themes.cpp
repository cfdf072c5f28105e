#include "themes.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/movegen.h"

#include <algorithm>
#include <array>

namespace grand {

namespace {

constexpr std::array<std::array<int, 2>, 4> Orthogonal = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<std::array<int, 2>, 4> Diagonal = {{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<std::array<int, 2>, 8> Leaps = {
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
constexpr std::array<std::array<int, 2>, 8> Steps = {
    {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}};

int valueOf(PieceType t) {
    return t == PieceType::King ? 100000 : PieceValue[static_cast<std::size_t>(index(t))];
}

bool rides(PieceType t, bool orthogonal) {
    if (orthogonal)
        return t == PieceType::Rook || t == PieceType::Queen || t == PieceType::Marshal;
    return t == PieceType::Bishop || t == PieceType::Queen || t == PieceType::Cardinal;
}

bool leaps(PieceType t) {
    return t == PieceType::Knight || t == PieceType::Cardinal || t == PieceType::Marshal;
}

Square offset(const Position& pos, Square s, int df, int dr) {
    const int f = fileOf(s) + df;
    const int r = rankOf(s) + dr;
    return pos.variant().onBoard(f, r) ? makeSquare(f, r) : NoSquare;
}

// The squares the piece on `from` attacks (Grand Chess's pieces; none for other kinds).
std::vector<Square> attacksOf(const Position& pos, Square from) {
    std::vector<Square> out;
    const Piece p = pos.pieceOn(from);
    const PieceType t = typeOf(p);
    if (!isGrandType(t) || t == PieceType::None)
        return out;
    auto add = [&](Square s) {
        if (s != NoSquare)
            out.push_back(s);
    };
    if (t == PieceType::Pawn) {
        const int dr = colorOf(p) == Color::White ? 1 : -1;
        add(offset(pos, from, 1, dr));
        add(offset(pos, from, -1, dr));
        return out;
    }
    if (t == PieceType::King) {
        for (const auto& d : Steps)
            add(offset(pos, from, d[0], d[1]));
        return out;
    }
    if (leaps(t))
        for (const auto& d : Leaps)
            add(offset(pos, from, d[0], d[1]));
    for (bool orthogonal : {true, false}) {
        if (!rides(t, orthogonal))
            continue;
        for (const auto& d : orthogonal ? Orthogonal : Diagonal)
            for (Square s = offset(pos, from, d[0], d[1]); s != NoSquare; s = offset(pos, s, d[0], d[1])) {
                out.push_back(s);
                if (pos.pieceOn(s) != Piece::Empty)
                    break;
            }
    }
    return out;
}

// The first two pieces met from `from` in direction d: {front, back}, NoSquare where none.
std::array<Square, 2> lineFrom(const Position& pos, Square from, const std::array<int, 2>& d) {
    std::array<Square, 2> found = {NoSquare, NoSquare};
    int n = 0;
    for (Square s = offset(pos, from, d[0], d[1]); s != NoSquare && n < 2; s = offset(pos, s, d[0], d[1]))
        if (pos.pieceOn(s) != Piece::Empty)
            found[static_cast<std::size_t>(n++)] = s;
    return found;
}

struct Line {
    std::vector<Position> positions; // positions[i]: before line[i]; the last after it all
    std::vector<Move> moves;
    Color solver = Color::White;

    bool solverMove(std::size_t i) const { return i % 2 == 0; }
    // Whether a solver's move after move i captures on `s`.
    bool laterSolverCaptureOn(std::size_t i, Square s) const {
        for (std::size_t j = i + 1; j < moves.size(); ++j)
            if (solverMove(j) && moves[j].to() == s && positions[j].isCapture(moves[j]))
                return true;
        return false;
    }
    bool endsInMate() const { return isCheckmate(positions.back()); }
};

// A fork: after the solver's move, the piece that moved attacks two or more enemy pieces
// that are worth more than it or undefended (the king among them), and one of them is won
// later in the line.
std::string forkBy(const Line& line) {
    for (std::size_t i = 0; i < line.moves.size(); i += 2) {
        const Position& after = line.positions[i + 1];
        const Square to = line.moves[i].to();
        const PieceType mover = typeOf(after.pieceOn(to));
        if (mover == PieceType::King || mover == PieceType::None)
            continue;
        if (after.isAttacked(to, ~line.solver) && !after.inCheck()
            && valueOf(mover) > 100) // a piece that can simply be taken forks nothing
            continue;
        int targets = 0;
        bool wins = false;
        for (Square s : attacksOf(after, to)) {
            const Piece victim = after.pieceOn(s);
            if (victim == Piece::Empty || colorOf(victim) == line.solver)
                continue;
            const PieceType vt = typeOf(victim);
            if (vt == PieceType::Pawn)
                continue;
            if (vt == PieceType::King || valueOf(vt) > valueOf(mover) || !after.isAttacked(s, ~line.solver)) {
                ++targets;
                wins = wins || (vt != PieceType::King && line.laterSolverCaptureOn(i, s));
            }
        }
        if (targets >= 2 && wins) {
            switch (mover) {
            case PieceType::Marshal:
                return "marshalFork";
            case PieceType::Cardinal:
                return "cardinalFork";
            case PieceType::Knight:
                return "knightFork";
            case PieceType::Pawn:
                return "pawnFork";
            default:
                return "fork";
            }
        }
    }
    return {};
}

// Pins and skewers made by a solver's rider: along the line of its move's arrival square, an
// enemy piece with another behind it. A pin when the one behind is worth more (or is the
// king) and the front one is won later; a skewer when the front one is worth more (or is the
// king) and the one behind is won later.
void pinsAndSkewers(const Line& line, bool& pin, bool& skewer) {
    for (std::size_t i = 0; i < line.moves.size(); i += 2) {
        const Position& after = line.positions[i + 1];
        const Square to = line.moves[i].to();
        const PieceType mover = typeOf(after.pieceOn(to));
        for (bool orthogonal : {true, false}) {
            if (!rides(mover, orthogonal))
                continue;
            for (const auto& d : orthogonal ? Orthogonal : Diagonal) {
                const auto [front, back] = lineFrom(after, to, d);
                if (front == NoSquare || back == NoSquare)
                    continue;
                const Piece fp = after.pieceOn(front);
                const Piece bp = after.pieceOn(back);
                if (colorOf(fp) == line.solver || colorOf(bp) == line.solver)
                    continue;
                const int fv = valueOf(typeOf(fp));
                const int bv = valueOf(typeOf(bp));
                if (bv > fv && typeOf(fp) != PieceType::Pawn && line.laterSolverCaptureOn(i, front))
                    pin = true;
                if (fv > bv && typeOf(bp) != PieceType::Pawn && line.laterSolverCaptureOn(i, back))
                    skewer = true;
            }
        }
    }
}

// A discovered attack: a solver's move uncovers another solver piece's ride onto an enemy
// piece that is won later, or onto the king (a discovered check).
void discoveries(const Line& line, bool& attack, bool& check) {
    for (std::size_t i = 0; i < line.moves.size(); i += 2) {
        const Position& before = line.positions[i];
        const Position& after = line.positions[i + 1];
        const Square from = line.moves[i].from();
        for (bool orthogonal : {true, false})
            for (const auto& d : orthogonal ? Orthogonal : Diagonal) {
                // A solver rider behind `from` (looking the other way), the target ahead.
                const std::array<int, 2> back = {-d[0], -d[1]};
                const Square rider = lineFrom(before, from, back)[0];
                if (rider == NoSquare || rider == line.moves[i].to())
                    continue;
                const Piece rp = after.pieceOn(rider);
                if (rp == Piece::Empty || colorOf(rp) != line.solver || !rides(typeOf(rp), orthogonal))
                    continue;
                const Square target = lineFrom(after, rider, d)[0];
                if (target == NoSquare)
                    continue;
                const Piece tp = after.pieceOn(target);
                if (colorOf(tp) == line.solver || typeOf(tp) == PieceType::Pawn)
                    continue;
                if (typeOf(tp) == PieceType::King)
                    check = true;
                else if (line.laterSolverCaptureOn(i, target))
                    attack = true;
            }
    }
}

// The first move takes a piece (a minor piece or more) that nothing defended.
bool hangingPiece(const Line& line) {
    const Position& before = line.positions[0];
    const Move m = line.moves[0];
    const Piece victim = before.pieceOn(m.to());
    if (victim == Piece::Empty || m.isPromotion() || valueOf(typeOf(victim)) < 300)
        return false;
    Position probe = before;
    UndoInfo undo;
    probe.doMove(m, undo);
    return !probe.isAttacked(m.to(), ~line.solver);
}

// A solver's move (not the last) puts a piece where the reply takes it, for less than it is
// worth: the solver gives material to win more.
bool sacrifice(const Line& line) {
    for (std::size_t i = 0; i + 1 < line.moves.size(); i += 2) {
        const Move m = line.moves[i];
        const Move reply = line.moves[i + 1];
        if (reply.to() != m.to())
            continue;
        const Position& before = line.positions[i];
        const PieceType moved = m.isPromotion() ? m.promotion() : typeOf(before.pieceOn(m.from()));
        const Piece took = before.pieceOn(m.to());
        const int gained = took == Piece::Empty ? 0 : valueOf(typeOf(took));
        if (valueOf(moved) - gained >= 200)
            return true;
    }
    return false;
}

// A pawn on its 9th rank that has nothing to promote to, frozen there; and a defender whose
// pawns in the zone cannot promote for the same reason.
void frozenPawns(const Position& pos, Color defender, bool& frozen, bool& nothingToPromote) {
    const Variant& v = pos.variant();
    for (Color c : {Color::White, Color::Black}) {
        const std::vector<PieceType> kinds = pos.promotionKinds(c);
        if (std::any_of(kinds.begin(), kinds.end(), [&](PieceType t) { return pos.available(c, t) > 0; }))
            continue;
        for (Square s = 0; s < SquareCount; ++s) {
            const Piece p = pos.pieceOn(s);
            if (p == Piece::Empty || colorOf(p) != c || typeOf(p) != PieceType::Pawn)
                continue;
            const int rel = v.relativeRank(c, rankOf(s));
            if (rel == v.ranks - 2)
                frozen = true;
            if (c == defender && v.inPromotionZone(c, rankOf(s)))
                nothingToPromote = true;
        }
    }
}

int nonPawnPieces(const Position& pos) {
    int n = 0;
    for (Square s = 0; s < SquareCount; ++s) {
        const PieceType t = typeOf(pos.pieceOn(s));
        n += t != PieceType::None && t != PieceType::Pawn && t != PieceType::King;
    }
    return n;
}

} // namespace

const std::vector<std::string>& allPuzzleThemes() {
    static const std::vector<std::string> themes = {
        "mate",         "mateIn1",   "mateIn2",     "mateIn3",          "marshalMate",
        "cardinalMate", "fork",      "marshalFork", "cardinalFork",     "knightFork",
        "pawnFork",     "pin",       "skewer",      "discoveredAttack", "discoveredCheck",
        "hangingPiece", "sacrifice", "quietMove",   "promotion",        "nothingToPromote",
        "frozenPawn",   "defence",   "endgame",     "oneMove",          "short",
        "long",         "veryLong"};
    return themes;
}

std::vector<std::string> detectThemes(const Position& start, const std::vector<Move>& moves,
                                      PuzzleKind kind) {
    Line line;
    line.solver = start.sideToMove();
    line.moves = moves;
    line.positions.push_back(start);
    for (Move m : moves) {
        Position next = line.positions.back();
        UndoInfo undo;
        next.doMove(m, undo);
        line.positions.push_back(next);
    }
    std::vector<std::string> found;
    auto add = [&](const std::string& t) {
        if (!t.empty() && std::find(found.begin(), found.end(), t) == found.end())
            found.push_back(t);
    };
    const int solverMoves = static_cast<int>(moves.size() + 1) / 2;
    if (!moves.empty() && line.endsInMate()) {
        add("mate");
        if (solverMoves <= 3)
            add("mateIn" + std::to_string(solverMoves));
        const PieceType mater = typeOf(line.positions.back().pieceOn(moves.back().to()));
        if (mater == PieceType::Marshal)
            add("marshalMate");
        if (mater == PieceType::Cardinal)
            add("cardinalMate");
    }
    const std::string fork = moves.empty() ? std::string() : forkBy(line);
    if (!fork.empty()) {
        add("fork");
        add(fork);
    }
    bool pin = false, skewer = false, discovered = false, discoveredCheck = false;
    if (!moves.empty()) {
        pinsAndSkewers(line, pin, skewer);
        discoveries(line, discovered, discoveredCheck);
    }
    if (pin)
        add("pin");
    if (skewer)
        add("skewer");
    if (discovered)
        add("discoveredAttack");
    if (discoveredCheck)
        add("discoveredCheck");
    if (!moves.empty() && hangingPiece(line))
        add("hangingPiece");
    if (sacrifice(line))
        add("sacrifice");
    if (!moves.empty() && moves.size() > 1) {
        Position after = start;
        UndoInfo undo;
        after.doMove(moves[0], undo);
        if (!start.isCapture(moves[0]) && !moves[0].isPromotion() && !after.inCheck())
            add("quietMove");
    }
    for (std::size_t i = 0; i < moves.size(); i += 2)
        if (moves[i].isPromotion())
            add("promotion");
    bool frozen = false, nothing = false;
    frozenPawns(start, ~line.solver, frozen, nothing);
    if (nothing)
        add("nothingToPromote");
    if (frozen)
        add("frozenPawn");
    if (kind == PuzzleKind::Defence)
        add("defence");
    if (nonPawnPieces(start) <= 6)
        add("endgame");
    add(solverMoves <= 1 ? "oneMove" : solverMoves == 2 ? "short" : solverMoves == 3 ? "long" : "veryLong");
    // In the order of allPuzzleThemes.
    std::vector<std::string> ordered;
    for (const std::string& t : allPuzzleThemes())
        if (std::find(found.begin(), found.end(), t) != found.end())
            ordered.push_back(t);
    return ordered;
}

} // namespace grand
