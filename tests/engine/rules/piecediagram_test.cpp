// The diagrams of Help -> How to Play Fantasy Grand Chess (engine/rules/piecediagram.h): what
// FANTASY.md says of a few pieces, and for every piece of every army the same squares as the
// move generator's reach() on a board with nothing else but the royals (and the screens).

#include "engine/rules/armies.h"
#include "engine/rules/attack_maps.h"
#include "engine/rules/generalmoves.h"
#include "engine/rules/piecediagram.h"
#include "engine/rules/position.h"

#include <gtest/gtest.h>

#include <array>
#include <set>
#include <string>

namespace grand {
namespace {

Square sq(const char* name) { return parseSquare(name); }

// The squares of the diagram's marks of `kind`, by name.
std::set<std::string> marked(const PieceDiagram& d, MarkKind kind) {
    std::set<std::string> out;
    for (const DiagramMark& m : d.marks)
        if (m.kind == kind)
            out.insert(squareName(m.square));
    return out;
}

std::set<std::string> allMarked(const PieceDiagram& d) {
    std::set<std::string> out;
    for (const DiagramMark& m : d.marks)
        out.insert(squareName(m.square));
    return out;
}

std::vector<std::string> names(const std::vector<Square>& squares) {
    std::vector<std::string> out;
    for (Square s : squares)
        out.push_back(squareName(s));
    return out;
}

bool hasPath(const PieceDiagram& d, const std::vector<std::string>& squares) {
    for (const auto& p : d.paths)
        if (names(p) == squares)
            return true;
    return false;
}

TEST(PieceDiagram, WarriorMovesOrthogonallyAndCapturesDiagonallyForward) {
    const PieceDiagram d = pieceDiagram(PieceType::Warrior, sq("e5"));
    EXPECT_EQ(marked(d, MarkKind::MoveOnly), (std::set<std::string>{"e6", "d5", "f5", "e4"}));
    EXPECT_EQ(marked(d, MarkKind::CaptureOnly), (std::set<std::string>{"d6", "f6"}));
    EXPECT_TRUE(marked(d, MarkKind::MoveOrCapture).empty());
    EXPECT_TRUE(d.paths.empty()) << "single steps draw no line";
}

TEST(PieceDiagram, CyclopsMayNotStopNextToItself) {
    const PieceDiagram d = pieceDiagram(PieceType::Cyclops, sq("e5"));
    for (const char* s : {"e6", "d5", "f5", "e4"})
        EXPECT_EQ(d.markOn(sq(s)), nullptr) << s;
    for (const char* s : {"e7", "e10", "c5", "a5", "g5", "e3", "e1"})
        ASSERT_NE(d.markOn(sq(s)), nullptr) << s;
    EXPECT_EQ(d.markOn(sq("e7"))->kind, MarkKind::MoveOrCapture);
    EXPECT_TRUE(hasPath(d, {"e5", "e6", "e7", "e8", "e9", "e10"})) << "the line passes e6";
}

TEST(PieceDiagram, TitanLeapsToEverySquareThreeAway) {
    const PieceDiagram d = pieceDiagram(PieceType::Titan, sq("e5"));
    std::set<std::string> expected;
    for (int df = -3; df <= 3; ++df)
        for (int dr = -3; dr <= 3; ++dr)
            if (std::max(std::abs(df), std::abs(dr)) == 3)
                expected.insert(squareName(makeSquare(4 + df, 4 + dr)));
    EXPECT_EQ(expected.size(), 24u);
    EXPECT_EQ(marked(d, MarkKind::MoveOrCapture), expected);
    EXPECT_EQ(allMarked(d), expected);
    EXPECT_TRUE(d.paths.empty()) << "leaps draw no line";
}

TEST(PieceDiagram, CannonCapturesOnlyBeyondAScreen) {
    const Square e5 = sq("e5");
    const auto screens = diagramScreens(PieceType::Cannon, e5);
    ASSERT_EQ(screens.size(), 2u);
    EXPECT_EQ(squareName(screens[0].square), "e8");
    EXPECT_EQ(squareName(screens[1].square), "c5");
    const PieceDiagram d = pieceDiagram(PieceType::Cannon, e5, screens);
    EXPECT_EQ(marked(d, MarkKind::CaptureOnly), (std::set<std::string>{"e9", "e10", "b5", "a5"}));
    EXPECT_EQ(marked(d, MarkKind::MoveOnly), (std::set<std::string>{"e6", "e7", "d5", "f5", "g5", "h5", "i5",
                                                                    "j5", "e4", "e3", "e2", "e1"}));
    EXPECT_TRUE(marked(d, MarkKind::MoveOrCapture).empty());
    EXPECT_TRUE(hasPath(d, {"e5", "e6", "e7", "e8", "e9", "e10"})) << "the hop over e8";
    EXPECT_TRUE(diagramScreens(PieceType::Rook, e5).empty());
    // With no screen, a cannon takes nothing.
    EXPECT_TRUE(marked(pieceDiagram(PieceType::Cannon, e5), MarkKind::CaptureOnly).empty());
}

TEST(PieceDiagram, MageStepsDiagonallyThenGoesOnAwayFromItsStart) {
    const PieceDiagram d = pieceDiagram(PieceType::Mage, sq("e5"));
    for (const char* s : {"f6", "f7", "f10", "g6", "j6", "d4", "d1", "a4", "d6", "d10", "a6", "f4", "j4"})
        EXPECT_NE(d.markOn(sq(s)), nullptr) << s;
    for (const char* s : {"e6", "f5", "g7", "e4", "c7", "g3", "a9"})
        EXPECT_EQ(d.markOn(sq(s)), nullptr) << s;
    EXPECT_TRUE(hasPath(d, {"e5", "f6", "f7", "f8", "f9", "f10"}));
    EXPECT_TRUE(hasPath(d, {"e5", "f6", "g6", "h6", "i6", "j6"}));
    // The Two-Headed Cyclops goes the same ways but may not stop on f6.
    const PieceDiagram cyclops = pieceDiagram(PieceType::TwoHeadedCyclops, sq("e5"));
    EXPECT_EQ(cyclops.markOn(sq("f6")), nullptr);
    EXPECT_NE(cyclops.markOn(sq("f7")), nullptr);
    EXPECT_TRUE(hasPath(cyclops, {"e5", "f6", "f7", "f8", "f9", "f10"}));
}

TEST(PieceDiagram, DoubleStepsShowFromTheStartRank) {
    EXPECT_EQ(squareName(diagramSquare(PieceType::Goblin)), "e3");
    EXPECT_EQ(squareName(diagramSquare(PieceType::Orc)), "e2");
    EXPECT_EQ(squareName(diagramSquare(PieceType::Pawn)), "e3");
    EXPECT_EQ(squareName(diagramSquare(PieceType::Soldier)), "e5");
    const PieceDiagram goblin = pieceDiagram(PieceType::Goblin, sq("e3"));
    EXPECT_EQ(goblin.markOn(sq("e4"))->kind, MarkKind::MoveOrCapture);
    EXPECT_EQ(goblin.markOn(sq("e5"))->kind, MarkKind::MoveOnly);
    EXPECT_EQ(allMarked(goblin).size(), 2u);
    const PieceDiagram orc = pieceDiagram(PieceType::Orc, sq("e2"));
    EXPECT_EQ(allMarked(orc), (std::set<std::string>{"d3", "f3", "c4", "g4"}));
    EXPECT_EQ(orc.markOn(sq("g4"))->kind, MarkKind::MoveOnly);
    EXPECT_TRUE(hasPath(orc, {"e2", "f3", "g4"}));
    EXPECT_EQ(allMarked(pieceDiagram(PieceType::Orc, sq("e5"))), (std::set<std::string>{"d6", "f6"}));
}

TEST(PieceDiagram, BentPathsAreDrawnAlongTheirWay) {
    const PieceDiagram warlock = pieceDiagram(PieceType::Warlock, sq("e5"));
    EXPECT_TRUE(hasPath(warlock, {"e5", "f6", "e7", "f8", "e9", "f10"}));
    EXPECT_EQ(warlock.markOn(sq("e7"))->kind, MarkKind::MoveOrCapture);
    const PieceDiagram mammoth = pieceDiagram(PieceType::MammothRider, sq("e5"));
    EXPECT_EQ(allMarked(mammoth), (std::set<std::string>{"e6", "e7", "d5", "c5", "f5", "g5", "e4", "e3", "d6",
                                                         "f6", "d4", "f4"}));
    EXPECT_TRUE(hasPath(mammoth, {"e5", "e6", "f6"}));
    EXPECT_TRUE(hasPath(mammoth, {"e5", "f5", "f6"}));
}

char mostNumerous(const ArmyInfo& army) {
    const ArmyPiece* most = &army.pieces.front();
    for (const ArmyPiece& p : army.pieces)
        if (army.startCount(p.type) > army.startCount(most->type))
            most = &p;
    return most->letter;
}

// A FEN of the board `pieces` (letters by square) with Black to move, White's army `white`
// and Black's the Elves.
std::string fenOf(const std::array<char, SquareCount>& pieces, Army white) {
    std::string fen;
    for (int rank = RankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < FileCount; ++file) {
            const char c = pieces[static_cast<std::size_t>(makeSquare(file, rank))];
            if (c == 0) {
                ++empty;
                continue;
            }
            if (empty)
                fen += std::to_string(empty);
            empty = 0;
            fen += c;
        }
        if (empty)
            fen += std::to_string(empty);
        if (rank)
            fen += '/';
    }
    return fen + " b - - 0 1 " + std::string(armyInfo(white).id) + "/elves";
}

// Every piece of every army: the squares it moves to are reach()'s on the board with the
// royals (and the screens), and each square it may capture on is reach()'s with an enemy
// Warrior placed there.
TEST(PieceDiagram, EveryPieceReachesWhatTheMoveGeneratorSays) {
    const Square whiteKing = sq("a10"), blackKing = sq("j1");
    int checked = 0;
    for (Army army : Armies)
        for (const ArmyPiece& piece : armyInfo(army).pieces) {
            const PieceType t = piece.type;
            const Square from = diagramSquare(t);
            std::vector<DiagramPiece> others = diagramScreens(t, from);
            std::array<char, SquareCount> board{};
            // The screens: White's most numerous kind (the Dwarves' Soldiers).
            for (const DiagramPiece& s : others)
                board[static_cast<std::size_t>(s.square)] = mostNumerous(armyInfo(army));
            board[static_cast<std::size_t>(from)] = piece.letter;
            const bool royal = t == PieceType::King;
            if (!royal) {
                board[static_cast<std::size_t>(whiteKing)] = 'K';
                others.push_back({whiteKing, true});
            }
            board[static_cast<std::size_t>(blackKing)] = 'k';
            others.push_back({blackKing, false});
            const PieceDiagram d = pieceDiagram(t, from, others);
            const std::string context = std::string(armyInfo(army).name) + " " + std::string(piece.name);

            const auto pos = Position::fromFen(fenOf(board, army));
            ASSERT_TRUE(pos) << context << ": " << fenOf(board, army) << ": " << pos.error().toString();
            const SquareSet reached = general::reach(*pos, from);
            for (Square s = 0; s < SquareCount; ++s) {
                const DiagramMark* m = d.markOn(s);
                const bool enemy = s == blackKing;
                const bool diagram =
                    m && (enemy ? m->kind != MarkKind::MoveOnly : m->kind != MarkKind::CaptureOnly);
                EXPECT_EQ(diagram, (reached & squareBit(s)) != 0) << context << " to " << squareName(s);
            }
            // Capture squares, one enemy Warrior at a time.
            int placed = 0;
            for (Square s = 0; s < SquareCount; ++s) {
                if (board[static_cast<std::size_t>(s)] != 0)
                    continue;
                auto withEnemy = board;
                withEnemy[static_cast<std::size_t>(s)] = 'w';
                const auto enemyPos = Position::fromFen(fenOf(withEnemy, army));
                if (!enemyPos)
                    continue; // (the Warrior would give check to the side not to move)
                ++placed;
                const DiagramMark* m = d.markOn(s);
                const bool diagram = m && m->kind != MarkKind::MoveOnly;
                EXPECT_EQ(diagram, (general::reach(*enemyPos, from) & squareBit(s)) != 0)
                    << context << " captures on " << squareName(s);
            }
            EXPECT_GT(placed, 90) << context;
            ++checked;
        }
    EXPECT_EQ(checked, 8 + 7 + 7 + 10 + 8 + 20);
}

} // namespace
} // namespace grand
