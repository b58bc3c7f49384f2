#pragma once

#include "core/design.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace topoplan::core {
struct CatalogAccess;
struct FailureSet;
struct LoadedDesign;
} // namespace topoplan::core

namespace topoplan::cli {

/// Exit statuses of topoplan-cli (docs/cli.md).
enum Exit : int {
    kOk = 0,
    kInvalidDesign = 1, ///< the input has errors (printed on stderr)
    kUsage = 2,         ///< bad command line
    kIoError = 3,       ///< an output could not be written
    kRequirementsViolated = 4, ///< check / analyze: the design is valid but violates its requirements
    kErrorFindings = 5,        ///< check / analyze: the design is valid but its analysis reports errors (storage unreachable, ...)
};

/// Catalog files the command line allowed outside the design's folder (`--allow-catalog
/// PATH`, any command, repeatable; taken out of the arguments by main()).
core::CatalogAccess& catalogAccess();
/// Removes every `--allow-catalog PATH` from `args` into catalogAccess(). Returns false
/// (message on err) when one lacks its PATH.
bool takeCatalogAccess(std::vector<std::string>& args, std::ostream& err);

/// Gate of check and analyze (docs/cli.md, exit statuses): analyses the intact design,
/// prints one "FILE: error finding: ..." line per error finding and one "FILE:
/// requirement violated: ..." line per violation of the design's `requirements:` plus
/// `extra` (from `--require`) on err. Returns kErrorFindings when the analysis reports an
/// error (it comes first: a design whose storage is unreachable is broken, whatever it
/// requires), else kRequirementsViolated when a requirement fails, else kOk. `errors`,
/// when given, receives the number of error findings (cli/analyze.cpp).
int gateDesign(const core::LoadedDesign& design, const core::Props& extra, const std::string& fileName, std::ostream& err,
               std::size_t* errors = nullptr);

/// `check FILE...`: validates designs; prints "FILE: ok ..." or the diagnostics.
int runCheck(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
/// `info FILE`: bill of materials, ports, links, capacity (TB and TiB).
int runInfo(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
/// `format FILE... [--check]`: rewrites designs in canonical form (or reports which differ).
int runFormat(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
/// `examples`: lists the builtin example designs.
int runExamples(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
/// `catalog [--check] [ID]`: lists models, or checks the builtin catalog.
int runCatalog(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// `import-netbox FILE... [-o OUT]`: NetBox device-type YAML to catalog models
/// (cli/importnetbox.cpp).
int runImportNetbox(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// `import-measurement FILE... --design D --workload ID [--storage ID] [--use-case ID] [-o OUT |
/// --in-place]`: measurement files into the design's `measured:` baselines, with the origins
/// and the calibrated demands printed (cli/importmeasurement.cpp; docs/measurements.md).
/// Unreadable, idle or mismatched files, an unknown workload: kInvalidDesign, nothing written.
int runImportMeasurement(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// True if a line of `text` starts (after blanks) with '#': YAML comments, which a
/// canonical rewrite does not keep (format, import-measurement --in-place).
bool hasHashComments(const std::string& text);

/// `measurement FILE [--disk N] [--database N] [--vm N] [--json]`: what an AWR / Statspack
/// report, perfmon or esxtop CSV or HammerDB log says, every figure with its origin
/// (cli/measurement.cpp; docs/measurements.md). A file with errors: kInvalidDesign.
int runMeasurement(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// `analyze FILE [--fail ID]... [--scenario ID] [--json]`: paths, redundancy, bandwidth,
/// utilization and findings (cli/analyze.cpp; JSON layout in docs/analysis-json.md).
/// Unknown failure targets: message on err, kInvalidDesign.
int runAnalyze(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
/// `sweep FILE [--depth 1|2] [--json]`: N-1 / N-2 failure sweep (cli/analyze.cpp).
int runSweep(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// `simulate FILE [--fail ID]... [--users N] [--use-case ID] [--workload ID]... [--curve] [--json]`:
/// predicted IOPS, MB/s, latency, TPM/NOPM, center utilization, backup windows and rebuilds
/// (cli/simulate.cpp).
int runSimulate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
/// `validate-reference [--file F] [--json]`: the model against shared/reference/published-results.yaml
/// (cli/simulate.cpp).
int runValidateReference(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// `export FILE -o OUT [--selection ID...] [--overlays] [--dpi N]`: the diagram as SVG,
/// PDF, PNG or draw.io (cli/export.cpp; needs no display). Unknown extension: kUsage;
/// unknown device in --selection: kInvalidDesign; unwritable output: kIoError.
int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
/// `export FILE -o OUT.csv --what cables|bom`: the cable schedule or the bill of materials
/// as RFC 4180 CSV (cli/exportdocs.cpp, docs/racks.md); runExport passes `--what` here.
int runExportDocument(const std::string& file, const std::string& output, const std::string& what, std::ostream& out,
                      std::ostream& err);
/// export --what netbox -o DIR: writes the NetBox bulk-import files of a loaded design into
/// folder `output` (made if missing; exportnetbox.cpp, docs/netbox.md).
int writeNetboxExport(const core::LoadedDesign& design, const std::string& output, std::ostream& out, std::ostream& err);
/// `report FILE -o OUT.pdf|OUT.html [--fail ID]... [--scenario ID]`: the design report
/// (cli/export.cpp). Exit statuses as runExport.
int runReport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

/// The positional argument of a one-design command: the design file. Refuses an unknown
/// option or a second file with the command's usage on err; returns false then
/// (cli/analyze.cpp).
bool takeDesignArgument(const std::string& arg, std::string& file, const char* command, const char* usage,
                        std::ostream& err);
/// Checks `--fail` targets against the design; prints one error per unknown target
/// ("FILE: error: --fail 'X' is not a failure target ...") and returns false if any
/// (cli/analyze.cpp).
bool checkFailureTargets(const core::LoadedDesign& design, const core::FailureSet& failures, const std::string& fileName,
                         std::ostream& err);

/// Writes `text` to `path` without ever leaving a half-written file: a regular file (or a
/// symlink's target, whose permissions are kept) is replaced by renaming a temporary file
/// written beside it; a device or FIFO (`/dev/null`, a pipe) is written in place, never
/// replaced. On failure returns false with the reason (strerror) in `error`.
bool writeOutputFile(const std::string& path, const std::string& text, std::string& error);

/// Reads a design argument: a path, or `builtin:PREFIX` for an embedded example
/// (`builtin:ra1`). Returns false (and prints diagnostics to err) when it cannot.
bool readDesignArgument(const std::string& arg, std::string& text, std::string& fileName, std::string& baseDir,
                        std::ostream& err);

} // namespace topoplan::cli
