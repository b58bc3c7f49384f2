// topoplan: the GUI. Wiring only.
#include "models/designdocument.h"
#include "models/recoveryfile.h"
#include "widgets/mainwindow.h"
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
    parser.process(app);

    topoplan::models::DesignDocument document;
    const QString recoveryDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    topoplan::models::RecoveryFile::Found found;
    const bool crashed = topoplan::models::RecoveryFile::find(recoveryDir, found);

    const QString file = parser.positionalArguments().value(0, QStringLiteral("builtin:ra1"));
    const bool opened = document.open(file);
    topoplan::widgets::MainWindow window(&document);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        window.resize(window.size().boundedTo(screen->availableGeometry().size()));
    // Size, docks, tool bars and splitters as the last session left them (saved on close).
    QSettings settings;
    window.restoreWindowState(settings);
    window.show();
    if (!opened)
        QMessageBox::warning(&window, QApplication::translate("main", "Cannot open the design"), document.errorString());
    if (crashed) {
        const QString what = found.fileName.isEmpty() ? QApplication::translate("main", "an untitled design") : found.fileName;
        const auto answer = QMessageBox::question(
            &window, QApplication::translate("main", "Recover unsaved changes?"),
            QApplication::translate("main", "Topoplan did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?")
                .arg(what, QLocale().toString(found.written, QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes && !document.openRecovered(found.text, found.fileName, found.path)) {
            // Never delete what could not be read: it may be the only copy of the work.
            const QString kept = topoplan::models::RecoveryFile::setAside(recoveryDir);
            QString errors = document.errorString();
            if (!kept.isEmpty())
                errors.replace(found.path, kept); // the lines and columns are the kept file's
            QMessageBox::warning(
                &window, QApplication::translate("main", "Cannot recover the design"),
                QApplication::translate("main", "The recovery file is damaged and was not loaded. It was kept as %1.\n\n%2")
                    .arg(kept.isEmpty() ? QApplication::translate("main", "(could not be moved)") : kept, errors));
        }
    }
    // Created after the question so that declining it removes the old recovery file
    // only once the user has made a change.
    topoplan::models::RecoveryFile recovery(&document, recoveryDir);
    if (crashed) {
        // Recovered: this instance's own recovery file holds the work from now on;
        // declined: the crashed instance's file is not offered again.
        recovery.writeNow();
        if (QFileInfo::exists(found.path))
            topoplan::models::RecoveryFile::remove(found);
    }
    return app.exec();
}
