// Reading and writing FEN (Position::fromFen, Position::fen).
//
// Accepted: the Fairy-Stockfish form "placement side castling ep halfmove fullmove", with the
// trailing fields optional (the counters default to 0 and 1), and XBoard's form, which puts
// the holdings in [...] right after the placement and may leave out the castling field.
//
// Rejected, each with the field, the column and the reason:
//   - an empty FEN, more than six fields, a missing side to move;
//   - a placement without the game's ranks (ten; eight ranks make it Embassy Chess when no
//     game is given), a rank that does not describe ten squares, an unknown
//     piece letter, a bad empty-square count (0, 11, a leading zero);
//   - an unterminated or invalid holdings block;
//   - a side without exactly one king;
//   - more of a piece type than a side starts with (two queens, three rooks, eleven pawns):
//     promotion only brings back captured pieces, so such positions cannot arise (in Embassy
//     Chess, where promotion is unlimited, more pieces beyond the start than pawns gone);
//   - a pawn behind its start rank (White on rank 1 or 2, Black on 9 or 10) or on its last
//     rank (it must have promoted);
//   - a side to move other than w or b; castling rights in a game without castling, or a
//     right whose king or rook is not at home (KQkq, or the rook's file A J a j);
//   - an en-passant square that is not a square, is on the wrong rank, or has no pawn that
//     could just have made a double step over it;
//   - counters that are not numbers, or out of range;
//   - the side that is not to move standing in check (its king could be captured).
// An en-passant square that is legal but that no pawn can capture is dropped, as
// Fairy-Stockfish does, so that equal positions have equal FENs and keys.
//
// A seventh field "whitearmy/blackarmy" makes it a Fantasy Grand Chess position: the letters
// are the armies' (armies.h), a side may not have more of a kind than its setup (Wolf Riders:
// as many as its Goblins and Werewolves could become), a forward-only piece may not stand
// behind its first rank, and there is no en passant. Rejected besides: an unknown army, a
// letter that is not in its army.

#include "engine/rules/position.h"

#include "engine/rules/pieces.h"
#include "engine/rules/zobrist.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <vector>

namespace grand {

using namespace mailbox;

namespace {

struct Field {
    std::string_view text;
    int column; // 1-based
};

std::vector<Field> splitFields(std::string_view fen) {
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && std::isspace(static_cast<unsigned char>(fen[i])))
            ++i;
        const std::size_t start = i;
        while (i < fen.size() && !std::isspace(static_cast<unsigned char>(fen[i])))
            ++i;
        if (i > start)
            fields.push_back({fen.substr(start, i - start), static_cast<int>(start) + 1});
    }
    return fields;
}

bool isNumber(std::string_view s) {
    if (s.empty() || s.size() > 6)
        return false;
    for (char c : s)
        if (c < '0' || c > '9')
            return false;
    return true;
}

int toInt(std::string_view s) {
    int v = 0;
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
}

const char* colorName(Color c) { return c == Color::White ? "White" : "Black"; }

std::string ordinal(int n) {
    const char* suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th"
                         : n % 10 == 1                    ? "st"
                         : n % 10 == 2                    ? "nd"
                         : n % 10 == 3                    ? "rd"
                                                          : "th";
    return std::to_string(n) + suffix;
}

} // namespace

class FenReader {
public:
    // `variant`: the game the FEN must be of; null: Grand Chess, or Fantasy Grand Chess when
    // a seventh field names the armies.
    FenReader(std::string_view fen, const Variant* variant) : m_fen(fen), m_given(variant) {}

    Expected<Position, FenError> read() {
        m_pos.clear(m_given ? *m_given : guessedGame());
        if (!readAll())
            return Unexpected{m_error};
        return m_pos;
    }

private:
    // Without a game given: Grand Chess, or the game without armies whose board has as many
    // ranks as the placement (the armies' field, read later, makes it Fantasy Grand Chess).
    const Variant& guessedGame() const {
        const std::vector<Field> fields = splitFields(m_fen);
        if (fields.empty() || fields.size() == 7)
            return grandChess();
        std::string_view placement = fields[0].text;
        placement = placement.substr(0, placement.find('['));
        const auto ranks = static_cast<int>(std::count(placement.begin(), placement.end(), '/')) + 1;
        for (const Variant* v : variants())
            if (!v->hasArmies() && v->ranks == ranks)
                return *v;
        return grandChess();
    }

