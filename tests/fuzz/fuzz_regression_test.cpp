// The fuzz targets' bodies over their seeds (from tests/data) and over every input a fuzzer
// once broke them with (tests/fuzz/regressions/<target>/), in the ordinary build.

#include "fuzz/fuzz_bodies.h"
#include "test_data.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// Every file of a folder under tests/fuzz, sorted; none if the folder is empty.
std::vector<fs::path> filesIn(const std::string& folder) {
    std::vector<fs::path> files;
    const fs::path dir = fs::path(GRAND_FUZZ_DIR) / folder;
    if (fs::exists(dir))
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.is_regular_file() && entry.path().filename() != ".gitkeep")
                files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<fs::path> pgnFiles() {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(fs::path(GRAND_TEST_DATA) / "games"))
        if (entry.path().extension() == ".pgn")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

void runRegressions(const std::string& target, const std::function<void(std::string_view)>& body) {
    for (const fs::path& file : filesIn("regressions/" + target)) {
        SCOPED_TRACE(file.string());
        body(grand::test::readFile(file.string()));
    }
}

TEST(FuzzBodies, FenOverTheSuiteAndRegressions) {
    int count = 0;
    for (const char* file : {"perft-public.epd", "embassy-perft-public.epd", "embassy-fairy-perft.epd"}) {
        std::istringstream suite(grand::test::readDataFile(file));
        std::string line;
        while (std::getline(suite, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            grand::fuzz::fen(line.substr(0, line.find(';')));
            ++count;
        }
    }
    EXPECT_GE(count, 70 + 40 + 352);
    runRegressions("fen", grand::fuzz::fen);
}

TEST(FuzzBodies, SanOverTheSampleGamesAndRegressions) {
    const auto files = pgnFiles();
    ASSERT_GE(files.size(), 4u);
    for (const fs::path& file : files)
        grand::fuzz::san(grand::test::readFile(file.string()));
    const auto seeds = filesIn("seeds/san");
    ASSERT_GE(seeds.size(), 7u);
    for (const fs::path& file : seeds)
        grand::fuzz::san(grand::test::readFile(file.string()));
    runRegressions("san", grand::fuzz::san);
}

TEST(FuzzBodies, PgnOverTheSampleGamesAndRegressions) {
    for (const fs::path& file : pgnFiles())
        grand::fuzz::pgn(grand::test::readFile(file.string()));
    for (const fs::path& file : filesIn("seeds/pgn"))
        grand::fuzz::pgn(grand::test::readFile(file.string()));
    runRegressions("pgn", grand::fuzz::pgn);
}

TEST(FuzzBodies, ProtocolOverTheSeedSessionsAndRegressions) {
    const auto seeds = filesIn("seeds/protocol");
    ASSERT_GE(seeds.size(), 3u);
    for (const fs::path& file : seeds)
        grand::fuzz::protocol(grand::test::readFile(file.string()));
    runRegressions("protocol", grand::fuzz::protocol);
}

} // namespace
