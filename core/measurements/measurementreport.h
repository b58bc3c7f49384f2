#pragma once
// What one measurement file says (an Oracle AWR or Statspack report, a Windows perfmon
// PDH-CSV log, an esxtop batch CSV, a HammerDB log), figure by figure with where each
// was read, and its mapping to the design file's `measured:` baseline (core/measurement.h).
// Formats, sections and figures: docs/measurements.md; the facts behind them:
// ../shared/reference/formats.md sections 2-6.

#include "core/diagnostic.h"
#include "core/measurement.h"

#include <optional>
#include <string>
#include <vector>

namespace topoplan::core {

/// Where a figure was read: the report's section (or the CSV column's object, the log's
/// line kind), 1-based line and column in the file (0: unknown), and the row label,
/// counter path or column header it stands under.
struct FigureOrigin {
    std::string section; ///< "Load Profile", "Operating System Statistics", "PhysicalDisk(_Total)"
    int line = 0;
    int column = 0;
    std::string label;   ///< "DB CPU(s)", "\\\\SQL01\\PhysicalDisk(_Total)\\Disk Reads/sec"

    bool operator==(const FigureOrigin&) const = default;
};

/// One figure of a report. `value` is in `unit` ("s/s" seconds per elapsed second,
/// "1/s" events per second, "ms", "%", "MiB", "MB/s" (10^6 B/s), "bytes/s", "count",
/// "min", "1/min"). `derivation` says how it was computed when it is not printed as is
/// ("physical read total IO requests 18,967 / 2,653.2 s").
struct Figure {
    std::string key;   ///< stable name: a `measured:` key (tps, read_iops, ...) or a report-only one (db_cpu_s_per_s)
    std::string name;  ///< what a user reads: "DB CPU", "physical read requests (all files)"
    double value = 0;
    std::string unit;
    FigureOrigin origin;
    std::string derivation;
};

/// The formats the readers know.
enum class MeasurementFormat { Unknown, AwrText, AwrHtml, StatspackText, PerfmonCsv, EsxtopCsv, HammerdbLog, AwrGlobalText, AwrGlobalHtml };

/// "Oracle AWR report (text)", "Windows perfmon log (PDH-CSV)", ...
std::string formatName(MeasurementFormat format);

/// What a reader produced. On errors `figures` may be partial and must not be used
/// (`ok()` is false); warnings (idle database, mixed line endings, several runs) leave it usable.
struct MeasurementReport {
    MeasurementFormat format = MeasurementFormat::Unknown;
    std::string file;            ///< as given
    std::string database;        ///< DB name (AWR/Statspack), SQL Server instance (perfmon), engine (HammerDB)
    std::string instance;        ///< instance name and number ("QS02FNT (1)"), VM (esxtop --vm)
    std::string host;            ///< host name as the file gives it
    std::string version;         ///< release ("12.1.0.2.0") or tool version when known
    /// Interval start and end as printed ("06-Sep-16 06:32:38", perfmon "12/01/2026 09:00:00.000");
    /// a HammerDB log: `begin` the "Hammerdb Log @" time the run was started, `end` "" (not stated).
    std::string begin, end;
    std::optional<double> intervalMin;
    bool rac = false;            ///< AWR/Statspack: the instance is one of a RAC
    /// The hosts (database instances, machines) the figures are of: 1 for an instance report, a
    /// perfmon log (one machine), an esxtop capture (one ESXi host, or one VM on it with --vm);
    /// the instances of a RAC global report; 0 for a HammerDB log (the benchmark's totals over
    /// whatever it drove: not stated). Set by the readers; reportHosts() reads it.
    int hosts = 0;
    bool idle = false;           ///< figures too small to calibrate from (a warning says why)
    /// AWR / Statspack: the report ends without 'End of Report' and sections it reads figures from
    /// are missing or cut short (checkSections(); its warnings name them): where it ends and what
    /// is missing, "" for a whole report. An import refuses such a report unless forced.
    std::string truncated;
    std::vector<Figure> figures; ///< in the order read
    std::vector<std::string> notes; ///< what a user should know (instance chosen, counters not read)
    Diagnostics diagnostics;     ///< errors (file, line, what was expected) and warnings

