#include "engine/notation/san.h"

#include "engine/rules/explain.h"

#include "engine/notation/san_internal.h"
#include "engine/rules/movegen.h"

#include <cctype>
#include <optional>
#include <vector>

namespace grand {

namespace detail {

// A token as it may appear in a message: control characters shown as '?', and cut short
// (a corrupt file can hold a "move" of thousands of bytes).
std::string shownToken(std::string_view token) {
    constexpr std::size_t Longest = 24;
    std::string shown;
    for (std::size_t i = 0; i < token.size() && i < Longest; ++i) {
        const auto c = static_cast<unsigned char>(token[i]);
        shown += c < 0x20 || c == 0x7f ? '?' : static_cast<char>(c);
    }
    // Do not leave half a UTF-8 character at the cut.
    while (token.size() > Longest && !shown.empty()
           && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80)
        shown.pop_back();
    if (token.size() > Longest && !shown.empty() && static_cast<unsigned char>(shown.back()) >= 0xC0)
        shown.pop_back();
    if (token.size() > Longest)
        shown += "...";
    return shown;
}

std::string disambiguation(const Position& pos, Move m) {
    // Minimal disambiguation: the file if it tells, else the rank, else both.
    const PieceType type = pos.movedType(m);
    bool clash = false, fileClash = false, rankClash = false;
    for (Move other : legalMoves(pos)) {
        if (other.to() != m.to() || other.from() == m.from() || pos.movedType(other) != type)
            continue;
        clash = true;
        fileClash = fileClash || fileOf(other.from()) == fileOf(m.from());
        rankClash = rankClash || rankOf(other.from()) == rankOf(m.from());
    }
    if (!clash)
        return {};
    if (!fileClash)
        return std::string(1, static_cast<char>('a' + fileOf(m.from())));
    if (!rankClash)
        return std::to_string(rankOf(m.from()) + 1);
    return squareName(m.from());
}

std::string checkSign(const Position& pos, Move m) {
    Position after = pos;
    UndoInfo undo;
    after.doMove(m, undo);
    if (!after.inCheck())
        return {};
    return legalMoves(after).empty() ? "#" : "+";
}

} // namespace detail

using detail::shownToken;

namespace {

// Piece type for an upper-case SAN letter in a letter set, None if it is not one.
PieceType typeForLetter(char c, PieceLetters letters) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'P':
        return PieceType::Pawn;
    case 'N':
        return PieceType::Knight;
    case 'B':
        return PieceType::Bishop;
    case 'R':
        return PieceType::Rook;
    case 'Q':
        return PieceType::Queen;
    case 'K':
        return PieceType::King;
    case 'A':
        return letters == PieceLetters::FairyStockfish ? PieceType::Cardinal : PieceType::None;
    case 'M':
        return letters == PieceLetters::Freeling ? PieceType::Marshal : PieceType::None;
    case 'C':
        return letters == PieceLetters::FairyStockfish ? PieceType::Marshal : PieceType::Cardinal;
    default:
        return PieceType::None;
    }
}

// A move token taken apart under one reading (letter set and rank numbering).
struct Pattern {
    PieceType piece = PieceType::Pawn;
    bool pieceGiven = false; // false: a pawn, unless a full origin square names the piece
    int fromFile = -1;
    int fromRank = -1;
    Square to = NoSquare;
    PieceType promotion = PieceType::None;
    bool promotionGiven = false;
    std::string problem; // why the token could not be read this way
};

// Reads "<digits>" as a rank index under the numbering, or -1.
int rankIndex(std::string_view digits, bool zeroBased) {
    if (digits.empty() || digits.size() > 2 || (digits.size() == 2 && digits[0] == '0'))
        return -1;
    const int n = digits.size() == 1 ? digits[0] - '0' : (digits[0] - '0') * 10 + (digits[1] - '0');
    const int r = zeroBased ? n : n - 1;
    return r >= 0 && r < RankCount ? r : -1;
}

