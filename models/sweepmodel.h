#pragma once

#include "core/failuresweep.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace topoplan::models {

/// The N-1 sweep (core::sweepFailures) as a table, one row per entry in rank order:
/// rank, element(s), kind(s), flows broken, paths lost, the flows broken. Cells are made
/// when a view asks for them, so a sweep of thousands of entries is shown with one model
/// reset (no per-row insertion). Qt::UserRole holds the sort key of a cell (numbers as
/// numbers). Thread affinity: GUI thread.
class SweepModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { RankColumn, ElementColumn, KindColumn, FlowsBrokenColumn, PathsLostColumn, FlowsColumn, ColumnCount };

    explicit SweepModel(QObject* parent = nullptr);

    /// The column titles (ColumnCount of them) and the note after the flows of an
    /// entry that breaks only flows ending at the element, translated by the view.
    void setLabels(QStringList headers, QString endpointNote);
    /// Shows `result` (nullptr: empty), in one model reset.
    void setResult(std::shared_ptr<const core::SweepResult> result);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const core::SweepResult> m_result;
    QStringList m_headers;
    QString m_endpointNote;
};

} // namespace topoplan::models
