#include "ui/dialogs/newgamedialog.h"

#include "ui/base/armytexts.h"
#include "ui/base/enginetexts.h"
#include "ui/base/gametexts.h"
#include "ui/base/settings.h"
#include "ui/board/armysetupview.h"
#include "ui/board/boardtheme.h"
#include "ui/board/imageexport.h"

#include "engine/rules/armies.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

namespace grand::ui {

NewGameDialog::NewGameDialog(Settings& settings, QWidget* parent)
        : QDialog(parent), m_settings(settings), m_variant(new QComboBox), m_gameLine(new QLabel),
          m_diagram(new QLabel), m_armies(new QGroupBox(tr("Armies"))), m_mode(new QComboBox),
          m_color(new QComboBox), m_level(new QComboBox), m_levelDescription(new QLabel),
          m_turnBoard(new QCheckBox(tr("Turn the board towards the side to move"))),
          m_clock(new QCheckBox(tr("Play with a clock"))), m_minutes(new QSpinBox), m_increment(new QSpinBox),
          m_fen(new QLineEdit), m_fenError(new QLabel) {
    setWindowTitle(tr("New Game"));
    m_variant->setObjectName("variant");
    m_mode->setObjectName("mode");
    m_color->setObjectName("color");
    m_level->setObjectName("level");
    m_levelDescription->setObjectName("levelDescription");
    m_fen->setObjectName("fen");
    // In the order of variants(): game() reads the choice by its index.
    for (const Variant* game : variants())
        m_variant->addItem(gameName(*game));
    m_gameLine->setObjectName("gameLine");
    m_gameLine->setWordWrap(true);
    m_gameLine->setForegroundRole(QPalette::PlaceholderText);
    // Three lines for every game's, so that the dialog does not jump as the choice changes.
    m_gameLine->setMinimumHeight(m_gameLine->fontMetrics().lineSpacing() * 3);
    m_gameLine->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_diagram->setObjectName("startDiagram");
    m_army[0] = makeArmyChoice(Color::White, settings.value(Settings::Key::WhiteArmy).toString());
    m_army[1] = makeArmyChoice(Color::Black, settings.value(Settings::Key::BlackArmy).toString());
    auto* armies = new QGridLayout(m_armies);
    for (int side = 0; side < 2; ++side) {
        auto* label = new QLabel(side == 0 ? tr("&White:") : tr("&Black:"));
        label->setBuddy(m_army[side].list);
        auto* row = new QHBoxLayout;
        row->addWidget(label);
        row->addWidget(m_army[side].list, 1);
        armies->addLayout(row, 0, side);
        armies->addWidget(m_army[side].setup, 1, side);
        armies->addWidget(m_army[side].character, 2, side);
    }
    armies->setColumnStretch(0, 1);
    armies->setColumnStretch(1, 1);
    m_mode->addItems({tr("Play against the computer"), tr("Two players at this computer"),
                      tr("Watch the computer play itself")});
    m_color->addItems({tr("White"), tr("Black"), tr("Random")});
    for (const PlayingLevel& l : playingLevels()) {
        m_level->addItem(levelChoiceText(l));
        m_level->setItemData(m_level->count() - 1, levelToolTip(l), Qt::ToolTipRole);
    }
    m_level->setToolTip(levelRatingsExplained());
    m_levelDescription->setWordWrap(true);
    m_levelDescription->setForegroundRole(QPalette::PlaceholderText);
    // Three lines whatever the level, so that the dialog does not jump as the choice changes.
    m_levelDescription->setMinimumHeight(m_levelDescription->fontMetrics().lineSpacing() * 3);
    m_levelDescription->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_minutes->setRange(1, 180);
    m_minutes->setSuffix(tr(" min"));
    m_increment->setRange(0, 60);
    m_increment->setSuffix(tr(" s per move"));
    m_fen->setPlaceholderText(tr("Standard start position (or paste a FEN)"));
    m_fenError->setWordWrap(true);

    auto* clockRow = new QHBoxLayout;
    clockRow->addWidget(m_clock);
    clockRow->addWidget(m_minutes);
    clockRow->addWidget(new QLabel("+"));
    clockRow->addWidget(m_increment);
    clockRow->addStretch(1);

    auto* form = new QFormLayout;
    form->addRow(tr("&Variant:"), m_variant);
    form->addRow(QString(), m_gameLine);
    // The diagram or the armies, in one row of their own: a form row whose widget was hidden
    // and shown again kept no room (the diagram was drawn over the rows below it).
    auto* start = new QWidget;
    auto* startLayout = new QVBoxLayout(start);
    startLayout->setContentsMargins(0, 0, 0, 0);
    startLayout->addWidget(m_diagram, 0, Qt::AlignHCenter);
    startLayout->addWidget(m_armies);
    form->addRow(start);
    form->addRow(tr("&Game:"), m_mode);
    form->addRow(tr("You &play:"), m_color);
    form->addRow(tr("Computer &level:"), m_level);
    form->addRow(QString(), m_levelDescription);
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

    const auto all = variants();
    m_variant->setCurrentIndex(
        static_cast<int>(std::find(all.begin(), all.end(), &settings.nextGame()) - all.begin()));
    m_mode->setCurrentIndex(settings.number(Settings::Key::Mode));
    m_color->setCurrentIndex(settings.number(Settings::Key::HumanColor));
    m_level->setCurrentIndex(std::clamp(settings.number(Settings::Key::Level), 1, LevelCount) - 1);
    m_turnBoard->setChecked(settings.flag(Settings::Key::TurnBoard));
    m_clock->setChecked(settings.flag(Settings::Key::ClockEnabled));
    m_minutes->setValue(settings.number(Settings::Key::ClockMinutes));
    m_increment->setValue(settings.number(Settings::Key::ClockIncrement));
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateState);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateState);
    connect(m_level, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateState);
    connect(m_clock, &QCheckBox::toggled, this, &NewGameDialog::updateState);
    connect(m_fen, &QLineEdit::textChanged, this, &NewGameDialog::updateState);
    updateState();
}

