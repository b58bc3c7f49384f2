#pragma once
// Calibration of a workload's demands from a measured baseline (core/measurement.h) by
// the operational laws (Lazowska, Zahorjan, Graham & Sevcik, Quantitative System
// Performance, 1984, ch. 3 and 5; Menasce, Almeida & Dowdy, Performance by Design, 2004,
// ch. 3-4; ../shared/reference/hardware-facts.md, "Calibrating a model from a measurement"):
//
// - throughput X in cycles/s: HammerDB TPROC-C transactions = NOPM / 0.45 / 60 (TPC-C
//   clause 5.2.3 mix; HammerDB's TPM is the engine's own counter, never a transaction
//   count), else tps, else tpm / 60 for tools whose TPM counts transactions; SLOB / ORION
//   cycles = physical reads per second;
// - service demand law D_cpu = U x C / X (CPU per cycle on one vCPU, s);
// - forced flow law V = X_io / X (physical reads and writes per cycle);
// - the engine's TPM counter per transaction = TPM / (60 X) (forced flow on the counter);
// - interactive response-time law R = N / X - Z: with users measured, the time per cycle
//   spent outside the modelled centers (a delay); without, the concurrency N = X (R + Z),
//   R being the model's residence per cycle at the measured rate (calibrateConcurrency()).
//
// A baseline measured on another platform transfers only the demands (I/Os per cycle, the
// counter ratio) and CPU per cycle scaled by the per-core ratings; never its service times
// or its concurrency. Every derived value is a Parameter with Basis::Measured and a basisText
// with the derivation.
//
// Propagation through the calibration (calibrateProfile()): what the uncertainty engine draws
// are the baseline's observed figures (rates, utilization, latencies; drawFigures()), each once
// per evaluation with its own +-uncertainty_pct (absent: kDefaultMeasurementUncertaintyPct,
// assumed), and the laws re-derive every demand from that draw, at that evaluation's assumed
// parameters (batch size, fixed latency, device costs). The derived demands have no range of
// their own (low == high), so they are never drawn apart from their figures: a figure two
// demands share (X in CPU per transaction and in I/Os per transaction) moves both together, and
// an assumed parameter that shifts the baseline and the prediction alike cancels. A measured
// parameter with a range is a drawn figure ("<scope>/measured-<name>"); one without, a derived
// value.

#include "core/design.h"
#include "core/designloader.h"
#include "core/performance/parameters.h"
#include "core/performance/uncertainty.h"
#include "core/performance/workloadprofile.h"

#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// Stated uncertainty assumed for a baseline that gives none, in percent: benchmark
/// figures averaged over a run of minutes (HammerDB, SLOB, perfmon averages) vary by a few
/// percent between runs; 10 % covers run-to-run spread and counter sampling. assumed.
inline constexpr double kDefaultMeasurementUncertaintyPct = 10.0;

/// Least concurrency the response-time law may derive, users: a positive floor so that a
/// closed class never empties (a measured rate with a model residence of zero would give 0).
inline constexpr double kMinDerivedUsers = 0.01;

