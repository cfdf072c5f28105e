#pragma once

// Edit menu's clipboard entries: copy the game as PGN, the position as FEN or as an image,
// and paste a game (PGN) or a position (FEN).

#include "ui/game/gamecontroller.h"

#include <QObject>

class QMenu;

namespace grand::ui {

class BoardWidget;
class GameFiles;
class Settings;

class ClipboardActions : public QObject {
    Q_OBJECT
public:
    // Adds the entries to `edit`.
    ClipboardActions(GameController& game, GameFiles& files, Settings& settings, BoardWidget& board,
                     QMenu* edit);

signals:
    void statusMessage(const QString& text);
    // The clipboard held a position: the window starts a game from it.
    void fenPasted(const QString& fen);

private:
    void paste();

    GameController& m_game;
    GameFiles& m_files;
    Settings& m_settings;
    BoardWidget& m_board;
};

} // namespace grand::ui
