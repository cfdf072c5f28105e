#include "ui/game/gamesetup.h"

#include "ui/base/enginetexts.h"
#include "ui/base/settings.h"

#include "engine/rules/armies.h"
#include "engine/search/engine.h"

#include <QDate>
#include <QObject>
#include <QRandomGenerator>

#include <algorithm>
#include <charconv>
#include <regex>

namespace grand::ui {

namespace {

std::optional<long long> number(std::string_view text) {
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

// The army a setting names: an army's id, or a random draw ("random", or anything unknown).
Army chosenArmy(const QString& id) {
    if (const std::optional<Army> a = parseArmy(id.toStdString()))
        return *a;
    return Armies[QRandomGenerator::global()->bounded(static_cast<int>(Armies.size()))];
}

} // namespace

GameSetup nextGameSetup(const Settings& settings) {
    GameSetup s;
    switch (settings.number(Settings::Key::Mode)) {
    case 1:
        s.players = {PlayerKind::Human, PlayerKind::Human};
        s.turnBoard = settings.flag(Settings::Key::TurnBoard);
        break;
    case 2:
        s.players = {PlayerKind::Computer, PlayerKind::Computer};
        break;
    default: {
        int color = settings.number(Settings::Key::HumanColor);
        if (color == 2)
            color = static_cast<int>(QRandomGenerator::global()->bounded(2));
        s.players = color == 1 ? std::array{PlayerKind::Computer, PlayerKind::Human}
                               : std::array{PlayerKind::Human, PlayerKind::Computer};
        break;
    }
    }
    s.level = std::clamp(settings.number(Settings::Key::Level), 1, LevelCount);
    if (const Variant& game = settings.nextGame(); game.hasArmies())
        s.start = Position::fantasyStart(chosenArmy(settings.value(Settings::Key::WhiteArmy).toString()),
                                         chosenArmy(settings.value(Settings::Key::BlackArmy).toString()));
    else
        s.start = Position::start(game);
    s.playerName = settings.playerName().toStdString();
    if (settings.flag(Settings::Key::ClockEnabled)) {
        s.clockMs =
            static_cast<std::int64_t>(std::max(1, settings.number(Settings::Key::ClockMinutes))) * 60000;
        s.incrementMs =
            static_cast<std::int64_t>(std::max(0, settings.number(Settings::Key::ClockIncrement))) * 1000;
    }
    return s;
}

namespace {

constexpr std::string_view NewGameEvent = "Casual game";
constexpr std::string_view NewGameSite = "Grand Chess desktop";
constexpr std::string_view ComputerName = "Grand Chess level "; // then the level

// The name writeNewGameTags gives a side: empty for a human without a name or in hot-seat.
std::string nameFor(const GameSetup& setup, Color c) {
    if (setup.players[static_cast<std::size_t>(index(c))] == PlayerKind::Computer)
        return std::string(ComputerName) + std::to_string(setup.level);
    return setup.hasComputer() ? setup.playerName : std::string();
}

const char* sideTag(Color c) { return c == Color::White ? "White" : "Black"; }

} // namespace

void writeNewGameTags(GameRecord& record, const GameSetup& setup) {
    record.setTag("Event", std::string(NewGameEvent));
    record.setTag("Site", std::string(NewGameSite));
    record.setTag("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    for (Color c : {Color::White, Color::Black})
        if (const std::string name = nameFor(setup, c); !name.empty())
            record.setTag(sideTag(c), name);
    // Who plays, two people included (the record of a game begun here always says so).
    writeSetupTags(record, setup);
}

void renamePlayers(GameRecord& record, const GameSetup& before, const GameSetup& after) {
    for (Color c : {Color::White, Color::Black}) {
        const std::string was = nameFor(before, c), now = nameFor(after, c);
        if (was == now || record.tag(sideTag(c)) != was)
            continue; // unchanged, or a name the user or the file gave
        if (now.empty())
            record.removeTag(sideTag(c));
        else
            record.setTag(sideTag(c), now);
    }
}

void writeSetupTags(GameRecord& record, const GameSetup& setup) {
    auto type = [](PlayerKind k) { return k == PlayerKind::Computer ? "program" : "human"; };
    record.setTag("WhiteType", type(setup.players[0]));
    record.setTag("BlackType", type(setup.players[1]));
    if (setup.hasComputer())
        record.setTag(std::string(LevelTag), std::to_string(setup.level));
    if (setup.clockMs > 0) {
        std::string control = std::to_string(setup.clockMs / 1000);
        if (setup.incrementMs > 0)
            control += "+" + std::to_string(setup.incrementMs / 1000);
        record.setTag("TimeControl", control);
    }
}

GameSetup recordedSetup(const GameRecord& record, const GameSetup& fallback) {
    GameSetup s = fallback;
    s.start = record.startPosition();
    auto kind = [](const std::string& type, PlayerKind otherwise) {
        if (type.empty())
            return otherwise;
        return type == "program" ? PlayerKind::Computer : PlayerKind::Human;
    };
    s.players = {kind(record.tag("WhiteType"), PlayerKind::Human),
                 kind(record.tag("BlackType"), PlayerKind::Human)};
    std::string level = record.tag(LevelTag);
    if (level.empty())
        level = record.tag("Level"); // autosaves of version 0.1.0
    if (const auto n = number(level))
        s.level = static_cast<int>(std::clamp<long long>(*n, 1, LevelCount));
    s.turnBoard = s.isHotSeat() && fallback.turnBoard;
    s.clockMs = s.incrementMs = 0;
    const std::string control = record.tag("TimeControl");
    const auto plus = control.find('+');
    const auto base = number(std::string_view(control).substr(0, plus));
    const auto increment = plus == std::string::npos ? std::optional<long long>(0)
                                                     : number(std::string_view(control).substr(plus + 1));
    if (base && increment && *base > 0 && *base <= 24 * 3600 && *increment >= 0 && *increment <= 3600) {
        s.clockMs = *base * 1000;
        s.incrementMs = *increment * 1000;
    }
    return s;
}

QString levelName(int level) {
    const PlayingLevel& l = playingLevel(level);
    return QObject::tr("Computer · level %1 (%2)").arg(l.level).arg(levelText(l));
}

QString shownTagValue(const std::string& tag, const std::string& value) {
    if (tag == "Event" && value == NewGameEvent)
        return QObject::tr("Casual game");
    if (tag == "Site" && value == NewGameSite)
        return QObject::tr("Grand Chess desktop");
    if ((tag == "White" || tag == "Black") && value.starts_with(ComputerName)) {
        const std::string_view digits = std::string_view(value).substr(ComputerName.size());
        int level = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), level);
        if (error == std::errc() && end == digits.data() + digits.size() && !digits.empty())
            return QObject::tr("Grand Chess level %1").arg(level);
    }
    return QString::fromStdString(value);
}

namespace {
// "0:04:31" (whole seconds, rounded down), or "0:04:31.2" with tenths.
std::string clockText(std::int64_t ms, bool tenths) {
    const long long t = std::max<std::int64_t>(0, ms) / 100;
    const long long seconds = t / 10;
    char text[40];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", seconds / 3600, seconds / 60 % 60, seconds % 60);
    std::string out = text;
    if (tenths)
        out += '.' + std::to_string(t % 10);
    return out;
}
} // namespace

std::string clockCommand(std::int64_t ms) { return "[%clk " + clockText(ms, false) + "]"; }

std::optional<std::int64_t> takeClockCommand(const std::string& comment, std::string* rest) {
    static const std::regex Clock(R"(\[%clk\s+(\d+):(\d{1,2}):(\d{1,2})(?:\.(\d+))?\s*\])");
    std::smatch m;
    if (!std::regex_search(comment, m, Clock))
        return std::nullopt;
    std::int64_t ms = (std::stoll(m[1]) * 3600 + std::stoll(m[2]) * 60 + std::stoll(m[3])) * 1000;
    if (m[4].matched) {
        const std::string fraction = (m[4].str() + "00").substr(0, 3);
        ms += std::stoll(fraction);
    }
    if (rest)
        *rest = trimmed(m.prefix().str() + " " + m.suffix().str());
    return ms;
}

std::string turnClockText(std::int64_t ms) { return clockText(ms, true); }

std::optional<std::int64_t> readTurnClock(const std::string& text) {
    std::string rest;
    const auto ms = takeClockCommand("[%clk " + text + "]", &rest);
    if (!ms || !rest.empty())
        return std::nullopt;
    return ms;
}

} // namespace grand::ui
