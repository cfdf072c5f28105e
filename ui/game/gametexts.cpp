#include "ui/game/gametexts.h"

#include "ui/base/armytexts.h"
#include "ui/base/gametexts.h"
#include "ui/game/gamesetup.h"

#include <QObject>

#include <cstdlib>

namespace grand::ui {

namespace {
// "The Orc struck the Loremaster on b3. " when the game's last move was an Orc's strike,
// which would otherwise leave the struck piece's owner looking for it.
QString strikeText(const Game& game) {
    if (game.moves().empty() || !game.moves().back().isStrike())
        return {};
    const Move m = game.moves().back();
    const Position before = game.positionAt(game.plyCount() - 1);
    const Piece victim = before.pieceOn(m.struck());
    const Piece orc = before.pieceOn(m.from());
    const Piece captured = before.pieceOn(m.to());
    const QString orcName = armyPieceName(before.army(colorOf(orc)), typeOf(orc));
    const QString victimName = armyPieceName(before.army(colorOf(victim)), typeOf(victim));
    if (captured != Piece::Empty) // Oxf3xj2: a capture on f3, then the strike on j2
        return QObject::tr("The %1 took the %2 on %3, struck the %4 on %5 and left the board. ")
            .arg(orcName, armyPieceName(before.army(colorOf(captured)), typeOf(captured)),
                 QString::fromStdString(squareName(m.to())), victimName,
                 QString::fromStdString(squareName(m.struck())));
    return QObject::tr("The %1 struck the %2 on %3 and left the board. ")
        .arg(orcName, victimName, QString::fromStdString(squareName(m.struck())));
}

// A tag's value as shown (the words a new game's tags were given, in the user's language);
// empty for "?".
QString named(const GameRecord& record, const std::string& tag) {
    const QString value = shownTagValue(tag, record.tag(tag));
    return value == "?" ? QString() : value;
}

// The PGN standard's [Termination] values, as shown; a record's other values are shown as
// written.
struct Termination {
    const char* tag;
    const char* text;
};
constexpr Termination Terminations[] = {
    {"abandoned", QT_TRANSLATE_NOOP("QObject", "Abandoned")},
    {"adjudication", QT_TRANSLATE_NOOP("QObject", "Adjudication")},
    {"death", QT_TRANSLATE_NOOP("QObject", "Death")},
    {"emergency", QT_TRANSLATE_NOOP("QObject", "Emergency")},
    {"rules infraction", QT_TRANSLATE_NOOP("QObject", "Rules infraction")},
    {"time forfeit", QT_TRANSLATE_NOOP("QObject", "Time forfeit")},
    {"unterminated", QT_TRANSLATE_NOOP("QObject", "Unterminated")},
};
} // namespace

QString stateText(const GameController& c) {
    const Position& shown = c.viewPosition();
    if (c.isBrowsing()) {
        return c.isInVariation()
                   ? QObject::tr("In a variation, move %1: %2 to move here. End returns to the game.")
                         .arg((c.viewPly() + 1) / 2)
                         .arg(colorName(shown.sideToMove()))
                   : QObject::tr("Looking at move %1 of %2: %3 to move here. End returns to the game.")
                         .arg((c.viewPly() + 1) / 2)
                         .arg((c.game().plyCount() + 1) / 2)
                         .arg(colorName(shown.sideToMove()));
    }
    if (c.isOver())
        return QObject::tr("%1 (%2)").arg(c.reasonText(), c.resultText());
    if (c.isThinking())
        return QObject::tr("%1 (the computer) is thinking...").arg(colorName(shown.sideToMove()));
    QString text = strikeText(c.game()) + QObject::tr("%1 to move.").arg(colorName(shown.sideToMove()));
    if (shown.inCheck())
        text += QObject::tr(" Check!");
    return text;
}

QString playerName(const GameController& c, Color side) {
    if (c.player(side) == PlayerKind::Computer)
        return levelName(c.setup().level);
    const std::string tag = side == Color::White ? "White" : "Black";
    QString name = named(c.tree(), tag);
    if (name.isEmpty())
        return QObject::tr("Human");
    if (const QString elo = named(c.tree(), tag + "Elo"); !elo.isEmpty() && elo != "-")
        name += QStringLiteral(" (%1)").arg(elo);
    return name;
}

QString evaluationText(int whiteScore) {
    if (const int mate = mateInMoves(whiteScore))
        return mate > 0 ? QObject::tr("White mates in %1").arg(mate)
                        : QObject::tr("Black mates in %1").arg(-mate);
    if (isMateScore(whiteScore)) // the mate is on the board
        return whiteScore > 0 ? QObject::tr("White has mated") : QObject::tr("Black has mated");
    const QString pawns = QString::number(std::abs(whiteScore) / 100.0, 'f', 2);
    if (std::abs(whiteScore) < 20)
        return QObject::tr("about level, %1%2").arg(whiteScore >= 0 ? "+" : "-", pawns);
    return whiteScore > 0 ? QObject::tr("White is better by %1").arg(pawns)
                          : QObject::tr("Black is better by %1").arg(pawns);
}

QString recordedEnding(const GameRecord& record) {
    if (const std::string termination = record.tag("Termination");
        !termination.empty() && termination != "normal") {
        for (const Termination& t : Terminations)
            if (termination == t.tag)
                return QObject::tr(t.text);
        QString text = QString::fromStdString(termination);
        text[0] = text[0].toUpper();
        return text;
    }
    return record.result() == "1/2-1/2" ? QObject::tr("Drawn")
           : record.result() == "1-0"   ? QObject::tr("White won")
                                        : QObject::tr("Black won");
}

QString playersTitle(const GameRecord& record) {
    const QString white = named(record, "White"), black = named(record, "Black");
    QStringList parts;
    if (!white.isEmpty() && !black.isEmpty())
        parts << QStringLiteral("%1 – %2").arg(white, black);
    if (const QString armies = armiesText(record.startPosition()); !armies.isEmpty())
        parts << armies;
    else if (const QString game = gameNameToSay(record.startPosition()); !game.isEmpty())
        parts << game;
    if (const QString event = named(record, "Event"); !event.isEmpty())
        parts << event;
    if (const QString year = named(record, "Date").left(4); year.size() == 4 && !year.contains('?'))
        parts << year;
    return parts.isEmpty() ? QString() : QStringLiteral(" · ") + parts.join(QStringLiteral(", "));
}

} // namespace grand::ui
