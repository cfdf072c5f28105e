#include "engine/protocol/uci.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/armies.h"
#include "engine/rules/movegen.h"
#include "engine/rules/perft.h"
#include "engine/search/bench.h"
#include "engine/version.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iterator>
#include <optional>
#include <sstream>

namespace grand {

namespace {

std::string lowerCase(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// The number after words[i], or `fallback` when it is missing or not a number.
std::int64_t numberAfter(const std::vector<std::string>& words, std::size_t i, std::int64_t fallback) {
    if (i + 1 >= words.size())
        return fallback;
    std::int64_t v = 0;
    const std::string& w = words[i + 1];
    const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
    return ec == std::errc() && end == w.data() + w.size() ? v : fallback;
}

std::string scoreText(int score) {
    if (const int mate = mateInMoves(score))
        return "mate " + std::to_string(mate);
    return "cp " + std::to_string(score);
}

} // namespace

std::string uciMove(const Position& pos, Move m) { return toUci(m, pos.army(pos.sideToMove())); }

std::string uciInfoLine(const SearchInfo& info, const Position& root) {
    std::string s = "info depth " + std::to_string(info.depth);
    if (!info.progress) {
        s += " seldepth " + std::to_string(info.selDepth) + " multipv " + std::to_string(info.multiPV)
             + " score " + scoreText(info.score);
        if (info.bound == Bound::Lower)
            s += " lowerbound";
        else if (info.bound == Bound::Upper)
            s += " upperbound";
    }
    const std::uint64_t nps =
        info.timeMs > 0 ? info.nodes * 1000 / static_cast<std::uint64_t>(info.timeMs) : 0;
    s += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(nps) + " hashfull "
         + std::to_string(info.hashfull) + " time " + std::to_string(info.timeMs);
    if (info.progress) // a sign of life within an iteration: no score, no line
        return s;
    s += " pv";
    for (std::size_t i = 0; i < info.pv.size(); ++i)
        s += " " + toUci(info.pv[i], root.army(i % 2 == 0 ? root.sideToMove() : ~root.sideToMove()));
    return s;
}

UciSession::UciSession(LineWriter& out, const EngineBounds& bounds) : m_out(out), m_engine(64, bounds) {}

UciSession::~UciSession() { m_thread.stopAndWait(); }

bool UciSession::handle(const std::string& line) {
    const std::vector<std::string> words = splitWords(line);
    if (words.empty())
        return true;
    const std::string& command = words[0];
    if (command == "uci") {
        uci();
    } else if (command == "isready") {
        m_out.line("readyok");
    } else if (command == "setoption") {
        m_thread.stopAndWait();
        setOption(words);
    } else if (command == "ucinewgame") {
        m_thread.stopAndWait();
        m_engine.newGame();
        m_game = Game(startPosition());
    } else if (command == "position") {
        m_thread.stopAndWait();
        position(words);
    } else if (command == "go") {
        m_thread.stopAndWait();
        go(words);
    } else if (command == "stop") {
        m_thread.stopAndWait();
    } else if (command == "debug") {
        // "debug on|off": the standard command (Cute Chess sends it); there is no debug
        // output to switch, and the protocol wants no answer.
    } else if (command == "ponderhit") {
        // Pondering is not offered; nothing to do.
    } else if (command == "quit") {
        m_thread.stopAndWait();
        return false;
    } else if (command == "d") {
        display();
    } else if (command == "eval") {
        std::istringstream report(evaluationReport(m_game.position()));
        for (std::string l; std::getline(report, l);)
            m_out.line(l);
        // The network of this game, if it has one (Grand Chess's, or one loaded by EvalFile).
        if (const nnue::Network* net = m_engine.activeNetwork(m_game.position().variant()))
            m_out.line("network (used at full strength): "
                       + std::to_string(nnue::evaluate(*net, m_game.position())) + " for the side to move");
    } else if (command == "bench") {
        m_thread.stopAndWait();
        const int depth = static_cast<int>(numberAfter(words, 0, DefaultBenchDepth));
        const BenchResult r = runBench(std::clamp(depth, 1, 30));
        m_out.line("info string bench nodes " + std::to_string(r.nodes) + " time " + std::to_string(r.timeMs)
                   + " nps " + std::to_string(r.nodesPerSecond()));
    } else {
        info("unknown command: " + line.substr(0, 200));
    }
    return true;
}

void UciSession::uci() {
    m_out.line("id name " + std::string(EngineName) + " " + std::string(Version));
    m_out.line("id author " + std::string(EngineAuthor));
    std::string variantOption = "option name UCI_Variant type combo default " + std::string(grandChess().id);
    for (const Variant* v : variants())
        variantOption += " var " + std::string(v->id);
    m_out.line(variantOption);
    for (const char* side : {"WhiteArmy", "BlackArmy"}) {
        std::string option = std::string("option name ") + side + " type combo default humans";
        for (Army a : Armies)
            option += " var " + std::string(armyInfo(a).id);
        m_out.line(option);
    }
    m_out.line("option name Hash type spin default 64 min 1 max 4096");
    m_out.line("option name Clear Hash type button");
    m_out.line("option name Threads type spin default 1 min 1 max " + std::to_string(machineThreads()));
    m_out.line("option name MultiPV type spin default 1 min 1 max 64");
    m_out.line("option name Skill Level type spin default 20 min 0 max 20");
    m_out.line("option name UCI_LimitStrength type check default false");
    m_out.line(std::string("option name Use NNUE type check default ")
               + (m_engine.usesNetwork() ? "true" : "false"));
    m_out.line("option name EvalFile type string default <built-in>");
    const std::string top = std::to_string(playingLevel(LevelCount).approximateElo);
    m_out.line("option name UCI_Elo type spin default " + top + " min "
               + std::to_string(playingLevel(1).approximateElo) + " max " + top);
    m_out.line("uciok");
}

void UciSession::setOption(const std::vector<std::string>& words) {
    // setoption name <words> [value <words>]
    std::string name, value;
    bool inValue = false;
    for (std::size_t i = 1; i < words.size(); ++i) {
        if (i == 1 && words[i] == "name")
            continue;
        if (!inValue && words[i] == "value") {
            inValue = true;
            continue;
        }
        std::string& target = inValue ? value : name;
        target += (target.empty() ? "" : " ") + words[i];
    }
    const std::string key = lowerCase(name);
    auto intValue = [&](int lo, int hi, int& out) {
        int v = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (ec != std::errc() || end != value.data() + value.size() || v < lo || v > hi) {
            info("option " + name + ": '" + value + "' is not a number from " + std::to_string(lo) + " to "
                 + std::to_string(hi));
            return false;
        }
        out = v;
        return true;
    };
    int v = 0;
    if (key == "uci_variant") {
        const std::string wanted = lowerCase(value);
        const auto all = variants();
        const auto known =
            std::find_if(all.begin(), all.end(), [&](const Variant* game) { return game->id == wanted; });
        if (known != all.end()) {
            m_variant = *known;
            m_game = Game(startPosition());
        } else {
            std::string ids;
            for (std::size_t i = 0; i < all.size(); ++i)
                ids += (i == 0 ? "" : i + 1 < all.size() ? ", " : " and ") + std::string(all[i]->id);
            info("unsupported variant '" + value + "': this engine plays " + ids);
        }
    } else if (key == "whitearmy" || key == "blackarmy") {
        if (const std::optional<Army> army = parseArmy(value)) {
            (key == "whitearmy" ? m_whiteArmy : m_blackArmy) = *army;
            m_game = Game(startPosition());
        } else {
            info(name + ": unknown army '" + value + "' (armies: " + armyIdList() + ")");
        }
    } else if (key == "hash") {
        if (intValue(1, 4096, v))
            m_engine.setHashSize(static_cast<std::size_t>(v));
    } else if (key == "clear hash") {
        m_engine.newGame();
    } else if (key == "threads") {
        if (intValue(1, machineThreads(), v))
            m_engine.setThreads(v);
    } else if (key == "multipv") {
        intValue(1, 64, m_multiPV);
    } else if (key == "skill level") {
        intValue(0, 20, m_skill);
    } else if (key == "use nnue") {
        m_engine.useNetwork(lowerCase(value) == "true");
        if (lowerCase(value) == "true" && !m_engine.usesNetwork())
            info("Use NNUE: there is no network (none built in, no EvalFile); the hand-written evaluation "
                 "stays");
    } else if (key == "evalfile") {
        std::string why;
        if (!m_engine.loadNetwork(value == "<built-in>" ? "" : value, &why))
            info("EvalFile: " + why);
    } else if (key == "uci_limitstrength") {
        m_limitStrength = lowerCase(value) == "true";
    } else if (key == "uci_elo") {
        if (intValue(0, 100000, v))
            m_elo = v;
    } else {
        info("unknown option '" + name + "'");
    }
}

void UciSession::position(const std::vector<std::string>& words) {
    std::size_t i = 1;
    Position start = startPosition();
    if (i < words.size() && words[i] == "startpos") {
        ++i;
    } else if (i < words.size() && words[i] == "fen") {
        std::string fen;
        for (++i; i < words.size() && words[i] != "moves"; ++i)
            fen += (fen.empty() ? "" : " ") + words[i];
        auto parsed = Position::fromFen(fen);
        if (!parsed) {
            info("invalid position: " + parsed.error().toString() + "; position unchanged");
            return;
        }
        start = *parsed;
    } else {
        info("position needs 'startpos' or 'fen'; position unchanged");
        return;
    }
    Game game(start);
    if (i < words.size() && words[i] == "moves") {
        for (++i; i < words.size(); ++i) {
            const Move m = moveFromUci(game.position(), words[i]);
            if (m.isNone()) {
                info("illegal move " + words[i] + " in position " + game.position().fen()
                     + ": ignored with the moves after it");
                break;
            }
            game.play(m);
        }
    }
    m_game = std::move(game);
}

void UciSession::go(const std::vector<std::string>& words) {
    SearchLimits limits;
    bool anyLimit = false;
    // The number after words[i] when it is one from lo to hi; otherwise the parameter is
    // ignored, and said so.
    auto numberFor = [&](std::size_t i, std::int64_t lo, std::int64_t hi) -> std::optional<std::int64_t> {
        const std::int64_t v = numberAfter(words, i, lo - 1);
        if (v >= lo && v <= hi)
            return v;
        info("go " + words[i] + ": '" + (i + 1 < words.size() ? words[i + 1].substr(0, 40) : std::string())
             + "' is not a number from " + std::to_string(lo) + " to " + std::to_string(hi) + "; ignored");
        return std::nullopt;
    };
    constexpr std::int64_t Huge = std::int64_t{1} << 50;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (w == "perft") {
            const int maxDepth = m_engine.bounds().maxPerftDepth ? m_engine.bounds().maxPerftDepth : 12;
            const std::optional<std::int64_t> n = numberFor(i, 1, maxDepth);
            if (!n)
                return;
            const auto depth = static_cast<int>(*n);
            Position pos = m_game.position();
            std::uint64_t total = 0;
            for (const auto& [move, nodes] : perftDivide(pos, depth)) {
                m_out.line(uciMove(pos, move) + ": " + std::to_string(nodes));
                total += nodes;
            }
            m_out.line("");
            m_out.line("Nodes searched: " + std::to_string(total));
            m_out.line("");
            return;
        }
        if (w == "wtime" || w == "btime") {
            // A clock already past zero (some programs say so) is a clock with nothing left.
            if (const auto n = numberFor(i, -Huge, Huge)) {
                limits.timeMs[w == "wtime" ? 0 : 1] = std::max<std::int64_t>(0, *n);
                anyLimit = true;
            }
        } else if (w == "winc" || w == "binc") {
            if (const auto n = numberFor(i, 0, Huge))
                limits.incMs[w == "winc" ? 0 : 1] = *n;
        } else if (w == "movestogo") {
            if (const auto n = numberFor(i, 0, 10000))
                limits.movesToGo = static_cast<int>(*n);
        } else if (w == "movetime") {
            if (const auto n = numberFor(i, 1, Huge)) {
                limits.moveTimeMs = *n;
                anyLimit = true;
            }
        } else if (w == "depth") {
            if (const auto n = numberFor(i, 1, MaxPly - 1)) {
                limits.depth = static_cast<int>(*n);
                anyLimit = true;
            }
        } else if (w == "nodes") {
            if (const auto n = numberFor(i, 1, Huge)) {
                limits.nodes = static_cast<std::uint64_t>(*n);
                anyLimit = true;
            }
        } else if (w == "mate") {
            if (const auto n = numberFor(i, 1, (MaxPly - 1) / 2)) {
                limits.depth = static_cast<int>(2 * *n);
                anyLimit = true;
            }
        } else if (w == "infinite") {
            limits.infinite = true;
            anyLimit = true;
        } else if (w == "searchmoves") {
            for (std::size_t j = i + 1; j < words.size(); ++j) {
                const Move m = moveFromUci(m_game.position(), words[j]);
                if (m.isNone())
                    break;
                limits.searchMoves.push_back(m);
                i = j;
            }
        }
    }
    if (!anyLimit)
        limits.infinite = true;
    limits.multiPV = m_multiPV;