    bool ok() const { return !hasErrors(diagnostics); }
    /// The figure with this key (first one), or nullptr.
    const Figure* find(const std::string& key) const;
};

/// Choices a reader needs when a file holds several instances (docs/measurements.md).
/// Empty: the total (`_Total`, the sum over devices) when the file has one, else the
/// only instance; several and no total: an error listing them.
struct MeasurementOptions {
    std::string disk;     ///< perfmon PhysicalDisk instance ("0 C:"), esxtop device ("naa.6000...")
    std::string database; ///< perfmon SQLServer:Databases instance ("tpcc")
    std::string vm;       ///< esxtop VM (Group Cpu / Virtual Disk name)
};

/// Input limit: larger files are refused with their size (an esxtop -a capture of a day at
/// 5 s is about 200 MB; an AWR report is under 2 MB).
inline constexpr std::size_t kMaxMeasurementBytes = 256u * 1024u * 1024u;

/// Reads a measurement from its text, detecting the format from the content (not the
/// file name). Never throws; every problem is a diagnostic naming `fileName`, with line and
/// column where it has one: binary content, an unknown kind of file, a truncated report
/// (the missing section named), a log without the counters needed.
MeasurementReport readMeasurementText(const std::string& text, const std::string& fileName,
                                      const MeasurementOptions& options = {});

/// Reads the file and calls readMeasurementText (an unreadable or over-large file is an error).
MeasurementReport readMeasurementFile(const std::string& path, const MeasurementOptions& options = {});

/// What a report's cpu_pct is the utilization of. OperatingSystem: the OS the database ran
/// in (AWR / Statspack Operating System Statistics, perfmon Processor(_Total)): a VM's guest
/// OS, or the host's when the database runs on the host itself. HypervisorHost: the ESXi host
/// (esxtop Physical Cpu). VirtualMachine: one VM's vCPUs (esxtop --vm, Group Cpu).
enum class CpuScope { None, OperatingSystem, HypervisorHost, VirtualMachine };

/// The scope of `report`'s cpu_pct (None without one).
CpuScope cpuScope(const MeasurementReport& report);

/// The database engine a report measured, as a workload's `engine` names it: "oracle" (AWR,
/// Statspack, the RAC global report), "sqlserver" (a perfmon log with SQL Server counters, a
/// HammerDB log "... SQL Server TPM"), another HammerDB engine in lower case without spaces
/// ("postgresql", "mysql", "mariadb", "db2"); "" for a capture of an operating system or
/// hypervisor only (perfmon without SQL Server counters, esxtop), which fits any engine.
std::string reportEngine(const MeasurementReport& report);

/// "Oracle", "SQL Server", "PostgreSQL", ...: an engine of reportEngine() or Workload::engine
/// as a user reads it (the key itself when unknown).
std::string engineName(const std::string& engine);

/// The design file's baseline from a report: the figures whose key is a `measured:` key
/// (interval_min, users, tpm, nopm, tps, iops, read_iops, write_iops, mb_s, read_latency_ms,
/// write_latency_ms, cpu_pct, cores), `cpuOf` and `source` set, and `origins` filled for
/// each ("DB CPU 0.5 s/s, from 'Load Profile', line 87"). Absent figures stay nullopt.
/// cpu_of: host for HypervisorHost, else vm (an OperatingSystem figure's cpu_of depends on
/// where the workload runs: fitToWorkload() in measurementimport.h settles it).
Measurement toMeasurement(const MeasurementReport& report);

/// "DB CPU 0.5 s/s, from 'Load Profile', line 87" (value to 4 significant digits).
std::string describeFigure(const Figure& figure);

/// A value rounded to `digits` significant digits, as text, trailing zeros dropped
/// (0.54712 -> "0.547", 8 -> "8", 2784 -> "2780").
std::string significant(double value, int digits = 3);

/// True for a whole number that is a count as a file prints it (163382 TPM, 47,738,283
/// ticks, cores): such figures are kept and printed whole, never rounded to digits.
bool isWholeCount(double value);

/// A figure as the file states it: a whole count whole (IDLE_TIME 47,738,283 ->
/// "47738283", not "47738280"), else `digits` significant digits.
std::string asRead(double value, int digits = 6);

} // namespace topoplan::core
