#include "puzzletrainer.h"

#include "puzzletexts.h"

#include "engine/notation/pgn.h"
#include "engine/puzzles/themes.h"
#include "ui/base/translations.h"
#include "ui/board/boardwidget.h"
#include "ui/board/holdingspanel.h"
#include "ui/board/moveentry.h"
#include "ui/board/moveinput.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace grand::ui {

namespace {

QString themeList(const Puzzle& p) {
    QStringList names;
    for (const std::string& t : p.themes)
        names << puzzleThemeName(t);
    return names.join(QStringLiteral(", "));
}

constexpr double ProvisionalDeviation = 110;

// The trainer's controller: two people at the board (the trainer plays the replies), from `start`.
GameSetup twoPlayers(const Position& start) {
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Human};
    setup.start = start;
    return setup;
}

// In the language the program speaks (1.648 in Dutch and German), whatever the system's.
QLocale shownLocale() { return QLocale(Translations::current()); }

QString number(double value) { return shownLocale().toString(static_cast<int>(std::lround(value))); }

} // namespace

PuzzleTrainer::PuzzleTrainer(const QString& progressPath, QWidget* parent)
        : PuzzleTrainer(PuzzleCollection::builtIn(), progressPath, parent) {}

PuzzleTrainer::PuzzleTrainer(PuzzleCollection collection, const QString& progressPath, QWidget* parent)
        : QWidget(parent, Qt::Window), m_collection(std::move(collection)),
          m_progress(std::make_unique<PuzzleProgress>(progressPath)) {
    setWindowTitle(tr("Puzzles — Grand Chess"));
    m_controller = new GameController(this);
    build();
    refreshThemes();
    refreshHistory();
    if (!m_progress->loadProblem().isEmpty())
        say(m_progress->loadProblem(), QStringLiteral("#b03020"));
}

PuzzleTrainer::~PuzzleTrainer() = default;

