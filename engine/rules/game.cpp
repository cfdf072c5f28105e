#include "engine/rules/game.h"

#include "engine/rules/movegen.h"

namespace grand {

std::string GameStatus::result() const {
    switch (outcome) {
    case GameOutcome::Ongoing:
        return "*";
    case GameOutcome::Checkmate:
    case GameOutcome::StalemateLoss:
        return winner == Color::White ? "1-0" : "0-1";
    default:
        return "1/2-1/2";
    }
}

std::string GameStatus::reason() const {
    switch (outcome) {
    case GameOutcome::Ongoing:
        return "Game in progress";
    case GameOutcome::Checkmate:
        return std::string("Checkmate, ") + (winner == Color::White ? "White" : "Black") + " wins";
    case GameOutcome::Stalemate:
        return "Draw by stalemate";
    case GameOutcome::StalemateLoss:
        return std::string("Stalemate, ") + (winner == Color::White ? "White" : "Black") + " wins";
    case GameOutcome::Repetition:
        return "Draw by threefold repetition";
    case GameOutcome::FiftyMoves:
        return "Draw by the fifty-move rule";
    case GameOutcome::InsufficientMaterial:
        return "Draw: neither side can checkmate";
    }
    return {};
}

bool isInsufficientMaterial(const Position& pos) {
    if (pos.variant().onlyBareRoyalsDraw)
        return pos.pieceCount() == 2;
    int minors[2] = {0, 0};
    int bishopSquareColors = 0; // bit 0: a bishop on a dark square, bit 1: on a light square
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceOn(s);
        switch (typeOf(p)) {
        case PieceType::None:
        case PieceType::King:
            break;
        case PieceType::Bishop:
            ++minors[index(colorOf(p))];
            bishopSquareColors |= 1 << ((fileOf(s) + rankOf(s)) % 2);
            break;
        case PieceType::Knight:
            ++minors[index(colorOf(p))];
            bishopSquareColors |= 4; // a knight rules out the same-coloured-bishops case
            break;
        default:
            return false; // pawns, rooks, queens, marshals, cardinals can mate
        }
    }
    const int total = minors[0] + minors[1];
    if (total <= 1)
        return true; // bare kings, or one minor piece against a bare king
    return bishopSquareColors == 1 || bishopSquareColors == 2;
}

Game::Game(const Position& start) : m_start(start), m_position(start), m_keys{start.key()} {}

bool Game::play(Move m) {
    if (!isLegal(m_position, m))
        return false;
    UndoInfo undo;
    m_position.doMove(m, undo);
    m_moves.push_back(m);
    m_undo.push_back(undo);
    m_keys.push_back(m_position.key());
    return true;
}

bool Game::undo() {
    if (m_moves.empty())
        return false;
    m_position.undoMove(m_moves.back(), m_undo.back());
    m_moves.pop_back();
    m_undo.pop_back();
    m_keys.pop_back();
    return true;
}

Position Game::positionAt(int ply) const {
    Position pos = m_start;
    UndoInfo undo;
    for (int i = 0; i < ply && i < plyCount(); ++i)
        pos.doMove(m_moves[static_cast<std::size_t>(i)], undo);
    return pos;
}

int Game::repetitions() const {
    // Only positions since the last capture or pawn move can repeat, and only those with the
    // same side to move (every second ply). The key covers board, side and en-passant right.
    const int now = plyCount();
    const int window = std::min(m_position.halfmoveClock(), now);
    int count = 1;
    for (int back = 2; back <= window; back += 2)
        if (m_keys[static_cast<std::size_t>(now - back)] == m_position.key())
            ++count;
    return count;
}

GameStatus Game::status() const {
    if (legalMoves(m_position).empty()) {
        if (m_position.inCheck())
            return {GameOutcome::Checkmate, ~m_position.sideToMove()};
        if (m_position.variant().stalemateLoses)
            return {GameOutcome::StalemateLoss, ~m_position.sideToMove()};
        return {GameOutcome::Stalemate, std::nullopt};
    }
    if (isInsufficientMaterial(m_position))
        return {GameOutcome::InsufficientMaterial, std::nullopt};
    if (repetitions() >= RepetitionCount)
        return {GameOutcome::Repetition, std::nullopt};
    if (m_position.halfmoveClock() >= FiftyMovePlies)
        return {GameOutcome::FiftyMoves, std::nullopt};
    return {};
}

} // namespace grand
