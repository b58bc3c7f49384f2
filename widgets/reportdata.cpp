#include "widgets/reportdata.h"

#include "core/designio.h"
#include "models/analysisrunner.h"

#include <QtGlobal>

#include <algorithm>

namespace topoplan::widgets {

ReportData prepareReportData(const core::LoadedDesign& design, const std::string& origin,
                             const std::vector<std::string>& failed, const std::string& scenarioId,
                             const std::atomic<bool>* cancel, const ReportProgress& progress, const std::string& useCase)
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
    for (const core::Workload& w : design.design.workloads)
        if (const std::string kind = core::propString(w.profile, "kind"); kind == "backup" || kind == "restore")
            data.backups.push_back(core::backupWindow(design, w.id, failed));
    if (!step(10, QT_TRANSLATE_NOOP("ReportExporter", "Paths, redundancy and performance")))
        return cancelled();
    models::AnalysisRunner::Outcome outcome = models::AnalysisRunner::compute(design, failed, cancel, 0, useCase);
    data.analysis = std::move(outcome.analysis);
    data.performance = std::move(outcome.performance);
    if (data.performance) // routes: the analysis under `failed` (the model takes them as given)
        data.uncertainty = models::AnalysisRunner::computeUncertainty(design, failed, data.performance->useCase, *data.performance,
                                                                      data.analysis, cancel);
    if (data.performance) // and a baseline the calibrated model does not reproduce (core/performance.h)
        data.performance->findings = models::AnalysisRunner::performanceFindings(design, failed, *data.performance,
                                                                                 data.uncertainty ? &*data.uncertainty : nullptr);
    if (!step(25, QT_TRANSLATE_NOOP("ReportExporter", "Use cases and latency vs load")))
        return cancelled();
    data.useCases = models::AnalysisRunner::useCasePerformances(design, failed, cancel);
    for (const auto& [id, perf] : data.useCases)
        data.useCaseUncertainties.push_back(data.performance && data.uncertainty && id == data.performance->useCase
                                                ? *data.uncertainty
                                                : models::AnalysisRunner::computeUncertainty(design, failed, id, perf,
                                                                                             data.analysis, cancel));
    if (data.performance) {
        data.curveWorkload = charts::curveWorkload(*data.performance);
        if (!data.curveWorkload.empty()) {
            core::PerformanceOptions options;
            options.failed = failed;
            options.useCase = useCase;
            const core::WorkloadUncertainty* wu = data.uncertainty ? core::findUncertainty(*data.uncertainty, data.curveWorkload) : nullptr;
            try {
                core::LoadCurve c = core::latencyCurveWithBand(design, options, data.curveWorkload, charts::curveUsers(),
                                                               wu ? core::bandEnds(wu->tornado) : std::vector<core::ParameterOverrides>{});
                data.loadCurve = std::move(c.points);
                data.loadBand = std::move(c.band);
            } catch (...) {
                data.loadCurve.clear(); // the chart says the model could not be solved
                data.loadBand.clear();
            }
        }
    }
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
        // The chosen use case, else the design's default, as the Scenario dock shows first.
        sr.timeline = charts::evaluateTimeline(design, sr.id, useCase, &sr.result);
        data.scenarios.push_back(std::move(sr));
    }
    step(100, QT_TRANSLATE_NOOP("ReportExporter", "Writing the report"));
    return data;
}

} // namespace topoplan::widgets
