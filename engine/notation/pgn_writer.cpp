// writePgn: a GameRecord as PGN text, all of it (tags, comments, NAGs, variations), in the
// letters and rank numbering asked for.

#include "engine/notation/pgn.h"

#include "engine/rules/armies.h"

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
            word += m_options.xboardRanks ? shiftRanks(san) : san;
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

std::string writePgn(const GameRecord& record, const PgnWriteOptions& options) {
    std::string out;
    const std::vector<Tag> tags = record.exportTags();
    const std::size_t roster = GameRecord::rosterNames().size();
    for (std::size_t i = 0; i < roster; ++i)
        out += "[" + tags[i].first + " \"" + escapeTag(tags[i].second) + "\"]\n";
    const Position& start = record.startPosition();
    out += "[Variant \"" + std::string(start.variant().id) + "\"]\n";
    if (start.variant().hasArmies()) {
        out += "[WhiteArmy \"" + std::string(armyInfo(start.army(Color::White)).name) + "\"]\n";
        out += "[BlackArmy \"" + std::string(armyInfo(start.army(Color::Black)).name) + "\"]\n";
    } else {
        // Freeling's letters cannot always be told from the usual ones by the moves alone.
        if (options.letters == PieceLetters::Freeling)
            out += "[PieceLetters \"Freeling\"]\n";
    }
    const std::string startFen =
        start.variant().hasArmies()
            ? Position::fantasyStart(start.army(Color::White), start.army(Color::Black)).fen()
            : std::string(start.variant().startFen);
    if (start.fen() != startFen) {
        out += "[FEN \"" + start.fen() + "\"]\n";
        out += "[SetUp \"1\"]\n";
    }
    for (std::size_t i = roster; i < tags.size(); ++i)
        out += "[" + tags[i].first + " \"" + escapeTag(tags[i].second) + "\"]\n";
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
