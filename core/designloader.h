#pragma once

#include "core/catalog.h"
#include "core/design.h"
#include "core/topology.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// A valid design with the catalog it was checked against and its resolved topology:
/// what every analysis takes. Copyable (the catalog is shared and immutable).
struct LoadedDesign {
    Design design;
    std::shared_ptr<const Catalog> catalog;
    Topology topology;
    std::string fileName;
};

/// Where a design may read catalog files from. A design file names catalogs; a design
/// mailed around must not make Topoplan read (and quote in its errors) any file of the
/// machine (`catalogs: [/etc/shadow]`). By default a catalog path must resolve, symbolic
/// links and `..` followed, inside the design's folder; `folders` adds catalog folders
/// the user configured, `files` single files the user allowed (CLI `--allow-catalog`,
/// the GUI's confirmation). Paths are compared after std::filesystem::weakly_canonical.
struct CatalogAccess {
    std::vector<std::string> folders;
    std::vector<std::string> files;
};

/// The catalog paths of `design` (not `builtin`) that `access` does not allow, resolved
/// against `baseDir` as resolveDesign reads them, in the design's order.
std::vector<std::string> catalogsOutsideAccess(const Design& design, const std::string& baseDir, const CatalogAccess& access);

/// Checks a parsed design: loads its catalogs (`builtin` and paths relative to
/// `baseDir`, confined by `access`: a path outside it is an error naming the path and how
/// to allow it (the path as it reads from the current directory), nothing of it is read)
/// and builds the topology. std::nullopt plus
/// diagnostics on any error.
std::optional<LoadedDesign> resolveDesign(Design design, const std::string& fileName, const std::string& baseDir,
                                          Diagnostics& diagnostics, const CatalogAccess& access = {});

/// readDesignText + resolveDesign.
std::optional<LoadedDesign> loadDesignText(const std::string& text, const std::string& fileName,
                                           const std::string& baseDir, Diagnostics& diagnostics,
                                           const CatalogAccess& access = {});

/// readDesignFile + resolveDesign, catalogs relative to the file's folder.
std::optional<LoadedDesign> loadDesignFile(const std::string& path, Diagnostics& diagnostics, const CatalogAccess& access = {});

} // namespace topoplan::core
