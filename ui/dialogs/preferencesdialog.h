#pragma once

// Edit -> Preferences: board colours, coordinate placement and piece set with a live
// preview, the sound volume or silence, the language (used from the next start), the name
// for the records and the engine's threads. The choices are kept in the settings; the
// apply functions put them into effect on the window's board and sound player.

#include "ui/base/settings.h"

#include "engine/rules/position.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace grand::ui {

class BoardWidget;
class SoundPlayer;

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    PreferencesDialog(Settings& settings, SoundPlayer* sounds, QWidget* parent = nullptr);

    // Writes the choices into the settings (the OK button does this).
    void saveChoices();
    BoardWidget& preview() { return *m_preview; }
    // Shows `pos` in the preview instead of the Grand Chess sample: the window passes a
    // Fantasy game's position, so that the armies' own drawings are seen in the new colours.
    void previewPosition(const Position& pos, Move lastMove);
    QComboBox& themeBox() { return *m_theme; }
    QComboBox& coordinatesBox() { return *m_coordinates; }
    QComboBox& piecesBox() { return *m_pieces; }
    QComboBox& languageBox() { return *m_language; }
    QLineEdit& nameField() { return *m_name; }
    QSpinBox& threadsField() { return *m_threads; }

    // Puts the kept appearance into effect: the piece set in use and `board`'s colours and
    // coordinates (the caller repaints the other widgets that show pieces).
    static void applyAppearance(const Settings& settings, BoardWidget& board);
    static void applySound(const Settings& settings, SoundPlayer& sounds);

private:
    void refreshPreview();

    Settings& m_settings;
    SoundPlayer* m_sounds;
    BoardWidget* m_preview;
    QComboBox* m_theme;
    QComboBox* m_coordinates;
    QComboBox* m_pieces;
    QCheckBox* m_soundOn;
    QSlider* m_volume;
    QComboBox* m_language;
    QLineEdit* m_name;
    QSpinBox* m_threads;
};

} // namespace grand::ui
