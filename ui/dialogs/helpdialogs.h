#pragma once

// Help -> How to Play (the rules with a diagram) and Help -> About.

class QWidget;

namespace grand::ui {

void showRules(QWidget* parent);
void showAbout(QWidget* parent);

} // namespace grand::ui
