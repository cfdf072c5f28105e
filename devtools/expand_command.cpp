#include "expand_command.h"

#include "training_data.h"

#include "engine/eval/nnue.h"
#include "engine/search/search.h"
#include "engine/search/tt.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace grand::dev {

namespace {

struct Options {
    std::vector<std::string> files;
    std::string out;
    std::string network; // empty: the game's built-in one
    int per = 4;         // positions made from each recorded one
    int depth = 2;       // of the search that judges them
    int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    std::uint64_t seed = 1;
};

// Lines are read and judged in blocks of this many, each block split among the threads.
constexpr std::size_t BlockLines = 4096;
// Scores beyond this (centipawns) are decided positions, not judgements worth learning.
constexpr int DecidedScore = 2000;

struct Tally {
    long long lines = 0, made = 0, written = 0, tactical = 0, decided = 0;
};

// The judge of one thread: a search with its own table, so threads share nothing.
class Judge {
public:
    // With `net`, or (null) each position's game's built-in network.
    explicit Judge(const nnue::Network* net) : m_network(net), m_search(m_tt) {}

    // Appends to `out` the positions made from the recorded line number `index`.
    void expand(const Position& from, std::uint64_t index, const Options& o, std::string& out, Tally& t) {
        // Seeded by the line, so a line gives the same positions whatever the threads. Their
        // scores depend on the thread count too: each judge keeps its move-ordering history
        // from position to position (clearing its 6 MB each time would cost more than the search).
        std::mt19937_64 rng(o.seed * 0x9E3779B97F4A7C15ull + index);
        for (int k = 0; k < o.per; ++k) {
            const auto near = randomPositionNear(from, rng);
            if (!near)
                continue;
            const Position& q = *near;
            ++t.made;
            m_tt.clear();
            m_search.setNetwork(m_network ? m_network : nnue::builtInNetwork(q.variant().network));
            SearchLimits limits;
            limits.depth = o.depth;
            const std::atomic<bool> stop{false};
            const SearchResult r = m_search.run(q, {}, limits, stop);
            // A position whose best move takes or promotes is judged by tactics the evaluation
            // cannot see statically; learning it would teach noise (soak records skip them too).
            if (r.bestMove.isNone() || q.isCapture(r.bestMove) || r.bestMove.isPromotion()) {
                ++t.tactical;
                continue;
            }
            if (std::abs(r.score) >= DecidedScore) {
                ++t.decided;
                continue;
            }
            const int white = q.sideToMove() == Color::White ? r.score : -r.score;
            out += q.fen() + "|*|" + std::to_string(white) + "\n";
            ++t.written;
        }
    }

private:
    const nnue::Network* m_network;
    TranspositionTable m_tt{1};
    Search m_search;
};

bool parse(const std::vector<std::string>& args, Options& o) {
    try {
        for (std::size_t i = 1; i < args.size(); ++i) {
            const std::string& a = args[i];
            const bool more = i + 1 < args.size();
            if (a == "--out" && more)
                o.out = args[++i];
            else if (a == "--network" && more)
                o.network = args[++i];
            else if (a == "--per" && more)
                o.per = std::stoi(args[++i]);
            else if (a == "--depth" && more)
                o.depth = std::stoi(args[++i]);
            else if (a == "--threads" && more)
                o.threads = std::stoi(args[++i]);
            else if (a == "--seed" && more)
                o.seed = std::stoull(args[++i]);
            else if (!a.empty() && a[0] != '-')
                o.files.push_back(a);
            else
                return false;
        }
    } catch (const std::exception&) {
        return false;
    }
    return !o.files.empty() && !o.out.empty() && o.per > 0 && o.depth > 0 && o.depth < MaxPly
           && o.threads > 0;
}

// The network the judges search with: `path`'s, or when it is empty null, for each game's
// built-in one (Grand Chess's and Embassy Chess's; none in a build without them: the
// hand-written evaluation judges then, and says so). False when the file cannot be read.
bool networkFor(const std::string& path, nnue::Network& storage, const nnue::Network*& net) {
    if (path.empty()) {
        net = nullptr;
        if (!nnue::builtInNetwork())
            std::cerr << "expand: no network built in and none given (--network FILE): judging with "
                         "the hand-written evaluation\n";
        return true;
    }
    std::string why;
    if (!nnue::Network::load(path, storage, &why)) {
        std::cerr << "expand: " << why << "\n";
        return false;
    }
    net = &storage;
    return true;
}

} // namespace

