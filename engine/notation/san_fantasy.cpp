// SAN for Fantasy Grand Chess (README, "Records"): each army's own letters, upper case for
// both sides, every piece named but the Humans' pawn; a promotion as "=W" with the army's
// letter; an Orc's strike as "x" and the struck square after the move ("Oe8xg4",
// "Odxe8xj10#"). The reader also takes coordinate moves ("d7e8xg4", "d9d10w").

#include "engine/notation/san_internal.h"
#include "engine/rules/armies.h"
#include "engine/rules/movegen.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace grand::detail {

namespace {

bool lettered(PieceType t) { return t != PieceType::Pawn; }

// The letter of kind t in the army of the side to move (upper case).
char armyLetter(const Position& pos, PieceType t) {
    const ArmyPiece* piece = armyInfo(pos.army(pos.sideToMove())).piece(t);
    return piece ? piece->letter : '?';
}

std::optional<Square> squareAt(std::string_view s) {
    if (s.size() < 2 || s.size() > 3 || s[0] < 'a' || s[0] > 'j')
        return std::nullopt;
    int rank = 0;
    for (char c : s.substr(1)) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
        rank = rank * 10 + (c - '0');
    }
    if (rank < 1 || rank > RankCount || (s.size() == 3 && s[1] == '0'))
        return std::nullopt;
    return makeSquare(s[0] - 'a', rank - 1);
}

// The square at the end of s (a file letter and one or two digits), and how long it is.
std::optional<std::pair<Square, std::size_t>> trailingSquare(std::string_view s) {
    for (std::size_t len : {3u, 2u})
        if (s.size() >= len)
            if (auto sq = squareAt(s.substr(s.size() - len)))
                return std::pair{*sq, len};
    return std::nullopt;
}

struct FantasyPattern {
    PieceType piece = PieceType::None; // None: the origin square names the piece
    int fromFile = -1;
    int fromRank = -1;
    Square to = NoSquare;
    PieceType promotion = PieceType::None;
    bool promotionGiven = false;
    Square struck = NoSquare;
    std::string problem;
};

FantasyPattern readFantasy(const Position& pos, std::string_view s, bool strikeReading) {
    FantasyPattern p;
    const ArmyInfo& army = armyInfo(pos.army(pos.sideToMove()));
    if (strikeReading) {
        const auto last = trailingSquare(s);
        if (!last || s.size() < last->second + 1 || s[s.size() - last->second - 1] != 'x') {
            p.problem = "no struck square";
            return p;
        }
        p.struck = last->first;
        s.remove_suffix(last->second + 1);
    }
    if (const auto eq = s.find('=');
        eq != std::string_view::npos
        || (s.size() >= 3 && std::isupper(static_cast<unsigned char>(s.back())))) {
        const char letter = eq != std::string_view::npos ? (eq + 2 == s.size() ? s[eq + 1] : '\0') : s.back();
        const ArmyPiece* piece =
            army.pieceByLetter(static_cast<char>(std::toupper(static_cast<unsigned char>(letter))));
        if (!piece) {
            p.problem = letter
                            ? std::string("'") + letter + "' is not a piece of the " + std::string(army.name)
                            : std::string("the promotion must be one piece letter after '='");
            return p;
        }
        p.promotion = piece->type;
        p.promotionGiven = true;
        s = s.substr(0, eq != std::string_view::npos ? eq : s.size() - 1);
    }
    const auto to = trailingSquare(s);
    if (!to) {
        p.problem = "no destination square";
        return p;
    }
    p.to = to->first;
    s.remove_suffix(to->second);
    while (!s.empty() && (s.back() == 'x' || s.back() == ':' || s.back() == '-'))
        s.remove_suffix(1);
    if (!s.empty() && std::isupper(static_cast<unsigned char>(s.front()))) {
        const ArmyPiece* piece = army.pieceByLetter(s.front());
        if (!piece) {
            p.problem = std::string("'") + s.front() + "' is not a piece of the " + std::string(army.name);
            return p;
        }
        p.piece = piece->type;
        s.remove_prefix(1);
    } else {
        p.piece = PieceType::Pawn;
    }
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'j') {
        p.fromFile = s.front() - 'a';
        s.remove_prefix(1);
    }
    if (!s.empty()) {
        const auto from =
            squareAt(std::string(1, static_cast<char>('a' + std::max(p.fromFile, 0))) + std::string(s));
        if (!from || p.fromFile < 0) {
            if (s.size() <= 2
                && std::all_of(s.begin(), s.end(),
                               [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })
                && p.fromFile < 0) {
                const auto rankOnly = squareAt("a" + std::string(s));
                if (rankOnly) {
                    p.fromRank = rankOf(*rankOnly);
                    return p;
                }
            }
            p.problem = "cannot read '" + std::string(s) + "'";
            return p;
        }
        p.fromRank = rankOf(*from);
    }
    // A full origin square without a letter ("e3e4") names whatever stands there.
    if (p.piece == PieceType::Pawn && p.fromFile >= 0 && p.fromRank >= 0)
        p.piece = PieceType::None;
    return p;
}

