#pragma once

#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>

class QMenu;
class QWidget;

namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
} // namespace topoplan::models

namespace topoplan::widgets {

class DesignScene;

/// The File menu's export commands: Export Diagram... (SVG, PDF, PNG with options),
/// Export to draw.io... and Export Report... (PDF, HTML). The report's analyses run on a
/// worker thread over a snapshot of the design with a cancellable QProgressDialog; the
/// writing itself (which draws the scene) runs on the GUI thread with page progress.
/// Thread affinity: GUI thread.
class ExportActions : public QObject {
    Q_OBJECT
public:
    ExportActions(models::DesignDocument* document, DesignScene* scene, models::AnalysisRunner* runner, QWidget* parent);

    /// Adds the three actions to `menu`.
    void addTo(QMenu* menu);

    void exportDiagram();
    void exportDrawio();
    /// Asks for a file, then startReport().
    void exportReport();
    /// Writes the report of the current design to `path` (.pdf or .html) in the
    /// background with a cancellable progress dialog; reportFinished() tells the outcome.
    /// Returns false (and shows why) when a report is already running, the design has
    /// errors or the extension is unknown.
    bool startReport(const QString& path);
    /// The progress dialog of the running report, or nullptr.
    QWidget* progressDialog() const;

Q_SIGNALS:
    /// A one-line outcome for the status bar ("Wrote /tmp/x.pdf").
    void statusMessage(const QString& message);
    /// A report started by startReport() ended: written (`ok`), failed or cancelled.
    void reportFinished(const QString& path, bool ok);

private:
    QWidget* parentWidget() const;

    models::DesignDocument* m_document;
    DesignScene* m_scene;
    models::AnalysisRunner* m_runner;
    bool m_reportRunning = false;
    QWidget* m_progress = nullptr;
    /// The last finished report's progress dialog, hidden, deleted when the next report
    /// finishes or with this object: deleting it at once could happen inside its own
    /// setValue() (a modal QProgressDialog processes events there, the report's finish among them).
    QPointer<QWidget> m_finishedProgress;
};

} // namespace topoplan::widgets
