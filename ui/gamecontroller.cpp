#include "gamecontroller.h"

#include "engine/movegen.h"

#include <QRandomGenerator>

namespace grand::ui {

namespace {

constexpr std::int64_t HintTimeMs = 1500;
constexpr int ComputerVsComputerPauseMs = 400;

QString scoreText(int whiteScore) {
    if (const int mate = mateInMoves(whiteScore))
        return mate > 0 ? QStringLiteral("White mates in %1").arg(mate)
                        : QStringLiteral("Black mates in %1").arg(-mate);
    return QStringLiteral("%1%2").arg(whiteScore >= 0 ? "+" : "").arg(whiteScore / 100.0, 0, 'f', 2);
}

} // namespace

QString colorName(Color c) { return c == Color::White ? QStringLiteral("White") : QStringLiteral("Black"); }

GameController::GameController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<EngineRequest>();
    qRegisterMetaType<SearchInfo>();
    qRegisterMetaType<SearchResult>();
    m_worker = new EngineWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(this, &GameController::requestEngine, m_worker, &EngineWorker::run, Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::info, this, &GameController::onEngineInfo, Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::finished, this, &GameController::onEngineFinished, Qt::QueuedConnection);
    m_thread.setObjectName("engine");
    m_thread.start();

    m_tick.setInterval(100);
    connect(&m_tick, &QTimer::timeout, this, &GameController::onClockTick);
    m_computerDelay.setSingleShot(true);
    connect(&m_computerDelay, &QTimer::timeout, this, &GameController::startComputerIfDue);
    refreshView();
}

GameController::~GameController() {
    // Closing during a search: stop it (it returns within milliseconds), then end the thread.
    cancelEngine();
    m_thread.quit();
    m_thread.wait();
}

void GameController::newGame(const GameSetup& setup) {
    start(setup, Game(setup.start), {});
    proceed();
}

void GameController::resume(const GameSetup& setup, const Game& game) {
    start(setup, game, {});
    proceed();
}

void GameController::loadGame(const GameRecord& record) {
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    setup.level = m_setup.level;
    setup.start = record.startPosition();
    start(setup, record.mainGame(), record.tags());
    const std::string& result = record.result();
    if (!m_game.status().isOver() && result != "*") {
        // The record ended without mate or a rule draw: resignation, agreement or time.
        emit changed();
        finishGame(QString::fromStdString(result), result == "1/2-1/2" ? "Draw agreed"
                                                   : result == "1-0"   ? "Black resigned"
                                                                       : "White resigned");
        return;
    }
    proceed();
}

// Takes over a game: stops the engine and resets every piece of state to it.
void GameController::start(const GameSetup& setup, const Game& game,
                           std::vector<std::pair<std::string, std::string>> tags) {
    cancelEngine();
    m_computerDelay.stop();
    m_setup = setup;
    m_game = game;
    m_tags = std::move(tags);
    m_redo.clear();
    m_over = false;
    m_result = "*";
    m_reason.clear();
    m_lastWhiteScore.reset();
    m_newGamePending = true;
    m_clock = {setup.clockMs, setup.clockMs};
    m_tick.stop();
    m_turnTimer.invalidate();
    refreshView();
}

// Announces the game just taken over and lets whoever is to move play.
void GameController::proceed() {
    emit changed();
    emit clocksChanged();
    checkGameOver();
    if (!m_over) {
        startClock();
        emit statusMessage(colorName(m_game.position().sideToMove()) + " to move.");
    }
    startComputerIfDue();
    startAnalysisIfDue();
}

GameRecord GameController::record() const {
    GameRecord g = GameRecord::fromGame(m_game);
    for (const auto& [name, value] : m_tags)
        g.setTag(name, value);
    g.setResult(m_result.toStdString());
    return g;
}

Move GameController::lastMoveShown() const {
    return m_viewPly > 0 ? m_game.moves()[static_cast<std::size_t>(m_viewPly - 1)] : Move();
}

