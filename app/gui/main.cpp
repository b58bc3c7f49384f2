// topoplan: the GUI. Wiring only.
#include "models/designdocument.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Topoplan"));
    QApplication::setApplicationVersion(QStringLiteral(TOPOPLAN_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Database infrastructure designer and simulator"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "Design to open (default: builtin:ra1, the RA-1 reference design)"));
    parser.process(app);

    topoplan::models::DesignDocument document;
    const QString file = parser.positionalArguments().value(0, QStringLiteral("builtin:ra1"));
    const bool opened = document.open(file);
    topoplan::widgets::MainWindow window(&document);
    window.show();
    if (!opened)
        QMessageBox::warning(&window, QApplication::translate("main", "Cannot open the design"),
                             document.errors().join(QLatin1Char('\n')));
    return app.exec();
}
