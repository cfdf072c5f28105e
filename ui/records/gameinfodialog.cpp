#include "ui/records/gameinfodialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QVBoxLayout>

namespace grand::ui {

const std::vector<std::string>& GameInfoDialog::editedTags() {
    static const std::vector<std::string> tags = {"White", "WhiteElo", "Black", "BlackElo",
                                                  "Event", "Site",     "Date",  "Round"};
    return tags;
}

GameInfoDialog::GameInfoDialog(const GameRecord& record, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Game Information"));
    const std::map<std::string, QString> labels = {
        {"White", tr("&White:")}, {"WhiteElo", tr("White's rating:")},
        {"Black", tr("&Black:")}, {"BlackElo", tr("Black's rating:")},
        {"Event", tr("&Event:")}, {"Site", tr("&Site:")},
        {"Date", tr("&Date:")},   {"Round", tr("&Round:")},
    };
    auto* form = new QFormLayout;
    for (const std::string& tag : editedTags()) {
        auto* edit = new QLineEdit(QString::fromStdString(record.tag(tag)));
        edit->setObjectName(QString::fromStdString(tag));
        if (tag == "Date")
            edit->setPlaceholderText(tr("YYYY.MM.DD (?? where unknown)"));
        if (tag.ends_with("Elo")) {
            edit->setPlaceholderText(tr("a number, or empty"));
            edit->setMaxLength(5);
        }
        m_fields[tag] = edit;
        form->addRow(labels.at(tag), edit);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(420, sizeHint().height());
}

std::vector<std::pair<std::string, std::string>> GameInfoDialog::tags() const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& tag : editedTags())
        out.emplace_back(tag, m_fields.at(tag)->text().trimmed().toStdString());
    return out;
}

QLineEdit* GameInfoDialog::field(const std::string& tag) const {
    const auto it = m_fields.find(tag);
    return it == m_fields.end() ? nullptr : it->second;
}

} // namespace grand::ui