/// What a baseline fixed for one workload. Rates per second; times in s.
struct Calibration {
    std::string workload;
    std::string source;            ///< the measurement's source text
    bool calibrated = false;       ///< at least one demand was derived
    bool onThisPlatform = true;
    std::string useCase;           ///< the design's use case the baseline was measured in
    double uncertainty = 0.10;     ///< relative, 0..1 (stated or kDefaultMeasurementUncertaintyPct)
    double cyclesPerS = 0.0;       ///< measured X in the profile's cycles (0: unknown)
    /// Derived demands; nullopt where the baseline does not fix them.
    std::optional<double> cpuSPerCycle;
    /// The CPU per cycle of a baseline from another platform is not scaled (a per-core rating
    /// missing): applyCalibration() multiplies it by the registry's assumed
    /// "<workload>/core-speed-ratio" (1, range 0.7-1.5), drawn on its own.
    bool cpuRatingAssumed = false;
    std::optional<double> readsPerCycle;
    std::optional<double> syncWritesPerCycle;
    std::optional<double> writesPerCycle;
    std::optional<double> tpmCounterPerTxn;
    /// Mean read request of a DSS workload, KB (1,024 bytes, kBytesPerIoKB): MB/s / reads per
    /// s of a baseline that measured both (the mean request by definition). Replaces the
    /// a-priori dss-read-size; the a-priori CPU per read, when the baseline gives no cpu_pct,
    /// scales with the bytes a read brings (the scan rate is per MB).
    std::optional<double> readKB;
    /// Mean I/O request of any other workload, KB (1,024 bytes): mb_s / (reads + writes per
    /// s), the bytes per request by definition, taken for its reads and its writes alike (the
    /// baseline's mb_s counts both together; their split is not measured). Replaces the
    /// profile's read_kb and write_kb.
    std::optional<double> ioKB;
    /// Mean read and write requests of a baseline that counts the bytes of each direction apart
    /// (read_mb_s / read_iops, write_mb_s / write_iops; KB of 1,024 bytes): they replace the
    /// profile's read_kb and write_kb each (ioKB, the combined mean, is then not derived; a DSS
    /// workload's read is readKB). writeIoKB absent when no writes were measured.
    std::optional<double> readIoKB;
    std::optional<double> writeIoKB;
    /// A backup or restore stream's measured rate, MB/s (10^6 bytes/s): the baseline's read_mb_s
    /// (backup: the client reads the database) or write_mb_s (restore), else mb_s, on this platform
    /// only; backupWindow() takes it as a limit of the window ("<workload>/stream-rate").
    std::optional<double> streamMBps;
    std::optional<double> storageIoCostS; ///< vSAN stack cost per visit, s (cluster baselines)
    /// vSAN stack cost per visit of a write, s, when the baseline's write latency fixes it apart
    /// from the read's (calibrateFromStorage()); unset: the read's cost serves both.
    std::optional<double> storageWriteIoCostS;
    bool storageIoCostWithChecksum = false; ///< the measured objects had checksum on
    /// Most writes per cycle the user waits for (1 commit log write per transaction; the
    /// a-priori waited writes of a read cycle): the measured write count is split there.
    double syncWritesCap = 1.0;
    /// Response-time law: users as measured (the external delay is derived) or to derive,
    /// at the think time measured with them (absent: the profile's).
    std::optional<double> users;
    std::optional<double> thinkS;
    /// Every figure of the baseline (its design-file key, measurementNumbers()) is either
    /// used by a derivation (`usedFigures`) or listed here with the reason it is not (a
    /// "not used: ..." line in `lines` too), so that no figure is dropped unsaid.
    std::vector<std::string> usedFigures;
    std::vector<std::pair<std::string, std::string>> unusedFigures; ///< key, reason
    std::vector<Parameter> parameters; ///< the derived values (Basis::Measured)
    std::vector<std::string> lines;    ///< derivation lines for CLI / GUI
};

/// NOPM is the New-Order share (45 %, TPC-C clause 5.2.3) of TPC-C's transactions. When `cal`
/// took the workload's transactions from a baseline `m` that counts them without NOPM (an AWR
/// report's commits, perfmon's Transactions/sec, a TPM), they are the measured application's,
/// whose New-Order share nothing states: `p` then predicts no NOPM (nopmPerTpm 0, producesNopm()
/// false) and its NOPM note says why (issue 19: the AskTom report, not TPC-C, predicted 38 NOPM).
void withoutDerivedNopm(WorkloadProfile& p, const Calibration& cal, const Measurement& m);

/// Derives the demands `workload.measured` fixes, given its a-priori profile `apriori`
/// (resolveProfile()), the CPUs its cpu_pct refers to on this design (`vcpus` of the VM,
/// `hostCores` of its host; cpu_of host on a host without a core count: the baseline's
/// `cores`, the CPUs the report counted). `hostCoreRating` / `hostRatingSource`: the catalog's per-core
/// rating of this design's host CPU (0: not in the catalog), used only for a baseline from
/// another platform. A workload without `measured` gives calibrated == false, no lines.
Calibration calibrateWorkload(const Workload& workload, const WorkloadProfile& apriori, double hostCores,
                              double hostCoreRating = 0.0, const std::string& hostRatingSource = {});