NewGameDialog::ArmyChoice NewGameDialog::makeArmyChoice(Color side, const QString& chosen) {
    ArmyChoice choice{new QComboBox, new ArmySetupView, new QLabel};
    choice.list->setObjectName(side == Color::White ? "whiteArmy" : "blackArmy");
    choice.setup->setObjectName(side == Color::White ? "whiteSetup" : "blackSetup");
    choice.character->setObjectName(side == Color::White ? "whiteCharacter" : "blackCharacter");
    choice.list->addItem(tr("Random"), QStringLiteral("random"));
    for (Army a : Armies)
        choice.list->addItem(
            armyName(a), QString::fromUtf8(armyInfo(a).id.data(), static_cast<int>(armyInfo(a).id.size())));
    choice.list->setCurrentIndex(std::max(0, choice.list->findData(chosen)));
    choice.character->setWordWrap(true);
    choice.character->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    choice.character->setMinimumWidth(240);
    choice.character->setMinimumHeight(choice.character->fontMetrics().lineSpacing() * 3);
    choice.setup->setAccessibleName(side == Color::White ? tr("White's setup") : tr("Black's setup"));
    choice.setup->setTheme(boardTheme(m_settings.number(Settings::Key::BoardTheme))); // as the board looks
    connect(choice.list, &QComboBox::currentIndexChanged, this,
            [this, choice, side] { showArmy(choice, side); });
    showArmy(choice, side);
    return choice;
}

// The army's setup and character; a random draw shows a question mark and says so.
void NewGameDialog::showArmy(const ArmyChoice& choice, Color side) {
    const std::optional<Army> army = parseArmy(choice.list->currentData().toString().toStdString());
    choice.setup->setArmy(army.value_or(Army::None), side);
    choice.character->setText(army ? armyCharacter(*army)
                                   : tr("An army drawn at random when the game begins."));
}

