#pragma once

// Game -> Game Information: every tag of the record. The players, their ratings, event,
// site, date and round in a form; the result; every other tag in a table (added, renamed,
// removed). Values are checked as they are typed (a date as YYYY.MM.DD, a rating a
// number): OK waits until nothing is wrong, and a line under the form says what is.

#include "engine/notation/record.h"

#include <QDialog>

#include <map>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace grand::ui {

class GameInfoDialog : public QDialog {
    Q_OBJECT
public:
    // `resultFixedBecause`: why the result cannot be changed here (the rules ended the
    // game: "Checkmate"), empty when the user may record one.
    GameInfoDialog(const GameRecord& record, const QString& resultFixedBecause = {},
                   QWidget* parent = nullptr);
    // The tags as edited: name -> value (empty: remove), the removed and renamed ones
    // included. The result is not among them: see result().
    std::vector<std::pair<std::string, std::string>> tags() const;
    // "*", "1-0", "0-1" or "1/2-1/2".
    std::string result() const;
    // What stops OK now, empty when nothing does.
    QString problem() const;

    QLineEdit* field(const std::string& tag) const;
    QComboBox* resultBox() const { return m_result; }
    QTableWidget* otherTags() const { return m_other; }

    // The tags the form edits, in the order it shows them.
    static const std::vector<std::string>& editedTags();

private:
    void addOtherTag(const QString& name, const QString& value);
    void check();

    std::map<std::string, QLineEdit*> m_fields;
    std::map<std::string, QString> m_labels; // as the form shows them: "White's rating"
    QComboBox* m_result;
    QTableWidget* m_other;
    QLabel* m_problemLabel;
    QDialogButtonBox* m_buttons;
    std::vector<std::string> m_originalOther; // the other tags as the record had them
    // Every tag's value as the record had it: a value as read that the checks find unusual
    // (a pychess.org "1016?" rating) is kept and named, never a reason to refuse OK.
    std::map<std::string, QString> m_asRead;
    // The fields that show a tag's value translated (shownTagValue): tag -> (as shown, as stored).
    std::map<std::string, std::pair<QString, std::string>> m_storedAs;
    bool keptAsRead(const std::string& tag, const QString& value) const;
    QString unusualKept() const;
};

} // namespace grand::ui
