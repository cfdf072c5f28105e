// GameController: the game itself (moves, takebacks, the clock, the end). The engine half is
// in gamecontroller_engine.cpp, editing the record in gamecontroller_editing.cpp.

#include "ui/game/gamecontroller.h"

#include "ui/base/enginetexts.h"
#include "ui/game/gametexts.h"

#include "engine/rules/movegen.h"

namespace grand::ui {

namespace {

constexpr int ComputerVsComputerPauseMs = 400;
constexpr int CheckpointMs = 5000; // a running turn is autosaved this often

std::size_t slot(Color c) { return static_cast<std::size_t>(index(c)); }

} // namespace

QString colorName(Color c) { return c == Color::White ? QObject::tr("White") : QObject::tr("Black"); }

GameController::GameController(QObject* parent) : QObject(parent) {
    connect(&m_engine, &EngineClient::info, this, &GameController::onEngineInfo);
    connect(&m_engine, &EngineClient::finished, this, &GameController::onEngineFinished);

    m_tick.setInterval(100);
    connect(&m_tick, &QTimer::timeout, this, &GameController::onClockTick);
    m_computerDelay.setSingleShot(true);
    connect(&m_computerDelay, &QTimer::timeout, this, &GameController::startComputerIfDue);
    setView(GameRecord::Root);
}

GameController::~GameController() {
    // The window that listens is being destroyed too: it hears nothing more. The engine
    // client stops the search and ends its thread.
    blockSignals(true);
}

void GameController::newGame(const GameSetup& setup) {
    GameRecord record(setup.start);
    writeNewGameTags(record, setup);
    start(setup, record);
    proceed();
}

void GameController::loadGame(const GameRecord& record, const GameSetup& setup) {
    start(setup, record);
    // The clock commands of the main line become the clock history; the rest of each
    // comment stays in the record.
    GameClock::Times times = m_clock.at(0);
    const std::vector<NodeId> line = m_record.mainLine();
    for (std::size_t i = 0; i < line.size(); ++i) {
        bool read = false;
        if (hasClock()) {
            std::string rest;
            const std::string& comment = m_record.node(line[i]).commentAfter;
            if (const auto clock = takeClockCommand(comment, &rest)) {
                times[slot(moverAt(static_cast<int>(i)))] = *clock;
                m_readClockComments[line[i]] = {comment, rest, *clock};
                m_record.setComment(line[i], CommentPlace::After, rest);
                read = true;
            }
        }
        m_clock.push(times, read);
    }
    // Saved mid-turn: the side to move had used part of its turn already.
    if (const std::string turn = m_record.tag(TurnClockTag); !turn.empty()) {
        m_record.removeTag(TurnClockTag);
        if (const auto ms = readTurnClock(turn); ms && hasClock() && record.result() == "*")
            m_clock.setRemaining(m_game.position().sideToMove(), *ms);
    }
    if (!m_game.status().isOver() && record.result() != "*") {
        // Over by what the record says: resignation, agreement, time, adjudication...
        m_over = true;
        m_result = QString::fromStdString(record.result());
        m_reason = recordedEnding(record);
        emit changed();
        emit clocksChanged();
        emit gameOver(m_result, m_reason);
        return;
    }
    proceed();
    // A record that ends in mate or a rule draw with its result written keeps its own
    // Termination: the game did not end here, and Take Back does not apply (the window
    // hears it: the ending announced above said otherwise).
    if (m_over && record.result() != "*") {
        m_endedHere = false;
        emit changed();
    }
}

// Takes over a game: stops the engine and resets every piece of state to it.
void GameController::start(const GameSetup& setup, const GameRecord& record) {
    cancelEngine();
    m_computerDelay.stop();
    ++m_gameNumber;
    m_setup = setup;
    m_record = record;
    m_game = m_record.mainGame();
    m_redo.clear();
    m_takenBackEnding.reset();
    m_over = m_endedHere = false;
    m_playedOn = false;
    m_ending = Ending{};
    m_result = "*";
    m_reason.clear();
    m_readClockComments.clear();
    m_engine.forgetGame();
    m_clock.reset(setup.clockMs, setup.incrementMs);
    m_tick.stop();
    setView(m_record.mainLineEnd());
    m_knownScores.clear();
    setWhiteScore(std::nullopt);
}

// Announces a change of the game (taken over, moves taken back or replayed, its main line
// edited) and lets whoever is to move play.
void GameController::proceed() {
    emit changed();
    emit clocksChanged();
    checkGameOver();
    startClock();
    startComputerIfDue();
    startAnalysisIfDue();
}

GameRecord GameController::record() const {
    GameRecord g = m_record;
    const bool recordsPlayers =
        m_setup.hasComputer() || g.hasTag("WhiteType") || g.hasTag("BlackType") || g.tags().empty();
    if ((recordsPlayers || hasClock()) && !m_setup.onlyLooking)
        writeSetupTags(g, m_setup);
    if (hasClock()) {
        const std::vector<NodeId> line = g.mainLine();
        for (std::size_t i = 0; i < line.size(); ++i) {
            const int ply = static_cast<int>(i) + 1;
            if (!m_clock.known(ply))
                continue; // no clock ran and none was read: nothing is invented
            const std::int64_t ms = m_clock.at(ply)[slot(moverAt(ply - 1))];
            const std::string& comment = g.node(line[i]).commentAfter;
            if (const auto read = m_readClockComments.find(line[i]);
                read != m_readClockComments.end() && read->second.ms == ms && read->second.rest == comment) {
                g.setComment(line[i], CommentPlace::After, read->second.asRead);
                continue;
            }
            const std::string clock = clockCommand(ms);
            g.setComment(line[i], CommentPlace::After, comment.empty() ? clock : clock + " " + comment);
        }
    }
    // A turn under way: what the side to move has left now (its last [%clk] says what it
    // had when the turn began).
    const Color mover = m_game.position().sideToMove();
    if (hasClock() && !m_over && m_game.plyCount() > 0
        && m_clock.remaining(mover) != m_clock.at(m_clock.plies())[slot(mover)])
        g.setTag(std::string(TurnClockTag), turnClockText(m_clock.remaining(mover)));
    if (m_over && m_endedHere)
        recordEnding(g, m_ending); // the standard's Termination, the reason as the last comment
    else
        g.setResult(m_result.toStdString());
    return g;
}

Move GameController::lastMoveShown() const { return m_record.node(m_viewNode).move; }

void GameController::setPieceLetters(PieceLetters letters) {
    m_letters = letters;
    emit changed();
}

bool GameController::isThinking() const { return m_engine.busy() == EngineClient::Purpose::Move; }

bool GameController::isHumanTurn() const {
    return !m_over && player(m_game.position().sideToMove()) == PlayerKind::Human;
}

Color GameController::moverAt(int ply) const {
    const bool whiteFirst = m_game.startPosition().sideToMove() == Color::White;
    return whiteFirst == (ply % 2 == 0) ? Color::White : Color::Black;
}

std::int64_t GameController::remainingMs(Color c) const {
    if (isBrowsing()) // the times when the position shown (or its branching point) was reached
        return m_clock.at(std::min(m_viewPly, m_clock.plies()))[slot(c)];
    return m_clock.remaining(c);
}

bool GameController::canUndo() const { return undoBlockedReason().isEmpty(); }

// Take Back is for a game in progress, or one that ended on this board (the takeback
// reopens it, Redo restores its end). A record that came finished (its result read from a
// file, or written in Game Information) is not taken back: its moves and result are the
// record's, and Ctrl+Z must not change them. The move list edits it instead: Delete From
// Here removes moves and keeps the recorded result.
QString GameController::undoBlockedReason() const {
    if (m_game.plyCount() == 0)
        return tr("No move has been made yet.");
    if (m_over && !m_endedHere)
        return tr("This record is finished (%1): Take Back is for a game in progress. To remove "
                  "moves, right-click one in the move list and choose Delete From Here (the result "
                  "stays); a move played on an earlier position becomes a variation.")
            .arg(m_result);
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
    if (isBrowsing()) {
        // Exploring: the move goes into the record where the user is looking.
        const std::vector<NodeId>& next = m_record.node(m_viewNode).children;
        const bool known =
            std::any_of(next.begin(), next.end(), [&](NodeId n) { return m_record.node(n).move == move; });
        const NodeId id = m_record.addMove(m_viewNode, move);
        if (id < 0)
            return false;
        goToNode(id);
        if (!known)
            emit recordEdited();
        if (!isBrowsing())
            startComputerIfDue(); // the user stepped onto the game's end
        return true;
    }
    if (m_over || !isHumanTurn() || !isLegal(m_game.position(), move))
        return false;
    cancelEngine(); // a hint or analysis of the old position
    addMove(move, false);
    return true;
}

void GameController::addMove(Move move, bool byComputer) {
    const Color mover = m_game.position().sideToMove();
    const bool follow = !isBrowsing(); // a user looking at another position stays there
    const NodeId at = m_record.mainLineEnd();
    if (clocksRun())
        m_clock.moved(mover);
    else // the times carried forward, no reading: no clock comment is written for it
        m_clock.push(m_clock.at(m_clock.plies()), false);
    m_tick.stop();
    m_playedOn = true;
    m_game.play(move);
    m_record.playMainLine(move);
    m_redo.replacedAt(m_record, at); // a new move replaces what was taken back
    m_takenBackEnding.reset();
    setView(follow ? m_record.mainLineEnd() : m_viewNode);
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
    if (m_over && !m_takenBackEnding) {
        const GameClock::Times clocks{m_clock.remaining(Color::White), m_clock.remaining(Color::Black)};
        m_takenBackEnding =
            TakenBackEnding{m_game.plyCount(), m_endedHere, m_ending, m_result, m_reason, clocks};
    }
    do {
        m_redo.push({m_record, {m_clock.at(m_game.plyCount()), m_clock.known(m_game.plyCount())}});
        // The move goes with its alternatives (a variation left behind would become the game's
        // continuation). Redo brings all back; another move here brings the alternatives back
        // as its variations (addMove).
        const NodeId parent = m_record.node(m_record.mainLineEnd()).parent;
        while (!m_record.node(parent).children.empty())
            m_record.deleteFrom(m_record.node(parent).children.back());
        m_game.undo();
    } while (vsComputer() && m_game.plyCount() > 0
             && player(m_game.position().sideToMove()) == PlayerKind::Computer);
    m_clock.rewindTo(m_game.plyCount());
    reopen();
    setView(m_record.contains(m_viewNode) && isBrowsing() ? m_viewNode : m_record.mainLineEnd());
    setWhiteScore(knownScoreAt(m_viewNode));
    emit recordEdited(); // a takeback changes the game: saved (before any clock runs again)
    proceed();
}

void GameController::redo() {
    if (!canRedo())
        return;
    cancelEngine();
    m_computerDelay.stop();
    m_tick.stop();
    const bool follow = !isBrowsing();
    do {
        const Takebacks::Clocks clocks = m_redo.redoInto(m_record);
        m_game.play(m_record.node(m_record.mainLineEnd()).move);
        m_clock.push(clocks.times, clocks.known);
    } while (vsComputer() && !m_redo.empty()
             && player(m_game.position().sideToMove()) == PlayerKind::Computer);
    setView(follow || !m_record.contains(m_viewNode) ? m_record.mainLineEnd() : m_viewNode);
    setWhiteScore(knownScoreAt(m_viewNode));
    if (m_takenBackEnding && m_takenBackEnding->ply == m_game.plyCount()) {
        // Back at the end: the game is over as it was (its result, reason and Termination).
        const TakenBackEnding e = *m_takenBackEnding;
        m_takenBackEnding.reset();
        m_over = true;
        m_endedHere = e.endedHere;
        m_ending = e.ending;
        m_result = e.result;
        m_reason = e.reason;
        if (m_clock.enabled()) // the clocks as the game ended: a loss on time shows its zero
            for (Color c : {Color::White, Color::Black})
                m_clock.setRemaining(c, e.clocks[static_cast<std::size_t>(index(c))]);
        m_record.setResult(m_result.toStdString());
        stopAndAnnounceEnding();
        emit recordEdited();
        return;
    }
    emit recordEdited();
    proceed();
}

void GameController::resign() {
    const std::optional<Color> loser = resigningSide();
    if (!loser)
        return;
    cancelEngine();
    finishWithoutMove(GameEnd::Resignation, *loser);
}

void GameController::offerDraw() {
    if (m_over || !vsComputer())
        return;
    const Color computer = player(Color::White) == PlayerKind::Computer ? Color::White : Color::Black;
    if (m_whiteScore && (computer == Color::White ? *m_whiteScore : -*m_whiteScore) <= -20) {
        cancelEngine();
        finishWithoutMove(GameEnd::DrawAgreed, computer);
    } else {
        emit statusMessage(tr("The computer declines the draw offer."));
    }
}

void GameController::agreeDraw() {
    if (m_over)
        return;
    cancelEngine();
    finishWithoutMove(GameEnd::DrawAgreed, m_game.position().sideToMove());
}

void GameController::setAnalysisEnabled(bool on) {
    m_analysisEnabled = on;
    if (!on && m_engine.busy() == EngineClient::Purpose::Analysis)
        cancelEngine();
    startAnalysisIfDue();
}

void GameController::setAnalysisLines(int lines) {
    lines = std::clamp(lines, 1, 5);
    if (lines == m_analysisLines)
        return;
    m_analysisLines = lines;
    if (m_engine.busy() == EngineClient::Purpose::Analysis)
        cancelEngine();
    startAnalysisIfDue();
}

void GameController::setPlayer(Color side, PlayerKind kind) {
    if (player(side) == kind)
        return;
    const GameSetup before = m_setup;
    m_setup.players[slot(side)] = kind;
    m_setup.onlyLooking = false; // who plays on is chosen now: the record says so from here
    renamePlayers(m_record, before, m_setup);
    if (isThinking() && player(m_game.position().sideToMove()) == PlayerKind::Human)
        cancelEngine();
    emit changed();
    startComputerIfDue(); // the computer's move comes first; analysis resumes after it
    startAnalysisIfDue();
}

void GameController::setLevel(int level) {
    level = std::clamp(level, 1, LevelCount);
    if (level == m_setup.level)
        return;
    const GameSetup before = m_setup;
    m_setup.level = level;
    renamePlayers(m_record, before, m_setup);
    if (isThinking())
        cancelEngine(); // think again at the new level
    emit changed();
    startComputerIfDue();
}

void GameController::goToPly(int ply) {
    const std::vector<NodeId> line = m_record.mainLine();
    ply = std::clamp(ply, 0, static_cast<int>(line.size()));
    goToNode(ply == 0 ? GameRecord::Root : line[static_cast<std::size_t>(ply - 1)]);
}

void GameController::goToNode(NodeId id) {
    if (!m_record.contains(id) || id == m_viewNode)
        return;
    setView(id);
    if (m_engine.busy() == EngineClient::Purpose::Analysis)
        cancelEngine();
    if (m_analysisEnabled)
        setWhiteScore(knownScoreAt(m_viewNode));
    emit changed();
    emit clocksChanged();
    startAnalysisIfDue();
}

void GameController::stepView(int delta) {
    NodeId id = m_viewNode;
    for (; delta < 0 && id != GameRecord::Root; ++delta)
        id = m_record.node(id).parent;
    for (; delta > 0 && !m_record.node(id).children.empty(); --delta)
        id = m_record.node(id).children.front();
    goToNode(id);
}

void GameController::finishGame(GameEnd how, Color side) {
    m_over = m_endedHere = true;
    m_ending = describeEnding(how, side);
    m_result = QString::fromStdString(m_ending.result);
    m_reason = endingText(how, side); // the record keeps the English words
    m_record.setResult(m_ending.result);
    if (how == GameEnd::Checkmate) {
        noteScore(m_game.position().key(), side == Color::White ? -MateScore : MateScore);
        setWhiteScore(side == Color::White ? -MateScore : MateScore);
    }
    stopAndAnnounceEnding();
}

void GameController::finishWithoutMove(GameEnd how, Color side) {
    finishGame(how, side);
    emit recordEdited();
}

// The game is over (m_result and m_reason say how): nothing runs any more, and everyone hears.
void GameController::stopAndAnnounceEnding() {
    m_clock.stop();
    m_tick.stop();
    m_computerDelay.stop();
    emit changed();
    emit clocksChanged();
    emit gameOver(m_result, m_reason);
}

// The game goes on again (a takeback after its end).
void GameController::reopen() {
    m_over = m_endedHere = false;
    m_ending = Ending{};
    m_result = "*";
    m_reason.clear();
    m_record.setResult("*");
}

void GameController::checkGameOver() {
    if (m_over)
        return;
    const GameStatus status = m_game.status();
    if (status.isOver())
        finishGame(gameEndOf(status.outcome), m_game.position().sideToMove());
}

void GameController::setView(NodeId id) {
    m_viewNode = id;
    m_viewPly = static_cast<int>(m_record.lineTo(id).size());
    m_viewPosition = m_record.positionAt(id);
}

// The side to move's clock runs from the first move of the game on; in a record only looked
// at ("Just Look"), from the first move played on.
void GameController::startClock() {
    if (!clocksRun() || m_over || m_game.plyCount() == 0 || isPaused()
        || (m_setup.onlyLooking && !m_playedOn))
        return;
    m_clock.start(m_game.position().sideToMove());
    m_ticksSinceCheckpoint = 0;
    m_tick.start();
}

void GameController::pauseGame() {
    if (m_pauses++ > 0 || !m_clock.isRunning())
        return;
    m_clock.stop(); // charges the time used so far
    m_tick.stop();
    emit clocksChanged();
    emit clockCheckpoint();
}

void GameController::resumeGame() {
    if (m_pauses == 0 || --m_pauses > 0)
        return;
    if (!m_clock.isRunning())
        startClock();
    startComputerIfDue();
}

void GameController::onClockTick() {
    if (!m_clock.isRunning() || m_over)
        return;
    const Color mover = m_game.position().sideToMove();
    if (m_clock.remaining(mover) > 0) {
        emit clocksChanged();
        if (++m_ticksSinceCheckpoint * m_tick.interval() >= CheckpointMs) {
            m_ticksSinceCheckpoint = 0;
            emit clockCheckpoint();
        }
        return;
    }
    cancelEngine();
    m_clock.flagFell(mover);
    finishWithoutMove(timeoutEnd(m_game.position(), mover), mover);
}

} // namespace grand::ui
