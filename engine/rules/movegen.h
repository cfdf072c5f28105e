#pragma once

// Legal move generation. Moves are generated fully legal (pins, checks and en passant are
// resolved here), so callers never need to test a move after making it.

#include "engine/rules/position.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace grand {

// A fixed-capacity list of moves, on the stack. 512 exceeds the most moves any reachable
// Grand Chess position can have (promotions included).
class MoveList {
public:
    static constexpr int Capacity = 512;

    void push(Move m) { m_storage.moves[static_cast<std::size_t>(m_size++)] = m; }
    void clear() { m_size = 0; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Move operator[](int i) const { return m_storage.moves[static_cast<std::size_t>(i)]; }
    Move& operator[](int i) { return m_storage.moves[static_cast<std::size_t>(i)]; }
    const Move* begin() const { return m_storage.moves.data(); }
    const Move* end() const { return m_storage.moves.data() + m_size; }
    Move* begin() { return m_storage.moves.data(); }
    Move* end() { return m_storage.moves.data() + m_size; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }

private:
    // Left unset when a list is made (the search makes one at every node, and a Move
    // array would be zeroed first): only the first m_size moves are ever read.
    union Storage {
        Storage() {}
        std::array<Move, Capacity> moves;
    } m_storage;
    int m_size = 0;
};

enum class GenMode {
    All,   // every legal move
    Noisy, // legal captures (en passant included) and promotions, for quiescence search
};

// Whether the side to move is in check, where the caller already knows (the search does):
// the general generator then need not find out again.
enum class KnownCheck : std::uint8_t { Unknown, No, Yes };

// Appends the legal moves of the side to move to `list`.
template <GenMode Mode = GenMode::All>
void generateMoves(const Position& pos, MoveList& list, KnownCheck check = KnownCheck::Unknown);

// All legal moves of the side to move.
MoveList legalMoves(const Position& pos);
// The legal moves of the piece on `from` (empty if it is not the mover's piece). `check` as
// for generateMoves.
MoveList legalMovesFrom(const Position& pos, Square from, KnownCheck check = KnownCheck::Unknown);
// Whether the side to move is checkmated.
bool isCheckmate(const Position& pos);
// Whether `m` is legal in `pos`.
bool isLegal(const Position& pos, Move m, KnownCheck check = KnownCheck::Unknown);
// The legal move written in UCI notation as `text` ("e3e5", "e9e10q"; in Fantasy with the
// army's promotion letter, "d9d10w", and strikes, "d7e8xg4"; letters in any case), or
// Move::none() if there is none.
Move moveFromUci(const Position& pos, std::string_view text);

} // namespace grand
