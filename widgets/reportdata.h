#pragma once

#include "core/analysis.h"
#include "core/performance/backup.h"
#include "core/performance/capacity.h"
#include "core/designloader.h"
#include "core/failuresweep.h"
#include "core/inventory.h"
#include "core/performance.h"
#include "core/performance/uncertainty.h"
#include "core/scenarioeval.h"
#include "widgets/chartplots.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace topoplan::widgets {

/// One scenario evaluated over time: the graph analysis per step (core::evaluateScenario)
/// and the prediction of the design's default use case in each step's state
/// (charts::evaluateTimeline: the scenario timeline's chart data; timeline.states[i]
/// belongs to result.steps[i]).
struct ScenarioReport {
    std::string id;
    std::string name;
    core::ScenarioResult result;
    charts::TimelineData timeline;
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
    /// Intervals, basis and tornado of `performance` (models::AnalysisRunner::computeUncertainty).
    std::optional<core::UncertaintyResult> uncertainty;
    charts::UseCaseResults useCases;    ///< each use case's prediction under `failed` (charts per use case)
    /// The intervals of each of `useCases`, in its order (the charts' error bars); empty
    /// results when cancelled.
    std::vector<core::UncertaintyResult> useCaseUncertainties;
    std::string curveWorkload;          ///< charts::curveWorkload of `performance`; empty: none
    std::vector<core::LoadPoint> loadCurve; ///< its latency vs load, users charts::curveUsers()
    /// The band of `loadCurve` (core::latencyCurveWithBand with the tornado of `uncertainty`);
    /// empty without intervals.
    std::vector<core::LoadBand> loadBand;
    core::SweepResult sweep;            ///< N-1 sweep of the intact design
    std::vector<core::StorageCapacity> capacity;
    std::vector<core::BackupWindow> backups; ///< each backup / restore workload alone, under `failed`
    core::Inventory inventory;
    std::vector<ScenarioReport> scenarios; ///< the requested scenario, else every scenario of the design
    bool cancelled = false;
};

/// Progress of a long computation: percent 0..100 and the step being worked on
/// (untranslated English, translated by the caller with context "ReportExporter").
using ReportProgress = std::function<void(int percent, const char* step)>;

/// Computes the report's data: the analysis and performance under `failed`, every use
/// case's performance and the main workload's latency-vs-load curve under `failed`, the N-1
/// sweep, capacity, bill of materials, and the scenarios (`scenarioId`, or all when empty)
/// step by step. Pure function of its inputs, safe on a worker thread; `cancel` (may be
/// null) is polled between steps and inside the analyses, and a cancelled result has
/// `cancelled` set. `progress` may be empty; it is called on the calling thread.
/// `useCase` picks the use case of the main prediction, the latency-vs-load curve and the
/// scenario timelines ("": the design's first, as `simulate`).
/// The caller checks `failed`, `scenarioId` and `useCase` against the design first
/// (core::unknownFailureTargets); an unknown scenario is skipped.
ReportData prepareReportData(const core::LoadedDesign& design, const std::string& origin,
                             const std::vector<std::string>& failed, const std::string& scenarioId,
                             const std::atomic<bool>* cancel = nullptr, const ReportProgress& progress = {},
                             const std::string& useCase = {});

} // namespace topoplan::widgets
