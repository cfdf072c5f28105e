#include "puzzletexts.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace grand::ui {

namespace {

constexpr const char* Context = "grand::ui::PuzzleThemes";

constexpr std::array<std::pair<const char*, const char*>, 27> Names = {{
    {"mate", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Mate")},
    {"mateIn1", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Mate in 1")},
    {"mateIn2", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Mate in 2")},
    {"mateIn3", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Mate in 3")},
    {"marshalMate", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Marshal mate")},
    {"cardinalMate", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Cardinal mate")},
    {"fork", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Fork")},
    {"marshalFork", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Marshal fork")},
    {"cardinalFork", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Cardinal fork")},
    {"knightFork", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Knight fork")},
    {"pawnFork", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Pawn fork")},
    {"pin", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Pin")},
    {"skewer", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Skewer")},
    {"discoveredAttack", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Discovered attack")},
    {"discoveredCheck", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Discovered check")},
    {"hangingPiece", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Hanging piece")},
    {"sacrifice", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Sacrifice")},
    {"quietMove", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Quiet move")},
    {"promotion", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Promotion")},
    {"nothingToPromote", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Nothing to promote to")},
    {"frozenPawn", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Frozen pawn")},
    {"defence", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Defence")},
    {"endgame", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Endgame")},
    {"oneMove", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "One move")},
    {"short", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Short (2 moves)")},
    {"long", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Long (3 moves)")},
    {"veryLong", QT_TRANSLATE_NOOP("grand::ui::PuzzleThemes", "Very long (4 moves or more)")},
}};

} // namespace

QString puzzleThemeName(const std::string& theme) {
    for (const auto& [id, name] : Names)
        if (theme == id)
            return QCoreApplication::translate(Context, name);
    return QString::fromStdString(theme);
}

} // namespace grand::ui
