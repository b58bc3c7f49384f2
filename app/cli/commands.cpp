#include "commands.h"

#include "core/builtin.h"
#include "core/performance/capacity.h"
#include "core/designio.h"
#include "core/designloader.h"
#include "core/inventory.h"
#include "core/numberformat.h"
#include "core/requirements.h"
#include "core/units.h"
#include "core/yamlsupport.h"

#include <algorithm>
#include <cmath>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace topoplan::cli {

using core::Diagnostics;
using core::yamlsupport::formatNumber;

namespace {

std::string fixed(double v, int decimals)
{
    return core::formatFixed(v, decimals);
}

std::string padRight(const std::string& s, std::size_t width)
{
    return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' ');
}

std::string padLeft(const std::string& s, std::size_t width)
{
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

} // namespace

bool readDesignArgument(const std::string& arg, std::string& text, std::string& fileName, std::string& baseDir,
                        std::ostream& err)
{
    if (arg.rfind("builtin:", 0) == 0) {
        const std::string prefix = arg.substr(8);
        const core::EmbeddedFile* f = prefix.empty() ? nullptr : core::findBuiltinExample(prefix);
        if (!f) {
            err << arg << ": error: no builtin example starts with '" << prefix << "' (see topoplan-cli examples)\n";
            return false;
        }
        text = f->text;
        fileName = "<builtin>/examples/" + f->name;
        baseDir = ".";
        return true;
    }
    Diagnostics diagnostics;
    core::yamlsupport::Context ctx{arg, &diagnostics};
    if (std::filesystem::is_directory(arg)) {
        err << arg << ": error: is a folder (expected a design file)\n";
        return false;
    }
    if (!core::yamlsupport::readFile(arg, text, ctx)) {
        err << core::formatDiagnostics(diagnostics);
        return false;
    }
    fileName = arg;
    const std::string parent = std::filesystem::path(arg).parent_path().string();
    baseDir = parent.empty() ? "." : parent;
    return true;
}

bool writeOutputFile(const std::string& path, const std::string& text, std::string& error)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path target(path);
    if (fs::is_symlink(target, ec)) {
        target = fs::weakly_canonical(target, ec);
        if (ec) {
            error = "cannot resolve the symbolic link: " + ec.message();
            return false;
        }
    }
    const fs::file_status status = fs::status(target, ec);
    const bool exists = fs::exists(status);
    if (exists && fs::is_directory(status)) {
        error = "is a folder (expected a file name)";
        return false;
    }
    auto writeTo = [&](const fs::path& p, std::ios::openmode mode) {
        errno = 0;
        std::ofstream o(p, std::ios::binary | mode);
        if (!o) {
            error = std::string("cannot open for writing: ") + std::strerror(errno ? errno : EACCES);
            return false;
        }
        o << text;
        o.flush();
        o.close();
        if (!o) {
            error = std::string("cannot write: ") + std::strerror(errno ? errno : EIO);
            return false;
        }
        return true;
    };
    if (exists && !fs::is_regular_file(status))
        return writeTo(target, std::ios::out); // device or FIFO: write in place
    const fs::path tmp = target.string() + ".tmp";
    if (!writeTo(tmp, std::ios::trunc)) {
        fs::remove(tmp, ec);
        return false;
    }
    if (exists)
        fs::permissions(tmp, status.permissions(), fs::perm_options::replace, ec);
    fs::rename(tmp, target, ec);
    if (ec) {
        error = "cannot replace the file: " + ec.message();
        fs::remove(tmp, ec);
        return false;
    }
    return true;
}

/// The first argument of `args` that looks like an option ("-o", "--x"; "-" alone is not
/// one) and is not in `known`, or "". Commands that take only files refuse it (exit 2).
std::string unknownOption(const std::vector<std::string>& args, std::initializer_list<const char*> known = {})
{
    for (const std::string& a : args)
        if (a.size() > 1 && a[0] == '-' && std::find(known.begin(), known.end(), a) == known.end())
            return a;
    return {};
}