void PuzzleTrainer::build() {
    m_board = new BoardWidget;
    m_board->setMinimumSize(360, 360);
    m_holdings = new HoldingsPanel;
    m_input = new MoveInput(*m_controller, *m_board, *m_holdings, this);
    connect(m_board, &BoardWidget::moveAttempted, m_input, &MoveInput::attempt);
    connect(m_board, &BoardWidget::pendingPromotionCancelled, m_input, &MoveInput::cancelPromotion);
    connect(m_board, &BoardWidget::strikeChosen, m_input, &MoveInput::finishStrike);
    connect(m_board, &BoardWidget::strikeHovered, m_input, &MoveInput::focusStrikeOn);
    connect(m_holdings, &HoldingsPanel::promotionChosen, m_input, &MoveInput::finishPromotion);
    connect(m_holdings, &HoldingsPanel::promotionCancelled, m_input, &MoveInput::cancelPromotion);
    connect(m_input, &MoveInput::statusMessage, this, [this](const QString& text) { say(text); });
    connect(m_input, &MoveInput::promotionEnded, this, &PuzzleTrainer::refresh);
    m_entry = new MoveEntry(m_board);
    m_entry->setLettersSource([this] { return m_controller->pieceLetters(); });
    connect(m_entry, &MoveEntry::moveEntered, m_input, &MoveInput::playWhole);
    connect(m_controller, &GameController::moveMade, this, &PuzzleTrainer::onMoveMade);
    connect(m_controller, &GameController::changed, this, &PuzzleTrainer::refresh);

    m_title = new QLabel;
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_task = new QLabel;
    m_task->setWordWrap(true);
    // Room for the longest task, so that the buttons below never move under the mouse.
    m_task->setMinimumHeight(m_task->fontMetrics().height() * 3);
    m_task->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_feedback = new QLabel;
    m_feedback->setWordWrap(true);
    m_feedback->setMinimumHeight(m_feedback->fontMetrics().height() * 3);
    m_feedback->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_rating = new QLabel;
    m_themes = new QLabel;
    m_themes->setWordWrap(true);

    auto button = [this](const QString& text, const QString& tip, const QKeySequence& key) {
        auto* b = new QPushButton(text);
        b->setToolTip(tip + QStringLiteral(" (") + key.toString(QKeySequence::NativeText)
                      + QStringLiteral(")"));
        b->setShortcut(key);
        b->setFocusPolicy(Qt::NoFocus); // keys stay with the board, for typed moves
        return b;
    };
    m_hintButton = button(tr("&Hint"), tr("Show which piece to move"), QKeySequence(Qt::CTRL | Qt::Key_H));
    m_solutionButton =
        button(tr("&Solution"), tr("Play the rest of the solution"), QKeySequence(Qt::CTRL | Qt::Key_L));
    m_retryButton =
        button(tr("&Retry"), tr("Try this puzzle again from its start"), QKeySequence(Qt::CTRL | Qt::Key_R));
    m_nextButton = button(tr("&Next Puzzle"), tr("The next puzzle (Enter when this one is done)"),
                          QKeySequence(Qt::CTRL | Qt::Key_N));
    m_analysisButton = button(tr("Open on the &Analysis Board"),
                              tr("This puzzle and its solution as a game in the main window"),
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(m_hintButton, &QPushButton::clicked, this, &PuzzleTrainer::hint);
    connect(m_solutionButton, &QPushButton::clicked, this, &PuzzleTrainer::showSolution);
    connect(m_retryButton, &QPushButton::clicked, this, &PuzzleTrainer::retry);
    connect(m_nextButton, &QPushButton::clicked, this, &PuzzleTrainer::nextPuzzle);
    connect(m_analysisButton, &QPushButton::clicked, this, [this] {
        if (m_session)
            emit openInAnalysis(puzzlePgn());
    });

    auto* closeWindow = new QAction(this);
    closeWindow->setShortcut(QKeySequence::Close); // Ctrl+W
    connect(closeWindow, &QAction::triggered, this, &QWidget::close);
    addAction(closeWindow);

    m_themeBox = new QComboBox;
    m_themeBox->setFocusPolicy(Qt::ClickFocus);
    connect(m_themeBox, &QComboBox::activated, this,
            [this](int index) { setTheme(m_themeBox->itemData(index).toString().toStdString()); });
    m_failedOnly = new QCheckBox(tr("Only puzzles I &failed"));
    m_failedOnly->setFocusPolicy(Qt::ClickFocus);
    connect(m_failedOnly, &QCheckBox::toggled, this, [this] { nextPuzzle(); });
    m_history = new QListWidget;
    m_history->setFocusPolicy(Qt::ClickFocus);
    m_history->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // long lines end in "…"
    m_history->setTextElideMode(Qt::ElideRight);
    connect(m_history, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (const Puzzle* p = m_collection.find(item->data(Qt::UserRole).toString().toStdString()))
            showPuzzle(*p);
    });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_hintButton);
    buttons->addWidget(m_solutionButton);
    buttons->addWidget(m_retryButton);
    auto* panel = new QVBoxLayout;
    panel->addWidget(m_title);
    panel->addWidget(m_task);
    panel->addWidget(m_feedback);
    panel->addLayout(buttons);
    panel->addWidget(m_nextButton);
    panel->addWidget(m_analysisButton);
    panel->addSpacing(8);
    panel->addWidget(m_rating);
    panel->addWidget(m_themes);
    panel->addSpacing(8);
    panel->addWidget(new QLabel(tr("Theme:")));
    panel->addWidget(m_themeBox);
    panel->addWidget(m_failedOnly);
    auto* attempts = new QLabel(tr("Your attempts (double-click to try one again):"));
    attempts->setWordWrap(true);
    panel->addWidget(attempts);
    panel->addWidget(m_history, 1);
    auto* panelWidget = new QWidget;
    panelWidget->setLayout(panel);
    panelWidget->setFixedWidth(330);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_holdings);
    layout->addWidget(panelWidget);
    resize(1040, 720);
}

void PuzzleTrainer::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const int square = std::min(m_board->width(), m_board->height()) / 10;
    m_holdings->setSlotSize(std::max(22, square * 4 / 5));
}

QString PuzzleTrainer::feedback() const { return m_feedback->text(); }

