#pragma once
// What every measurement-reader fuzz target does after its reader ran: the baseline
// mapping and the texts a user sees (figure origins, diagnostics).
#include "core/measurements/readersupport.h"

namespace topoplan::fuzz {

inline void useReport(const core::MeasurementReport& report)
{
    (void)core::toMeasurement(report);
    for (const core::Figure& f : report.figures)
        (void)core::describeFigure(f);
    (void)core::formatDiagnostics(report.diagnostics);
}

} // namespace topoplan::fuzz
