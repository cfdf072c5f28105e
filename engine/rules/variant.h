#pragma once

// Each game the program plays, as one description: the board's size, where the pieces come
// from, the promotion rule, pawns' double step and en passant, castling, what stalemate
// means, the names the game goes by in FEN, UCI and PGN, and which move generator and
// evaluation play it. A Position knows its description (Position::variant()), and code asks it the
// question it has ("may a pawn stay unpromoted on this rank?", "does stalemate lose?",
// "how many ranks?") instead of asking which game it is.
//
// Grand Chess's description is built from the compile-time constants of rules.h, which its
// fast move generator, evaluation and SEE use directly; Fantasy Grand Chess's pieces and
// promotions are each army's (armies.h). Embassy Chess plays Grand Chess's pieces on a
// board of ten files and eight ranks, with chess's promotion and castling.

#include "engine/rules/types.h"

#include <span>
#include <string>
#include <string_view>

namespace grand {

// Where a side's pieces, their letters and names come from.
enum class PieceSet : std::uint8_t {
    Grand,        // Grand Chess's eight kinds (rules.h: letters, start counts)
    ChosenArmies, // one of Fantasy Grand Chess's six armies per side (armies.h)
};

// What a piece reaching the promotion zone may become.
enum class PromotionChoice : std::uint8_t {
    Captured,  // a piece of its own side that was captured and is not back (rules.h)
    ArmyRules, // what its army's rule allows (armies.h: PromotionRule)
    AnyKind,   // any of rules.h's PromotionTypes, without limit of number (Embassy Chess)
};

// Castling as in chess, on a board of any width: the king and a rook that have not moved,
// the squares between them empty, the king not in check and not passing through or landing
// on an attacked square. Files count from 0 (a); each side castles on its own first rank.
struct CastlingWing {
    int kingTo = 0;   // the king's arrival file
    int rookFrom = 0; // the rook's home file
    int rookTo = 0;   // the rook's arrival file
};
struct Castling {
    bool allowed = false;
    int kingFile = 0;       // the king's home file
    CastlingWing kingside;  // O-O, towards the higher files
    CastlingWing queenside; // O-O-O, towards file a
};

// Which move generator and attack test play the game.
enum class MoveMachinery : std::uint8_t {
    GrandTables, // Grand Chess's fixed tables (movegen.cpp), the fast path
    General,     // the general generator driven by the pieces' descriptions (generalmoves.cpp)
};

// Which hand-written evaluation judges the game (the learned one: Variant::network).
// Which of the networks built into the program was trained on the game (nnue.h).
enum class BuiltInNetwork : std::uint8_t {
    None,    // none: full strength uses the hand-written evaluation
    Grand,   // engine/networks/grand-N.nnue
    Embassy, // engine/networks/embassy-N.nnue
};

enum class EvaluationKind : std::uint8_t {
    Grand,   // evaluate.cpp's terms and piece-square tables
    Fantasy, // fantasy_eval.cpp: the kinds' fitted values and general mobility
    Embassy, // evaluate.cpp's terms on ten files and eight ranks, with its own tables
};

struct Variant {
    std::string_view id; // "grand", "fantasy-grand", "embassy": UCI_Variant and the [Variant] tag as written
    std::string_view name; // "Grand Chess", in messages and on screen

    int files = FileCount; // a board of files x ranks, a1 at White's lower left; at most
    int ranks = RankCount; // FileCount x RankCount (the squares' numbering)

    // The start position's FEN; empty when each game's pieces decide it (the armies').
    std::string_view startFen;
    PieceSet pieces = PieceSet::Grand;

    PromotionChoice promotion = PromotionChoice::Captured;
    // Ranks are counted from the mover's side from 0 (relativeRank).
    int promotionZoneStart = 0;      // the zone's first rank
    int compulsoryPromotionRank = 0; // from this rank on a pawn must promote; `ranks` if never
    int doubleStepRank = 0;          // a pawn on this rank may advance two squares
    bool enPassant = false;
    Castling castling;

    bool stalemateLoses = false; // the side with no move and not in check loses; else a draw
    // Insufficient material: true where only two bare royals are drawn (a lone minor piece
    // can still win by stalemate); false for Grand Chess's rule (a king and at most one
    // knight or bishop cannot mate).
    bool onlyBareRoyalsDraw = false;

    MoveMachinery moves = MoveMachinery::GrandTables;
    EvaluationKind evaluation = EvaluationKind::Grand;
    BuiltInNetwork network = BuiltInNetwork::None; // the built-in network trained on this game
    // Whether the XBoard protocol can carry the game (its FEN letters and moves are
    // XBoard's); the others are played over UCI.
    bool overXBoard = false;

    bool hasArmies() const { return pieces == PieceSet::ChosenArmies; }
    // Whether a learned network can read the game's positions: its features are Grand
    // Chess's eight kinds of piece, on any board up to FileCount x RankCount (nnue.h).
    bool networkReadsPieces() const { return pieces == PieceSet::Grand; }
    bool usesGeneralMoves() const { return moves == MoveMachinery::General; }
    bool onBoard(int file, int rank) const { return file >= 0 && file < files && rank >= 0 && rank < ranks; }
    bool onBoard(Square s) const { return isValidSquare(s) && onBoard(fileOf(s), rankOf(s)); }
    // Rank counted from side c's own back rank (0 = its first rank).
    int relativeRank(Color c, int rank) const { return c == Color::White ? rank : ranks - 1 - rank; }
    // Whether a pawn of side c may stay unpromoted on this (absolute) rank.
    bool mayStayUnpromoted(Color c, int rank) const {
        return relativeRank(c, rank) < compulsoryPromotionRank;
    }
    bool inPromotionZone(Color c, int rank) const { return relativeRank(c, rank) >= promotionZoneStart; }
    // Whether a rank lies in either side's zone (the board tints them).
    bool inEitherZone(int rank) const {
        return inPromotionZone(Color::White, rank) || inPromotionZone(Color::Black, rank);
    }
};

const Variant& grandChess();
const Variant& fantasyGrandChess();
const Variant& embassyChess();
// Every game the program plays: Grand Chess, Fantasy Grand Chess, Embassy Chess.
std::span<const Variant* const> variants();
// The game with this id or name ("grand", "Fantasy Grand Chess", "fantasygrand"), without
// regard to case, spaces, hyphens and underscores; null if none.
const Variant* findVariant(std::string_view idOrName);
// A name as names are compared: lower case, without spaces, hyphens and underscores
// ("Fantasy Grand Chess" reads as "fantasygrandchess", "fantasy-grand" as "fantasygrand").
std::string foldedName(std::string_view name);

} // namespace grand
