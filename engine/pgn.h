#pragma once

// PGN game records: a reader for what real files contain (many games, comments, variations,
// NAGs, every common form of move numbers, both letter sets, XBoard's rank numbering,
// CRLF, a UTF-8 BOM or Latin-1 text), and a writer that other programs read.

#include "game.h"
#include "san.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grand {

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags; // in file order
    Game game;
    // comments[i] is the text after the i-th move; comments[0] comes before the first move.
    std::vector<std::string> comments = {std::string()};
    std::string result = "*";

    // The value of a tag, empty if absent.
    std::string tag(std::string_view name) const;
    void setTag(const std::string& name, const std::string& value);
    // Appends a move with its comment, keeping `comments` in step.
    bool play(Move m, std::string comment = {});
};

struct PgnError {
    int line = 0;   // 1-based
    int column = 0; // 1-based
    std::string message;
};

// One game of a file: read, or broken with the reason.
struct PgnEntry {
    int number = 0; // 1-based position in the file
    int line = 0;   // line where the game starts
    std::optional<PgnGame> game;
    std::optional<PgnError> error;
    SanDialect dialect; // how its moves were written
};

// Reads every game of a PGN text. A broken game is reported and the others still load.
std::vector<PgnEntry> readPgn(std::string_view text);

// Bytes of a file as UTF-8 text: strips a UTF-8 byte-order mark and reads text that is not
// valid UTF-8 as Latin-1.
std::string decodeText(std::string_view bytes);

struct PgnWriteOptions {
    PieceLetters letters = PieceLetters::FairyStockfish;
    bool comments = true;
};

// The game as PGN: the seven-tag roster, [Variant "grand"], [FEN] and [SetUp "1"] only for
// a non-standard start, the other tags, then the moves in lines of at most 80 characters.
// Freeling's letters add [PieceLetters "Freeling"], which the reader honours: a record
// whose every C move is also legal as a marshal move cannot tell its letters otherwise.
std::string writePgn(const PgnGame& game, const PgnWriteOptions& options = {});

} // namespace grand
