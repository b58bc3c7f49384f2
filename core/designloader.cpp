#include "core/designloader.h"

#include "core/designio.h"

#include <filesystem>

namespace topoplan::core {

std::optional<LoadedDesign> resolveDesign(Design design, const std::string& fileName, const std::string& baseDir,
                                          Diagnostics& diagnostics)
{
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
            const std::filesystem::path p = std::filesystem::path(c).is_absolute()
                ? std::filesystem::path(c)
                : std::filesystem::path(baseDir) / c;
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
                                           const std::string& baseDir, Diagnostics& diagnostics)
{
    std::optional<Design> design = readDesignText(text, fileName, diagnostics);
    if (!design)
        return std::nullopt;
    return resolveDesign(std::move(*design), fileName, baseDir, diagnostics);
}

std::optional<LoadedDesign> loadDesignFile(const std::string& path, Diagnostics& diagnostics)
{
    std::optional<Design> design = readDesignFile(path, diagnostics);
    if (!design)
        return std::nullopt;
    const std::string baseDir = std::filesystem::path(path).parent_path().string();
    return resolveDesign(std::move(*design), path, baseDir.empty() ? "." : baseDir, diagnostics);
}

} // namespace topoplan::core