QStringList GameController::sanMoves() const {
    QStringList list;
    Position pos = m_game.startPosition();
    UndoInfo undo;
    for (Move m : m_game.moves()) {
        list << QString::fromStdString(toSan(pos, m, m_letters));
        pos.doMove(m, undo);
    }
    return list;
}

void GameController::setPieceLetters(PieceLetters letters) {
    m_letters = letters;
    emit changed();
}

bool GameController::isHumanTurn() const {
    return !m_over && player(m_game.position().sideToMove()) == PlayerKind::Human;
}

std::int64_t GameController::remainingMs(Color c) const {
    std::int64_t ms = m_clock[static_cast<std::size_t>(index(c))];
    if (hasClock() && !m_over && m_turnTimer.isValid() && m_game.position().sideToMove() == c)
        ms -= m_turnTimer.elapsed();
    return ms;
}

bool GameController::canUndo() const {
    if (m_game.plyCount() == 0)
        return false;
    // Against the computer a takeback returns to the human's last move, which must exist.
    const bool vsComputer = m_setup.players[0] != m_setup.players[1];
    if (!vsComputer)
        return true;
    for (int ply = m_game.plyCount() - 1; ply >= 0; --ply) {
        const Color mover = (m_game.startPosition().sideToMove() == Color::White) == (ply % 2 == 0)
                                ? Color::White
                                : Color::Black;
        if (player(mover) == PlayerKind::Human)
            return true;
    }
    return false;
}

bool GameController::playHumanMove(Move move) {
    if (m_over || isBrowsing() || !isHumanTurn() || !isLegal(m_game.position(), move))
        return false;
    cancelEngine(); // a hint or analysis of the old position
    m_redo.clear();
    addMove(move, false);
    return true;
}

void GameController::addMove(Move move, bool byComputer) {
    const Color mover = m_game.position().sideToMove();
    if (hasClock() && m_turnTimer.isValid()) {
        auto& left = m_clock[static_cast<std::size_t>(index(mover))];
        left -= m_turnTimer.elapsed();
        left += m_setup.incrementMs;
    }
    m_game.play(move);
    refreshView();
    emit moveMade(move, byComputer);
    emit changed();
    emit clocksChanged();
    checkGameOver();
    if (m_over) {
        startAnalysisIfDue(); // the final position can still be studied
        return;
    }
    startClock();
    emit statusMessage(colorName(m_game.position().sideToMove()) + " to move."
                       + (m_game.position().inCheck() ? " Check!" : ""));
    if (m_setup.players[0] == PlayerKind::Computer && m_setup.players[1] == PlayerKind::Computer)
        m_computerDelay.start(ComputerVsComputerPauseMs);
    else
        startComputerIfDue();
    startAnalysisIfDue();
}

void GameController::undo() {
    if (!canUndo())
        return;
    cancelEngine();
    m_computerDelay.stop();
    const bool vsComputer = m_setup.players[0] != m_setup.players[1];
    do {
        m_redo.push_back(m_game.moves().back());
        m_game.undo();
    } while (vsComputer && m_game.plyCount() > 0
             && player(m_game.position().sideToMove()) == PlayerKind::Computer);
    m_over = false;
    m_result = "*";
    m_reason.clear();
    refreshView();
    emit changed();
    startClock();
    emit statusMessage("Move taken back. " + colorName(m_game.position().sideToMove()) + " to move.");
    startComputerIfDue();
    startAnalysisIfDue();
}

void GameController::redo() {
    if (!canRedo())
        return;
    cancelEngine();
    const bool vsComputer = m_setup.players[0] != m_setup.players[1];
    do {
        const Move m = m_redo.back();
        m_redo.pop_back();
        if (!isLegal(m_game.position(), m)) {
            m_redo.clear();
            break;
        }
        m_game.play(m);
    } while (vsComputer && !m_redo.empty() && player(m_game.position().sideToMove()) == PlayerKind::Computer);
    refreshView();
    emit changed();
    checkGameOver();
    if (!m_over) {
        startClock();
        startComputerIfDue();
        startAnalysisIfDue();
    }
}

