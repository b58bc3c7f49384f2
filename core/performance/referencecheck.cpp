#include "core/performance/referencecheck.h"

#include "core/performance/backup.h"
#include "core/builtin.h"
#include "core/performance/capacity.h"
#include "core/analysis.h"
#include "core/performance.h"
#include "core/units.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>

namespace topoplan::core {

bool ReferenceFigure::within30() const
{
    if (kind == "change")
        return std::abs(predicted - published) <= 2.0 || std::abs(errorPct) <= 30.0;
    return std::abs(errorPct) <= 30.0;
}

bool ReferenceFigure::aPrioriWithin30() const
{
    if (kind == "change")
        return std::abs(aPrioriPredicted - published) <= 2.0 || std::abs(aPrioriErrorPct) <= 30.0;
    return std::abs(aPrioriErrorPct) <= 30.0;
}

namespace {

struct Prediction {
    double value = 0.0;
    std::string how;
    bool input = false; ///< consumed by the model (a measured baseline, or the paper's configuration): not a prediction
    bool hasInterval = false;
    double low = 0.0;
    double high = 0.0;
    std::vector<std::string> combines{}; ///< the workloads an aggregate figure folds (ReferenceFigure::combines)
};
using Predictions = std::map<std::string, Prediction>; // "RA-1/oltp_only/iops/sql_oltp_1"

std::optional<LoadedDesign> example(const std::string& prefix)
{
    const EmbeddedFile* f = findBuiltinExample(prefix);
    if (!f)
        return std::nullopt;
    Diagnostics diags;
    return loadDesignText(f->text, f->name, "", diags);
}

std::string idOf(const std::string& key)
{
    std::string s = key;
    std::replace(s.begin(), s.end(), '_', '-');
    return s;
}

const WorkloadPerformance* find(const PerformanceResult& r, const std::string& id)
{
    for (const WorkloadPerformance& w : r.workloads)
        if (w.id == id)
            return &w;
    return nullptr;
}

/// One simulation with its intervals, and what it was computed from (for paired figures).
struct Sim {
    const LoadedDesign* design = nullptr;
    PerformanceOptions options;
    AnalysisResult analysis;
    PerformanceResult r;
    UncertaintyResult u;

