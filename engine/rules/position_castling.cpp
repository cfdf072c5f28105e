// Castling in the position (Position, position.h): the rook's move that goes with the king's,
// the rights, kept in the key, that a king's or rook's move ends, and the rights a placement
// allows. Where the pieces go is the game's description (Variant::castling).

#include "engine/rules/position.h"

#include "engine/rules/zobrist.h"

namespace grand {

using namespace mailbox;

Move Position::castlingRookMove(Move m) const {
    const Castling& castle = m_variant->castling;
    const CastlingWing& wing = fileOf(m.to()) > fileOf(m.from()) ? castle.kingside : castle.queenside;
    const int rank = rankOf(m.from());
    return Move(makeSquare(wing.rookFrom, rank), makeSquare(wing.rookTo, rank));
}

void Position::setCastlingRights(std::uint8_t rights) {
    m_key ^= zobrist::keys.castling[m_castling] ^ zobrist::keys.castling[rights];
    m_castling = rights;
}

void Position::updateCastlingRights(Square from, Square to) {
    const Castling& castle = m_variant->castling;
    std::uint8_t rights = m_castling;
    for (Color c : {Color::White, Color::Black}) {
        const int rank = c == Color::White ? 0 : m_variant->ranks - 1;
        const auto touches = [&](int file) {
            const Square s = makeSquare(file, rank);
            return from == s || to == s;
        };
        if (touches(castle.kingFile))
            rights &= static_cast<std::uint8_t>(~castling::both(c));
        if (touches(castle.kingside.rookFrom))
            rights &= static_cast<std::uint8_t>(~castling::kingside(c));
        if (touches(castle.queenside.rookFrom))
            rights &= static_cast<std::uint8_t>(~castling::queenside(c));
    }
    if (rights != m_castling)
        setCastlingRights(rights);
}

std::uint8_t Position::castlingRightsPossible() const {
    const Castling& castle = m_variant->castling;
    if (!castle.allowed)
        return 0;
    std::uint8_t rights = 0;
    for (Color c : {Color::White, Color::Black}) {
        const int rank = c == Color::White ? 0 : m_variant->ranks - 1;
        if (pieceOn(makeSquare(castle.kingFile, rank)) != makePiece(c, PieceType::King))
            continue;
        const Piece rook = makePiece(c, PieceType::Rook);
        if (pieceOn(makeSquare(castle.kingside.rookFrom, rank)) == rook)
            rights |= castling::kingside(c);
        if (pieceOn(makeSquare(castle.queenside.rookFrom, rank)) == rook)
            rights |= castling::queenside(c);
    }
    return rights;
}

} // namespace grand
