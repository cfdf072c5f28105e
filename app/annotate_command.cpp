#include "annotate_command.h"

#include "command_args.h"
#include "pgn_convert.h"

#include "engine/analysis/review.h"
#include "engine/notation/pgn.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <iostream>

namespace grand::app {

namespace {

constexpr const char* Usage =
    "usage: grandchess-engine annotate [--movetime MS | --depth N] [--letters standard|freeling] FILE...\n"
    "  (FILE - reads standard input; the default strength is --movetime 200)\n";

} // namespace

int annotateCommand(const std::vector<std::string>& args) {
    ReviewOptions review;
    PgnWriteOptions write;
    std::vector<std::string> files;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == "--movetime" && hasValue && positiveNumber(args[i + 1])) {
            review.moveTimeMs = positiveNumber(args[++i]);
            review.depth = 0;
        } else if (a == "--depth" && hasValue && positiveNumber(args[i + 1])) {
            review.depth = static_cast<int>(positiveNumber(args[++i]));
            review.moveTimeMs = 0;
        } else if (a == "--letters" && hasValue && (args[i + 1] == "standard" || args[i + 1] == "freeling")) {
            write.letters = args[++i] == "freeling" ? PieceLetters::Freeling : PieceLetters::FairyStockfish;
        } else if (a.size() > 1 && a[0] == '-' && a != "-") {
            std::cerr << "annotate: bad option '" << a << "'\n" << Usage;
            return 2;
        } else {
            files.push_back(a);
        }
    }
    if (files.empty()) {
        std::cerr << Usage;
        return 2;
    }
    if (!review.depth && !review.moveTimeMs)
        review.moveTimeMs = 200;
    review.letters = write.letters;

    Engine engine;
    const std::atomic<bool> stop = false;
    int problems = 0;
    bool first = true;
    for (const std::string& path : files) {
        std::string bytes;
        if (!readAll(path, bytes)) {
            std::cerr << "annotate: cannot open " << path << ": " << std::strerror(errno) << "\n";
            ++problems;
            continue;
        }
        for (PgnEntry& e : readPgn(decodeText(bytes))) {
            if (e.error) {
                ++problems;
                std::cerr << path << ": " << e.errorText()
                          << (e.game ? " (reviewed up to that move)" : " (not written)") << "\n";
            }
            if (!e.game)
                continue;
            const auto started = std::chrono::steady_clock::now();
            const ReviewResult result = reviewGame(*e.game, engine, review, stop, [&](int done, int total) {
                std::cerr << "\r" << path << ": game " << e.number << ": " << done << "/" << total
                          << " positions" << std::flush;
            });
            const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - started)
                                .count();
            std::cerr << " in " << ms / 1000.0 << " s\n  " << summaryText(result, Color::White) << "\n  "
                      << summaryText(result, Color::Black) << "\n";
            std::cout << (first ? "" : "\n") << writePgn(*e.game, write) << std::flush;
            first = false;
        }
    }
    return problems ? 1 : 0;
}

} // namespace grand::app
