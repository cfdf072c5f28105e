// GameController, its second half: editing the record. Variations, comments, glyphs and
// tags change the record only; a change to the main line (a variation promoted over it, its
// moves deleted, a line played or a review applied at its end) changes the game, and the
// computer and the clocks follow it (mainLineChanged).

#include "ui/game/gamecontroller.h"
#include "ui/game/gametexts.h"

namespace grand::ui {

void GameController::promoteVariation(NodeId id) {
    if (!m_record.contains(id) || m_record.isMainLine(id))
        return;
    m_record.promoteVariation(id);
    mainLineChanged();
}

void GameController::deleteFrom(NodeId id) {
    if (!m_record.contains(id) || id == GameRecord::Root)
        return;
    const bool onMainLine = m_record.isMainLine(id);
    const NodeId parent = m_record.node(id).parent;
    const std::vector<NodeId> viewLine = m_record.lineTo(m_viewNode);
    const bool viewGoes = std::find(viewLine.begin(), viewLine.end(), id) != viewLine.end();
    m_record.deleteFrom(id);
    if (viewGoes)
        setView(parent);
    if (onMainLine)
        mainLineChanged();
    else {
        emit recordEdited();
        emit changed();
    }
}

void GameController::setComment(NodeId id, const std::string& text) {
    if (!m_record.contains(id))
        return;
    m_record.setComment(id, CommentPlace::After, text);
    emit recordEdited();
    emit changed();
}

void GameController::setMoveGlyph(NodeId id, int nag) {
    if (!m_record.contains(id) || id == GameRecord::Root)
        return;
    std::vector<int> nags;
    if (nag >= 1 && nag <= 6)
        nags.push_back(nag);
    for (int other : m_record.node(id).nags)
        if (other < 1 || other > 6)
            nags.push_back(other);
    m_record.setNags(id, std::move(nags));
    emit recordEdited();
    emit changed();
}

void GameController::toggleNag(NodeId id, int nag) {
    if (!m_record.contains(id) || id == GameRecord::Root || nag <= 0)
        return;
    m_record.setNags(id, toggledNags(m_record.node(id).nags, nag));
    emit recordEdited();
    emit changed();
}

void GameController::setTags(const std::vector<std::pair<std::string, std::string>>& tags) {
    for (const auto& [name, value] : tags) {
        if (value.empty())
            m_record.removeTag(name);
        else
            m_record.setTag(name, value);
    }
    emit recordEdited();
    emit changed();
}

bool GameController::setRecordedResult(const std::string& result) {
    if (result == m_result.toStdString())
        return true;
    if (m_game.status().isOver())
        return false; // mate, stalemate or a rule draw: the rules' result stands
    if (result == "*") {
        reopen();
        emit recordEdited();
        proceed();
        return true;
    }
    if (result != "1-0" && result != "0-1" && result != "1/2-1/2")
        return false;
    cancelEngine();
    m_over = true;
    m_endedHere = false; // no Termination of ours: the record says how it ended
    m_ending = Ending{};
    m_result = QString::fromStdString(result);
    m_record.setResult(result);
    m_reason = recordedEnding(m_record);
    emit recordEdited();
    stopAndAnnounceEnding();
    return true;
}

NodeId GameController::addLine(NodeId at, const std::vector<Move>& moves) {
    if (!m_record.contains(at) || moves.empty() || (m_over && at == m_record.mainLineEnd()))
        return -1;
    const int before = m_record.idCount();
    const bool extendsGame = at == m_record.mainLineEnd();
    NodeId id = at;
    for (Move m : moves) {
        const NodeId next = m_record.addMove(id, m);
        if (next < 0)
            break;
        id = next;
    }
    if (id == at)
        return -1;
    if (extendsGame)
        mainLineChanged();
    else if (m_record.idCount() != before)
        emit recordEdited();
    goToNode(id);
    return id;
}

bool GameController::annotateMove(const MoveReview& move, Move played) {
    if (!m_record.contains(move.node) || !m_record.isMainLine(move.node)
        || m_record.node(move.node).move != played)
        return false;
    grand::annotateMove(m_record, move, m_letters, 8);
    emit recordEdited();
    emit changed();
    return true;
}

// The main line was edited: the game follows it. The clocks keep the times of the moves
// both lines share; the computer thinks again if it is its turn at the new end.
void GameController::mainLineChanged() {
    cancelEngine();
    m_computerDelay.stop();
    m_tick.stop();
    const std::vector<Move> old = m_game.moves();
    m_game = m_record.mainGame();
    const std::vector<Move>& now = m_game.moves();
    std::size_t shared = 0;
    while (shared < old.size() && shared < now.size() && old[shared] == now[shared])
        ++shared;
    m_clock.rewindTo(static_cast<int>(shared));
    while (m_clock.plies() < m_game.plyCount()) // moves of the record, not played on a clock
        m_clock.push(m_clock.at(m_clock.plies()), false);
    m_redo.clear();
    if (m_over && m_endedHere && shared < old.size())
        reopen(); // the moves that ended it are no longer the game's
    if (!m_record.contains(m_viewNode))
        setView(m_record.mainLineEnd());
    else
        setView(m_viewNode);
    emit recordEdited();
    proceed();
}

} // namespace grand::ui
