#include "ui/dialogs/helpdialogs.h"

#include "ui/base/screenfit.h"

#include "ui/base/translations.h"
#include "ui/dialogs/fantasyguide.h"

#include "engine/rules/rules.h"

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

QString diagramHtml(const Position& pos) {
    const Variant& game = pos.variant();
    const QString label = QStringLiteral("font-size:9pt; color:#777;");
    QString html =
        QStringLiteral("<table cellspacing=\"0\" cellpadding=\"0\" style=\"border: 2px solid #5b4330;\">\n");
    for (int rank = game.ranks - 1; rank >= 0; --rank) {
        html += QStringLiteral("<tr><td style=\"padding-right:4px; %1\">%2</td>\n").arg(label).arg(rank + 1);
        for (int file = 0; file < game.files; ++file) {
            const Piece p = pos.pieceOn(makeSquare(file, rank));
            const QString image = p == Piece::Empty
                                      ? QStringLiteral(":/help/empty.png")
                                      : QStringLiteral(":/pieces/%1%2.svg")
                                            .arg(colorOf(p) == Color::White ? 'w' : 'b')
                                            .arg(QChar(fenChar(makePiece(Color::White, typeOf(p)))));
            html +=
                QStringLiteral("<td width=\"26\" height=\"26\" style=\"background:%1;\"><img src=\"%2\" "
                               "width=\"26\" height=\"26\"></td>\n")
                    .arg((file + rank) % 2 ? QStringLiteral("#e5d3b6") : QStringLiteral("#a8835f"), image);
        }
        html += QStringLiteral("</tr>\n");
    }
    html += QStringLiteral("<tr><td></td>");
    for (int file = 0; file < game.files; ++file)
        html += QStringLiteral("<td align=\"center\" style=\"%1\">%2</td>").arg(label).arg(QChar('a' + file));
    return html + QStringLiteral("</tr></table>");
}

QString embassyRulesPage(const QString& language) {
    QString name = QStringLiteral(":/help/embassy_%1.html").arg(language);
    if (!QFile::exists(name))
        name = QStringLiteral(":/help/embassy.html"); // English
    return resourceText(name).replace(QStringLiteral("@START_DIAGRAM@"),
                                      diagramHtml(Position::start(embassyChess())));
}

namespace {

// A page of rules in a dialog of its own; `link` answers its links (true: close the page).
template <class OnLink>
void showPage(QWidget* parent, const QString& title, const QString& html, OnLink link) {
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto* text = new QTextBrowser;
    text->setOpenLinks(false);
    text->setHtml(html);
    QObject::connect(text, &QTextBrowser::anchorClicked, &dialog, [&](const QUrl& url) {
        if (link(url))
            dialog.accept();
        else
            QDesktopServices::openUrl(url);
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(fitToScreen(&dialog, QSize(640, 720)));
    dialog.exec();
}

} // namespace

void showEmbassyRules(QWidget* parent) {
    showPage(parent, QObject::tr("How to Play Embassy Chess"), embassyRulesPage(Translations::current()),
             [](const QUrl&) { return false; });
}

void showRules(QWidget* parent) {
    // The page's links to the Fantasy guide and to Embassy Chess close it and open those;
    // others go to the browser.
    bool toFantasy = false, toEmbassy = false;
    showPage(parent, QObject::tr("How to Play Grand Chess"), rulesPage(Translations::current()),
             [&](const QUrl& url) {
                 toFantasy = url.scheme() == QLatin1String("fantasy");
                 toEmbassy = url.scheme() == QLatin1String("embassy");
                 return toFantasy || toEmbassy;
             });
    if (toFantasy)
        showFantasyGuide(parent);
    if (toEmbassy)
        showEmbassyRules(parent);
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
