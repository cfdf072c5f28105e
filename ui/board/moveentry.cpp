#include "ui/board/moveentry.h"

#include "ui/board/boardwidget.h"

#include "engine/rules/armies.h"
#include "engine/rules/movegen.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace grand::ui {

namespace {
constexpr int ShownCandidates = 8;
}

MoveEntry::MoveEntry(BoardWidget* board)
        : QFrame(board), m_board(board), m_edit(new QLineEdit), m_message(new QLabel) {
    setObjectName("moveEntry");
    setStyleSheet("#moveEntry { background: rgba(32, 32, 32, 230); border-radius: 8px; }"
                  "#moveEntry QLabel { color: white; }");
    m_edit->setPlaceholderText(tr("Move, e.g. Nc4 or e3e5"));
    m_edit->setAccessibleName(tr("Move entry"));
    m_edit->setToolTip(tr("Type a move in SAN (Nc4, exd5, e10=Q) or coordinates (e3e5, e9e10q); "
                          "Tab completes, Enter plays, Esc closes"));
    m_message->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_edit);
    layout->addWidget(m_message);
    m_edit->installEventFilter(this);
    board->installEventFilter(this);
    connect(m_edit, &QLineEdit::textEdited, this, &MoveEntry::refreshCandidates);
    hide();
}

// Keys that begin a move: a file letter (a pawn move or coordinates), a letter of the
// mover's pieces (Grand Chess's, or its army's in Fantasy Grand Chess), or where the game
// castles O, o or 0.
bool MoveEntry::startsMove(const QString& text) const {
    if (text.size() != 1)
        return false;
    const QChar c = text.front();
    if (c >= 'a' && c <= 'j')
        return true;
    const Position& pos = m_board->position();
    if (pos.variant().castling.allowed && QStringLiteral("Oo0").contains(c)) // O-O, 0-0
        return true;
    if (!pos.variant().hasArmies())
        return QStringLiteral("KQRBNCAM").contains(c);
    for (const ArmyPiece& p : armyInfo(pos.army(pos.sideToMove())).pieces)
        if (c == QChar(p.letter))
            return true;
    return false;
}

bool MoveEntry::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_board) {
        // While a promotion is chosen, the letters choose the piece (the window's keys).
        const bool free = !m_board->hasPendingPromotion();
        if (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) {
            auto* key = static_cast<QKeyEvent*>(event);
            const bool plain =
                !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
            if (free && plain && startsMove(key->text())) {
                event->accept(); // a shortcut on the same letter (F, H) gives way to typing
                if (event->type() == QEvent::KeyPress)
                    open(key->text());
                return true;
            }
        } else if (event->type() == QEvent::Resize && isVisible()) {
            place();
        }
        return false;
    }
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape) {
            close();
            return true;
        }
        if (key->key() == Qt::Key_Tab) {
            complete();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            submit(); // and taken: the window behind must not read this Enter as its own
            return true;
        }
    }
    if (watched == m_edit && event->type() == QEvent::FocusOut && isVisible()) {
        auto* focus = static_cast<QFocusEvent*>(event);
        if (focus->reason() == Qt::MouseFocusReason)
            close(); // the user clicked elsewhere
    }
    return QFrame::eventFilter(watched, event);
}

void MoveEntry::open(const QString& text) {
    m_edit->setText(text);
    place();
    show();
    raise();
    m_edit->setFocus(Qt::OtherFocusReason);
    refreshCandidates();
}

void MoveEntry::close() {
    hide();
    m_edit->clear();
    m_board->setFocus(Qt::OtherFocusReason);
}

QString MoveEntry::message() const { return m_message->text(); }

void MoveEntry::place() {
    const int w = std::clamp(m_board->width() * 3 / 5, std::min(220, m_board->width()), 420);
    setFixedWidth(w);
    adjustSize();
    move((m_board->width() - w) / 2, m_board->height() - height() - m_board->height() / 20);
}

QStringList MoveEntry::completions(const QString& typed) const {
    const Position& pos = m_board->position();
    // Castling typed with zeros or a small o is offered as O-O.
    QString prefix = typed;
    if (!prefix.isEmpty() && (prefix.front() == '0' || prefix.front() == 'o'))
        prefix.replace('0', 'O').replace('o', 'O');
    QStringList san, coordinates;
    for (Move m : legalMoves(pos)) {
        QString s = QString::fromStdString(toSan(pos, m, m_letters()));
        s.remove('+').remove('#');
        if (s.startsWith(prefix))
            san << s;
        const QString uci = QString::fromStdString(toUci(m, pos.army(pos.sideToMove())));
        if (uci.startsWith(prefix))
            coordinates << uci;
    }
    san.sort();
    coordinates.sort();
    // SAN first when the prefix reads as SAN; coordinates when it already has a second square.
    return san.isEmpty() ? coordinates : san + coordinates;
}

void MoveEntry::refreshCandidates() {
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty()) {
        m_message->setText(tr("Type a move; Tab completes."));
        return;
    }
    QStringList found = completions(text);
    found.removeDuplicates();
    if (found.isEmpty()) {
        // What Enter would say: the move the text reads as in full ("0-0", "Kxj1", "e3-e5"),
        // or why it is none ("ambiguous, ..."), or that nothing begins so.
        SanDialect reading = dialect();
        const auto move = parseSan(m_board->position(), text.toStdString(), reading);
        if (move) {
            QString san = QString::fromStdString(toSan(m_board->position(), *move, m_letters()));
            m_message->setText(tr("Enter plays %1.").arg(san));
        } else if (const std::string why = move.error(); why.find("ambiguous") != std::string::npos) {
            m_message->setText(QString::fromStdString(why));
        } else {
            m_message->setText(tr("No legal move begins with \"%1\".").arg(text));
        }
        adjustSize();
        place();
        return;
    }
    const qsizetype more = found.size() - ShownCandidates;
    if (more > 0)
        found = found.mid(0, ShownCandidates) << tr("(%n more)", nullptr, static_cast<int>(more));
    m_message->setText(found.join(QStringLiteral("  ")));
    adjustSize();
    place();
}

// Tab: the only move that fits, or as far as all the moves that fit agree.
void MoveEntry::complete() {
    const QString text = m_edit->text().trimmed();
    const QStringList found = completions(text);
    if (found.isEmpty())
        return;
    QString common = found.front();
    for (const QString& s : found) {
        qsizetype n = 0;
        while (n < common.size() && n < s.size() && common[n] == s[n])
            ++n;
        common.truncate(n);
    }
    m_edit->setText(common.size() > text.size() ? common : text);
    refreshCandidates();
}

// How typed moves read: the letters the program shows, ranks 1 to 10.
SanDialect MoveEntry::dialect() const {
    SanDialect d;
    d.letters = m_letters() == PieceLetters::Freeling ? SanDialect::Letters::Freeling
                                                      : SanDialect::Letters::FairyStockfish;
    d.ranks = SanDialect::Ranks::OneToTen;
    return d;
}

void MoveEntry::submit() {
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty()) {
        close();
        return;
    }
    // Lower-case promotion letters in coordinates ("e9e10q") are the engine's UCI form.
    SanDialect reading = dialect();
    const auto move = parseSan(m_board->position(), text.toStdString(), reading);
    if (!move) {
        m_message->setText(QString::fromStdString(move.error()));
        adjustSize();
        place();
        return;
    }
    close();
    emit moveEntered(*move);
}

} // namespace grand::ui
