#include "engine/rules/rules.h"

#include "engine/rules/pieces.h"

namespace grand {

// Grand Chess's letter of kind t; '?' for a Fantasy kind, which has letters only in its
// army (armies.h).
static char grandLetter(PieceType t) {
    const auto i = static_cast<std::size_t>(index(t));
    return i < FenLetter.size() ? FenLetter[i] : '?';
}

char fenChar(Piece p) {
    const char c = grandLetter(typeOf(p));
    return colorOf(p) == Color::White || c == '?' ? c : static_cast<char>(c - 'A' + 'a');
}

Piece pieceFromFenChar(char c) {
    for (int t = 1; t < GrandTypeCount; ++t) {
        if (FenLetter[t] == c)
            return makePiece(Color::White, PieceType(t));
        if (FenLetter[t] - 'A' + 'a' == c)
            return makePiece(Color::Black, PieceType(t));
    }
    return Piece::Empty;
}

std::string pieceName(PieceType t) {
    static constexpr const char* Names[] = {"piece", "pawn",     "knight",  "bishop", "rook",
                                            "queen", "cardinal", "marshal", "king"};
    if (index(t) < GrandTypeCount)
        return Names[index(t)];
    return std::string(pieceKind(t).name); // a Fantasy kind: "Wolf Rider"
}

char promotionSuffix(PieceType t) {
    const char c = grandLetter(t);
    return c == '?' ? c : static_cast<char>(c - 'A' + 'a');
}

} // namespace grand
