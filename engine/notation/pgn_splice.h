#pragma once

// Saving a game back into the text it was read from, changing only what the user changed:
// a comment or a NAG added, changed or taken off, the result, moves played on at the end of
// the main line or deleted from it. The file's own layout (its move numbers, line breaks,
// glyphs, the way it wrote each move) stays byte for byte everywhere else, which writing
// the movetext anew cannot promise.

#include "engine/notation/pgn.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grand {

// `text` with the game that readPgn read from it (`entries[index]`) changed into `edited`, when the
// two differ only in the NAGs and comments after moves, the result, and the main line's
// end: each changed move's annotations are written anew in place (a glyph glued to the move
// where it or the file glues them, else $n; the comment in braces), the result token
// replaced, moves added after the last one written in the file's numbering and letters, a
// deleted tail of the main line cut out. Nothing (the caller writes the movetext anew) for
// any other change of the moves (a variation added, promoted or deleted), a comment before
// a move or the game changed, or where the text of a changed part was not the move's own.
//
// `entries` are readPgn's of `text`, `index` the game's among them. Where one of them was
// broken (an unclosed comment, say, which a '}' written later could close), the text made is
// read again and given only when every game reads as before and this one as edited.
std::optional<std::string> spliceAnnotations(std::string_view text, const std::vector<PgnEntry>& entries,
                                             std::size_t index, const GameRecord& edited);

} // namespace grand
