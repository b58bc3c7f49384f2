#include "models/sweepmodel.h"

#include "models/idtext.h"

#include <QStringList>

namespace topoplan::models {

SweepModel::SweepModel(QObject* parent) : QAbstractTableModel(parent) {}

void SweepModel::setLabels(QStringList headers, QString endpointNote)
{
    m_headers = std::move(headers);
    m_endpointNote = std::move(endpointNote);
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void SweepModel::setResult(std::shared_ptr<const core::SweepResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int SweepModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_result ? 0 : int(m_result->entries.size());
}

int SweepModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SweepModel::data(const QModelIndex& index, int role) const
{
    // The long cells (elements, broken flows) are elided in the table: whole in their tooltip.
    if (role == Qt::ToolTipRole)
        return index.column() == ElementColumn || index.column() == FlowsColumn ? data(index, Qt::DisplayRole) : QVariant();
    if (!m_result || !index.isValid() || index.row() >= rowCount() || (role != Qt::DisplayRole && role != Qt::UserRole))
        return {};
    const core::SweepEntry& e = m_result->entries[std::size_t(index.row())];
    switch (index.column()) {
    case RankColumn:
        return index.row() + 1;
    case ElementColumn:
        return joinedIds(e.elements);
    case KindColumn:
        return joinedKinds(e.kinds);
    case FlowsBrokenColumn:
        return int(e.flowsBroken.size());
    case PathsLostColumn:
        return e.pathsLost;
    case FlowsColumn:
        return role == Qt::DisplayRole && e.endpointOnly ? joinedIds(e.flowsBroken) + m_endpointNote : joinedIds(e.flowsBroken);
    }
    return {};
}

QVariant SweepModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section >= 0 && section < m_headers.size() ? m_headers[section] : QVariant();
}

} // namespace topoplan::models
