#include "engine/notation/pgn_splice.h"

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

// Whether the two records hold the same moves in the same tree: every node of `edited` is
// in `read` with its move, parent and children, and the other way round up to `edited`'s
// ids (the caller checks those beyond).
bool sameTree(const GameRecord& read, const GameRecord& edited) {
    for (NodeId id = 0; id < edited.idCount(); ++id) {
        const bool here = read.contains(id);
        if (here != edited.contains(id))
            return false;
        if (!here)
            continue;
        const RecordNode& a = read.node(id);
        const RecordNode& b = edited.node(id);
        if (a.move != b.move || a.parent != b.parent || a.children != b.children)
            return false;
    }
    return true;
}

} // namespace

std::optional<std::string> spliceAnnotations(std::string_view text, const PgnEntry& read, const GameRecord& edited) {
    if (!read.complete())
        return std::nullopt;
    const GameRecord& old = *read.game;
    for (NodeId id = edited.idCount(); id < old.idCount(); ++id)
        if (old.contains(id))
            return std::nullopt; // a move of the file is gone
    if (!sameTree(old, edited))
        return std::nullopt;
    if (old.node(GameRecord::Root).commentAfter != edited.node(GameRecord::Root).commentAfter)
        return std::nullopt;
    // Did the file glue its glyphs to its moves ("Nd6!?")? Then so do the changes.
    bool glued = false;
    for (NodeId id = 1; id < old.idCount() && !glued; ++id)
        if (old.contains(id) && static_cast<std::size_t>(id) < read.source.size()) {
            const NodeSource& s = read.source[static_cast<std::size_t>(id)];
            glued = s.end > s.sanEnd && (text[s.sanEnd] == '!' || text[s.sanEnd] == '?');
        }
    std::vector<std::pair<std::pair<std::size_t, std::size_t>, std::string>> changes; // [begin, end) -> new
    for (NodeId id = 1; id < old.idCount(); ++id) {
        if (!old.contains(id))
            continue;
        const RecordNode& a = old.node(id);
        const RecordNode& b = edited.node(id);
        if (a.commentBefore != b.commentBefore)
            return std::nullopt;
        if (a.nags == b.nags && a.commentAfter == b.commentAfter)
            continue;
        if (static_cast<std::size_t>(id) >= read.source.size() || !read.source[static_cast<std::size_t>(id)].annotationsHere)
            return std::nullopt;
        if (b.commentAfter.find('}') != std::string::npos)
            return std::nullopt; // the writer's ';' form runs to the end of the line
        const NodeSource& s = read.source[static_cast<std::size_t>(id)];
        // The move's own style: a glyph glued to it, or $n; a move without any takes the
        // file's.
        const bool gluedHere = s.end > s.sanEnd && (text[s.sanEnd] == '!' || text[s.sanEnd] == '?');
        const bool glue = gluedHere || (a.nags.empty() && glued);
        std::string annotations;
        for (int nag : b.nags) {
            if (glue && annotations.empty() && !glyphOf(nag).empty())
                annotations += glyphOf(nag);
            else
                annotations += " $" + std::to_string(nag);
        }
        if (!b.commentAfter.empty())
            annotations += " {" + b.commentAfter + "}";
        changes.push_back({{s.sanEnd, s.end}, std::move(annotations)});
    }
    if (old.result() != edited.result()) {
        if (!read.resultSource)
            return std::nullopt;
        changes.push_back({*read.resultSource, edited.result()});
    }
    std::sort(changes.begin(), changes.end());
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
    return out;
}

} // namespace grand
