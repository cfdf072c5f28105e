// GameController, its engine half: the computer's turns, hints and analysis started on the
// engine's thread, and what comes back (lines, moves, evaluations, and the evaluation bar's
// memory of each position's last score).

#include "ui/game/gamecontroller.h"
#include "ui/game/gametexts.h"

#include <QRandomGenerator>

namespace grand::ui {

namespace {

constexpr std::int64_t HintTimeMs = 1500;

std::size_t slot(Color c) { return static_cast<std::size_t>(index(c)); }

} // namespace

void GameController::moveNow() {
    if (isThinking())
        m_engine.hurry(); // the search returns its best move so far
}

void GameController::requestHint() {
    if (m_over || isBrowsing() || !isHumanTurn())
        return;
    cancelEngine();
    EngineRequest r = makeRequest(EngineTask::Analyse);
    r.limits.moveTimeMs = HintTimeMs;
    emit statusMessage(tr("Looking for a good move..."));
    m_engine.start(EngineClient::Purpose::Hint, r);
}

EngineRequest GameController::makeRequest(EngineTask task) {
    EngineRequest r;
    r.task = task;
    r.level = m_setup.level;
    r.threads = m_engineThreads;
    r.position = m_game.position();
    r.history = historyBefore(m_game);
    r.seed = QRandomGenerator::global()->generate64();
    return r;
}

void GameController::startComputerIfDue() {
    if (m_over || isThinking() || isPaused()
        || player(m_game.position().sideToMove()) != PlayerKind::Computer)
        return;
    EngineRequest r = makeRequest(EngineTask::Play);
    if (hasClock()) {
        for (Color c : {Color::White, Color::Black}) {
            r.limits.timeMs[slot(c)] = std::max<std::int64_t>(1, m_clock.remaining(c));
            r.limits.incMs[slot(c)] = m_setup.incrementMs;
        }
    }
    m_engine.start(EngineClient::Purpose::Move, r);
    emit thinkingChanged(true);
}

void GameController::startAnalysisIfDue() {
    if (!m_analysisEnabled || m_engine.busy())
        return;
    EngineRequest r = makeRequest(EngineTask::Analyse);
    r.position = m_viewPosition;
    r.history = historyBefore(m_record.gameAt(m_viewNode));
    r.limits.infinite = true;
    r.limits.multiPV = m_analysisLines;
    m_engine.start(EngineClient::Purpose::Analysis, r);
}

void GameController::cancelEngine() {
    const bool wasThinking = isThinking();
    m_engine.cancel();
    if (wasThinking)
        emit thinkingChanged(false);
}

// A line of the engine: the evaluation (of the position shown, or of the game's while the
// computer thinks and the user is not looking elsewhere) and the line in SAN; or its
// progress within a long depth, passed on as it is.
void GameController::onEngineInfo(EngineClient::Purpose purpose, const SearchInfo& info) {
    const bool analysis = purpose == EngineClient::Purpose::Analysis;
    if (purpose == EngineClient::Purpose::Hint || (info.multiPV != 1 && !analysis))
        return;
    if (info.progress) { // a sign of life within a long depth: nodes and time, no line
        emit analysisUpdated(info, QString());
        return;
    }
    if (info.pv.empty())
        return;
    const Position& root = analysis ? m_viewPosition : m_game.position();
    const int white = root.sideToMove() == Color::White ? info.score : -info.score;
    if (info.multiPV == 1 && info.bound == Bound::Exact) { // values, not a bound met halfway through a depth
        noteScore(root.key(), white);
        if (analysis || !isBrowsing())
            setWhiteScore(white);
    }
    SearchInfo shown = info;
    shown.score = white;
    emit analysisUpdated(shown, QString::fromStdString(sanLine(root, info.pv, m_letters)));
}

void GameController::onEngineFinished(EngineClient::Purpose purpose, const SearchResult& result) {
    const int white = m_game.position().sideToMove() == Color::White ? result.score : -result.score;
    switch (purpose) {
    case EngineClient::Purpose::Analysis:
        return;
    case EngineClient::Purpose::Hint:
        if (!result.bestMove.isNone()) {
            noteScore(m_game.position().key(), white);
            setWhiteScore(white);
            emit hintReady(result.bestMove, white);
            emit statusMessage(
                tr("Hint: %1  (%2)")
                    .arg(QString::fromStdString(toSan(m_game.position(), result.bestMove, m_letters)),
                         evaluationText(white)));
        }
        startAnalysisIfDue();
        return;
    case EngineClient::Purpose::Move:
        emit thinkingChanged(false);
        if (result.bestMove.isNone() || !isLegal(m_game.position(), result.bestMove))
            return;
        noteScore(m_game.position().key(), white);
        {
            // The line it chose scores the position after its move too (the score is that
            // line's): the graph has both, not every other position hatched as unknown.
            // Noted before the move is made, so that the autosave the move writes has it.
            Position after = m_game.position();
            UndoInfo undo;
            after.doMove(result.bestMove, undo);
            noteScore(after.key(), white);
        }
        if (!isBrowsing() || !m_analysisEnabled)
            setWhiteScore(white);
        addMove(result.bestMove, true);
        return;
    }
}

void GameController::noteScore(std::uint64_t positionKey, int whiteScore) {
    m_knownScores[positionKey] = whiteScore;
    emit scoreNoted(positionKey, whiteScore);
}

std::vector<std::optional<int>> GameController::mainLineScores() const {
    std::vector<std::optional<int>> scores;
    for (const std::uint64_t key : m_game.keyHistory()) {
        const auto known = m_knownScores.find(key);
        scores.push_back(known == m_knownScores.end() ? std::nullopt : std::optional<int>(known->second));
    }
    return scores;
}

void GameController::restoreMainLineScores(const std::vector<std::optional<int>>& scores) {
    const auto& keys = m_game.keyHistory();
    for (std::size_t ply = 0; ply < scores.size() && ply < keys.size(); ++ply)
        if (scores[ply])
            noteScore(keys[ply], *scores[ply]);
    setWhiteScore(knownScoreAt(m_viewNode));
}

std::optional<int> GameController::knownScoreAt(NodeId node) const {
    if (m_knownScores.empty())
        return std::nullopt;
    const Game line = m_record.gameAt(node);
    const auto& keys = line.keyHistory();
    for (auto key = keys.rbegin(); key != keys.rend(); ++key)
        if (const auto known = m_knownScores.find(*key); known != m_knownScores.end())
            return known->second;
    return std::nullopt;
}

void GameController::setWhiteScore(std::optional<int> score) {
    if (score == m_whiteScore)
        return;
    m_whiteScore = score;
    emit evaluationChanged();
}

} // namespace grand::ui
