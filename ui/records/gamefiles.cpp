#include "ui/records/gamefiles.h"

#include "ui/base/armytexts.h"
#include "ui/records/gamelistdialog.h"

#include "engine/rules/armies.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLockFile>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace grand::ui {

namespace {

constexpr int MaxRecentFiles = 8;
constexpr qint64 MaxRecordBytes = 64 * 1024 * 1024;

// The three notations Save As offers, as file-dialog filters.
struct Notation {
    const char* filter;
    PieceLetters letters;
    bool xboardRanks;
};
const Notation Notations[] = {
    {QT_TRANSLATE_NOOP("grand::ui::GameFiles", "PGN, standard letters: A cardinal, C marshal (*.pgn)"),
     PieceLetters::FairyStockfish, false},
    {QT_TRANSLATE_NOOP(
         "grand::ui::GameFiles",
         "PGN, Freeling's letters: C cardinal, M marshal; pychess.org cannot read these (*.pgn)"),
     PieceLetters::Freeling, false},
    {QT_TRANSLATE_NOOP("grand::ui::GameFiles", "PGN for XBoard: ranks numbered 0-9 (*.pgn)"),
     PieceLetters::FairyStockfish, true},
};

} // namespace

PgnWriteOptions optionsForDialect(const SanDialect& dialect) {
    PgnWriteOptions options;
    options.letters = dialect.letters == SanDialect::Letters::Freeling ? PieceLetters::Freeling
                                                                       : PieceLetters::FairyStockfish;
    options.xboardRanks = dialect.ranks == SanDialect::Ranks::ZeroToNine;
    options.completeRoster = false; // a file read keeps the tags it had: none is added unasked
    return options;
}

GameFiles::GameFiles(QWidget* window, GameController& controller, Settings& settings)
        : QObject(window), m_window(window), m_controller(controller), m_settings(settings) {}

GameFiles::~GameFiles() = default;

// The bytes of a file, or an error naming it.
QByteArray GameFiles::readBytes(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QObject::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return {};
    }
    if (file.size() > MaxRecordBytes) {
        *error = QObject::tr("%1 is too large for a game record (%2 MB).")
                     .arg(QDir::toNativeSeparators(path))
                     .arg(file.size() >> 20);
        return {};
    }
    return file.readAll();
}