    bool fail(std::string field, int column, std::string message) {
        m_error = FenError{std::move(field), column, std::move(message)};
        return false;
    }

    bool readAll() {
        const std::vector<Field> fields = splitFields(m_fen);
        if (fields.empty())
            return fail("FEN", 1, "the FEN is empty");
        if (fields.size() > 7)
            return fail("FEN", fields[7].column,
                        "too many fields (" + std::to_string(fields.size()) + "), expected at most 7");
        if (fields.size() == 7 && m_given && !m_given->hasArmies())
            return fail("FEN", fields[6].column,
                        "'" + std::string(fields[6].text) + "': " + gameName()
                            + " has no armies, expected at most 6 fields");
        if (fields.size() == 7 && !readArmies(fields[6]))
            return false;
        if (fields.size() < 7 && m_pos.variant().hasArmies())
            return fail("armies", static_cast<int>(m_fen.size()) + 1,
                        "the armies are missing: " + gameName()
                            + " needs a seventh field white/black (armies: " + armyIdList() + ")");
        if (!readPlacement(fields[0]))
            return false;
        if (fields.size() < 2)
            return fail("side to move", static_cast<int>(m_fen.size()) + 1,
                        "the side to move is missing (w or b)");
        const auto restEnd = fields.size() == 7 ? fields.begin() + 6 : fields.end();
        if (!readSide(fields[1]) || !readRest({fields.begin() + 2, restEnd}))
            return false;
        return checkPosition(fields[0].column);
    }

    // The seventh field: "elves/horde".
    bool readArmies(Field f) {
        if (!m_given)
            m_pos.clear(fantasyGrandChess());
        const std::size_t slash = f.text.find('/');
        if (slash == std::string_view::npos)
            return fail("armies", f.column,
                        "'" + std::string(f.text)
                            + "' is not two armies as white/black (armies: " + armyIdList() + ")");
        const std::string_view names[2] = {f.text.substr(0, slash), f.text.substr(slash + 1)};
        for (int side = 0; side < 2; ++side) {
            const auto army = parseArmy(names[side]);
            const int column = f.column + (side ? static_cast<int>(slash) + 1 : 0);
            if (!army)
                return fail("armies", column,
                            "'" + std::string(names[side]) + "' is not an army (" + armyIdList() + ")");
            m_pos.m_armies[static_cast<std::size_t>(side)] = *army;
        }
        m_pos.m_key ^= zobrist::armiesKey(m_pos.m_armies[0], m_pos.m_armies[1]);
        return true;
    }

