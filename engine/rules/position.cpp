#include "engine/rules/position.h"

#include "engine/rules/generalmoves.h"
#include "engine/rules/pieces.h"
#include "engine/rules/zobrist.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace grand {

using namespace mailbox;

std::string FenError::toString() const {
    return "FEN " + field + " (column " + std::to_string(column) + "): " + message;
}

Position::Position() {
    // The start FEN is a constant that the tests read; it cannot fail.
    static const Position start = fromFen(StartFen).value();
    *this = start;
}

void Position::clear() { clear(grandChess()); }

void Position::clear(const Variant& variant) {
    m_variant = &variant;
    m_board.fill(Offboard);
    for (Square s = 0; s < SquareCount; ++s)
        if (variant.onBoard(s))
            m_board[ToMailbox[s]] = 0;
    m_count.fill(0);
    m_slot.fill(0);
    m_occupied = {};
    m_side = Color::White;
    m_armies = {Army::None, Army::None};
    m_ep = NoSquare;
    m_castling = 0;
    m_halfmove = 0;
    m_fullmove = 1;
    m_key = 0;
    m_pawnKey = 0;
    m_nonPawnKey = {};
}

// A piece of this code arriving on or leaving cell a, and cell b too unless it is NoCell (a
// move): the Zobrist key, and the pawns' key or its side's key of its other pieces, which
// takes the same piece terms as the Zobrist key.
void Position::toggleKeys(int code, int a, int b) {
    constexpr int WhitePawn = index(makePiece(Color::White, PieceType::Pawn));
    constexpr int BlackPawn = index(makePiece(Color::Black, PieceType::Pawn));
    const auto& pieceKeys = zobrist::keys.piece[code];
    const std::uint64_t delta = pieceKeys[ToSquare[a]] ^ (b == NoCell ? 0 : pieceKeys[ToSquare[b]]);
    m_key ^= delta;
    if (code == WhitePawn || code == BlackPawn) {
        const auto& pawnKeys = zobrist::pawnKeys[code == BlackPawn];
        m_pawnKey ^= pawnKeys[ToSquare[a]] ^ (b == NoCell ? 0 : pawnKeys[ToSquare[b]]);
    } else {
        m_nonPawnKey[static_cast<std::size_t>(index(colorOf(static_cast<Piece>(code))))] ^= delta;
    }
}

// Places piece p on an empty cell, updating the lists and the keys.
void Position::put(Piece p, int mb) {
    placeOnBoard(p, mb);
    toggleKeys(index(p), mb);
}

// Removes the piece on an occupied cell, updating the lists and the keys.
void Position::remove(int mb) {
    const int code = m_board[mb];
    liftFromBoard(mb);
    toggleKeys(code, mb);
}

// Moves the piece on `from` to the empty cell `to`, updating the lists and the keys.
void Position::relocate(int from, int to) {
    const int code = m_board[from];
    moveOnBoard(from, to);
    toggleKeys(code, from, to);
}

void Position::placeOnBoard(Piece p, int mb) {
    const int code = index(p);
    m_board[mb] = static_cast<std::uint8_t>(code);
    m_occupied[static_cast<std::size_t>(index(colorOf(p)))] |= CellSet[static_cast<std::size_t>(mb)];
    m_slot[mb] = m_count[code];
    m_list[code][m_count[code]++] = static_cast<std::uint8_t>(mb);
}

void Position::liftFromBoard(int mb) {
    const int code = m_board[mb];
    const std::uint8_t last = m_list[code][--m_count[code]];
    m_list[code][m_slot[mb]] = last;
    m_slot[last] = m_slot[mb];
    m_board[mb] = 0;
    m_occupied[static_cast<std::size_t>(index(colorOf(Piece(code))))] &=
        ~CellSet[static_cast<std::size_t>(mb)];
}

void Position::moveOnBoard(int from, int to) {
    const int code = m_board[from];
    m_board[to] = static_cast<std::uint8_t>(code);
    m_board[from] = 0;
    m_occupied[static_cast<std::size_t>(index(colorOf(Piece(code))))] ^=
        CellSet[static_cast<std::size_t>(from)] | CellSet[static_cast<std::size_t>(to)];
    m_slot[to] = m_slot[from];
    m_list[code][m_slot[to]] = static_cast<std::uint8_t>(to);
}

