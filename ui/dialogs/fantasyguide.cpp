#include "ui/dialogs/fantasyguide.h"

#include "ui/base/screenfit.h"

#include "ui/base/armytexts.h"
#include "ui/board/pieceset.h"
#include "ui/dialogs/fantasyguidetexts.h"
#include "ui/dialogs/piecemovesdiagram.h"

#include "engine/rules/armies.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QTabBar>
#include <QVBoxLayout>

namespace grand::ui {

namespace {

QLabel* wrappedLabel(QWidget* parent = nullptr) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

} // namespace

FantasyGuide::FantasyGuide(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("How to Play Fantasy Grand Chess"));
    m_armies = new QTabBar;
    m_armies->setExpanding(false);
    m_armies->setDrawBase(false);
    for (Army a : Armies)
        m_armies->addTab(armyName(a));
    m_character = wrappedLabel();
    m_setup = new GuideBoard;
    m_setup->setToolTip(tr("Click a piece to see how it moves"));
    m_setup->setCursor(Qt::PointingHandCursor);
    m_rules = wrappedLabel();
    m_pieces = new QListWidget;
    m_pieces->setIconSize(QSize(28, 28));
    m_pieces->setMinimumWidth(150);
    m_pieces->setMaximumWidth(190);
    m_diagram = new PieceMovesDiagram;
    m_title = wrappedLabel();
    m_text = wrappedLabel();

    auto* left = new QVBoxLayout;
    left->addWidget(m_setup);
    left->addWidget(m_rules);
    left->addStretch(1);
    auto* middle = new QVBoxLayout;
    auto* listHint = wrappedLabel();
    listHint->setText(tr("Click a piece on the board, or choose it here:"));
    listHint->setMaximumWidth(190);
    middle->addWidget(listHint);
    middle->addWidget(m_pieces, 1);
    QWidget* legend = makeLegend();
    legend->setMaximumWidth(190);
    middle->addWidget(legend);
    auto* right = new QVBoxLayout;
    right->addWidget(m_diagram);
    right->addWidget(m_title);
    right->addWidget(m_text);
    right->addStretch(1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(middle);
    columns->addLayout(right, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_armies);
    layout->addWidget(m_character);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    connect(m_armies, &QTabBar::currentChanged, this, [this](int i) {
        if (i >= 0 && i < static_cast<int>(Armies.size()))
            showArmy(Armies[static_cast<std::size_t>(i)]);
    });
    connect(m_setup, &GuideBoard::squareClicked, this, [this](Square s) {
        if (const PieceType t = m_setup->pieceOn(s); t != PieceType::None)
            showPiece(t);
    });
    connect(m_pieces, &QListWidget::currentRowChanged, this, [this](int row) {
        const auto& pieces = armyInfo(m_army).pieces;
        if (row >= 0 && row < static_cast<int>(pieces.size()))
            showPiece(pieces[static_cast<std::size_t>(row)].type);
    });
    showArmy(Armies.front());
    resize(fitToScreen(this, QSize(940, 640)));
}

// The marks and what they mean, two to a row.
QWidget* FantasyGuide::makeLegend() {
    using Symbol = PieceMovesDiagram::Symbol;
    const std::pair<Symbol, QString> entries[] = {
        {Symbol::MoveOrCapture, tr("moves or captures")},
        {Symbol::MoveOnly, tr("moves, never captures")},
        {Symbol::CaptureOnly, tr("captures only")},
        {Symbol::Line, tr("its way: squares it passes must be empty; a mark without a line is a leap")},
        {Symbol::Screen, tr("a piece of either colour to hop over")},
    };
    auto* legend = new QWidget;
    auto* grid = new QGridLayout(legend);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    int row = 0;
    for (const auto& [symbol, text] : entries) {
        auto* icon = new QLabel;
        icon->setPixmap(PieceMovesDiagram::symbolIcon(symbol, 20, devicePixelRatioF()));
        icon->setAlignment(Qt::AlignTop);
        auto* words = wrappedLabel();
        words->setText(text);
        QFont small = words->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        words->setFont(small);
        grid->addWidget(icon, row, 0);
        grid->addWidget(words, row, 1);
        if (symbol == Symbol::Screen)
            m_screenLegend = {icon, words};
        ++row;
    }
    grid->setColumnStretch(1, 1);
    return legend;
}

void FantasyGuide::showArmy(Army army) {
    if (army == m_army)
        return;
    m_army = army;
    const ArmyInfo& info = armyInfo(army);
    const int tab = static_cast<int>(std::find(Armies.begin(), Armies.end(), army) - Armies.begin());
    m_armies->setCurrentIndex(tab);
    m_character->setText(QStringLiteral("<i>%1</i>").arg(armyCharacter(army).toHtmlEscaped()));
    std::vector<std::pair<Square, PieceType>> setup;
    for (const auto& [type, square] : info.setup)
        setup.push_back({square, type});
    m_setup->setPieces(army, setup);
    m_rules->setText(guideRulesText(army));
    {
        const QSignalBlocker blocker(m_pieces);
        m_pieces->clear();
        for (const ArmyPiece& p : info.pieces) {
            auto* item =
                new QListWidgetItem(QIcon(PieceSet::instance().pixmap(army, makePiece(Color::White, p.type),
                                                                      28, devicePixelRatioF())),
                                    tr("%1 (%2)").arg(armyPieceName(army, p.type)).arg(QChar(p.letter)));
            m_pieces->addItem(item);
        }
    }
    m_piece = PieceType::None;
    showPiece(info.pieces.front().type);
}

void FantasyGuide::showPiece(PieceType t) {
    const ArmyInfo& info = armyInfo(m_army);
    const ArmyPiece* piece = info.piece(t);
    if (!piece)
        return;
    m_piece = t;
    const int row = static_cast<int>(piece - info.pieces.data());
    if (m_pieces->currentRow() != row) {
        const QSignalBlocker blocker(m_pieces);
        m_pieces->setCurrentRow(row);
    }
    std::vector<Square> squares;
    for (const auto& [type, square] : info.setup)
        if (type == t)
            squares.push_back(square);
    m_setup->setHighlighted(squares);
    m_diagram->showPiece(m_army, t);
    for (QWidget* w : m_screenLegend)
        w->setVisible(!m_diagram->screens().empty());
    m_title->setText(
        QStringLiteral("<b>%1</b>")
            .arg(
                tr("%1, letter %2").arg(armyPieceName(m_army, t).toHtmlEscaped()).arg(QChar(piece->letter))));
    m_text->setText(guidePieceText(m_army, t));
}

QString FantasyGuide::pieceTitle() const { return m_title->text(); }
QString FantasyGuide::pieceText() const { return m_text->text(); }

void showFantasyGuide(QWidget* parent, Army army) {
    auto* guide = parent ? parent->findChild<FantasyGuide*>() : nullptr;
    if (!guide) {
        guide = new FantasyGuide(parent);
        guide->setAttribute(Qt::WA_DeleteOnClose);
        if (army != Army::None)
            guide->showArmy(army);
    }
    guide->show();
    guide->raise();
    guide->activateWindow();
}

} // namespace grand::ui
