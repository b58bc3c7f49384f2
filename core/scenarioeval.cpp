#include "core/scenarioeval.h"

#include "core/flowanalyzer.h"

#include <algorithm>

namespace topoplan::core {

ScenarioResult evaluateScenario(const LoadedDesign& design, const std::string& scenarioId, const std::atomic<bool>* cancel,
                                const AnalysisOptions& options)
{
    ScenarioResult out;
    const Scenario* scenario = design.design.scenario(scenarioId);
    if (!scenario)
        return out;
    out.id = scenario->id;
    const FlowAnalyzer analyzer(design);
    const DesignGraph& graph = analyzer.graph();
    std::vector<const ScenarioEvent*> events;
    for (const ScenarioEvent& e : scenario->events)
        events.push_back(&e);
    std::stable_sort(events.begin(), events.end(), [](const auto* a, const auto* b) { return a->atMin < b->atMin; });

    std::vector<int> failed; // element indices, in failure order
    auto step = [&](double at, std::string action, std::string target) {
        ScenarioStep s;
        s.atMin = at;
        s.action = std::move(action);
        s.target = std::move(target);
        for (int e : failed)
            s.failed.push_back(graph.elements()[e].id);
        s.result = analyzer.run(graph.mask(failed), s.failed, options, cancel);
        out.cancelled = out.cancelled || s.result.cancelled;
        out.steps.push_back(std::move(s));
    };
    step(0.0, "start", {});
    for (const ScenarioEvent* e : events) {
        if (out.cancelled)
            break;
        const int element = graph.elementIndex(e->target);
        if (element >= 0) {
            const auto it = std::find(failed.begin(), failed.end(), element);
            if (!e->repair && it == failed.end())
                failed.push_back(element);
            else if (e->repair && it != failed.end())
                failed.erase(it);
        }
        step(e->atMin, e->repair ? "repair" : "fail", e->target);
    }
    return out;
}

} // namespace topoplan::core
