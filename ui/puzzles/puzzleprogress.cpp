#include "puzzleprogress.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace grand::ui {

namespace {

constexpr double PuzzleDeviation = 150; // how sure a collection's rating is before play

QJsonObject toJson(const GlickoRating& r) {
    return {{"rating", r.rating}, {"deviation", r.deviation}, {"volatility", r.volatility}};
}

std::optional<GlickoRating> ratingFromJson(const QJsonValue& v) {
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    GlickoRating r;
    r.rating = o.value("rating").toDouble(-1);
    r.deviation = o.value("deviation").toDouble(-1);
    r.volatility = o.value("volatility").toDouble(-1);
    if (r.rating < 100 || r.rating > 4000 || r.deviation <= 0 || r.deviation > 350 || r.volatility <= 0
        || r.volatility > 1)
        return std::nullopt;
    return r;
}

QString resultName(PuzzleProgress::Result r) {
    switch (r) {
    case PuzzleProgress::Result::Solved:
        return QStringLiteral("solved");
    case PuzzleProgress::Result::SolvedWithHint:
        return QStringLiteral("hint");
    case PuzzleProgress::Result::Failed:
        break;
    }
    return QStringLiteral("failed");
}

std::optional<PuzzleProgress::Result> resultFromName(const QString& s) {
    if (s == "solved")
        return PuzzleProgress::Result::Solved;
    if (s == "hint")
        return PuzzleProgress::Result::SolvedWithHint;
    if (s == "failed")
        return PuzzleProgress::Result::Failed;
    return std::nullopt;
}

} // namespace

PuzzleProgress::PuzzleProgress(QString path) : m_path(std::move(path)) { load(); }

QString PuzzleProgress::defaultPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/puzzles.json";
}

