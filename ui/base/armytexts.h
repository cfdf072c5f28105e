#pragma once

// Fantasy Grand Chess's words in the user's language: the armies' names, their one line of
// character, and the names they give their pieces ("Wolf Rider"; German "Wolfsreiter").
// The engine keeps them in English (engine/rules/armies.cpp) for records and protocols.

#include "engine/rules/position.h"

#include <QString>

namespace grand::ui {

// The name `army` gives its pieces of kind t ("Dark Lord" for the Horde's king); empty when
// the army has none.
QString armyPieceName(Army army, PieceType t);
// "White Wolf Rider" (Fantasy) or "White marshal" (Grand Chess, Army::None): a piece as the
// board's tooltips and the position editor's palette name it.
QString pieceOfArmyText(Army army, Piece p);
QString armyName(Army army);      // "Evil Horde"
QString armyCharacter(Army army); // one line about how it plays
// "Elves – Evil Horde" for a Fantasy Grand Chess position (White's army first), empty for
// Grand Chess.
QString armiesText(const Position& pos);

// Whether every army's name, character and piece name is offered to the translators (tests).
bool armyTextsAreListed();

} // namespace grand::ui
