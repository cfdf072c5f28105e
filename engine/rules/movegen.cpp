#include "engine/rules/movegen.h"

#include "engine/rules/generalmoves.h"

#include <cctype>
#include <cstdlib>
#include <optional>
#include <string>

namespace grand {

using namespace mailbox;

// Generates the legal moves of one position. Works in four steps:
//  1. find the pieces giving check and the pieces pinned to the mover's king;
//  2. in double check, only the king moves;
//  3. otherwise each piece generates its moves, restricted to its pin line and, in single
//     check, to the squares that capture the checker or block its line;
//  4. en passant, rare and full of corner cases, is tested by playing it on a copy.
class MoveGenerator {
public:
    MoveGenerator(const Position& pos, MoveList& list)
            : m_pos(pos), m_b(pos.m_board), m_list(list), m_us(pos.m_side), m_them(~pos.m_side),
              m_enemies(ColorMask[index(m_them)]), m_lastRank(pos.m_variant->ranks - 1),
              m_zoneStart(pos.m_variant->promotionZoneStart),
              m_compulsoryRank(pos.m_variant->compulsoryPromotionRank),
              m_doubleStepRank(pos.m_variant->doubleStepRank) {}

    template <GenMode Mode>
    void run() {
        const int kingCode = index(makePiece(m_us, PieceType::King));
        m_king = m_pos.m_list[kingCode][0];
        findChecksAndPins();
        if (m_checkers < 2) {
            collectPromotionTypes();
            pieces<Mode>(PieceType::Pawn, [this](int from) { pawn<Mode>(from); });
            pieces<Mode>(PieceType::Knight, [this](int from) { leaper<Mode>(from); });
            pieces<Mode>(PieceType::Bishop, [this](int from) { slider<Mode>(from, Diagonal); });
            pieces<Mode>(PieceType::Rook, [this](int from) { slider<Mode>(from, Orthogonal); });
            pieces<Mode>(PieceType::Queen, [this](int from) {
                slider<Mode>(from, Orthogonal);
                slider<Mode>(from, Diagonal);
            });
            pieces<Mode>(PieceType::Cardinal, [this](int from) {
                leaper<Mode>(from);
                slider<Mode>(from, Diagonal);
            });
            pieces<Mode>(PieceType::Marshal, [this](int from) {
                leaper<Mode>(from);
                slider<Mode>(from, Orthogonal);
            });
            enPassant();
        }
        kingMoves<Mode>();
    }

