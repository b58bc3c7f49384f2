// topoplan: the GUI. Wiring only.
#include "models/designdocument.h"
#include "models/recoveryfile.h"
#include "widgets/mainwindow.h"
#include "widgets/recoverybar.h"
#include "widgets/translation.h"

#include <QApplication>
#include <QFileInfo>
#include <QIcon>
#include <QCommandLineParser>
#include <QLocale>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Topoplan"));
    QApplication::setOrganizationName(QStringLiteral("Topoplan"));
    QApplication::setApplicationVersion(QStringLiteral(TOPOPLAN_VERSION));
    // The installed desktop entry and icon (cmake/packaging.cmake): lets Wayland compositors
    // and docks match the window to its menu entry; without an installed icon theme entry
    // the icon stays empty, as before.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.topoplan.Topoplan"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("topoplan")));
    // The language is needed before the option descriptions below are translated, so
    // --lang is looked at before the parser runs (the parser still declares and checks it).
    QString lang;
    const QStringList args = QApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            lang = args[i + 1];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            lang = args[i].mid(7);
    }
    // Else the language chosen in View > Language (MainWindow), kept in QSettings.
    if (lang.isEmpty())
        lang = QSettings().value(QStringLiteral("language")).toString();
    topoplan::widgets::installTranslations(&app, lang);
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Database infrastructure designer and simulator"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("lang"),
                      QApplication::translate("main", "Language of the user interface, e.g. de or en (default: the system locale)"),
                      QStringLiteral("LANG")});
    // The desktop entry starts `topoplan %f`: a double-clicked design arrives here as a path.
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "Design to open (default: builtin:ra1, the RA-1 reference design)"));
    // Started by the recovery bar's "Recover in a New Window" (widgets/recoverybar.h).
    parser.addOption({QStringLiteral("recover"),
                      QApplication::translate("main", "Open the unsaved changes a closed session kept in this recovery file"),
                      QStringLiteral("PATH")});
    parser.process(app);

    topoplan::models::DesignDocument document;
    const QString recoveryDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    // What a crashed session kept: looked for before this instance's own files exist.
    topoplan::models::RecoveryFile::Found found;
    const QString recoverPath = parser.value(QStringLiteral("recover"));
    const bool recovering = !recoverPath.isEmpty();
    const bool crashed = recovering ? topoplan::models::RecoveryFile::read(recoverPath, found)
                                    : topoplan::models::RecoveryFile::find(recoveryDir, found);
    topoplan::models::RecoveryFile recovery(&document, recoveryDir);

    // The file asked for is opened, whatever a crashed session left (issue 16: a question
    // about another design's autosave came first, and Yes replaced the file asked for).
    const QString asked = parser.positionalArguments().value(0);
    const QString toOpen = asked.isEmpty() ? QStringLiteral("builtin:ra1") : asked;
    const bool opened = recovering || document.open(toOpen);
    topoplan::widgets::MainWindow window(&document);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        window.resize(window.size().boundedTo(screen->availableGeometry().size()));
    // Size, docks, tool bars and splitters as the last session left them (saved on close).
    QSettings settings;
    window.restoreWindowState(settings);
    window.show();
    if (!opened) // asks about catalog files outside the design's folder, or says why it failed
        window.openFile(toOpen, true);
    if (recovering) {
        // A new window started by the recovery bar of another one: it shows the kept changes.
        if (!crashed)
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot recover the design"),
                                 QApplication::translate("main", "%1 is not a recovery file of a closed session.").arg(recoverPath));
        else
            topoplan::widgets::RecoveryBar::recoverInto(&window, &document, &recovery, found);
    } else if (crashed) {
        // Offered beside the design, never instead of it.
        new topoplan::widgets::RecoveryBar(&window, &document, &recovery, found, asked);
    }
    return app.exec();
}
