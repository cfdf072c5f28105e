#include "ui/board/pieceset.h"

#include "engine/rules/armies.h"
#include "engine/rules/rules.h"

#include <QPainter>

namespace grand::ui {

namespace {
PieceStyle g_current = PieceStyle::Classic;
}

PieceSet::PieceSet(PieceStyle style) : m_style(style) {
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
    return pixmap(Army::None, piece, size, devicePixelRatio);
}

QSvgRenderer* PieceSet::renderer(Army army, Piece piece) const {
    if (piece == Piece::Empty)
        return nullptr;
    if (usesGrandSet(army))
        return index(piece) < GrandPieceCodeCount ? m_renderers[static_cast<std::size_t>(index(piece))].get()
                                                  : nullptr;
    const auto key = std::make_pair(static_cast<int>(army), index(piece));
    auto it = m_fantasy.find(key);
    if (it == m_fantasy.end()) {
        std::unique_ptr<QSvgRenderer> made;
        const ArmyInfo& info = armyInfo(army);
        if (const ArmyPiece* p = info.piece(typeOf(piece))) {
            const QString name = QStringLiteral(":/pieces/fantasy/%1/%2/%3%4.svg")
                                     .arg(m_style == PieceStyle::Flat ? "flat" : "classic")
                                     .arg(QString::fromUtf8(info.id.data(), static_cast<int>(info.id.size())))
                                     .arg(colorOf(piece) == Color::White ? 'w' : 'b')
                                     .arg(QChar(p->letter));
            made = std::make_unique<QSvgRenderer>(name);
            if (!made->isValid())
                made.reset();
        }
        it = m_fantasy.emplace(key, std::move(made)).first;
    }
    return it->second.get();
}

bool PieceSet::hasArtwork(Army army, Piece piece) const { return renderer(army, piece) != nullptr; }

QPixmap PieceSet::pixmap(Army army, Piece piece, int size, qreal devicePixelRatio) const {
    QSvgRenderer* svg = renderer(army, piece);
    if (!svg)
        return {}; // nothing to draw (a caller's square emptied under it)
    const int device = qMax(1, qRound(size * devicePixelRatio));
    const quint64 armyKey = usesGrandSet(army) ? 0 : static_cast<quint64>(army);
    const quint64 key =
        armyKey << 48 | static_cast<quint64>(index(piece)) << 32 | static_cast<quint64>(device);
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    QPixmap pm(device, device);
    pm.fill(Qt::transparent);
    {
        QPainter painter(&pm);
        painter.setRenderHint(QPainter::Antialiasing);
        svg->render(&painter, QRectF(0, 0, device, device));
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    if (m_cache.size() > 256)
        m_cache.clear(); // sizes change when the window is resized; keep the cache small
    m_cache.insert(key, pm);
    return pm;
}

void PieceSet::render(QPainter& painter, Piece piece, const QRectF& target) const {
    render(painter, Army::None, piece, target);
}

void PieceSet::render(QPainter& painter, Army army, Piece piece, const QRectF& target) const {
    if (QSvgRenderer* svg = renderer(army, piece))
        svg->render(&painter, target);
}

} // namespace grand::ui
