#pragma once

// What the window says about the game in words: the status line for the position shown,
// the players' names, and the players part of the window title.

#include "ui/game/gamecontroller.h"

#include <QString>

namespace grand::ui {

// "White to move.", "Black (the computer) is thinking...", "Looking at move 12 of 40: ...".
QString stateText(const GameController& game);
// "Human", "Computer · level 4 (Club)", or the name (and rating) the record gives.
QString playerName(const GameController& game, Color side);
// In words, so that either side reads it: "White is better by 0.35", "about level, -0.10",
// "Black mates in 3", "White has mated".
QString evaluationText(int whiteScore);
// How a record says it ended, for the banner: its Termination tag when that says more than
// "normal", otherwise the result in words ("White won").
QString recordedEnding(const GameRecord& record);
// " · Vehre – Schmittberger, Cyber World Championship, 2001": what the record names of
// the players, the event and the year; empty when it names none.
QString playersTitle(const GameRecord& record);

} // namespace grand::ui