Pattern readPattern(std::string_view s, PieceLetters letters, bool zeroBased) {
    Pattern p;
    // Promotion: "=Q", "=q", or a letter straight after the destination rank ("e10Q", "e9e10q").
    if (const auto eq = s.find('='); eq != std::string_view::npos) {
        if (eq + 2 != s.size() || !std::isalpha(static_cast<unsigned char>(s[eq + 1]))) {
            p.problem = "the promotion must be one piece letter after '='";
            return p;
        }
        p.promotionGiven = true;
        p.promotion = typeForLetter(s[eq + 1], letters);
        if (p.promotion == PieceType::None || p.promotion == PieceType::Pawn
            || p.promotion == PieceType::King) {
            p.problem = std::string("'") + s[eq + 1] + "' is not a piece a pawn can promote to";
            return p;
        }
        s = s.substr(0, eq);
    } else if (s.size() >= 3 && std::isalpha(static_cast<unsigned char>(s.back()))
               && std::isdigit(static_cast<unsigned char>(s[s.size() - 2]))) {
        p.promotionGiven = true;
        p.promotion = typeForLetter(s.back(), letters);
        if (p.promotion == PieceType::None || p.promotion == PieceType::Pawn
            || p.promotion == PieceType::King) {
            p.problem = std::string("'") + s.back() + "' is not a piece a pawn can promote to";
            return p;
        }
        s.remove_suffix(1);
    }
    // Destination: a file letter and one or two digits at the end.
    std::size_t digits = 0;
    while (digits < s.size() && std::isdigit(static_cast<unsigned char>(s[s.size() - 1 - digits])))
        ++digits;
    if (digits == 0 || digits > 2 || s.size() < digits + 1 || s[s.size() - 1 - digits] < 'a'
        || s[s.size() - 1 - digits] > 'j') {
        p.problem = "no destination square";
        return p;
    }
    const int toRank = rankIndex(s.substr(s.size() - digits), zeroBased);
    if (toRank < 0) {
        p.problem = "no destination square";
        return p;
    }
    p.to = makeSquare(s[s.size() - 1 - digits] - 'a', toRank);
    s = s.substr(0, s.size() - 1 - digits);
    while (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-'))
        s.remove_suffix(1);
    // Piece letter (upper case), then optional origin file and rank.
    if (!s.empty() && std::isupper(static_cast<unsigned char>(s.front()))) {
        p.piece = typeForLetter(s.front(), letters);
        p.pieceGiven = true;
        if (p.piece == PieceType::None) {
            p.problem = std::string("'") + s.front() + "' is not a piece letter";
            return p;
        }
        s.remove_prefix(1);
    }
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'j') {
        p.fromFile = s.front() - 'a';
        s.remove_prefix(1);
    }
    if (!s.empty()) {
        p.fromRank = rankIndex(s, zeroBased);
        if (p.fromRank < 0) {
            p.problem = "cannot read '" + std::string(s) + "'";
            return p;
        }
    }
    return p;
}

struct Reading {
    PieceLetters letters;
    bool zeroBased;
};

// Legal moves that fit the pattern. A pawn move to the last rank written without a piece
// is taken as the promotion when only one is possible.
std::vector<Move> matches(const Position& pos, const MoveList& legal, const Pattern& p) {
    // "b2c4" (UCI, long algebraic without a letter): the origin square names the piece.
    const bool anyPiece = !p.pieceGiven && p.fromFile >= 0 && p.fromRank >= 0;
    std::vector<Move> found;
    for (Move m : legal) {
        if (m.to() != p.to || (!anyPiece && pos.movedType(m) != p.piece))
            continue;
        if ((p.fromFile >= 0 && fileOf(m.from()) != p.fromFile)
            || (p.fromRank >= 0 && rankOf(m.from()) != p.fromRank))
            continue;
        if (p.promotionGiven ? m.promotion() != p.promotion : m.isPromotion())
            continue;
        found.push_back(m);
    }
    if (found.empty() && !p.promotionGiven && p.piece == PieceType::Pawn) {
        for (Move m : legal)
            if (m.to() == p.to && m.isPromotion() && pos.movedType(m) == PieceType::Pawn
                && (p.fromFile < 0 || fileOf(m.from()) == p.fromFile)
                && pos.variant().relativeRank(pos.sideToMove(), rankOf(m.to())) == pos.variant().ranks - 1)
                found.push_back(m);
        if (found.size() > 1)
            found.clear(); // the record must say which piece
    }
    return found;
}

} // namespace

// A piece that goes there but for its own royal: say that, not that none can.
std::string detail::royalReason(const Position& pos, PieceType t, Square to) {
    for (Square from = 0; from < SquareCount; ++from) {
        if (pos.pieceOn(from) != makePiece(pos.sideToMove(), t))
            continue;
        std::string why = explainIllegalMove(pos, from, to);
        if (why.find("check") != std::string::npos && why.find("blocked") == std::string::npos) {
            why[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(why[0])));
            return why;
        }
    }
    return {};
}

