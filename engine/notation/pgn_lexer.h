#pragma once

// The tokens of PGN text, for the reader (pgn_reader.cpp): tags, comments, variation
// brackets, NAGs, move numbers, results and move symbols, each with its line and column.

#include <cstddef>
#include <string>
#include <string_view>

namespace grand::pgn {

struct Token {
    enum class Kind {
        Tag,
        Comment,
        OpenVariation,
        CloseVariation,
        Nag,
        MoveNumber,
        Result,
        Symbol,
        Error,
        End
    };
    Kind kind = Kind::End;
    std::string text;               // symbol, comment, NAG digits, tag value, result, error message
    std::string name;               // tag name
    int line = 0;                   // 1-based
    int column = 0;                 // 1-based
    std::size_t begin = 0, end = 0; // its bytes in the text: [begin, end)
};

bool isResult(std::string_view s);

class Lexer {
public:
    explicit Lexer(std::string_view text) : m_text(text) {}

    bool atEnd();
    // Whether the next token starts a tag (a new game when seen after movetext).
    bool atTag();
    int line() const { return m_line; }
    std::size_t offset() const { return m_pos; }
    Token next();
    // After a broken tag or comment: continue at the next line that starts with '['.
    void resync();
    // After a broken tag line: continue at the next line; whether that line is a tag's.
    bool skipLineToTag();
    // In move text a ';' comment (to the end of the line) is a Comment token, kept like a
    // '{}' one; between games and among tags it is skipped.
    void setInMoveText(bool on) { m_inMoveText = on; }

private:
    int column() const { return static_cast<int>(m_pos - m_lineStart) + 1; }
    Token scan();
    void advance();
    void skipSpace();
    Token word(Token t);
    Token tag(Token t);
    Token comment(Token t);
    Token lineComment(Token t);
    static Token error(Token t, std::string message);

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
    bool m_inMoveText = false;
};

} // namespace grand::pgn
