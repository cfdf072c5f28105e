#include "engine/rules/perft.h"

#include "engine/rules/movegen.h"

#include <charconv>

namespace grand {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0)
        return 1;
    MoveList list;
    generateMoves(pos, list);
    if (depth == 1)
        return static_cast<std::uint64_t>(list.size());
    std::uint64_t nodes = 0;
    UndoInfo undo;
    for (Move m : list) {
        pos.doMove(m, undo);
        nodes += perft(pos, depth - 1);
        pos.undoMove(m, undo);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    UndoInfo undo;
    for (Move m : legalMoves(pos)) {
        pos.doMove(m, undo);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.undoMove(m, undo);
    }
    return result;
}

std::vector<PerftCase> parsePerftSuite(std::string_view text, std::string* error) {
    std::vector<PerftCase> cases;
    int lineNumber = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++lineNumber;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.remove_suffix(1);
        if (line.empty() || line.front() == '#')
            continue;
        PerftCase c;
        c.line = lineNumber;
        std::size_t semi = line.find(';');
        std::string_view fen = line.substr(0, semi);
        while (!fen.empty() && fen.back() == ' ')
            fen.remove_suffix(1);
        c.fen = std::string(fen);
        while (semi != std::string_view::npos) {
            const std::size_t next = line.find(';', semi + 1);
            std::string_view item =
                line.substr(semi + 1, next == std::string_view::npos ? next : next - semi - 1);
            while (!item.empty() && item.front() == ' ')
                item.remove_prefix(1);
            while (!item.empty() && item.back() == ' ')
                item.remove_suffix(1);
            int depth = 0;
            std::uint64_t nodes = 0;
            const std::size_t space = item.find(' ');
            const bool ok = item.size() > 1 && item[0] == 'D' && space != std::string_view::npos
                            && std::from_chars(item.data() + 1, item.data() + space, depth).ec == std::errc()
                            && std::from_chars(item.data() + space + 1, item.data() + item.size(), nodes).ec
                                   == std::errc();
            if (!ok) {
                if (error)
                    *error = "line " + std::to_string(lineNumber) + ": '" + std::string(item)
                             + "' is not of the form 'D<depth> <nodes>'";
                return cases;
            }
            c.depths.emplace_back(depth, nodes);
            semi = next;
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

} // namespace grand
