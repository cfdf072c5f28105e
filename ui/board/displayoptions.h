#pragma once

// View menu options of the board, remembered across runs: legal-move marks, animation, the
// evaluation bar (its own setting for two-player games, where it is hidden unless asked
// for) and the piece letters of the notation.

#include "ui/base/settings.h"
#include "ui/game/gamecontroller.h"

#include <QObject>

class QAction;
class QMenu;

namespace grand::ui {

class BoardArea;
class BoardWidget;
class EvalBar;

class DisplayOptions : public QObject {
    Q_OBJECT
public:
    // Adds the options to `view` and applies the remembered ones.
    DisplayOptions(Settings& settings, GameController& game, BoardWidget& board, EvalBar& evalBar,
                   BoardArea& area, QMenu* view);
    // Shows or hides the evaluation bar as the kind of game in progress asks.
    void refreshEvalBar();

private:
    QAction* toggle(QMenu* menu, const QString& text, const QString& tip, Settings::Key key);

    Settings& m_settings;
    GameController& m_game;
    BoardWidget& m_board;
    EvalBar& m_evalBar;
    BoardArea& m_area;
    QAction* m_evalBarAction = nullptr;
};

} // namespace grand::ui
