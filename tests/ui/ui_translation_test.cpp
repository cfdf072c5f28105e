// The Dutch and German translations: complete in the .ts files, and in use in the window
// (every menu and action of the main window reads differently from the English one).

#include "ui/base/enginetexts.h"
#include "ui/base/translations.h"
#include "ui/dialogs/helpdialogs.h"
#include "ui/game/gameoverbanner.h"
#include "ui/records/gameinfodialog.h"
#include "ui/records/movetreeview.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <memory>

using namespace grand::ui;

namespace {

// Every text of the window's menus and actions, in the order the window made them.
QStringList actionTexts(MainWindow& window) {
    QStringList texts;
    for (QAction* a : window.findChildren<QAction*>())
        texts << a->text();
    for (QMenu* m : window.findChildren<QMenu*>())
        texts << m->title();
    return texts;
}

QStringList menuTitles(MainWindow& window) {
    QStringList titles;
    for (QAction* a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

// The main window made with `language` installed (English: none).
std::unique_ptr<MainWindow> windowIn(Translations& translations, const QString& language) {
    EXPECT_TRUE(translations.install(language)) << language.toStdString();
    return std::make_unique<MainWindow>(StartOptions{false, {}});
}

// Texts that are the same word in the translation (an allow-list, kept short): the level
// names "Beginner" and "Expert" are Dutch too.
QSet<QString> sameWords() {
    return {"&Engine", "&Help", "&" + levelChoiceText(grand::playingLevel(1)),
            "&" + levelChoiceText(grand::playingLevel(6))};
}

void expectAllTranslated(const QString& language) {
    // The default preferences: a recent file left by an earlier test is a file's name, not a text.
    QSettings(QSettings::UserScope, "grandchess", "grandchess").clear();
    Translations translations;
    const QStringList english = actionTexts(*windowIn(translations, "en"));
    const QStringList translated = actionTexts(*windowIn(translations, language));
    ASSERT_EQ(english.size(), translated.size());
    ASSERT_GT(english.size(), 40);
    const QSet<QString> same = sameWords();
    for (qsizetype i = 0; i < english.size(); ++i) {
        if (english[i].isEmpty() || same.contains(translated[i]))
            continue;
        EXPECT_NE(english[i], translated[i])
            << language.toStdString() << ": not translated: " << english[i].toStdString();
    }
    translations.install("en");
}

struct TsCheck {
    int messages = 0;
    QStringList problems;
};

// Reads a .ts file: every message must have a finished translation with the source's
// placeholders (%1, %n) and as many & accelerators.
TsCheck checkTs(const QString& path) {
    TsCheck check;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        check.problems << "cannot open " + path;
        return check;
    }
    static const QRegularExpression Placeholder(QStringLiteral("%(\\d|n)"));
    const auto placeholders = [](const QString& text) {
        QStringList found;
        for (auto it = Placeholder.globalMatch(text); it.hasNext();)
            found << it.next().captured(0);
        found.removeDuplicates();
        found.sort();
        return found;
    };
    const auto accelerators = [](QString text) {
        text.remove(QStringLiteral("&&")).remove(QStringLiteral("&times;"));
        return text.count('&');
    };
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("message")) {
            ++check.messages;
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value("type").toString();
            QStringList forms;
            QString text;
            while (!xml.atEnd()
                   && (xml.readNext() != QXmlStreamReader::EndElement
                       || xml.name() != QLatin1String("translation"))) {
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    forms << xml.readElementText();
            }
            if (forms.isEmpty())
                forms << text;
            if (!type.isEmpty())
                check.problems << type + ": " + source;
            for (const QString& form : forms) {
                if (form.trimmed().isEmpty())
                    check.problems << "empty: " + source;
                else if (placeholders(form) != placeholders(source))
                    check.problems << "placeholders differ: " + source + " / " + form;
                else if (accelerators(form) != accelerators(source))
                    check.problems << "accelerators differ: " + source + " / " + form;
            }
        }
    }
    if (xml.hasError())
        check.problems << xml.errorString();
    return check;
}

} // namespace

TEST(Translations, GermanMenusReadGerman) {
    Translations translations;
    auto window = windowIn(translations, "de");
    EXPECT_EQ(menuTitles(*window), QStringList({"&Partie", "&Bearbeiten", "&Ansicht", "&Engine", "&Hilfe"}));
    translations.install("en");
}

