#pragma once

#include "core/performance/backup.h"
#include "core/performance/capacity.h"
#include "core/failuresweep.h"
#include "core/performance.h"
#include "core/performance/curveband.h"
#include "core/performance/uncertainty.h"
#include "core/scenarioeval.h"
#include "models/idtext.h"
#include "widgets/treemapwidget.h"

#include <QByteArray>
#include <QColor>
#include <QSize>
#include <QStringList>
#include <QVector>

#include <functional>
#include <string>
#include <utility>
#include <vector>

class QCustomPlot;
class QPaintDevice;
class QPainter;

namespace topoplan::core {
struct Design;
struct LoadedDesign;
} // namespace topoplan::core

/// The plot-building code shared by the Charts dock (PerformancePanel, SweepView,
/// ScenarioTimeline) and the report (reportcharts.cpp): each function fills a QCustomPlot
/// or a treemap's tiles from analysis results, so the GUI and the report draw the same
/// charts. Hover texts, selection marks and interaction stay with the widgets.
/// GUI thread (QCustomPlot is a widget), except evaluateTimeline().
namespace topoplan::widgets::charts {

/// Performance of each use case: (use case id, result), in the design's order
/// (models::AnalysisRunner::useCasePerformances).
using UseCaseResults = std::vector<std::pair<std::string, core::PerformanceResult>>;

/// Ids as one text, ", " between them (one helper for models and widgets).
using models::joinedIds;
using models::joinedKinds;
/// Series colours: ColorBrewer "Dark2" (Harrower & Brewer 2003), distinct on white.
QColor seriesColor(int i);
/// Users swept for the latency-vs-load curve, 1, 2, 4 .. 1024 (as `topoplan-cli simulate --curve`).
std::vector<double> curveUsers();
/// The workload whose latency-vs-load curve is drawn: the first of `preferred` that is a
/// closed class (users and think time) and reachable, else the first such workload of
/// `result`; empty when there is none.
std::string curveWorkload(const core::PerformanceResult& result, const QStringList& preferred = {});

/// Draws `plot` now, or, when it belongs to a shown window but is itself hidden (a tab or
/// dock not on screen), when it is next shown: a hidden chart costs no drawing on the GUI
/// thread when a result arrives (the bars of a 10,000-device design's 1,250 workloads
/// take some 100 ms to draw). Every plot function here ends with it.
void replotWhenShown(QCustomPlot* plot);

/// Gives `plot` the chart layout of the panel: a bold title row on top and the legend in a
/// column right of the axis rect (never over the bars). Call once on a new plot.
void setupPlot(QCustomPlot* plot, const QString& title);
/// Moves the legend of a setupPlot() plot from its column right of the axis rect to a row
/// below it, its entries in `columns` columns: for a page, where width is short and height
/// is not (the report's latency-vs-load chart: its long legend entries took half the width
/// and squeezed the curves and the knee label, issue 16). Call once, after setupPlot().
void legendBelow(QCustomPlot* plot, int columns = 2);
/// Print look for a report: white background, every text (axes, ticks, legend, title,
/// text items) at `pointSize` pt (the title 1.5 pt larger), black axes. Call after filling.
void applyPrintStyle(QCustomPlot* plot, double pointSize);
/// Paints a white (0, 0, size) on `device`, then what `paint` draws, with a QCPPainter in
/// vector mode (QCustomPlot::toPainter needs one; any other drawing takes it as a QPainter).
void paintVector(QPaintDevice* device, QSize size, const std::function<void(QPainter*)>& paint);
/// Draws `plot` at `size` px with the painter paintVector gives (QCustomPlot::toPainter).
std::function<void(QPainter*)> plotPainting(QCustomPlot* plot, QSize size);
/// `text` made safe for QSvgGenerator::setTitle / setDescription, which write it into
/// <title> / <desc> unescaped (Qt 6.4 qsvggenerator.cpp): & < > " ' as entities and the
/// characters XML 1.0 forbids (C0 controls but tab and line breaks) dropped.
QString svgMetadataText(const QString& text);
/// An SVG document of `size` px (1/96 inch, so fonts in pt keep their print size) of
/// paintVector(`paint`) (QSvgGenerator, vector text).
QByteArray svgOf(QSize size, const std::function<void(QPainter*)>& paint, const QString& title = {});
/// The plot as an SVG document of `size` px.
QByteArray plotSvg(QCustomPlot* plot, QSize size);

/// Bars of `series` (name, one value per category) over `categories`: grouped side by side
/// when `grouped`, stacked otherwise; y axis from 0 with 15 % headroom. A chart without a
/// positive value says why in its middle: `emptyText` (or a default naming the cause:
/// no category, or every value 0) instead of blank axes. Legend shown for several series
/// or when `legend`.
void setBars(QCustomPlot* plot, const QStringList& categories,
             const std::vector<std::pair<QString, QVector<double>>>& series, const QString& yLabel, bool grouped,
             bool legend = false);

/// IOPS per workload of `result` (categories: workload ids in result order), with the
/// predicted interval of each as an error bar (QCPErrorBars) when `uncertainty` is given.
void plotIops(QCustomPlot* plot, const core::PerformanceResult& result, const core::UncertaintyResult* uncertainty = nullptr);
/// Read and write latency per workload in ms, with each workload's service-level target
/// (core::WorkloadPerformance::targetMs) as a dashed red line over its bars, and the
/// intervals as error bars when `uncertainty` is given.
void plotLatency(QCustomPlot* plot, const core::PerformanceResult& result, const core::UncertaintyResult* uncertainty = nullptr);
/// IOPS of each workload stacked per use case (categories: use case ids), with an error bar
/// on each stack from `intervals[i]` (the intervals of use case i, or nullptr: no bar; shorter
/// than `useCases`: the rest have none): the stack's total from the sum of its workloads'
/// low ends to the sum of their high ends (all at their ends together: conservative).
void plotUseCases(QCustomPlot* plot, const UseCaseResults& useCases,
                  const std::vector<const core::UncertaintyResult*>& intervals = {});
/// TPM and NOPM of the workloads whose profile defines them (HammerDB TPROC-C), with their
/// intervals as error bars when `uncertainty` is given; returns them.
std::vector<const core::WorkloadPerformance*> plotTpm(QCustomPlot* plot, const core::PerformanceResult& result,
                                                      const core::UncertaintyResult* uncertainty = nullptr);
/// MB/s (10^6 B/s) of the DSS workloads, with their intervals as error bars when
/// `uncertainty` is given; returns them.
std::vector<const core::WorkloadPerformance*> plotDss(QCustomPlot* plot, const core::PerformanceResult& result,
                                                      const core::UncertaintyResult* uncertainty = nullptr);

/// Capacity of one storage system in decimal TB, as the capacity chart shows it.
struct CapacityBar {
    double rawTB = 0.0;
    double usableTB = 0.0;
    double usedTB = 0.0;    ///< provisioned size of its storage groups (size_gb / 1000)
    double reducedTB = 0.0; ///< used / (dedupe ratio x compression ratio) where enabled
};
/// Raw, usable, used and after-data-reduction TB per storage system (categories:
/// `capacities` ids, in order); returns the bars drawn.
std::vector<CapacityBar> plotCapacity(QCustomPlot* plot, const std::vector<core::StorageCapacity>& capacities,
                                      const core::Design& design);
/// Read and write latency (ms, left axis), the time per I/O per user (users / IOPS, ms: CPU,
/// I/O and think time, the response time law) and IOPS (right axis) of `workload` against
/// users (log axis), with the knee (core::throughputKnee: where IOPS stop growing) as a
/// dotted line and label. The curve is the point model's; `band` (one per point of `curve`,
/// core::latencyCurveWithBand, else empty) is drawn as a filled band around the read and
/// write latency and the IOPS. The label says which it is (point estimate only, or with
/// the band of the tornado's parameters at their ends), with the workload's `basis`
/// ("calibrated", "a priori") when given. Returns the knee's index, -1 without one. An
/// empty curve says why.
int plotLoadCurve(QCustomPlot* plot, const std::vector<core::LoadPoint>& curve, const QString& workload,
                  const QString& basis = {}, const std::vector<core::LoadBand>& band = {});

/// Colour of a parameter basis in the Sensitivity view: measured green, sourced purple,
/// assumed orange (ColorBrewer Dark2's first three).
QColor basisColor(core::Basis basis);
/// Tornado chart of `u`'s headline figure (u.tornadoFigure): one horizontal bar per
/// core::TornadoBar, largest swing on top, from the point value `point` to the figure with
/// the parameter at its low end (light) and at its high end (full colour), coloured by the
/// parameter's basis; a vertical line at the point value. Row labels: the parameter's label
/// and basis, and its range in its unit when `parameters` lists it. Without bars the chart
/// says why (`emptyText`). Parameter labels wider than 200 px are elided ("…", the basis
/// kept; the Sensitivity view gives the whole label as a tooltip). Returns the number of
/// bars drawn.
int plotTornado(QCustomPlot* plot, const core::WorkloadUncertainty* u, double point, const QString& figureLabel,
                const std::vector<core::Parameter>& parameters, const QString& emptyText);

/// Treemap tiles of IOPS per workload grouped by database engine and workload type
/// ("oracle OLTP"), as RA-1's figure; tile text (valueText) and tooltips at 3 significant
/// digits, with the interval and basis of each figure when `uncertainty` is given
/// ("interval pending" when `pending`).
QVector<TreemapItem> iopsTreemapItems(const core::PerformanceResult& result, const core::Design& design,
                                      const core::UncertaintyResult* uncertainty = nullptr, bool pending = false);
/// Treemap tiles of provisioned TB per storage group, grouped by storage system (and parent group).
QVector<TreemapItem> capacityTreemapItems(const core::Design& design);
/// Treemap tiles of paths lost per N-1 sweep entry, grouped by element kind.
QVector<TreemapItem> sweepTreemapItems(const core::SweepResult& sweep);

/// One state of a scenario: from `atMin` until the next state.
struct TimelineState {
    double atMin = 0.0;
    std::vector<std::string> failed;
    double iops = 0.0;
    double readLatencyMs = 0.0; ///< IOPS-weighted mean over the use case's workloads
    int unreachable = 0;        ///< workloads that lost their storage
    double mbps = 0.0;          ///< summed MB/s (10^6 B/s)
    double worstReadLatencyMs = 0.0;  ///< highest of the reachable workloads
    double worstWriteLatencyMs = 0.0; ///< highest of the reachable workloads
    /// The basis of the state's workloads ("calibrated", "a priori", or several joined by
    /// " / "): each state is a point estimate of the model, without an interval.
    std::string basis;
};
/// A scenario evaluated over time for one use case (the scenario timeline's chart).
struct TimelineData {
    std::string scenario;
    double durationMin = 0.0;
    std::vector<TimelineState> states; ///< states[0] is the baseline (no failure)
    std::vector<core::RebuildEstimate> rebuilds;
    std::vector<double> rebuildStartMin; ///< per rebuild
};
/// Evaluates scenario `id` for `useCase` (empty: the design's default): every state's
/// failures and graph analysis (core::evaluateScenario, or `evaluated` when given),
/// core::simulatePerformance per state on that analysis, core::rebuildEstimate per failure in a storage cluster. Pure function, safe
/// on a worker thread; on an exception of the core the states are empty.
TimelineData evaluateTimeline(const core::LoadedDesign& design, const std::string& id, const std::string& useCase,
                              const core::ScenarioResult* evaluated = nullptr);
/// IOPS (left axis) and IOPS-weighted read latency (ms, right axis) over minutes, the
/// scenario as step lines and the no-failure baseline dashed, each rebuild shaded with a
/// label. An unevaluated timeline says so.
void plotTimeline(QCustomPlot* plot, const TimelineData& timeline);

} // namespace topoplan::widgets::charts
