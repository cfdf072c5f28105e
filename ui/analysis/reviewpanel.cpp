#include "ui/analysis/reviewpanel.h"

#include "ui/analysis/reviewrunner.h"

#include "ui/base/settings.h"
#include "ui/game/gamecontroller.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace grand::ui {

ReviewPanel::ReviewPanel(GameController& game, Settings& settings, QWidget* parent)
        : QFrame(parent), m_game(game), m_settings(settings), m_runner(new ReviewRunner(this)),
          m_title(new QLabel), m_closeButton(new QToolButton), m_settingsBox(new QWidget),
          m_byTime(new QRadioButton(tr("&Time per move:"))), m_byDepth(new QRadioButton(tr("&Depth:"))),
          m_moveTime(new QSpinBox), m_depth(new QSpinBox), m_estimate(new QLabel),
          m_startButton(new QPushButton(tr("&Review"))), m_runningBox(new QWidget),
          m_progress(new QProgressBar), m_cancelButton(new QPushButton(tr("Cancel"))), m_summary(new QLabel),
          m_note(new QLabel) {
    setObjectName("reviewPanel");
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_closeButton->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_closeButton->setAutoRaise(true);
    m_closeButton->setToolTip(tr("Close the review panel"));
    connect(m_closeButton, &QToolButton::clicked, this, &QWidget::hide);
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_closeButton);

    // The strength.
    m_moveTime->setRange(20, 60000);
    m_moveTime->setSingleStep(100);
    m_moveTime->setSuffix(tr(" ms"));
    m_moveTime->setValue(m_settings.number(Settings::Key::ReviewMoveTime));
    m_depth->setRange(1, 30);
    m_depth->setValue(m_settings.number(Settings::Key::ReviewDepth));
    (m_settings.number(Settings::Key::ReviewByDepth) ? m_byDepth : m_byTime)->setChecked(true);
    connect(m_byTime, &QRadioButton::toggled, this, &ReviewPanel::refreshEstimate);
    connect(m_moveTime, &QSpinBox::valueChanged, this, &ReviewPanel::refreshEstimate);
    connect(m_depth, &QSpinBox::valueChanged, this, &ReviewPanel::refreshEstimate);
    m_estimate->setWordWrap(true);
    m_startButton->setToolTip(
        tr("The engine evaluates every position of the main line and marks inaccuracies "
           "?!, mistakes ? and blunders ?? by the winning chances they lose, with its "
           "better move as a variation. The same settings give the same marks."));
    connect(m_startButton, &QPushButton::clicked, this, &ReviewPanel::start);
    auto* strength = new QGridLayout(m_settingsBox);
    strength->setContentsMargins(0, 0, 0, 0);
    strength->addWidget(m_byTime, 0, 0);
    strength->addWidget(m_moveTime, 0, 1);
    strength->addWidget(m_byDepth, 1, 0);
    strength->addWidget(m_depth, 1, 1);
    strength->addWidget(m_estimate, 2, 0);
    strength->addWidget(m_startButton, 2, 1);
    strength->setColumnStretch(0, 1);

    // The review under way.
    connect(m_cancelButton, &QPushButton::clicked, this, &ReviewPanel::cancel);
    auto* running = new QHBoxLayout(m_runningBox);
    running->setContentsMargins(0, 0, 0, 0);
    running->addWidget(m_progress, 1);
    running->addWidget(m_cancelButton);

    // The outcome.
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setToolTip(tr("Per side: inaccuracies ?!, mistakes ? and blunders ??, the average loss "
                             "against the engine's best move in centipawns, and the accuracy."));
    m_note->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 4, 6);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(m_settingsBox);
    layout->addWidget(m_runningBox);
    layout->addWidget(m_summary);
    layout->addWidget(m_note);

    connect(m_runner, &ReviewRunner::calibrated, this,
            [this](quint64 nodesPerSecond) { m_settings.setReviewSpeed(m_reviewedStart, nodesPerSecond); });
    connect(m_runner, &ReviewRunner::progress, this, &ReviewPanel::showProgress);
    connect(m_runner, &ReviewRunner::moveJudged, this, &ReviewPanel::onMoveJudged);
    connect(m_runner, &ReviewRunner::finished, this, &ReviewPanel::onFinished);
    connect(&m_game, &GameController::changed, this, &ReviewPanel::checkGame);
    setState(State::Settings);
    hide();
}

ReviewPanel::~ReviewPanel() = default;

void ReviewPanel::showSettings() {
    if (m_state != State::Running)
        setState(State::Settings);
    show();
    if (m_state == State::Settings)
        m_startButton->setFocus();
}

void ReviewPanel::setMoveTime(int ms) {
    m_moveTime->setValue(ms);
    m_byTime->setChecked(true);
}

void ReviewPanel::setDepth(int depth) {
    m_depth->setValue(depth);
    m_byDepth->setChecked(true);
}

bool ReviewPanel::isRunning() const { return m_runner->isRunning(); }

QString ReviewPanel::summary() const { return m_state == State::Done ? m_summary->text() : QString(); }

