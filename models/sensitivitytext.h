#pragma once
// The uncertainty texts of a prediction as the GUI shows them, in the user's language: a
// tornado bar's label, the "measure next" entries and the basis line, rendered from the
// core's templates (core/performance/basistext.h) like findings (models/findingtext.h).
// Each falls back to the core's English string when its template does not render to it
// (a result of another evaluation), so a translated text never says something else.

#include "core/performance.h"
#include "core/performance/uncertainty.h"

#include <QString>
#include <QStringList>

namespace topoplan::models {

/// The label of `bar` of `u`'s tornado, translated ("CPU pro physischem I/O"); `parameters`
/// holds the evaluation's parameters (UncertaintyResult::parameters), `performance` (may be null) the point estimate's workloads.
QString tornadoLabel(const core::TornadoBar& bar, const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters,
                     const core::PerformanceResult* performance);
/// u.measureNext, each entry translated ("CPU pro physischem I/O (angenommen)").
QStringList measureNextTexts(const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters,
                             const core::PerformanceResult* performance);
/// u.basisSummary translated ("teilweise kalibriert: ... gemessen"); u.basisSummary as it is
/// without the workload's point estimate in `performance`.
QString basisSummary(const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters, const core::PerformanceResult* performance);

} // namespace topoplan::models
