#include "ui/window/soundcues.h"

#include "ui/base/soundplayer.h"
#include "ui/game/gamecontroller.h"

namespace grand::ui {

void attachSounds(SoundPlayer* sounds, GameController* controller) {
    QObject::connect(controller, &GameController::moveMade, sounds,
                     [sounds, controller] { sounds->playLastMove(controller->game()); });
    QObject::connect(controller, &GameController::gameOver, sounds,
                     [sounds] { sounds->play(Sound::GameEnd); });
    QObject::connect(controller, &GameController::clocksChanged, sounds, [sounds, controller] {
        if (!controller->hasClock() || controller->isBrowsing())
            return;
        const Color toMove = controller->game().position().sideToMove();
        for (Color side : {Color::White, Color::Black})
            sounds->watchClock(side, controller->remainingMs(side),
                               controller->isClockRunning() && side == toMove && !controller->isOver());
    });
}

} // namespace grand::ui
