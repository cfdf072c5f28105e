#include "ui/records/gameinfodialog.h"

#include "ui/game/gamesetup.h"
#include "ui/records/tagchecks.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace grand::ui {

namespace {

const std::vector<std::pair<std::string, const char*>>& results() {
    static const std::vector<std::pair<std::string, const char*>> list = {
        {"*", QT_TRANSLATE_NOOP("grand::ui::GameInfoDialog", "* (not finished)")},
        {"1-0", QT_TRANSLATE_NOOP("grand::ui::GameInfoDialog", "1-0 (White won)")},
        {"0-1", QT_TRANSLATE_NOOP("grand::ui::GameInfoDialog", "0-1 (Black won)")},
        {"1/2-1/2", QT_TRANSLATE_NOOP("grand::ui::GameInfoDialog", "½-½ (drawn)")},
    };
    return list;
}

} // namespace

const std::vector<std::string>& GameInfoDialog::editedTags() {
    static const std::vector<std::string> tags = {"White", "WhiteElo", "Black", "BlackElo",
                                                  "Event", "Site",     "Date",  "Round"};
    return tags;
}

GameInfoDialog::GameInfoDialog(const GameRecord& record, const QString& resultFixedBecause, QWidget* parent)
        : QDialog(parent), m_result(new QComboBox), m_other(new QTableWidget(0, 2)),
          m_problemLabel(new QLabel),
          m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
    setWindowTitle(tr("Game Information"));
    const std::map<std::string, QString> labels = {
        {"White", tr("&White:")}, {"WhiteElo", tr("White's rating:")},
        {"Black", tr("&Black:")}, {"BlackElo", tr("Black's rating:")},
        {"Event", tr("&Event:")}, {"Site", tr("&Site:")},
        {"Date", tr("&Date:")},   {"Round", tr("&Round:")},
    };
    auto* form = new QFormLayout;
    for (const std::string& tag : editedTags()) {
        // The words a new game's tags were given are shown in the user's language and
        // stored in English again when left as they are.
        const QString shown = shownTagValue(tag, record.tag(tag));
        if (shown.toStdString() != record.tag(tag))
            m_storedAs[tag] = {shown, record.tag(tag)};
        auto* edit = new QLineEdit(shown);
        edit->setObjectName(QString::fromStdString(tag));
        if (tag == "Date")
            edit->setPlaceholderText(tr("YYYY.MM.DD (?? where unknown)"));
        if (tag.ends_with("Elo"))
            edit->setPlaceholderText(tr("a number, or empty")); // no length limit: it would cut what was read
        m_asRead[tag] = edit->text().trimmed();
        connect(edit, &QLineEdit::textChanged, this, &GameInfoDialog::check);
        m_fields[tag] = edit;
        m_labels[tag] = QString(labels.at(tag)).remove('&').remove(':');
        form->addRow(labels.at(tag), edit);
    }
    for (const auto& [value, text] : results()) {
        m_result->addItem(tr(text), QString::fromStdString(value));
        if (value == record.result())
            m_result->setCurrentIndex(m_result->count() - 1);
    }
    if (!resultFixedBecause.isEmpty()) {
        m_result->setEnabled(false);
        m_result->setToolTip(resultFixedBecause);
    }
    form->addRow(tr("Res&ult:"), m_result);

    // Every other tag (the ones the program keeps itself, such as FEN, are not edited here).
    m_other->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_other->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_other->horizontalHeader()->setStretchLastSection(true);
    m_other->verticalHeader()->hide();
    m_other->setAccessibleName(tr("Other tags"));
    for (const auto& [name, value] : record.tags()) {
        if (GameRecord::isOwnedTag(name) || std::ranges::find(editedTags(), name) != editedTags().end())
            continue;
        m_originalOther.push_back(name);
        m_asRead[name] = QString::fromStdString(value).trimmed();
        addOtherTag(QString::fromStdString(name), QString::fromStdString(value));
    }
    connect(m_other, &QTableWidget::itemChanged, this, &GameInfoDialog::check);
    auto* add = new QPushButton(tr("&Add Tag"));
    auto* remove = new QPushButton(tr("Re&move Tag"));
    connect(add, &QPushButton::clicked, this, [this] {
        addOtherTag({}, {});
        m_other->setCurrentCell(m_other->rowCount() - 1, 0);
        m_other->editItem(m_other->item(m_other->rowCount() - 1, 0));
        check();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_other->currentRow() >= 0)
            m_other->removeRow(m_other->currentRow());
        check();
    });
    auto* otherButtons = new QHBoxLayout;
    otherButtons->addWidget(add);
    otherButtons->addWidget(remove);
    otherButtons->addStretch(1);

    m_problemLabel->setWordWrap(true);
    m_problemLabel->setAccessibleName(tr("Problem"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Other tags:")));
    layout->addWidget(m_other, 1);
    layout->addLayout(otherButtons);
    layout->addWidget(m_problemLabel);
    layout->addWidget(m_buttons);
    check();
    resize(480, std::max(420, sizeHint().height()));
}

void GameInfoDialog::addOtherTag(const QString& name, const QString& value) {
    const QSignalBlocker quiet(m_other);
    const int row = m_other->rowCount();
    m_other->insertRow(row);
    m_other->setItem(row, 0, new QTableWidgetItem(name));
    m_other->setItem(row, 1, new QTableWidgetItem(value));
}

bool GameInfoDialog::keptAsRead(const std::string& tag, const QString& value) const {
    const auto it = m_asRead.find(tag);
    return it != m_asRead.end() && !value.isEmpty() && it->second == value;
}

// The values kept as the record had them although the checks find them unusual, named.
QString GameInfoDialog::unusualKept() const {
    QStringList names;
    for (const std::string& tag : editedTags()) {
        const QString value = m_fields.at(tag)->text().trimmed();
        if (keptAsRead(tag, value) && !tagValueProblem(QString::fromStdString(tag), value).isEmpty())
            names << QStringLiteral("%1 \u201c%2\u201d").arg(m_labels.at(tag), value);
    }
    for (int row = 0; row < m_other->rowCount(); ++row) {
        const QString name = m_other->item(row, 0) ? m_other->item(row, 0)->text().trimmed() : QString();
        const QString value = m_other->item(row, 1) ? m_other->item(row, 1)->text().trimmed() : QString();
        if (keptAsRead(name.toStdString(), value) && !tagValueProblem(name, value).isEmpty())
            names << QStringLiteral("%1 \u201c%2\u201d").arg(name, value);
    }
    if (names.isEmpty())
        return {};
    return tr("Kept as the record has it, though unusual: %1.").arg(names.join(QStringLiteral(", ")));
}

QString GameInfoDialog::problem() const {
    for (const std::string& tag : editedTags()) {
        const QString value = m_fields.at(tag)->text().trimmed();
        if (keptAsRead(tag, value))
            continue; // the record's own value: noted, not refused (unusualKept)
        const QString p = tagValueProblem(QString::fromStdString(tag), value, m_labels.at(tag));
        if (!p.isEmpty())
            return p;
    }
    QSet<QString> seen;
    for (int row = 0; row < m_other->rowCount(); ++row) {
        const QString name = m_other->item(row, 0) ? m_other->item(row, 0)->text().trimmed() : QString();
        const QString value = m_other->item(row, 1) ? m_other->item(row, 1)->text().trimmed() : QString();
        if (QString p = tagNameProblem(name); !p.isEmpty())
            return p;
        const std::string n = name.toStdString();
        if (GameRecord::isOwnedTag(n) || std::ranges::find(editedTags(), n) != editedTags().end()
            || n == "Result")
            return tr("%1 is set above or by the program, not as another tag.").arg(name);
        if (seen.contains(name))
            return tr("The tag %1 is there twice.").arg(name);
        seen.insert(name);
        if (keptAsRead(n, value))
            continue;
        if (QString p = tagValueProblem(name, value); !p.isEmpty())
            return p;
    }
    return {};
}

void GameInfoDialog::check() {
    const QString p = problem();
    const QString note = p.isEmpty() ? unusualKept() : QString();
    m_problemLabel->setText(p.isEmpty() ? note : p);
    // A problem in red; a value kept as read in the window's own text colour.
    m_problemLabel->setStyleSheet(p.isEmpty() ? QString() : QStringLiteral("color: #b3261e;"));
    m_problemLabel->setVisible(!m_problemLabel->text().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
}

std::vector<std::pair<std::string, std::string>> GameInfoDialog::tags() const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& tag : editedTags()) {
        const QString text = m_fields.at(tag)->text().trimmed();
        const auto translated = m_storedAs.find(tag);
        out.emplace_back(tag, translated != m_storedAs.end() && translated->second.first == text
                                  ? translated->second.second
                                  : text.toStdString());
    }
    std::vector<std::string> kept;
    for (int row = 0; row < m_other->rowCount(); ++row) {
        const std::string name = m_other->item(row, 0)->text().trimmed().toStdString();
        kept.push_back(name);
        out.emplace_back(name, m_other->item(row, 1)->text().trimmed().toStdString());
    }
    for (const std::string& name : m_originalOther)
        if (std::ranges::find(kept, name) == kept.end())
            out.emplace_back(name, std::string()); // removed or renamed
    return out;
}

std::string GameInfoDialog::result() const { return m_result->currentData().toString().toStdString(); }

QLineEdit* GameInfoDialog::field(const std::string& tag) const {
    const auto it = m_fields.find(tag);
    return it == m_fields.end() ? nullptr : it->second;
}

} // namespace grand::ui