void PuzzleTrainer::say(const QString& text, const QString& colour) {
    m_feedback->setText(text);
    m_feedback->setStyleSheet(colour.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(colour));
}

void PuzzleTrainer::showPuzzle(const Puzzle& puzzle) {
    m_input->cancelPromotion();
    m_session = std::make_unique<PuzzleSession>(puzzle);
    m_session->setRated(!m_progress->lastResult(puzzle.id()));
    m_replyDue = false;
    m_showingWrong = false;
    m_changeShown = false;
    m_board->clearHint();
    m_board->setFlipped(m_session->solver() == Color::Black);
    m_holdings->setTopColor(m_session->solver() == Color::Black ? Color::White : Color::Black);
    showLine(false);
    say(tr("Your move."));
}

void PuzzleTrainer::nextPuzzle() {
    const Puzzle* p =
        m_progress->choose(m_collection, m_progress->theme(), m_failedOnly->isChecked(), m_random);
    if (!p) {
        m_session.reset();
        m_input->cancelPromotion();
        m_board->clearHint();
        // The start position, still: no puzzle's position is left standing as if it were one.
        m_applying = true;
        m_controller->newGame(twoPlayers(Position()));
        m_applying = false;
        m_board->setFlipped(false);
        m_board->setPosition(m_controller->viewPosition(), Move(), false);
        m_board->setInteractive(false);
        say(m_failedOnly->isChecked()
                ? tr("No failed puzzle is left to try again with this theme.")
                : tr("You have tried every puzzle with this theme. Choose another theme, "
                     "or try the ones you failed again."));
        refresh();
        return;
    }
    showPuzzle(*p);
}

// The controller shows the puzzle's start and the moves played on its line so far.
void PuzzleTrainer::showLine(bool animateLast) {
    if (!m_session)
        return;
    m_applying = true;
    m_controller->loadGame(GameRecord::fromGame(m_session->game()), twoPlayers(m_session->start()));
    m_applying = false;
    const std::vector<Move>& played = m_session->played();
    m_board->setPosition(m_controller->viewPosition(), played.empty() ? Move() : played.back(), animateLast);
    refresh();
}

void PuzzleTrainer::onMoveMade(Move move, bool) {
    if (m_applying || !m_session)
        return;
    m_board->clearHint();
    const bool wasDecided = m_session->decided();
    const Position before = m_session->game().position();
    const QString san = QString::fromStdString(toSan(before, move, m_controller->pieceLetters()));
    m_board->setPosition(m_controller->viewPosition(), move, true);
    switch (m_session->play(move)) {
    case PuzzleSession::Verdict::Right:
        say(tr("%1 is right. Now the reply…").arg(san), QStringLiteral("#2a7a2a"));
        m_replyDue = true;
        QTimer::singleShot(m_replyMs, this, &PuzzleTrainer::playReply);
        break;
    case PuzzleSession::Verdict::Solved:
        say(m_session->firstTry() == PuzzleSession::FirstTry::Solved
                ? (m_session->hintUsed() ? tr("%1 solves it, with the hint's help.").arg(san)
                                         : tr("%1 solves it. Well done!").arg(san))
                : tr("%1 solves it, on a second try.").arg(san),
            QStringLiteral("#2a7a2a"));
        break;
    case PuzzleSession::Verdict::Wrong:
        say(tr("%1 is not the move. Try again, or see the solution.").arg(san), QStringLiteral("#b03020"));
        m_showingWrong = true;
        QTimer::singleShot(m_takeBackMs, this, [this] {
            m_showingWrong = false;
            showLine(false);
        });
        break;
    }
    if (!wasDecided && m_session->decided())
        decided();
    refresh();
}

void PuzzleTrainer::playReply() {
    m_replyDue = false;
    if (!m_session || !m_session->replyDue())
        return;
    const Move reply = *m_session->replyDue();
    const Position beforeReply = m_session->game().position();
    m_session->playReply();
    m_applying = true;
    m_controller->playHumanMove(reply);
    m_applying = false;
    m_board->setPosition(m_controller->viewPosition(), reply, true);
    say(tr("Right. %1 answers %2: your move again.")
            .arg(colorName(~m_session->solver()),
                 QString::fromStdString(toSan(beforeReply, reply, m_controller->pieceLetters()))),
        QStringLiteral("#2a7a2a"));
    refresh();
}

