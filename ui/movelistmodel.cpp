#include "movelistmodel.h"

#include <QFont>
#include <QPalette>

namespace grand::ui {

MoveListModel::MoveListModel(QObject* parent) : QAbstractTableModel(parent) {}

void MoveListModel::setMoves(const QStringList& san, int firstMoveNumber, bool blackStarts, int currentPly) {
    beginResetModel();
    m_san = san;
    m_firstMoveNumber = firstMoveNumber;
    m_blackStarts = blackStarts;
    m_current = currentPly;
    endResetModel();
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid())
        return 0;
    const int cells = static_cast<int>(m_san.size()) + (m_blackStarts ? 1 : 0);
    return (cells + 1) / 2;
}

int MoveListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 2; }

int MoveListModel::plyAt(const QModelIndex& index) const {
    if (!index.isValid())
        return -1;
    const int cell = index.row() * 2 + index.column() - (m_blackStarts ? 1 : 0);
    return cell >= 0 && cell < m_san.size() ? cell + 1 : -1;
}

QModelIndex MoveListModel::indexOfPly(int ply) const {
    if (ply < 1 || ply > m_san.size())
        return {};
    const int cell = ply - 1 + (m_blackStarts ? 1 : 0);
    return index(cell / 2, cell % 2);
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    const int ply = plyAt(index);
    if (ply < 0)
        return role == Qt::DisplayRole && index.row() == 0 && index.column() == 0 && m_blackStarts
                   ? QVariant("...")
                   : QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return m_san[ply - 1];
    case Qt::FontRole:
        if (ply == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        return ply == m_current ? QVariant(QPalette().color(QPalette::Highlight).lighter(170)) : QVariant();
    case Qt::ToolTipRole:
        return tr("Show the position after %1").arg(m_san[ply - 1]);
    default:
        return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section == 0 ? tr("White") : tr("Black");
    return QString::number(m_firstMoveNumber + section) + ".";
}

} // namespace grand::ui
