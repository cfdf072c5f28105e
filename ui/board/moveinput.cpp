#include "ui/board/moveinput.h"

#include "ui/base/armytexts.h"
#include "ui/base/enginetexts.h"
#include "ui/board/boardwidget.h"
#include "ui/board/holdingspanel.h"
#include "ui/board/promotiontext.h"

#include "engine/rules/armies.h"
#include "engine/rules/explain.h"
#include "engine/rules/movegen.h"

#include <QKeyEvent>

namespace grand::ui {

MoveInput::MoveInput(GameController& controller, BoardWidget& board, HoldingsPanel& holdings, QObject* parent)
        : QObject(parent), m_controller(controller), m_board(board), m_holdings(holdings) {}

// Whether the player may move in the position shown; if not, says why.
bool MoveInput::mayMoveNow() {
    const GameController& c = m_controller;
    if (c.isBrowsing())
        return true;
    if (c.isOver()) {
        emit statusMessage(tr("The game is over: %1. Start a new game to play again, or go back to an "
                              "earlier move to try another line.")
                               .arg(c.reasonText()));
        return false;
    }
    if (!c.isHumanTurn()) {
        emit statusMessage(tr("Wait for the computer's move."));
        return false;
    }
    return true;
}

void MoveInput::playWhole(Move m) {
    if (isChoosingPromotion()) // a choice on the board gives way to the move typed
        endPromotion();
    if (!mayMoveNow())
        return;
    const Position& pos = m_controller.viewPosition();
    if (!legalMovesFrom(pos, m.from()).contains(m)) {
        emit illegalAttempt();
        emit statusMessage(whyNot(m.from(), m.to()));
        return;
    }
    m_controller.playHumanMove(m);
}

// Why moving from `from` to `to` is not legal: a refused castling in the user's words,
// anything else as the engine explains it.
QString MoveInput::whyNot(Square from, Square to) const {
    const Position& pos = m_controller.viewPosition();
    if (const std::optional<bool> wing = castlingWingOf(pos, from, to))
        if (const CastlingRefusal refusal = castlingRefusalReason(pos, *wing);
            refusal.why != CastlingRefusal::Why::None)
            return castlingRefusalText(pos, refusal);
    return QString::fromStdString(explainIllegalMove(pos, from, to));
}

void MoveInput::attempt(Square from, Square to) {
    const Position& pos = m_controller.viewPosition();
    if (!mayMoveNow())
        return;
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
        if (m.to() == to || (pos.isCastling(m) && pos.castlingRookMove(m).from() == to)) // onto its rook
            candidates.push_back(m);
    if (candidates.empty()) {
        emit illegalAttempt();
        emit statusMessage(whyNot(from, to));
        return;
    }
    if (candidates.size() == 1) {
        m_controller.playHumanMove(candidates.front());
        return;
    }
    // Several moves to one square: an Orc's strikes, or the promotion choices (and perhaps
    // staying a pawn).
    m_from = from;
    m_to = to;
    if (std::any_of(candidates.begin(), candidates.end(), [](Move m) { return m.isStrike(); })) {
        startStrike(candidates);
        return;
    }
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
    m_holdings.startPromotion(pos.sideToMove(), choices, canStay, typeOf(pos.pieceOn(from)));
    emit statusMessage(pos.variant().hasArmies()
                           ? fantasyPromotionPrompt(choices)
                           : promotionPrompt(choices, canStay, m_controller.pieceLetters()));
}

// "Promote the Goblin: click a lit piece beside the board (Wolf Rider: W) or its tile to
// stay (Enter); Esc cancels." (Nothing forces a promotion in Fantasy Grand Chess: staying is
// always on offer.)
QString MoveInput::fantasyPromotionPrompt(const std::vector<PieceType>& choices) const {
    const Position& pos = m_controller.viewPosition();
    const Color side = pos.sideToMove();
    const ArmyInfo& army = armyInfo(pos.army(side));
    QStringList keys;
    for (PieceType t : choices)
        if (const ArmyPiece* p = army.piece(t))
            keys << QStringLiteral("%1: %2").arg(armyPieceName(pos.army(side), t)).arg(QChar(p->letter));
    const QString piece = armyPieceName(pos.army(side), typeOf(pos.pieceOn(m_from)));
    return tr("Promote the %1: click a lit piece beside the board (%2) or the tile to stay (Enter); Esc "
              "cancels.")
        .arg(piece, keys.join(QStringLiteral(", ")));
}

void MoveInput::startStrike(const std::vector<Move>& candidates) {
    m_moves.clear();
    m_strikes.clear();
    for (Move m : candidates)
        (m.isStrike() ? m_strikes : m_moves).push_back(m);
    m_strikeFocus = 0;
    m_board.setPendingPromotion(m_from, m_to);
    m_board.setInteractive(false);
    focusStrike(0);
    emit statusMessage(
        m_moves.empty()
            ? tr("The Orc strikes: click a ringed enemy piece to remove it (or choose with the "
                 "arrow keys and press Enter); Esc cancels.")
            : tr("The Orc may strike: click a ringed enemy piece to remove it (or choose with the "
                 "arrow keys and press Enter); Esc moves without striking."));
}

void MoveInput::focusStrike(int step) {
    if (m_strikes.empty())
        return;
    const int n = static_cast<int>(m_strikes.size());
    m_strikeFocus = ((m_strikeFocus + step) % n + n) % n;
    std::vector<Square> targets;
    for (Move m : m_strikes)
        targets.push_back(m.struck());
    m_board.setStrikeTargets(targets, m_strikes[static_cast<std::size_t>(m_strikeFocus)].struck());
}

void MoveInput::focusStrikeOn(Square square) {
    const auto at =
        std::find_if(m_strikes.begin(), m_strikes.end(), [square](Move m) { return m.struck() == square; });
    if (at != m_strikes.end())
        focusStrike(static_cast<int>(at - m_strikes.begin()) - m_strikeFocus);
}

void MoveInput::finishStrike(Square square) {
    const auto chosen =
        std::find_if(m_strikes.begin(), m_strikes.end(), [square](Move m) { return m.struck() == square; });
    if (chosen == m_strikes.end())
        return;
    const Move move = *chosen;
    endPromotion();
    m_controller.playHumanMove(move);
    emit promotionEnded();
}

void MoveInput::finishPromotion(PieceType type) {
    if (!isChoosingPromotion())
        return;
    const auto chosen =
        std::find_if(m_moves.begin(), m_moves.end(), [type](Move m) { return m.promotion() == type; });
    if (chosen == m_moves.end()) {
        // Not on offer: say why and keep choosing.
        const Position& pos = m_controller.viewPosition();
        if (pos.variant().promotion == PromotionChoice::Captured) {
            emit statusMessage(unavailablePromotionText(pos, pos.sideToMove(), type, m_to));
        } else {
            emit statusMessage(armyPromotionRefusal(pos, m_from, m_to, type));
        }
        return;
    }
    const Move move = *chosen;
    endPromotion();
    m_controller.playHumanMove(move);
    emit promotionEnded();
}

// Why the piece on `from`, arriving on `to`, cannot become `type` in a game of armies: its
// kind never does ("A Soldier never becomes a Cannon; it may become a General, Guard or
// Priest."), not yet on this rank, or none of that kind of the mover's has been captured.
QString MoveInput::armyPromotionRefusal(const Position& pos, Square from, Square to, PieceType type) {
    const Color side = pos.sideToMove();
    const Army army = pos.army(side);
    const PieceType moving = typeOf(pos.pieceOn(from));
    const QString piece = armyPieceName(army, moving), wanted = armyPieceName(army, type);
    const PromotionRule* rule = armyInfo(army).promotionFor(moving);
    if (!rule || std::find(rule->to.begin(), rule->to.end(), type) == rule->to.end()) {
        QStringList kinds;
        if (rule)
            for (PieceType t : rule->to)
                kinds << armyPieceName(army, t);
        if (kinds.isEmpty())
            return tr("A %1 never becomes a %2.").arg(piece, wanted);
        const QString last = kinds.takeLast();
        const QString list =
            kinds.isEmpty() ? last : tr("%1 or %2").arg(kinds.join(QStringLiteral(", ")), last);
        return tr("A %1 never becomes a %2; it may become a %3.").arg(piece, wanted, list);
    }
    if (pos.variant().relativeRank(side, rankOf(to)) < rule->firstRank)
        return tr("The %1 may become a %2 only from rank %3 on.")
            .arg(piece, wanted)
            .arg(side == Color::White ? rule->firstRank + 1 : pos.variant().ranks - rule->firstRank);
    return tr("The %1 cannot become a %2 now: no %2 of yours has been captured.").arg(piece, wanted);
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
    m_strikes.clear();
    m_holdings.endPromotion();
    m_board.clearPendingPromotion();
}

bool MoveInput::handleKey(const QKeyEvent& event) {
    if (!isChoosingPromotion())
        return false;
    if (isChoosingStrike())
        return handleStrikeKey(event);
    if (m_controller.viewPosition().variant().hasArmies()) // the armies' letters
        return handleFantasyPromotionKey(event);
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

bool MoveInput::isStrikeKey(int key) {
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backtab:
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Tab:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

// Left/Up and Right/Down/Tab move the choice among the ringed pieces, Enter strikes, Esc
// makes the plain move (or, when the Orc must strike, cancels).
bool MoveInput::handleStrikeKey(const QKeyEvent& event) {
    switch (event.key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backtab:
        focusStrike(-1);
        return true;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Tab:
        focusStrike(1);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        finishStrike(m_strikes[static_cast<std::size_t>(m_strikeFocus)].struck());
        return true;
    case Qt::Key_Escape:
        if (m_moves.empty()) {
            cancelPromotion();
        } else {
            const Move plain = m_moves.front();
            endPromotion();
            m_controller.playHumanMove(plain);
            emit promotionEnded();
        }
        return true;
    default:
        return false;
    }
}

// The army's letters choose; Enter stays (when staying is allowed); Esc cancels.
bool MoveInput::handleFantasyPromotionKey(const QKeyEvent& event) {
    if (event.key() == Qt::Key_Escape) {
        cancelPromotion();
        return true;
    }
    if (event.key() == Qt::Key_Return || event.key() == Qt::Key_Enter) {
        finishPromotion(PieceType::None);
        return true;
    }
    const QString text = event.text().toUpper();
    if (text.size() != 1 || !text[0].isLetter())
        return false;
    const Position& pos = m_controller.viewPosition();
    if (const ArmyPiece* p = armyInfo(pos.army(pos.sideToMove())).pieceByLetter(text[0].toLatin1())) {
        finishPromotion(p->type);
        return true;
    }
    return false;
}

} // namespace grand::ui
