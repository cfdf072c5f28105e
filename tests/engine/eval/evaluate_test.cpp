// The static evaluation: colour symmetry over many positions, and that the attack terms
// (king danger, threats) point the right way on hand-made positions.

#include "test_data.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/movegen.h"

#include <cctype>
#include <gtest/gtest.h>
#include <random>
#include <sstream>
#include <vector>

namespace grand {
namespace {

using test::fen;

// The same position with the board turned upside down and the colours swapped.
std::string mirrored(const Position& pos) {
    std::istringstream in(pos.fen());
    std::string placement, side, castling, ep, halfmove;
    in >> placement >> side >> castling >> ep >> halfmove;
    std::vector<std::string> ranks;
    std::istringstream rows(placement);
    for (std::string rank; std::getline(rows, rank, '/');)
        ranks.push_back(rank);
    std::string out;
    for (auto rank = ranks.rbegin(); rank != ranks.rend(); ++rank) {
        for (char ch : *rank)
            out += std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch))
                                                                : static_cast<char>(std::toupper(ch));
        out += '/';
    }
    out.pop_back();
    if (ep != "-") {
        const Square s = parseSquare(ep);
        ep = squareName(makeSquare(fileOf(s), RankCount - 1 - rankOf(s)));
    }
    return out + (side == "w" ? " b " : " w ") + castling + " " + ep + " " + halfmove + " 1";
}

// One term of the evaluation report, middlegame and endgame, for one colour.
std::pair<int, int> term(const std::string& fenText, const std::string& name, Color c) {
    std::istringstream in(evaluationReport(fen(fenText)));
    for (std::string line; std::getline(in, line);)
        if (line.rfind(name, 0) == 0) {
            std::istringstream values(line.substr(name.size()));
            int wm = 0, we = 0, bm = 0, be = 0;
            values >> wm >> we >> bm >> be;
            return c == Color::White ? std::pair{wm, we} : std::pair{bm, be};
        }
    ADD_FAILURE() << "no term " << name;
    return {};
}

TEST(Evaluation, IsTheSameForTheMirroredPosition) {
    std::mt19937 rng(7);
    int checked = 0;
    for (int game = 0; game < 40; ++game) {
        Position pos;
        for (int ply = 0; ply < 120; ++ply) {
            const MoveList moves = legalMoves(pos);
            if (moves.empty())
                break;
            UndoInfo undo;
            pos.doMove(moves[rng() % moves.size()], undo);
            if (pos.inCheck())
                continue;
            const Position mirror = fen(mirrored(pos));
            ASSERT_EQ(evaluate(pos), evaluate(mirror)) << pos.fen() << "\n" << mirror.fen();
            ++checked;
        }
    }
    EXPECT_GT(checked, 2000);
}

TEST(Evaluation, HeavyPiecesNearAKingEndangerIt) {
    // Black's queen and marshal behind their own pawns attack nothing; brought to d4 and g5,
    // they attack White's king zone and can give safe checks.
    const auto far =
        term("4k5/q8c/pppppppppp/10/10/10/10/4PPP3/5K4/10 w - - 0 1", "king danger", Color::White);
    const auto near =
        term("4k5/10/pppppppppp/10/10/6c3/3q6/4PPP3/5K4/10 w - - 0 1", "king danger", Color::White);
    EXPECT_EQ(far, std::pair(0, 0));
    EXPECT_LT(near.first, -100);
    EXPECT_LT(near.second, -10);
    // Black's own king, with no White piece left, is in no danger.
    EXPECT_EQ(term("4k5/10/pppppppppp/10/10/6c3/3q6/4PPP3/5K4/10 w - - 0 1", "king danger", Color::Black),
              std::pair(0, 0));
}

TEST(Evaluation, PiecesAttackedByPawnsOrHangingAreThreats) {
    // White's pawn on d5 attacks Black's knight on e6; on b8 instead the knight is not attacked.
    const auto attacked = term("r8r/2bqkcabn1/pppp1ppppp/4n5/3P6/10/10/PPP1PPPPPP/1NBQKCABN1/R8R b - - 0 1",
                               "threats", Color::White);
    const auto safe = term("r8r/1nbqkcabn1/pppp1ppppp/10/3P6/10/10/PPP1PPPPPP/1NBQKCABN1/R8R b - - 0 1",
                           "threats", Color::White);
    EXPECT_EQ(safe, std::pair(0, 0));
    EXPECT_GT(attacked.first, 50);
    // A rook attacked by a bishop is a threat; more so when nothing defends it (hanging)
    // than when a pawn does.
    const auto hanging = term("4k5/10/10/10/4r5/10/2B7/10/5K4/10 w - - 0 1", "threats", Color::White);
    const auto defended = term("4k5/10/10/3p6/4r5/10/2B7/10/5K4/10 w - - 0 1", "threats", Color::White);
    EXPECT_GT(defended.first, 0);
    EXPECT_GT(defended.second, 0);
    EXPECT_GT(hanging.first, defended.first);
    EXPECT_GT(hanging.second, defended.second);
}

TEST(Evaluation, APassedPawnCountsMoreWithTheEnemyKingFarAndItsPathFree) {
    // White's passed pawn on f7; Black's king in front of it on f9 or far away on a10.
    const auto near = term("10/5k4/10/5P4/10/10/10/10/4K5/10 w - - 0 1", "pawns", Color::White);
    const auto far = term("k9/10/10/5P4/10/10/10/10/4K5/10 w - - 0 1", "pawns", Color::White);
    EXPECT_GT(far.second, near.second + 20);
    // A black knight on f8, in the pawn's way, is worth less to Black than on a8.
    const auto blocked = term("k9/10/5n4/5P4/10/10/10/10/4K5/10 w - - 0 1", "pawns", Color::White);
    const auto open = term("k9/10/n9/5P4/10/10/10/10/4K5/10 w - - 0 1", "pawns", Color::White);
    EXPECT_LT(blocked.second, open.second);
}

} // namespace
} // namespace grand
