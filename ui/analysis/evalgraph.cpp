#include "ui/analysis/evalgraph.h"

#include "engine/search/search.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace grand::ui {

namespace {

constexpr int Cap = 1000;
constexpr int Margin = 3;

// A value as lichess's graph gives it, from White's view: "+1.45", "-0.30", "#5", "#-3";
// nothing for a checkmated position (the move's SAN says it).
QString valueText(const Evaluation& e) {
    if (e.mate)
        return *e.mate == 0 ? QString() : QStringLiteral("#%1").arg(*e.mate);
    return QStringLiteral("%1%2").arg(e.cp >= 0 ? "+" : "").arg(e.cp / 100.0, 0, 'f', 2);
}

} // namespace

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Evaluation of the game: click or drag to go to a move"));
}

void EvalGraph::setRecord(const GameRecord& record, NodeId shown) {
    m_record = &record;
    m_line = record.mainLine();
    m_shownPly = -1;
    if (shown == GameRecord::Root)
        m_shownPly = 0;
    for (std::size_t i = 0; i < m_line.size(); ++i)
        if (m_line[i] == shown)
            m_shownPly = static_cast<int>(i) + 1;
    rebuild();
}

void EvalGraph::setKnownScore(std::uint64_t positionKey, int whiteScore) {
    m_analysis[positionKey] = whiteScore;
    if (m_record)
        rebuild();
}

void EvalGraph::rebuild() {
    m_values.assign(m_line.size() + 1, std::nullopt);
    m_judgements.assign(m_line.size() + 1, 0);
    Position pos = m_record->startPosition();
    auto fromAnalysis = [&]() -> std::optional<Evaluation> {
        if (const auto it = m_analysis.find(pos.key()); it != m_analysis.end()) {
            const int mate = mateInMoves(it->second);
            return Evaluation{it->second, mate ? std::optional<int>(mate) : std::nullopt};
        }
        return std::nullopt;
    };
    m_values[0] = fromAnalysis();
    UndoInfo undo;
    for (std::size_t i = 0; i < m_line.size(); ++i) {
        if (!m_record->contains(m_line[i]))
            break; // the record changed; setRecord() follows
        const RecordNode& node = m_record->node(m_line[i]);
        pos.doMove(node.move, undo);
        m_values[i + 1] = parseEvalCommand(node.commentAfter);
        if (!m_values[i + 1])
            m_values[i + 1] = fromAnalysis();
        for (int nag : node.nags)
            if (nag == 2 || nag == 4 || nag == 6)
                m_judgements[i + 1] = nag;
    }
    m_scores.assign(m_values.size(), std::nullopt);
    for (std::size_t i = 0; i < m_values.size(); ++i)
        if (m_values[i])
            m_scores[i] = m_values[i]->cappedCp(Cap);
    // The game's own start is level unless analysed; any other start (a pasted or set-up
    // position, an army against another) is unknown until evaluated.
    const Position& start = m_record->startPosition();
    if (!m_scores[0] && m_scores.size() > 1 && !start.variant().hasArmies()
        && start.fen() == start.variant().startFen)
        m_scores[0] = 0;
    update();
}

QString EvalGraph::plyText(int ply) const {
    if (!m_record || ply < 0 || ply > static_cast<int>(m_line.size()))
        return {};
    for (int i = 0; i < ply; ++i)
        if (!m_record->contains(m_line[static_cast<std::size_t>(i)]))
            return {}; // the record changed; setRecord() follows
    QString text = tr("Start position");
    if (ply > 0) {
        Position pos = m_record->startPosition();
        UndoInfo undo;
        for (int i = 0; i + 1 < ply; ++i)
            pos.doMove(m_record->node(m_line[static_cast<std::size_t>(i)]).move, undo);
        const Move move = m_record->node(m_line[static_cast<std::size_t>(ply - 1)]).move;
        text = QStringLiteral("%1%2 %3")
                   .arg(pos.fullmoveNumber())
                   .arg(pos.sideToMove() == Color::White ? "." : "...")
                   .arg(QString::fromStdString(toSan(pos, move, m_letters)));
    }
    if (const auto& value = m_values[static_cast<std::size_t>(ply)]; value && !valueText(*value).isEmpty())
        text += QStringLiteral("  ") + valueText(*value);
    return text;
}

// Hovering over the graph names the move nearest the pointer and its value; the tip stays
// while the pointer is nearer that move than any other.
bool EvalGraph::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip || m_line.empty() || !m_record)
        return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const int ply = plyAt(help->pos().x());
    const double half = (xOfPly(1) - xOfPly(0)) / 2;
    const QRect column(QPoint(static_cast<int>(xOfPly(ply) - half), 0),
                       QPoint(static_cast<int>(std::ceil(xOfPly(ply) + half)), height()));
    QToolTip::showText(help->globalPos(), plyText(ply), this, column);
    return true;
}

