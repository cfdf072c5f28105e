// The correction history: running averages, per side to move and pawn structure or one
// side's other pieces, of how far searches found positions from the learned evaluation
// (see search.h).

#include "engine/search/search.h"

#include <algorithm>

namespace grand {

Search::CorrectionEntries Search::correctionEntries(const Position& pos) {
    CorrectionEntries c;
    if (!m_netInUse)
        return c;
    const auto us = static_cast<std::size_t>(index(pos.sideToMove()));
    c.entry[0] = &m_correction[us][static_cast<std::size_t>(pos.pawnKey() % CorrectionSize)];
    for (Color side : {Color::White, Color::Black}) {
        const auto s = static_cast<std::size_t>(index(side));
        c.entry[1 + s] =
            &m_pieceCorrection[us][s][static_cast<std::size_t>(pos.nonPawnKey(side) % CorrectionSize)];
    }
    return c;
}

// Moves each entry towards the search's result by (depth + 1)/256 of the difference (at
// most 16/256): deeper results count for more, and one result never moves it far.
void Search::updateCorrection(const CorrectionEntries& c, int diff, int depth) {
    const int weight = std::min(depth + 1, 16);
    const int step = std::clamp(diff, -256, 256) * CorrectionGrain * weight / 256;
    for (int* entry : c.entry)
        *entry =
            std::clamp(*entry + step, -CorrectionMaxCp * CorrectionGrain, CorrectionMaxCp * CorrectionGrain);
}

} // namespace grand
