// The autosave: the game in progress written after every move, and offered back at the next
// start (GameFiles, gamefiles.h). What it keeps besides the record: who plays (the setup's
// tags), whether the game was only being looked at, and the engine's evaluations.

#include "ui/records/gamefiles.h"

#include "ui/base/armytexts.h"
#include "ui/base/gametexts.h"
#include "ui/game/gamesetup.h"

#include "engine/notation/pgn.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace grand::ui {

namespace {

// The autosave's record of the engine's evaluations of the main line's positions (White's
// view, centipawns, "-" where none), so that a continued game has its graph and bar back.
// Only the autosave has it: it is taken off before the game is shown.
constexpr std::string_view ScoresTag = "GrandChessScores";
// The autosave's note that two people were only looking at the game (a record's game not
// continued against the computer): its own tags say who played it, and stay as they were.
constexpr std::string_view LookingTag = "GrandChessOnlyLooking";
// The autosave's note of the file the game came from (its path) and which game of it it is
// ("index count letters ranks partial": "2 35 freeling 1-10 whole"), so that a game brought
// back still saves to its file; and that it has changes not saved there.
constexpr std::string_view FileTag = "GrandChessFile";
constexpr std::string_view FileGameTag = "GrandChessFileGame";
constexpr std::string_view UnsavedTag = "GrandChessUnsaved";

std::string scoresText(const std::vector<std::optional<int>>& scores) {
    std::string text;
    std::size_t known = scores.size(); // nothing after the last known one
    while (known > 0 && !scores[known - 1])
        --known;
    for (std::size_t ply = 0; ply < known; ++ply) {
        if (ply > 0)
            text += ' ';
        text += scores[ply] ? std::to_string(*scores[ply]) : std::string("-");
    }
    return text;
}

// Reads scoresText's form; a word that is not a score (a damaged file) counts as unknown.
std::vector<std::optional<int>> parseScores(const std::string& text) {
    std::vector<std::optional<int>> scores;
    for (const QString& word : QString::fromStdString(text).split(' ', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int score = word.toInt(&ok);
        scores.push_back(ok && std::abs(score) <= MateScore ? std::optional<int>(score) : std::nullopt);
    }
    return scores;
}

} // namespace

// The file and game an autosave names (FileTag, FileGameTag); none when absent or damaged.
std::optional<GameFiles::Origin> GameFiles::originOf(const std::string& path, const std::string& game) {
    const QStringList words = QString::fromStdString(game).split(' ', Qt::SkipEmptyParts);
    if (path.empty() || words.size() != 5)
        return std::nullopt;
    Origin o;
    o.path = QString::fromStdString(path);
    bool indexOk = false, countOk = false;
    o.entryIndex = words[0].toInt(&indexOk);
    o.gameCount = words[1].toInt(&countOk);
    if (!indexOk || !countOk || o.entryIndex < 0 || o.entryIndex >= o.gameCount)
        return std::nullopt;
    o.dialect.letters =
        words[2] == "freeling" ? SanDialect::Letters::Freeling : SanDialect::Letters::FairyStockfish;
    o.dialect.ranks = words[3] == "0-9" ? SanDialect::Ranks::ZeroToNine : SanDialect::Ranks::OneToTen;
    o.partial = words[4] == "partial";
    return o;
}

// ---- The autosave ----

QString GameFiles::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.pgn";
}

QString GameFiles::keptGamePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/kept-game.pgn";
}

bool GameFiles::ownsAutosave() {
    if (!m_ownsAutosave) {
        const QString folder = QFileInfo(autosavePath()).absolutePath();
        QDir().mkpath(folder);
        m_autosaveLock = std::make_unique<QLockFile>(folder + "/autosave.lock");
        m_autosaveLock->setStaleLockTime(0); // stale only when its process is gone (a crash)
        m_ownsAutosave = m_autosaveLock->tryLock(0);
        if (!*m_ownsAutosave)
            emit statusMessage(tr("Another Grand Chess window keeps the crash copy of its game; this "
                                  "window keeps none (save your game here yourself)."));
    }
    return *m_ownsAutosave;
}

namespace {

// The game an autosave file holds, when it is one to offer: a game under way (`inProgress`),
// or changes not saved to a finished game's file.
std::optional<GameRecord> offerable(const QString& path, bool* inProgress = nullptr) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const std::vector<PgnEntry> entries = readPgn(decodeText(file.readAll().toStdString()));
    if (entries.empty() || !entries.front().complete())
        return std::nullopt;
    const GameRecord& g = *entries.front().game;
    const bool underWay = g.result() == "*" && g.mainGame().plyCount() > 0;
    if (inProgress)
        *inProgress = underWay;
    if (!underWay && g.tag(UnsavedTag) != "yes")
        return std::nullopt;
    return g;
}

} // namespace

