#pragma once

// Reviewing a game as lichess does: the engine evaluates every position of the main line,
// each move is judged by how much of the mover's chance to win it threw away against the
// engine's best (a logistic curve of the centipawn score, mate scores capped), and the
// record is annotated in place: the evaluation as a `[%eval 0.35]` comment after every
// move, `?!` / `?` / `??` on the moves that lost too much, and the engine's better line
// as a variation. Annotating an annotated record replaces the earlier annotations.

#include "engine/notation/record.h"
#include "engine/notation/san.h"
#include "engine/search/engine.h"

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grand {

// An evaluation from White's point of view: centipawns, or moves to mate (positive: White
// mates; 0 with `mate` set: the side to move is checkmated).
struct Evaluation {
    int cp = 0;
    std::optional<int> mate;

    // Centipawns with a mate counted as ±`cap`, every score clamped to ±`cap`.
    int cappedCp(int cap = 1000) const;
    bool operator==(const Evaluation&) const = default;
};

// The `[%eval ...]` command of a comment, if it has one: "[%eval 0.35]", "[%eval -1.2]",
// "[%eval #3]", "[%eval #-2]" (also with lichess's ",depth" suffix).
std::optional<Evaluation> parseEvalCommand(std::string_view comment);
// "[%eval 0.35]", "[%eval #-2]".
std::string evalCommand(const Evaluation& eval);
// The comment without its `[%eval]` command and without the words a review adds.
std::string stripReviewText(std::string_view comment);

// Winning chances of a centipawn score in [-1, 1] (lichess's curve; capped at ±1000 cp).
double winningChances(int cp);

enum class Judgement { None, Inaccuracy, Mistake, Blunder };
int judgementNag(Judgement j);          // 6, 2, 4; 0 for None
const char* judgementName(Judgement j); // "Inaccuracy", "Mistake", "Blunder", ""

// What the review found for one move of the main line.
struct MoveReview {
    NodeId node = -1;
    Color mover = Color::White;
    Evaluation before; // the position before the move, with the engine's best play
    Evaluation after;  // after the move played
    Move best;         // the engine's choice before the move
    std::vector<Move> bestLine;
    int cpLoss = 0;      // against the best, for the mover, scores capped at ±1000
    double accuracy = 0; // lichess's per-move accuracy, 0..100
    Judgement judgement = Judgement::None;
};

struct SideSummary {
    int moves = 0;
    int inaccuracies = 0;
    int mistakes = 0;
    int blunders = 0;
    double averageCpLoss = 0;
    double accuracy = 0; // mean of the moves' accuracies, 0..100
};

struct ReviewResult {
    bool complete = false; // false: stopped before the end; the record was not changed
    std::vector<MoveReview> moves;
    std::array<SideSummary, 2> sides; // [White, Black]
};

struct ReviewOptions {
    int depth = 0;           // search depth per position (0: none)
    std::uint64_t nodes = 0; // or nodes per position
    // Or time per position. Only depth and nodes make a review repeatable: the nodes a search
    // gets in a given time vary with the machine's load, and so do its scores and the marks.
    std::int64_t moveTimeMs = 0;
    int variationPlies = 8; // how much of the engine's better line goes into the record
    PieceLetters letters = PieceLetters::FairyStockfish; // of the moves named in comments
};

// Called after each evaluated position: (done, total) positions.
using ReviewProgress = std::function<void(int done, int total)>;
// Called as soon as a move is judged (once the positions before and after it are
// evaluated), in the order of the game, before the record is annotated.
using ReviewMoveJudged = std::function<void(const MoveReview& move)>;

// Evaluates every position of `record`'s main line with `engine` and, unless `stop` was
// set, annotates the record (see the file comment) and returns what it found. `stop` may be
// set from another thread; the review then ends within a few milliseconds. The engine
// starts afresh (newGame) and the positions are searched in the game's order, so the same
// record, depth or nodes give the same review.
ReviewResult reviewGame(GameRecord& record, Engine& engine, const ReviewOptions& options,
                        const std::atomic<bool>& stop, const ReviewProgress& progress = {},
                        const ReviewMoveJudged& judged = {});

// Sets the review's annotations of one move of `record` (its evaluation and judgement in
// the comment, the judgement's NAG, the better line as a variation), replacing those of an
// earlier review. `move.node` must be a move of `record`'s main line.
void annotateMove(GameRecord& record, const MoveReview& move, PieceLetters letters, int variationPlies);

// How many nodes a search of `engine` visits in a second on this machine (a search of
// `start`, a game's start position, for about `ms`, on a fresh hash table). A review "by
// time" turns its time per position into nodes with it once per game, and is repeatable
// from then on.
std::uint64_t measureNodesPerSecond(Engine& engine, std::int64_t ms, const std::atomic<bool>& stop,
                                    const Position& start);

// One line per side for a person: "White: 1 inaccuracy, 0 mistakes, 2 blunders, average
// loss 45 cp, accuracy 81%".
std::string summaryText(const ReviewResult& result, Color side);

} // namespace grand
