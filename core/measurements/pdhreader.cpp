// Windows perfmon logs as relog / logman / typeperf write them (PDH-CSV 4.0) and VMware
// esxtop batch output (esxtop -b), which uses the same layout: one quoted header row of
// counter paths \\MACHINE\Object(Instance)\Counter, then one row per sample with a
// timestamp first; blanks (" " or "") are missing values, never 0
// (../shared/reference/formats.md 4.2-4.5 and 5). A figure is the mean of a counter's
// samples over the log.
#include "core/measurements/readersupport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <set>

namespace topoplan::core::measurements {

namespace {

struct Column {
    std::string path;     // as written
    std::string object;   // "PhysicalDisk", "SQLServer:Databases", "Physical Cpu"
    std::string instance; // "_Total", "0 C:", "" for single-instance objects
    std::string counter;  // "Disk Reads/sec"
    int index = 0;        // field index in a row
    int column = 0;       // 1-based column of the header cell
    // Accumulated over the data rows.
    double sum = 0;
    int samples = 0;
};

bool parsePath(const std::string& path, Column& c)
{
    if (!startsWith(path, "\\\\"))
        return false;
    const std::size_t machineEnd = path.find('\\', 2);
    const std::size_t counterStart = path.rfind('\\');
    if (machineEnd == std::string::npos || counterStart <= machineEnd)
        return false;
    std::string object = path.substr(machineEnd + 1, counterStart - machineEnd - 1);
    c.counter = path.substr(counterStart + 1);
    const std::size_t open = object.find('(');
    if (open != std::string::npos && object.back() == ')') {
        c.instance = object.substr(open + 1, object.size() - open - 2);
        object.resize(open);
    }
    c.object = object;
    return !c.object.empty() && !c.counter.empty();
}

// "MM/DD/YYYY HH:MM:SS[.mmm]" (formats.md 4.3, 5) in seconds since 1970 (time zone
// ignored: only differences are used), or nullopt.
std::optional<double> timestampSeconds(std::string_view t)
{
    int mo = 0, d = 0, y = 0, h = 0, mi = 0;
    double s = 0;
    const std::string text(trim(t));
    if (std::sscanf(text.c_str(), "%d/%d/%d %d:%d:%lf", &mo, &d, &y, &h, &mi, &s) != 6 || mo < 1 || mo > 12 || d < 1 ||
        d > 31 || y < 1900 || y > 9999 || h > 23 || mi > 59 || s < 0 || s >= 61)
        return std::nullopt;
    // Days from civil (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").
    y -= mo <= 2;
    const int era = y / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    const double days = double(era) * 146097 + doe - 719468;
    return days * 86400.0 + h * 3600.0 + mi * 60.0 + s;
}

struct Log {
    std::vector<Column> columns;
    std::string timeZone;
    std::string first, last; // timestamps as printed
    int firstLine = 0, lastLine = 0;
    int rows = 0;
    int warmupValues = 0; // perfmon: values in the first (warm-up) row, left out
    double spanS = 0;
};

bool is(const Column& c, std::string_view object, std::string_view counter)
{
    return equalsNoCase(c.object, object) && equalsNoCase(c.counter, counter);
}

// SQL Server objects: "SQLServer:<object>" or "MSSQL$<instance>:<object>" (formats.md 4.4).
bool isSql(const Column& c, std::string_view object, std::string_view counter)
{
    const std::size_t colon = c.object.find(':');
    if (colon == std::string::npos || !equalsNoCase(c.counter, counter))
        return false;
    const std::string_view prefix = std::string_view(c.object).substr(0, colon);
    return (equalsNoCase(prefix, "SQLServer") || startsWith(lower(prefix), "mssql$")) &&
           equalsNoCase(std::string_view(c.object).substr(colon + 1), object);
}

struct Builder {
    Log& log;
    const MeasurementOptions& options;
    MeasurementReport& report;

    double mean(const Column& c) const { return c.sum / c.samples; }

    std::string over(const Column& c) const
    {
        return "mean of " + std::to_string(c.samples) + " samples" +
               (log.first.empty() ? std::string() : ", " + log.first + " - " + log.last);
    }

    FigureOrigin origin(const Column& c) const
    {
        return {c.object + (c.instance.empty() ? "" : "(" + c.instance + ")"), 1, c.column, c.path};
    }

    // The columns of one counter, one per instance.
    std::vector<const Column*> all(const std::function<bool(const Column&)>& match) const
    {
        std::vector<const Column*> out;
        for (const Column& c : log.columns)
            if (match(c))
                out.push_back(&c);
        return out;
    }

