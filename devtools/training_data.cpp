#include "training_data.h"

#include "engine/rules/movegen.h"

#include <charconv>
#include <cstdlib>

namespace grand::dev {

std::optional<TrainingLine> parseTrainingLine(std::string_view line) {
    const auto bar1 = line.find('|');
    if (bar1 == std::string_view::npos)
        return std::nullopt;
    const auto bar2 = line.find('|', bar1 + 1);
    const std::string_view result =
        line.substr(bar1 + 1, bar2 == std::string_view::npos ? line.npos : bar2 - bar1 - 1);
    TrainingLine out;
    if (result == "1-0")
        out.whiteResult = 1.0;
    else if (result == "0-1")
        out.whiteResult = 0.0;
    else if (result == "1/2-1/2")
        out.whiteResult = 0.5;
    else if (result == "*")
        out.resultKnown = false;
    else
        return std::nullopt;
    if (bar2 != std::string_view::npos) {
        const std::string_view text = line.substr(bar2 + 1);
        int score = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), score);
        if (ec != std::errc() || end != text.data() + text.size())
            return std::nullopt;
        out.whiteScore = score;
    }
    auto pos = Position::fromFen(line.substr(0, bar1));
    if (!pos)
        return std::nullopt;
    out.position = pos.value();
    return out;
}

std::optional<Position> randomPositionNear(const Position& from, std::mt19937_64& rng) {
    Position q = from;
    const int plies = 1 + static_cast<int>(rng() % 4);
    for (int i = 0; i < plies; ++i) {
        const MoveList moves = legalMoves(q);
        if (moves.size() == 0)
            break;
        UndoInfo undo;
        q.doMove(moves[static_cast<int>(rng() % static_cast<std::uint64_t>(moves.size()))], undo);
    }
    if (q.inCheck() || legalMoves(q).size() == 0)
        return std::nullopt;
    return q;
}

void GameRecorder::note(const Position& before, Move played, int score) {
    if (!before.inCheck() && !before.isCapture(played) && !played.isPromotion() && std::abs(score) < 2000)
        m_positions.emplace_back(before.fen(), before.sideToMove() == Color::White ? score : -score);
}

std::string GameRecorder::lines(std::string_view result) const {
    std::string out;
    for (const auto& [fen, score] : m_positions) {
        out += fen;
        out += '|';
        out += result;
        out += '|';
        out += std::to_string(score);
        out += '\n';
    }
    return out;
}

} // namespace grand::dev
