#include "ui/game/takebacks.h"

namespace grand::ui {

namespace {

// Whether a line holds something a person wrote or explored: a comment, a NAG or a
// variation anywhere along it.
bool isAnnotated(const GameRecord& record, NodeId id) {
    while (id >= 0) {
        const RecordNode& n = record.node(id);
        if (!n.nags.empty() || !n.commentBefore.empty() || !n.commentAfter.empty() || n.children.size() > 1)
            return true;
        id = n.children.empty() ? -1 : n.children.front();
    }
    return false;
}

// The node of `from` at the place of `at` in `record`: main-line moves keep their places
// (child 0 from the root) whatever variations were added.
NodeId samePlace(const GameRecord& record, NodeId at, const GameRecord& from) {
    return from.nodeAt(record.pathTo(at));
}

} // namespace

Takebacks::Clocks Takebacks::redoInto(GameRecord& record) {
    const Step step = std::move(m_steps.back());
    m_steps.pop_back();
    const NodeId at = record.mainLineEnd();
    const NodeId source = samePlace(record, at, step.record);
    if (source >= 0)
        for (NodeId child : step.record.node(source).children)
            record.copySubtree(at, step.record, child);
    return step.clocks;
}

void Takebacks::replacedAt(GameRecord& record, NodeId at) {
    for (auto it = m_steps.rbegin(); it != m_steps.rend(); ++it) {
        const GameRecord& before = it->record;
        const NodeId source = samePlace(record, at, before);
        if (source < 0 || before.node(source).children.empty())
            continue;
        const std::vector<NodeId>& alternatives = before.node(source).children;
        for (std::size_t i = 0; i < alternatives.size(); ++i)
            if (i > 0 || isAnnotated(before, alternatives[i]))
                record.copySubtree(at, before, alternatives[i]);
        break;
    }
    m_steps.clear();
}

} // namespace grand::ui
