#pragma once
// The texts of a prediction's uncertainty that the GUI shows in the user's language: a
// tornado bar's label, a "measure next" entry and the basis line, as translatable templates
// (core/findingtext.h, context "Finding"). The English strings of WorkloadUncertainty
// (TornadoBar::label, measureNext, basisSummary) are englishText() of these same templates,
// so the CLI's English and the German window cannot drift (issue 16: the Sensitivity view
// showed "partly calibrated: ... measured" and "CPU per physical I/O (assumed)" in German).
// Parameter labels are marked for lupdate where they are written (parameters.cpp,
// calibration.cpp). Implemented in uncertainty.cpp.

#include "core/findingtext.h"
#include "core/performance.h"
#include "core/performance/uncertainty.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// The label of parameter `p` on a bar of workload `workload`'s tornado: its own label, or
/// "LABEL of OTHER" when `p` is scoped to another workload of `workloads` (a neighbour's
/// parameter on a shared cluster).
FindingText tornadoLabelText(const Parameter& p, const std::string& workload, const std::vector<WorkloadPerformance>& workloads);

/// A "measure next" entry: "LABEL (BASIS)", BASIS the bar's basis word.
FindingText measureNextText(const TornadoBar& bar, const FindingText& label);

/// The basis line of `w`'s prediction (WorkloadUncertainty::basisSummary): its basis word,
/// what was measured (at most 2 labels of measured parameters that calibrated it, from
/// `parameters`) and the two most uncertain non-measured parameters of `u`'s tornado
/// (labels from `labels`, one per bar). "unreachable: no prediction" for an unreachable `w`.
FindingText basisSummaryText(const WorkloadPerformance& w, const WorkloadUncertainty& u, const std::vector<FindingText>& labels,
                             const std::vector<Parameter>& parameters);

} // namespace topoplan::core
