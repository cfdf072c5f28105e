#include "engine/notation/pgn_lexer.h"

#include "engine/notation/pgn.h"

#include <cctype>
#include <utility>

namespace grand::pgn {

namespace {

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

bool isValidUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        const int extra = c < 0x80           ? 0
                          : (c >> 5) == 0x6  ? 1
                          : (c >> 4) == 0xe  ? 2
                          : (c >> 3) == 0x1e ? 3
                                             : -1;
        if (extra < 0 || i + static_cast<std::size_t>(extra) >= s.size() + (extra == 0 ? 1 : 0))
            return false;
        for (int k = 1; k <= extra; ++k)
            if ((static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) >> 6) != 0x2)
                return false;
        i += static_cast<std::size_t>(extra) + 1;
    }
    return true;
}

} // namespace

bool isResult(std::string_view s) { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"; }

bool Lexer::atEnd() {
    skipSpace();
    return m_pos >= m_text.size();
}

bool Lexer::atTag() {
    // Among tags ';' lines are skipped; the ones after the last tag belong to the move text,
    // so they are given back when no tag follows.
    const std::size_t pos = m_pos, lineStart = m_lineStart;
    const int line = m_line;
    skipSpace();
    const bool tag = m_pos < m_text.size() && m_text[m_pos] == '[';
    if (!tag && !m_inMoveText) {
        m_pos = pos;
        m_lineStart = lineStart;
        m_line = line;
    }
    return tag;
}

Token Lexer::next() {
    skipSpace();
    const std::size_t begin = m_pos;
    Token t = scan();
    t.begin = begin;
    t.end = m_pos;
    return t;
}

Token Lexer::scan() {
    Token t;
    t.line = m_line;
    t.column = column();
    if (m_pos >= m_text.size())
        return t;
    const char c = m_text[m_pos];
    if (c == '[')
        return tag(t);
    if (c == '{')
        return comment(t);
    if (c == ';')
        return lineComment(t);
    if (c == '(' || c == ')') {
        advance();
        t.kind = c == '(' ? Token::Kind::OpenVariation : Token::Kind::CloseVariation;
        return t;
    }
    if (c == '$') {
        advance();
        while (m_pos < m_text.size() && isDigit(m_text[m_pos])) {
            t.text += m_text[m_pos];
            advance();
        }
        t.kind = Token::Kind::Nag;
        return t;
    }
    return word(t);
}

// A word: up to white space or a delimiter. A move number may be glued to its move
// ("1.e4", "12...Nf6"): the number is this token, the move the next.
Token Lexer::word(Token t) {
    const std::size_t start = m_pos;
    while (m_pos < m_text.size() && !isSpace(m_text[m_pos])
           && std::string_view("[]{}();$").find(m_text[m_pos]) == std::string_view::npos)
        advance();
    const std::string_view w = m_text.substr(start, m_pos - start);
    if (w.empty()) { // a stray ']' or similar
        t.kind = Token::Kind::Symbol;
        t.text = std::string(1, m_text[m_pos]);
        advance();
        return t;
    }
    std::size_t digits = 0;
    while (digits < w.size() && isDigit(w[digits]))
        ++digits;
    if (digits > 0 && digits < w.size() && w[digits] == '.') {
        std::size_t dots = digits;
        while (dots < w.size() && w[dots] == '.')
            ++dots;
        m_pos = start + dots; // give back the glued move (same line: no line count to undo)
        t.kind = Token::Kind::MoveNumber;
        t.text = std::string(w.substr(0, digits));
        return t;
    }
    t.kind = isResult(w) ? Token::Kind::Result : Token::Kind::Symbol;
    t.text = std::string(w);
    return t;
}

void Lexer::resync() {
    while (m_pos < m_text.size()) {
        if (m_text[m_pos] == '\n' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '[') {
            advance();
            return;
        }
        advance();
    }
}

bool Lexer::skipLineToTag() {
    while (m_pos < m_text.size() && m_text[m_pos] != '\n')
        advance();
    if (m_pos < m_text.size())
        advance();
    std::size_t at = m_pos;
    while (at < m_text.size() && (m_text[at] == ' ' || m_text[at] == '\t'))
        ++at;
    return at < m_text.size() && m_text[at] == '[';
}

void Lexer::advance() {
    if (m_text[m_pos] == '\n') {
        ++m_line;
        m_lineStart = m_pos + 1;
    }
    ++m_pos;
}

// White space, ';' comments to the end of the line, '%' escape lines.
void Lexer::skipSpace() {
    while (m_pos < m_text.size()) {
        const char c = m_text[m_pos];
        if (isSpace(c)) {
            advance();
        } else if (c == ';' && m_inMoveText) {
            break; // a comment token (lineComment)
        } else if (c == ';' || (c == '%' && m_pos == m_lineStart)) {
            while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                advance();
        } else {
            break;
        }
    }
}

Token Lexer::tag(Token t) {
    advance(); // '['
    const std::size_t nameStart = m_pos;
    while (m_pos < m_text.size()
           && (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
        advance();
    t.name = std::string(m_text.substr(nameStart, m_pos - nameStart));
    while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t'))
        advance();
    if (t.name.empty() || m_pos >= m_text.size() || m_text[m_pos] != '"')
        return error(t, "a tag must be [Name \"value\"]");
    advance(); // opening quote
    while (m_pos < m_text.size() && m_text[m_pos] != '"' && m_text[m_pos] != '\n') {
        if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] != '\n')
            advance();
        t.text += m_text[m_pos];
        advance();
    }
    if (m_pos >= m_text.size() || m_text[m_pos] != '"')
        return error(t, "tag " + t.name + ": the value is not closed by '\"'");
    advance();
    while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t'))
        advance();
    if (m_pos >= m_text.size() || m_text[m_pos] != ']')
        return error(t, "tag " + t.name + ": missing ']'");
    advance();
    t.kind = Token::Kind::Tag;
    return t;
}

Token Lexer::comment(Token t) {
    const std::size_t close = m_text.find('}', m_pos);
    if (close == std::string_view::npos)
        return error(t, "comment '{' is not closed by '}'");
    t.text = std::string(m_text.substr(m_pos + 1, close - m_pos - 1));
    while (m_pos <= close)
        advance();
    t.kind = Token::Kind::Comment;
    return t;
}

Token Lexer::lineComment(Token t) {
    advance(); // ';'
    const std::size_t start = m_pos;
    while (m_pos < m_text.size() && m_text[m_pos] != '\n')
        advance();
    t.text = std::string(m_text.substr(start, m_pos - start));
    t.kind = Token::Kind::Comment;
    return t;
}

Token Lexer::error(Token t, std::string message) {
    t.kind = Token::Kind::Error;
    t.text = std::move(message);
    return t;
}

} // namespace grand::pgn

namespace grand {

std::string decodeText(std::string_view bytes) {
    if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF")
        bytes.remove_prefix(3);
    if (pgn::isValidUtf8(bytes))
        return std::string(bytes);
    std::string out;
    out.reserve(bytes.size() + bytes.size() / 8);
    for (char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80) {
            out += ch;
        } else {
            out += static_cast<char>(0xC0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return out;
}

} // namespace grand
