#include "ui/board/moveinput.h"

#include "ui/board/boardwidget.h"
#include "ui/board/holdingspanel.h"
#include "ui/board/promotiontext.h"

#include "engine/explain.h"
#include "engine/movegen.h"

#include <QKeyEvent>

namespace grand::ui {

MoveInput::MoveInput(GameController& controller, BoardWidget& board, HoldingsPanel& holdings, QObject* parent)
        : QObject(parent), m_controller(controller), m_board(board), m_holdings(holdings) {}

void MoveInput::attempt(Square from, Square to) {
    const GameController& c = m_controller;
    const Position& pos = c.viewPosition();
    if (!c.isBrowsing()) {
        if (c.isOver()) {
            emit statusMessage(tr("The game is over: %1. Start a new game to play again, or go back to an "
                                  "earlier move to try another line.")
                                   .arg(c.reasonText()));
            return;
        }
        if (!c.isHumanTurn()) {
            emit statusMessage(tr("Wait for the computer's move."));
            return;
        }
    }
    if (from == to) {
        // A click on a piece that cannot move now.
        const Piece p = pos.pieceOn(from);
        if (p != Piece::Empty && colorOf(p) != pos.sideToMove())
            emit statusMessage(tr("It is %1's move.").arg(colorName(pos.sideToMove())));
        else if (const std::string hint = pawnPromotionHint(pos, from); !hint.empty())
            emit statusMessage(QString::fromStdString(hint));
        return;
    }
    std::vector<Move> candidates;
    for (Move m : legalMovesFrom(pos, from))
        if (m.to() == to)
            candidates.push_back(m);
    if (candidates.empty()) {
        emit illegalAttempt();
        emit statusMessage(QString::fromStdString(explainIllegalMove(pos, from, to)));
        return;
    }
    if (candidates.size() == 1) {
        m_controller.playHumanMove(candidates.front());
        return;
    }
    // Several moves to one square: the promotion choices (and perhaps staying a pawn).
    m_from = from;
    m_to = to;
    m_moves = candidates;
    std::vector<PieceType> choices;
    bool canStay = false;
    for (Move m : candidates) {
        if (m.isPromotion())
            choices.push_back(m.promotion());
        else
            canStay = true;
    }
    m_board.setPendingPromotion(from, to);
    m_board.setInteractive(false);
    m_holdings.startPromotion(pos.sideToMove(), choices, canStay);
    emit statusMessage(promotionPrompt(choices, canStay, m_controller.pieceLetters()));
}

void MoveInput::finishPromotion(PieceType type) {
    if (!isChoosingPromotion())
        return;
    const auto chosen =
        std::find_if(m_moves.begin(), m_moves.end(), [type](Move m) { return m.promotion() == type; });
    if (chosen == m_moves.end()) {
        // Not on offer: say why and keep choosing.
        const Position& pos = m_controller.viewPosition();
        emit statusMessage(unavailablePromotionText(pos, pos.sideToMove(), type, m_to));
        return;
    }
    const Move move = *chosen;
    endPromotion();
    m_controller.playHumanMove(move);
    emit promotionEnded();
}

void MoveInput::cancelPromotion() {
    if (!isChoosingPromotion())
        return;
    endPromotion();
    emit promotionEnded();
    emit statusMessage(tr("Promotion cancelled: the pawn is back, no move made."));
}

void MoveInput::endPromotion() {
    m_from = m_to = NoSquare;
    m_moves.clear();
    m_holdings.endPromotion();
    m_board.clearPendingPromotion();
}

bool MoveInput::handleKey(const QKeyEvent& event) {
    if (!isChoosingPromotion())
        return false;
    // Q, R, B, N; M is always the marshal and A the cardinal; C follows the letter set;
    // P stays a pawn.
    const bool freeling = m_controller.pieceLetters() == PieceLetters::Freeling;
    static const std::pair<int, PieceType> Keys[] = {
        {Qt::Key_Q, PieceType::Queen}, {Qt::Key_M, PieceType::Marshal}, {Qt::Key_A, PieceType::Cardinal},
        {Qt::Key_R, PieceType::Rook},  {Qt::Key_B, PieceType::Bishop},  {Qt::Key_N, PieceType::Knight},
        {Qt::Key_P, PieceType::None},
    };
    if (event.key() == Qt::Key_Escape) {
        cancelPromotion();
        return true;
    }
    if (event.key() == Qt::Key_C) {
        finishPromotion(freeling ? PieceType::Cardinal : PieceType::Marshal);
        return true;
    }
    for (const auto& [key, type] : Keys)
        if (event.key() == key) {
            finishPromotion(type);
            return true;
        }
    return false;
}

} // namespace grand::ui
