#include "engine/notation/pgn_splice.h"

#include "engine/notation/san.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

namespace grand {

namespace {

// The traditional glyph of a move judgement ($1 to $6), empty for any other NAG.
std::string_view glyphOf(int nag) {
    static constexpr std::array<std::string_view, 7> Glyphs = {"", "!", "?", "!!", "??", "!?", "?!"};
    return nag >= 1 && nag <= 6 ? Glyphs[static_cast<std::size_t>(nag)] : std::string_view();
}

// Whether the move's annotations in the file begin with a glyph glued to it ("e5!?").
bool gluedGlyph(std::string_view text, const NodeSource& s) {
    return s.end > s.sanEnd && (text[s.sanEnd] == '!' || text[s.sanEnd] == '?');
}

// A move's NAGs and comment as written after its SAN: " $5 {text}", or with the first move
// judgement glued ("!? {text}") when `glue`.
std::string annotationsText(const std::vector<int>& nags, const std::string& comment, bool glue) {
    std::string out;
    for (int nag : nags) {
        if (glue && out.empty() && !glyphOf(nag).empty())
            out += glyphOf(nag);
        else
            out += " $" + std::to_string(nag);
    }
    if (!comment.empty())
        out += " {" + comment + "}";
    return out;
}

constexpr NodeId NoNode = -1;

// Whether `text` holds one game alone that reads as `edited` in its moves, annotations and
// result (its tags are the caller's to write).
bool readsAs(std::string_view text, const GameRecord& edited) {
    const std::vector<PgnEntry> again = readPgn(text);
    if (again.size() != 1 || !again[0].complete())
        return false;
    return again[0].game->sameMovetext(edited);
}

// How `edited`'s moves differ from `read`'s, when they differ only at the main line's end.
struct MainLineEdit {
    bool ok = false;               // the same tree but for what follows
    NodeId deletedFrom = NoNode;   // read's main line from this move on is gone
    NodeId appendedAfter = NoNode; // edited's main line goes on after this move of read's
};

// Same tree: every node the two share has the same move and parent, and the same children
// but where the main line's end changed. A deleted tail must be all main line (no
// variations in it); appended moves a single line after read's last move.
MainLineEdit mainLineEdit(const GameRecord& read, const GameRecord& edited) {
    MainLineEdit e;
    const std::vector<NodeId> line = read.mainLine();
    for (NodeId id = 1; id < read.idCount(); ++id)
        if (read.contains(id) && !edited.contains(id)) {
            if (e.deletedFrom == NoNode)
                e.deletedFrom = id;
            if (!read.isMainLine(id) || read.node(id).children.size() > 1)
                return e;
        }
    if (e.deletedFrom != NoNode) {
        // The first gone must be where the main line was cut, and everything after it gone.
        const auto at = std::find(line.begin(), line.end(), e.deletedFrom);
        if (at == line.end() || read.node(read.node(e.deletedFrom).parent).children.size() != 1)
            return e;
        for (auto it = at; it != line.end(); ++it)
            if (edited.contains(*it))
                return e;
    }
    const NodeId readEnd = line.empty() ? GameRecord::Root : line.back();
    for (NodeId id = 0; id < edited.idCount(); ++id) {
        if (!edited.contains(id))
            continue;
        if (!read.contains(id)) {
            // A move added: it must continue read's main line, one line on.
            const NodeId parent = edited.node(id).parent;
            if (read.contains(parent)) {
                if (parent != readEnd || readEnd == GameRecord::Root || e.appendedAfter != NoNode
                    || e.deletedFrom != NoNode)
                    return e;
                e.appendedAfter = parent;
            }
            if (edited.node(id).children.size() > 1)
                return e;
            continue;
        }
        const RecordNode& a = read.node(id);
        const RecordNode& b = edited.node(id);
        if (a.move != b.move || a.parent != b.parent)
            return e;
        std::vector<NodeId> kept;
        for (NodeId c : a.children)
            if (edited.contains(c))
                kept.push_back(c);
        std::vector<NodeId> shared;
        for (NodeId c : b.children)
            if (read.contains(c))
                shared.push_back(c);
        if (kept != shared)
            return e;
        if (b.children.size() != shared.size() && id != readEnd)
            return e; // a new variation
    }
    e.ok = true;
    return e;
}

} // namespace

std::optional<std::string> spliceAnnotations(std::string_view text, const std::vector<PgnEntry>& entries,
                                             std::size_t index, const GameRecord& edited) {
    if (index >= entries.size())
        return std::nullopt;
    const PgnEntry& read = entries[index];
    if (!read.complete())
        return std::nullopt;
    const GameRecord& old = *read.game;
    const MainLineEdit tail = mainLineEdit(old, edited);
    if (!tail.ok)
        return std::nullopt;
    if (old.node(GameRecord::Root).commentAfter != edited.node(GameRecord::Root).commentAfter)
        return std::nullopt;
    // Did the file glue its glyphs to its moves ("Nd6!?")? Then so do the changes.
    bool glued = false;
    for (NodeId id = 1; id < old.idCount() && !glued; ++id)
        if (old.contains(id) && static_cast<std::size_t>(id) < read.source.size())
            glued = gluedGlyph(text, read.source[static_cast<std::size_t>(id)]);
    std::vector<std::pair<std::pair<std::size_t, std::size_t>, std::string>> changes; // [begin, end) -> new
    for (NodeId id = 1; id < old.idCount(); ++id) {
        if (!old.contains(id) || !edited.contains(id))
            continue; // a deleted tail goes whole, below
        const RecordNode& a = old.node(id);
        const RecordNode& b = edited.node(id);
        if (a.commentBefore != b.commentBefore)
            return std::nullopt;
        if (a.nags == b.nags && a.commentAfter == b.commentAfter)
            continue;
        if (static_cast<std::size_t>(id) >= read.source.size()
            || !read.source[static_cast<std::size_t>(id)].annotationsHere)
            return std::nullopt;
        if (b.commentAfter.find('}') != std::string::npos)
            return std::nullopt; // the writer's ';' form runs to the end of the line
        const NodeSource& s = read.source[static_cast<std::size_t>(id)];
        // The move's own style: a glyph glued to it, or $n; a move without any takes the
        // file's.
        const bool glue = gluedGlyph(text, s) || (a.nags.empty() && glued);
        changes.push_back({{s.sanEnd, s.end}, annotationsText(b.nags, b.commentAfter, glue)});
    }
    auto sourceOf = [&](NodeId id) -> const NodeSource* {
        return static_cast<std::size_t>(id) < read.source.size()
                       && read.source[static_cast<std::size_t>(id)].end > 0
                   ? &read.source[static_cast<std::size_t>(id)]
                   : nullptr;
    };
    // Only white space between the main line's last move (with its annotations) and the
    // result: nothing else there belongs to it.
    auto endsCleanly = [&](const NodeSource* last) {
        if (!last || !last->annotationsHere || !read.resultSource || read.resultSource->first < last->end)
            return false;
        return text.substr(last->end, read.resultSource->first - last->end).find_first_not_of(" \t\r\n")
               == std::string_view::npos;
    };
    if (tail.deletedFrom != NoNode) {
        // From the first deleted move (its number included) to the result: the deleted moves
        // and all that follows them (their comments, however many), and the white space
        // before them. No variation can be among them (mainLineEdit). Not the first move:
        // the game's layout is written anew.
        const NodeSource* first = sourceOf(tail.deletedFrom);
        const NodeSource* last = sourceOf(old.mainLineEnd());
        if (!first || !last || !read.resultSource || read.resultSource->first < last->end
            || old.node(tail.deletedFrom).parent == GameRecord::Root)
            return std::nullopt;
        auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
        std::size_t from = first->begin;
        while (from > 0 && isSpace(text[from - 1]))
            --from;
        std::size_t to = read.resultSource->first;
        while (to > from && isSpace(text[to - 1]))
            --to;
        changes.push_back({{from, to}, std::string()});
    }
    if (tail.appendedAfter != NoNode) {
        if (read.dialect.ranks == SanDialect::Ranks::ZeroToNine)
            return std::nullopt;
        const NodeSource* end = sourceOf(tail.appendedAfter);
        if (!endsCleanly(end))
            return std::nullopt;
        // The file's way of numbering: "12.Nf6" or "12. Nf6".
        bool gluedNumbers = false;
        for (NodeId id : old.mainLine())
            if (const NodeSource* src = sourceOf(id); src && src->begin < src->sanEnd) {
                const std::size_t dot = text.find('.', src->begin);
                gluedNumbers = dot != std::string_view::npos && dot + 1 < text.size() && text[dot + 1] != ' '
                               && text[dot + 1] != '\n';
                break;
            }
        const PieceLetters letters = read.dialect.letters == SanDialect::Letters::Freeling
                                         ? PieceLetters::Freeling
                                         : PieceLetters::FairyStockfish;
        std::string moves;
        Position pos = edited.positionAt(tail.appendedAfter);
        // Black's move is numbered after a comment ("12...Nf6"), not after White's move; the
        // comment may be one added with these moves.
        bool first = !edited.node(tail.appendedAfter).commentAfter.empty();
        for (NodeId id = edited.node(tail.appendedAfter).children.front();;) {
            const RecordNode& n = edited.node(id);
            if (!n.commentBefore.empty() || n.commentAfter.find('}') != std::string::npos)
                return std::nullopt;
            const std::string number = std::to_string(pos.fullmoveNumber());
            if (pos.sideToMove() == Color::White)
                moves += " " + number + (gluedNumbers ? "." : ". ");
            else if (first)
                moves += " " + number + (gluedNumbers ? "..." : "... ");
            else
                moves += " ";
            moves += toSan(pos, n.move, letters);
            moves += annotationsText(n.nags, n.commentAfter, false);
            UndoInfo undo;
            pos.doMove(n.move, undo);
            first = !n.commentAfter.empty(); // a number again after a comment
            if (n.children.empty())
                break;
            id = n.children.front();
        }
        changes.push_back({{end->end, end->end}, std::move(moves)});
    }
    if (old.result() != edited.result()) {
        if (!read.resultSource)
            return std::nullopt;
        changes.push_back({*read.resultSource, edited.result()});
    }
    // By place alone, keeping the order above where two fall at one place: the last move's
    // new comment (written where its annotations end) goes before the moves played after it.
    std::stable_sort(changes.begin(), changes.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string out;
    std::size_t at = 0;
    for (const auto& [span, replacement] : changes) {
        if (span.first < at || span.second > text.size())
            return std::nullopt;
        out.append(text.substr(at, span.first - at));
        out += replacement;
        at = span.second;
    }
    out.append(text.substr(at));
    // The game's own text, read back, must be the edited game: a splice that put something
    // in the wrong place is never saved (the caller then writes the movetext anew).
    const std::size_t gameBegin = read.begin;
    const std::size_t gameEnd = index + 1 < entries.size() ? entries[index + 1].begin : text.size();
    const std::size_t newEnd = gameEnd + out.size() - text.size();
    if (gameBegin > newEnd || !readsAs(std::string_view(out).substr(gameBegin, newEnd - gameBegin), edited))
        return std::nullopt;
    // A broken game elsewhere (an unclosed '{' that the first '}' after it would close)
    // could read differently now: read it all again.
    if (std::any_of(entries.begin(), entries.end(), [](const PgnEntry& e) { return !e.complete(); })) {
        const std::vector<PgnEntry> after = readPgn(out);
        if (after.size() != entries.size() || !after[index].complete() || !(*after[index].game == edited))
            return std::nullopt;
        for (std::size_t i = 0; i < after.size(); ++i)
            if (i != index
                && (after[i].complete() != entries[i].complete()
                    || after[i].game.has_value() != entries[i].game.has_value()
                    || (after[i].game && !(*after[i].game == *entries[i].game))))
                return std::nullopt;
    }
    return out;
}

} // namespace grand
