// Why a move is not legal in Fantasy Grand Chess, in words, from the pieces' routes
// (pieces.h): the destination is not on any route, or only as a square the piece passes,
// or the route is blocked, move-only or capture-only, a double step away from its starting
// rank, or the royal left in danger. (Nothing forces a promotion in Fantasy Grand Chess: a
// piece may always stay what it is, on the last rank too.)

#include "engine/rules/explain.h"

#include "engine/rules/armies.h"
#include "engine/rules/generalmoves.h"
#include "engine/rules/movegen.h"
#include "engine/rules/pieces.h"
#include "engine/rules/rules.h"

#include <optional>

namespace grand::detail {

namespace {

// How a route reaches `to` on the board as it is, ignoring the royal's safety.
struct Reaching {
    bool destination = false;  // the route may stop there
    bool fromRankOk = true;    // the route's starting-rank condition holds
    Square blocker = NoSquare; // the first piece in the way (not for a hop)
    int screens = 0;           // pieces passed over (a hop)
    Reach reach = Reach::Both;
    bool hop = false;
};

// Every way `route` passes through or stops on `to` from `from` for colour c.
std::optional<Reaching> reaching(const Position& pos, const Route& route, Square from, Color c, Square to) {
    Reaching r;
    r.reach = route.reach;
    r.hop = route.hop;
    r.fromRankOk =
        route.onlyFromRank < 0 || pos.variant().relativeRank(c, rankOf(from)) == route.onlyFromRank;
    const int sign = c == Color::White ? 1 : -1;
    int file = fileOf(from), rank = rankOf(from);
    auto pass = [&](Square s) {
        if (pos.pieceOn(s) == Piece::Empty)
            return;
        if (route.hop)
            ++r.screens;
        else if (r.blocker == NoSquare)
            r.blocker = s;
    };
    for (int i = 0; i < route.stepCount; ++i) {
        file += route.steps[i].file;
        rank += sign * route.steps[i].rank;
        if (!pos.variant().onBoard(file, rank))
            return std::nullopt;
        const Square s = makeSquare(file, rank);
        const bool last = i + 1 == route.stepCount;
        if (s == to) {
            r.destination = last && route.stopAfterSteps;
            return r;
        }
        if (!last || !route.stopAfterSteps || route.rides())
            pass(s);
    }
    if (!route.rides())
        return std::nullopt;
    for (int n = 0; route.rideMax == 0 || n < route.rideMax; ++n) {
        const Step step = n % 2 == 0 ? route.rideA : route.rideB;
        file += step.file;
        rank += sign * step.rank;
        if (!pos.variant().onBoard(file, rank))
            return std::nullopt;
        const Square s = makeSquare(file, rank);
        if (s == to) {
            r.destination = true;
            return r;
        }
        pass(s);
    }
    return std::nullopt;
}

std::string named(const Position& pos, Square s) {
    const Piece p = pos.pieceOn(s);
    return pos.nameOf(typeOf(p), colorOf(p)) + " on " + squareName(s);
}

// Why this way of reaching the square does not give a move; empty when it would, but for
// the royal's safety.
std::string obstacle(const Position& pos, const Reaching& r, const std::string& piece, Square to) {
    const Piece target = pos.pieceOn(to);
    if (!r.fromRankOk)
        return "The " + piece + " makes that move only from its starting rank.";
    if (r.hop) {
        if (target == Piece::Empty)
            return "The " + piece + " goes that far only to capture, jumping over exactly one piece.";
        if (r.screens != 1)
            return "The " + piece + " captures that far only by jumping over exactly one piece (there "
                   + (r.screens == 0 ? std::string("is none") : "are " + std::to_string(r.screens)) + ").";
        return {};
    }
    if (r.blocker != NoSquare)
        return "The " + piece + " is blocked by the " + named(pos, r.blocker) + ".";
    if (r.reach == Reach::MoveOnly && target != Piece::Empty)
        return "The " + piece + " cannot capture that way: it moves there only to an empty square.";
    if (r.reach == Reach::CaptureOnly && target == Piece::Empty)
        return "The " + piece + " goes that way only to capture.";
    return {};
}

} // namespace

std::string explainIllegalFantasyMove(const Position& pos, Square from, Square to) {
    const Piece p = pos.pieceOn(from);
    const Color us = colorOf(p);
    const PieceType t = typeOf(p);
    const std::string name = pos.nameOf(t, us);
    const std::string piece = name + " on " + squareName(from);
    if (const Piece target = pos.pieceOn(to); target != Piece::Empty && colorOf(target) == us)
        return "The " + piece + " cannot take a piece of its own side.";
    std::vector<Reaching> ways;
    for (const Route& route : pieceKind(t).routes)
        if (const auto r = reaching(pos, route, from, us, to))
            ways.push_back(*r);
    if (ways.empty())
        return "The " + piece + " does not move that way.";
    std::vector<Reaching> stops;
    for (const Reaching& r : ways)
        if (r.destination)
            stops.push_back(r);
    if (stops.empty())
        return "The " + name + " cannot stop on " + squareName(to) + ": it passes over that square.";
    std::string first;
    bool open = false;
    for (const Reaching& r : stops) {
        const std::string why = obstacle(pos, r, piece, to);
        if (why.empty())
            open = true;
        else if (first.empty())
            first = why;
    }
    if (!open)
        return first;
    // The way is open: the royal's safety.
    const std::string royal = pos.nameOf(PieceType::King, us);
    if (pos.inCheck()) {
        // No enemy piece attacks the royal: the check is an enemy Orc's strike, which a side
        // left with its royal (or with one other piece, which the Orc may capture first)
        // cannot escape by stepping aside.
        if (const Square at = pos.kingSquare(us); at != NoSquare && !general::attacks(pos, at, ~us))
            return "Your " + royal + " is in check: an enemy " + pos.nameOf(PieceType::Orc, ~us)
                   + " can reach the far ranks and strike it, since it has at most one other piece beside "
                     "it; "
                     "this move does not answer that.";
        return "Your " + royal + " is in check: this move does not answer it.";
    }
    return "That move would leave your " + royal + " in check.";
}

// "The Goblin on c7 may become a Wolf Rider on ranks 8 to 10; nothing needs to be captured."
std::string fantasyPromotionHint(const Position& pos, Square s) {
    const Piece p = pos.pieceOn(s);
    if (p == Piece::Empty)
        return {};
    const Color c = colorOf(p);
    const PromotionRule* rule = armyInfo(pos.army(c)).promotionFor(typeOf(p));
    if (!rule || pos.variant().relativeRank(c, rankOf(s)) < rule->firstRank - 1)
        return {};
    std::string to;
    for (std::size_t i = 0; i < rule->to.size(); ++i)
        to += (i == 0 ? "" : i + 1 == rule->to.size() ? " or " : ", ") + pos.nameOf(rule->to[i], c);
    const int last = pos.variant().ranks;
    const std::string ranks = c == Color::White
                                  ? std::to_string(rule->firstRank + 1) + " to " + std::to_string(last)
                                  : std::to_string(last - rule->firstRank) + " to 1";
    const std::string piece = "The " + pos.nameOf(typeOf(p), c) + " on " + squareName(s);
    if (rule->unlimited)
        return piece + " may become a " + to + " on ranks " + ranks + "; nothing needs to be captured.";
    return piece + " may become a " + to + " of yours that has been captured, on ranks " + ranks
           + "; it may also stay as it is.";
}

} // namespace grand::detail
