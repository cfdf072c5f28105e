#pragma once

// Saving a game back into the text it was read from, changing only what the user changed:
// a comment or a NAG added, changed or taken off, the result. The file's own layout (its
// move numbers, line breaks, glyphs, the way it wrote each move) stays byte for byte
// everywhere else, which writing the movetext anew cannot promise.

#include "engine/notation/pgn.h"

#include <optional>
#include <string>
#include <string_view>

namespace grand {

// `text` with the game that readPgn read from it as `read` changed into `edited`, when the
// two differ only in the NAGs and comments after moves and in the result: each changed
// move's annotations are written anew in place (a glyph glued to the move where the file
// glued its glyphs, else $n; the comment in braces), and the result token replaced. Nothing
// (the caller writes the movetext anew) when moves were added, removed or reordered, a
// comment before a move or the game changed, or the text of a changed part was not the
// move's own.
std::optional<std::string> spliceAnnotations(std::string_view text, const PgnEntry& read,
                                             const GameRecord& edited);

} // namespace grand
