// readPgn: the games of a PGN text into GameRecords, each with its tags, comments, NAGs
// and variations; a broken game keeps what came before the fault.

#include "engine/notation/pgn.h"

#include "engine/notation/pgn_lexer.h"
#include "engine/rules/armies.h"

#include "engine/rules/movegen.h"

#include <cassert>
#include <cctype>
#include <tuple>
#include <utility>

namespace grand {

namespace {

using pgn::Lexer;
using pgn::Token;

// Deeper nesting is refused: the writer recurses once per level.
constexpr int MaxVariationDepth = 1000;
// A NAG is a small number ($0-$255 in the standard); longer digit strings are not NAGs.
constexpr std::size_t MaxNagDigits = 6;

// "none of Grand Chess, Fantasy Grand Chess and Embassy Chess": the games a [Variant] tag
// may name.
std::string variantNamesNeither() {
    const auto all = variants();
    std::string out = all.size() == 2 ? "neither " : "none of ";
    for (std::size_t i = 0; i < all.size(); ++i)
        out += (i == 0               ? ""
                : i + 1 < all.size() ? ", "
                : all.size() == 2    ? " nor "
                                     : " and ")
               + std::string(all[i]->name);
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

void appendText(std::string& to, const std::string& text) {
    if (!text.empty())
        to += (to.empty() ? "" : " ") + text;
}

struct RawGame {
    int line = 0;
    std::size_t begin = 0;
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

// One line of moves being read: the main line or a variation.
struct Line {
    NodeId last = GameRecord::Root; // the last move read, or the node the line starts after
    Position pos;                   // after `last`
    Position beforeLast;            // before `last`: where a variation of it starts
    bool started = false;           // a move has been read in this line
    bool afterTaken = false;        // the comment after `last` has been read
    bool afterVariation = false;    // a variation of `last` has been read
    std::string before;             // comment for the next move
    std::vector<int> nags;          // NAGs for the next move
};

// The record read so far, and the first fault (reading stops there).
struct Attempt {
    GameRecord record;
    std::optional<PgnError> error;
    SanDialect dialect;
    bool anyMove = false;
    std::vector<NodeSource> source; // by node id
    std::optional<std::pair<std::size_t, std::size_t>> resultSource;
};

// Reads a game's movetext into `a.record` under the dialect in `a.dialect`.
class MovetextReader {
public:
    explicit MovetextReader(Attempt& a) : m_a(a) {
        Line main;
        main.pos = a.record.startPosition();
        m_lines.push_back(std::move(main));
    }

    // False at the first fault, recorded in the attempt.
    bool read(const Token& t) {
        switch (t.kind) {
        case Token::Kind::Comment:
            m_numberBegin.reset();
            comment(collapseSpace(t.text), t);
            return true;
        case Token::Kind::Nag:
            if (t.text.empty() || t.text.size() > MaxNagDigits)
                return fail(t, "'$" + t.text + "' is not a NAG");
            m_numberBegin.reset();
            nag(std::stoi(t.text), t);
            return true;
        case Token::Kind::OpenVariation:
            return open(t);
        case Token::Kind::CloseVariation:
            if (m_lines.size() == 1)
                return fail(t, "')' without a matching '('");
            close();
            return true;
        case Token::Kind::Result:
            if (m_lines.size() > 1)
                return fail(t, "a variation is not closed before the result");
            m_a.record.setResult(t.text);
            m_a.resultSource = std::pair(t.begin, t.end);
            return true;
        case Token::Kind::Symbol:
            return symbol(t);
        case Token::Kind::MoveNumber:
            m_numberBegin = t.begin; // the next move's: its source begins here
            return true;
        default:
            return true;
        }
    }

    // The end of the movetext: an open variation is a fault unless reading stopped early.
    void finish(const Token* last, bool stoppedEarly) {
        if (m_lines.size() > 1 && !stoppedEarly && last)
            fail(*last, "a variation '(' is not closed");
        while (m_lines.size() > 1)
            close();
        endLine(m_lines.back());
    }

private:
    bool fail(const Token& t, std::string message, std::string token = {}) {
        m_a.error = PgnError{t.line, t.column, std::move(message), std::move(token)};
        return false;
    }

    // The first comment after a move is its own; any further ones, and those after its
    // variations or at the start of a variation, belong to the next move.
    void comment(const std::string& body, const Token& t) {
        Line& l = m_lines.back();
        const bool variationStart = !l.started && m_lines.size() > 1;
        if (variationStart || l.afterTaken || l.afterVariation) {
            appendText(l.before, body);
        } else {
            m_a.record.setComment(l.last, CommentPlace::After, body);
            l.afterTaken = true;
            annotated(l.last, t);
        }
    }

    void nag(int n, const Token& t) {
        Line& l = m_lines.back();
        if (l.started) {
            m_a.record.addNag(l.last, n);
            annotated(l.last, t);
        } else {
            l.nags.push_back(n);
        }
    }

    NodeSource& sourceOf(NodeId id) {
        if (m_a.source.size() <= static_cast<std::size_t>(id))
            m_a.source.resize(static_cast<std::size_t>(id) + 1);
        return m_a.source[static_cast<std::size_t>(id)];
    }

    // Token t annotates the line's last move: its annotations reach to t's end, unless one
    // of its variations came between (their text would be inside).
    void annotated(NodeId id, const Token& t) {
        NodeSource& s = sourceOf(id);
        if (m_lines.back().afterVariation)
            s.annotationsHere = false;
        else
            s.end = t.end;
    }

    bool open(const Token& t) {
        m_numberBegin.reset();
        Line& outer = m_lines.back();
        if (!outer.started)
            return fail(t, "a variation '(' before any move");
        if (static_cast<int>(m_lines.size()) > MaxVariationDepth)
            return fail(t, "variations nested too deeply");
        outer.afterVariation = true;
        Line v;
        v.last = m_a.record.node(outer.last).parent;
        v.pos = outer.beforeLast;
        m_lines.push_back(std::move(v));
        return true;
    }

    void close() {
        endLine(m_lines.back());
        m_lines.pop_back();
    }

    // What waits for a next move that never came stays with the line's last move.
    void endLine(Line& l) {
        if (!l.before.empty() && (l.started || m_lines.size() == 1)) {
            std::string text = m_a.record.node(l.last).commentAfter;
            appendText(text, l.before);
            m_a.record.setComment(l.last, CommentPlace::After, text);
            sourceOf(l.last).annotationsHere = false; // joined from comments further on
        }
        l.before.clear();
    }

    bool symbol(const Token& t) {
        if (t.text.find_first_not_of('.') == std::string::npos)
            return true; // the "..." of "12. ... Nf6"
        if (const int n = nagOfSuffix(t.text)) {
            m_numberBegin.reset();
            nag(n, t);
            return true;
        }
        // A traditional suffix glued to the move: "Nd6!?".
        std::string_view text = t.text;
        std::size_t cut = text.size();
        while (cut > 0 && (text[cut - 1] == '!' || text[cut - 1] == '?'))
            --cut;
        const int suffixNag = nagOfSuffix(text.substr(cut));
        if (suffixNag)
            text = text.substr(0, cut);
        Line& l = m_lines.back();
        auto move = parseSan(l.pos, text, m_a.dialect);
        if (!move) {
            const std::string number =
                std::to_string(l.pos.fullmoveNumber()) + (l.pos.sideToMove() == Color::White ? ". " : "... ");
            return fail(t, "move " + number + move.error(), t.text);
        }
        const NodeId id = m_a.record.appendMove(l.last, l.pos, *move);
        assert(id >= 0);
        m_a.anyMove = true;
        NodeSource& source = sourceOf(id);
        source.begin = m_numberBegin.value_or(t.begin);
        source.sanEnd = t.begin + cut;
        source.end = t.end;
        source.annotationsHere = true;
        m_numberBegin.reset();
        m_a.record.setComment(id, CommentPlace::Before, std::move(l.before));
        if (suffixNag)
            l.nags.push_back(suffixNag);
        m_a.record.setNags(id, std::move(l.nags));
        l.before.clear();
        l.nags.clear();
        l.beforeLast = l.pos;
        UndoInfo undo;
        l.pos.doMove(*move, undo);
        l.last = id;
        l.started = true;
        l.afterTaken = false;
        l.afterVariation = false;
        return true;
    }

    Attempt& m_a;
    std::vector<Line> m_lines;
    std::optional<std::size_t> m_numberBegin; // a move number read, its move not yet
};

// Replays a game under a starting dialect. Unexpected: the tags are unusable (not Grand
// Chess, a bad FEN) and there is no game at all.
Expected<Attempt, PgnError> interpret(const RawGame& raw, SanDialect dialect) {
    Attempt a;
    a.dialect = dialect;
    std::string resultTag;
    const Token* variant = nullptr;
    const Token* fen = nullptr;
    std::array<const Token*, 2> armyTags{};
    std::array<Army, 2> armies{Army::None, Army::None};
    for (const Token& t : raw.tags) {
        if (t.name == "Variant") {
            if (!findVariant(t.text))
                return Unexpected{
                    PgnError{t.line, t.column, "variant '" + t.text + "' is " + variantNamesNeither(), {}}};
            variant = &t;
        } else if (t.name == "FEN") {
            fen = &t;
        } else if (t.name == "WhiteArmy" || t.name == "BlackArmy") {
            const std::size_t side = t.name == "WhiteArmy" ? 0 : 1;
            const std::optional<Army> army = parseArmy(t.text);
            if (!army)
                return Unexpected{
                    PgnError{t.line,
                             t.column,
                             t.name + " tag: unknown army '" + t.text + "' (armies: " + armyIdList() + ")",
                             {}}};
            armyTags[side] = &t;
            armies[side] = *army;
        } else if (t.name == "Result") {
            resultTag = t.text;
        } else {
            a.record.setTag(t.name, t.text);
        }
    }
    // The start: the FEN tag, or Fantasy Grand Chess's armies, which must agree with it.
    const Variant* tagged = variant ? findVariant(variant->text) : nullptr;
    const bool fantasyTag = tagged && tagged->hasArmies();
    if (fen) {
        // The FEN of the game the tag names (its board's size); without a tag, as it reads.
        auto pos =
            tagged && !fantasyTag ? Position::fromFen(fen->text, *tagged) : Position::fromFen(fen->text);
        if (!pos)
            return Unexpected{PgnError{fen->line, fen->column, "FEN tag: " + pos.error().toString(), {}}};
        if (fantasyTag && !pos->variant().hasArmies())
            return Unexpected{
                PgnError{fen->line,
                         fen->column,
                         "FEN tag: a " + std::string(tagged->name) + " game needs the armies' seventh field",
                         {}}};
        for (Color c : {Color::White, Color::Black})
            if (const Token* t = armyTags[static_cast<std::size_t>(index(c))];
                t && armies[static_cast<std::size_t>(index(c))] != pos->army(c))
                return Unexpected{
                    PgnError{t->line,
                             t->column,
                             t->name + " tag '" + t->text + "' disagrees with the FEN tag's armies",
                             {}}};
        a.record.setStartPosition(*pos);
    } else if (fantasyTag || armyTags[0] || armyTags[1]) {
        const Token* where = variant ? variant : armyTags[0] ? armyTags[0] : armyTags[1];
        if (!armyTags[0] || !armyTags[1])
            return Unexpected{
                PgnError{where->line,
                         where->column,
                         "a Fantasy Grand Chess game needs both WhiteArmy and BlackArmy tags, or a FEN "
                         "tag",
                         {}}};
        a.record.setStartPosition(Position::fantasyStart(armies[0], armies[1]));
    } else if (tagged) {
        a.record.setStartPosition(Position::start(*tagged));
    }
    MovetextReader reader(a);
    bool stopped = false;
    for (const Token& t : raw.moves)
        if (!reader.read(t)) {
            stopped = true;
            break;
        }
    if (!stopped && raw.lexError)
        a.error = raw.lexError, stopped = true;
    reader.finish(raw.moves.empty() ? nullptr : &raw.moves.back(), stopped);
    if (a.record.result() == "*" && pgn::isResult(resultTag))
        a.record.setResult(resultTag);
    return a;
}

bool later(const PgnError& a, const PgnError& b) {
    return std::tie(a.line, a.column) > std::tie(b.line, b.column);
}

// Reads one game: with the dialect learnt from its moves, or, failing that, with XBoard's
// ranks or Freeling's letters from the start; if all fail, keeps the reading that got
// furthest.
void readGame(const RawGame& raw, PgnEntry& entry) {
    const SanDialect tries[] = {
        {},
        {SanDialect::Letters::Unknown, SanDialect::Ranks::ZeroToNine},
        {SanDialect::Letters::Freeling, SanDialect::Ranks::Unknown},
        {SanDialect::Letters::Freeling, SanDialect::Ranks::ZeroToNine},
    };
    std::optional<Attempt> best;
    for (SanDialect start : tries) {
        if (const std::string letters = foldedName(tagValue(raw, "PieceLetters")); letters == "freeling")
            start.letters = SanDialect::Letters::Freeling;
        else if (letters == "fairystockfish")
            start.letters = SanDialect::Letters::FairyStockfish;
        auto attempt = interpret(raw, start);
        if (!attempt) {
            entry.error = attempt.error();
            return;
        }
        // What was learnt late may change how earlier, ambiguous moves read: read again
        // with it settled from the start.
        const SanDialect learnt = attempt->dialect;
        if (!attempt->error && (learnt.letters != start.letters || learnt.ranks != start.ranks))
            if (auto again = interpret(raw, learnt); again && !again->error)
                attempt = std::move(again);
        if (!attempt->error) {
            best = std::move(*attempt);
            break;
        }
        if (!best || later(*attempt->error, *best->error))
            best = std::move(*attempt);
    }
    entry.dialect = best->dialect;
    entry.error = best->error;
    entry.source = std::move(best->source);
    entry.resultSource = best->resultSource;
    if (!best->error || best->anyMove) {
        std::vector<Tag> asRead;
        for (const Token& t : raw.tags)
            asRead.emplace_back(t.name, t.text);
        best->record.setTagsAsRead(std::move(asRead));
        entry.game = std::move(best->record);
    }
}

} // namespace

std::string PgnEntry::errorText() const {
    if (!error)
        return {};
    return "Game " + std::to_string(number) + ", line " + std::to_string(error->line) + ", column "
           + std::to_string(error->column) + ": " + error->message;
}

std::vector<PgnEntry> readPgn(std::string_view text) {
    std::vector<PgnEntry> entries;
    Lexer lexer(text);
    while (!lexer.atEnd()) {
        RawGame raw;
        raw.line = lexer.line();
        raw.begin = lexer.offset();
        // Tag section. A broken tag line is this game's error; the tag lines right below it
        // are still this game's (not the start of another), and so is its move text. After a
        // blank line, a tag begins the next game.
        while (lexer.atTag()) {
            Token t = lexer.next();
            if (t.kind == Token::Kind::Error) {
                if (!raw.lexError)
                    raw.lexError = PgnError{t.line, t.column, t.text, {}};
                if (!lexer.skipLineToTag())
                    break;
                continue;
            }
            raw.tags.push_back(std::move(t));
        }
        const bool tagsBroken = raw.lexError.has_value();
        // Move text, up to the result or the next game's tags (passed over when the tags
        // were broken: the game is not read).
        lexer.setInMoveText(true);
        while (tagsBroken && !lexer.atEnd() && !lexer.atTag()) {
            const Token t = lexer.next();
            if (t.kind == Token::Kind::Error) {
                lexer.resync();
                break;
            }
            if (t.kind == Token::Kind::Result)
                break;
        }
        while (!raw.lexError && !lexer.atEnd() && !lexer.atTag()) {
            Token t = lexer.next();
            if (t.kind == Token::Kind::Error) {
                raw.lexError = PgnError{t.line, t.column, t.text, {}};
                lexer.resync();
                break;
            }
            const bool result = t.kind == Token::Kind::Result;
            raw.moves.push_back(std::move(t));
            if (result)
                break;
        }
        lexer.setInMoveText(false);
        PgnEntry entry;
        entry.number = static_cast<int>(entries.size()) + 1;
        entry.line = raw.line;
        entry.begin = raw.begin;
        entry.movetextBegin = raw.moves.empty() ? lexer.offset() : raw.moves.front().begin;
        if (tagsBroken)
            entry.error = raw.lexError;
        else
            readGame(raw, entry);
        entries.push_back(std::move(entry));
    }
    return entries;
}

} // namespace grand
