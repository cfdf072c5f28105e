#include "engine/protocol/xboard.h"

#include "engine/rules/movegen.h"
#include "engine/version.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <sstream>

namespace grand {

namespace {

// Shifts every rank number in a coordinate move by `delta`; empty if malformed.
std::string shiftRanks(const std::string& move, int delta, int lowest, int highest) {
    std::string out;
    std::size_t i = 0;
    for (int square = 0; square < 2; ++square) {
        if (i >= move.size() || move[i] < 'a' || move[i] > 'j')
            return {};
        out += move[i++];
        const std::size_t start = i;
        while (i < move.size() && std::isdigit(static_cast<unsigned char>(move[i])))
            ++i;
        int rank = 0;
        if (i == start || i - start > 2
            || std::from_chars(move.data() + start, move.data() + i, rank).ec != std::errc() || rank < lowest
            || rank > highest)
            return {};
        out += std::to_string(rank + delta);
    }
    if (i < move.size()) {
        if (i + 1 != move.size() || !std::isalpha(static_cast<unsigned char>(move[i])))
            return {};
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(move[i])));
    }
    return out;
}

std::int64_t parseNumber(const std::string& text, std::int64_t fallback) {
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    return ec == std::errc() && end == text.data() + text.size() ? v : fallback;
}

// "5" (minutes) or "0:30" (minutes:seconds) as milliseconds.
std::int64_t parseBaseTime(const std::string& text) {
    const auto colon = text.find(':');
    if (colon == std::string::npos)
        return parseNumber(text, 0) * 60000;
    return parseNumber(text.substr(0, colon), 0) * 60000 + parseNumber(text.substr(colon + 1), 0) * 1000;
}

// XBoard's score convention: centipawns, mates as ±(100000 + moves).
int xboardScore(int score) {
    if (const int mate = mateInMoves(score))
        return mate > 0 ? 100000 + mate : -100000 + mate;
    return score;
}

} // namespace

std::string cecpToUci(const std::string& move) { return shiftRanks(move, 1, 0, 9); }
std::string uciToCecp(const std::string& move) { return shiftRanks(move, -1, 1, 10); }

XBoardSession::XBoardSession(LineWriter& out, const EngineBounds& bounds)
        : m_out(out), m_engine(64, bounds) {}

XBoardSession::~XBoardSession() { halt(true); }

void XBoardSession::halt(bool discard) {
    {
        std::lock_guard lock(m_mutex);
        m_discard = discard;
    }
    m_thread.stopAndWait();
    std::lock_guard lock(m_mutex);
    m_discard = false;
    m_analysing = false;
}

