#include "ui/board/holdingspanel.h"

#include "ui/base/armytexts.h"
#include "ui/base/enginetexts.h"
#include "ui/board/pieceset.h"
#include "ui/game/gamecontroller.h"

#include "engine/rules/armies.h"
#include "engine/rules/explain.h"

#include <QFontInfo>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace grand::ui {

namespace {

constexpr int Rows = 6; // the six promotable types (no army can bring back more)

// What `side` can bring back, in the order shown (at most a tile a row).
std::vector<PieceType> broughtBack(const Position& pos, Color side) {
    std::vector<PieceType> out = pos.promotionKinds(side);
    if (static_cast<int>(out.size()) > Rows)
        out.resize(static_cast<std::size_t>(Rows));
    return out;
}
const int CaptionHeight = 18;

} // namespace

HoldingsPanel::HoldingsPanel(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_pulse.setStartValue(0.0);
    m_pulse.setEndValue(1.0);
    m_pulse.setDuration(1100);
    m_pulse.setLoopCount(-1);
    connect(&m_pulse, &QVariantAnimation::valueChanged, this, [this] { update(); });
    setAccessibleName(tr("Holdings"));
}

void HoldingsPanel::setPosition(const Position& pos) {
    m_pos = pos;
    for (Color c : {Color::White, Color::Black}) {
        m_holdings[index(c)] = pos.holdings(c);
        m_types[index(c)] = broughtBack(pos, c);
    }
    update();
}

QString HoldingsPanel::typeName(Color side, PieceType t) const {
    if (!m_pos.variant().hasArmies())
        return pieceTypeTitle(t);
    return armyPieceName(m_pos.army(side), t);
}

QString HoldingsPanel::stayText() const {
    if (!m_pos.variant().hasArmies())
        return tr("Stay a pawn");
    return tr("Stay a %1").arg(typeName(m_mover, m_promoting));
}

void HoldingsPanel::setTopColor(Color c) {
    m_top = c;
    update();
}

void HoldingsPanel::setSlotSize(int pixels) {
    m_slot = std::max(20, pixels);
    updateGeometry();
    update();
}

QSize HoldingsPanel::sizeHint() const { return {m_slot + 12, 2 * (Rows + 1) * m_slot + 2 * CaptionHeight}; }
QSize HoldingsPanel::minimumSizeHint() const { return {m_slot + 12, 200}; }

void HoldingsPanel::startPromotion(Color mover, const std::vector<PieceType>& choices, bool canStay,
                                   PieceType promoting) {
    m_choosing = true;
    m_mover = mover;
    m_choices = choices;
    m_canStay = canStay;
    m_promoting = promoting;
    m_pulse.start();
    update();
}

void HoldingsPanel::endPromotion() {
    m_choosing = false;
    m_choices.clear();
    m_canStay = false;
    m_pulse.stop();
    update();
}

QRect HoldingsPanel::halfRect(bool top) const {
    const int h = height() / 2;
    return top ? QRect(0, 0, width(), h) : QRect(0, h, width(), height() - h);
}

QRect HoldingsPanel::slotRect(Color side, PieceType type) const {
    const bool top = side == m_top;
    const QRect half = halfRect(top);
    // Both halves list the types in the same order, top to bottom (queen first). The upper
    // half's slots hang from its top, the lower half's stand on its bottom, so each side's
    // pieces sit next to that side; "Stay a pawn" is on the inner end of the column. When
    // one column would make the slots too small (a small board), they go two abreast.
    const int room = half.height() - CaptionHeight;
    const bool twoAbreast = room / (Rows + 1) < 24 && width() >= 30;
    const int columns = twoAbreast ? 2 : 1;
    const int rows = twoAbreast ? Rows / 2 + 1 : Rows + 1; // the last row: "Stay a pawn"
    const int slot = std::max(8, std::min({m_slot, room / rows, (width() - 4) / columns}));
    int i = Rows; // PieceType::Pawn: the "Stay a pawn" tile
    const std::vector<PieceType>& list = m_types[index(side)];
    if (type != PieceType::Pawn || m_pos.variant().hasArmies()) {
        const auto at = std::find(list.begin(), list.end(), type);
        if (at != list.end())
            i = static_cast<int>(at - list.begin());
        else if (type != PieceType::Pawn)
            return {}; // not something this side brings back
    }
    const int row = i == Rows ? rows - 1 : i / columns;
    const int column = i == Rows ? 0 : i % columns;
    const int x = (width() - columns * slot) / 2 + column * slot;
    int y = 0;
    if (top)
        y = half.top() + CaptionHeight + row * slot;
    else if (i == Rows)
        y = half.bottom() - CaptionHeight - rows * slot;
    else
        y = half.bottom() - CaptionHeight - (rows - 1 - row) * slot;
    // "Stay a pawn" has its row to itself: as wide as the column.
    return {x, y, i == Rows ? columns * slot : slot, slot};
}

