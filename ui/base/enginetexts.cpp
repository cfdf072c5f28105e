#include "ui/base/enginetexts.h"

#include <QCoreApplication>

#include <array>

namespace grand::ui {

namespace {

constexpr const char* Context = "grand::ui::EngineTexts";

QString translated(const char* text) { return QCoreApplication::translate(Context, text); }

// In PieceType order: None, Pawn, Knight, Bishop, Rook, Queen, Cardinal, Marshal, King.
constexpr std::array<const char*, 9> TypeNames = {
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "piece"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "pawn"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "knight"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "bishop"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "rook"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "queen"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "cardinal"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "marshal"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "king"),
};

constexpr std::array<const char*, 9> WhitePieces = {
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White piece"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White pawn"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White knight"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White bishop"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White rook"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White queen"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White cardinal"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White marshal"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White king"),
};

constexpr std::array<const char*, 9> BlackPieces = {
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black piece"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black pawn"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black knight"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black bishop"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black rook"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black queen"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black cardinal"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black marshal"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black king"),
};

// In level order, 1 to 8; the English names are the engine's (engine/search/engine.cpp).
constexpr std::array<const char*, LevelCount> LevelNames = {
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Beginner"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Novice"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Casual"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Club"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Strong club"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Expert"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Master"),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Full strength"),
};

// How each level plays, in a player's words (engine/search/engine.cpp's table is what they describe).
constexpr std::array<const char*, LevelCount> LevelDescriptions = {
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                      "Looks at its own move but not at your answer: it leaves pieces where you can take "
                      "them and grabs pawns that are defended."),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                      "Sees exchanges through but looks only one move ahead: it keeps its pieces safe, yet "
                      "misses forks and threats."),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                      "Looks three half-moves ahead and often prefers a reasonable move to the best one."),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                      "Looks four half-moves ahead; now and then it prefers a reasonable move to the best."),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                      "Looks six half-moves ahead and seldom strays from its best moves."),
    QT_TRANSLATE_NOOP(
        "grand::ui::EngineTexts",
        "Weighs up to half a million positions a move; a little chance keeps its games varied."),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                      "Judges with the learned evaluation, up to a hundred thousand positions a move, and "
                      "nearly always plays its best."),
    QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                      "All it has: the learned evaluation, the threads Preferences allow, the whole clock."),
};

std::size_t slot(PieceType t) { return static_cast<std::size_t>(t); }

} // namespace

QString pieceTypeText(PieceType t) { return translated(TypeNames[slot(t)]); }

QString pieceTypeTitle(PieceType t) {
    QString name = pieceTypeText(t);
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

QString pieceText(Piece p) {
    const std::size_t t = slot(typeOf(p));
    return translated(colorOf(p) == Color::White ? WhitePieces[t] : BlackPieces[t]);
}

QString levelText(const PlayingLevel& level) {
    const int i = level.level - 1;
    if (i < 0 || i >= LevelCount)
        return QString::fromUtf8(level.name.data(), static_cast<int>(level.name.size()));
    return translated(LevelNames[static_cast<std::size_t>(i)]);
}

QString levelChoiceText(const PlayingLevel& level, bool rated) {
    if (!rated)
        return QStringLiteral("%1 · %2").arg(level.level).arg(levelText(level));
    return QStringLiteral("%1 · %2 · ≈%3").arg(level.level).arg(levelText(level)).arg(level.approximateElo);
}

QString levelDescription(const PlayingLevel& level) {
    const int i = level.level - 1;
    return i < 0 || i >= LevelCount ? QString() : translated(LevelDescriptions[static_cast<std::size_t>(i)]);
}

QString levelRatingsExplained() {
    return translated(QT_TRANSLATE_NOOP(
        "grand::ui::EngineTexts", "Ratings measured in games at 10 s + 0.1 s a move between the levels "
                                  "and against Fairy-Stockfish 11.1 at its skill levels and Sjaak II, on a "
                                  "scale where Fairy-Stockfish 11.1 at full strength is 3000."));
}

QString levelToolTip(const PlayingLevel& level, bool rated) {
    return rated ? levelDescription(level) + QStringLiteral("\n\n") + levelRatingsExplained()
                 : levelDescription(level);
}

QString endingText(GameEnd how, Color side) {
    const bool white = side == Color::White;
    switch (how) {
    case GameEnd::Checkmate:
        return translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Checkmate"));
    case GameEnd::Stalemate:
        return translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Stalemate"));
    case GameEnd::StalemateLoss:
        return white ? translated(
                   QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Stalemate: White cannot move and loses"))
                     : translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                                                    "Stalemate: Black cannot move and loses"));
    case GameEnd::Repetition:
        return translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Threefold repetition"));
    case GameEnd::FiftyMoves:
        return translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Fifty-move rule"));
    case GameEnd::InsufficientMaterial:
        return translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Insufficient material"));
    case GameEnd::Resignation:
        return white ? translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White resigned"))
                     : translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black resigned"));
    case GameEnd::DrawAgreed:
        return translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Draw agreed"));
    case GameEnd::TimeForfeit:
        return white ? translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "White lost on time"))
                     : translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts", "Black lost on time"));
    case GameEnd::TimeoutVsInsufficient:
        return white
                   ? translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                                                  "White ran out of time, but Black has no mating material"))
                   : translated(QT_TRANSLATE_NOOP("grand::ui::EngineTexts",
                                                  "Black ran out of time, but White has no mating material"));
    }
    return {};
}

} // namespace grand::ui

