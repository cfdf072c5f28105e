#include "pgn_convert.h"

#include "engine/notation/pgn.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

namespace grand::app {

namespace {

constexpr const char* Usage =
    "usage: grandchess-engine pgn-convert [--letters standard|freeling] [--ranks standard|xboard] FILE...\n"
    "  (FILE - reads standard input)\n";

} // namespace

bool readAll(const std::string& path, std::string& bytes) {
    std::ostringstream out;
    if (path == "-") {
        out << std::cin.rdbuf();
    } else {
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return false;
        out << in.rdbuf();
    }
    bytes = out.str();
    return true;
}

int pgnConvertCommand(const std::vector<std::string>& args) {
    PgnWriteOptions options;
    std::vector<std::string> files;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--letters" && hasValue && (args[i + 1] == "standard" || args[i + 1] == "freeling")) {
            options.letters = args[++i] == "freeling" ? PieceLetters::Freeling : PieceLetters::FairyStockfish;
        } else if (a == "--ranks" && hasValue && (args[i + 1] == "standard" || args[i + 1] == "xboard")) {
            options.xboardRanks = args[++i] == "xboard";
        } else if (a.size() > 1 && a[0] == '-' && a != "-") {
            std::cerr << "pgn-convert: bad option '" << a << "'\n" << Usage;
            return 2;
        } else {
            files.push_back(a);
        }
    }
    if (files.empty()) {
        std::cerr << Usage;
        return 2;
    }
    int problems = 0;
    bool first = true;
    for (const std::string& path : files) {
        std::string bytes;
        if (!readAll(path, bytes)) {
            std::cerr << "pgn-convert: cannot open " << path << ": " << std::strerror(errno) << "\n";
            ++problems;
            continue;
        }
        for (const PgnEntry& e : readPgn(decodeText(bytes))) {
            if (e.error) {
                ++problems;
                std::cerr << path << ": " << e.errorText()
                          << (e.game ? " (written up to that move)" : " (not written)") << "\n";
            }
            if (!e.game)
                continue;
            std::cout << (first ? "" : "\n") << writePgn(*e.game, options);
            first = false;
        }
    }
    std::cout.flush();
    return problems ? 1 : 0;
}

} // namespace grand::app
