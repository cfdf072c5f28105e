#include "ui/base/gametexts.h"

#include <QCoreApplication>

namespace grand::ui {

namespace {

constexpr const char* Context = "grand::ui::GameTexts";

QString text(const char* source) { return QCoreApplication::translate(Context, source); }

} // namespace

QString gameName(const Variant& game) {
    if (&game == &fantasyGrandChess())
        return text(QT_TRANSLATE_NOOP("grand::ui::GameTexts", "Fantasy Grand Chess"));
    if (&game == &embassyChess())
        return text(QT_TRANSLATE_NOOP("grand::ui::GameTexts", "Embassy Chess"));
    if (&game == &grandChess())
        return text(QT_TRANSLATE_NOOP("grand::ui::GameTexts", "Grand Chess"));
    return QString::fromUtf8(game.name.data(), static_cast<int>(game.name.size()));
}

QString gameNameToSay(const Position& start) {
    const Variant& game = start.variant();
    return &game == &grandChess() || &game == &fantasyGrandChess() ? QString() : gameName(game);
}

QString gameDescription(const Variant& game) {
    if (&game == &fantasyGrandChess())
        return text(QT_TRANSLATE_NOOP("grand::ui::GameTexts",
                                      "Grand Chess's board with one of six armies of strange pieces a side "
                                      "(Help → How to Play Fantasy Grand Chess)."));
    if (&game == &embassyChess())
        return text(QT_TRANSLATE_NOOP("grand::ui::GameTexts",
                                      "Grand Chess's pieces on a 10×8 board with chess's rules: castling, "
                                      "and promotion on the last rank to any piece but the king (Help → "
                                      "How to Play Embassy Chess)."));
    return text(QT_TRANSLATE_NOOP("grand::ui::GameTexts",
                                  "Christian Freeling's 10×10 game: a marshal and a cardinal besides "
                                  "chess's pieces, promotion only to pieces you have lost."));
}

} // namespace grand::ui
