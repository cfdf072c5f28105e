#include "ui/board/boardshapes.h"

#include <QImage>
#include <QLineF>
#include <QPaintDevice>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>

namespace grand::ui {

namespace {

// lichess's brushes (chessground), and the opacity of its layer of shapes.
constexpr QRgb BrushColours[] = {0x15781B, 0x882020, 0x003088, 0xE68F00};
constexpr qreal LayerOpacity = 0.6;
// In parts of a square, as chessground draws them: the arrow's line, and its head three
// lines long and four wide; the circle's ring.
constexpr qreal ArrowWidth = 10.0 / 64;
constexpr qreal RingWidth = 5.0 / 64;

const std::vector<BoardShape> NoShapes;

void paintArrow(QPainter& p, const BoardShape& shape, const QRectF& from, const QRectF& to) {
    const qreal size = from.width();
    const qreal width = size * ArrowWidth;
    const QPointF a = from.center();
    const QPointF tip = to.center();
    const QLineF line(a, tip);
    if (line.length() < 1)
        return;
    const QPointF unit = (tip - a) / line.length();
    const QPointF normal(-unit.y(), unit.x());
    const QPointF base = tip - unit * (3 * width);
    const QColor colour = shapeColor(shape.brush);
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(a, base);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(QPolygonF{base + normal * (2 * width), tip, base - normal * (2 * width)});
}

void paintCircle(QPainter& p, const BoardShape& shape, const QRectF& square) {
    const qreal ring = square.width() * RingWidth;
    p.setPen(QPen(shapeColor(shape.brush), ring));
    p.setBrush(Qt::NoBrush);
    const qreal radius = (square.width() - ring) / 2;
    p.drawEllipse(square.center(), radius, radius);
}

} // namespace

ShapeBrush shapeBrush(Qt::KeyboardModifiers modifiers) {
    const bool red = modifiers & Qt::ShiftModifier;
    const bool blue = modifiers & (Qt::AltModifier | Qt::ControlModifier | Qt::MetaModifier);
    return red && blue ? ShapeBrush::Yellow
           : red       ? ShapeBrush::Red
           : blue      ? ShapeBrush::Blue
                       : ShapeBrush::Green;
}

QColor shapeColor(ShapeBrush brush) { return QColor(BrushColours[static_cast<int>(brush)]); }

const std::vector<BoardShape>& BoardShapes::at(std::uint64_t key) const {
    const auto it = m_shapes.find(key);
    return it == m_shapes.end() ? NoShapes : it->second;
}

void BoardShapes::toggle(std::uint64_t key, const BoardShape& shape) {
    std::vector<BoardShape>& shapes = m_shapes[key];
    const auto same = std::find_if(shapes.begin(), shapes.end(), [&](const BoardShape& s) {
        return s.from == shape.from && s.to == shape.to;
    });
    const bool recolour = same == shapes.end() || same->brush != shape.brush;
    if (same != shapes.end())
        shapes.erase(same);
    if (recolour)
        shapes.push_back(shape);
    if (shapes.empty())
        m_shapes.erase(key);
}

void paintShapes(QPainter& p, const std::vector<BoardShape>& shapes,
                 const std::function<QRectF(Square)>& rect) {
    if (shapes.empty())
        return;
    // Opaque on a layer of their own, the layer translucent on the board.
    const QPaintDevice& device = *p.device();
    const qreal dpr = device.devicePixelRatioF();
    QImage layer(QSize(device.width(), device.height()) * dpr, QImage::Format_ARGB32_Premultiplied);
    layer.setDevicePixelRatio(dpr);
    layer.fill(Qt::transparent);
    QPainter lp(&layer);
    lp.setRenderHint(QPainter::Antialiasing);
    for (const BoardShape& shape : shapes) {
        if (shape.isCircle())
            paintCircle(lp, shape, rect(shape.from));
        else
            paintArrow(lp, shape, rect(shape.from), rect(shape.to));
    }
    lp.end();
    p.save();
    p.setOpacity(LayerOpacity);
    p.drawImage(QPointF(0, 0), layer);
    p.restore();
}

} // namespace grand::ui