int expandCommand(const std::vector<std::string>& args) {
    Options o;
    if (!parse(args, o)) {
        std::cerr << "usage: grandchess-dev expand --out FILE [--per N] [--depth D] [--network FILE] "
                     "[--threads N] [--seed S] DATA...\n"
                     "  (DATA: lines 'FEN|result|score' from 'soak --record'; writes 'FEN|*|score')\n";
        return 2;
    }
    nnue::Network loaded;
    const nnue::Network* net = nullptr;
    if (!networkFor(o.network, loaded, net))
        return 1;
    // Written whole to a temporary file, then renamed: an interrupted run leaves no half file.
    const std::string temporary = o.out + ".part";
    std::ofstream out(temporary, std::ios::trunc);
    if (!out) {
        std::cerr << "expand: cannot write " << temporary << "\n";
        return 1;
    }
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::unique_ptr<Judge>> judges; // not movable: the search holds its table
    for (int t = 0; t < o.threads; ++t)
        judges.push_back(std::make_unique<Judge>(net));
    Tally total;
    int bad = 0;
    for (const std::string& path : o.files) {
        std::ifstream in(path);
        if (!in) {
            std::cerr << "expand: cannot open " << path << "\n";
            return 1;
        }
        std::string line;
        long long lineNumber = 0;
        for (bool more = true; more;) {
            std::vector<std::pair<Position, std::uint64_t>> block;
            while (block.size() < BlockLines && (more = static_cast<bool>(std::getline(in, line)))) {
                ++lineNumber;
                const auto read = parseTrainingLine(line);
                if (!read) {
                    if (++bad <= 5)
                        std::cerr << path << ":" << lineNumber << ": not a 'FEN|result|score' line\n";
                    continue;
                }
                block.emplace_back(read->position, static_cast<std::uint64_t>(total.lines++));
            }
            std::vector<std::string> text(judges.size());
            std::vector<Tally> tallies(judges.size());
            std::vector<std::thread> threads;
            const std::size_t chunk = (block.size() + judges.size() - 1) / judges.size();
            for (std::size_t t = 0; t < judges.size(); ++t)
                threads.emplace_back([&, t] {
                    const std::size_t b = std::min(block.size(), t * chunk);
                    const std::size_t e = std::min(block.size(), b + chunk);
                    for (std::size_t i = b; i < e; ++i)
                        judges[t]->expand(block[i].first, block[i].second, o, text[t], tallies[t]);
                });
            for (auto& th : threads)
                th.join();
            for (std::size_t t = 0; t < judges.size(); ++t) {
                out << text[t];
                total.made += tallies[t].made;
                total.written += tallies[t].written;
                total.tactical += tallies[t].tactical;
                total.decided += tallies[t].decided;
            }
        }
    }
    out.close();
    if (!out) {
        std::cerr << "expand: writing " << temporary << " failed\n";
        return 1;
    }
    if (std::rename(temporary.c_str(), o.out.c_str()) != 0) {
        std::cerr << "expand: cannot rename " << temporary << " to " << o.out << "\n";
        return 1;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cout << "expand: " << total.lines << " lines, " << total.made << " positions made, " << total.written
              << " written to " << o.out << " (" << total.tactical << " with a capture or promotion best, "
              << total.decided << " decided) in " << seconds << " s\n";
    if (bad)
        std::cerr << "expand: " << bad << " lines skipped\n";
    return 0;
}

} // namespace grand::dev
