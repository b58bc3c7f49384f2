#pragma once

#include <QStandardItemModel>

namespace topoplan::core {
struct LoadedDesign;
}

namespace topoplan::models {

/// The devices of a design as a tree (chassis > sled > adapter), with model, kind,
/// ports used/total and site columns; links and workloads as further top-level groups.
/// Read-only. Rebuilt by setDesign().
class DesignTreeModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, ModelColumn, KindColumn, DetailColumn, ColumnCount };

    explicit DesignTreeModel(QObject* parent = nullptr);
    void setDesign(const core::LoadedDesign& design);
};

} // namespace topoplan::models
