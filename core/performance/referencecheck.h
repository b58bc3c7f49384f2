#pragma once

#include <string>
#include <vector>

namespace topoplan::core {

/// One measured figure of shared/reference/published-results.yaml against the model.
struct ReferenceFigure {
    std::string architecture; ///< RA-1, RA-2, ...
    std::string figure;       ///< key path, "oltp_only/iops/sql_oltp_1"
    double published = 0.0;
    double predicted = 0.0;
    /// value: compared, errorPct = (predicted - published) / published x 100 (changes in %
    /// are compared as the ratios 1 + change / 100); bound: "below / at most" limits, met
    /// or not, not counted in the median; not-modelled: the model cannot produce it yet;
    /// input: a configuration figure of the paper the design or catalog carries (database
    /// size, DD9300 disk-group capacity), echoed and not counted in the median.
    std::string kind;
    double errorPct = 0.0;
    bool boundMet = false;
    std::string how; ///< which design, use case and output produced it
    /// The published figure is a database engine's own counter that the model does not
    /// reproduce: HammerDB's TPM is Oracle's user commits + rollbacks or SQL Server's
    /// transaction counter (HammerDB documentation: TPM is not comparable between engines,
    /// NOPM is), while the model predicts TPC-C transactions per minute. Still counted in
    /// the median; medianAbsErrorPctWithoutEngineCounters leaves it out.
    bool engineCounter = false;
};

struct ReferenceReport {
    std::vector<ReferenceFigure> figures;
    double medianAbsErrorPct = 0.0; ///< over kind == "value"
    int compared = 0;
    double medianAbsErrorPctWithoutEngineCounters = 0.0; ///< over kind == "value" && !engineCounter
    int comparedWithoutEngineCounters = 0;
    std::string error;              ///< the file could not be read / parsed
};

/// Runs every figure of the published-results text it can from the builtin example
/// designs (core/builtin.h: ra1, ra2) and the performance, capacity and backup models.
/// Figures it cannot produce are listed as not-modelled. No figure is fed back into a
/// design or parameter.
ReferenceReport checkReference(const std::string& publishedResultsYaml);

} // namespace topoplan::core
