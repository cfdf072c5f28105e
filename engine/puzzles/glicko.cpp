#include "glicko.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace grand {

namespace {

constexpr double Scale = 173.7178; // Glicko-2's scale factor

double g(double phi) {
    return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double muOpponent, double phiOpponent) {
    return 1.0 / (1.0 + std::exp(-g(phiOpponent) * (mu - muOpponent)));
}

// Step 5 of the paper: the new volatility, by the Illinois algorithm.
double newVolatility(double phi, double sigma, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double A = a;
    double B = 0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0 && k < 100)
            ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    for (int i = 0; i < 100 && std::abs(B - A) > 1e-6; ++i) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2);
}

} // namespace

double glickoExpected(const GlickoRating& player, const GlickoRating& opponent) {
    return expected((player.rating - 1500) / Scale, (opponent.rating - 1500) / Scale,
                    opponent.deviation / Scale);
}

GlickoRating glickoUpdate(const GlickoRating& player, const std::vector<GlickoGame>& games,
                          const GlickoOptions& options) {
    const double mu = (player.rating - 1500) / Scale;
    const double phi = player.deviation / Scale;
    if (games.empty()) { // step 6 alone: the rating grows less sure
        GlickoRating out = player;
        out.deviation = std::clamp(Scale * std::sqrt(phi * phi + player.volatility * player.volatility),
                                   options.minDeviation, options.maxDeviation);
        return out;
    }
    double vInverse = 0;
    double sum = 0; // sum of g(phi_j) (s_j - E_j)
    for (const GlickoGame& game : games) {
        const double muJ = (game.opponent.rating - 1500) / Scale;
        const double gJ = g(game.opponent.deviation / Scale);
        const double e = expected(mu, muJ, game.opponent.deviation / Scale);
        vInverse += gJ * gJ * e * (1 - e);
        sum += gJ * (game.score - e);
    }
    const double v = 1.0 / vInverse;
    const double delta = v * sum;
    const double sigma = newVolatility(phi, player.volatility, v, delta, options.tau);
    const double phiStar = std::sqrt(phi * phi + sigma * sigma);
    const double phiNew = 1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v);
    const double muNew = mu + phiNew * phiNew * sum;
    GlickoRating out;
    out.rating = std::clamp(1500 + Scale * muNew, 100.0, 4000.0);
    out.deviation = std::clamp(Scale * phiNew, options.minDeviation, options.maxDeviation);
    out.volatility = sigma;
    return out;
}

GlickoRating glickoUpdate(const GlickoRating& player, const GlickoRating& opponent, double score,
                          const GlickoOptions& options) {
    return glickoUpdate(player, std::vector<GlickoGame>{{opponent, score}}, options);
}

} // namespace grand
