#pragma once
// The reference generator's piece data: each army's kinds with their letters and names, and
// what the Humans' Pawn and the Dwarves' Soldier promote to. Internal to devtools/reference.

#include "fantasy_reference.h"

namespace reference::detail {

// ---------------------------------------------------------------------------------------
// Piece data: letters per army, names, start counts for promotion.

struct KindInfo {
    Kind kind;
    Army army;
    char letter;
    const char* name;
};

inline constexpr KindInfo kKinds[] = {
    {NoKind, Army::Humans, '?', "none"},
    {HumKing, Army::Humans, 'K', "King"},
    {HumQueen, Army::Humans, 'Q', "Queen"},
    {HumRook, Army::Humans, 'R', "Rook"},
    {HumBishop, Army::Humans, 'B', "Bishop"},
    {HumKnight, Army::Humans, 'N', "Knight"},
    {HumCardinal, Army::Humans, 'C', "Cardinal"},
    {HumMarshal, Army::Humans, 'M', "Marshal"},
    {HumPawn, Army::Humans, 'P', "Pawn"},
    {ElfKing, Army::Elves, 'K', "King"},
    {ElfElder, Army::Elves, 'E', "Elder"},
    {ElfLoremaster, Army::Elves, 'L', "Loremaster"},
    {ElfMage, Army::Elves, 'M', "Mage"},
    {ElfRanger, Army::Elves, 'R', "Ranger"},
    {ElfSeeress, Army::Elves, 'S', "Seeress"},
    {ElfWarrior, Army::Elves, 'W', "Warrior"},
    {DwaKing, Army::Dwarves, 'K', "King"},
    {DwaCannon, Army::Dwarves, 'C', "Cannon"},
    {DwaGeneral, Army::Dwarves, 'E', "General"},
    {DwaGuard, Army::Dwarves, 'G', "Guard"},
    {DwaPriest, Army::Dwarves, 'P', "Priest"},
    {DwaSoldier, Army::Dwarves, 'S', "Soldier"},
    {DwaWarMachine, Army::Dwarves, 'W', "War Machine"},
    {HorDarkLord, Army::Horde, 'K', "Dark Lord"},
    {HorAssassin, Army::Horde, 'A', "Assassin"},
    {HorBalrog, Army::Horde, 'B', "Balrog"},
    {HorGoblin, Army::Horde, 'G', "Goblin"},
    {HorWerewolf, Army::Horde, 'H', "Werewolf"},
    {HorMinotaur, Army::Horde, 'M', "Minotaur"},
    {HorOrc, Army::Horde, 'O', "Orc"},
    {HorOgre, Army::Horde, 'R', "Ogre"},
    {HorWolfRider, Army::Horde, 'W', "Wolf Rider"},
    {HorWarlock, Army::Horde, 'Z', "Warlock"},
    {GiaKing, Army::Giants, 'K', "King"},
    {GiaBehemoth, Army::Giants, 'B', "Behemoth Rider"},
    {GiaTwoHeadedCyclops, Army::Giants, 'D', "Two-Headed Cyclops"},
    {GiaGiant, Army::Giants, 'G', "Giant"},
    {GiaMammoth, Army::Giants, 'M', "Mammoth Rider"},
    {GiaColossus, Army::Giants, 'O', "Colossus"},
    {GiaTitan, Army::Giants, 'T', "Titan"},
    {GiaCyclops, Army::Giants, 'Y', "Cyclops"},
    {DruDruid, Army::Druids, 'K', "Druid"},
    {DruEagle, Army::Druids, 'A', "Eagle"},
    {DruBear, Army::Druids, 'B', "Bear"},
    {DruCheetah, Army::Druids, 'C', "Cheetah"},
    {DruDog, Army::Druids, 'D', "Dog"},
    {DruElephant, Army::Druids, 'E', "Elephant"},
    {DruFox, Army::Druids, 'F', "Fox"},
    {DruPegasus, Army::Druids, 'G', "Pegasus"},
    {DruHorse, Army::Druids, 'H', "Horse"},
    {DruJaguar, Army::Druids, 'J', "Jaguar"},
    {DruLion, Army::Druids, 'L', "Lion"},
    {DruPuma, Army::Druids, 'M', "Puma"},
    {DruFalcon, Army::Druids, 'O', "Falcon"},
    {DruPanther, Army::Druids, 'P', "Panther"},
    {DruRoc, Army::Druids, 'R', "Roc"},
    {DruStag, Army::Druids, 'S', "Stag"},
    {DruTiger, Army::Druids, 'T', "Tiger"},
    {DruUnicorn, Army::Druids, 'U', "Unicorn"},
    {DruWolf, Army::Druids, 'W', "Wolf"},
    {DruCoyote, Army::Druids, 'Y', "Coyote"},
};
static_assert(sizeof(kKinds) / sizeof(kKinds[0]) == KindCount);

inline constexpr const char* kArmyNames[kArmyCount] = {"humans", "elves",  "dwarves",
                                                       "horde",  "giants", "druids"};

// Kind of a letter (upper case) in an army's letter table, NoKind if the army has none.
inline Kind kindOfLetter(Army army, char upper) {
    for (const KindInfo& info : kKinds)
        if (info.kind != NoKind && info.army == army && info.letter == upper)
            return info.kind;
    return NoKind;
}

// The kinds a Pawn (Humans) or Soldier (Dwarves) may promote to, with their start counts.
struct PromotionChoice {
    Kind kind;
    int startCount;
};
inline constexpr PromotionChoice kHumanPromotions[] = {{HumQueen, 1}, {HumMarshal, 1}, {HumCardinal, 1},
                                                       {HumRook, 2},  {HumBishop, 2},  {HumKnight, 2}};
inline constexpr PromotionChoice kDwarfPromotions[] = {{DwaGeneral, 1}, {DwaGuard, 2}, {DwaPriest, 2}};

// Rank counted from the side's own back rank: 0 = own first rank, 9 = last rank.
inline int relRank(int rank, int colour) { return colour == 0 ? rank : 9 - rank; }
inline bool inZone(int rank, int colour) { return relRank(rank, colour) >= 7; }

} // namespace reference::detail
