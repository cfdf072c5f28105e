#include "pgn.h"

#include "movegen.h"

#include <algorithm>
#include <cctype>

namespace grand {

namespace {

// ---- Text decoding ----

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

// ---- Lexer ----

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
    std::string text; // symbol, comment, tag value, result, error message
    std::string name; // tag name
    int line = 0;
    int column = 0;
};

bool isResult(std::string_view s) { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"; }

class Lexer {
public:
    explicit Lexer(std::string_view text) : m_text(text) {}

    bool atEnd() {
        skipSpace();
        return m_pos >= m_text.size();
    }
    // Whether the next token starts a tag (a new game when seen after movetext).
    bool atTag() {
        skipSpace();
        return m_pos < m_text.size() && m_text[m_pos] == '[';
    }
    int line() const { return m_line; }

    Token next() {
        skipSpace();
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
        if (c == '(' || c == ')') {
            advance();
            t.kind = c == '(' ? Token::Kind::OpenVariation : Token::Kind::CloseVariation;
            return t;
        }
        if (c == '$') {
            advance();
            while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos])))
                advance();
            t.kind = Token::Kind::Nag;
            return t;
        }
        // A word: up to white space or a delimiter.
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() && !std::isspace(static_cast<unsigned char>(m_text[m_pos]))
               && std::string_view("[]{}();").find(m_text[m_pos]) == std::string_view::npos)
            advance();
        std::string_view word = m_text.substr(start, m_pos - start);
        if (word.empty()) { // a stray ']' or similar
            advance();
            t.kind = Token::Kind::Symbol;
            t.text = std::string(1, c);
            return t;
        }
        // A move number, possibly glued to the move ("1.e4", "12...Nf6").
        std::size_t digits = 0;
        while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits])))
            ++digits;
        if (digits > 0 && digits < word.size() && word[digits] == '.') {
            std::size_t dots = digits;
            while (dots < word.size() && word[dots] == '.')
                ++dots;
            if (dots < word.size()) {
                // Give back the glued move: it is read as the next token.
                rewindTo(start + dots);
            }
            t.kind = Token::Kind::MoveNumber;
            t.text = std::string(word.substr(0, digits));
            return t;
        }
        t.kind = isResult(word) ? Token::Kind::Result : Token::Kind::Symbol;
        t.text = std::string(word);
        return t;
    }

    // After a broken tag or comment: continue at the next line that starts with '['.
    void resync() {
        while (m_pos < m_text.size()) {
            if (m_text[m_pos] == '\n' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '[') {
                advance();
                return;
            }
            advance();
        }
    }