void GameController::resign() {
    if (m_over)
        return;
    // In hot-seat the side to move resigns; against the computer, the human does.
    Color loser = m_game.position().sideToMove();
    if (player(loser) == PlayerKind::Computer && player(~loser) == PlayerKind::Human)
        loser = ~loser;
    cancelEngine();
    finishGame(loser == Color::White ? "0-1" : "1-0", colorName(loser) + " resigned");
}

void GameController::offerDraw() {
    if (m_over)
        return;
    const bool vsComputer = m_setup.players[0] != m_setup.players[1];
    if (!vsComputer) {
        cancelEngine();
        finishGame("1/2-1/2", "Draw agreed");
        return;
    }
    const Color computer = player(Color::White) == PlayerKind::Computer ? Color::White : Color::Black;
    const int computerScore =
        m_lastWhiteScore ? (computer == Color::White ? *m_lastWhiteScore : -*m_lastWhiteScore) : 0;
    if (m_lastWhiteScore && computerScore <= -20) {
        cancelEngine();
        finishGame("1/2-1/2", "Draw agreed");
    } else {
        emit statusMessage("The computer declines the draw offer.");
    }
}

void GameController::moveNow() {
    if (m_thinkingId && m_stop)
        m_stop->store(true); // the search returns its best move so far
}

void GameController::requestHint() {
    if (m_over || isBrowsing() || !isHumanTurn())
        return;
    cancelEngine();
    EngineRequest r = makeRequest();
    r.limits.moveTimeMs = HintTimeMs;
    m_hintId = r.id;
    emit statusMessage("Looking for a good move...");
    emit requestEngine(r);
}

void GameController::setAnalysisEnabled(bool on) {
    m_analysisEnabled = on;
    if (!on && m_analysisId)
        cancelEngine();
    startAnalysisIfDue();
}

void GameController::goToPly(int ply) {
    ply = std::clamp(ply, 0, m_game.plyCount());
    if (ply == m_viewPly)
        return;
    m_viewPly = ply;
    m_viewPosition = m_game.positionAt(ply);
    emit changed();
    if (m_analysisId || m_analysisEnabled) {
        if (m_analysisId)
            cancelEngine();
        startAnalysisIfDue();
    }
}

void GameController::stepView(int delta) { goToPly(m_viewPly + delta); }

EngineRequest GameController::makeRequest() {
    EngineRequest r;
    r.id = m_nextId++;
    r.position = m_game.position();
    r.history = historyBefore(m_game);
    r.newGame = m_newGamePending;
    r.seed = QRandomGenerator::global()->generate64();
    m_newGamePending = false;
    m_stop = r.stop;
    return r;
}

void GameController::startComputerIfDue() {
    if (m_over || m_thinkingId || isBrowsing()
        || player(m_game.position().sideToMove()) != PlayerKind::Computer)
        return;
    cancelEngine();
    EngineRequest r = makeRequest();
    r.level = m_setup.level;
    if (hasClock()) {
        for (Color c : {Color::White, Color::Black}) {
            r.limits.timeMs[static_cast<std::size_t>(index(c))] = std::max<std::int64_t>(1, remainingMs(c));
            r.limits.incMs[static_cast<std::size_t>(index(c))] = m_setup.incrementMs;
        }
    }
    m_thinkingId = r.id;
    emit thinkingChanged(true);
    emit requestEngine(r);
}

void GameController::startAnalysisIfDue() {
    if (!m_analysisEnabled || m_thinkingId || m_hintId || m_analysisId)
        return;
    EngineRequest r = makeRequest();
    r.position = m_viewPosition;
    r.history.clear();
    for (int i = 0; i < m_viewPly; ++i)
        r.history.push_back(m_game.keyHistory()[static_cast<std::size_t>(i)]);
    r.limits.infinite = true;
    m_analysisId = r.id;
    emit requestEngine(r);
}

void GameController::cancelEngine() {
    if (m_stop)
        m_stop->store(true);
    m_stop.reset();
    const bool wasThinking = m_thinkingId != 0;
    m_thinkingId = m_hintId = m_analysisId = 0;
    if (wasThinking)
        emit thinkingChanged(false);
}

