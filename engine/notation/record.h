#pragma once

// A game record: everything a PGN game can say. Tags in file order, the start position, a
// tree of moves (the main line and nested variations), comments before and after moves,
// NAGs, the result. The PGN reader fills it, the writer writes all of it back, and the
// desktop program and the command line use nothing else.

#include "engine/rules/game.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grand {

// A node of the move tree. Ids are stable for the life of the record: editing never
// renumbers a node, and the id of a deleted node is never given to another.
using NodeId = int;

enum class CommentPlace { Before, After };

struct RecordNode {
    Move move;                    // none for the root (the start position)
    NodeId parent = -1;           // -1 for the root
    std::vector<NodeId> children; // children[0] continues the line; the others are variations
    std::vector<int> nags;        // $n in order; the root has none
    std::string commentBefore;    // shown before the move
    std::string commentAfter;     // after the move; the root's is the comment before the game
    bool alive = true;            // false once deleted
};

using Tag = std::pair<std::string, std::string>;

class GameRecord {
public:
    static constexpr NodeId Root = 0;
    // The seven-tag roster of the PGN standard, in its order.
    static const std::vector<std::string>& rosterNames();

    GameRecord() : GameRecord(Position()) {}
    explicit GameRecord(const Position& start);
    // A record of a played game: its moves as the main line.
    static GameRecord fromGame(const Game& game);

    // ---- Tags ----
    // Every tag in file order, except those the record holds itself: Result (result()),
    // FEN and SetUp (startPosition()), Variant, WhiteArmy and BlackArmy (the start
    // position's game and armies) and PieceLetters (a dialect of the file, not of the game).
    const std::vector<Tag>& tags() const { return m_tags; }
    // The value of a tag, empty if absent; "Result" gives result().
    std::string tag(std::string_view name) const;
    bool hasTag(std::string_view name) const;
    // Sets a tag in place, or appends it; "Result" sets result(); the tags the record holds
    // itself otherwise are ignored (they are not tags of this record).
    void setTag(const std::string& name, const std::string& value);
    void removeTag(std::string_view name);
    // The tags as a file shows them: the roster first ("?" or "????.??.??" where absent,
    // Result from result()), then the others in their order.
    std::vector<Tag> exportTags() const;
    // Whether a tag name is one the record holds itself, never in tags().
    static bool isOwnedTag(std::string_view name);
    // The tags as a file had them, every one in its order and words ([Variant "Grand"],
    // [FEN] of the standard start), so that writing the record back keeps what the user did
    // not change (writePgn); empty for a record made here. Not part of operator==.
    const std::vector<Tag>& tagsAsRead() const { return m_tagsAsRead; }
    void setTagsAsRead(std::vector<Tag> tags) { m_tagsAsRead = std::move(tags); }

    // "1-0", "0-1", "1/2-1/2" or "*".
    const std::string& result() const { return m_result; }
    void setResult(const std::string& result);
    // The record's [Termination] tag ("normal", "time forfeit", ...), empty if absent.
    std::string termination() const { return tag("Termination"); }

    // ---- The move tree ----
    const Position& startPosition() const { return m_start; }
    // Starts over from a position: every move is removed, tags and result are kept.
    void setStartPosition(const Position& start);

    bool contains(NodeId id) const;
    // The node `id`; it must exist (contains(id)).
    const RecordNode& node(NodeId id) const;
    // Number of node ids ever given out; ids of deleted nodes are not valid.
    int idCount() const { return static_cast<int>(m_nodes.size()); }
    // The last node of the main line (Root for a record without moves).
    NodeId mainLineEnd() const;
    // The nodes from the first move to `id` (empty for the root).
    std::vector<NodeId> lineTo(NodeId id) const;
    // The main line's nodes, first move first.
    std::vector<NodeId> mainLine() const;
    // Whether `id` is on the main line (the root is).
    bool isMainLine(NodeId id) const;
    // The position after the move of `id`.
    Position positionAt(NodeId id) const;
    // The game up to `id` (its moves, repetitions, status); gameAt(mainLineEnd()) is the
    // main line.
    Game gameAt(NodeId id) const;
    Game mainGame() const { return gameAt(mainLineEnd()); }
    // Child indices from the root to `id` ("path"); changes when variations are promoted.
    std::vector<int> pathTo(NodeId id) const;
    // The node a path leads to, or -1.
    NodeId nodeAt(const std::vector<int>& path) const;

