#pragma once

// The words of Help -> How to Play Fantasy Grand Chess (FANTASY.md in a player's words): how
// each army's pieces move and promote, and what an army's game changes from Grand Chess.
// Written by hand per piece and translated; the diagrams beside them come from the engine.

#include "engine/rules/types.h"

#include <QString>

namespace grand::ui {

// One or two sentences on how `army`'s piece of kind t moves and whether it promotes (empty
// when the army has no such piece).
QString guidePieceText(Army army, PieceType t);
// What differs from Grand Chess for every army, then this army's promotions (and the Orc's
// strike for the Evil Horde).
QString guideRulesText(Army army);

} // namespace grand::ui
