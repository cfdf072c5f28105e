#pragma once

// The games' names and one line about each, in the user's language (the engine keeps its
// English names, Variant::name, for records and protocols).

#include "engine/rules/variant.h"

#include <QString>

namespace grand::ui {

QString gameName(const Variant& game);        // "Embassy Chess"
QString gameDescription(const Variant& game); // one line: the board and what sets it apart

} // namespace grand::ui