    // The legal moves of the mover's piece on `from` alone (en passant may add another
    // pawn's; the caller filters by origin): a quick legality test for one move.
    void runFrom(int from) {
        const int kingCode = index(makePiece(m_us, PieceType::King));
        m_king = m_pos.m_list[kingCode][0];
        if (!(bit(m_b[from]) & ColorMask[index(m_us)]))
            return;
        findChecksAndPins();
        if (from == m_king) {
            kingMoves<GenMode::All>();
            return;
        }
        if (m_checkers >= 2)
            return;
        switch (typeOf(Piece(m_b[from]))) {
        case PieceType::Pawn:
            collectPromotionTypes();
            pawn<GenMode::All>(from);
            enPassant();
            break;
        case PieceType::Knight:
            leaper<GenMode::All>(from);
            break;
        case PieceType::Bishop:
            slider<GenMode::All>(from, Diagonal);
            break;
        case PieceType::Rook:
            slider<GenMode::All>(from, Orthogonal);
            break;
        case PieceType::Queen:
            slider<GenMode::All>(from, Orthogonal);
            slider<GenMode::All>(from, Diagonal);
            break;
        case PieceType::Cardinal:
            leaper<GenMode::All>(from);
            slider<GenMode::All>(from, Diagonal);
            break;
        case PieceType::Marshal:
            leaper<GenMode::All>(from);
            slider<GenMode::All>(from, Orthogonal);
            break;
        default:
            break;
        }
    }

private:
    // Step 1: scan the eight lines from the king for checking sliders and pinned pieces,
    // then the knight leaps and the two pawn squares for leaping and pawn checkers.
    void findChecksAndPins() {
        const std::uint32_t own = ColorMask[index(m_us)];
        int checker = -1;
        int checkLine = 0;
        for (int d : KingSteps) {
            const std::uint32_t sliders =
                isOrthogonal(d) ? OrthogonalAttackers[index(m_them)] : DiagonalAttackers[index(m_them)];
            int t = m_king + d;
            while (m_b[t] == 0)
                t += d;
            if (bit(m_b[t]) & sliders) {
                ++m_checkers;
                checker = t;
                checkLine = d;
            } else if (bit(m_b[t]) & own) {
                int beyond = t + d;
                while (m_b[beyond] == 0)
                    beyond += d;
                if (bit(m_b[beyond]) & sliders)
                    m_pins[m_pinCount++] = {t, std::abs(d)};
            }
        }
        for (int d : KnightLeaps)
            if (bit(m_b[m_king + d]) & LeapAttackers[index(m_them)]) {
                ++m_checkers;
                checker = m_king + d;
                checkLine = 0;
            }
        const auto enemyPawn = static_cast<std::uint8_t>(index(makePiece(m_them, PieceType::Pawn)));
        for (int side : {East, West}) {
            const int t = m_king + pawnPush(m_us) + side;
            if (m_b[t] == enemyPawn) {
                ++m_checkers;
                checker = t;
                checkLine = 0;
            }
        }
        if (m_checkers == 1) {
            // The squares that resolve the check: the checker's, and those between it and the king.
            m_evasion.fill(0);
            m_evasion[static_cast<std::size_t>(checker)] = 1;
            if (checkLine)
                for (int t = m_king + checkLine; t != checker; t += checkLine)
                    m_evasion[static_cast<std::size_t>(t)] = 1;
        }
    }

    // The types a pawn may promote to now: in Grand Chess those of which fewer stand on the
    // board than at the start (Position::available, written out here for its every
    // generation); in Embassy Chess all of them.
    void collectPromotionTypes() {
        const bool any = m_pos.m_variant->promotion == PromotionChoice::AnyKind;
        for (PieceType t : PromotionTypes)
            if (any || StartCount[index(t)] > m_pos.m_count[index(makePiece(m_us, t))])
                m_promotions[m_promotionCount++] = t;
    }

    // The rank counted from the mover's first rank, on this game's board.
    int relative(int cell) const {
        const int rank = rankOf(ToSquare[cell]);
        return m_us == Color::White ? rank : m_lastRank - rank;
    }

    int pinLine(int mb) const {
        for (int i = 0; i < m_pinCount; ++i)
            if (m_pins[i].cell == mb)
                return m_pins[i].line;
        return 0;
    }

    // Whether a non-king move to `to` answers the check (always true when not in check).
    bool resolvesCheck(int to) const { return m_checkers == 0 || m_evasion[static_cast<std::size_t>(to)]; }

    void add(int from, int to, PieceType promotion = PieceType::None, bool ep = false) {
        m_list.push(Move(ToSquare[from], ToSquare[to], promotion, ep));
    }

    template <GenMode Mode, class F>
    void pieces(PieceType t, F&& generate) {
        const int code = index(makePiece(m_us, t));
        const int n = m_pos.m_count[code];
        for (int i = 0; i < n; ++i)
            generate(m_pos.m_list[code][i]);
    }

    // A pawn arriving on `to`: in the zone it may promote to any available type; before the
    // compulsory rank (Grand Chess's 8th and 9th) it may also stay a pawn, on it (Grand
    // Chess's 10th, Embassy Chess's 8th) it must promote (no move if nothing is available).
    template <GenMode Mode>
    void pawnArrives(int from, int to, bool capture) {
        const int rel = relative(to);
        if (rel >= m_zoneStart) {
            if (rel < m_compulsoryRank && (Mode == GenMode::All || capture))
                add(from, to);
            for (int i = 0; i < m_promotionCount; ++i)
                add(from, to, m_promotions[i]);
        } else if (Mode == GenMode::All || capture) {
            add(from, to);
        }
    }

