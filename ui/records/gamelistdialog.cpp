#include "ui/records/gamelistdialog.h"

#include "ui/base/armytexts.h"
#include "ui/base/gametexts.h"
#include "ui/base/screenfit.h"
#include "ui/game/gamesetup.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace grand::ui {

namespace {

enum Column {
    Number,
    GameColumn,
    White,
    Black,
    Armies,
    Result,
    Date,
    Event,
    Moves,
    WhiteElo,
    BlackElo,
    Note,
    ColumnCount
};

QStandardItem* textItem(const std::string& text) {
    auto* item = new QStandardItem(QString::fromStdString(text));
    item->setEditable(false);
    return item;
}

// Numbers sort as numbers; an empty rating sorts first.
QStandardItem* numberItem(int value, bool show = true) {
    auto* item = new QStandardItem;
    if (show)
        item->setData(value, Qt::DisplayRole);
    item->setData(value, Qt::UserRole);
    item->setEditable(false);
    return item;
}

QStandardItem* ratingItem(const std::string& text) {
    bool ok = false;
    const int value = QString::fromStdString(text).toInt(&ok);
    return numberItem(ok ? value : 0, ok);
}

} // namespace

GameListDialog::GameListDialog(const QString& source, const std::vector<PgnEntry>& entries, QWidget* parent)
        : QDialog(parent), m_model(new QStandardItemModel(0, ColumnCount, this)),
          m_proxy(new QSortFilterProxyModel(this)), m_filter(new QLineEdit), m_table(new QTableView) {
    setWindowTitle(tr("Choose a Game — %1").arg(source));
    m_model->setHorizontalHeaderLabels({tr("#"), tr("Game"), tr("White"), tr("Black"), tr("Armies"),
                                        tr("Result"), tr("Date"), tr("Event"), tr("Moves"), tr("White Elo"),
                                        tr("Black Elo"), tr("Note")});
    int readable = 0;
    bool anyFantasy = false, anyOtherGame = false;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const PgnEntry& e = entries[i];
        if (!e.game)
            continue;
        ++readable;
        const GameRecord& g = *e.game;
        anyFantasy = anyFantasy || g.startPosition().variant().hasArmies();
        anyOtherGame = anyOtherGame || &g.startPosition().variant() != &grandChess();
        QList<QStandardItem*> row = {
            numberItem(e.number),
            textItem(gameName(g.startPosition().variant()).toStdString()),
            textItem(shownTagValue("White", g.tag("White")).toStdString()),
            textItem(shownTagValue("Black", g.tag("Black")).toStdString()),
            textItem(armiesText(g.startPosition()).toStdString()),
            textItem(g.result()),
            textItem(g.tag("Date")),
            textItem(shownTagValue("Event", g.tag("Event")).toStdString()),
            numberItem((g.mainGame().plyCount() + 1) / 2),
            ratingItem(g.tag("WhiteElo")),
            ratingItem(g.tag("BlackElo")),
            textItem(e.error ? tr("read up to an illegal move").toStdString() : std::string()),
        };
        row[Number]->setData(static_cast<int>(i), Qt::UserRole + 1);
        m_model->appendRow(row);
    }
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(Qt::UserRole);
    for (int c : {GameColumn, White, Black, Armies, Result, Date, Event, Note})
        for (int r = 0; r < m_model->rowCount(); ++r)
            m_model->item(r, c)->setData(m_model->item(r, c)->text(), Qt::UserRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(Number, Qt::AscendingOrder);
    m_table->setColumnHidden(Armies, !anyFantasy);       // a file of Grand Chess games has no armies
    m_table->setColumnHidden(GameColumn, !anyOtherGame); // nor a column saying it is Grand Chess
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->selectRow(0);
    m_filter->setPlaceholderText(tr("Filter: a player, an event, a date, a result..."));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setFilterFixedString(text);
        if (m_proxy->rowCount() > 0)
            m_table->selectRow(0);
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableView::doubleClicked, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("%1 holds %2 games:").arg(source).arg(readable)));
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(fitToScreen(this, QSize(900, 520))); // all of it, Open and Cancel too, on an 800x600 screen
}

int GameListDialog::chosenIndex() const {
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(Number);
    if (rows.isEmpty())
        return -1;
    return m_proxy->data(rows.front(), Qt::UserRole + 1).toInt();
}

} // namespace grand::ui