private:
    int column() const { return static_cast<int>(m_pos - m_lineStart) + 1; }

    void advance() {
        if (m_text[m_pos] == '\n') {
            ++m_line;
            m_lineStart = m_pos + 1;
        }
        ++m_pos;
    }
    void rewindTo(std::size_t pos) { m_pos = pos; } // within the current line only

    // White space, ';' comments to the end of the line, '%' escape lines.
    void skipSpace() {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (std::isspace(static_cast<unsigned char>(c))) {
                advance();
            } else if (c == ';' || (c == '%' && m_pos == m_lineStart)) {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                    advance();
            } else {
                break;
            }
        }
    }

    Token tag(Token t) {
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

    Token comment(Token t) {
        const std::size_t close = m_text.find('}', m_pos);
        if (close == std::string_view::npos)
            return error(t, "comment '{' is not closed by '}'");
        t.text = std::string(m_text.substr(m_pos + 1, close - m_pos - 1));
        while (m_pos <= close)
            advance();
        t.kind = Token::Kind::Comment;
        return t;
    }

    Token error(Token t, std::string message) {
        t.kind = Token::Kind::Error;
        t.text = std::move(message);
        return t;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
};

// ---- Interpreting one game's tokens ----

std::string lowerNoSpace(std::string_view s) {
    std::string out;
    for (char c : s)
        if (!std::isspace(static_cast<unsigned char>(c)) && c != '-' && c != '_')
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string collapseSpace(std::string_view s) {
    std::string out;
    bool space = false;
    for (char c : s) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

struct RawGame {
    int line = 0;
    std::vector<Token> tags;
    std::vector<Token> moves;
    std::optional<PgnError> lexError;
};

std::string tagValue(const RawGame& raw, std::string_view name) {
    for (const Token& t : raw.tags)
        if (t.name == name)
            return t.text;
    return {};
}

// Replays a game's move text under a starting dialect; an error names the move.
Expected<PgnGame, PgnError> interpret(const RawGame& raw, SanDialect& dialect) {
    PgnGame g;
    Position start;
    for (const Token& t : raw.tags) {
        g.tags.emplace_back(t.name, t.text);
        if (t.name == "Variant") {
            const std::string v = lowerNoSpace(t.text);
            if (v != "grand" && v != "grandchess")
                return Unexpected{PgnError{t.line, t.column, "variant '" + t.text + "' is not Grand Chess"}};
        } else if (t.name == "FEN") {
            auto pos = Position::fromFen(t.text);
            if (!pos)
                return Unexpected{PgnError{t.line, t.column, "FEN tag: " + pos.error().toString()}};
            start = *pos;
        }
    }
    g.game = Game(start);
    int depth = 0;
    for (const Token& t : raw.moves) {
        switch (t.kind) {
        case Token::Kind::Comment:
            if (depth == 0) {
                // The comment text sits between the braces at the token's position.
                std::string& slot = g.comments.back();
                const std::string body = collapseSpace(t.text);
                if (!body.empty())
                    slot += (slot.empty() ? "" : " ") + body;
            }
            break;
        case Token::Kind::OpenVariation:
            ++depth;
            break;
        case Token::Kind::CloseVariation:
            if (depth == 0)
                return Unexpected{PgnError{t.line, t.column, "')' without a matching '('"}};
            --depth;
            break;
        case Token::Kind::Result:
            if (depth > 0)
                return Unexpected{PgnError{t.line, t.column, "a variation is not closed before the result"}};
            g.result = t.text;
            break;
        case Token::Kind::Symbol: {
            if (depth > 0)
                break;
            const Position& pos = g.game.position();
            auto move = parseSan(pos, t.text, dialect);
            if (!move) {
                const std::string number =
                    std::to_string(pos.fullmoveNumber()) + (pos.sideToMove() == Color::White ? ". " : "... ");
                return Unexpected{PgnError{t.line, t.column, "move " + number + move.error()}};
            }
            g.play(*move);
            break;
        }
        default:
            break;
        }
    }
    if (depth > 0)
        return Unexpected{
            PgnError{raw.moves.back().line, raw.moves.back().column, "a variation '(' is not closed"}};
    if (g.result == "*" && isResult(g.tag("Result")))
        g.result = g.tag("Result");
    return g;
}

} // namespace

std::string decodeText(std::string_view bytes) {
    if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF")
        bytes.remove_prefix(3);
    if (isValidUtf8(bytes))
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

std::string PgnGame::tag(std::string_view name) const {
    for (const auto& [n, v] : tags)
        if (n == name)
            return v;
    return {};
}

void PgnGame::setTag(const std::string& name, const std::string& value) {
    for (auto& [n, v] : tags)
        if (n == name) {
            v = value;
            return;
        }
    tags.emplace_back(name, value);
}

bool PgnGame::play(Move m, std::string comment) {
    if (!game.play(m))
        return false;
    comments.push_back(std::move(comment));
    return true;
}

std::vector<PgnEntry> readPgn(std::string_view text) {
    std::vector<PgnEntry> entries;
    Lexer lexer(text);
    while (!lexer.atEnd()) {
        RawGame raw;
        raw.line = lexer.line();
        // Tag section.
        while (lexer.atTag()) {
            Token t = lexer.next();
            if (t.kind == Token::Kind::Error) {
                raw.lexError = PgnError{t.line, t.column, t.text};
                lexer.resync();
                break;
            }
            raw.tags.push_back(std::move(t));
        }
        // Move text, up to the result or the next game's tags.
        while (!raw.lexError && !lexer.atEnd() && !lexer.atTag()) {
            Token t = lexer.next();
            if (t.kind == Token::Kind::Error) {
                raw.lexError = PgnError{t.line, t.column, t.text};
                lexer.resync();
                break;
            }
            const bool result = t.kind == Token::Kind::Result;
            raw.moves.push_back(std::move(t));
            if (result)
                break;
        }
        PgnEntry entry;
        entry.number = static_cast<int>(entries.size()) + 1;
        entry.line = raw.line;
        if (raw.lexError) {
            entry.error = raw.lexError;
            entries.push_back(std::move(entry));
            continue;
        }
        // Read with the dialect learnt from the moves; if that fails, try XBoard's ranks and
        // Freeling's letters outright before giving up with the first error.
        const SanDialect tries[] = {
            {},
            {SanDialect::Letters::Unknown, SanDialect::Ranks::ZeroToNine},
            {SanDialect::Letters::Freeling, SanDialect::Ranks::Unknown},
            {SanDialect::Letters::Freeling, SanDialect::Ranks::ZeroToNine},
        };
        for (SanDialect start : tries) {
            if (const std::string letters = lowerNoSpace(tagValue(raw, "PieceLetters"));
                letters == "freeling")
                start.letters = SanDialect::Letters::Freeling;
            else if (letters == "fairystockfish")
                start.letters = SanDialect::Letters::FairyStockfish;
            SanDialect dialect = start;
            auto game = interpret(raw, dialect);
            // What was learnt late may change how earlier, ambiguous moves read: read again
            // with it settled from the start.
            if (game && (dialect.letters != start.letters || dialect.ranks != start.ranks)) {
                SanDialect settled = dialect;
                if (auto again = interpret(raw, settled))
                    game = std::move(again), dialect = settled;
            }
            if (game) {
                entry.game = std::move(*game);
                entry.dialect = dialect;
                entry.error.reset();
                break;
            }
            if (!entry.error)
                entry.error = game.error();
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

namespace {

std::string escapeTag(const std::string& value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c == '\n' ? ' ' : c;
    }
    return out;
}

// Appends words to lines of at most 80 characters.
class LineFiller {
public:
    void word(const std::string& w) {
        if (!m_line.empty() && m_line.size() + 1 + w.size() > 80) {
            m_out += m_line + "\n";
            m_line.clear();
        }
        m_line += (m_line.empty() ? "" : " ") + w;
    }
    // A comment, split at spaces so that no line exceeds 80 characters where possible.
    void comment(const std::string& text) {
        std::string body;
        for (char c : text)
            body += c == '}' ? ')' : c == '{' ? '(' : c;
        std::size_t start = 0;
        std::vector<std::string> parts;
        while (start < body.size()) {
            std::size_t end = body.find(' ', start);
            if (end == std::string::npos)
                end = body.size();
            parts.push_back(body.substr(start, end - start));
            start = end + 1;
        }
        if (parts.empty())
            return;
        parts.front() = "{" + parts.front();
        parts.back() += "}";
        for (const std::string& p : parts)
            word(p);
    }
    std::string finish() {
        if (!m_line.empty())
            m_out += m_line + "\n";
        return m_out;
    }

private:
    std::string m_out;
    std::string m_line;
};

} // namespace

std::string writePgn(const PgnGame& g, const PgnWriteOptions& options) {
    const std::string result = g.result.empty() ? "*" : g.result;
    std::string out;
    const char* roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    for (const char* name : roster) {
        std::string value = name == std::string("Result") ? result : g.tag(name);
        if (value.empty())
            value = name == std::string("Date") ? "????.??.??" : "?";
        out += "[" + std::string(name) + " \"" + escapeTag(value) + "\"]\n";
    }
    out += "[Variant \"grand\"]\n";
    // Freeling's letters cannot always be told from the usual ones by the moves alone.
    if (options.letters == PieceLetters::Freeling)
        out += "[PieceLetters \"Freeling\"]\n";
    const Position& start = g.game.startPosition();
    if (start.fen() != StartFen) {
        out += "[FEN \"" + start.fen() + "\"]\n";
        out += "[SetUp \"1\"]\n";
    }
    for (const auto& [name, value] : g.tags) {
        if (std::find(std::begin(roster), std::end(roster), name) != std::end(roster) || name == "Variant"
            || name == "FEN" || name == "SetUp" || name == "PieceLetters")
            continue;
        out += "[" + name + " \"" + escapeTag(value) + "\"]\n";
    }
    out += "\n";

    LineFiller fill;
    if (options.comments && !g.comments.empty() && !g.comments[0].empty())
        fill.comment(g.comments[0]);
    Position pos = start;
    UndoInfo undo;
    const auto& moves = g.game.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool white = pos.sideToMove() == Color::White;
        const std::string number = std::to_string(pos.fullmoveNumber());
        std::string word;
        if (white)
            word = number + ". ";
        else if (i == 0 || (options.comments && i < g.comments.size() && !g.comments[i].empty()))
            word = number + "... ";
        word += toSan(pos, moves[i], options.letters);
        fill.word(word);
        if (options.comments && i + 1 < g.comments.size() && !g.comments[i + 1].empty())
            fill.comment(g.comments[i + 1]);
        pos.doMove(moves[i], undo);
    }
    fill.word(result);
    return out + fill.finish();
}

} // namespace grand
