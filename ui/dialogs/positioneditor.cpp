#include "ui/dialogs/positioneditor.h"

#include "ui/base/armytexts.h"
#include "ui/base/enginetexts.h"
#include "ui/base/gametexts.h"
#include "ui/base/screenfit.h"
#include "ui/dialogs/editorboard.h"
#include "ui/dialogs/piecepalette.h"

#include "engine/rules/armies.h"
#include "engine/rules/rules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace grand::ui {

namespace {

// A piece's FEN letter in its army (Grand Chess's letters without one).
QChar letterOf(Piece p, Army army) {
    if (army == Army::None) {
        // A Fantasy kind on a Grand board (for a moment while a position loads) has no letter.
        const std::vector<PieceType> grand = PiecePalette::kinds(Army::None);
        return std::find(grand.begin(), grand.end(), typeOf(p)) != grand.end() ? QChar(fenChar(p))
                                                                               : QChar('?');
    }
    const ArmyPiece* piece = armyInfo(army).piece(typeOf(p));
    const QChar upper(piece ? piece->letter : '?');
    return colorOf(p) == Color::White ? upper : upper.toLower();
}

EditorBoard::Squares squaresOf(const Position& pos) {
    EditorBoard::Squares squares{};
    for (Square s = 0; s < SquareCount; ++s)
        squares[static_cast<std::size_t>(s)] = pos.variant().onBoard(s) ? pos.pieceOn(s) : Piece::Empty;
    return squares;
}

} // namespace

PositionEditor::PositionEditor(const Position& start, QWidget* parent)
        : QDialog(parent), m_board(new EditorBoard), m_palette(new PiecePalette), m_variant(new QComboBox),
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
    connect(initial, &QPushButton::clicked, this,
            [this] { load(Position::start(game(), army(Color::White), army(Color::Black))); });
    connect(flip, &QPushButton::clicked, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });

    connect(m_white, &QRadioButton::toggled, this, &PositionEditor::validate);

    m_fen->setAccessibleName(tr("FEN"));
    m_fen->setToolTip(tr("The position in FEN (Fairy-Stockfish letters: A cardinal, C marshal; "
                         "Fantasy Grand Chess: the armies' letters and a seventh field such as elves/horde); "
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
    // The palette scrolls when an army's many kinds do not fit (Druids on an 800x600 screen).
    auto* paletteScroll = new QScrollArea;
    paletteScroll->setWidget(m_palette);
    paletteScroll->setWidgetResizable(true);
    paletteScroll->setFrameShape(QFrame::NoFrame);
    paletteScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    paletteScroll->setMinimumHeight(m_palette->minimumSizeHint().height() / 2);
    paletteScroll->setMinimumWidth(m_palette->minimumSizeHint().width()
                                   + paletteScroll->verticalScrollBar()->sizeHint().width());
    auto* right = new QVBoxLayout;
    right->addWidget(buildGameChoice());
    right->addWidget(paletteScroll, 1);
    right->addLayout(tools);
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

    connect(m_palette, &PiecePalette::pieceChosen, m_board, &EditorBoard::setBrush);
    m_board->setBrush(m_palette->chosen());
    connect(m_board, &EditorBoard::changed, this, &PositionEditor::validate);
    load(start);
    resize(fitToScreen(this, QSize(840, 660))); // room for the board beside the armies' pieces
}

// The game (Grand Chess, Fantasy Grand Chess, Embassy Chess), each side's army, and where
// the game castles, the castling rights.
QWidget* PositionEditor::buildGameChoice() {
    auto* box = new QGroupBox(tr("Game"));
    auto* form = new QFormLayout(box);
    // In the order of variants(): game() reads the choice by its index.
    for (const Variant* v : variants())
        m_variant->addItem(gameName(*v));
    m_variant->setObjectName("variant");
    form->addRow(tr("&Variant:"), m_variant);
    auto* side = new QHBoxLayout;
    side->addWidget(m_white);
    side->addWidget(m_black);
    side->addStretch(1);
    form->addRow(tr("Side to move:"), side);
    for (Color c : {Color::White, Color::Black}) {
        auto* list = new QComboBox;
        list->setObjectName(c == Color::White ? "whiteArmy" : "blackArmy");
        for (Army a : Armies)
            list->addItem(armyName(a), static_cast<int>(a));
        list->setCurrentIndex(c == Color::White ? 1 : 3); // Elves against the Horde to begin with
        m_army[static_cast<std::size_t>(index(c))] = list;
        form->addRow(c == Color::White ? tr("White's army:") : tr("Black's army:"), list);
        connect(list, &QComboBox::currentIndexChanged, this, &PositionEditor::armiesChosen);
    }
    // Castling: a right can be given only while its king and rook stand at home.
    m_castlingRow = new QWidget;
    auto* rights = new QGridLayout(m_castlingRow);
    rights->setContentsMargins(0, 0, 0, 0);
    const QString names[4] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"), tr("Black O-O-O")};
    const char* ids[4] = {"whiteKingside", "whiteQueenside", "blackKingside", "blackQueenside"};
    for (int i = 0; i < 4; ++i) {
        auto* check = new QCheckBox(names[i]);
        check->setObjectName(ids[i]);
        check->setToolTip(
            tr("Castling is possible only while the king and this rook stand on their squares"));
        m_castle[static_cast<std::size_t>(i)] = check;
        rights->addWidget(check, i / 2, i % 2);
        connect(check, &QCheckBox::toggled, this, [this, i](bool on) {
            const auto bit = static_cast<std::uint8_t>(1 << i);
            m_wantedRights = on ? (m_wantedRights | bit) : (m_wantedRights & ~bit);
            validate();
        });
    }
    form->addRow(tr("Castling:"), m_castlingRow);
    m_castlingLabel = form->labelForField(m_castlingRow);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &PositionEditor::armiesChosen);
    armiesChosen();
    return box;
}