bool XBoardSession::handle(const std::string& line) {
    const std::vector<std::string> words = splitWords(line);
    if (words.empty())
        return true;
    const std::string& cmd = words[0];
    const std::string arg = words.size() > 1 ? words[1] : std::string();

    if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "random" || cmd == "computer"
        || cmd == "hard" || cmd == "easy" || cmd == "name" || cmd == "rating" || cmd == "ics" || cmd == "otim"
        || cmd == "egtpath" || cmd == ".") {
        if (cmd == "otim")
            m_opponentTimeMs = parseNumber(arg, -1) * 10;
        return true;
    }
    if (cmd == "protover") {
        m_out.line(
            "feature myname=\"" + std::string(EngineName) + " " + std::string(Version)
            + "\" variants=\"grand\" setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 colors=0 analyze=1 "
              "memory=1 smp=1 reuse=1 debug=1 option=\"Playing level -spin "
            + std::to_string(LevelCount) + " 1 " + std::to_string(LevelCount) + "\" done=1");
        return true;
    }
    if (cmd == "quit") {
        halt(true);
        return false;
    }
    if (cmd == "ping") {
        m_out.line("pong " + arg);
        return true;
    }
    if (cmd == "?") {
        m_thread.stop(); // move now: the search plays what it has
        return true;
    }
    if (cmd == "post" || cmd == "nopost") {
        m_post = cmd == "post";
        return true;
    }
    if (cmd == "time") {
        m_engineTimeMs = parseNumber(arg, -1) * 10;
        return true;
    }
    if (cmd == "level" && words.size() >= 4) {
        m_movesPerSession = static_cast<int>(parseNumber(words[1], 0));
        m_engineTimeMs = m_opponentTimeMs = parseBaseTime(words[2]);
        m_incrementMs = static_cast<std::int64_t>(std::strtod(words[3].c_str(), nullptr) * 1000);
        m_fixedMoveTimeMs = 0;
        return true;
    }
    if (cmd == "st") {
        m_fixedMoveTimeMs = static_cast<std::int64_t>(std::strtod(arg.c_str(), nullptr) * 1000);
        return true;
    }
    if (cmd == "sd") {
        m_depthLimit = static_cast<int>(std::clamp<std::int64_t>(parseNumber(arg, 0), 0, MaxPly - 1));
        return true;
    }
    if (cmd == "cores") {
        const auto threads =
            static_cast<int>(std::clamp<std::int64_t>(parseNumber(arg, 1), 1, machineThreads()));
        if (threads != m_engine.threads()) {
            halt(true);
            m_engine.setThreads(threads);
        }
        return true;
    }
    if (cmd == "memory") {
        halt(true);
        m_engine.setHashSize(
            static_cast<std::size_t>(std::clamp<std::int64_t>(parseNumber(arg, 64), 1, 4096)));
        return true;
    }
    if (cmd == "option") {
        // option Playing level=N
        const auto eq = line.find('=');
        if (line.find("Playing level") != std::string::npos && eq != std::string::npos)
            m_level = static_cast<int>(
                std::clamp<std::int64_t>(parseNumber(line.substr(eq + 1), LevelCount), 1, LevelCount));
        return true;
    }

    // Everything below changes the game: stop thinking first (analysis restarts after).
    const bool wasAnalysing = m_analysing;
    if (cmd == "new") {
        halt(true);
        std::lock_guard lock(m_mutex);
        m_game = Game();
        m_engine.newGame();
        m_engineColor = Color::Black;
        m_depthLimit = 0;
        m_fixedMoveTimeMs = 0;
        return true;
    }
    if (cmd == "variant") {
        // Only Grand Chess's letters and moves are XBoard's; the other games are UCI's.
        if (arg != "grand") {
            const Variant* game = findVariant(arg);
            m_out.line("Error (unsupported variant): " + arg
                       + (game ? " (" + std::string(game->name) + " is played over UCI: UCI_Variant "
                                     + std::string(game->id) + ")"
                               : std::string()));
        }
        return true;
    }
    if (cmd == "force" || cmd == "result") {
        halt(true);
        std::lock_guard lock(m_mutex);
        m_engineColor.reset();
        return true;
    }
    if (cmd == "white" || cmd == "black") {
        return true; // obsolete colour commands; "go" decides
    }
    if (cmd == "go") {
        halt(true);
        {
            std::lock_guard lock(m_mutex);
            m_engineColor = m_game.position().sideToMove();
        }
        think();
        return true;
    }
    if (cmd == "playother") {
        halt(true);
        std::lock_guard lock(m_mutex);
        m_engineColor = ~m_game.position().sideToMove();
        return true;
    }
    if (cmd == "setboard") {
        halt(true);
        // The FEN from its first character, so that an error's column counts in it (as UCI's).
        std::string fen = line.substr(line.find("setboard") + 8);
        fen.erase(0, std::min(fen.size(), fen.find_first_not_of(" \t")));
        auto pos = Position::fromFen(fen);
        if (pos && !pos->variant().overXBoard) {
            m_out.line("tellusererror " + std::string(pos->variant().name)
                       + " is not played over XBoard's protocol: use UCI");
            return true;
        }
        if (!pos) {
            m_out.line("tellusererror Illegal position: " + pos.error().toString());
            return true;
        }
        {
            std::lock_guard lock(m_mutex);
            m_game = Game(*pos);
        }
        if (wasAnalysing)
            analyse();
        return true;
    }
    if (cmd == "undo" || cmd == "remove") {
        halt(true);
        {
            std::lock_guard lock(m_mutex);
            m_game.undo();
            if (cmd == "remove")
                m_game.undo();
        }
        if (wasAnalysing)
            analyse();
        return true;
    }
    if (cmd == "analyze") {
        halt(true);
        {
            std::lock_guard lock(m_mutex);
            m_engineColor.reset();
        }
        analyse();
        return true;
    }
    if (cmd == "exit") {
        halt(true);
        return true;
    }
    if (cmd == "usermove") {
        halt(true);
        userMove(arg);
        if (wasAnalysing)
            analyse();
        return true;
    }
    // A bare move (XBoard without usermove=1).
    if (!cecpToUci(cmd).empty()) {
        halt(true);
        userMove(cmd);
        if (wasAnalysing)
            analyse();
        return true;
    }
    m_out.line("Error (unknown command): " + cmd.substr(0, 100));
    return true;
}

