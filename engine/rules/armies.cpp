#include "engine/rules/armies.h"

#include <algorithm>
#include <cctype>

namespace grand {

namespace {

using T = PieceType;

constexpr Square sq(char file, int rank) { return makeSquare(file - 'a', rank - 1); }

// A row of pieces from file a onwards; ' ' leaves a square empty.
void row(std::vector<std::pair<PieceType, Square>>& setup, int rank, std::initializer_list<T> types,
         char firstFile = 'a') {
    char file = firstFile;
    for (T t : types) {
        if (t != T::None)
            setup.push_back({t, sq(file, rank)});
        ++file;
    }
}

std::vector<ArmyInfo> makeArmies() {
    std::vector<ArmyInfo> armies;
    {
        ArmyInfo a{Army::Humans,
                   "humans",
                   "Humans",
                   "Grand Chess's own army: no surprises, and pawns that bring back the fallen",
                   {{T::King, 'K', "King"},
                    {T::Queen, 'Q', "Queen"},
                    {T::Rook, 'R', "Rook"},
                    {T::Bishop, 'B', "Bishop"},
                    {T::Knight, 'N', "Knight"},
                    {T::Cardinal, 'C', "Cardinal"},
                    {T::Marshal, 'M', "Marshal"},
                    {T::Pawn, 'P', "Pawn"}},
                   {},
                   {{T::Pawn, 7, false, {T::Queen, T::Marshal, T::Cardinal, T::Rook, T::Bishop, T::Knight}}}};
        row(a.setup, 1, {T::Rook}, 'a');
        row(a.setup, 1, {T::Rook}, 'j');
        row(a.setup, 2,
            {T::Knight, T::Bishop, T::Queen, T::King, T::Marshal, T::Cardinal, T::Bishop, T::Knight}, 'b');
        row(a.setup, 3,
            {T::Pawn, T::Pawn, T::Pawn, T::Pawn, T::Pawn, T::Pawn, T::Pawn, T::Pawn, T::Pawn, T::Pawn});
        armies.push_back(a);
    }
    {
        ArmyInfo a{Army::Elves,
                   "elves",
                   "Elves",
                   "Few and far-reaching: knightriders, an amazon and griffons behind a wall of Warriors",
                   {{T::King, 'K', "King"},
                    {T::Elder, 'E', "Elder"},
                    {T::Loremaster, 'L', "Loremaster"},
                    {T::Mage, 'M', "Mage"},
                    {T::Ranger, 'R', "Ranger"},
                    {T::Seeress, 'S', "Seeress"},
                    {T::Warrior, 'W', "Warrior"}},
                   {},
                   {}};
        row(a.setup, 1, {T::Ranger, T::Ranger}, 'e');
        row(a.setup, 2, {T::Seeress, T::None, T::Loremaster, T::King, T::Elder, T::Mage, T::None, T::Seeress},
            'b');
        row(a.setup, 3,
            {T::Warrior, T::Warrior, T::Warrior, T::Warrior, T::Warrior, T::Warrior, T::Warrior, T::Warrior,
             T::Warrior, T::Warrior});
        armies.push_back(a);
    }
    {
        ArmyInfo a{Army::Dwarves,
                   "dwarves",
                   "Dwarves",
                   "Slow and solid: cannons and war machines behind Soldiers that bring back Generals, "
                   "Guards and Priests",
                   {{T::King, 'K', "King"},
                    {T::Cannon, 'C', "Cannon"},
                    {T::General, 'E', "General"},
                    {T::Guard, 'G', "Guard"},
                    {T::Priest, 'P', "Priest"},
                    {T::Soldier, 'S', "Soldier"},
                    {T::WarMachine, 'W', "War Machine"}},
                   {},
                   {{T::Soldier, 7, false, {T::General, T::Guard, T::Priest}}}};
        row(a.setup, 1, {T::Cannon}, 'a');
        row(a.setup, 1, {T::Cannon}, 'j');
        row(a.setup, 2,
            {T::Priest, T::Guard, T::WarMachine, T::King, T::General, T::WarMachine, T::Guard, T::Priest},
            'b');
        row(a.setup, 3,
            {T::Soldier, T::Soldier, T::Soldier, T::Soldier, T::Soldier, T::Soldier, T::Soldier, T::Soldier,
             T::Soldier, T::Soldier});
        armies.push_back(a);
    }
    {
        ArmyInfo a{Army::Horde,
                   "horde",
                   "Evil Horde",
                   "Thirty pieces: Goblins that become Wolf Riders, and Orcs that strike anywhere from the "
                   "far ranks",
                   {{T::King, 'K', "Dark Lord"},
                    {T::Assassin, 'A', "Assassin"},
                    {T::Balrog, 'B', "Balrog"},
                    {T::Goblin, 'G', "Goblin"},
                    {T::Werewolf, 'H', "Werewolf"},
                    {T::Minotaur, 'M', "Minotaur"},
                    {T::Orc, 'O', "Orc"},
                    {T::Ogre, 'R', "Ogre"},
                    {T::WolfRider, 'W', "Wolf Rider"},
                    {T::Warlock, 'Z', "Warlock"}},
                   {},
                   {{T::Goblin, 7, true, {T::WolfRider}}, {T::Werewolf, 8, true, {T::WolfRider}}}};
        row(a.setup, 1,
            {T::Warlock, T::Ogre, T::Werewolf, T::Balrog, T::King, T::Minotaur, T::Assassin, T::Werewolf,
             T::Ogre, T::Warlock});
        row(a.setup, 2, {T::Orc, T::Orc, T::Orc, T::Orc, T::Orc, T::Orc, T::Orc, T::Orc, T::Orc, T::Orc});
        row(a.setup, 3,
            {T::Goblin, T::Goblin, T::Goblin, T::Goblin, T::Goblin, T::Goblin, T::Goblin, T::Goblin,
             T::Goblin, T::Goblin});
        armies.push_back(a);
    }
    {
        ArmyInfo a{Army::Giants,
                   "giants",
                   "Giants",
                   "Fourteen great leapers and bent riders, and no pawns at all",
                   {{T::King, 'K', "King"},
                    {T::BehemothRider, 'B', "Behemoth Rider"},
                    {T::TwoHeadedCyclops, 'D', "Two-Headed Cyclops"},
                    {T::Giant, 'G', "Giant"},
                    {T::MammothRider, 'M', "Mammoth Rider"},
                    {T::Colossus, 'O', "Colossus"},
                    {T::Titan, 'T', "Titan"},
                    {T::Cyclops, 'Y', "Cyclops"}},
                   {},
                   {}};
        row(a.setup, 1, {T::BehemothRider, T::King, T::Titan, T::TwoHeadedCyclops}, 'd');
        row(a.setup, 2,
            {T::Cyclops, T::MammothRider, T::Colossus, T::Giant, T::Giant, T::Colossus, T::MammothRider,
             T::Cyclops},
            'b');
        row(a.setup, 3, {T::Giant, T::Giant}, 'e');
        armies.push_back(a);
    }
    {
        ArmyInfo a{Army::Druids,
                   "druids",
                   "Druids",
                   "Twenty different beasts, many moving one way and capturing another; nothing promotes",
                   {{T::King, 'K', "Druid"},      {T::Eagle, 'A', "Eagle"},     {T::Bear, 'B', "Bear"},
                    {T::Cheetah, 'C', "Cheetah"}, {T::Dog, 'D', "Dog"},         {T::Rook, 'E', "Elephant"},
                    {T::Fox, 'F', "Fox"},         {T::Pegasus, 'G', "Pegasus"}, {T::Knight, 'H', "Horse"},
                    {T::Jaguar, 'J', "Jaguar"},   {T::Lion, 'L', "Lion"},       {T::Puma, 'M', "Puma"},
                    {T::Bishop, 'O', "Falcon"},   {T::Panther, 'P', "Panther"}, {T::Queen, 'R', "Roc"},
                    {T::Stag, 'S', "Stag"},       {T::Tiger, 'T', "Tiger"},     {T::Unicorn, 'U', "Unicorn"},
                    {T::Wolf, 'W', "Wolf"},       {T::Coyote, 'Y', "Coyote"}},
                   {},
                   {}};
        row(a.setup, 1, {T::Rook}, 'j');
        row(a.setup, 2,
            {T::Bear, T::Knight, T::Eagle, T::Queen, T::King, T::Unicorn, T::Pegasus, T::Bishop, T::Stag});
        row(a.setup, 3,
            {T::Fox, T::Jaguar, T::Coyote, T::Lion, T::Puma, T::Cheetah, T::Tiger, T::Wolf, T::Panther,
             T::Dog});
        armies.push_back(a);
    }
    return armies;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

const ArmyPiece* ArmyInfo::piece(PieceType t) const {
    for (const ArmyPiece& p : pieces)
        if (p.type == t)
            return &p;
    return nullptr;
}

const ArmyPiece* ArmyInfo::pieceByLetter(char upper) const {
    for (const ArmyPiece& p : pieces)
        if (p.letter == upper)
            return &p;
    return nullptr;
}

int ArmyInfo::startCount(PieceType t) const {
    return static_cast<int>(
        std::count_if(setup.begin(), setup.end(), [t](const auto& s) { return s.first == t; }));
}

const PromotionRule* ArmyInfo::promotionFor(PieceType t) const {
    for (const PromotionRule& r : promotions)
        if (r.from == t)
            return &r;
    return nullptr;
}

const ArmyInfo& armyInfo(Army a) {
    static const std::vector<ArmyInfo> armies = makeArmies();
    return armies[static_cast<std::size_t>(a) - 1];
}

std::span<const PieceType> kindsOf(Army a) {
    static const std::array<std::vector<PieceType>, Armies.size() + 1> kinds = [] {
        std::array<std::vector<PieceType>, Armies.size() + 1> t;
        for (int k = 1; k < GrandTypeCount; ++k)
            t[0].push_back(static_cast<PieceType>(k));
        for (Army army : Armies)
            for (const ArmyPiece& piece : armyInfo(army).pieces)
                t[static_cast<std::size_t>(army)].push_back(piece.type);
        return t;
    }();
    return kinds[static_cast<std::size_t>(a)];
}

std::optional<Army> parseArmy(std::string_view text) {
    const std::string wanted = lower(text);
    for (Army a : Armies)
        if (lower(armyInfo(a).id) == wanted || lower(armyInfo(a).name) == wanted)
            return a;
    return std::nullopt;
}

std::string armyIdList() {
    std::string out;
    for (Army a : Armies)
        out += (out.empty() ? "" : ", ") + std::string(armyInfo(a).id);
    return out;
}

} // namespace grand