    template <GenMode Mode>
    void pawn(int from) {
        const int push = pawnPush(m_us);
        const int pin = pinLine(from);
        const int to = from + push;
        if (m_b[to] == 0 && (pin == 0 || pin == std::abs(push))) {
            if (resolvesCheck(to))
                pawnArrives<Mode>(from, to, false);
            const int twoSteps = to + push;
            if (Mode == GenMode::All && m_b[twoSteps] == 0 && relative(from) == m_doubleStepRank
                && resolvesCheck(twoSteps))
                add(from, twoSteps);
        }
        for (int side : {East, West}) {
            const int capture = from + push + side;
            if ((bit(m_b[capture]) & m_enemies) && (pin == 0 || pin == std::abs(push + side))
                && resolvesCheck(capture))
                pawnArrives<Mode>(from, capture, true);
        }
    }

    template <GenMode Mode>
    void leaper(int from) {
        if (pinLine(from))
            return; // a leap always leaves the pin line
        for (int d : KnightLeaps) {
            const int to = from + d;
            const std::uint32_t target = bit(m_b[to]);
            const bool ok =
                Mode == GenMode::All ? (m_b[to] == 0 || (target & m_enemies)) : (target & m_enemies) != 0;
            if (ok && resolvesCheck(to))
                add(from, to);
        }
    }

    template <GenMode Mode>
    void slider(int from, const std::array<int, 4>& directions) {
        const int pin = pinLine(from);
        for (int d : directions) {
            if (pin && pin != std::abs(d))
                continue;
            int to = from + d;
            for (; m_b[to] == 0; to += d)
                if (Mode == GenMode::All && resolvesCheck(to))
                    add(from, to);
            if ((bit(m_b[to]) & m_enemies) && resolvesCheck(to))
                add(from, to);
        }
    }

    template <GenMode Mode>
    void kingMoves() {
        std::optional<Position::Attackers> attackers; // gathered for the first square to test
        for (int d : KingSteps) {
            const int to = m_king + d;
            const bool ok = Mode == GenMode::All ? (m_b[to] == 0 || (bit(m_b[to]) & m_enemies))
                                                 : (bit(m_b[to]) & m_enemies) != 0;
            if (!ok)
                continue;
            if (!attackers)
                attackers = m_pos.attackers(m_them);
            if (!m_pos.attackedMb(to, *attackers, m_king))
                add(m_king, to);
        }
        if (Mode == GenMode::All && m_checkers == 0 && (m_pos.m_castling & castling::both(m_us))) {
            const Castling& castle = m_pos.m_variant->castling;
            castle1(castle.kingside, castling::kingside(m_us), attackers);
            castle1(castle.queenside, castling::queenside(m_us), attackers);
        }
    }

    // Castling on one wing, when the right is held (the king and rook are then at home) and
    // the king is not in check: every square the king and rook cross or reach, apart from
    // their own, is empty, and no square the king crosses or reaches is attacked.
    void castle1(const CastlingWing& wing, std::uint8_t right,
                 std::optional<Position::Attackers>& attackers) {
        if (!(m_pos.m_castling & right))
            return;
        const int rank = m_us == Color::White ? 0 : m_lastRank;
        const int kingFile = fileOf(ToSquare[m_king]);
        const int rook = ToMailbox[makeSquare(wing.rookFrom, rank)];
        const int lo = std::min({kingFile, wing.kingTo, wing.rookFrom, wing.rookTo});
        const int hi = std::max({kingFile, wing.kingTo, wing.rookFrom, wing.rookTo});
        for (int f = lo; f <= hi; ++f) {
            const int cell = ToMailbox[makeSquare(f, rank)];
            if (cell != m_king && cell != rook && m_b[cell] != 0)
                return;
        }
        if (!attackers)
            attackers = m_pos.attackers(m_them);
        const int step = wing.kingTo > kingFile ? East : West;
        const int kingTo = ToMailbox[makeSquare(wing.kingTo, rank)];
        for (int cell = m_king + step;; cell += step) {
            if (m_pos.attackedMb(cell, *attackers, m_king))
                return;
            if (cell == kingTo)
                break;
        }
        add(m_king, kingTo);
    }

