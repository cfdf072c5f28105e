#pragma once

// The program's languages: English (the source texts), Dutch and German, loaded from the
// translations built into the program, plus Qt's own texts (standard buttons, file
// dialogs) when the system has them (Debian: qt6-translations-l10n).

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QTranslator;

namespace grand::ui {

class Settings;

class Translations {
public:
    struct Language {
        QString code; // "" follows the system
        QString name; // in its own language: "Nederlands"
    };

    // The choices for the Preferences dialog, "System" first (its name is translated).
    static std::vector<Language> languages();

    // The language the program speaks: the one chosen in `settings`, else the first of the
    // system's languages that the program has, else English ("en").
    static QString chosen(const Settings& settings);
    static QString forLocale(const QStringList& uiLanguages);

    Translations();
    ~Translations();
    Translations(const Translations&) = delete;
    Translations& operator=(const Translations&) = delete;

    // Installs `code`'s translations in the application, replacing those installed
    // before; English removes them. Returns false if the program's own file is missing.
    bool install(const QString& code);
    // The language installed last ("en" when none is): pages that exist per language
    // (How to Play) are chosen by it.
    static QString current();

private:
    void remove();

    std::unique_ptr<QTranslator> m_program;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace grand::ui
