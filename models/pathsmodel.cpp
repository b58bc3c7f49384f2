#include "models/pathsmodel.h"

#include "models/findingtext.h"

#include "core/analysis.h"

#include <QStringList>

namespace topoplan::models {

namespace {
QString qs(const std::string& s) { return QString::fromStdString(s); }
} // namespace

// internalId: 0 for flow rows, flow row + 1 for path rows.

PathsModel::PathsModel(QObject* parent) : QAbstractItemModel(parent) {}

void PathsModel::setResult(const core::AnalysisResult* result)
{
    beginResetModel();
    m_result = result ? std::make_shared<const core::AnalysisResult>(*result) : nullptr;
    endResetModel();
}

void PathsModel::setResult(std::shared_ptr<const core::AnalysisResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int PathsModel::pathCount() const
{
    int n = 0;
    if (m_result)
        for (const core::FlowResult& f : m_result->flows)
            n += int(f.paths.size());
    return n;
}

QModelIndex PathsModel::index(int row, int column, const QModelIndex& parent) const
{
    if (!m_result || row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_result->flows.size()) ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0)
        return {};
    const auto& flow = m_result->flows[parent.row()];
    return row < int(flow.paths.size()) ? createIndex(row, column, quintptr(parent.row() + 1)) : QModelIndex();
}

QModelIndex PathsModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int PathsModel::rowCount(const QModelIndex& parent) const
{
    if (!m_result)
        return 0;
    if (!parent.isValid())
        return int(m_result->flows.size());
    if (parent.internalId() == 0 && parent.column() == 0)
        return int(m_result->flows[parent.row()].paths.size());
    return 0;
}

int PathsModel::columnCount(const QModelIndex&) const { return ColumnCount; }

QVariant PathsModel::data(const QModelIndex& index, int role) const
{
    if (!m_result || !index.isValid())
        return {};
    if (index.internalId() == 0) {
        const core::FlowResult& f = m_result->flows[index.row()];
        if (role == ElementRole)
            return qs(f.source);
        if (role == HopsRole) {
            QStringList hops;
            for (const core::PathResult& p : f.paths)
                for (const std::string& h : p.hops)
                    if (!hops.contains(qs(h)))
                        hops << qs(h);
            return hops;
        }
        // A broken flow's status is a sentence ("no cable to pmax: ..."): whole in the tooltip.
        if (role == Qt::ToolTipRole)
            return index.column() == StatusColumn ? data(index, Qt::DisplayRole) : QVariant();
        if (role != Qt::DisplayRole)
            return {};
        switch (index.column()) {
        case FlowColumn:
            return qs(f.id);
        case PathsColumn:
            return tr("%n path(s)", nullptr, int(f.paths.size()));
        case StatusColumn:
            // A degraded cluster is reachable and says what it lost.
            return f.reachable && f.status == "ok" ? tr("reachable") : flowStatus(f);
        }
        return {};
    }
    const core::PathResult& p = m_result->flows[index.internalId() - 1].paths[index.row()];
    if (role == ElementRole)
        return qs(p.initiator);
    if (role == HopsRole) {
        QStringList hops;
        for (const std::string& h : p.hops)
            hops << qs(h);
        return hops;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case InitiatorColumn:
        return qs(p.initiator);
    case TargetColumn:
        return qs(p.target);
    case ControllerColumn:
        return qs(p.controller);
    case FabricColumn:
        return qs(p.fabric);
    }
    return {};
}

QVariant PathsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const char* names[] = {QT_TR_NOOP("Flow"),      QT_TR_NOOP("Paths"),      QT_TR_NOOP("Status"), QT_TR_NOOP("Initiator"),
                                  QT_TR_NOOP("Target"),    QT_TR_NOOP("Controller"), QT_TR_NOOP("Fabric")};
    return section >= 0 && section < ColumnCount ? tr(names[section]) : QVariant();
}

} // namespace topoplan::models
