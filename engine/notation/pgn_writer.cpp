// writePgn: a GameRecord as PGN text, all of it (tags, comments, NAGs, variations), in the
// letters and rank numbering asked for.

#include "engine/notation/pgn.h"

#include "engine/rules/armies.h"

#include <algorithm>
#include <cctype>

namespace grand {

namespace {

std::string escapeTag(const std::string& value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c == '\n' ? ' ' : c; // the reader never gives a line break in a value
    }
    return out;
}

// XBoard's numbering: every rank in the move one lower ("Rjf10" -> "Rjf9").
std::string shiftRanks(const std::string& san) {
    std::string out;
    for (std::size_t i = 0; i < san.size();) {
        if (!std::isdigit(static_cast<unsigned char>(san[i]))) {
            out += san[i++];
            continue;
        }
        int rank = 0;
        while (i < san.size() && std::isdigit(static_cast<unsigned char>(san[i])))
            rank = rank * 10 + (san[i++] - '0');
        out += std::to_string(rank - 1);
    }
    return out;
}

// Appends words to lines of at most 80 characters (a longer word gets a line of its own).
class LineFiller {
public:
    void word(const std::string& w) {
        const std::string text = m_prefix + w;
        m_prefix.clear();
        if (!m_line.empty() && m_line.size() + 1 + text.size() > 80) {
            m_out += m_line + "\n";
            m_line.clear();
        }
        m_line += (m_line.empty() ? "" : " ") + text;
    }
    // "(" glued to the next word, ")" to the last one.
    void open() { m_prefix += '('; }
    void close() { m_line += ')'; }
    // A comment, split into words at white space. One holding "}" cannot be a "{...}"
    // comment: it is written as a ";" comment, which runs to the end of its line.
    void comment(const std::string& text) {
        if (text.find('}') != std::string::npos) {
            std::string flat;
            for (char c : text)
                if (!std::isspace(static_cast<unsigned char>(c)))
                    flat += c;
                else if (!flat.empty() && flat.back() != ' ')
                    flat += ' ';
            while (!flat.empty() && flat.back() == ' ')
                flat.pop_back();
            word(";" + flat);
            m_out += m_line + "\n";
            m_line.clear();
            return;
        }
        std::vector<std::string> parts(1);
        for (char c : text) {
            if (std::isspace(static_cast<unsigned char>(c))) {
                if (!parts.back().empty())
                    parts.emplace_back();
                continue;
            }
            parts.back() += c == '}' ? ')' : c;
        }
        if (parts.size() > 1 && parts.back().empty())
            parts.pop_back();
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
    std::string m_prefix;
};

// The movetext of a record: each line with its comments and NAGs, the variations of a move
// right after it, in brackets.
class MovetextWriter {
public:
    MovetextWriter(const GameRecord& record, const PgnWriteOptions& options)
            : m_record(record), m_options(options) {}

    std::string write() {
        const RecordNode& root = m_record.node(GameRecord::Root);
        const bool any = !root.children.empty();
        const NodeId first = any ? root.children.front() : -1;
        // The game comment; an empty one when only the first move has a comment before it,
        // for the reader gives the first comment to the game.
        if (m_options.annotations
            && (!root.commentAfter.empty() || (any && !m_record.node(first).commentBefore.empty())))
            m_fill.comment(root.commentAfter);
        if (any)
            line(first, m_record.startPosition());
        m_fill.word(m_record.result());
        return m_fill.finish();
    }

private:
    // Writes the line that starts with `id`, played from `pos`.
    void line(NodeId id, Position pos) {
        bool number = true; // the next black move needs its number ("12...")
        for (;;) {
            const RecordNode& n = m_record.node(id);
            if (m_options.annotations && !n.commentBefore.empty()) {
                m_fill.comment(n.commentBefore);
                number = true;
            }
            const bool white = pos.sideToMove() == Color::White;
            std::string word;
            if (white || number)
                word = std::to_string(pos.fullmoveNumber()) + (white ? ". " : "... ");
            std::string san = toSan(pos, n.move, m_options.letters);
            // XBoard numbers the ranks from 0 on a board of ten ranks only.
            word += m_options.xboardRanks && pos.variant().ranks == RankCount ? shiftRanks(san) : san;
            m_fill.word(word);
            number = false;
            if (m_options.annotations)
                for (int nag : n.nags)
                    m_fill.word("$" + std::to_string(nag));

            // The variations of this move are its siblings, written after the main one.
            const auto& siblings = m_record.node(n.parent).children;
            const bool hasVariations = m_options.annotations && siblings.front() == id && siblings.size() > 1;
            const NodeId next = n.children.empty() ? -1 : n.children.front();
            // An empty comment after the move keeps the next move's comment its own.
            const bool nextHasBefore = next >= 0 && !m_record.node(next).commentBefore.empty();
            if (m_options.annotations && (!n.commentAfter.empty() || (nextHasBefore && !hasVariations))) {
                m_fill.comment(n.commentAfter);
                number = true;
            }
            if (hasVariations) {
                for (std::size_t i = 1; i < siblings.size(); ++i) {
                    m_fill.open();
                    line(siblings[i], pos);
                    m_fill.close();
                }
                number = true;
            }
            if (next < 0)
                return;
            UndoInfo undo;
            pos.doMove(n.move, undo);
            id = next;
        }
    }

