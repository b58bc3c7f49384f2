#pragma once

#include "core/designloader.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace topoplan::core {

/// What losing one element (depth 1) or two elements together (depth 2) breaks.
struct SweepEntry {
    std::vector<std::string> elements;     ///< failure target ids (1 or 2)
    std::vector<std::string> kinds;        ///< device, component, port, link, site, cluster, disk group
    std::vector<std::string> flowsBroken;  ///< flow ids that lose every path (clusters: their availability)
    bool endpointOnly = false;             ///< every flow broken loses its own endpoint (the array, the host's chassis)
    int pathsLost = 0;                     ///< depth 1: paths of all flows that the element takes down
};

/// An N-1 or N-2 failure sweep, ranked: most flows broken first, then most paths lost,
/// then by id.
struct SweepResult {
    int depth = 1;
    int elementsTested = 0;            ///< depth 1: elements; depth 2: pairs evaluated
    std::vector<SweepEntry> entries;   ///< depth 1: every element that takes at least one path down; depth 2:
                                       ///< pairs that break a flow neither element breaks alone
    int harmless = 0;                  ///< depth 1: elements tested that take no path down
    long pairsTotal = 0;               ///< depth 2: pairs to evaluate
    bool limited = false;              ///< depth 2: stopped at the pair limit or the time budget
    std::string limitReason;           ///< when limited: "pairs" (constants::kMaxSweepPairs) or "time" (kSweepTimeBudgetSeconds)
    std::string notice;                ///< the path-limit finding when flows were left out (any depth), and at depth 2
                                       ///< when limited: "N-2 sweep stopped after X of Y pairs (limit)" or "... (time budget 60 s)"
    bool cancelled = false;
};

/// Called now and then during a depth 2 sweep with the pairs evaluated and the pairs to
/// evaluate (at most the limit).
using SweepProgress = std::function<void(long done, long total)>;

/// Depth 1: every device, component, disk group, cabled port, link, site and cluster of
/// the design, with what it breaks (from each flow's single points of failure, exact).
/// Disk groups of hci-node devices are always listed (a lost disk group takes no path down, but it takes its
/// host out of a vSAN cluster, so two of them can break the cluster's flows).
/// Depth 2: every pair of listed elements (those that take at least one path down, and the
/// hci-node disk groups: the only ones that can break a flow together), evaluated exactly on the
/// failure-filtered graph; quadratic in that count, so it stops after
/// constants::kMaxSweepPairs pairs or after constants::kSweepTimeBudgetSeconds of wall
/// clock, whichever comes first, with `limited`, `limitReason` and a `notice`. `cancel` may
/// be null; it is polled per element or pair. `progress`, when given, is called every 1,024
/// pairs. `maxPairs` and `maxSeconds` override the limits (tests); <= 0 means the constants.
SweepResult sweepFailures(const LoadedDesign& design, int depth, const std::atomic<bool>* cancel = nullptr,
                          const SweepProgress& progress = {}, long maxPairs = 0, double maxSeconds = 0.0);

} // namespace topoplan::core
