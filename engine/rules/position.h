#pragma once

// A position of one of the program's games (its description: variant.h): the board, side
// to move, en-passant square, move counters, each side's army (Army::None where the game has
// no armies) and an incrementally updated Zobrist key. A Position is a plain value (about 2 KB, no
// heap): copying it is how callers take a snapshot. The history needed for repetitions lives in Game
// (game.h), and the search keeps its own key stack.

#include "engine/rules/armies.h"
#include "engine/rules/attack_maps.h"
#include "engine/rules/expected.h"
#include "engine/rules/mailbox.h"
#include "engine/rules/rules.h"
#include "engine/rules/types.h"
#include "engine/rules/variant.h"
#include "engine/rules/zobrist.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace grand {

// What doMove() needs to undo a move exactly; owned by the caller, nothing is allocated.
struct UndoInfo {
    std::uint64_t key = 0;
    std::uint64_t pawnKey = 0;
    std::array<std::uint64_t, 2> nonPawnKey{};
    Piece moved = Piece::Empty; // the piece that moved, as it was before a promotion
    Piece captured = Piece::Empty;
    Piece struck = Piece::Empty; // the piece an Orc's strike removed
    Square epSquare = NoSquare;
    int halfmoveClock = 0;
    std::uint8_t castling = 0;
};

// Castling rights as bits (Variant::castling says where the pieces go): a side's right to
// castle on a wing lasts until its king or that rook moves or the rook is captured.
namespace castling {
inline constexpr std::uint8_t WhiteKingside = 1, WhiteQueenside = 2, BlackKingside = 4, BlackQueenside = 8;
constexpr std::uint8_t kingside(Color c) { return c == Color::White ? WhiteKingside : BlackKingside; }
constexpr std::uint8_t queenside(Color c) { return c == Color::White ? WhiteQueenside : BlackQueenside; }
constexpr std::uint8_t both(Color c) { return kingside(c) | queenside(c); }
} // namespace castling

// A FEN that could not be read: which field, where in the text, and what is wrong.
struct FenError {
    std::string field;   // "piece placement", "side to move", ...
    int column = 0;      // 1-based character position in the FEN text
    std::string message; // plain words: "rank 7 has 11 squares, expected 10"

    std::string toString() const;
};

// Per type, how many pieces a side could bring back by promotion now (index by PieceType;
// zero for the kinds it cannot promote to; Unlimited for a Horde's Wolf Riders).
using Holdings = std::array<int, PieceTypeCount>;
inline constexpr int Unlimited = 99;

class Position {
public:
    // The standard start position.
    Position();

    // Reads a FEN in the Fairy-Stockfish convention, or XBoard's form with holdings in
    // [...] after the placement (the holdings are checked for valid letters and otherwise
    // ignored: availability follows from the board); with a seventh field
    // "whitearmy/blackarmy", a Fantasy Grand Chess position in the armies' letters. See
    // fen.cpp for what is rejected.
    static Expected<Position, FenError> fromFen(std::string_view fen);
    // Reads a FEN of the game `variant` describes (its board's size, its pieces).
    static Expected<Position, FenError> fromFen(std::string_view fen, const Variant& variant);
    // Writes the FEN in the Fairy-Stockfish convention (six fields; seven for Fantasy).
    std::string fen() const;
    // Fantasy Grand Chess's start position for two armies.
    static Position fantasyStart(Army white, Army black);
    // The start position of a game: its start FEN, or the armies' setups where each side
    // plays an army (`white` and `black`, ignored otherwise).
    static Position start(const Variant& variant, Army white = Army::Humans, Army black = Army::Humans);

    // The game this position belongs to.
    const Variant& variant() const { return *m_variant; }
    // The army of side c (Army::None in a game without armies).
    Army army(Color c) const { return m_armies[static_cast<std::size_t>(index(c))]; }
    // The FEN letter of a piece (upper case for White) in this game's letters.
    char letterOf(Piece p) const;
    // The piece's name in its army ("Dark Lord", "Wolf Rider"; Grand's in lower case).
    std::string nameOf(PieceType t, Color c) const;

