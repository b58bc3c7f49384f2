#include "models/failureimpact.h"

#include "models/analysisrunner.h"
#include "models/findingtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace topoplan::models {

FailureImpact failureImpact(const core::LoadedDesign& design, const std::vector<std::string>& failed,
                            const core::AnalysisResult& before, const core::AnalysisResult& after,
                            const core::PerformanceResult* perfBefore, const core::PerformanceResult* perfAfter,
                            const std::vector<core::StorageCapacity>& capacities,
                            const std::vector<core::RebuildEstimate>& rebuilds)
{
    FailureImpact out;
    out.failed = failed;
    out.rebuilds = rebuilds;
    std::map<std::string, const core::FlowResult*> was;
    for (const core::FlowResult& f : before.flows)
        was[f.id] = &f;
    std::map<std::string, bool> storageReached; // storage id -> some flow still reaches it
    for (const core::FlowResult& f : after.flows) {
        const auto it = was.find(f.id);
        const int pathsBefore = it == was.end() ? 0 : int(it->second->paths.size());
        const bool lost = it != was.end() && it->second->reachable && !f.reachable;
        if (f.kind == "storage")
            storageReached[f.destination] = storageReached[f.destination] || f.reachable;
        if (pathsBefore == int(f.paths.size()) && !lost)
            continue;
        out.flows.push_back({f.id, pathsBefore, int(f.paths.size()), lost, flowStatus(f).toStdString()});
        out.flowsLost += lost ? 1 : 0;
        out.pathsLost += std::max(0, pathsBefore - int(f.paths.size()));
    }
    if (perfAfter)
        for (const core::WorkloadPerformance& w : perfAfter->workloads) {
            FailureImpact::WorkloadChange c;
            c.workload = w.id;
            c.iopsAfter = w.iops;
            c.readMsAfter = w.readLatencyMs;
            c.writeMsAfter = w.writeLatencyMs;
            if (perfBefore)
                for (const core::WorkloadPerformance& b : perfBefore->workloads)
                    if (b.id == w.id) {
                        c.iopsBefore = b.iops;
                        c.readMsBefore = b.readLatencyMs;
                        c.writeMsBefore = b.writeLatencyMs;
                        c.lost = b.reachable && !w.reachable;
                    }
            out.workloads.push_back(c);
        }
    for (const core::StorageCapacity& c : capacities) {
        const auto reached = storageReached.find(c.id);
        if (reached != storageReached.end() && !reached->second) {
            out.capacity.push_back({c.id, c.usableTB,
                                    QCoreApplication::translate("FailureImpact", "no surviving path to it").toStdString()});
            continue;
        }
        const core::Cluster* cluster = design.design.cluster(c.id);
        if (!cluster)
            continue;
        int groups = 0;
        for (const std::string& m : cluster->members)
            if (const core::Device* d = design.design.device(m))
                groups += int(core::propNumber(d->config, "disk_groups"));
        for (const std::string& f : failed) {
            if (groups > 0 && std::find(cluster->members.begin(), cluster->members.end(), f) != cluster->members.end()) {
                const core::Device* d = design.design.device(f);
                const int own = d ? int(core::propNumber(d->config, "disk_groups")) : 0;
                const QString why = QCoreApplication::translate("FailureImpact", "host %1 (%2 of %3 disk groups)")
                                        .arg(QString::fromStdString(f))
                                        .arg(own)
                                        .arg(groups);
                out.capacity.push_back({c.id, c.usableTB * own / groups, why.toStdString()});
                continue;
            }
            const std::size_t slash = f.find("/dg-");
            if (groups <= 0 || slash == std::string::npos)
                continue;
            const std::string host = f.substr(0, slash);
            if (std::find(cluster->members.begin(), cluster->members.end(), host) != cluster->members.end())
                out.capacity.push_back({c.id, c.usableTB / groups,
                                        QCoreApplication::translate("FailureImpact", "disk group %1 (1 of %2)")
                                            .arg(QString::fromStdString(f))
                                            .arg(groups)
                                            .toStdString()});
        }
    }
    return out;
}

FailureImpact failureImpact(const core::LoadedDesign& design, const AnalysisRunner& runner)
{
    if (!runner.result() || !runner.baseline()) {
        FailureImpact none;
        none.failed = runner.failures();
        return none;
    }
    return failureImpact(design, runner.failures(), *runner.baseline(), *runner.result(), runner.baselinePerformance(),
                         runner.performance(), runner.capacities(), runner.rebuilds());
}

} // namespace topoplan::models
