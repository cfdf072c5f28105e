#pragma once

// Help -> How to Play (the rules with a diagram), How to Play Embassy Chess, and About.

#include "engine/rules/position.h"

class QString;
class QWidget;

namespace grand::ui {

// The How to Play page (HTML) in `language` ("nl", "de"), English where it has none.
QString rulesPage(const QString& language);
// Embassy Chess's page, with its start position drawn in.
QString embassyRulesPage(const QString& language);
// A position as an HTML table of the board's squares and pieces, with coordinates.
QString diagramHtml(const Position& pos);
void showRules(QWidget* parent);
void showEmbassyRules(QWidget* parent);
void showAbout(QWidget* parent);

} // namespace grand::ui