core::CatalogAccess& catalogAccess()
{
    static core::CatalogAccess access;
    return access;
}

bool takeCatalogAccess(std::vector<std::string>& args, std::ostream& err)
{
    for (std::size_t i = 0; i < args.size();) {
        if (args[i] != "--allow-catalog") {
            ++i;
            continue;
        }
        if (i + 1 >= args.size()) {
            err << "topoplan-cli: --allow-catalog needs a catalog file\n";
            return false;
        }
        catalogAccess().files.push_back(args[i + 1]);
        args.erase(args.begin() + long(i), args.begin() + long(i) + 2);
    }
    return true;
}

int runCheck(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    const char* usage = "usage: topoplan-cli check FILE... [--require no-spof|min-paths=N]...\n";
    std::vector<std::string> args;
    core::Props required;
    for (std::size_t i = 0; i < argsIn.size(); ++i) {
        if (argsIn[i] != "--require") {
            args.push_back(argsIn[i]);
            continue;
        }
        if (i + 1 >= argsIn.size()) {
            err << "topoplan-cli check: --require needs a value\n" << usage;
            return kUsage;
        }
        if (const auto problem = core::parseRequirement(argsIn[++i], required)) {
            err << "topoplan-cli check: " << *problem << "\n" << usage;
            return kUsage;
        }
    }
    if (args.empty() || !unknownOption(args).empty()) {
        if (!args.empty())
            err << "unknown option '" << unknownOption(args) << "'\n";
        err << usage;
        return kUsage;
    }
    int status = kOk;
    // A broken builtin catalog file is reported once, before the designs that use it.
    err << core::formatDiagnostics(core::Catalog::builtinDiagnostics());
    if (core::hasErrors(core::Catalog::builtinDiagnostics()))
        status = kInvalidDesign;
    for (const std::string& arg : args) {
        std::string text, fileName, baseDir;
        if (!readDesignArgument(arg, text, fileName, baseDir, err)) {
            status = kInvalidDesign;
            continue;
        }
        Diagnostics diagnostics;
        const auto loaded = core::loadDesignText(text, fileName, baseDir, diagnostics, catalogAccess());
        err << core::formatDiagnostics(diagnostics);
        if (!loaded) {
            const auto errors = std::count_if(diagnostics.begin(), diagnostics.end(), [](const core::Diagnostic& d) {
                return d.severity == core::Diagnostic::Severity::Error;
            });
            err << fileName << ": " << errors << (errors == 1 ? " error" : " errors") << "\n";
            status = kInvalidDesign;
            continue;
        }
        const auto& t = loaded->topology;
        const auto cables = std::count_if(t.links.begin(), t.links.end(), [](const core::TopoLink& l) { return !l.midplane; });
        // The findings and requirements go to stderr first; "ok" only when the analysis
        // reports no error (issue 16: "ok" was printed for a design where no host reached
        // its storage).
        std::size_t errors = 0;
        const int gate = gateDesign(*loaded, required, fileName, err, &errors);
        out << fileName << ": "
            << (errors > 0 ? "valid, but " + core::formatCount(errors, "error finding", "error findings") : std::string("ok")) << " ("
            << core::formatCount(t.devices.size(), "device", "devices") << ", "
            << core::formatCount(std::size_t(cables), "cable", "cables") << ", "
            << core::formatCount(t.links.size() - std::size_t(cables), "midplane link", "midplane links") << ", "
            << core::formatCount(loaded->design.workloads.size(), "workload", "workloads") << ")\n";
        // The first file's verdict stands unless a later one is worse (1 > 5 > 4).
        if (status == kOk || (status == kRequirementsViolated && gate == kErrorFindings))
            status = gate;
    }
    return status;
}

