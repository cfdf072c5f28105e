#include "ui/base/armytexts.h"

#include "ui/base/enginetexts.h"

#include "engine/rules/armies.h"

#include <QCoreApplication>

#include <algorithm>

namespace grand::ui {

namespace {

constexpr const char* Context = "grand::ui::ArmyTexts";

// Every name the armies give their pieces (engine/rules/armies.cpp), for the translators; a
// test checks that none is missing.
constexpr const char* PieceNames[] = {
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Assassin"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Balrog"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Bear"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Behemoth Rider"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Bishop"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Cannon"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Cardinal"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Cheetah"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Colossus"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Coyote"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Cyclops"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Dark Lord"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Dog"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Druid"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Eagle"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Elder"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Elephant"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Falcon"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Fox"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "General"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Giant"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Goblin"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Guard"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Horse"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Jaguar"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "King"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Knight"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Lion"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Loremaster"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Mage"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Mammoth Rider"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Marshal"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Minotaur"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Ogre"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Orc"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Panther"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Pawn"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Pegasus"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Priest"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Puma"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Queen"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Ranger"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Roc"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Rook"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Seeress"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Soldier"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Stag"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Tiger"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Titan"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Two-Headed Cyclops"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Unicorn"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "War Machine"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Warlock"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Warrior"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Werewolf"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Wolf"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Wolf Rider"),
};

constexpr const char* ArmyWords[] = {
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Humans"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts",
                      "Grand Chess's own army: no surprises, and pawns that bring back the fallen"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Elves"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts",
                      "Few and far-reaching: knightriders, an amazon and griffons behind a wall of Warriors"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Dwarves"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Slow and solid: cannons and war machines behind Soldiers that "
                                              "bring back Generals, Guards and Priests"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Evil Horde"),
    QT_TRANSLATE_NOOP(
        "grand::ui::ArmyTexts",
        "Thirty pieces: Goblins that become Wolf Riders, and Orcs that strike anywhere from the far ranks"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Giants"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Fourteen great leapers and bent riders, and no pawns at all"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts", "Druids"),
    QT_TRANSLATE_NOOP("grand::ui::ArmyTexts",
                      "Twenty different beasts, many moving one way and capturing another; nothing promotes"),
};

QString translatedView(std::string_view english) {
    const std::string text(english);
    return QCoreApplication::translate(Context, text.c_str());
}

bool listed(std::string_view english, const auto& list) {
    return std::any_of(std::begin(list), std::end(list), [english](const char* s) { return english == s; });
}

} // namespace

QString armyPieceName(Army army, PieceType t) {
    const ArmyPiece* p = armyInfo(army).piece(t);
    return p ? translatedView(p->name) : QString();
}

QString pieceOfArmyText(Army army, Piece p) {
    if (army == Army::None)
        return pieceText(p);
    //: A piece of a Fantasy army: "White Wolf Rider"
    return (colorOf(p) == Color::White ? QCoreApplication::translate("grand::ui::ArmyTexts", "White %1")
                                       : QCoreApplication::translate("grand::ui::ArmyTexts", "Black %1"))
        .arg(armyPieceName(army, typeOf(p)));
}

QString armyName(Army army) { return translatedView(armyInfo(army).name); }

QString armiesText(const Position& pos) {
    if (!pos.variant().hasArmies())
        return {};
    return QStringLiteral("%1 – %2").arg(armyName(pos.army(Color::White)), armyName(pos.army(Color::Black)));
}

QString armyCharacter(Army army) { return translatedView(armyInfo(army).character); }

bool armyTextsAreListed() {
    for (Army a : Armies) {
        const ArmyInfo& info = armyInfo(a);
        if (!listed(info.name, ArmyWords) || !listed(info.character, ArmyWords))
            return false;
        for (const ArmyPiece& p : info.pieces)
            if (!listed(p.name, PieceNames))
                return false;
    }
    return true;
}

} // namespace grand::ui
