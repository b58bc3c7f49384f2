#pragma once

#include "core/findingtext.h"
#include "core/designloader.h"
#include "core/performance/mva.h"
#include "core/performance/uncertainty.h"
#include "core/performance/workloadprofile.h"

#include <memory>
#include <string>
#include <vector>

namespace topoplan::core {

struct AnalysisResult;

/// What to simulate.
struct PerformanceOptions {
    /// Workloads that run together. Empty: the workloads of `useCase`; when that is empty
    /// too, the design's first use case (defaultUseCase()), and for a design without use
    /// cases every workload except backup/restore streams.
    std::vector<std::string> workloads;
    std::string useCase;
    /// Failure targets (docs/design-format.md "Failure targets"): device, site, cluster,
    /// port or lane reference, link id "a -- b", DEVICE/COMPONENT, DEVICE/dg-N.
    std::vector<std::string> failed;
    /// > 0: replaces the users of every closed workload (sweeps, `--users`).
    double usersOverride = 0.0;
    mva::Options solver;
    /// Parameter values replacing the model's own for this evaluation (uncertainty
    /// sampling, core/performance/uncertainty.h); null or empty: the point estimate.
    std::shared_ptr<const ParameterOverrides> overrides;
    /// true: every `measured:` baseline is ignored and the model runs a priori
    /// (validate-reference's a-priori summary, `simulate --a-priori`).
    bool ignoreBaselines = false;
    /// Internal to the calibration (core/performance/calibration.h): workloads whose
    /// concurrency the response-time law fixes run as open classes at their measured rate,
    /// to obtain the model's residence per cycle at that rate.
    bool openAtMeasuredRates = false;
};

/// Predicted performance of one workload. Rates per second, latencies in ms, MB/s in
/// 10^6 bytes per second.
struct WorkloadPerformance {
    std::string id;
    std::string storage;
    bool reachable = true;    ///< false: no surviving path / the cluster lost the data
    std::string status;       ///< "ok" or why not
    FindingText statusText;   ///< `status` as a translatable template (empty for "ok")
    /// Not empty: the model has no figures for this reachable workload, and why (English;
    /// withheldText: the template). "no steady state: ..." when it crosses a center that the
    /// open (rate-given) load drives to U >= 1 (an open queue has no steady state there);
    /// "pmax has no drives configured: ..." when its array's back end is not modelled. Its
    /// figures are 0 and outputs show the reason instead (predicted()).
    std::string withheld;
    FindingText withheldText;
    int paths = 0;            ///< surviving initiator -> target pairs (arrays), members (clusters)
    double users = 0.0;       ///< users or query streams as the benchmark declares them
    double iops = 0.0;
    double readIops = 0.0;
    double writeIops = 0.0;
    double mbps = 0.0;
    double readLatencyMs = 0.0;  ///< mean physical read response time seen by the host
    double writeLatencyMs = 0.0; ///< mean physical write response time (acknowledgement)
    double tpm = 0.0;            ///< transactions per minute (0: the profile defines none)
    double nopm = 0.0;           ///< New-Order transactions per minute (TPC-C only)
    double cpuUtilization = 0.0; ///< the VM's vCPUs (or the host's cores), 0..1
    std::string serviceLevel;
    double targetMs = 0.0;       ///< service-level target response time, 0 = none
    std::string bottleneck;      ///< busiest center this workload visits
    /// Mean residence per cycle in the modelled centers, s (closed: N / X - Z).
    double cycleResponseS = 0.0;
    /// "calibrated", "partly calibrated" or "a priori" (profile.basis); the derivation
    /// lines are profile.calibration.
    std::string basis = "a priori";
    WorkloadProfile profile;
};

/// A center of the queueing network: what it stands for and how busy it is.
struct CenterPerformance {
    std::string id;          ///< "pmax:fa-1d-1 in" (a port's received data; "out": sent), "pmax/dir-1", "pmax/drives", "esx-1/vsan", ...
    std::string kind;        ///< port, controller, drives, cpu, network, software, rtt
    int servers = 1;
    double utilization = 0.0; ///< per server, 0..1 (1: saturated; never above 1)
    /// The load offered to it per server as a share of its capacity: equal to utilization
    /// below saturation; above 1 when the open (rate-given) load exceeds what it can serve
    /// (no steady state: finding "no-steady-state"), e.g. 13.9 for 22,294 MB/s on a 1,600 MB/s port.
    double offeredUtilization = 0.0;
    double queueLength = 0.0; ///< mean customers present
};

/// Something the performance analysis reports (service level missed, saturation, ...).
struct PerformanceFinding {
    std::string severity; ///< info, warning, error
    std::string code;     ///< slo-missed, saturated, unreachable, not-converged, unknown-failure, path-limit
    std::string message;  ///< English (CLI, JSON): englishText(text)
    std::vector<std::string> ids;
    FindingText text;     ///< the message as a translatable template (core/findingtext.h)
};
/// A PerformanceFinding whose message is englishText(text).
PerformanceFinding makePerformanceFinding(std::string severity, std::string code, FindingText text, std::vector<std::string> ids);

/// The whole prediction for one set of workloads under one failure set.
struct PerformanceResult {
    std::string useCase;      ///< use case simulated ("" : an explicit workload list or none declared)
    std::vector<WorkloadPerformance> workloads;
    std::vector<CenterPerformance> centers; ///< busiest first
    std::vector<PerformanceFinding> findings;
    std::string bottleneck;   ///< busiest center overall
    bool converged = true;
    std::string method;       ///< solver used
    std::vector<std::string> failed;
    std::vector<std::string> notes; ///< modelling assumptions applied
    /// Every model parameter this evaluation used, with its basis and range
    /// (core/performance/uncertainty.h).
    std::vector<Parameter> parameters;
    /// Calibrated workloads whose measured baseline this evaluation's parameters contradict
    /// (English, one line per baseline use case): at the baseline's measured rates a center
    /// would be more than fully busy (utilization law U = X D / servers <= 1; e.g. RA-3's
    /// 116,000 measured IOPS put 53,000 SDS visits per node and second, which an SDS time per
    /// I/O above 18.9 us cannot serve). Also a "baseline-infeasible" finding. The uncertainty
    /// engine leaves such evaluations out of the band and counts them
    /// (UncertaintyResult::infeasible); empty for a feasible evaluation.
    std::vector<std::string> infeasibleBaselines;
};

/// Builds the queueing network of the design for the selected workloads and solves it
/// (core/performance/mva.h). Centers: the VM's vCPUs; for arrays the host initiator ports, the array
/// front-end ports, the directors/controllers (catalog `director_io_cost_us`, writes
/// mirrored to the peer's cache), the back-end drive pool (RAID write penalty on destage,
/// SSD tier of hybrid arrays) and its random-write rate ("POOL:random-writes", one server
/// per drive, catalog write_iops_4k); for vSAN the per-host vSAN stack (checksum, dedupe and
/// compression costs), the hosts' network ports, cache and capacity tiers with RAID 1 /
/// RAID 5 / RAID 6 and FTT placement, and the inter-site RTT of stretched clusters on
/// writes; for PowerFlex the SDC ports, the SDS nodes' ports, software and drives with
/// two-copy writes. Reads and commit writes are waited for by the users (closed classes);
/// data-block writes and destage are asynchronous (open classes at the rate the users
/// generate, solved to a fixed point). Array routes are the surviving paths of the graph
/// analysis (core/analysis.h, run here with `options.failed`), restricted to the storage
/// group's port group; clusters (vSAN, PowerFlex) use their members' ports.
/// Pure function: safe on a worker thread on a copy of the design.
PerformanceResult simulatePerformance(const LoadedDesign& design, const PerformanceOptions& options);

/// The same with the graph analysis already computed for the same failures (the GUI's
/// recompute runs analyze() once and feeds both). `analysis.failed` should match
/// `options.failed`; the routes are taken from `analysis` as given.
PerformanceResult simulatePerformance(const LoadedDesign& design, const PerformanceOptions& options,
                                      const AnalysisResult& analysis);

/// One point of a latency-vs-load curve.
struct LoadPoint {
    double users = 0.0;
    double iops = 0.0;
    double readLatencyMs = 0.0;
    double writeLatencyMs = 0.0;
    double tpm = 0.0;
};

/// Sweeps the users of every closed workload of `options` over `users` and returns the
/// prediction for `workload` (empty: the sum over the workloads, latencies averaged by IOPS).
std::vector<LoadPoint> latencyCurve(const LoadedDesign& design, const PerformanceOptions& options,
                                    const std::string& workload, const std::vector<double>& users);

/// The use case a simulation runs when none is named: the design's first use case with a
/// workload that is not a backup/restore stream (the papers list their baseline first,
/// e.g. RA-1 "OLTP only"); "" when the design declares none.
std::string defaultUseCase(const Design& design);

/// Service-level target response time in ms of a level name ("diamond", ...) from the
/// storage model's catalog params slo_<level>_ms; 0 when the storage defines none.
double serviceLevelTargetMs(const LoadedDesign& design, const std::string& storage, const std::string& level);

/// Relative tolerance within which a calibrated model run under its baseline's own
/// conditions reproduces a measured figure when no interval is computed (and what
/// tst_performance's baselinesReproduced holds every consumed figure to): 5 % (issue 15:
/// "within a few %").
inline constexpr double kBaselineReproducedTolerance = 0.05;

/// Warnings "baseline-not-reproduced": for each `measured:` baseline (a workload's, or a
/// cluster's / storage device's, totals over its use case's workloads on it, latencies
/// weighted by their I/O rates) that applies to this run - the run is the baseline's own use
/// case, measured on this platform, no failures, no users override, no workload list,
/// baselines applied - every measured figure the model predicts (TPM, NOPM, IOPS, read and
/// write IOPS, MB/s, read and write latency, a workload's VM CPU) whose measured value lies
/// outside the predicted interval of `uncertainty` (sums of the workloads' interval ends),
/// or, when `uncertainty` is null (--no-intervals), more than kBaselineReproducedTolerance
/// from the point. `point` is the point estimate computed with `options`. Empty when no
/// baseline applies or every figure is reproduced. Pure.
std::vector<PerformanceFinding> baselineMisses(const LoadedDesign& design, const PerformanceOptions& options,
                                               const PerformanceResult& point, const UncertaintyResult* uncertainty);

/// Failure-target ids of `failed` that name nothing in the design.
std::vector<std::string> unknownPerformanceFailures(const LoadedDesign& design, const std::vector<std::string>& failed);

} // namespace topoplan::core
