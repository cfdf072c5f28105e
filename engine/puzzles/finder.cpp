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
        out.secondPv = r.lines[1].pv;
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
    else if (m_options.defences && !start.inCheck() && !mateFor(first.bestScore)
             && first.bestScore >= m_options.holdCp && first.bestScore < m_options.winCp
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
        Game next = g;
        next.play(defence.best);
        if (next.status().isOver())
            break;
        const TwoLines answer = search(next, m_options.nodes);
        if (answer.best.isNone())
            break;
        // The defender's reply must be clear: clearly the best, or one whose choice does not
        // matter (the king steps one way or another, and the same move wins after either).
        if (!mateLine && defence.hasSecond
            && defence.bestScore - defence.secondScore < m_options.clearReplyCp) {
            const bool sameAnswer = defence.secondPv.size() >= 2
                                    && defence.secondPv[1].from() == answer.best.from()
                                    && defence.secondPv[1].to() == answer.best.to();
            if (!sameAnswer)
                break; // the defender has a real choice: the puzzle ends here
        }
        bool only;
        if (mateLine) {
            Position after = next.position();
            UndoInfo undo;
            after.doMove(answer.best, undo);
            const bool matesNow = isCheckmate(after);
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
        // Best play on from the end of the line, 8 plies and then until the position is
        // quiet (no capture just made, no check): the material then is what the win has
        // become, promotions made included and none imagined. A mate on the way is real.
        Game playout = g;
        for (int ply = 0; ply < 14 && !playout.status().isOver(); ++ply) {
            const Position& now = playout.position();
            if (ply >= 8 && !now.inCheck()
                && !(playout.plyCount() > 0
                     && playout.positionAt(playout.plyCount() - 1).isCapture(playout.moves().back())))
                break;
            const TwoLines step = search(playout, m_options.nodes / 2);
            if (step.best.isNone())
                break;
            playout.play(step.best);
        }
        const bool matedLater =
            playout.status().outcome == GameOutcome::Checkmate && playout.status().winner == solver;
        const Position& settled = playout.position();
        const int gain = materialBalance(settled, solver) - materialBalance(start, solver);
        if (gain < m_options.realGainCp && !promoted && !matedLater)
            return reject("the win lies beyond the line");
    }

    FoundPuzzle found;
    found.kind = kind;
    found.depthFound = first.depthFound;
    found.puzzle.fen = start.fen();
    for (Move m : line)
        found.puzzle.moves.push_back(toUci(m, start.army(solver)));
    found.puzzle.themes = detectThemes(start, line, kind);
    found.difficulty = measureDifficulty(m_engine, ReplayedPuzzle{start, line});
    found.puzzle.rating = found.difficulty.rating;
    ++m_stats.kept;
    return found;
}

} // namespace grand
