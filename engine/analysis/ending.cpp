#include "engine/analysis/ending.h"

#include <cassert>

namespace grand {

namespace {

std::string sideName(Color c) { return c == Color::White ? "White" : "Black"; }
std::string winFor(Color c) { return c == Color::White ? "1-0" : "0-1"; }

} // namespace

Ending describeEnding(GameEnd how, Color side) {
    const std::string draw = "1/2-1/2";
    switch (how) {
    case GameEnd::Checkmate:
        return {winFor(~side), "normal", "Checkmate"};
    case GameEnd::Stalemate:
        return {draw, "normal", "Stalemate"};
    case GameEnd::StalemateLoss:
        return {winFor(~side), "normal", "Stalemate: " + sideName(side) + " cannot move and loses"};
    case GameEnd::Repetition:
        return {draw, "normal", "Threefold repetition"};
    case GameEnd::FiftyMoves:
        return {draw, "normal", "Fifty-move rule"};
    case GameEnd::InsufficientMaterial:
        return {draw, "normal", "Insufficient material"};
    case GameEnd::Resignation:
        return {winFor(~side), "normal", sideName(side) + " resigned"};
    case GameEnd::DrawAgreed:
        return {draw, "normal", "Draw agreed"};
    case GameEnd::TimeForfeit:
        return {winFor(~side), "time forfeit", sideName(side) + " lost on time"};
    case GameEnd::TimeoutVsInsufficient:
        return {draw, "time forfeit",
                sideName(side) + " ran out of time, but " + sideName(~side) + " has no mating material"};
    }
    return {};
}

GameEnd gameEndOf(GameOutcome outcome) {
    switch (outcome) {
    case GameOutcome::Checkmate:
        return GameEnd::Checkmate;
    case GameOutcome::Stalemate:
        return GameEnd::Stalemate;
    case GameOutcome::StalemateLoss:
        return GameEnd::StalemateLoss;
    case GameOutcome::Repetition:
        return GameEnd::Repetition;
    case GameOutcome::FiftyMoves:
        return GameEnd::FiftyMoves;
    case GameOutcome::InsufficientMaterial:
        return GameEnd::InsufficientMaterial;
    case GameOutcome::Ongoing:
        break;
    }
    assert(false && "the game is not over");
    return GameEnd::DrawAgreed;
}

void recordEnding(GameRecord& record, const Ending& ending) {
    record.setResult(ending.result);
    record.setTag("Termination", ending.termination);
    const NodeId last = record.mainLineEnd();
    std::string comment = record.node(last).commentAfter;
    const bool said =
        comment.size() >= ending.reason.size()
        && comment.compare(comment.size() - ending.reason.size(), std::string::npos, ending.reason) == 0;
    if (said)
        return;
    comment += (comment.empty() ? "" : " ") + ending.reason;
    record.setComment(last, CommentPlace::After, comment);
}

GameEnd timeoutEnd(const Position& pos, Color flagged) {
    if (pos.variant().onlyBareRoyalsDraw) { // a bare royal can never win, anything else may
        for (Square s = 0; s < SquareCount; ++s)
            if (const Piece p = pos.pieceOn(s);
                p != Piece::Empty && colorOf(p) != flagged && typeOf(p) != PieceType::King)
                return GameEnd::TimeForfeit;
        return GameEnd::TimeoutVsInsufficient;
    }
    for (int t = index(PieceType::Pawn); t < index(PieceType::King); ++t)
        if (pos.count(~flagged, PieceType(t)) > 0)
            return GameEnd::TimeForfeit;
    return GameEnd::TimeoutVsInsufficient;
}

} // namespace grand