TEST(Translations, DutchMenusReadDutch) {
    Translations translations;
    auto window = windowIn(translations, "nl");
    EXPECT_EQ(menuTitles(*window), QStringList({"&Partij", "&Bewerken", "Beel&d", "&Engine", "&Help"}));
    translations.install("en");
}

// The review's sentences stay English in the record (the next review replaces them there)
// and read in the user's language in the move list; the rest of the comment is left as is.
TEST(Translations, ReviewSentencesReadInTheUsersLanguage) {
    Translations translations;
    const std::string comment = "[%eval -2.10] Blunder. Be6 was best. A pity.";
    translations.install("de");
    EXPECT_EQ(displayedComment(comment), QStringLiteral("Grober Fehler. Be6 war am besten. A pity."));
    translations.install("nl");
    EXPECT_EQ(displayedComment("Inaccuracy. Nc7 was best."),
              QStringLiteral("Onnauwkeurigheid. Nc7 was het beste."));
    translations.install("en");
    EXPECT_EQ(displayedComment(comment), QStringLiteral("Blunder. Be6 was best. A pity."));
    EXPECT_EQ(readableComment(comment), QStringLiteral("Blunder. Be6 was best. A pity."))
        << "the editor's text";
}

// Help -> How to Play reads in the program's language: the same page (every tag, image and
// square colour of its diagram) with the words translated.
TEST(Translations, HowToPlayReadsInTheUsersLanguage) {
    const auto tags = [](const QString& html) {
        QStringList out;
        static const QRegularExpression tag("<[^>]*>");
        for (auto it = tag.globalMatch(html); it.hasNext();)
            out << it.next().captured();
        return out;
    };
    const QString english = rulesPage("en");
    ASSERT_TRUE(english.contains("<h3>The start</h3>"));
    EXPECT_FALSE(english.contains("@START_DIAGRAM@"));
    EXPECT_EQ(english.count(":/pieces/bK.svg"), 1) << "the diagram is in its place";
    Translations translations;
    translations.install("nl");
    EXPECT_EQ(Translations::current(), "nl");
    const QString dutch = rulesPage(Translations::current());
    EXPECT_TRUE(dutch.contains("<h3>De beginstelling</h3>")) << dutch.left(400).toStdString();
    EXPECT_TRUE(dutch.contains("maarschalk"));
    EXPECT_EQ(tags(dutch), tags(english));
    translations.install("de");
    const QString german = rulesPage(Translations::current());
    EXPECT_TRUE(german.contains("<h3>Die Ausgangsstellung</h3>")) << german.left(400).toStdString();
    EXPECT_TRUE(german.contains("Marschall"));
    EXPECT_EQ(tags(german), tags(english));
    translations.install("en");
    EXPECT_EQ(Translations::current(), "en");
    EXPECT_EQ(rulesPage(Translations::current()), english);
}

// Help -> How to Play Embassy Chess in each language: the same page (its tags), Embassy
// Chess's start drawn in (ten files by eight ranks), and Grand Chess's page links to it.
TEST(Translations, TheEmbassyPageIsWholeInEveryLanguage) {
    auto tags = [](const QString& html) {
        QStringList out;
        static const QRegularExpression tag("<[^>]*>");
        for (auto it = tag.globalMatch(html); it.hasNext();)
            out << it.next().captured();
        return out;
    };
    const QString english = embassyRulesPage("en");
    EXPECT_FALSE(english.contains("@START_DIAGRAM@"));
    EXPECT_EQ(english.count(":/pieces/bK.svg"), 1) << "the diagram is in its place";
    EXPECT_EQ(english.count("<tr><td style=\"padding-right:4px;"), 8) << "eight ranks";
    EXPECT_TRUE(english.contains(">8</td>") && !english.contains(">9</td>"));
    EXPECT_TRUE(english.contains("<b>h1</b>") && english.contains("<b>b1</b>"));
    for (const char* language : {"en", "nl", "de"})
        EXPECT_TRUE(rulesPage(language).contains("href=\"embassy:rules\"")) << language;
    EXPECT_EQ(tags(embassyRulesPage("nl")), tags(english));
    EXPECT_EQ(tags(embassyRulesPage("de")), tags(english));
    EXPECT_TRUE(embassyRulesPage("nl").contains("<h3>De beginstelling</h3>"));
    EXPECT_TRUE(embassyRulesPage("de").contains("<h3>Die Ausgangsstellung</h3>"));
}