    const GameRecord& m_record;
    const PgnWriteOptions& m_options;
    LineFiller m_fill;
};

} // namespace

namespace {

// The tags the writer says itself: the game ([Variant], the armies or the letters) and a
// start other than the game's own ([FEN], [SetUp]).
std::vector<Tag> startTags(const GameRecord& record, const PgnWriteOptions& options) {
    std::vector<Tag> out;
    const Position& start = record.startPosition();
    out.emplace_back("Variant", std::string(start.variant().id));
    if (start.variant().hasArmies()) {
        out.emplace_back("WhiteArmy", std::string(armyInfo(start.army(Color::White)).name));
        out.emplace_back("BlackArmy", std::string(armyInfo(start.army(Color::Black)).name));
    } else if (options.letters == PieceLetters::Freeling) {
        // Freeling's letters cannot always be told from the usual ones by the moves alone.
        out.emplace_back("PieceLetters", "Freeling");
    }
    const std::string startFen =
        start.variant().hasArmies()
            ? Position::fantasyStart(start.army(Color::White), start.army(Color::Black)).fen()
            : std::string(start.variant().startFen);
    if (start.fen() != startFen) {
        out.emplace_back("FEN", start.fen());
        out.emplace_back("SetUp", "1");
    }
    return out;
}

// The words a file used for what the writer says itself, where they still say the same:
// "Grand" for grand, a FEN of the same position in its own form, the armies' names as
// written. A FEN of the standard start and its SetUp come back too, and a Grand Chess game
// from a file without [Variant] gets none.
void keepWordsAsRead(const GameRecord& record, const PgnWriteOptions& options, std::vector<Tag>& own) {
    const Position& start = record.startPosition();
    auto asRead = [&](std::string_view name) -> const std::string* {
        for (const Tag& t : record.tagsAsRead())
            if (t.first == name)
                return &t.second;
        return nullptr;
    };
    auto find = [&](std::string_view name) {
        return std::find_if(own.begin(), own.end(), [name](const Tag& t) { return t.first == name; });
    };
    const std::string* fen = asRead("FEN");
    const bool sameFen = fen && [&] {
        const auto pos =
            start.variant().hasArmies() ? Position::fromFen(*fen) : Position::fromFen(*fen, start.variant());
        return pos && *pos == start;
    }();
    if (sameFen) {
        if (auto it = find("FEN"); it != own.end())
            it->second = *fen;
        else
            own.emplace_back("FEN", *fen);
        const std::string* setUp = asRead("SetUp");
        auto it = find("SetUp");
        if (setUp && it != own.end())
            it->second = *setUp;
        else if (setUp)
            own.emplace_back("SetUp", *setUp);
        else if (it != own.end())
            own.erase(it); // the file had a FEN without SetUp
    }
    if (const std::string* v = asRead("Variant"); v && findVariant(*v) == &start.variant())
        find("Variant")->second = *v;
    // A file that named no game held Grand Chess: a Grand Chess game read from it is written
    // back without a [Variant] it never had.
    if (!record.tagsAsRead().empty() && !asRead("Variant") && &start.variant() == &grandChess())
        own.erase(find("Variant"));
    for (Color c : {Color::White, Color::Black}) {
        const char* name = c == Color::White ? "WhiteArmy" : "BlackArmy";
        if (const std::string* a = asRead(name); a && parseArmy(*a) == start.army(c))
            if (auto it = find(name); it != own.end())
                it->second = *a;
    }
    if (const std::string* letters = asRead("PieceLetters");
        letters && (foldedName(*letters) == "freeling") == (options.letters == PieceLetters::Freeling))
        if (auto it = find("PieceLetters"); it != own.end())
            it->second = *letters;
}

} // namespace

std::string writePgn(const GameRecord& record, const PgnWriteOptions& options) {
    const std::vector<Tag> tags = record.exportTags();
    const std::size_t roster = GameRecord::rosterNames().size();
    std::vector<Tag> own = startTags(record, options);
    // In the order written: the roster, the writer's own, the others; a record read from a
    // file keeps the file's order and words for every tag it still has.
    std::vector<Tag> ordered(tags.begin(), tags.begin() + static_cast<std::ptrdiff_t>(roster));
    if (!record.tagsAsRead().empty())
        keepWordsAsRead(record, options, own);
    ordered.insert(ordered.end(), own.begin(), own.end());
    ordered.insert(ordered.end(), tags.begin() + static_cast<std::ptrdiff_t>(roster), tags.end());
    std::vector<Tag> written;
    std::vector<bool> done(ordered.size(), false);
    auto wasRead = [&](const std::string& name) {
        const std::vector<Tag>& read = record.tagsAsRead();
        return std::any_of(read.begin(), read.end(), [&](const Tag& t) { return t.first == name; });
    };
    auto saysNothing = [](const Tag& t) {
        return t.second == "?" || t.second == "????.??.??" || t.second == "*";
    };
    if (!record.tagsAsRead().empty())
        for (std::size_t i = 0; i < roster; ++i) // the roster's tags the file lacked come first
            if (!wasRead(ordered[i].first)) {
                if (options.completeRoster || !saysNothing(ordered[i]))
                    written.push_back(ordered[i]);
                done[i] = true;
            }
    for (const Tag& read : record.tagsAsRead())
        for (std::size_t i = 0; i < ordered.size(); ++i)
            if (!done[i] && ordered[i].first == read.first) {
                written.push_back(ordered[i]);
                done[i] = true;
                break;
            }
    for (std::size_t i = 0; i < ordered.size(); ++i)
        if (!done[i])
            written.push_back(ordered[i]);
    std::string out;
    for (const Tag& t : written)
        out += "[" + t.first + " \"" + escapeTag(t.second) + "\"]\n";
    out += "\n";
    return out + MovetextWriter(record, options).write();
}

std::string writePgnFile(const std::vector<GameRecord>& games, const PgnWriteOptions& options) {
    std::string out;
    for (const GameRecord& g : games)
        out += (out.empty() ? "" : "\n") + writePgn(g, options);
    return out;
}

} // namespace grand