// Writes the game in progress after every move (atomically), with who plays whom and the
// clocks, so that a crash or a quit loses nothing.
void GameFiles::autosave() {
    if (!m_settings.flag(Settings::Key::AutosaveEnabled))
        return;
    if (!m_modified && !m_autosaved)
        return; // nothing played or changed here: what the autosave holds stays
    if (!ownsAutosave())
        return; // another window's
    // The autosave is to hold this game from now on: an unfinished game of an earlier
    // session it holds waits aside, to be offered when this one has nothing to offer.
    if (!m_autosaved && !m_autosaveIsOurs) {
        bool underWay = false;
        if (offerable(autosavePath(), &underWay) && underWay) {
            QFile::remove(keptGamePath());
            QFile::rename(autosavePath(), keptGamePath());
        }
    }

    GameRecord record = m_controller.record();
    if (m_controller.setup().onlyLooking)
        record.setTag(std::string(LookingTag), "yes");
    else
        writeSetupTags(record, m_controller.setup()); // who plays, even in a record from a file
    if (const std::string scores = scoresText(m_controller.mainLineScores()); !scores.empty())
        record.setTag(std::string(ScoresTag), scores);
    if (!m_origin.path.isEmpty()) {
        record.setTag(std::string(FileTag), m_origin.path.toStdString());
        const bool freeling = m_origin.dialect.letters == SanDialect::Letters::Freeling;
        const bool xboard = m_origin.dialect.ranks == SanDialect::Ranks::ZeroToNine;
        record.setTag(std::string(FileGameTag),
                      std::to_string(m_origin.entryIndex) + " " + std::to_string(m_origin.gameCount) + " "
                          + (freeling ? "freeling" : "usual") + " " + (xboard ? "0-9" : "1-10") + " "
                          + (m_origin.partial ? "partial" : "whole"));
    }
    if (m_modified)
        record.setTag(std::string(UnsavedTag), "yes");
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QSaveFile file(autosavePath());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::fromStdString(writePgn(record)));
        if (file.commit())
            m_autosaved = m_autosaveIsOurs = true;
    }
}

void GameFiles::autosaveAfterSaving() {
    if (!m_autosaved || !ownsAutosave())
        return;
    const GameRecord& record = m_controller.record();
    if (record.result() == "*" && record.mainGame().plyCount() > 0) {
        autosave();
        return;
    }
    QFile::remove(autosavePath());
    m_autosaved = false;
}

bool GameFiles::offerRestore() {
    if (!ownsAutosave())
        return false; // the game another window is playing
    // The game kept aside comes back when the autosave has nothing to offer.
    bool inProgress = false;
    std::optional<GameRecord> kept = offerable(autosavePath(), &inProgress);
    if (!kept && (kept = offerable(keptGamePath(), &inProgress))) {
        QFile::remove(autosavePath());
        QFile::rename(keptGamePath(), autosavePath());
    }
    if (!kept)
        return false;
    GameRecord g = std::move(*kept);
    const std::vector<std::optional<int>> scores = parseScores(g.tag(ScoresTag));
    g.removeTag(ScoresTag);
    const bool looking = g.hasTag(LookingTag);
    g.removeTag(LookingTag);
    g.removeTag(UnsavedTag);
    const std::optional<Origin> origin = originOf(g.tag(FileTag), g.tag(FileGameTag));
    g.removeTag(FileTag);
    g.removeTag(FileGameTag);
    const int plies = g.mainGame().plyCount();
    // Say what the game was, so that the user knows what comes back.
    GameSetup setup = recordedSetup(g, nextGameSetup(m_settings));
    if (looking)
        setup.players = {PlayerKind::Human, PlayerKind::Human};
    QString how =
        setup.isHotSeat() ? tr("two players")
        : setup.players[0] == setup.players[1]
            ? tr("the computer against itself, level %1").arg(setup.level)
            : tr("you against the computer (level %1), you play %2")
                  .arg(setup.level)
                  .arg(colorName(setup.players[0] == PlayerKind::Human ? Color::White : Color::Black));
    if (setup.clockMs > 0)
        how += tr("; clock %1 min + %2 s").arg(setup.clockMs / 60000.0).arg(setup.incrementMs / 1000);
    if (const QString armies = armiesText(g.startPosition()); !armies.isEmpty())
        how = tr("Fantasy Grand Chess, %1; %2").arg(armies, how);
    else if (const QString game = gameNameToSay(g.startPosition()); !game.isEmpty())
        how = QStringLiteral("%1; %2").arg(game, how); // "Embassy Chess; two players"
    const QString where = origin ? tr("%1, game %2 of %3")
                                       .arg(QFileInfo(origin->path).fileName())
                                       .arg(origin->entryIndex + 1)
                                       .arg(origin->gameCount)
                                 : QString();
    QMessageBox box(
        QMessageBox::Question, inProgress ? tr("Unfinished Game") : tr("Unsaved Changes"),
        inProgress ? tr("Continue the unfinished game of your last session?\n\n%1 so far; %2.\n\n"
                        "Not Now offers it again at the next start (until another game is played); "
                        "Discard deletes it.")
                         .arg(movesText((plies + 1) / 2), how)
                   : tr("Your last session changed a finished game and did not save it: %1.\n\n"
                        "Bring the changes back? Not Now offers them again at the next start; "
                        "Discard deletes them.")
                         .arg(where.isEmpty() ? tr("a game of %1").arg(movesText((plies + 1) / 2)) : where),
        QMessageBox::NoButton, m_window);
    QPushButton* resume = box.addButton(inProgress ? tr("Continue the Game") : tr("Bring the Changes Back"),
                                        QMessageBox::AcceptRole);
    QPushButton* later = box.addButton(tr("Not Now"), QMessageBox::RejectRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(resume);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == discard)
        QFile::remove(autosavePath());
    if (box.clickedButton() != resume)
        return false;
    // The game's file, while it is still there: Save writes to it (saveInPlace checks that
    // it still holds the games it held).
    m_origin = origin && QFileInfo::exists(origin->path) ? *origin : Origin{};
    m_unchangedText.clear();
    takeOver(g, looking ? GoingOn::OnlyLook : GoingOn::AsPlayed);
    m_controller.restoreMainLineScores(scores);
    m_modified = true;
    m_autosaved = m_autosaveIsOurs = true; // it is the game the autosave holds
    emit changed();
    return true;
}

} // namespace grand::ui
