// grandchess-dev: the engine developers' command line (not installed by the packages).
// Self-play checks and the recipes that make the evaluation: soak games, Texel tuning of the
// hand-written evaluation, positions judged by a search, and training the learned one.
// Without a command it is the UCI/XBoard engine, with GRANDCHESS_WEIGHTS honoured, so that
// fitted weights can play matches.

#include "armies_command.h"
#include "expand_command.h"
#include "mistakes_command.h"
#include "soak_command.h"
#include "train_command.h"
#include "tune_command.h"

#include "engine/protocol/protocol.h"
#include "engine/version.h"

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace {

void printUsage() {
    std::cout << "grandchess-dev " << grand::Version
              << ": the engine developers' tools (the player's commands are in grandchess-engine)\n"
                 "\n"
                 "usage:\n"
                 "  grandchess-dev                   the UCI/XBoard engine; GRANDCHESS_WEIGHTS=FILE\n"
                 "                                   plays with evaluation weights fitted by tune\n"
                 "  grandchess-dev soak [GAMES] [--nodes N] [--movetime MS] [--seed S]\n"
                 "                      [--level L] [--record FILE] [--fantasy | --embassy]\n"
                 "                                   fast self-play games, checking every move (Fantasy:\n"
                 "                                   the 36 pairings, against the second generator;\n"
                 "                                   Embassy: its start and its perft positions)\n"
                 "  grandchess-dev armies [--games N] [--nodes N] [--seed S] [--threads T]\n"
                 "                      [--b-weights FILE] [--record FILE]\n"
                 "                                   Fantasy: each army against each other, the table\n"
                 "  grandchess-dev mistakes [--games N] [--level L] [--depth D] [--seed S]\n"
                 "                                   how each level errs: self-play games reviewed\n"
                 "                                   (inaccuracies, mistakes, blunders per 100 moves)\n"
                 "  grandchess-dev tune [--passes N] FILE...\n"
                 "                                   fit evaluation weights to game results (Texel)\n"
                 "  grandchess-dev expand --out FILE [--per N] [--depth D] DATA...\n"
                 "                                   positions near recorded ones, judged by a search\n"
                 "  grandchess-dev train-net [--out FILE] [--init FILE] [--epochs N] [--lambda L] DATA...\n"
                 "                                   train the learned evaluation\n"
                 "  grandchess-dev --version\n";
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (const char* weights = std::getenv("GRANDCHESS_WEIGHTS"); weights && *weights)
        if (!grand::dev::loadWeights(weights))
            return 2;
    if (args.empty())
        return grand::runProtocol(std::cin, std::cout);
    if (args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        printUsage();
        return 0;
    }
    if (args[0] == "--version") {
        std::cout << "grandchess-dev " << grand::Version << "\n";
        return 0;
    }
    if (args[0] == "soak")
        return grand::dev::soakCommand(args);
    if (args[0] == "armies")
        return grand::dev::armiesCommand(args);
    if (args[0] == "mistakes")
        return grand::dev::mistakesCommand(args);
    if (args[0] == "tune")
        return grand::dev::tuneCommand(args);
    if (args[0] == "expand")
        return grand::dev::expandCommand(args);
    if (args[0] == "train-net")
        return grand::dev::trainCommand(args);
    std::cerr << "unknown command '" << args[0] << "'\n\n";
    printUsage();
    return 2;
}
