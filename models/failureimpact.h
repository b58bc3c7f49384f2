#pragma once

#include "core/analysis.h"
#include "core/performance/backup.h"
#include "core/performance/capacity.h"
#include "core/performance.h"

#include <string>
#include <vector>

namespace topoplan::models {

class AnalysisRunner;

/// What a failure set breaks compared with the no-failure baseline of the same design
/// revision ("what broke" panel). Plain values, computed from analysis results only.
struct FailureImpact {
    struct FlowChange {
        std::string flow;
        int pathsBefore = 0;
        int pathsAfter = 0;
        bool lost = false;       ///< reachable before, not after
        std::string status;      ///< the flow's status after, in the user's language (models::flowStatus)
    };
    struct WorkloadChange {
        std::string workload;
        double iopsBefore = 0.0, iopsAfter = 0.0;
        double readMsBefore = 0.0, readMsAfter = 0.0;   ///< mean read latency, ms
        double writeMsBefore = 0.0, writeMsAfter = 0.0; ///< mean write latency, ms
        bool lost = false;       ///< reachable before, not after
    };
    struct CapacityLoss {
        std::string storage;
        double usableTB = 0.0;   ///< decimal TB no longer available
        std::string why;         ///< in the user's language (QCoreApplication::translate)
    };
    std::vector<std::string> failed;
    std::vector<FlowChange> flows;        ///< flows whose path count changed, in analysis order
    int flowsLost = 0;
    int pathsLost = 0;                    ///< sum over flows of before - after
    std::vector<WorkloadChange> workloads; ///< every predicted workload
    std::vector<CapacityLoss> capacity;
    std::vector<core::RebuildEstimate> rebuilds;
};

/// Compares `after` (under `failed`) with `before` (no failure). Capacity lost: the usable
/// TB of a storage system every flow to which is lost; for a failed vSAN disk group
/// (DEVICE/dg-N) the cluster's usable TB x 1 / (disk groups of the cluster) (each disk
/// group holds an equal share of the capacity tier: same drives per group, as the
/// cluster's config gives them). `perfBefore` / `perfAfter` may be null (no prediction).
FailureImpact failureImpact(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                            const core::AnalysisResult& before, const core::AnalysisResult& after,
                            const core::PerformanceResult* perfBefore, const core::PerformanceResult* perfAfter,
                            const std::vector<core::StorageCapacity>& capacities,
                            const std::vector<core::RebuildEstimate>& rebuilds);

/// The same from the runner's latest result, its baseline and extras; an impact with only
/// `failed` set when the runner has no baseline (no failure, or no result yet).
FailureImpact failureImpact(const core::LoadedDesign& design, const AnalysisRunner& runner);

} // namespace topoplan::models
