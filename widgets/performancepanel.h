#pragma once

#include "core/performance/backup.h"
#include "core/performance/capacity.h"
#include "core/performance.h"
#include "core/performance/curveband.h"
#include "core/performance/uncertainty.h"
#include "models/poolwatcher.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QTabWidget;

namespace topoplan::models {
class AnalysisRunner;
class DesignDocument;
} // namespace topoplan::models

namespace topoplan::widgets {

class TreemapWidget;

/// The charts of the live prediction (QCustomPlot) and the treemaps, one tab each:
/// per-workload IOPS; read / write latency (ms) with each workload's service-level target;
/// use-case comparison (IOPS per workload stacked per use case); TPM / NOPM; DSS MB/s;
/// latency vs load of the selected workload (users swept 1..1024, knee where IOPS stop
/// growing, core::throughputKnee; with a band once the intervals are in); capacity per storage system (raw, usable, used = provisioned size of
/// its storage groups, after data reduction = used / (dedupe x compression ratios)) in
/// decimal TB; IOPS treemap grouped by engine and workload type; capacity treemap per
/// storage group. Hovering a chart shows the values with units. Charts follow the
/// selection (setSelectedWorkloads); clicking a treemap tile emits workloadActivated.
/// Data come from the AnalysisRunner's result (computed on its worker); the latency-vs-load
/// sweep runs on its own pool job (models::PoolWatcher).
class PerformancePanel : public QWidget {
    Q_OBJECT
public:
    enum Chart { Iops, Latency, UseCases, Tpm, DssThroughput, LoadCurve, Capacity, ChartCount };

    PerformancePanel(models::DesignDocument* document, models::AnalysisRunner* runner, QWidget* parent = nullptr);
    ~PerformancePanel() override;

    /// Rebuilds every chart from these results (runner->performance() etc.); nullptr clears.
    /// `uncertainty`: the intervals of `performance` (error bars, tooltips), or nullptr —
    /// then `pending` says they are still being computed ("interval pending").
    void setResults(const core::PerformanceResult* performance,
                    const std::vector<std::pair<std::string, core::PerformanceResult>>& useCases,
                    const std::vector<core::StorageCapacity>& capacities,
                    const core::UncertaintyResult* uncertainty = nullptr, bool pending = false);
    /// Highlights these workloads' bars and sweeps the first one's latency-vs-load curve.
    void setSelectedWorkloads(const QStringList& ids);

    QCustomPlot* plot(Chart chart) const { return m_plots[chart]; }
    /// The hover text of bar-chart category `category` (index along the x axis); empty
    /// for the latency-vs-load curve or a chart without data.
    QString tooltipText(Chart chart, int category) const;
    TreemapWidget* iopsTreemap() const { return m_iopsTreemap; }
    TreemapWidget* capacityTreemap() const { return m_capacityTreemap; }
    /// Shows the tab of `chart`.
    void showChart(Chart chart);
    void showTreemap(bool capacity);
    /// The latency-vs-load points shown (empty while computing) and the knee's index.
    const std::vector<core::LoadPoint>& loadCurve() const { return m_curve.points; }
    /// The band of those points (core::latencyCurveWithBand: the workload's tornado
    /// parameters at their ends), empty until the intervals of the result are in.
    const std::vector<core::LoadBand>& loadBand() const { return m_curve.band; }
    int loadKnee() const { return m_knee; }
    /// The use case the latency-vs-load sweep ran (that of the prediction shown: the tool
    /// bar's, the design's default unless chosen otherwise; "" for a design without use
    /// cases).
    QString loadCurveUseCase() const { return m_curveUseCase; }

Q_SIGNALS:
    void workloadActivated(const QString& id);
    /// The panel took the live analysis's latest result (one event-loop turn after
    /// AnalysisRunner::resultReady, widgets/guiturn.h).
    void resultShown();
    /// The latency-vs-load curve of `workload` is drawn.
    void loadCurveReady(const QString& workload);

private:
    void showTooltip(Chart chart, QMouseEvent* event);
    void requestCurve();
    void drawCurve();

    models::DesignDocument* m_document;
    models::AnalysisRunner* m_runner;
    QTabWidget* m_tabs;
    QCustomPlot* m_plots[ChartCount] = {};
    std::function<QString(int)> m_tooltips[ChartCount];
    TreemapWidget* m_iopsTreemap;
    TreemapWidget* m_capacityTreemap;
    QStringList m_selected;
    QStringList m_workloadOrder; ///< categories of the IOPS chart
    QString m_curveWorkload;
    QString m_curveUseCase;
    core::LoadCurve m_curve;
    int m_knee = -1;
    bool m_curvePending = false;
    models::PoolWatcher<core::LoadCurve> m_curveWatcher;
    std::optional<core::PerformanceResult> m_shown;
    std::shared_ptr<const core::UncertaintyResult> m_shownUncertainty;
    bool m_uncertaintyPending = false;
};

} // namespace topoplan::widgets
