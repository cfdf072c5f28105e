#include "ui/dialogs/newgamedialog.h"

#include "ui/base/enginetexts.h"
#include "ui/base/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace grand::ui {

NewGameDialog::NewGameDialog(Settings& settings, QWidget* parent)
        : QDialog(parent), m_settings(settings), m_mode(new QComboBox), m_color(new QComboBox),
          m_level(new QComboBox), m_turnBoard(new QCheckBox(tr("Turn the board towards the side to move"))),
          m_clock(new QCheckBox(tr("Play with a clock"))), m_minutes(new QSpinBox), m_increment(new QSpinBox),
          m_fen(new QLineEdit), m_fenError(new QLabel) {
    setWindowTitle(tr("New Game"));
    m_mode->addItems({tr("Play against the computer"), tr("Two players at this computer"),
                      tr("Watch the computer play itself")});
    m_color->addItems({tr("White"), tr("Black"), tr("Random")});
    for (const PlayingLevel& l : playingLevels())
        m_level->addItem(levelChoiceText(l));
    m_level->setToolTip(levelRatingsExplained());
    m_minutes->setRange(1, 180);
    m_minutes->setSuffix(tr(" min"));
    m_increment->setRange(0, 60);
    m_increment->setSuffix(tr(" s per move"));
    m_fen->setPlaceholderText(tr("Standard start position (or paste a FEN)"));
    m_fenError->setStyleSheet("color: #b33;");
    m_fenError->setWordWrap(true);

    auto* clockRow = new QHBoxLayout;
    clockRow->addWidget(m_clock);
    clockRow->addWidget(m_minutes);
    clockRow->addWidget(new QLabel("+"));
    clockRow->addWidget(m_increment);
    clockRow->addStretch(1);

    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), m_mode);
    form->addRow(tr("You &play:"), m_color);
    form->addRow(tr("Computer &level:"), m_level);
    form->addRow(QString(), m_turnBoard);
    form->addRow(tr("Clock:"), clockRow);
    form->addRow(tr("Start &position:"), m_fen);
    form->addRow(QString(), m_fenError);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    m_mode->setCurrentIndex(settings.number(Settings::Key::Mode));
    m_color->setCurrentIndex(settings.number(Settings::Key::HumanColor));
    m_level->setCurrentIndex(std::clamp(settings.number(Settings::Key::Level), 1, LevelCount) - 1);
    m_turnBoard->setChecked(settings.flag(Settings::Key::TurnBoard));
    m_clock->setChecked(settings.flag(Settings::Key::ClockEnabled));
    m_minutes->setValue(settings.number(Settings::Key::ClockMinutes));
    m_increment->setValue(settings.number(Settings::Key::ClockIncrement));
    connect(m_mode, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateState);
    connect(m_clock, &QCheckBox::toggled, this, &NewGameDialog::updateState);
    connect(m_fen, &QLineEdit::textChanged, this, &NewGameDialog::updateState);
    updateState();
}

void NewGameDialog::updateState() {
    const int mode = m_mode->currentIndex();
    m_color->setEnabled(mode == 0);
    m_level->setEnabled(mode != 1);
    m_turnBoard->setEnabled(mode == 1);
    m_minutes->setEnabled(m_clock->isChecked());
    m_increment->setEnabled(m_clock->isChecked());
    const QString fen = m_fen->text().trimmed();
    if (fen.isEmpty()) {
        m_fenError->clear();
        m_ok->setEnabled(true);
        return;
    }
    const auto pos = Position::fromPlayableFen(fen.toStdString());
    m_fenError->setText(pos ? QString() : QString::fromStdString(pos.error().toString()));
    m_ok->setEnabled(static_cast<bool>(pos));
}

Position NewGameDialog::startPosition() const {
    if (const QString fen = m_fen->text().trimmed(); !fen.isEmpty())
        if (auto pos = Position::fromPlayableFen(fen.toStdString()))
            return *pos;
    return Position();
}

void NewGameDialog::saveChoices() {
    m_settings.setValue(Settings::Key::Mode, m_mode->currentIndex());
    m_settings.setValue(Settings::Key::HumanColor, m_color->currentIndex());
    m_settings.setValue(Settings::Key::Level, m_level->currentIndex() + 1);
    m_settings.setValue(Settings::Key::TurnBoard, m_turnBoard->isChecked());
    m_settings.setValue(Settings::Key::ClockEnabled, m_clock->isChecked());
    m_settings.setValue(Settings::Key::ClockMinutes, m_minutes->value());
    m_settings.setValue(Settings::Key::ClockIncrement, m_increment->value());
}

} // namespace grand::ui
