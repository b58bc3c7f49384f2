#pragma once
// Shared by the analysis tests (tst_paths, tst_redundancy, tst_bandwidth): loading
// designs and finding flows in results.

#include "core/analysis.h"
#include "core/designloader.h"

#include <QtTest>

#include <optional>
#include <string>

namespace topoplan::testing {

inline std::optional<core::LoadedDesign> loadExample(const std::string& name)
{
    core::Diagnostics diagnostics;
    auto d = core::loadDesignFile(std::string(TOPOPLAN_RESOURCES_DIR) + "/examples/" + name, diagnostics);
    if (!d)
        qWarning("%s", core::formatDiagnostics(diagnostics).c_str());
    return d;
}

inline std::optional<core::LoadedDesign> loadTestDesign(const std::string& name)
{
    core::Diagnostics diagnostics;
    auto d = core::loadDesignFile(std::string(TOPOPLAN_TEST_DATA) + "/analysis/" + name, diagnostics);
    if (!d)
        qWarning("%s", core::formatDiagnostics(diagnostics).c_str());
    return d;
}

inline const core::FlowResult* flow(const core::AnalysisResult& r, const std::string& id)
{
    for (const core::FlowResult& f : r.flows)
        if (f.id == id)
            return &f;
    return nullptr;
}

inline bool hasSpof(const core::FlowResult& f, const std::string& element, bool endpoint)
{
    for (const core::SpofResult& s : f.spofs)
        if (s.element == element && s.endpoint == endpoint)
            return true;
    return false;
}

inline int countFindings(const core::AnalysisResult& r, const std::string& code)
{
    int n = 0;
    for (const core::Finding& f : r.findings)
        n += f.code == code;
    return n;
}

} // namespace topoplan::testing
