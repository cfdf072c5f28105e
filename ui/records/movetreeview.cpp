#include "ui/records/movetreeview.h"

#include <QContextMenuEvent>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextLayout>
#include <QUrl>

#include <map>

namespace grand::ui {

namespace {

// Whether the fonts of this computer (the application's, with the fallbacks the system
// offers) have a glyph for every character of `text`.
bool fontsShow(const QString& text) {
    QTextLayout layout(text, QGuiApplication::font());
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    for (const QGlyphRun& run : layout.glyphRuns())
        for (quint32 glyph : run.glyphIndexes())
            if (glyph == 0)
                return false;
    return true;
}

// Writes the record as HTML, one anchor per move.
class HtmlWriter {
public:
    HtmlWriter(const GameRecord& record, NodeId current, PieceLetters letters, QString textColor)
            : m_record(record), m_current(current), m_letters(letters), m_textColor(std::move(textColor)) {}

    QString write() {
        m_html = QStringLiteral("<p>");
        comment(m_record.node(GameRecord::Root).commentAfter);
        line(GameRecord::Root, m_record.startPosition(), 0, true);
        const std::string& result = m_record.result();
        if (result != "*")
            m_html += QStringLiteral(" <b>%1</b>").arg(QString::fromStdString(result).toHtmlEscaped());
        m_html += QStringLiteral("</p>");
        return m_html;
    }

private:
    void comment(const std::string& text) {
        const QString readable = displayedComment(text);
        if (!readable.isEmpty())
            m_html += QStringLiteral(" <i style='color:#5b6b7a'>%1</i> ").arg(readable.toHtmlEscaped());
    }

    // One move: its number where needed, SAN, glyphs and comments.
    void move(NodeId id, const Position& before, bool forceNumber) {
        const RecordNode& n = m_record.node(id);
        comment(n.commentBefore);
        if (before.sideToMove() == Color::White)
            m_html += QStringLiteral("%1.&nbsp;").arg(before.fullmoveNumber());
        else if (forceNumber)
            m_html += QStringLiteral("%1...&nbsp;").arg(before.fullmoveNumber());
        // Castling's hyphens do not break: a line never ends "O-O-" with "O" on the next.
        QString san = QString::fromStdString(toSan(before, n.move, m_letters))
                          .toHtmlEscaped()
                          .replace(QChar('-'), QChar(0x2011)); // non-breaking hyphen
        for (int nag : n.nags) // move judgements stick to the move, the others stand apart
            san += (nagKind(nag) != NagKind::Move ? QStringLiteral(" ") : QString())
                   + nagSymbol(nag).toHtmlEscaped();
        const bool here = id == m_current;
        m_html += QStringLiteral("<a name='n%1' href='node:%1' style='text-decoration:none;%2'>%3</a> ")
                      .arg(id)
                      .arg(here ? QStringLiteral("background:#3d7edb;color:white;font-weight:bold;")
                                : QStringLiteral("color:%1;").arg(m_textColor))
                      .arg(san);
        comment(n.commentAfter);
    }

    // The line that continues after `from` (whose position is `pos`); its alternatives are
    // written after each move, in brackets. `depth` 0 is the main line.
    void line(NodeId from, Position pos, int depth, bool forceNumber) {
        NodeId at = from;
        UndoInfo undo;
        while (true) {
            const std::vector<NodeId>& children = m_record.node(at).children;
            if (children.empty())
                break;
            const NodeId next = children[0];
            move(next, pos, forceNumber);
            forceNumber = false;
            for (std::size_t i = 1; i < children.size(); ++i) {
                if (depth == 0)
                    m_html += QStringLiteral("</p><p style='margin-left:18px; color:#333'>");
                m_html += QStringLiteral("( ");
                Position alt = pos;
                move(children[i], alt, true);
                alt.doMove(m_record.node(children[i]).move, undo);
                line(children[i], alt, depth + 1, false);
                m_html += QStringLiteral(") ");
                if (depth == 0)
                    m_html += QStringLiteral("</p><p>");
                forceNumber = true;
            }
            pos.doMove(m_record.node(next).move, undo);
            at = next;
        }
    }

    const GameRecord& m_record;
    NodeId m_current;
    PieceLetters m_letters;
    QString m_textColor; // moves read as text, not as web links
    QString m_html;
};

} // namespace

QString nagSymbol(int nag) {
    static const std::map<int, QString> Typewritten = {
        {13, "~"},  {14, "+/="}, {15, "=/+"}, {16, "+/-"},  {17, "-/+"},  {18, "+-"},
        {19, "-+"}, {22, "zz"},  {23, "zz"},  {32, "^^"},   {33, "^^"},   {36, "^"},
        {37, "^"},  {40, "->"},  {41, "->"},  {132, "<=>"}, {133, "<=>"},
    };
    static std::map<int, QString> shown; // the fonts do not change while the program runs
    if (const auto it = shown.find(nag); it != shown.end())
        return it->second;
    QString symbol = QString::fromStdString(nagGlyph(nag));
    if (const auto typed = Typewritten.find(nag); typed != Typewritten.end() && !fontsShow(symbol))
        symbol = typed->second;
    shown.emplace(nag, symbol);
    return symbol;
}

QString readableComment(const std::string& comment) {
    static const QRegularExpression Command(QStringLiteral("\\[%[^\\]]*\\]"));
    return QString::fromStdString(comment).remove(Command).simplified();
}

QString displayedComment(const std::string& comment) {
    QString text = readableComment(comment);
    static const QRegularExpression Review(
        QStringLiteral("\\b(Inaccuracy|Mistake|Blunder)\\. (\\S+) was best\\."));
    const QRegularExpressionMatch m = Review.match(text);
    if (!m.hasMatch())
        return text;
    const QString kind = m.captured(1);
    const QString sentence =
        kind == QLatin1String("Inaccuracy") ? MoveTreeView::tr("Inaccuracy. %1 was best.").arg(m.captured(2))
        : kind == QLatin1String("Mistake")  ? MoveTreeView::tr("Mistake. %1 was best.").arg(m.captured(2))
                                            : MoveTreeView::tr("Blunder. %1 was best.").arg(m.captured(2));
    return text.replace(m.capturedStart(), m.capturedLength(), sentence);
}

QString commentCommands(const std::string& comment) {
    static const QRegularExpression Command(QStringLiteral("\\[%[^\\]]*\\]"));
    QStringList commands;
    for (const QRegularExpressionMatch& m : Command.globalMatch(QString::fromStdString(comment)))
        commands << m.captured();
    return commands.join(' ');
}

MoveTreeView::MoveTreeView(QWidget* parent) : QTextBrowser(parent) {
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setContextMenuPolicy(Qt::DefaultContextMenu);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QLatin1String("node"))
            emit nodeClicked(url.path().toInt());
    });
}

