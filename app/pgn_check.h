#pragma once

#include <string>
#include <vector>

namespace grand::app {

// pgn-check FILE...: replays every game and prints one line per game,
// "game N: ok plies=P result=R fen=FINAL_FEN" or "game N: error line L col C: MESSAGE".
// With --uci, each good game is followed by "moves: <its moves in UCI notation>".
int pgnCheckCommand(const std::vector<std::string>& args);

} // namespace grand::app