ReviewOptions ReviewPanel::options() const {
    ReviewOptions o;
    if (m_byDepth->isChecked())
        o.depth = m_depth->value();
    else
        o.moveTimeMs = m_moveTime->value(); // run by nodes (ReviewRunner)
    o.letters = m_game.pieceLetters();
    return o;
}

QString ReviewPanel::strengthText() const {
    return m_byDepth->isChecked() ? tr("depth %1").arg(m_depth->value())
                                  : tr("%1 ms a move").arg(m_moveTime->value());
}

void ReviewPanel::start() {
    if (m_game.game().plyCount() == 0) {
        emit statusMessage(tr("There are no moves to review."));
        return;
    }
    m_settings.setValue(Settings::Key::ReviewMoveTime, m_moveTime->value());
    m_settings.setValue(Settings::Key::ReviewDepth, m_depth->value());
    m_settings.setValue(Settings::Key::ReviewByDepth, m_byDepth->isChecked() ? 1 : 0);
    const GameRecord& record = m_game.tree();
    m_gameNumber = m_game.gameNumber();
    m_nodes = record.mainLine();
    m_moves = m_game.game().moves();
    m_done = 0;
    m_progress->setRange(0, static_cast<int>(m_nodes.size()) + 1);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Starting..."));
    m_reviewedStart = record.startPosition();
    m_runner->start(record, options(), m_settings.reviewSpeed(m_reviewedStart));
    m_clock.start();
    setState(State::Running);
    show();
    emit started();
}

void ReviewPanel::cancel() {
    if (!m_runner->isRunning())
        return;
    stop(tr("Review cancelled after %1 of %2 positions; the marks of the moves judged stay.")
             .arg(m_done)
             .arg(m_nodes.size() + 1));
}

// Ends the review under way, saying why in the panel and the status bar.
void ReviewPanel::stop(const QString& why) {
    m_runner->cancel();
    m_note->setText(why);
    setState(State::Stopped);
    emit statusMessage(why);
}

// A review is of one game's moves: another game, or other moves, end it.
void ReviewPanel::checkGame() {
    const bool anotherGame = m_game.gameNumber() != m_gameNumber;
    if (!m_runner->isRunning()) {
        // A summary or a cancellation belongs to its game: another game closes it.
        if (anotherGame && (m_state == State::Done || m_state == State::Stopped))
            hide();
        return;
    }
    if (anotherGame) {
        stop(tr("Review cancelled: another game was started or opened."));
        hide(); // the status bar says so; the panel spoke of the other game
    } else if (m_game.game().moves() != m_moves)
        stop(tr("Review cancelled: the game's moves changed."));
}

void ReviewPanel::showProgress(int done, int total) {
    m_done = done;
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    m_progress->setFormat(tr("Position %1 of %2").arg(done).arg(total));
}

void ReviewPanel::onMoveJudged(const MoveReview& move) {
    const auto at = std::find(m_nodes.begin(), m_nodes.end(), move.node);
    if (at == m_nodes.end()
        || !m_game.annotateMove(move, m_moves[static_cast<std::size_t>(at - m_nodes.begin())]))
        stop(tr("Review cancelled: the game's moves changed."));
}

void ReviewPanel::onFinished(const ReviewResult& result) {
    m_summary->setText(reviewSummaryHtml(result));
    const QString seconds = QString::number(m_clock.elapsed() / 1000.0, 'f', 1);
    m_note->setText(tr("Reviewed at %1 in %2 s.").arg(strengthText(), seconds));
    setState(State::Done);
    emit statusMessage(tr("Review done: the move list shows the evaluations and judgements."));
    emit reviewFinished(result);
}

void ReviewPanel::setState(State state) {
    m_state = state;
    const bool running = state == State::Running;
    m_title->setText(running                    ? tr("Reviewing at %1").arg(strengthText())
                     : state == State::Settings ? tr("Review the game")
                                                : tr("Review"));
    m_settingsBox->setVisible(state == State::Settings);
    m_runningBox->setVisible(running);
    m_summary->setVisible(state == State::Done);
    m_note->setVisible(state == State::Done || state == State::Stopped);
    m_closeButton->setVisible(!running);
    if (state == State::Settings)
        refreshEstimate();
}

void ReviewPanel::refreshEstimate() {
    const int positions = m_game.game().plyCount() + 1;
    if (m_byTime->isChecked())
        m_estimate->setText(tr("About %1 s.").arg(qMax(1, positions * m_moveTime->value() / 1000)));
    else
        m_estimate->setText(tr("Deeper is slower."));
}

QString reviewSummaryHtml(const ReviewResult& result) {
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=2><tr><th></th><th>&nbsp;?!&nbsp;</th>"
                                  "<th>&nbsp;?&nbsp;</th><th>&nbsp;??&nbsp;</th><th>&nbsp;%1&nbsp;</th>"
                                  "<th>&nbsp;%2&nbsp;</th></tr>")
                       .arg(ReviewPanel::tr("Loss"), ReviewPanel::tr("Accuracy"));
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