    // One instance of an object: the one asked for, else _Total, else the only one; an
    // error naming the instances when none fits.
    bool chooseInstance(const std::vector<const Column*>& cols, const std::string& wanted, const char* option,
                        const char* what, std::string& chosen)
    {
        std::set<std::string> names;
        for (const Column* c : cols)
            names.insert(c->instance);
        if (names.empty())
            return false;
        const std::vector<std::string> list(names.begin(), names.end());
        if (!wanted.empty()) {
            for (const std::string& n : list)
                if (equalsNoCase(n, wanted)) {
                    chosen = n;
                    return true;
                }
            addError(report, 1, 0,
                     findingText(QT_TRANSLATE_NOOP("Finding", "no %1 instance '%2' in the log (it has %3)"),
                                 {idArg(what), idArg(wanted), listArg(list)}));
            return false;
        }
        if (names.count("_Total"))
            chosen = "_Total";
        else if (names.size() == 1)
            chosen = list.front();
        else {
            addError(report, 1, 0,
                     findingText(QT_TRANSLATE_NOOP("Finding", "several %1 instances and no _Total (%2): choose one with %3"),
                                 {idArg(what), listArg(list), idArg(option)}));
            return false;
        }
        if (names.size() > 1)
            report.notes.push_back(std::string(what) + ": instance '" + chosen + "' of " + std::to_string(names.size()) +
                                   " (" + listed(list) + "; " + option + " picks another)");
        return true;
    }

    const Column* find(const std::function<bool(const Column&)>& match, const std::string& instance) const
    {
        for (const Column& c : log.columns)
            if (match(c) && c.instance == instance && c.samples > 0)
                return &c;
        return nullptr;
    }

    void add(const char* key, const char* name, const Column* c, double scale, const char* unit,
             const std::string& note = {})
    {
        if (c)
            addFigure(report, key, name, mean(*c) * scale, unit, origin(*c), over(*c) + note);
    }

