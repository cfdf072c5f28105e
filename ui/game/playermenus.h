#pragma once

// Game -> Computer Plays (White, Black, Both Sides, Neither) and Game -> Level: who plays
// the game in progress, changeable at any moment (a loaded record or a set-up position can
// be handed to the computer).

#include "ui/game/gamecontroller.h"

#include <QObject>

#include <vector>

class QAction;
class QMenu;

namespace grand::ui {

class PlayerMenus : public QObject {
    Q_OBJECT
public:
    // Adds both menus to `parent`.
    PlayerMenus(GameController& game, QMenu* parent);
    // Checks the entries that describe the game now.
    void refresh();

signals:
    void changedByUser(); // the user handed a side over or changed the level

private:
    GameController& m_game;
    std::vector<QAction*> m_players; // White, Black, Both, Neither
    std::vector<QAction*> m_levels;
};

} // namespace grand::ui
