#pragma once

// What the status bar says during a promotion choice: the keys of the pieces on offer
// only, and why a key for a piece not on offer does nothing.

#include "engine/notation/san.h"

#include <QString>

#include <vector>

namespace grand::ui {

// "Promote: click a lit piece beside the board or press its letter (Q, R); "Stay a
// pawn" (P) ...". `choices` are the types on offer, `canStay` whether staying a pawn is.
QString promotionPrompt(const std::vector<PieceType>& choices, bool canStay, PieceLetters letters);
// Why `type` (PieceType::None: staying a pawn) cannot be chosen for `side`'s pawn going to
// `to` in `pos`.
QString unavailablePromotionText(const Position& pos, Color side, PieceType type, Square to);

} // namespace grand::ui
