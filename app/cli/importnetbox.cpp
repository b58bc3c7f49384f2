// `topoplan-cli import-netbox FILE... [-o OUT.yaml]`: NetBox device-type YAML to a
// Topoplan catalog file. The mapping is core::importNetboxText (docs/netbox-import.md);
// this file parses the command line, prints the report and writes the output.
#include "commands.h"

#include "core/numberformat.h"
#include "core/catalog.h"
#include "core/designio.h"
#include "core/designloader.h"
#include "core/netboxcsvimport.h"
#include "core/netboximport.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <set>

namespace topoplan::cli {

namespace {

constexpr const char* kImportUsage = R"(usage: topoplan-cli import-netbox FILE... [-o OUT.yaml]
       topoplan-cli import-netbox DIR|FILE.csv... [--catalog CATALOG.yaml]... [-o OUT.topoplan.yaml]

Turns NetBox device-type YAML files (netbox-community/devicetype-library format) into
one Topoplan catalog file (format: topoplan-catalog/1), written to OUT.yaml or to
standard output. The report (what was not mapped, guesses) goes to standard error.
With CSV files (or a folder of them: export --what netbox writes one): NetBox's bulk-import
CSV, or its CSV export of devices and cables, into a design; models are resolved in the
builtin catalog and each --catalog file (docs/netbox.md).
Exit status: 0 imported (warnings allowed), 1 an input has errors (nothing written),
2 bad command line, 3 the output could not be written.
)";

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The CSV form: NetBox CSV files (a folder: its *.csv files, by name) into a design.
int runImportNetboxCsv(const std::vector<std::string>& inputs, const std::vector<std::string>& catalogFiles,
                       const std::string* output, std::ostream& out, std::ostream& err)
{
    using namespace topoplan::core;
    namespace fs = std::filesystem;
    std::vector<std::string> paths;
    for (const std::string& in : inputs) {
        std::error_code ec;
        if (fs::is_directory(in, ec)) {
            std::vector<std::string> found;
            for (const auto& e : fs::directory_iterator(in, ec))
                if (e.path().extension() == ".csv")
                    found.push_back(e.path().string());
            std::sort(found.begin(), found.end());
            if (found.empty()) {
                err << in << ": error: no .csv file in this folder\n";
                return kInvalidDesign;
            }
            paths.insert(paths.end(), found.begin(), found.end());
        } else {
            paths.push_back(in);
        }
    }
    auto catalog = std::make_shared<Catalog>();
    Diagnostics diags;
    catalog->addBuiltin(diags);
    for (const std::string& c : catalogFiles)
        catalog->addFromFile(c, diags);
    if (hasErrors(diags)) {
        err << formatDiagnostics(diags) << "import-netbox: a catalog has errors; nothing written\n";
        return kInvalidDesign;
    }
    NetboxCsvImport result = importNetboxCsvFiles(paths, *catalog);
    err << formatDiagnostics(result.diagnostics);
    if (!result.design) {
        err << "import-netbox: errors found; nothing written\n";
        return kInvalidDesign;
    }
    // Catalog paths as the design reads them: relative to the output's folder.
    const fs::path base = output ? fs::absolute(*output).parent_path() : fs::current_path();
    for (const std::string& c : catalogFiles)
        result.design->catalogs.push_back(fs::relative(fs::absolute(c), base).generic_string());
    const std::string text = writeDesign(*result.design);
    Diagnostics check;
    CatalogAccess access;
    access.files = catalogFiles;
    const auto loaded = loadDesignText(text, output ? *output : std::string("<output>"), base.string(), check, access);
    err << formatDiagnostics(check);
    if (!loaded) {
        err << "import-netbox: the imported design does not load; nothing written\n";
        return kInvalidDesign;
    }
    std::size_t racked = 0;
    for (const Device& d : loaded->design.devices)
        racked += d.mount.racked() ? 1 : 0;
    err << "import-netbox: " << core::formatCount(loaded->design.sites.size(), "site", "sites") << ", "
        << core::formatCount(loaded->design.racks.size(), "rack", "racks") << ", "
        << core::formatCount(loaded->design.devices.size(), "device", "devices") << " (" << racked << " racked), "
        << core::formatCount(loaded->design.links.size(), "cable", "cables") << " from "
        << core::formatCount(paths.size(), "file", "files") << "\n";
    if (!output) {
        out << text;
        return kOk;
    }
    if (std::string error; !writeOutputFile(*output, text, error)) {
        err << *output << ": error: " << error << "\n";
        return kIoError;
    }
    err << "wrote " << *output << "\n";
    return kOk;
}

} // namespace

