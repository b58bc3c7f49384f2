#pragma once

#include "core/designloader.h"

#include <atomic>
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
    bool cancelled = false;
};

/// Depth 1: every device, component, disk group, cabled port, link, site and cluster of
/// the design, with what it breaks (from each flow's single points of failure, exact).
/// Depth 2: every pair of elements that take at least one path down (the only ones that
/// can break a flow together), evaluated exactly on the failure-filtered graph; quadratic
/// in that count, meant for designs of up to a few hundred such elements. `cancel` may be
/// null; it is polled per element or pair.
SweepResult sweepFailures(const LoadedDesign& design, int depth, const std::atomic<bool>* cancel = nullptr);

} // namespace topoplan::core
