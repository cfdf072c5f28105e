#include "ui/base/settings.h"

#include "engine/rules/armies.h"
#include "engine/search/search_pool.h"

#include <QByteArray>
#include <QDir>
#include <QStringList>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace grand::ui {

namespace {

struct Entry {
    Settings::Key key;
    const char* name;
    QVariant fallback;
};

const Entry& entry(Settings::Key key) {
    using K = Settings::Key;
    static const Entry Table[] = {
        {K::Geometry, "window/geometry", QByteArray()},
        {K::WindowState, "window/state", QByteArray()},
        {K::Mode, "game/mode", 0},
        {K::HumanColor, "game/humanColor", 0},
        {K::Level, "game/level", 4},
        {K::TurnBoard, "game/turnBoard", false},
        {K::ClockEnabled, "game/clock", false},
        {K::ClockMinutes, "game/clockMinutes", 10},
        {K::ClockIncrement, "game/clockIncrement", 5},
        {K::Flipped, "board/flipped", false},
        {K::ShowLegalMoves, "board/showLegalMoves", true},
        {K::Animation, "board/animation", true},
        {K::ShowEvalBar, "board/evalBar", true},
        {K::ShowEvalBarHotSeat, "board/evalBarHotSeat", false},
        {K::PieceLetters, "notation/pieceLetters", 0},
        {K::LastFolder, "files/lastFolder", QString()},
        {K::RecentFiles, "files/recent", QStringList()},
        {K::AutosaveEnabled, "files/autosave", true},
        {K::BoardTheme, "appearance/boardTheme", 0},
        {K::Coordinates, "appearance/coordinates", 0},
        {K::PieceStyle, "appearance/pieceStyle", 0},
        {K::SoundEnabled, "sound/enabled", true},
        {K::SoundVolume, "sound/volume", 70},
        {K::Language, "appearance/language", QString()},
        {K::AnalysisLines, "analysis/lines", 3},
        {K::BestMoveArrow, "analysis/bestMoveArrow", true},
        {K::ThreatArrow, "analysis/threatArrow", false},
        {K::ReviewMoveTime, "review/moveTime", 200},
        {K::ReviewDepth, "review/depth", 10},
        {K::ReviewByDepth, "review/byDepth", 0},
        {K::ReviewNodesPerSecond, "review/nodesPerSecond", 0},
        {K::PlayerName, "player/name", QString()},
        {K::Variant, "game/variant", QString()},
        {K::Fantasy, "game/fantasy", false},
        {K::WhiteArmy, "game/whiteArmy", QStringLiteral("elves")},
        {K::BlackArmy, "game/blackArmy", QStringLiteral("horde")},
        {K::EngineThreads, "engine/threads", 0},
    };
    for (const Entry& e : Table)
        if (e.key == key)
            return e;
    return Table[0];
}

} // namespace

Settings::Settings() : m_settings(QSettings::UserScope, "grandchess", "grandchess") {}

const grand::Variant& Settings::nextGame() const {
    if (const grand::Variant* game = findVariant(value(Key::Variant).toString().toStdString()))
        return *game;
    return flag(Key::Fantasy) ? fantasyGrandChess() : grandChess();
}

void Settings::setNextGame(const grand::Variant& game) {
    setValue(Key::Variant, QString::fromUtf8(game.id.data(), static_cast<int>(game.id.size())));
    setValue(Key::Fantasy, game.hasArmies()); // what a version without the Variant key reads
}

int Settings::engineThreads() const {
    const int chosen = number(Key::EngineThreads);
    return chosen > 0 ? std::min(chosen, machineThreads()) : std::max(1, machineThreads() - 1);
}

// Grand Chess's keeps the name it always had; each other game (and army pair) its own.
QString Settings::reviewSpeedName(const grand::Position& start) {
    const grand::Variant& game = start.variant();
    QString name = entry(Key::ReviewNodesPerSecond).name;
    if (&game == &grand::grandChess())
        return name;
    name += '/' + QString::fromUtf8(game.id.data(), static_cast<int>(game.id.size()));
    if (game.hasArmies())
        for (grand::Color side : {grand::Color::White, grand::Color::Black}) {
            const std::string_view army = grand::armyInfo(start.army(side)).id; // "horde"
            name += '-' + QString::fromUtf8(army.data(), static_cast<int>(army.size()));
        }
    return name;
}

quint64 Settings::reviewSpeed(const grand::Position& start) const {
    return m_settings.value(reviewSpeedName(start), 0).toULongLong();
}

void Settings::setReviewSpeed(const grand::Position& start, quint64 nodesPerSecond) {
    m_settings.setValue(reviewSpeedName(start), nodesPerSecond);
}

QVariant Settings::value(Key key) const {
    const Entry& e = entry(key);
    return m_settings.value(e.name, e.fallback);
}

void Settings::setValue(Key key, const QVariant& value) { m_settings.setValue(entry(key).name, value); }

QString Settings::playerName() const {
    if (m_settings.contains(entry(Key::PlayerName).name))
        return value(Key::PlayerName).toString().trimmed();
    return accountName();
}

QString Settings::accountName() {
#ifdef Q_OS_UNIX
    if (const passwd* user = getpwuid(getuid()); user && user->pw_gecos) {
        const QString full = QString::fromLocal8Bit(user->pw_gecos).section(',', 0, 0).trimmed();
        if (!full.isEmpty())
            return full;
    }
#endif
    QString name = qEnvironmentVariable("USER");
    if (name.isEmpty())
        name = qEnvironmentVariable("USERNAME");
    if (name.isEmpty())
        name = QDir::home().dirName();
    return name;
}

} // namespace grand::ui