int runInfo(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    if (args.size() != 1 || !unknownOption(args).empty()) {
        if (!unknownOption(args).empty())
            err << "unknown option '" << unknownOption(args) << "'\n";
        err << "usage: topoplan-cli info FILE\n";
        return kUsage;
    }
    std::string text, fileName, baseDir;
    if (!readDesignArgument(args[0], text, fileName, baseDir, err))
        return kInvalidDesign;
    Diagnostics diagnostics;
    const auto loaded = core::loadDesignText(text, fileName, baseDir, diagnostics, catalogAccess());
    err << core::formatDiagnostics(diagnostics);
    if (!loaded)
        return kInvalidDesign;
    const core::Inventory inv = core::makeInventory(*loaded);

    out << loaded->design.name << "\n" << fileName << "\n\n";
    out << "Bill of materials\n";
    for (const core::BomLine& l : inv.bom)
        out << "  " << padLeft(std::to_string(l.count), 4) << " x " << padRight(l.model, 36) << padRight(l.kind, 20)
            << l.name << "\n";

    out << "\nPorts (used / total; free)\n";
    int used = 0, total = 0;
    for (const core::PortUse& p : inv.ports) {
        out << "  " << padRight(p.device, 24) << padRight(p.model, 36) << padLeft(std::to_string(p.used), 4) << " / "
            << padLeft(std::to_string(p.total), 4) << ";" << padLeft(std::to_string(p.total - p.used), 4) << " free\n";
        used += p.used;
        total += p.total;
    }
    out << "  " << padRight("all devices", 60) << padLeft(std::to_string(used), 4) << " / " << padLeft(std::to_string(total), 4)
        << ";" << padLeft(std::to_string(total - used), 4) << " free\n";

    out << "\nLinks by media and speed\n";
    for (const core::LinkGroup& g : inv.links)
        out << "  " << padLeft(std::to_string(g.count), 4) << " x " << padRight(g.family, 9)
            << padLeft(formatNumber(g.speedGbps), 4) << " Gb/s  "
            << (g.midplane ? "midplane" : g.breakout.empty() ? "cable" : "breakout " + g.breakout) << "\n";

    out << "\nCapacity (1 TB = 10^12 bytes, 1 TiB = 2^40 bytes = 1.099512 TB)\n";
    for (const core::StorageCapacity& c : core::storageCapacities(*loaded)) {
        out << "  " << c.id << " (" << c.model << ", " << c.layout << ")\n";
        if (c.rawTB > 0)
            out << "    raw     " << padLeft(fixed(c.rawTB, 2), 9) << " TB = " << padLeft(fixed(core::units::tbToTiB(c.rawTB), 2), 9)
                << " TiB  (" << c.drives << " drives x " << formatNumber(c.driveTB) << " TB)\n";
        out << "    usable  " << padLeft(fixed(c.usableTB, 2), 9) << " TB = "
            << padLeft(fixed(core::units::tbToTiB(c.usableTB), 2), 9) << " TiB  (" << c.method << ")\n";
        if (!c.source.empty())
            out << "    source: " << c.source << "\n";
    }
    return kOk;
}

bool hasHashComments(const std::string& text)
{
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        const std::size_t first = line.find_first_not_of(" \t");
        if (first != std::string::npos && line[first] == '#')
            return true;
    }
    return false;
}

