#pragma once

// The move list as a game record shows it: the main line, variations in brackets (those of
// the main line indented in their own paragraph, as ChessBase and lichess lay them out),
// NAG glyphs after moves, comments in italics. Every move is a link; the move shown on the
// board is highlighted. A move's context menu promotes its variation, deletes from it,
// edits its comment, sets its annotation glyph and the judgement of the position after it
// ("=", "±", ...) and adds observations ("↑" initiative, "N" novelty, ...).

#include "engine/notation/record.h"
#include "engine/notation/san.h"

#include <QTextBrowser>

class QMenu;

namespace grand::ui {

class MoveTreeView : public QTextBrowser {
    Q_OBJECT
public:
    explicit MoveTreeView(QWidget* parent = nullptr);

    // Shows `record` with `current` highlighted and scrolled into view.
    void showRecord(const GameRecord& record, NodeId current, PieceLetters letters);
    // The move under a point of the viewport, or -1.
    NodeId nodeAt(const QPoint& viewportPoint) const;
    NodeId current() const { return m_current; }
    // Narrow enough to leave the board most of a small window; it wraps.
    QSize sizeHint() const override { return {240, 400}; }
    QSize minimumSizeHint() const override { return {120, 80}; }

signals:
    void nodeClicked(grand::NodeId id);
    void promoteRequested(grand::NodeId id);
    void deleteRequested(grand::NodeId id);
    void commentRequested(grand::NodeId id);
    void nagRequested(grand::NodeId id, int nag); // 0: remove the move's glyphs
    void nagToggled(grand::NodeId id, int nag);   // a position NAG or an observation

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void addNagMenus(QMenu& menu, NodeId id);

    const GameRecord* m_record = nullptr;
    NodeId m_current = GameRecord::Root;
    PieceLetters m_letters = PieceLetters::FairyStockfish;
    QString m_html;
};

// A NAG as the move list shows it: its symbol (nagGlyph), or where no font of this computer
// has the symbol (⩲ and ⩱ are only in mathematical fonts on many systems) the typewriter
// form ("+/=", "=/+", ...).
QString nagSymbol(int nag);
// A comment as a reader sees it: without embedded commands such as [%clk 0:04:31].
QString readableComment(const std::string& comment);
// readableComment() as the move list shows it: the review's sentences, kept in English in
// the record (where the next review finds and replaces them), in the user's language.
QString displayedComment(const std::string& comment);
// The embedded commands of a comment that readableComment() leaves out ("[%eval 0.35]
// [%clk 0:04:31]"), to keep them when the readable part is edited.
QString commentCommands(const std::string& comment);

} // namespace grand::ui
