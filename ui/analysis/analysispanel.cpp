#include "ui/analysis/analysispanel.h"

#include "engine/rules/movegen.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>

#include <QVBoxLayout>
#include <algorithm>

#include <cstdlib>

namespace grand::ui {

namespace {

constexpr int ShownPlies = 12; // of each line on screen (Copy gives all of it)

// The SAN of `moves` from `pos` with move numbers, each paired with its index; stops at
// the first move that is not legal (a line of an older position).
std::vector<std::pair<QString, int>> sanMoves(Position pos, const std::vector<Move>& moves,
                                              PieceLetters letters) {
    std::vector<std::pair<QString, int>> out;
    UndoInfo undo;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!isLegal(pos, moves[i]))
            break;
        QString text;
        if (pos.sideToMove() == Color::White || i == 0)
            text = QString::number(pos.fullmoveNumber()) + (pos.sideToMove() == Color::White ? ". " : "... ");
        text += QString::fromStdString(toSan(pos, moves[i], letters));
        out.emplace_back(text, static_cast<int>(i));
        pos.doMove(moves[i], undo);
    }
    return out;
}

QString shortScore(int whiteScore) {
    if (const int mate = mateInMoves(whiteScore))
        return QStringLiteral("#%1").arg(mate);
    return QStringLiteral("%1%2").arg(whiteScore >= 0 ? "+" : "").arg(whiteScore / 100.0, 0, 'f', 2);
}

} // namespace

QString scoreWords(int whiteScore) {
    if (const int mate = mateInMoves(whiteScore))
        return AnalysisPanel::tr("Mate in %1 for %2")
            .arg(std::abs(mate))
            .arg(mate > 0 ? AnalysisPanel::tr("White") : AnalysisPanel::tr("Black"));
    return shortScore(whiteScore);
}