    // ---- Editing ----
    // Plays `move` after `at`: an existing child with that move is returned as it is;
    // otherwise the move starts the line there (no child yet) or a new variation. Returns
    // -1 (and changes nothing) when the move is not legal after `at`.
    NodeId addMove(NodeId at, Move move);
    // Appends `move` as a new child of `at` (the continuation if `at` has none, else a new
    // variation), even when such a child exists. `before` must be positionAt(at): the
    // reader passes the position it keeps anyway. Returns -1 if the move is not legal there.
    NodeId appendMove(NodeId at, const Position& before, Move move);
    // Appends a move at the end of the main line; false if it is not legal there.
    bool playMainLine(Move move);
    // Appends a copy of `node` of `from` (its move, comments, NAGs and every move after it,
    // variations included) as a new child of `at`, whose position must be the one `node`
    // was played from. Returns the copy's id, or -1 if its move is not legal at `at`.
    NodeId copySubtree(NodeId at, const GameRecord& from, NodeId node);
    // Makes the variation that `id` lies in the continuation at its branching point (the
    // former continuation becomes the first variation). False if `id` is on the main line.
    bool promoteVariation(NodeId id);
    // Promotes until `id` is on the main line.
    void makeMainLine(NodeId id);
    // Removes `id` and every move after it (its variations included). Not the root.
    void deleteFrom(NodeId id);
    // A comment before or after a move; the root has only the one after (the comment
    // before the game). Comments are written with their white space as single spaces.
    void setComment(NodeId id, CommentPlace place, std::string text);
    // NAGs of a move (not of the root).
    void setNags(NodeId id, std::vector<int> nags);
    void addNag(NodeId id, int nag);

    // Same tags (as exported), start, moves, tree shape, comments, NAGs and result; node
    // ids and the order of non-roster tags among the roster do not matter.
    bool operator==(const GameRecord& other) const;
    // The same game whatever the tags: start, result, and every move, NAG, comment and
    // variation (what the movetext holds).
    bool sameMovetext(const GameRecord& other) const;

private:
    RecordNode& mutableNode(NodeId id);
    void killSubtree(NodeId id);

    std::vector<Tag> m_tags;
    std::vector<Tag> m_tagsAsRead;
    std::string m_result = "*";
    Position m_start;
    std::vector<RecordNode> m_nodes; // [Root] is the start position
};

// NAG numbers of the traditional move suffixes: "!" 1, "?" 2, "!!" 3, "??" 4, "!?" 5,
// "?!" 6; 0 for anything else.
int nagOfSuffix(std::string_view suffix);

// How a NAG is shown beside a move: "!" for $1 ... "?!" for $6, the usual symbols for the
// common evaluations ("=" $10, "±" $16, "+−" $18, ...) and observations ("↑" initiative
// $36/$37, "→" attack $40/$41, "N" novelty $146, ... as lichess shows them), "$n" for the
// others. UTF-8.
std::string nagGlyph(int nag);

// What a NAG speaks of, as lichess groups them: the move ($1-$9: "!", "?", ...), the
// position after it ($10-$19: "=", "±", ...), an observation with a symbol (zugzwang,
// development, initiative, attack, counterplay, novelty), or anything else.
enum class NagKind { Move, Position, Observation, Other };
NagKind nagKind(int nag);

// A move's NAGs with `nag` chosen as lichess does: a NAG it has is taken off; a move or
// position NAG replaces the one of its kind; an observation joins the others. The result
// is in the order move, position, observations, then the others as they were.
std::vector<int> toggledNags(const std::vector<int>& nags, int nag);

} // namespace grand
