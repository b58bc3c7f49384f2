#pragma once

#include <QTabWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace topoplan::core {
struct AnalysisResult;
}
namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
} // namespace topoplan::models

namespace topoplan::widgets {

/// The bottom tabs: Findings (the design's validation errors, then the analysis'
/// findings) and Paths (every initiator -> target -> controller route per flow).
/// Activating a row emits elementActivated() with the first design id it concerns.
class AnalysisPanel : public QTabWidget {
    Q_OBJECT
public:
    AnalysisPanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent = nullptr);

    QTreeWidget* findingsTree() const { return m_findings; }
    QTreeWidget* pathsTree() const { return m_paths; }

Q_SIGNALS:
    /// A device id, a port reference or a link id ("a -- b").
    void elementActivated(const QString& id);

private:
    void refresh();

    models::DesignDocument* m_document;
    models::AnalysisRunner* m_runner;
    QTreeWidget* m_findings;
    QTreeWidget* m_paths;
};

} // namespace topoplan::widgets
