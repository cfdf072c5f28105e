#pragma once

// XBoard / CECP protocol version 2, for XBoard and Cute Chess. On a 10-rank board CECP
// numbers the ranks 0-9: our e3e5 is its e2e4, our e9e10q its e8e9q.

#include "engine/protocol/protocol.h"
#include "engine/search/engine.h"
#include "engine/search/search_thread.h"

#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace grand {

class XBoardSession : public ProtocolSession {
public:
    explicit XBoardSession(LineWriter& out, const EngineBounds& bounds = {});
    ~XBoardSession() override;
    bool handle(const std::string& line) override;
    // The engine's settings as the session left them (for tests).
    const Engine& engine() const { return m_engine; }

private:
    // Stops any search; with discard, its move is not played.
    void halt(bool discard);
    void userMove(const std::string& text);
    void think();
    void analyse();
    void announceResult();
    SearchLimits clockLimits() const;

    LineWriter& m_out;
    Engine m_engine;
    SearchThread m_thread;
    std::mutex m_mutex; // guards the game state below against the search thread
    Game m_game;
    std::optional<Color> m_engineColor = Color::Black; // none in force mode
    bool m_post = false;
    bool m_analysing = false;
    bool m_discard = false;
    int m_level = LevelCount;
    // Clock: "level MPS BASE INC", "st", "sd", "time", "otim".
    int m_movesPerSession = 0;
    std::int64_t m_incrementMs = 0;
    std::int64_t m_engineTimeMs = -1;
    std::int64_t m_opponentTimeMs = -1;
    std::int64_t m_fixedMoveTimeMs = 0;
    int m_depthLimit = 0;
    std::uint64_t m_seed = 1;
};

// A move in CECP coordinates (ranks 0-9) to UCI text (ranks 1-10), and back. Returns an
// empty string when the text is not a coordinate move.
std::string cecpToUci(const std::string& move);
std::string uciToCecp(const std::string& move);

} // namespace grand
