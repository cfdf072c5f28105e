#include "ui/dialogs/editorboard.h"

#include "ui/board/boardtheme.h"
#include "ui/board/pieceset.h"

#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace grand::ui {

EditorBoard::EditorBoard(QWidget* parent) : QWidget(parent) {
    m_squares.fill(Piece::Empty);
    setAcceptDrops(true);
    setMinimumSize(240, 240);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board to set up"));
}

QString EditorBoard::mimeType() { return QStringLiteral("application/x-grandchess-piece"); }

void EditorBoard::setSquares(const Squares& squares) {
    m_squares = squares;
    update();
    emit changed();
}

void EditorBoard::setPiece(Square s, Piece p) {
    if (!isValidSquare(s) || m_squares[static_cast<std::size_t>(s)] == p)
        return;
    m_squares[static_cast<std::size_t>(s)] = p;
    update();
    emit changed();
}

void EditorBoard::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

qreal EditorBoard::squareSize() const {
    return std::floor(std::min(width() / qreal(m_game->files), height() / qreal(m_game->ranks)));
}

QRectF EditorBoard::squareRect(Square s) const {
    const qreal size = squareSize();
    const int col = m_flipped ? m_game->files - 1 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : m_game->ranks - 1 - rankOf(s);
    const qreal x0 = std::floor((width() - size * m_game->files) / 2);
    const qreal y0 = std::floor((height() - size * m_game->ranks) / 2);
    return {x0 + col * size, y0 + row * size, size, size};
}

void EditorBoard::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    update();
}

void EditorBoard::setGame(const Variant& game) {
    if (&game == m_game)
        return;
    m_game = &game;
    for (Square s = 0; s < SquareCount; ++s)
        if (!game.onBoard(s))
            m_squares[static_cast<std::size_t>(s)] = Piece::Empty;
    updateGeometry();
    update();
}

void EditorBoard::setArmies(Army white, Army black) {
    m_armies = {white, black};
    update();
}

Square EditorBoard::squareAt(const QPointF& point) const {
    for (Square s = 0; s < SquareCount; ++s)
        if (m_game->onBoard(s) && squareRect(s).contains(point))
            return s;
    return NoSquare;
}

void EditorBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardTheme& theme = m_theme;
    const PieceSet& set = PieceSet::instance();
    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(squareSize() * 0.17)));
    font.setBold(true);
    p.setFont(font);
    for (Square s = 0; s < SquareCount; ++s) {
        if (!m_game->onBoard(s))
            continue;
        const QRectF r = squareRect(s);
        const bool light = (fileOf(s) + rankOf(s)) % 2 == 1;
        p.fillRect(r, light ? theme.light : theme.dark);
        if (m_game->inEitherZone(rankOf(s)))
            p.fillRect(r, theme.zoneTint);
        p.setPen(light ? theme.dark : theme.light);
        if (rankOf(s) == (m_flipped ? m_game->ranks - 1 : 0))
            p.drawText(r.adjusted(2, 2, -2, -1), Qt::AlignRight | Qt::AlignBottom,
                       QString(QChar('a' + fileOf(s))));
        if (fileOf(s) == (m_flipped ? m_game->files - 1 : 0))
            p.drawText(r.adjusted(2, 1, -2, -2), Qt::AlignLeft | Qt::AlignTop,
                       QString::number(rankOf(s) + 1));
        const Piece piece = m_squares[static_cast<std::size_t>(s)];
        if (piece != Piece::Empty)
            p.drawPixmap(r.topLeft(),
                         set.pixmap(armyOf(piece), piece, static_cast<int>(r.width()), devicePixelRatioF()));
    }
}

void EditorBoard::mousePressEvent(QMouseEvent* event) {
    const Square s = squareAt(event->position());
    if (s == NoSquare)
        return;
    if (event->button() == Qt::RightButton) {
        setPiece(s, Piece::Empty);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_pressSquare = s;
    m_pressPoint = event->position();
    // A click on an empty square, or with a piece chosen, puts the chosen piece down; a
    // click on a piece with the eraser chosen removes it. Dragging moves the piece.
    if (m_squares[static_cast<std::size_t>(s)] == Piece::Empty || m_brush != Piece::Empty) {
        setPiece(s, m_brush);
        m_pressSquare = NoSquare;
    }
}

// A click on a piece with the eraser chosen, released where it was pressed, removes it (a
// drag moves it instead).
void EditorBoard::mouseReleaseEvent(QMouseEvent* event) {
    const Square pressed = m_pressSquare;
    m_pressSquare = NoSquare;
    if (event->button() == Qt::LeftButton && pressed != NoSquare && m_brush == Piece::Empty
        && squareAt(event->position()) == pressed)
        setPiece(pressed, Piece::Empty);
}

void EditorBoard::mouseMoveEvent(QMouseEvent* event) {
    if (m_pressSquare == NoSquare || !(event->buttons() & Qt::LeftButton)
        || (event->position() - m_pressPoint).manhattanLength() < 4)
        return;
    const Square from = m_pressSquare;
    m_pressSquare = NoSquare;
    const Piece piece = m_squares[static_cast<std::size_t>(from)];
    if (piece == Piece::Empty)
        return;
    auto* mime = new QMimeData;
    mime->setData(mimeType(), QStringLiteral("%1 %2").arg(index(piece)).arg(from).toLatin1());
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    const int size = static_cast<int>(squareSize());
    drag->setPixmap(PieceSet::instance().pixmap(armyOf(piece), piece, size, devicePixelRatioF()));
    drag->setHotSpot(QPoint(size / 2, size / 2));
    setPiece(from, Piece::Empty);
    if (drag->exec(Qt::MoveAction) == Qt::IgnoreAction)
        emit changed(); // dropped off the board: the piece is gone
}

void EditorBoard::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(mimeType()))
        event->acceptProposedAction();
}

void EditorBoard::dragMoveEvent(QDragMoveEvent* event) {
    if (event->mimeData()->hasFormat(mimeType()) && squareAt(event->position()) != NoSquare)
        event->acceptProposedAction();
    else
        event->ignore();
}

void EditorBoard::dropEvent(QDropEvent* event) {
    const QList<QByteArray> parts = event->mimeData()->data(mimeType()).split(' ');
    const Square to = squareAt(event->position());
    if (parts.size() != 2 || to == NoSquare)
        return;
    const int code = parts[0].toInt();
    if (code <= 0 || code >= GrandPieceCodeCount)
        return;
    setPiece(to, Piece(code));
    event->acceptProposedAction();
}

} // namespace grand::ui