void GameController::onEngineInfo(quint64 id, const SearchInfo& info) {
    if (id != m_analysisId && id != m_thinkingId)
        return;
    if (info.multiPV != 1 || info.pv.empty())
        return;
    const Position& root = id == m_analysisId ? m_viewPosition : m_game.position();
    const int white = root.sideToMove() == Color::White ? info.score : -info.score;
    if (id == m_thinkingId)
        m_lastWhiteScore = white;
    QString line;
    Position pos = root;
    UndoInfo undo;
    for (Move m : info.pv) {
        if (!isLegal(pos, m))
            break;
        if (pos.sideToMove() == Color::White || line.isEmpty())
            line +=
                QString::number(pos.fullmoveNumber()) + (pos.sideToMove() == Color::White ? ". " : "... ");
        line += QString::fromStdString(toSan(pos, m, m_letters)) + " ";
        pos.doMove(m, undo);
    }
    SearchInfo shown = info;
    shown.score = white;
    emit analysisUpdated(shown, line.trimmed());
}

void GameController::onEngineFinished(quint64 id, const SearchResult& result) {
    if (id == m_hintId) {
        m_hintId = 0;
        if (!result.bestMove.isNone()) {
            const int white = m_game.position().sideToMove() == Color::White ? result.score : -result.score;
            emit hintReady(result.bestMove, white);
            emit statusMessage("Hint: "
                               + QString::fromStdString(toSan(m_game.position(), result.bestMove, m_letters))
                               + "  (evaluation " + scoreText(white) + ")");
        }
        startAnalysisIfDue();
        return;
    }
    if (id == m_analysisId) {
        m_analysisId = 0;
        return;
    }
    if (id != m_thinkingId)
        return; // stale: a takeback or a new game cancelled it
    m_thinkingId = 0;
    m_stop.reset();
    emit thinkingChanged(false);
    if (result.bestMove.isNone() || !isLegal(m_game.position(), result.bestMove))
        return;
    m_lastWhiteScore = m_game.position().sideToMove() == Color::White ? result.score : -result.score;
    addMove(result.bestMove, true);
}

void GameController::finishGame(const QString& result, const QString& reason) {
    m_over = true;
    m_result = result;
    m_reason = reason;
    stopClock();
    m_computerDelay.stop();
    emit changed();
    emit statusMessage(reason + " (" + result + ")");
    emit gameOver(result, reason);
}

void GameController::checkGameOver() {
    const GameStatus status = m_game.status();
    if (status.isOver())
        finishGame(QString::fromStdString(status.result()), QString::fromStdString(status.reason()));
}

void GameController::refreshView() {
    m_viewPly = m_game.plyCount();
    m_viewPosition = m_game.position();
}

void GameController::startClock() {
    if (!hasClock() || m_over)
        return;
    m_turnTimer.start();
    m_tick.start();
}

void GameController::stopClock() {
    if (hasClock() && m_turnTimer.isValid()) {
        const Color mover = m_game.position().sideToMove();
        m_clock[static_cast<std::size_t>(index(mover))] -= m_turnTimer.elapsed();
    }
    m_turnTimer.invalidate();
    m_tick.stop();
    emit clocksChanged();
}

void GameController::onClockTick() {
    if (!hasClock() || m_over)
        return;
    const Color mover = m_game.position().sideToMove();
    if (remainingMs(mover) <= 0) {
        cancelEngine();
        m_clock[static_cast<std::size_t>(index(mover))] = 0;
        m_turnTimer.invalidate();
        // Running out of time loses, unless the opponent has only the king left.
        const Position& pos = m_game.position();
        bool opponentBare = true;
        for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t)
            opponentBare = opponentBare && pos.count(~mover, PieceType(t)) == 0;
        if (opponentBare)
            finishGame("1/2-1/2",
                       colorName(mover) + " ran out of time; " + colorName(~mover) + " cannot mate");
        else
            finishGame(mover == Color::White ? "0-1" : "1-0", colorName(mover) + " lost on time");
        return;
    }
    emit clocksChanged();
}

} // namespace grand::ui