    int level = LevelCount;
    if (m_limitStrength) {
        level = 1;
        for (const PlayingLevel& l : playingLevels())
            if (l.approximateElo <= m_elo)
                level = l.level;
    } else if (m_skill < 20) {
        level = 1 + m_skill * (LevelCount - 1) / 20;
    }
    const Game game = m_game;
    const std::uint64_t seed = m_seed++;
    m_thread.start([this, game, limits, level, seed](const std::atomic<bool>& stop) {
        auto onInfo = [this, root = game.position()](const SearchInfo& i) {
            m_out.line(uciInfoLine(i, root));
        };
        const SearchResult r = level < LevelCount ? m_engine.play(game, level, limits, stop, seed, onInfo)
                                                  : m_engine.analyse(game, limits, stop, onInfo);
        if (r.bestMove.isNone()) {
            m_out.line("bestmove (none)");
            return;
        }
        const Position& pos = game.position();
        std::string line = "bestmove " + uciMove(pos, r.bestMove);
        if (!r.ponderMove.isNone())
            line += " ponder " + toUci(r.ponderMove, pos.army(~pos.sideToMove()));
        m_out.line(line);
    });
}

Position UciSession::startPosition() const { return Position::start(*m_variant, m_whiteArmy, m_blackArmy); }

void UciSession::display() {
    const Position& pos = m_game.position();
    for (int rank = pos.variant().ranks - 1; rank >= 0; --rank) {
        std::string row = (rank + 1 < 10 ? " " : "") + std::to_string(rank + 1) + " ";
        for (int file = 0; file < pos.variant().files; ++file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            row += ' ';
            row += p == Piece::Empty ? '.' : pos.letterOf(p);
        }
        m_out.line(row);
    }
    std::string files = "   ";
    for (int file = 0; file < pos.variant().files; ++file)
        files += std::string(" ") + static_cast<char>('a' + file);
    m_out.line(files);
    m_out.line("Fen: " + pos.fen());
    std::ostringstream key;
    key << std::hex << std::uppercase << pos.key();
    m_out.line("Key: " + key.str());
    m_out.line(std::string("Checkers: ") + (pos.inCheck() ? "yes" : "none"));
}

} // namespace grand