void PuzzleProgress::load() {
    QFile file(m_path);
    if (!file.exists())
        return;
    QString why;
    if (!file.open(QIODevice::ReadOnly)) {
        m_loadProblem = QCoreApplication::translate("grand::ui::PuzzleProgress", "%1 cannot be read: %2")
                            .arg(QDir::toNativeSeparators(m_path), file.errorString());
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    file.close();
    const QJsonObject root = doc.object();
    const auto player = ratingFromJson(root.value("player"));
    if (error.error != QJsonParseError::NoError || !doc.isObject() || root.value("version").toInt() != 1
        || !player) {
        // Kept aside, not overwritten: the user may want it back.
        const QString aside =
            m_path + ".unreadable-" + QDateTime::currentDateTime().toString("yyyyMMdd-hhmmss");
        QFile::rename(m_path, aside);
        m_loadProblem =
            QCoreApplication::translate(
                "grand::ui::PuzzleProgress",
                "Your puzzle record could not be read (%1); it was kept as %2 and a new "
                "one begun.")
                .arg(error.error != QJsonParseError::NoError
                         ? QCoreApplication::translate("grand::ui::PuzzleProgress", "at byte %1: %2")
                               .arg(error.offset)
                               .arg(error.errorString())
                         : QCoreApplication::translate("grand::ui::PuzzleProgress", "not a puzzle record"),
                     QDir::toNativeSeparators(aside));
        return;
    }
    m_player = *player;
    const QJsonObject puzzles = root.value("puzzles").toObject();
    for (auto it = puzzles.begin(); it != puzzles.end(); ++it)
        if (const auto r = ratingFromJson(it.value()))
            m_puzzles[it.key().toStdString()] = *r;
    for (const QJsonValue& v : root.value("history").toArray()) {
        const QJsonObject o = v.toObject();
        const auto result = resultFromName(o.value("result").toString());
        if (!result || o.value("id").toString().isEmpty())
            continue;
        add({o.value("id").toString().toStdString(), *result,
             QDateTime::fromString(o.value("time").toString(), Qt::ISODate), o.value("ratingAfter").toInt(),
             o.value("puzzleRating").toInt(), o.value("rated").toBool(true)});
    }
    m_theme = root.value("theme").toString().toStdString();
}

bool PuzzleProgress::save() const {
    QJsonObject puzzles;
    for (const auto& [id, r] : m_puzzles)
        puzzles.insert(QString::fromStdString(id), toJson(r));
    QJsonArray history;
    for (const Attempt& a : m_history)
        history.append(QJsonObject{{"id", QString::fromStdString(a.id)},
                                   {"result", resultName(a.result)},
                                   {"time", a.when.toString(Qt::ISODate)},
                                   {"ratingAfter", a.ratingAfter},
                                   {"puzzleRating", a.puzzleRating},
                                   {"rated", a.rated}});
    const QJsonObject root{{"version", 1},
                           {"player", toJson(m_player)},
                           {"puzzles", puzzles},
                           {"history", history},
                           {"theme", QString::fromStdString(m_theme)}};
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    return file.commit();
}

GlickoRating PuzzleProgress::puzzleRating(const std::string& id, int collectionRating) const {
    if (const auto it = m_puzzles.find(id); it != m_puzzles.end())
        return it->second;
    return GlickoRating{static_cast<double>(collectionRating), PuzzleDeviation, 0.06};
}

std::optional<PuzzleProgress::Result> PuzzleProgress::lastResult(const std::string& id) const {
    if (const auto it = m_last.find(id); it != m_last.end())
        return it->second;
    return std::nullopt;
}

void PuzzleProgress::add(Attempt attempt) {
    m_last[attempt.id] = attempt.result;
    m_history.push_back(std::move(attempt));
}

template <class F>
bool PuzzleProgress::update(F change) {
    QLockFile lock(m_path + ".lock");
    lock.tryLock(2000);
    reload();
    change();
    return save();
}

namespace {
PuzzleProgress::Result resultOf(double score) {
    return score >= 1  ? PuzzleProgress::Result::Solved
           : score > 0 ? PuzzleProgress::Result::SolvedWithHint
                       : PuzzleProgress::Result::Failed;
}
} // namespace

double PuzzleProgress::record(const Puzzle& puzzle, double score, bool* saved) {
    double change = 0;
    const bool ok = update([&] {
        const GlickoRating before = m_player;
        const GlickoRating puzzleBefore = puzzleRating(puzzle);
        m_player = glickoUpdate(before, puzzleBefore, score);
        m_puzzles[puzzle.id()] = glickoUpdate(puzzleBefore, before, 1 - score);
        add({puzzle.id(), resultOf(score), QDateTime::currentDateTime(),
             static_cast<int>(std::lround(m_player.rating)),
             static_cast<int>(std::lround(puzzleBefore.rating))});
        // As the ratings are shown, whole: the change adds up to what is shown after it.
        change = static_cast<double>(std::lround(m_player.rating) - std::lround(before.rating));
    });
    if (saved)
        *saved = ok;
    return change;
}

void PuzzleProgress::recordReplay(const Puzzle& puzzle, double score, bool* saved) {
    const bool ok = update([&] {
        add({puzzle.id(), resultOf(score), QDateTime::currentDateTime(),
             static_cast<int>(std::lround(m_player.rating)),
             static_cast<int>(std::lround(puzzleRating(puzzle).rating)), false});
    });
    if (saved)
        *saved = ok;
}

const Puzzle* PuzzleProgress::choose(const PuzzleCollection& collection, const std::string& theme,
                                     bool retryFailed, std::mt19937& random) const {
    std::vector<std::pair<double, const Puzzle*>> candidates;
    for (const Puzzle& p : collection.puzzles()) {
        if (!theme.empty() && !p.hasTheme(theme))
            continue;
        const std::string id = p.id();
        const auto last = lastResult(id);
        if (retryFailed ? last != Result::Failed : last.has_value())
            continue;
        candidates.emplace_back(std::abs(puzzleRating(id, p.rating).rating - m_player.rating), &p);
    }
    if (candidates.empty())
        return nullptr;
    const std::size_t few = std::min<std::size_t>(candidates.size(), 8);
    std::partial_sort(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(few),
                      candidates.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::uniform_int_distribution<std::size_t> pick(0, few - 1);
    return candidates[pick(random)].second;
}

void PuzzleProgress::setTheme(const std::string& theme) {
    if (theme != m_theme)
        update([&] { m_theme = theme; });
}

// What another window of the program (or a run since) wrote is read before a change is
// made and saved, so that two windows add to the record instead of writing over each other.
void PuzzleProgress::reload() {
    if (!QFile::exists(m_path))
        return;
    PuzzleProgress fresh(m_path);
    if (!fresh.m_loadProblem.isEmpty())
        return;
    m_player = fresh.m_player;
    m_puzzles = std::move(fresh.m_puzzles);
    m_history = std::move(fresh.m_history);
    m_last = std::move(fresh.m_last);
    m_theme = fresh.m_theme;
}

} // namespace grand::ui
