#include "ui/dialogs/guideboard.h"

#include "ui/base/settings.h"
#include "ui/board/boardtheme.h"
#include "ui/board/pieceset.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace grand::ui {

GuideBoard::GuideBoard(QWidget* parent) : QWidget(parent) {
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void GuideBoard::setPieces(Army army, std::vector<std::pair<Square, PieceType>> pieces) {
    m_army = army;
    m_pieces = std::move(pieces);
    update();
}

PieceType GuideBoard::pieceOn(Square s) const {
    for (const auto& [square, type] : m_pieces)
        if (square == s)
            return type;
    return PieceType::None;
}

void GuideBoard::setHighlighted(std::vector<Square> squares) {
    m_highlighted = std::move(squares);
    update();
}

qreal GuideBoard::squareSize() const {
    return std::floor(std::min(width() / qreal(game().files), height() / qreal(game().ranks)));
}

// The board sits at the top of the widget, centred across it, White at the bottom.
QRectF GuideBoard::squareRect(Square s) const {
    const qreal size = squareSize();
    const QPointF origin((width() - game().files * size) / 2, 0);
    return {origin.x() + fileOf(s) * size, origin.y() + (game().ranks - 1 - rankOf(s)) * size, size, size};
}

Square GuideBoard::squareAt(QPointF point) const {
    const qreal size = squareSize();
    const QPointF corner = squareRect(makeSquare(0, game().ranks - 1)).topLeft();
    const int file = static_cast<int>(std::floor((point.x() - corner.x()) / size));
    const int row = static_cast<int>(std::floor((point.y() - corner.y()) / size));
    if (size <= 0 || !game().onBoard(file, game().ranks - 1 - row))
        return NoSquare;
    return makeSquare(file, game().ranks - 1 - row);
}

void GuideBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    paintSquares(p);
    paintCoordinates(p);
    paintUnderPieces(p);
    const qreal dpr = devicePixelRatioF();
    const int px = static_cast<int>(squareSize());
    for (const auto& [square, type] : m_pieces)
        p.drawPixmap(squareRect(square).topLeft(),
                     PieceSet::instance().pixmap(m_army, makePiece(Color::White, type), px, dpr));
    paintOverPieces(p);
}

// The squares in the theme's colours, the promotion zones tinted, the selected square lit.
void GuideBoard::paintSquares(QPainter& p) {
    const BoardTheme& theme = boardTheme(Settings().number(Settings::Key::BoardTheme));
    for (Square s = 0; s < SquareCount; ++s) {
        if (!game().onBoard(s))
            continue;
        const QRectF r = squareRect(s);
        p.fillRect(r, (fileOf(s) + rankOf(s)) % 2 ? theme.light : theme.dark);
        if (game().inEitherZone(rankOf(s)))
            p.fillRect(r, theme.zoneTint);
        if (std::find(m_highlighted.begin(), m_highlighted.end(), s) != m_highlighted.end())
            p.fillRect(r, theme.selected);
    }
}

// Small file letters along the bottom rank and rank numbers along the a-file, inside the
// squares, in the other square colour.
void GuideBoard::paintCoordinates(QPainter& p) {
    const BoardTheme& theme = boardTheme(Settings().number(Settings::Key::BoardTheme));
    QFont font = p.font();
    font.setPixelSize(std::max(7, static_cast<int>(squareSize() * 0.22)));
    p.setFont(font);
    const qreal pad = squareSize() * 0.06;
    for (int i = 0; i < game().files; ++i) {
        const Square fileSquare = makeSquare(i, 0);
        p.setPen((fileOf(fileSquare) + rankOf(fileSquare)) % 2 ? theme.dark : theme.light);
        p.drawText(squareRect(fileSquare).adjusted(pad, pad, -pad, -pad), Qt::AlignRight | Qt::AlignBottom,
                   QString(QChar('a' + i)));
    }
    for (int i = 0; i < game().ranks; ++i) {
        const Square rankSquare = makeSquare(0, i);
        p.setPen((fileOf(rankSquare) + rankOf(rankSquare)) % 2 ? theme.dark : theme.light);
        p.drawText(squareRect(rankSquare).adjusted(pad, pad, -pad, -pad), Qt::AlignLeft | Qt::AlignTop,
                   QString::number(i + 1));
    }
}

void GuideBoard::mousePressEvent(QMouseEvent* event) {
    const Square s = squareAt(event->position());
    if (event->button() == Qt::LeftButton && s != NoSquare)
        emit squareClicked(s);
}

} // namespace grand::ui
