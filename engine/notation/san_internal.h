#pragma once

// What san.cpp shares with san_fantasy.cpp, Fantasy Grand Chess's SAN.

#include "engine/rules/expected.h"
#include "engine/rules/position.h"

#include <string>
#include <string_view>

namespace grand::detail {

// A token as it may appear in a message: control characters shown as '?', cut short.
std::string shownToken(std::string_view token);

// The origin file, rank or square that tells the move from others of its kind to the same square.
std::string disambiguation(const Position& pos, Move m);
// "+", "#" or nothing: whether the move checks, or mates.
std::string checkSign(const Position& pos, Move m);
// Why a piece of kind t cannot go to `to` when only its own royal stops it ("your king is
// in check: this move does not answer it."); empty when that is not the reason.
std::string royalReason(const Position& pos, PieceType t, Square to);

// SAN of a legal move in a Fantasy position (README, "Records").
std::string fantasyToSan(const Position& pos, Move m);
// Reads a move token of a Fantasy game; `s` is the token without check signs and annotations.
Expected<Move, std::string> fantasyParseSan(const Position& pos, std::string_view token, std::string_view s);

} // namespace grand::detail
