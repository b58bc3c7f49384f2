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
} // namespace

QString importMeasurementFiles(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                               const QStringList& files, bool* ok)
{
    const models::MeasurementImportResult r = models::importMeasurement(document, workloadIndex, files);
    if (ok)
        *ok = r.ok;
    if (r.ok)
        return r.summary;
    auto* box = new QMessageBox(QMessageBox::Warning, Tr::tr("Measurement not imported"),
                                Tr::tr("The measurement was not imported; the design is unchanged."), QMessageBox::Ok,
                                parent);
    box->setObjectName(QString::fromLatin1(kMeasurementImportErrorBox));
    box->setInformativeText(r.error);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
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