    PairedRun paired() const { return {design, &options, &analysis, &r}; }
};

Sim simulate(const LoadedDesign& d, const std::string& useCase, const std::vector<std::string>& failed, bool aPriori)
{
    Sim s;
    s.design = &d;
    s.options.useCase = useCase;
    s.options.failed = failed;
    s.options.ignoreBaselines = aPriori;
    s.analysis = analyze(d, FailureSet{failed});
    s.r = simulatePerformance(d, s.options, s.analysis);
    s.u = estimateUncertainty(d, s.options, s.r, s.analysis);
    return s;
}

enum class Field { Iops, ReadIops, WriteIops, MBps, ReadMs, WriteMs, Tpm, Nopm, Cpu };

double valueOf(const WorkloadPerformance& w, Field f)
{
    switch (f) {
    case Field::Iops: return w.iops;
    case Field::ReadIops: return w.readIops;
    case Field::WriteIops: return w.writeIops;
    case Field::MBps: return w.mbps;
    case Field::ReadMs: return w.readLatencyMs;
    case Field::WriteMs: return w.writeLatencyMs;
    case Field::Tpm: return w.tpm;
    case Field::Nopm: return w.nopm;
    case Field::Cpu: return w.cpuUtilization * 100.0;
    }
    return 0.0;
}

Interval intervalOf(const Sim& s, const WorkloadPerformance& w, Field f)
{
    const WorkloadUncertainty* u = findUncertainty(s.u, w.id);
    const double v = valueOf(w, f);
    if (!u)
        return {v, v};
    auto scaled = [](Interval i, double k) { return Interval{i.low * k, i.high * k}; };
    Interval i{v, v};
    switch (f) {
    case Field::Iops: i = u->iops; break;
    case Field::ReadIops: i = u->readIops; break;
    case Field::WriteIops: i = u->writeIops; break;
    case Field::MBps: i = u->mbps; break;
    case Field::ReadMs: i = u->readLatencyMs; break;
    case Field::WriteMs: i = u->writeLatencyMs; break;
    case Field::Tpm: i = u->tpm; break;
    case Field::Nopm: i = u->nopm; break;
    case Field::Cpu: i = scaled(u->cpuUtilization, 100.0); break;
    }
    return {std::min(i.low, v), std::max(i.high, v)};
}

/// A workload's figure with its interval.
Prediction one(const Sim& s, const std::string& id, Field f, const std::string& how)
{
    Prediction p;
    p.how = how;
    if (const WorkloadPerformance* w = find(s.r, id)) {
        p.value = valueOf(*w, f);
        const Interval i = intervalOf(s, *w, f);
        p.hasInterval = true;
        p.low = i.low;
        p.high = i.high;
    }
    return p;
}

/// `op` folded over the value and the interval ends of the workloads accepted by `take`,
/// starting from 0 (sum: op = plus; highest: op = max).
template <typename Take, typename Op>
Prediction fold(const Sim& s, Field f, Take take, const std::string& how, Op op)
{
    Prediction p;
    p.how = how;
    p.hasInterval = true;
    for (const WorkloadPerformance& w : s.r.workloads)
        if (take(w)) {
            const Interval i = intervalOf(s, w, f);
            p.combines.push_back(w.id);
            p.value = op(p.value, valueOf(w, f));
            p.low = op(p.low, i.low);
            p.high = op(p.high, i.high);
        }
    return p;
}

/// Sum over the workloads accepted by `take` (interval: sum of the ends).
template <typename Take>
Prediction sum(const Sim& s, Field f, Take take, const std::string& how)
{
    return fold(s, f, take, how, [](double a, double b) { return a + b; });
}

/// `weight`-weighted mean of a latency over the workloads accepted by `take`.
template <typename Take>
Prediction weighted(const Sim& s, Field f, Field weight, Take take, const std::string& how)
{
    Prediction p;
    p.how = how;
    p.hasInterval = true;
    double wsum = 0.0;
    for (const WorkloadPerformance& w : s.r.workloads)
        if (take(w)) {
            p.combines.push_back(w.id);
            const double k = valueOf(w, weight);
            const Interval i = intervalOf(s, w, f);
            p.value += valueOf(w, f) * k;
            p.low += i.low * k;
            p.high += i.high * k;
            wsum += k;
        }
    if (wsum > 0) {
        p.value /= wsum;
        p.low /= wsum;
        p.high /= wsum;
    }
    return p;
}

/// Highest value over the workloads accepted by `take` (interval: highest ends).
template <typename Take>
Prediction highest(const Sim& s, Field f, Take take, const std::string& how)
{
    return fold(s, f, take, how, [](double a, double b) { return std::max(a, b); });
}

/// The change in percent of the IOPS summed over the workloads accepted by `take`, from
/// `before` to `after`, with the interval of the paired propagation (pairedInterval(): the
/// ends of two separate intervals do not bound a change; the same sample applied to both
/// runs does, and the parameters both runs share cancel).
template <typename Take>
Prediction change(const Sim& before, const Sim& after, Take take, const std::string& how)
{
    auto total = [&](const PerformanceResult& r) {
        double sum = 0.0;
        for (const WorkloadPerformance& w : r.workloads)
            if (take(w))
                sum += w.iops;
        return sum;
    };
    const PairedInterval pi = pairedInterval(before.paired(), after.paired(), [&](const PerformanceResult& a, const PerformanceResult& b) {
        const double x = total(a);
        return x > 0 ? (total(b) / x - 1.0) * 100.0 : std::nan("");
    });
    Prediction p;
    p.how = how;
    p.value = std::isfinite(pi.value) ? pi.value : 0.0;
    p.hasInterval = std::isfinite(pi.value);
    p.low = pi.interval.low;
    p.high = pi.interval.high;
    return p;
}

/// Marks `p` an input when `consumed`, saying which baseline consumed it.
Prediction& inputIf(Prediction& p, bool consumed, const std::string& what)
{
    if (consumed) {
        p.input = true;
        p.how = "input: " + what;
    }
    return p;
}

void predictRa1(Predictions& out, bool aPriori)
{
    auto d = example("ra1");
    if (!d)
        return;
    for (const StorageCapacity& c : storageCapacities(*d)) {
        if (c.id == "pmax")
            out["RA-1/raid_usable_capacity/0/usable_tb"] = {units::tbToTiB(c.usableTB),
                                                            "capacity of pmax in TiB (the paper's 'TB' are binary): " + c.method};
        if (c.id == "dd9300") {
            const int groups = 15;
            // The catalog's usable_tib_per_disk_group is the paper's own 38.21 TiB (no public
            // DD9300 capacity figure, hardware-facts.md): echoed, not predicted.
            out["RA-1/dd9300_capacity/0/usable_tib_total"] = {units::tbToTiB(c.usableTB),
                                                              "capacity of dd9300: " + c.method + " (echo of the paper's configuration)", true};
            out["RA-1/dd9300_capacity/0/usable_tib_per_group"] = {units::tbToTiB(c.usableTB) / groups,
                                                                   "catalog usable_tib_per_disk_group (the paper's configuration, echoed)", true};
        }
    }
    const Sim base = simulate(*d, "oltp-only", {}, aPriori);
    const std::string how1 = "ra1 use case oltp-only";
    if (const WorkloadPerformance* w = find(base.r, "oracle-oltp"))
        out["RA-1/paths/0/value"] = {double(w->paths), "surviving initiator-target pairs of oracle-oltp (performance routes)"};
    // A figure of use case 1 is an input when the workload's baseline, measured in that use
    // case, carries it.
    auto baseline = [&](const std::string& id) -> const Measurement* {
        const Workload* w = d->design.workload(id);
        return !aPriori && w && w->measured && w->measured->useCase == "oltp-only" ? &*w->measured : nullptr;
    };
    const std::vector<std::string> oltp = {"sql_oltp_1", "sql_oltp_2", "oracle_oltp"};
    for (const std::string& k : oltp) {
        const Measurement* m = baseline(idOf(k));
        const std::string what = "measured block of " + idOf(k) + " (" + (m ? m->source : std::string()) + ")";
        Prediction p = one(base, idOf(k), Field::Iops, how1);
        out["RA-1/oltp_only/iops/" + k] = inputIf(p, m && m->iops, what);
        p = one(base, idOf(k), Field::Tpm, how1 + " (TPM: the engine's counter)");
        out["RA-1/oltp_only/tpm/" + k] = inputIf(p, m && m->tpm, what);
        p = one(base, idOf(k), Field::Nopm, how1);
        out["RA-1/oltp_only/nopm/" + k] = inputIf(p, m && m->nopm, what);
    }
    auto isOltp = [](const WorkloadPerformance& w) { return w.profile.kind != "dss"; };
    auto isSql = [](const WorkloadPerformance& w) { return w.id.rfind("sql", 0) == 0; };
    out["RA-1/oltp_only/read_latency_ms/all_data_and_log_luns_below"] = highest(base, Field::ReadMs, isOltp, "highest OLTP read latency, " + how1);
    out["RA-1/oltp_only/write_latency_ms/others_below"] = highest(base, Field::WriteMs, isOltp, "highest OLTP write latency, " + how1);
    {
        Prediction p = sum(base, Field::Cpu, isSql, "mean vCPU utilization of the SQL OLTP VMs, " + how1);
        p.value /= 2;
        p.low /= 2;
        p.high /= 2;
        const Measurement* m1 = baseline("sql-oltp-1");
        const Measurement* m2 = baseline("sql-oltp-2");
        out["RA-1/oltp_only/cpu_pct/sql_server_vms"] = inputIf(p, m1 && m2 && m1->cpuPct && m2->cpuPct,
                                                               "measured blocks of sql-oltp-1 and sql-oltp-2");
    }

    const Sim mixed = simulate(*d, "oltp-dss", {}, aPriori);
    const std::string how2 = "ra1 use case oltp-dss";
    for (const std::string& k : oltp) {
        out["RA-1/oltp_plus_dss/tpm/" + k] = one(mixed, idOf(k), Field::Tpm, how2 + " (TPM: the engine's counter)");
        out["RA-1/oltp_plus_dss/nopm/" + k] = one(mixed, idOf(k), Field::Nopm, how2);
    }
    auto isDss = [](const WorkloadPerformance& w) { return w.profile.kind == "dss"; };
    out["RA-1/oltp_plus_dss/oltp_iops_change_pct"] = change(base, mixed, isOltp, "OLTP IOPS of oltp-dss vs oltp-only (paired samples)");
    out["RA-1/oltp_plus_dss/read_latency_ms/all_below"] = highest(mixed, Field::ReadMs, isOltp, "highest OLTP read latency, " + how2);
    out["RA-1/oltp_plus_dss/dss_data_luns/iops"] = sum(mixed, Field::Iops, isDss, "sum of the 3 DSS workloads, " + how2);
    out["RA-1/oltp_plus_dss/dss_data_luns/mb_s"] = sum(mixed, Field::MBps, isDss, "sum of the 3 DSS workloads, " + how2);

    const BackupWindow bw = backupWindow(*d, "oracle-backup-full-1");
    out["RA-1/backup_first_full/minutes"] = {bw.minutes, "backupWindow(oracle-backup-full-1), limit: " + bw.bottleneck, false,
                                             bw.minutesHigh > 0, bw.minutesLow, bw.minutesHigh};
    // The rate is the database over the window: its interval is that of the window, ends swapped.
    auto rateOf = [&](double minutes) { return minutes > 0 ? bw.databaseGB * 1000.0 / (minutes * 60.0) : 0.0; };
    out["RA-1/backup_first_full/mb_s"] = {bw.effectiveMBps, "database GB / window", false, bw.minutesHigh > 0,
                                          rateOf(bw.minutesHigh), rateOf(bw.minutesLow)};
    out["RA-1/backup_first_full/database_gb"] = {bw.databaseGB, "input (design database_gb)", true};
}

void predictRa2(Predictions& out, bool aPriori)
{
    const std::vector<std::pair<std::string, int>> rules = {{"raid1", 1}, {"raid5-3+1", 1}, {"raid6-4+2", 2}, {"raid1", 2}};
    for (size_t i = 0; i < rules.size(); ++i)
        out["RA-2/capacity_rules/" + std::to_string(i) + "/raw_gb"] = {
            20.0 * vsanSpaceFactor(rules[i].first, rules[i].second), "20 GB x vsanSpaceFactor(" + rules[i].first + ", ftt " + std::to_string(rules[i].second) + ")"};
    auto d = example("ra2-vsan-allflash");
    if (!d)
        return;
    auto all = [](const WorkloadPerformance&) { return true; };
    const Sim medium = simulate(*d, "medium", {}, aPriori);
    out["RA-2/slob_medium_r1/iops_avg"] = sum(medium, Field::Iops, all, "ra2 use case medium, sum over the 4 VMs");
    out["RA-2/slob_medium_r1/read_latency_ms"] = weighted(medium, Field::ReadMs, Field::ReadIops, all, "ra2 medium, IOPS-weighted mean");
    out["RA-2/slob_medium_r1/write_latency_ms"] = weighted(medium, Field::WriteMs, Field::WriteIops, all, "ra2 medium, IOPS-weighted mean");
    const Sim heavy = simulate(*d, "heavy", {}, aPriori);
    const Cluster* cl = d->design.cluster("vsan-1");
    const Measurement* m = !aPriori && cl && cl->measured && cl->measured->useCase == "heavy" ? &*cl->measured : nullptr;
    const std::string what = "measured block of vsan-1 (" + (m ? m->source : std::string()) + ")";
    Prediction p = sum(heavy, Field::Iops, all, "ra2 use case heavy, sum over the 4 VMs");
    out["RA-2/slob_heavy_r1/iops_total"] = inputIf(p, m && m->iops, what);
    p = sum(heavy, Field::ReadIops, all, "ra2 heavy");
    out["RA-2/slob_heavy_r1/read_iops"] = inputIf(p, m && m->readIops, what);
    p = sum(heavy, Field::WriteIops, all, "ra2 heavy");
    out["RA-2/slob_heavy_r1/write_iops"] = inputIf(p, m && m->writeIops, what);
    p = weighted(heavy, Field::ReadMs, Field::ReadIops, all, "ra2 heavy, IOPS-weighted mean");
    out["RA-2/slob_heavy_r1/read_latency_ms"] = inputIf(p, m && m->readLatencyMs, what);
    p = weighted(heavy, Field::WriteMs, Field::WriteIops, all, "ra2 heavy, IOPS-weighted mean");
    out["RA-2/slob_heavy_r1/write_latency_ms"] = inputIf(p, m && m->writeLatencyMs, what);
    if (m && m->cpuPct && m->cpuOf == "host")
        out["RA-2/slob_heavy_r1/host_cpu_pct"] = {*m->cpuPct, "input: " + what + " (the model has no host CPU output)", true};
    const Sim dss = simulate(*d, "dss", {}, aPriori);
    out["RA-2/dss_swingbench_2_vms/mb_s_avg"] = sum(dss, Field::MBps, all, "ra2 use case dss, sum over l1 and l2");
    const Sim before = simulate(*d, "failure-test", {}, aPriori);
    const Sim after = simulate(*d, "failure-test", {"esx-1/dg-1"}, aPriori);
    out["RA-2/disk_group_failure/iops_change_pct"] = change(before, after, all,
                                                            "ra2 failure-test with esx-1/dg-1 failed vs healthy (paired samples; resync load not modelled)");
    const RebuildEstimate rb = rebuildEstimate(*d, "esx-1/dg-1", {"l1-slob-heavy-r15"});
    out["RA-2/disk_group_failure/rebuild_minutes"] = {rb.underLoadMinutes, "rebuildEstimate(esx-1/dg-1): " + rb.method,
                                                      false, true, rb.underLoadMinutesLow, rb.underLoadMinutesHigh};
    out["RA-2/disk_group_failure/rebuild_mb_s_under_load"] = {rb.underLoadMBps, "rebuildEstimate under load", false, true,
                                                              rb.underLoadLowMBps, rb.underLoadHighMBps};
    out["RA-2/disk_group_failure/rebuild_mb_s_idle"] = {rb.idleMBps, "rebuildEstimate idle", false, true, rb.idleLowMBps,
                                                        rb.idleHighMBps};
}

void predictRa3(Predictions& out, bool aPriori)
{
    auto d = example("ra3");
    if (!d)
        return;
    const Sim one1 = simulate(*d, "single-vm", {}, aPriori);
    const Workload* w = d->design.workload("sql-1");
    const Measurement* m = !aPriori && w && w->measured && w->measured->useCase == "single-vm" ? &*w->measured : nullptr;
    const std::string what = "measured block of sql-1 (" + (m ? m->source : std::string()) + ")";
    if (m && m->users)
        out["RA-3/single_vm/virtual_users"] = {*m->users, "input: " + what, true};
    Prediction p = one(one1, "sql-1", Field::Tpm, "ra3 use case single-vm (TPM: SQL Server's batch-request counter)");
    out["RA-3/single_vm/tpm"] = inputIf(p, m && m->tpm, what);
    p = one(one1, "sql-1", Field::WriteIops, "ra3 single-vm");
    out["RA-3/single_vm/write_iops"] = inputIf(p, m && m->writeIops, what);
    p = one(one1, "sql-1", Field::ReadIops, "ra3 single-vm");
    out["RA-3/single_vm/read_iops"] = inputIf(p, m && m->readIops, what);
    auto all = [](const WorkloadPerformance&) { return true; };
    const Prediction r = highest(one1, Field::ReadMs, all, "");
    const Prediction wr = highest(one1, Field::WriteMs, all, "");
    out["RA-3/single_vm/latency_below_ms"] = r.value >= wr.value ? r : wr;
    out["RA-3/single_vm/latency_below_ms"].how = "higher of the mean read and write latency of sql-1, ra3 single-vm";
}

bool isBound(const std::string& key)
{
    return key.find("below") != std::string::npos || key.find("at_most") != std::string::npos;
}

bool isChange(const std::string& leaf)
{
    return leaf.size() > 4 && leaf.compare(leaf.size() - 4, 4, "_pct") == 0 && leaf.find("change") != std::string::npos;
}

// (predicted - published) / |published| x 100; for a change in percent that is the error
// on the change itself (issue 15's scoring rule), not on the ratio 1 + change.
double errorOf(double predicted, double published)
{
    return published == 0 ? 0.0 : (predicted - published) / std::abs(published) * 100.0;
}

// `value` in [low, high], with a relative tolerance of 1e-9 for rounding (either sign).
bool withinInterval(double value, double low, double high)
{
    return value >= low - 1e-9 * std::abs(low) && value <= high + 1e-9 * std::abs(high);
}

void walk(const YAML::Node& node, const std::string& path, const std::string& arch, const Predictions& cal,
          const Predictions& apr, std::vector<ReferenceFigure>& out)
{
    if (node.IsMap()) {
        for (const auto& kv : node)
            walk(kv.second, path.empty() ? kv.first.as<std::string>() : path + "/" + kv.first.as<std::string>(), arch, cal,
                 apr, out);
        return;
    }
    if (node.IsSequence()) {
        for (size_t i = 0; i < node.size(); ++i)
            walk(node[i], path + "/" + std::to_string(i), arch, cal, apr, out);
        return;
    }
    if (!node.IsScalar())
        return;
    double value = 0;
    try {
        value = node.as<double>();
    } catch (const YAML::Exception&) {
        return; // a text field ("what", "links")
    }
    ReferenceFigure f;
    f.architecture = arch;
    f.figure = path;
    f.published = value;
    f.engineCounter = path.find("tpm") != std::string::npos;
    const std::string key = arch + "/" + path;
    const auto it = cal.find(key);
    const std::string leaf = path.substr(path.rfind('/') + 1);
    if (it == cal.end()) {
        f.kind = "not-modelled";
        out.push_back(f);
        return;
    }
    const Prediction& p = it->second;
    f.predicted = p.value;
    f.how = p.how;
    if (p.combines.size() > 1)
        f.combines = p.combines;
    f.hasInterval = p.hasInterval;
    f.low = p.low;
    f.high = p.high;
    f.insideInterval = p.hasInterval && withinInterval(value, p.low, p.high);
    if (const auto a = apr.find(key); a != apr.end()) {
        f.aPrioriPredicted = a->second.value;
        f.aPrioriLow = a->second.low;
        f.aPrioriHigh = a->second.high;
        f.aPrioriInsideInterval = a->second.hasInterval && withinInterval(value, a->second.low, a->second.high);
    }
    if (p.input) {
        f.kind = "input";
    } else if (isBound(leaf)) {
        f.kind = "bound";
        f.boundMet = f.predicted <= value;
        f.errorPct = errorOf(f.predicted, value);
    } else {
        f.kind = isChange(leaf) ? "change" : "value";
        f.errorPct = errorOf(f.predicted, value);
        f.aPrioriErrorPct = errorOf(f.aPrioriPredicted, value);
    }
    out.push_back(f);
}

ReferenceSummary summarize(const std::vector<ReferenceFigure>& figures, bool aPriori, bool ra12Only)
{
    ReferenceSummary s;
    std::vector<double> errors, widths;
    for (const ReferenceFigure& f : figures) {
        if (f.kind != "value" && f.kind != "change")
            continue;
        if (ra12Only && f.architecture != "RA-1" && f.architecture != "RA-2")
            continue;
        const double err = aPriori ? f.aPrioriErrorPct : f.errorPct;
        const bool within = aPriori ? f.aPrioriWithin30() : f.within30();
        const bool inside = aPriori ? f.aPrioriInsideInterval : f.insideInterval;
        const double lo = aPriori ? f.aPrioriLow : f.low, hi = aPriori ? f.aPrioriHigh : f.high;
        errors.push_back(std::abs(err));
        s.within30 += within;
        if (f.hasInterval) {
            ++s.withInterval;
            s.insideInterval += inside;
            // A change in percent: the width of the ratio after / before it stands for
            // ((100 + high) / (100 + low)); a change has no meaningful high / low of its own.
            if (f.kind == "change" && 100.0 + lo > 0)
                widths.push_back((100.0 + hi) / (100.0 + lo));
            else if (f.kind != "change" && lo > 0)
                widths.push_back(hi / lo);
        }
        if (!within && !inside)
            ++s.missesOutsideInterval;
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        const size_t n = v.size();
        return n == 0 ? 0.0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
    };
    s.compared = int(errors.size());
    s.medianAbsErrorPct = median(errors);
    s.medianIntervalWidth = median(widths);
    return s;
}

} // namespace

ReferenceReport checkReference(const std::string& text)
{
    ReferenceReport report;
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        report.error = std::string("cannot parse the published results: ") + e.what();
        return report;
    }
    if (!root.IsMap()) {
        report.error = "the published results are not a mapping of architectures";
        return report;
    }
    Predictions cal, apr;
    predictRa1(cal, false);
    predictRa2(cal, false);
    predictRa3(cal, false);
    predictRa1(apr, true);
    predictRa2(apr, true);
    predictRa3(apr, true);
    for (const auto& kv : root)
        walk(kv.second, "", kv.first.as<std::string>(), cal, apr, report.figures);
    report.calibrated = summarize(report.figures, false, false);
    report.aPriori = summarize(report.figures, true, false);
    report.calibratedRa12 = summarize(report.figures, false, true);
    report.aPrioriRa12 = summarize(report.figures, true, true);
    report.medianAbsErrorPct = report.calibrated.medianAbsErrorPct;
    report.compared = report.calibrated.compared;
    std::vector<ReferenceFigure> noCounters;
    for (const ReferenceFigure& f : report.figures)
        if (!f.engineCounter)
            noCounters.push_back(f);
    const ReferenceSummary nc = summarize(noCounters, false, false);
    report.medianAbsErrorPctWithoutEngineCounters = nc.medianAbsErrorPct;
    report.comparedWithoutEngineCounters = nc.compared;
    return report;
}

} // namespace topoplan::core
