#pragma once

// The engine's text protocols. runProtocol() reads commands from `in` until "quit" or the
// end of input and picks the protocol from the first command: "uci" for UCI, "xboard" for
// XBoard / CECP version 2. Anything else is answered as UCI would.

#include <iosfwd>
#include <mutex>
#include <string>

namespace grand {

int runProtocol(std::istream& in, std::ostream& out);

// Writes whole lines to a stream from several threads, flushing each line.
class LineWriter {
public:
    explicit LineWriter(std::ostream& out) : m_out(out) {}
    void line(const std::string& text);

private:
    std::ostream& m_out;
    std::mutex m_mutex;
};

// One protocol session: handles one command line; returns false after "quit".
class ProtocolSession {
public:
    virtual ~ProtocolSession() = default;
    virtual bool handle(const std::string& line) = 0;
};

} // namespace grand
