#pragma once

// The engine's text protocols. runProtocol() reads commands from `in` until "quit" or the
// end of input and picks the protocol from the first command: "uci" for UCI, "xboard" for
// XBoard / CECP version 2. Anything else is answered as UCI would. `bounds` caps searches,
// hash size and perft depth (for fuzzing and soak tests; none by default).

#include "engine/search/engine.h"

#include <functional>
#include <iosfwd>
#include <mutex>
#include <string>
#include <vector>

namespace grand {

int runProtocol(std::istream& in, std::ostream& out, const EngineBounds& bounds = {});

// The words of a command line, split at white space.
std::vector<std::string> splitWords(const std::string& line);

// Writes whole lines from several threads, one at a time: to a stream (flushed after each
// line) or to a callback.
class LineWriter {
public:
    explicit LineWriter(std::ostream& out) : m_out(&out) {}
    explicit LineWriter(std::function<void(const std::string&)> sink) : m_sink(std::move(sink)) {}
    void line(const std::string& text);

private:
    std::ostream* m_out = nullptr;
    std::function<void(const std::string&)> m_sink;
    std::mutex m_mutex;
};

// One protocol session: handles one command line; returns false after "quit".
class ProtocolSession {
public:
    virtual ~ProtocolSession() = default;
    virtual bool handle(const std::string& line) = 0;
};

} // namespace grand
