#include "puzzles_command.h"

#include "command_args.h"
#include "fairy_stockfish.h"
#include "pgn_convert.h"

#include "engine/notation/pgn.h"
#include "engine/puzzles/finder.h"
#include "engine/rules/movegen.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>

namespace grand::app {

namespace {

constexpr const char* Usage =
    "usage: grandchess-engine puzzles make [--nodes N] [--screen-nodes N] [--from-ply N] [--limit N]\n"
    "                                      [--no-defence] [--out FILE] PGN...\n"
    "         puzzles from the games of PGN files, one a line (docs/puzzles.md); --out appends\n"
    "       grandchess-engine puzzles check [--fairy PATH] [--depth N] [--keep FILE] PUZZLES\n"
    "         each puzzle replayed by the rules and judged by Fairy-Stockfish: its first move\n"
    "         best at depth N (12), the second line at least 2 pawns worse, a win (3 pawns) seen\n"
    "         where the puzzle is one, or the move mates; exit 77 without Fairy-Stockfish\n"
    "       grandchess-engine puzzles stats PUZZLES\n"
    "         themes, lengths and ratings of a collection, every line replayed\n"
    "       grandchess-engine puzzles rate PUZZLES\n"
    "         the collection again with each puzzle's rating measured anew by the levels\n"
    "       grandchess-engine puzzles themes PUZZLES\n"
    "         the collection again with each puzzle's themes found anew by the detectors\n";

std::string baseName(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Source text without the field separator.
std::string clean(std::string s) {
    for (char& c : s)
        if (c == ';' || c == '\n' || c == '\r')
            c = ',';
    return s;
}

// The position without its move counters, as Puzzle::id() begins.
std::string positionKey(const Position& pos) {
    Puzzle p;
    p.fen = pos.fen();
    return p.id();
}

bool readPuzzles(const std::string& path, PuzzleFile& file) {
    std::string bytes;
    if (!readAll(path, bytes)) {
        std::cerr << "puzzles: cannot open " << path << ": " << std::strerror(errno) << "\n";
        return false;
    }
    file = readPuzzleFile(bytes);
    for (const PuzzleFileError& e : file.errors)
        std::cerr << path << ": " << e.toString() << "\n";
    return true;
}

int makeCommand(const std::vector<std::string>& args) {
    PuzzleFinderOptions options;
    int fromPly = 8;
    long long limit = 0;
    std::string out;
    std::vector<std::string> files;
    for (std::size_t i = 2; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--nodes" && hasValue && positiveNumber(args[i + 1]))
            options.nodes = static_cast<std::uint64_t>(positiveNumber(args[++i]));
        else if (a == "--screen-nodes" && hasValue && positiveNumber(args[i + 1]))
            options.screenNodes = static_cast<std::uint64_t>(positiveNumber(args[++i]));
        else if (a == "--from-ply" && hasValue && positiveNumber(args[i + 1]))
            fromPly = static_cast<int>(positiveNumber(args[++i]));
        else if (a == "--limit" && hasValue && positiveNumber(args[i + 1]))
            limit = positiveNumber(args[++i]);
        else if (a == "--no-defence")
            options.defences = false;
        else if (a == "--out" && hasValue)
            out = args[++i];
        else if (a.size() > 1 && a[0] == '-') {
            std::cerr << "puzzles make: bad option '" << a << "'\n" << Usage;
            return 2;
        } else
            files.push_back(a);
    }
    if (files.empty()) {
        std::cerr << Usage;
        return 2;
    }
    std::ofstream outFile;
    std::set<std::string> seen;
    if (!out.empty()) {
        PuzzleFile existing;
        std::ifstream probe(out);
        if (probe && readPuzzles(out, existing))
            for (const Puzzle& p : existing.puzzles)
                seen.insert(positionKey(Position::fromFen(p.fen).value()));
        outFile.open(out, std::ios::app);
        if (!outFile) {
            std::cerr << "puzzles make: cannot write " << out << ": " << std::strerror(errno) << "\n";
            return 1;
        }
    }
    std::ostream& sink = out.empty() ? std::cout : outFile;

    Engine engine;
    PuzzleFinder finder(engine, options);
    std::map<std::string, int> themes;
    const auto started = std::chrono::steady_clock::now();
    long long kept = 0;
    int problems = 0;
    for (const std::string& path : files) {
        std::string bytes;
        if (!readAll(path, bytes)) {
            std::cerr << "puzzles make: cannot open " << path << ": " << std::strerror(errno) << "\n";
            ++problems;
            continue;
        }
        for (const PgnEntry& e : readPgn(decodeText(bytes))) {
            if (!e.game) {
                std::cerr << path << ": " << e.errorText() << " (skipped)\n";
                continue;
            }
            const Game full = e.game->mainGame();
            engine.newGame();
            Game game(full.startPosition());
            for (int ply = 0; ply < full.plyCount(); ++ply) {
                if (ply >= fromPly) {
                    const std::string key = positionKey(game.position());
                    if (!seen.count(key)) {
                        if (auto found = finder.examine(game)) {
                            seen.insert(key);
                            found->puzzle.source = clean(
                                e.game->tag("White") + " - " + e.game->tag("Black") + ", " + baseName(path)
                                + " game " + std::to_string(e.number) + ", ply " + std::to_string(ply + 1));
                            sink << formatPuzzleLine(found->puzzle) << std::endl;
                            for (const std::string& t : found->puzzle.themes)
                                ++themes[t];
                            if (limit && ++kept >= limit)
                                break;
                        }
                    }
                }
                game.play(full.moves()[static_cast<std::size_t>(ply)]);
            }
            if (limit && kept >= limit)
                break;
        }
        if (limit && kept >= limit)
            break;
    }
    const double minutes =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() / 60.0;
    const PuzzleFinderStats& s = finder.stats();
    std::cerr << std::fixed << std::setprecision(1) << "puzzles make: " << s.examined << " positions in "
              << minutes << " min (" << (minutes > 0 ? s.examined / minutes : 0) << " a minute), "
              << s.searched << " past the quick look, " << s.kept << " kept ("
              << (s.examined ? 100.0 * static_cast<double>(s.kept) / static_cast<double>(s.examined) : 0)
              << "%)\n";
    for (const auto& [reason, n] : s.rejected)
        std::cerr << "  rejected, " << reason << ": " << n << "\n";
    for (const auto& [theme, n] : themes)
        std::cerr << "  theme " << theme << ": " << n << "\n";
    return problems ? 1 : 0;
}

int checkCommand(const std::vector<std::string>& args) {
    std::string fairy = FairyStockfish::defaultPath();
    int depth = 12;
    std::string keep;
    std::string path;
    for (std::size_t i = 2; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--fairy" && hasValue)
            fairy = args[++i];
        else if (a == "--depth" && hasValue && positiveNumber(args[i + 1]))
            depth = static_cast<int>(positiveNumber(args[++i]));
        else if (a == "--keep" && hasValue)
            keep = args[++i];
        else if (a.size() > 1 && a[0] == '-') {
            std::cerr << "puzzles check: bad option '" << a << "'\n" << Usage;
            return 2;
        } else
            path = a;
    }
    if (path.empty()) {
        std::cerr << Usage;
        return 2;
    }
    PuzzleFile file;
    if (!readPuzzles(path, file))
        return 1;
    if (fairy.empty()) {
        std::cerr << "puzzles check: Fairy-Stockfish not found (apt-get install fairy-stockfish, or --fairy "
                     "PATH)\n";
        return 77; // "skipped" to ctest
    }
    FairyStockfish fs(fairy);
    if (!fs.ok()) {
        std::cerr << "puzzles check: " << fairy << " did not answer as a UCI engine\n";
        return 1;
    }
    std::ofstream kept;
    if (!keep.empty()) {
        kept.open(keep, std::ios::trunc);
        if (!kept) {
            std::cerr << "puzzles check: cannot write " << keep << ": " << std::strerror(errno) << "\n";
            return 1;
        }
    }
    int passed = 0;
    int failed = static_cast<int>(file.errors.size());
    const auto started = std::chrono::steady_clock::now();
    for (std::size_t n = 0; n < file.puzzles.size(); ++n) {
        const Puzzle& p = file.puzzles[n];
        std::string why;
        const auto replayed = replayPuzzle(p, &why);
        if (replayed) {
            const Position& pos = replayed->start;
            fs.setVariant(std::string(pos.variant().id));
            const Move first = replayed->line.front();
            Position after = pos;
            UndoInfo undo;
            after.doMove(first, undo);
            const bool firstMates = isCheckmate(after);
            const auto lines = fs.analyse(p.fen, depth, 2);
            if (!lines || lines->empty()) {
                why = "Fairy-Stockfish gave no line";
            } else if (firstMates) {
                // a mate in one is right whatever else Fairy-Stockfish prefers
            } else if ((*lines)[0].move != p.moves.front()) {
                why = "Fairy-Stockfish prefers " + (*lines)[0].move + " to " + p.moves.front();
            } else if (!p.hasTheme("defence") && !(*lines)[0].mate && (*lines)[0].score < 300) {
                why = "Fairy-Stockfish sees only " + std::to_string((*lines)[0].score) + " after "
                      + p.moves.front() + ", not a win";
            } else if (lines->size() > 1 && (*lines)[1].score > (*lines)[0].score - 200
                       && !(*lines)[0].mate) {
                why = "Fairy-Stockfish's second line " + (*lines)[1].move + " ("
                      + std::to_string((*lines)[1].score) + ") is within 2 pawns of " + p.moves.front() + " ("
                      + std::to_string((*lines)[0].score) + ")";
            } else if (lines->size() > 1 && (*lines)[0].mate && (*lines)[1].mate && (*lines)[1].score > 0) {
                why = "Fairy-Stockfish's second line " + (*lines)[1].move + " mates too";
            }
        }
        const int line = static_cast<int>(n) + 1;
        if (why.empty()) {
            ++passed;
            if (kept)
                kept << formatPuzzleLine(p) << "\n";
        } else {
            ++failed;
            std::cout << "puzzle " << line << " (" << p.fen << "): " << why << "\n";
        }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::cout << "puzzles check: " << passed << " of " << file.puzzles.size() + file.errors.size()
              << " puzzles pass (Fairy-Stockfish at depth " << depth << ", " << std::fixed
              << std::setprecision(0) << seconds << " s)\n";
    return failed ? 1 : 0;
}

// Reads the collection of args[2] and calls `visit` for each puzzle that replays; those that
// do not are named on `problems`.
struct Walk {
    int status = 0;  // 0; 1 if a line could not be read or a puzzle replayed, or no file; 2 usage
    int puzzles = 0; // lines read as puzzles
    int bad = 0;     // lines not read, and puzzles that do not replay
    bool opened = false;
};

Walk forEachReplayed(const std::vector<std::string>& args, std::ostream& problems,
                     const std::function<void(Puzzle&, const ReplayedPuzzle&)>& visit) {
    Walk walk;
    if (args.size() != 3) {
        std::cerr << Usage;
        walk.status = 2;
        return walk;
    }
    PuzzleFile file;
    if (!readPuzzles(args[2], file)) {
        walk.status = 1;
        return walk;
    }
    walk.opened = true;
    walk.puzzles = static_cast<int>(file.puzzles.size());
    walk.bad = static_cast<int>(file.errors.size());
    for (Puzzle& p : file.puzzles) {
        std::string why;
        const auto replayed = replayPuzzle(p, &why);
        if (!replayed) {
            ++walk.bad;
            problems << p.fen << ": " << why << "\n";
            continue;
        }
        visit(p, *replayed);
    }
    walk.status = walk.bad ? 1 : 0;
    return walk;
}

int statsCommand(const std::vector<std::string>& args) {
    std::map<std::string, int> themes;
    std::map<int, int> lengths;
    std::map<int, int> ratings; // by 200
    const Walk walk = forEachReplayed(args, std::cout, [&](Puzzle& p, const ReplayedPuzzle&) {
        for (const std::string& t : p.themes)
            ++themes[t];
        ++lengths[p.solverMoves()];
        ++ratings[p.rating / 200 * 200];
    });
    if (!walk.opened)
        return walk.status;
    std::cout << walk.puzzles << " puzzles, " << walk.bad << " unreadable or illegal\n";
    std::cout << "themes:\n";
    for (const std::string& t : allPuzzleThemes())
        if (themes.count(t))
            std::cout << "  " << std::left << std::setw(18) << t << themes[t] << "\n";
    std::cout << "solver's moves:\n";
    for (const auto& [n, count] : lengths)
        std::cout << "  " << n << ": " << count << "\n";
    std::cout << "ratings:\n";
    for (const auto& [r, count] : ratings)
        std::cout << "  " << r << "-" << r + 199 << ": " << count << "\n";
    return walk.status;
}

// Writes the collection of args[2] to stdout with `change` made to each puzzle that replays
// (the others are named on stderr and left out).
int rewriteEach(const std::vector<std::string>& args,
                const std::function<void(Puzzle&, const ReplayedPuzzle&)>& change) {
    return forEachReplayed(args, std::cerr,
                           [&](Puzzle& p, const ReplayedPuzzle& replayed) {
                               change(p, replayed);
                               std::cout << formatPuzzleLine(p) << std::endl;
                           })
        .status;
}

int rateCommand(const std::vector<std::string>& args) {
    Engine engine;
    return rewriteEach(args, [&](Puzzle& p, const ReplayedPuzzle& replayed) {
        p.rating = measureDifficulty(engine, replayed).rating;
    });
}

int themesCommand(const std::vector<std::string>& args) {
    return rewriteEach(args, [](Puzzle& p, const ReplayedPuzzle& replayed) {
        p.themes = detectThemes(replayed.start, replayed.line,
                                p.hasTheme("defence") ? PuzzleKind::Defence : PuzzleKind::Win);
    });
}

} // namespace

int puzzlesCommand(const std::vector<std::string>& args) {
    const std::string sub = args.size() > 1 ? args[1] : "";
    if (sub == "make")
        return makeCommand(args);
    if (sub == "check")
        return checkCommand(args);
    if (sub == "stats")
        return statsCommand(args);
    if (sub == "rate")
        return rateCommand(args);
    if (sub == "themes")
        return themesCommand(args);
    std::cerr << Usage;
    return 2;
}

} // namespace grand::app
