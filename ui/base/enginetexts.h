#pragma once

// The engine's words in the user's language. The engine (Qt-free) names pieces, playing
// levels and game endings in English for records and protocols; the desktop program shows
// them through these functions, which go through Qt's translation system.

#include "engine/analysis/ending.h"
#include "engine/rules/explain.h"
#include "engine/rules/types.h"
#include "engine/search/engine.h"

#include <QString>

namespace grand::ui {

// A piece type's name as written inside a sentence ("queen"; German "Dame").
QString pieceTypeText(PieceType t);

// A piece type's name as a title ("Queen").
QString pieceTypeTitle(PieceType t);

// A piece with its colour ("White queen"; German "Weiße Dame").
QString pieceText(Piece p);

// A playing level's name ("Club").
QString levelText(const PlayingLevel& level);

// A playing level as offered in a list, with its number and measured rating ("4 · Club · ≈1480");
// without the rating where it was not measured (`rated` false: the ratings are Grand Chess's).
QString levelChoiceText(const PlayingLevel& level, bool rated = true);

// How a level plays, in a sentence ("Looks six half-moves ahead and seldom strays ...").
QString levelDescription(const PlayingLevel& level);
// What the levels' ratings mean, for a tooltip.
QString levelRatingsExplained();
// A level's tooltip: how it plays, then what its rating means.
QString levelToolTip(const PlayingLevel& level, bool rated = true);

// A game's ending in plain words ("Checkmate", "Black resigned"); `side` as in
// describeEnding().
QString endingText(GameEnd how, Color side);

// Why a castling is refused (the engine's reason), in the user's words: "The king may not
// castle through f1, which the bishop on d3 attacks."
QString castlingRefusalText(const Position& pos, const CastlingRefusal& refusal);

} // namespace grand::ui
