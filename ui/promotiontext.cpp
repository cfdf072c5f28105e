#include "promotiontext.h"

#include <QCoreApplication>

namespace grand::ui {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("Promotion", text); }
} // namespace

QString promotionPrompt(const std::vector<PieceType>& choices, bool canStay, PieceLetters letters) {
    QStringList keys;
    for (PieceType t : PromotionTypes)
        if (std::find(choices.begin(), choices.end(), t) != choices.end())
            keys << QString(QChar(pieceLetter(t, letters)));
    const QString list = keys.join(QStringLiteral(", "));
    if (canStay)
        return tr("Promote: click a lit piece beside the board (%1) or \"Stay a pawn\" (P); Esc cancels.")
            .arg(list);
    return tr("The pawn must promote: click a lit piece beside the board (%1); Esc cancels.").arg(list);
}

QString unavailablePromotionText(const Position& pos, Color side, PieceType type, Square to) {
    const QString square = QString::fromStdString(squareName(to));
    if (type == PieceType::None || type == PieceType::Pawn)
        return tr("A pawn on %1 cannot stay a pawn: on the last rank it must promote.").arg(square);
    const QString name = QString::fromStdString(pieceName(type));
    const QString colour = side == Color::White ? tr("White") : tr("Black");
    if (pos.available(side, type) == 0)
        return tr("No %1 to promote to: %2 has not lost one, and a pawn only becomes a piece its side has "
                  "lost.")
            .arg(name, colour);
    return tr("The pawn cannot become a %1 here.").arg(name);
}

} // namespace grand::ui
