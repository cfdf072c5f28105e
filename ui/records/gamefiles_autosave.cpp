// The autosave: the game in progress written after every move, and offered back at the next
// start (GameFiles, gamefiles.h). What it keeps besides the record: who plays (the setup's
// tags), whether the game was only being looked at, and the engine's evaluations.

#include "ui/records/gamefiles.h"

#include "ui/base/armytexts.h"
#include "ui/game/gamesetup.h"

#include "engine/notation/pgn.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
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

// ---- The autosave ----

QString GameFiles::autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/autosave.pgn";
}

// Writes the game in progress after every move (atomically), with who plays whom and the
// clocks, so that a crash or a quit loses nothing.
void GameFiles::autosave() {
    if (!m_settings.flag(Settings::Key::AutosaveEnabled))
        return;
    GameRecord record = m_controller.record();
    if (m_controller.setup().onlyLooking)
        record.setTag(std::string(LookingTag), "yes");
    else
        writeSetupTags(record, m_controller.setup()); // who plays, even in a record from a file
    if (const std::string scores = scoresText(m_controller.mainLineScores()); !scores.empty())
        record.setTag(std::string(ScoresTag), scores);
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QSaveFile file(autosavePath());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::fromStdString(writePgn(record)));
        file.commit();
    }
}

bool GameFiles::offerRestore() {
    QFile file(autosavePath());
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const std::vector<PgnEntry> entries = readPgn(decodeText(file.readAll().toStdString()));
    if (entries.empty() || !entries.front().complete())
        return false;
    GameRecord g = *entries.front().game;
    const std::vector<std::optional<int>> scores = parseScores(g.tag(ScoresTag));
    g.removeTag(ScoresTag);
    const bool looking = g.hasTag(LookingTag);
    g.removeTag(LookingTag);
    const int plies = g.mainGame().plyCount();
    if (g.result() != "*" || plies == 0)
        return false;
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
    QMessageBox box(QMessageBox::Question, tr("Unfinished Game"),
                    tr("Continue the unfinished game of your last session?\n\n%1 so far; %2.\n\n"
                       "Not Now offers it again at the next start (until another game is played); "
                       "Discard deletes it.")
                        .arg(movesText((plies + 1) / 2), how),
                    QMessageBox::NoButton, m_window);
    QPushButton* resume = box.addButton(tr("Continue the Game"), QMessageBox::AcceptRole);
    QPushButton* later = box.addButton(tr("Not Now"), QMessageBox::RejectRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(resume);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == discard)
        QFile::remove(autosavePath());
    if (box.clickedButton() != resume)
        return false;
    m_origin = Origin{};
    m_unchangedText.clear();
    takeOver(g, looking ? GoingOn::OnlyLook : GoingOn::AsPlayed);
    m_controller.restoreMainLineScores(scores);
    m_modified = true;
    emit changed();
    return true;
}

} // namespace grand::ui
