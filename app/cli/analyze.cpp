// topoplan-cli analyze / sweep: the graph analyses of the core as text or JSON
// (docs/analysis-json.md).
#include "commands.h"
#include "jsonoutput.h"

#include "core/allowedpairs.h"
#include "core/analysis.h"
#include "core/performance/backup.h"
#include "core/designloader.h"
#include "core/failuresweep.h"
#include "core/numberformat.h"
#include "core/performance.h"
#include "core/requirements.h"
#include "core/scenarioeval.h"
#include "core/yamlsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <ostream>
#include <set>

#ifdef _WIN32
#include <io.h>
#define TOPOPLAN_ISATTY(fd) _isatty(fd)
#else
#include <unistd.h>
#define TOPOPLAN_ISATTY(fd) isatty(fd)
#endif

namespace topoplan::cli {

using core::yamlsupport::formatNumber;

namespace {

/// The pairs flow `f`'s rules allow, cabled or not (allowedPairCounts()), at least its
/// cabled ones.
int allowedOf(const core::FlowResult& f, const std::map<std::string, int>& allowed)
{
    const auto it = allowed.find(f.id);
    return std::max(f.designedPairs, it == allowed.end() ? 0 : it->second);
}

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

QJsonArray strings(const std::vector<std::string>& v)
{
    QJsonArray a;
    for (const std::string& s : v)
        a.append(qs(s));
    return a;
}

double round3(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

std::string percentText(double v)
{
    return formatNumber(std::round(v * 1000.0) / 10.0) + " %";
}

std::string mbText(double v)
{
    std::string digits = std::to_string(static_cast<long long>(std::llround(v)));
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(std::size_t(i), ",");
    return digits + " MB/s";
}

/// `allowed`: allowedPairCounts() of the design (core/allowedpairs.h).
QJsonObject resultJson(const core::AnalysisResult& r, const std::string& fileName, const std::map<std::string, int>& allowed)
{
    QJsonObject o;
    o["format"] = "topoplan-analysis/1";
    o["design"] = qs(r.designName);
    o["file"] = qs(fileName);
    o["revision"] = double(r.revision);
    o["failed"] = strings(r.failed);
    QJsonArray flows;
    for (const core::FlowResult& f : r.flows) {
        QJsonObject fo;
        fo["id"] = qs(f.id);
        fo["kind"] = qs(f.kind);
        fo["source"] = qs(f.source);
        fo["destination"] = qs(f.destination);
        fo["protocol"] = qs(f.protocol);
        fo["workloads"] = strings(f.workloads);
        fo["designedPairs"] = f.designedPairs;
        fo["allowedPairs"] = allowedOf(f, allowed);
        fo["reachable"] = f.reachable;
        fo["status"] = qs(f.status);
        fo["pathCount"] = int(f.paths.size());
        QJsonArray paths;
        for (const core::PathResult& p : f.paths) {
            QJsonObject po;
            po["initiator"] = qs(p.initiator);
            po["target"] = qs(p.target);
            po["controller"] = qs(p.controller);
            po["fabric"] = qs(p.fabric);
            po["hops"] = strings(p.hops);
            paths.append(po);
        }
        fo["paths"] = paths;
        QJsonArray spofs;
        for (const core::SpofResult& s : f.spofs)
            spofs.append(QJsonObject{{"element", qs(s.element)}, {"kind", qs(s.kind)}, {"endpoint", s.endpoint}});
        fo["spofs"] = spofs;
        fo["minFailuresToBreak"] = f.minFailuresToBreak;
        fo["bandwidth"] = QJsonObject{{"maxGbps", round3(f.maxGbps)}, {"maxMBps", round3(f.maxMBps)},
                                      {"bottleneck", strings(f.bottleneck)}};
        fo["load"] = QJsonObject{{"offeredMBps", round3(f.offeredMBps)}, {"offeredKnown", f.offeredKnown},
                                 {"busiestUtilization", round3(f.busiestUtilization)},
                                 {"busiestOfferedUtilization", round3(f.busiestOfferedUtilization)}, {"busiestLink", qs(f.busiestLink)}};
        flows.append(fo);
    }
    o["flows"] = flows;
    QJsonArray links;
    for (const core::LinkLoad& l : r.links)
        links.append(QJsonObject{{"id", qs(l.link)}, {"family", qs(l.family)}, {"speedGbps", l.speedGbps},
                                 {"capacityMBps", round3(l.capacityMBps)}, {"loadMBps", round3(l.loadMBps)},
                                 {"loadAtoBMBps", round3(l.loadAtoBMBps)}, {"loadBtoAMBps", round3(l.loadBtoAMBps)},
                                 {"utilization", round3(l.utilization)}, {"offeredUtilization", round3(l.offeredUtilization)},
                                 {"failed", l.failed}});
    o["links"] = links;
    QJsonArray ports;
    for (const core::PortLoad& p : r.ports)
        ports.append(QJsonObject{{"id", qs(p.port)}, {"partition", qs(p.partition)}, {"capacityMBps", round3(p.capacityMBps)},
                                 {"loadMBps", round3(p.loadMBps)}, {"inMBps", round3(p.inMBps)}, {"outMBps", round3(p.outMBps)},
                                 {"utilization", round3(p.utilization)}, {"offeredUtilization", round3(p.offeredUtilization)}});
    o["ports"] = ports;
    QJsonArray findings;
    for (const core::Finding& f : r.findings)
        findings.append(QJsonObject{{"severity", core::severityName(f.severity)}, {"code", qs(f.code)},
                                    {"message", qs(f.message)}, {"ids", strings(f.ids)}});
    o["findings"] = findings;
    o["notes"] = strings(r.notes);
    return o;
}

/// `allowed`: allowedPairCounts() of the design (core/allowedpairs.h).
void printResult(const core::AnalysisResult& r, std::ostream& out, bool brief, const std::map<std::string, int>& allowed)
{
    out << "Failed: ";
    if (r.failed.empty())
        out << "nothing";
    for (std::size_t i = 0; i < r.failed.size(); ++i)
        out << (i ? ", " : "") << r.failed[i];
    out << "\n";
    if (!brief) {
        out << "\nPaths per host\n";
        for (const core::FlowResult& f : r.flows)
            if (f.kind != "client")
                // No protocol when no initiator-target pair exists: then the status says
                // what is missing ("no cable from HOST: ...").
                out << "  " << f.source << " -> " << f.destination << " (" << f.kind << (f.protocol.empty() ? "" : ", " + f.protocol)
                    << "): " << f.paths.size() << (f.paths.size() == 1 ? " path" : " paths")
                    << (f.reachable ? "" : "  UNREACHABLE: " + f.status) << "\n";
    }
    for (const core::FlowResult& f : r.flows) {
        // "of N allowed": the pairs zoning, masking views and port roles allow, cabled or
        // not; the uncabled ones are named (issue 16: "0 of 0 allowed paths" where zoning
        // allowed 8 and nothing was cabled).
        out << "\n" << f.id << (f.protocol.empty() ? std::string() : "  [" + f.protocol + "]") << "  " << (f.reachable ? "reachable" : "BROKEN") << ", " << f.paths.size();
        // No pair at all: "0 paths" (the status line says why), not "0 of 0".
        if (allowedOf(f, allowed) == 0)
            out << " paths";
        else
            out << " of " << allowedOf(f, allowed) << (allowedOf(f, allowed) == 1 ? " allowed path" : " allowed paths");
        if (const int uncabled = allowedOf(f, allowed) - f.designedPairs; uncabled > 0)
            out << " (" << (f.designedPairs == 0 ? std::string(uncabled == 1 ? "the pair" : "all pairs") : std::to_string(uncabled) + (uncabled == 1 ? " pair" : " pairs"))
                << " not cabled)";
        if (f.status != "ok")
            out << "\n  status: " << f.status;
        out << "\n";
        if (!f.workloads.empty()) {
            out << "  workloads: ";
            for (std::size_t i = 0; i < f.workloads.size(); ++i)
                out << (i ? ", " : "") << f.workloads[i];
            out << "\n";
        }
        if (brief)
            continue;
        for (std::size_t i = 0; i < f.paths.size(); ++i) {
            const core::PathResult& p = f.paths[i];
            out << "  " << (i + 1 < 10 ? " " : "") << (i + 1) << ". ";
            for (std::size_t h = 0; h < p.hops.size(); ++h)
                out << (h ? " > " : "") << p.hops[h];
            if (!p.fabric.empty())
                out << "  [" << p.fabric << "]";
            out << "\n";
        }
        if (!f.reachable)
            continue;
        std::vector<std::string> spofs, endpoints;
        for (const core::SpofResult& s : f.spofs)
            (s.endpoint ? endpoints : spofs).push_back(s.element + " (" + s.kind + ")");
        out << "  single points of failure: ";
        if (spofs.empty())
            out << "none";
        for (std::size_t i = 0; i < spofs.size(); ++i)
            out << (i ? ", " : "") << spofs[i];
        out << "\n  endpoints (their loss stops the flow by design): ";
        for (std::size_t i = 0; i < endpoints.size(); ++i)
            out << (i ? ", " : "") << endpoints[i];
        out << "\n  failures to break it: " << f.minFailuresToBreak << "\n";
        out << "  bandwidth: " << mbText(f.maxMBps) << " payload (" << formatNumber(std::round(f.maxGbps * 10) / 10)
            << " Gb/s line rate); bottleneck: ";
        for (std::size_t i = 0; i < f.bottleneck.size(); ++i)
            out << (i ? " + " : "") << f.bottleneck[i];
        if (f.offeredKnown || f.workloads.empty())
            out << "\n  offered load: " << mbText(f.offeredMBps);
        else
            out << "\n  offered load: closed workload: offered load from simulate (analyze --use-case ID)"
                << (f.offeredMBps > 0 ? "; workloads with a rate: " + mbText(f.offeredMBps) : std::string());
        if (f.busiestUtilization > 0)
            out << "; busiest: " << f.busiestLink << " at " << percentText(f.busiestUtilization)
                << (f.busiestOfferedUtilization > 1.0
                        ? " (saturated: offered " + core::formatDecimalsGrouped(f.busiestOfferedUtilization * 100.0, 0) + " % of its capacity, no steady state)"
                        : std::string());
        out << "\n";
    }
    if (!brief) {
        std::vector<const core::LinkLoad*> busy;
        for (const core::LinkLoad& l : r.links)
            if (l.loadMBps > 0)
                busy.push_back(&l);
        std::sort(busy.begin(), busy.end(), [](auto* a, auto* b) { return a->offeredUtilization > b->offeredUtilization; });
        if (!busy.empty()) {
            out << "\nBusiest links\n";
            for (std::size_t i = 0; i < busy.size() && i < 10; ++i)
                out << "  " << percentText(busy[i]->utilization) << "  " << busy[i]->link << "  (a>b " << mbText(busy[i]->loadAtoBMBps)
                    << ", b>a " << mbText(busy[i]->loadBtoAMBps) << "; " << mbText(busy[i]->capacityMBps) << " per direction"
                    << (busy[i]->offeredUtilization > 1.0
                            ? "; offered " + core::formatDecimalsGrouped(busy[i]->offeredUtilization * 100.0, 0) + " % of it, no steady state"
                            : std::string())
                    << ")\n";
        }
    }
    out << "\nFindings\n";
    if (r.findings.empty())
        out << "  none\n";
    for (const core::Finding& f : r.findings)
        out << "  " << core::severityName(f.severity) << ": " << f.message << "\n";
    if (!brief && !r.notes.empty()) {
        out << "\nNotes\n";
        for (const std::string& n : r.notes)
            out << "  - " << n << "\n";
    }
}

std::optional<core::LoadedDesign> load(const std::string& arg, std::string& fileName, std::ostream& err)
{
    std::string text, baseDir;
    if (!readDesignArgument(arg, text, fileName, baseDir, err))
        return std::nullopt;
    core::Diagnostics diagnostics;
    auto loaded = core::loadDesignText(text, fileName, baseDir, diagnostics, catalogAccess());
    err << core::formatDiagnostics(diagnostics);
    return loaded;
}

} // namespace

bool takeDesignArgument(const std::string& arg, std::string& file, const char* command, const char* usage,
                        std::ostream& err)
{
    if (!arg.empty() && arg[0] == '-') {
        err << "topoplan-cli " << command << ": unknown option '" << arg << "'\n" << usage;
        return false;
    }
    if (!file.empty()) {
        err << "topoplan-cli " << command << ": one design at a time\n" << usage;
        return false;
    }
    file = arg;
    return true;
}

bool checkFailureTargets(const core::LoadedDesign& design, const core::FailureSet& failures, const std::string& fileName,
                         std::ostream& err)
{
    const auto unknown = core::unknownFailureTargets(design, failures);
    for (const std::string& u : unknown)
        err << fileName << ": error: --fail '" << u
            << "' is not a failure target of the design (expected a device, site, cluster, power feed, port or lane DEVICE:PORT[:LANE], "
               "link 'A -- B', component DEVICE/COMPONENT or disk group DEVICE/dg-N)\n";
    return unknown.empty();
}

int gateDesign(const core::LoadedDesign& design, const core::Props& extra, const std::string& fileName, std::ostream& err,
               std::size_t* errors)
{
    core::Props requirements = design.design.requirements;
    for (const auto& [key, value] : extra)
        requirements[key] = value; // the command line's value wins
    const core::AnalysisResult intact = core::analyze(design, {});
    std::size_t errorCount = 0;
    for (const core::Finding& f : intact.findings)
        if (f.severity == core::Finding::Severity::Error) {
            err << fileName << ": error finding: " << f.message << "\n";
            ++errorCount;
        }
    if (errors)
        *errors = errorCount;
    std::vector<core::RequirementViolation> violations;
    if (!requirements.empty())
        violations = core::checkRequirements(intact, design.design, requirements);
    for (const core::RequirementViolation& v : violations)
        err << fileName << ": requirement violated: " << v.message << "\n";
    return errorCount > 0 ? kErrorFindings : violations.empty() ? kOk : kRequirementsViolated;
}

int runAnalyze(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const char* usage =
        "usage: topoplan-cli analyze FILE [--fail ID]... [--scenario ID] [--use-case ID] [--require no-spof|min-paths=N]... [--json]\n";
    std::string file, scenario, useCase;
    bool json = false;
    core::FailureSet failures;
    core::Props required;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json") {
            json = true;
        } else if (args[i] == "--require") {
            if (i + 1 >= args.size()) {
                err << "topoplan-cli analyze: --require needs a value\n" << usage;
                return kUsage;
            }
            if (const auto problem = core::parseRequirement(args[++i], required)) {
                err << "topoplan-cli analyze: " << *problem << "\n" << usage;
                return kUsage;
            }
        } else if (args[i] == "--fail" || args[i] == "--scenario" || args[i] == "--use-case") {
            if (i + 1 >= args.size()) {
                err << "topoplan-cli analyze: " << args[i] << " needs a value\n" << usage;
                return kUsage;
            }
            (args[i] == "--fail" ? failures.targets.emplace_back() : args[i] == "--scenario" ? scenario : useCase) = args[i + 1];
            ++i;
        } else if (!takeDesignArgument(args[i], file, "analyze", usage, err)) {
            return kUsage;
        }
    }
    if (file.empty()) {
        err << usage;
        return kUsage;
    }
    std::string fileName;
    const auto loaded = load(file, fileName, err);
    if (!loaded)
        return kInvalidDesign;
    if (!checkFailureTargets(*loaded, failures, fileName, err))
        return kInvalidDesign;
    const std::map<std::string, int> allowed = core::allowedPairCounts(*loaded);
    if (!scenario.empty()) {
        if (!failures.targets.empty()) {
            err << "topoplan-cli analyze: --scenario and --fail do not combine\n";
            return kUsage;
        }
        const core::ScenarioResult sr = core::evaluateScenario(*loaded, scenario);
        if (sr.id.empty()) {
            err << fileName << ": error: no scenario '" << scenario << "' in the design\n";
            return kInvalidDesign;
        }
        if (json) {
            QJsonArray steps;
            for (const core::ScenarioStep& s : sr.steps)
                steps.append(QJsonObject{{"atMin", s.atMin}, {"action", qs(s.action)}, {"target", qs(s.target)},
                                         {"analysis", resultJson(s.result, fileName, allowed)}});
            out << jsonText(QJsonObject{{"format", "topoplan-scenario/1"}, {"scenario", qs(sr.id)}, {"steps", steps}});
            return gateDesign(*loaded, required, fileName, err);
        }
        out << loaded->design.name << "\n" << fileName << "\nScenario " << sr.id << "\n";
        for (const core::ScenarioStep& s : sr.steps) {
            out << "\n== minute " << formatNumber(s.atMin) << ": " << s.action << (s.target.empty() ? "" : " " + s.target) << "\n";
            printResult(s.result, out, true, allowed);
        }
        return gateDesign(*loaded, required, fileName, err);
    }
    core::AnalysisResult result = core::analyze(*loaded, failures);
    if (!useCase.empty()) {
        // Offered load from the performance model: the use case's workloads at their
        // predicted MB/s under the same failures, the other workloads idle.
        const core::UseCase* uc = loaded->design.useCase(useCase);
        if (!uc) {
            err << fileName << ": error: no use case '" << useCase << "' in the design\n";
            return kInvalidDesign;
        }
        core::PerformanceOptions po;
        po.useCase = useCase;
        po.failed = failures.targets;
        const core::PerformanceResult perf = core::simulatePerformance(*loaded, po, result);
        core::AnalysisOptions options;
        for (const core::Workload& w : loaded->design.workloads)
            options.offeredMBps[w.id] = 0.0;
        // A withheld workload (no steady state, no back end) has no predicted MB/s: its
        // profile's rate, if it gives one, is what it offers.
        for (const core::WorkloadPerformance& wp : perf.workloads)
            if (wp.withheld.empty())
                options.offeredMBps[wp.id] = wp.mbps;
            else
                options.offeredMBps.erase(wp.id);
        // Backup / restore streams: their window's MB/s (core/performance/backup.h), as simulate reports.
        for (const auto& [id, mbps] : core::backupOfferedMBps(*loaded, uc->workloads, failures.targets))
            options.offeredMBps[id] = mbps;
        result = core::analyze(*loaded, failures, nullptr, options);
        result.notes.push_back("offered load: use case '" + useCase + "' at the performance model's predicted MB/s (simulate); "
                               "workloads outside it are idle");
    }
    if (json) {
        out << jsonText(resultJson(result, fileName, allowed));
        return gateDesign(*loaded, required, fileName, err);
    }
    out << loaded->design.name << "\n" << fileName << "\n";
    printResult(result, out, false, allowed);
    return gateDesign(*loaded, required, fileName, err);
}

