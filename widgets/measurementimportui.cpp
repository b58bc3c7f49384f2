#include "widgets/measurementimportui.h"

#include "models/designdocument.h"
#include "models/measurementedit.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

namespace topoplan::widgets {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(MeasurementImport)
};

// A window-modal message box on `parent` that does not block (open()) and deletes itself.
QMessageBox* openBox(QWidget* parent, const QString& title, const QString& text, const QString& details,
                     const char* objectName, QMessageBox::StandardButtons buttons = QMessageBox::Ok)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, buttons, parent);
    box->setObjectName(QString::fromLatin1(objectName));
    box->setInformativeText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    return box;
}

} // namespace

QString importMeasurementFiles(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                               const QStringList& files, bool* ok, const QString& storage, bool force,
                               const std::function<void(const QString&, bool)>& status)
{
    const models::MeasurementImportResult r = models::importMeasurement(document, workloadIndex, files, storage, force);
    if (ok)
        *ok = r.ok;
    if (r.ok) {
        if (!r.forced.isEmpty())
            openBox(parent, Tr::tr("Measurement imported anyway"),
                    Tr::tr("The measurement was imported past the refusals below (Import Anyway; undo reverts it). "
                           "The baseline records them as forced, and loading the design warns about it."),
                    r.warnings.join(QLatin1Char('\n')), kMeasurementImportWarningBox);
        else if (!r.warnings.isEmpty())
            openBox(parent, Tr::tr("Measurement imported with warnings"),
                    Tr::tr("The measurement was imported (undo reverts it), but it may not be of this workload's kind "
                           "of load."),
                    r.warnings.join(QLatin1Char('\n')), kMeasurementImportWarningBox);
        return r.summary;
    }
    if (!r.forceable) {
        openBox(parent, Tr::tr("Measurement not imported"), Tr::tr("The measurement was not imported; the design is unchanged."),
                r.error, kMeasurementImportErrorBox);
        return Tr::tr("Not imported: %1").arg(r.error.section(QLatin1Char('\n'), 0, 0));
    }
    // Every refusal is one --force overrides: offer the import all the same (one undo step).
    QMessageBox* box = openBox(parent, Tr::tr("Measurement not imported"),
                               Tr::tr("The measurement was not imported; the design is unchanged. \"Import Anyway\" "
                                      "imports it all the same (as import-measurement --force; undo reverts it)."),
                               r.error, kMeasurementImportErrorBox, QMessageBox::Cancel);
    QPushButton* anyway = box->addButton(Tr::tr("Import Anyway"), QMessageBox::AcceptRole);
    anyway->setObjectName(QString::fromLatin1(kMeasurementImportAnywayButton));
    box->setDefaultButton(QMessageBox::Cancel);
    const QPointer<models::DesignDocument> doc(document);
    const QPointer<QWidget> owner(parent);
    QObject::connect(anyway, &QPushButton::clicked, box, [doc, owner, workloadIndex, files, storage, status] {
        if (!doc)
            return;
        bool imported = false;
        const QString message = importMeasurementFiles(owner, doc, workloadIndex, files, &imported, storage, true);
        if (status)
            status(message, imported);
    });
    return Tr::tr("Not imported: %1").arg(r.error.section(QLatin1Char('\n'), 0, 0));
}

QString importMeasurementDialog(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                                const QString& storage, const std::function<void(const QString&, bool)>& status)
{
    const QStringList files = QFileDialog::getOpenFileNames(
        parent, Tr::tr("Import Measurement"), QString(),
        Tr::tr("Measurement files (*.txt *.lst *.html *.htm *.csv *.log);;All files (*)"));
    if (files.isEmpty())
        return {};
    return importMeasurementFiles(parent, document, workloadIndex, files, nullptr, storage, false, status);
}

QLabel* measurementOriginsLabel(const core::Measurement& measured, const QString& objectName)
{
    // Key, value as stored, and where it was read (the part after "from"); the whole
    // origin text in the tooltip.
    const std::optional<core::Measurement> m = measured;
    QStringList lines;
    for (const auto& [key, origin] : measured.origins) {
        const QString text = QString::fromStdString(origin);
        const qsizetype from = text.indexOf(QLatin1String(", from "));
        lines << QStringLiteral("<b>%1</b> %2: %3")
                     .arg(QString::fromStdString(key).toHtmlEscaped(),
                          models::measurementText(m, QString::fromStdString(key)).toHtmlEscaped(),
                          (from < 0 ? text : text.mid(from + 7)).toHtmlEscaped());
    }
    // A forced import (core::Measurement::forced): the refusals it overrode, under the origins.
    QString forced;
    if (!measured.forced.empty()) {
        QStringList items;
        for (const std::string& f : measured.forced)
            items << QString::fromStdString(f).toHtmlEscaped();
        forced = QStringLiteral("<p><b>%1</b><br>%2</p>")
                     .arg(Tr::tr("Imported anyway (forced), overriding:"), items.join(QStringLiteral("<br>")));
    }
    auto* origins = new QLabel(Tr::tr("<p>From %1:</p>").arg(QString::fromStdString(measured.source).toHtmlEscaped()) +
                               lines.join(QStringLiteral("<br>")) + forced);
    origins->setObjectName(objectName);
    origins->setWordWrap(true);
    origins->setTextFormat(Qt::RichText);
    origins->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QStringList full;
    for (const auto& [key, origin] : measured.origins)
        full << QString::fromStdString(key + ": " + origin);
    for (const std::string& f : measured.forced)
        full << QString::fromStdString("forced: " + f);
    origins->setToolTip(full.join(QLatin1Char('\n')));
    return origins;
}

} // namespace topoplan::widgets