int runFormat(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    bool checkOnly = false;
    bool dropComments = false;
    std::vector<std::string> files;
    for (const std::string& a : args) {
        if (a == "--check")
            checkOnly = true;
        else if (a == "--drop-comments")
            dropComments = true;
        else
            files.push_back(a);
    }
    // "-o FILE" is not an option of format (it rewrites its files in place or, with
    // --check, only reports): refused rather than read as two file names.
    if (const std::string bad = unknownOption(args, {"--check", "--drop-comments"}); !bad.empty()) {
        err << "unknown option '" << bad << "'\n";
        files.clear();
    }
    if (files.empty()) {
        err << "usage: topoplan-cli format FILE... [--check] [--drop-comments]\n";
        return kUsage;
    }
    int status = kOk;
    for (const std::string& f : files) {
        std::string text, fileName, baseDir;
        if (!readDesignArgument(f, text, fileName, baseDir, err)) {
            status = kInvalidDesign;
            continue;
        }
        Diagnostics diagnostics;
        const auto design = core::readDesignText(text, fileName, diagnostics);
        err << core::formatDiagnostics(diagnostics);
        if (!design) {
            status = kInvalidDesign;
            continue;
        }
        const std::string canonical = core::writeDesign(*design);
        if (canonical == text) {
            out << fileName << ": canonical\n";
            continue;
        }
        if (checkOnly) {
            out << fileName << ": not in canonical form\n";
            status = kInvalidDesign;
            continue;
        }
        // Comments are not part of the design model: refuse to drop them silently.
        const bool hasComments = hasHashComments(text);
        if (hasComments && !dropComments) {
            err << f << ": error: the file has # comments, which a rewrite does not keep; move them into 'notes:' "
                        "or run format --drop-comments\n";
            status = kInvalidDesign;
            continue;
        }
        std::string error;
        if (!writeOutputFile(f, canonical, error)) {
            err << f << ": error: " << error << "\n";
            status = kIoError;
            continue;
        }
        out << fileName << ": rewritten\n";
    }
    return status;
}

int runExamples(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    if (!args.empty()) {
        err << "usage: topoplan-cli examples (takes no arguments, got '" << args.front() << "')\n";
        return kUsage;
    }
    for (const core::EmbeddedFile& f : core::builtinExampleFiles()) {
        Diagnostics ignored;
        const auto d = core::readDesignText(f.text, f.name, ignored);
        // The short name (ra1) when it selects this file, else the whole stem.
        std::string shortName = f.name.substr(0, f.name.find('-'));
        if (core::findBuiltinExample(shortName) != &f)
            shortName = f.name.substr(0, f.name.find(".topoplan.yaml"));
        out << padRight("builtin:" + shortName, 28) << padRight(f.name, 40)
            << (d ? d->name : "(unreadable)") << "\n";
    }
    return kOk;
}

int runCatalog(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    const bool check = std::find(args.begin(), args.end(), "--check") != args.end();
    std::string wanted;
    for (const std::string& a : args) {
        if (a == "--check")
            continue;
        if (a.starts_with("-") || !wanted.empty() || check) {
            err << "catalog: unexpected argument '" << a << "'\nusage: topoplan-cli catalog [--check] [ID]\n";
            return kUsage;
        }
        wanted = a;
    }
    core::Catalog catalog;
    Diagnostics diagnostics;
    const bool ok = catalog.addBuiltin(diagnostics);
    err << core::formatDiagnostics(diagnostics);
    if (check) {
        out << (ok ? "catalog ok: " : "catalog has errors: ") << catalog.models().size() << " models in "
            << catalog.files().size() << " files\n";
        return ok ? kOk : kInvalidDesign;
    }
    if (!wanted.empty()) {
        const core::Model* m = catalog.find(wanted);
        if (!m) {
            err << "catalog: no model '" << wanted << "'\n";
            return kInvalidDesign;
        }
        out << m->id << "  " << m->vendor << " " << m->name << " (" << m->kind << ")\n  source: " << m->source << "\n";
        for (const core::PortSpec& p : m->ports)
            out << "  port " << padRight(p.name, 16) << padLeft(formatNumber(p.speedGbps), 5) << " Gb/s " << padRight(p.media, 10)
                << padRight(p.role, 10) << (p.component.empty() ? "" : "[" + p.component + "]") << "\n";
        for (const core::SlotSpec& s : m->slots)
            out << "  slot " << padRight(s.name, 16) << s.type << "\n";
        for (const auto& [name, param] : m->params)
            out << "  param " << padRight(name, 28) << padLeft(formatNumber(param.value), 10) << "  (" << param.source << ")\n";
        return kOk;
    }
    for (const auto& m : catalog.models())
        out << padRight(m->id, 40) << padRight(m->kind, 20) << m->vendor << " " << m->name << "\n";
    return ok ? kOk : kInvalidDesign;
}

} // namespace topoplan::cli