Square Position::kingSquare(Color c) const {
    const int code = index(makePiece(c, PieceType::King));
    return m_count[code] ? ToSquare[m_list[code][0]] : NoSquare;
}

int Position::available(Color c, PieceType t) const {
    if (m_variant->promotion == PromotionChoice::AnyKind)
        return std::find(PromotionTypes.begin(), PromotionTypes.end(), t) == PromotionTypes.end() ? 0
                                                                                                  : Unlimited;
    if (m_variant->promotion == PromotionChoice::ArmyRules) {
        const ArmyInfo& army = armyInfo(this->army(c));
        for (const PromotionRule& rule : army.promotions)
            if (std::find(rule.to.begin(), rule.to.end(), t) != rule.to.end())
                return rule.unlimited ? Unlimited : army.startCount(t) - count(c, t);
        return 0;
    }
    if (std::find(PromotionTypes.begin(), PromotionTypes.end(), t) == PromotionTypes.end())
        return 0;
    return StartCount[index(t)] - count(c, t);
}

Holdings Position::holdings(Color c) const {
    Holdings h{};
    if (m_variant->promotion == PromotionChoice::ArmyRules) {
        for (const PromotionRule& rule : armyInfo(army(c)).promotions)
            for (PieceType t : rule.to)
                h[index(t)] = available(c, t);
        return h;
    }
    for (PieceType t : PromotionTypes)
        h[index(t)] = available(c, t);
    return h;
}

std::vector<PieceType> Position::promotionKinds(Color c) const {
    if (m_variant->promotion != PromotionChoice::ArmyRules)
        return {PromotionTypes.begin(), PromotionTypes.end()};
    std::vector<PieceType> out;
    for (const PromotionRule& rule : armyInfo(army(c)).promotions)
        for (PieceType t : rule.to)
            if (std::find(out.begin(), out.end(), t) == out.end())
                out.push_back(t);
    return out;
}

char Position::letterOf(Piece p) const {
    if (!m_variant->hasArmies())
        return fenChar(p);
    const ArmyPiece* piece = armyInfo(army(colorOf(p))).piece(typeOf(p));
    const char upper = piece ? piece->letter : '?';
    return colorOf(p) == Color::White ? upper : static_cast<char>(upper - 'A' + 'a');
}

std::string Position::nameOf(PieceType t, Color c) const {
    if (!m_variant->hasArmies())
        return pieceName(t);
    const ArmyPiece* piece = armyInfo(army(c)).piece(t);
    return piece ? std::string(piece->name) : std::string(pieceKind(t).name);
}

Position Position::fantasyStart(Army white, Army black) {
    Position pos{Uninitialised{}};
    pos.clear(fantasyGrandChess());
    pos.m_armies = {white, black};
    pos.m_key ^= zobrist::armiesKey(white, black);
    for (Color c : {Color::White, Color::Black})
        for (const auto& [type, square] : armyInfo(pos.army(c)).setup) {
            const Square s =
                c == Color::White ? square : makeSquare(fileOf(square), RankCount - 1 - rankOf(square));
            pos.put(makePiece(c, type), ToMailbox[s]);
        }
    return pos;
}

Position Position::start(const Variant& variant, Army white, Army black) {
    if (variant.hasArmies())
        return fantasyStart(white, black);
    if (&variant == &grandChess())
        return Position();
    // A description's own start FEN is a constant of the program; it cannot fail.
    return fromFen(variant.startFen, variant).value();
}

bool Position::isAttacked(Square s, Color by) const {
    return m_variant->usesGeneralMoves() ? general::attacks(*this, s, by) : attackedMb(ToMailbox[s], by);
}

bool Position::royalAttacked(Color c) const {
    const Square royal = kingSquare(c);
    if (royal == NoSquare)
        return true;
    return m_variant->usesGeneralMoves() ? general::royalAttacked(*this, c)
                                         : attackedMb(ToMailbox[royal], ~c);
}

