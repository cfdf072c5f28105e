#pragma once

// The puzzle themes' names as the trainer shows them ("mateIn2" is "Mate in 2").

#include <QString>

#include <string>

namespace grand::ui {

QString puzzleThemeName(const std::string& theme);

} // namespace grand::ui
