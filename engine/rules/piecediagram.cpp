#include "engine/rules/piecediagram.h"

#include "engine/rules/pieces.h"

#include <algorithm>
#include <array>

namespace grand {

namespace {

enum Occupant : std::uint8_t { Empty, Own, Enemy };

struct Found {
    bool move = false;
    bool capture = false;
};

struct Walk {
    std::array<Occupant, SquareCount> board{};
    std::array<Found, SquareCount> found{};
    std::vector<std::vector<Square>> paths;
};

constexpr bool onBoard(int file, int rank) {
    return file >= 0 && file < FileCount && rank >= 0 && rank < RankCount;
}

// Walks one route from `from` as the move generator does (generalmoves.cpp), but takes every
// empty square where the route could capture as a capture square (an enemy piece could
// stand there) and goes on past it. Records the squares reached, and the line walked up to
// the last of them when it passes over at least one square.
void walkRoute(const Route& route, Square from, Walk& w) {
    if (route.onlyFromRank >= 0 && rankOf(from) != route.onlyFromRank)
        return;
    std::vector<Square> path{from};
    std::size_t lastMarked = 0; // index in `path` of the last square this route reached
    auto mark = [&](Square s, bool move, bool capture) {
        w.found[static_cast<std::size_t>(s)].move |= move;
        w.found[static_cast<std::size_t>(s)].capture |= capture;
        lastMarked = path.size() - 1;
    };
    // Lands on the last square of `path`; whether a ride may go on beyond it.
    auto land = [&](Square s) {
        const Occupant who = w.board[static_cast<std::size_t>(s)];
        if (who == Empty)
            mark(s, route.reach != Reach::CaptureOnly, route.reach != Reach::MoveOnly);
        else if (who == Enemy && route.reach != Reach::MoveOnly)
            mark(s, false, true);
        return who == Empty;
    };
    auto finish = [&] {
        path.resize(lastMarked + 1);
        if (path.size() >= 3)
            w.paths.push_back(path);
    };
    int file = fileOf(from), rank = rankOf(from);
    for (int i = 0; i < route.stepCount; ++i) {
        file += route.steps[static_cast<std::size_t>(i)].file;
        rank += route.steps[static_cast<std::size_t>(i)].rank;
        if (!onBoard(file, rank))
            return;
        path.push_back(makeSquare(file, rank));
        if (i + 1 < route.stepCount && w.board[static_cast<std::size_t>(path.back())] != Empty)
            return;
    }
    if (route.stepCount) {
        const Square s = path.back();
        if (route.stopAfterSteps) {
            if (!land(s) || !route.rides())
                return finish();
        } else if (w.board[static_cast<std::size_t>(s)] != Empty) {
            return;
        }
    }
    bool screened = false;
    for (int n = 0; route.rideMax == 0 || n < route.rideMax; ++n) {
        const Step step = n % 2 == 0 ? route.rideA : route.rideB;
        file += step.file;
        rank += step.rank;
        if (!onBoard(file, rank))
            break;
        const Square s = makeSquare(file, rank);
        path.push_back(s);
        if (route.hop) {
            const Occupant who = w.board[static_cast<std::size_t>(s)];
            if (who == Empty) {
                if (screened)
                    mark(s, false, true);
                continue;
            }
            if (!screened) {
                screened = true;
                continue;
            }
            if (who == Enemy)
                mark(s, false, true);
            break;
        }
        if (!land(s))
            break;
    }
    finish();
}

bool isPrefix(const std::vector<Square>& a, const std::vector<Square>& b) {
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

} // namespace

const DiagramMark* PieceDiagram::markOn(Square s) const {
    for (const DiagramMark& m : marks)
        if (m.square == s)
            return &m;
    return nullptr;
}

PieceDiagram pieceDiagram(PieceType t, Square from, const std::vector<DiagramPiece>& others) {
    Walk w;
    for (const DiagramPiece& p : others)
        w.board[static_cast<std::size_t>(p.square)] = p.own ? Own : Enemy;
    w.board[static_cast<std::size_t>(from)] = Own; // the piece itself
    for (const Route& route : pieceKind(t).routes)
        walkRoute(route, from, w);

    PieceDiagram d;
    d.type = t;
    d.origin = from;
    for (Square s = 0; s < SquareCount; ++s) {
        const Found f = w.found[static_cast<std::size_t>(s)];
        if (f.move || f.capture)
            d.marks.push_back({s, f.move && f.capture ? MarkKind::MoveOrCapture
                                  : f.move            ? MarkKind::MoveOnly
                                                      : MarkKind::CaptureOnly});
    }
    // Each line once, and none that another line continues.
    std::sort(w.paths.begin(), w.paths.end());
    w.paths.erase(std::unique(w.paths.begin(), w.paths.end()), w.paths.end());
    for (std::size_t i = 0; i < w.paths.size(); ++i) {
        const bool continued = std::any_of(w.paths.begin(), w.paths.end(), [&](const auto& other) {
            return other.size() > w.paths[i].size() && isPrefix(w.paths[i], other);
        });
        if (!continued)
            d.paths.push_back(w.paths[i]);
    }
    return d;
}

Square diagramSquare(PieceType t) {
    for (const Route& route : pieceKind(t).routes)
        if (route.onlyFromRank >= 0)
            return makeSquare(4, route.onlyFromRank);
    return makeSquare(4, 4);
}

std::vector<DiagramPiece> diagramScreens(PieceType t, Square from) {
    const auto& routes = pieceKind(t).routes;
    if (std::none_of(routes.begin(), routes.end(), [](const Route& r) { return r.hop; }))
        return {};
    // One screen three squares ahead and one two squares to the left, where the board allows:
    // the captures beyond them show, and the other directions show that nothing is taken
    // without a screen.
    std::vector<DiagramPiece> screens;
    if (rankOf(from) + 3 < RankCount - 1)
        screens.push_back({from + 3 * FileCount, true});
    if (fileOf(from) >= 3)
        screens.push_back({from - 2, true});
    return screens;
}

} // namespace grand
