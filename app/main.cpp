// grandchess: the desktop program.

#include "scenarios.h"

#include "ui/base/settings.h"
#include "ui/base/startuptimes.h"
#include "ui/base/translations.h"
#include "ui/window/mainwindow.h"

#include "engine/version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>
#include <string_view>

namespace {

struct Options {
    QCommandLineOption noRestore{"no-restore", "Do not offer the unfinished game of the last session."};
    QCommandLineOption scenario{"scenario",
                                "Show a set situation (opening, middlegame, promotion, gameover).", "name"};
    QCommandLineOption size{"size", "Window size, e.g. 1024x768.", "WxH"};
    QCommandLineOption screenshot{"screenshot", "Save a picture of the window to a PNG file, then quit.",
                                  "file"};
    QCommandLineOption quitAfter{"quit-after", "Quit after this many milliseconds.", "ms"};
    QCommandLineOption diagnose{"diagnose",
                                "Print the time to first paint and the longest GUI stall while the engine "
                                "searches for the given milliseconds, then quit.",
                                "ms"};
};

void describe(QCommandLineParser& parser, const Options& o) {
    parser.setApplicationDescription(
        "Grand Chess, Christian Freeling's 10x10 chess variant, against the computer or "
        "another player.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument("file", "A game record (PGN) to open.", "[file.pgn]");
    parser.addOptions({o.noRestore, o.scenario, o.size, o.screenshot, o.quitAfter, o.diagnose});
}

void nameApplication() {
    QCoreApplication::setApplicationName("grandchess");
    QCoreApplication::setOrganizationName("grandchess");
    QCoreApplication::setApplicationVersion(
        QString::fromUtf8(grand::Version.data(), static_cast<int>(grand::Version.size())));
}

// --help and --version answer without a display: they are handled before the GUI exists.
bool asksForTextOnly(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-v" || a == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    grand::ui::startup::begin();
    const Options o;
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameApplication();
        QCommandLineParser parser;
        describe(parser, o);
        parser.process(core); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    grand::ui::startup::mark("Qt and the display");
    nameApplication();
    QApplication::setApplicationDisplayName("Grand Chess");
    QApplication::setDesktopFileName(
        QString::fromUtf8(grand::AppId.data(), static_cast<int>(grand::AppId.size())));

    grand::ui::Translations translations;
    translations.install(grand::ui::Translations::chosen(grand::ui::Settings()));
    grand::ui::startup::mark("translations");

    QCommandLineParser parser;
    describe(parser, o);
    parser.process(app);

    grand::ui::StartOptions options;
    options.offerRestore = !parser.isSet(o.noRestore) && !parser.isSet(o.scenario)
                           && !parser.isSet(o.diagnose) && !parser.isSet(o.screenshot);
    if (!parser.positionalArguments().isEmpty())
        options.openFile = parser.positionalArguments().front();
    grand::ui::MainWindow window(options);
    if (parser.isSet(o.size)) {
        const QStringList wh = parser.value(o.size).split('x');
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    if (parser.isSet(o.diagnose))
        return grand::app::runDiagnostic(window, parser.value(o.diagnose).toInt());
    window.show();
    if (parser.isSet(o.scenario) && !grand::app::applyScenario(window, parser.value(o.scenario))) {
        std::fprintf(stderr, "unknown scenario '%s'\n", qPrintable(parser.value(o.scenario)));
        return 2;
    }
    if (parser.isSet(o.screenshot)) {
        const QString file = parser.value(o.screenshot);
        QTimer::singleShot(1500, &window, [&window, file] {
            if (!window.grab().save(file))
                std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
            QApplication::quit();
        });
    }
    if (parser.isSet(o.quitAfter))
        QTimer::singleShot(parser.value(o.quitAfter).toInt(), &app, &QApplication::quit);
    return QApplication::exec();
}
