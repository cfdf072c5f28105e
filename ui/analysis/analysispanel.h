#pragma once

// The Analysis panel: the engine's best lines (MultiPV, 1-5, the user's choice) for the
// position shown, each with its score from White's point of view (pawns, or "mate in N")
// and its depth, in SAN with the user's piece letters, wrapping at any width. Clicking a
// move of a line plays the line up to that move into the game's record; Copy puts the lines
// on the clipboard; Freeze keeps the lines of one position while the user browses on.

#include "engine/notation/record.h"
#include "engine/notation/san.h"
#include "engine/search/search.h"

#include <QWidget>

class QLabel;
class QSpinBox;
class QTextBrowser;
class QToolButton;

namespace grand::ui {

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    // A new position is shown (record node `node`): clears the old lines unless it is the
    // same position, or the panel is frozen.
    void showPosition(NodeId node, const Position& pos);
    // One of the engine's lines (info.multiPV); `info.score` is from White's point of view.
    // Progress within a depth (info.progress) updates the nodes and time shown.
    void showInfo(const SearchInfo& info);
    void showOff();
    void setPieceLetters(PieceLetters letters);
    void setLineCount(int lines);
    int lineCount() const;
    bool isFrozen() const;
    void setFrozen(bool frozen);

    // What is shown, for the clipboard and tests: one line of text per engine line.
    QString linesText() const;
    QString statusText() const;
    const std::vector<SearchInfo>& lines() const { return m_lines; }
    QTextBrowser& view() { return *m_view; }
    QSize sizeHint() const override { return {320, 260}; }
    // The moves of line `line` (0-based) up to its move `move`, as a click would play them.
    void playLine(int line, int move);

signals:
    void lineCountChanged(int lines);
    void frozenChanged(bool frozen);
    // The user clicked a move of a line: play `moves` after `node`.
    void linePlayed(grand::NodeId node, const std::vector<grand::Move>& moves);

private:
    void render();
    void renderStatus();
    QString lineHtml(std::size_t index) const;

    QLabel* m_status;
    QSpinBox* m_count;
    QToolButton* m_freeze;
    QToolButton* m_copy;
    QTextBrowser* m_view;
    NodeId m_node = -1;
    Position m_pos;
    std::uint64_t m_key = 0; // the position the panel speaks of (0: none)
    PieceLetters m_letters = PieceLetters::FairyStockfish;
    std::vector<SearchInfo> m_lines; // by rank, as shown; an empty pv: not yet known
    // The last exact line of each rank. A bound (a move failing high or low before the depth
    // is done) comes with a line of one or two moves; it is shown with the longest exact
    // line that begins with those moves, and its score marked as a bound.
    std::vector<SearchInfo> m_exact;
    // The search's nodes and time at its latest report (a line or progress).
    std::uint64_t m_nodes = 0;
    std::int64_t m_timeMs = 0;
    QString boundMark(const SearchInfo& info) const;
};

// A score from White's point of view as the panel writes it: "+0.35", "-1.20", "Mate in 3
// for White".
QString scoreWords(int whiteScore);

} // namespace grand::ui
