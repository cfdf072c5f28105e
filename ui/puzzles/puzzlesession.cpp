#include "puzzlesession.h"

namespace grand::ui {

PuzzleSession::PuzzleSession(const Puzzle& puzzle) : m_puzzle(puzzle) {
    if (auto replayed = replayPuzzle(puzzle)) {
        m_start = replayed->start;
        m_line = replayed->line;
    } else {
        m_complete = true; // nothing to solve
        m_firstTry = FirstTry::Failed;
    }
}

Game PuzzleSession::game() const {
    Game g(m_start);
    for (Move m : m_played)
        g.play(m);
    return g;
}

Move PuzzleSession::expected() const {
    return m_played.size() < m_line.size() ? m_line[m_played.size()] : Move();
}

PuzzleSession::Verdict PuzzleSession::play(Move move) {
    if (m_complete || m_played.size() % 2 != 0)
        return Verdict::Wrong;
    const Position pos = game().position();
    if (!answersPuzzleMove(pos, move, expected())) {
        if (!decided())
            m_firstTry = FirstTry::Failed;
        return Verdict::Wrong;
    }
    const bool mates = move != expected(); // another move that mates ends it too
    m_played.push_back(move);
    if (mates || m_played.size() == m_line.size()) {
        if (!decided())
            m_firstTry = FirstTry::Solved;
        m_complete = true;
        return Verdict::Solved;
    }
    return Verdict::Right;
}

std::optional<Move> PuzzleSession::replyDue() const {
    if (m_complete || m_played.size() % 2 == 0 || m_played.size() >= m_line.size())
        return std::nullopt;
    return m_line[m_played.size()];
}

void PuzzleSession::playReply() {
    if (const auto reply = replyDue())
        m_played.push_back(*reply);
}

void PuzzleSession::showSolution() {
    if (m_complete)
        return;
    if (!decided())
        m_firstTry = FirstTry::Failed;
    m_solutionShown = true;
    while (m_played.size() < m_line.size())
        m_played.push_back(m_line[m_played.size()]);
    m_complete = true;
}

void PuzzleSession::restart() {
    if (m_line.empty())
        return;
    m_played.clear();
    m_complete = false;
    m_solutionShown = false;
}

double PuzzleSession::score() const {
    if (m_firstTry != FirstTry::Solved)
        return 0;
    return m_hintUsed ? 0.5 : 1;
}

} // namespace grand::ui
