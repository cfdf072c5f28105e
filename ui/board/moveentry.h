#pragma once

// Keyboard move entry: typing a move on the board opens a small entry over it. It takes
// SAN ("Nc4", "exd5", "e10=Q") or coordinates ("e3e5", "e9e10q"), shows the legal moves
// that begin with what is typed (Tab completes), and on Enter asks the engine to read the
// move; an illegal or ambiguous move is explained in the entry, which stays open.

#include "engine/notation/san.h"

#include <QFrame>

#include <functional>

class QLabel;
class QLineEdit;

namespace grand::ui {

class BoardWidget;

class MoveEntry : public QFrame {
    Q_OBJECT
public:
    // Watches `board` for typing; the entry floats over it.
    explicit MoveEntry(BoardWidget* board);

    // Where the letter set for SAN comes from (A/C or C/M).
    void setLettersSource(std::function<PieceLetters()> source) { m_letters = std::move(source); }
    // Opens the entry with `text` typed.
    void open(const QString& text);
    void close();
    bool isOpen() const { return isVisible(); }
    QLineEdit& edit() { return *m_edit; }
    QString message() const;
    // The legal moves, in SAN and in coordinates, that begin with `prefix`.
    QStringList completions(const QString& prefix) const;

signals:
    // A legal move of the position on the board was entered.
    void moveEntered(grand::Move move);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    SanDialect dialect() const;
    bool startsMove(const QString& text) const;
    void place();
    void refreshCandidates();
    void complete();
    void submit();

    BoardWidget* m_board;
    QLineEdit* m_edit;
    QLabel* m_message;
    std::function<PieceLetters()> m_letters = [] { return PieceLetters::FairyStockfish; };
};

} // namespace grand::ui