/// Derives per-read-cycle demands of the SLOB-like workloads (cycle = one physical read) on
/// a cluster or storage device from its `measured:` block (totals over the workloads of
/// its use case on that storage): writes per read = write_iops / read_iops (forced flow on
/// the totals), and CPU per read from the response-time law: N / X - Z - (read latency +
/// waited writes x write latency) is the time per read the sessions spend outside the
/// storage. Per VM i (N_i sessions, v_i vCPUs) the asymptotic bounds of its loop give X_i =
/// min(v_i / D, N_i / (Z + storage + D)) (Lazowska et al. 1984, ch. 5), and D_cpu is the CPU
/// per read at which they add up to X: every VM CPU-bound gives D_cpu = sum of vCPUs / X
/// (utilization law over the pooled vCPUs), none the time outside the storage (no queueing),
/// and between them some VMs saturate and the others do not. The same D_cpu for every VM (the
/// same kit and database on each; the totals do not split it). It is checked against the host
/// CPU measured (the VMs' busy vCPUs cannot exceed the hosts' busy cores). `profiles`:
/// the a-priori profiles of the measured use case's workloads on the storage; `hostCores`:
/// the cores of the hosts they run on. Returns the calibration the storage's other
/// workloads of the same tool take (calibrated == false when nothing applies).
/// For a vSAN cluster (`vsanHosts` > 0, RAID 1 objects with `writeCopies` copies) it also
/// derives the vSAN stack cost per visit from the measured read latency: a read waits for
/// two stack visits (client DOM, component), each an open M/M/1 residence D / (1 - U) with
/// U = stack visits per host per s x D (Lazowska et al. 1984, ch. 6; the capacity-tier read
/// and the NIC hops are left out, so D is an upper bound), solved for D.
/// `writeBatch`: the DBWR batch size of the measured workloads (mva::ClassSpec::batch: the
/// reads queue behind the batches' excess at the stack); `fixedReadS`: the fixed latency per
/// read the model adds outside the stack (Builder::fixedLatency()), taken off the measured
/// read latency before the inversion.
/// With a measured write latency as well (`fixedWriteS`: the fixed latency per write, host
/// stack and one network round trip), the stack's cost per visit is derived apart for reads
/// (D_r) and writes (D_w): both classes see the same queue factor F = (1 + E) / (1 - U_a -
/// U_c) (mva.h, mixed solution with batches: the excess is a wait, not work), a read waits
/// 2 D_r F, a write the DOM owner's n visits (one per component write it issues, n copies)
/// and its copies' fork-join (n + H_n visits) of D_w (F + (B - 1) / 2) (its
/// batch's own wait); the two latencies fix D_r and D_w (one F solves both, by bisection:
/// the F the demands give falls as F rises). Response-time law per class on one shared
/// center (Lazowska et al. 1984, ch. 6-7).
Calibration calibrateFromStorage(const Measurement& m, const std::string& storageId,
                                 const std::vector<WorkloadProfile>& profiles, double hostCores, int vsanHosts = 0,
                                 double writeCopies = 0.0, bool checksum = false, double writeBatch = 1.0,
                                 double fixedReadS = 0.0, double fixedWriteS = 0.0);

/// Replaces the a-priori demands of `p` by those `c` derived (the a-priori path stays for
/// what the baseline does not fix) and records the derivation in `p`. Every derived value
/// is read through `params` (ParameterContext::use() with its Basis::Measured Parameter), so
/// that overrides of the uncertainty engine apply and the value is recorded among the
/// evaluation's parameters; an override of a demand that several fields share (I/Os per
/// transaction, writes per read) scales those fields together, split as at the point.
/// Without `params`: at the point values (no overrides, nothing recorded).
void applyCalibration(WorkloadProfile& p, const Calibration& c, ParameterContext* params = nullptr);
inline void applyCalibration(WorkloadProfile& p, const Calibration& c, ParameterContext& params)
{
    applyCalibration(p, c, &params);
}

