#pragma once

#include <QAbstractItemModel>

#include <memory>

namespace topoplan::core {
struct AnalysisResult;
}

namespace topoplan::models {

/// The Paths tree: one row per flow (id, path count, status: "reachable" or why not, in
/// the user's language), its paths as children (initiator, target, controller, fabric);
/// each column holds one kind of cell (a flow row leaves the path columns empty, a path
/// row the flow columns). ElementRole: the flow's source, or the path's initiator port.
class PathsModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { FlowColumn, PathsColumn, StatusColumn, InitiatorColumn, TargetColumn, ControllerColumn, FabricColumn, ColumnCount };
    /// HopsRole: the design ids a row's route passes (ports, switches, controllers) as a
    /// QStringList; a flow row gives the union over its paths.
    enum Role { ElementRole = Qt::UserRole + 1, HopsRole };

    explicit PathsModel(QObject* parent = nullptr);
    /// Shows the flows of `result` (copied); null clears the model.
    void setResult(const core::AnalysisResult* result);
    /// Shows `result` without copying it (AnalysisRunner::sharedResult()).
    void setResult(std::shared_ptr<const core::AnalysisResult> result);
    /// Total number of paths shown.
    int pathCount() const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const core::AnalysisResult> m_result;
};

} // namespace topoplan::models
