#pragma once

#include "core/analysis.h"

#include <atomic>
#include <string>
#include <vector>

namespace topoplan::core {

/// The design state after one scenario event.
struct ScenarioStep {
    double atMin = 0.0;
    std::string action;              ///< "fail" or "repair"
    std::string target;
    std::vector<std::string> failed; ///< every target failed after the event
    AnalysisResult result;           ///< the analysis in that state
};

/// A scenario evaluated event by event: the baseline (no failure, atMin 0, action
/// "start") then one step per event in time order (events at the same minute in file
/// order). A repair of something not failed is a no-op; failing twice counts once.
struct ScenarioResult {
    std::string id;
    std::vector<ScenarioStep> steps;
    bool cancelled = false;
};

/// Evaluates scenario `scenarioId` of the design. Returns std::nullopt-like empty steps
/// with `id` empty when the scenario does not exist. Thread-safe like analyze().
ScenarioResult evaluateScenario(const LoadedDesign& design, const std::string& scenarioId,
                                const std::atomic<bool>* cancel = nullptr, const AnalysisOptions& options = {});

} // namespace topoplan::core