void MoveTreeView::showRecord(const GameRecord& record, NodeId current, PieceLetters letters) {
    m_record = &record;
    m_current = current;
    m_letters = letters;
    const QString html = HtmlWriter(record, current, letters, palette().color(QPalette::Text).name()).write();
    if (html != m_html) {
        m_html = html;
        const int scroll = verticalScrollBar()->value();
        setHtml(html);
        verticalScrollBar()->setValue(scroll);
    }
    if (current != GameRecord::Root)
        scrollToAnchor(QStringLiteral("n%1").arg(current));
}

NodeId MoveTreeView::nodeAt(const QPoint& viewportPoint) const {
    const QString anchor = anchorAt(viewportPoint);
    if (!anchor.startsWith(QLatin1String("node:")))
        return -1;
    return anchor.mid(5).toInt();
}

// The scroll area hands on the viewport's event: its position is already the viewport's
// (mapping it again moved it left by the frame, off a move's first pixels).
void MoveTreeView::contextMenuEvent(QContextMenuEvent* event) {
    const NodeId id = nodeAt(event->pos());
    if (id < 0 || !m_record || !m_record->contains(id)) {
        QTextBrowser::contextMenuEvent(event);
        return;
    }
    QMenu menu(this);
    // Which move the menu speaks of ("12... Nf6"): a move beside the one aimed at is easily hit.
    const Position before = m_record->positionAt(m_record->node(id).parent);
    const QString san = QString::fromStdString(toSan(before, m_record->node(id).move, m_letters));
    menu.addAction(before.sideToMove() == Color::White
                       ? QStringLiteral("%1. %2").arg(before.fullmoveNumber()).arg(san)
                       : QStringLiteral("%1... %2").arg(before.fullmoveNumber()).arg(san))
        ->setEnabled(false);
    menu.addSeparator();
    QAction* promote =
        menu.addAction(tr("Promote Variation"), this, [this, id] { emit promoteRequested(id); });
    promote->setEnabled(!m_record->isMainLine(id));
    menu.addAction(tr("Delete From Here"), this, [this, id] { emit deleteRequested(id); });
    menu.addSeparator();
    menu.addAction(tr("Edit Comment..."), this, [this, id] { emit commentRequested(id); });
    QMenu* glyphs = menu.addMenu(tr("Annotation"));
    for (int nag : {1, 2, 3, 4, 5, 6})
        glyphs->addAction(nagSymbol(nag), this, [this, id, nag] { emit nagRequested(id, nag); });
    glyphs->addSeparator();
    glyphs->addAction(tr("None"), this, [this, id] { emit nagRequested(id, 0); });
    addNagMenus(menu, id);
    menu.exec(event->globalPos());
}

// The judgement of the position after a move and the observations, as lichess offers them:
// each shows its symbol where a shortcut would be, the move's own are checked, and choosing
// one again takes it off. An observation is numbered for the side it speaks of: initiative,
// attack, development and counterplay for the side that moved ($36 White, $37 Black),
// zugzwang for the side to move.
void MoveTreeView::addNagMenus(QMenu& menu, NodeId id) {
    const std::vector<int>& nags = m_record->node(id).nags;
    const int blackMoved = m_record->positionAt(id).sideToMove() == Color::White ? 1 : 0;
    auto add = [&](QMenu* to, int nag, const QString& text) {
        QAction* a = to->addAction(text + QStringLiteral("\t") + nagSymbol(nag), this,
                                   [this, id, nag] { emit nagToggled(id, nag); });
        a->setCheckable(true);
        a->setChecked(std::find(nags.begin(), nags.end(), nag) != nags.end());
    };
    QMenu* position = menu.addMenu(tr("Position Assessment"));
    add(position, 10, tr("Equal position"));
    add(position, 13, tr("Unclear position"));
    add(position, 14, tr("White is slightly better"));
    add(position, 15, tr("Black is slightly better"));
    add(position, 16, tr("White is better"));
    add(position, 17, tr("Black is better"));
    add(position, 18, tr("White is winning"));
    add(position, 19, tr("Black is winning"));
    QMenu* observation = menu.addMenu(tr("Observation"));
    add(observation, 36 + blackMoved, tr("Initiative"));
    add(observation, 40 + blackMoved, tr("Attack"));
    add(observation, 32 + blackMoved, tr("Development advantage"));
    add(observation, 132 + blackMoved, tr("Counterplay"));
    add(observation, 23 - blackMoved, tr("Zugzwang"));
    add(observation, 146, tr("Novelty"));
}

} // namespace grand::ui