// From the attackers' piece lists (a side has a dozen pieces at most that do not move like
// pawns): leapers and the king by the difference of cells, sliders by the line to them and
// the cells between, which must be empty or the vacated one.
Position::Attackers Position::attackers(Color by) const {
    Attackers a;
    a.by = by;
    // Which pieces leap and slide which way: the mailbox's attacker masks.
    const auto side = static_cast<std::size_t>(index(by));
    const auto add = [&](std::size_t code, std::array<std::uint8_t, 36>& cells, int& count) {
        for (int i = 0; i < m_count[code]; ++i)
            cells[static_cast<std::size_t>(count++)] = m_list[code][static_cast<std::size_t>(i)];
    };
    for (std::uint32_t codes = LeapAttackers[side] | OrthogonalAttackers[side] | DiagonalAttackers[side];
         codes; codes &= codes - 1) {
        const auto code = static_cast<std::size_t>(std::countr_zero(codes));
        const std::uint32_t piece = bit(static_cast<std::uint8_t>(code));
        if (piece & LeapAttackers[side])
            add(code, a.leapers, a.leaperCount);
        if (piece & OrthogonalAttackers[side])
            add(code, a.straight, a.straightCount);
        if (piece & DiagonalAttackers[side])
            add(code, a.diagonal, a.diagonalCount);
    }
    const auto king = static_cast<std::size_t>(index(makePiece(by, PieceType::King)));
    if (m_count[king] > 0)
        a.king = m_list[king][0];
    return a;
}

bool Position::attackedMb(int mb, Color by, int vacated) const {
    return attackedMb(mb, attackers(by), vacated);
}

bool Position::attackedMb(int mb, const Attackers& a, int vacated) const {
    const auto& b = m_board;
    // A pawn of `by` attacking mb stands one step behind it (from by's view), one file aside.
    const int behind = mb - pawnPush(a.by);
    const auto pawn = static_cast<std::uint8_t>(index(makePiece(a.by, PieceType::Pawn)));
    if (b[behind + East] == pawn || b[behind + West] == pawn)
        return true;
    for (int i = 0; i < a.leaperCount; ++i)
        if (KnightLeapPlace[static_cast<std::size_t>(Size + mb - a.leapers[static_cast<std::size_t>(i)])]
            >= 0)
            return true;
    if (a.king >= 0 && KingStepPlace[static_cast<std::size_t>(Size + mb - a.king)] >= 0)
        return true;
    const auto target = static_cast<std::size_t>(ToSquare[mb]);
    const auto slides = [&](const auto& steps, int from) {
        const int step = steps[target][static_cast<std::size_t>(ToSquare[from])];
        if (step == 0)
            return false;
        for (int t = mb + step; t != from; t += step)
            if (b[t] != 0 && t != vacated)
                return false;
        return true;
    };
    for (int i = 0; i < a.straightCount; ++i)
        if (slides(LineSteps<Line::Straight>, a.straight[static_cast<std::size_t>(i)]))
            return true;
    for (int i = 0; i < a.diagonalCount; ++i)
        if (slides(LineSteps<Line::Diagonals>, a.diagonal[static_cast<std::size_t>(i)]))
            return true;
    return false;
}

