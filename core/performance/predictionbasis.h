#pragma once
// What a workload's prediction rests on, as every output states it (simulate text and
// JSON, the GUI's inspector, the report): the measured baseline that calibrated it, the
// baseline's figures consumed, and the measured parameters derived from them, whatever
// their scope (the workload's own "<workload>/...", its cluster's "vsan-1/..." or its
// array's "<device>/..."). The basis itself is WorkloadPerformance::basis (one rule:
// docs/performance-model.md, "Basis of a prediction").

#include "core/design.h"
#include "core/measurement.h"
#include "core/performance.h"

#include <string>
#include <utility>
#include <vector>

namespace topoplan::core {

/// The measured parameters that calibrated `w`, taken from `used` (the evaluation's
/// parameters, PerformanceResult::parameters or UncertaintyResult::parameters) in its
/// order: those scoped to the workload and those of its storage's baseline that its
/// profile took (WorkloadProfile::measuredParameters). Empty for an a-priori workload.
std::vector<Parameter> calibrationParameters(const WorkloadPerformance& w, const std::vector<Parameter>& used);

/// The baseline that calibrated `w` and the element carrying it (the workload's id, or its
/// storage's: cluster or device): the workload's own `measured:` block, else its storage's
/// when the profile was calibrated from it. {nullptr, ""} for an a-priori workload.
std::pair<const Measurement*, std::string> calibrationBaseline(const Design& design, const WorkloadPerformance& w);

/// The users (HammerDB virtual users, SLOB sessions, DSS query streams) the model ran `w`
/// with, and where that number comes from.
struct ModelUsers {
    double users = 0.0;
    /// "derived by the response-time law from the measured baseline" (the baseline gave a
    /// throughput but no users: N = X (R + Z), calibrateConcurrency()), "measured" (the
    /// baseline's `users`, in the run of the baseline's own use case), or "as the profile
    /// declares" (also for --users, and for another use case of a baseline with users);
    /// "open load (rate given)" for an open workload (a given IOPS / MB/s rate, no users: 0).
    std::string basis;
    bool derived = false; ///< the response-time law replaced the profile's users
};
/// The users of `w` as the model used them (WorkloadProfile::users after calibration when
/// the law derived them, else the profile's declared users / streams, WorkloadPerformance::
/// users): what simulate's header, its JSON and the report print, rather than the
/// profile's figure the calibration replaced (RA-1 oracle-oltp: 9 users, not 100).
ModelUsers modelUsers(const WorkloadPerformance& w);

/// Whether the workload's benchmark produces the figure at all: TPM for profiles that count
/// transactions (TPC-C-like, WorkloadProfile::txnPerCycle > 0), NOPM for HammerDB TPROC-C
/// (nopmPerTpm > 0). SLOB, ORION, DSS scans and open I/O rates produce neither: outputs
/// leave those figures out rather than show "0 TPM" with a basis (issue 15).
bool producesTpm(const WorkloadPerformance& w);
bool producesNopm(const WorkloadPerformance& w);

/// Whether `w` carries load in the result: IOPS or MB/s above zero. A workload that offers
/// none (no users, iops or mb_s: the finding "workload-no-load") still gets the service
/// times of an idle system as its latencies (about 0.01 ms on RA-1's PowerMax); outputs
/// show no latency for it, only that it offers no load (issue 16).
/// A workload whose figures are withheld (WorkloadPerformance::withheld) offers none either.
bool offersLoad(const WorkloadPerformance& w);

/// Whether the model predicts figures for `w`: reachable and not withheld.
bool predicted(const WorkloadPerformance& w);

/// The basis of a figure computed from `parameters` (a rebuild's minutes, RebuildEstimate::
/// parameters): the least certain among theirs, assumed before sourced before measured
/// (a figure is no surer than its least sure input); Sourced when `parameters` is empty (the
/// figure then rests on the catalog alone).
Basis weakestBasis(const std::vector<Parameter>& parameters);

/// The figures of `m` that are set, by design-file key ("nopm", "cpu_pct", ...), in the
/// design format's order (measurementNumbers()).
std::vector<std::pair<std::string, double>> baselineFigures(const Measurement& m);

} // namespace topoplan::core
