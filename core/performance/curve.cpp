#include "core/performance.h"

namespace topoplan::core {

std::vector<LoadPoint> latencyCurve(const LoadedDesign& d, const PerformanceOptions& o, const std::string& workload,
                                    const std::vector<double>& users)
{
    std::vector<LoadPoint> out;
    for (double u : users) {
        PerformanceOptions oo = o;
        oo.usersOverride = u;
        const PerformanceResult r = simulatePerformance(d, oo);
        LoadPoint lp;
        lp.users = u;
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
        out.push_back(lp);
    }
    return out;
}

} // namespace topoplan::core
