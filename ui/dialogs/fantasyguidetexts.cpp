#include "ui/dialogs/fantasyguidetexts.h"

#include "engine/rules/armies.h"

#include <QCoreApplication>

namespace grand::ui {

namespace {

constexpr const char* Context = "grand::ui::FantasyGuideTexts";

struct PieceText {
    Army army; // Army::None: any army with the kind
    PieceType type;
    const char* text;
};

using T = PieceType;

// An army's own text comes before the shared one of its kind.
constexpr PieceText PieceTexts[] = {
    {Army::None, T::King,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "The royal piece: one square in any direction. Checkmate it to win; there is no castling.")},
    {Army::None, T::Queen,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Any distance along ranks, files and diagonals.")},
    {Army::None, T::Rook,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Any distance along ranks and files.")},
    {Army::None, T::Bishop,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Any distance along diagonals.")},
    {Army::None, T::Knight,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Leaps to the far corner of a 2 by 3 rectangle, over anything in between.")},
    {Army::None, T::Cardinal,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Moves as a bishop or leaps as a knight.")},
    {Army::None, T::Marshal,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Moves as a rook or leaps as a knight.")},
    {Army::None, T::Pawn,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "One square straight forward, or two from its starting rank (the 3rd); captures one "
         "square diagonally forward; no en passant. On reaching rank 8, 9 or 10 it may become a "
         "captured piece of its army, or stay a pawn, even on the 10th rank.")},
    // Elves
    {Army::None, T::Warrior,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Moves one square orthogonally in any direction without capturing; captures one square "
         "diagonally forward. It never promotes.")},
    {Army::None, T::Seeress,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "One or two squares in any of the eight directions; the first must be empty to reach the "
         "second.")},
    {Army::None, T::Ranger,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "A knightrider: repeats one knight's leap in a straight line as far as it likes; every "
         "square it lands on but the last must be empty.")},
    {Army::None, T::Elder,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Moves as a queen or leaps as a knight.")},
    {Army::None, T::Mage,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "One square diagonally, where it may stop; from there, if that square is empty, any "
                       "distance straight on along the file or the rank that leads away from its start.")},
    {Army::None, T::Loremaster,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Moves as a rook or as a Mage.")},
    // Dwarves
    {Army::None, T::Soldier,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Moves or captures one square straight forward, and captures one square diagonally "
         "forward; no double step. On reaching rank 8, 9 or 10 it may become a captured General, "
         "Guard or Priest, or stay a Soldier.")},
    {Army::None, T::Cannon,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Moves as a rook without capturing. It captures along a rank or file by hopping over "
         "exactly one piece of either colour (the grey discs) to take the first piece beyond.")},
    {Army::None, T::Priest,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "One square diagonally; or, through that square if it is empty, a second diagonal step in "
         "any direction but back.")},
    {Army::None, T::Guard,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "One square in any direction, like a king that is not royal.")},
    {Army::None, T::WarMachine,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Moves and captures as a rook, captures also as a Cannon (hopping over one piece, the grey "
         "discs), and moves or captures one square diagonally forward.")},
    {Army::None, T::General,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "One or two squares in any direction (the first must be empty), or to a knight's square "
         "by one empty square straight and then one diagonally onward.")},
    // Evil Horde
    {Army::None, T::Goblin,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Moves or captures one square straight forward; from its starting rank (the 3rd) also two "
         "squares forward without capturing. On reaching rank 8, 9 or 10 it may become a Wolf "
         "Rider (any number of them) or stay a Goblin.")},
    {Army::None, T::Orc,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Moves or captures one square diagonally forward; from its starting rank (the 2nd) also "
         "two squares diagonally forward without capturing. After a move that ends on rank 8, 9 or "
         "10 it may strike: it leaves the board and takes any enemy piece but the royal with it.")},
    {Army::None, T::Warlock,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Zigzags: diagonal steps that alternate between two directions at right angles, as far "
         "as it likes. It may stop after any step; every square before the last must be empty.")},
    {Army::None, T::Ogre,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Up to four squares along ranks and files.")},
    {Army::None, T::Werewolf,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "The four forward leaps of a knight. On reaching rank 9 or 10 it may become a Wolf Rider.")},
    {Army::None, T::Assassin,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Moves as a queen without capturing; captures only one square away, in any direction.")},
    {Army::None, T::Balrog,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves as a rook, or zigzags: straight steps that alternate between two directions at "
                       "right angles, stopping after any step.")},
    {Army::None, T::Minotaur,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Leaps as a knight (1, 2) or as a camel (1, 3).")},
    {Army::None, T::WolfRider,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "One square in any direction, or a knight's leap. Not in the setup: Goblins and "
                       "Werewolves become Wolf Riders.")},
    // Giants
    {Army::None, T::Giant,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Leaps two squares straight or two squares diagonally, over anything in between.")},
    {Army::None, T::Colossus,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Leaps as a knight, or two squares straight or diagonally.")},
    {Army::None, T::Titan,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Leaps to every square exactly three away: three straight, three diagonally, or the "
                       "(1, 3) and (2, 3) leaps.")},
    {Army::None, T::Cyclops,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "Slides as a rook, but may not stop on the first square of its way, which must be empty.")},
    {Army::None, T::MammothRider,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "One square straight; or, through that square if it is empty, a second straight step in "
         "any direction but back.")},
    {Army::None, T::TwoHeadedCyclops,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Passes one empty square diagonally, then goes on any distance straight away from its "
                       "start; it may not stop on the diagonal square.")},
    {Army::None, T::BehemothRider,
     QT_TRANSLATE_NOOP(
         "grand::ui::FantasyGuideTexts",
         "One to three straight steps, turning freely after each, never back onto its start; every "
         "square before the last must be empty.")},
    // Druids
    {Army::None, T::Jaguar,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves by leaping two squares diagonally, without capturing; captures one square "
                       "straight.")},
    {Army::None, T::Panther,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves by leaping two squares straight, without capturing; captures one square "
                       "diagonally.")},
    {Army::None, T::Coyote,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves one square diagonally without capturing; captures one square straight.")},
    {Army::None, T::Wolf,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves one square straight without capturing; captures one square diagonally.")},
    {Army::None, T::Lion,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves one square diagonally without capturing; captures by leaping two squares "
                       "straight.")},
    {Army::None, T::Tiger,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves one square straight without capturing; captures by leaping two squares "
                       "diagonally.")},
    {Army::None, T::Puma,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves by leaping two squares straight; captures by leaping two squares diagonally.")},
    {Army::None, T::Cheetah,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Moves by leaping two squares diagonally; captures by leaping two squares straight.")},
    {Army::None, T::Fox, QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "One square diagonally.")},
    {Army::None, T::Dog, QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "One square straight.")},
    {Army::None, T::Bear,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Up to four squares along ranks and files, or one square diagonally.")},
    {Army::None, T::Stag,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "One square straight, or a leap of three squares straight.")},
    {Army::None, T::Eagle,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                       "Slides two or more squares diagonally (the first must be empty, and it may not stop "
                       "there), or leaps two squares straight.")},
    {Army::None, T::Pegasus,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Moves as an Eagle or as a Stag.")},
    {Army::None, T::Unicorn,
     QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Moves as a Bear or leaps as a knight.")},
};

constexpr const char* ArmyRules[] = {
    QT_TRANSLATE_NOOP(
        "grand::ui::FantasyGuideTexts",
        "Pawns may promote on ranks 8 to 10 to a captured piece of their army, and may always stay "
        "pawns."),
    QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Nothing promotes: Warriors stay Warriors."),
    QT_TRANSLATE_NOOP(
        "grand::ui::FantasyGuideTexts",
        "Soldiers may promote on ranks 8 to 10 to a captured General, Guard or Priest, never to a "
        "Cannon or War Machine."),
    QT_TRANSLATE_NOOP(
        "grand::ui::FantasyGuideTexts",
        "Goblins (on ranks 8 to 10) and Werewolves (on ranks 9 and 10) may become Wolf Riders, any "
        "number of them. <b>The Orc's strike</b>: after an Orc's move that ends on rank 8, 9 or 10, "
        "its player may remove that Orc and any enemy piece but the royal; the royal too when it "
        "has no other piece left, which wins."),
    QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "No pawns, and nothing promotes."),
    QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts", "Nothing promotes."),
};

QString translated(const char* text) { return QCoreApplication::translate(Context, text); }

} // namespace

QString guidePieceText(Army army, PieceType t) {
    if (!armyInfo(army).piece(t))
        return {};
    for (const PieceText& p : PieceTexts)
        if (p.army == army && p.type == t)
            return translated(p.text);
    for (const PieceText& p : PieceTexts)
        if (p.army == Army::None && p.type == t)
            return translated(p.text);
    return {};
}

QString guideRulesText(Army army) {
    const QString common = translated(
        QT_TRANSLATE_NOOP("grand::ui::FantasyGuideTexts",
                          "<b>Unlike Grand Chess</b>: no en passant, no castling, and a player who "
                          "cannot move loses (stalemate loses). Nothing is ever forced to promote."));
    return common + QLatin1Char(' ') + translated(ArmyRules[static_cast<int>(army) - 1]);
}

} // namespace grand::ui
