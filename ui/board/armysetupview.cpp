#include "ui/board/armysetupview.h"

#include "ui/base/armytexts.h"
#include "ui/board/pieceset.h"

#include "engine/rules/armies.h"
#include "engine/rules/variant.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace grand::ui {

namespace {
// An army's rows on Fantasy Grand Chess's board, where the armies play.
const int Files = fantasyGrandChess().files;
} // namespace

namespace {
constexpr int SquareHint = 26;
constexpr int SquareMinimum = 22; // the pieces still read
} // namespace

ArmySetupView::ArmySetupView(QWidget* parent) : QWidget(parent), m_theme(boardThemes().front()) {
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ArmySetupView::setArmy(Army army, Color side) {
    m_army = army;
    m_side = side;
    update();
}

void ArmySetupView::setTheme(const BoardTheme& theme) {
    m_theme = theme;
    update();
}

Piece ArmySetupView::pieceAt(int file, int row) const {
    if (m_army == Army::None || file < 0 || file >= Files || row < 0 || row >= Rows)
        return Piece::Empty;
    // White's rows are ranks 3, 2, 1 (0-based 2, 1, 0); Black's mirror them: 10, 9, 8.
    const int whiteRank = m_side == Color::White ? Rows - 1 - row : row;
    for (const auto& [type, square] : armyInfo(m_army).setup)
        if (fileOf(square) == file && rankOf(square) == whiteRank)
            return makePiece(m_side, type);
    return Piece::Empty;
}

QSize ArmySetupView::sizeHint() const { return {Files * SquareHint, Rows * SquareHint}; }

QSize ArmySetupView::minimumSizeHint() const { return {Files * SquareMinimum, Rows * SquareMinimum}; }

int ArmySetupView::heightForWidth(int width) const { return width * Rows / Files; }

QRectF ArmySetupView::boardRect() const {
    const qreal square = std::floor(std::min(width() / qreal(Files), height() / qreal(Rows)));
    const QSizeF size(square * Files, square * Rows);
    return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

void ArmySetupView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    const qreal square = board.width() / Files;
    // The colours of the squares as on the board: a1 is dark; Black's rows are ranks 10-8.
    const int topRank = m_side == Color::White ? Rows - 1 : fantasyGrandChess().ranks - 1;
    for (int row = 0; row < Rows; ++row)
        for (int file = 0; file < Files; ++file) {
            const QRectF cell(board.left() + file * square, board.top() + row * square, square, square);
            const bool dark = (file + topRank - row) % 2 == 0;
            painter.fillRect(cell, dark ? m_theme.dark : m_theme.light);
            const Piece p = pieceAt(file, row);
            if (p != Piece::Empty)
                PieceSet::instance().render(painter, m_army, p, cell.adjusted(1, 1, -1, -1));
        }
    if (m_army == Army::None) {
        QFont font = painter.font();
        font.setPixelSize(static_cast<int>(square * 2));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(m_theme.borderText);
        painter.drawText(board, Qt::AlignCenter, QStringLiteral("?"));
    }
}

bool ArmySetupView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QRectF board = boardRect();
        const qreal square = board.width() / Files;
        const QPointF at = help->pos() - board.topLeft();
        const Piece p = at.x() < 0 || at.y() < 0
                            ? Piece::Empty
                            : pieceAt(static_cast<int>(at.x() / square), static_cast<int>(at.y() / square));
        if (p == Piece::Empty)
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), armyPieceName(m_army, typeOf(p)), this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace grand::ui
