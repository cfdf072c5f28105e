#pragma once

// Help -> How to Play (the rules with a diagram) and Help -> About.

class QString;
class QWidget;

namespace grand::ui {

// The How to Play page (HTML) in `language` ("nl", "de"), English where it has none.
QString rulesPage(const QString& language);
void showRules(QWidget* parent);
void showAbout(QWidget* parent);

} // namespace grand::ui
