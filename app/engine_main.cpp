// grandchess-engine: the engine's command line.

#include "annotate_command.h"
#include "bench_commands.h"
#include "perft_commands.h"
#include "pgn_check.h"
#include "pgn_convert.h"
#include "puzzles_command.h"

#include "engine/protocol/protocol.h"
#include "engine/version.h"

#include <iostream>
#include <string>
#include <vector>

namespace {

void printUsage() {
    std::cout
        << "grandchess-engine " << grand::Version
        << ": a Grand Chess engine\n"
           "\n"
           "usage:\n"
           "  grandchess-engine                UCI or XBoard engine on stdin/stdout; the first\n"
           "                                   command (uci or xboard) picks the protocol\n"
           "  grandchess-engine perft DEPTH [\"FEN\"]\n"
           "                                   legal moves with their perft counts, then the total\n"
           "  grandchess-engine bench-perft [EPD] [MAXDEPTH] [--fairy PATH | --no-fairy]\n"
           "                                   timed perft suite, compared with Fairy-Stockfish\n"
           "  grandchess-engine bench [DEPTH]  search benchmark: node signature and speed\n"
           "  grandchess-engine bench-search [MS] [--threads N] [--classic] [--fairy PATH | --no-fairy]\n"
           "                                   search speed beside Fairy-Stockfish's\n"
           "  grandchess-engine pgn-check [--uci] FILE...\n"
           "                                   replays every game of PGN files, one line per game\n"
           "  grandchess-engine pgn-convert [--letters standard|freeling] [--ranks standard|xboard] FILE...\n"
           "                                   writes the games of PGN files to stdout in a dialect\n"
           "  grandchess-engine annotate [--movetime MS | --depth N] [--letters standard|freeling] FILE...\n"
           "                                   reviews games: evaluations, ?! ? ?? and better lines\n"
           "  grandchess-engine puzzles make|check|stats ...\n"
           "                                   puzzles from games, checked by Fairy-Stockfish\n"
           "  grandchess-engine --version\n"
           "\n"
           "The engine developers' commands (soak, tune, expand, train-net) are in grandchess-dev,\n"
           "built beside it and not installed.\n";
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty())
        return grand::runProtocol(std::cin, std::cout);
    if (args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        printUsage();
        return 0;
    }
    if (args[0] == "--version") {
        std::cout << "grandchess-engine " << grand::Version << "\n";
        return 0;
    }
    if (args[0] == "bench")
        return grand::app::benchCommand(args);
    if (args[0] == "pgn-check")
        return grand::app::pgnCheckCommand(args);
    if (args[0] == "pgn-convert")
        return grand::app::pgnConvertCommand(args);
    if (args[0] == "annotate")
        return grand::app::annotateCommand(args);
    if (args[0] == "bench-search")
        return grand::app::benchSearchCommand(args);
    if (args[0] == "puzzles")
        return grand::app::puzzlesCommand(args);
    if (args[0] == "perft")
        return grand::app::perftCommand(args);
    if (args[0] == "bench-perft")
        return grand::app::benchPerftCommand(args);
    std::cerr << "unknown command '" << args[0] << "'\n\n";
    printUsage();
    return 2;
}