    // The piece a FEN letter stands for in this game, Piece::Empty for none.
    Piece pieceFor(char c) const {
        if (!m_pos.variant().hasArmies())
            return pieceFromFenChar(c);
        const Color color = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
        const ArmyPiece* piece =
            armyInfo(m_pos.army(color))
                .pieceByLetter(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
        return piece ? makePiece(color, piece->type) : Piece::Empty;
    }

    // "PNBRQACK", or for Fantasy "a letter of the Elves (K E L M R S W)".
    std::string lettersFor(char c) const {
        if (!m_pos.variant().hasArmies())
            return "a piece letter (PNBRQACK)";
        const Color color = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
        const ArmyInfo& army = armyInfo(m_pos.army(color));
        std::string letters;
        for (const ArmyPiece& p : army.pieces)
            letters += (letters.empty() ? "" : " ")
                       + std::string(1, color == Color::White ? p.letter
                                                              : static_cast<char>(std::tolower(p.letter)));
        return std::string("a letter of ") + colorName(color) + "'s " + std::string(army.name) + " ("
               + letters + ")";
    }

    bool readPlacement(Field f) {
        std::string_view text = f.text;
        if (const auto open = text.find('['); open != std::string_view::npos) {
            if (!readHoldings(text.substr(open), f.column + static_cast<int>(open)))
                return false;
            text = text.substr(0, open);
        }
        std::vector<Field> ranks;
        std::size_t start = 0;
        for (std::size_t i = 0; i <= text.size(); ++i) {
            if (i == text.size() || text[i] == '/') {
                ranks.push_back({text.substr(start, i - start), f.column + static_cast<int>(start)});
                start = i + 1;
            }
        }
        const int rankCount = m_pos.variant().ranks;
        if (ranks.size() != static_cast<std::size_t>(rankCount))
            return fail("piece placement", f.column,
                        "it has " + std::to_string(ranks.size()) + (ranks.size() == 1 ? " rank" : " ranks")
                            + ", expected " + std::to_string(rankCount));
        for (int r = 0; r < rankCount; ++r)
            if (!readRank(ranks[static_cast<std::size_t>(r)], rankCount - 1 - r))
                return false;
        return true;
    }

    bool readHoldings(std::string_view text, int column) {
        if (text.back() != ']' || text.find(']') != text.size() - 1)
            return fail("holdings", column, "'[' must be closed by a ']' that ends the placement");
        for (std::size_t i = 1; i + 1 < text.size(); ++i) {
            const char c = text[i];
            const Piece p = pieceFor(c);
            if (c != '-' && (p == Piece::Empty || typeOf(p) == PieceType::King))
                return fail("holdings", column + static_cast<int>(i),
                            std::string("'") + c + "' is not a piece that can be held");
        }
        return true;
    }

    bool readRank(Field f, int rank) {
        const std::string label = "rank " + std::to_string(rank + 1);
        const int files = m_pos.variant().files;
        int file = 0;
        for (std::size_t i = 0; i < f.text.size(); ++i) {
            const char c = f.text[i];
            const int column = f.column + static_cast<int>(i);
            if (c >= '0' && c <= '9') {
                std::size_t j = i;
                while (j < f.text.size() && f.text[j] >= '0' && f.text[j] <= '9')
                    ++j;
                const std::string_view digits = f.text.substr(i, j - i);
                const int n = digits.size() > 2 ? 99 : toInt(digits);
                if (digits[0] == '0' || n > files)
                    return fail("piece placement", column,
                                label + ": '" + std::string(digits) + "' is not a count of 1 to "
                                    + std::to_string(files) + " empty squares");
                file += n;
                i = j - 1;
            } else {
                const Piece p = pieceFor(c);
                if (p == Piece::Empty)
                    return fail("piece placement", column,
                                label + ": '" + std::string(1, c) + "' is not " + lettersFor(c));
                if (file < files && !placePiece(p, makeSquare(file, rank), column))
                    return false;
                ++file;
            }
            if (file > files)
                return fail("piece placement", f.column,
                            label + " describes more than " + std::to_string(files) + " squares");
        }
        if (file != files)
            return fail("piece placement", f.column,
                        label + " describes " + std::to_string(file) + " squares, expected "
                            + std::to_string(files));
        return true;
    }

    bool placePiece(Piece p, Square s, int column) {
        if (m_pos.variant().hasArmies())
            return placeFantasyPiece(p, s, column);
        const Variant& v = m_pos.variant();
        const Color c = colorOf(p);
        const PieceType t = typeOf(p);
        const std::string where = std::string(colorName(c)) + " " + pieceName(t) + " on " + squareName(s);
        const int most = m_pos.maxCount(c, t);
        if (m_pos.count(c, t) >= most) {
            if (t == PieceType::King)
                return fail("piece placement", column, std::string(colorName(c)) + " has two kings");
            return fail("piece placement", column,
                        std::string(colorName(c)) + " has more than " + std::to_string(most) + " "
                            + pieceName(t) + (most > 1 ? "s" : "")
                            + ": a side never has more of a type than it starts with");
        }
        if (t == PieceType::Pawn) {
            const int rel = v.relativeRank(c, rankOf(s));
            if (rel < v.doubleStepRank)
                return fail(
                    "piece placement", column,
                    where + ": pawns start on the "
                        + ordinal(c == Color::White ? v.doubleStepRank + 1 : v.ranks - v.doubleStepRank)
                        + " rank and never move back");
            if (rel == v.ranks - 1)
                return fail("piece placement", column,
                            where + ": a pawn on the last rank must have promoted");
        }
        m_pos.put(p, ToMailbox[s]);
        return true;
    }

    bool placeFantasyPiece(Piece p, Square s, int column) {
        const Color c = colorOf(p);
        const PieceType t = typeOf(p);
        const std::string name = m_pos.nameOf(t, c);
        const int most = m_pos.maxCount(c, t);
        if (m_pos.count(c, t) >= most) {
            if (pieceKind(t).royal)
                return fail("piece placement", column,
                            std::string(colorName(c)) + " has two royal pieces (" + name + ")");
            return fail("piece placement", column,
                        std::string(colorName(c)) + " has more than " + std::to_string(most) + " of the "
                            + name + " kind: a side never has more than its setup and its promotions allow");
        }
        if (relativeRank(c, rankOf(s)) < pieceKind(t).lowestRank)
            return fail("piece placement", column,
                        std::string(colorName(c)) + " " + name + " on " + squareName(s)
                            + ": it starts on the "
                            + ordinal(c == Color::White ? pieceKind(t).lowestRank + 1
                                                        : m_pos.variant().ranks - pieceKind(t).lowestRank)
                            + " rank and never moves back");
        m_pos.put(p, ToMailbox[s]);
        return true;
    }

    bool readSide(Field f) {
        if (f.text == "w")
            m_pos.m_side = Color::White;
        else if (f.text == "b")
            m_pos.m_side = Color::Black;
        else
            return fail("side to move", f.column, "'" + std::string(f.text) + "' is not w or b");
        if (m_pos.m_side == Color::Black)
            m_pos.m_key ^= zobrist::keys.blackToMove;
        return true;
    }

    // Castling, en passant and the counters. Accepted shapes after the side to move:
    // [castling ep [half full]], [ep half full] (XBoard without castling), [ep], [].
    bool readRest(std::vector<Field> rest) {
        const bool xboardShape = rest.size() == 3 && isNumber(rest[1].text) && isNumber(rest[2].text);
        std::size_t i = 0;
        if (!rest.empty() && !xboardShape && rest.size() != 1) {
            if (!readCastling(rest[0]))
                return false;
            ++i;
        }
        if (i < rest.size() && !readEp(rest[i++]))
            return false;
        if (i < rest.size()) {
            const Field half = rest[i++];
            if (!isNumber(half.text) || toInt(half.text) > 100000)
                return fail("halfmove clock", half.column,
                            "'" + std::string(half.text) + "' is not a number of plies");
            m_pos.m_halfmove = toInt(half.text);
        }
        if (i < rest.size()) {
            const Field full = rest[i++];
            if (!isNumber(full.text) || toInt(full.text) > 100000)
                return fail("fullmove number", full.column,
                            "'" + std::string(full.text) + "' is not a move number");
            m_pos.m_fullmove = std::max(1, toInt(full.text));
        }
        return true;
    }

    // "KQkq", "-", or the rooks' files (Shredder's "JAja"), each right at most once.
    bool readCastling(Field f) {
        if (f.text == "-")
            return true;
        const Castling& castle = m_pos.variant().castling;
        if (!castle.allowed)
            return fail("castling", f.column,
                        "'" + std::string(f.text) + "': " + gameName() + " has no castling, expected -");
        std::uint8_t rights = 0;
        for (std::size_t i = 0; i < f.text.size(); ++i) {
            const char c = f.text[i];
            const int column = f.column + static_cast<int>(i);
            const Color side = std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black;
            const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            const char kingsideFile = static_cast<char>('A' + castle.kingside.rookFrom);
            const char queensideFile = static_cast<char>('A' + castle.queenside.rookFrom);
            const bool kingside = upper == 'K' || upper == kingsideFile;
            if (!kingside && upper != 'Q' && upper != queensideFile)
                return fail("castling", column,
                            std::string("'") + c + "' is not a castling right (K, Q, k, q or -)");
            const std::uint8_t right = kingside ? castling::kingside(side) : castling::queenside(side);
            if (rights & right)
                return fail("castling", column, std::string("'") + c + "' is given twice");
            const int rank = side == Color::White ? 0 : m_pos.variant().ranks - 1;
            const Square kingHome = makeSquare(castle.kingFile, rank);
            const Square rookHome =
                makeSquare(kingside ? castle.kingside.rookFrom : castle.queenside.rookFrom, rank);
            if (m_pos.pieceOn(kingHome) != makePiece(side, PieceType::King))
                return fail("castling", column,
                            std::string("'") + c + "': " + colorName(side) + "'s king is not on "
                                + squareName(kingHome) + ", so " + colorName(side) + " cannot castle");
            if (m_pos.pieceOn(rookHome) != makePiece(side, PieceType::Rook))
                return fail("castling", column,
                            std::string("'") + c + "': " + colorName(side) + " has no rook on "
                                + squareName(rookHome) + " to castle with");
            rights |= right;
        }
        m_pos.setCastlingRights(rights);
        return true;
    }

    bool readEp(Field f) {
        if (f.text == "-")
            return true;
        if (!m_pos.variant().enPassant)
            return fail("en passant", f.column,
                        "'" + std::string(f.text) + "': " + gameName() + " has no en passant, expected -");
        const Square s = parseSquare(f.text);
        if (s == NoSquare)
            return fail("en passant", f.column, "'" + std::string(f.text) + "' is not a square or -");
        const Color mover = ~m_pos.m_side;
        if (m_pos.variant().relativeRank(mover, rankOf(s)) != m_pos.variant().doubleStepRank + 1)
            return fail("en passant", f.column,
                        squareName(s) + " is not on the rank a " + colorName(mover)
                            + " pawn's double step passes over");
        const int mb = ToMailbox[s];
        if (m_pos.m_board[mb + pawnPush(mover)] != index(makePiece(mover, PieceType::Pawn))
            || m_pos.m_board[mb] != 0 || m_pos.m_board[mb - pawnPush(mover)] != 0)
            return fail("en passant", f.column,
                        squareName(s) + ": no " + std::string(colorName(mover))
                            + " pawn can just have made a double step over it");
        m_epField = f;
        return true;
    }

    std::string gameName() const { return std::string(m_pos.variant().name); }

    bool checkPosition(int column) {
        for (Color c : {Color::White, Color::Black})
            if (m_pos.count(c, PieceType::King) == 0)
                return fail("piece placement", column,
                            std::string(colorName(c)) + " has no "
                                + (m_pos.variant().hasArmies()
                                       ? "royal piece (" + m_pos.nameOf(PieceType::King, c) + ")"
                                       : std::string("king")));
        if (m_pos.variant().promotion == PromotionChoice::AnyKind)
            for (Color c : {Color::White, Color::Black}) {
                // Every piece beyond the start's is a pawn that promoted.
                int extra = 0;
                for (PieceType t : PromotionTypes)
                    extra += std::max(0, m_pos.count(c, t) - StartCount[index(t)]);
                const int pawns = m_pos.count(c, PieceType::Pawn);
                if (extra + pawns > StartCount[index(PieceType::Pawn)])
                    return fail(
                        "piece placement", column,
                        std::string(colorName(c)) + " has " + std::to_string(pawns) + " pawns and "
                            + std::to_string(extra) + (extra == 1 ? " piece" : " pieces")
                            + " beyond its start: each of those is a promoted pawn, and there are ten");
            }
        const Color waiting = ~m_pos.m_side;
        if (m_pos.royalAttacked(waiting))
            return fail("piece placement", column,
                        std::string(colorName(waiting)) + " is in check but it is " + colorName(m_pos.m_side)
                            + "'s move: the position cannot arise");
        if (m_epField)
            m_pos.setEpIfCapturable(ToMailbox[parseSquare(m_epField->text)]);
        return true;
    }

    std::string_view m_fen;
    const Variant* m_given = nullptr;
    Position m_pos{Position::Uninitialised{}};
    FenError m_error;
    std::optional<Field> m_epField;
};

Expected<Position, FenError> Position::fromFen(std::string_view fen) {
    return FenReader(fen, nullptr).read();
}

Expected<Position, FenError> Position::fromFen(std::string_view fen, const Variant& variant) {
    return FenReader(fen, &variant).read();
}

std::string Position::fen() const {
    std::string out;
    for (int rank = m_variant->ranks - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < m_variant->files; ++file) {
            const Piece p = pieceOn(makeSquare(file, rank));
            if (p == Piece::Empty) {
                ++empty;
                continue;
            }
            if (empty)
                out += std::to_string(empty);
            empty = 0;
            out += letterOf(p);
        }
        if (empty)
            out += std::to_string(empty);
        if (rank)
            out += '/';
    }
    out += m_side == Color::White ? " w " : " b ";
    if (m_castling == 0)
        out += '-';
    if (m_castling & castling::WhiteKingside)
        out += 'K';
    if (m_castling & castling::WhiteQueenside)
        out += 'Q';
    if (m_castling & castling::BlackKingside)
        out += 'k';
    if (m_castling & castling::BlackQueenside)
        out += 'q';
    out += ' ';
    out += m_ep == NoSquare ? "-" : squareName(m_ep);
    out += ' ' + std::to_string(m_halfmove) + ' ' + std::to_string(m_fullmove);
    if (m_variant->hasArmies())
        out += ' ' + std::string(armyInfo(army(Color::White)).id) + '/'
               + std::string(armyInfo(army(Color::Black)).id);
    return out;
}

} // namespace grand
