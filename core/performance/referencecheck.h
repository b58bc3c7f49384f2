#pragma once

#include <string>
#include <vector>

namespace topoplan::core {

/// One measured figure of shared/reference/published-results.yaml against the model.
struct ReferenceFigure {
    std::string architecture; ///< RA-1, RA-2, ...
    std::string figure;       ///< key path, "oltp_only/iops/sql_oltp_1"
    double published = 0.0;
    double predicted = 0.0;   ///< calibrated model (the designs' `measured:` baselines used)
    /// value: compared, errorPct = (predicted - published) / published x 100;
    /// change: a change in percent ("-3.5 % when DSS is added"), scored on the change itself:
    /// errorPct = (predicted - published) / |published| x 100, and within 30 % also when the
    /// predicted change lies within 2 percentage points of the published one;
    /// bound: "below / at most" limits, met or not, not counted in the median;
    /// not-modelled: the model cannot produce it yet;
    /// input: a figure the model consumed (a `measured:` baseline of the design, or a
    /// configuration figure of the paper the design or catalog carries: database size,
    /// DD9300 disk-group capacity), echoed and never scored.
    std::string kind;
    double errorPct = 0.0;
    bool boundMet = false;
    /// Predicted interval (core/performance/uncertainty.h: estimateUncertainty(); for a change,
    /// pairedInterval() over the two runs with paired samples; the rebuild figures from their
    /// parameter ranges), in the figure's unit; hasInterval false for figures outside the
    /// performance model (capacity, paths, backup), which carry no interval yet.
    bool hasInterval = false;
    double low = 0.0;
    double high = 0.0;
    bool insideInterval = false;
    /// The same figure with every `measured:` block ignored (the a-priori model).
    double aPrioriPredicted = 0.0;
    double aPrioriErrorPct = 0.0;
    double aPrioriLow = 0.0;
    double aPrioriHigh = 0.0;
    bool aPrioriInsideInterval = false;
    std::string how; ///< which design, use case and output produced it
    /// The workloads a figure over several of them combines (a sum, a mean, the highest;
    /// empty for one workload's figure): its interval combines their intervals' ends the same
    /// way, so it is none of the intervals simulate prints per workload (RA-1's SQL Server
    /// CPU: the mean of sql-oltp-1's 50.3-98.7 % and sql-oltp-2's 48.8-92.6 % is 49.5-95.7 %).
    std::vector<std::string> combines;
    /// The published figure is HammerDB's TPM: the engine's own counter (SQL Server batch
    /// requests, Oracle user commits + rollbacks; HammerDB documentation). The calibrated
    /// model predicts it through the counter per transaction its baseline measured; a
    /// priori through 1 counter per transaction (a lower bound).
    bool engineCounter = false;

    /// Within 30 % (a change: also within 2 percentage points).
    bool within30() const;
    bool aPrioriWithin30() const;
};

/// Summary of one model over the scored figures (kind value or change).
struct ReferenceSummary {
    int compared = 0;
    int within30 = 0;
    double medianAbsErrorPct = 0.0;
    int missesOutsideInterval = 0; ///< figures missing 30 % whose published value lies outside the interval
    int withInterval = 0;          ///< scored figures with a predicted interval
    int insideInterval = 0;        ///< of those, published value inside
    /// Median of high / low over those (1 = a point); for a change in percent the width of
    /// the ratio it stands for, (100 + high) / (100 + low).
    double medianIntervalWidth = 0.0;
};

struct ReferenceReport {
    std::vector<ReferenceFigure> figures;
    double medianAbsErrorPct = 0.0; ///< calibrated model, over kind value and change
    int compared = 0;
    double medianAbsErrorPctWithoutEngineCounters = 0.0; ///< the same without HammerDB TPM
    int comparedWithoutEngineCounters = 0;
    ReferenceSummary calibrated;   ///< the figures that are predictions, calibrated model
    ReferenceSummary aPriori;      ///< the same figures, every `measured:` block ignored
    /// The same over RA-1 and RA-2 only (issue 15's goal).
    ReferenceSummary calibratedRa12;
    ReferenceSummary aPrioriRa12;
    std::string error;              ///< the file could not be read / parsed
};

/// Runs every figure of the published-results text it can from the builtin example
/// designs (core/builtin.h: ra1, ra2, ra3) and the performance, capacity and backup models,
/// twice: with the designs' `measured:` baselines (calibrated) and without (a priori).
/// A figure a baseline consumed is an `input`; only the others are scored. Figures it
/// cannot produce are listed as not-modelled. No scored figure is fed back into a design
/// or parameter.
ReferenceReport checkReference(const std::string& publishedResultsYaml);

} // namespace topoplan::core
