// The correction history: a running average, per side to move and pawn structure, of how
// far searches found positions from the learned evaluation (see search.h).

#include "search.h"

#include "zobrist.h"

#include <algorithm>

namespace grand {

namespace {

// Random keys for a pawn of either colour on each square (zobrist::splitmix64, from a seed of
// their own): the pawn structure's key for the correction history is the exclusive-or of its
// pawns' keys.
const auto PawnKeys = [] {
    std::array<std::uint64_t, 2 * SquareCount> keys{};
    std::uint64_t state = 0x9E3779B97F4A7C15ull;
    for (auto& k : keys)
        k = zobrist::splitmix64(state);
    return keys;
}();

} // namespace

int* Search::correctionEntry(const Position& pos) {
    if (!m_netInUse)
        return nullptr;
    std::uint64_t key = 0;
    pos.forEach(Color::White, PieceType::Pawn,
                [&](Square s) { key ^= PawnKeys[static_cast<std::size_t>(s)]; });
    pos.forEach(Color::Black, PieceType::Pawn,
                [&](Square s) { key ^= PawnKeys[static_cast<std::size_t>(SquareCount + s)]; });
    return &m_correction[static_cast<std::size_t>(index(pos.sideToMove()))]
                        [static_cast<std::size_t>(key % CorrectionSize)];
}

// Moves the entry towards the search's result by (depth + 1)/256 of the difference (at most
// 16/256): deeper results count for more, and one result never moves it far.
void Search::updateCorrection(int& entry, int diff, int depth) {
    const int weight = std::min(depth + 1, 16);
    const int step = std::clamp(diff, -256, 256) * CorrectionGrain * weight / 256;
    entry = std::clamp(entry + step, -CorrectionMaxCp * CorrectionGrain, CorrectionMaxCp * CorrectionGrain);
}

} // namespace grand