/// The baseline's throughput p.measuredCyclesPerS in cycles/s, recorded through `params` as the
/// derived Basis::Measured parameter "<workload>/measured-rate" (no range of its own): the rate of the figures drawFigures() drew for this evaluation
/// (NOPM / 0.45 / 60, tps, read IOPS), so the laws built on it (the response-time law's
/// concurrency, the utilization law's CPU bound, the open solve at the measured rate) and the
/// demands per cycle follow one draw together. 0 without a baseline rate.
double measuredRate(const WorkloadProfile& p, ParameterContext& params);

/// The response-time law, once the model's residence per cycle `modelResidenceS` at the
/// measured rate p.measuredCyclesPerS is known (an open solve of the baseline use case):
/// with measured users N, the delay outside the modelled centers N / X - Z - R (>= 0) is
/// added to the think time; without, the concurrency N = X (R + Z), a real number (the
/// solvers take fractional populations, mva.h; at least kMinDerivedUsers). Updates `p` and its derivation lines. The rate
/// X is measuredRate()'s; the delay ("<workload>/external-delay", ms) or concurrency
/// ("<workload>/users") is recorded through `params` without a range of its own (derived at
/// each sample from that sample's rate and residence). When the residence is not finite or
/// not positive the law is not applied, and the line says why: `whyNot` (the caller knows
/// it: "sql-oltp-1/vcpu would be 101 % busy at it", "the workload is unreachable in use
/// case ..."), else a generic reason.
/// Without `params`: at the point values. The law takes the think time measured with the
/// baseline (p.measuredThinkS) where it states one, else the profile's.
/// `baselineRun`: the run simulates the baseline's own conditions (its use case, no users
/// given): measured users then are the population (p.users, p.declaredUsers), even where the
/// law cannot be applied; in another run (another use case, a sweep's users) the run's users
/// stay and only the delay per cycle transfers (a demand of the cycle, like its CPU).
void calibrateConcurrency(WorkloadProfile& p, double modelResidenceS, ParameterContext* params = nullptr,
                          const std::string& whyNot = {}, bool baselineRun = true);
inline void calibrateConcurrency(WorkloadProfile& p, double modelResidenceS, ParameterContext& params,
                                 const std::string& whyNot = {}, bool baselineRun = true)
{
    calibrateConcurrency(p, modelResidenceS, &params, whyNot, baselineRun);
}

/// The hook resolveProfile()'s callers use: calibrates `p` (the a-priori profile of
/// `workload`) from the workload's own baseline, else from a baseline of its storage
/// (cluster or array) whose use case runs workloads of the same tool. Host cores and
/// ratings come from the design and catalog; the calibrated values are read through `params`
/// (applyCalibration()). The observed figures the derivations take are drawn through `params`
/// first (drawFigures(): "<workload>/measured-nopm", "vsan-1/measured-read-latency", ...) and
/// the calibration re-run on the drawn baseline, so each evaluation of the uncertainty engine
/// calibrates from its own draw of the measured point.
void calibrateProfile(const LoadedDesign& design, const Workload& workload, WorkloadProfile& p,
                      ParameterContext& params);

/// The observed figures of `m` among `keys` (design-file keys: tpm, nopm, tps, iops,
/// read_iops, write_iops, mb_s, read_latency_ms, write_latency_ms, cpu_pct), each read through
/// `params` as the Basis::Measured parameter "<scope>/measured-<name>" (measured-nopm,
/// measured-read-latency, measured-cpu, ...) with the baseline's +-uncertainty_pct (absent:
/// kDefaultMeasurementUncertaintyPct; cpu_pct at most 100 %); the other figures (users, think
/// time, cores, ratings, the interval: how the run was set up, not readings) as they are.
/// Without overrides the result equals `m`.
Measurement drawFigures(const Measurement& m, const std::string& scope, const std::vector<std::string>& keys,
                        ParameterContext& params);

} // namespace topoplan::core