    // The piece on s; Piece::Empty on an empty square and on a square of the numbering that
    // the game's board does not have (a smaller board's, Variant::onBoard).
    Piece pieceOn(Square s) const {
        const std::uint8_t cell = m_board[mailbox::ToMailbox[s]];
        return Piece(cell == mailbox::Offboard ? 0 : cell);
    }
    // What stands in a board cell of the mailbox (mailbox.h; the general generator's routes
    // are compiled to cells).
    Piece pieceInCell(int cell) const { return Piece(m_board[static_cast<std::size_t>(cell)]); }
    // The squares side c's pieces stand on (kept with the board: the general generator's
    // rides and attack tests read them).
    SquareSet occupied(Color c) const { return m_occupied[static_cast<std::size_t>(index(c))]; }
    SquareSet occupied() const { return m_occupied[0] | m_occupied[1]; }
    Color sideToMove() const { return m_side; }
    // The en-passant target square, set only when an enemy pawn attacks it.
    Square epSquare() const { return m_ep; }
    // The castling rights still held (castling:: bits; 0 in a game without castling).
    std::uint8_t castlingRights() const { return m_castling; }
    // Whether m, a legal move of this position, castles: the king moves more than one file
    // (its arrival square is the castling square, h1 or b1; the rook moves with it).
    bool isCastling(Move m) const {
        return m_castling != 0 && typeOf(pieceOn(m.from())) == PieceType::King
               && (fileOf(m.to()) - fileOf(m.from()) > 1 || fileOf(m.from()) - fileOf(m.to()) > 1);
    }
    // The rook's move of a castling (from its home square to its arrival square).
    Move castlingRookMove(Move m) const;
    // The castling rights the placement allows: each side's king and that rook at home.
    std::uint8_t castlingRightsPossible() const;
    int halfmoveClock() const { return m_halfmove; }
    int fullmoveNumber() const { return m_fullmove; }
    std::uint64_t key() const { return m_key; }
    // The key after `m` is played, for fetching the child's hash entry early: exact for
    // moves and captures (promotions and en passant included); castling rights, a new
    // en-passant right and Fantasy's strikes are left out, so after those it may differ.
    std::uint64_t keyAfter(Move m) const {
        const Piece moved = pieceOn(m.from());
        const Piece arrives = m.isPromotion() ? makePiece(m_side, m.promotion()) : moved;
        std::uint64_t k = m_key ^ zobrist::keys.blackToMove
                          ^ zobrist::keys.piece[static_cast<std::size_t>(index(moved))][m.from()]
                          ^ zobrist::keys.piece[static_cast<std::size_t>(index(arrives))][m.to()];
        // The piece taken: on the arrival square, or beside the origin en passant.
        const Square victim = m.isEnPassant() ? makeSquare(fileOf(m.to()), rankOf(m.from())) : m.to();
        if (const Piece captured = pieceOn(victim); captured != Piece::Empty)
            k ^= zobrist::keys.piece[static_cast<std::size_t>(index(captured))][victim];
        if (m_ep != NoSquare)
            k ^= zobrist::keys.epFile[static_cast<std::size_t>(fileOf(m_ep))];
        return k;
    }
    // Number of plies played since the start position of the FEN's move number.
    int gamePly() const { return 2 * (m_fullmove - 1) + index(m_side); }

    Square kingSquare(Color c) const;
    int count(Color c, PieceType t) const { return m_count[index(makePiece(c, t))]; }
    // Pieces of both sides on the board, kings and pawns included.
    int pieceCount() const {
        int n = 0;
        for (std::uint8_t c : m_count)
            n += c;
        return n;
    }
    // Side c's pieces on the board, its royal included.
    int pieceCount(Color c) const {
        int n = 0;
        for (int t = 1; t < PieceTypeCount; ++t)
            n += count(c, static_cast<PieceType>(t));
        return n;
    }
    // Pieces of type t that colour c could promote to right now (0 for non-promotable types).
    int available(Color c, PieceType t) const;
    Holdings holdings(Color c) const;
    // The kinds side c's pieces may ever promote to, in the order shown (Grand Chess's
    // queen, marshal, cardinal, rook, bishop, knight; an army's in its rules' order).
    std::vector<PieceType> promotionKinds(Color c) const;

    bool inCheck() const {
        return m_variant->usesGeneralMoves() ? royalAttacked(m_side)
                                             : isAttacked(kingSquare(m_side), ~m_side);
    }
    // Just after doMove(m): whether m checks the side now to move. The same answer as
    // inCheck(), found quicker in Grand Chess: only the piece that moved and the lines its
    // move opened can give the check.
    bool moveGaveCheck(Move m) const;
    // Whether square s is attacked by a piece of colour `by` (pawns attack diagonally
    // forward wherever they stand, whether or not they could move there).
    bool isAttacked(Square s, Color by) const;
    // Whether side c's royal piece is in check: attacked, or (Fantasy) open to an Orc's
    // strike because an enemy Orc's move into the zone would leave c without another piece.
    bool royalAttacked(Color c) const;

    // Plays a legal move (pseudo-legal moves of a king into check are not supported).
    void doMove(Move m, UndoInfo& undo);
    // Takes back the move last played with doMove, given the same undo record.
    void undoMove(Move m, const UndoInfo& undo);
    // Passes the move (for the search's null-move pruning); not legal in check.
    void doNullMove(UndoInfo& undo);
    void undoNullMove(const UndoInfo& undo);

