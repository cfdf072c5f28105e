#include "engine/search/see.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/generalmoves.h"

namespace grand {

using namespace mailbox;

namespace {

// Pieces in the order of their value, cheapest first, for "least valuable attacker".
constexpr PieceType ByValue[] = {PieceType::Pawn,     PieceType::Knight,  PieceType::Bishop, PieceType::Rook,
                                 PieceType::Cardinal, PieceType::Marshal, PieceType::Queen,  PieceType::King};

constexpr int NoAttacker = 8; // a rank past the king

// Each cell value's place in ByValue (either colour); NoAttacker for empty and off-board cells.
constexpr std::array<int, 32> RankOfCell = [] {
    std::array<int, 32> r{};
    r.fill(NoAttacker);
    for (Color c : {Color::White, Color::Black})
        for (std::size_t i = 0; i < std::size(ByValue); ++i)
            r[static_cast<std::size_t>(index(makePiece(c, ByValue[i])))] = static_cast<int>(i);
    return r;
}();
static_assert(Offboard < RankOfCell.size(), "every cell value, off-board included, has a rank");

// The least valuable piece of colour c attacking `to` on board b, as its place in ByValue,
// and its cell; NoAttacker if none. Among equals the first found wins, in a fixed order
// (pawns east then west, leaps, rays along ranks and files, diagonal rays), so that which
// of two rooks goes first, and so what each x-ray reveals, never depends on anything else.
int leastAttacker(const std::array<std::uint8_t, Size>& b, int to, Color c, int& cell) {
    const auto at = [&](int s) { return b[static_cast<std::size_t>(s)]; };
    const auto pawn = static_cast<std::uint8_t>(index(makePiece(c, PieceType::Pawn)));
    const int behind = to - pawnPush(c);
    for (int s : {behind + East, behind + West})
        if (at(s) == pawn) {
            cell = s;
            return 0;
        }
    const auto side = static_cast<std::size_t>(index(c));
    const std::uint32_t king = maskOf(c, {PieceType::King});
    int best = NoAttacker;
    const auto consider = [&](int s) {
        if (const int rank = RankOfCell[at(s)]; rank < best) {
            best = rank;
            cell = s;
        }
    };
    for (int d : KnightLeaps)
        if (bit(at(to + d)) & LeapAttackers[side])
            consider(to + d);
    const auto rays = [&](const std::array<int, 4>& dirs, std::uint32_t sliders) {
        for (int d : dirs) {
            int s = to + d;
            while (at(s) == 0)
                s += d;
            if ((bit(at(s)) & sliders) || (s == to + d && (bit(at(s)) & king)))
                consider(s);
        }
    };
    rays(Orthogonal, OrthogonalAttackers[side]);
    rays(Diagonal, DiagonalAttackers[side]);
    return best;
}

} // namespace

namespace {

int valueOf(Piece p) { return PieceValue[static_cast<std::size_t>(index(typeOf(p)))]; }

bool fantasySeeAtLeast(const Position& pos, Move m, int threshold) {
    if (m.isPromotion() || m.isStrike())
        return materialGain(pos, m) >= threshold;
    const int win = valueOf(pos.pieceOn(m.to())) - threshold;
    if (win < 0)
        return false;
    if (valueOf(pos.pieceOn(m.from())) <= win)
        return true;
    return !general::attacks(pos, m.to(), ~pos.sideToMove());
}

} // namespace

int materialGain(const Position& pos, Move m) {
    const int mover = valueOf(pos.pieceOn(m.from()));
    int gain = m.isEnPassant() ? PieceValue[index(PieceType::Pawn)] : valueOf(pos.pieceOn(m.to()));
    if (m.isStrike())
        gain += valueOf(pos.pieceOn(m.struck())) - mover;
    if (m.isPromotion())
        gain += PieceValue[static_cast<std::size_t>(index(m.promotion()))] - mover;
    return gain;
}

bool seeAtLeast(const Position& pos, Move m, int threshold) {
    if (pos.variant().usesGeneralMoves())
        return fantasySeeAtLeast(pos, m, threshold);
    if (m.isPromotion() || m.isEnPassant())
        return threshold <= (m.isEnPassant() ? PieceValue[index(PieceType::Pawn)] : 0);
    const int from = ToMailbox[m.from()];
    const int to = ToMailbox[m.to()];
    int swap = PieceValue[index(typeOf(pos.pieceOn(m.to())))] - threshold;
    if (swap < 0)
        return false;
    swap = PieceValue[index(typeOf(pos.pieceOn(m.from())))] - swap;
    if (swap <= 0)
        return true;

    std::array<std::uint8_t, Size> b = pos.m_board;
    b[static_cast<std::size_t>(from)] = 0;
    Color side = pos.sideToMove();
    int result = 1;
    while (true) {
        side = ~side;
        int cell = -1;
        const int rank = leastAttacker(b, to, side, cell);
        if (rank == NoAttacker)
            break;
        result ^= 1;
        if (ByValue[rank] == PieceType::King) {
            // The king may only take last: if the other side still attacks, it cannot.
            int other = -1;
            return leastAttacker(b, to, ~side, other) != NoAttacker ? result ^ 1 : result;
        }
        if ((swap = PieceValue[index(ByValue[rank])] - swap) < result)
            break;
        b[static_cast<std::size_t>(cell)] = 0;
    }
    return result != 0;
}

} // namespace grand
