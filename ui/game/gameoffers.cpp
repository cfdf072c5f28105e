#include "ui/game/gameoffers.h"

#include <QMessageBox>
#include <QPushButton>

namespace grand::ui {

QString offerDraw(QWidget* parent, GameController& game) {
    if (game.isOver())
        return {};
    if (!game.setup().isHotSeat()) {
        game.offerDraw(); // the computer answers
        return {};
    }
    const Color offering = game.game().position().sideToMove();
    QMessageBox box(
        QMessageBox::Question, QObject::tr("Draw Offer"),
        QObject::tr("%1 offers a draw.\n\n%2, do you accept?").arg(colorName(offering), colorName(~offering)),
        QMessageBox::NoButton, parent);
    QPushButton* accept = box.addButton(QObject::tr("Accept the Draw"), QMessageBox::AcceptRole);
    QPushButton* decline = box.addButton(QObject::tr("Decline"), QMessageBox::RejectRole);
    box.setDefaultButton(decline);
    box.exec();
    if (box.clickedButton() == accept) {
        game.agreeDraw();
        return {};
    }
    return QObject::tr("%1 declines the draw offer.").arg(colorName(~offering));
}

void confirmResignation(QWidget* parent, GameController& game) {
    const std::optional<Color> side = game.resigningSide();
    if (!side)
        return;
    QMessageBox box(QMessageBox::Question, QObject::tr("Resign"),
                    QObject::tr("Resign for %1? %1 loses the game.").arg(colorName(*side)),
                    QMessageBox::NoButton, parent);
    QPushButton* yes =
        box.addButton(QObject::tr("Resign for %1").arg(colorName(*side)), QMessageBox::AcceptRole);
    box.addButton(QObject::tr("Play On"), QMessageBox::RejectRole);
    box.exec();
    if (box.clickedButton() == yes)
        game.resign();
}

} // namespace grand::ui
