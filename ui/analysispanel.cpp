#include "analysispanel.h"

#include "engine/movegen.h"

#include <QLabel>
#include <QVBoxLayout>

#include <cstdlib>

namespace grand::ui {

AnalysisPanel::AnalysisPanel(QWidget* parent)
        : QWidget(parent), m_score(new QLabel(tr("Analysis is off"))), m_depth(new QLabel),
          m_line(new QLabel) {
    QFont big = m_score->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_score->setFont(big);
    m_line->setWordWrap(true);
    m_line->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_line->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_score);
    layout->addWidget(m_depth);
    layout->addWidget(m_line, 1);
}

void AnalysisPanel::showPosition(const Position& pos) {
    if (pos.key() == m_key)
        return;
    m_key = pos.key();
    m_depth->clear();
    m_line->clear();
    if (legalMoves(pos).empty())
        m_score->setText(pos.inCheck() ? tr("Checkmate") : tr("Stalemate"));
    else
        m_score->setText(tr("Analysing..."));
}

void AnalysisPanel::showInfo(const SearchInfo& info, const QString& sanLine) {
    m_depth->setText(tr("Depth %1  ·  %2 nodes").arg(info.depth).arg(info.nodes));
    const int mate = mateInMoves(info.score);
    m_score->setText(
        mate ? tr("Mate in %1 for %2").arg(std::abs(mate)).arg(mate > 0 ? tr("White") : tr("Black"))
             : QStringLiteral("%1%2").arg(info.score >= 0 ? "+" : "").arg(info.score / 100.0, 0, 'f', 2));
    m_line->setText(sanLine);
}

void AnalysisPanel::showOff() {
    m_key = 0;
    m_score->setText(tr("Analysis is off"));
    m_depth->clear();
    m_line->clear();
}

} // namespace grand::ui
