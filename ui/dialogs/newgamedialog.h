#pragma once

// New game: who plays (you against the computer with a colour, two people at one
// computer, or the computer against itself), the playing level, an optional clock and an
// optional start position.

#include "ui/game/gamecontroller.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace grand::ui {

class Settings;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(Settings& settings, QWidget* parent = nullptr);
    // Writes the choices to the preferences, which hold the next game's settings
    // (nextGameSetup() reads them).
    void saveChoices();
    // The start position chosen (the standard one unless a FEN was given).
    Position startPosition() const;

private:
    void updateState();

    Settings& m_settings;
    QComboBox* m_mode;
    QComboBox* m_color;
    QComboBox* m_level;
    QCheckBox* m_turnBoard;
    QCheckBox* m_clock;
    QSpinBox* m_minutes;
    QSpinBox* m_increment;
    QLineEdit* m_fen;
    QLabel* m_fenError;
    QPushButton* m_ok = nullptr;
};

} // namespace grand::ui
