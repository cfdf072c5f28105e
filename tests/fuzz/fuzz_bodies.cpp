#include "fuzz_bodies.h"

#include "engine/notation/pgn.h"
#include "engine/notation/pgn_splice.h"
#include "engine/notation/san.h"
#include "engine/protocol/protocol.h"
#include "engine/rules/armies.h"
#include "engine/rules/game.h"
#include "engine/rules/movegen.h"
#include "engine/rules/position.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

namespace grand::fuzz {

namespace {

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
    std::abort();
}

void check(bool ok, const std::string& what) {
    if (!ok)
        fail(what);
}

} // namespace

void fen(std::string_view data) {
    const auto read = Position::fromFen(data);
    if (!read)
        return;
    Position pos = read.value();
    std::string why;
    check(pos.isConsistent(&why), "accepted FEN gives an inconsistent position: " + why);
    const std::string written = pos.fen();
    const auto again = Position::fromFen(written);
    check(again.hasValue(), "written FEN does not read back: " + written);
    check(again.value().fen() == written, "FEN round trip changes " + written);
    check(again.value().key() == pos.key(), "FEN round trip changes the key of " + written);
    const Army mover = pos.army(pos.sideToMove());
    for (Move m : legalMoves(pos)) {
        UndoInfo undo;
        pos.doMove(m, undo);
        check(pos.isConsistent(&why), "after " + toUci(m, mover) + " from " + written + ": " + why);
        pos.undoMove(m, undo);
        check(pos.fen() == written, "make/unmake of " + toUci(m, mover) + " changes " + written);
    }
}

void san(std::string_view data) {
    // "@" and a byte first: a Fantasy Grand Chess game of the pairing that byte picks; "&"
    // first: an Embassy Chess game.
    Game game;
    if (data.size() >= 2 && data[0] == '@') {
        const auto pick = static_cast<std::size_t>(static_cast<unsigned char>(data[1]) % 36);
        game = Game(Position::fantasyStart(Armies[pick / 6], Armies[pick % 6]));
        data.remove_prefix(2);
    } else if (!data.empty() && data[0] == '&') {
        game = Game(Position::start(embassyChess()));
        data.remove_prefix(1);
    }
    SanDialect dialect;
    std::istringstream in{std::string(data)};
    std::string token;
    for (int count = 0; in >> token && count < 600; ++count) {
        const Position& pos = game.position();
        const auto move = parseSan(pos, token, dialect);
        if (!move) {
            check(!move.error().empty(), "empty error for " + token);
            continue;
        }
        check(isLegal(pos, move.value()), "parseSan accepted an illegal move: " + token);
        SanDialect fresh;
        const std::string written = toSan(pos, move.value());
        const auto back = parseSan(pos, written, fresh);
        check(back.hasValue() && back.value() == move.value(),
              "SAN " + written + " (from " + token + ") does not read back in " + pos.fen());
        game.play(move.value());
    }
}

void pgn(std::string_view data) {
    const std::string text = decodeText(data);
    const std::vector<PgnEntry> entries = readPgn(text);
    for (std::size_t index = 0; index < entries.size(); ++index) {
        const PgnEntry& entry = entries[index];
        check(entry.game.has_value() || entry.error.has_value(),
              "a PGN entry is neither a game nor an error");
        if (entry.error)
            check(entry.error->line >= 1 && entry.error->column >= 1 && !entry.error->message.empty(),
                  "a PGN error without a place or a reason");
        if (!entry.game)
            continue;
        // The law: what was read (whole or up to a fault) writes and reads back as the same
        // record, in either letter set, and writing it again gives the same bytes.
        const GameRecord& game = *entry.game;
        for (PieceLetters letters : {PieceLetters::FairyStockfish, PieceLetters::Freeling}) {
            PgnWriteOptions options;
            options.letters = letters;
            const std::string written = writePgn(game, options);
            const auto again = readPgn(written);
            check(again.size() == 1 && again.front().complete(),
                  "written game does not read back:\n" + written);
            check(*again.front().game == game, "PGN round trip changes the record:\n" + written);
            check(writePgn(*again.front().game, options) == written,
                  "PGN writing is not stable:\n" + written);
        }
        // The save's splice: nothing changed gives the same bytes; a comment and a NAG
        // written in place read back as the edited game, every other game unchanged.
        if (!entry.complete())
            continue;
        check(spliceAnnotations(text, entries, index, game) == text,
              "an unchanged game does not splice to the same text");
        if (game.mainLine().empty())
            continue;
        GameRecord edited = game;
        edited.setComment(edited.mainLineEnd(), CommentPlace::After, "a note");
        edited.setNags(edited.mainLine().front(), {5});
        if (const auto out = spliceAnnotations(text, entries, index, edited)) {
            const auto after = readPgn(*out);
            check(after.size() == entries.size() && after[index].complete() && *after[index].game == edited,
                  "a spliced annotation does not read back:\n" + *out);
        }
    }
}

void protocol(std::string_view data) {
    std::istringstream in{std::string(data)};
    std::ostringstream out;
    EngineBounds bounds;
    bounds.maxNodes = 500;
    bounds.maxHashMegabytes = 1;
    bounds.maxPerftDepth = 2;
    runProtocol(in, out, bounds);
}

} // namespace grand::fuzz
