// `topoplan-cli import-measurement FILE... --design D --workload ID [--storage ID]
// [--use-case ID] [-o OUT | --in-place] ...`: measurement files into a design's `measured:`
// baseline (core/measurements/measurementimport.h, docs/measurements.md "Importing into a
// design"). This file parses the command line, prints what was taken from where and the
// calibrated demands that result (the performance model's own derivation lines), and
// writes the design in canonical form.
#include "commands.h"

#include "core/designio.h"
#include "core/designloader.h"
#include "core/measurements/measurementimport.h"
#include "core/numberformat.h"
#include "core/performance.h"
#include "core/performance/backup.h"
#include "core/performance/calibration.h"
#include "core/performance/workloadprofile.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

namespace topoplan::cli {

namespace {

constexpr const char* kImportMeasurementUsage =
    R"(usage: topoplan-cli import-measurement FILE... --design D --workload ID [--storage ID] [--use-case ID]
                                      [-o OUT | --in-place [--drop-comments]] [--disk NAME] [--database NAME] [--vm NAME]
                                      [--force]

Reads AWR / Statspack reports, perfmon or esxtop CSVs and HammerDB logs of one interval
(several AWR reports of one RAC database's instances are summed; files of different kinds
each give the figures the others lack) and writes them as the measured: baseline of the
workload (with --storage also of its storage system or cluster, in --use-case or the
workload's first use case). Prints every figure taken with its origin and the demands the
model calibrates from them (docs/measurements.md).
  -o OUT           write the design to OUT
  --in-place       rewrite D itself (refused when D has # comments, unless --drop-comments)
                   without -o or --in-place the design goes to stdout and the report to stderr
  --disk, --database, --vm   instance choices of perfmon / esxtop files (see measurement)
  --force          import all the same a report of another database engine than the
                   workload's (an Oracle AWR report into a SQL Server workload), a truncated
                   AWR or Statspack report whose cut loses baseline figures, or one host's
                   measurement as the --storage baseline of a use case on several hosts: a
                   warning, not a refusal. Nothing else: the other refusals end "cannot be
                   forced: <reason>" (a file with errors, an idle database, missing figures,
                   an absurd demand)
Exit status: 0 imported, 1 a file or the design has errors (an idle database, a report of
another engine or kind of load, an absurd derived demand, an unknown workload: nothing
written), 2 bad command line, 3 the output could not be written.
)";

struct Args {
    std::vector<std::string> files;
    std::string design, output;
    core::MeasurementTarget target;
    core::MeasurementOptions options;
    bool inPlace = false, dropComments = false, force = false;
};

// Returns kOk, or kUsage with the message on err.
int parse(const std::vector<std::string>& args, Args& a, std::ostream& out, std::ostream& err, bool& help)
{
    const auto usage = [&](const std::string& message) {
        err << "import-measurement: " << message << "\n\n" << kImportMeasurementUsage;
        return int(kUsage);
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& s = args[i];
        std::string* value = s == "--design" ? &a.design : s == "--workload" ? &a.target.workload
                           : s == "--storage" ? &a.target.storage : s == "--use-case" ? &a.target.useCase
                           : s == "-o" || s == "--output" ? &a.output : s == "--disk" ? &a.options.disk
                           : s == "--database" ? &a.options.database : s == "--vm" ? &a.options.vm : nullptr;
        if (s == "-h" || s == "--help") {
            out << kImportMeasurementUsage;
            help = true;
            return kOk;
        }
        if (value) {
            if (i + 1 >= args.size() || args[i + 1].empty())
                return usage(s + " needs a value");
            if (!value->empty())
                return usage(s + " given twice");
            *value = args[++i];
        } else if (s == "--in-place") {
            a.inPlace = true;
        } else if (s == "--drop-comments") {
            a.dropComments = true;
        } else if (s == "--force") {
            a.force = true;
        } else if (s.size() > 1 && s[0] == '-') {
            return usage("unknown option '" + s + "'");
        } else {
            a.files.push_back(s);
        }
    }
    if (a.files.empty())
        return usage("no measurement file");
    if (a.design.empty())
        return usage("no --design");
    if (a.target.workload.empty())
        return usage("no --workload");
    if (a.inPlace && !a.output.empty())
        return usage("-o and --in-place together (one output)");
    if (a.inPlace && a.design.rfind("builtin:", 0) == 0)
        return usage("--in-place on a builtin example (use -o OUT)");
    // -o onto a measurement file would replace the DBA's report by the design.
    for (const std::string& f : a.files) {
        std::error_code ec;
        if (!a.output.empty() && (a.output == f || std::filesystem::equivalent(a.output, f, ec)))
            return usage("-o " + a.output + " is the measurement file " + f + " (expected another file for the design; "
                         "the report or log is an input and is not overwritten)");
    }
    return kOk;
}

// The calibration lines of the workload after the import: the model's own derivation.
void printCalibration(const core::Design& design, const std::string& fileName, const std::string& baseDir,
                      const core::MeasurementTarget& target, std::ostream& report)
{
    core::Diagnostics diags;
    const auto loaded = core::resolveDesign(design, fileName, baseDir, diags, catalogAccess());
    if (!loaded) {
        report << "\ncalibrated demands: not computed, the design does not load:\n" << core::formatDiagnostics(diags);
        return;
    }
    const core::Workload* w = design.workload(target.workload);
    core::PerformanceOptions options;
    options.useCase = w->measured ? w->measured->useCase : std::string();
    for (const core::UseCase& u : design.useCases)
        if (options.useCase.empty() && std::find(u.workloads.begin(), u.workloads.end(), w->id) != u.workloads.end())
            options.useCase = u.id;
    const core::UseCase* uc = design.useCase(options.useCase);
    if (!uc || std::find(uc->workloads.begin(), uc->workloads.end(), w->id) == uc->workloads.end()) {
        options.useCase.clear();
        options.workloads = {w->id};
    }
    const core::PerformanceResult r = core::simulatePerformance(*loaded, options);
    if (std::none_of(r.workloads.begin(), r.workloads.end(), [&](const core::WorkloadPerformance& p) { return p.id == w->id; })) {
        // Not a class of the queueing model (a backup or restore stream): the calibration's own
        // account of the figures, each not used with its reason.
        const core::Calibration c = core::calibrateWorkload(*w, core::resolveProfile(design, *w), 0.0);
        report << "\ncalibrated demands of " << w->id << ": none (not simulated as a queueing class)\n";
        for (const std::string& line : c.lines)
            report << "  " << line << "\n";
        // A backup or restore stream: the window its rate limits give, the measured one among them.
        const core::BackupWindow b = core::backupWindow(*loaded, w->id);
        if (b.minutes > 0)
            report << "  predicted window " << core::formatWithInterval(b.minutes, b.minutesLow, b.minutesHigh, "min")
                   << " for " << core::formatNumber(b.databaseGB) << " GB; limit: " << b.bottleneck << "\n";
        return;
    }
    for (const core::WorkloadPerformance& p : r.workloads) {
        if (p.id != w->id)
            continue;
        report << "\ncalibrated demands of " << p.id << " ("
               << (options.useCase.empty() ? std::string("alone") : "use case " + options.useCase) << "): " << p.basis
               << "\n";
        for (const std::string& line : p.profile.calibration)
            report << "  " << line << "\n";
        if (p.profile.calibration.empty())
            report << "  (the model derives nothing from these figures for a " << p.profile.kind << " workload of "
                   << p.profile.tool << ")\n";
    }
}

} // namespace

int runImportMeasurement(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    Args a;
    bool help = false;
    if (const int status = parse(args, a, out, err, help); status != kOk || help)
        return status;

    std::string text, fileName, baseDir;
    if (!readDesignArgument(a.design, text, fileName, baseDir, err))
        return kInvalidDesign;
    core::Diagnostics diags;
    auto design = core::readDesignText(text, fileName, diags);
    err << core::formatDiagnostics(diags);
    if (!design)
        return kInvalidDesign;

    std::vector<core::MeasurementReport> reports;
    for (const std::string& f : a.files)
        reports.push_back(core::readMeasurementFile(f, a.options));
    core::CombinedMeasurement combined = core::combineReports(reports);
    core::fitToWorkload(*design, a.target, combined, a.force);
    // The readers' diagnostics, a warning the import turns into an error (an idle
    // database) or an error it repeats with "cannot be forced: ..." printed once as the
    // import's, then the import's own errors.
    core::Diagnostics all;
    for (const core::MeasurementReport& r : reports)
        for (const core::Diagnostic& d : r.diagnostics) {
            const bool repeated = std::any_of(combined.diagnostics.begin(), combined.diagnostics.end(), [&](const core::Diagnostic& c) {
                return c.file == d.file && c.pos == d.pos && c.message.rfind(d.message, 0) == 0;
            });
            if (!repeated)
                all.push_back(d);
        }
    for (const core::Diagnostic& c : combined.diagnostics)
        if (std::none_of(all.begin(), all.end(), [&](const core::Diagnostic& d) { return d.message == c.message; }))
            all.push_back(c);
    err << core::formatDiagnostics(all);
    if (!combined.ok()) {
        err << "import-measurement: nothing written\n";
        return kInvalidDesign;
    }
    std::vector<std::string> notes = combined.notes;
    std::string error;
    if (!core::applyMeasurement(*design, a.target, combined.measured, error, notes)) {
        err << fileName << ": error: " << error << "\nimport-measurement: nothing written\n";
        return kInvalidDesign;
    }

    const bool toStdout = a.output.empty() && !a.inPlace;
    std::ostream& report = toStdout ? err : out;
    const core::Measurement& m = combined.measured;
    report << "measured: of workload " << a.target.workload
           << (a.target.storage.empty() ? std::string() : " and of storage " + a.target.storage) << "\n  source: "
           << m.source << "\n";
    for (const auto& [key, origin] : m.origins)
        report << "  " << key << ": " << origin << "\n";
    if (m.cpuPct)
        report << "  cpu_of: " << m.cpuOf << "\n";
    for (const std::string& n : notes)
        report << "  note: " << n << "\n";
    printCalibration(*design, fileName, baseDir, a.target, report);

    const std::string canonical = core::writeDesign(*design);
    if (toStdout) {
        out << canonical;
        return kOk;
    }
    const std::string target = a.inPlace ? a.design : a.output;
    if (a.inPlace && hasHashComments(text) && !a.dropComments) {
        err << a.design << ": error: the file has # comments, which a rewrite does not keep; move them into 'notes:', "
                           "write to -o OUT, or add --drop-comments\nimport-measurement: nothing written\n";
        return kInvalidDesign;
    }
    if (std::string why; !writeOutputFile(target, canonical, why)) {
        err << target << ": error: " << why << "\n";
        return kIoError;
    }
    out << "wrote " << target << "\n";
    return kOk;
}

} // namespace topoplan::cli
