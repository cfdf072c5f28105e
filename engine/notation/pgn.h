#pragma once

// PGN game records: a reader for what real files contain (many games, comments, nested
// variations, NAGs, every common form of move numbers, both letter sets, XBoard's rank
// numbering, CRLF, a UTF-8 BOM or Latin-1 text) into GameRecord, and a writer of all of it
// that other programs read, in the dialect asked for.

#include "engine/notation/record.h"
#include "engine/notation/san.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grand {

struct PgnError {
    int line = 0;   // 1-based
    int column = 0; // 1-based
    std::string message;
    std::string token; // the move text at fault, if a move ("Qx9"); empty otherwise
};

// One game of a file. A game read whole has no error. A game with an illegal or unreadable
// move has both: `game` holds everything before that move, `error` says where and why. A
// game whose tags cannot be read, or whose first move is already at fault, has only the
// error.
// Where a move of a game read from PGN text stood in that text (byte offsets), so that a
// save can rewrite only what the user changed (pgn_splice.h).
struct NodeSource {
    std::size_t begin = 0;  // its move number if one was written for it, else its SAN
    std::size_t sanEnd = 0; // after its SAN, before a glued "!?"
    std::size_t end = 0;    // after its annotations: a glued glyph, its NAGs, its own comment
    // Whether [sanEnd, end) holds exactly the node's NAGs and comment after it (false when a
    // comment was joined to it from elsewhere, or a NAG came after one of its variations).
    bool annotationsHere = false;
};

struct PgnEntry {
    int number = 0; // 1-based position in the file
    int line = 0;   // line where the game starts
    // Bytes of the text: where the game starts (its first tag or move; a game may begin on
    // the line where the one before it ends) and where its move text starts (where the
    // entry ends when it has none or its tags are broken).
    std::size_t begin = 0;
    std::size_t movetextBegin = 0;
    std::optional<GameRecord> game;
    std::optional<PgnError> error;
    SanDialect dialect; // how its moves were written
    // By node id (the root's and any unread node's left empty); and the result token's
    // bytes, when the movetext had one.
    std::vector<NodeSource> source;
    std::optional<std::pair<std::size_t, std::size_t>> resultSource;

    bool complete() const { return game && !error; }
    // The error for a person: "Game 3, line 40, column 12: move 12. Qx9: ...".
    std::string errorText() const;
};

// Reads every game of a PGN text. A broken game is reported and the others still load.
// Comments are kept with their white space collapsed to single spaces.
std::vector<PgnEntry> readPgn(std::string_view text);

// Bytes of a file as UTF-8 text: strips a UTF-8 byte-order mark and reads text that is not
// valid UTF-8 as Latin-1.
std::string decodeText(std::string_view bytes);

struct PgnWriteOptions {
    PieceLetters letters = PieceLetters::FairyStockfish;
    // XBoard numbers the ranks 0-9 in its SAN on a board of ten ranks (1-8 on eight, unchanged);
    // the FEN tag stays standard.
    bool xboardRanks = false;
    bool annotations = true; // false: the main line's moves only (no comments, NAGs, variations)
    // A record read from a file (its tagsAsRead) gets the roster's tags it lacked, as the
    // export format asks. False: only those that say something (not "?", "????.??.??" or a
    // Result of "*"), so that saving a user's file adds no lines the user did not write.
    bool completeRoster = true;
};

// The game as PGN: the seven-tag roster, [Variant "grand"], [FEN] and [SetUp "1"] only for
// a non-standard start, the other tags in their order, then the movetext (comments, NAGs as
// $n, variations) in lines of at most 80 characters where words allow, and the result.
// Freeling's letters add [PieceLetters "Freeling"], which the reader honours: a record
// whose every C move is also legal as a marshal move cannot tell its letters otherwise.
// Writing what was read from a file this function wrote gives the same bytes.
std::string writePgn(const GameRecord& game, const PgnWriteOptions& options = {});

// Several games as one file: each written as above, separated by an empty line.
std::string writePgnFile(const std::vector<GameRecord>& games, const PgnWriteOptions& options = {});

} // namespace grand
