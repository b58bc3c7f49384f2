#include "widgets/measurementimportui.h"

#include "models/designdocument.h"
#include "models/measurementedit.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QPushButton>
#include <QUrl>

#include <algorithm>

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

QString importAnywayWording(QString text)
{
    return text.replace(QLatin1String("--force"), Tr::tr("\"Import Anyway\""));
}

namespace {
// The box after Import Anyway: what was overridden and why (each refusal as the import
// refused it), the import's summary (files, workload, use case) and its other warnings.
void openForcedBox(QWidget* parent, const models::MeasurementImportResult& r)
{
    QStringList details{r.imported, QString(), Tr::tr("Overridden (refused without Import Anyway):")};
    for (const QString& f : r.forced)
        details << QStringLiteral("\u2022 ") + importAnywayWording(f);
    QStringList others;
    for (const QString& w : r.warnings)
        if (std::none_of(r.forced.begin(), r.forced.end(), [&](const QString& f) { return w.contains(f); }))
            others << QStringLiteral("\u2022 ") + importAnywayWording(w);
    if (!others.isEmpty())
        details << QString() << Tr::tr("Warnings:") << others;
    openBox(parent, Tr::tr("Measurement imported anyway"),
            Tr::tr("The measurement was imported past %n refusal(s) (Import Anyway; undo reverts it). The baseline "
                   "records what was overridden as forced, and the Findings tab warns about it.",
                   nullptr, int(r.forced.size())),
            details.join(QLatin1Char('\n')), kMeasurementImportWarningBox);
}
} // namespace

QString importMeasurementFiles(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                               const QStringList& files, bool* ok, const QString& storage, bool force,
                               const std::function<void(const QString&, bool)>& status, const QString& useCase)
{
    const models::MeasurementImportResult r =
        models::importMeasurement(document, workloadIndex, files, storage, force, useCase);
    if (ok)
        *ok = r.ok;
    if (r.ok) {
        if (!r.forced.isEmpty())
            openForcedBox(parent, r);
        else if (!r.warnings.isEmpty())
            openBox(parent, Tr::tr("Measurement imported with warnings"),
                    Tr::tr("The measurement was imported (undo reverts it), but it may not be of this workload's kind "
                           "of load."),
                    importAnywayWording(r.warnings.join(QLatin1Char('\n'))), kMeasurementImportWarningBox);
        return r.summary;
    }
    const QString error = importAnywayWording(r.error);
    const QString refused = Tr::tr("Not imported: %1").arg(error.section(QLatin1Char('\n'), 0, 0));
    if (!r.forceable) {
        openBox(parent, Tr::tr("Measurement not imported"), Tr::tr("The measurement was not imported; the design is unchanged."),
                error, kMeasurementImportErrorBox);
        return refused;
    }
    // Every refusal is one Import Anyway overrides (the command's --force): offer the import
    // all the same (one undo step).
    QMessageBox* box = openBox(parent, Tr::tr("Measurement not imported"),
                               Tr::tr("The measurement was not imported; the design is unchanged. \"Import Anyway\" "
                                      "imports it all the same, and the baseline then records what it overrode "
                                      "(undo reverts it)."),
                               error, kMeasurementImportErrorBox, QMessageBox::Cancel);
    QPushButton* anyway = box->addButton(Tr::tr("Import Anyway"), QMessageBox::AcceptRole);
    anyway->setObjectName(QString::fromLatin1(kMeasurementImportAnywayButton));
    box->setDefaultButton(QMessageBox::Cancel);
    const QPointer<models::DesignDocument> doc(document);
    const QPointer<QWidget> owner(parent);
    QObject::connect(anyway, &QPushButton::clicked, box, [doc, owner, workloadIndex, files, storage, status, useCase] {
        if (!doc)
            return;
        bool imported = false;
        const QString message = importMeasurementFiles(owner, doc, workloadIndex, files, &imported, storage, true, {}, useCase);
        if (status)
            status(message, imported);
    });
    return refused;
}

QString importMeasurementDialog(QWidget* parent, models::DesignDocument* document, int workloadIndex,
                                const QString& storage, const std::function<void(const QString&, bool)>& status,
                                const QString& useCase)
{
    const QStringList files = QFileDialog::getOpenFileNames(
        parent, Tr::tr("Import Measurement"), QString(),
        Tr::tr("Measurement files (*.txt *.lst *.html *.htm *.csv *.log);;All files (*)"));
    if (files.isEmpty())
        return {};
    return importMeasurementFiles(parent, document, workloadIndex, files, nullptr, storage, false, status, useCase);
}

QStringList droppedFiles(const QMimeData* mime)
{
    QStringList files;
    if (mime && mime->hasUrls())
        for (const QUrl& url : mime->urls())
            if (url.isLocalFile())
                files << url.toLocalFile();
    return files;
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