// The words of the "Stay a pawn" tile, inside the tile whatever its size: two lines if one
// is too wide, smaller type, then "Stay" alone; none when even that does not fit (the
// pawn under them and the status bar's words say it).
HoldingsPanel::StayLabel HoldingsPanel::stayLabel(const QRect& tile) const {
    StayLabel label;
    label.box = tile.adjusted(2, 1, -2, -1);
    label.font = font();
    label.font.setBold(true);
    for (const QString& text : {stayText(), tr("Stay")}) {
        for (int px = std::clamp(tile.height() / 3, 8, 15); px >= 7; --px) {
            label.font.setPixelSize(px);
            const QRect need =
                QFontMetrics(label.font).boundingRect(label.box, Qt::AlignCenter | Qt::TextWordWrap, text);
            if (label.box.contains(need)) {
                label.text = text;
                label.ink = need;
                return label;
            }
        }
    }
    return label;
}

QRect HoldingsPanel::stayLabelRect() const {
    if (!m_choosing || !m_canStay)
        return {};
    return stayLabel(slotRect(m_mover, PieceType::Pawn)).ink;
}

void HoldingsPanel::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    drawHalf(p, m_top, true);
    drawHalf(p, ~m_top, false);
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(4, height() / 2, width() - 4, height() / 2);
}

