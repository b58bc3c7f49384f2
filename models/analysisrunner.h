#pragma once

#include "core/analysis.h"
#include "core/performance/backup.h"
#include "core/performance/capacity.h"
#include "core/performance.h"
#include "core/performance/uncertainty.h"
#include "models/poolwatcher.h"

#include <QObject>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace topoplan::models {

class DesignDocument;

/// Live analysis (DESIGN.md "Data flow" 3-4): after a change that alters the document's
/// revision, waits `debounceMs` (default 50 ms) for more edits, then runs, with
/// a pool thread (PoolWatcher) on a snapshot of the design, core::simulatePerformance() (the design's first use case,
/// core::defaultUseCase(); all non-backup workloads when it declares none) and core::analyze() with the workloads' predicted MB/s as offered
/// load (so link utilization reflects closed OLTP/DSS workloads too). A newer revision raises the running
/// job's cancel flag; a result whose revision is no longer the document's is dropped
/// (staleResultDropped), never shown. The GUI thread only copies the design.
/// Under the document's failure set (DesignDocument::failures()) both run with those
/// failures, and the same job also computes the no-failure baseline (for "what broke"),
/// the rebuild estimate of every failed target in a storage cluster; always the
/// performance of each use case of the design (charts) and the storage capacities.
/// Second stage (issue 15): once the point estimate of a revision is shown, a second pool
/// job runs core::estimateUncertainty() on the same snapshot, point and routes, and
/// delivers the intervals, tornado and basis of every workload for that revision
/// (uncertaintyReady); an edit raises its cancel flag (UncertaintyOptions::cancel) and its
/// late result is dropped, never shown. The point estimate never waits for it.
/// Thread affinity: GUI thread (signals are emitted there).
class AnalysisRunner : public QObject {
    Q_OBJECT
public:
    explicit AnalysisRunner(DesignDocument* document, QObject* parent = nullptr);
    ~AnalysisRunner() override;

    void setDebounceMs(int ms) { m_timer.setInterval(ms); }
    /// The use case whose workloads the main prediction runs (core::PerformanceOptions::
    /// useCase), e.g. RA-1's "oltp-dss-snapshot" with all eight databases. Empty, or an id
    /// the design does not declare: the design's default (core::defaultUseCase()).
    /// Changing it schedules a run.
    void setUseCase(const QString& id);
    QString useCase() const { return m_useCase; }
    /// The latest result for the current revision, or nullptr (none yet, stale, or the
    /// design has errors).
    const core::AnalysisResult* result() const { return m_result.get(); }
    /// The same result, shared (no copy) with views that keep it, e.g. PathsModel.
    std::shared_ptr<const core::AnalysisResult> sharedResult() const { return m_result; }
    /// The performance prediction of the same run, or nullptr (none, or it failed).
    const core::PerformanceResult* performance() const { return m_result && m_performance ? m_performance.get() : nullptr; }
    /// The failure set the result was computed under (empty: none).
    const std::vector<std::string>& failures() const { return m_extras.failures; }
    /// No-failure graph analysis and performance of the same revision; nullptr when the
    /// result has no failures (then result() and performance() are the baseline).
    const core::AnalysisResult* baseline() const { return m_result && m_extras.baseline ? &*m_extras.baseline : nullptr; }
    const core::PerformanceResult* baselinePerformance() const
    {
        return m_result && m_extras.baselinePerformance ? &*m_extras.baselinePerformance : nullptr;
    }
    /// Performance of each use case whose workloads the model predicts (not backup or
    /// restore only), in the design's order, under the failure set: (use case id, result).
    const std::vector<std::pair<std::string, core::PerformanceResult>>& useCasePerformance() const
    {
        return m_extras.useCases;
    }
    /// Rebuild estimates of the failed targets that belong to a storage cluster.
    const std::vector<core::RebuildEstimate>& rebuilds() const { return m_extras.rebuilds; }
    /// core::storageCapacities() of the design.
    const std::vector<core::StorageCapacity>& capacities() const { return m_extras.capacities; }
    bool isRunning() const { return m_watcher.isRunning(); }
    /// The intervals of performance() for the current revision, or nullptr: none yet
    /// (uncertaintyPending()), stale, or no prediction.
    const core::UncertaintyResult* uncertainty() const
    {
        return m_result && m_uncertainty && m_uncertaintyRevision == m_result->revision ? m_uncertainty.get() : nullptr;
    }
    /// The same, shared (no copy) with views that keep it.
    std::shared_ptr<const core::UncertaintyResult> sharedUncertainty() const
    {
        return uncertainty() ? m_uncertainty : nullptr;
    }
    /// Interval of each link's utilization (busier direction, 0..1, above 1 when overloaded)
    /// for the current revision, by link id: the second stage reruns the graph analysis with
    /// every workload's offered MB/s at the low and at the high end of its predicted interval
    /// (the flows' rates follow from the predicted MB/s, and the link loads grow with them);
    /// each link's low / high are the two runs' utilizations. All workloads at their ends
    /// together: a conservative interval. Empty while uncertainty() is null.
    const std::map<std::string, core::Interval>& linkUtilizationIntervals() const;
    /// What the performance analysis of the current revision reports, for the Findings table:
    /// the prediction's findings (service level missed, saturation, unreachable, ...) and,
    /// once the intervals are in, the measured baselines the calibrated model does not
    /// reproduce (core::baselineMisses(), "baseline-not-reproduced"). Empty without a prediction.
    const std::vector<core::PerformanceFinding>& performanceFindings() const;
    /// True while a point estimate is shown and its intervals are still being computed.
    bool uncertaintyPending() const { return performance() && !uncertainty(); }
    /// True while the second-stage job runs (also a cancelled one that has not returned).
    bool isUncertaintyRunning() const { return m_uncertaintyWatcher.isRunning(); }
    /// Latin hypercube samples per second-stage run (core::UncertaintyOptions::samples).
    void setUncertaintySamples(int samples) { m_uncertaintySamples = samples; }
    /// false: no second stage runs (uncertainty() stays null, every figure is shown
    /// "interval pending"); for bench_gui's intervals on / off comparison. Default true.
    void setIntervalsEnabled(bool enabled) { m_intervalsEnabled = enabled; }
    bool intervalsEnabled() const { return m_intervalsEnabled; }

