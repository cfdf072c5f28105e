#pragma once

// The games of a file with several: a sortable table (number, White, Black, result, date,
// event, moves, ratings) with a filter box; double-click or Open picks one. Games that could
// only be read in part are marked with the reason.

#include "engine/notation/pgn.h"

#include <QDialog>

#include <vector>

class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace grand::ui {

class GameListDialog : public QDialog {
    Q_OBJECT
public:
    GameListDialog(const QString& source, const std::vector<PgnEntry>& entries, QWidget* parent = nullptr);
    // The index into `entries` of the game chosen, or -1.
    int chosenIndex() const;
    QLineEdit& filterBox() { return *m_filter; }
    QTableView& table() { return *m_table; }

private:
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_table;
};

} // namespace grand::ui
