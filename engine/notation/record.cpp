#include "engine/notation/record.h"

#include "engine/rules/movegen.h"

#include <algorithm>
#include <cassert>

namespace grand {

namespace {

bool isResultText(std::string_view s) { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"; }

} // namespace

const std::vector<std::string>& GameRecord::rosterNames() {
    static const std::vector<std::string> names = {"Event", "Site",  "Date",  "Round",
                                                   "White", "Black", "Result"};
    return names;
}

bool GameRecord::isOwnedTag(std::string_view name) {
    return name == "Result" || name == "FEN" || name == "SetUp" || name == "Variant" || name == "PieceLetters"
           || name == "WhiteArmy" || name == "BlackArmy";
}

GameRecord::GameRecord(const Position& start) : m_start(start), m_nodes(1) {}

GameRecord GameRecord::fromGame(const Game& game) {
    GameRecord record(game.startPosition());
    Position pos = game.startPosition();
    NodeId at = Root;
    UndoInfo undo;
    for (Move m : game.moves()) {
        at = record.appendMove(at, pos, m);
        assert(at >= 0);
        pos.doMove(m, undo);
    }
    return record;
}

// ---- Tags ----

std::string GameRecord::tag(std::string_view name) const {
    if (name == "Result")
        return m_result;
    for (const auto& [n, v] : m_tags)
        if (n == name)
            return v;
    return {};
}

bool GameRecord::hasTag(std::string_view name) const {
    return name == "Result"
           || std::any_of(m_tags.begin(), m_tags.end(), [&](const Tag& t) { return t.first == name; });
}

void GameRecord::setTag(const std::string& name, const std::string& value) {
    if (name == "Result") {
        setResult(value);
        return;
    }
    if (isOwnedTag(name))
        return;
    for (auto& [n, v] : m_tags)
        if (n == name) {
            v = value;
            return;
        }
    m_tags.emplace_back(name, value);
}

void GameRecord::removeTag(std::string_view name) {
    std::erase_if(m_tags, [&](const Tag& t) { return t.first == name; });
}

std::vector<Tag> GameRecord::exportTags() const {
    std::vector<Tag> out;
    for (const std::string& name : rosterNames()) {
        std::string value = tag(name);
        if (value.empty())
            value = name == "Date" ? "????.??.??" : "?";
        out.emplace_back(name, value);
    }
    for (const Tag& t : m_tags)
        if (std::find(rosterNames().begin(), rosterNames().end(), t.first) == rosterNames().end())
            out.push_back(t);
    return out;
}

void GameRecord::setResult(const std::string& result) { m_result = isResultText(result) ? result : "*"; }

// ---- The move tree ----

void GameRecord::setStartPosition(const Position& start) {
    m_start = start;
    m_nodes.assign(1, RecordNode());
}

bool GameRecord::contains(NodeId id) const {
    return id >= 0 && id < idCount() && m_nodes[static_cast<std::size_t>(id)].alive;
}

const RecordNode& GameRecord::node(NodeId id) const {
    assert(contains(id));
    return m_nodes[static_cast<std::size_t>(id)];
}

RecordNode& GameRecord::mutableNode(NodeId id) {
    assert(contains(id));
    return m_nodes[static_cast<std::size_t>(id)];
}

NodeId GameRecord::mainLineEnd() const {
    NodeId id = Root;
    while (!node(id).children.empty())
        id = node(id).children.front();
    return id;
}

std::vector<NodeId> GameRecord::lineTo(NodeId id) const {
    std::vector<NodeId> line;
    for (NodeId at = id; at != Root; at = node(at).parent)
        line.push_back(at);
    std::reverse(line.begin(), line.end());
    return line;
}

std::vector<NodeId> GameRecord::mainLine() const { return lineTo(mainLineEnd()); }

bool GameRecord::isMainLine(NodeId id) const {
    for (NodeId at = id; at != Root; at = node(at).parent)
        if (node(node(at).parent).children.front() != at)
            return false;
    return true;
}

Position GameRecord::positionAt(NodeId id) const {
    Position pos = m_start;
    UndoInfo undo;
    for (NodeId at : lineTo(id))
        pos.doMove(node(at).move, undo);
    return pos;
}

Game GameRecord::gameAt(NodeId id) const {
    Game game(m_start);
    for (NodeId at : lineTo(id)) {
        [[maybe_unused]] const bool legal = game.play(node(at).move);
        assert(legal);
    }
    return game;
}

std::vector<int> GameRecord::pathTo(NodeId id) const {
    std::vector<int> path;
    for (NodeId at : lineTo(id)) {
        const auto& siblings = node(node(at).parent).children;
        path.push_back(static_cast<int>(std::find(siblings.begin(), siblings.end(), at) - siblings.begin()));
    }
    return path;
}

NodeId GameRecord::nodeAt(const std::vector<int>& path) const {
    NodeId id = Root;
    for (int index : path) {
        const auto& children = node(id).children;
        if (index < 0 || index >= static_cast<int>(children.size()))
            return -1;
        id = children[static_cast<std::size_t>(index)];
    }
    return id;
}

// ---- Editing ----

NodeId GameRecord::addMove(NodeId at, Move move) {
    if (!contains(at))
        return -1;
    for (NodeId child : node(at).children)
        if (node(child).move == move)
            return child;
    return appendMove(at, positionAt(at), move);
}

NodeId GameRecord::appendMove(NodeId at, const Position& before, Move move) {
    if (!contains(at) || !isLegal(before, move))
        return -1;
    const NodeId id = idCount();
    RecordNode n;
    n.move = move;
    n.parent = at;
    m_nodes.push_back(std::move(n));
    mutableNode(at).children.push_back(id);
    return id;
}

NodeId GameRecord::copySubtree(NodeId at, const GameRecord& from, NodeId node) {
    if (!contains(at) || !from.contains(node) || node == Root)
        return -1;
    struct Step {
        NodeId into;
        NodeId source;
        Position before;
    };
    // No recursion: a line can be thousands of moves long. Children are pushed last first,
    // so that each parent gets them in their order.
    std::vector<Step> stack = {{at, node, positionAt(at)}};
    NodeId first = -1;
    while (!stack.empty()) {
        Step step = std::move(stack.back());
        stack.pop_back();
        const RecordNode& source = from.node(step.source);
        const NodeId id = appendMove(step.into, step.before, source.move);
        if (id < 0)
            continue;
        if (first < 0)
            first = id;
        RecordNode& copy = mutableNode(id);
        copy.nags = source.nags;
        copy.commentBefore = source.commentBefore;
        copy.commentAfter = source.commentAfter;
        UndoInfo undo;
        step.before.doMove(source.move, undo);
        for (auto it = source.children.rbegin(); it != source.children.rend(); ++it)
            stack.push_back({id, *it, step.before});
    }
    return first;
}

bool GameRecord::playMainLine(Move move) {
    const NodeId end = mainLineEnd();
    return appendMove(end, positionAt(end), move) >= 0;
}

bool GameRecord::promoteVariation(NodeId id) {
    if (!contains(id))
        return false;
    for (NodeId at = id; at != Root; at = node(at).parent) {
        auto& siblings = mutableNode(node(at).parent).children;
        if (siblings.front() == at)
            continue;
        const auto it = std::find(siblings.begin(), siblings.end(), at);
        std::rotate(siblings.begin(), it, it + 1);
        return true;
    }
    return false;
}

void GameRecord::makeMainLine(NodeId id) {
    while (promoteVariation(id)) {
    }
}

void GameRecord::killSubtree(NodeId id) {
    std::vector<NodeId> stack = {id};
    while (!stack.empty()) {
        RecordNode& n = mutableNode(stack.back());
        stack.pop_back();
        n.alive = false;
        stack.insert(stack.end(), n.children.begin(), n.children.end());
        n.children.clear();
    }
}

void GameRecord::deleteFrom(NodeId id) {
    if (!contains(id) || id == Root)
        return;
    std::erase(mutableNode(node(id).parent).children, id);
    killSubtree(id);
}

void GameRecord::setComment(NodeId id, CommentPlace place, std::string text) {
    assert((id != Root || place == CommentPlace::After) && "the game comment is the root's comment after");
    if (id == Root && place == CommentPlace::Before)
        return;
    RecordNode& n = mutableNode(id);
    (place == CommentPlace::Before ? n.commentBefore : n.commentAfter) = std::move(text);
}

void GameRecord::setNags(NodeId id, std::vector<int> nags) {
    if (id != Root)
        mutableNode(id).nags = std::move(nags);
}

void GameRecord::addNag(NodeId id, int nag) {
    if (id != Root)
        mutableNode(id).nags.push_back(nag);
}

bool GameRecord::operator==(const GameRecord& other) const {
    return exportTags() == other.exportTags() && sameMovetext(other);
}

bool GameRecord::sameMovetext(const GameRecord& other) const {
    if (m_result != other.m_result || !(m_start == other.m_start))
        return false;
    // Walk both trees side by side (no recursion: a line can be thousands of moves long).
    std::vector<std::pair<NodeId, NodeId>> stack = {{Root, Root}};
    while (!stack.empty()) {
        const auto [a, b] = stack.back();
        stack.pop_back();
        const RecordNode& x = node(a);
        const RecordNode& y = other.node(b);
        if (x.move != y.move || x.nags != y.nags || x.commentBefore != y.commentBefore
            || x.commentAfter != y.commentAfter || x.children.size() != y.children.size())
            return false;
        for (std::size_t i = 0; i < x.children.size(); ++i)
            stack.emplace_back(x.children[i], y.children[i]);
    }
    return true;
}

int nagOfSuffix(std::string_view suffix) {
    static constexpr std::string_view Suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};
    for (std::size_t i = 0; i < std::size(Suffixes); ++i)
        if (suffix == Suffixes[i])
            return static_cast<int>(i) + 1;
    return 0;
}

std::string nagGlyph(int nag) {
    static constexpr std::pair<int, std::string_view> Glyphs[] = {
        {1, "!"},
        {2, "?"},
        {3, "!!"},
        {4, "??"},
        {5, "!?"},
        {6, "?!"},
        {7, "\u25A1"},
        {10, "="},
        {13, "\u221E"},
        {14, "\u2A72"},
        {15, "\u2A71"},
        {16, "\u00B1"},
        {17, "\u2213"},
        {18, "+\u2212"},
        {19, "\u2212+"},
        {22, "\u2A00"},
        {23, "\u2A00"},
        {32, "\u2191\u2191"},
        {33, "\u2191\u2191"},
        {36, "\u2191"},
        {37, "\u2191"},
        {40, "\u2192"},
        {41, "\u2192"},
        {132, "\u21C6"},
        {133, "\u21C6"},
        {146, "N"},
    };
    for (const auto& [n, glyph] : Glyphs)
        if (n == nag)
            return std::string(glyph);
    return "$" + std::to_string(nag);
}

NagKind nagKind(int nag) {
    if (nag >= 1 && nag <= 9)
        return NagKind::Move;
    if (nag >= 10 && nag <= 19)
        return NagKind::Position;
    static constexpr int Observations[] = {22, 23, 32, 33, 36, 37, 40, 41, 132, 133, 146};
    return std::find(std::begin(Observations), std::end(Observations), nag) != std::end(Observations)
               ? NagKind::Observation
               : NagKind::Other;
}

std::vector<int> toggledNags(const std::vector<int>& nags, int nag) {
    const bool had = std::find(nags.begin(), nags.end(), nag) != nags.end();
    const NagKind kind = nagKind(nag);
    std::vector<int> out;
    for (NagKind k : {NagKind::Move, NagKind::Position, NagKind::Observation, NagKind::Other}) {
        for (int n : nags) {
            const bool replaced = k == kind && (kind == NagKind::Move || kind == NagKind::Position);
            if (nagKind(n) == k && n != nag && !replaced)
                out.push_back(n);
        }
        if (k == kind && !had)
            out.push_back(nag);
    }
    return out;
}

} // namespace grand