    void perfmon();
    void esxtop();
};

void Builder::perfmon()
{
    std::string disk;
    const auto diskCols = all([](const Column& c) { return equalsNoCase(c.object, "PhysicalDisk"); });
    if (!diskCols.empty() && !chooseInstance(diskCols, options.disk, "--disk", "PhysicalDisk", disk))
        return;
    if (!diskCols.empty()) {
        const auto counter = [&](const char* name) {
            return find([name](const Column& c) { return is(c, "PhysicalDisk", name); }, disk);
        };
        const Column* reads = counter("Disk Reads/sec");
        const Column* writes = counter("Disk Writes/sec");
        add("read_iops", "disk reads/s", reads, 1, "1/s");
        add("write_iops", "disk writes/s", writes, 1, "1/s");
        if (reads && writes)
            addFigure(report, "iops", "disk transfers/s (reads + writes)", mean(*reads) + mean(*writes), "1/s",
                      origin(*reads), "Disk Reads/sec + Disk Writes/sec");
        else
            add("iops", "disk transfers/s", counter("Disk Transfers/sec"), 1, "1/s");
        const Column* rb = counter("Disk Read Bytes/sec");
        const Column* wb = counter("Disk Write Bytes/sec");
        if (rb && wb)
            addFigure(report, "mb_s", "disk MB/s (read + write bytes)", (mean(*rb) + mean(*wb)) / 1e6, "MB/s",
                      origin(*rb), "(Disk Read Bytes/sec + Disk Write Bytes/sec) / 10^6, " + over(*rb));
        if (rb && wb) { // apart as well (the mean read and write requests); with the total only
            add("read_mb_s", "disk MB/s read (Disk Read Bytes/sec)", rb, 1e-6, "MB/s", " / 10^6");
            add("write_mb_s", "disk MB/s written (Disk Write Bytes/sec)", wb, 1e-6, "MB/s", " / 10^6");
        }
        // Avg. Disk sec/* are seconds (formats.md 4.5).
        add("read_latency_ms", "disk read latency (Avg. Disk sec/Read)", counter("Avg. Disk sec/Read"), 1000, "ms",
            " x 1000 (seconds to ms)");
        add("write_latency_ms", "disk write latency (Avg. Disk sec/Write)", counter("Avg. Disk sec/Write"), 1000, "ms",
            " x 1000 (seconds to ms)");
        add("disk_queue_length", "average disk queue length", counter("Avg. Disk Queue Length"), 1, "count");
    } else {
        report.notes.push_back("no PhysicalDisk counters: no IOPS, MB/s or disk latency");
    }

    for (const char* object : {"Processor", "Processor Information"}) {
        const auto match = [object](const Column& c) { return is(c, object, "% Processor Time"); };
        const auto cols = all(match);
        if (cols.empty())
            continue;
        const Column* total = find(match, "_Total");
        add("cpu_pct", "CPU utilization (% Processor Time, _Total)", total, 1, "%");
        int cpus = 0;
        const Column* firstCpu = nullptr;
        for (const Column* c : cols)
            if (c->instance.find("_Total") == std::string::npos) {
                ++cpus;
                firstCpu = firstCpu ? firstCpu : c;
            }
        if (cpus > 0 && total)
            addFigure(report, "cores", "logical processors (Processor instances)", cpus, "count", origin(*firstCpu),
                      std::to_string(cpus) + " instances of " + std::string(object) + " other than _Total, the first '" +
                          firstCpu->instance + "': the CPUs cpu_pct is the mean utilization of");
        break;
    }

    const auto batch = all([](const Column& c) { return isSql(c, "SQL Statistics", "Batch Requests/sec"); });
    if (!batch.empty()) {
        add("batch_requests_per_s", "SQL Server batch requests/s", batch.front(), 1, "1/s");
        report.database = batch.front()->object.substr(0, batch.front()->object.find(':'));
    }
    const auto txCols = all([](const Column& c) { return isSql(c, "Databases", "Transactions/sec"); });
    std::string db;
    if (!txCols.empty() && chooseInstance(txCols, options.database, "--database", "SQLServer:Databases", db)) {
        for (const Column* c : txCols)
            if (c->instance == db && c->samples > 0) {
                add("tps", "SQL Server transactions/s (Databases)", c, 1, "1/s");
                break;
            }
    }
    const auto pageReads = all([](const Column& c) { return isSql(c, "Buffer Manager", "Page reads/sec"); });
    if (!pageReads.empty())
        add("page_reads_per_s", "SQL Server page reads/s (8 KiB pages)", pageReads.front(), 1, "1/s");
    const auto pageWrites = all([](const Column& c) { return isSql(c, "Buffer Manager", "Page writes/sec"); });
    if (!pageWrites.empty())
        add("page_writes_per_s", "SQL Server page writes/s", pageWrites.front(), 1, "1/s");
    const auto ple = all([](const Column& c) { return isSql(c, "Buffer Manager", "Page life expectancy"); });
    if (!ple.empty())
        add("page_life_expectancy_s", "SQL Server page life expectancy", ple.front(), 1, "s");
    const auto mem = all([](const Column& c) { return is(c, "Memory", "Available MBytes"); });
    if (!mem.empty())
        add("available_mib", "available memory (Available MBytes)", mem.front(), 1, "MiB");
}

// Physical Cpu / Group Cpu / Vcpu / Physical Disk SCSI Device / Virtual Disk (formats.md 5).
void Builder::esxtop()
{
    const auto util = [](const Column& c) {
        return is(c, "Physical Cpu", "% Util Time");
    };
    const auto proc = [](const Column& c) { return is(c, "Physical Cpu", "% Processor Time"); };
    const Column* host = find(util, "_Total");
    if (!host)
        host = find(proc, "_Total");
    // The host's CPU count as the file states it: the PCPU instances Physical Cpu(0),
    // Physical Cpu(1), ... of any counter (% Util Time, % Core Util Time, % Processor Time),
    // each instance once (formats.md 5). Physical Cpu Load has no instances and counts none.
    std::set<int> pcpuIds;
    const Column* firstPcpu = nullptr;
    const Column* lastPcpu = nullptr;
    for (const Column& c : log.columns)
        if (equalsNoCase(c.object, "Physical Cpu") && !c.instance.empty() && c.instance.size() <= 6 &&
            std::all_of(c.instance.begin(), c.instance.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); })) {
            if (pcpuIds.insert(std::stoi(c.instance)).second) {
                firstPcpu = firstPcpu ? firstPcpu : &c;
                lastPcpu = &c;
            }
        }
    const int pcpus = static_cast<int>(pcpuIds.size());
    // VMs: names of Virtual Disk roll-ups and of Vcpu worlds ("<wid>:<vm>:<wid>:<world>").
    std::map<std::string, std::set<std::string>> vcpus;
    std::set<std::string> vms;
    for (const Column& c : log.columns) {
        if (equalsNoCase(c.object, "Virtual Disk") && c.instance.find(':') == std::string::npos)
            vms.insert(c.instance);
        if (equalsNoCase(c.object, "Vcpu")) {
            const std::size_t a = c.instance.find(':');
            const std::size_t b = a == std::string::npos ? a : c.instance.find(':', a + 1);
            if (b != std::string::npos) {
                const std::string vm = c.instance.substr(a + 1, b - a - 1);
                vms.insert(vm);
                vcpus[vm].insert(c.instance);
            }
        }
    }
    // Group Cpu(<GID>:<name>): the GID changes on power-cycle; the name is the key.
    const auto groupName = [](const Column& c) {
        const std::size_t colon = c.instance.find(':');
        return colon == std::string::npos ? c.instance : c.instance.substr(colon + 1);
    };
    if (!options.vm.empty() && !vms.count(options.vm)) {
        std::set<std::string> groups;
        for (const Column& c : log.columns)
            if (is(c, "Group Cpu", "% Used"))
                groups.insert(groupName(c));
        if (!groups.count(options.vm)) {
            addError(report, 1, 0, findingText(QT_TRANSLATE_NOOP("Finding", "no VM '%1' in the log (VMs: %2)"),
                                               {idArg(options.vm), listArg({vms.begin(), vms.end()})}));
            return;
        }
    }
    if (options.vm.empty()) {
        add("cpu_pct", "ESXi host CPU utilization (Physical Cpu(_Total))", host, 1, "%");
        if (pcpus > 0 && host)
            addFigure(report, "cores", "the host's CPUs as the file counts them (PCPUs: Physical Cpu instances)", pcpus,
                      "count", origin(*firstPcpu),
                      std::to_string(pcpus) + " Physical Cpu instances (" + firstPcpu->instance + " - " +
                          lastPcpu->instance + ", CSV fields " + std::to_string(firstPcpu->index + 1) + " - " +
                          std::to_string(lastPcpu->index + 1) + " of the header) beside _Total: the CPUs cpu_pct is the mean "
                          "utilization of (threads when hyper-threading is on)");
        else if (host)
            report.notes.push_back("no per-PCPU columns (Physical Cpu(0), Physical Cpu(1), ...): the file does not "
                                   "state the host's CPU count, so cpu_pct comes without cores (an import takes the "
                                   "cores of the design's host, and says so)");
    } else {
        report.instance = options.vm;
        if (host)
            add("host_cpu_pct", "ESXi host CPU utilization (Physical Cpu(_Total))", host, 1, "%");
    }
    for (const Column& c : log.columns) {
        if (!is(c, "Group Cpu", "% Used") || c.samples == 0)
            continue;
        const std::string name = groupName(c);
        if (!vms.count(name) && name != options.vm)
            continue;
        const std::string key = "vm_cpu_used_pct";
        addFigure(report, key, "VM " + name + " CPU %USED (sum over its vCPUs)", mean(c), "%", origin(c), over(c));
        if (name == options.vm) {
            const std::size_t n = vcpus[name].size();
            if (n > 0)
                addFigure(report, "cpu_pct", "VM " + name + " CPU utilization (%USED / vCPUs)", mean(c) / double(n),
                          "%", origin(c), over(c) + ", / " + std::to_string(n) + " vCPUs (Vcpu worlds of the VM)");
            else
                report.notes.push_back("VM " + name + ": no Vcpu columns, so no per-vCPU utilization (cpu_pct); "
                                       "%USED is the sum over its vCPUs");
            if (n > 0)
                addFigure(report, "cores", "VM " + name + " vCPUs", double(n), "count", origin(c),
                          "Vcpu worlds of the VM");
        }
    }

