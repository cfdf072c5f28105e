#include "ui/dialogs/positioneditor.h"

#include "ui/base/enginetexts.h"
#include "ui/board/pieceset.h"
#include "ui/dialogs/editorboard.h"

#include "engine/rules.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QDrag>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace grand::ui {

namespace {

constexpr PieceType PaletteTypes[] = {PieceType::King,     PieceType::Queen, PieceType::Marshal,
                                      PieceType::Cardinal, PieceType::Rook,  PieceType::Bishop,
                                      PieceType::Knight,   PieceType::Pawn};

QIcon pieceIcon(Piece p) {
    QIcon icon;
    for (int size : {24, 32, 40, 48})
        icon.addPixmap(PieceSet::instance().pixmap(p, size, 1.0));
    return icon;
}

} // namespace

PositionEditor::PositionEditor(const Position& start, QWidget* parent)
        : QDialog(parent), m_board(new EditorBoard), m_palette(new QButtonGroup(this)),
          m_white(new QRadioButton(tr("&White"))), m_black(new QRadioButton(tr("Blac&k"))),
          m_fen(new QLineEdit), m_verdict(new QLabel), m_start(new QPushButton(tr("&Start Game"))) {
    setWindowTitle(tr("Set Up Position"));

    auto* clear = new QPushButton(tr("C&lear"));
    auto* initial = new QPushButton(tr("Start &Position"));
    auto* flip = new QPushButton(tr("&Flip"));
    clear->setToolTip(tr("Remove every piece but the kings"));
    connect(clear, &QPushButton::clicked, this, [this] {
        EditorBoard::Squares squares{};
        squares.fill(Piece::Empty);
        for (Square s = 0; s < SquareCount; ++s)
            if (typeOf(m_board->squares()[static_cast<std::size_t>(s)]) == PieceType::King)
                squares[static_cast<std::size_t>(s)] = m_board->squares()[static_cast<std::size_t>(s)];
        m_board->setSquares(squares);
    });
    connect(initial, &QPushButton::clicked, this, [this] { load(Position()); });
    connect(flip, &QPushButton::clicked, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });

    auto* side = new QGroupBox(tr("Side to move"));
    auto* sideLayout = new QHBoxLayout(side);
    sideLayout->addWidget(m_white);
    sideLayout->addWidget(m_black);
    connect(m_white, &QRadioButton::toggled, this, &PositionEditor::validate);

    m_fen->setAccessibleName(tr("FEN"));
    m_fen->setToolTip(tr("The position in FEN (Fairy-Stockfish letters: A cardinal, C marshal); "
                         "edit it or paste one here"));
    connect(m_fen, &QLineEdit::textEdited, this, &PositionEditor::onFenEdited);
    m_verdict->setWordWrap(true);
    m_verdict->setMinimumHeight(40);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    buttons->addButton(m_start, QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_problem.isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* tools = new QHBoxLayout;
    tools->addWidget(clear);
    tools->addWidget(initial);
    tools->addWidget(flip);
    tools->addStretch(1);
    auto* right = new QVBoxLayout;
    right->addWidget(buildPalette());
    right->addWidget(side);
    right->addLayout(tools);
    right->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_board, 1);
    top->addLayout(right);
    auto* fenRow = new QHBoxLayout;
    auto* fenLabel = new QLabel(tr("F&EN:"));
    fenLabel->setBuddy(m_fen);
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(m_fen, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_verdict);
    layout->addWidget(buttons);

    connect(m_board, &EditorBoard::changed, this, &PositionEditor::validate);
    load(start);
    resize(760, 600);
}

// Sixteen pieces and an eraser; the chosen one is what a click on the board puts down.
// A piece can also be dragged from here onto the board.
QWidget* PositionEditor::buildPalette() {
    auto* box = new QGroupBox(tr("Pieces (right click removes)"));
    auto* grid = new QGridLayout(box);
    m_palette->setExclusive(true);
    int column = 0;
    for (PieceType t : PaletteTypes) {
        for (Color c : {Color::White, Color::Black}) {
            const Piece p = makePiece(c, t);
            auto* b = new QToolButton;
            b->setIcon(pieceIcon(p));
            b->setIconSize(QSize(36, 36));
            b->setCheckable(true);
            b->setAutoRaise(true);
            b->setToolTip(pieceText(p));
            b->setAccessibleName(pieceText(p));
            b->installEventFilter(this);
            m_palette->addButton(b, index(p));
            grid->addWidget(b, c == Color::White ? 0 : 1, column);
        }
        ++column;
    }
    auto* eraser = new QToolButton;
    eraser->setText(QStringLiteral("\u2715"));
    eraser->setToolTip(tr("Remove pieces"));
    eraser->setAccessibleName(tr("Remove pieces"));
    eraser->setCheckable(true);
    eraser->setAutoRaise(true);
    eraser->setMinimumSize(40, 40);
    m_palette->addButton(eraser, 0);
    grid->addWidget(eraser, 2, 0);
    connect(m_palette, &QButtonGroup::idClicked, this, [this](int id) { m_board->setBrush(Piece(id)); });
    m_palette->button(index(makePiece(Color::White, PieceType::Pawn)))->click();
    return box;
}

