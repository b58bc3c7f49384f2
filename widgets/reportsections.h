#pragma once

#include "widgets/reportsection.h"

#include <memory>
#include <vector>

namespace topoplan::widgets {

/// The standard sections of a design report, in order: title page (with contents),
/// design summary and bill of materials, capacity (TB and TiB), diagram, paths per
/// workload, redundancy (findings, N-1 sweep ranking with its treemap), predicted
/// performance per workload, performance charts and treemaps (reportcharts.h), scenario
/// results over time with the scenario timeline chart, assumptions and model parameters
/// with their sources, appendix with the design file.
std::vector<std::unique_ptr<ReportSection>> defaultReportSections();

/// The global model constants (core/modelconstants.h, embedded at build time) as
/// name, value and the justification comment above each; parsed from the header itself
/// so the report never disagrees with the code. A value that is a plain number literal is
/// written as people read numbers (core::formatExact() in QLocale()'s marks: "20e-6" is
/// "0.00002"); an expression stays as the code writes it.
struct ModelConstant {
    QString name;
    QString value;
    QString source;
};
std::vector<ModelConstant> modelConstants();

} // namespace topoplan::widgets
