#include "takebacks.h"

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

} // namespace

Takebacks::Step Takebacks::pop() {
    Step step = std::move(m_steps.back());
    m_steps.pop_back();
    return step;
}

void Takebacks::replacedAt(GameRecord& record, NodeId at) {
    for (auto it = m_steps.rbegin(); it != m_steps.rend(); ++it) {
        const GameRecord& before = it->record;
        if (!before.contains(at) || before.node(at).children.empty())
            continue;
        const std::vector<NodeId>& alternatives = before.node(at).children;
        for (std::size_t i = 0; i < alternatives.size(); ++i)
            if (i > 0 || isAnnotated(before, alternatives[i]))
                record.copySubtree(at, before, alternatives[i]);
        break;
    }
    m_steps.clear();
}

} // namespace grand::ui