AnalysisPanel::AnalysisPanel(QWidget* parent)
        : QWidget(parent), m_status(new QLabel(tr("Analysis is off"))), m_count(new QSpinBox),
          m_freeze(new QToolButton), m_copy(new QToolButton), m_view(new QTextBrowser) {
    m_status->setWordWrap(true);
    m_count->setRange(1, 5);
    m_count->setValue(1);
    m_count->setPrefix(tr("Lines: "));
    m_count->setToolTip(tr("How many of the engine's best lines to show"));
    m_freeze->setText(tr("Freeze"));
    m_freeze->setCheckable(true);
    m_freeze->setToolTip(tr("Keep these lines while you browse the game"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the lines as text"));
    m_view->setOpenLinks(false);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setLineWrapMode(QTextEdit::WidgetWidth);
    m_view->setMinimumHeight(60);
    m_view->document()->setDefaultStyleSheet(
        QStringLiteral("a { color: palette(text); text-decoration: none; }"
                       " .score { font-weight: bold; } .depth { color: gray; }"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_count);
    bar->addStretch(1);
    bar->addWidget(m_freeze);
    bar->addWidget(m_copy);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_count, &QSpinBox::valueChanged, this, [this](int n) {
        m_lines.resize(std::min<std::size_t>(m_lines.size(), static_cast<std::size_t>(n)));
        render();
        emit lineCountChanged(n);
    });
    connect(m_freeze, &QToolButton::toggled, this, [this](bool on) {
        render();
        emit frozenChanged(on);
    });
    connect(m_copy, &QToolButton::clicked, this, [this] { QApplication::clipboard()->setText(linesText()); });
    // Links are "play:LINE:MOVE".
    connect(m_view, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QStringList parts = url.toString().split(':');
        if (parts.size() == 3 && parts[0] == "play")
            playLine(parts[1].toInt(), parts[2].toInt());
    });
}

void AnalysisPanel::showPosition(NodeId node, const Position& pos) {
    if (isFrozen())
        return;
    m_node = node;
    if (pos.key() == m_key)
        return;
    m_key = pos.key();
    m_pos = pos;
    m_lines.clear();
    m_exact.clear();
    m_nodes = 0;
    m_timeMs = 0;
    render();
}

void AnalysisPanel::showInfo(const SearchInfo& info) {
    if (isFrozen() || info.multiPV < 1 || info.multiPV > lineCount() || !m_key)
        return;
    m_nodes = info.nodes;
    m_timeMs = info.timeMs;
    if (info.progress) {
        renderStatus();
        return;
    }
    const auto rank = static_cast<std::size_t>(info.multiPV - 1);
    if (m_lines.size() <= rank)
        m_lines.resize(rank + 1);
    if (m_exact.size() <= rank)
        m_exact.resize(rank + 1);
    SearchInfo shown = info;
    if (info.bound == Bound::Exact) {
        m_exact[rank] = info;
    } else {
        // The bound's moves, continued by the longest known exact line that begins with them.
        for (const SearchInfo& known : m_exact)
            if (known.pv.size() > shown.pv.size() && !info.pv.empty()
                && std::equal(info.pv.begin(), info.pv.end(), known.pv.begin()))
                shown.pv = known.pv;
    }
    m_lines[rank] = shown;
    render();
}

// "≥ " or "≤ " before a bound's score (White's view, as the scores are shown); none for an
// exact score.
QString AnalysisPanel::boundMark(const SearchInfo& info) const {
    if (info.bound == Bound::Exact)
        return {};
    const bool atLeastForMover = info.bound == Bound::Lower;
    const bool atLeastForWhite = atLeastForMover == (m_pos.sideToMove() == Color::White);
    return atLeastForWhite ? QStringLiteral("≥ ") : QStringLiteral("≤ ");
}

void AnalysisPanel::showOff() {
    m_key = 0;
    m_lines.clear();
    m_exact.clear();
    m_nodes = 0;
    m_timeMs = 0;
    m_freeze->setChecked(false);
    render();
}

void AnalysisPanel::setPieceLetters(PieceLetters letters) {
    m_letters = letters;
    render();
}

void AnalysisPanel::setLineCount(int lines) { m_count->setValue(lines); }
int AnalysisPanel::lineCount() const { return m_count->value(); }
bool AnalysisPanel::isFrozen() const { return m_freeze->isChecked(); }
void AnalysisPanel::setFrozen(bool frozen) { m_freeze->setChecked(frozen); }

void AnalysisPanel::playLine(int line, int move) {
    if (line < 0 || static_cast<std::size_t>(line) >= m_lines.size() || move < 0)
        return;
    const std::vector<Move>& pv = m_lines[static_cast<std::size_t>(line)].pv;
    if (static_cast<std::size_t>(move) >= pv.size())
        return;
    emit linePlayed(m_node, std::vector<Move>(pv.begin(), pv.begin() + move + 1));
}

QString AnalysisPanel::linesText() const {
    QStringList out;
    for (const SearchInfo& info : m_lines) {
        if (info.pv.empty())
            continue;
        QStringList moves;
        for (const auto& [text, i] : sanMoves(m_pos, info.pv, m_letters))
            moves << text;
        out << QStringLiteral("%1 (depth %2) %3")
                   .arg(boundMark(info) + shortScore(info.score))
                   .arg(info.depth)
                   .arg(moves.join(' '));
    }
    return out.join('\n');
}

QString AnalysisPanel::lineHtml(std::size_t index) const {
    const SearchInfo& info = m_lines[index];
    QString html = QStringLiteral("<p style='margin-bottom:6px'><span class=score>%1</span>"
                                  " <span class=depth>d%2</span>&nbsp; ")
                       .arg((boundMark(info) + scoreWords(info.score)).toHtmlEscaped())
                       .arg(info.depth);
    for (const auto& [text, i] : sanMoves(m_pos, info.pv, m_letters)) {
        if (i == ShownPlies) {
            html += QStringLiteral("…");
            break;
        }
        html += QStringLiteral("<a href='play:%1:%2'>%3</a> ").arg(index).arg(i).arg(text.toHtmlEscaped());
    }
    return html + QStringLiteral("</p>");
}

void AnalysisPanel::render() {
    QString html;
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        if (!m_lines[i].pv.empty())
            html += lineHtml(i);
    m_view->setHtml(html);
    renderStatus();
    m_copy->setEnabled(!html.isEmpty());
}

// The status above the lines: the depth done, and the nodes and time of the search so far
// (which progress reports keep moving while a long depth is searched).
void AnalysisPanel::renderStatus() {
    int depth = 0;
    bool anyLine = false;
    for (const SearchInfo& line : m_lines)
        if (!line.pv.empty()) {
            anyLine = true;
            depth = std::max(depth, line.depth);
        }
    const QString knodes = QLocale().toString(static_cast<qulonglong>(m_nodes / 1000));
    const auto seconds = static_cast<int>(m_timeMs / 1000);
    if (!m_key)
        m_status->setText(tr("Analysis is off"));
    else if (legalMoves(m_pos).empty())
        m_status->setText(m_pos.inCheck() ? tr("Checkmate") : tr("Stalemate"));
    else if (!anyLine)
        m_status->setText(m_nodes ? tr("Analysing... %1 knodes · %2 s").arg(knodes).arg(seconds)
                                  : tr("Analysing..."));
    else
        m_status->setText(isFrozen() ? tr("Frozen · depth %1").arg(depth)
                                     : tr("Depth %1 · %2 knodes · %3 s").arg(depth).arg(knodes).arg(seconds));
}

QString AnalysisPanel::statusText() const { return m_status->text(); }

} // namespace grand::ui