    // En passant removes two pieces from a line at once (discovered checks along the rank,
    // a pinned capturer, capturing a checking pawn): playing it on a copy settles them all.
    void enPassant() {
        if (m_pos.m_ep == NoSquare)
            return;
        const int to = ToMailbox[m_pos.m_ep];
        const auto ownPawn = static_cast<std::uint8_t>(index(makePiece(m_us, PieceType::Pawn)));
        for (int side : {East, West}) {
            const int from = to - pawnPush(m_us) + side;
            if (m_b[from] != ownPawn)
                continue;
            const Move m(ToSquare[from], ToSquare[to], PieceType::None, true);
            Position after = m_pos;
            UndoInfo undo;
            after.doMove(m, undo);
            if (!after.isAttacked(after.kingSquare(m_us), m_them))
                m_list.push(m);
        }
    }

    struct Pin {
        int cell;
        int line; // |direction| of the line through king, piece and pinner
    };

    const Position& m_pos;
    const std::array<std::uint8_t, Size>& m_b;
    MoveList& m_list;
    const Color m_us;
    const Color m_them;
    const std::uint32_t m_enemies;
    const int m_lastRank;       // the board's last rank (7 or 9)
    const int m_zoneStart;      // Variant::promotionZoneStart
    const int m_compulsoryRank; // Variant::compulsoryPromotionRank
    const int m_doubleStepRank; // Variant::doubleStepRank
    int m_king = 0;
    int m_checkers = 0;
    std::array<Pin, 8> m_pins{};
    int m_pinCount = 0;
    std::array<PieceType, PromotionTypes.size()> m_promotions{};
    int m_promotionCount = 0;
    std::array<std::uint8_t, Size> m_evasion; // filled only when in single check
};

template <GenMode Mode>
void generateMoves(const Position& pos, MoveList& list, KnownCheck check) {
    if (pos.variant().usesGeneralMoves())
        general::generate<Mode>(pos, list, check);
    else
        MoveGenerator(pos, list).run<Mode>();
}

template void generateMoves<GenMode::All>(const Position&, MoveList&, KnownCheck);
template void generateMoves<GenMode::Noisy>(const Position&, MoveList&, KnownCheck);

MoveList legalMoves(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    return list;
}

bool isCheckmate(const Position& pos) { return pos.inCheck() && legalMoves(pos).empty(); }

MoveList legalMovesFrom(const Position& pos, Square from, KnownCheck check) {
    MoveList all;
    if (from < 0 || from >= SquareCount)
        return all;
    if (pos.variant().usesGeneralMoves()) {
        general::generateFrom(pos, from, all, check);
        return all;
    }
    MoveGenerator(pos, all).runFrom(ToMailbox[from]);
    MoveList mine;
    for (Move m : all)
        if (m.from() == from)
            mine.push(m);
    return mine;
}

bool isLegal(const Position& pos, Move m, KnownCheck check) {
    return !m.isNone() && legalMovesFrom(pos, m.from(), check).contains(m);
}

Move moveFromUci(const Position& pos, std::string_view text) {
    if (text.size() < 4 || text.size() > 10)
        return Move::none();
    std::string lower(text);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const MoveList legal = legalMoves(pos);
    for (Move m : legal)
        if (toUci(m, pos.army(pos.sideToMove())) == lower)
            return m;
    // Castling written as the king taking its own rook (e1j1), as some programs write it.
    const Square from = parseSquare(lower.substr(0, 2)), to = parseSquare(lower.substr(2));
    if (pos.castlingRights() && from != NoSquare && to != NoSquare
        && pos.pieceOn(from) == makePiece(pos.sideToMove(), PieceType::King)
        && pos.pieceOn(to) == makePiece(pos.sideToMove(), PieceType::Rook))
        for (Move m : legal)
            if (pos.isCastling(m) && pos.castlingRookMove(m).from() == to)
                return m;
    return Move::none();
}

} // namespace grand
