#include "ui/dialogs/helpdialogs.h"

#include "ui/base/screenfit.h"

#include "ui/base/translations.h"
#include "ui/dialogs/fantasyguide.h"

#include "engine/version.h"

#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace grand::ui {

namespace {
QString resourceText(const QString& name) {
    QFile file(name);
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}
} // namespace

// The page of the language, with the start position's diagram (one file for every
// language) in its place.
QString rulesPage(const QString& language) {
    QString name = QStringLiteral(":/help/rules_%1.html").arg(language);
    if (!QFile::exists(name))
        name = QStringLiteral(":/help/rules.html"); // English
    return resourceText(name).replace(QStringLiteral("@START_DIAGRAM@"),
                                      resourceText(QStringLiteral(":/help/start-diagram.html")));
}

void showRules(QWidget* parent) {
    QDialog dialog(parent);
    dialog.setWindowTitle(QObject::tr("How to Play Grand Chess"));
    auto* text = new QTextBrowser;
    text->setOpenLinks(false);
    text->setHtml(rulesPage(Translations::current()));
    // The page's link to the Fantasy guide closes it and opens the guide; others go to the
    // browser.
    bool toFantasy = false;
    QObject::connect(text, &QTextBrowser::anchorClicked, &dialog, [&](const QUrl& url) {
        if (url.scheme() == QLatin1String("fantasy")) {
            toFantasy = true;
            dialog.accept();
        } else {
            QDesktopServices::openUrl(url);
        }
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(fitToScreen(&dialog, QSize(640, 720)));
    dialog.exec();
    if (toFantasy)
        showFantasyGuide(parent);
}

void showAbout(QWidget* parent) {
    QMessageBox::about(
        parent, QObject::tr("About Grand Chess"),
        QObject::tr("<h3>Grand Chess %1</h3>"
                    "<p>Grand Chess was invented by <b>Christian Freeling</b> in 1984: a 10&times;10 board, "
                    "a marshal and a cardinal beside the usual pieces, and pawns that promote only to "
                    "pieces their side has lost.</p>"
                    "<p>This program, its engine and its piece artwork were written for this project.</p>")
            .arg(QString::fromUtf8(Version.data(), static_cast<int>(Version.size()))));
}

} // namespace grand::ui
