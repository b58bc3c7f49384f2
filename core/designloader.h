#pragma once

#include "core/catalog.h"
#include "core/design.h"
#include "core/topology.h"

#include <memory>
#include <optional>
#include <string>

namespace topoplan::core {

/// A valid design with the catalog it was checked against and its resolved topology:
/// what every analysis takes. Copyable (the catalog is shared and immutable).
struct LoadedDesign {
    Design design;
    std::shared_ptr<const Catalog> catalog;
    Topology topology;
    std::string fileName;
};

/// Checks a parsed design: loads its catalogs (`builtin` and paths relative to
/// `baseDir`) and builds the topology. std::nullopt plus diagnostics on any error.
std::optional<LoadedDesign> resolveDesign(Design design, const std::string& fileName, const std::string& baseDir,
                                          Diagnostics& diagnostics);

/// readDesignText + resolveDesign.
std::optional<LoadedDesign> loadDesignText(const std::string& text, const std::string& fileName,
                                           const std::string& baseDir, Diagnostics& diagnostics);

/// readDesignFile + resolveDesign, catalogs relative to the file's folder.
std::optional<LoadedDesign> loadDesignFile(const std::string& path, Diagnostics& diagnostics);

} // namespace topoplan::core
