#include "ui/dialogs/preferencesdialog.h"

#include "engine/search/search_pool.h"

#include "ui/base/soundplayer.h"
#include "ui/base/translations.h"
#include "ui/board/boardtheme.h"
#include "ui/board/boardwidget.h"
#include "ui/board/pieceset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace grand::ui {

namespace {
// The preview: a middle game with a pawn in the zone and a last move to show the tints.
const char* const PreviewFen =
    "r8r/1nbqkcab2/p1pp1pppnp/1p2p5/4P5/2N2N4/10/PPPP1PPPPP/2BQKCAB2/R8R w - - 0 6";
} // namespace

PreferencesDialog::PreferencesDialog(Settings& settings, SoundPlayer* sounds, QWidget* parent)
        : QDialog(parent), m_settings(settings), m_sounds(sounds), m_preview(new BoardWidget),
          m_theme(new QComboBox), m_coordinates(new QComboBox), m_pieces(new QComboBox),
          m_soundOn(new QCheckBox(tr("Play sounds"))), m_volume(new QSlider(Qt::Horizontal)),
          m_language(new QComboBox), m_name(new QLineEdit), m_threads(new QSpinBox) {
    setWindowTitle(tr("Preferences"));
    for (const BoardTheme& t : boardThemes())
        m_theme->addItem(t.name);
    m_coordinates->addItems({tr("Inside the squares"), tr("On a border"), tr("None")});
    m_pieces->addItems({tr("Classic"), tr("Flat (reads well when small)")});
    // Fantasy Grand Chess's armies have one drawing each; say so where the choice is made.
    m_pieces->setToolTip(tr("The flat set draws Grand Chess's pieces; the Fantasy armies keep their "
                            "own drawings."));
    m_theme->setCurrentIndex(std::clamp(settings.number(Settings::Key::BoardTheme), 0, m_theme->count() - 1));
    m_coordinates->setCurrentIndex(std::clamp(settings.number(Settings::Key::Coordinates), 0, 2));
    m_pieces->setCurrentIndex(std::clamp(settings.number(Settings::Key::PieceStyle), 0, 1));

    if (auto pos = Position::fromFen(PreviewFen))
        m_preview->setPosition(*pos, Move(parseSquare("f3"), parseSquare("f4")), false);
    m_preview->setInteractive(false);
    m_preview->setFocusPolicy(Qt::NoFocus);
    m_preview->setMinimumSize(260, 260);
    m_preview->setAccessibleName(tr("Preview"));

    auto* look = new QGroupBox(tr("Board and pieces"));
    auto* lookForm = new QFormLayout(look);
    lookForm->addRow(tr("&Colours:"), m_theme);
    lookForm->addRow(tr("C&oordinates:"), m_coordinates);
    lookForm->addRow(tr("&Pieces:"), m_pieces);

    m_soundOn->setChecked(settings.flag(Settings::Key::SoundEnabled));
    m_volume->setRange(0, 100);
    m_volume->setValue(settings.number(Settings::Key::SoundVolume));
    m_volume->setAccessibleName(tr("Volume"));
    auto* tryIt = new QPushButton(tr("&Try"));
    tryIt->setToolTip(tr("Play the sound of a move at this volume"));
    auto* sound = new QGroupBox(tr("Sound"));
    auto* soundForm = new QFormLayout(sound);
    soundForm->addRow(m_soundOn);
    auto* volumeRow = new QHBoxLayout;
    volumeRow->addWidget(m_volume, 1);
    volumeRow->addWidget(tryIt);
    // A row holding a layout gets no buddy from QFormLayout: the label names its slider itself,
    // or the mnemonic's '&' would show.
    auto* volumeLabel = new QLabel(tr("&Volume:"));
    volumeLabel->setBuddy(m_volume);
    soundForm->addRow(volumeLabel, volumeRow);
    if (!sounds || !sounds->isAvailable()) {
        auto* none = new QLabel(tr("No audio output was found: the program stays silent."));
        none->setWordWrap(true);
        soundForm->addRow(none);
    }
    connect(m_soundOn, &QCheckBox::toggled, m_volume, &QWidget::setEnabled);
    m_volume->setEnabled(m_soundOn->isChecked());
    connect(tryIt, &QPushButton::clicked, this, [this] {
        if (!m_sounds)
            return;
        const int volume = m_sounds->volume();
        const bool muted = m_sounds->isMuted();
        m_sounds->setVolume(m_volume->value());
        m_sounds->setMuted(false);
        m_sounds->play(Sound::Capture);
        m_sounds->setVolume(volume);
        m_sounds->setMuted(muted);
    });

    const QString language = settings.value(Settings::Key::Language).toString();
    for (const Translations::Language& l : Translations::languages()) {
        m_language->addItem(l.name, l.code);
        if (l.code == language)
            m_language->setCurrentIndex(m_language->count() - 1);
    }
    auto* languageBox = new QGroupBox(tr("You"));
    auto* languageForm = new QFormLayout(languageBox);
    m_name->setText(settings.playerName());
    m_name->setPlaceholderText(tr("no name in the records"));
    m_name->setToolTip(tr("Written as your side's player in the records of your games against the computer"));
    languageForm->addRow(tr("Your &name:"), m_name);
    languageForm->addRow(tr("&Language:"), m_language);
    auto* nextStart = new QLabel(tr("A new language is used from the next start of the program."));
    nextStart->setWordWrap(true);
    languageForm->addRow(nextStart);

    const int cores = machineThreads();
    m_threads->setRange(1, cores);
    m_threads->setValue(settings.engineThreads());
    m_threads->setEnabled(cores > 1);
    m_threads->setToolTip(tr("Full strength, hints and analysis search with this many threads; "
                             "the weaker levels always use one"));
    auto* engineBox = new QGroupBox(tr("Computer"));
    auto* engineForm = new QFormLayout(engineBox);
    engineForm->addRow(tr("&Threads:"), m_threads);
    auto* coresNote =
        new QLabel(cores == 1 ? tr("This computer has one core: the computer thinks with it.")
                              : tr("This computer has %1 cores. More threads make full strength "
                                   "and analysis stronger; one left free keeps the desktop quick.")
                                    .arg(cores));
    coresNote->setWordWrap(true);
    engineForm->addRow(coresNote);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        saveChoices();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* left = new QVBoxLayout;
    left->addWidget(look);
    left->addWidget(sound);
    left->addWidget(languageBox);
    left->addWidget(engineBox);
    left->addStretch(1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addWidget(m_preview, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    for (QComboBox* box : {m_theme, m_coordinates, m_pieces})
        connect(box, &QComboBox::currentIndexChanged, this, &PreferencesDialog::refreshPreview);
    refreshPreview();
    // Tall enough for every wrapped line (the groups' heights depend on the width).
    resize(720, std::max(400, heightForWidth(720) > 0 ? heightForWidth(720) : sizeHint().height()));
}

void PreferencesDialog::previewPosition(const Position& pos, Move lastMove) {
    m_preview->setPosition(pos, lastMove, false);
}

void PreferencesDialog::refreshPreview() {
    m_preview->setTheme(boardTheme(m_theme->currentIndex()));
    m_preview->setCoordinatePlacement(coordinatePlacement(m_coordinates->currentIndex()));
    m_preview->setPieceStyle(static_cast<PieceStyle>(m_pieces->currentIndex()));
}

void PreferencesDialog::saveChoices() {
    m_settings.setValue(Settings::Key::BoardTheme, m_theme->currentIndex());
    m_settings.setValue(Settings::Key::Coordinates, m_coordinates->currentIndex());
    m_settings.setValue(Settings::Key::PieceStyle, m_pieces->currentIndex());
    m_settings.setValue(Settings::Key::SoundEnabled, m_soundOn->isChecked());
    m_settings.setValue(Settings::Key::SoundVolume, m_volume->value());
    m_settings.setValue(Settings::Key::Language, m_language->currentData().toString());
    m_settings.setValue(Settings::Key::PlayerName, m_name->text().trimmed());
    // The default (all cores but one) stays the default until another number is chosen.
    if (m_threads->value() != m_settings.engineThreads())
        m_settings.setValue(Settings::Key::EngineThreads, m_threads->value());
}

void PreferencesDialog::applyAppearance(const Settings& settings, BoardWidget& board) {
    PieceSet::setCurrentStyle(settings.number(Settings::Key::PieceStyle) == 1 ? PieceStyle::Flat
                                                                              : PieceStyle::Classic);
    board.setTheme(boardTheme(settings.number(Settings::Key::BoardTheme)));
    board.setCoordinatePlacement(coordinatePlacement(settings.number(Settings::Key::Coordinates)));
}

void PreferencesDialog::applySound(const Settings& settings, SoundPlayer& sounds) {
    sounds.setMuted(!settings.flag(Settings::Key::SoundEnabled));
    sounds.setVolume(settings.number(Settings::Key::SoundVolume));
}

} // namespace grand::ui