    // Disk: the VM's virtual disk roll-up (--vm), else the SCSI devices (one with --disk, else the sum).
    const bool vmDisk = !options.vm.empty();
    const std::string object = vmDisk ? "Virtual Disk" : "Physical Disk SCSI Device";
    std::set<std::string> devices;
    for (const Column& c : log.columns)
        if (equalsNoCase(c.object, object) && (!vmDisk || c.instance == options.vm))
            devices.insert(c.instance);
    if (!options.disk.empty() && !vmDisk) {
        if (!devices.count(options.disk)) {
            addError(report, 1, 0, findingText(QT_TRANSLATE_NOOP("Finding", "no device '%1' in the log (devices: %2)"),
                                               {idArg(options.disk), listArg({devices.begin(), devices.end()})}));
            return;
        }
        devices = {options.disk};
    }
    if (devices.empty()) {
        report.notes.push_back("no " + object + " counters: no IOPS, MB/s or disk latency");
        return;
    }
    struct Sum {
        double value = 0;
        const Column* first = nullptr;
        int samples = 0;
    };
    const auto sumOf = [&](const char* counter) {
        Sum s;
        for (const std::string& d : devices)
            if (const Column* c = find([&](const Column& x) { return is(x, object, counter); }, d)) {
                s.value += mean(*c);
                s.first = s.first ? s.first : c;
                s.samples = std::max(s.samples, c->samples);
            }
        return s;
    };
    // Latency weighted by the device's own rate: the mean over all commands.
    const auto weighted = [&](const char* latency, const char* rate) {
        Sum s;
        double weight = 0;
        for (const std::string& d : devices) {
            const Column* l = find([&](const Column& x) { return is(x, object, latency); }, d);
            const Column* r = find([&](const Column& x) { return is(x, object, rate); }, d);
            if (!l || !r)
                continue;
            s.value += mean(*l) * mean(*r);
            weight += mean(*r);
            s.first = s.first ? s.first : l;
        }
        if (weight > 0)
            s.value /= weight;
        else
            s.first = nullptr;
        return s;
    };
    const std::string scope = devices.size() == 1 ? "'" + *devices.begin() + "'"
                                                  : "sum over " + std::to_string(devices.size()) + " devices";
    const auto put = [&](const char* key, const std::string& name, const Sum& s, double scale, const char* unit,
                         const std::string& how) {
        if (s.first)
            addFigure(report, key, name, s.value * scale, unit, origin(*s.first), how + " (" + scope + ")");
    };
    const Sum reads = sumOf("Reads/sec");
    const Sum writes = sumOf("Writes/sec");
    put("read_iops", "reads/s", reads, 1, "1/s", "mean per device");
    put("write_iops", "writes/s", writes, 1, "1/s", "mean per device");
    const Sum cmds = sumOf("Commands/sec");
    put("iops", "commands/s", cmds, 1, "1/s", "mean per device");
    const Sum mbr = sumOf("MBytes Read/sec");
    const Sum mbw = sumOf("MBytes Written/sec");
    if (mbr.first && mbw.first)
        addFigure(report, "mb_s", "MB/s read + written", (mbr.value + mbw.value) * 1.048576, "MB/s", origin(*mbr.first),
                  "(MBytes Read/sec + MBytes Written/sec) x 1.048576: esxtop's MBytes taken as MiB (assumed, "
                  "docs/measurements.md) (" + scope + ")");
    if (mbr.first && mbw.first) {
        put("read_mb_s", "MB/s read", mbr, 1.048576, "MB/s", "MBytes Read/sec x 1.048576, mean per device");
        put("write_mb_s", "MB/s written", mbw, 1.048576, "MB/s", "MBytes Written/sec x 1.048576, mean per device");
    }
    const char* readLatency = vmDisk ? "Average MilliSec/Read" : "Average Guest MilliSec/Read";
    const char* writeLatency = vmDisk ? "Average MilliSec/Write" : "Average Guest MilliSec/Write";
    put("read_latency_ms", vmDisk ? "virtual disk read latency" : "read latency seen by the guests (GAVG/rd)",
        weighted(readLatency, "Reads/sec"), 1, "ms", "weighted by reads/s");
    put("write_latency_ms", vmDisk ? "virtual disk write latency" : "write latency seen by the guests (GAVG/wr)",
        weighted(writeLatency, "Writes/sec"), 1, "ms", "weighted by writes/s");
    if (!vmDisk) {
        put("davg_ms", "device latency (DAVG/cmd)", weighted("Average Driver MilliSec/Command", "Commands/sec"), 1, "ms",
            "weighted by commands/s");
        put("kavg_ms", "VMkernel latency (KAVG/cmd)", weighted("Average Kernel MilliSec/Command", "Commands/sec"), 1,
            "ms", "weighted by commands/s");
        put("gavg_ms", "guest latency (GAVG/cmd = DAVG + KAVG)",
            weighted("Average Guest MilliSec/Command", "Commands/sec"), 1, "ms", "weighted by commands/s");
    }
}

