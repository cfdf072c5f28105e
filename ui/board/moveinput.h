#pragma once

// What a user's move attempt on the board does: plays it, says why it cannot be played, or
// opens the promotion moment (the pieces that may come back light up beside the board; a
// click or a letter chooses, Esc or a click elsewhere takes the pawn back). In Fantasy Grand
// Chess the letters are the army's, and an Orc reaching the zone may strike: the enemy
// pieces it may remove are ringed on the board, a click (or the arrow keys and Enter) picks
// one, Esc makes the plain move, a click elsewhere takes the Orc back.

#include "ui/game/gamecontroller.h"

#include <QObject>

#include <vector>

class QKeyEvent;

namespace grand::ui {

class BoardWidget;
class HoldingsPanel;

class MoveInput : public QObject {
    Q_OBJECT
public:
    MoveInput(GameController& controller, BoardWidget& board, HoldingsPanel& holdings,
              QObject* parent = nullptr);

    // A promotion or a strike is being chosen (the move waits for it).
    bool isChoosingPromotion() const { return m_from != NoSquare; }
    bool isChoosingStrike() const { return !m_strikes.empty(); }
    // The keys that choose a strike (arrows, Tab, Enter, Esc): while one is chosen they are
    // the strike's, not the window's shortcuts.
    static bool isStrikeKey(int key);
    // The strike on `square` (a ringed piece) for the move waiting.
    void finishStrike(Square square);
    // The choice among the ringed pieces moved to `square` (the mouse over it).
    void focusStrikeOn(Square square);
    // The user moved the piece on `from` to `to` (a click on a piece that cannot move gives
    // from == to).
    void attempt(Square from, Square to);
    // Plays exactly this move, as typed whole (a strike with its struck square, a promotion
    // with its piece), when the player may move and it is legal; else says why.
    void playWhole(Move m);
    void finishPromotion(PieceType type);
    void cancelPromotion();
    // Promotion letters and Esc while choosing; false when the key is not for it.
    bool handleKey(const QKeyEvent& event);

signals:
    void statusMessage(const QString& text);
    void illegalAttempt(); // a move the rules do not allow (for the sound)
    void promotionEnded(); // chosen or cancelled: the window shows the game again

private:
    QString whyNot(Square from, Square to) const;
    void endPromotion();
    bool mayMoveNow();
    static QString armyPromotionRefusal(const Position& pos, Square from, Square to, PieceType type);
    void startStrike(const std::vector<Move>& candidates);
    void focusStrike(int step);
    QString fantasyPromotionPrompt(const std::vector<PieceType>& choices) const;
    bool handleFantasyPromotionKey(const QKeyEvent& event);
    bool handleStrikeKey(const QKeyEvent& event);

    GameController& m_controller;
    BoardWidget& m_board;
    HoldingsPanel& m_holdings;
    Square m_from = NoSquare;
    Square m_to = NoSquare;
    std::vector<Move> m_moves;   // the pawn's legal variants of the move being chosen
    std::vector<Move> m_strikes; // an Orc's strikes, of the move being chosen
    int m_strikeFocus = 0;
};

} // namespace grand::ui
