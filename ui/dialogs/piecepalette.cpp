#include "ui/dialogs/piecepalette.h"

#include "ui/base/armytexts.h"
#include "ui/base/enginetexts.h"
#include "ui/board/pieceset.h"
#include "ui/dialogs/editorboard.h"

#include "engine/rules/armies.h"

#include <QButtonGroup>
#include <QDrag>
#include <QGridLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QToolButton>

#include <algorithm>

namespace grand::ui {

namespace {

constexpr PieceType GrandKinds[] = {PieceType::King,     PieceType::Queen, PieceType::Marshal,
                                    PieceType::Cardinal, PieceType::Rook,  PieceType::Bishop,
                                    PieceType::Knight,   PieceType::Pawn};
constexpr int Columns = 7;
constexpr int IconSize = 30;

bool usesGrandKinds(Army army) { return army == Army::None || army == Army::Humans; }

QIcon pieceIcon(Army army, Piece p) {
    QIcon icon;
    for (int size : {24, 32, 40, 48})
        icon.addPixmap(PieceSet::instance().pixmap(army, p, size, 1.0));
    return icon;
}

} // namespace

PiecePalette::PiecePalette(QWidget* parent)
        : QGroupBox(tr("Pieces (right click removes)"), parent), m_group(new QButtonGroup(this)),
          m_grid(new QGridLayout(this)) {
    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) { choose(Piece(id)); });
    setArmies(Army::None, Army::None);
}

std::vector<PieceType> PiecePalette::kinds(Army army) {
    if (usesGrandKinds(army))
        return {std::begin(GrandKinds), std::end(GrandKinds)};
    std::vector<PieceType> out;
    for (const ArmyPiece& p : armyInfo(army).pieces)
        out.push_back(p.type);
    std::stable_partition(out.begin(), out.end(), [](PieceType t) { return t == PieceType::King; });
    return out;
}

void PiecePalette::setArmies(Army white, Army black) {
    if (m_built && m_armies == std::array{white, black})
        return;
    m_built = true;
    m_armies = {white, black};
    for (QAbstractButton* b : m_group->buttons()) {
        m_group->removeButton(b);
        delete b;
    }
    int row = 0;
    for (Color c : {Color::White, Color::Black}) {
        const Army army = m_armies[static_cast<std::size_t>(index(c))];
        int column = 0;
        for (PieceType t : kinds(army)) {
            const Piece p = makePiece(c, t);
            auto* b = new QToolButton;
            b->setIcon(pieceIcon(army, p));
            b->setIconSize(QSize(IconSize, IconSize));
            b->setCheckable(true);
            b->setAutoRaise(true);
            b->setToolTip(pieceOfArmyText(army, p));
            b->setAccessibleName(pieceOfArmyText(army, p));
            b->installEventFilter(this);
            m_group->addButton(b, index(p));
            m_grid->addWidget(b, row, column);
            if (++column == Columns) {
                column = 0;
                ++row;
            }
        }
        if (column)
            ++row;
    }
    auto* eraser = new QToolButton;
    eraser->setText(QStringLiteral("\u2715"));
    eraser->setToolTip(tr("Remove pieces"));
    eraser->setAccessibleName(tr("Remove pieces"));
    eraser->setCheckable(true);
    eraser->setAutoRaise(true);
    eraser->setMinimumSize(40, 40);
    m_group->addButton(eraser, 0);
    m_grid->addWidget(eraser, row, 0);
    // The chosen piece if still offered, else White's most numerous kind (the pawns).
    if (m_chosen == Piece::Empty || !button(m_chosen)) {
        PieceType most = PieceType::Pawn;
        if (!usesGrandKinds(white))
            for (PieceType t : kinds(white))
                if (t != PieceType::King && armyInfo(white).startCount(t) > armyInfo(white).startCount(most))
                    most = t;
        m_chosen = makePiece(Color::White, most);
    }
    choose(m_chosen);
}

QToolButton* PiecePalette::button(Piece piece) const {
    return qobject_cast<QToolButton*>(m_group->button(index(piece)));
}

void PiecePalette::choose(Piece piece) {
    m_chosen = piece;
    if (QToolButton* b = button(piece))
        b->setChecked(true);
    emit pieceChosen(piece);
}

// Dragging a piece onto the board places it there.
bool PiecePalette::eventFilter(QObject* watched, QEvent* event) {
    auto* b = qobject_cast<QToolButton*>(watched);
    const int id = b ? m_group->id(b) : -1;
    if (id > 0 && event->type() == QEvent::MouseButtonPress)
        m_pressPoint = static_cast<QMouseEvent*>(event)->position().toPoint();
    if (id > 0 && event->type() == QEvent::MouseMove) {
        auto* move = static_cast<QMouseEvent*>(event);
        if ((move->buttons() & Qt::LeftButton)
            && (move->position().toPoint() - m_pressPoint).manhattanLength() > 6) {
            const Piece p = Piece(id);
            auto* mime = new QMimeData;
            mime->setData(EditorBoard::mimeType(), QStringLiteral("%1 -1").arg(id).toLatin1());
            auto* drag = new QDrag(b);
            drag->setMimeData(mime);
            drag->setPixmap(PieceSet::instance().pixmap(m_armies[static_cast<std::size_t>(index(colorOf(p)))],
                                                        p, 40, devicePixelRatioF()));
            drag->setHotSpot(QPoint(20, 20));
            b->setDown(false);
            drag->exec(Qt::CopyAction | Qt::MoveAction);
            return true;
        }
    }
    return QGroupBox::eventFilter(watched, event);
}

} // namespace grand::ui
