// `simulate` and `validate-reference`: the performance, backup and rebuild models of the
// core from the command line. Text or JSON (QJsonDocument; Qt stays out of the core).
#include "commands.h"
#include "jsonoutput.h"

#include "core/analysis.h"
#include "core/designloader.h"
#include "core/loadknee.h"
#include "core/performance/backup.h"
#include "core/performance/parameters.h"
#include "core/performance/predictionbasis.h"
#include "core/diagnostic.h"
#include "core/numberformat.h"
#include "core/performance.h"
#include "core/performance/referencecheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace topoplan::cli {

namespace {

using namespace topoplan::core;

std::string num(double v, int decimals)
{
    return formatFixed(v, decimals); // no "-0.0 %" (issue 16)
}

std::string pad(const std::string& s, size_t w)
{
    return s.size() >= w ? s + " " : s + std::string(w - s.size(), ' ');
}

std::string rpad(const std::string& s, size_t w)
{
    return s.size() >= w ? s + " " : std::string(w - s.size(), ' ') + s + " ";
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QJsonArray strings(const std::vector<std::string>& v)
{
    QJsonArray a;
    for (const std::string& s : v)
        a.append(q(s));
    return a;
}

QJsonObject parameterJson(const Parameter& p);
ModelUsers usersRun(const WorkloadPerformance& w, double usersOverride);

// The logical MB/s of a window at its interval's ends (GB / minutes: the rate falls as the
// window grows), and the basis of the limit that sets it (the bottleneck's).
std::pair<double, double> backupRateInterval(const BackupWindow& b)
{
    return {b.minutesHigh > 0 ? b.databaseGB * 1000.0 / (b.minutesHigh * 60.0) : 0.0,
            b.minutesLow > 0 ? b.databaseGB * 1000.0 / (b.minutesLow * 60.0) : 0.0};
}

std::string backupBasis(const BackupWindow& b)
{
    for (const RateLimit& l : b.limits)
        if (l.what == b.bottleneck)
            return l.basis;
    return "a priori";
}

QJsonObject backupJson(const BackupWindow& b)
{
    QJsonObject o;
    o["workload"] = q(b.workload);
    o["kind"] = q(b.kind);
    o["database_gb"] = b.databaseGB;
    o["transfer_gb"] = b.transferGB;
    o["minutes"] = b.minutes;
    o["minutes_low"] = b.minutesLow;
    o["minutes_high"] = b.minutesHigh;
    o["mb_s"] = b.effectiveMBps;
    const auto [mbpsLow, mbpsHigh] = backupRateInterval(b);
    o["mb_s_low"] = mbpsLow;
    o["mb_s_high"] = mbpsHigh;
    o["basis"] = q(backupBasis(b));
    o["bottleneck"] = q(b.bottleneck);
    QJsonArray limits;
    for (const RateLimit& l : b.limits)
        limits.append(QJsonObject{{"what", q(l.what)}, {"mb_s", l.mbps}, {"mb_s_low", l.mbpsLow}, {"mb_s_high", l.mbpsHigh},
                                  {"basis", q(l.basis)}, {"on_transfer", l.onTransfer}});
    o["limits"] = limits;
    QJsonArray ps;
    for (const Parameter& p : b.parameters)
        ps.append(parameterJson(p));
    o["parameters"] = ps;
    o["notes"] = strings(b.notes);
    return o;
}

void printBackup(const BackupWindow& b, std::ostream& out)
{
    out << "  " << b.workload << " (" << b.kind << "): " << num(b.databaseGB, 0) << " GB";
    if (b.transferGB != b.databaseGB)
        out << " (" << num(b.transferGB, 0) << " GB sent)";
    // The window and its rate are predictions: 3 significant digits and the interval of the
    // registry ranges (BackupWindow::minutesLow / minutesHigh; the rate is GB / window).
    const auto [mbpsLow, mbpsHigh] = backupRateInterval(b);
    out << " in " << formatWithInterval(b.minutes, b.minutesLow, b.minutesHigh, "min") << " at "
        << formatWithInterval(b.effectiveMBps, mbpsLow, mbpsHigh, "MB/s") << ", " << backupBasis(b) << "; limit: " << b.bottleneck << "\n";
    // Each limit a prediction too: its interval from its registry parameter's range, its basis.
    for (const RateLimit& l : b.limits)
        out << "      " << pad(l.what, 70) << formatWithInterval(l.mbps, l.mbpsLow, l.mbpsHigh, "MB/s") << ", " << l.basis
            << (l.onTransfer ? " (on data sent)" : "") << "\n";
    for (const std::string& n : b.notes)
        out << "      note: " << n << "\n";
}

// Where validate-reference reads reference/published-results.yaml: --file's folder, else
// $TOPOPLAN_SHARED, else the copy installed beside the program (<exe>/../share/topoplan,
// CMake installs it when ../shared was there at configure time), else the build tree's
// neighbour (<source>/build/app/topoplan-cli -> <source>/../shared), else ./../shared.
// No path of the build machine is compiled in: an installed program never looks there.
std::filesystem::path sharedFolder(const std::string& explicitFile)
{
    if (!explicitFile.empty())
        return std::filesystem::path(explicitFile).parent_path();
    if (const char* env = std::getenv("TOPOPLAN_SHARED"))
        return env;
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        for (const auto& candidate : {exe.parent_path() / ".." / "share" / "topoplan",
                                      exe.parent_path() / ".." / ".." / ".." / "shared"}) {
            if (std::filesystem::exists(candidate / "reference" / "published-results.yaml", ec))
                return candidate;
        }
    }
    return "../shared";
}

} // namespace

