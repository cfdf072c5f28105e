#pragma once

// Fantasy Grand Chess's six armies as data (FANTASY.md): each army's name, its letters, its
// setup and what its pieces promote to. Army::None stands for Grand Chess itself, whose
// letters and promotions are in rules.h.

#include "engine/rules/types.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace grand {

inline constexpr std::array<Army, 6> Armies = {Army::Humans, Army::Elves,  Army::Dwarves,
                                               Army::Horde,  Army::Giants, Army::Druids};

// A piece of an army as the army names it: its kind and its letter (upper case).
struct ArmyPiece {
    PieceType type;
    char letter;
    std::string_view name;
};

// A piece that may promote: on reaching `firstRank` (relative, 0-based) or beyond, it may
// become one of `to`: a piece of its army that has been captured and is not back (counted
// against the setup), or, when `unlimited`, any number of them. Staying is always allowed.
struct PromotionRule {
    PieceType from;
    int firstRank;
    bool unlimited;
    std::vector<PieceType> to;
};

struct ArmyInfo {
    Army army;
    std::string_view id;        // "horde", as in the FEN's seventh field
    std::string_view name;      // "Evil Horde", as in PGN tags and on screen
    std::string_view character; // one line about how it plays
    std::vector<ArmyPiece> pieces;
    std::vector<std::pair<PieceType, Square>> setup; // White's; Black's mirrors the ranks
    std::vector<PromotionRule> promotions;

    // The army's piece of kind t, nullptr when the army has none.
    const ArmyPiece* piece(PieceType t) const;
    // The army's piece with letter `upper` (upper case), nullptr when it has none.
    const ArmyPiece* pieceByLetter(char upper) const;
    // How many of kind t the army starts with.
    int startCount(PieceType t) const;
    // The promotion rule for kind t, nullptr when it never promotes.
    const PromotionRule* promotionFor(PieceType t) const;
};

const ArmyInfo& armyInfo(Army a);
// The kinds a side playing army `a` may have on the board (Army::None: Grand Chess's), for
// loops over its pieces by kind that pass the other armies' kinds.
std::span<const PieceType> kindsOf(Army a);
// The army with this FEN id ("elves") or name ("Elves", "Evil Horde"), any case.
std::optional<Army> parseArmy(std::string_view text);
// "humans/elves" style list of the ids, for messages.
std::string armyIdList();

} // namespace grand
