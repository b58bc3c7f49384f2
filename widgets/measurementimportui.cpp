#include "widgets/measurementimportui.h"

#include "models/measurementedit.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>

namespace topoplan::widgets {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(MeasurementImport)
};

// A window-modal message box on `parent` that does not block (open()) and deletes itself.
void openBox(QWidget* parent, const QString& title, const QString& text, const QString& details, const char* objectName)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setObjectName(QString::fromLatin1(objectName));
    box->setInformativeText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

} // namespace

QString importMeasurementFiles(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                               const QStringList& files, bool* ok)
{
    const models::MeasurementImportResult r = models::importMeasurement(document, workloadIndex, files);
    if (ok)
        *ok = r.ok;
    if (r.ok) {
        if (!r.warnings.isEmpty())
            openBox(parent, Tr::tr("Measurement imported with warnings"),
                    Tr::tr("The measurement was imported (undo reverts it), but it may not be of this workload's kind "
                           "of load."),
                    r.warnings.join(QLatin1Char('\n')), kMeasurementImportWarningBox);
        return r.summary;
    }
    openBox(parent, Tr::tr("Measurement not imported"), Tr::tr("The measurement was not imported; the design is unchanged."),
            r.error, kMeasurementImportErrorBox);
    return Tr::tr("Not imported: %1").arg(r.error.section(QLatin1Char('\n'), 0, 0));
}

QString importMeasurementDialog(QWidget* parent, models::DesignDocument* document, int workloadIndex)
{
    const QStringList files = QFileDialog::getOpenFileNames(
        parent, Tr::tr("Import Measurement"), QString(),
        Tr::tr("Measurement files (*.txt *.lst *.html *.htm *.csv *.log);;All files (*)"));
    if (files.isEmpty())
        return {};
    return importMeasurementFiles(parent, document, workloadIndex, files);
}

} // namespace topoplan::widgets