    /// Schedules a run as a change would.
    void schedule();
    /// Delivers `result` as if a worker had finished it (tests of the stale-result rule).
    void deliver(core::AnalysisResult result);
    /// Delivers intervals for `revision` as if the second stage had finished (tests with
    /// hand-made intervals): kept and announced when `revision` is the current result's.
    void deliverUncertainty(std::uint64_t revision, core::UncertaintyResult uncertainty);

    /// What a live run produces besides the analysis and the prediction.
    struct Extras {
        std::vector<std::string> failures;
        std::optional<core::AnalysisResult> baseline;
        std::optional<core::PerformanceResult> baselinePerformance;
        std::vector<std::pair<std::string, core::PerformanceResult>> useCases;
        std::vector<core::RebuildEstimate> rebuilds;
        std::vector<core::StorageCapacity> capacities;
        /// The route analysis the prediction was made on (no offered load), kept for the
        /// second stage; null when the model failed.
        std::shared_ptr<const core::AnalysisResult> routes;
    };
    /// What one run produces.
    struct Outcome {
        core::AnalysisResult analysis;
        std::optional<core::PerformanceResult> performance; ///< absent when the model failed
        Extras extras;                                      ///< live runs only (empty from compute())
    };
    /// One run as the live analysis does it, synchronously (reports, tests): the
    /// performance model of `useCase` (empty: the design's default) under `failed`, then
    /// core::analyze() under the same failures with the workloads' predicted MB/s as
    /// offered load. Thread-safe (pure function of its inputs); `cancel` may be null.
    static Outcome compute(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                           const std::atomic<bool>* cancel, std::uint64_t revision = 0,
                           const std::string& useCase = {});

    /// The performance of each use case of `design` whose workloads the model predicts (not
    /// backup or restore only), in the design's order, under `failed`: (use case id, result)
    /// as useCasePerformance() holds it. Empty when cancelled or when the core throws.
    /// Thread-safe (pure function of its inputs); `cancel` may be null. `routes`, when given,
    /// is the route analysis of `design` under `failed` (saves analysing it per use case);
    /// `done`, when given, a prediction made already for one use case (reused, not redone).
    /// The second stage as the live analysis runs it, synchronously (reports, tests): the
    /// intervals of `point` (the prediction of `useCase` under `failed`, made on `routes`,
    /// the route analysis under `failed` without offered load). Never throws: a throw of the
    /// core gives an empty result. Thread-safe; `cancel` may be null.
    static core::UncertaintyResult computeUncertainty(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                                                      const std::string& useCase, const core::PerformanceResult& point,
                                                      const core::AnalysisResult& routes,
                                                      const std::atomic<bool>* cancel = nullptr, int samples = 64);

