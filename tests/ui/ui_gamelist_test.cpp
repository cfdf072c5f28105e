// The list of a file's games (GameListDialog): its columns (the game, the armies) shown only
// where a file needs them, filtering and sorting.

#include "test_data.h"
#include "ui_fixture.h"

#include "ui/records/gamelistdialog.h"

#include "engine/notation/pgn.h"

#include <QLineEdit>
#include <QTableView>

namespace grand::ui {
namespace {

using uitest::Ui;

// The table's column headed `title`, -1 when none is shown.
int shownColumn(const QTableView& table, const QString& title) {
    for (int c = 0; c < table.model()->columnCount(); ++c)
        if (table.model()->headerData(c, Qt::Horizontal).toString() == title)
            return table.isColumnHidden(c) ? -1 : c;
    return -1;
}

// A file with Fantasy Grand Chess games names each game's armies, and filters by them.
TEST_F(Ui, TheGameTableNamesFantasyArmies) {
    const std::string pgn = "[Event \"A\"]\n[Variant \"fantasy-grand\"]\n[WhiteArmy \"Elves\"]\n"
                            "[BlackArmy \"Evil Horde\"]\n[Result \"*\"]\n\n*\n\n"
                            "[Event \"B\"]\n[Result \"*\"]\n\n*\n\n"
                            "[Event \"C\"]\n[Variant \"fantasy-grand\"]\n[WhiteArmy \"Giants\"]\n"
                            "[BlackArmy \"Druids\"]\n[Result \"*\"]\n\n*\n";
    GameListDialog list("mixed.pgn", readPgn(pgn));
    QTableView& table = list.table();
    const int armies = shownColumn(table, "Armies");
    ASSERT_GE(armies, 0);
    EXPECT_EQ(table.model()->index(0, armies).data().toString(), "Elves – Evil Horde");
    EXPECT_EQ(table.model()->index(1, armies).data().toString(), "");
    QTest::keyClicks(&list.filterBox(), "druids");
    ASSERT_EQ(table.model()->rowCount(), 1);
    EXPECT_EQ(table.model()->index(0, armies).data().toString(), "Giants – Druids");
}

// A file with games of other games than Grand Chess names each game's (Embassy Chess from
// its [Variant] tag), and filters by it; a file of Grand Chess games has no such column.
TEST_F(Ui, TheGameTableNamesTheGame) {
    const std::string pgn = "[Event \"A\"]\n[Variant \"embassy\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
                            "[Event \"B\"]\n[Result \"*\"]\n\n*\n";
    GameListDialog list("mixed.pgn", readPgn(pgn));
    QTableView& table = list.table();
    const int game = shownColumn(table, "Game");
    ASSERT_GE(game, 0);
    EXPECT_EQ(table.model()->index(0, game).data().toString(), "Embassy Chess");
    EXPECT_EQ(table.model()->index(1, game).data().toString(), "Grand Chess");
    EXPECT_EQ(shownColumn(table, "Armies"), -1);
    QTest::keyClicks(&list.filterBox(), "embassy");
    ASSERT_EQ(table.model()->rowCount(), 1);
    GameListDialog grand("35.pgn", readPgn(test::readDataFile("games/freeling-35-games.pgn")));
    EXPECT_EQ(shownColumn(grand.table(), "Game"), -1);
}

// The table filters and sorts.
TEST_F(Ui, TheGameTableFiltersAndSorts) {
    const std::vector<PgnEntry> entries = readPgn(test::readDataFile("games/freeling-35-games.pgn"));
    GameListDialog list("35.pgn", entries);
    QTableView& table = list.table();
    const int result = shownColumn(table, "Result"), moves = shownColumn(table, "Moves");
    ASSERT_GE(result, 0);
    ASSERT_GE(moves, 0);
    EXPECT_EQ(shownColumn(table, "Armies"), -1) << "Grand Chess games have no armies";
    EXPECT_EQ(table.model()->rowCount(), 35);
    QTest::keyClicks(&list.filterBox(), "0-1");
    const int blackWins = table.model()->rowCount();
    EXPECT_GT(blackWins, 0);
    EXPECT_LT(blackWins, 35);
    for (int r = 0; r < blackWins; ++r)
        EXPECT_EQ(table.model()->index(r, result).data().toString(), "0-1");
    list.filterBox().clear();
    table.sortByColumn(moves, Qt::DescendingOrder); // the longest game first
    const int first = table.model()->index(0, moves).data().toInt(),
              second = table.model()->index(1, moves).data().toInt();
    EXPECT_GE(first, second);
    table.selectRow(0);
    const int chosen = list.chosenIndex();
    ASSERT_GE(chosen, 0);
    EXPECT_EQ((entries[static_cast<std::size_t>(chosen)].game->mainGame().plyCount() + 1) / 2, first);
}

} // namespace
} // namespace grand::ui