bool Position::moveGaveCheck(Move m) const {
    if (m_variant->usesGeneralMoves())
        return inCheck();
    const Color mover = ~m_side;
    // A castling's rook may give the check from its arrival square: ask the board.
    if (m_variant->castling.allowed && typeOf(pieceOn(m.to())) == PieceType::King
        && std::abs(fileOf(m.to()) - fileOf(m.from())) > 1)
        return inCheck();
    const int king = m_list[index(makePiece(m_side, PieceType::King))][0];
    const Square kingSq = ToSquare[king];
    // A slider of `mover` first met from the king along `step`, of the kind for that line.
    auto sliderOnLine = [&](int step) {
        int t = king + step;
        while (m_board[t] == 0)
            t += step;
        const std::uint32_t sliders =
            isOrthogonal(step) ? OrthogonalAttackers[index(mover)] : DiagonalAttackers[index(mover)];
        return (bit(m_board[t]) & sliders) != 0;
    };
    // The piece on its arrival square (promoted if it promoted): leaps, pawn steps, lines.
    const int to = ToMailbox[m.to()];
    const std::uint32_t moved = bit(m_board[to]);
    if (moved & LeapAttackers[index(mover)])
        for (int d : KnightLeaps)
            if (to + d == king)
                return true;
    if (m_board[to] == index(makePiece(mover, PieceType::Pawn))
        && (to + pawnPush(mover) + East == king || to + pawnPush(mover) + West == king))
        return true;
    // A slider met first along its line from the king gives check; the only lines that can
    // hold a new one are those through the arrival square, the origin and the pawn taken
    // en passant (before the move the side now to move was not in check).
    auto lineChecks = [&](Square through) {
        const int step =
            LineSteps<Line::Any>[static_cast<std::size_t>(kingSq)][static_cast<std::size_t>(through)];
        return step != 0 && sliderOnLine(step);
    };
    if ((moved & (OrthogonalAttackers[index(mover)] | DiagonalAttackers[index(mover)])) && lineChecks(m.to()))
        return true;
    return lineChecks(m.from()) || (m.isEnPassant() && lineChecks(ToSquare[to - pawnPush(mover)]));
}

// After a double step over epMb by the side that just moved, records the en-passant square
// if a pawn of the side to move stands beside the pawn that moved (so it attacks epMb).
void Position::setEpIfCapturable(int epMb) {
    const int pawnMb = epMb - pawnPush(m_side); // the double-stepped pawn, seen from the capturer
    const auto capturer = static_cast<std::uint8_t>(index(makePiece(m_side, PieceType::Pawn)));
    if (m_board[pawnMb + East] == capturer || m_board[pawnMb + West] == capturer) {
        m_ep = ToSquare[epMb];
        m_key ^= zobrist::keys.epFile[fileOf(m_ep)];
    }
}

void Position::doMove(Move m, UndoInfo& undo) {
    const int from = ToMailbox[m.from()];
    const int to = ToMailbox[m.to()];
    const Color us = m_side;
    const Piece moved = Piece(m_board[from]);

    beginMove(undo);
    undo.moved = moved;
    if (m_castling) {
        if (isCastling(m)) {
            const Move rook = castlingRookMove(m);
            relocate(from, to);
            relocate(ToMailbox[rook.from()], ToMailbox[rook.to()]);
            setCastlingRights(m_castling & static_cast<std::uint8_t>(~castling::both(us)));
            passTurn();
            return;
        }
        updateCastlingRights(m.from(), m.to());
    }
    if (m.isEnPassant()) {
        const int victim = to - pawnPush(us);
        undo.captured = Piece(m_board[victim]);
        remove(victim);
    } else if (m_board[to] != 0) {
        undo.captured = Piece(m_board[to]);
        remove(to);
        m_halfmove = 0;
    }
    relocate(from, to);
    passTurn();

    if (typeOf(moved) == PieceType::Pawn) {
        m_halfmove = 0;
        if (m.isPromotion()) {
            remove(to);
            put(makePiece(us, m.promotion()), to);
        } else if (to - from == 2 * pawnPush(us) && m_variant->enPassant) {
            setEpIfCapturable(from + pawnPush(us));
        }
    } else if (m_variant->hasArmies()) {
        doFantasyExtras(m, moved, to, undo);
    }
}

// What only Fantasy Grand Chess's pieces do when they move: the other forward-only pieces
// reset the fifty-move count, Soldiers, Goblins and Werewolves promote, and an Orc's strike
// removes the Orc and the piece struck.
void Position::doFantasyExtras(Move m, Piece moved, int to, UndoInfo& undo) {
    if (pieceKind(typeOf(moved)).forwardOnly)
        m_halfmove = 0;
    if (m.isPromotion()) {
        remove(to);
        put(makePiece(colorOf(moved), m.promotion()), to);
    } else if (m.isStrike()) {
        const int struck = ToMailbox[m.struck()];
        undo.struck = Piece(m_board[struck]);
        remove(to);
        remove(struck);
    }
}

