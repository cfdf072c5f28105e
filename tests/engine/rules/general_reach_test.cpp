// The general generator's quick readings of the routes (reach for the evaluation's mobility,
// attacks for check tests), which read compiled routes and the occupied squares as sets,
// held against the routes of pieces.h walked square by square straight from their
// description, on the Fantasy reference positions and on positions played on from them.

#include "fantasy_playouts.h"

#include "engine/rules/generalmoves.h"
#include "engine/rules/movegen.h"
#include "engine/rules/pieces.h"

namespace grand {
namespace {

// Calls emit(square, capture) for each square `route` takes the piece of colour c on `from`
// to, read from the description alone: the fixed steps (the squares after all but the last
// must be empty), the landing (a destination, or only passed), then the ride, with a
// cannon's screen. `enemyAt`, if not NoSquare, counts as holding an enemy piece.
template <class Emit>
void walkRoute(const Position& pos, const Route& route, Square from, Color c, Square enemyAt, Emit&& emit) {
    const Variant& v = pos.variant();
    const int sign = c == Color::White ? 1 : -1;
    const int relative = c == Color::White ? rankOf(from) : v.ranks - 1 - rankOf(from);
    if (route.onlyFromRank >= 0 && relative != route.onlyFromRank)
        return;
    auto occupant = [&](Square s) { // 0 empty, 1 own, 2 enemy
        if (s == enemyAt)
            return 2;
        const Piece p = pos.pieceOn(s);
        return p == Piece::Empty ? 0 : colorOf(p) == c ? 1 : 2;
    };
    int file = fileOf(from), rank = rankOf(from);
    for (int i = 0; i < route.stepCount; ++i) {
        file += route.steps[static_cast<std::size_t>(i)].file;
        rank += sign * route.steps[static_cast<std::size_t>(i)].rank;
        if (!v.onBoard(file, rank))
            return;
        const Square s = makeSquare(file, rank);
        const int who = occupant(s);
        if (i + 1 < route.stepCount) {
            if (who != 0)
                return;
        } else if (!route.stopAfterSteps) {
            if (who != 0)
                return;
        } else if (who == 0) {
            if (route.reach != Reach::CaptureOnly)
                emit(s, false);
        } else {
            if (who == 2 && route.reach != Reach::MoveOnly)
                emit(s, true);
            return;
        }
    }
    if (!route.rides())
        return;
    bool screened = false;
    for (int n = 0; route.rideMax == 0 || n < route.rideMax; ++n) {
        const Step step = n % 2 == 0 ? route.rideA : route.rideB;
        if (step == Step{})
            return;
        file += step.file;
        rank += sign * step.rank;
        if (!v.onBoard(file, rank))
            return;
        const Square s = makeSquare(file, rank);
        const int who = occupant(s);
        if (route.hop) {
            if (who == 0)
                continue;
            if (!screened) {
                screened = true;
                continue;
            }
            if (who == 2)
                emit(s, true);
            return;
        }
        if (who == 0) {
            if (route.reach != Reach::CaptureOnly)
                emit(s, false);
            continue;
        }
        if (who == 2 && route.reach != Reach::MoveOnly)
            emit(s, true);
        return;
    }
}

SquareSet walkedReach(const Position& pos, Square from) {
    const Piece p = pos.pieceOn(from);
    SquareSet squares = 0;
    for (const Route& route : pieceKind(typeOf(p)).routes)
        walkRoute(pos, route, from, colorOf(p), NoSquare, [&](Square s, bool) { squares |= squareBit(s); });
    return squares;
}

bool walkedAttacks(const Position& pos, Square target, Color by) {
    bool hit = false;
    for (Square from = 0; from < SquareCount; ++from) {
        const Piece p = pos.pieceOn(from);
        if (p == Piece::Empty || colorOf(p) != by)
            continue;
        for (const Route& route : pieceKind(typeOf(p)).routes)
            walkRoute(pos, route, from, by, target,
                      [&](Square s, bool capture) { hit = hit || (capture && s == target); });
    }
    return hit;
}

// Every piece's reach, and for each side every square it does not hold, attacked or not.
void expectQuickReadingsAgree(const Position& pos, const std::string& where) {
    for (Square s = 0; s < SquareCount; ++s) {
        if (pos.pieceOn(s) != Piece::Empty) {
            ASSERT_TRUE(general::reach(pos, s) == walkedReach(pos, s))
                << where << ": reach from " << squareName(s);
        }
        for (Color by : {Color::White, Color::Black}) {
            const Piece p = pos.pieceOn(s);
            if (p != Piece::Empty && colorOf(p) == by)
                continue;
            ASSERT_EQ(general::attacks(pos, s, by), walkedAttacks(pos, s, by))
                << where << ": " << (by == Color::White ? "White" : "Black") << " on " << squareName(s);
        }
    }
}

TEST(GeneralGenerator, ReachAndAttacksAgreeWithTheRoutesWalkedSquareBySquare) {
    // The set's positions and every sixth one of a random game from each.
    const int positions = test::forEachFantasyPlayout(20261129, 60, 6, expectQuickReadingsAgree);
    EXPECT_GT(positions, 1500);
}

} // namespace
} // namespace grand
