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

/// Reads and parses a design file (size limit yamlsupport::kMaxFileBytes).
std::optional<Design> readDesignFile(const std::string& path, Diagnostics& diagnostics);

/// Writes the design in canonical form: fixed key order, one flow mapping per list item,
/// shortest round-trip numbers. writeDesign(*readDesignText(writeDesign(d))) == writeDesign(d).
std::string writeDesign(const Design& design);

} // namespace topoplan::core
