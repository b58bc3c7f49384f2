#pragma once
// Parameters of the performance model with their basis and range, and the intervals and
// sensitivities of a prediction obtained by propagating those ranges through the model.
// Contract shared by the model (core), the CLI (simulate, validate-reference) and the GUI
// (inspector, charts, status bar, treemap, Sensitivity view). docs/performance-model.md.

#include "core/findingtext.h"
#include "core/numberformat.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace topoplan::core {

struct LoadedDesign;
struct PerformanceOptions;
struct PerformanceResult;
struct AnalysisResult;

/// Where a model parameter's value comes from.
enum class Basis {
    Measured, ///< derived from a `measured:` baseline by an operational law
    Sourced,  ///< catalog or constant with a cited source (spec sheet, paper, textbook)
    Assumed,  ///< our assumption, with the reason and a defensible range
};

/// "measured", "sourced", "assumed".
const char* basisName(Basis b);

/// One number the model uses. `id` is stable and scoped: global constants by name
/// ("cpu-per-physical-io"), workload-scoped ones as "<workload>/<name>"
/// ("sql-oltp-1/cpu-per-txn"), device-scoped as "<device>/<name>" ("pmax/director-io-cost").
/// low <= value <= high, in `unit`. `basisText` is the source, the reason, or the
/// derivation ("CPU 4.0 ms per transaction = 67 % x 6 vCPU / 995 tx/s (measured, RA-1
/// use case 1)").
struct Parameter {
    std::string id;
    std::string label;   ///< short human name ("CPU per physical I/O")
    std::string unit;    ///< "ms", "us", "IOPS", "", ...
    double value = 0.0;
    double low = 0.0;
    double high = 0.0;
    Basis basis = Basis::Assumed;
    std::string basisText;
    /// `basisText` as a template (context "Finding"): englishText(basisTemplate) == basisText,
    /// so the CLI prints the English and the GUI the user's language (models::parameterBasis()).
    /// Empty for a text without a template (shown as basisText in every language).
    FindingText basisTemplate = {};
};

/// The units of parameters that read differently in another language ("us", "rows",
/// "tx/s"), each marked for translation in context "Finding"; the GUI shows a parameter's
/// unit through models::unitText(). Units written the same everywhere (ms, MB/s, IOPS, %)
/// are not in the list.
const std::vector<const char*>& parameterUnits();

/// Values that replace parameters for one model evaluation: parameter id -> value in the
/// parameter's unit. Set by the uncertainty engine; empty for the point estimate.
using ParameterOverrides = std::map<std::string, double>;

/// A closed interval of a predicted figure, in the figure's unit.
struct Interval {
    double low = 0.0;
    double high = 0.0;
};

/// One bar of a tornado chart: the figure's value with the parameter at its low and at its
/// high end, all others at their point values (one-at-a-time).
struct TornadoBar {
    std::string parameterId;
    std::string label;
    Basis basis = Basis::Assumed;
    double paramLow = 0.0;
    double paramHigh = 0.0;
    double figureAtLow = 0.0;
    double figureAtHigh = 0.0;
};

/// The uncertainty of one workload's prediction.
struct WorkloadUncertainty {
    std::string workload;
    /// "calibrated", "partly calibrated" or "a priori": the workload's basis
    /// (WorkloadPerformance::basis; the rule: docs/performance-model.md, "Basis of a
    /// prediction"), the same in every output.
    std::string basis;
    /// One line for the user: "calibrated: sql-oltp-1 measured, RA-1 use case 1" or
    /// "a priori: CPU per I/O assumed".
    std::string basisSummary;
    Interval iops, readIops, writeIops, mbps, readLatencyMs, writeLatencyMs, tpm, nopm, cpuUtilization;
    /// The users the model ran (modelUsers()): users derived by the response-time law vary
    /// with each sample's residence (N = X (R + Z) at the sample's X and R); declared or
    /// measured ones do not (low == high).
    Interval users;
    /// Tornado of the workload's headline figure (`tornadoFigure`: "iops", or "tpm" for
    /// HammerDB-like workloads), largest swing first.
    std::string tornadoFigure = "iops";
    std::vector<TornadoBar> tornado;
    /// Labels of the parameters whose range moves this prediction most and that a
    /// measurement would fix ("CPU per physical I/O (assumed)"), most important first.
    std::vector<std::string> measureNext;
    /// Draws (of UncertaintyResult::draws) in which the workload, predicted at the point, had
    /// no figures (WorkloadPerformance::withheld: no steady state at those parameter values):
    /// left out of its band and counted here; `withheldReason` the first one's reason (English).
    int withheldDraws = 0;
    std::string withheldReason;
    FindingText withheldReasonText; ///< the same reason as a template (the GUI's language)
};

/// The interval of one queueing center's utilization (per server, 0..1, as
/// CenterPerformance::utilization) over the same evaluations as the workloads' intervals.
/// A center's basis is that of the parameters behind its service demand: the workloads
/// that visit it (their basis) and the center's own cost (director, drive, software
/// parameters in UncertaintyResult::parameters).
struct CenterUncertainty {
    std::string center; ///< CenterPerformance::id
    Interval utilization;
    Interval queueLength; ///< mean customers present
};

/// Bisection steps that find a parameter's last feasible value between its point and a
/// one-at-a-time end that contradicts a measured baseline: 2^-10 of that stretch of the range.
inline constexpr int kFeasibleLimitSteps = 10;