    /// `point`'s findings followed by core::baselineMisses() of `point` (the prediction of
    /// its use case under `failed`) with the intervals `uncertainty` (null: the 5 % test of
    /// --no-intervals): what performanceFindings() holds and the report lists. Pure.
    static std::vector<core::PerformanceFinding> performanceFindings(const core::LoadedDesign& design,
                                                                     const std::vector<std::string>& failed,
                                                                     const core::PerformanceResult& point,
                                                                     const core::UncertaintyResult* uncertainty);

    static std::vector<std::pair<std::string, core::PerformanceResult>>
    useCasePerformances(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                        const std::atomic<bool>* cancel = nullptr, const core::AnalysisResult* routes = nullptr,
                        const core::PerformanceResult* done = nullptr);

Q_SIGNALS:
    /// A result for the current revision is available (result()).
    void resultReady();
    /// The current result became invalid (the design changed or has errors).
    void resultCleared();
    /// A result for `revision` arrived after the design had moved on and was discarded.
    void staleResultDropped(quint64 revision);
    /// The intervals of the current revision's prediction are available (uncertainty()).
    void uncertaintyReady(quint64 revision);
    /// Intervals computed for `revision` arrived after the design had moved on (or were
    /// cancelled) and were discarded.
    void staleUncertaintyDropped(quint64 revision);

private:
    void start();
    void finished();
    /// Starts the second stage for the current result (or, while a cancelled one still
    /// runs, when it returns).
    void startUncertainty();
    void uncertaintyFinished();
    /// Keeps `result` and emits uncertaintyReady when it is for the current result's
    /// revision; else emits staleUncertaintyDropped. True when kept.
    bool acceptUncertainty(std::uint64_t revision, std::shared_ptr<const core::UncertaintyResult> result,
                           std::shared_ptr<const std::map<std::string, core::Interval>> links = nullptr,
                           std::shared_ptr<const std::vector<core::PerformanceFinding>> findings = nullptr);
    /// compute(); with `routesOut`, also hands back the analysis under `failed` without
    /// offered load that the prediction routed over (for the run's other predictions).
    static Outcome run(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                       const std::atomic<bool>* cancel, std::uint64_t revision, const std::string& useCase,
                       std::optional<core::AnalysisResult>* routesOut);

    DesignDocument* m_document;
    QTimer m_timer;
    PoolWatcher<std::shared_ptr<Outcome>> m_watcher; // QtConcurrent::run with TSan-visible hand-offs
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<const core::AnalysisResult> m_result;
    std::shared_ptr<const core::PerformanceResult> m_performance; ///< shared with the second stage's job
    Extras m_extras;
    std::uint64_t m_scheduledRevision = 0;
    QString m_useCase;
    bool m_rerun = false; ///< a run was asked for while one was running

    /// What the second stage delivers: the result and the revision it is for.
    struct UncertaintyOutcome {
        std::uint64_t revision = 0;
        std::shared_ptr<const core::UncertaintyResult> result;
        std::shared_ptr<const std::map<std::string, core::Interval>> links; ///< linkUtilizationIntervals()
        std::shared_ptr<const std::vector<core::PerformanceFinding>> findings; ///< performanceFindings()
    };
    /// The link utilization intervals of `point` with the intervals `u` (see
    /// linkUtilizationIntervals()); empty when cancelled or when the core throws.
    static std::map<std::string, core::Interval> linkIntervals(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                                                               const core::PerformanceResult& point, const core::UncertaintyResult& u,
                                                               const std::atomic<bool>* cancel);
    bool m_intervalsEnabled = true;
    PoolWatcher<UncertaintyOutcome> m_uncertaintyWatcher;
    std::shared_ptr<std::atomic<bool>> m_uncertaintyCancel;
    std::shared_ptr<const core::UncertaintyResult> m_uncertainty;
    std::shared_ptr<const std::map<std::string, core::Interval>> m_linkIntervals;
    std::shared_ptr<const std::vector<core::PerformanceFinding>> m_performanceFindings; ///< with the baseline misses
    std::uint64_t m_uncertaintyRevision = 0;
    bool m_uncertaintyRerun = false; ///< a second stage was asked for while one was running
    int m_uncertaintySamples = 64;
};

} // namespace topoplan::models