std::vector<Move> fantasyMatches(const Position& pos, const MoveList& legal, const FantasyPattern& p) {
    std::vector<Move> found;
    for (Move m : legal) {
        if (m.to() != p.to || (p.piece != PieceType::None && pos.movedType(m) != p.piece))
            continue;
        if ((p.fromFile >= 0 && fileOf(m.from()) != p.fromFile)
            || (p.fromRank >= 0 && rankOf(m.from()) != p.fromRank))
            continue;
        if (p.promotionGiven ? m.promotion() != p.promotion : m.isPromotion())
            continue;
        if (p.struck != NoSquare ? !m.isStrike() || m.struck() != p.struck : m.isStrike())
            continue;
        found.push_back(m);
    }
    return found;
}

std::string fantasyExplain(const Position& pos, const MoveList& legal, const FantasyPattern& p,
                           std::string_view token) {
    const std::string t = shownToken(token);
    if (!p.problem.empty())
        return t + ": " + p.problem;
    const Color us = pos.sideToMove();
    const std::string side = us == Color::White ? "White" : "Black";
    if (p.piece == PieceType::None)
        return t + ": no move from there to " + squareName(p.to);
    const std::string name = pos.nameOf(p.piece, us);
    if (pos.count(us, p.piece) == 0)
        return t + ": " + side + " has no " + name;
    FantasyPattern loose = p;
    loose.promotionGiven = false;
    loose.struck = NoSquare;
    bool reaches = false;
    for (Move m : legal)
        reaches = reaches || (m.to() == p.to && pos.movedType(m) == p.piece);
    if (!reaches && !royalReason(pos, p.piece, p.to).empty())
        return t + ": " + royalReason(pos, p.piece, p.to);
    if (!reaches)
        return t + ": no " + name + " can " + (pos.pieceOn(p.to) != Piece::Empty ? "take on " : "reach ")
               + squareName(p.to);
    if (p.promotionGiven)
        return t + ": the " + name + " cannot become a " + pos.nameOf(p.promotion, us) + " there";
    if (p.struck != NoSquare)
        return t + ": no strike on " + squareName(p.struck) + " after that move";
    const std::vector<Move> all = fantasyMatches(pos, legal, loose);
    if (all.size() > 1)
        return t + ": ambiguous, more than one " + name + " can go to " + squareName(p.to);
    return t + ": not a legal move";
}

} // namespace

std::string fantasyToSan(const Position& pos, Move m) {
    const PieceType type = pos.movedType(m);
    const bool capture = pos.pieceOn(m.to()) != Piece::Empty;
    std::string san;
    if (!lettered(type)) {
        if (capture)
            san += static_cast<char>('a' + fileOf(m.from())), san += 'x';
    } else {
        san += armyLetter(pos, type);
        san += disambiguation(pos, m);
        if (capture)
            san += 'x';
    }
    san += squareName(m.to());
    if (m.isPromotion())
        san += '=', san += armyLetter(pos, m.promotion());
    if (m.isStrike())
        san += 'x' + squareName(m.struck());
    return san + checkSign(pos, m);
}

Expected<Move, std::string> fantasyParseSan(const Position& pos, std::string_view token, std::string_view s) {
    // Coordinates as UCI writes them.
    if (const Move m = moveFromUci(pos, s); !m.isNone())
        return m;
    const MoveList legal = legalMoves(pos);
    std::vector<Move> fits;
    FantasyPattern plain;
    for (bool strike : {false, true}) {
        const FantasyPattern p = readFantasy(pos, s, strike);
        if (!strike)
            plain = p;
        if (!p.problem.empty())
            continue;
        for (Move m : fantasyMatches(pos, legal, p))
            if (std::find(fits.begin(), fits.end(), m) == fits.end())
                fits.push_back(m);
    }
    if (fits.size() == 1)
        return fits.front();
    if (fits.size() > 1)
        return Unexpected{shownToken(token) + ": ambiguous, say which piece"};
    // Explain with the reading the token was written for: an Orc's move with a square after it is a strike.
    const FantasyPattern strike = readFantasy(pos, s, true);
    const bool strikeMeant =
        strike.problem.empty() && (strike.piece == PieceType::Orc || !plain.problem.empty());
    return Unexpected{fantasyExplain(pos, legal, strikeMeant ? strike : plain, token)};
}

} // namespace grand::detail
