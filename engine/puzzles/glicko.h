#pragma once

// Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013), as lichess and
// pychess.org rate players and puzzles: each attempt at a puzzle is one rating period in
// which the player and the puzzle meet once; solving it is the player's win.

#include <vector>

namespace grand {

struct GlickoRating {
    double rating = 1500;     // the Glicko scale
    double deviation = 350;   // RD: how unsure the rating is
    double volatility = 0.06; // sigma: how erratic the results have been
};

struct GlickoOptions {
    double tau = 0.5;         // how fast the volatility may change (0.3 to 1.2)
    double minDeviation = 45; // a rating never becomes surer than this, so it keeps moving
    double maxDeviation = 350;
};

// The player's expected score against the opponent (0..1).
double glickoExpected(const GlickoRating& player, const GlickoRating& opponent);

struct GlickoGame {
    GlickoRating opponent;
    double score = 0; // 1 won, 0.5 drawn, 0 lost
};

// `player`'s rating after the games of one rating period.
GlickoRating glickoUpdate(const GlickoRating& player, const std::vector<GlickoGame>& games,
                          const GlickoOptions& options = {});
// After one game against `opponent` with score 1 (won), 0.5 or 0 (lost).
GlickoRating glickoUpdate(const GlickoRating& player, const GlickoRating& opponent, double score,
                          const GlickoOptions& options = {});

} // namespace grand
