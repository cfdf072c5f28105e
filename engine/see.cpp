#include "see.h"

#include "evaluate.h"

namespace grand {

using namespace mailbox;

namespace {

// Pieces in the order of their value, cheapest first, for "least valuable attacker".
constexpr PieceType ByValue[] = {PieceType::Pawn,     PieceType::Knight,  PieceType::Bishop, PieceType::Rook,
                                 PieceType::Cardinal, PieceType::Marshal, PieceType::Queen,  PieceType::King};

bool leaps(PieceType t) {
    return t == PieceType::Knight || t == PieceType::Cardinal || t == PieceType::Marshal;
}
bool slidesOrthogonally(PieceType t) {
    return t == PieceType::Rook || t == PieceType::Queen || t == PieceType::Marshal;
}
bool slidesDiagonally(PieceType t) {
    return t == PieceType::Bishop || t == PieceType::Queen || t == PieceType::Cardinal;
}

// The cell of a piece of type t and colour c attacking `to` on board b, or -1.
int attackerOfType(const std::array<std::uint8_t, Size>& b, int to, Color c, PieceType t) {
    const auto piece = static_cast<std::uint8_t>(index(makePiece(c, t)));
    if (t == PieceType::Pawn) {
        const int behind = to - pawnPush(c);
        if (b[static_cast<std::size_t>(behind + East)] == piece)
            return behind + East;
        if (b[static_cast<std::size_t>(behind + West)] == piece)
            return behind + West;
        return -1;
    }
    if (t == PieceType::King) {
        for (int d : KingSteps)
            if (b[static_cast<std::size_t>(to + d)] == piece)
                return to + d;
        return -1;
    }
    if (leaps(t))
        for (int d : KnightLeaps)
            if (b[static_cast<std::size_t>(to + d)] == piece)
                return to + d;
    auto ray = [&](const std::array<int, 4>& dirs) {
        for (int d : dirs) {
            int s = to + d;
            while (b[static_cast<std::size_t>(s)] == 0)
                s += d;
            if (b[static_cast<std::size_t>(s)] == piece)
                return s;
        }
        return -1;
    };
    if (slidesOrthogonally(t))
        if (const int s = ray(Orthogonal); s >= 0)
            return s;
    if (slidesDiagonally(t))
        if (const int s = ray(Diagonal); s >= 0)
            return s;
    return -1;
}

} // namespace

bool seeAtLeast(const Position& pos, Move m, int threshold) {
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
        PieceType type = PieceType::None;
        for (PieceType t : ByValue) {
            if ((cell = attackerOfType(b, to, side, t)) >= 0) {
                type = t;
                break;
            }
        }
        if (cell < 0)
            break;
        result ^= 1;
        if (type == PieceType::King) {
            // The king may only take last: if the other side still attacks, it cannot.
            for (PieceType t : ByValue)
                if (attackerOfType(b, to, ~side, t) >= 0)
                    return result ^ 1;
            return result;
        }
        if ((swap = PieceValue[index(type)] - swap) < result)
            break;
        b[static_cast<std::size_t>(cell)] = 0;
    }
    return result != 0;
}

} // namespace grand