namespace grand::ui {

namespace {
constexpr const char* CastlingContext = "grand::ui::CastlingTexts";
} // namespace

QString castlingRefusalText(const Position& pos, const CastlingRefusal& refusal) {
    using Why = CastlingRefusal::Why;
    const auto say = [](const char* text) { return QCoreApplication::translate(CastlingContext, text); };
    const QString side = pos.sideToMove() == Color::White
                             ? say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts", "White"))
                             : say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts", "Black"));
    const QString wing = refusal.kingside
                             ? say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts", "kingside (O-O)"))
                             : say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts", "queenside (O-O-O)"));
    const QString square =
        refusal.square == NoSquare ? QString() : QString::fromStdString(squareName(refusal.square));
    const auto pieceOn = [&pos](Square s) { return pieceTypeText(typeOf(pos.pieceOn(s))); };
    const QString by = refusal.by == NoSquare ? QString() : QString::fromStdString(squareName(refusal.by));
    switch (refusal.why) {
    case Why::None:
        return {};
    case Why::NoCastling:
        return say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts", "There is no castling in this game."));
    case Why::KingMoved:
        return say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts",
                                     "The king has moved: %1 may no longer castle."))
            .arg(side);
    case Why::RookGone:
        return say(QT_TRANSLATE_NOOP(
                       "grand::ui::CastlingTexts",
                       "The rook on %1 has moved or been captured: %2 may no longer castle %3."))
            .arg(square, side, wing);
    case Why::RookMoved:
        return say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts",
                                     "The rook on %1 has moved: %2 may no longer castle %3."))
            .arg(square, side, wing);
    case Why::InCheck:
        return by.isEmpty()
                   ? say(
                       QT_TRANSLATE_NOOP("grand::ui::CastlingTexts", "The king may not castle out of check."))
                   : say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts",
                                           "The king may not castle out of check (the %1 on %2 gives it)."))
                         .arg(pieceOn(refusal.by), by);
    case Why::Between:
        return say(QT_TRANSLATE_NOOP(
                       "grand::ui::CastlingTexts",
                       "The king may not castle %1: the %2 on %3 stands between the king and the rook."))
            .arg(wing, pieceOn(refusal.square), square);
    case Why::Through:
        return by.isEmpty()
                   ? say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts",
                                           "The king may not castle through %1, which is attacked."))
                         .arg(square)
                   : say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts",
                                           "The king may not castle through %1, which the %2 on %3 attacks."))
                         .arg(square, pieceOn(refusal.by), by);
    case Why::Onto:
        return by.isEmpty()
                   ? say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts",
                                           "The king may not castle onto %1, which is attacked."))
                         .arg(square)
                   : say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts",
                                           "The king may not castle onto %1, which the %2 on %3 attacks."))
                         .arg(square, pieceOn(refusal.by), by);
    case Why::Other:
        break;
    }
    return say(QT_TRANSLATE_NOOP("grand::ui::CastlingTexts", "The king may not castle %1 now.")).arg(wing);
}

} // namespace grand::ui