int runSweep(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const char* usage = "usage: topoplan-cli sweep FILE [--depth 1|2] [--json]\n";
    std::string file;
    bool json = false;
    int depth = 1;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json") {
            json = true;
        } else if (args[i] == "--depth") {
            if (i + 1 >= args.size() || (args[i + 1] != "1" && args[i + 1] != "2")) {
                err << "topoplan-cli sweep: --depth takes 1 or 2\n" << usage;
                return kUsage;
            }
            depth = args[++i] == "2" ? 2 : 1;
        } else if (!takeDesignArgument(args[i], file, "sweep", usage, err)) {
            return kUsage;
        }
    }
    if (file.empty()) {
        err << usage;
        return kUsage;
    }
    std::string fileName;
    const auto loaded = load(file, fileName, err);
    if (!loaded)
        return kInvalidDesign;
    // Progress of a long N-2 sweep on the terminal (never into redirected output or JSON).
    const bool showProgress = depth == 2 && &err == &std::cerr && TOPOPLAN_ISATTY(2);
    auto lastShown = std::chrono::steady_clock::now();
    bool shown = false;
    core::SweepProgress progress;
    if (showProgress)
        progress = [&](long done, long total) {
            const auto now = std::chrono::steady_clock::now();
            if (now - lastShown < std::chrono::seconds(2))
                return;
            lastShown = now;
            shown = true;
            err << "\rN-2 sweep: " << done << " of " << total << " pairs" << std::flush;
        };
    const core::SweepResult sweep = core::sweepFailures(*loaded, depth, nullptr, progress);
    if (shown)
        err << "\r\033[K" << std::flush;
    if (json) {
        QJsonArray entries;
        for (const core::SweepEntry& e : sweep.entries)
            entries.append(QJsonObject{{"elements", strings(e.elements)}, {"kinds", strings(e.kinds)},
                                       {"flowsBroken", strings(e.flowsBroken)}, {"endpointOnly", e.endpointOnly},
                                       {"pathsLost", e.pathsLost}});
        out << jsonText(QJsonObject{{"format", "topoplan-sweep/1"},
                                         {"design", qs(loaded->design.name)},
                                         {"file", qs(fileName)},
                                         {"depth", sweep.depth},
                                         {"tested", sweep.elementsTested},
                                         {"harmless", sweep.harmless},
                                         {"pairs", double(sweep.pairsTotal)},
                                         {"limited", sweep.limited},
                                         {"limitReason", qs(sweep.limitReason)},
                                         {"notice", qs(sweep.notice)},
                                         {"entries", entries}});
        return kOk;
    }
    out << loaded->design.name << "\n" << fileName << "\n";
    if (sweep.depth == 1) {
        out << "\nN-1 sweep: " << sweep.elementsTested << " elements tested, " << sweep.harmless
            << " take no path down.\n";
        if (!sweep.notice.empty())
            out << "  notice: " << sweep.notice << "\n";
        out << "Ranked by flows broken, then paths lost:\n";
        for (const core::SweepEntry& e : sweep.entries) {
            out << "  " << e.elements.front() << " (" << e.kinds.front() << "): ";
            if (e.flowsBroken.empty()) {
                out << "breaks no flow";
            } else {
                out << "breaks ";
                for (std::size_t i = 0; i < e.flowsBroken.size(); ++i)
                    out << (i ? ", " : "") << e.flowsBroken[i];
                if (e.endpointOnly)
                    out << " [endpoint]";
            }
            out << "; " << e.pathsLost << (e.pathsLost == 1 ? " path" : " paths") << " lost\n";
        }
    } else {
        out << "\nN-2 sweep: " << sweep.elementsTested << " pairs tested; pairs that break a flow neither breaks alone:\n";
        if (!sweep.notice.empty())
            out << "  notice: " << sweep.notice << "\n";
        if (sweep.entries.empty())
            out << "  none\n";
        for (const core::SweepEntry& e : sweep.entries) {
            out << "  " << e.elements[0] << " + " << e.elements[1] << ": breaks ";
            for (std::size_t i = 0; i < e.flowsBroken.size(); ++i)
                out << (i ? ", " : "") << e.flowsBroken[i];
            out << "\n";
        }
    }
    return kOk;
}

} // namespace topoplan::cli