void HoldingsPanel::drawHalf(QPainter& p, Color side, bool top) {
    const QRect half = halfRect(top);
    QFont font = p.font();
    for (int px = 11; px >= 7; --px) {
        font.setPixelSize(px);
        if (QFontMetrics(font).horizontalAdvance(colorName(side)) <= width() - 2)
            break;
    }
    p.setFont(font);
    p.setPen(palette().color(QPalette::PlaceholderText));
    const QRect caption = top ? QRect(0, half.top(), width(), CaptionHeight)
                              : QRect(0, half.bottom() - CaptionHeight, width(), CaptionHeight);
    p.drawText(caption, Qt::AlignCenter, colorName(side));

    const bool choosing = m_choosing && side == m_mover;
    const qreal pulse = m_pulse.currentValue().toReal();
    const qreal glow = 0.5 + 0.5 * std::sin(pulse * 2 * M_PI);
    const PieceSet& set = PieceSet::instance();
    const Army army = m_pos.army(side);
    const Holdings& h = m_holdings[index(side)];
    if (m_types[index(side)].empty()) {
        // An army that never brings a piece back: say so where its pieces would be.
        QFont f = p.font();
        f.setItalic(true);
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QRect room =
            top ? half.adjusted(2, CaptionHeight + 4, -2, 0) : half.adjusted(2, 0, -2, -CaptionHeight - 4);
        // Smaller type until the longest word fits the column (a narrow one at 800x600 cut
        // "nothing" at both ends).
        const QString text = tr("nothing comes back");
        auto widest = [&text](const QFont& candidate) {
            const QFontMetrics metrics(candidate);
            int most = 0;
            for (const QString& word : text.split(' ', Qt::SkipEmptyParts))
                most = std::max(most, metrics.horizontalAdvance(word));
            return most;
        };
        while (widest(f) > room.width() - 2 && QFontInfo(f).pixelSize() > 6) // a pixel of air a side
            f.setPixelSize(QFontInfo(f).pixelSize() - 1);
        p.setFont(f);
        p.drawText(room, (top ? Qt::AlignTop : Qt::AlignBottom) | Qt::AlignHCenter | Qt::TextWordWrap, text);
    }
    for (PieceType t : m_types[index(side)]) {
        const QRect r = slotRect(side, t);
        const int count = h[static_cast<std::size_t>(index(t))];
        const bool offered = choosing && std::find(m_choices.begin(), m_choices.end(), t) != m_choices.end();
        if (offered) {
            QColor c(40, 160, 70);
            c.setAlphaF(0.25 + 0.35 * glow);
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6);
        }
        p.setOpacity(count > 0 ? 1.0 : 0.18);
        p.drawPixmap(r.topLeft(), set.pixmap(army, makePiece(side, t), r.width(), devicePixelRatioF()));
        p.setOpacity(1.0);
        // Embassy Chess promotes to any piece without limit: a count would say nothing.
        if (count > 0 && m_pos.variant().promotion != PromotionChoice::AnyKind) {
            // The count, in a small disc at the lower right.
            // The disc sits on the slot's corner, half outside, so that a small slot's
            // piece is not hidden under it.
            const qreal d = std::max(11.0, r.width() * 0.32);
            const QRectF disc(std::min(r.right() - d * 0.55, width() - d - 1.0), r.bottom() - d * 0.75, d, d);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(45, 45, 45, 220));
            p.drawEllipse(disc);
            QFont f = p.font();
            f.setPixelSize(static_cast<int>(d * 0.65));
            f.setBold(true);
            p.setFont(f);
            p.setPen(Qt::white);
            p.drawText(disc, Qt::AlignCenter,
                       count >= Unlimited ? QStringLiteral("\u221e") : QString::number(count));
        }
    }
    if (choosing && m_canStay) {
        const QRect r = slotRect(side, PieceType::Pawn);
        QColor c(70, 110, 200);
        c.setAlphaF(0.25 + 0.35 * glow);
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6);
        // A faint pawn under the words (alone, and clearer, when no words fit).
        const StayLabel label = stayLabel(r);
        p.setOpacity(label.text.isEmpty() ? 0.8 : 0.2); // faint enough for any army's piece
        const int pawn = std::min(r.width(), r.height());
        p.drawPixmap(QPoint(r.center().x() - pawn / 2, r.top()),
                     set.pixmap(army, makePiece(side, m_promoting), pawn, devicePixelRatioF()));
        p.setOpacity(1.0);
        p.setFont(label.font);
        p.setPen(QColor(15, 35, 85));
        p.drawText(label.box, Qt::AlignCenter | Qt::TextWordWrap, label.text);
    }
}

void HoldingsPanel::mousePressEvent(QMouseEvent* event) {
    if (!m_choosing)
        return;
    const QPoint at = event->position().toPoint();
    for (PieceType t : m_choices)
        if (slotRect(m_mover, t).contains(at)) {
            emit promotionChosen(t);
            return;
        }
    if (m_canStay && slotRect(m_mover, PieceType::Pawn).contains(at)) {
        emit promotionChosen(PieceType::None);
        return;
    }
    emit promotionCancelled(); // a click elsewhere cancels, never a silent choice
}

bool HoldingsPanel::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (Color side : {Color::White, Color::Black})
            for (PieceType t : m_types[index(side)])
                if (slotRect(side, t).contains(help->pos())) {
                    const int n = m_holdings[index(side)][static_cast<std::size_t>(index(t))];
                    QToolTip::showText(help->globalPos(),
                                       n >= Unlimited ? tr("%1: %2 can promote to it any number of times")
                                                            .arg(typeName(side, t), colorName(side))
                                       : n > 0 ? tr("%1: %2 can bring back %3 by promotion")
                                                     .arg(typeName(side, t), colorName(side))
                                                     .arg(n)
                                               : tr("%1: not captured; %2 cannot promote to it now")
                                                     .arg(typeName(side, t), colorName(side)),
                                       this);
                    return true;
                }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace grand::ui
