#include "widgets/measurementimportui.h"

#include "core/diagnostic.h"
#include "models/designdocument.h"
#include "models/diagnostictext.h"
#include "models/findingtext.h"
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

// A window-modal message box on the window of `parent` that does not block (open()) and
// deletes itself. The window, not `parent` itself: the import changes the design, and the
// Inspector page that asked for it (the baseline editor) is rebuilt, which would delete a box
// parented to it before anyone saw it (issue 19, newcomer C6).
QMessageBox* openBox(QWidget* parent, const QString& title, const QString& text, const QString& details,
                     const char* objectName, QMessageBox::StandardButtons buttons = QMessageBox::Ok)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, buttons, parent ? parent->window() : nullptr);
    box->setObjectName(QString::fromLatin1(objectName));
    box->setInformativeText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
    return box;
}

} // namespace

QString importDiagnosticLine(const core::Diagnostic& d)
{
    QString line = models::diagnosticLine(d);
    switch (d.overridable) {
    case core::Diagnostic::Override::None: break;
    case core::Diagnostic::Override::Forceable: line += QLatin1Char(' ') + Tr::tr("(\"Import Anyway\" imports it all the same)"); break;
    case core::Diagnostic::Override::NotForceable:
        line += Tr::tr("; \"Import Anyway\" cannot override it: %1 (it overrides only %2)")
                    .arg(models::translatedText(d.overrideRefused), models::translatedText(core::forceableRefusals()));
        break;
    case core::Diagnostic::Override::Forced: line += Tr::tr("; imported all the same (\"Import Anyway\")"); break;
    }
    return line;
}

namespace {
// Each of `diagnostics` as importDiagnosticLine(), one a line.
QString importDiagnosticLines(const core::Diagnostics& diagnostics)
{
    QStringList lines;
    for (const core::Diagnostic& d : diagnostics)
        lines << importDiagnosticLine(d);
    return lines.join(QLatin1Char('\n'));
}

// The box after Import Anyway: what was overridden and why (each refusal as the import
// refused it), the import's summary (files, workload, use case) and its other warnings.
void openForcedBox(QWidget* parent, const models::MeasurementImportResult& r)
{
    QStringList details{r.imported, QString(), Tr::tr("Overridden (refused without Import Anyway):")};
    QStringList others;
    for (const core::Diagnostic& d : r.diagnostics) {
        if (d.overridable == core::Diagnostic::Override::Forced)
            details << QStringLiteral("\u2022 ") + models::diagnosticMessage(d);
        else
            others << QStringLiteral("\u2022 ") + importDiagnosticLine(d);
    }
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
        else if (!r.diagnostics.empty())
            openBox(parent, Tr::tr("Measurement imported with warnings"),
                    Tr::tr("The measurement was imported (undo reverts it), but it may not be of this workload's kind "
                           "of load."),
                    importDiagnosticLines(r.diagnostics), kMeasurementImportWarningBox);
        return r.summary;
    }
    const QString error = r.error.isEmpty() ? importDiagnosticLines(r.diagnostics) : r.error;
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
    const QPointer<QWidget> owner(parent ? parent->window() : nullptr); // outlives a rebuilt Inspector page
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
    // A forced import (core::Measurement::forced): the refusals it overrode, and the import's
    // warnings (core::Measurement::warnings), under the origins.
    const auto listedTexts = [](const QString& title, const std::vector<std::string>& texts) {
        if (texts.empty())
            return QString();
        QStringList items;
        for (const std::string& t : texts)
            items << QString::fromStdString(t).toHtmlEscaped();
        return QStringLiteral("<p><b>%1</b><br>%2</p>").arg(title, items.join(QStringLiteral("<br>")));
    };
    const QString forced = listedTexts(Tr::tr("Imported anyway (forced), overriding:"), measured.forced) +
                           listedTexts(Tr::tr("Imported with warnings:"), measured.warnings);
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
    for (const std::string& w : measured.warnings)
        full << QString::fromStdString("warning: " + w);
    origins->setToolTip(full.join(QLatin1Char('\n')));
    return origins;
}

} // namespace topoplan::widgets
