#pragma once

#include "core/design.h"
#include "core/diagnostic.h"

#include <optional>
#include <string>

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

/// Reads and parses a design file (size limit yamlsupport::kMaxFileBytes).
std::optional<Design> readDesignFile(const std::string& path, Diagnostics& diagnostics);

/// Writes the design in canonical form: fixed key order, one flow mapping per list item,
/// shortest round-trip numbers. writeDesign(*readDesignText(writeDesign(d))) == writeDesign(d).
std::string writeDesign(const Design& design);

} // namespace topoplan::core