namespace {

// One simulation of the CLI: a use case (or an explicit workload list) under the failures.
struct SimulationRun {
    PerformanceResult result;
    double usersOverride = 0.0;    ///< --users (0: the profiles' or the calibration's users)
    bool intervals = false;        ///< `uncertainty` computed (not --no-intervals)
    UncertaintyResult uncertainty; ///< intervals, tornado and basis per workload
    std::string useCaseName;
    std::vector<BackupWindow> backups;
    std::vector<RebuildEstimate> rebuilds;
    std::vector<std::pair<std::string, std::vector<LoadPoint>>> curves;
};

/// The knee of a sweep (core::throughputKnee over its users and IOPS), -1 when none.
int curveKnee(const std::vector<LoadPoint>& pts)
{
    std::vector<double> users, iops;
    for (const LoadPoint& p : pts) {
        users.push_back(p.users);
        iops.push_back(p.iops);
    }
    return throughputKnee(users, iops);
}

/// Users / IOPS in ms: the time per I/O of one user, CPU, I/O and think time together
/// (response-time law N / X = R + Z); what grows past the knee while the I/O latency stays
/// flat when the CPU bounds the workload. 0 when nothing is predicted.
double msPerIoPerUser(const LoadPoint& p)
{
    return p.iops > 0.0 ? p.users / p.iops * 1000.0 : 0.0;
}

SimulationRun runOnce(const LoadedDesign& design, const PerformanceOptions& o, bool curve, bool intervals)
{
    SimulationRun run;
    // One graph analysis for the point estimate and every evaluation of the intervals.
    const AnalysisResult analysis = analyze(design, FailureSet{o.failed});
    run.result = simulatePerformance(design, o, analysis);
    run.usersOverride = o.usersOverride;
    run.intervals = intervals;
    if (intervals)
        run.uncertainty = estimateUncertainty(design, o, run.result, analysis);
    // Whether the calibrated model reproduces the baselines this run is the own conditions of.
    for (PerformanceFinding& f : baselineMisses(design, o, run.result, intervals ? &run.uncertainty : nullptr))
        run.result.findings.push_back(std::move(f));
    std::vector<std::string> selected = o.workloads;
    if (const UseCase* uc = design.design.useCase(run.result.useCase)) {
        selected = uc->workloads;
        run.useCaseName = uc->name;
    }
    // Backup / restore streams of the selection (a backup use case, or --workload).
    for (const std::string& id : selected)
        if (const Workload* w = design.design.workload(id)) {
            const std::string kind = propString(w->profile, "kind");
            if (kind == "backup" || kind == "restore")
                run.backups.push_back(backupWindow(design, w->id, o.failed));
        }
    for (const std::string& f : o.failed) {
        const RebuildEstimate rb = rebuildEstimate(design, f, selected);
        if (!rb.cluster.empty())
            run.rebuilds.push_back(rb);
    }
    if (curve) {
        std::vector<double> steps;
        for (double u = 1; u <= 1024; u *= 2)
            steps.push_back(u);
        PerformanceOptions co = o;
        co.useCase = run.result.useCase;
        for (const WorkloadPerformance& w : run.result.workloads)
            if (w.profile.closed && w.reachable)
                run.curves.push_back({w.id, latencyCurve(design, co, w.id, steps)});
    }
    return run;
}

QJsonObject parameterJson(const Parameter& p)
{
    return QJsonObject{{"id", q(p.id)},       {"label", q(p.label)}, {"unit", q(p.unit)},
                       {"value", p.value},    {"low", p.low},        {"high", p.high},
                       {"basis", q(basisName(p.basis))}, {"basis_text", q(p.basisText)}};
}

// Every predicted figure of a workload as {value, low, high, basis}, its tornado and basis.
void addUncertaintyJson(QJsonObject& o, const WorkloadPerformance& w, const WorkloadUncertainty& u)
{
    const std::pair<const char*, std::pair<double, const Interval*>> figures[] = {
        {"iops", {w.iops, &u.iops}},
        {"read_iops", {w.readIops, &u.readIops}},
        {"write_iops", {w.writeIops, &u.writeIops}},
        {"mb_s", {w.mbps, &u.mbps}},
        {"read_latency_ms", {w.readLatencyMs, &u.readLatencyMs}},
        {"write_latency_ms", {w.writeLatencyMs, &u.writeLatencyMs}},
        {"tpm", {w.tpm, &u.tpm}},
        {"nopm", {w.nopm, &u.nopm}},
        {"cpu_utilization", {w.cpuUtilization, &u.cpuUtilization}},
        {"model_users", {modelUsers(w).users, &u.users}},
    };
    QJsonObject predicted;
    for (const auto& [key, f] : figures)
        // Users are a prediction only when the response-time law derived them.
        if ((key != std::string("tpm") || producesTpm(w)) && (key != std::string("nopm") || producesNopm(w))
            && (key != std::string("model_users") || modelUsers(w).derived))
        {
            // A utilization stays in [0, 1] (an interval end may overshoot by rounding).
            const bool share = key == std::string("cpu_utilization");
            auto v = [&](double x) { return share ? jsonUtilization(x) : x; };
            predicted[key] = QJsonObject{{"value", v(f.first)}, {"low", v(f.second->low)}, {"high", v(f.second->high)}, {"basis", q(u.basis)}};
        }
    o["predicted"] = predicted;
    o["basis"] = q(u.basis);
    o["basis_summary"] = q(u.basisSummary);
    o["measure_next"] = strings(u.measureNext);
    o["withheld_draws"] = u.withheldDraws; // draws left out of the bands: no steady state there
    if (u.withheldDraws > 0)
        o["withheld_reason"] = q(u.withheldReason);
    o["tornado_figure"] = q(u.tornadoFigure);
    QJsonArray bars;
    for (const TornadoBar& b : u.tornado)
        bars.append(QJsonObject{{"parameter", q(b.parameterId)}, {"label", q(b.label)}, {"basis", q(basisName(b.basis))},
                                {"parameter_low", b.paramLow}, {"parameter_high", b.paramHigh},
                                {"figure_at_low", b.figureAtLow}, {"figure_at_high", b.figureAtHigh}});
    o["tornado"] = bars;
}

// How the workload's demands were obtained: its basis, the baseline (source, element,
// use case, relative uncertainty), the baseline's figures consumed (`inputs`), the
// measured parameters derived from them by the operational laws (`parameters`) and the
// derivation lines, as the text output's "calibration" section prints them.
QJsonObject calibrationJson(const Design& design, const WorkloadPerformance& w, const std::vector<Parameter>& used)
{
    QJsonObject c{{"basis", q(w.basis)}, {"lines", strings(w.profile.calibration)}};
    const auto [baseline, of] = calibrationBaseline(design, w);
    QJsonArray inputs;
    if (baseline) {
        c["source"] = q(w.profile.measuredSource);
        c["of"] = q(of);
        c["use_case"] = q(w.profile.measuredUseCase);
        c["platform"] = q(baseline->platform);
        c["uncertainty"] = w.profile.measuredUncertainty;
        for (const auto& [key, value] : baselineFigures(*baseline)) {
            QJsonObject in{{"figure", q(key)}, {"value", value}};
            if (const auto it = baseline->origins.find(key); it != baseline->origins.end())
                in["origin"] = q(it->second);
            inputs.append(in);
        }
    }
    c["inputs"] = inputs;
    QJsonArray ps;
    for (const Parameter& p : calibrationParameters(w, used))
        ps.append(parameterJson(p));
    c["parameters"] = ps;
    return c;
}

QJsonObject runJson(const SimulationRun& run, const Design& design)
{
    const PerformanceResult& r = run.result;
    QJsonObject root;
    root["use_case"] = q(r.useCase);
    root["failed"] = strings(r.failed);
    root["solver"] = q(r.method);
    root["converged"] = r.converged;
    root["bottleneck"] = q(r.bottleneck);
    QJsonArray ws;
    for (const WorkloadPerformance& w : r.workloads) {
        QJsonObject o2{{"id", q(w.id)},          {"storage", q(w.storage)},      {"reachable", w.reachable},
                       {"status", q(w.status)},  {"paths", w.paths},
                       {"iops", w.iops},         {"read_iops", w.readIops},      {"write_iops", w.writeIops},
                       {"mb_s", w.mbps},         {"read_latency_ms", w.readLatencyMs},
                       {"write_latency_ms", w.writeLatencyMs},                   {"tpm", w.tpm},
                       {"nopm", w.nopm},         {"cpu_utilization", jsonUtilization(w.cpuUtilization)},
                       {"service_level", q(w.serviceLevel)},                     {"target_ms", w.targetMs},
                       {"bottleneck", q(w.bottleneck)}};
        // A workload whose figures are withheld (no steady state, no back end) has none: its
        // figures are left out and "withheld" says why.
        if (!w.withheld.empty()) {
            for (const char* key : {"iops", "read_iops", "write_iops", "mb_s", "read_latency_ms", "write_latency_ms", "tpm", "nopm",
                                    "cpu_utilization", "bottleneck"})
                o2.remove(key);
            o2["withheld"] = q(w.withheld);
        }
        // Figures the benchmark does not produce are left out (SLOB counts no transactions).
        if (!producesTpm(w))
            o2.remove("tpm");
        if (!producesNopm(w))
            o2.remove("nopm");
        o2["basis"] = q(w.basis);
        // What the model ran (model_users, its basis) and what the design file declares
        // (declared_users: the profile's `users`, absent when it gives none): one name each.
        const ModelUsers mu = usersRun(w, run.usersOverride);
        o2["model_users"] = mu.users;
        o2["model_users_basis"] = q(mu.basis);
        if (const Workload* dw = design.workload(w.id); dw && dw->profile.count("users"))
            o2["declared_users"] = propNumber(dw->profile, "users");
        o2["calibration"] = calibrationJson(design, w, run.intervals ? run.uncertainty.parameters : r.parameters);
        if (run.intervals && w.withheld.empty())
            if (const WorkloadUncertainty* u = findUncertainty(run.uncertainty, w.id))
                addUncertaintyJson(o2, w, *u);
        ws.append(o2);
    }
    root["workloads"] = ws;
    QJsonArray cs;
    for (const CenterPerformance& c : r.centers)
    {
        QJsonObject co{{"id", q(c.id)}, {"kind", q(c.kind)}, {"servers", c.servers},
                       {"utilization", jsonUtilization(c.utilization)}, {"queue_length", c.queueLength}};
        // Offered beyond its capacity: utilization 1, the offered share apart, no queue length.
        if (c.offeredUtilization > c.utilization + 1e-9 && c.offeredUtilization >= 1.0) {
            co["offered_utilization"] = std::round(c.offeredUtilization * 1000.0) / 1000.0;
            co["saturated"] = true;
            co.remove("queue_length");
            cs.append(co);
            continue;
        }
        if (const CenterUncertainty* cu = run.intervals ? findCenterUncertainty(run.uncertainty, c.id) : nullptr) {
            co["utilization_low"] = jsonUtilization(cu->utilization.low);
            co["utilization_high"] = jsonUtilization(cu->utilization.high);
            co["queue_length_low"] = cu->queueLength.low;
            co["queue_length_high"] = cu->queueLength.high;
        }
        cs.append(co);
    }
    root["centers"] = cs;
    QJsonArray fs;
    for (const PerformanceFinding& f : r.findings)
        fs.append(QJsonObject{{"severity", q(f.severity)}, {"code", q(f.code)}, {"message", q(f.message)}, {"ids", strings(f.ids)}});
    root["findings"] = fs;
    QJsonArray bs;
    for (const BackupWindow& b : run.backups)
        bs.append(backupJson(b));
    root["backup_windows"] = bs;
    QJsonArray rbs;
    for (const RebuildEstimate& rb : run.rebuilds)
        rbs.append(QJsonObject{{"element", q(rb.element)}, {"cluster", q(rb.cluster)}, {"data_gb", rb.dataGB},
                               {"idle_mb_s", rb.idleMBps}, {"under_load_mb_s", rb.underLoadMBps},
                               {"idle_minutes", rb.idleMinutes}, {"under_load_minutes", rb.underLoadMinutes},
                               {"idle_mb_s_low", rb.idleLowMBps}, {"idle_mb_s_high", rb.idleHighMBps},
                               {"under_load_mb_s_low", rb.underLoadLowMBps}, {"under_load_mb_s_high", rb.underLoadHighMBps},
                               {"under_load_minutes_low", rb.underLoadMinutesLow}, {"under_load_minutes_high", rb.underLoadMinutesHigh},
                               {"start_delay_min", rb.startDelayMin}, {"unprotected_gb", rb.unprotectedGB},
                               {"method", q(rb.method)}, {"basis", q(basisName(weakestBasis(rb.parameters)))}});
    root["rebuilds"] = rbs;
    QJsonObject cv;
    for (const auto& [id, pts] : run.curves) {
        QJsonArray a;
        const int knee = curveKnee(pts);
        for (std::size_t i = 0; i < pts.size(); ++i) {
            const LoadPoint& p = pts[i];
            a.append(QJsonObject{{"users", p.users}, {"iops", p.iops}, {"read_latency_ms", p.readLatencyMs},
                                 {"write_latency_ms", p.writeLatencyMs}, {"tpm", p.tpm},
                                 {"ms_per_io_per_user", msPerIoPerUser(p)}, {"knee", int(i) == knee}});
        }
        cv[q(id)] = a;
    }
    root["curves"] = cv;
    root["notes"] = strings(r.notes);
    QJsonArray ps;
    for (const Parameter& p : r.parameters)
        ps.append(parameterJson(p));
    root["parameters"] = ps;
    if (run.intervals)
        root["uncertainty"] = QJsonObject{{"evaluations", run.uncertainty.evaluations},
                                          {"elapsed_ms", run.uncertainty.elapsedMs},
                                          {"samples", UncertaintyOptions{}.samples},
                                          {"seed", int(UncertaintyOptions{}.seed)},
                                          {"cancelled", run.uncertainty.cancelled},
                                          {"draws", run.uncertainty.draws},
                                          {"infeasible_draws", run.uncertainty.infeasible},
                                          {"infeasible_reason", q(run.uncertainty.infeasibleReason)}};
    return root;
}

// What a center stands for, in an architect's words.
std::string centerKindText(const std::string& kind)
{
    if (kind == "cpu")
        return "vCPUs";
    if (kind == "controller")
        return "director/controller";
    if (kind == "software")
        return "storage software";
    if (kind == "rtt")
        return "inter-site RTT";
    if (kind == "latency")
        return "fixed I/O latency";
    return kind; // port, drives
}

// "9.2 %": a utilization interval in percent.
std::string percentWithInterval(double v, const Interval& i)
{
    return formatWithInterval(v * 100, Interval{i.low * 100, i.high * 100}, "%");
}

// The users the model ran `w` with and their basis (modelUsers()), "given with --users" when
// the command line set them (simulate --users N replaces every profile's users).
ModelUsers usersRun(const WorkloadPerformance& w, double usersOverride)
{
    ModelUsers u = modelUsers(w);
    if (usersOverride > 0 && !u.derived && w.profile.closed)
        u.basis = "given with --users";
    return u;
}

// "8.83 users (7.95-9.80), derived by the response-time law from the measured baseline": the
// users the model ran the workload with, their interval when the interval run varies them
// (derived users follow each sample's residence; `interval` null or of no width: none) and
// their basis; "100 users" as the profile declares them, "1.5 users, given with --users".
std::string usersText(const WorkloadPerformance& w, double usersOverride, const Interval* interval)
{
    const ModelUsers u = usersRun(w, usersOverride);
    if (!w.profile.closed)
        return u.basis; // "open load (rate given)", not "0 users"
    // Derived users are a prediction (the solvers take fractional populations, mva.h): 3
    // significant digits with their interval; declared or given ones are inputs, written
    // exactly ("100", "1.5"; never rounded to a whole user the model did not run).
    const std::string unit = u.users == 1 ? "user" : "users";
    const std::string n = u.derived ? formatWithInterval(u.users, interval ? *interval : Interval{u.users, u.users}, unit)
                                    : formatExact(u.users) + " " + unit;
    return u.basis == "as the profile declares" ? n : n + ", " + u.basis;
}

// What a workload without load (core::offersLoad()) shows instead of its figures: the
// latencies of an idle system ("0.01 ms") are no prediction (issue 16).
constexpr const char* kNoLoad = "offers no load: no IOPS or latency predicted (set profile users and think_ms, or iops / mb_s)";

// One workload with each figure's interval (3 significant digits), its basis and the
// parameters its headline figure hinges on (tornado, largest swing first).
void printWorkloadWithIntervals(const WorkloadPerformance& w, const WorkloadUncertainty& u, const std::vector<Parameter>& params,
                                double usersOverride, int draws, std::ostream& out)
{
    auto unitOf = [&](const std::string& id) {
        for (const Parameter& p : params)
            if (p.id == id)
                return p.unit;
        return std::string();
    };
    out << w.id << " (" << usersText(w, usersOverride, &u.users) << "; " << core::formatCount(std::size_t(std::max(0, w.paths)), "path", "paths")
        << (w.targetMs > 0 ? "; " + w.serviceLevel + " " + num(w.targetMs, 1) + " ms" : std::string())
        << (w.bottleneck.empty() ? std::string() : "; busiest: " + w.bottleneck) << ")\n";
    if (!w.withheld.empty()) {
        out << "  not predicted: " << w.withheld << "\n";
        return;
    }
    if (!offersLoad(w)) {
        out << "  " << kNoLoad << "\n";
        return;
    }
    out << "  " << formatWithInterval(w.iops, u.iops, "IOPS") << ", " << u.basis << "\n";
    out << "    read " << formatWithInterval(w.readIops, u.readIops, "IOPS") << ", write "
        << formatWithInterval(w.writeIops, u.writeIops, "IOPS") << "; " << formatWithInterval(w.mbps, u.mbps, "MB/s") << "\n";
    out << "    latency read " << formatWithInterval(w.readLatencyMs, u.readLatencyMs, "ms") << ", write "
        << formatWithInterval(w.writeLatencyMs, u.writeLatencyMs, "ms") << "\n";
    if (producesTpm(w))
        out << "    " << formatWithInterval(w.tpm, u.tpm, "TPM")
            << (producesNopm(w) ? ", " + formatWithInterval(w.nopm, u.nopm, "NOPM") : std::string()) << "\n";
    out << "    CPU " << percentWithInterval(w.cpuUtilization, u.cpuUtilization) << "\n";
    out << "  basis: " << u.basisSummary << "\n";
    // Draws in which the workload had no steady state are no outcome of its figures: said,
    // with the first reason, rather than silently narrowing the band.
    if (u.withheldDraws > 0)
        out << "  " << u.withheldDraws << " of " << draws << " draws left out of these intervals, no figures at their parameter values; the first: "
            << u.withheldReason << "\n";
    for (size_t i = 0; i < u.tornado.size() && i < 3; ++i) {
        const TornadoBar& b = u.tornado[i];
        out << (i == 0 ? "  hinges on (" + u.tornadoFigure + "): " : "                    ") << b.label << " (" << basisName(b.basis)
            << ", " << formatRange(b.paramLow, b.paramHigh) << (unitOf(b.parameterId).empty() ? "" : " " + unitOf(b.parameterId))
            << "): " << formatSignificant(b.figureAtLow) << " - " << formatSignificant(b.figureAtHigh) << "\n";
    }
    if (!u.measureNext.empty()) {
        out << "  measure next:";
        for (size_t i = 0; i < u.measureNext.size(); ++i)
            out << (i ? "; " : " ") << u.measureNext[i];
        out << "\n";
    }
}

void printRun(const SimulationRun& run, std::ostream& out)
{
    const PerformanceResult& r = run.result;
    out << "use case: ";
    if (!r.useCase.empty())
        out << r.useCase << (run.useCaseName.empty() ? std::string() : " (" + run.useCaseName + ")");
    else
        out << "(the workloads named with --workload)";
    if (!r.failed.empty()) {
        out << "; failed:";
        for (const std::string& f : r.failed)
            out << " " << f;
    }
    out << "\n";
    // Nothing predicted (no workload of the use case reaches its storage): said so, not a
    // count of evaluations of nothing (issue 16: "108 evaluations" on a design without cables).
    const bool predicted = std::any_of(r.workloads.begin(), r.workloads.end(), [](const WorkloadPerformance& w) { return w.reachable; });
    if (!r.workloads.empty() && !predicted)
        out << "\nnothing predicted: " << (r.workloads.size() == 1 ? "the workload" : "none of the " + std::to_string(r.workloads.size()) + " workloads")
            << " of the use case reaches its storage (why: below; `analyze` lists the paths)\n";
    if (!r.workloads.empty() && run.intervals && predicted) {
        out << "\nper workload: the point estimate and its interval (parameter ranges propagated through the model: "
            << run.uncertainty.evaluations << " evaluations)\n";
        // Draws the measured baseline rules out are no outcome: said, and left out of the band.
        if (run.uncertainty.infeasible > 0)
            out << "  " << run.uncertainty.infeasible << " of " << run.uncertainty.draws
                << " draws left out of the intervals, their parameters contradicting a measured baseline; the first: "
                << run.uncertainty.infeasibleReason
                << "; a one-at-a-time end so ruled out is shown at the parameter's last feasible value\n";
        for (const WorkloadPerformance& w : r.workloads) {
            const WorkloadUncertainty* u = findUncertainty(run.uncertainty, w.id);
            if (!w.reachable || !u) {
                out << pad(w.id, 20) << "UNREACHABLE: " << w.status << "\n";
                continue;
            }
            printWorkloadWithIntervals(w, *u, run.uncertainty.parameters, run.usersOverride, run.uncertainty.draws, out);
        }
    }
    if (!predicted)
        for (const WorkloadPerformance& w : r.workloads)
            out << pad(w.id, 20) << "UNREACHABLE: " << w.status << "\n";
    if (!r.workloads.empty() && !run.intervals && predicted) {
        bool derivedUsers = false;
        out << "\n" << pad("workload", 20) << rpad("users", 6) << rpad("paths", 6) << rpad("IOPS", 9) << rpad("read", 9)
            << rpad("write", 9) << rpad("MB/s", 8) << rpad("read ms", 8) << rpad("write ms", 9) << rpad("TPM", 9) << rpad("NOPM", 9)
            << rpad("vCPU %", 7) << "  service level; busiest component\n";
        for (const WorkloadPerformance& w : r.workloads) {
            if (!w.reachable) {
                out << pad(w.id, 20) << "UNREACHABLE: " << w.status << "\n";
                continue;
            }
            const ModelUsers mu = usersRun(w, run.usersOverride);
            derivedUsers = derivedUsers || mu.derived;
            if (!offersLoad(w)) {
                out << pad(w.id, 20) << rpad(formatExact(mu.users), 6) << rpad(std::to_string(w.paths), 6)
                    << (w.withheld.empty() ? std::string(kNoLoad) : "not predicted: " + w.withheld) << "\n";
                continue;
            }
            out << pad(w.id, 20) << rpad((mu.derived ? formatSignificant(mu.users) + "*" : formatExact(mu.users)), 6) << rpad(std::to_string(w.paths), 6)
                << rpad(formatSignificant(w.iops), 9) << rpad(formatSignificant(w.readIops), 9) << rpad(formatSignificant(w.writeIops), 9)
                << rpad(formatSignificant(w.mbps), 8) << rpad(formatSignificant(w.readLatencyMs), 8)
                << rpad(formatSignificant(w.writeLatencyMs), 9) << rpad(producesTpm(w) ? formatSignificant(w.tpm) : "-", 9)
                << rpad(producesNopm(w) ? formatSignificant(w.nopm) : "-", 9) << rpad(formatSignificant(w.cpuUtilization * 100), 7) << "  "
                << (w.targetMs > 0 ? w.serviceLevel + " " + num(w.targetMs, 1) + " ms; " : std::string()) << w.bottleneck << "\n";
        }
        out << "  (point estimates at 3 significant digits, without their interval (--no-intervals); users: HammerDB virtual "
               "users, SLOB sessions, DSS query streams; paths: initiator-target pairs or cluster members; latencies: mean "
               "physical I/O response time; TPM: the engine's counter as HammerDB reports it)\n";
        if (derivedUsers)
            out << "  (*: users derived by the response-time law from the measured baseline, replacing the profile's)\n";
    }
    if (!r.workloads.empty()) {
        out << "\ncalibration (how each workload's demands were obtained):\n";
        for (const WorkloadPerformance& w : r.workloads) {
            out << "  " << w.id << ": " << w.basis
                << (w.profile.measuredSource.empty() ? std::string() : " from " + w.profile.measuredSource) << "\n";
            for (const std::string& line : w.profile.calibration)
                out << "      " << line << "\n";
        }
        if (!predicted || r.centers.empty()) {
            out << "\nbusiest components: none (nothing predicted)\n";
        } else {
            out << "\nbusiest components (utilization, I/Os queued or in service"
                << (run.intervals ? "; each with its interval, the parameter ranges propagated as for the workloads" : "")
                << "):\n";
            // Columns as wide as their longest entry ("director/controller", a long port id, an
            // interval). Predictions at 3 significant digits (core/numberformat.h).
            const size_t shown = std::min<size_t>(r.centers.size(), 12);
            auto rangeOf = [&](const CenterPerformance& c, bool utilization) {
                const CenterUncertainty* cu = run.intervals ? findCenterUncertainty(run.uncertainty, c.id) : nullptr;
                if (!cu)
                    return std::string();
                const Interval& i = utilization ? cu->utilization : cu->queueLength;
                const double k = utilization ? 100.0 : 1.0;
                return "(" + formatRange(i.low * k, i.high * k) + ")";
            };
            size_t idWidth = 0, kindWidth = 0, utilRangeWidth = 0, queueRangeWidth = 0;
            for (size_t i = 0; i < shown; ++i) {
                idWidth = std::max(idWidth, r.centers[i].id.size() + 2);
                kindWidth = std::max(kindWidth, centerKindText(r.centers[i].kind).size() + 1);
                utilRangeWidth = std::max(utilRangeWidth, rangeOf(r.centers[i], true).size() + 2);
                queueRangeWidth = std::max(queueRangeWidth, rangeOf(r.centers[i], false).size() + 2);
            }
            for (size_t i = 0; i < shown; ++i) {
                const CenterPerformance& c = r.centers[i];
                // Offered beyond its capacity (rate-given load): 100 % busy, the offered share
                // beside it, and no queue length (it grows without bound).
                if (c.offeredUtilization > c.utilization + 1e-9 && c.offeredUtilization >= 1.0) {
                    out << "  " << pad(c.id, idWidth) << pad(centerKindText(c.kind), kindWidth) << rpad("100 %", 8) << " saturated: offered "
                        << formatDecimalsGrouped(c.offeredUtilization * 100, 0) << " % of its capacity, no steady state\n";
                    continue;
                }
                out << "  " << pad(c.id, idWidth) << pad(centerKindText(c.kind), kindWidth)
                    << rpad(formatSignificant(c.utilization * 100) + " %", 8) << " " << pad(rangeOf(c, true), utilRangeWidth)
                    << rpad(formatSignificant(c.queueLength), 7) << " " << pad(rangeOf(c, false), queueRangeWidth)
                    << (c.servers > 1 ? "(" + std::to_string(c.servers) + " in parallel)" : "") << "\n";
            }
        }
    }
    if (!run.backups.empty()) {
        out << "\nbackup and restore windows:\n";
        for (const BackupWindow& b : run.backups)
            printBackup(b, out);
    }
    if (!run.rebuilds.empty()) {
        out << "\nrebuild:\n";
        for (const RebuildEstimate& rb : run.rebuilds)
            out << "  " << rb.element << " (" << rb.cluster << "): " << num(rb.dataGB, 0) << " GB, "
                << formatWithInterval(rb.underLoadMinutes, rb.underLoadMinutesLow, rb.underLoadMinutesHigh, "min") << " under load at "
                << formatWithInterval(rb.underLoadMBps, rb.underLoadLowMBps, rb.underLoadHighMBps, "MB/s") << " (idle "
                << formatWithInterval(rb.idleMinutes, rb.idleHighMBps > 0 ? rb.dataGB * 1000.0 / rb.idleHighMBps / 60.0 : 0.0,
                                      rb.idleLowMBps > 0 ? rb.dataGB * 1000.0 / rb.idleLowMBps / 60.0 : 0.0, "min")
                << " at " << formatWithInterval(rb.idleMBps, rb.idleLowMBps, rb.idleHighMBps, "MB/s")
                << "), " << basisName(weakestBasis(rb.parameters)) << (rb.startDelayMin > 0 ? ", starts after the " + num(rb.startDelayMin, 0) + " min repair delay" : "")
                << (rb.unprotectedGB > 0 ? "; " + num(rb.unprotectedGB, 0) + " GB stay without redundancy (too few hosts left)" : "")
                << "\n      " << rb.method << "\n";
    }
    for (const auto& [id, pts] : run.curves) {
        // The sweep runs the point estimate only (no interval per step): said in the header.
        out << "\nlatency vs load, " << id << " (users: IOPS, read ms, write ms, users / IOPS ms = the time per I/O of one user: "
               "CPU, I/O and think time; point estimates, no interval):\n";
        const int knee = curveKnee(pts);
        for (std::size_t i = 0; i < pts.size(); ++i) {
            const LoadPoint& p = pts[i];
            out << "  " << rpad(formatExact(p.users), 6) << rpad(formatSignificant(p.iops), 9) << rpad(formatSignificant(p.readLatencyMs), 8)
                << rpad(formatSignificant(p.writeLatencyMs), 8) << rpad(formatSignificant(msPerIoPerUser(p)), 8)
                << (int(i) == knee ? (knee + 1 == int(pts.size()) ? " <- throughput still grows at the end of the sweep"
                                                                 : " <- knee: throughput stops growing here (more users only add queueing)")
                                   : "")
                << "\n";
        }
    }
    if (!r.findings.empty()) {
        out << "\nfindings:\n";
        for (const PerformanceFinding& f : r.findings)
            out << "  " << f.severity << " [" << f.code << "] " << f.message << "\n";
    }
    if (!r.notes.empty()) {
        out << "\nassumptions and sources:\n";
        for (const std::string& n : r.notes)
            out << "  - " << n << "\n";
    }
    if (!r.method.empty())
        out << "\nsolved as a queueing network: " << r.method << (r.converged ? "" : " (NOT converged: approximate)") << "\n";
}

} // namespace

