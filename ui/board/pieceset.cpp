#include "ui/board/pieceset.h"

#include "engine/rules.h"

#include <QPainter>

namespace grand::ui {

namespace {
PieceStyle g_current = PieceStyle::Classic;
}

PieceSet::PieceSet(PieceStyle style) {
    const QString folder =
        style == PieceStyle::Flat ? QStringLiteral(":/pieces/flat/") : QStringLiteral(":/pieces/");
    for (int code = 1; code < GrandPieceCodeCount; ++code) {
        const Piece p = Piece(code);
        const QString name = QStringLiteral("%1%2%3.svg")
                                 .arg(folder)
                                 .arg(colorOf(p) == Color::White ? 'w' : 'b')
                                 .arg(QChar(FenLetter[index(typeOf(p))]));
        m_renderers[static_cast<std::size_t>(code)] = std::make_unique<QSvgRenderer>(name);
    }
}

bool PieceSet::isValid() const {
    for (int code = 1; code < GrandPieceCodeCount; ++code)
        if (!m_renderers[static_cast<std::size_t>(code)]->isValid())
            return false;
    return true;
}

const PieceSet& PieceSet::instance() { return forStyle(g_current); }

const PieceSet& PieceSet::forStyle(PieceStyle style) {
    static const PieceSet classic(PieceStyle::Classic);
    static const PieceSet flat(PieceStyle::Flat);
    return style == PieceStyle::Flat ? flat : classic;
}

void PieceSet::setCurrentStyle(PieceStyle style) { g_current = style; }

PieceStyle PieceSet::currentStyle() { return g_current; }

QPixmap PieceSet::pixmap(Piece piece, int size, qreal devicePixelRatio) const {
    if (piece == Piece::Empty)
        return {}; // nothing to draw (a caller's square emptied under it)
    const int device = qMax(1, qRound(size * devicePixelRatio));
    const quint64 key = static_cast<quint64>(index(piece)) << 32 | static_cast<quint64>(device);
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    QPixmap pm(device, device);
    pm.fill(Qt::transparent);
    {
        QPainter painter(&pm);
        painter.setRenderHint(QPainter::Antialiasing);
        m_renderers[static_cast<std::size_t>(index(piece))]->render(&painter, QRectF(0, 0, device, device));
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    if (m_cache.size() > 256)
        m_cache.clear(); // sizes change when the window is resized; keep the cache small
    m_cache.insert(key, pm);
    return pm;
}

void PieceSet::render(QPainter& painter, Piece piece, const QRectF& target) const {
    m_renderers[static_cast<std::size_t>(index(piece))]->render(&painter, target);
}

} // namespace grand::ui
