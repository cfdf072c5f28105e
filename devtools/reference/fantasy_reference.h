#pragma once
// An independent, deliberately plain move generator for Fantasy Grand Chess, written from
// shared/FANTASY.md alone (nothing of engine/ was read). It exists to cross-check the
// engine's move generator by perft: a board of 100 bytes, every piece's movement written
// straight from the rules text, legality by playing the move on a copy and asking whether
// the mover's royal is attacked.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reference {

enum class Army : std::uint8_t { Humans, Elves, Dwarves, Horde, Giants, Druids };
inline constexpr int kArmyCount = 6;

// Every piece kind of every army, named as in FANTASY.md.
enum Kind : std::uint8_t {
    NoKind = 0,
    // Humans
    HumKing,
    HumQueen,
    HumRook,
    HumBishop,
    HumKnight,
    HumCardinal,
    HumMarshal,
    HumPawn,
    // Elves
    ElfKing,
    ElfElder,
    ElfLoremaster,
    ElfMage,
    ElfRanger,
    ElfSeeress,
    ElfWarrior,
    // Dwarves
    DwaKing,
    DwaCannon,
    DwaGeneral,
    DwaGuard,
    DwaPriest,
    DwaSoldier,
    DwaWarMachine,
    // Evil Horde
    HorDarkLord,
    HorAssassin,
    HorBalrog,
    HorGoblin,
    HorWerewolf,
    HorMinotaur,
    HorOrc,
    HorOgre,
    HorWolfRider,
    HorWarlock,
    // Giants
    GiaKing,
    GiaBehemoth,
    GiaTwoHeadedCyclops,
    GiaGiant,
    GiaMammoth,
    GiaColossus,
    GiaTitan,
    GiaCyclops,
    // Druids
    DruDruid,
    DruEagle,
    DruBear,
    DruCheetah,
    DruDog,
    DruElephant,
    DruFox,
    DruPegasus,
    DruHorse,
    DruJaguar,
    DruLion,
    DruPuma,
    DruFalcon,
    DruPanther,
    DruRoc,
    DruStag,
    DruTiger,
    DruUnicorn,
    DruWolf,
    DruCoyote,
    KindCount
};

// A board cell: 0 is empty, else kind | (colour << 7) with colour 0 = White, 1 = Black.
using Cell = std::uint8_t;
inline constexpr Cell kBlackBit = 0x80;
inline constexpr int cellColour(Cell c) { return c >> 7; }
inline constexpr Kind cellKind(Cell c) { return Kind(c & 0x7f); }
inline constexpr Cell makeCell(Kind k, int colour) { return Cell(k | (colour ? kBlackBit : 0)); }

struct Position {
    Cell board[100] = {}; // board[rank * 10 + file]; rank 0 is rank 1, file 0 is file a
    int side = 0;         // side to move: 0 White, 1 Black
    Army army[2] = {Army::Humans, Army::Humans};
    int halfmove = 0;
    int fullmove = 1;
    // Derived from the board (kept up to date by parseFen and play):
    int royal[2] = {-1, -1};  // square of each side's royal piece, -1 when it has none
    int nonRoyal[2] = {0, 0}; // number of each side's non-royal pieces
};

// Parses a Fantasy FEN: six fields (castling and en passant must be "-") and a seventh
// field "whitearmy/blackarmy". Returns nullopt and sets *error on failure.
std::optional<Position> parseFen(std::string_view fen, std::string* error = nullptr);
// The same notation back.
std::string toFen(const Position& pos);
// The legal moves in FANTASY.md's coordinate notation (e3e4, d9d10w, d7e8xg4), in
// generation order, each once.
std::vector<std::string> legalMoves(const Position& pos);
// Plays a move given in coordinate notation; throws std::invalid_argument if not legal.
Position play(const Position& pos, std::string_view uciMove);
// Is the side to move's royal attacked (ordinary attacks or the Orc strike check rule)?
bool inCheck(const Position& pos);
// Is the side to move's royal attacked by an ordinary capture (the Orc strike rule left out)?
bool inOrdinaryCheck(const Position& pos);
std::uint64_t perft(const Position& pos, int depth);

// Small helpers for tools built on this generator.
const char* armyName(Army army);
const char* kindName(Kind kind);
char kindLetter(Kind kind); // upper-case army letter
Army kindArmy(Kind kind);
bool isRoyal(Kind kind);
bool isForwardOnly(Kind kind); // Pawn, Soldier, Goblin, Orc, Werewolf
std::string squareName(int sq);

} // namespace reference
