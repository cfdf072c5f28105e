#include "engine/analysis/review.h"

#include "engine/notation/san.h"
#include "engine/rules/movegen.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <regex>

namespace grand {

namespace {

constexpr int ScoreCap = 1000; // centipawns; beyond this a game is simply won (lichess's cap)

// lichess's thresholds on the loss of winning chances ([-1, 1] scale).
constexpr double BlunderLoss = 0.3;
constexpr double MistakeLoss = 0.2;
constexpr double InaccuracyLoss = 0.1;

int sign(Color c) { return c == Color::White ? 1 : -1; }

// An evaluation seen from one side: centipawns and moves to mate for that side.
Evaluation forSide(const Evaluation& e, Color side) {
    Evaluation out;
    out.cp = e.cp * sign(side);
    if (e.mate)
        out.mate = *e.mate * sign(side);
    return out;
}

bool matesFor(const Evaluation& e) { return e.mate && (*e.mate > 0 || (*e.mate == 0 && e.cp > 0)); }
bool matedFor(const Evaluation& e) { return e.mate && (*e.mate < 0 || (*e.mate == 0 && e.cp < 0)); }

// The evaluation of a position: terminal positions by the rules, the others by a search.
struct PositionEval {
    Evaluation eval; // White's point of view
    std::vector<Move> line;
};

PositionEval evaluate(Engine& engine, const Game& game, const SearchLimits& limits,
                      const std::atomic<bool>& stop) {
    const Position& pos = game.position();
    const GameStatus status = game.status();
    if (status.outcome == GameOutcome::Checkmate)
        return {{-ScoreCap * sign(pos.sideToMove()), 0}, {}};
    if (status.isOver())
        return {{0, std::nullopt}, {}};
    const SearchResult result = engine.analyse(game, limits, stop);
    PositionEval out;
    const int s = sign(pos.sideToMove());
    out.eval.cp = result.score * s;
    if (const int mate = mateInMoves(result.score))
        out.eval.mate = mate * s;
    if (!result.lines.empty() && !result.lines.front().pv.empty())
        out.line = result.lines.front().pv;
    else if (!result.bestMove.isNone())
        out.line = {result.bestMove};
    return out;
}

// lichess: a move that lets a mate slip or walks into one is judged by how won (or lost)
// the position still is; the others by the winning chances lost.
Judgement judge(const Evaluation& before, const Evaluation& after) {
    const int afterCp = after.cappedCp(ScoreCap);
    const int beforeCp = before.cappedCp(ScoreCap);
    if (matesFor(before) && !matesFor(after))
        return afterCp > 999   ? Judgement::Inaccuracy
               : afterCp > 700 ? Judgement::Mistake
                               : Judgement::Blunder;
    if (matedFor(after) && !matedFor(before))
        return beforeCp < -999   ? Judgement::Inaccuracy
               : beforeCp < -700 ? Judgement::Mistake
                                 : Judgement::Blunder;
    if (before.mate || after.mate)
        return Judgement::None; // a mate kept (perhaps slower), or a mate against us not hastened
    const double loss = winningChances(beforeCp) - winningChances(afterCp);
    return loss >= BlunderLoss      ? Judgement::Blunder
           : loss >= MistakeLoss    ? Judgement::Mistake
           : loss >= InaccuracyLoss ? Judgement::Inaccuracy
                                    : Judgement::None;
}

// lichess's accuracy of one move from the winning percentages before and after it.
double moveAccuracy(int beforeCp, int afterCp) {
    const double before = 50 + 50 * winningChances(beforeCp);
    const double after = 50 + 50 * winningChances(afterCp);
    if (after >= before)
        return 100;
    const double a =
        103.1668100711649 * std::exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
    return std::clamp(a, 0.0, 100.0);
}

// Judges the move of `node`, played by `mover`, from the evaluations before and after it.
MoveReview judgeMove(const GameRecord& record, NodeId node, Color mover, const PositionEval& before,
                     const PositionEval& after) {
    MoveReview r;
    r.node = node;
    r.mover = mover;
    r.before = before.eval;
    r.after = after.eval;
    r.bestLine = before.line;
    r.best = r.bestLine.empty() ? Move() : r.bestLine.front();
    const Move played = record.node(node).move;
    const int beforeCp = forSide(r.before, r.mover).cappedCp(ScoreCap);
    const int afterCp = forSide(r.after, r.mover).cappedCp(ScoreCap);
    if (played == r.best) { // the two searches' noise is no loss
        r.accuracy = 100;
    } else {
        r.cpLoss = std::max(0, beforeCp - afterCp);
        r.accuracy = moveAccuracy(beforeCp, afterCp);
        r.judgement = judge(forSide(r.before, r.mover), forSide(r.after, r.mover));
    }
    return r;
}

void summarise(ReviewResult& result) {
    for (const MoveReview& r : result.moves) {
        SideSummary& s = result.sides[static_cast<std::size_t>(index(r.mover))];
        ++s.moves;
        s.inaccuracies += r.judgement == Judgement::Inaccuracy;
        s.mistakes += r.judgement == Judgement::Mistake;
        s.blunders += r.judgement == Judgement::Blunder;
        s.averageCpLoss += r.cpLoss;
        s.accuracy += r.accuracy;
    }
    for (SideSummary& s : result.sides)
        if (s.moves) {
            s.averageCpLoss /= s.moves;
            s.accuracy /= s.moves;
        }
}

} // namespace

void annotateMove(GameRecord& record, const MoveReview& r, const PieceLetters letters, int variationPlies) {
    const RecordNode& node = record.node(r.node);
    std::string text;
    if (!(r.after.mate && *r.after.mate == 0)) // no evaluation of a checkmated position
        text = evalCommand(r.after);
    if (r.judgement != Judgement::None && !r.best.isNone()) {
        const Position before = record.positionAt(node.parent);
        text += std::string(" ") + judgementName(r.judgement) + ". " + toSan(before, r.best, letters)
                + " was best.";
    }
    const std::string rest = stripReviewText(node.commentAfter);
    if (!rest.empty())
        text += " " + rest;
    std::vector<int> nags; // the review's judgement first, the record's other NAGs after it
    if (const int nag = judgementNag(r.judgement))
        nags.push_back(nag);
    for (int n : node.nags)
        if (n != 2 && n != 4 && n != 6)
            nags.push_back(n);
    record.setComment(r.node, CommentPlace::After, text);
    record.setNags(r.node, nags);

    // The better line as a variation, unless the record already has a line with that move.
    if (r.judgement == Judgement::None || r.bestLine.empty())
        return;
    const NodeId parent = node.parent;
    for (NodeId child : record.node(parent).children)
        if (record.node(child).move == r.bestLine.front())
            return;
    NodeId at = parent;
    const int plies = std::min(static_cast<int>(r.bestLine.size()), variationPlies);
    for (int i = 0; i < plies && at >= 0; ++i)
        at = record.addMove(at, r.bestLine[static_cast<std::size_t>(i)]);
}

int Evaluation::cappedCp(int cap) const {
    if (mate)
        return (*mate > 0 || (*mate == 0 && cp > 0)) ? cap : -cap;
    return std::clamp(cp, -cap, cap);
}

double winningChances(int cp) {
    const double c = std::clamp(cp, -ScoreCap, ScoreCap);
    return 2 / (1 + std::exp(-0.00368208 * c)) - 1;
}

int judgementNag(Judgement j) {
    switch (j) {
    case Judgement::Inaccuracy:
        return 6;
    case Judgement::Mistake:
        return 2;
    case Judgement::Blunder:
        return 4;
    case Judgement::None:
        break;
    }
    return 0;
}

const char* judgementName(Judgement j) {
    switch (j) {
    case Judgement::Inaccuracy:
        return "Inaccuracy";
    case Judgement::Mistake:
        return "Mistake";
    case Judgement::Blunder:
        return "Blunder";
    case Judgement::None:
        break;
    }
    return "";
}

std::optional<Evaluation> parseEvalCommand(std::string_view comment) {
    const std::string text(comment);
    static const std::regex pattern(R"(\[%eval\s+(#)?([+-]?\d+(?:\.\d+)?)(?:,\d+)?\s*\])");
    std::smatch m;
    if (!std::regex_search(text, m, pattern))
        return std::nullopt;
    Evaluation e;
    if (m[1].matched) {
        const int n = std::stoi(m[2].str());
        e.mate = n;
        e.cp = n >= 0 ? ScoreCap : -ScoreCap;
        return e;
    }
    e.cp = static_cast<int>(std::lround(std::stod(m[2].str()) * 100));
    return e;
}

std::string evalCommand(const Evaluation& eval) {
    char buffer[32];
    if (eval.mate)
        std::snprintf(buffer, sizeof buffer, "[%%eval #%d]", *eval.mate);
    else
        std::snprintf(buffer, sizeof buffer, "[%%eval %.2f]", eval.cp / 100.0);
    return buffer;
}

std::string stripReviewText(std::string_view comment) {
    static const std::regex eval(R"(\[%eval\s+[^\]]*\])");
    static const std::regex words(R"((Inaccuracy|Mistake|Blunder)\. \S+ was best\.)");
    std::string text = std::regex_replace(std::string(comment), eval, "");
    text = std::regex_replace(text, words, "");
    // Single spaces, none at the ends.
    std::string out;
    for (char c : text) {
        if (c == ' ' && (out.empty() || out.back() == ' '))
            continue;
        out += c;
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

ReviewResult reviewGame(GameRecord& record, Engine& engine, const ReviewOptions& options,
                        const std::atomic<bool>& stop, const ReviewProgress& progress,
                        const ReviewMoveJudged& judged) {
    SearchLimits limits;
    limits.depth = options.depth;
    limits.nodes = options.nodes;
    limits.moveTimeMs = options.moveTimeMs;
    if (!limits.depth && !limits.nodes && !limits.moveTimeMs)
        limits.depth = 8;
    engine.newGame(); // nothing learnt before: the same record and limits give the same review

    // Every position of the main line, the start included, in the game's order (what one
    // search leaves in the hash table helps the next); each move is judged as soon as the
    // position after it is evaluated.
    const std::vector<NodeId> line = record.mainLine();
    const int total = static_cast<int>(line.size()) + 1;
    ReviewResult result;
    PositionEval previous;
    Game game(record.startPosition());
    for (int i = 0; i < total; ++i) {
        const Color mover = game.position().sideToMove();
        if (i > 0)
            game.play(record.node(line[static_cast<std::size_t>(i - 1)]).move);
        PositionEval eval = evaluate(engine, game, limits, stop);
        if (stop.load())
            return {};
        if (i > 0) {
            result.moves.push_back(
                judgeMove(record, line[static_cast<std::size_t>(i - 1)], mover, previous, eval));
            if (judged)
                judged(result.moves.back());
        }
        previous = std::move(eval);
        if (progress)
            progress(i + 1, total);
    }
    result.complete = true;

    // Annotated at the end (variations add nodes but never change the main line).
    for (const MoveReview& r : result.moves)
        annotateMove(record, r, options.letters, options.variationPlies);
    summarise(result);
    return result;
}

std::uint64_t measureNodesPerSecond(Engine& engine, std::int64_t ms, const std::atomic<bool>& stop,
                                    const Position& start) {
    engine.newGame();
    SearchLimits limits;
    limits.moveTimeMs = std::max<std::int64_t>(ms, 1);
    const SearchResult result = engine.analyse(Game(start), limits, stop);
    engine.newGame();
    return result.nodes * 1000 / static_cast<std::uint64_t>(std::max<std::int64_t>(result.timeMs, 1));
}

std::string summaryText(const ReviewResult& result, Color side) {
    const SideSummary& s = result.sides[static_cast<std::size_t>(index(side))];
    auto count = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    char figures[96];
    std::snprintf(figures, sizeof figures, ", average loss %.0f cp, accuracy %.0f%%", s.averageCpLoss,
                  s.accuracy);
    return std::string(side == Color::White ? "White" : "Black") + ": "
           + count(s.inaccuracies, "inaccuracy", "inaccuracies") + ", "
           + count(s.mistakes, "mistake", "mistakes") + ", " + count(s.blunders, "blunder", "blunders")
           + figures;
}

} // namespace grand
