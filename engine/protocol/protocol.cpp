#include "engine/protocol/protocol.h"

#include "engine/protocol/uci.h"
#include "engine/protocol/xboard.h"

#include <istream>
#include <iterator>
#include <memory>
#include <ostream>
#include <sstream>

namespace grand {

void LineWriter::line(const std::string& text) {
    std::lock_guard lock(m_mutex);
    if (m_out)
        *m_out << text << '\n' << std::flush;
    else
        m_sink(text);
}

std::vector<std::string> splitWords(const std::string& line) {
    std::istringstream in(line);
    return {std::istream_iterator<std::string>(in), {}};
}

int runProtocol(std::istream& in, std::ostream& out, const EngineBounds& bounds) {
    LineWriter writer(out);
    std::unique_ptr<ProtocolSession> session;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!session) {
            if (line.find_first_not_of(" \t") == std::string::npos)
                continue;
            if (line.rfind("xboard", 0) == 0)
                session = std::make_unique<XBoardSession>(writer, bounds);
            else
                session = std::make_unique<UciSession>(writer, bounds);
        }
        if (!session->handle(line))
            return 0;
    }
    if (session)
        session->handle("quit");
    return 0;
}

} // namespace grand
