#include "core/designloader.h"

#include "core/designio.h"

#include <filesystem>

namespace topoplan::core {

namespace {

namespace fs = std::filesystem;

fs::path catalogPath(const std::string& c, const std::string& baseDir)
{
    return fs::path(c).is_absolute() ? fs::path(c) : fs::path(baseDir.empty() ? "." : baseDir) / c;
}

fs::path resolved(const fs::path& p)
{
    std::error_code ec;
    fs::path out = fs::weakly_canonical(fs::absolute(p, ec), ec);
    return ec ? p.lexically_normal() : out;
}

/// True when `path` is `folder` or below it (both canonical).
bool inside(const fs::path& path, const fs::path& folder)
{
    const fs::path rel = path.lexically_relative(folder);
    return !rel.empty() && *rel.begin() != ".." && !rel.is_absolute();
}

/// `catalog` (as the design names it, relative to `baseDir`) as a path that names the same
/// file from the current directory, for the --allow-catalog hint (issue 16: the hint gave
/// the design-relative path, which --allow-catalog read from the current directory):
/// the joined path made lexically normal when it still leads to the same file (no symbolic
/// link folder undone by its `..`), else the resolved absolute path.
std::string fromCurrentDirectory(const std::string& catalog, const std::string& baseDir)
{
    const fs::path joined = catalogPath(catalog, baseDir);
    const fs::path normal = joined.lexically_normal();
    return (resolved(normal) == resolved(joined) ? normal : resolved(joined)).string();
}

} // namespace

std::vector<std::string> catalogsOutsideAccess(const Design& design, const std::string& baseDir, const CatalogAccess& access)
{
    std::vector<std::string> out;
    const fs::path base = resolved(baseDir.empty() ? "." : baseDir);
    for (const std::string& c : design.catalogs) {
        if (c == "builtin")
            continue;
        const fs::path p = resolved(catalogPath(c, baseDir));
        bool allowed = inside(p, base);
        for (const std::string& f : access.folders)
            allowed = allowed || inside(p, resolved(f));
        for (const std::string& f : access.files)
            allowed = allowed || p == resolved(f);
        if (!allowed)
            out.push_back(c);
    }
    return out;
}

std::optional<LoadedDesign> resolveDesign(Design design, const std::string& fileName, const std::string& baseDir,
                                          Diagnostics& diagnostics, const CatalogAccess& access)
{
    const std::vector<std::string> outside = catalogsOutsideAccess(design, baseDir, access);
    for (const std::string& c : outside)
        diagnostics.push_back(diagnostic(Diagnostic::Severity::Error, fileName, design.catalogsPos, c,
                                         findingText(QT_TRANSLATE_NOOP("Finding", "catalog file outside the design's folder: not read "
                                                                                  "(a design may only name catalogs beside it or below; "
                                                                                  "allow this one with --allow-catalog %1 on the command "
                                                                                  "line, or confirm it when the designer asks)"),
                                                     {idArg(fromCurrentDirectory(c, baseDir))})));
    if (!outside.empty())
        return std::nullopt;

    std::shared_ptr<const Catalog> catalog;
    bool onlyBuiltin = true;
    for (const std::string& c : design.catalogs)
        onlyBuiltin = onlyBuiltin && c == "builtin";
    if (onlyBuiltin) {
        catalog = Catalog::builtin();
    } else {
        auto own = std::make_shared<Catalog>();
        bool ok = true;
        for (const std::string& c : design.catalogs) {
            if (c == "builtin") {
                ok = own->addBuiltin(diagnostics) && ok;
                continue;
            }
            const fs::path p = catalogPath(c, baseDir);
            ok = own->addFromFile(p.string(), diagnostics) && ok;
        }
        if (!ok)
            return std::nullopt;
        catalog = std::move(own);
    }
    std::optional<Topology> topology = buildTopology(design, *catalog, fileName, diagnostics);
    if (!topology)
        return std::nullopt;
    return LoadedDesign{std::move(design), std::move(catalog), std::move(*topology), fileName};
}

std::optional<LoadedDesign> loadDesignText(const std::string& text, const std::string& fileName,
                                           const std::string& baseDir, Diagnostics& diagnostics, const CatalogAccess& access)
{
    std::optional<Design> design = readDesignText(text, fileName, diagnostics);
    if (!design)
        return std::nullopt;
    return resolveDesign(std::move(*design), fileName, baseDir, diagnostics, access);
}

std::optional<LoadedDesign> loadDesignFile(const std::string& path, Diagnostics& diagnostics, const CatalogAccess& access)
{
    std::optional<Design> design = readDesignFile(path, diagnostics);
    if (!design)
        return std::nullopt;
    const std::string baseDir = std::filesystem::path(path).parent_path().string();
    return resolveDesign(std::move(*design), path, baseDir.empty() ? "." : baseDir, diagnostics, access);
}

} // namespace topoplan::core
