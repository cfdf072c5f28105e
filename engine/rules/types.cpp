#include "engine/rules/types.h"

#include "engine/rules/armies.h"
#include "engine/rules/rules.h"

namespace grand {

std::string squareName(Square s) {
    std::string name(1, static_cast<char>('a' + fileOf(s)));
    name += std::to_string(rankOf(s) + 1);
    return name;
}

Square parseSquare(std::string_view text) {
    if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'j')
        return NoSquare;
    int rank = 0;
    for (char c : text.substr(1)) {
        if (c < '0' || c > '9')
            return NoSquare;
        rank = rank * 10 + (c - '0');
    }
    if (text[1] == '0' || rank < 1 || rank > RankCount)
        return NoSquare;
    return makeSquare(text[0] - 'a', rank - 1);
}

std::string toUci(Move m, Army mover) {
    if (m.isNone())
        return "0000";
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.isPromotion()) {
        const ArmyPiece* piece = mover == Army::None ? nullptr : armyInfo(mover).piece(m.promotion());
        // Without the mover's army, a Fantasy kind's letter is its only army's.
        for (std::size_t i = 0; !piece && !isGrandType(m.promotion()) && i < Armies.size(); ++i)
            piece = armyInfo(Armies[i]).piece(m.promotion());
        s += piece ? static_cast<char>(piece->letter - 'A' + 'a') : promotionSuffix(m.promotion());
    }
    if (m.isStrike())
        s += "x" + squareName(m.struck());
    return s;
}

} // namespace grand
