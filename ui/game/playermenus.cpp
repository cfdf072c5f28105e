#include "ui/game/playermenus.h"

#include "ui/base/enginetexts.h"

#include <QActionGroup>
#include <QMenu>

namespace grand::ui {

namespace {
using Players = std::array<PlayerKind, 2>;
constexpr Players Choices[] = {
    {PlayerKind::Computer, PlayerKind::Human},    // the computer plays White
    {PlayerKind::Human, PlayerKind::Computer},    // Black
    {PlayerKind::Computer, PlayerKind::Computer}, // both sides
    {PlayerKind::Human, PlayerKind::Human},       // neither
};
} // namespace

PlayerMenus::PlayerMenus(GameController& game, QMenu* parent) : QObject(parent), m_game(game) {
    QMenu* players = parent->addMenu(tr("&Computer Plays"));
    auto* playerGroup = new QActionGroup(this);
    const QString names[] = {tr("&White"), tr("&Black"), tr("B&oth Sides"), tr("&Neither (two players)")};
    for (std::size_t i = 0; i < std::size(Choices); ++i) {
        QAction* a = players->addAction(names[i]);
        a->setCheckable(true);
        playerGroup->addAction(a);
        m_players.push_back(a);
        connect(a, &QAction::triggered, this, [this, kinds = Choices[i]] {
            m_game.setPlayer(Color::White, kinds[0]);
            m_game.setPlayer(Color::Black, kinds[1]);
            emit changedByUser();
        });
    }
    QMenu* levels = parent->addMenu(tr("&Level"));
    levels->setToolTipsVisible(true);
    auto* levelGroup = new QActionGroup(this);
    for (const PlayingLevel& l : playingLevels()) {
        QAction* a = levels->addAction(QStringLiteral("&") + levelChoiceText(l));
        a->setToolTip(levelToolTip(l));
        a->setCheckable(true);
        levelGroup->addAction(a);
        m_levels.push_back(a);
        connect(a, &QAction::triggered, this, [this, level = l.level] {
            m_game.setLevel(level);
            emit changedByUser();
        });
    }
}

void PlayerMenus::refresh() {
    const Players& now = m_game.setup().players;
    for (std::size_t i = 0; i < std::size(Choices); ++i)
        if (Choices[i] == now)
            m_players[i]->setChecked(true);
    m_levels[static_cast<std::size_t>(m_game.setup().level - 1)]->setChecked(true);
    // The ratings were measured in Grand Chess: in another game the menu shows none.
    const bool rated = &m_game.game().startPosition().variant() == &grandChess();
    for (const PlayingLevel& l : playingLevels()) {
        QAction* a = m_levels[static_cast<std::size_t>(l.level - 1)];
        a->setText(QStringLiteral("&") + levelChoiceText(l, rated));
        a->setToolTip(levelToolTip(l, rated));
    }
}

} // namespace grand::ui
