#include "soak_command.h"

#include "perft_suite.h"
#include "training_data.h"

#include "fantasy_reference.h"

#include "engine/rules/armies.h"
#include "engine/rules/game.h"
#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"
#include "engine/search/engine.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

namespace grand::dev {

namespace {

struct SoakOptions {
    int games = 1000;
    std::uint64_t nodes = 1500;
    std::int64_t moveTimeMs = 100; // the search's time limit; exceeding it (plus grace) is late
    bool strictTime = false;       // a late search fails the soak (otherwise it is counted and
                                   // named, since other processes on the cores make searches late)
    std::uint64_t seed = 1;
    int maxPlies = 300;
    int level = 0;        // 0: levels 1..LevelCount in turn
    std::string record;   // if set, append "FEN|result|score" for quiet positions (evaluation training)
    bool fantasy = false; // Fantasy Grand Chess: the 36 pairings in turn, every move held against
                          // the second generator (devtools/reference)
    bool embassy = false; // Embassy Chess: its start and its perft suite's positions
    std::string network;  // full strength plays with this network (EvalFile) instead of the built-in
};

constexpr std::int64_t GraceMs = 25;

struct Tally {
    int games = 0;
    long long moves = 0;
    int failures = 0;
    int late = 0; // searches over their time limit and grace
    std::int64_t longestMs = 0;
    std::map<std::string, int> endings;
};

// Everything that must hold after `m` took `before` to `game.position()`.
std::string checkMove(const Position& before, Move m, const Position& after) {
    std::string why;
    if (!after.isConsistent(&why))
        return "inconsistent position: " + why;
    const std::string fen = after.fen();
    const auto reread = Position::fromFen(fen);
    if (!reread)
        return "FEN does not read back: " + fen;
    if (reread.value().fen() != fen)
        return "FEN round trip changes " + fen;
    if (reread.value().key() != after.key())
        return "incremental key differs from the key computed from scratch";
    Position copy = before;
    UndoInfo undo;
    copy.doMove(m, undo);
    if (copy.fen() != fen || copy.key() != after.key())
        return "making the move again gives another position";
    copy.undoMove(m, undo);
    if (copy.fen() != before.fen() || copy.key() != before.key())
        return "unmaking the move does not restore the position";
    return {};
}

// The pairing of Fantasy game `index`: all 36 (the mirror matches included) in turn.
std::pair<Army, Army> pairingFor(int index) {
    return {Armies[static_cast<std::size_t>(index / 6 % 6)], Armies[static_cast<std::size_t>(index % 6)]};
}

// An opening: the start position (a Fantasy pairing's) or a suite position, then a few random
// moves.
Game openingFor(int index, const SoakOptions& options, const std::vector<PerftCase>& suite,
                std::mt19937_64& rng) {
    Game game;
    if (options.fantasy) {
        const auto [white, black] = pairingFor(index);
        game = Game(Position::fantasyStart(white, black));
    } else if (options.embassy) {
        game = Game(Position::start(embassyChess()));
    }
    if (!options.fantasy && index % 4 == 3 && !suite.empty()) {
        const PerftCase& c = suite[static_cast<std::size_t>(index / 4) % suite.size()];
        if (auto pos = Position::fromFen(c.fen))
            game = Game(pos.value());
    }
    const int plies = std::uniform_int_distribution<int>(2, 10)(rng);
    for (int i = 0; i < plies && !game.status().isOver(); ++i) {
        const auto moves = legalMoves(game.position());
        game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    return game;
}

// Fantasy: the engine's legal moves in `pos` must be the second generator's, and playing `m`
// (if any) must give the position the second generator gives.
std::string checkAgainstReference(const Position& pos, Move m, const Position* after) {
    std::string error;
    const std::string fen = pos.fen();
    const auto ref = reference::parseFen(fen, &error);
    if (!ref)
        return "the second generator does not read " + fen + ": " + error;
    const auto refList = reference::legalMoves(*ref);
    const std::set<std::string> expected(refList.begin(), refList.end());
    std::set<std::string> engine;
    for (Move legal : legalMoves(pos))
        engine.insert(toUci(legal, pos.army(pos.sideToMove())));
    if (engine != expected) {
        std::string diff;
        for (const std::string& e : engine)
            if (!expected.count(e))
                diff += " +" + e;
        for (const std::string& e : expected)
            if (!engine.count(e))
                diff += " -" + e;
        return "legal moves differ from the second generator's (+ engine only, - reference only):" + diff;
    }
    if (m.isNone() || !after)
        return {};
    const std::string text = toUci(m, pos.army(pos.sideToMove()));
    try {
        const reference::Position child = reference::play(*ref, text);
        if (reference::toFen(child) != after->fen())
            return text + " gives " + after->fen() + ", the second generator " + reference::toFen(child);
        if (reference::inCheck(child) != after->inCheck())
            return text + ": the check flag differs from the second generator's";
    } catch (const std::invalid_argument&) {
        return text + " is not legal for the second generator";
    }
    return {};
}

void fail(Tally& tally, int gameIndex, const Game& game, const std::string& what) {
    ++tally.failures;
    std::cout << "FAIL game " << gameIndex + 1 << " ply " << game.plyCount() << ": " << what << "\n  at "
              << game.position().fen() << "\n";
}

void playOne(int index, const SoakOptions& options, const std::vector<PerftCase>& suite, Engine& engine,
             Tally& tally) {
    std::mt19937_64 rng(options.seed * 1000003 + static_cast<std::uint64_t>(index));
    Game game = openingFor(index, options, suite, rng);
    engine.newGame();
    const int level = options.level ? options.level : 1 + index % LevelCount;
    GameRecorder recorder; // the game's result goes into its lines when it is known
    const std::atomic<bool> stop{false};
    while (!game.status().isOver() && game.plyCount() < options.maxPlies) {
        SearchLimits limits;
        limits.nodes = options.nodes;
        limits.moveTimeMs = options.moveTimeMs;
        const auto start = std::chrono::steady_clock::now();
        const SearchResult result = engine.play(game, level, limits, stop, rng());
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
                .count();
        tally.longestMs = std::max(tally.longestMs, static_cast<std::int64_t>(ms));
        if (ms > options.moveTimeMs + GraceMs) {
            if (options.strictTime)
                fail(tally, index, game, "search took " + std::to_string(ms) + " ms");
            else if (++tally.late <= 10)
                std::cout << "late: game " << index + 1 << " ply " << game.plyCount() << ", search took "
                          << ms << " ms\n";
        }
        if (result.bestMove.isNone() || !isLegal(game.position(), result.bestMove)) {
            fail(tally, index, game,
                 "search returned an illegal move: "
                     + toUci(result.bestMove, game.position().army(game.position().sideToMove())));
            return;
        }
        const Position before = game.position();
        if (!options.record.empty())
            recorder.note(before, result.bestMove, result.score);
        game.play(result.bestMove);
        ++tally.moves;
        std::string problem = checkMove(before, result.bestMove, game.position());
        if (problem.empty() && options.fantasy)
            problem = checkAgainstReference(before, result.bestMove, &game.position());
        if (!problem.empty()) {
            fail(tally, index, game,
                 toUci(result.bestMove, before.army(before.sideToMove())) + ": " + problem);
            return;
        }
    }
    if (options.fantasy) { // the last position too: mate and stalemate must agree
        const std::string problem = checkAgainstReference(game.position(), Move(), nullptr);
        if (!problem.empty()) {
            fail(tally, index, game, problem);
            return;
        }
    }
    ++tally.games;
    const GameStatus status = game.status();
    if (!options.record.empty() && status.isOver()) {
        std::ofstream out(options.record, std::ios::app);
        out << recorder.lines(status.result());
    }
    ++tally.endings[status.isOver() ? status.reason()
                                    : "Move limit (" + std::to_string(options.maxPlies) + " plies)"];
}

bool parse(const std::vector<std::string>& args, SoakOptions& options) {
    try {
        for (std::size_t i = 1; i < args.size(); ++i) {
            const std::string& a = args[i];
            const bool hasValue = i + 1 < args.size();
            if (a == "--nodes" && hasValue)
                options.nodes = std::stoull(args[++i]);
            else if (a == "--movetime" && hasValue)
                options.moveTimeMs = std::stoll(args[++i]);
            else if (a == "--seed" && hasValue)
                options.seed = std::stoull(args[++i]);
            else if (a == "--level" && hasValue)
                options.level = std::clamp(std::stoi(args[++i]), 1, LevelCount);
            else if (a == "--record" && hasValue)
                options.record = args[++i];
            else if (a == "--strict-time")
                options.strictTime = true;
            else if (a == "--fantasy")
                options.fantasy = true;
            else if (a == "--embassy")
                options.embassy = true;
            else if (a == "--network" && hasValue)
                options.network = args[++i];
            else if (a == "--max-plies" && hasValue)
                options.maxPlies = std::stoi(args[++i]);
            else if (i == 1 && !a.empty() && a[0] != '-')
                options.games = std::stoi(a);
            else
                return false;
        }
    } catch (const std::exception&) {
        return false;
    }
    return !(options.fantasy && options.embassy) && options.games > 0 && options.nodes > 0
           && options.moveTimeMs > 0 && options.maxPlies > 0;
}

} // namespace

int soakCommand(const std::vector<std::string>& args) {
    SoakOptions options;
    if (!parse(args, options)) {
        std::cerr << "usage: grandchess-dev soak [GAMES] [--nodes N] [--movetime MS] [--seed S] "
                     "[--max-plies N] [--level L] [--record FILE] [--fantasy | --embassy] [--network FILE] "
                     "[--strict-time]\n"
                     "  A rule fault fails the soak; a search over its time is counted as late and fails it\n"
                     "  only with --strict-time (other processes on the cores make searches late).\n";
        return 2;
    }
    const auto suite = parsePerftSuite(options.embassy ? app::EmbassyPerftSuite : app::DefaultPerftSuite);
    std::cout << "soak: " << options.games
              << (options.fantasy   ? " Fantasy games (36 pairings in turn)"
                  : options.embassy ? " Embassy Chess games"
                                    : " games")
              << ", " << options.nodes << " nodes and at most " << options.moveTimeMs << " ms a move, "
              << (options.level ? "level " + std::to_string(options.level)
                                : "levels 1-" + std::to_string(LevelCount) + " in turn")
              << ", seed " << options.seed << "\n";
    Engine engine(16);
    if (std::string why; !options.network.empty() && !engine.loadNetwork(options.network, &why)) {
        std::cerr << "soak: " << why << "\n";
        return 2;
    }
    Tally tally;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < options.games; ++i) {
        playOne(i, options, suite, engine, tally);
        if ((i + 1) % 100 == 0)
            std::cout << "  " << i + 1 << " games, " << tally.moves << " moves, " << tally.failures
                      << " failures" << std::endl;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "soak: " << tally.games << " games finished, " << tally.moves << " moves checked, "
              << tally.failures << " failures, " << tally.late << " searches late; longest search "
              << tally.longestMs << " ms (limit " << options.moveTimeMs << " + " << GraceMs << "); "
              << seconds << " s\n";
    for (const auto& [ending, count] : tally.endings)
        std::cout << "  " << count << "  " << ending << "\n";
    return tally.failures == 0 ? 0 : 1;
}

} // namespace grand::dev
