#include "ui/base/translations.h"

#include "ui/base/settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

namespace grand::ui {

namespace {
const QStringList Translated = {QStringLiteral("nl"), QStringLiteral("de")};
} // namespace

std::vector<Translations::Language> Translations::languages() {
    return {{QString(), QCoreApplication::translate("grand::ui::Translations", "System")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("nl"), QStringLiteral("Nederlands")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

QString Translations::forLocale(const QStringList& uiLanguages) {
    for (const QString& tag : uiLanguages) {
        const QString code = tag.section(QRegularExpression(QStringLiteral("[-_]")), 0, 0).toLower();
        if (code == QLatin1String("en") || Translated.contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString Translations::chosen(const Settings& settings) {
    const QString code = settings.value(Settings::Key::Language).toString();
    if (code == QLatin1String("en") || Translated.contains(code))
        return code;
    return forLocale(QLocale::system().uiLanguages());
}

Translations::Translations() = default;

Translations::~Translations() { remove(); }

void Translations::remove() {
    for (auto* t : {&m_program, &m_qt})
        if (*t) {
            QCoreApplication::removeTranslator(t->get());
            t->reset();
        }
}

namespace {
QString& installedLanguage() {
    static QString code = QStringLiteral("en");
    return code;
}
} // namespace

QString Translations::current() { return installedLanguage(); }

bool Translations::install(const QString& code) {
    remove();
    installedLanguage() = QStringLiteral("en");
    if (!Translated.contains(code))
        return code == QLatin1String("en");
    m_program = std::make_unique<QTranslator>();
    if (!m_program->load(QStringLiteral(":/i18n/grandchess_%1.qm").arg(code))) {
        m_program.reset();
        return false;
    }
    QCoreApplication::installTranslator(m_program.get());
    installedLanguage() = code;
    // Qt's own texts, if the system has them; without them Qt's buttons stay English.
    m_qt = std::make_unique<QTranslator>();
    if (m_qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(m_qt.get());
    else
        m_qt.reset();
    return true;
}

} // namespace grand::ui