// The position's FEN with this castling field.
QString PositionEditor::fenWith(const QString& castling) const {
    QString placement;
    for (int rank = game().ranks - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < game().files; ++file) {
            const Piece p = m_board->squares()[static_cast<std::size_t>(makeSquare(file, rank))];
            if (p == Piece::Empty) {
                ++empty;
                continue;
            }
            if (empty)
                placement += QString::number(empty);
            empty = 0;
            placement += letterOf(p, army(colorOf(p)));
        }
        if (empty)
            placement += QString::number(empty);
        if (rank)
            placement += '/';
    }
    placement += (m_white->isChecked() ? " w " : " b ") + castling + " - 0 1";
    if (game().hasArmies())
        for (Color c : {Color::White, Color::Black}) {
            const std::string_view id = armyInfo(army(c)).id;
            placement +=
                (c == Color::White ? ' ' : '/') + QString::fromLatin1(id.data(), static_cast<int>(id.size()));
        }
    return placement;
}

// The rights the board allows (the engine's answer: kings and rooks at home), and the boxes
// showing them: a right it does not allow is unticked and cannot be ticked.
std::uint8_t PositionEditor::allowedRights() const {
    if (!game().castling.allowed)
        return 0;
    const auto pos = Position::fromFen(fenWith(QStringLiteral("-")).toStdString(), game());
    return pos ? pos->castlingRightsPossible() : 0;
}

void PositionEditor::showCastling() {
    const bool castles = game().castling.allowed;
    m_castlingRow->setVisible(castles);
    if (m_castlingLabel)
        m_castlingLabel->setVisible(castles);
    const std::uint8_t allowed = allowedRights();
    for (int i = 0; i < 4; ++i) {
        QCheckBox* check = m_castle[static_cast<std::size_t>(i)];
        const QSignalBlocker block(check);
        check->setEnabled((allowed >> i) & 1);
        check->setChecked(((allowed & m_wantedRights) >> i) & 1);
    }
}

QToolButton* PositionEditor::paletteButton(Piece piece) const { return m_palette->button(piece); }

const Variant& PositionEditor::game() const {
    return *variants()[static_cast<std::size_t>(std::max(0, m_variant->currentIndex()))];
}

Army PositionEditor::army(Color c) const {
    if (!game().hasArmies())
        return Army::None;
    return static_cast<Army>(m_army[static_cast<std::size_t>(index(c))]->currentData().toInt());
}

void PositionEditor::setArmies(Army white, Army black) {
    setGame(white == Army::None ? grandChess() : fantasyGrandChess(), white, black);
}

void PositionEditor::setGame(const Variant& game, Army white, Army black) {
    const QSignalBlocker blockVariant(m_variant);
    const QSignalBlocker blockWhite(m_army[0]);
    const QSignalBlocker blockBlack(m_army[1]);
    const auto all = variants();
    m_variant->setCurrentIndex(static_cast<int>(std::find(all.begin(), all.end(), &game) - all.begin()));
    if (white != Army::None) {
        m_army[0]->setCurrentIndex(m_army[0]->findData(static_cast<int>(white)));
        m_army[1]->setCurrentIndex(m_army[1]->findData(static_cast<int>(black)));
    }
    armiesChosen();
}

// The armies changed: the palette offers theirs, the board draws them and keeps of each
// side only the kinds its army has.
void PositionEditor::armiesChosen() {
    for (QComboBox* list : m_army)
        list->setEnabled(game().hasArmies());
    const Army white = army(Color::White), black = army(Color::Black);
    // The board held the old armies' start position: it becomes the new armies'.
    const bool wasStart =
        (m_shownGame != &game() || m_shown != std::array{white, black})
        && squaresOf(Position::start(*m_shownGame, m_shown[0], m_shown[1])) == m_board->squares();
    m_shownGame = &game();
    m_shown = {white, black};
    m_palette->setArmies(white, black);
    m_board->setGame(game());
    m_board->setArmies(white, black);
    if (wasStart) {
        const Position start = Position::start(game(), white, black);
        m_wantedRights = start.castlingRights();
        m_board->setSquares(squaresOf(start)); // validates
        return;
    }
    EditorBoard::Squares squares = m_board->squares();
    for (Piece& p : squares) {
        if (p == Piece::Empty)
            continue;
        const std::vector<PieceType> kinds = PiecePalette::kinds(colorOf(p) == Color::White ? white : black);
        if (std::find(kinds.begin(), kinds.end(), typeOf(p)) == kinds.end())
            p = Piece::Empty;
    }
    if (squares != m_board->squares())
        m_board->setSquares(squares); // validates
    else
        validate();
}

void PositionEditor::load(const Position& pos) {
    m_board->setSquares(squaresOf(pos)); // first, so that the armies keep it
    m_wantedRights = pos.castlingRights();
    setGame(pos.variant(), pos.army(Color::White), pos.army(Color::Black));
    const QSignalBlocker block(m_white);
    (pos.sideToMove() == Color::White ? m_white : m_black)->setChecked(true);
    validate();
}

void PositionEditor::setSideToMove(Color side) {
    (side == Color::White ? m_white : m_black)->setChecked(true);
}

QString PositionEditor::fen() const {
    const std::uint8_t rights = allowedRights() & m_wantedRights;
    QString castling;
    for (int i = 0; i < 4; ++i)
        if ((rights >> i) & 1)
            castling += QStringLiteral("KQkq")[i];
    return fenWith(castling.isEmpty() ? QStringLiteral("-") : castling);
}

// Asks the engine's FEN reader whether the position may be played, and says why not.
void PositionEditor::validate() {
    showCastling();
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