void Position::undoMove(Move m, const UndoInfo& undo) {
    const int from = ToMailbox[m.from()];
    const int to = ToMailbox[m.to()];
    takeBackTurn();
    const Color us = m_side;

    if (undo.castling && typeOf(undo.moved) == PieceType::King
        && std::abs(fileOf(m.to()) - fileOf(m.from())) > 1) {
        const CastlingWing& wing =
            fileOf(m.to()) > fileOf(m.from()) ? m_variant->castling.kingside : m_variant->castling.queenside;
        const int rank = rankOf(m.from());
        moveOnBoard(ToMailbox[makeSquare(wing.rookTo, rank)], ToMailbox[makeSquare(wing.rookFrom, rank)]);
        moveOnBoard(to, from);
        restore(undo);
        return;
    }
    if (m.isStrike()) {
        placeOnBoard(undo.struck, ToMailbox[m.struck()]);
        placeOnBoard(undo.moved, to);
    } else if (m.isPromotion()) {
        liftFromBoard(to);
        placeOnBoard(undo.moved, to);
    }
    moveOnBoard(to, from);
    if (undo.captured != Piece::Empty)
        placeOnBoard(undo.captured, m.isEnPassant() ? to - pawnPush(us) : to);
    restore(undo); // the keys as they were
}

void Position::doNullMove(UndoInfo& undo) {
    beginMove(undo);
    passTurn();
}

void Position::undoNullMove(const UndoInfo& undo) {
    takeBackTurn();
    restore(undo);
}

// What every move does first: remember what it cannot recompute, clear the en-passant
// right, and count the ply towards the fifty-move rule.
void Position::beginMove(UndoInfo& undo) {
    undo.key = m_key;
    undo.pawnKey = m_pawnKey;
    undo.nonPawnKey = m_nonPawnKey;
    undo.epSquare = m_ep;
    undo.halfmoveClock = m_halfmove;
    undo.castling = m_castling;
    undo.captured = Piece::Empty;
    if (m_ep != NoSquare) {
        m_key ^= zobrist::keys.epFile[fileOf(m_ep)];
        m_ep = NoSquare;
    }
    ++m_halfmove;
}

void Position::passTurn() {
    if (m_side == Color::Black)
        ++m_fullmove;
    m_side = ~m_side;
    m_key ^= zobrist::keys.blackToMove;
}

void Position::takeBackTurn() {
    m_side = ~m_side;
    if (m_side == Color::Black)
        --m_fullmove;
}

void Position::restore(const UndoInfo& undo) {
    m_ep = undo.epSquare;
    m_castling = undo.castling;
    m_halfmove = undo.halfmoveClock;
    m_key = undo.key;
    m_pawnKey = undo.pawnKey;
    m_nonPawnKey = undo.nonPawnKey;
}

std::uint64_t Position::computeKey() const {
    std::uint64_t k = 0;
    for (Square s = 0; s < SquareCount; ++s)
        if (const int code = index(pieceOn(s)))
            k ^= zobrist::keys.piece[code][s];
    if (m_side == Color::Black)
        k ^= zobrist::keys.blackToMove;
    if (m_ep != NoSquare)
        k ^= zobrist::keys.epFile[fileOf(m_ep)];
    k ^= zobrist::armiesKey(army(Color::White), army(Color::Black));
    k ^= zobrist::keys.castling[m_castling];
    return k;
}

std::uint64_t Position::computePawnKey() const {
    std::uint64_t k = 0;
    for (Color c : {Color::White, Color::Black})
        forEach(c, PieceType::Pawn,
                [&](Square s) { k ^= zobrist::pawnKeys[static_cast<std::size_t>(index(c))][s]; });
    return k;
}

std::uint64_t Position::computeNonPawnKey(Color c) const {
    std::uint64_t k = 0;
    for (Square s = 0; s < SquareCount; ++s)
        if (const Piece p = pieceOn(s); p != Piece::Empty && colorOf(p) == c && typeOf(p) != PieceType::Pawn)
            k ^= zobrist::keys.piece[index(p)][s];
    return k;
}

