#pragma once

#include "core/design.h"
#include "core/diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// Parses a `topoplan/1` design from text. Structural checks only (syntax, keys, types,
/// ranges, duplicate ids); catalog checks are done by buildTopology(). On any error
/// returns std::nullopt and appends diagnostics naming `fileName`, line and column:
/// nothing half-read is returned.
std::optional<Design> readDesignText(const std::string& text, const std::string& fileName, Diagnostics& diagnostics);

/// The warning that measured baseline `m` was imported past refusals (Measurement::forced:
/// `import-measurement --force`, the designer's Import Anyway): "its measured baseline was
/// imported forced (--force / Import Anyway), overriding 1 refusal: <the refusal> (re-import
/// ...)". Empty when `m` has none. readDesignText() warns with it at the `forced:` key.
FindingText forcedBaselineText(const Measurement& m);

/// The warning about a baseline the import warned about (Measurement::warnings): "its measured
/// baseline was imported with 1 warning: <the warning> (...)". Empty when `m` has none.
/// readDesignText() warns with it at the `warnings:` key.
FindingText importWarningsText(const Measurement& m);

/// The same warnings (forcedBaselineText(), importWarningsText()) for each device, cluster and
/// workload of `design` whose baseline has them, at its `measured:` block (Measurement::pos):
/// for a design held in memory (the designer after an import or any later edit, which reads
/// no file), appended to `diagnostics`.
void warnImportedBaselines(const Design& design, const std::string& fileName, Diagnostics& diagnostics);

/// A figure of a measured baseline the design reader refuses: the `measured:` key it stands
/// under (the first of a pair: "iops" for read_iops + write_iops above iops) and the message,
/// the design reader's own ("'cpu_pct' is -1.213, out of range (expected 0 to 100)").
struct MeasurementProblem {
    std::string key;
    FindingText text;
};

/// The figures of `m` a design with it would not load for (readDesignText()'s checks of a
/// `measured:` block, the one list both use): a number that is not finite or outside the
/// range of measurementSchema() (cpu_pct 0-100, tpm and nopm 0-1e12, tps and the IOPS 0-1e10,
/// MB/s 0-1e9, latencies 0-3.6e6 ms, cores 0.01-1e6, ...), read_iops + write_iops above iops,
/// read_mb_s + write_mb_s above mb_s (1 % + 1 / 0.01 of slack for rounding), cpu_pct of another
/// platform without cores. The import checks a baseline with it before writing
/// (core/measurements/measurementimport.h). Empty: the block loads.
std::vector<MeasurementProblem> measurementProblems(const Measurement& m);

/// Reads and parses a design file (size limit yamlsupport::kMaxFileBytes).
std::optional<Design> readDesignFile(const std::string& path, Diagnostics& diagnostics);

/// Writes the design in canonical form: fixed key order, one flow mapping per list item,
/// shortest round-trip numbers. writeDesign(*readDesignText(writeDesign(d))) == writeDesign(d).
std::string writeDesign(const Design& design);

} // namespace topoplan::core
