#include "fairy_stockfish.h"

#include <chrono>
#include <sstream>

namespace grand::app {

FairyStockfish::FairyStockfish(const std::string& path, int threads) : m_process({path}) {
    if (!m_process.writeLine("uci") || !waitFor("uciok"))
        return;
    m_process.writeLine("setoption name UCI_Variant value grand");
    m_process.writeLine("setoption name Hash value 64");
    m_process.writeLine("setoption name Threads value " + std::to_string(threads));
    m_ok = ready();
}

std::string FairyStockfish::defaultPath() {
    return findExecutable({"/usr/games/fairy-stockfish", "/usr/bin/fairy-stockfish"});
}

bool FairyStockfish::waitFor(const std::string& token) {
    while (auto line = m_process.readLine(10000))
        if (*line == token)
            return true;
    return false;
}

bool FairyStockfish::setVariant(const std::string& id) {
    if (id == m_variant)
        return true;
    m_variant = id;
    m_process.writeLine("setoption name UCI_Variant value " + id);
    return ready();
}

bool FairyStockfish::ready() { return m_process.writeLine("isready") && waitFor("readyok"); }

std::optional<std::pair<std::uint64_t, double>> FairyStockfish::perft(const std::string& fen, int depth) {
    m_process.writeLine("position fen " + fen);
    if (!ready())
        return std::nullopt;
    const auto start = std::chrono::steady_clock::now();
    m_process.writeLine("go perft " + std::to_string(depth));
    while (auto line = m_process.readLine(600000)) {
        if (line->rfind("Nodes searched: ", 0) == 0) {
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            return std::make_pair(std::stoull(line->substr(16)), ms);
        }
    }
    return std::nullopt;
}

std::optional<FairyStockfish::SearchFigures> FairyStockfish::search(const std::string& fen, int moveTimeMs) {
    m_process.writeLine("ucinewgame");
    m_process.writeLine("position fen " + fen);
    if (!ready())
        return std::nullopt;
    m_process.writeLine("go movetime " + std::to_string(moveTimeMs));
    SearchFigures figures;
    while (auto line = m_process.readLine(moveTimeMs + 10000)) {
        if (line->rfind("bestmove", 0) == 0)
            return figures;
        std::istringstream words(*line);
        std::string w;
        int depth = 0;
        bool scored = false;
        while (words >> w) {
            if (w == "nodes")
                words >> figures.nodes;
            else if (w == "time")
                words >> figures.timeMs;
            else if (w == "depth")
                words >> depth;
            else if (w == "score")
                scored = true;
        }
        if (scored)
            figures.depth = depth;
    }
    return std::nullopt;
}

std::optional<std::vector<FairyStockfish::Line>> FairyStockfish::analyse(const std::string& fen, int depth,
                                                                         int lines) {
    m_process.writeLine("ucinewgame");
    m_process.writeLine("setoption name MultiPV value " + std::to_string(lines));
    m_process.writeLine("position fen " + fen);
    if (!ready())
        return std::nullopt;
    m_process.writeLine("go depth " + std::to_string(depth));
    std::vector<Line> found;
    std::vector<int> foundDepth;
    while (auto line = m_process.readLine(600000)) {
        if (line->rfind("bestmove", 0) == 0) {
            m_process.writeLine("setoption name MultiPV value 1");
            return found;
        }
        std::istringstream words(*line);
        std::string w;
        int d = 0;
        int rank = 1;
        Line l;
        bool scored = false;
        bool bound = false;
        while (words >> w) {
            if (w == "depth") {
                words >> d;
            } else if (w == "multipv") {
                words >> rank;
            } else if (w == "score") {
                std::string unit;
                words >> unit >> l.score;
                l.mate = unit == "mate";
                if (l.mate)
                    l.score = l.score > 0 ? 100000 - l.score : -100000 - l.score;
                scored = true;
            } else if (w == "lowerbound" || w == "upperbound") {
                bound = true;
            } else if (w == "pv") {
                words >> l.move;
                break;
            }
        }
        if (!scored || bound || l.move.empty() || rank < 1 || rank > lines)
            continue;
        const auto i = static_cast<std::size_t>(rank - 1);
        if (found.size() <= i) {
            found.resize(i + 1);
            foundDepth.resize(i + 1, -1);
        }
        if (d >= foundDepth[i]) {
            found[i] = l;
            foundDepth[i] = d;
        }
    }
    return std::nullopt;
}

} // namespace grand::app
