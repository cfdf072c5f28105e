#include "ui/board/boardtheme.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <optional>

namespace grand::ui {

const std::vector<BoardTheme>& boardThemes() {
    static const std::vector<BoardTheme> Themes = {
        {QCoreApplication::translate("BoardTheme", "Wood"), QColor(0xf0, 0xd9, 0xb5),
         QColor(0xb5, 0x88, 0x63), QColor(40, 90, 150, 34), QColor(205, 210, 106, 150),
         QColor(20, 85, 30, 110), QColor(20, 85, 30, 115), QColor(0x5a, 0x3e, 0x2b),
         QColor(0xf0, 0xd9, 0xb5)},
        {QCoreApplication::translate("BoardTheme", "Green"), QColor(0xee, 0xee, 0xd2),
         QColor(0x76, 0x96, 0x56), QColor(60, 60, 160, 32), QColor(246, 246, 105, 140),
         QColor(20, 60, 120, 100), QColor(20, 60, 120, 110), QColor(0x3d, 0x4f, 0x2c),
         QColor(0xee, 0xee, 0xd2)},
        {QCoreApplication::translate("BoardTheme", "Blue"), QColor(0xde, 0xe3, 0xe6),
         QColor(0x8c, 0xa2, 0xad), QColor(160, 90, 40, 30), QColor(155, 199, 0, 120), QColor(20, 85, 30, 110),
         QColor(20, 85, 30, 115), QColor(0x3b, 0x4a, 0x52), QColor(0xde, 0xe3, 0xe6)},
        {QCoreApplication::translate("BoardTheme", "Slate"), QColor(0xc8, 0xc8, 0xc8),
         QColor(0x70, 0x70, 0x78), QColor(40, 90, 150, 40), QColor(230, 200, 80, 130),
         QColor(20, 85, 30, 110), QColor(20, 85, 30, 125), QColor(0x30, 0x30, 0x34),
         QColor(0xe0, 0xe0, 0xe0)},
        // High contrast: white and a deep blue, a strong yellow for the last move, marks
        // in black with a white border drawn by the widget.
        {QCoreApplication::translate("BoardTheme", "High contrast"), QColor(0xff, 0xff, 0xff),
         QColor(0x1f, 0x3a, 0x93), QColor(255, 140, 0, 45), QColor(255, 214, 0, 190),
         QColor(255, 0, 110, 150), QColor(230, 0, 90, 200), QColor(0, 0, 0), QColor(255, 255, 255)},
    };
    return Themes;
}

const BoardTheme& boardTheme(int index) {
    const auto& themes = boardThemes();
    if (index < 0 || index >= static_cast<int>(themes.size()))
        return themes.front();
    return themes[static_cast<std::size_t>(index)];
}

CoordinatePlacement coordinatePlacement(int value) {
    switch (value) {
    case 1:
        return CoordinatePlacement::Border;
    case 2:
        return CoordinatePlacement::None;
    default:
        return CoordinatePlacement::Inside;
    }
}

namespace {

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c) {
    return 0.2126 * linear(static_cast<double>(c.redF())) + 0.7152 * linear(static_cast<double>(c.greenF()))
           + 0.0722 * linear(static_cast<double>(c.blueF()));
}

QColor mixed(const QColor& a, const QColor& b, double t) {
    const auto mix = [t](float x, float y) {
        return static_cast<float>(static_cast<double>(x)
                                  + (static_cast<double>(y) - static_cast<double>(x)) * t);
    };
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()), mix(a.blueF(), b.blueF()));
}

// The first colour from `from` toward `to`, in twentieths, that reads on `background`.
std::optional<QColor> firstReadable(const QColor& background, const QColor& from, const QColor& to,
                                    double ratio) {
    for (int step = 0; step <= 20; ++step)
        if (const QColor c = mixed(from, to, step / 20.0); contrastRatio(c, background) >= ratio)
            return c;
    return std::nullopt;
}

} // namespace

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& background, const QColor& preferred, double ratio) {
    const QColor white(255, 255, 255), black(0, 0, 0);
    const bool lighter = luminance(preferred) >= luminance(background);
    if (const auto c = firstReadable(background, preferred, lighter ? white : black, ratio))
        return *c;
    if (const auto c = firstReadable(background, background, lighter ? black : white, ratio))
        return *c;
    return contrastRatio(white, background) > contrastRatio(black, background) ? white : black;
}

QColor laidOver(const QColor& under, const QColor& over) {
    QColor opaque = over;
    opaque.setAlpha(255);
    return mixed(under, opaque, static_cast<double>(over.alphaF()));
}

} // namespace grand::ui
