#include "ui/board/displayoptions.h"

#include "ui/board/boardarea.h"
#include "ui/board/boardwidget.h"
#include "ui/board/evalbar.h"

#include <QActionGroup>
#include <QMenu>

namespace grand::ui {

DisplayOptions::DisplayOptions(Settings& settings, GameController& game, BoardWidget& board, EvalBar& evalBar,
                               BoardArea& area, QMenu* view)
        : QObject(view), m_settings(settings), m_game(game), m_board(board), m_evalBar(evalBar),
          m_area(area) {
    QAction* legal = toggle(view, tr("Show &Legal Moves"), tr("Mark where the selected piece can go"),
                            Settings::Key::ShowLegalMoves);
    connect(legal, &QAction::toggled, &m_board, &BoardWidget::setShowLegalMoves);
    m_board.setShowLegalMoves(legal->isChecked());
    QAction* animation =
        toggle(view, tr("&Animate Moves"), tr("Slide pieces into place"), Settings::Key::Animation);
    connect(animation, &QAction::toggled, &m_board, &BoardWidget::setAnimationEnabled);
    m_board.setAnimationEnabled(animation->isChecked());
    m_evalBarAction = view->addAction(tr("&Evaluation Bar"));
    m_evalBarAction->setStatusTip(tr("Show the engine's evaluation beside the board"));
    m_evalBarAction->setCheckable(true);
    connect(m_evalBarAction, &QAction::triggered, this, [this](bool on) {
        m_settings.setValue(
            m_game.setup().isHotSeat() ? Settings::Key::ShowEvalBarHotSeat : Settings::Key::ShowEvalBar, on);
        refreshEvalBar();
    });

    QMenu* notation = view->addMenu(tr("Piece &Letters"));
    auto* letters = new QActionGroup(this);
    const std::pair<QString, QString> Names[] = {
        {tr("Letters A (cardinal) and C (marshal)"), tr("As PyChess, XBoard and Fairy-Stockfish write them")},
        {tr("Letters C (cardinal) and M (marshal)"), tr("As Christian Freeling writes them")},
    };
    const int chosen = m_settings.number(Settings::Key::PieceLetters) == 1 ? 1 : 0;
    for (int i = 0; i < 2; ++i) {
        QAction* a = notation->addAction(Names[i].first);
        a->setStatusTip(Names[i].second);
        a->setCheckable(true);
        a->setChecked(i == chosen);
        letters->addAction(a);
        connect(a, &QAction::triggered, this, [this, i] {
            m_game.setPieceLetters(i == 1 ? PieceLetters::Freeling : PieceLetters::FairyStockfish);
            m_settings.setValue(Settings::Key::PieceLetters, i);
        });
    }
    m_game.setPieceLetters(chosen == 1 ? PieceLetters::Freeling : PieceLetters::FairyStockfish);
}

QAction* DisplayOptions::toggle(QMenu* menu, const QString& text, const QString& tip, Settings::Key key) {
    QAction* a = menu->addAction(text);
    a->setStatusTip(tip);
    a->setCheckable(true);
    a->setChecked(m_settings.flag(key));
    connect(a, &QAction::toggled, this, [this, key](bool on) { m_settings.setValue(key, on); });
    return a;
}

void DisplayOptions::refreshEvalBar() {
    const bool hotSeat = m_game.setup().isHotSeat();
    const bool on = m_settings.flag(hotSeat ? Settings::Key::ShowEvalBarHotSeat : Settings::Key::ShowEvalBar);
    m_evalBarAction->setChecked(on);
    // Hidden, not merely not shown yet: before the window is first shown no widget is
    // visible, and a bar never hidden would appear with it.
    if (m_evalBar.isHidden() == on) {
        m_evalBar.setVisible(on);
        m_area.relayout();
    }
}

} // namespace grand::ui