struct UncertaintyOptions {
    int samples = 64;        ///< Latin hypercube samples for the band
    unsigned seed = 1;       ///< reproducible sampling
    int tornadoBars = 8;     ///< bars kept per workload
    const std::atomic<bool>* cancel = nullptr; ///< set: stop early, result.cancelled = true
};

struct UncertaintyResult {
    std::vector<WorkloadUncertainty> workloads;
    /// One per center of the point estimate (PerformanceResult::centers), in its order.
    std::vector<CenterUncertainty> centers;
    std::vector<Parameter> parameters; ///< every parameter the model used, with its range
    int evaluations = 0;               ///< model evaluations made
    /// Draws (one-at-a-time ends and Latin hypercube samples) whose parameters contradict a
    /// measured baseline (PerformanceResult::infeasibleBaselines: at the measured rate a center
    /// would be more than fully busy): left out of every band, counted here, of `draws` in all;
    /// `infeasibleReason` the first one's line (English). A one-at-a-time end left out is
    /// replaced by the parameter's last feasible value (bisection between point and end: the
    /// range the baseline allows; its TornadoBar::paramLow / paramHigh), whose evaluations
    /// are not draws.
    int infeasible = 0;
    int draws = 0;
    std::string infeasibleReason;
    FindingText infeasibleReasonText; ///< the same line as a template (the GUI's language)
    double elapsedMs = 0.0;
    bool cancelled = false;
};

/// Intervals and tornado per workload of `point`, and the utilization interval of each of
/// its centers (the point estimate already computed with `options` and `analysis`): one-at-a-time low/high per parameter for the tornado, and a
/// Latin hypercube sample of all ranges for the band (the interval is the band's min-max,
/// widened to include the point and the one-at-a-time extremes). Draws that contradict a
/// measured baseline are left out and counted (UncertaintyResult::infeasible). Pure; safe on
/// a worker thread; cost = (2 x parameters + samples) model evaluations, plus
/// kFeasibleLimitSteps per one-at-a-time end a baseline rules out.
UncertaintyResult estimateUncertainty(const LoadedDesign& design, const PerformanceOptions& options,
                                      const PerformanceResult& point, const AnalysisResult& analysis,
                                      const UncertaintyOptions& uncertainty = {});

/// The override sets one propagation evaluates over `parameters`: `varying` indexes the
/// parameters with a range; `oneAtATime` holds, for each of them in that order, the set with
/// it at its low end and the set with it at its high end; `latinHypercube` the
/// `uo.samples` sets of a Latin hypercube over all ranges together (McKay, Beckman & Conover,
/// Technometrics 21(2), 1979; seeded by `uo.seed`, reproducible; ranges of a factor of 2 or
/// more log-uniform, narrower ones uniform).
struct SamplePlan {
    std::vector<size_t> varying;
    std::vector<ParameterOverrides> oneAtATime;
    std::vector<ParameterOverrides> latinHypercube;
};
SamplePlan samplePlan(const std::vector<Parameter>& parameters, const UncertaintyOptions& uo = {});

/// One of the two runs of a paired figure: the design, the options and graph analysis the
/// point estimate `point` was computed with. The pointers must outlive the call.
struct PairedRun {
    const LoadedDesign* design = nullptr;
    const PerformanceOptions* options = nullptr;
    const AnalysisResult* analysis = nullptr;
    const PerformanceResult* point = nullptr;
};
/// A figure computed from both runs (a change in percent between a base and a variant).
using PairedFigure = std::function<double(const PerformanceResult& base, const PerformanceResult& variant)>;
struct PairedInterval {
    double value = 0.0;  ///< the figure at the point estimates
    Interval interval;   ///< min-max over the samples, widened to the point
    int evaluations = 0; ///< model evaluations made (two per sample)
    /// Samples left out because either run's parameters contradict a measured baseline
    /// (PerformanceResult::infeasibleBaselines), as in estimateUncertainty().
    int infeasible = 0;
    double elapsedMs = 0.0;
    bool cancelled = false;
};
/// The interval of a figure of two runs ("OLTP IOPS -3.5 % when DSS is added", "-14 % after a
/// disk-group failure"): the propagation of estimateUncertainty() (one at a time, then the
/// Latin hypercube) over the union of both runs' parameters, each sample applied to both
/// runs (paired samples: a parameter the runs share takes the same value in both, so what it
/// does to both cancels in the difference, where the ends of two separate intervals would
/// not bound a change). Cost: 2 x (2 x parameters with a range + samples) evaluations.
PairedInterval pairedInterval(const PairedRun& base, const PairedRun& variant, const PairedFigure& figure,
                              const UncertaintyOptions& uo = {});

/// The uncertainty of `workload` in `u`, or nullptr.
const WorkloadUncertainty* findUncertainty(const UncertaintyResult& u, const std::string& workload);

/// The utilization interval of center `id` (CenterPerformance::id) in `u`, or nullptr.
const CenterUncertainty* findCenterUncertainty(const UncertaintyResult& u, const std::string& id);

/// "16,600 IOPS (14,900-18,100)": a figure with its interval at 3 significant digits
/// (no false precision), thousands separated; `unit` appended after the value
/// (core/numberformat.h, the one formatting helper of text, GUI and report).
inline std::string formatWithInterval(double value, const Interval& interval, const std::string& unit)
{
    return formatWithInterval(value, interval.low, interval.high, unit);
}

} // namespace topoplan::core
