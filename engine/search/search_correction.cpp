// The correction history: a running average, per side to move and pawn structure, of how
// far searches found positions from the learned evaluation (see search.h).

#include "engine/search/search.h"

#include <algorithm>

namespace grand {

int* Search::correctionEntry(const Position& pos) {
    if (!m_netInUse)
        return nullptr;
    return &m_correction[static_cast<std::size_t>(index(pos.sideToMove()))]
                        [static_cast<std::size_t>(pos.pawnKey() % CorrectionSize)];
}

// Moves the entry towards the search's result by (depth + 1)/256 of the difference (at most
// 16/256): deeper results count for more, and one result never moves it far.
void Search::updateCorrection(int& entry, int diff, int depth) {
    const int weight = std::min(depth + 1, 16);
    const int step = std::clamp(diff, -256, 256) * CorrectionGrain * weight / 256;
    entry = std::clamp(entry + step, -CorrectionMaxCp * CorrectionGrain, CorrectionMaxCp * CorrectionGrain);
}

} // namespace grand
