#include "ui/analysis/reviewdialog.h"

#include "ui/analysis/reviewrunner.h"

#include "ui/base/settings.h"
#include "ui/game/gamecontroller.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace grand::ui {

ReviewDialog::ReviewDialog(GameController& game, Settings& settings, QWidget* parent)
        : QDialog(parent), m_game(game), m_settings(settings), m_runner(new ReviewRunner(this)),
          m_byTime(new QRadioButton(tr("&Time per move:"))), m_byDepth(new QRadioButton(tr("&Depth:"))),
          m_moveTime(new QSpinBox), m_depth(new QSpinBox), m_estimate(new QLabel),
          m_progress(new QProgressBar), m_summary(new QLabel) {
    setWindowTitle(tr("Review Game"));
    const int plies = game.game().plyCount();
    const int moves = (plies + 1) / 2;
    auto* intro = new QLabel(tr("The engine evaluates every position of the main line (%1) and marks "
                                "inaccuracies ?!, mistakes ? and blunders ?? by the winning chances they "
                                "lose, with its better move as a variation.")
                                 .arg(moves == 1 ? tr("1 move") : tr("%1 moves").arg(moves)));
    intro->setWordWrap(true);
    m_moveTime->setRange(20, 60000);
    m_moveTime->setSingleStep(100);
    m_moveTime->setSuffix(tr(" ms"));
    m_moveTime->setValue(m_settings.number(Settings::Key::ReviewMoveTime));
    m_depth->setRange(1, 30);
    m_depth->setValue(m_settings.number(Settings::Key::ReviewDepth));
    (m_settings.number(Settings::Key::ReviewByDepth) ? m_byDepth : m_byTime)->setChecked(true);
    auto* strength = new QFormLayout;
    strength->addRow(m_byTime, m_moveTime);
    strength->addRow(m_byDepth, m_depth);
    connect(m_byTime, &QRadioButton::toggled, this, &ReviewDialog::refreshEstimate);
    connect(m_moveTime, &QSpinBox::valueChanged, this, &ReviewDialog::refreshEstimate);
    connect(m_depth, &QSpinBox::valueChanged, this, &ReviewDialog::refreshEstimate);
    m_estimate->setWordWrap(true);
    m_progress->setVisible(false);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setVisible(false);

    auto* buttons = new QDialogButtonBox;
    m_startButton = buttons->addButton(tr("&Review"), QDialogButtonBox::AcceptRole);
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_startButton->setEnabled(plies > 0);
    connect(m_startButton, &QPushButton::clicked, this, &ReviewDialog::start);
    connect(m_cancelButton, &QPushButton::clicked, this, &ReviewDialog::cancel);
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(strength);
    layout->addWidget(m_estimate);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_runner, &ReviewRunner::progress, this, &ReviewDialog::showProgress);
    connect(m_runner, &ReviewRunner::finished, this, &ReviewDialog::onFinished);
    setRunning(false);
    refreshEstimate();
    setMinimumWidth(420);
}

ReviewDialog::~ReviewDialog() = default;

void ReviewDialog::setMoveTime(int ms) {
    m_moveTime->setValue(ms);
    m_byTime->setChecked(true);
}

void ReviewDialog::setDepth(int depth) {
    m_depth->setValue(depth);
    m_byDepth->setChecked(true);
}

bool ReviewDialog::isRunning() const { return m_runner->isRunning(); }

QString ReviewDialog::summary() const { return m_summary->isVisible() ? m_summary->text() : QString(); }

ReviewOptions ReviewDialog::options() const {
    ReviewOptions o;
    if (m_byDepth->isChecked())
        o.depth = m_depth->value();
    else
        o.moveTimeMs = m_moveTime->value();
    o.letters = m_game.pieceLetters();
    return o;
}

void ReviewDialog::start() {
    m_settings.setValue(Settings::Key::ReviewMoveTime, m_moveTime->value());
    m_settings.setValue(Settings::Key::ReviewDepth, m_depth->value());
    m_settings.setValue(Settings::Key::ReviewByDepth, m_byDepth->isChecked() ? 1 : 0);
    m_summary->setVisible(false);
    m_progress->setRange(0, m_game.game().plyCount() + 1);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Starting..."));
    m_runner->start(m_game.tree(), options());
    m_clock.start();
    setRunning(true);
}

void ReviewDialog::cancel() {
    if (!m_runner->isRunning()) {
        reject();
        return;
    }
    m_runner->cancel();
    setRunning(false);
    m_estimate->setText(tr("Review cancelled; the game is unchanged."));
}

void ReviewDialog::showProgress(int done, int total) {
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_progress->setFormat(tr("Position %1 of %2").arg(done).arg(total));
}

void ReviewDialog::onFinished(const GameRecord& annotated, const ReviewResult& result) {
    setRunning(false);
    const bool applied = m_game.applyReview(annotated);
    m_summary->setText(reviewSummaryHtml(result));
    m_summary->setVisible(true);
    const QString seconds = QString::number(m_clock.elapsed() / 1000.0, 'f', 1);
    m_estimate->setText(
        applied ? tr("Reviewed in %1 s: the move list shows the evaluations and judgements.").arg(seconds)
                : tr("The game went on during the review: the record is unchanged."));
    m_closeButton->setDefault(true);
    adjustSize(); // room for the summary
    emit reviewFinished(result);
}

void ReviewDialog::setRunning(bool running) {
    m_progress->setVisible(running);
    m_startButton->setVisible(!running);
    m_cancelButton->setVisible(running);
    m_closeButton->setVisible(!running);
    for (QWidget* w : std::initializer_list<QWidget*>{m_byTime, m_byDepth, m_moveTime, m_depth})
        w->setEnabled(!running);
}

void ReviewDialog::refreshEstimate() {
    const int positions = m_game.game().plyCount() + 1;
    if (m_byTime->isChecked())
        m_estimate->setText(tr("About %1 s.").arg(qMax(1, positions * m_moveTime->value() / 1000)));
    else
        m_estimate->setText(tr("Time depends on the position; deeper is slower."));
}

QString reviewSummaryHtml(const ReviewResult& result) {
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=4><tr><th></th><th>%1</th><th>%2</th>"
                                  "<th>%3</th><th>%4</th><th>%5</th></tr>")
                       .arg(ReviewDialog::tr("Inaccuracies ?!"), ReviewDialog::tr("Mistakes ?"),
                            ReviewDialog::tr("Blunders ??"), ReviewDialog::tr("Average loss"),
                            ReviewDialog::tr("Accuracy"));
    for (Color c : {Color::White, Color::Black}) {
        const SideSummary& s = result.sides[static_cast<std::size_t>(index(c))];
        html += QStringLiteral("<tr><th align=left>%1</th><td align=center>%2</td><td align=center>%3</td>"
                               "<td align=center>%4</td><td align=center>%5 cp</td>"
                               "<td align=center>%6%</td></tr>")
                    .arg(colorName(c))
                    .arg(s.inaccuracies)
                    .arg(s.mistakes)
                    .arg(s.blunders)
                    .arg(qRound(s.averageCpLoss))
                    .arg(qRound(s.accuracy));
    }
    return html + QStringLiteral("</table>");
}

} // namespace grand::ui
