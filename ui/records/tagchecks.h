#pragma once

// What a game record's tags may hold, as the PGN standard and readers of it expect: the
// Game Information dialog says what is wrong with a value before it reaches a file.

#include <QString>

namespace grand::ui {

// Why `value` cannot be tag `name`'s value ("Write the date as YYYY.MM.DD ..."); empty
// when it can. An empty value is always fine (it removes the tag). The message names the
// field as `shownAs` (a form's label, "White's rating"), else by the tag's name.
QString tagValueProblem(const QString& name, const QString& value, const QString& shownAs = {});

// Why `name` cannot be a tag's name (PGN: a letter or digit first, then letters, digits
// and underscores); empty when it can.
QString tagNameProblem(const QString& name);

} // namespace grand::ui
