#include "pgn_check.h"

#include "engine/notation/pgn.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

namespace grand::app {

int pgnCheckCommand(const std::vector<std::string>& args) {
    if (args.size() < 2) {
        std::cerr << "usage: grandchess-engine pgn-check FILE...\n";
        return 2;
    }
    int failures = 0;
    bool uci = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--uci") {
            uci = true;
            continue;
        }
        std::ifstream in(args[i], std::ios::binary);
        if (!in) {
            std::cerr << "error: cannot open " << args[i] << ": " << std::strerror(errno) << "\n";
            ++failures;
            continue;
        }
        std::ostringstream bytes;
        bytes << in.rdbuf();
        if (args.size() > 2)
            std::cout << "# " << args[i] << "\n";
        for (const PgnEntry& e : readPgn(decodeText(bytes.str()))) {
            if (e.complete()) {
                const Game game = e.game->mainGame();
                std::cout << "game " << e.number << ": ok plies=" << game.plyCount()
                          << " result=" << e.game->result() << " fen=" << game.position().fen() << "\n";
                if (uci) {
                    std::cout << "moves:";
                    Position pos = game.startPosition();
                    UndoInfo undo;
                    for (Move m : game.moves()) {
                        std::cout << ' ' << toUci(m, pos.army(pos.sideToMove()));
                        pos.doMove(m, undo);
                    }
                    std::cout << "\n";
                }
            } else {
                std::cout << "game " << e.number << ": error line " << e.error->line << " col "
                          << e.error->column << ": " << e.error->message;
                if (e.game)
                    std::cout << " (read up to it: " << e.game->mainGame().plyCount() << " plies)";
                std::cout << "\n";
                ++failures;
            }
        }
    }
    return failures ? 1 : 0;
}

} // namespace grand::app
