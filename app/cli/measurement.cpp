// `topoplan-cli measurement FILE [--disk NAME] [--database NAME] [--vm NAME] [--json]`:
// what a measurement file says, every figure with its origin, without a design. The
// reading is core::readMeasurementFile (docs/measurements.md); this file parses the
// command line and prints the report.
#include "commands.h"
#include "jsonoutput.h"

#include "core/measurements/measurementreport.h"
#include "core/numberformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <ostream>

namespace topoplan::cli {

namespace {

constexpr const char* kMeasurementUsage = R"(usage: topoplan-cli measurement FILE [--disk NAME] [--database NAME] [--vm NAME] [--json]

Reads an Oracle AWR report (text or HTML), a Statspack report, a Windows perfmon log
(PDH-CSV, as relog -f csv writes it), an esxtop batch CSV (esxtop -b) or a HammerDB log
and prints every figure it takes, with the section, line and label it was read from, and
the measured: baseline they make (docs/measurements.md).
  --disk NAME      perfmon PhysicalDisk instance / esxtop device (default: _Total, or the sum)
  --database NAME  perfmon SQLServer:Databases instance (default: _Total)
  --vm NAME        esxtop: that VM's CPU and virtual disks instead of the host's
  --json           the report as JSON
Exit status: 0 read (warnings allowed), 1 the file has errors, 2 bad command line.
)";

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

QJsonObject figureJson(const core::Figure& f)
{
    QJsonObject origin{{"section", qs(f.origin.section)}, {"line", f.origin.line}, {"column", f.origin.column},
                       {"label", qs(f.origin.label)}};
    QJsonObject o{{"key", qs(f.key)}, {"name", qs(f.name)}, {"value", f.value}, {"unit", qs(f.unit)}, {"origin", origin}};
    if (!f.derivation.empty())
        o["derivation"] = qs(f.derivation);
    return o;
}

QJsonObject measuredJson(const core::Measurement& m)
{
    QJsonObject o{{"source", qs(m.source)}};
    const auto put = [&](const char* key, const std::optional<double>& v) {
        if (v)
            o[key] = *v;
    };
    // Every figure of the design format's list (core/measurement.h), cpu_of with cpu_pct.
    for (const auto& [key, field] : core::measurementNumbers())
        put(key, m.*field);
    if (m.cpuPct)
        o["cpu_of"] = qs(m.cpuOf);
    QJsonObject origins;
    for (const auto& [k, v] : m.origins)
        origins[qs(k)] = qs(v);
    o["origins"] = origins;
    return o;
}

void printText(const core::MeasurementReport& r, const core::Measurement& m, std::ostream& out)
{
    out << r.file << "\n" << core::formatName(r.format) << "\n";
    const auto line = [&](const char* label, const std::string& v) {
        if (!v.empty())
            out << "  " << label << ": " << v << "\n";
    };
    line("database", r.database);
    line("instance", r.instance + (r.rac ? " (RAC)" : ""));
    line("host", r.host);
    line("version", r.version);
    if (!r.begin.empty())
        line("interval", (r.end.empty() ? "started " + r.begin : r.begin + " - " + r.end) +
                             (r.intervalMin ? " (" + core::asRead(*r.intervalMin, 4) + " min)" : std::string()));
    else if (r.intervalMin)
        line("interval", core::asRead(*r.intervalMin, 4) + " min");
    out << "\nFigures (" << r.figures.size() << "):\n";
    for (const core::Figure& f : r.figures) {
        out << "  " << f.key << " = " << core::asRead(f.value, 4) << (f.unit.empty() ? "" : " " + f.unit) << "  "
            << f.name << "; '" << f.origin.section << "'";
        if (!f.origin.label.empty() && f.origin.label != f.origin.section)
            out << " " << f.origin.label;
        if (f.origin.line)
            out << ", line " << f.origin.line;
        if (f.origin.column)
            out << ", column " << f.origin.column;
        out << "\n";
        if (!f.derivation.empty())
            out << "      " << f.derivation << "\n";
    }
    if (!r.notes.empty()) {
        out << "\nNotes:\n";
        for (const std::string& n : r.notes)
            out << "  - " << n << "\n";
    }
    out << "\nmeasured: (the baseline these figures make" << (r.idle ? "; an idle database, see the warning" : "")
        << ")\n  source: \"" << m.source << "\"\n";
    for (const auto& [key, origin] : m.origins)
        out << "  " << key << ": " << origin << "\n";
    if (m.cpuPct)
        out << "  cpu_of: " << m.cpuOf
            << (core::cpuScope(r) == core::CpuScope::OperatingSystem
                    ? " (cpu_pct is of the OS the database ran in: import-measurement writes host for a workload "
                      "without a VM)"
                    : "")
            << "\n";
}

} // namespace

int runMeasurement(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    std::string file;
    bool json = false;
    core::MeasurementOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-h" || a == "--help") {
            out << kMeasurementUsage;
            return kOk;
        }
        if (a == "--json") {
            json = true;
        } else if (a == "--disk" || a == "--database" || a == "--vm") {
            if (i + 1 >= args.size() || args[i + 1].empty()) {
                err << "measurement: " << a << " needs a name\n\n" << kMeasurementUsage;
                return kUsage;
            }
            (a == "--disk" ? options.disk : a == "--database" ? options.database : options.vm) = args[++i];
        } else if (a.size() > 1 && a[0] == '-') {
            err << "measurement: unknown option '" << a << "'\n\n" << kMeasurementUsage;
            return kUsage;
        } else if (!file.empty()) {
            err << "measurement: one file at a time ('" << file << "' and '" << a << "')\n\n" << kMeasurementUsage;
            return kUsage;
        } else {
            file = a;
        }
    }
    if (file.empty()) {
        err << "measurement: no input file\n\n" << kMeasurementUsage;
        return kUsage;
    }
    const core::MeasurementReport report = core::readMeasurementFile(file, options);
    err << core::formatDiagnostics(report.diagnostics);
    if (!report.ok())
        return kInvalidDesign;
    const core::Measurement measured = core::toMeasurement(report);
    if (json) {
        QJsonArray figures, notes, warnings;
        for (const core::Figure& f : report.figures)
            figures.append(figureJson(f));
        for (const std::string& n : report.notes)
            notes.append(qs(n));
        for (const core::Diagnostic& d : report.diagnostics)
            warnings.append(qs(d.text()));
        QJsonObject o{{"format", "topoplan-measurement/1"},
                      {"file", qs(report.file)},
                      {"kind", qs(core::formatName(report.format))},
                      {"database", qs(report.database)},
                      {"instance", qs(report.instance)},
                      {"host", qs(report.host)},
                      {"version", qs(report.version)},
                      {"begin", qs(report.begin)},
                      {"end", qs(report.end)},
                      {"rac", report.rac},
                      {"idle", report.idle},
                      {"figures", figures},
                      {"notes", notes},
                      {"warnings", warnings},
                      {"measured", measuredJson(measured)}};
        if (report.intervalMin)
            o["interval_min"] = *report.intervalMin;
        out << jsonText(o);
        return kOk;
    }
    printText(report, measured, out);
    return kOk;
}

} // namespace topoplan::cli