namespace {

// Plain words for why no legal move fits the pattern.
std::string explain(const Position& pos, const MoveList& legal, const Pattern& p, std::string_view token) {
    const std::string t = shownToken(token);
    if (!p.problem.empty())
        return t + ": " + p.problem;
    const Color us = pos.sideToMove();
    const Variant& v = pos.variant();
    if (!v.onBoard(p.to))
        return t + ": " + squareName(p.to) + " is not on the board of " + std::string(v.name);
    const bool lastRank = v.relativeRank(us, rankOf(p.to)) == v.ranks - 1;
    if (p.promotionGiven && p.piece != PieceType::Pawn)
        return t + ": only a pawn can promote";
    if (p.promotionGiven && !v.inPromotionZone(us, rankOf(p.to)))
        return t + ": " + squareName(p.to) + " is outside the promotion zone";
    if (p.piece == PieceType::Pawn && p.promotionGiven && pos.available(us, p.promotion) == 0)
        return t + ": no captured " + pieceName(p.promotion) + " to promote to";
    if (p.piece == PieceType::Pawn && (lastRank || p.promotionGiven)) {
        bool anyPromotion = false;
        for (PieceType type : PromotionTypes)
            anyPromotion = anyPromotion || pos.available(us, type) > 0;
        if (!anyPromotion)
            return t + ": nothing captured to promote to";
        if (!p.promotionGiven && lastRank) {
            int options = 0;
            for (Move m : legal)
                options += m.to() == p.to && m.isPromotion();
            if (options > 1)
                return t + ": the pawn must promote; say to which piece";
        }
    }
    // Several pieces fit: ambiguous.
    Pattern loose = p;
    std::vector<Move> all = matches(pos, legal, loose);
    if (all.size() > 1) {
        std::string where;
        for (Move m : all)
            where += (where.empty() ? "" : " and ") + squareName(m.from());
        return t + ": ambiguous, " + pieceName(p.piece) + "s on " + where + " can go to " + squareName(p.to);
    }
    if (pos.count(us, p.piece) == 0)
        return t + ": " + (us == Color::White ? "White" : "Black") + " has no " + pieceName(p.piece);
    if (const std::string why = detail::royalReason(pos, p.piece, p.to); !why.empty())
        return t + ": " + why;
    if (const Piece at = pos.pieceOn(p.to); at != Piece::Empty && colorOf(at) == us)
        return t + ": your own " + pieceName(typeOf(at)) + " is on " + squareName(p.to);
    return t + ": no " + pieceName(p.piece) + " can "
           + (pos.pieceOn(p.to) != Piece::Empty ? "take on " : "reach ") + squareName(p.to);
}

// "O-O", "O-O-O" (also with zeros or lower-case o): the castling, or why it is refused;
// nullopt for any other token.
std::optional<Expected<Move, std::string>> readCastling(const Position& pos, std::string_view token,
                                                        std::string_view s) {
    // Zeros and small o's read as O; the non-breaking hyphen (U+2011) the desktop program's
    // move list shows, copied from it, as a hyphen.
    std::string norm;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s.substr(i, 3) == "\xE2\x80\x91") {
            norm += '-';
            i += 2;
            continue;
        }
        norm += s[i] == '0' || s[i] == 'o' ? 'O' : s[i];
    }
    if (norm != "O-O" && norm != "O-O-O")
        return std::nullopt;
    const bool kingside = norm == "O-O";
    for (Move m : legalMoves(pos))
        if (pos.isCastling(m) && (fileOf(m.to()) > fileOf(m.from())) == kingside)
            return Expected<Move, std::string>(m);
    std::string why = castlingRefusal(pos, kingside);
    if (!why.empty())
        why[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(why[0])));
    if (!why.empty() && why.back() == '.')
        why.pop_back();
    return Expected<Move, std::string>(Unexpected{shownToken(token) + ": " + why});
}

} // namespace

char pieceLetter(PieceType t, PieceLetters letters) {
    switch (t) {
    case PieceType::Cardinal:
        return letters == PieceLetters::FairyStockfish ? 'A' : 'C';
    case PieceType::Marshal:
        return letters == PieceLetters::FairyStockfish ? 'C' : 'M';
    default:
        return static_cast<std::size_t>(index(t)) < FenLetter.size()
                   ? FenLetter[static_cast<std::size_t>(index(t))]
                   : '?'; // a Fantasy kind: its army's letters
    }
}

std::string toSan(const Position& pos, Move m, PieceLetters letters) {
    if (pos.variant().hasArmies()) // the armies' letters, strikes
        return detail::fantasyToSan(pos, m);
    if (pos.isCastling(m))
        return (fileOf(m.to()) > fileOf(m.from()) ? "O-O" : "O-O-O") + detail::checkSign(pos, m);
    const PieceType type = pos.movedType(m);
    const bool capture = pos.isCapture(m);
    std::string san;
    if (type == PieceType::Pawn) {
        if (capture)
            san += static_cast<char>('a' + fileOf(m.from())), san += 'x';
        san += squareName(m.to());
        if (m.isPromotion())
            san += '=', san += pieceLetter(m.promotion(), letters);
    } else {
        san += pieceLetter(type, letters);
        san += detail::disambiguation(pos, m);
        if (capture)
            san += 'x';
        san += squareName(m.to());
    }
    return san + detail::checkSign(pos, m);
}

