#include "armies_command.h"

#include "training_data.h"
#include "tune_command.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/armies.h"
#include "engine/rules/game.h"
#include "engine/rules/movegen.h"
#include "engine/search/engine.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace grand::dev {

namespace {

struct ArmiesOptions {
    int gamesPerPairing = 40;
    std::uint64_t nodes = 3000;
    std::uint64_t seed = 1;
    int maxPlies = 400;
    int openingPlies = 4; // played at level 5 (several candidates, some noise) so games differ
    int threads = 2;
    std::string bWeights; // A/B: the second engine plays with these weights (one thread)
    std::string record;   // if set, append "FEN|result|score" for quiet positions after the opening
};

// The evaluation's weights as they are now, to switch between two sets in one process.
std::vector<int> currentWeights() {
    std::vector<int> values;
    for (const EvaluationWeight& w : evaluationWeights())
        values.push_back(*w.value);
    return values;
}

void setWeights(const std::vector<int>& values) {
    const auto weights = evaluationWeights();
    for (std::size_t i = 0; i < weights.size(); ++i)
        *weights[i].value = values[i];
}

// Two engines and their weight sets: side 0 plays with the built-in weights, side 1 with
// --b-weights. The weights are globals, so an A/B run plays one game at a time.
struct AbSides {
    std::array<std::vector<int>, 2> weights;
    std::array<Engine*, 2> engines{};
};

// One game's outcome from the first army's side.
struct Played {
    int pairing = 0;
    double firstScore = 0; // 1, 0.5, 0 for the first army of the pairing
    double whiteScore = 0;
    double bScore = 0; // A/B runs: the score of the engine with --b-weights
    bool draw = false;
    bool capped = false; // stopped at the ply limit (counted as a draw)
    int plies = 0;
    std::string record; // the --record lines of the game
};

struct Pairing {
    Army first;
    Army second;
};

std::vector<Pairing> pairings() {
    std::vector<Pairing> out;
    for (std::size_t a = 0; a < Armies.size(); ++a)
        for (std::size_t b = a; b < Armies.size(); ++b)
            out.push_back({Armies[a], Armies[b]});
    return out;
}

// `ab` (A/B runs): which engine plays which colour; engine 1 plays the first army when
// (game / 2) is odd, so every four games each engine has had each army with each colour.
Played playGame(const Pairing& p, int pairingIndex, int game, const ArmiesOptions& options, Engine& engine,
                AbSides* ab = nullptr) {
    // Colours alternate: even games the first army is White.
    const bool firstIsWhite = game % 2 == 0;
    Game g(Position::fantasyStart(firstIsWhite ? p.first : p.second, firstIsWhite ? p.second : p.first));
    const bool bHasFirst = game / 2 % 2 == 1;
    const int whiteEngine = bHasFirst == firstIsWhite ? 1 : 0; // engine index playing White
    engine.newGame();
    if (ab)
        for (Engine* e : ab->engines)
            e->newGame();
    std::mt19937_64 rng(options.seed * 7919 + static_cast<std::uint64_t>(pairingIndex) * 1000 + game);
    const std::atomic<bool> stop{false};
    GameRecorder recorder;
    while (!g.status().isOver() && g.plyCount() < options.maxPlies) {
        SearchLimits limits;
        const bool opening = g.plyCount() < options.openingPlies;
        limits.nodes = opening ? 20000 : options.nodes;
        Engine* mover = &engine;
        if (ab) {
            const int side = (g.position().sideToMove() == Color::White) == (whiteEngine == 0) ? 0 : 1;
            setWeights(ab->weights[static_cast<std::size_t>(side)]);
            mover = ab->engines[static_cast<std::size_t>(side)];
        }
        const SearchResult r = mover->play(g, opening ? 5 : LevelCount, limits, stop, rng());
        if (r.bestMove.isNone())
            break;
        if (!options.record.empty() && !opening)
            recorder.note(g.position(), r.bestMove, r.score);
        g.play(r.bestMove);
    }
    Played out;
    out.pairing = pairingIndex;
    out.plies = g.plyCount();
    const GameStatus status = g.status();
    const std::string result = status.isOver() ? status.result() : "1/2-1/2";
    out.capped = !status.isOver();
    out.draw = result == "1/2-1/2";
    const double white = result == "1-0" ? 1.0 : result == "0-1" ? 0.0 : 0.5;
    out.whiteScore = white;
    out.bScore = whiteEngine == 1 ? white : 1.0 - white;
    out.firstScore = firstIsWhite ? white : 1.0 - white;
    if (!options.record.empty()) // a game stopped at the ply limit counts as the draw it is scored as
        out.record = recorder.lines(result);
    return out;
}

bool parse(const std::vector<std::string>& args, ArmiesOptions& options) {
    try {
        for (std::size_t i = 1; i < args.size(); ++i) {
            const std::string& a = args[i];
            const bool hasValue = i + 1 < args.size();
            if (a == "--games" && hasValue)
                options.gamesPerPairing = std::stoi(args[++i]);
            else if (a == "--nodes" && hasValue)
                options.nodes = std::stoull(args[++i]);
            else if (a == "--seed" && hasValue)
                options.seed = std::stoull(args[++i]);
            else if (a == "--max-plies" && hasValue)
                options.maxPlies = std::stoi(args[++i]);
            else if (a == "--b-weights" && hasValue)
                options.bWeights = args[++i];
            else if (a == "--threads" && hasValue)
                options.threads = std::stoi(args[++i]);
            else if (a == "--record" && hasValue)
                options.record = args[++i];
            else
                return false;
        }
    } catch (const std::exception&) {
        return false;
    }
    return options.gamesPerPairing > 0 && options.nodes > 0 && options.maxPlies > options.openingPlies
           && options.threads > 0;
}

std::string percent(double x) {
    std::ostringstream s;
    s << std::fixed << std::setprecision(1) << 100.0 * x << '%';
    return s.str();
}

// Elo difference for a score fraction, and its 95% interval from the games' spread.
void printElo(double points, int games, double sumSquares) {
    const double mean = points / games;
    const double variance = std::max(1e-9, sumSquares / games - mean * mean);
    const double margin = 1.96 * std::sqrt(variance / games);
    auto elo = [](double x) {
        x = std::clamp(x, 0.001, 0.999);
        return -400.0 * std::log10(1.0 / x - 1.0);
    };
    std::cout << std::fixed << std::setprecision(1) << 100.0 * mean << "%, " << std::showpos
              << std::setprecision(0) << elo(mean) << " Elo [" << elo(mean - margin) << ", "
              << elo(mean + margin) << "]" << std::noshowpos << "\n";
}

int abRun(const ArmiesOptions& options, const std::vector<Pairing>& all) {
    AbSides ab;
    ab.weights[0] = currentWeights();
    if (!loadWeights(options.bWeights))
        return 2;
    ab.weights[1] = currentWeights();
    Engine a(16), b(16);
    ab.engines = {&a, &b};
    std::cout << "A/B: the built-in weights against " << options.bWeights << ", " << all.size()
              << " pairings x " << options.gamesPerPairing << " games at " << options.nodes
              << " nodes a move, seed " << options.seed << std::endl;
    double points = 0, squares = 0;
    int games = 0, wins = 0, draws = 0, losses = 0;
    for (int g = 0; g < options.gamesPerPairing; ++g)
        for (std::size_t p = 0; p < all.size(); ++p) {
            const Played r = playGame(all[p], static_cast<int>(p), g, options, a, &ab);
            ++games;
            points += r.bScore;
            squares += r.bScore * r.bScore;
            wins += r.bScore == 1.0;
            draws += r.bScore == 0.5;
            losses += r.bScore == 0.0;
        }
    std::cout << options.bWeights << ": +" << wins << " =" << draws << " -" << losses << " in " << games
              << " games, ";
    printElo(points, games, squares);
    return 0;
}

} // namespace

