#pragma once
// Shared by the analysis tests (tst_paths, tst_redundancy, tst_bandwidth): loading
// designs and finding flows in results.

#include "core/analysis.h"
#include "core/builtin.h"
#include "core/designloader.h"

#include <QFile>
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

/// A builtin example by name prefix ("ra1"), as `builtin:ra1` loads it; aborts the test
/// program when it does not load (the examples are checked by tst_badfiles).
inline core::LoadedDesign builtinExample(const char* prefix)
{
    core::Diagnostics diagnostics;
    const core::EmbeddedFile* f = core::findBuiltinExample(prefix);
    auto d = f ? core::loadDesignText(f->text, f->name, "", diagnostics) : std::nullopt;
    if (!d)
        qFatal("example %s does not load", prefix);
    return *d;
}

/// Adds to RA-1's design a workload that offers no load (issue 16, half-configured
/// objects): "idle-wl", a copy of oracle-snap-oltp (which has no measured baseline, so no
/// users are derived) without users, in use case oltp-only.
inline void addIdleWorkload(core::Design& d)
{
    core::Workload w = *d.workload("oracle-snap-oltp");
    w.id = "idle-wl";
    w.profile.erase("users");
    d.workloads.push_back(w);
    for (core::UseCase& u : d.useCases)
        if (u.id == "oltp-only")
            u.workloads.push_back("idle-wl");
}

/// The bytes of a file as a std::string, empty when it cannot be read.
inline std::string readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), std::size_t(bytes.size()));
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
