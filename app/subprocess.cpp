#include "subprocess.h"

#include <csignal>
#include <cstring>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace grand::app {

Subprocess::Subprocess(const std::vector<std::string>& argv) {
    int toChild[2];
    int fromChild[2];
    if (argv.empty() || pipe(toChild) != 0)
        return;
    if (pipe(fromChild) != 0) {
        close(toChild[0]);
        close(toChild[1]);
        return;
    }
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        close(toChild[0]);
        close(toChild[1]);
        close(fromChild[0]);
        close(fromChild[1]);
        std::vector<char*> args;
        for (const std::string& a : argv)
            args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    if (pid < 0) {
        close(toChild[1]);
        close(fromChild[0]);
        return;
    }
    m_pid = pid;
    m_in = toChild[1];
    m_out = fromChild[0];
    std::signal(SIGPIPE, SIG_IGN);
}

Subprocess::~Subprocess() {
    if (m_pid <= 0)
        return;
    close(m_in);
    close(m_out);
    kill(m_pid, SIGTERM);
    waitpid(m_pid, nullptr, 0);
}

bool Subprocess::writeLine(const std::string& line) {
    if (m_pid <= 0)
        return false;
    const std::string text = line + "\n";
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(m_in, text.data() + done, text.size() - done);
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::optional<std::string> Subprocess::readLine(int timeoutMs) {
    while (m_pid > 0) {
        if (const std::size_t nl = m_buffer.find('\n'); nl != std::string::npos) {
            std::string line = m_buffer.substr(0, nl);
            m_buffer.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            return line;
        }
        pollfd p{m_out, POLLIN, 0};
        if (poll(&p, 1, timeoutMs) <= 0)
            return std::nullopt;
        char chunk[4096];
        const ssize_t n = read(m_out, chunk, sizeof chunk);
        if (n <= 0)
            return std::nullopt;
        m_buffer.append(chunk, static_cast<std::size_t>(n));
    }
    return std::nullopt;
}

std::string findExecutable(const std::vector<std::string>& candidates) {
    for (const std::string& c : candidates)
        if (!c.empty() && access(c.c_str(), X_OK) == 0)
            return c;
    return {};
}

} // namespace grand::app