Expected<Move, std::string> parseSan(const Position& pos, std::string_view token, SanDialect& dialect) {
    // Strip what does not change the move: check and mate signs, annotations, "e.p.".
    std::string_view s = token;
    if (s.size() > 4 && s.substr(s.size() - 4) == "e.p.")
        s.remove_suffix(4);
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.remove_suffix(1);
    if (s.empty())
        return Unexpected{shownToken(token) + ": not a move"};
    if (pos.variant().hasArmies())
        return detail::fantasyParseSan(pos, token, s);
    if (auto castling = readCastling(pos, token, s))
        return *castling;

    // The readings still possible, preferred first.
    const bool hasM = s.find('M') != std::string_view::npos;
    const bool hasA = s.find('A') != std::string_view::npos;
    std::vector<PieceLetters> letterSets;
    if (dialect.letters == SanDialect::Letters::Freeling || hasM)
        letterSets = {PieceLetters::Freeling};
    else if (dialect.letters == SanDialect::Letters::FairyStockfish || hasA)
        letterSets = {PieceLetters::FairyStockfish};
    else
        letterSets = {PieceLetters::FairyStockfish, PieceLetters::Freeling};
    std::vector<bool> rankReadings;
    if (pos.variant().ranks < RankCount) // XBoard numbers a board of eight ranks 1-8
        rankReadings = {false};
    else if (dialect.ranks == SanDialect::Ranks::OneToTen)
        rankReadings = {false};
    else if (dialect.ranks == SanDialect::Ranks::ZeroToNine)
        rankReadings = {true};
    else
        rankReadings = {false, true};

    const MoveList legal = legalMoves(pos);
    std::vector<std::pair<Reading, Move>> fits;
    Pattern firstPattern;
    bool first = true;
    for (bool zeroBased : rankReadings) {
        for (PieceLetters letters : letterSets) {
            const Pattern p = readPattern(s, letters, zeroBased);
            if (first)
                firstPattern = p, first = false;
            if (!p.problem.empty())
                continue;
            const std::vector<Move> found = matches(pos, legal, p);
            if (found.size() == 1)
                fits.push_back({{letters, zeroBased}, found.front()});
        }
    }
    if (fits.empty()) {
        // The king onto its own rook ("Kxj1", "e1j1"): castling, as some programs write it.
        if (firstPattern.problem.empty() && pos.castlingRights()
            && (firstPattern.piece == PieceType::King || !firstPattern.pieceGiven)
            && pos.pieceOn(firstPattern.to) == makePiece(pos.sideToMove(), PieceType::Rook))
            for (Move m : legal)
                if (pos.isCastling(m) && pos.castlingRookMove(m).from() == firstPattern.to
                    && (firstPattern.fromFile < 0 || fileOf(m.from()) == firstPattern.fromFile))
                    return m;
        return Unexpected{explain(pos, legal, firstPattern, token)};
    }

    // Learn the dialect when the token settles it.
    const Reading chosen = fits.front().first;
    const bool lettersMatter = s.find('C') != std::string_view::npos || hasM || hasA;
    bool sameLetters = true, sameRanks = true;
    for (const auto& [reading, move] : fits) {
        sameLetters = sameLetters && reading.letters == chosen.letters;
        sameRanks = sameRanks && reading.zeroBased == chosen.zeroBased;
    }
    if (lettersMatter && sameLetters && dialect.letters == SanDialect::Letters::Unknown)
        dialect.letters = chosen.letters == PieceLetters::Freeling ? SanDialect::Letters::Freeling
                                                                   : SanDialect::Letters::FairyStockfish;
    if (sameRanks && dialect.ranks == SanDialect::Ranks::Unknown && rankReadings.size() > 1)
        dialect.ranks = chosen.zeroBased ? SanDialect::Ranks::ZeroToNine : SanDialect::Ranks::OneToTen;
    return fits.front().second;
}

std::string sanLine(const Position& pos, const std::vector<Move>& moves, PieceLetters letters) {
    std::string line;
    Position at = pos;
    UndoInfo undo;
    for (Move m : moves) {
        if (!isLegal(at, m))
            break;
        if (at.sideToMove() == Color::White || line.empty())
            line += std::to_string(at.fullmoveNumber()) + (at.sideToMove() == Color::White ? ". " : "... ");
        line += toSan(at, m, letters) + " ";
        at.doMove(m, undo);
    }
    if (!line.empty())
        line.pop_back();
    return line;
}

} // namespace grand
