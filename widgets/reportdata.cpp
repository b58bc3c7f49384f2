#include "widgets/reportdata.h"

#include "core/designio.h"
#include "models/analysisrunner.h"

#include <QtGlobal>

#include <algorithm>

namespace topoplan::widgets {

ReportData prepareReportData(const core::LoadedDesign& design, const std::string& origin,
                             const std::vector<std::string>& failed, const std::string& scenarioId,
                             const std::atomic<bool>* cancel, const ReportProgress& progress)
{
    ReportData data;
    data.design = design;
    data.origin = origin;
    data.failed = failed;
    data.designText = core::writeDesign(design.design);
    auto step = [&](int percent, const char* what) {
        if (progress)
            progress(percent, what);
        return !(cancel && cancel->load());
    };
    auto cancelled = [&] {
        data.cancelled = true;
        return data;
    };
    if (!step(0, QT_TRANSLATE_NOOP("ReportExporter", "Bill of materials and capacity")))
        return cancelled();
    data.inventory = core::makeInventory(design);
    data.capacity = core::storageCapacities(design);
    if (!step(10, QT_TRANSLATE_NOOP("ReportExporter", "Paths, redundancy and performance")))
        return cancelled();
    models::AnalysisRunner::Outcome outcome = models::AnalysisRunner::compute(design, failed, cancel);
    data.analysis = std::move(outcome.analysis);
    data.performance = std::move(outcome.performance);
    if (!step(40, QT_TRANSLATE_NOOP("ReportExporter", "N-1 failure sweep")))
        return cancelled();
    data.sweep = core::sweepFailures(design, 1, cancel);
    if (data.sweep.cancelled || !step(70, QT_TRANSLATE_NOOP("ReportExporter", "Scenarios")))
        return cancelled();
    std::vector<const core::Scenario*> scenarios;
    for (const core::Scenario& s : design.design.scenarios)
        if (scenarioId.empty() || s.id == scenarioId)
            scenarios.push_back(&s);
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        if (!step(70 + int(30 * i / scenarios.size()), QT_TRANSLATE_NOOP("ReportExporter", "Scenarios")))
            return cancelled();
        ScenarioReport sr;
        sr.id = scenarios[i]->id;
        sr.name = scenarios[i]->name;
        sr.result = core::evaluateScenario(design, sr.id, cancel);
        if (sr.result.cancelled)
            return cancelled();
        for (const core::ScenarioStep& s : sr.result.steps) {
            ScenarioStepPerformance p;
            core::PerformanceOptions options;
            options.failed = s.failed;
            try {
                const core::PerformanceResult r = core::simulatePerformance(design, options, s.result);
                for (const core::WorkloadPerformance& w : r.workloads) {
                    if (!w.reachable) {
                        ++p.unreachableWorkloads;
                        continue;
                    }
                    p.totalIops += w.iops;
                    p.totalMBps += w.mbps;
                    p.worstReadLatencyMs = std::max(p.worstReadLatencyMs, w.readLatencyMs);
                    p.worstWriteLatencyMs = std::max(p.worstWriteLatencyMs, w.writeLatencyMs);
                }
            } catch (...) {
                // The core reports problems as values; a throw is a bug there. The step
                // stays without a prediction rather than losing the whole report.
            }
            sr.performance.push_back(p);
        }
        data.scenarios.push_back(std::move(sr));
    }
    step(100, QT_TRANSLATE_NOOP("ReportExporter", "Writing the report"));
    return data;
}

} // namespace topoplan::widgets