bool Position::isConsistent(std::string* why) const {
    auto fail = [why](std::string text) {
        if (why)
            *why = std::move(text);
        return false;
    };
    for (int mb = 0; mb < Size; ++mb) {
        const bool onBoard = ToSquare[mb] != NoSquare && m_variant->onBoard(ToSquare[mb]);
        if (!onBoard && m_board[mb] != Offboard)
            return fail("off-board cell " + std::to_string(mb) + " is not marked off-board");
        if (onBoard
            && (m_board[mb] >= PieceCodeCount
                || (m_board[mb] && typeOf(Piece(m_board[mb])) == PieceType::None)))
            return fail("bad cell value on " + squareName(ToSquare[mb]));
    }
    std::array<int, PieceCodeCount> seen{};
    std::array<SquareSet, 2> occupied{};
    for (Square s = 0; s < SquareCount; ++s) {
        const int mb = ToMailbox[s];
        const int code = m_board[mb];
        if (!code || !m_variant->onBoard(s))
            continue;
        ++seen[code];
        occupied[static_cast<std::size_t>(index(colorOf(Piece(code))))] |= squareBit(s);
        if (m_slot[mb] >= m_count[code] || m_list[code][m_slot[mb]] != mb)
            return fail("piece list does not point back to " + squareName(s));
    }
    if (occupied != m_occupied)
        return fail("the occupied squares do not match the board");
    for (int code = 1; code < PieceCodeCount; ++code) {
        if (seen[code] != m_count[code])
            return fail("piece count mismatch for code " + std::to_string(code));
        if (m_count[code] > maxCount(colorOf(Piece(code)), typeOf(Piece(code))))
            return fail("too many of " + std::string(1, letterOf(Piece(code))));
    }
    if (count(Color::White, PieceType::King) != 1 || count(Color::Black, PieceType::King) != 1)
        return fail("each side needs exactly one king");
    if (royalAttacked(~m_side))
        return fail("the side not to move is in check");
    if (m_ep != NoSquare) {
        const Color mover = ~m_side;
        if (m_variant->relativeRank(mover, rankOf(m_ep)) != m_variant->doubleStepRank + 1)
            return fail("en-passant square on the wrong rank");
        const int pawnMb = ToMailbox[m_ep] + pawnPush(mover);
        if (m_board[pawnMb] != index(makePiece(mover, PieceType::Pawn)))
            return fail("no pawn beyond the en-passant square");
    }
    if (m_castling & ~castlingRightsPossible())
        return fail("castling rights without the king and rook at home");
    if (m_key != computeKey())
        return fail("incremental key differs from the key computed from scratch");
    if (m_pawnKey != computePawnKey())
        return fail("incremental pawn key differs from the pawn key computed from scratch");
    for (Color c : {Color::White, Color::Black})
        if (nonPawnKey(c) != computeNonPawnKey(c))
            return fail("incremental key of a side's pieces differs from the one computed from scratch");
    return true;
}

int Position::maxCount(Color c, PieceType t) const {
    if (typeOf(makePiece(c, t)) == PieceType::None)
        return 0;
    if (m_variant->promotion == PromotionChoice::AnyKind) {
        if (!isGrandType(t))
            return 0;
        const bool promotable =
            std::find(PromotionTypes.begin(), PromotionTypes.end(), t) != PromotionTypes.end();
        return StartCount[index(t)] + (promotable ? StartCount[index(PieceType::Pawn)] : 0);
    }
    if (!m_variant->hasArmies())
        return isGrandType(t) ? StartCount[index(t)] : 0;
    const ArmyInfo& a = armyInfo(army(c));
    if (!a.piece(t))
        return 0;
    int most = a.startCount(t);
    for (const PromotionRule& rule : a.promotions)
        if (rule.unlimited && std::find(rule.to.begin(), rule.to.end(), t) != rule.to.end())
            most += a.startCount(rule.from);
    return most;
}

bool Position::operator==(const Position& other) const {
    return m_board == other.m_board && m_side == other.m_side && m_ep == other.m_ep
           && m_castling == other.m_castling && m_variant == other.m_variant && m_armies == other.m_armies
           && m_halfmove == other.m_halfmove && m_fullmove == other.m_fullmove;
}

} // namespace grand
