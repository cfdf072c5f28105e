#pragma once

// New game: Grand Chess, Fantasy Grand Chess (an army for each side, or a random one, each
// shown with its setup and character) or Embassy Chess, each with a line about it (and,
// without armies, its start position drawn), who plays (you against the computer with a
// colour, two people at one computer, or the computer against itself), the playing level,
// an optional clock and an optional start position.

#include "ui/game/gamecontroller.h"

#include <QDialog>
#include <QPixmap>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace grand::ui {

class ArmySetupView;
class Settings;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    NewGameDialog(Settings& settings, QWidget* parent = nullptr);
    // Writes the choices to the preferences, which hold the next game's settings
    // (nextGameSetup() reads them).
    void saveChoices();
    // The start position given as a FEN, if any (the settings' game otherwise).
    std::optional<Position> fenPosition() const;

private:
    // One side's army choice: the list (Random first, then the six armies), its setup
    // picture and its character line.
    struct ArmyChoice {
        QComboBox* list;
        ArmySetupView* setup;
        QLabel* character;
    };
    ArmyChoice makeArmyChoice(Color side, const QString& chosen);
    void showArmy(const ArmyChoice& choice, Color side);
    void updateState();
    // The game chosen in the list.
    const Variant& game() const;
    static constexpr int DiagramSize = 220; // pixels, the longer side of a board drawn
    QPixmap diagramOf(const Position& pos) const;

    Settings& m_settings;
    QComboBox* m_variant;
    QLabel* m_gameLine; // one line about the chosen game
    QLabel* m_diagram;  // its start position, or the FEN's (without armies to choose)
    QWidget* m_armies;
    std::array<ArmyChoice, 2> m_army{};
    QComboBox* m_mode;
    QComboBox* m_color;
    QComboBox* m_level;
    QLabel* m_levelDescription; // how the chosen level plays
    QCheckBox* m_turnBoard;
    QCheckBox* m_clock;
    QSpinBox* m_minutes;
    QSpinBox* m_increment;
    QLineEdit* m_fen;
    QLabel* m_fenError;
    QPushButton* m_ok = nullptr;
};

} // namespace grand::ui