int armiesCommand(const std::vector<std::string>& args) {
    ArmiesOptions options;
    if (!parse(args, options)) {
        std::cerr << "usage: grandchess-dev armies [--games N] [--nodes N] [--seed S] [--max-plies N] "
                     "[--threads T] [--b-weights FILE] [--record FILE]\n";
        return 2;
    }
    const auto all = pairings();
    if (!options.bWeights.empty() && !options.record.empty()) {
        std::cerr << "armies: --record writes the table's games; an A/B run (--b-weights) records nothing\n";
        return 2;
    }
    if (!options.bWeights.empty())
        return abRun(options, all);
    std::cout << "armies: " << all.size() << " pairings x " << options.gamesPerPairing
              << " games, colours alternated, full strength at " << options.nodes
              << " nodes a move (the first " << options.openingPlies << " plies at level 5), draw at "
              << options.maxPlies << " plies, seed " << options.seed << std::endl;

    std::vector<std::pair<int, int>> jobs; // (pairing, game)
    for (int g = 0; g < options.gamesPerPairing; ++g)
        for (int p = 0; p < static_cast<int>(all.size()); ++p)
            jobs.emplace_back(p, g);
    std::ofstream record;
    if (!options.record.empty()) {
        record.open(options.record, std::ios::app);
        if (!record) {
            std::cerr << "cannot write " << options.record << "\n";
            return 1;
        }
    }
    std::atomic<std::size_t> next{0};
    std::mutex mutex;
    std::vector<Played> played;
    const auto start = std::chrono::steady_clock::now();
    auto worker = [&] {
        Engine engine(16);
        for (std::size_t j; (j = next.fetch_add(1)) < jobs.size();) {
            const auto [p, g] = jobs[j];
            const Played result = playGame(all[static_cast<std::size_t>(p)], p, g, options, engine);
            const std::lock_guard lock(mutex);
            played.push_back(result);
            if (record.is_open())
                record << result.record << std::flush;
            if (played.size() % 84 == 0)
                std::cout << "  " << played.size() << " of " << jobs.size() << " games, "
                          << std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now()
                                                                              - start)
                                 .count()
                          << " s" << std::endl;
        }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < options.threads; ++t)
        threads.emplace_back(worker);
    for (std::thread& t : threads)
        t.join();

    // The table (Markdown, for the README) and each army's score over its games against the others.
    std::cout
        << "\n| Pairing | Games | First army's score | Draws | Mean length (plies) | Stopped at the limit |\n"
           "|---|---|---|---|---|---|\n";
    std::array<double, 6> armyPoints{};
    std::array<int, 6> armyGames{};
    for (std::size_t p = 0; p < all.size(); ++p) {
        int games = 0, draws = 0, capped = 0;
        double score = 0, white = 0, plies = 0;
        for (const Played& r : played)
            if (r.pairing == static_cast<int>(p)) {
                ++games;
                draws += r.draw;
                capped += r.capped;
                score += r.firstScore;
                white += r.whiteScore;
                plies += r.plies;
            }
        const auto a =
            static_cast<std::size_t>(std::find(Armies.begin(), Armies.end(), all[p].first) - Armies.begin());
        const auto b =
            static_cast<std::size_t>(std::find(Armies.begin(), Armies.end(), all[p].second) - Armies.begin());
        if (a != b) {
            armyPoints[a] += score;
            armyGames[a] += games;
            armyPoints[b] += games - score;
            armyGames[b] += games;
        }
        std::cout << "| " << armyInfo(all[p].first).name << " – " << armyInfo(all[p].second).name << " | "
                  << games << " | " << (a == b ? "White " + percent(white / games) : percent(score / games))
                  << " | " << percent(static_cast<double>(draws) / games) << " | " << std::fixed
                  << std::setprecision(0) << plies / games << " | " << capped << " |\n";
    }
    std::cout << "\n| Army | Games against the others | Score |\n|---|---|---|\n";
    for (std::size_t a = 0; a < Armies.size(); ++a)
        std::cout << "| " << armyInfo(Armies[a]).name << " | " << armyGames[a] << " | "
                  << percent(armyPoints[a] / std::max(1, armyGames[a])) << " |\n";
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "\n"
              << played.size() << " games in " << std::fixed << std::setprecision(0) << seconds << " s\n";
    return 0;
}

} // namespace grand::dev
