#pragma once

#include "core/analysis.h"
#include "core/capacity.h"
#include "core/designloader.h"
#include "core/failuresweep.h"
#include "core/inventory.h"
#include "core/performance.h"
#include "core/scenarioeval.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace topoplan::widgets {

/// The predicted performance after one scenario event (the step's failures applied).
struct ScenarioStepPerformance {
    double totalIops = 0.0;         ///< summed over the reachable workloads, IOPS
    double totalMBps = 0.0;         ///< MB/s (10^6 bytes/s)
    double worstReadLatencyMs = 0.0;
    double worstWriteLatencyMs = 0.0;
    int unreachableWorkloads = 0;
};

/// One scenario evaluated over time: the graph analysis per step (core::evaluateScenario)
/// and the performance model under each step's failures.
struct ScenarioReport {
    std::string id;
    std::string name;
    core::ScenarioResult result;
    std::vector<ScenarioStepPerformance> performance; ///< by step
};

/// Everything a report shows, computed before anything is drawn. Plain values: built
/// on a worker thread (prepareReportData) and read by the sections on the GUI thread.
struct ReportData {
    core::LoadedDesign design;
    std::string origin;                 ///< file name or builtin:NAME shown on the title page
    std::string designText;             ///< the design file (appendix), canonical form
    std::vector<std::string> failed;    ///< failure targets the report is computed under
    core::AnalysisResult analysis;      ///< under `failed`, offered load from the performance model
    std::optional<core::PerformanceResult> performance; ///< under `failed`; absent if the model failed
    core::SweepResult sweep;            ///< N-1 sweep of the intact design
    std::vector<core::StorageCapacity> capacity;
    core::Inventory inventory;
    std::vector<ScenarioReport> scenarios; ///< the requested scenario, else every scenario of the design
    bool cancelled = false;
};

/// Progress of a long computation: percent 0..100 and the step being worked on
/// (untranslated English, translated by the caller with context "ReportExporter").
using ReportProgress = std::function<void(int percent, const char* step)>;

/// Computes the report's data: the analysis and performance under `failed`, the N-1
/// sweep, capacity, bill of materials, and the scenarios (`scenarioId`, or all when empty)
/// step by step. Pure function of its inputs, safe on a worker thread; `cancel` (may be
/// null) is polled between steps and inside the analyses, and a cancelled result has
/// `cancelled` set. `progress` may be empty; it is called on the calling thread.
/// The caller checks `failed` and `scenarioId` against the design first
/// (core::unknownFailureTargets); an unknown scenario is skipped.
ReportData prepareReportData(const core::LoadedDesign& design, const std::string& origin,
                             const std::vector<std::string>& failed, const std::string& scenarioId,
                             const std::atomic<bool>* cancel = nullptr, const ReportProgress& progress = {});

} // namespace topoplan::widgets
