// The reference generator's FEN: reading and writing Fantasy FENs with the armies' field.

#include "reference_kinds.h"

#include <charconv>
#include <cstring>

namespace reference {

using namespace detail;

namespace {

bool parseInt(std::string_view s, int& value) {
    if (s.empty())
        return false;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    return ec == std::errc() && ptr == s.data() + s.size();
}

} // namespace

std::optional<Position> parseFen(std::string_view fen, std::string* error) {
    auto fail = [&](const std::string& msg) -> std::optional<Position> {
        if (error)
            *error = msg;
        return std::nullopt;
    };
    std::vector<std::string_view> fields;
    size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t'))
            ++i;
        if (i >= fen.size())
            break;
        size_t j = i;
        while (j < fen.size() && fen[j] != ' ' && fen[j] != '\t')
            ++j;
        fields.push_back(fen.substr(i, j - i));
        i = j;
    }
    if (fields.size() == 6)
        return fail("no seventh field (armies): a Grand Chess FEN, not a Fantasy one");
    if (fields.size() != 7)
        return fail("expected 7 fields, got " + std::to_string(fields.size()));

    Position pos;
    // Armies.
    const std::string_view armies = fields[6];
    const size_t slash = armies.find('/');
    if (slash == std::string_view::npos)
        return fail("armies field must be WHITE/BLACK");
    const std::string_view names[2] = {armies.substr(0, slash), armies.substr(slash + 1)};
    for (int colour = 0; colour < 2; ++colour) {
        bool found = false;
        for (int a = 0; a < kArmyCount; ++a)
            if (names[colour] == kArmyNames[a]) {
                pos.army[colour] = Army(a);
                found = true;
            }
        if (!found)
            return fail("unknown army '" + std::string(names[colour]) + "'");
    }
    // Board, rank 10 first.
    const std::string_view board = fields[0];
    int rank = 9, file = 0;
    for (size_t k = 0; k < board.size(); ++k) {
        const char ch = board[k];
        if (ch == '/') {
            if (file != 10)
                return fail("rank " + std::to_string(rank + 1) + " does not have 10 squares");
            --rank;
            file = 0;
            if (rank < 0)
                return fail("more than 10 ranks");
        } else if (ch >= '0' && ch <= '9') {
            int run = ch - '0';
            while (k + 1 < board.size() && board[k + 1] >= '0' && board[k + 1] <= '9')
                run = run * 10 + (board[++k] - '0');
            if (run == 0 || file + run > 10)
                return fail("bad run of empty squares on rank " + std::to_string(rank + 1));
            file += run;
        } else {
            const bool white = ch >= 'A' && ch <= 'Z';
            const bool black = ch >= 'a' && ch <= 'z';
            if (!white && !black)
                return fail(std::string("bad character '") + ch + "' in board");
            const int colour = white ? 0 : 1;
            const Kind kind = kindOfLetter(pos.army[colour], white ? ch : char(ch - 'a' + 'A'));
            if (kind == NoKind)
                return fail(std::string("letter '") + ch + "' is not a piece of the "
                            + kArmyNames[int(pos.army[colour])]);
            if (file >= 10)
                return fail("rank " + std::to_string(rank + 1) + " has more than 10 squares");
            const int sq = rank * 10 + file;
            pos.board[sq] = makeCell(kind, colour);
            if (isRoyal(kind)) {
                if (pos.royal[colour] >= 0)
                    return fail("more than one royal piece for one side");
                pos.royal[colour] = sq;
            } else {
                ++pos.nonRoyal[colour];
            }
            ++file;
        }
    }
    if (rank != 0 || file != 10)
        return fail("board must have 10 ranks of 10 squares");
    if (fields[1] == "w")
        pos.side = 0;
    else if (fields[1] == "b")
        pos.side = 1;
    else
        return fail("side to move must be w or b");
    if (fields[2] != "-")
        return fail("castling field must be '-' (no castling)");
    if (fields[3] != "-")
        return fail("en passant field must be '-' (no en passant)");
    if (!parseInt(fields[4], pos.halfmove) || pos.halfmove < 0)
        return fail("bad halfmove clock");
    if (!parseInt(fields[5], pos.fullmove) || pos.fullmove < 1)
        return fail("bad fullmove number");
    return pos;
}

std::string toFen(const Position& pos) {
    std::string s;
    for (int rank = 9; rank >= 0; --rank) {
        int run = 0;
        for (int file = 0; file < 10; ++file) {
            const Cell c = pos.board[rank * 10 + file];
            if (c == 0) {
                ++run;
                continue;
            }
            if (run)
                s += std::to_string(run);
            run = 0;
            const char letter = kindLetter(cellKind(c));
            s += cellColour(c) == 0 ? letter : char(letter - 'A' + 'a');
        }
        if (run)
            s += std::to_string(run);
        if (rank)
            s += '/';
    }
    s += pos.side == 0 ? " w - - " : " b - - ";
    s += std::to_string(pos.halfmove) + " " + std::to_string(pos.fullmove) + " ";
    s += std::string(armyName(pos.army[0])) + "/" + armyName(pos.army[1]);
    return s;
}

} // namespace reference
