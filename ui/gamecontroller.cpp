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

std::size_t slot(Color c) { return static_cast<std::size_t>(index(c)); }

// What a record says about how it ended, for the banner: its Termination tag when it has
// one, otherwise the result in words.
QString recordedReason(const PgnGame& record) {
    // "normal" (mate, resignation, agreement) says less than the result does.
    if (const std::string termination = record.tag("Termination");
        !termination.empty() && termination != "normal") {
        QString text = QString::fromStdString(termination);
        text[0] = text[0].toUpper();
        return text;
    }
    return record.result == "1/2-1/2" ? QStringLiteral("Drawn")
           : record.result == "1-0"   ? QStringLiteral("White won")
                                      : QStringLiteral("Black won");
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
    // The window that listens is being destroyed too: it hears nothing more.
    blockSignals(true);
    cancelEngine();
    m_thread.quit();
    m_thread.wait();
}

void GameController::newGame(const GameSetup& setup) {
    start(setup, Game(setup.start));
    proceed();
}

void GameController::loadGame(const PgnGame& record, const GameSetup& setup) {
    start(setup, record.game);
    m_tags = record.tags;
    // Comments without their clock commands; the clock commands become the clock history.
    m_comments.assign(static_cast<std::size_t>(m_game.plyCount()) + 1, std::string());
    GameClock::Times times = m_clock.at(0);
    for (std::size_t i = 0; i < m_comments.size(); ++i) {
        const std::string& comment = i < record.comments.size() ? record.comments[i] : std::string();
        const auto clock = hasClock() ? takeClockCommand(comment, &m_comments[i]) : std::nullopt;
        if (!clock)
            m_comments[i] = comment;
        if (i == 0)
            continue;
        if (clock)
            times[slot(moverAt(static_cast<int>(i) - 1))] = *clock;
        m_clock.push(times);
    }
    if (!m_game.status().isOver() && record.result != "*") {
        // Over by what the record says: resignation, agreement, time, adjudication...
        m_over = true;
        m_result = QString::fromStdString(record.result);
        m_reason = recordedReason(record);
        emit changed();
        emit clocksChanged();
        emit gameOver(m_result, m_reason);
        return;
    }
    proceed();
    // A record that ends in mate or a rule draw with its result written keeps its own
    // Termination: the game did not end here.
    if (m_over && record.result != "*")
        m_endedHere = false;
}

// Takes over a game: stops the engine and resets every piece of state to it.
void GameController::start(const GameSetup& setup, const Game& game) {
    cancelEngine();
    m_computerDelay.stop();
    m_setup = setup;
    m_game = game;
    m_tags.clear();
    m_comments.assign(static_cast<std::size_t>(game.plyCount()) + 1, std::string());
    m_redo.clear();
    m_over = m_endedHere = false;
    m_ending = Ending::Normal;
    m_result = "*";
    m_reason.clear();
    m_newGamePending = true;
    m_clock.reset(setup.clockMs, setup.incrementMs);
    m_tick.stop();
    refreshView();
    setWhiteScore(std::nullopt);
}

// Announces the game just taken over and lets whoever is to move play.
void GameController::proceed() {
    emit changed();
    emit clocksChanged();
    checkGameOver();
    startClock();
    startComputerIfDue();
    startAnalysisIfDue();
}

