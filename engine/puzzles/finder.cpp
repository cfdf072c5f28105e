#include "finder.h"

#include "engine/eval/evaluate.h"
#include "engine/rules/movegen.h"

#include <algorithm>
#include <atomic>
#include <cmath>

namespace grand {

namespace {

bool mateFor(int score) { return score >= MateBound; }

// Material for `c` less the other side's (kings not counted).
int materialBalance(const Position& pos, Color c) {
    int sum = 0;
    for (Square s = 0; s < SquareCount; ++s) {
        const Piece p = pos.pieceOn(s);
        const PieceType t = typeOf(p);
        if (t == PieceType::None || t == PieceType::King)
            continue;
        const int v = PieceValue[static_cast<std::size_t>(index(t))];
        sum += colorOf(p) == c ? v : -v;
    }
    return sum;
}

} // namespace

PuzzleFinder::PuzzleFinder(Engine& engine, const PuzzleFinderOptions& options)
        : m_engine(engine), m_options(options) {}

int PuzzleFinder::initialRating(int depthFound, int solverMoves, bool quietStart, bool defence) {
    double r =
        700 + 70.0 * depthFound + 180.0 * (solverMoves - 1) + (quietStart ? 200 : 0) + (defence ? 150 : 0);
    r = std::clamp(r, 600.0, 2600.0);
    return static_cast<int>(std::lround(r / 10) * 10);
}

PuzzleFinder::TwoLines PuzzleFinder::search(const Game& game, std::uint64_t nodes) {
    SearchLimits limits;
    limits.nodes = nodes;
    limits.multiPV = 2;
    const std::atomic<bool> stop = false;
    TwoLines out;
    Move current;
    const SearchResult r = m_engine.analyse(game, limits, stop, [&](const SearchInfo& info) {
        if (info.progress || info.multiPV != 1 || info.pv.empty() || info.bound != Bound::Exact)
            return;
        if (info.pv.front() != current) {
            current = info.pv.front();
            out.depthFound = info.depth;
        }
    });
    out.best = r.bestMove;
    out.bestScore = r.lines.empty() ? r.score : r.lines[0].score;
    if (!r.lines.empty())
        out.pv = r.lines[0].pv;
    if (r.lines.size() > 1 && !r.lines[1].pv.empty()) {
        out.hasSecond = true;
        out.secondScore = r.lines[1].score;
    }
    if (current != out.best) // the last iteration changed its mind without an exact line
        out.depthFound = r.depth;
    return out;
}

std::optional<FoundPuzzle> PuzzleFinder::reject(const std::string& reason) {
    ++m_stats.rejected[reason];
    return std::nullopt;
}

std::optional<FoundPuzzle> PuzzleFinder::examine(const Game& game) {
    ++m_stats.examined;
    const Position& start = game.position();
    if (game.status().isOver() || legalMoves(start).size() < 2)
        return reject("fewer than two moves");
    const Color solver = start.sideToMove();

    // The quick look: a gap between the two best moves, and a win or a hold.
    const TwoLines quick = search(game, m_options.screenNodes);
    if (!quick.hasSecond)
        return reject("fewer than two moves");
    const int quickGap = mateFor(quick.bestScore) ? 100000 : quick.bestScore - quick.secondScore;
    if (quickGap < 200 || mateFor(quick.secondScore) || quick.bestScore < m_options.holdCp - 100)
        return reject("no single move stands out");

    ++m_stats.searched;
    const TwoLines first = search(game, m_options.nodes);
    if (!first.hasSecond || mateFor(first.secondScore))
        return reject("no single move stands out");
    PuzzleKind kind;
    if ((mateFor(first.bestScore) || first.bestScore >= m_options.winCp)
        && first.secondScore <= m_options.secondMaxCp)
        kind = PuzzleKind::Win;
    else if (m_options.defences && !mateFor(first.bestScore) && first.bestScore >= m_options.holdCp
             && first.bestScore < m_options.winCp
             && first.secondScore <= first.bestScore - m_options.loseGapCp
             && first.secondScore <= -m_options.loseGapCp)
        kind = PuzzleKind::Defence;
    else
        return reject("no single move stands out");

    // A plain recapture on the square the last move took on is no puzzle.
    if (game.plyCount() > 0) {
        const Position before = game.positionAt(game.plyCount() - 1);
        const Move last = game.moves().back();
        if (before.isCapture(last) && first.best.to() == last.to() && start.isCapture(first.best))
            return reject("a recapture");
    }

    const bool mateLine = mateFor(first.bestScore);
    std::vector<Move> line = {first.best};
    Game g = game;
    g.play(first.best);
    int solverMoves = 1;
    while (kind == PuzzleKind::Win && solverMoves < m_options.maxSolverMoves && !g.status().isOver()) {
        const TwoLines defence = search(g, m_options.nodes);
        if (defence.best.isNone())
            break;
        if (!mateLine && defence.hasSecond
            && defence.bestScore - defence.secondScore < m_options.clearReplyCp)
            break; // the defender has a choice: the puzzle ends here
        Game next = g;
        next.play(defence.best);
        if (next.status().isOver())
            break;
        const TwoLines answer = search(next, m_options.nodes);
        if (answer.best.isNone())
            break;
        bool only;
        if (mateLine) {
            Position after = next.position();
            UndoInfo undo;
            after.doMove(answer.best, undo);
            const bool matesNow = after.inCheck() && legalMoves(after).empty();
            only =
                mateFor(answer.bestScore) && (matesNow || !answer.hasSecond || !mateFor(answer.secondScore));
        } else {
            only = (mateFor(answer.bestScore) || answer.bestScore >= m_options.winCp)
                   && (!answer.hasSecond
                       || (!mateFor(answer.secondScore) && answer.secondScore <= m_options.secondMaxCp));
        }
        if (!only)
            break;
        line.push_back(defence.best);
        line.push_back(answer.best);
        g = next;
        g.play(answer.best);
        ++solverMoves;
    }

    const GameStatus end = g.status();
    const bool mated = end.outcome == GameOutcome::Checkmate;
    if (mateLine && !mated)
        return reject("a mate longer than the line");
    if (kind == PuzzleKind::Win && !mated) {
        // The win must be real by the end: material won (after the exchanges the position
        // still holds) or a promotion, and a deeper search still sees it.
        bool promoted = false;
        for (std::size_t i = 0; i < line.size(); i += 2)
            promoted = promoted || line[i].isPromotion();
        const TwoLines confirm = search(g, m_options.nodes * 2);
        if (-confirm.bestScore < m_options.winCp - 100)
            return reject("the win fades on a deeper look");
        Position settled = g.position();
        for (std::size_t i = 0; i < confirm.pv.size() && i < 4; ++i) {
            const Move m = confirm.pv[i];
            if (!isLegal(settled, m) || !settled.isCapture(m))
                break;
            UndoInfo undo;
            settled.doMove(m, undo);
        }
        const int gain = materialBalance(settled, solver) - materialBalance(start, solver);
        if (gain < m_options.realGainCp && !promoted)
            return reject("the win lies beyond the line");
    }

    FoundPuzzle found;
    found.kind = kind;
    found.depthFound = first.depthFound;
    found.puzzle.fen = start.fen();
    for (Move m : line)
        found.puzzle.moves.push_back(toUci(m, start.army(solver)));
    found.puzzle.themes = detectThemes(start, line, kind);
    const bool quiet = std::find(found.puzzle.themes.begin(), found.puzzle.themes.end(), "quietMove")
                       != found.puzzle.themes.end();
    found.puzzle.rating = initialRating(found.depthFound, solverMoves, quiet, kind == PuzzleKind::Defence);
    ++m_stats.kept;
    return found;
}

} // namespace grand