int runImportNetbox(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    using namespace topoplan::core;
    std::vector<std::string> files;
    std::string output;
    std::vector<std::string> catalogs;
    bool haveOutput = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-h" || a == "--help") {
            out << kImportUsage;
            return kOk;
        }
        if (a == "-o" || a == "--output") {
            if (haveOutput || i + 1 >= args.size() || args[i + 1].empty()) {
                err << "import-netbox: " << (haveOutput ? "-o given twice" : "-o needs a file name") << "\n\n"
                    << kImportUsage;
                return kUsage;
            }
            output = args[++i];
            haveOutput = true;
        } else if (a == "--catalog") {
            if (i + 1 >= args.size() || args[i + 1].empty()) {
                err << "import-netbox: --catalog needs a file name\n\n" << kImportUsage;
                return kUsage;
            }
            catalogs.push_back(args[++i]);
        } else if (a.size() > 1 && a[0] == '-') {
            err << "import-netbox: unknown option '" << a << "'\n\n" << kImportUsage;
            return kUsage;
        } else {
            files.push_back(a);
        }
    }
    if (files.empty()) {
        err << "import-netbox: no input file\n\n" << kImportUsage;
        return kUsage;
    }

    const bool csv = std::any_of(files.begin(), files.end(), [](const std::string& f) {
        std::error_code ec;
        return std::filesystem::is_directory(f, ec) || (f.size() > 4 && f.compare(f.size() - 4, 4, ".csv") == 0);
    });
    if (csv)
        return runImportNetboxCsv(files, catalogs, haveOutput ? &output : nullptr, out, err);
    if (!catalogs.empty()) {
        err << "import-netbox: --catalog is for the CSV form (device-type files make a catalog)\n\n" << kImportUsage;
        return kUsage;
    }

    std::vector<Model> models;
    Diagnostics report;
    bool failed = false;
    std::size_t ports = 0, slots = 0;
    int unmapped = 0;
    std::vector<std::string> names;
    for (const std::string& file : files) {
        NetboxImportResult r = importNetboxFile(file);
        report.insert(report.end(), r.diagnostics.begin(), r.diagnostics.end());
        if (hasErrors(r.diagnostics) || r.models.empty()) {
            failed = true;
            continue;
        }
        unmapped += r.unmappedItems;
        for (Model& m : r.models) {
            ports += m.ports.size();
            slots += m.slots.size();
            models.push_back(std::move(m));
        }
        names.push_back(baseName(file));
    }

    // A design loads the builtin catalog with its own: an id defined in both is refused.
    if (const auto builtin = Catalog::builtin()) {
        for (const Model& m : models)
            if (builtin->find(m.id))
                report.push_back({Diagnostic::Severity::Warning, m.file, m.pos, "model '" + m.id + "'",
                                  "this id is also in the builtin catalog; a design cannot load both (rename one "
                                  "of them before listing this file in a design's catalogs)"});
    }

    std::string text;
    if (!failed) {
        std::string header = "Imported by topoplan-cli import-netbox from NetBox device-type files\n"
                             "(netbox-community/devicetype-library format):\n";
        for (const std::string& n : names)
            header += "  " + n + "\n";
        header += "Review before use: kinds are guessed, child devices have no 'fits', NetBox has no port\n"
                  "roles beyond management, and items Topoplan does not model were left out (see the\n"
                  "import report and docs/netbox-import.md).";
        text = writeCatalog(models, header);
        // The output must load as a catalog; this also refuses two inputs with one id.
        Catalog check;
        Diagnostics loadErrors;
        if (!check.addFromText(text, haveOutput ? output : std::string("<output>"), loadErrors)) {
            report.insert(report.end(), loadErrors.begin(), loadErrors.end());
            failed = true;
        }
    }

    err << formatDiagnostics(report);
    std::size_t warnings = 0;
    for (const Diagnostic& d : report)
        warnings += d.severity == Diagnostic::Severity::Warning ? 1 : 0;
    if (failed) {
        err << "import-netbox: errors found; nothing written\n";
        return kInvalidDesign;
    }
    err << models.size() << (models.size() == 1 ? " model, " : " models, ") << ports << " ports, " << slots
        << " slots imported; " << unmapped << " items not mapped; " << warnings << " warnings\n";
    if (!haveOutput) {
        out << text;
        return kOk;
    }
    if (std::string error; !writeOutputFile(output, text, error)) {
        err << output << ": error: " << error << "\n";
        return kIoError;
    }
    err << "wrote " << output << "\n";
    return kOk;
}

} // namespace topoplan::cli
