#include "core/analysis.h"
#include "core/allowedpairs.h"

#include "core/designchecks.h"
#include "core/flowanalyzer.h"
#include "core/racklayout.h"

#include <algorithm>

namespace topoplan::core {

Finding makeFinding(Finding::Severity severity, std::string code, FindingText text, std::vector<std::string> ids)
{
    Finding f{severity, std::move(code), englishText(text), std::move(ids), {}};
    f.text = std::move(text);
    return f;
}

std::map<std::string, int> allowedPairCounts(const LoadedDesign& design)
{
    std::map<std::string, int> out;
    const FlowAnalyzer analyzer(design);
    for (const FlowDef& f : analyzer.flows())
        out[f.id] = std::max(int(f.pairs.size()), f.allowedPairs);
    return out;
}

AnalysisResult analyze(const LoadedDesign& design, const FailureSet& failures, const std::atomic<bool>* cancel,
                       const AnalysisOptions& options)
{
    const FlowAnalyzer analyzer(design);
    std::vector<std::string> unknown;
    const std::vector<int> elements = analyzer.graph().resolve(failures, &unknown);
    std::vector<std::string> applied;
    for (int e : elements)
        applied.push_back(analyzer.graph().elements()[e].id);
    AnalysisResult result = analyzer.run(analyzer.graph().mask(elements), applied, options, cancel);
    for (const std::string& t : unknown)
        result.findings.insert(result.findings.begin(),
                               makeFinding(Finding::Severity::Error, "unknown-failure-target",
                                           findingText(QT_TRANSLATE_NOOP("Finding",
                                                                         "failure target '%1' is not a device, port, link, site, cluster, "
                                                                         "power feed, component (DEVICE/COMPONENT) or disk group "
                                                                         "(DEVICE/dg-N) of the design; it was ignored"),
                                                       {idArg(t)}),
                                           {t}));
    // The design's own consistency (fabric kinds, backup sizes, ...), kept in the
    // errors-first order of AnalysisResult::findings.
    for (Finding& f : designCheckFindings(design))
        result.findings.push_back(std::move(f));
    for (Finding& f : powerFailureFindings(design.design, failures.targets))
        result.findings.push_back(std::move(f));
    std::stable_sort(result.findings.begin(), result.findings.end(),
                     [](const Finding& a, const Finding& b) { return int(a.severity) > int(b.severity); });
    return result;
}

std::vector<std::vector<LinkLoad>> linkLoads(const LoadedDesign& design, const FailureSet& failures,
                                             const std::vector<AnalysisOptions>& loads, const std::atomic<bool>* cancel)
{
    const FlowAnalyzer analyzer(design);
    return analyzer.linkLoads(analyzer.graph().mask(analyzer.graph().resolve(failures, nullptr)), loads, cancel);
}

std::vector<std::string> unknownFailureTargets(const LoadedDesign& design, const FailureSet& set)
{
    const DesignGraph graph(design);
    std::vector<std::string> unknown;
    graph.resolve(set, &unknown);
    return unknown;
}

} // namespace topoplan::core
