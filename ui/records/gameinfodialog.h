#pragma once

// Game -> Game Information: the players' names and ratings, event, site, date and round,
// edited in the record's tags (an emptied field removes its tag).

#include "engine/record.h"

#include <QDialog>

#include <map>

class QLineEdit;

namespace grand::ui {

class GameInfoDialog : public QDialog {
    Q_OBJECT
public:
    GameInfoDialog(const GameRecord& record, QWidget* parent = nullptr);
    // The tags as edited: name -> value (empty: remove).
    std::vector<std::pair<std::string, std::string>> tags() const;
    QLineEdit* field(const std::string& tag) const;

    // The tags the dialog edits, in the order it shows them.
    static const std::vector<std::string>& editedTags();

private:
    std::map<std::string, QLineEdit*> m_fields;
};

} // namespace grand::ui
