#pragma once

// A draw offer and a resignation as people make them: in a two-player game the other player
// is asked to accept a draw (two buttons); a resignation names the side that resigns and
// asks before it ends the game. Against the computer, the computer answers an offer.

#include "ui/game/gamecontroller.h"

class QWidget;

namespace grand::ui {

// Returns news for the status bar (a declined offer), or nothing.
QString offerDraw(QWidget* parent, GameController& game);
void confirmResignation(QWidget* parent, GameController& game);

} // namespace grand::ui
