#include "core/performance/uncertainty.h"
#include "core/performance/basistext.h"

#include "core/performance.h"
#include "core/performance/predictionbasis.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

namespace topoplan::core {

const char* basisName(Basis b)
{
    switch (b) {
    case Basis::Measured: return "measured";
    case Basis::Sourced: return "sourced";
    case Basis::Assumed: return "assumed";
    }
    return "assumed";
}

const WorkloadUncertainty* findUncertainty(const UncertaintyResult& u, const std::string& workload)
{
    for (const auto& w : u.workloads)
        if (w.workload == workload)
            return &w;
    return nullptr;
}

const CenterUncertainty* findCenterUncertainty(const UncertaintyResult& u, const std::string& id)
{
    for (const auto& c : u.centers)
        if (c.center == id)
            return &c;
    return nullptr;
}

namespace {

// The figures of a workload an interval is given for, in WorkloadUncertainty's order.
constexpr int kFigures = 10;
using Figures = std::array<double, kFigures>;

Figures figuresOf(const WorkloadPerformance& w)
{
    return {w.iops, w.readIops, w.writeIops, w.mbps, w.readLatencyMs, w.writeLatencyMs, w.tpm, w.nopm, w.cpuUtilization,
            modelUsers(w).users};
}

// The headline figure of the tornado: TPM for workloads that count transactions (HammerDB
// TPROC-C, TPC-E-like), IOPS otherwise.
bool tornadoOnTpm(const WorkloadPerformance& w)
{
    return w.tpm > 0;
}

// Uniform random number in [0, 1) from the generator's 32 bits: the same on every platform
// (std::uniform_real_distribution is not specified bit for bit).
double unit01(std::mt19937& rng)
{
    return double(rng()) / 4294967296.0;
}

// Value of a parameter at quantile u of its range. Ranges spanning a factor of 2 or more
// are sampled log-uniformly: they are multiplicative uncertainties ("a cost known to within
// a factor of 10"), and log-uniform gives each factor the same weight, where uniform would
// put 90 % of the samples of 10-300 us above 39 us. Narrower ranges are sampled uniformly
// (there both are nearly the same).
double quantile(const Parameter& p, double u)
{
    if (p.low > 0 && p.high >= 2.0 * p.low)
        return std::exp(std::log(p.low) + u * (std::log(p.high) - std::log(p.low)));
    return p.low + u * (p.high - p.low);
}

bool varies(const Parameter& p)
{
    return p.high > p.low;
}

// A parameter belongs to a workload's basis when it is global or scoped to that workload.
bool scopedTo(const Parameter& p, const std::string& workload)
{
    return p.id.size() > workload.size() && p.id.compare(0, workload.size(), workload) == 0 && p.id[workload.size()] == '/';
}

// `options` with `ov` on top of the caller's own overrides.
PerformanceOptions withOverrides(const PerformanceOptions& options, const ParameterOverrides& ov)
{
    auto merged = std::make_shared<ParameterOverrides>(options.overrides ? *options.overrides : ParameterOverrides{});
    for (const auto& [id, v] : ov)
        (*merged)[id] = v;
    PerformanceOptions o = options;
    o.overrides = merged;
    return o;
}

/// The basis words as translatable texts: "measured", "calibrated", ... (basisName(),
/// WorkloadPerformance::basis); lupdate reads the marks.
FindingText basisWordText(const std::string& word)
{
    static const char* const kWords[] = {QT_TRANSLATE_NOOP("Finding", "measured"),   QT_TRANSLATE_NOOP("Finding", "sourced"),
                                         QT_TRANSLATE_NOOP("Finding", "assumed"),    QT_TRANSLATE_NOOP("Finding", "calibrated"),
                                         QT_TRANSLATE_NOOP("Finding", "partly calibrated"), QT_TRANSLATE_NOOP("Finding", "a priori")};
    for (const char* w : kWords)
        if (word == w)
            return findingText(w);
    return findingText("%1", {idArg(word)});
}

/// Texts joined as a sentence lists them: "a", "a and b", "a, b and c".
FindingText joinedText(const std::vector<FindingText>& parts)
{
    if (parts.empty())
        return findingText("");
    FindingText head = parts.front();
    for (size_t i = 1; i + 1 < parts.size(); ++i)
        head = findingText("%1, %2", {textArg(head), textArg(parts[i])});
    return parts.size() == 1 ? head : findingText(QT_TRANSLATE_NOOP("Finding", "%1 and %2"), {textArg(head), textArg(parts.back())});
}

} // namespace

SamplePlan samplePlan(const std::vector<Parameter>& parameters, const UncertaintyOptions& uo)
{
    SamplePlan plan;
    for (size_t j = 0; j < parameters.size(); ++j)
        if (varies(parameters[j])) {
            plan.varying.push_back(j);
            plan.oneAtATime.push_back({{parameters[j].id, parameters[j].low}});
            plan.oneAtATime.push_back({{parameters[j].id, parameters[j].high}});
        }
    // Latin hypercube: n strata per parameter, one sample in each, strata paired at random
    // (McKay, Beckman & Conover, Technometrics 21(2), 1979). Seeded: the same seed gives the
    // same samples.
    const int n = plan.varying.empty() ? 0 : std::max(0, uo.samples);
    if (n <= 0)
        return plan;
    std::mt19937 rng(uo.seed);
    std::vector<std::vector<int>> strata(plan.varying.size(), std::vector<int>(size_t(n)));
    for (auto& perm : strata) {
        for (int i = 0; i < n; ++i)
            perm[size_t(i)] = i;
        for (int i = n - 1; i > 0; --i) // Fisher-Yates with the platform-independent draw
            std::swap(perm[size_t(i)], perm[size_t(unit01(rng) * (i + 1))]);
    }
    for (int i = 0; i < n; ++i) {
        ParameterOverrides ov;
        for (size_t k = 0; k < plan.varying.size(); ++k) {
            const Parameter& p = parameters[plan.varying[k]];
            ov[p.id] = quantile(p, (strata[k][size_t(i)] + unit01(rng)) / n);
        }
        plan.latinHypercube.push_back(std::move(ov));
    }
    return plan;
}

PairedInterval pairedInterval(const PairedRun& base, const PairedRun& variant, const PairedFigure& figure,
                              const UncertaintyOptions& uo)
{
    const auto t0 = std::chrono::steady_clock::now();
    PairedInterval out;
    out.value = figure(*base.point, *variant.point);
    out.interval = {out.value, out.value};
    // The union of both runs' parameters, the base's first: one override set per sample is
    // applied to both runs, so a parameter they share takes the same value in both.
    std::vector<Parameter> params = base.point->parameters;
    for (const Parameter& p : variant.point->parameters)
        if (std::none_of(params.begin(), params.end(), [&](const Parameter& q) { return q.id == p.id; }))
            params.push_back(p);
    auto run = [&](const PairedRun& r, const ParameterOverrides& ov) {
        ++out.evaluations;
        return simulatePerformance(*r.design, withOverrides(*r.options, ov), *r.analysis);
    };
    const SamplePlan plan = samplePlan(params, uo);
    auto fold = [&](const std::vector<ParameterOverrides>& sets) {
        for (const ParameterOverrides& ov : sets) {
            if (uo.cancel && uo.cancel->load(std::memory_order_relaxed)) {
                out.cancelled = true;
                return;
            }
            const PerformanceResult b = run(base, ov), v2 = run(variant, ov);
            if (!b.infeasibleBaselines.empty() || !v2.infeasibleBaselines.empty()) {
                ++out.infeasible; // a draw the measured baseline rules out (estimateUncertainty())
                continue;
            }
            const double v = figure(b, v2);
            if (!std::isfinite(v))
                continue;
            out.interval.low = std::min(out.interval.low, v);
            out.interval.high = std::max(out.interval.high, v);
        }
    };
    fold(plan.oneAtATime);
    if (!out.cancelled)
        fold(plan.latinHypercube);
    out.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

UncertaintyResult estimateUncertainty(const LoadedDesign& design, const PerformanceOptions& options, const PerformanceResult& point,
                                      const AnalysisResult& analysis, const UncertaintyOptions& uo)
{
    const auto t0 = std::chrono::steady_clock::now();
    UncertaintyResult out;
    out.parameters = point.parameters;
    const size_t nw = point.workloads.size();
    std::map<std::string, size_t> index;
    std::vector<Figures> lo(nw), hi(nw), pt(nw);
    std::vector<int> withheldDraws(nw, 0);      // WorkloadUncertainty::withheldDraws
    std::vector<std::pair<std::string, FindingText>> withheldReason(nw); // the first one's reason
    for (size_t i = 0; i < nw; ++i) {
        index[point.workloads[i].id] = i;
        pt[i] = lo[i] = hi[i] = figuresOf(point.workloads[i]);
    }
    // Centers: the band of each point-estimate center's utilization and queue.
    std::map<std::string, size_t> centerIndex;
    for (const CenterPerformance& c : point.centers) {
        centerIndex.emplace(c.id, out.centers.size());
        out.centers.push_back({c.id, {c.utilization, c.utilization}, {c.queueLength, c.queueLength}});
    }
    // One evaluation with `ov` on top of the caller's overrides; folds every reachable
    // workload's figures into the band. Returns the headline figure per workload (NaN when
    // cancelled, unreachable or infeasible). An evaluation whose parameters contradict a
    // measured baseline (PerformanceResult::infeasibleBaselines) is no possible outcome: it is
    // left out of the band, `infeasible` set, and counted when it is a draw of the plan
    // (`draw`; the bisection's probes are not).
    bool infeasible = false;
    auto evaluate = [&](const ParameterOverrides& ov, bool draw = true) {
        std::vector<double> headline(nw, std::nan(""));
        infeasible = false;
        if (out.cancelled || (uo.cancel && uo.cancel->load(std::memory_order_relaxed))) {
            out.cancelled = true;
            return headline;
        }
        const PerformanceResult r = simulatePerformance(design, withOverrides(options, ov), analysis);
        ++out.evaluations;
        out.draws += draw;
        if (!r.infeasibleBaselines.empty()) {
            infeasible = true;
            out.infeasible += draw;
            if (out.infeasibleReason.empty()) {
                out.infeasibleReason = r.infeasibleBaselines.front();
                for (const PerformanceFinding& f : r.findings) // the same line as a template (simulatePerformance())
                    if (f.code == "baseline-infeasible" && f.message == out.infeasibleReason) {
                        out.infeasibleReasonText = f.text;
                        break;
                    }
            }
            return headline;
        }
        for (const WorkloadPerformance& w : r.workloads) {
            const auto it = index.find(w.id);
            // A draw in which the workload has no figures (withheld: no steady state) is no
            // outcome of its figures: left out of its band, not a 0 at its low end.
            if (it == index.end() || !w.reachable || !point.workloads[it->second].reachable)
                continue;
            if (!w.withheld.empty()) {
                if (draw && point.workloads[it->second].withheld.empty() && withheldDraws[it->second]++ == 0)
                    withheldReason[it->second] = {w.withheld, w.withheldText};
                continue;
            }
            const size_t i = it->second;
            const Figures f = figuresOf(w);
            for (int k = 0; k < kFigures; ++k) {
                lo[i][k] = std::min(lo[i][k], f[k]);
                hi[i][k] = std::max(hi[i][k], f[k]);
            }
            headline[i] = tornadoOnTpm(point.workloads[i]) ? w.tpm : w.iops;
        }
        for (const CenterPerformance& c : r.centers)
            if (const auto it = centerIndex.find(c.id); it != centerIndex.end()) {
                CenterUncertainty& cu = out.centers[it->second];
                cu.utilization = {std::min(cu.utilization.low, c.utilization), std::max(cu.utilization.high, c.utilization)};
                cu.queueLength = {std::min(cu.queueLength.low, c.queueLength), std::max(cu.queueLength.high, c.queueLength)};
            }
        return headline;
    };

    // One at a time: each parameter at its low and its high end; then the Latin hypercube.
    // An end the measured baseline rules out is replaced by the parameter's last feasible
    // value between the point and that end (bisection, kFeasibleLimitSteps): the tornado shows
    // the range the measurement leaves, not a figure no system with that baseline can have.
    struct Oat {
        size_t param;
        std::vector<double> atLow, atHigh;
        double low = 0.0, high = 0.0; ///< the parameter's ends evaluated
    };
    std::vector<double> pointHeadline(nw);
    for (size_t i = 0; i < nw; ++i)
        pointHeadline[i] = tornadoOnTpm(point.workloads[i]) ? point.workloads[i].tpm : point.workloads[i].iops;
    auto oneEnd = [&](const Parameter& p, const ParameterOverrides& ov, double end, double& evaluated) {
        std::vector<double> h = evaluate(ov);
        evaluated = end;
        if (!infeasible)
            return h;
        double ok = p.value, bad = end;
        h = pointHeadline;
        for (int step = 0; step < kFeasibleLimitSteps && !out.cancelled; ++step) {
            const double mid = 0.5 * (ok + bad);
            std::vector<double> m = evaluate({{p.id, mid}}, false);
            if (infeasible)
                bad = mid;
            else {
                ok = mid;
                h = std::move(m);
            }
        }
        evaluated = ok;
        return h;
    };
    std::vector<Oat> oat;
    const SamplePlan plan = samplePlan(out.parameters, uo);
    for (size_t k = 0; k < plan.varying.size(); ++k) {
        const Parameter& p = out.parameters[plan.varying[k]];
        Oat o{plan.varying[k], {}, {}};
        o.atLow = oneEnd(p, plan.oneAtATime[2 * k], p.low, o.low);
        o.atHigh = oneEnd(p, plan.oneAtATime[2 * k + 1], p.high, o.high);
        oat.push_back(std::move(o));
    }
    for (const ParameterOverrides& ov : plan.latinHypercube) {
        if (out.cancelled)
            break;
        evaluate(ov);
    }

    for (size_t i = 0; i < nw; ++i) {
        const WorkloadPerformance& w = point.workloads[i];
        WorkloadUncertainty u;
        u.workload = w.id;
        Interval* iv[kFigures] = {&u.iops, &u.readIops, &u.writeIops, &u.mbps, &u.readLatencyMs, &u.writeLatencyMs,
                                  &u.tpm, &u.nopm, &u.cpuUtilization, &u.users};
        for (int k = 0; k < kFigures; ++k)
            *iv[k] = Interval{lo[i][k], hi[i][k]};
        // A utilization is a share of the CPU: the solver's rounding (1.0000000000000004 at
        // saturation) does not make an interval end above 100 %.
        u.cpuUtilization = Interval{std::clamp(u.cpuUtilization.low, 0.0, 1.0), std::clamp(u.cpuUtilization.high, 0.0, 1.0)};
        u.tornadoFigure = tornadoOnTpm(w) ? "tpm" : "iops";
        const double headline = tornadoOnTpm(w) ? w.tpm : w.iops;
        for (const Oat& o : oat) {
            const double a = o.atLow[i], b = o.atHigh[i];
            if (!std::isfinite(a) || !std::isfinite(b) || std::abs(b - a) <= 1e-9 * std::max(1.0, std::abs(headline)))
                continue;
            const Parameter& p = out.parameters[o.param];
            u.tornado.push_back({p.id, englishText(tornadoLabelText(p, w.id, point.workloads)), p.basis, o.low, o.high, a, b});
        }
        std::stable_sort(u.tornado.begin(), u.tornado.end(), [](const TornadoBar& x, const TornadoBar& y) {
            return std::abs(x.figureAtHigh - x.figureAtLow) > std::abs(y.figureAtHigh - y.figureAtLow);
        });
        if (int(u.tornado.size()) > uo.tornadoBars)
            u.tornado.resize(size_t(std::max(0, uo.tornadoBars)));
        // Basis: the workload's own (WorkloadPerformance::basis, set by applyCalibration()):
        // one rule for text, JSON, GUI and report (docs/performance-model.md, "Basis of a
        // prediction"); its line and the "measure next" entries from the templates of
        // basistext.h, which the GUI translates.
        std::vector<FindingText> labels;
        for (const TornadoBar& b : u.tornado)
            for (const Parameter& p : out.parameters)
                if (p.id == b.parameterId) {
                    labels.push_back(tornadoLabelText(p, w.id, point.workloads));
                    break;
                }
        for (size_t k = 0; k < u.tornado.size(); ++k) {
            const TornadoBar& b = u.tornado[k];
            const std::string next = englishText(measureNextText(b, labels[k]));
            if (b.basis != Basis::Measured && u.measureNext.size() < 3
                && std::find(u.measureNext.begin(), u.measureNext.end(), next) == u.measureNext.end())
                u.measureNext.push_back(next);
        }
        u.basis = w.reachable ? w.basis : "a priori";
        u.basisSummary = englishText(basisSummaryText(w, u, labels, out.parameters));
        u.withheldDraws = withheldDraws[i];
        std::tie(u.withheldReason, u.withheldReasonText) = withheldReason[i];
        out.workloads.push_back(std::move(u));
    }
    out.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

FindingText tornadoLabelText(const Parameter& p, const std::string& workload, const std::vector<WorkloadPerformance>& workloads)
{
    // Another workload's scoped parameter (a neighbour's WORK_UNIT on a shared cluster) says
    // whose it is: labels alone repeat.
    FindingText label = findingText(p.label.c_str());
    const auto slash = p.id.find('/');
    if (slash != std::string::npos && !scopedTo(p, workload))
        for (const WorkloadPerformance& o : workloads)
            if (o.id == p.id.substr(0, slash))
                label = findingText(QT_TRANSLATE_NOOP("Finding", "%1 of %2"), {textArg(label), idArg(o.id)});
    return label;
}

FindingText measureNextText(const TornadoBar& bar, const FindingText& label)
{
    return findingText("%1 (%2)", {textArg(label), textArg(basisWordText(basisName(bar.basis)))});
}

FindingText basisSummaryText(const WorkloadPerformance& w, const WorkloadUncertainty& u, const std::vector<FindingText>& labels,
                             const std::vector<Parameter>& parameters)
{
    if (!w.reachable)
        return findingText(QT_TRANSLATE_NOOP("Finding", "unreachable: no prediction"));
    // What was measured: the demands derived for it, its own "<workload>/..." values and those
    // of its storage's baseline that calibrateProfile() put in its profile; not the baseline's
    // figures drawn for them (the measured parameters with a range: calibration.h,
    // "Propagation"), so "CPU per transaction measured", not "measured NOPM measured"; and the
    // non-measured parameters among the two that move it most.
    auto calibratedBy = [&](const Parameter& p) {
        if (p.high > p.low)
            return false;
        if (scopedTo(p, w.id))
            return true;
        for (const Parameter& m : w.profile.measuredParameters)
            if (m.id == p.id)
                return true;
        return false;
    };
    std::vector<std::string> measured;
    std::vector<FindingText> measuredText;
    for (const Parameter& p : parameters)
        if (p.basis == Basis::Measured && calibratedBy(p) && std::find(measured.begin(), measured.end(), p.label) == measured.end()) {
            measured.push_back(p.label);
            measuredText.push_back(findingText(p.label.c_str()));
        }
    std::vector<FindingText> top;
    for (size_t k = 0; k < u.tornado.size() && k < 2 && k < labels.size(); ++k)
        if (u.tornado[k].basis != Basis::Measured)
            top.push_back(findingText(QT_TRANSLATE_NOOP("Finding", "%1 %2"),
                                      {textArg(labels[k]), textArg(basisWordText(basisName(u.tornado[k].basis)))}));
    const FindingText basis = basisWordText(w.basis);
    if (w.basis == "a priori" || measured.empty())
        return top.empty() ? basis : findingText("%1: %2", {textArg(basis), textArg(joinedText(top))});
    if (measuredText.size() > 2)
        measuredText.resize(2);
    const FindingText m = findingText(QT_TRANSLATE_NOOP("Finding", "%1: %2 measured"), {textArg(basis), textArg(joinedText(measuredText))});
    return top.empty() ? m : findingText(QT_TRANSLATE_NOOP("Finding", "%1; most uncertain: %2"), {textArg(m), textArg(joinedText(top))});
}

} // namespace topoplan::core
