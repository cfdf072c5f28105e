#include "puzzle.h"

#include "engine/rules/movegen.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace grand {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string> words(std::string_view s, char separator) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t end = std::min(s.find(separator, start), s.size());
        const std::string_view w = trimmed(s.substr(start, end - start));
        if (!w.empty())
            out.emplace_back(w);
        start = end + 1;
    }
    return out;
}

bool fail(std::string* why, std::string message) {
    if (why)
        *why = std::move(message);
    return false;
}

bool mates(const Position& pos, Move m) {
    Position after = pos;
    UndoInfo undo;
    after.doMove(m, undo);
    return isCheckmate(after);
}

} // namespace

std::string Puzzle::id() const {
    const std::vector<std::string> fields = words(fen, ' ');
    std::string key;
    for (std::size_t i = 0; i < fields.size() && i < 4; ++i)
        key += (i ? " " : "") + fields[i];
    if (fields.size() > 6) // a Fantasy position's armies
        key += " " + fields[6];
    return key + (moves.empty() ? "" : " " + moves.front());
}

bool Puzzle::hasTheme(std::string_view theme) const {
    return std::find(themes.begin(), themes.end(), theme) != themes.end();
}

std::string PuzzleFileError::toString() const { return "line " + std::to_string(line) + ": " + message; }

std::optional<Puzzle> parsePuzzleLine(std::string_view line, std::string* why) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (start <= line.size()) {
        const std::size_t end = std::min(line.find(';', start), line.size());
        parts.push_back(trimmed(line.substr(start, end - start)));
        start = end + 1;
    }
    Puzzle p;
    p.fen = std::string(parts.front());
    if (p.fen.empty()) {
        fail(why, "no FEN before the first ';'");
        return std::nullopt;
    }
    if (auto pos = Position::fromFen(p.fen); !pos) {
        fail(why, pos.error().toString());
        return std::nullopt;
    }
    bool sawMoves = false;
    bool sawRating = false;
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const std::string_view part = parts[i];
        const std::size_t space = part.find(' ');
        const std::string_view name = part.substr(0, space);
        const std::string_view value = space == std::string_view::npos ? "" : trimmed(part.substr(space));
        if (name == "moves") {
            p.moves = words(value, ' ');
            sawMoves = true;
        } else if (name == "rating") {
            int r = 0;
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), r);
            if (ec != std::errc() || end != value.data() + value.size() || r < 100 || r > 4000) {
                fail(why, "rating '" + std::string(value) + "' is not a number from 100 to 4000");
                return std::nullopt;
            }
            p.rating = r;
            sawRating = true;
        } else if (name == "themes") {
            p.themes = words(value, ',');
        } else if (name == "source") {
            p.source = std::string(value);
        } else if (!name.empty()) {
            fail(why, "unknown field '" + std::string(name) + "' (moves, rating, themes, source)");
            return std::nullopt;
        }
    }
    if (!sawMoves || p.moves.empty()) {
        fail(why, "no '; moves ...' field");
        return std::nullopt;
    }
    if (!sawRating) {
        fail(why, "no '; rating N' field");
        return std::nullopt;
    }
    return p;
}

std::string formatPuzzleLine(const Puzzle& puzzle) {
    std::ostringstream out;
    out << puzzle.fen << " ; moves";
    for (const std::string& m : puzzle.moves)
        out << ' ' << m;
    out << " ; rating " << puzzle.rating << " ; themes ";
    for (std::size_t i = 0; i < puzzle.themes.size(); ++i)
        out << (i ? "," : "") << puzzle.themes[i];
    if (!puzzle.source.empty())
        out << " ; source " << puzzle.source;
    return out.str();
}

PuzzleFile readPuzzleFile(std::string_view text) {
    PuzzleFile file;
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = trimmed(text.substr(start, end - start));
        ++number;
        start = end + 1;
        if (line.empty() || line.front() == '#')
            continue;
        std::string why;
        if (auto p = parsePuzzleLine(line, &why))
            file.puzzles.push_back(std::move(*p));
        else
            file.errors.push_back({number, why});
    }
    return file;
}

std::optional<ReplayedPuzzle> replayPuzzle(const Puzzle& puzzle, std::string* why) {
    auto start = Position::fromFen(puzzle.fen);
    if (!start) {
        fail(why, start.error().toString());
        return std::nullopt;
    }
    if (puzzle.moves.empty() || puzzle.moves.size() % 2 == 0) {
        fail(why, puzzle.moves.empty() ? "the line is empty"
                                       : "the line ends on the defender's move (" + puzzle.moves.back()
                                             + "), not the solver's");
        return std::nullopt;
    }
    ReplayedPuzzle out{start.value(), {}};
    Game game(start.value());
    for (std::size_t i = 0; i < puzzle.moves.size(); ++i) {
        if (game.status().isOver()) {
            fail(why,
                 "move " + std::to_string(i + 1) + " (" + puzzle.moves[i] + ") comes after the game is over");
            return std::nullopt;
        }
        const Move m = moveFromUci(game.position(), puzzle.moves[i]);
        if (m.isNone()) {
            fail(why, "move " + std::to_string(i + 1) + " (" + puzzle.moves[i] + ") is not legal there");
            return std::nullopt;
        }
        out.line.push_back(m);
        game.play(m);
    }
    return out;
}

bool answersPuzzleMove(const Position& pos, Move played, Move expected) {
    if (played == expected)
        return true;
    return isLegal(pos, played) && mates(pos, played);
}

} // namespace grand
