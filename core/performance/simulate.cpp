#include "core/performance/network.h"
#include "core/performance/transferwait.h"

#include "core/performance/calibration.h"

#include "core/analysis.h"
#include "core/designschema.h"

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <optional>

namespace topoplan::core {

namespace c = constants;
using namespace perf;

namespace {

/// A latency in ms at 0.001 ms, as fmt(v, 3) wrote it ("0.128 ms").
FindingArg msArg(double v)
{
    return numberArg(std::round(v * 1000.0) / 1000.0, 3, " ms");
}

std::vector<std::string> selectedWorkloads(const LoadedDesign& d, const PerformanceOptions& o, std::string& useCase)
{
    useCase.clear();
    if (!o.workloads.empty())
        return o.workloads;
    useCase = o.useCase.empty() ? defaultUseCase(d.design) : o.useCase;
    std::vector<std::string> ids;
    if (!useCase.empty()) {
        if (const UseCase* uc = d.design.useCase(useCase))
            ids = uc->workloads;
        return ids;
    }
    for (const Workload& w : d.design.workloads)
        if (!isBackupStream(w))
            ids.push_back(w.id);
    return ids;
}

} // namespace

std::string defaultUseCase(const Design& design)
{
    for (const UseCase& uc : design.useCases)
        for (const std::string& id : uc.workloads)
            if (const Workload* w = design.workload(id); w && !isBackupStream(*w))
                return uc.id;
    return {};
}

double serviceLevelTargetMs(const LoadedDesign& d, const std::string& storage, const std::string& level)
{
    if (level.empty())
        return 0.0;
    const int di = d.topology.deviceIndex(storage);
    if (di < 0)
        return 0.0;
    return d.topology.devices[di].model->paramOr("slo_" + level + "_ms", 0.0);
}

std::vector<std::string> unknownPerformanceFailures(const LoadedDesign& d, const std::vector<std::string>& failed)
{
    std::vector<std::string> out;
    for (const std::string& id : failed) {
        bool known = d.topology.deviceIndex(id) >= 0 || d.topology.portIndex(id) >= 0 || d.design.site(id) || d.design.cluster(id);
        for (const Link& l : d.design.links)
            known = known || l.id() == id;
        const auto slash = id.find('/');
        if (!known && slash != std::string::npos) {
            const int di = d.topology.deviceIndex(id.substr(0, slash));
            const std::string rest = id.substr(slash + 1);
            if (di >= 0) {
                if (d.topology.devices[di].model->component(rest))
                    known = true;
                else if (rest.rfind("dg-", 0) == 0) {
                    const int n = std::atoi(rest.c_str() + 3);
                    const Device& dev = d.design.devices[d.topology.devices[di].designIndex];
                    known = n >= 1 && n <= int(propNumber(dev.config, "disk_groups", 0));
                }
            }
        }
        if (!known)
            out.push_back(id);
    }
    return out;
}

PerformanceFinding makePerformanceFinding(std::string severity, std::string code, FindingText text, std::vector<std::string> ids)
{
    PerformanceFinding f{std::move(severity), std::move(code), englishText(text), std::move(ids), {}};
    f.text = std::move(text);
    return f;
}

PerformanceResult simulatePerformance(const LoadedDesign& d, const PerformanceOptions& o)
{
    const AnalysisResult analysis = analyze(d, FailureSet{o.failed});
    return simulatePerformance(d, o, analysis);
}

namespace {

// The response-time law of the calibration (core/performance/calibration.h): the workloads
// whose baseline fixes their throughput but not their concurrency are solved open at the
// measured rate in the use case they were measured in, on the healthy design, and the
// model's residence per cycle there fixes their users (or the delay outside the model).
// Which center keeps `w` from carrying its measured rate in the open solve `base`: its
// busiest center ("sql-oltp-1/vcpu (6 servers) would be 101 % busy at the measured rate",
// utilization law U = X D / servers >= 1); empty when none is saturated.
std::string saturationReason(const PerformanceResult& base, const WorkloadPerformance& w)
{
    for (const CenterPerformance& c : base.centers)
        if (c.id == w.bottleneck && c.offeredUtilization >= 1.0 - 1e-8) {
            char pct[32];
            std::snprintf(pct, sizeof pct, "%.0f", c.offeredUtilization * 100.0);
            return "its busiest center " + c.id + (c.servers > 1 ? " (" + std::to_string(c.servers) + " servers)" : std::string())
                + " would be " + pct + " % busy at the measured rate (utilization law U = X D / servers >= 1)";
        }
    return {};
}

// The utilization law read the other way: a measured rate X bounds every demand on the path,
// U = X D / servers <= 1, so a center more than fully busy in the open solve at the measured
// rates (`base`) is a set of parameters (assumed, sourced and drawn figures together) under
// which the baseline could not have been measured. Returns that center's finding for the
// workloads of use case `uc` (the most loaded center; none below saturation: empty). U = 1
// itself is feasible (the CPU bound of applyCalibration() sets the vCPUs there exactly);
// 1e-9 absorbs the solver's rounding.
std::optional<FindingText> infeasibleBaseline(const PerformanceResult& base, const std::vector<std::string>& workloads,
                                              const std::string& uc)
{
    const CenterPerformance* worst = nullptr;
    for (const CenterPerformance& c : base.centers)
        if (c.offeredUtilization > 1.0 + 1e-9 && (!worst || c.offeredUtilization > worst->offeredUtilization))
            worst = &c;
    if (!worst || workloads.empty())
        return std::nullopt;
    std::string ids = workloads.front();
    for (size_t i = 1; i < workloads.size(); ++i)
        ids += ", " + workloads[i];
    return findingText(QT_TRANSLATE_NOOP("Finding", "%1: the model's parameters contradict the measured baseline: at its measured rate "
                                                    "(use case %2) %3 would be %4 busy (utilization law U = X D / servers <= 1)"),
                       {idArg(ids), idArg(uc), idArg(worst->id), numberArg(std::round(worst->offeredUtilization * 1000.0) / 10.0, 1, " %")});
}

void applyResponseTimeLaw(const LoadedDesign& d, const PerformanceOptions& o, const AnalysisResult& analysis,
                          const std::string& useCase, std::vector<WorkloadModel>& models, ParameterContext& params,
                          std::vector<FindingText>& infeasible)
{
    std::vector<std::string> useCases;
    for (const WorkloadModel& wm : models)
        if (wm.profile.needsConcurrency
            && std::find(useCases.begin(), useCases.end(), wm.profile.measuredUseCase) == useCases.end())
            useCases.push_back(wm.profile.measuredUseCase);
    if (useCases.empty())
        return;
    std::optional<AnalysisResult> healthy;
    if (!o.failed.empty())
        healthy = analyze(d, FailureSet{});
    for (const std::string& uc : useCases) {
        PerformanceOptions bo;
        bo.useCase = uc;
        bo.solver = o.solver;
        bo.overrides = o.overrides;
        bo.openAtMeasuredRates = true;
        const PerformanceResult base = simulatePerformance(d, bo, healthy ? *healthy : analysis);
        std::vector<std::string> measuredHere;
        for (const WorkloadModel& wm : models)
            if (wm.profile.needsConcurrency && wm.profile.measuredUseCase == uc)
                measuredHere.push_back(wm.workload->id);
        if (const auto why = infeasibleBaseline(base, measuredHere, uc))
            infeasible.push_back(*why);
        for (WorkloadModel& wm : models) {
            if (!wm.profile.needsConcurrency || wm.profile.measuredUseCase != uc)
                continue;
            double r = 0.0;
            // Why the law cannot be applied, when it cannot: said as it is, not guessed.
            std::string whyNot = uc.empty() ? std::string("its baseline names no use case, and the workload is not in the design's default one")
                                            : "the workload is not in its baseline's use case " + uc;
            for (const WorkloadPerformance& w : base.workloads) {
                if (w.id != wm.workload->id)
                    continue;
                if (!w.reachable) {
                    whyNot = "the workload has no storage path in its baseline's use case " + uc + " (" + w.status + ")";
                    continue;
                }
                r = w.cycleResponseS;
                whyNot = saturationReason(base, w);
            }
            // A center this workload visits saturated at the measured rate gives it an infinite
            // residence (mva.cpp): calibrateConcurrency() then keeps its declared users. Another
            // workload's saturation does not reset this one's residence.
            // The run under the baseline's conditions takes its measured users (calibration.h).
            calibrateConcurrency(wm.profile, r, params, whyNot, useCase == uc && o.usersOverride <= 0);
        }
    }
}

} // namespace

PerformanceResult simulatePerformance(const LoadedDesign& d, const PerformanceOptions& o, const AnalysisResult& analysis)
{
    PerformanceResult res;
    res.failed = o.failed;
    for (const std::string& u : unknownPerformanceFailures(d, o.failed))
        res.findings.push_back(makePerformanceFinding(
            "error", "unknown-failure", findingText(QT_TRANSLATE_NOOP("Finding", "failure target '%1' names nothing in the design"), {idArg(u)}),
            {u}));
    // Flows the graph analysis left out (FlowAnalyzer::kMaxTracedPairs): their workloads are
    // simulated without knowing whether a path survives.
    for (const Finding& x : analysis.findings)
        if (x.code == "path-limit")
            res.findings.push_back(makePerformanceFinding(
                "error", x.code,
                findingText(QT_TRANSLATE_NOOP("Finding", "%1; the workloads of those hosts are simulated as if their storage were reachable"),
                            {x.text.empty() ? idArg(x.message) : textArg(x.text)}),
                x.ids));
    const Failures f(d, o.failed);
    ParameterContext params(o.overrides.get());
    Builder b(d, f, analysis, params);
    std::vector<WorkloadModel> models;
    for (const std::string& id : selectedWorkloads(d, o, res.useCase)) {
        const Workload* w = d.design.workload(id);
        if (!w)
            continue;
        WorkloadModel wm;
        wm.workload = w;
        wm.profile = resolveProfile(d.design, *w, o.usersOverride, params);
        if (wm.profile.kind == "backup" || wm.profile.kind == "restore")
            continue;
        if (!o.ignoreBaselines)
            calibrateProfile(d, *w, wm.profile, params);
        // The users are given; with users measured, the law still derives the delay per cycle
        // outside the modelled centers, which a sweep's users keep (calibrateConcurrency()).
        if (o.usersOverride > 0 && wm.profile.measuredUsers <= 0)
            wm.profile.needsConcurrency = false;
        if (o.openAtMeasuredRates && wm.profile.needsConcurrency) {
            wm.profile.closed = false;
            wm.profile.openCyclesPerS = measuredRate(wm.profile, params);
            wm.profile.needsConcurrency = false;
        }
        b.build(wm);
        models.push_back(std::move(wm));
    }
    std::vector<FindingText> infeasible;
    applyResponseTimeLaw(d, o, analysis, res.useCase, models, params, infeasible);
    for (const FindingText& why : infeasible) {
        res.infeasibleBaselines.push_back(englishText(why));
        res.findings.push_back(makePerformanceFinding("warning", "baseline-infeasible", why, {}));
    }
    // Classes: per workload a synchronous class (closed: users; open: its rate) and an
    // open class for the asynchronous writes, whose rate follows the synchronous throughput.
    // A class with the demands of `parts`; returns its index.
    auto addClass = [&](const mva::ClassSpec& spec, const std::vector<Contribution>& parts) {
        b.net.classes.push_back(spec);
        const int cls = int(b.net.classes.size()) - 1;
        for (const Contribution& ct : parts)
            if (ct.demandS > 0)
                b.net.addDemand(cls, ct.center, ct.demandS);
        return cls;
    };
    for (WorkloadModel& wm : models) {
        if (!wm.reachable || !wm.withheld.empty())
            continue;
        mva::ClassSpec cs;
        cs.name = wm.workload->id;
        cs.open = !wm.profile.closed;
        cs.population = wm.profile.users;
        cs.thinkS = wm.profile.thinkS;
        cs.arrivalPerS = wm.profile.openCyclesPerS;
        wm.syncClass = addClass(cs, wm.sync);
        mva::ClassSpec as;
        as.name = wm.workload->id + ":async";
        as.open = true;
        as.batch = wm.profile.writeBatch;
        wm.asyncClass = addClass(as, wm.async);
    }
    // Head-of-line waits behind larger transfers at the ports (transferwait.h), refreshed from
    // each solution of the fixed point below; the share is read only where ports carry transfers.
    TransferWaits waits;
    waits.attach(b, models);
    const double transferShare = waits.empty() ? 0.0 : params.value("port-transfer-wait");
    mva::Solution sol;
    if (!b.net.classes.empty()) {
        // Fixed point: asynchronous rate = synchronous throughput (cycles/s), damped.
        // The iterations use the fast Schweitzer-Bard solver with a looser tolerance; the
        // final solve below uses the requested solver (exact / Linearizer) at the fixed point.
        mva::Options fast = o.solver;
        fast.forceApproximate = true;
        fast.linearizerMaxClasses = 0;
        fast.tolerance = 1e-6;
        std::vector<double> x(models.size(), 0.0);
        bool settled = false;
        std::vector<double> solvedRates; // the asynchronous rates the last solve used
        auto setAsyncRates = [&] {
            for (size_t i = 0; i < models.size(); ++i)
                if (models[i].asyncClass >= 0)
                    b.net.classes[models[i].asyncClass].arrivalPerS = x[i];
            solvedRates = x;
        };
        for (int it = 0; it < c::kAsyncFixedPointIterations && !settled; ++it) {
            setAsyncRates();
            sol = mva::solve(b.net, fast);
            settled = it > 0;
            for (size_t i = 0; i < models.size(); ++i) {
                if (models[i].syncClass < 0)
                    continue;
                const double nx = sol.throughput[models[i].syncClass];
                const double next = it == 0 ? nx : 0.5 * (x[i] + nx);
                if (std::abs(next - x[i]) > 1e-4 * std::max(1.0, nx))
                    settled = false;
                x[i] = next;
            }
            if (!waits.empty() && waits.update(b, models, sol, transferShare, 1.0) > 1e-6)
                settled = false; // a wait moved by more than 1 us per cycle (cycles: 1-10 ms)
        }
        // An all-open network (the response-time law's solve at the measured rates) has been
        // solved at these very rates by the last iteration, and the open formulas do not depend
        // on the solver options: a final solve would only repeat it.
        const bool allOpen = std::all_of(b.net.classes.begin(), b.net.classes.end(),
                                         [](const mva::ClassSpec& cs) { return cs.open; });
        const bool repeat = allOpen && solvedRates == x;
        setAsyncRates();
        mva::Options final = o.solver;
        final.tolerance = std::max(final.tolerance, 1e-6); // 1e-6 of a queue length: far below the model's accuracy
        if (!repeat)
            sol = mva::solve(b.net, final);
        res.converged = settled && sol.converged;
        res.method = sol.method;
        // The finding names what it is about: the workloads in the network, and for a
        // saturation the centers at or above 100 % (newcomer19 W1: the warning named nothing).
        std::vector<std::string> solvedIds;
        for (const WorkloadModel& wm : models)
            if (wm.syncClass >= 0)
                solvedIds.push_back(wm.workload->id);
        if (!settled)
            res.findings.push_back(makePerformanceFinding(
                "warning", "not-converged",
                findingText(QT_TRANSLATE_NOOP("Finding", "the asynchronous-write fixed point did not settle; results are approximate")),
                solvedIds));
        if (!sol.converged) {
            std::vector<std::string> ids;
            if (sol.saturated)
                for (size_t k = 0; k < b.net.centers.size() && k < sol.utilization.size(); ++k)
                    if (sol.utilization[k] >= 1.0)
                        ids.push_back(b.net.centers[k].name);
            for (const std::string& id : solvedIds)
                ids.push_back(id);
            res.findings.push_back(makePerformanceFinding(
                "warning", "not-converged",
                findingText(sol.saturated ? QT_TRANSLATE_NOOP("Finding", "a center is saturated by asynchronous writes or open load")
                                          : QT_TRANSLATE_NOOP("Finding", "the approximate MVA hit its iteration limit")),
                ids));
        }
    }
    // Open load per center and server (utilization law U = lambda D / servers): at U >= 1 an
    // open class has no steady state (its queue grows without bound; Lazowska et al. 1984,
    // ch. 6). The workloads crossing such a center get no figures (the solver's residences
    // there are infinite, a closed class beside it is starved to ~0): withheld, with the
    // center, the share of its capacity offered and the workloads offering it.
    std::vector<double> openU(b.net.centers.size(), 0.0);
    std::vector<std::vector<std::string>> openBy(b.net.centers.size());
    for (const mva::ClassSpec& cs : b.net.classes) {
        if (!cs.open)
            continue;
        const std::string owner = cs.name.substr(0, cs.name.rfind(":async") == std::string::npos ? cs.name.size() : cs.name.rfind(":async"));
        for (const mva::Visit& v : cs.visits) {
            const mva::Center& ce = b.net.centers[v.center];
            if (ce.kind == mva::CenterKind::Delay || cs.arrivalPerS * v.demandS <= 0)
                continue;
            openU[v.center] += cs.arrivalPerS * v.demandS / (ce.kind == mva::CenterKind::MultiServer ? ce.servers : 1);
            std::vector<std::string>& by = openBy[v.center];
            if (std::find(by.begin(), by.end(), owner) == by.end())
                by.push_back(owner);
        }
    }
    // The calibration's own open solve at the measured rates (openAtMeasuredRates) reads the
    // saturation itself (saturationReason(), infeasibleBaseline()): nothing withheld there.
    auto unstable = [&](int k) { return !o.openAtMeasuredRates && openU[k] >= 1.0; };
    std::vector<std::vector<std::string>> withheldAt(b.net.centers.size());
    for (WorkloadModel& wm : models) {
        if (!wm.reachable || !wm.withheld.empty())
            continue;
        int worst = -1;
        for (const std::vector<Contribution>* parts : {&wm.sync, &wm.async})
            for (const Contribution& ct : *parts)
                if (ct.demandS > 0 && unstable(ct.center) && (worst < 0 || openU[ct.center] > openU[worst]))
                    worst = ct.center;
        if (worst < 0)
            continue;
        wm.withheld = findingText(QT_TRANSLATE_NOOP("Finding", "no steady state: %1 is offered %2 of its capacity by the rate-given "
                                                               "load of %3 (an open queue needs less than 100 %)"),
                                  {idArg(b.net.centers[worst].name), groupedNumberArg(std::round(openU[worst] * 100.0), 0, " %"),
                                   listArg(openBy[worst])});
        for (size_t k = 0; k < b.net.centers.size(); ++k)
            if (unstable(int(k)))
                for (const std::vector<Contribution>* parts : {&wm.sync, &wm.async})
                    for (const Contribution& ct : *parts)
                        if (ct.center == int(k) && ct.demandS > 0
                            && std::find(withheldAt[k].begin(), withheldAt[k].end(), wm.workload->id) == withheldAt[k].end())
                            withheldAt[k].push_back(wm.workload->id);
    }
    // Per-tag residence of a class: a merged visit's residence split by demand share.
    auto tagResidence = [&](int cls, const std::vector<Contribution>& parts, Tag tag) {
        if (cls < 0)
            return 0.0;
        const mva::ClassSpec& cs = b.net.classes[cls];
        double sum = 0.0;
        for (const Contribution& ct : parts) {
            if (ct.tag != tag || ct.demandS <= 0)
                continue;
            for (size_t j = 0; j < cs.visits.size(); ++j)
                if (cs.visits[j].center == ct.center && cs.visits[j].demandS > 0)
                    sum += sol.residenceS[cls][j] * ct.demandS / cs.visits[j].demandS * ct.latencyWeight;
        }
        return sum;
    };
    for (WorkloadModel& wm : models) {
        WorkloadPerformance wp;
        wp.id = wm.workload->id;
        wp.storage = wm.workload->storage;
        wp.reachable = wm.reachable;
        wp.status = wm.status;
        wp.statusText = wm.statusText;
        wp.paths = wm.paths;
        wp.users = wm.profile.declaredUsers;
        wp.profile = wm.profile;
        wp.serviceLevel = wm.profile.serviceLevel;
        wp.targetMs = serviceLevelTargetMs(d, wp.storage, wp.serviceLevel);
        if (!wm.reachable) {
            res.findings.push_back(
                makePerformanceFinding("error", "unreachable", findingText(QT_TRANSLATE_NOOP("Finding", "%1: %2"),
                                                                              {idArg(wp.id), wm.statusText.empty() ? idArg(wm.status) : textArg(wm.statusText)}),
                                       {wp.id}));
            res.workloads.push_back(wp);
            continue;
        }
        if (!wm.withheld.empty()) {
            wp.withheldText = wm.withheld;
            wp.withheld = englishText(wm.withheld);
            wp.basis = wm.profile.basis;
            if (wm.syncClass < 0) // withheld before the solve (no back end); no-steady-state has its center finding
                res.findings.push_back(makePerformanceFinding(
                    "warning", "not-predicted", findingText(QT_TRANSLATE_NOOP("Finding", "%1: not predicted: %2"), {idArg(wp.id), textArg(wm.withheld)}),
                    {wp.id, wp.storage}));
            res.workloads.push_back(wp);
            continue;
        }
        const WorkloadProfile& p = wm.profile;
        const double x = sol.throughput[wm.syncClass];
        // Asynchronous writes at the rate their class was solved with (the fixed point above),
        // so that the reported writes are the load they put on the centers; the requested
        // solver may settle up to about 1 % away from the Schweitzer-Bard fixed point.
        const double asyncCycles = wm.asyncClass >= 0 ? b.net.classes[wm.asyncClass].arrivalPerS : x;
        wp.readIops = x * p.readsPerCycle;
        wp.writeIops = x * p.syncWritesPerCycle + asyncCycles * p.writesPerCycle;
        wp.iops = wp.readIops + wp.writeIops;
        wp.mbps = (wp.readIops * p.readKB + wp.writeIops * p.writeKB) * c::kBytesPerIoKB / c::kBytesPerMB;
        if (p.readsPerCycle > 0)
            wp.readLatencyMs = tagResidence(wm.syncClass, wm.sync, TagRead) / p.readsPerCycle * 1000.0;
        const double syncW = tagResidence(wm.syncClass, wm.sync, TagWrite);
        const double asyncW = tagResidence(wm.asyncClass, wm.async, TagWrite);
        const double writesPerCycle = p.syncWritesPerCycle + p.writesPerCycle;
        if (writesPerCycle > 0)
            wp.writeLatencyMs = (syncW + asyncW) / writesPerCycle * 1000.0;
        wp.tpm = x * p.txnPerCycle * 60.0 * p.tpmCounterPerTxn;
        wp.nopm = x * p.txnPerCycle * 60.0 * p.nopmPerTpm;
        wp.basis = p.basis;
        for (double r : sol.residenceS[wm.syncClass])
            wp.cycleResponseS += r;
        if (wm.cpuCenter >= 0)
            wp.cpuUtilization = sol.utilization[wm.cpuCenter];
        double worst = -1;
        for (const Contribution& ct : wm.sync)
            if (sol.utilization[ct.center] > worst) {
                worst = sol.utilization[ct.center];
                wp.bottleneck = b.net.centers[ct.center].name;
            }
        const double worstLatency = std::max(wp.readLatencyMs, wp.writeLatencyMs);
        if (wp.targetMs > 0 && p.kind != "dss" && worstLatency > wp.targetMs)
            res.findings.push_back(makePerformanceFinding(
                "warning", "slo-missed",
                findingText(QT_TRANSLATE_NOOP("Finding", "%1: predicted latency %2 exceeds the %3 service level target %4"),
                            {idArg(wp.id), msArg(worstLatency), idArg(wp.serviceLevel), msArg(wp.targetMs)}),
                {wp.id, wp.storage}));
        else if (wp.targetMs > 0 && p.kind == "dss" && wp.readLatencyMs > wp.targetMs)
            res.findings.push_back(makePerformanceFinding(
                "warning", "slo-missed",
                findingText(QT_TRANSLATE_NOOP("Finding", "%1: predicted read latency %2 exceeds the %3 target %4"),
                            {idArg(wp.id), msArg(wp.readLatencyMs), idArg(wp.serviceLevel), msArg(wp.targetMs)}),
                {wp.id, wp.storage}));
        res.workloads.push_back(wp);
    }
    // Centers only withheld workloads visit (their vCPUs, fixed latencies) carry no figure
    // either: a closed class starved beside an unstable center shows 0.0000000125 % there.
    std::vector<bool> shown(b.net.centers.size(), false);
    for (const WorkloadModel& wm : models)
        if (wm.reachable && wm.withheld.empty())
            for (const std::vector<Contribution>* parts : {&wm.sync, &wm.async})
                for (const Contribution& ct : *parts)
                    if (ct.center >= 0 && ct.center < int(shown.size()))
                        shown[ct.center] = true;
    for (size_t k = 0; k < b.net.centers.size(); ++k) {
        if (!shown[k] && !unstable(int(k)))
            continue;
        CenterPerformance cp;
        cp.id = b.net.centers[k].name;
        cp.kind = b.kinds[k];
        cp.servers = b.net.centers[k].kind == mva::CenterKind::MultiServer ? b.net.centers[k].servers : 1;
        cp.utilization = sol.utilization.empty() ? 0.0 : sol.utilization[k];
        cp.queueLength = sol.centerQueue.empty() ? 0.0 : sol.centerQueue[k];
        if (b.net.centers[k].kind == mva::CenterKind::Delay)
            cp.utilization = 0.0;
        // Never more than fully busy: the offered share beyond 1 is offeredUtilization, and
        // its queue has no mean (it grows without bound).
        cp.offeredUtilization = std::max(cp.utilization, openU[k]);
        cp.utilization = std::min(1.0, cp.utilization);
        if (unstable(int(k)))
            cp.queueLength = 0.0;
        res.centers.push_back(cp);
        if (unstable(int(k)))
            res.findings.push_back(makePerformanceFinding(
                "error", "no-steady-state",
                findingText(QT_TRANSLATE_NOOP("Finding", "%1 is saturated (100 % busy): the rate-given load of %2 offers %3 of its "
                                                         "capacity, so it has no steady state; no figures are predicted for %4"),
                            {idArg(cp.id), listArg(openBy[k]), groupedNumberArg(std::round(openU[k] * 100.0), 0, " %"), listArg(withheldAt[k])}),
                [&] {
                    std::vector<std::string> ids{cp.id};
                    for (const std::string& w : withheldAt[k])
                        if (std::find(ids.begin(), ids.end(), w) == ids.end())
                            ids.push_back(w);
                    return ids;
                }()));
        else if (cp.utilization >= c::kSaturatedUtilization)
            res.findings.push_back(makePerformanceFinding(
                "warning", "saturated",
                findingText(cp.kind == "cpu" ? QT_TRANSLATE_NOOP("Finding", "%1 is %2 busy: the vCPUs limit the workload (more users only "
                                                                            "add queueing)")
                                             : QT_TRANSLATE_NOOP("Finding", "%1 is %2 busy: latency there grows steeply"),
                            {idArg(cp.id), numberArg(std::round(cp.utilization * 1000.0) / 10.0, 1, " %")}),
                {cp.id}));
    }
    std::stable_sort(res.centers.begin(), res.centers.end(),
                     [](const CenterPerformance& a, const CenterPerformance& b2) {
                         return a.utilization != b2.utilization ? a.utilization > b2.utilization : a.offeredUtilization > b2.offeredUtilization;
                     });
    if (!res.centers.empty())
        res.bottleneck = res.centers.front().id;
    for (const WorkloadModel& wm : models)
        for (const std::string& n : wm.profile.notes)
            res.notes.push_back(wm.workload->id + ": " + n);
    res.notes.insert(res.notes.end(), b.notes.begin(), b.notes.end());
    res.notes.push_back("array routes: the surviving paths of the graph analysis (core/analysis.h) in the storage group's "
                        "port group; switch hops and inter-switch links are not queueing centers");
    res.parameters = params.used(); // the registry's and the calibrated (measured) ones, first use first
    return res;
}

} // namespace topoplan::core
