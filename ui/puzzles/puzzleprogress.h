#pragma once

// The player's puzzle record, kept between runs in puzzles.json beside the autosave: the
// player's Glicko-2 rating, each tried puzzle's own rating as it moved, and the history of
// attempts (solved, solved with a hint, failed). Saved atomically after every attempt and
// read again just before (under a lock), so that two windows of the program add to the same
// record. A file that cannot be read is kept aside (renamed), never overwritten, and said so.

#include "engine/puzzles/glicko.h"
#include "ui/puzzles/puzzlecollection.h"

#include <QDateTime>
#include <QString>

#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace grand::ui {

class PuzzleProgress {
public:
    // Progress kept in `path` (read now if it exists).
    explicit PuzzleProgress(QString path);
    static QString defaultPath();

    // Why the file could not be read (and where it was put aside), empty if it could.
    const QString& loadProblem() const { return m_loadProblem; }

    const GlickoRating& player() const { return m_player; }
    // A puzzle's rating: as it moved here, or its collection rating (RD 150) if untried.
    GlickoRating puzzleRating(const Puzzle& puzzle) const { return puzzleRating(puzzle.id(), puzzle.rating); }
    GlickoRating puzzleRating(const std::string& id, int collectionRating) const;

    enum class Result { Solved, SolvedWithHint, Failed };
    struct Attempt {
        std::string id;
        Result result = Result::Failed;
        QDateTime when;
        int ratingAfter = 0; // the player's, rounded
        int puzzleRating = 0;
        bool rated = true; // false for a puzzle tried again
    };
    const std::vector<Attempt>& history() const { return m_history; }
    // The latest result of a puzzle, if tried.
    std::optional<Result> lastResult(const std::string& id) const;

    // Records the first try at `puzzle` (score 1, 0.5 or 0) and saves; returns the change of
    // the player's rating as shown (the whole rating after less the whole rating before). False in `saved`
    // when the file could not be written.
    double record(const Puzzle& puzzle, double score, bool* saved = nullptr);
    // Records another attempt at a puzzle tried before: in the history (so that one solved
    // at last leaves the failed ones), the ratings unchanged.
    void recordReplay(const Puzzle& puzzle, double score, bool* saved = nullptr);

    // The next puzzle for the player: one not tried yet (or, with `retryFailed`, one whose
    // last try failed), with `theme` if not empty, its rating near the player's (a random
    // one of the closest few); null when none is left.
    const Puzzle* choose(const PuzzleCollection& collection, const std::string& theme, bool retryFailed,
                         std::mt19937& random) const;

    // The theme last chosen, kept with the rest.
    const std::string& theme() const { return m_theme; }
    void setTheme(const std::string& theme);

    bool save() const;
    const QString& path() const { return m_path; }

private:
    void load();
    void reload();
    void add(Attempt attempt);
    // Reads the file again under its lock, makes `change` and saves: what another window wrote
    // meanwhile is kept. False if the file could not be written.
    template <class F>
    bool update(F change);

    QString m_path;
    QString m_loadProblem;
    GlickoRating m_player;
    std::map<std::string, GlickoRating> m_puzzles;
    std::vector<Attempt> m_history;
    std::map<std::string, Result> m_last; // each tried puzzle's latest result, from m_history
    std::string m_theme;
};

} // namespace grand::ui