void PuzzleTrainer::decided() {
    bool saved = true;
    if (m_session->isRated()) {
        m_lastChange = m_progress->record(m_session->puzzle(), m_session->score(), &saved);
        m_changeShown = true;
    } else {
        m_progress->recordReplay(m_session->puzzle(), m_session->score(), &saved);
        m_changeShown = false;
    }
    if (!saved)
        say(m_feedback->text() + QStringLiteral("\n")
                + tr("Your puzzle record could not be saved to %1.").arg(m_progress->path()),
            QStringLiteral("#b03020"));
    refreshHistory();
}

void PuzzleTrainer::hint() {
    if (!m_session || m_session->isComplete() || m_replyDue || m_showingWrong)
        return;
    m_session->useHint();
    m_board->setHintSquare(m_session->expected().from());
    say(tr("Move the piece on %1.").arg(QString::fromStdString(squareName(m_session->expected().from()))));
}

void PuzzleTrainer::showSolution() {
    if (!m_session || m_session->isComplete())
        return;
    m_input->cancelPromotion();
    const bool wasDecided = m_session->decided();
    const std::size_t from = m_session->played().size();
    m_session->showSolution();
    showLine(true);
    QStringList moves;
    Game g(m_session->start());
    for (std::size_t i = 0; i < m_session->played().size(); ++i) {
        const Move m = m_session->played()[i];
        if (i >= from)
            moves << QString::fromStdString(toSan(g.position(), m, m_controller->pieceLetters()));
        g.play(m);
    }
    say(tr("The solution: %1.").arg(moves.join(QStringLiteral(" "))));
    m_board->clearHint();
    if (!wasDecided && m_session->decided())
        decided();
    refresh();
}

// Another try at the same puzzle: the first try's result stands.
void PuzzleTrainer::retry() {
    if (!m_session)
        return;
    m_input->cancelPromotion();
    m_session->restart();
    m_replyDue = false;
    m_showingWrong = false;
    m_board->clearHint();
    showLine(false);
    say(tr("Your move."));
}

void PuzzleTrainer::setTheme(const std::string& theme) {
    m_progress->setTheme(theme);
    refreshThemes();
    nextPuzzle();
}

void PuzzleTrainer::keyPressEvent(QKeyEvent* event) {
    if (m_input->handleKey(*event))
        return;
    if (event->key() == Qt::Key_Escape) {
        m_board->clearHint();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && m_session
        && m_session->isComplete()) {
        nextPuzzle();
        return;
    }
    QWidget::keyPressEvent(event);
}

// Where a puzzle comes from, in the language shown: the collection's games between the
// levels are described in words; any other source (a famous game) as the file gives it.
QString PuzzleTrainer::sourceText(const std::string& source) {
    static const QRegularExpression selfPlay(QStringLiteral(
        R"(^self-play, .+ \(level (\d+)\) - .+ \(level (\d+)\), set (\w+) game (\d+), ply (\d+)$)"));
    const QRegularExpressionMatch m = selfPlay.match(QString::fromStdString(source));
    if (!m.hasMatch())
        return QString::fromStdString(source);
    return tr("the computer against itself, level %1 with White against level %2 (set %3, game %4, move %5)")
        .arg(m.captured(1), m.captured(2), m.captured(3), m.captured(4))
        .arg((m.captured(5).toInt() + 1) / 2);
}

QString PuzzleTrainer::taskText() const {
    if (!m_session)
        return {};
    const QString side = colorName(m_session->solver());
    if (m_session->puzzle().hasTheme("defence"))
        return tr("%1 to move: find the only move that holds.").arg(side);
    return tr("%1 to move: find the winning move.").arg(side);
}