std::string GameFiles::decoded(const QByteArray& bytes) {
    return decodeText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

void GameFiles::setModified(bool modified) {
    if (modified && !m_unchangedText.empty() && writePgn(m_controller.record()) == m_unchangedText)
        modified = false; // back as it was in the file
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit changed();
}

// "1 move", "29 moves".
// (Dutch and German, the languages translated, make the plural as English does.)
QString GameFiles::movesText(int n) {
    return n == 1 ? QObject::tr("1 move") : QObject::tr("%1 moves").arg(n);
}

QString GameFiles::displayName() const {
    if (m_origin.path.isEmpty())
        return tr("Untitled game");
    const QString name = QFileInfo(m_origin.path).fileName();
    if (m_origin.gameCount > 1)
        return tr("%1 (game %2 of %3)").arg(name).arg(m_origin.entryIndex + 1).arg(m_origin.gameCount);
    return name;
}

// ---- Opening ----

void GameFiles::openDialog() {
    if (!confirmDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Game"),
                                                      m_settings.value(Settings::Key::LastFolder).toString(),
                                                      tr("Game records (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

namespace {

// Where a file shows that it is not text (a picture, an archive, random bytes): its first NUL
// byte, or, when more than one byte in a hundred of its start (and at least 16) are control
// characters other than white space and DOS's end-of-file mark, the first of them. Line and
// column, 1-based.
std::optional<std::pair<int, int>> notTextAt(const QByteArray& bytes) {
    auto isControl = [](unsigned char c) {
        return (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' && c != 0x1a)
               || c == 0x7f;
    };
    const qsizetype start = std::min<qsizetype>(bytes.size(), 65536);
    qsizetype controls = 0, first = -1;
    for (qsizetype i = 0; i < start; ++i)
        if (isControl(static_cast<unsigned char>(bytes[i])) && ++controls == 1)
            first = i;
    qsizetype at = bytes.indexOf('\0');
    if (at < 0 && controls >= 16 && controls * 100 > start)
        at = first;
    if (at < 0)
        return std::nullopt;
    const qsizetype lineStart = bytes.lastIndexOf('\n', at - 1) + 1; // 0 on the first line
    return std::pair<int, int>{static_cast<int>(std::count(bytes.begin(), bytes.begin() + at, '\n')) + 1,
                               static_cast<int>(at - lineStart) + 1};
}

} // namespace

bool GameFiles::open(const QString& path, int gameIndex) {
    QString error;
    const QByteArray bytes = readBytes(path, &error);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Open Game"), error);
        return false;
    }
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        QMessageBox::warning(m_window, tr("Open Game"),
                             tr("%1 is written in UTF-16, which Grand Chess does not read: save it "
                                "as UTF-8 text and open it again.")
                                 .arg(QFileInfo(path).fileName()));
        return false;
    }
    if (const auto at = notTextAt(bytes)) {
        QMessageBox::warning(m_window, tr("Open Game"),
                             tr("%1 is not a game record: a record is text, and this file is not "
                                "(line %2, column %3 holds a byte that no text has).")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(at->first)
                                 .arg(at->second));
        return false;
    }
    const std::vector<PgnEntry> entries = readPgn(decoded(bytes));
    Origin origin;
    origin.path = path;
    origin.gameCount = static_cast<int>(entries.size());
    if (!loadEntries(entries, QFileInfo(path).fileName(), gameIndex, origin))
        return false;
    adopt(path);
    return true;
}

bool GameFiles::loadText(const QString& text, const QString& source) {
    const std::vector<PgnEntry> entries = readPgn(text.toStdString());
    // The game on the board is put at stake (the question to save it) only when a game of the
    // text will replace it; otherwise its problems are shown and the game stays.
    if (std::any_of(entries.begin(), entries.end(), isLoadable) && !confirmDiscard())
        return false;
    if (!loadEntries(entries, source, -1, Origin()))
        return false;
    m_modified = true;
    emit changed();
    return true;
}

// Puts one of `entries` on the board: `gameIndex`, or the user's choice among several.
// The game on the board is left alone unless a game loads.
bool GameFiles::loadEntries(const std::vector<PgnEntry>& entries, const QString& source, int gameIndex,
                            Origin origin) {
    QStringList problems;
    int usable = 0;
    for (const PgnEntry& e : entries) {
        if (e.game)
            ++usable;
        if (e.error)
            problems << QString::fromStdString(e.errorText());
    }
    if (usable == 0) {
        // A corrupt file can hold thousands of "games": name the first few problems.
        constexpr int Shown = 8;
        const qsizetype more = problems.size() - Shown;
        if (more > 0) {
            problems = problems.mid(0, Shown);
            problems << tr("... and %1 more.").arg(more);
        }
        QMessageBox::warning(m_window, tr("Open Game"),
                             entries.empty()
                                 ? tr("%1 contains no game.").arg(source)
                                 : tr("No game in %1 could be read.\n\n%2").arg(source, problems.join("\n")));
        return false;
    }
    int chosen = gameIndex;
    if (chosen < 0 && usable == 1) {
        chosen = static_cast<int>(
            std::find_if(entries.begin(), entries.end(), [](const PgnEntry& e) { return e.game.has_value(); })
            - entries.begin());
    } else if (chosen < 0) {
        GameListDialog list(source, entries, m_window);
        if (list.exec() != QDialog::Accepted)
            return false;
        chosen = list.chosenIndex();
    }
    if (chosen < 0 || chosen >= static_cast<int>(entries.size())
        || !entries[static_cast<std::size_t>(chosen)].game)
        return false;
    const PgnEntry& entry = entries[static_cast<std::size_t>(chosen)];
    origin.entryIndex = chosen;
    origin.dialect = entry.dialect;
    origin.partial = entry.error.has_value();
    m_origin = origin;
    m_unchangedText.clear(); // a file's game is adopted once it is on the board
    m_modified = false;
    takeOver(*entry.game, GoingOn::Ask);
    const int moves = (m_controller.game().plyCount() + 1) / 2;
    if (entry.error) {
        QMessageBox::warning(m_window, tr("Open Game"),
                             tr("This game of %1 could be read only up to a move that is not legal or "
                                "not readable:\n\n%2\n\nWhat comes before it (%3) is shown. The file is "
                                "unchanged; Save writes to a new file so that nothing in it is lost.")
                                 .arg(source, QString::fromStdString(entry.errorText()), movesText(moves)));
        emit statusMessage(QString::fromStdString(entry.errorText()));
    } else if (!problems.isEmpty()) {
        emit statusMessage(tr("%1 of %2 could not be read in full; first problem: %3")
                               .arg(problems.size() == 1 ? tr("1 game") : tr("%1 games").arg(problems.size()),
                                    source, problems.front()));
    } else {
        emit statusMessage(tr("Loaded %1: %2.").arg(source, movesText(moves)));
    }
    emit changed();
    return true;
}

// A game that is not over and was played against the computer continues against it when
// the user agrees (or at once for the autosave, whose question was asked already).
void GameFiles::takeOver(const GameRecord& record, GoingOn how) {
    m_autosaved = false; // another game: the autosave holds an earlier one, if any
    GameSetup setup = recordedSetup(record, nextGameSetup(m_settings));
    const Game main = record.mainGame();
    const bool unfinished = record.result() == "*" && !main.status().isOver();
    if (unfinished && setup.hasComputer() && how == GoingOn::Ask) {
        const QString who =
            setup.players[0] == PlayerKind::Computer && setup.players[1] == PlayerKind::Computer
                ? tr("by the computer against itself")
                : tr("against the computer (it plays %1)")
                      .arg(colorName(setup.players[0] == PlayerKind::Computer ? Color::White : Color::Black));
        QMessageBox box(QMessageBox::Question, tr("Continue the Game?"),
                        tr("This unfinished game was played %1 at level %2.\n\nContinue it that way?")
                            .arg(who)
                            .arg(setup.level),
                        QMessageBox::NoButton, m_window);
        QPushButton* yes = box.addButton(tr("Continue against the Computer"), QMessageBox::AcceptRole);
        box.addButton(tr("Just Look (two players)"), QMessageBox::RejectRole);
        box.setDefaultButton(yes);
        box.exec();
        how = box.clickedButton() == yes ? GoingOn::AsPlayed : GoingOn::OnlyLook;
    }
    if (!unfinished || how != GoingOn::AsPlayed) {
        setup.players = {PlayerKind::Human, PlayerKind::Human};
        setup.onlyLooking = true;
        setup.untimedPlayOn = !record.hasTag("WhiteType") && !record.hasTag("BlackType");
    }
    emit gameReplaced(setup);
    m_controller.loadGame(record, setup);
}

// ---- Saving ----

bool GameFiles::save() {
    if (m_origin.path.isEmpty())
        return saveAs();
    if (m_origin.partial) {
        QMessageBox::information(m_window, tr("Save Game"),
                                 tr("This game was read only in part from %1: saving it there would cut the "
                                    "rest of the game from the file. Choose a new file for it.")
                                     .arg(QFileInfo(m_origin.path).fileName()));
        return saveAs();
    }
    return saveTo(m_origin.path, optionsForDialect(m_origin.dialect));
}

bool GameFiles::saveAs() {
    QString dir = m_settings.value(Settings::Key::LastFolder).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QFileInfo(dir).isDir())
        dir = QDir::homePath();
    // "grand-2026-11-24.pgn", "embassy-2026-11-24.pgn", or for Fantasy
    // "fantasy-elves-horde-2026-11-24.pgn".
    const Position& start = m_controller.game().startPosition();
    QString stem =
        QString::fromLatin1(start.variant().id.data(), static_cast<qsizetype>(start.variant().id.size()));
    if (start.variant().hasArmies())
        stem = QStringLiteral("fantasy-%1-%2")
                   .arg(QString::fromLatin1(armyInfo(start.army(Color::White)).id.data()),
                        QString::fromLatin1(armyInfo(start.army(Color::Black)).id.data()));
    const QString suggested = dir + "/" + stem + "-" + QDate::currentDate().toString("yyyy-MM-dd") + ".pgn";
    // Grand Chess's letter dialects; a Fantasy record has its armies' letters only.
    QStringList filters;
    QString selected;
    if (start.variant().hasArmies()) {
        filters << tr("Fantasy Grand Chess records (*.pgn)");
        selected = filters.front();
    } else {
        for (const Notation& n : Notations) {
            if (n.xboardRanks && start.variant().ranks != RankCount)
                continue; // XBoard numbers eight ranks 1-8, as the standard does (listed last)
            filters << tr(n.filter);
            if (n.letters == m_saveOptions.letters && n.xboardRanks == m_saveOptions.xboardRanks)
                selected = filters.back();
        }
    }
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Game"), suggested, filters.join(";;"), &selected);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += ".pgn";
    if (!start.variant().hasArmies()) {
        const qsizetype chosen = std::max<qsizetype>(0, filters.indexOf(selected));
        m_saveOptions.letters = Notations[chosen].letters;
        m_saveOptions.xboardRanks = Notations[chosen].xboardRanks;
    }
    if (path != m_origin.path) {
        m_origin = Origin{};
        m_origin.entryIndex = 0;
        m_origin.gameCount = 1;
    }
    return saveTo(path, m_saveOptions);
}

void GameFiles::appendDialog() {
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Append to File"), m_settings.value(Settings::Key::LastFolder).toString(),
        tr("Game records (*.pgn)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        appendTo(path, m_saveOptions);
}

// The record as written: a side without a name is named as the program knows it (the level
// for the computer, "Human" otherwise), unless the game is only being looked at. Event, Site
// and Date were written when the game began here (writeNewGameTags); a record opened from
// elsewhere keeps the ones it had.
GameRecord GameFiles::recordToSave() const {
    GameRecord record = m_controller.record();
    const GameController& c = m_controller;
    auto name = [&](Color side) {
        return c.player(side) == PlayerKind::Computer ? levelName(c.setup().level).toStdString()
                                                      : std::string("Human");
    };
    if (c.setup().onlyLooking) // the people looking at it did not play it
        return record;
    if (!record.hasTag("White"))
        record.setTag("White", name(Color::White));
    if (!record.hasTag("Black"))
        record.setTag("Black", name(Color::Black));
    return record;
}

// Save, Discard or Cancel; true when the user saved or discarded.
bool GameFiles::askToSave(const QString& title, const QString& question, bool* discarded) {
    const auto answer = QMessageBox::question(m_window, title, question,
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                              QMessageBox::Save);
    if (discarded)
        *discarded = answer == QMessageBox::Discard;
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool GameFiles::confirmDiscard() {
    if (!m_modified)
        return true;
    bool discarded = false;
    if (!askToSave(tr("Unsaved Game"), tr("Save the current game first?"), &discarded))
        return false;
    // Discarded: the autosave of it goes too, so that the next start does not offer it back.
    if (discarded) {
        QFile::remove(autosavePath());
        m_autosaved = false;
    }
    return true;
}

bool GameFiles::confirmQuit() {
    if (!m_modified)
        return true;
    const GameRecord record = m_controller.record();
    const bool offeredBack = m_settings.flag(Settings::Key::AutosaveEnabled) && record.result() == "*"
                             && record.mainGame().plyCount() > 0;
    if (offeredBack)
        autosave(); // as it is at this moment, clocks included
    if (offeredBack && m_origin.path.isEmpty())
        return true; // a game begun here comes back next time; nothing to ask
    // A file's game: its changes belong in the file, which the game offered back would not
    // know; so the user decides, as with New Game and Open.
    bool discarded = false;
    if (!askToSave(
            tr("Unsaved Changes"),
            offeredBack
                ? tr("%1 has changes that are not saved.\n\nSave them before quitting? "
                     "If not, the game is still offered back at the next start.")
                      .arg(displayName())
                : tr("%1 has changes that are not saved.\n\nSave them before quitting?").arg(displayName()),
            &discarded))
        return false;
    // Discarded changes to a finished game are not offered back at the next start (a game
    // under way still is, as the question says).
    if (discarded && !offeredBack && m_autosaved) {
        QFile::remove(autosavePath());
        m_autosaved = false;
    }
    return true;
}

void GameFiles::forget() {
    m_autosaved = false;
    m_origin = Origin{};
    m_unchangedText.clear();
    m_modified = false;
    emit changed();
}

// The game on the board now is the one saved in or read from `path`.
void GameFiles::adopt(const QString& path) {
    m_origin.path = path;
    m_unchangedText = writePgn(m_controller.record());
    m_modified = false;
    m_settings.setValue(Settings::Key::LastFolder, QFileInfo(path).absolutePath());
    addRecent(path);
    emit changed();
}

void GameFiles::addRecent(const QString& path) {
    QStringList recent = m_settings.value(Settings::Key::RecentFiles).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MaxRecentFiles)
        recent.removeLast();
    m_settings.setValue(Settings::Key::RecentFiles, recent);
}

void GameFiles::fillRecentMenu(QMenu* menu) {
    menu->clear();
    const QStringList recent = m_settings.value(Settings::Key::RecentFiles).toStringList();
    for (const QString& path : recent)
        menu->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (confirmDiscard())
                                open(path);
                        })
            ->setToolTip(path);
    menu->setEnabled(!recent.isEmpty());
}

} // namespace grand::ui
