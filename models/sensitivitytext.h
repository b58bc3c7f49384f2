#pragma once
// The uncertainty texts of a prediction as the GUI shows them, in the user's language: a
// tornado bar's label, the "measure next" entries and the basis line, rendered from the
// core's templates (core/performance/basistext.h) like findings (models/findingtext.h).
// Each falls back to the core's English string when its template does not render to it
// (a result of another evaluation), so a translated text never says something else.
// Not a second template route (review, issue 15): basistext.h's builders return
// core::FindingText, englishText() writes the core's English from them and translatedText()
// (models/findingtext.h) renders them here, as for findings. What differs is only where the
// template lives: a Finding carries its FindingText, while WorkloadUncertainty keeps the
// English strings alone (the CLI, JSON and report read them), so these functions rebuild
// the template from the same inputs. Storing the templates in WorkloadUncertainty (as
// Finding::text) would remove that rebuild and the fallback.

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
/// A parameter's unit as shown: translated in context "Finding" ("us" -> "µs", "rows" ->
/// "Zeilen"; core::parameterUnits()), any other unit ("ms", "MB/s") as it is.
QString unitText(const std::string& unit);
/// p.basisText (its source, reason or derivation) in the user's language: p.basisTemplate
/// translated when it renders to p.basisText in English, else p.basisText as it is; the
/// figures a derivation prints verbatim ("26,855") in the locale's form (localizedNumbers()).
QString parameterBasis(const core::Parameter& p);

/// The draws `u` left out of its intervals, said in the user's language ("12 of 96 draws
/// left out of the intervals: their parameters contradict a measured baseline; the
/// first: ..."), as `simulate` says it; empty when none was.
QString leftOutDrawsText(const core::UncertaintyResult& u);
/// The draws of `u` (of `draws` in all) in which workload `w` had no figures (no steady
/// state at those parameter values; core::WorkloadUncertainty::withheldDraws), said in the
/// user's language with the first reason, as `simulate` says it; empty when none was.
QString withheldDrawsText(const core::WorkloadUncertainty& w, int draws);

/// u.basisSummary translated ("teilweise kalibriert: ... gemessen"); u.basisSummary as it is
/// without the workload's point estimate in `performance`.
QString basisSummary(const core::WorkloadUncertainty& u, const std::vector<core::Parameter>& parameters, const core::PerformanceResult* performance);

} // namespace topoplan::models
