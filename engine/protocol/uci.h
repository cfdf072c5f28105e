#pragma once

// The UCI protocol as Fairy-Stockfish speaks it for Grand Chess (UCI_Variant grand,
// squares a1..j10, promotion suffixes q c a r b n), and for Fantasy Grand Chess
// (UCI_Variant fantasy-grand, options WhiteArmy and BlackArmy for the start position, FENs
// with the armies' seventh field, promotion letters of the army, "x" + square for a strike).

#include "engine/protocol/protocol.h"
#include "engine/search/engine.h"
#include "engine/search/search_thread.h"

#include <string>
#include <vector>

namespace grand {

class UciSession : public ProtocolSession {
public:
    explicit UciSession(LineWriter& out, const EngineBounds& bounds = {});
    ~UciSession() override;
    bool handle(const std::string& line) override;
    // The engine's settings as the session left them (for tests).
    const Engine& engine() const { return m_engine; }

private:
    void uci();
    void setOption(const std::vector<std::string>& words);
    void position(const std::vector<std::string>& words);
    void go(const std::vector<std::string>& words);
    void display();
    // The start position of the variant and armies the options name.
    Position startPosition() const;
    void info(const std::string& text) { m_out.line("info string " + text); }

    LineWriter& m_out;
    Engine m_engine;
    Game m_game;
    const Variant* m_variant = &grandChess(); // UCI_Variant: what startpos means
    Army m_whiteArmy = Army::Humans;
    Army m_blackArmy = Army::Humans;
    SearchThread m_thread;
    int m_multiPV = 1;
    int m_skill = 20;
    bool m_limitStrength = false;
    int m_elo = playingLevel(LevelCount).approximateElo;
    std::uint64_t m_seed = 1;
};

// "info depth ... pv ..." for one line of search output from the position `root`.
std::string uciInfoLine(const SearchInfo& info, const Position& root);
// A move in UCI text, made by the side to move in `pos` (its army's promotion letters).
std::string uciMove(const Position& pos, Move m);

} // namespace grand
