#pragma once

#include "core/analysis.h"
#include "core/performance.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

namespace topoplan::models {

class DesignDocument;

/// Live analysis (DESIGN.md "Data flow" 3-4): after a change that alters the document's
/// revision, waits `debounceMs` (default 50 ms) for more edits, then runs, with
/// QtConcurrent on a snapshot of the design, core::simulatePerformance() (all non-backup
/// workloads together) and core::analyze() with the workloads' predicted MB/s as offered
/// load (so link utilization reflects closed OLTP/DSS workloads too). A newer revision raises the running
/// job's cancel flag; a result whose revision is no longer the document's is dropped
/// (staleResultDropped), never shown. The GUI thread only copies the design.
/// Thread affinity: GUI thread (signals are emitted there).
class AnalysisRunner : public QObject {
    Q_OBJECT
public:
    explicit AnalysisRunner(DesignDocument* document, QObject* parent = nullptr);
    ~AnalysisRunner() override;

    void setDebounceMs(int ms) { m_timer.setInterval(ms); }
    /// The latest result for the current revision, or nullptr (none yet, stale, or the
    /// design has errors).
    const core::AnalysisResult* result() const { return m_result.get(); }
    /// The same result, shared (no copy) with views that keep it, e.g. PathsModel.
    std::shared_ptr<const core::AnalysisResult> sharedResult() const { return m_result; }
    /// The performance prediction of the same run, or nullptr (none, or it failed).
    const core::PerformanceResult* performance() const { return m_result && m_performance ? &*m_performance : nullptr; }
    bool isRunning() const { return m_watcher.isRunning(); }

    /// Schedules a run as a change would.
    void schedule();
    /// Delivers `result` as if a worker had finished it (tests of the stale-result rule).
    void deliver(core::AnalysisResult result);

Q_SIGNALS:
    /// A result for the current revision is available (result()).
    void resultReady();
    /// The current result became invalid (the design changed or has errors).
    void resultCleared();
    /// A result for `revision` arrived after the design had moved on and was discarded.
    void staleResultDropped(quint64 revision);

private:
    /// What one worker run produces.
    struct Outcome {
        core::AnalysisResult analysis;
        std::optional<core::PerformanceResult> performance;
    };

    void start();
    void finished();

    DesignDocument* m_document;
    QTimer m_timer;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<const core::AnalysisResult> m_result;
    std::optional<core::PerformanceResult> m_performance;
    std::uint64_t m_scheduledRevision = 0;
};

} // namespace topoplan::models
