#include "core/performance/curveband.h"

#include "core/analysis.h"

#include <algorithm>
#include <memory>

namespace topoplan::core {

namespace {

// The figures of `workload` in `r` (empty: the sum over the workloads, latencies averaged
// by IOPS) at `users`.
LoadPoint pointOf(const PerformanceResult& r, const std::string& workload, double users)
{
    LoadPoint lp;
    lp.users = users;
    double readW = 0, writeW = 0;
    for (const WorkloadPerformance& wp : r.workloads) {
        if (!workload.empty() && wp.id != workload)
            continue;
        lp.iops += wp.iops;
        lp.tpm += wp.tpm;
        lp.readLatencyMs += wp.readLatencyMs * wp.readIops;
        lp.writeLatencyMs += wp.writeLatencyMs * wp.writeIops;
        readW += wp.readIops;
        writeW += wp.writeIops;
    }
    lp.readLatencyMs = readW > 0 ? lp.readLatencyMs / readW : 0.0;
    lp.writeLatencyMs = writeW > 0 ? lp.writeLatencyMs / writeW : 0.0;
    return lp;
}

void widen(Interval& i, double v)
{
    i.low = std::min(i.low, v);
    i.high = std::max(i.high, v);
}

} // namespace

std::vector<ParameterOverrides> bandEnds(const std::vector<TornadoBar>& bars)
{
    if (bars.empty())
        return {};
    ParameterOverrides lowers, raises;
    for (const TornadoBar& b : bars) {
        const bool lowEndLowers = b.figureAtLow <= b.figureAtHigh;
        lowers[b.parameterId] = lowEndLowers ? b.paramLow : b.paramHigh;
        raises[b.parameterId] = lowEndLowers ? b.paramHigh : b.paramLow;
    }
    return {lowers, raises};
}

LoadCurve latencyCurveWithBand(const LoadedDesign& d, const PerformanceOptions& o, const std::string& workload,
                               const std::vector<double>& users, const std::vector<ParameterOverrides>& ends)
{
    LoadCurve out;
    const AnalysisResult routes = analyze(d, FailureSet{o.failed});
    std::vector<std::shared_ptr<const ParameterOverrides>> endSets;
    for (const ParameterOverrides& e : ends)
        endSets.push_back(std::make_shared<const ParameterOverrides>(e));
    for (double u : users) {
        PerformanceOptions oo = o;
        oo.usersOverride = u;
        const LoadPoint lp = pointOf(simulatePerformance(d, oo, routes), workload, u);
        out.points.push_back(lp);
        if (endSets.empty())
            continue;
        LoadBand b{u, {lp.iops, lp.iops}, {lp.readLatencyMs, lp.readLatencyMs}, {lp.writeLatencyMs, lp.writeLatencyMs}};
        for (const auto& e : endSets) {
            PerformanceOptions oe = oo;
            oe.overrides = e;
            const LoadPoint p = pointOf(simulatePerformance(d, oe, routes), workload, u);
            widen(b.iops, p.iops);
            widen(b.readLatencyMs, p.readLatencyMs);
            widen(b.writeLatencyMs, p.writeLatencyMs);
        }
        out.band.push_back(b);
    }
    return out;
}

std::vector<LoadPoint> latencyCurve(const LoadedDesign& d, const PerformanceOptions& o, const std::string& workload,
                                    const std::vector<double>& users)
{
    return latencyCurveWithBand(d, o, workload, users, {}).points;
}

} // namespace topoplan::core