double EvalGraph::xOfPly(int ply) const {
    const int plies = std::max<int>(1, static_cast<int>(m_line.size()));
    return Margin + (width() - 2.0 * Margin) * ply / plies;
}

int EvalGraph::plyAt(double x) const {
    const int plies = static_cast<int>(m_line.size());
    if (plies == 0)
        return 0;
    const double t = (x - Margin) / std::max(1.0, width() - 2.0 * Margin);
    return std::clamp(static_cast<int>(std::lround(t * plies)), 0, plies);
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(0, Margin, 0, -Margin);
    p.fillRect(rect(), QColor(0x40, 0x3d, 0x39));
    const double mid = r.center().y();
    auto yOf = [&](int cp) { return mid - winningChances(cp) * r.height() / 2; };
    if (m_line.empty()) {
        p.setPen(QColor(0xb0, 0xb0, 0xb0));
        p.drawText(rect(), Qt::AlignCenter, tr("No moves yet"));
        return;
    }
    // White's area: from the bottom edge up to the curve, over each run of plies whose score
    // is known, each ply owning half a ply on either side. Where no score is known the graph
    // says so, hatched grey: an unevaluated position is no 0.00, and no win for Black.
    std::vector<std::optional<QPointF>> points;
    for (std::size_t i = 0; i < m_scores.size(); ++i)
        points.push_back(m_scores[i] ? std::optional(QPointF(xOfPly(static_cast<int>(i)), yOf(*m_scores[i])))
                                     : std::nullopt);
    const double halfPly = (xOfPly(1) - xOfPly(0)) / 2;
    auto leftOf = [&](std::size_t i) { return i == 0 ? 0.0 : xOfPly(static_cast<int>(i)) - halfPly; };
    auto rightOf = [&](std::size_t i) {
        return i + 1 == points.size() ? double(width()) : xOfPly(static_cast<int>(i)) + halfPly;
    };
    QPainterPath area;
    for (std::size_t first = 0; first < points.size();) {
        if (!points[first]) {
            p.fillRect(QRectF(QPointF(leftOf(first), 0), QPointF(rightOf(first), height())),
                       QBrush(QColor(0x6e, 0x6a, 0x64), Qt::BDiagPattern));
            ++first;
            continue;
        }
        std::size_t last = first;
        while (last + 1 < points.size() && points[last + 1])
            ++last;
        area.moveTo(leftOf(first), height());
        area.lineTo(leftOf(first), points[first]->y());
        for (std::size_t i = first; i <= last; ++i)
            area.lineTo(*points[i]);
        area.lineTo(rightOf(last), points[last]->y());
        area.lineTo(rightOf(last), height());
        area.closeSubpath();
        first = last + 1;
    }
    p.fillPath(area, QColor(0xf4, 0xf1, 0xea));
    p.setPen(QPen(QColor(128, 128, 128, 160), 1, Qt::DashLine));
    p.drawLine(QPointF(0, mid), QPointF(width(), mid));
    // Moves but no value known after any of them: say how values come.
    if (std::none_of(m_scores.begin() + 1, m_scores.end(),
                     [](const std::optional<int>& v) { return v.has_value(); })) {
        p.setPen(QColor(0xb0, 0xb0, 0xb0)); // as "No moves yet"
        p.drawText(rect().adjusted(6, 0, -6, 0), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No evaluations yet: the computer's moves, analysis or Review fill this in"));
    }

    // The judged moves: yellow ?!, orange ?, red ??.
    for (std::size_t i = 0; i < points.size(); ++i) {
        const int nag = m_judgements[i];
        if (!nag || !points[i])
            continue;
        const QColor c = nag == 4   ? QColor(0xdb, 0x30, 0x31)
                         : nag == 2 ? QColor(0xe6, 0x91, 0x1a)
                                    : QColor(0x56, 0xb4, 0xe9);
        p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1));
        p.setBrush(c);
        p.drawEllipse(*points[i], 3.5, 3.5);
    }
    if (m_shownPly >= 0 && m_shownPly < static_cast<int>(points.size())) {
        const double x = xOfPly(m_shownPly);
        p.setPen(QPen(QColor(0x3b, 0x82, 0xf6), 2));
        p.drawLine(QPointF(x, 0), QPointF(x, height()));
        p.setBrush(QColor(0x3b, 0x82, 0xf6));
        if (const auto& shown = points[static_cast<std::size_t>(m_shownPly)])
            p.drawEllipse(*shown, 3, 3);
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && !m_line.empty())
        emit plyChosen(plyAt(event->position().x()));
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event) {
    if ((event->buttons() & Qt::LeftButton) && !m_line.empty()) {
        const int ply = plyAt(event->position().x());
        if (ply != m_shownPly)
            emit plyChosen(ply);
    }
}

} // namespace grand::ui