bool esxtopLog(const Log& log)
{
    for (const Column& c : log.columns)
        if (equalsNoCase(c.object, "Physical Cpu") || equalsNoCase(c.object, "Group Cpu") ||
            equalsNoCase(c.object, "Physical Disk SCSI Device") || equalsNoCase(c.object, "Physical Cpu Load"))
            return true;
    return false;
}

} // namespace

void readPdhCsv(const Lines& lines, const MeasurementOptions& options, MeasurementReport& report)
{
    if (lines.mixed)
        addWarning(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "mixed line endings (LF, CRLF or CR in one file; read line by line all the same)")));
    std::vector<CsvField> fields;
    if (!splitCsv(lines.lines.front().text, fields) || fields.size() < 2) {
        addError(report, 1, 0, findingText(QT_TRANSLATE_NOOP("Finding", "the header row is not a quoted CSV row of counter paths (expected "
                               "\"(PDH-CSV 4.0) (<time zone>)(<bias>)\",\"\\\\HOST\\Object(Instance)\\Counter\",...)")));
        return;
    }
    Log log;
    const std::string& first = fields[0].text;
    if (const std::size_t open = first.find(") ("); open != std::string::npos)
        log.timeZone = first.substr(open + 3, first.find(')', open + 3) - open - 3);
    std::vector<std::string> unparsed;
    for (std::size_t i = 1; i < fields.size(); ++i) {
        Column c;
        c.path = fields[i].text;
        c.index = static_cast<int>(i);
        c.column = fields[i].column;
        if (!parsePath(c.path, c)) {
            unparsed.push_back(quoted(c.path));
            continue;
        }
        log.columns.push_back(std::move(c));
    }
    if (log.columns.empty()) {
        addError(report, 1, 0,
                 findingText(QT_TRANSLATE_NOOP("Finding", "no counter path in the header (expected \\\\HOST\\Object(Instance)\\Counter; found %1)"),
                             {listArg(unparsed, 3)}));
        return;
    }
    const bool esxtop = esxtopLog(log);
    report.format = esxtop ? MeasurementFormat::EsxtopCsv : MeasurementFormat::PerfmonCsv;
    {
        const std::string& p = log.columns.front().path;
        report.host = p.substr(2, p.find('\\', 2) - 2);
    }
    // One machine per log: a collector set over several servers writes each one's counters
    // side by side, and a baseline of one database's host takes one machine's (the first
    // machine's alone would be read without a word, the others' load left out).
    {
        std::vector<std::string> machines;
        std::vector<int> counts;
        for (const Column& c : log.columns) {
            const std::string machine = c.path.substr(2, c.path.find('\\', 2) - 2);
            const auto it = std::find(machines.begin(), machines.end(), machine);
            if (it == machines.end()) {
                machines.push_back(machine);
                counts.push_back(1);
            } else {
                ++counts[std::size_t(it - machines.begin())];
            }
        }
        if (machines.size() > 1) {
            // "DB1 (12 counters), DB2 (1 counter)", at most 8, as listed() joins them.
            std::vector<FindingText> named;
            for (std::size_t i = 0; i < machines.size() && i < 8; ++i)
                named.push_back(findingTextN("%1 (%n counter)", QT_TRANSLATE_N_NOOP("Finding", "%1 (%n counters)"), counts[i],
                                             {idArg(machines[i])}));
            FindingText machineList = joinedTexts(std::move(named));
            if (machines.size() > 8)
                machineList = findingTextN("%1 and %n more", QT_TRANSLATE_N_NOOP("Finding", "%1 and %n more"),
                                           static_cast<long long>(machines.size() - 8), {textArg(std::move(machineList))});
            addError(report, 1, 0,
                     findingText(QT_TRANSLATE_NOOP("Finding", "counters of %1 machines in one log: %2 (expected the log of one "
                                                              "machine, the database's host: relog in.csv -c \"\\\\%3\\*\" -f csv "
                                                              "-o %3.csv writes one machine's counters)"),
                                 {idArg(std::to_string(machines.size())), textArg(std::move(machineList)), idArg(machines.front())}));
            return;
        }
    }

    // Samples. One capture's timestamps increase row by row; a row whose timestamp repeats
    // or goes back (two relog outputs concatenated, rows repeated, the clock set back), or a
    // second header row, starts another capture: the figures and the interval are of the
    // first capture only, and a warning names the row (docs/measurements.md, "One capture").
    std::optional<double> t0, t1;
    const std::size_t expected = fields.size();
    const Line* restart = nullptr; // the first row of a second capture
    FindingText restartWhy;
    std::size_t restartIndex = 0;
    for (std::size_t li = 1; li < lines.lines.size(); ++li) {
        const Line& line = lines.lines[li];
        if (trim(line.text).empty())
            continue;
        if (startsWith(trim(line.text), "\"(PDH-CSV")) {
            restart = &line;
            restartIndex = li;
            restartWhy = findingText(QT_TRANSLATE_NOOP("Finding", "a second header row"));
            break;
        }
        if (!splitCsv(line.text, fields) || fields.size() != expected) {
            const bool last = li + 1 == lines.lines.size();
            const std::vector<FindingArg> counts{idArg(std::to_string(fields.size())), idArg(std::to_string(expected))};
            if (last) {
                addWarning(report, line.number, 0,
                           findingText(QT_TRANSLATE_NOOP("Finding", "row has %1 of %2 fields: a truncated file? the row is left out"), counts));
                break;
            }
            addError(report, line.number, 0,
                     findingText(QT_TRANSLATE_NOOP("Finding", "row has %1 of %2 fields (expected one value per counter of the header row)"),
                                 counts));
            return;
        }
        const auto t = timestampSeconds(fields[0].text);
        if (!t) {
            addError(report, line.number, 1,
                     findingText(QT_TRANSLATE_NOOP("Finding", "timestamp %1 is not MM/DD/YYYY HH:MM:SS[.mmm] (expected a sample's time first)"),
                                 {idArg(quoted(fields[0].text))}));
            return;
        }
        if (t1 && *t <= *t1) {
            restart = &line;
            restartIndex = li;
            const std::vector<FindingArg> stamps{idArg(quoted(fields[0].text)), idArg(quoted(log.last)),
                                                 idArg(std::to_string(log.lastLine))};
            restartWhy = *t == *t1 ? findingText(QT_TRANSLATE_NOOP("Finding", "timestamp %1 repeats %2 (line %3)"), stamps)
                                   : findingText(QT_TRANSLATE_NOOP("Finding", "timestamp %1 goes back from %2 (line %3)"), stamps);
            break;
        }
        if (!t0) {
            t0 = t;
            log.first = fields[0].text;
            log.firstLine = line.number;
        }
        t1 = t;
        log.last = fields[0].text;
        log.lastLine = line.number;
        ++log.rows;
        for (Column& c : log.columns) {
            const std::string& v = fields[c.index].text;
            if (trim(v).empty())
                continue; // missing, not zero
            // perfmon: the first sample is the warm-up: a rate (and a two-sample counter such as
            // % Processor Time) needs the sample before it, so the first row is blank or the
            // rate since the counter started (formats.md 4.3). Left out of every counter, so
            // that each figure covers the interval, first to last sample.
            if (!esxtop && log.rows == 1) {
                ++log.warmupValues;
                if (!parseNumber(v, nullptr, v.find(',') != std::string::npos)) {
                    addError(report, line.number, fields[c.index].column,
                             findingText(QT_TRANSLATE_NOOP("Finding", "value %1 of %2 is not a number (expected a decimal or a blank)"),
                                         {idArg(quoted(v)), idArg(quoted(c.path))}));
                    return;
                }
                continue;
            }
            const bool comma = v.find(',') != std::string::npos;
            const auto n = parseNumber(v, nullptr, comma);
            if (!n) {
                addError(report, line.number, fields[c.index].column,
                         findingText(QT_TRANSLATE_NOOP("Finding", "value %1 of %2 is not a number (expected a decimal or a blank)"),
                                     {idArg(quoted(v)), idArg(quoted(c.path))}));
                return;
            }
            c.sum += *n;
            ++c.samples;
        }
    }
    if (log.rows == 0) {
        addError(report, lines.lines.size() > 1 ? lines.lines.back().number : 1, 0, findingText(QT_TRANSLATE_NOOP("Finding", "no samples after the header row (a truncated log?)")));
        return;
    }
    if (!esxtop && log.rows == 1) {
        addError(report, log.firstLine, 1,
                 findingText(QT_TRANSLATE_NOOP("Finding", "only one sample (%1): a perfmon rate is the change since the sample before it, and "
                 "the first sample is the warm-up (blank, or the rate since the counter started), so one sample has "
                 "no rate (expected a log of at least 2 samples: logman -si sets the interval, and the whole busy "
                 "period logged)"), {idArg(log.first)}));
        return;
    }
    if (restart) {
        std::size_t leftOut = 0;
        for (std::size_t li = restartIndex; li < lines.lines.size(); ++li)
            leftOut += trim(lines.lines[li].text).empty() ? 0 : 1;
        addWarning(report, restart->number, 1,
                   findingText(QT_TRANSLATE_NOOP("Finding", "%1: the file holds more than one capture (two logs concatenated, rows "
                                                            "repeated, or the clock set back); the figures and the interval are of the "
                                                            "first capture only, lines %2 - %3 (%4 samples, %5 - %6); the %7 lines from "
                                                            "line %8 on are left out (relog each capture to a file of its own to import "
                                                            "another)"),
                               {textArg(std::move(restartWhy)), idArg(std::to_string(log.firstLine)), idArg(std::to_string(log.lastLine)),
                                idArg(std::to_string(log.rows)), idArg(log.first), idArg(log.last), idArg(std::to_string(leftOut)),
                                idArg(std::to_string(restart->number))}));
    }
    log.spanS = *t1 - *t0;
    report.begin = log.first;
    report.end = log.last;
    const std::string zone = log.timeZone.empty() ? "" : " (" + log.timeZone + ")";
    if (esxtop && log.rows >= 2) {
        // esxtop computes each sample's rates over the refresh period (-d) before it
        // (formats.md 5): N samples cover N periods, first to last plus one.
        const double periodS = log.spanS / (log.rows - 1);
        const double intervalS = log.spanS + periodS;
        report.intervalMin = intervalS / 60.0;
        addFigure(report, "interval_min", "interval (samples x sampling period)", intervalS / 60.0, "min",
                  {"samples", log.firstLine, 1, "timestamps"},
                  std::to_string(log.rows) + " samples x " + significant(periodS, 4) + " s (the mean step of " +
                      log.first + " - " + log.last + zone + "): each esxtop sample's rates cover the sampling "
                      "period before it (-d), so the first sample's period begins one step before its time");
    } else if (esxtop) {
        report.notes.push_back("one sample: its sampling period (esxtop -d) is not in the file, so no interval");
    } else if (log.spanS > 0) {
        // A perfmon rate counter's sample is the rate since the sample before it; the first
        // sample of a log is the warm-up, blank (formats.md 4.3): the samples cover first to last.
        report.intervalMin = log.spanS / 60.0;
        if (log.warmupValues > 0)
            report.notes.push_back("the first sample (line " + std::to_string(log.firstLine) + ", " + log.first + ") has " +
                                   std::to_string(log.warmupValues) + " values: left out of every counter's mean, as the "
                                   "warm-up of rates over the sample before it (each figure covers " + log.first + " - " +
                                   log.last + ")");
        addFigure(report, "interval_min", "interval (first to last sample)", log.spanS / 60.0, "min",
                  {"samples", log.firstLine, 1, "timestamps"},
                  log.first + " - " + log.last + ", " + std::to_string(log.rows) + " samples" + zone);
    }
    Builder b{log, options, report};
    if (esxtop)
        b.esxtop();
    else
        b.perfmon();
    if (!report.ok())
        return;
    // Counters with a name no reader knows: non-English names are reported, not guessed.
    if (report.figures.size() <= 1) {
        std::vector<std::string> sample;
        for (std::size_t i = 0; i < log.columns.size() && i < 3; ++i)
            sample.push_back(quoted(log.columns[i].path));
        bool foreign = false;
        for (const Column& c : log.columns)
            foreign = foreign || std::any_of(c.path.begin(), c.path.end(), [](char ch) { return (ch & 0x80) != 0; });
        const FindingArg language =
            foreign || !esxtop ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "; counter names in another language than English are "
                                                                                  "not read: log the English names, e.g. on an "
                                                                                  "English-language Windows")))
                               : idArg("");
        addError(report, 1, log.columns.front().column,
                 esxtop ? findingText(QT_TRANSLATE_NOOP("Finding", "none of the counters needed is in this esxtop log (columns like %1; "
                                                                   "expected Physical Cpu(_Total)\\% Util Time, Physical Disk SCSI "
                                                                   "Device(...)\\Reads/sec, ...%2)"),
                                      {listArg(sample, 3), language})
                        : findingText(QT_TRANSLATE_NOOP("Finding", "none of the counters needed is in this perfmon log (columns like %1; "
                                                                   "expected PhysicalDisk(_Total)\\Disk Reads/sec, "
                                                                   "Processor(_Total)\\% Processor Time, "
                                                                   "SQLServer:Databases(_Total)\\Transactions/sec, ...%2)"),
                                      {listArg(sample, 3), language}));
        return;
    }
    // Idle: every throughput below 1 per second (assumed threshold, docs/measurements.md).
    double most = 0;
    for (const char* k : {"iops", "read_iops", "write_iops", "tps", "batch_requests_per_s"})
        if (const Figure* f = report.find(k))
            most = std::max(most, f->value);
    bool anyRate = false;
    for (const char* k : {"iops", "read_iops", "write_iops", "tps", "batch_requests_per_s"})
        anyRate = anyRate || report.find(k);
    if (anyRate && most < 1.0) {
        report.idle = true;
        addWarning(report, log.firstLine, 0,
                   findingText(QT_TRANSLATE_NOOP("Finding", "an idle system: no throughput reaches 1 per second (highest %1/s); too "
                                                            "small to calibrate a model from (log a busy interval)"),
                               {idArg(significant(most, 2))}));
    }
}

} // namespace topoplan::core::measurements
