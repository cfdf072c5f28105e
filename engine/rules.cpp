#include "rules.h"

#include "pieces.h"

namespace grand {

char fenChar(Piece p) {
    const char c = FenLetter[index(typeOf(p))];
    return colorOf(p) == Color::White ? c : static_cast<char>(c - 'A' + 'a');
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

char promotionSuffix(PieceType t) { return static_cast<char>(FenLetter[index(t)] - 'A' + 'a'); }

} // namespace grand