void NewGameDialog::updateState() {
    // A FEN brings its own game and armies: the choice gives way to a line naming them, and
    // the diagram shows the FEN's position (nothing while it cannot be read).
    const QString fenText = m_fen->text().trimmed();
    const bool fenGiven = !fenText.isEmpty();
    const auto fenPos =
        fenGiven ? Position::fromFen(fenText.toStdString()) : Expected<Position, FenError>(Position());
    m_variant->setEnabled(!fenGiven);
    const bool fantasy = game().hasArmies() && !fenGiven;
    const Variant& shown = fenGiven && fenPos ? fenPos->variant() : game();
    m_gameLine->setText(gameDescription(shown));
    // The levels' ratings were measured in Grand Chess: another game's list shows none.
    const bool rated = &shown == &grandChess();
    for (const PlayingLevel& l : playingLevels()) {
        m_level->setItemText(l.level - 1, levelChoiceText(l, rated));
        m_level->setItemData(l.level - 1, levelToolTip(l, rated), Qt::ToolTipRole);
    }
    m_level->setToolTip(rated ? levelRatingsExplained() : QString());
    // The diagram's room stays the same (the longest board's), so that nothing jumps.
    m_diagram->setFixedSize(DiagramSize, DiagramSize);
    m_diagram->setAlignment(Qt::AlignCenter);
    if (!fenGiven)
        m_diagram->setPixmap(diagramOf(Position::start(game())));
    else if (fenPos)
        m_diagram->setPixmap(diagramOf(*fenPos));
    else
        m_diagram->clear();
    if (m_armies->isVisibleTo(this) != fantasy || m_diagram->isVisibleTo(this) == fantasy) {
        m_armies->setVisible(fantasy);
        m_diagram->setVisible(!fantasy);
        if (isVisible()) // grow or shrink to what the armies or the diagram need
            QTimer::singleShot(0, this, [this] { adjustSize(); });
    }
    const int mode = m_mode->currentIndex();
    m_color->setEnabled(mode == 0);
    m_level->setEnabled(mode != 1);
    m_levelDescription->setEnabled(mode != 1);
    m_levelDescription->setText(levelDescription(playingLevel(m_level->currentIndex() + 1)));
    m_turnBoard->setEnabled(mode == 1);
    m_minutes->setEnabled(m_clock->isChecked());
    m_increment->setEnabled(m_clock->isChecked());
    const QString fen = m_fen->text().trimmed();
    if (fen.isEmpty()) {
        m_fenError->clear();
        m_ok->setEnabled(true);
        return;
    }
    const auto pos = Position::fromFen(fen.toStdString());
    m_fenError->setStyleSheet(pos ? QString() : QStringLiteral("color: #b33;"));
    if (!pos)
        m_fenError->setText(QString::fromStdString(pos.error().toString()));
    else if (pos->variant().hasArmies())
        m_fenError->setText(tr("Fantasy Grand Chess: %1").arg(armiesText(*pos)));
    else
        m_fenError->setText(gameName(pos->variant()));
    m_ok->setEnabled(static_cast<bool>(pos));
}

const Variant& NewGameDialog::game() const {
    return *variants()[static_cast<std::size_t>(std::max(0, m_variant->currentIndex()))];
}

// A position drawn small, as the board draws it (theme and pieces), the board alone.
QPixmap NewGameDialog::diagramOf(const Position& pos) const {
    const Variant& game = pos.variant();
    ExportOptions options = currentExportOptions(m_settings, false);
    options.size = DiagramSize;
    options.coordinates = false;
    options.holdings = false;
    options.sideToMove = false;
    // The image is square with the board centred in it: keep the board alone.
    const int square = options.size / std::max(game.files, game.ranks);
    const QSize board(square * game.files, square * game.ranks);
    const QRect crop(QPoint((options.size - board.width()) / 2, (options.size - board.height()) / 2), board);
    return QPixmap::fromImage(renderPosition(pos, options).copy(crop));
}

std::optional<Position> NewGameDialog::fenPosition() const {
    if (const QString fen = m_fen->text().trimmed(); !fen.isEmpty())
        if (auto pos = Position::fromFen(fen.toStdString()))
            return *pos;
    return std::nullopt;
}

void NewGameDialog::saveChoices() {
    m_settings.setNextGame(game());
    m_settings.setValue(Settings::Key::WhiteArmy, m_army[0].list->currentData());
    m_settings.setValue(Settings::Key::BlackArmy, m_army[1].list->currentData());
    m_settings.setValue(Settings::Key::Mode, m_mode->currentIndex());
    m_settings.setValue(Settings::Key::HumanColor, m_color->currentIndex());
    m_settings.setValue(Settings::Key::Level, m_level->currentIndex() + 1);
    m_settings.setValue(Settings::Key::TurnBoard, m_turnBoard->isChecked());
    m_settings.setValue(Settings::Key::ClockEnabled, m_clock->isChecked());
    m_settings.setValue(Settings::Key::ClockMinutes, m_minutes->value());
    m_settings.setValue(Settings::Key::ClockIncrement, m_increment->value());
}

} // namespace grand::ui