PgnGame GameController::record() const {
    PgnGame g;
    g.tags = m_tags;
    g.game = m_game;
    g.comments = m_comments;
    g.result = m_result.toStdString();
    const bool recordsPlayers =
        m_setup.hasComputer() || g.tag("WhiteType") != "" || g.tag("BlackType") != "" || m_tags.empty();
    if (recordsPlayers || hasClock())
        writeSetupTags(g, m_setup);
    if (hasClock())
        for (int ply = 1; ply <= m_game.plyCount(); ++ply) {
            std::string& comment = g.comments[static_cast<std::size_t>(ply)];
            const std::string clock = clockCommand(m_clock.at(ply)[slot(moverAt(ply - 1))]);
            comment = comment.empty() ? clock : clock + " " + comment;
        }
    if (m_over && m_endedHere) {
        // The PGN standard's Termination values, and the reason in words as a comment.
        g.setTag("Termination", m_ending == Ending::TimeForfeit ? "time forfeit" : "normal");
        std::string& last = g.comments.back();
        const std::string reason = m_reason.toStdString() + ".";
        if (last.find(reason) == std::string::npos)
            last = last.empty() ? reason : last + " " + reason;
    }
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

Color GameController::moverAt(int ply) const {
    const bool whiteFirst = m_game.startPosition().sideToMove() == Color::White;
    return whiteFirst == (ply % 2 == 0) ? Color::White : Color::Black;
}

std::int64_t GameController::remainingMs(Color c) const {
    if (isBrowsing())
        return m_clock.at(m_viewPly)[slot(c)];
    return m_clock.remaining(c);
}

bool GameController::canUndo() const { return undoBlockedReason().isEmpty(); }

QString GameController::undoBlockedReason() const {
    if (m_game.plyCount() == 0)
        return tr("No move has been made yet.");
    if (!vsComputer())
        return {};
    // Against the computer a takeback returns to the person's last move, which must exist.
    for (int ply = m_game.plyCount() - 1; ply >= 0; --ply)
        if (player(moverAt(ply)) == PlayerKind::Human)
            return {};
    return tr("You have not moved yet: only the computer's moves are on the board.");
}

std::optional<Color> GameController::resigningSide() const {
    if (m_over || (!m_setup.isHotSeat() && !vsComputer())) // only the computer plays
        return std::nullopt;
    if (vsComputer())
        return player(Color::White) == PlayerKind::Human ? Color::White : Color::Black;
    return m_game.position().sideToMove();
}

bool GameController::playHumanMove(Move move) {
    if (m_over || isBrowsing() || !isHumanTurn() || !isLegal(m_game.position(), move))
        return false;
    cancelEngine(); // a hint or analysis of the old position
    addMove(move, false);
    return true;
}

void GameController::addMove(Move move, bool byComputer) {
    const Color mover = m_game.position().sideToMove();
    const bool follow = !isBrowsing(); // a user looking at an earlier position stays there
    m_redo.clear();                    // a new move replaces what was taken back
    m_clock.moved(mover);
    m_tick.stop();
    m_game.play(move);
    m_comments.emplace_back();
    if (follow)
        refreshView();
    emit moveMade(move, byComputer);
    emit changed();
    emit clocksChanged();
    checkGameOver();
    startClock();
    if (!m_over && m_setup.players[0] == PlayerKind::Computer && m_setup.players[1] == PlayerKind::Computer)
        m_computerDelay.start(ComputerVsComputerPauseMs);
    else
        startComputerIfDue();
    startAnalysisIfDue(); // after the final move too: the final position can be studied
}

void GameController::undo() {
    if (!canUndo())
        return;
    cancelEngine();
    m_computerDelay.stop();
    m_tick.stop();
    do {
        const int ply = m_game.plyCount();
        m_redo.push_back({m_game.moves().back(), m_clock.at(ply), m_comments.back()});
        m_comments.pop_back();
        m_game.undo();
    } while (vsComputer() && m_game.plyCount() > 0
             && player(m_game.position().sideToMove()) == PlayerKind::Computer);
    m_clock.rewindTo(m_game.plyCount());
    reopen();
    refreshView();
    setWhiteScore(std::nullopt);
    emit changed();
    emit clocksChanged();
    startClock();
    startComputerIfDue();
    startAnalysisIfDue();
}

void GameController::redo() {
    if (!canRedo())
        return;
    cancelEngine();
    m_computerDelay.stop();
    m_tick.stop();
    do {
        const TakenBack next = m_redo.back();
        m_redo.pop_back();
        if (!isLegal(m_game.position(), next.move)) {
            m_redo.clear();
            break;
        }
        m_game.play(next.move);
        m_comments.push_back(next.comment);
        m_clock.push(next.clocks);
    } while (vsComputer() && !m_redo.empty()
             && player(m_game.position().sideToMove()) == PlayerKind::Computer);
    refreshView();
    setWhiteScore(std::nullopt);
    emit changed();
    emit clocksChanged();
    checkGameOver();
    startClock();
    startComputerIfDue();
    startAnalysisIfDue();
}

void GameController::resign() {
    const std::optional<Color> loser = resigningSide();
    if (!loser)
        return;
    cancelEngine();
    finishGame(*loser == Color::White ? "0-1" : "1-0", colorName(*loser) + " resigned");
}

void GameController::offerDraw() {
    if (m_over || !vsComputer())
        return;
    const Color computer = player(Color::White) == PlayerKind::Computer ? Color::White : Color::Black;
    if (m_whiteScore && (computer == Color::White ? *m_whiteScore : -*m_whiteScore) <= -20) {
        cancelEngine();
        finishGame("1/2-1/2", "Draw agreed");
    } else {
        emit statusMessage(tr("The computer declines the draw offer."));
    }
}

void GameController::agreeDraw() {
    if (m_over)
        return;
    cancelEngine();
    finishGame("1/2-1/2", "Draw agreed");
}

void GameController::moveNow() {
    if (m_thinkingId && m_stop)
        m_stop->store(true); // the search returns its best move so far
}

void GameController::requestHint() {
    if (m_over || isBrowsing() || !isHumanTurn())
        return;
    cancelEngine();
    EngineRequest r = makeRequest(EngineTask::Analyse);
    r.limits.moveTimeMs = HintTimeMs;
    m_hintId = r.id;
    emit statusMessage(tr("Looking for a good move..."));
    emit requestEngine(r);
}

void GameController::setAnalysisEnabled(bool on) {
    m_analysisEnabled = on;
    if (!on && m_analysisId)
        cancelEngine();
    startAnalysisIfDue();
}

void GameController::setPlayer(Color side, PlayerKind kind) {
    if (player(side) == kind)
        return;
    m_setup.players[slot(side)] = kind;
    if (m_thinkingId && player(m_game.position().sideToMove()) == PlayerKind::Human)
        cancelEngine();
    emit changed();
    startComputerIfDue(); // the computer's move comes first; analysis resumes after it
    startAnalysisIfDue();
}

void GameController::setLevel(int level) {
    level = std::clamp(level, 1, LevelCount);
    if (level == m_setup.level)
        return;
    m_setup.level = level;
    const bool wasThinking = m_thinkingId != 0;
    if (wasThinking)
        cancelEngine(); // think again at the new level
    emit changed();
    startComputerIfDue();
}

void GameController::goToPly(int ply) {
    ply = std::clamp(ply, 0, m_game.plyCount());
    if (ply == m_viewPly)
        return;
    m_viewPly = ply;
    m_viewPosition = m_game.positionAt(ply);
    if (m_analysisId)
        cancelEngine();
    if (m_analysisEnabled)
        setWhiteScore(std::nullopt);
    emit changed();
    emit clocksChanged();
    startAnalysisIfDue();
}

void GameController::stepView(int delta) { goToPly(m_viewPly + delta); }

EngineRequest GameController::makeRequest(EngineTask task) {
    EngineRequest r;
    r.id = m_nextId++;
    r.task = task;
    r.level = m_setup.level;
    r.position = m_game.position();
    r.history = historyBefore(m_game);
    r.newGame = m_newGamePending;
    r.seed = QRandomGenerator::global()->generate64();
    m_newGamePending = false;
    m_stop = r.stop;
    return r;
}

void GameController::startComputerIfDue() {
    if (m_over || m_thinkingId || player(m_game.position().sideToMove()) != PlayerKind::Computer)
        return;
    cancelEngine();
    EngineRequest r = makeRequest(EngineTask::Play);
    if (hasClock()) {
        for (Color c : {Color::White, Color::Black}) {
            r.limits.timeMs[slot(c)] = std::max<std::int64_t>(1, m_clock.remaining(c));
            r.limits.incMs[slot(c)] = m_setup.incrementMs;
        }
    }
    m_thinkingId = r.id;
    emit thinkingChanged(true);
    emit requestEngine(r);
}

void GameController::startAnalysisIfDue() {
    if (!m_analysisEnabled || m_thinkingId || m_hintId || m_analysisId)
        return;
    EngineRequest r = makeRequest(EngineTask::Analyse);
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
    if (id == m_analysisId || !isBrowsing())
        setWhiteScore(white);
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
            setWhiteScore(white);
            emit hintReady(result.bestMove, white);
            emit statusMessage(
                tr("Hint: %1  (evaluation %2)")
                    .arg(QString::fromStdString(toSan(m_game.position(), result.bestMove, m_letters)),
                         scoreText(white)));
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
    if (!isBrowsing() || !m_analysisEnabled)
        setWhiteScore(m_game.position().sideToMove() == Color::White ? result.score : -result.score);
    addMove(result.bestMove, true);
}

void GameController::setWhiteScore(std::optional<int> score) {
    if (score == m_whiteScore)
        return;
    m_whiteScore = score;
    emit evaluationChanged();
}

void GameController::finishGame(const QString& result, const QString& reason, Ending ending) {
    m_over = m_endedHere = true;
    m_ending = ending;
    m_result = result;
    m_reason = reason;
    m_clock.stop();
    m_tick.stop();
    m_computerDelay.stop();
    if (m_game.status().outcome == GameOutcome::Checkmate)
        setWhiteScore(m_game.position().sideToMove() == Color::White ? -MateScore : MateScore);
    emit changed();
    emit clocksChanged();
    emit gameOver(result, reason);
}

// The game goes on again (a takeback after its end).
void GameController::reopen() {
    m_over = m_endedHere = false;
    m_ending = Ending::Normal;
    m_result = "*";
    m_reason.clear();
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

// The side to move's clock runs from the first move of the game on.
void GameController::startClock() {
    if (!hasClock() || m_over || m_game.plyCount() == 0)
        return;
    m_clock.start(m_game.position().sideToMove());
    m_tick.start();
}

void GameController::onClockTick() {
    if (!m_clock.isRunning() || m_over)
        return;
    const Color mover = m_game.position().sideToMove();
    if (m_clock.remaining(mover) > 0) {
        emit clocksChanged();
        return;
    }
    cancelEngine();
    m_clock.flagFell(mover);
    // Running out of time loses, unless the opponent has only the king left.
    const Position& pos = m_game.position();
    bool opponentBare = true;
    for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t)
        opponentBare = opponentBare && pos.count(~mover, PieceType(t)) == 0;
    if (opponentBare)
        finishGame("1/2-1/2", colorName(mover) + " ran out of time; " + colorName(~mover) + " cannot mate",
                   Ending::TimeForfeit);
    else
        finishGame(mover == Color::White ? "0-1" : "1-0", colorName(mover) + " lost on time",
                   Ending::TimeForfeit);
}

} // namespace grand::ui
