#pragma once

// A child process with a line-based pipe to its stdin and from its stdout (POSIX), used by
// the benchmarks to run Fairy-Stockfish beside our engine in the same run.

#include <optional>
#include <string>
#include <vector>

namespace grand::app {

class Subprocess {
public:
    // Starts `argv[0]` with the given arguments; isRunning() tells whether it worked.
    explicit Subprocess(const std::vector<std::string>& argv);
    ~Subprocess();
    Subprocess(const Subprocess&) = delete;
    Subprocess& operator=(const Subprocess&) = delete;

    bool isRunning() const { return m_pid > 0; }
    bool writeLine(const std::string& line);
    // The next line of output, or nothing after `timeoutMs` or at end of output.
    std::optional<std::string> readLine(int timeoutMs);

private:
    int m_pid = -1;
    int m_in = -1;  // our end of the child's stdin
    int m_out = -1; // our end of the child's stdout
    std::string m_buffer;
};

// The first of `candidates` that is an executable file, or empty.
std::string findExecutable(const std::vector<std::string>& candidates);

} // namespace grand::app