void XBoardSession::userMove(const std::string& text) {
    {
        std::lock_guard lock(m_mutex);
        const Move m = moveFromUci(m_game.position(), cecpToUci(text));
        if (m.isNone()) {
            m_out.line("Illegal move: " + text);
            return;
        }
        m_game.play(m);
        if (m_game.status().isOver()) {
            announceResult();
            return;
        }
        if (m_engineColor != m_game.position().sideToMove())
            return;
    }
    think();
}

SearchLimits XBoardSession::clockLimits() const {
    SearchLimits limits;
    limits.depth = m_depthLimit;
    if (m_fixedMoveTimeMs > 0) {
        limits.moveTimeMs = m_fixedMoveTimeMs;
        return limits;
    }
    const auto us = static_cast<std::size_t>(index(m_game.position().sideToMove()));
    limits.timeMs[us] = m_engineTimeMs;
    limits.incMs[us] = m_incrementMs;
    limits.timeMs[1 - us] = m_opponentTimeMs;
    limits.incMs[1 - us] = m_incrementMs;
    if (m_movesPerSession > 0) {
        const int played = (m_game.position().gamePly()) / 2;
        limits.movesToGo = m_movesPerSession - played % m_movesPerSession;
    }
    if (m_engineTimeMs < 0 && !m_depthLimit)
        limits.moveTimeMs = playingLevel(m_level).moveTimeMs;
    return limits;
}

void XBoardSession::think() {
    Game game;
    SearchLimits limits;
    {
        std::lock_guard lock(m_mutex);
        game = m_game;
        limits = clockLimits();
    }
    const int level = m_level;
    const bool post = m_post;
    const std::uint64_t seed = m_seed++;
    m_thread.start([this, game, limits, level, post, seed](const std::atomic<bool>& stop) {
        auto onInfo = [this, post](const SearchInfo& i) {
            if (!post || i.multiPV != 1 || i.progress) // CECP's thinking lines need a score
                return;
            std::string pv;
            for (Move m : i.pv)
                pv += " " + uciToCecp(toUci(m));
            m_out.line(std::to_string(i.depth) + " " + std::to_string(xboardScore(i.score)) + " "
                       + std::to_string(i.timeMs / 10) + " " + std::to_string(i.nodes) + pv);
        };
        const SearchResult r = m_engine.play(game, level, limits, stop, seed, onInfo);
        std::lock_guard lock(m_mutex);
        if (m_discard || r.bestMove.isNone() || m_game.keyHistory() != game.keyHistory())
            return;
        m_game.play(r.bestMove);
        m_out.line("move " + uciToCecp(toUci(r.bestMove)));
        if (m_game.status().isOver())
            announceResult();
    });
}

void XBoardSession::analyse() {
    Game game;
    {
        std::lock_guard lock(m_mutex);
        game = m_game;
        m_analysing = true;
    }
    m_thread.start([this, game](const std::atomic<bool>& stop) {
        SearchLimits limits;
        limits.infinite = true;
        m_engine.analyse(game, limits, stop, [this](const SearchInfo& i) {
            if (i.progress) // CECP's thinking lines need a score
                return;
            std::string pv;
            for (Move m : i.pv)
                pv += " " + uciToCecp(toUci(m));
            m_out.line(std::to_string(i.depth) + " " + std::to_string(xboardScore(i.score)) + " "
                       + std::to_string(i.timeMs / 10) + " " + std::to_string(i.nodes) + pv);
        });
    });
}

// Called with m_mutex held, after a move that ended the game.
void XBoardSession::announceResult() {
    const GameStatus status = m_game.status();
    m_out.line(status.result() + " {" + status.reason() + "}");
}

} // namespace grand