int runSimulate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string file, useCase;
    std::vector<std::string> failed, workloads;
    double users = 0;
    bool json = false, curve = false, intervals = true, parameters = false, aPriori = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& v) {
            if (i + 1 >= args.size()) {
                err << "topoplan-cli simulate: " << a << " needs a value\n";
                return false;
            }
            v = args[++i];
            return true;
        };
        std::string v;
        if (a == "--json")
            json = true;
        else if (a == "--curve")
            curve = true;
        else if (a == "--no-intervals")
            intervals = false;
        else if (a == "--parameters")
            parameters = true;
        else if (a == "--a-priori")
            aPriori = true;
        else if (a == "--fail") {
            if (!value(v))
                return kUsage;
            failed.push_back(v);
        } else if (a == "--workload") {
            if (!value(v))
                return kUsage;
            workloads.push_back(v);
        } else if (a == "--use-case") {
            if (!value(useCase))
                return kUsage;
        } else if (a == "--users") {
            if (!value(v))
                return kUsage;
            char* end = nullptr;
            users = std::strtod(v.c_str(), &end);
            if (!end || *end || !(users > 0) || users > 1e6) {
                err << "topoplan-cli simulate: --users expects a number from 1 to 1000000, got '" << v << "'\n";
                return kUsage;
            }
        } else if (!a.empty() && a[0] == '-') {
            err << "topoplan-cli simulate: unknown option '" << a << "'\n";
            return kUsage;
        } else if (file.empty())
            file = a;
        else {
            err << "topoplan-cli simulate: one design file expected\n";
            return kUsage;
        }
    }
    if (parameters && file.empty()) {
        // The model's parameter registry (basis, range, justification): docs/performance-model.md.
        out << parameterTable();
        return kOk;
    }
    if (file.empty()) {
        err << "usage: topoplan-cli simulate FILE [--use-case ID|all] [--fail ID]... [--users N] [--workload ID]... [--curve] "
               "[--no-intervals] [--a-priori] [--json] | simulate --parameters\n";
        return kUsage;
    }
    if (!useCase.empty() && !workloads.empty()) {
        err << "topoplan-cli simulate: --use-case and --workload exclude each other\n";
        return kUsage;
    }
    std::string text, fileName, baseDir;
    if (!readDesignArgument(file, text, fileName, baseDir, err))
        return kInvalidDesign;
    Diagnostics diags;
    const auto design = loadDesignText(text, fileName, baseDir, diags, catalogAccess());
    // Errors, and the warnings of a design that loads (a baseline imported forced, issue 19).
    err << formatDiagnostics(diags);
    if (!design)
        return kInvalidDesign;
    // Which use cases run: the one named, each in turn ("all"), or the design's first.
    std::vector<std::string> useCases;
    if (useCase == "all") {
        for (const UseCase& uc : design->design.useCases)
            useCases.push_back(uc.id);
    } else if (!useCase.empty()) {
        if (!design->design.useCase(useCase)) {
            err << fileName << ": error: no use case '" << useCase << "'";
            if (!design->design.useCases.empty()) {
                err << " (use cases:";
                for (const UseCase& uc : design->design.useCases)
                    err << " " << uc.id;
                err << ", or all)";
            }
            err << "\n";
            return kInvalidDesign; // names nothing in the design, like an unknown --fail target
        }
        useCases.push_back(useCase);
    } else if (workloads.empty()) {
        useCases.push_back(defaultUseCase(design->design)); // "" when the design declares none
    }
    for (const std::string& w : workloads)
        if (!design->design.workload(w)) {
            err << fileName << ": error: no workload '" << w << "'\n";
            return kInvalidDesign;
        }
    const auto unknown = unknownPerformanceFailures(*design, failed);
    if (!unknown.empty()) {
        for (const std::string& u : unknown)
            err << fileName << ": error: --fail " << u << ": names no device, port, link, component, disk group, site or cluster\n";
        return kInvalidDesign; // an id the design lacks, as analyze says (and an unknown --use-case here)
    }
    std::vector<SimulationRun> runs;
    if (useCases.empty())
        useCases.push_back({}); // the --workload list
    for (const std::string& uc : useCases) {
        PerformanceOptions o;
        o.useCase = uc;
        o.workloads = workloads;
        o.failed = failed;
        o.usersOverride = users;
        o.ignoreBaselines = aPriori;
        runs.push_back(runOnce(*design, o, curve, intervals));
    }

    if (json) {
        QJsonObject root;
        root["design"] = q(design->design.name);
        if (runs.size() == 1) {
            const QJsonObject one = runJson(runs.front(), design->design);
            for (auto it = one.begin(); it != one.end(); ++it)
                root[it.key()] = it.value();
        } else {
            QJsonArray a;
            for (const SimulationRun& run : runs)
                a.append(runJson(run, design->design));
            root["runs"] = a;
        }
        out << jsonText(root);
        return kOk;
    }

    out << design->design.name << "\n";
    if (useCase.empty() && workloads.empty() && !design->design.useCases.empty()) {
        std::string others;
        for (const UseCase& uc : design->design.useCases)
            if (uc.id != runs.front().result.useCase)
                others += " " + uc.id;
        if (others.empty())
            out << "(the design's one use case)\n";
        else
            out << "(the design's first use case; others:" << others << "; choose with --use-case ID, or --use-case all)\n";
    }
    for (size_t i = 0; i < runs.size(); ++i) {
        if (i > 0)
            out << "\n" << std::string(100, '-') << "\n";
        printRun(runs[i], out);
    }
    return kOk;
}