// A game begun here is "Casual game" at "Grand Chess desktop" against "Grand Chess level
// 4" in its record; the window title, Game Information and the result banner say so in the
// user's language, and the record keeps the English unless the user changes it.
TEST(Translations, WhatANewGameSaysReadsInTheUsersLanguage) {
    QSettings(QSettings::UserScope, "grandchess", "grandchess").clear();
    Translations translations;
    auto window = windowIn(translations, "de");
    GameSetup setup;
    setup.players = {PlayerKind::Human, PlayerKind::Computer};
    setup.level = 4;
    setup.playerName = "Anna";
    window->startGame(setup);
    QApplication::processEvents();
    const grand::GameRecord& record = window->controller().tree();
    EXPECT_EQ(record.tag("Event"), "Casual game") << "the record stays English";
    EXPECT_EQ(record.tag("Black"), "Grand Chess level 4");
    const QString title = window->windowTitle();
    EXPECT_TRUE(title.contains("Freie Partie")) << title.toStdString();
    EXPECT_TRUE(title.contains("Grand Chess Stufe 4")) << title.toStdString();
    EXPECT_FALSE(title.contains("Casual") || title.contains("level")) << title.toStdString();

    GameInfoDialog info(record);
    EXPECT_EQ(info.field("Event")->text(), "Freie Partie");
    EXPECT_EQ(info.field("Site")->text(), "Grand Chess (Desktop-Programm)");
    EXPECT_EQ(info.field("Black")->text(), "Grand Chess Stufe 4");
    auto tagOf = [&info](const std::string& name) {
        for (const auto& [tag, value] : info.tags())
            if (tag == name)
                return value;
        return std::string("(none)");
    };
    EXPECT_EQ(tagOf("Event"), "Casual game") << "left as shown: stored as the record had it";
    EXPECT_EQ(tagOf("Black"), "Grand Chess level 4");
    info.field("Event")->setText("Vereinsabend");
    EXPECT_EQ(tagOf("Event"), "Vereinsabend") << "what the user types is stored";
    EXPECT_EQ(tagOf("Site"), "Grand Chess desktop");

    QStringList buttons;
    for (QPushButton* b : window->banner().findChildren<QPushButton*>())
        buttons << b->text().remove('&');
    EXPECT_TRUE(buttons.contains("Auswerten")) << buttons.join(", ").toStdString();
    window.reset();
    window = windowIn(translations, "nl");
    window->startGame(setup);
    QApplication::processEvents();
    EXPECT_TRUE(window->windowTitle().contains("Vrije partij")) << window->windowTitle().toStdString();
    buttons.clear();
    for (QPushButton* b : window->banner().findChildren<QPushButton*>())
        buttons << b->text().remove('&');
    EXPECT_TRUE(buttons.contains("Nalopen")) << buttons.join(", ").toStdString();
    translations.install("en");
}

TEST(Translations, EveryGermanActionIsTranslated) { expectAllTranslated("de"); }

TEST(Translations, EveryDutchActionIsTranslated) { expectAllTranslated("nl"); }

TEST(Translations, TsFilesHaveNoUnfinishedEntries) {
    for (const char* language : {"nl", "de"}) {
        const TsCheck check =
            checkTs(QStringLiteral(GRAND_TRANSLATIONS_DIR "/grandchess_%1.ts").arg(QLatin1String(language)));
        EXPECT_GT(check.messages, 300) << language;
        EXPECT_TRUE(check.problems.isEmpty()) << language << ": " << check.problems.join("\n").toStdString();
    }
}

TEST(Translations, SystemLocaleChoosesALanguageWeHave) {
    EXPECT_EQ(Translations::forLocale({"de-AT", "en-US"}), "de");
    EXPECT_EQ(Translations::forLocale({"nl-BE"}), "nl");
    EXPECT_EQ(Translations::forLocale({"fr-FR", "nl-NL"}), "nl");
    EXPECT_EQ(Translations::forLocale({"fr-FR"}), "en");
}
