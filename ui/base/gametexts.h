#pragma once

// The games' names and one line about each, in the user's language (the engine keeps its
// English names, Variant::name, for records and protocols).

#include "engine/rules/position.h"
#include "engine/rules/variant.h"

#include <QString>

namespace grand::ui {

QString gameName(const Variant& game); // "Embassy Chess"
// The game's name where a title or a question must say it: empty for Grand Chess, the game
// taken as read, and for Fantasy Grand Chess, which its armies name.
QString gameNameToSay(const Position& start);
QString gameDescription(const Variant& game); // one line: the board and what sets it apart

} // namespace grand::ui