void PuzzleTrainer::refresh() {
    const bool active = m_session && !m_session->isComplete();
    const bool solverToMove = active && m_controller->viewPosition().sideToMove() == m_session->solver();
    m_board->setInteractive(solverToMove && !m_replyDue && !m_showingWrong
                            && !m_input->isChoosingPromotion());
    m_holdings->setPosition(m_controller->viewPosition());
    m_hintButton->setEnabled(solverToMove && !m_replyDue && !m_showingWrong);
    m_solutionButton->setEnabled(active && !m_replyDue);
    m_retryButton->setEnabled(m_session != nullptr);
    m_analysisButton->setEnabled(m_session != nullptr);
    if (m_session) {
        const GlickoRating r = m_progress->puzzleRating(m_session->puzzle());
        m_title->setText(tr("Puzzle rated %1").arg(number(r.rating)));
        m_task->setText(m_session->isRated()
                            ? taskText()
                            : taskText() + QStringLiteral("\n")
                                  + tr("Tried before: this attempt does not change the ratings."));
        m_themes->setText(
            m_session->decided() || !m_session->isRated()
                ? tr("Themes: %1.\nFrom: %2.")
                      .arg(themeList(m_session->puzzle()), sourceText(m_session->puzzle().source))
                : tr("Its themes are shown once you have tried it."));
    } else {
        m_title->setText(tr("Puzzles"));
        m_task->clear();
        m_themes->clear();
    }
    const GlickoRating& p = m_progress->player();
    // Provisional while unsure, as lichess marks it, until about 15 puzzles have been tried.
    QString rating = p.deviation >= ProvisionalDeviation
                         ? tr("Your puzzle rating: %1 (provisional)").arg(number(p.rating))
                         : tr("Your puzzle rating: %1").arg(number(p.rating));
    if (m_changeShown && std::lround(m_lastChange) != 0)
        rating += QStringLiteral(" (%1%2)").arg(m_lastChange > 0 ? QStringLiteral("+") : QString(),
                                                number(m_lastChange));
    m_rating->setText(rating);
}

void PuzzleTrainer::refreshThemes() {
    m_themeBox->clear();
    m_themeBox->addItem(tr("All themes (%1)").arg(m_collection.puzzles().size()), QString());
    const std::map<std::string, int> counts = m_collection.themeCounts();
    for (const std::string& t : allPuzzleThemes())
        if (const auto it = counts.find(t); it != counts.end())
            m_themeBox->addItem(QStringLiteral("%1 (%2)").arg(puzzleThemeName(t)).arg(it->second),
                                QString::fromStdString(t));
    const int index = m_themeBox->findData(QString::fromStdString(m_progress->theme()));
    m_themeBox->setCurrentIndex(std::max(0, index));
}

void PuzzleTrainer::refreshHistory() {
    m_history->clear();
    const auto& history = m_progress->history();
    int shown = 0;
    for (auto it = history.rbegin(); it != history.rend() && shown < 200; ++it, ++shown) {
        const Puzzle* p = m_collection.find(it->id);
        QString mark = it->result == PuzzleProgress::Result::Solved           ? QStringLiteral("✓")
                       : it->result == PuzzleProgress::Result::SolvedWithHint ? QStringLiteral("½")
                                                                              : QStringLiteral("✗");
        const QString themes = p ? themeList(*p) : tr("(no longer in the collection)");
        // A puzzle tried again is marked: its result moved no rating.
        const QString text =
            QStringLiteral("%1  %2  %3%4")
                .arg(mark, number(p ? m_progress->puzzleRating(*p).rating : it->puzzleRating),
                     it->rated ? QString() : tr("again: "), themes);
        auto* item = new QListWidgetItem(text, m_history);
        item->setData(Qt::UserRole, QString::fromStdString(it->id));
        item->setToolTip(shownLocale().toString(it->when, QLocale::ShortFormat) + QStringLiteral("\n")
                         + themes);
    }
}

QString PuzzleTrainer::puzzlePgn() const {
    Game g(m_session->start());
    for (const Move m : m_session->line())
        g.play(m);
    GameRecord record = GameRecord::fromGame(g);
    record.setTag("Event", "Grand Chess puzzle");
    record.setTag("Site", "Grand Chess desktop");
    record.setTag("Annotator", m_session->puzzle().source);
    record.setResult("*");
    return QString::fromStdString(writePgn(record));
}

} // namespace grand::ui