int runValidateReference(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string file;
    bool json = false;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--json")
            json = true;
        else if (args[i] == "--file" && i + 1 < args.size())
            file = args[++i];
        else {
            err << "usage: topoplan-cli validate-reference [--file published-results.yaml] [--json]\n";
            return kUsage;
        }
    }
    const std::filesystem::path path = file.empty() ? sharedFolder("") / "reference" / "published-results.yaml" : std::filesystem::path(file);
    std::ifstream in(path);
    if (!in) {
        err << path.string() << ": error: cannot read the published results (set TOPOPLAN_SHARED to the shared folder or use --file)\n";
        return kInvalidDesign;
    }
    std::stringstream buf;
    buf << in.rdbuf();
    const ReferenceReport rep = checkReference(buf.str());
    if (!rep.error.empty()) {
        err << path.string() << ": error: " << rep.error << "\n";
        return kInvalidDesign;
    }
    auto summaryJson = [](const ReferenceSummary& s) {
        return QJsonObject{{"compared", s.compared},
                           {"within_30_pct", s.within30},
                           {"median_abs_error_pct", s.medianAbsErrorPct},
                           {"misses_outside_interval", s.missesOutsideInterval},
                           {"with_interval", s.withInterval},
                           {"inside_interval", s.insideInterval},
                           {"median_interval_width", s.medianIntervalWidth}};
    };
    if (json) {
        QJsonArray figs;
        for (const ReferenceFigure& f : rep.figures) {
            QJsonObject o{{"architecture", q(f.architecture)}, {"figure", q(f.figure)}, {"published", f.published},
                          {"predicted", f.predicted}, {"kind", q(f.kind)}, {"error_pct", f.errorPct},
                          {"bound_met", f.boundMet}, {"how", q(f.how)}, {"engine_counter", f.engineCounter},
                          {"a_priori_predicted", f.aPrioriPredicted}, {"a_priori_error_pct", f.aPrioriErrorPct}};
            if (!f.combines.empty())
                o["combines"] = strings(f.combines);
            if (f.hasInterval) {
                o["low"] = f.low;
                o["high"] = f.high;
                o["inside_interval"] = f.insideInterval;
                o["a_priori_low"] = f.aPrioriLow;
                o["a_priori_high"] = f.aPrioriHigh;
                o["a_priori_inside_interval"] = f.aPrioriInsideInterval;
            }
            figs.append(o);
        }
        QJsonObject root{{"file", q(path.string())}, {"figures", figs}, {"compared", rep.compared},
                         {"median_abs_error_pct", rep.medianAbsErrorPct},
                         {"median_abs_error_pct_without_engine_counters", rep.medianAbsErrorPctWithoutEngineCounters},
                         {"calibrated", summaryJson(rep.calibrated)}, {"a_priori", summaryJson(rep.aPriori)},
                         {"calibrated_ra1_ra2", summaryJson(rep.calibratedRa12)},
                         {"a_priori_ra1_ra2", summaryJson(rep.aPrioriRa12)}};
        out << jsonText(root);
        return kOk;
    }
    // 3 significant digits (no false precision); an interval end that would round across
    // the published value gets the digits that keep it on its side, so that "in" / "out"
    // reads true from the bounds as shown (core/numberformat.h, formatRangeAround()).
    auto sig3 = [](double v) { return formatSignificant(v); };
    auto errText = [](double e) {
        const std::string s = num(e, 1);
        return (s.front() == '-' ? "" : "+") + s + " %"; // -0.04 is "+0.0 %"
    };
    out << "published results: " << path.string() << "\n\n";
    out << pad("figure", 58) << rpad("published", 10) << rpad("calibrated", 11) << rpad("interval", 21) << rpad("error", 9)
        << rpad("a priori", 10) << rpad("error", 10) << "\n";
    for (const ReferenceFigure& f : rep.figures) {
        if (f.kind == "not-modelled")
            continue;
        out << pad(f.architecture + " " + f.figure, 58) << rpad(formatExact(f.published), 10) << rpad(sig3(f.predicted), 11);
        out << rpad(f.hasInterval ? formatRangeAround(f.low, f.high, f.published) + (f.insideInterval ? " in" : " out") : "-", 21);
        if (f.kind == "bound")
            out << rpad(f.boundMet ? "bound ok" : "bound MISSED", 9);
        else if (f.kind == "input")
            out << rpad("input", 9);
        else
            out << rpad(errText(f.errorPct) + (f.within30() ? "" : "*"), 9);
        if (f.kind == "value" || f.kind == "change")
            out << rpad(sig3(f.aPrioriPredicted), 10) << rpad(errText(f.aPrioriErrorPct), 10);
        if (f.kind == "change")
            out << " (change)";
        if (f.engineCounter)
            out << " (engine counter)";
        if (!f.combines.empty())
            out << " (over " << f.combines.size() << " workloads)";
        out << "\n";
    }
    out << "\nnot modelled:";
    for (const ReferenceFigure& f : rep.figures)
        if (f.kind == "not-modelled")
            out << " " << f.architecture << " " << f.figure << ";";
    out << "\n(* misses 30 %; a change counts as within 30 % also when it lies within 2 percentage points of the "
           "published one; input: consumed by a measured baseline or the paper's configuration, never scored;\n"
           " over N workloads: a sum, mean or highest of N workloads' figures, its interval combining their intervals' ends the "
           "same way, so it is none of the per-workload intervals simulate prints)\n";
    auto summary = [&](const std::string& name, const ReferenceSummary& s) {
        out << "  " << pad(name, 34) << s.compared << " figures, " << s.within30 << " within 30 % ("
            << num(s.compared ? 100.0 * s.within30 / s.compared : 0.0, 0) << " %), median error "
            << num(s.medianAbsErrorPct, 1) << " %; misses outside their interval: " << s.missesOutsideInterval
            << "; interval coverage " << s.insideInterval << " of " << s.withInterval << ", median width (high/low) "
            << num(s.medianIntervalWidth, 2) << "\n";
    };
    out << "\nsummaries over the figures that are predictions (not inputs):\n";
    summary("calibrated, RA-1 + RA-2:", rep.calibratedRa12);
    summary("a priori, RA-1 + RA-2:", rep.aPrioriRa12);
    summary("calibrated, all:", rep.calibrated);
    summary("a priori, all:", rep.aPriori);
    out << "without the HammerDB TPM figures (the engine's own counter): calibrated median "
        << num(rep.medianAbsErrorPctWithoutEngineCounters, 1) << " % over " << rep.comparedWithoutEngineCounters << " figures\n";
    return kOk;
}

} // namespace topoplan::cli
