#include "ui/board/promotiontext.h"

#include "ui/base/enginetexts.h"

#include <QCoreApplication>

namespace grand::ui {

QString promotionPrompt(const std::vector<PieceType>& choices, bool canStay, PieceLetters letters) {
    QStringList keys;
    for (PieceType t : PromotionTypes)
        if (std::find(choices.begin(), choices.end(), t) != choices.end())
            keys << QString(QChar(pieceLetter(t, letters)));
    const QString list = keys.join(QStringLiteral(", "));
    if (canStay)
        return QCoreApplication::translate(
                   "grand::ui::PromotionText",
                   "Promote: click a lit piece beside the board (%1) or \"Stay a pawn\" (P); Esc cancels.")
            .arg(list);
    return QCoreApplication::translate(
               "grand::ui::PromotionText",
               "The pawn must promote: click a lit piece beside the board (%1); Esc cancels.")
        .arg(list);
}

QString unavailablePromotionText(const Position& pos, Color side, PieceType type, Square to) {
    const QString square = QString::fromStdString(squareName(to));
    if (type == PieceType::None || type == PieceType::Pawn)
        return QCoreApplication::translate(
                   "grand::ui::PromotionText",
                   "A pawn on %1 cannot stay a pawn: on the last rank it must promote.")
            .arg(square);
    const QString name = pieceTypeText(type);
    const QString colour = side == Color::White
                               ? QCoreApplication::translate("grand::ui::PromotionText", "White")
                               : QCoreApplication::translate("grand::ui::PromotionText", "Black");
    if (pos.available(side, type) == 0)
        return QCoreApplication::translate(
                   "grand::ui::PromotionText",
                   "No %1 to promote to: %2 has not lost one, and a pawn only becomes a piece its side has "
                   "lost.")
            .arg(name, colour);
    return QCoreApplication::translate("grand::ui::PromotionText", "The pawn cannot become a %1 here.")
        .arg(name);
}

} // namespace grand::ui
