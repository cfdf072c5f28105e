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
    auto& tables = m_correction[static_cast<std::size_t>(index(pos.sideToMove()))];
    const std::array<std::uint64_t, 3> keys = {pos.pawnKey(), pos.nonPawnKey(Color::White),
                                               pos.nonPawnKey(Color::Black)};
    for (std::size_t i = 0; i < keys.size(); ++i)
        c.entry[i] = &tables[i][static_cast<std::size_t>(keys[i] % CorrectionSize)];
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
