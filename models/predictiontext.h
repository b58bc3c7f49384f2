#pragma once
// How a prediction is written wherever the GUI or the report shows one (issue 15): at 3
// significant digits with its interval (core::formatWithInterval), "interval pending"
// while the second stage (AnalysisRunner::uncertainty()) computes, and the basis line of
// the workload ("calibrated: ...", "a priori: ..."). No figure is shown bare as if exact.

#include "core/performance.h"
#include "core/performance/uncertainty.h"

#include <QString>

namespace topoplan::models {

/// A predicted figure of one workload.
enum class Figure { Iops, ReadIops, WriteIops, MBps, ReadLatencyMs, WriteLatencyMs, Tpm, Nopm, CpuPct };

/// The figure's value in its display unit (CpuPct: percent, 0-100, from
/// WorkloadPerformance::cpuUtilization 0..1; the others as the model gives them).
double figureValue(const core::WorkloadPerformance& w, Figure f);
/// The figure's interval in the same display unit.
core::Interval figureInterval(const core::WorkloadUncertainty& u, Figure f);
/// "IOPS", "MB/s", "ms", "TPM", "NOPM", "%".
QString figureUnit(Figure f);
/// `value` at 3 significant digits with thousands separators and `unit` ("16,600 IOPS").
QString threeDigits(double value, const QString& unit = {});
/// The figure as shown: "16,600 IOPS (14,900-18,100)" with `u`; without it "16,600 IOPS
/// (interval pending)" when `pending`, else "16,600 IOPS" (a result without intervals).
QString figureText(const core::WorkloadPerformance& w, Figure f, const core::WorkloadUncertainty* u, bool pending);
/// The basis line: u->basisSummary, "interval pending" while computing, or "" (no result).
QString basisText(const core::WorkloadUncertainty* u, bool pending);
/// A utilization (0..1, above 1 when overloaded) in percent as shown, with models::
/// localNumber() at `decimals` decimals: "42.1 %", and with `range` (its interval, the point
/// included) when that has a width: "42.1 % (35–50.2 %)"; "42.1 % (interval pending)" while
/// `pending`. Link utilization in the status bar, the cable tooltip and the inspector.
QString utilizationText(double utilization, const core::Interval* range, bool pending, int decimals = 1);
/// Basis of a parameter as shown: "measured", "sourced", "assumed" (translated).
QString basisLabel(core::Basis b);

} // namespace topoplan::models
