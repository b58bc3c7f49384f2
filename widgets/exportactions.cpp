#include "widgets/exportactions.h"

#include "models/analysisrunner.h"
#include "models/designdocument.h"
#include "models/poolwatcher.h"
#include "widgets/designscene.h"
#include "widgets/diagramexporter.h"
#include "widgets/drawioexporter.h"
#include "widgets/reportdata.h"
#include "widgets/reportexporter.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QSpinBox>
#include <QTimer>

#include <atomic>

namespace topoplan::widgets {

ExportActions::ExportActions(models::DesignDocument* document, DesignScene* scene, models::AnalysisRunner* runner,
                             QWidget* parent)
    : QObject(parent), m_document(document), m_scene(scene), m_runner(runner)
{
}

QWidget* ExportActions::parentWidget() const { return static_cast<QWidget*>(parent()); }

void ExportActions::addTo(QMenu* menu)
{
    menu->addAction(tr("Export &Diagram..."), this, &ExportActions::exportDiagram);
    menu->addAction(tr("Export to dra&w.io..."), this, &ExportActions::exportDrawio);
    menu->addAction(tr("Export &Report..."), this, &ExportActions::exportReport);
}

namespace {
/// A default output path beside the design: NAME.EXT.
QString suggestedPath(const models::DesignDocument* doc, const QString& extension)
{
    const QFileInfo info(doc->fileName());
    QString base = doc->fileName().isEmpty() ? doc->title() : info.completeBaseName().section(QLatin1Char('.'), 0, 0);
    base.replace(QLatin1Char('/'), QLatin1Char('-'));
    return (doc->fileName().isEmpty() ? QString() : info.absolutePath() + QLatin1Char('/')) + base + QLatin1Char('.') + extension;
}
} // namespace

void ExportActions::exportDiagram()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        parentWidget(), tr("Export diagram"), suggestedPath(m_document, QStringLiteral("svg")),
        tr("SVG drawing (*.svg);;PDF document (*.pdf);;PNG image (*.png)"), &filter);
    if (path.isEmpty())
        return;
    DiagramOptions options;
    options.selection = m_scene->selectedDeviceIds();
    options.analysis = m_runner->result();

    QDialog dialog(parentWidget());
    dialog.setWindowTitle(tr("Diagram options"));
    auto* form = new QFormLayout(&dialog);
    auto* selectionOnly = new QCheckBox(tr("Only the selected devices (%n)", nullptr, int(options.selection.size())));
    // Off by default: the whole design is what an export is for; a user who last clicked one
    // device exported a one-device diagram unless they noticed the box (newcomer 19, T3).
    selectionOnly->setObjectName(QStringLiteral("selectionOnly"));
    selectionOnly->setChecked(false);
    selectionOnly->setEnabled(!options.selection.empty());
    auto* overlays = new QCheckBox(tr("Analysis overlays (utilization, single points of failure)"));
    overlays->setEnabled(options.analysis != nullptr);
    auto* legend = new QCheckBox(tr("Legend and title block"));
    legend->setChecked(true);
    auto* dpi = new QSpinBox;
    dpi->setRange(18, 1200);
    dpi->setValue(150);
    dpi->setSuffix(tr(" dpi"));
    dpi->setEnabled(QFileInfo(path).suffix().compare(QLatin1String("png"), Qt::CaseInsensitive) == 0);
    form->addRow(selectionOnly);
    form->addRow(overlays);
    form->addRow(legend);
    form->addRow(tr("PNG resolution:"), dpi);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!selectionOnly->isChecked())
        options.selection.clear();
    options.overlays = overlays->isChecked();
    options.legend = options.titleBlock = legend->isChecked();
    options.dpi = dpi->value();
    QString error;
    if (!DiagramExporter(m_scene, options).write(path, &error)) {
        QMessageBox::warning(parentWidget(), tr("Cannot export the diagram"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
}

void ExportActions::exportDrawio()
{
    const QString path = QFileDialog::getSaveFileName(parentWidget(), tr("Export to draw.io"),
                                                      suggestedPath(m_document, QStringLiteral("drawio")),
                                                      tr("draw.io diagram (*.drawio)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!DrawioExporter(m_document).write(path, &error)) {
        QMessageBox::warning(parentWidget(), tr("Cannot export to draw.io"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
}

void ExportActions::exportReport()
{
    if (m_reportRunning)
        return;
    if (!m_document->snapshot()) {
        QMessageBox::warning(parentWidget(), tr("Cannot export the report"),
                             tr("The design has errors; fix them first (see the Findings tab)."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(parentWidget(), tr("Export report"),
                                                      suggestedPath(m_document, QStringLiteral("pdf")),
                                                      tr("PDF document (*.pdf);;HTML page (*.html)"));
    if (!path.isEmpty())
        startReport(path);
}

QWidget* ExportActions::progressDialog() const { return m_progress; }

bool ExportActions::startReport(const QString& path)
{
    if (m_reportRunning)
        return false;
    auto snapshot = m_document->snapshot();
    if (!snapshot) {
        QMessageBox::warning(parentWidget(), tr("Cannot export the report"),
                             tr("The design has errors; fix them first (see the Findings tab)."));
        return false;
    }
    if (!ReportExporter::formats().contains(QFileInfo(path).suffix().toLower())) {
        QMessageBox::warning(parentWidget(), tr("Cannot export the report"),
                             tr("%1: choose a .pdf or .html file.").arg(path));
        return false;
    }
    m_reportRunning = true;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto* progress = new QProgressDialog(tr("Computing the report..."), tr("Cancel"), 0, 100, parentWidget());
    progress->setWindowTitle(tr("Export report"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, this, [cancel] { cancel->store(true); });
    m_progress = progress;
    QPointer<QProgressDialog> dialog(progress);
    auto* watcher = new models::PoolWatcher<ReportData>(this);
    const std::string origin = m_document->origin().toStdString();
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, dialog, cancel, path] {
        watcher->deleteLater();
        auto finish = [this, dialog, path](bool ok, const QString& message) {
            m_reportRunning = false;
            m_progress = nullptr;
            if (dialog) {
                dialog->reset(); // stops the minimum-duration timer that would show it again
                dialog->hide();
                delete m_finishedProgress; // the previous report's: not in a setValue() any more
                m_finishedProgress = dialog.data();
            }
            Q_EMIT statusMessage(message);
            Q_EMIT reportFinished(path, ok);
        };
        const ReportData data = watcher->result();
        if (data.cancelled || cancel->load()) {
            finish(false, tr("Report cancelled"));
            return;
        }
        if (dialog)
            dialog->setLabelText(tr("Writing the report..."));
        QString error;
        const bool ok = ReportExporter().write(path, data, m_scene, &error, [dialog, cancel](int page, int pages) {
            if (dialog)
                dialog->setValue(page * 100 / std::max(1, pages));
            return !cancel->load();
        });
        if (!ok && !cancel->load())
            QMessageBox::warning(parentWidget(), tr("Cannot export the report"), error);
        finish(ok, ok ? tr("Wrote %1").arg(QDir::toNativeSeparators(path)) : tr("Report not written"));
    });
    // The tool bar's use case, as the live charts show it.
    std::string useCase = m_runner ? m_runner->useCase().toStdString() : std::string();
    if (!snapshot->design.useCase(useCase))
        useCase.clear();
    // The worker's progress reaches the dialog through two atomics that a timer on the GUI
    // thread reads: a functor posted from the worker was read by the GUI thread before any
    // annotation of ours could order it (Qt's event queue is uninstrumented; TSan reported
    // the posted lambda's captures). `step` points to a string literal of the worker.
    struct Progress {
        std::atomic<int> percent{0};
        std::atomic<const char*> step{nullptr};
    };
    auto shared = std::make_shared<Progress>();
    auto* poll = new QTimer(watcher);
    poll->setInterval(100);
    connect(poll, &QTimer::timeout, this, [shared, dialog] {
        const char* step = shared->step.load();
        if (dialog && step) {
            dialog->setLabelText(QCoreApplication::translate("ReportExporter", step));
            dialog->setValue(std::min(shared->percent.load(), 99));
        }
    });
    connect(watcher, &QFutureWatcherBase::finished, poll, &QTimer::stop);
    poll->start();
    watcher->run([design = std::move(*snapshot), origin, cancel, useCase, shared] {
        return prepareReportData(design, origin, {}, {}, cancel.get(), [shared](int percent, const char* step) {
            shared->percent.store(percent);
            shared->step.store(step);
        }, useCase);
    });
    return true;
}

} // namespace topoplan::widgets
