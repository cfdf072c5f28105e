#pragma once

// Which events of the game make which sound: every move (capture, check and promotion
// have their own), the end of the game and a clock running low.

namespace grand::ui {

class GameController;
class SoundPlayer;

// Plays `sounds` on `controller`'s events for as long as both live.
void attachSounds(SoundPlayer* sounds, GameController* controller);

} // namespace grand::ui
