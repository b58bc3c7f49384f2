#pragma once

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace topoplan::core {
struct AnalysisResult;
struct Diagnostic;
struct PerformanceFinding;
} // namespace topoplan::core

namespace topoplan::models {

/// The errors the Findings table lists for these contents: validation errors, analysis
/// findings and performance findings of severity error (`result` and `performance` may be
/// null). The count the Inspector's "Design" row and the status bar show, so they agree
/// with the table.
int errorCount(const std::vector<core::Diagnostic>& diagnostics, const core::AnalysisResult* result,
               const std::vector<core::PerformanceFinding>* performance = nullptr);

/// The Findings table: the design's validation errors first (they stop the analysis),
/// then the analysis' findings (errors, warnings, info), then the performance analysis'
/// (models::AnalysisRunner::performanceFindings(): service levels, saturation, baselines
/// not reproduced; not "unreachable", which the graph analysis' flow finding says). ElementRole gives the first
/// design id a row concerns (device id, port reference or link id), for selecting it.
class FindingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, MessageColumn, ConcernsColumn, ColumnCount };
    enum Role { ElementRole = Qt::UserRole + 1 };

    explicit FindingsModel(QObject* parent = nullptr);
    /// Replaces the rows. `result` may be null (no analysis for this revision yet), and so
    /// may `performance` (no prediction).
    void setContents(const std::vector<core::Diagnostic>& diagnostics, const core::AnalysisResult* result,
                     const std::vector<core::PerformanceFinding>* performance = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int severity = 0; ///< 2 error, 1 warning, 0 info
        QString message;
        QString concerns;
        QString element;
    };
    std::vector<Row> m_rows;
};

} // namespace topoplan::models
