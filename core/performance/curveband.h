#pragma once
// The band of a latency-vs-load curve (the Performance panel's and the report's users
// sweep): the point model's curve, and at each of its points the prediction with the
// parameters the workload's figure hinges on most at their ends, cheaply (two model
// evaluations per point, not the Latin hypercube of estimateUncertainty()).

#include "core/performance.h"
#include "core/performance/uncertainty.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// The ends of the band at one point of the sweep (low <= high per figure): IOPS, read
/// and write latency in ms, over the band's override sets and the point itself.
struct LoadBand {
    double users = 0.0;
    Interval iops, readLatencyMs, writeLatencyMs;
};

/// A users sweep: the point model's points, and the band at the same users (empty when the
/// sweep was asked for none).
struct LoadCurve {
    std::vector<LoadPoint> points;
    std::vector<LoadBand> band;
};

/// The two override sets of a band from a workload's tornado (WorkloadUncertainty::tornado,
/// one-at-a-time at the design's own users): every parameter of `bars` at the end that
/// lowers the tornado's figure, then every one at the end that raises it. All at once, the
/// ends are wider than the sampled interval (the corners of the parameters' box, Saltelli
/// et al., "Global Sensitivity Analysis", 2008, ch. 1: one-at-a-time directions combined);
/// parameters outside the tornado stay at their point values. Empty without bars.
std::vector<ParameterOverrides> bandEnds(const std::vector<TornadoBar>& bars);

/// latencyCurve() of `workload` over `users`, with the graph analysis under
/// options.failed run once for the sweep (the users do not change the routes), and, when
/// `ends` is not empty, the band: each point's figures over the override sets `ends` and
/// the point itself. Cost: users.size() x (1 + ends.size()) model evaluations. Pure; safe
/// on a worker thread.
LoadCurve latencyCurveWithBand(const LoadedDesign& design, const PerformanceOptions& options, const std::string& workload,
                               const std::vector<double>& users, const std::vector<ParameterOverrides>& ends);

} // namespace topoplan::core
