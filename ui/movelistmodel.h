#pragma once

// The moves of the game as a table: one row per move number, White's and Black's moves in
// SAN in two columns. A cell stands for a ply; the shown ply is highlighted.

#include <QAbstractTableModel>
#include <QStringList>

namespace grand::ui {

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit MoveListModel(QObject* parent = nullptr);

    // `blackStarts`: the first move is Black's (a position set up with Black to move).
    void setMoves(const QStringList& san, int firstMoveNumber, bool blackStarts, int currentPly);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The ply (1 = after the first move) a cell shows, or -1 for an empty cell.
    int plyAt(const QModelIndex& index) const;
    QModelIndex indexOfPly(int ply) const;

private:
    QStringList m_san;
    int m_firstMoveNumber = 1;
    bool m_blackStarts = false;
    int m_current = 0;
};

} // namespace grand::ui