    bool isCapture(Move m) const {
        return m.isEnPassant() || m.isStrike() || pieceOn(m.to()) != Piece::Empty;
    }
    PieceType movedType(Move m) const { return typeOf(pieceOn(m.from())); }

    // The most pieces of kind t side c can have: its army's setup, plus what its pieces may
    // promote to without limit (Wolf Riders); 0 for a kind the army does not have.
    int maxCount(Color c, PieceType t) const;

    // The Zobrist key computed from scratch (equals key() unless there is a bug).
    std::uint64_t computeKey() const;
    // The pawns' key (zobrist::pawnKeys), and the same computed from scratch.
    std::uint64_t pawnKey() const { return m_pawnKey; }
    std::uint64_t computePawnKey() const;
    // The key of side c's pieces other than pawns (the Zobrist key's piece terms), and the
    // same computed from scratch.
    std::uint64_t nonPawnKey(Color c) const { return m_nonPawnKey[static_cast<std::size_t>(index(c))]; }
    std::uint64_t computeNonPawnKey(Color c) const;
    // Full consistency check of the internal tables; on failure describes the problem.
    bool isConsistent(std::string* why = nullptr) const;

    // Board, side, en passant and counters compare equal (the key follows from them).
    bool operator==(const Position& other) const;

    // Calls f(square) for each piece of colour c and type t.
    template <class F>
    void forEach(Color c, PieceType t, F&& f) const {
        const int code = index(makePiece(c, t));
        for (int i = 0; i < m_count[code]; ++i)
            f(mailbox::ToSquare[m_list[code][i]]);
    }

private:
    friend class MoveGenerator;
    friend class GeneralMoveGenerator;
    friend class FenReader;
    template <class Shape>
    friend class Evaluator;
    friend bool seeAtLeast(const Position& pos, Move m, int threshold);

    struct Uninitialised {};
    explicit Position(Uninitialised) {}

    // Empties the board (Grand Chess's, or the one `variant` describes): the squares beyond
    // the variant's files and ranks are off the board.
    void clear();
    void clear(const Variant& variant);
    void put(Piece p, int mb);
    void remove(int mb);
    void relocate(int from, int to);
    // The same on the board and piece lists alone, for undoMove, which restores the keys.
    void placeOnBoard(Piece p, int mb);
    void liftFromBoard(int mb);
    void moveOnBoard(int from, int to);
    // Adds or removes a piece of this code on cell a (and b: a move) to or from the keys.
    static constexpr int NoCell = -1;
    void toggleKeys(int code, int a, int b = NoCell);
    // Whether cell mb is attacked by `by`, treating cell `vacated` as empty (the king's own
    // cell when testing where it may go).
    bool attackedMb(int mb, Color by, int vacated = -1) const;
    // The cells of one side's pieces by how they attack, gathered once for several tests
    // (the king's moves).
    struct Attackers {
        Color by = Color::White;
        int king = -1;
        int leaperCount = 0, straightCount = 0, diagonalCount = 0;
        std::array<std::uint8_t, 36> leapers, straight, diagonal; // set up to their counts
    };
    Attackers attackers(Color by) const;
    bool attackedMb(int mb, const Attackers& a, int vacated) const;
    void beginMove(UndoInfo& undo);
    void passTurn();
    void takeBackTurn();
    void restore(const UndoInfo& undo);
    void setEpIfCapturable(int epMb);
    void doFantasyExtras(Move m, Piece moved, int to, UndoInfo& undo);
    // Clears the rights that a move from or to these squares ends (a king's or rook's home).
    void updateCastlingRights(Square from, Square to);
    void setCastlingRights(std::uint8_t rights);

    std::array<std::uint8_t, mailbox::Size> m_board{};
    // Piece lists per piece code: mailbox cells of each piece, and each cell's list slot.
    // 12 a code: at most ten pawn-like pieces and two Werewolves become Wolf Riders.
    std::array<std::array<std::uint8_t, 12>, PieceCodeCount> m_list{};
    std::array<std::uint8_t, PieceCodeCount> m_count{};
    std::array<std::uint8_t, mailbox::Size> m_slot{};
    std::array<SquareSet, 2> m_occupied{}; // by colour, kept with m_board
    Color m_side = Color::White;
    const Variant* m_variant = nullptr; // set by clear() and the FEN reader
    std::array<Army, 2> m_armies{Army::None, Army::None};
    Square m_ep = NoSquare;
    std::uint8_t m_castling = 0;
    int m_halfmove = 0;
    int m_fullmove = 1;
    std::uint64_t m_key = 0;
    std::uint64_t m_pawnKey = 0;                 // of the pawns alone, kept with m_key
    std::array<std::uint64_t, 2> m_nonPawnKey{}; // of each side's other pieces, kept with m_key
};

} // namespace grand
