#pragma once

#include <QTabWidget>

class QTreeView;

namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
class FindingsModel;
class PathsModel;
} // namespace topoplan::models

namespace topoplan::widgets {

/// The bottom tabs: Findings (models::FindingsModel: validation errors, then the
/// analysis' findings) and Paths (models::PathsModel: every initiator -> target ->
/// controller route per flow). Clicking a row emits elementActivated() with the first
/// design id it concerns.
class AnalysisPanel : public QTabWidget {
    Q_OBJECT
public:
    AnalysisPanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent = nullptr);

    models::FindingsModel* findingsModel() const { return m_findingsModel; }
    models::PathsModel* pathsModel() const { return m_pathsModel; }

Q_SIGNALS:
    /// A device id, a port reference or a link id ("a -- b").
    void elementActivated(const QString& id);
    /// The route(s) of a clicked Paths row: ports, switches and controllers to highlight.
    void routeActivated(const QStringList& hops);

private:
    void refresh();

    models::DesignDocument* m_document;
    models::AnalysisRunner* m_runner;
    models::FindingsModel* m_findingsModel;
    models::PathsModel* m_pathsModel;
    QTreeView* m_findings;
    QTreeView* m_paths;
};

} // namespace topoplan::widgets