QToolButton* PositionEditor::paletteButton(Piece piece) const {
    return qobject_cast<QToolButton*>(m_palette->button(index(piece)));
}

// Dragging a palette piece onto the board places it there.
bool PositionEditor::eventFilter(QObject* watched, QEvent* event) {
    auto* button = qobject_cast<QToolButton*>(watched);
    const int id = button ? m_palette->id(button) : -1;
    if (id > 0 && event->type() == QEvent::MouseButtonPress)
        m_pressPoint = static_cast<QMouseEvent*>(event)->position().toPoint();
    if (id > 0 && event->type() == QEvent::MouseMove) {
        auto* move = static_cast<QMouseEvent*>(event);
        if ((move->buttons() & Qt::LeftButton)
            && (move->position().toPoint() - m_pressPoint).manhattanLength() > 6) {
            auto* mime = new QMimeData;
            mime->setData(EditorBoard::mimeType(), QStringLiteral("%1 -1").arg(id).toLatin1());
            auto* drag = new QDrag(button);
            drag->setMimeData(mime);
            drag->setPixmap(PieceSet::instance().pixmap(Piece(id), 40, devicePixelRatioF()));
            drag->setHotSpot(QPoint(20, 20));
            button->setDown(false);
            drag->exec(Qt::CopyAction | Qt::MoveAction);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void PositionEditor::load(const Position& pos) {
    EditorBoard::Squares squares{};
    for (Square s = 0; s < SquareCount; ++s)
        squares[static_cast<std::size_t>(s)] = pos.pieceOn(s);
    const QSignalBlocker block(m_white);
    (pos.sideToMove() == Color::White ? m_white : m_black)->setChecked(true);
    m_board->setSquares(squares); // validates
}

void PositionEditor::setSideToMove(Color side) {
    (side == Color::White ? m_white : m_black)->setChecked(true);
}

QString PositionEditor::fen() const {
    QString placement;
    for (int rank = RankCount - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < FileCount; ++file) {
            const Piece p = m_board->squares()[static_cast<std::size_t>(makeSquare(file, rank))];
            if (p == Piece::Empty) {
                ++empty;
                continue;
            }
            if (empty)
                placement += QString::number(empty);
            empty = 0;
            placement += QChar(fenChar(p));
        }
        if (empty)
            placement += QString::number(empty);
        if (rank)
            placement += '/';
    }
    return placement + (m_white->isChecked() ? " w - - 0 1" : " b - - 0 1");
}

// Asks the engine's FEN reader whether the position may be played, and says why not.
void PositionEditor::validate() {
    const QString text = fen();
    if (!m_fen->hasFocus())
        m_fen->setText(text);
    const auto pos = Position::fromFen(text.toStdString());
    m_problem = pos ? QString() : QString::fromStdString(pos.error().message);
    if (m_problem.isEmpty()) {
        m_verdict->setStyleSheet("color: #2d6a3e;");
        m_verdict->setText(tr("This position can be played."));
    } else {
        m_verdict->setStyleSheet("color: #b32222;");
        m_verdict->setText(tr("This position cannot be played: %1.").arg(m_problem));
    }
    m_start->setEnabled(m_problem.isEmpty());
}

// A FEN typed or pasted: the board follows when the engine can read it.
void PositionEditor::onFenEdited() {
    const auto pos = Position::fromFen(m_fen->text().trimmed().toStdString());
    if (!pos) {
        m_problem = QString::fromStdString(pos.error().toString());
        m_verdict->setStyleSheet("color: #b32222;");
        m_verdict->setText(tr("This FEN cannot be played: %1").arg(m_problem));
        m_start->setEnabled(false);
        return;
    }
    load(*pos);
}

} // namespace grand::ui
