// Reports of one interval into one `measured:` baseline, and that baseline into a design.
#include "core/measurements/measurementimport.h"

#include "core/designio.h" // measurementProblems()
#include "core/numberformat.h"
#include "core/performance.h" // defaultUseCase()
#include "core/performance/calibration.h"
#include "core/performance/workloadprofile.h"

#include <algorithm>
#include <limits>
#include <chrono>
#include <cmath>
#include <regex>

namespace topoplan::core {

namespace {

using Field = std::optional<double> Measurement::*;

struct Slot {
    const char* key;
    Field field;
};


std::string baseName(const std::string& path)
{
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string originOf(const Measurement& m, const std::string& key)
{
    const auto it = m.origins.find(key);
    return it == m.origins.end() ? std::string("no origin recorded") : it->second;
}

bool isOracle(const MeasurementReport& r)
{
    return r.format == MeasurementFormat::AwrText || r.format == MeasurementFormat::AwrHtml ||
           r.format == MeasurementFormat::StatspackText;
}

// `d` as a hard refusal, one `force` does not override (docs/measurements.md, "Forced
// imports"): its front end says why (`why`), so that a user does not try the override in vain.
Diagnostic hard(Diagnostic d, FindingText why)
{
    d.overridable = Diagnostic::Override::NotForceable;
    d.overrideRefused = std::move(why);
    return d;
}

// A hard refusal of the import: `text`, not overridden for `why`.
void refuseHard(Diagnostics& out, const std::string& file, FindingText text, FindingText why)
{
    out.push_back(hard(diagnostic(Diagnostic::Severity::Error, file, {}, "", std::move(text)), std::move(why)));
}

// The reasons of the hard refusals.
FindingText noInterval()
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "no interval was measured that these reports together describe"));
}
FindingText idleReason()
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "figures this small are background work and rounding, and every demand "
                                                    "derived from them would be noise"));
}

// RAC instances of one database: sum them. Errors for the same instance twice or
// different intervals.
bool racInstances(const std::vector<MeasurementReport>& reports, CombinedMeasurement& out)
{
    if (reports.size() < 2)
        return false;
    // A global report is already the cluster's sum: never summed again.
    for (const MeasurementReport& r : reports)
        if (!isOracle(r) || !r.rac ||
            r.database != reports.front().database)
            return false;
    std::vector<InstanceFigures> instances;
    for (const MeasurementReport& r : reports) {
        for (const InstanceFigures& i : instances)
            if (i.label == r.instance) {
                refuseHard(out.diagnostics, r.file,
                           findingText(QT_TRANSLATE_NOOP("Finding", "instance %1 of %2 is given twice (expected one report "
                                                                    "per instance of the RAC database)"),
                                       {idArg(r.instance), idArg(r.database)}),
                           noInterval());
                return true;
            }
        const double a = reports.front().intervalMin.value_or(0), b = r.intervalMin.value_or(0);
        if (a <= 0 || b <= 0 || std::fabs(a - b) > 0.01 * std::max(a, b) || r.begin != reports.front().begin) {
            refuseHard(out.diagnostics, r.file,
                       findingText(QT_TRANSLATE_NOOP("Finding", "instance %1's report covers %2 - %3 (%4 min), %5 %6 - %7 "
                                                                "(%8 min) (expected the instance reports of one snapshot interval)"),
                                   {idArg(r.instance), idArg(r.begin), idArg(r.end), idArg(asRead(b, 4)),
                                    idArg(baseName(reports.front().file)), idArg(reports.front().begin),
                                    idArg(reports.front().end), idArg(asRead(a, 4))}),
                       noInterval());
            return true;
        }
        instances.push_back({r.instance, toMeasurement(r)});
    }
    out.measured = sumInstances(instances, out.notes);
    for (const MeasurementReport& r : reports) {
        out.hosts += r.hosts;
        out.hostNames += (out.hostNames.empty() ? "" : ", ") + r.host;
    }
    if (out.measured.cpuPct)
        out.cpuScope = CpuScope::OperatingSystem; // V$OSSTAT of each instance's OS
    std::string files;
    for (const MeasurementReport& r : reports)
        files += (files.empty() ? "" : ", ") + baseName(r.file);
    out.measured.source = formatName(reports.front().format) + " " + files + ", " + reports.front().database +
                          " (RAC, sum over " + std::to_string(reports.size()) + " instances)" +
                          (reports.front().begin.empty() ? "" : ", " + reports.front().begin + " - " + reports.front().end);
    out.notes.push_back("the reports are instances of the RAC database " + reports.front().database +
                        ": the baseline is their sum (rates and CPUs added, CPU % weighted by CPUs, latencies by "
                        "requests)");
    return true;
}

// A time as the readers keep it (MeasurementReport::begin / end), in minutes since
// 1970-01-01 by the clock that printed it (no time zone): AWR / Statspack "06-Sep-16 06:32:38"
// (DD-Mon-YY, Oracle's default NLS_DATE_FORMAT, a 2-digit year taken as 20YY; seconds
// optional), perfmon / esxtop "12/01/2026 09:00:00.000" (MM/DD/YYYY, PDH's US form,
// formats.md 4.2), HammerDB "Tue Dec 01 09:00:00 UTC 2026" (Tcl's clock format). nullopt
// for another form.
std::optional<double> minutesOf(const std::string& text)
{
    static const std::regex oracle(R"((\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?)");
    static const std::regex pdh(R"((\d{1,2})/(\d{1,2})/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}))");
    static const std::regex tcl(R"([A-Za-z]{3} ([A-Za-z]{3}) +(\d{1,2}) (\d{1,2}):(\d{2}):(\d{2}) (?:\S+ )?(\d{4}))");
    static const char* const months[] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
    const auto month = [](std::string name) {
        for (char& c : name)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (unsigned i = 0; i < 12; ++i)
            if (name == months[i])
                return i + 1;
        return 0u;
    };
    const auto at = [](int y, unsigned mo, unsigned d, int h, int mi, int sec) -> std::optional<double> {
        const std::chrono::year_month_day ymd{std::chrono::year(y), std::chrono::month(mo), std::chrono::day(d)};
        if (!ymd.ok() || h > 23 || mi > 59 || sec > 60)
            return std::nullopt;
        return std::chrono::sys_days(ymd).time_since_epoch().count() * 1440.0 + h * 60.0 + mi + sec / 60.0;
    };
    std::smatch m;
    if (std::regex_search(text, m, oracle)) {
        const int y = std::stoi(m.str(3));
        return at(y < 100 ? 2000 + y : y, month(m.str(2)), unsigned(std::stoi(m.str(1))), std::stoi(m.str(4)),
                  std::stoi(m.str(5)), m[6].matched ? std::stoi(m.str(6)) : 0);
    }
    if (std::regex_search(text, m, pdh))
        return at(std::stoi(m.str(3)), unsigned(std::stoi(m.str(1))), unsigned(std::stoi(m.str(2))), std::stoi(m.str(4)),
                  std::stoi(m.str(5)), std::stoi(m.str(6)));
    if (std::regex_search(text, m, tcl))
        return at(std::stoi(m.str(6)), month(m.str(1)), unsigned(std::stoi(m.str(2))), std::stoi(m.str(3)),
                  std::stoi(m.str(4)), std::stoi(m.str(5)));
    return std::nullopt;
}

// How far apart two files' intervals may lie and still be one measurement. Files of
// different kinds are stamped by different clocks in zones of their own: a HammerDB log by
// the client's (with its zone's name), a perfmon log by Windows' local time (the header's
// bias), esxtop by the ESXi host's (usually UTC), an AWR report by the database server's
// (no zone): one instant reads up to 14 hours apart (UTC offsets run from -12 to +14). So the
// intervals are compared within 14 hours, which still tells apart a run of another day (the
// newcomer's AWR of 2016 beside a log of 2026), not one an hour off. Assumed, not sourced.
constexpr double kClockSlackMin = 14 * 60.0;

// Reports of different kinds make one baseline only when they measured one interval: each
// pair's intervals must overlap (within the slack above), else an error naming both; a file
// that states no time is said in a note (not compared).
void sameInterval(const std::vector<MeasurementReport>& reports, CombinedMeasurement& out)
{
    struct Span {
        double from = 0, to = 0;
        std::string text;
    };
    std::vector<std::optional<Span>> spans;
    std::vector<std::string> unstated;
    for (const MeasurementReport& r : reports) {
        const std::optional<double> from = minutesOf(r.begin);
        std::optional<double> to = r.end.empty() ? std::nullopt : minutesOf(r.end);
        if (from && !to && r.end.empty() && r.intervalMin)
            to = *from + *r.intervalMin; // a HammerDB log: its start and timed period (its ramp-up comes first)
        if (!from || !to || *to < *from) {
            spans.push_back(std::nullopt);
            unstated.push_back(baseName(r.file));
            continue;
        }
        spans.push_back(Span{*from, *to,
                             r.end.empty() ? "started " + r.begin + (r.intervalMin ? ", " + asRead(*r.intervalMin, 4) + " min timed" : std::string())
                                           : r.begin + " - " + r.end});
    }
    for (std::size_t i = 1; i < reports.size(); ++i)
        for (std::size_t j = 0; j < i; ++j) {
            if (!spans[i] || !spans[j])
                continue;
            const double gap = std::max(spans[i]->from, spans[j]->from) - std::min(spans[i]->to, spans[j]->to);
            if (gap <= kClockSlackMin)
                continue;
            const std::string figure = formatSignificant(gap < 120 ? gap : gap < 2880 ? gap / 60.0 : gap / 1440.0, 3);
            const FindingText apart =
                gap < 120    ? findingText(QT_TRANSLATE_NOOP("Finding", "%1 minutes"), {idArg(figure)})
                : gap < 2880 ? findingText(QT_TRANSLATE_NOOP("Finding", "%1 hours"), {idArg(figure)})
                             : findingText(QT_TRANSLATE_NOOP("Finding", "%1 days"), {idArg(figure)});
            refuseHard(out.diagnostics, reports[i].file,
                       findingText(QT_TRANSLATE_NOOP("Finding", "%1 (%2) and %3 (%4) measured different intervals, %5 apart: one "
                                                                "baseline would take each figure from another run (expected the "
                                                                "files of one run, whose intervals overlap within 14 hours, the "
                                                                "most two clocks' time zones differ by)"),
                                   {idArg(baseName(reports[i].file)), idArg(spans[i]->text), idArg(baseName(reports[j].file)),
                                    idArg(spans[j]->text), textArg(apart)}),
                       noInterval());
        }
    if (!unstated.empty() && reports.size() > 1)
        out.notes.push_back("intervals not compared for " + listed(unstated) +
                            ": no begin and end time read from it (check that the files are of one run)");
}

// Reports of different kinds: each figure from the first report that has it; cores go
// with cpu_pct (the CPUs its busy share is of), from the report that gave it.
void firstOfEach(const std::vector<MeasurementReport>& reports, CombinedMeasurement& out)
{
    std::vector<Measurement> ms;
    for (const MeasurementReport& r : reports)
        ms.push_back(toMeasurement(r));
    Measurement& m = out.measured;
    m = ms.front();
    std::size_t cpuFrom = 0, mbFrom = 0;
    // The bytes read and written apart go with the total they split (mb_s), from one file.
    const auto split = [](Field f) { return f == &Measurement::readMbps || f == &Measurement::writeMbps; };
    for (std::size_t i = 1; i < ms.size(); ++i) {
        m.source += "; " + ms[i].source;
        for (const auto& [key, field] : measurementNumbers()) {
            const Slot s{key, field};
            const std::optional<double>& v = ms[i].*(s.field);
            if (!v || s.field == &Measurement::cores || split(s.field))
                continue;
            if (!(m.*(s.field))) {
                m.*(s.field) = v;
                m.origins[s.key] = ms[i].origins[s.key];
                if (s.field == &Measurement::cpuPct) {
                    m.cpuOf = ms[i].cpuOf;
                    cpuFrom = i;
                }
                if (s.field == &Measurement::mbps)
                    mbFrom = i;
            } else if (std::fabs(*v - *(m.*(s.field))) > 1e-9 * std::fabs(*v)) {
                out.notes.push_back(std::string(s.key) + " " + asRead(*v, 4) + " of " + baseName(reports[i].file) +
                                    " not taken: " + asRead(*(m.*(s.field)), 4) + " from an earlier file (" +
                                    originOf(m, s.key) + ")");
            }
        }
    }
    for (const Field f : {&Measurement::readMbps, &Measurement::writeMbps}) {
        const char* key = f == &Measurement::readMbps ? "read_mb_s" : "write_mb_s";
        m.*f = ms[mbFrom].*f;
        m.origins.erase(key);
        if (m.*f)
            m.origins[key] = ms[mbFrom].origins[key];
    }
    // The CPUs cpu_pct counts: those of the report it came from, never another file's.
    const std::size_t coresFrom =
        m.cpuPct ? cpuFrom
                 : std::size_t(std::find_if(ms.begin(), ms.end(), [](const Measurement& x) { return x.cores.has_value(); }) -
                               ms.begin());
    m.cores.reset();
    m.origins.erase("cores");
    if (coresFrom < ms.size() && ms[coresFrom].cores) {
        m.cores = ms[coresFrom].cores;
        m.origins["cores"] = ms[coresFrom].origins["cores"];
    }
    for (std::size_t i = 0; i < ms.size(); ++i)
        if (i != coresFrom && ms[i].cores && (!m.cores || std::fabs(*ms[i].cores - *m.cores) > 0.5))
            out.notes.push_back("cores " + asRead(*ms[i].cores, 4) + " of " + baseName(reports[i].file) +
                                " not taken: " +
                                (m.cores ? "cores " + asRead(*m.cores, 4) + " are those of " +
                                               baseName(reports[coresFrom].file) + ", which gave cpu_pct"
                                         : std::string("cpu_pct is of ") + baseName(reports[cpuFrom].file) +
                                               ", which counts no CPUs"));
    if (m.cpuPct)
        out.cpuScope = cpuScope(reports[cpuFrom]);
    for (const MeasurementReport& r : reports)
        if (r.hosts > out.hosts) {
            out.hosts = r.hosts;
            out.hostNames = r.host;
        }
    // One run, checked by its throughput too: on Oracle HammerDB's TPM is user commits + user
    // rollbacks per minute (hardware-facts.md, "Benchmarks and tools"), which is what an AWR or
    // Statspack report's transactions per second count; files of one time but another run
    // differ by far more than the ramp-up and interval edges do (a factor of 1.5 allowed:
    // assumed, the interval of a report spanning a 2-5 minute ramp-up besides a 5-20 minute
    // test). Warned, not refused: the figures may still be of one run measured badly.
    for (std::size_t i = 0; i < reports.size(); ++i)
        for (std::size_t j = 0; j < reports.size(); ++j) {
            if (!isOracle(reports[i]) || !ms[i].tps || *ms[i].tps <= 0 ||
                reports[j].format != MeasurementFormat::HammerdbLog || reportEngine(reports[j]) != "oracle" ||
                !ms[j].tpm || *ms[j].tpm <= 0)
                continue;
            const double perMin = *ms[i].tps * 60.0, ratio = *ms[j].tpm / perMin;
            if (ratio <= 1.5 && ratio >= 1 / 1.5)
                continue;
            out.diagnostics.push_back(diagnostic(
                Diagnostic::Severity::Warning, reports[j].file, {}, "",
                findingText(QT_TRANSLATE_NOOP("Finding", "%1's TPM %2 per minute and %3's transactions %4 per minute (%5/s x "
                                                         "60) differ %6-fold, though on Oracle both count user commits + "
                                                         "rollbacks: the files are likely of different runs (expected the "
                                                         "report and the log of one run, within a factor of 1.5)"),
                            {idArg(baseName(reports[j].file)), idArg(asRead(*ms[j].tpm, 4)), idArg(baseName(reports[i].file)),
                             idArg(asRead(perMin, 4)), idArg(asRead(*ms[i].tps, 4)),
                             idArg(asRead(std::max(ratio, 1 / ratio), 2))})));
        }
    if (ms.size() > 1)
        out.notes.push_back("figures from " + std::to_string(ms.size()) +
                            " files: each from the first file, in the order given, that has it");
}

} // namespace

Measurement sumInstances(const std::vector<InstanceFigures>& instances, std::vector<std::string>& notes)
{
    Measurement out;
    if (instances.empty())
        return out;
    out.platform = instances.front().measured.platform;
    out.cpuOf = instances.front().measured.cpuOf;
    out.intervalMin = instances.front().measured.intervalMin;
    if (out.intervalMin)
        out.origins["interval_min"] = instances.front().label + ": " + originOf(instances.front().measured, "interval_min");
    const std::string n = std::to_string(instances.size());
    const auto origins = [&](const char* key) {
        std::string s;
        for (const InstanceFigures& i : instances)
            s += (s.empty() ? "" : "; ") + i.label + ": " + originOf(i.measured, key);
        return s;
    };
    const auto all = [&](Field f) {
        return std::all_of(instances.begin(), instances.end(), [&](const InstanceFigures& i) { return (i.measured.*f).has_value(); });
    };
    const auto missing = [&](const char* key) {
        std::vector<std::string> lacking;
        for (const InstanceFigures& i : instances)
            if (i.measured.origins.find(key) == i.measured.origins.end())
                lacking.push_back(i.label);
        notes.push_back(std::string(key) + " left out: not in every instance's figures (missing in " + listed(lacking) +
                        "); a sum over some instances would understate the cluster");
    };
    for (const Slot& s : {Slot{"tpm", &Measurement::tpm}, Slot{"nopm", &Measurement::nopm}, Slot{"tps", &Measurement::tps},
                          Slot{"iops", &Measurement::iops}, Slot{"read_iops", &Measurement::readIops},
                          Slot{"write_iops", &Measurement::writeIops}, Slot{"mb_s", &Measurement::mbps},
                          Slot{"read_mb_s", &Measurement::readMbps}, Slot{"write_mb_s", &Measurement::writeMbps},
                          Slot{"cores", &Measurement::cores}}) {
        const bool any = std::any_of(instances.begin(), instances.end(),
                                     [&](const InstanceFigures& i) { return (i.measured.*(s.field)).has_value(); });
        if (!any)
            continue;
        if (!all(s.field)) {
            missing(s.key);
            continue;
        }
        double sum = 0;
        for (const InstanceFigures& i : instances)
            sum += *(i.measured.*(s.field));
        out.*(s.field) = sum;
        out.origins[s.key] = "sum over " + n + " instances: " + origins(s.key);
    }
    // A mean of the instances' values weighted by `weight` (each 1 when some lack it).
    const auto weighted = [&](const char* key, Field f, Field weight, const char* weightName) {
        const bool any = std::any_of(instances.begin(), instances.end(),
                                     [&](const InstanceFigures& i) { return (i.measured.*f).has_value(); });
        if (!any)
            return;
        if (!all(f)) {
            missing(key);
            return;
        }
        const bool byWeight = all(weight);
        double num = 0, den = 0;
        for (const InstanceFigures& i : instances) {
            const double w = byWeight ? *(i.measured.*weight) : 1.0;
            num += *(i.measured.*f) * w;
            den += w;
        }
        if (den <= 0)
            return;
        out.*f = num / den;
        out.origins[key] = std::string(byWeight ? "mean weighted by " : "plain mean (not every instance gives ") +
                           weightName + (byWeight ? "" : ")") + " over " + n + " instances: " + origins(key);
    };
    weighted("cpu_pct", &Measurement::cpuPct, &Measurement::cores, "cores");
    weighted("read_latency_ms", &Measurement::readLatencyMs, &Measurement::readIops, "read_iops");
    weighted("write_latency_ms", &Measurement::writeLatencyMs, &Measurement::writeIops, "write_iops");
    return out;
}

CombinedMeasurement combineReports(const std::vector<MeasurementReport>& reports)
{
    CombinedMeasurement out;
    if (reports.empty()) {
        out.diagnostics.push_back(diagnostic(Diagnostic::Severity::Error, "", {}, "",
                                             findingText(QT_TRANSLATE_NOOP("Finding", "no measurement file (expected one or more)"))));
        return out;
    }
    for (const MeasurementReport& r : reports) {
        out.files.push_back(r.file);
        out.formats.push_back(r.format);
        out.engines.push_back(reportEngine(r));
        out.truncated.push_back(r.truncated);
    }
    for (const MeasurementReport& r : reports) {
        if (r.ok() && !r.idle) {
            // The reader's warnings (a truncated row, figures from another section): the
            // import's too, so that the baseline keeps them (fitToWorkload()).
            for (const Diagnostic& d : r.diagnostics)
                out.diagnostics.push_back(d);
            continue;
        }
        if (!r.ok()) {
            for (const Diagnostic& d : r.diagnostics)
                out.diagnostics.push_back(
                    d.severity != Diagnostic::Severity::Error
                        ? d
                        : hard(d, findingText(QT_TRANSLATE_NOOP("Finding", "the file's own error: the reader read no "
                                                                           "measurement to import"))));
            continue;
        }
        if (r.idle) {
            // The reader's warning says why; the import refuses what it would calibrate from.
            for (const Diagnostic& d : r.diagnostics)
                if (d.severity == Diagnostic::Severity::Warning && d.message.find("idle") != std::string::npos)
                    out.diagnostics.push_back(hard({Diagnostic::Severity::Error, d.file, d.pos, d.id, d.message, d.messageText}, idleReason()));
            if (!hasErrors(out.diagnostics))
                refuseHard(out.diagnostics, r.file,
                           findingText(QT_TRANSLATE_NOOP("Finding", "an idle database or host: figures too small to "
                                                                    "calibrate a model from (expected a report of a busy interval)")),
                           idleReason());
        }
    }
    if (hasErrors(out.diagnostics))
        return out;
    if (!racInstances(reports, out)) {
        // Two database reports that are not the instance reports of one RAC database describe
        // two databases or two intervals: merging them would make a baseline nobody measured.
        // A RAC global report (awrgrpt) is already the sum over its instances: beside another
        // database report it would mix the cluster's figures with one instance's.
        const auto global = [](const MeasurementReport& r) {
            return r.format == MeasurementFormat::AwrGlobalText || r.format == MeasurementFormat::AwrGlobalHtml;
        };
        for (std::size_t i = 0; i < reports.size(); ++i)
            for (std::size_t j = 0; j < reports.size(); ++j)
                if (i != j && global(reports[i]) && (isOracle(reports[j]) || (global(reports[j]) && j < i)))
                    refuseHard(out.diagnostics, reports[i].file,
                               findingText(QT_TRANSLATE_NOOP("Finding", "%1 is the RAC global report of %2, the sum over its "
                                                                        "instances, and %3 another report of %4: together they "
                                                                        "would mix the cluster's figures with one instance's "
                                                                        "(expected the global report alone, or the instance "
                                                                        "reports alone)"),
                                           {idArg(baseName(reports[i].file)), idArg(reports[i].database),
                                            idArg(baseName(reports[j].file)),
                                            reports[j].database.empty()
                                                ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "a database")))
                                                : idArg(reports[j].database)}),
                               noInterval());
        for (std::size_t i = 1; i < reports.size(); ++i)
            for (std::size_t j = 0; j < i; ++j)
                if (isOracle(reports[i]) && isOracle(reports[j]))
                    refuseHard(out.diagnostics, reports[i].file,
                               findingText(QT_TRANSLATE_NOOP("Finding", "a second database report: %1 (%2, %3 - %4) and %5 "
                                                                        "(%6, %7 - %8) are not instances of one RAC database "
                                                                        "in one interval (expected one report, the instance "
                                                                        "reports of one RAC snapshot interval, or reports of "
                                                                        "different kinds)"),
                                           {idArg(baseName(reports[i].file)), idArg(reports[i].database),
                                            idArg(reports[i].begin), idArg(reports[i].end), idArg(baseName(reports[j].file)),
                                            idArg(reports[j].database), idArg(reports[j].begin), idArg(reports[j].end)}),
                               noInterval());
        if (!hasErrors(out.diagnostics))
            sameInterval(reports, out);
        if (!hasErrors(out.diagnostics))
            firstOfEach(reports, out);
    }
    if (hasErrors(out.diagnostics))
        return out;
    // Four significant digits, as the origins print them: the reports' own figures are no
    // more precise (Elapsed to 2 decimals of a minute, rates to 1 decimal). A whole number is
    // a count as the file prints it (HammerDB's 163382 TPM, its virtual users, cores) and kept.
    for (const auto& [key, field] : measurementNumbers())
        if (std::optional<double>& v = out.measured.*field; v && std::isfinite(*v) && *v != 0 && !isWholeCount(*v)) {
            const double scale = std::pow(10.0, 3 - std::floor(std::log10(std::fabs(*v))));
            v = std::round(*v * scale) / scale;
        }
    const Measurement& m = out.measured;
    if (!m.tps && !m.tpm && !m.nopm && !m.iops && !m.readIops && !m.writeIops) {
        std::string files;
        for (const MeasurementReport& r : reports)
            files += (files.empty() ? "" : ", ") + baseName(r.file);
        refuseHard(out.diagnostics, reports.front().file,
                   findingText(QT_TRANSLATE_NOOP("Finding", "no throughput figure in %1 (expected transactions/s, TPM, NOPM "
                                                            "or I/O requests/s: the operational laws start from a throughput; "
                                                            "add the report or log that has one)"),
                               {idArg(files)}),
                   findingText(QT_TRANSLATE_NOOP("Finding", "without a throughput the operational laws derive nothing")));
    }
    return out;
}

namespace {

// The use case a baseline of workload `w` is written in: `wanted` (--use-case), else the use
// case of w's baseline, else the first use case listing w (the design's default use case,
// core::defaultUseCase(), when it lists w); "" when none (applyMeasurement()). `how` says
// which of them it is.
std::string storageUseCase(const Design& design, const Workload& w, const std::string& wanted, std::string* how = nullptr)
{
    const auto said = [&](const std::string& id, const std::string& text) {
        if (how)
            *how = text;
        return id;
    };
    if (!wanted.empty())
        return said(wanted, "the one named (--use-case)");
    if (w.measured && !w.measured->useCase.empty())
        return said(w.measured->useCase, "the old baseline's");
    for (const UseCase& u : design.useCases)
        if (std::find(u.workloads.begin(), u.workloads.end(), w.id) != u.workloads.end())
            return said(u.id, "the first use case listing workload '" + w.id + "'"
                                  + (u.id == defaultUseCase(design) ? ", the design's default" : "")
                                  + "; --use-case ID names another");
    return {};
}

} // namespace

bool applyMeasurement(Design& design, const MeasurementTarget& target, const Measurement& m, std::string& error,
                      std::vector<std::string>& notes)
{
    const auto wi = std::find_if(design.workloads.begin(), design.workloads.end(),
                                 [&](const Workload& w) { return w.id == target.workload; });
    if (wi == design.workloads.end()) {
        std::vector<std::string> ids;
        for (const Workload& w : design.workloads)
            ids.push_back(w.id);
        error = "workload '" + target.workload + "' is not in the design (" +
                (ids.empty() ? std::string("it has no workloads") : "workloads: " + listed(ids, 12)) + ")";
        return false;
    }
    if (!target.useCase.empty() && !design.useCase(target.useCase)) {
        std::vector<std::string> ids;
        for (const UseCase& u : design.useCases)
            ids.push_back(u.id);
        error = "use case '" + target.useCase + "' is not in the design (" +
                (ids.empty() ? std::string("it has none") : "use cases: " + listed(ids, 12)) + ")";
        return false;
    }
    // The use case the baseline is checked and calibrated in must run the workload: the
    // response-time law solves it there at the measured rate (calibration.h); in another it
    // is not solved at all, and the simulation of the baseline's use case leaves it out.
    if (const UseCase* u = target.useCase.empty() ? nullptr : design.useCase(target.useCase);
        u && std::find(u->workloads.begin(), u->workloads.end(), wi->id) == u->workloads.end()) {
        std::vector<std::string> running;
        for (const UseCase& o : design.useCases)
            if (std::find(o.workloads.begin(), o.workloads.end(), wi->id) != o.workloads.end())
                running.push_back(o.id);
        error = "use case '" + target.useCase + "' does not run workload '" + wi->id + "' (its workloads: " +
                listed(u->workloads, 8) + "; expected a use case the measurement was taken in, which runs it: " +
                (running.empty() ? std::string("none does; add the workload to a use case") : listed(running, 12)) + ")";
        return false;
    }
    if (!target.storage.empty() && target.storage != wi->storage) {
        error = "workload '" + wi->id + "' uses storage '" + wi->storage + "', not '" + target.storage +
                "' (expected the workload's own storage system or cluster)";
        return false;
    }
    // The use case the baseline was measured in: the response-time law solves the workload
    // there at the measured rate (calibration.h), so a baseline without one is not calibrated
    // whole; a storage baseline finds its measured workloads through it.
    std::string how;
    const std::string useCase = storageUseCase(design, *wi, target.useCase, &how);
    if (!target.storage.empty()) {
        if (useCase.empty()) {
            error = "a storage baseline needs the use case it was measured in, and no use case lists workload '" +
                    wi->id + "' (expected --use-case ID, or the workload in one of the design's use cases)";
            return false;
        }
    }
    // The measurement context a user set is kept; the figures are the file's.
    const auto merged = [&](const std::optional<Measurement>& old, const std::string& owner) {
        Measurement out = m;
        if (old) {
            out.platform = old->platform;
            out.useCase = old->useCase;
            out.coreRating = old->coreRating;
            out.ratingSource = old->ratingSource;
            out.uncertaintyPct = old->uncertaintyPct;
            out.pos = old->pos;
        }
        // A storage baseline is the total of the use case it was checked and calibrated in
        // (storageUseCase): the old block's use case would put one use case's figures under
        // another's name (l1-slob-heavy-r15's failure-test, 1 host, written as RA-2's heavy,
        // 4 hosts, past the one-host-of-N refusal).
        if (!target.useCase.empty() || (!useCase.empty() && (out.useCase.empty() || !target.storage.empty()))) {
            if (old && old->useCase != useCase && !old->useCase.empty())
                notes.push_back("use_case '" + old->useCase + "' of the old baseline replaced by '" + useCase +
                                "', the use case this measurement was checked and calibrated in");
            else if (!old || old->useCase.empty())
                notes.push_back("use_case: " + useCase + " (" + how + "), the use case the measurement was taken in");
            out.useCase = useCase;
        } else if (useCase.empty() && (!old || old->useCase.empty())) {
            notes.push_back("no use case lists workload '" + wi->id + "': the baseline names none, and the "
                            "response-time law is solved over the design's default use case (add the workload to a "
                            "use case, or --use-case ID)");
        }
        if (old)
            notes.push_back("replaced the baseline of " + owner + " (" + (old->source.empty() ? "no source" : old->source) +
                            "); kept its platform, " + (out.useCase == old->useCase ? "use_case, " : "") +
                            "core_rating, rating_source and uncertainty_pct");
        return out;
    };
    Device* device = nullptr;
    Cluster* cluster = nullptr;
    if (!target.storage.empty()) {
        for (Cluster& c : design.clusters)
            if (c.id == target.storage)
                cluster = &c;
        for (Device& d : design.devices)
            if (!cluster && d.id == target.storage)
                device = &d;
        if (!cluster && !device) {
            error = "storage '" + target.storage + "' of workload '" + wi->id + "' is neither a device nor a cluster of the design";
            return false;
        }
    }
    // A report of other CPUs than the workload's: the figures may be of another platform.
    if (m.cores && m.onThisPlatform() && (!wi->measured || wi->measured->onThisPlatform()))
        if (const double vcpu = propNumber(wi->vm, "vcpu", 0); vcpu > 0 && std::fabs(vcpu - *m.cores) > 0.5)
            notes.push_back("the measurement counts " + asRead(*m.cores) + " CPUs, workload '" + wi->id + "' has " +
                            asRead(vcpu) + " vCPUs: if it was taken on another system, set the baseline's "
                            "platform (the model then transfers only its demands per transaction)");
    std::vector<std::string> mergeNotes;
    std::swap(notes, mergeNotes);
    const Measurement forWorkload = merged(wi->measured, "workload '" + wi->id + "'");
    std::optional<Measurement> forStorage;
    if (cluster)
        forStorage = merged(cluster->measured, "cluster '" + cluster->id + "'");
    if (device)
        forStorage = merged(device->measured, "storage '" + device->id + "'");
    std::swap(notes, mergeNotes);
    // The block as it will be written must load: the design reader's own checks
    // (measurementProblems()), else nothing is written.
    for (const auto& [owner, written] : {std::pair<std::string, const Measurement*>{"workload '" + wi->id + "'", &forWorkload},
                                         std::pair<std::string, const Measurement*>{"storage '" + target.storage + "'", forStorage ? &*forStorage : nullptr}}) {
        if (!written)
            continue;
        if (const std::vector<MeasurementProblem> problems = measurementProblems(*written); !problems.empty()) {
            const MeasurementProblem& p = problems.front();
            error = "the measured: block of " + owner + " would not load: " + englishText(p.text) + " (" + p.key +
                    ": " + originOf(*written, p.key) + "; expected figures within the design format's limits, "
                    "docs/design-format.md); cannot be forced: a design with this block does not load (--force overrides only " +
                    englishText(forceableRefusals()) + ")";
            return false;
        }
    }
    notes.insert(notes.end(), mergeNotes.begin(), mergeNotes.end());
    wi->measured = forWorkload;
    if (cluster)
        cluster->measured = *forStorage;
    if (device)
        device->measured = *forStorage;
    return true;
}

namespace {

// Bounds of what a workload kind's measurement looks like. Assumed, not sourced: they only
// raise a warning. A TPC-C transaction does tens of physical I/Os (the a-priori profile:
// stock and customer row reads plus the commit's log write, workloadprofile.cpp); above
// 1,000 per transaction the report is of scans, an I/O test or a batch (range considered
// 200-10,000). OLTP reads single 8 KB blocks and writes redo in pieces of up to 1 MB but
// mostly tens of KB: a mean I/O over 128 KiB is scans or a backup (range 64 KiB-1 MiB).
// DSS scans and RMAN backups read up to 1 MB per request (Oracle Database Reference,
// DB_FILE_MULTIBLOCK_READ_COUNT: "the maximum I/O size that can be performed efficiently",
// 1 MB on most platforms); a mean under 32 KiB is single-block OLTP I/O (range 16-64 KiB).
// A SLOB cycle is one physical read; its updaters (UPDATE_PCT) write back about what they
// update, and redo: RA-2's heavy run did 22,307 writes per 72,320 reads (0.31,
// ra2-vsan-allflash.topoplan.yaml, vsan-1's baseline). Over 10 writes per physical read
// (assumed; range considered 3-100) the load is not SLOB's: commit-heavy OLTP (TK.txt: 1,697
// write and 3.58 read requests/s, 474 per read) or a write test.
constexpr double kSlobMaxWritesPerRead = 10.0;
constexpr double kOltpMaxIosPerTxn = 1000.0;
constexpr double kOltpMaxMeanIoKiB = 128.0;
constexpr double kScanMinMeanIoKiB = 32.0;

// Bounds of a demand the model derives from a baseline beyond which the import is refused:
// the figures cannot be of the workload's load, and a model calibrated from them would
// predict nonsense. Assumed, not sourced, far outside what the loads do:
// - CPU per cycle over 10 s: an OLTP transaction takes milliseconds of CPU (a TPC-C result
//   runs hundreds of thousands of transactions per minute on tens of cores, about 1-10 ms
//   each; a SLOB cycle is one physical read); 10 s is a batch job or a report, and beyond it
//   the report's "transactions" are a few commits of some other load (awrKC.txt, an I/O
//   test: 4 user commits in 2 min). Range considered 1-60 s.
// - Physical I/Os per transaction over 10,000: a TPC-C transaction does tens (the a-priori
//   profile, workloadprofile.cpp); 10,000 8 KB I/Os are 80 MB per transaction, a scan. The
//   top of the range the warning above considered (200-10,000).
constexpr double kMaxCpuSPerCycle = 10.0;
constexpr double kMaxIosPerTxn = 10000.0;

bool isDatabaseReport(MeasurementFormat f)
{
    return f == MeasurementFormat::AwrText || f == MeasurementFormat::AwrHtml || f == MeasurementFormat::StatspackText ||
           f == MeasurementFormat::AwrGlobalText || f == MeasurementFormat::AwrGlobalHtml ||
           f == MeasurementFormat::HammerdbLog;
}

std::string present(const Measurement& m)
{
    std::vector<std::string> keys;
    for (const auto& [key, field] : measurementNumbers())
        if ((m.*field).has_value() && field != &Measurement::intervalMin)
            keys.push_back(key);
    return keys.empty() ? std::string("no figures") : listed(keys, 16);
}

} // namespace

namespace {

// cpu_of of an OS figure: the workload's VM, or its host when it has none (fitToWorkload()).
void settleCpuOf(const Workload& w, CombinedMeasurement& combined)
{
    Measurement& m = combined.measured;
    const bool otherPlatform = w.measured && !w.measured->onThisPlatform();
    if (!m.cpuPct || combined.cpuScope != CpuScope::OperatingSystem || otherPlatform)
        return;
    if (propNumber(w.vm, "vcpu", 0) > 0) {
        m.cpuOf = "vm";
        return;
    }
    m.cpuOf = "host";
    combined.notes.push_back("cpu_of: host: cpu_pct is the utilization of the operating system the database ran in, "
                             "and workload '" + w.id + "' has no VM (vm.vcpu): it runs on host '" + w.host + "' itself");
}

struct Fit {
    const Workload& w;
    const WorkloadProfile& p;
    CombinedMeasurement& combined;
    std::string file; ///< the measurement's files, for the diagnostics
    std::string what; ///< "oltp, hammerdb-tprocc"

    // Always false: the refusal. `kind`: "a DSS workload"; `needs`: the figures it calibrates from.
    bool refuse(FindingText kind, FindingText needs) const
    {
        refuseHard(combined.diagnostics, file,
                   findingText(QT_TRANSLATE_NOOP("Finding", "workload '%1' is %2: it calibrates from %3, and the measurement "
                                                            "gives %4 (expected a report or log of that kind of load; add the "
                                                            "file that has them)"),
                               {idArg(w.id), textArg(std::move(kind)), textArg(std::move(needs)), idArg(present(combined.measured))}),
                   findingText(QT_TRANSLATE_NOOP("Finding", "without those figures the model derives nothing for this kind of load")));
        return false;
    }
    void warning(FindingText message) const
    {
        combined.diagnostics.push_back(diagnostic(Diagnostic::Severity::Warning, file, {}, "", std::move(message)));
    }
    // Refused for `message` (an error, then "(<expected>)") of `errorFile`, or, forced, a
    // warning that it was imported all the same (Diagnostic::Override::Forced), the refusal
    // recorded in the baseline (Measurement::forced: `recorded`, else the message). True when forced.
    bool unlessForced(const std::string& errorFile, bool force, const FindingText& message, FindingText expected,
                      const FindingText& recorded = {}) const
    {
        Diagnostic d = force ? diagnostic(Diagnostic::Severity::Warning, file, {}, "", recorded.empty() ? message : recorded)
                             : diagnostic(Diagnostic::Severity::Error, errorFile, {}, "",
                                          findingText(QT_TRANSLATE_NOOP("Finding", "%1 (%2)"), {textArg(message), textArg(std::move(expected))}));
        d.overridable = force ? Diagnostic::Override::Forced : Diagnostic::Override::Forceable;
        if (force)
            combined.measured.forced.push_back(d.message);
        combined.diagnostics.push_back(std::move(d));
        return force;
    }
    bool transactional() const { return p.txnPerCycle > 0; }
    bool scanning() const { return p.kind == "dss" || p.kind == "backup" || p.kind == "restore"; }

    // Refused (false) when a file is of another database engine than the workload; with
    // `force` a warning.
    bool engine(bool force) const;
    // Refused when a report is truncated (its figures partly from other sections, or absent),
    // unless forced; false then.
    bool whole(bool force) const;
    // Refused when a storage baseline covers more hosts than the measurement, unless forced.
    bool scope(const Design& design, const MeasurementTarget& target, bool force) const;
    // Refused when a cluster's measurement (several instances) goes into one workload alone,
    // unless forced.
    bool instances(const MeasurementTarget& target, bool force) const;
    // Refused when a storage baseline's use case also runs workloads of an engine the
    // database reports did not measure, unless forced (scope() calls it).
    bool otherEngines(const Design& design, const UseCase& u, const MeasurementTarget& target, bool force) const;
    // Refused when the figures the workload's kind calibrates from are absent; false then.
    bool needed() const;
    // Refused when a demand the model derives is absurd; false then.
    bool plausible(const Design& design) const;
    // Warned when the profile looks unlike the workload's kind.
    void looks() const;
    std::string fileOf(std::size_t i) const { return i < combined.files.size() ? baseName(combined.files[i]) : ""; }
    // The measured files' names, as a list argument of at most 4 ("a.txt, b.txt").
    FindingArg filesArg() const
    {
        std::vector<std::string> names;
        for (std::size_t i = 0; i < combined.files.size(); ++i)
            names.push_back(fileOf(i));
        return listArg(names, 4);
    }
    // " (host1, host2)": the measured hosts' names, empty when none was read.
    FindingArg hostNamesArg() const
    {
        return idArg(combined.hostNames.empty() ? std::string() : " (" + combined.hostNames + ")");
    }
};

bool Fit::engine(bool force) const
{
    if (w.engine != "oracle" && w.engine != "sqlserver")
        return true; // generic, backup or unset: no engine to check against
    bool ok = true;
    for (std::size_t i = 0; i < combined.engines.size(); ++i) {
        const std::string& e = combined.engines[i];
        if (e.empty() || e == w.engine)
            continue;
        const FindingText message = findingText(
            QT_TRANSLATE_NOOP("Finding", "%1 (%2) measured %3, and workload '%4' runs %5 (engine: %6): a measurement of %3 "
                                         "does not calibrate a workload of %5 (its transactions, CPU and I/O per transaction "
                                         "are another engine's)"),
            {idArg(fileOf(i)), idArg(formatName(combined.formats[i])), idArg(engineName(e)), idArg(w.id),
             idArg(engineName(w.engine)), idArg(w.engine)});
        ok = unlessForced(combined.files[i], force, message,
                          findingText(QT_TRANSLATE_NOOP("Finding", "expected a report of the workload's own database; the "
                                                                   "workload's engine is set in the design"))) && ok;
    }
    return ok;
}

bool Fit::whole(bool force) const
{
    bool ok = true;
    for (std::size_t i = 0; i < combined.truncated.size(); ++i) {
        if (combined.truncated[i].empty())
            continue;
        const FindingText message =
            findingText(QT_TRANSLATE_NOOP("Finding", "%1 is a truncated report (%2): those figures of its baseline are absent "
                                                     "or were taken from other sections, and a baseline mixed from such "
                                                     "figures does not calibrate '%3'"),
                        {idArg(fileOf(i)), idArg(combined.truncated[i]), idArg(w.id)});
        ok = unlessForced(combined.files[i], force, message,
                          findingText(QT_TRANSLATE_NOOP("Finding", "expected the whole report, up to its 'End of Report' line"))) && ok;
    }
    return ok;
}

bool Fit::scope(const Design& design, const MeasurementTarget& target, bool force) const
{
    if (target.storage.empty() || combined.hosts <= 0 || target.storage != w.storage)
        return true; // no storage baseline, a file that states no scope, or a storage applyMeasurement() refuses
    const std::string useCase = storageUseCase(design, w, target.useCase);
    const UseCase* u = design.useCase(useCase);
    if (!u)
        return true; // applyMeasurement() says so
    std::vector<std::string> hosts, workloads;
    for (const std::string& id : u->workloads)
        if (const Workload* o = design.workload(id); o && o->storage == target.storage) {
            workloads.push_back(o->id);
            if (std::find(hosts.begin(), hosts.end(), o->host) == hosts.end())
                hosts.push_back(o->host);
        }
    const int n = static_cast<int>(hosts.size());
    if (n <= combined.hosts)
        return otherEngines(design, *u, target, force);
    const auto count = [](int k) {
        return textArg(findingTextN("%n host", QT_TRANSLATE_N_NOOP("Finding", "%n hosts"), k));
    };
    const FindingText message = findingText(
        QT_TRANSLATE_NOOP("Finding", "%1 measured %2%3, and the baseline of storage '%4' is the total of use case '%5' on it: "
                                     "%6 (%7; workloads %8): the storage would be calibrated from %9 share of the load as if "
                                     "it were all of it"),
        {filesArg(), count(combined.hosts), hostNamesArg(),
         idArg(target.storage), idArg(useCase), count(n), listArg(hosts, 8), listArg(workloads, 8),
         textArg(combined.hosts == 1 ? findingText(QT_TRANSLATE_NOOP("Finding", "one host's"))
                                     : findingText(QT_TRANSLATE_NOOP("Finding", "a part of its hosts'")))});
    return unlessForced(file, force, message,
                        findingText(QT_TRANSLATE_NOOP("Finding", "expected a measurement of all %1 of the use case (the RAC "
                                                                 "instance reports together, the global report, the storage's "
                                                                 "own performance report), or the import into workload '%2' "
                                                                 "alone, not as the storage's baseline"),
                                    {count(n), idArg(w.id)}),
                        findingText(QT_TRANSLATE_NOOP("Finding", "%1 (not scaled)"), {textArg(message)}));
}

bool Fit::otherEngines(const Design& design, const UseCase& u, const MeasurementTarget& target, bool force) const
{
    // A database report measures its engine's instances only: the storage's total also holds
    // the load of the use case's workloads of another engine on it (RA-1's pmax: an Oracle
    // report of 2 RAC nodes and a SQL Server host beside them), which matching the host count
    // alone would take for measured.
    std::vector<std::string> measured;
    for (const std::string& e : combined.engines)
        if (!e.empty() && std::find(measured.begin(), measured.end(), e) == measured.end())
            measured.push_back(e);
    if (measured.empty())
        return true; // a host or storage capture (perfmon, esxtop): no engine to compare
    std::vector<std::string> others, engines;
    for (const std::string& id : u.workloads)
        if (const Workload* o = design.workload(id); o && o->storage == target.storage &&
            (o->engine == "oracle" || o->engine == "sqlserver") &&
            std::find(measured.begin(), measured.end(), o->engine) == measured.end()) {
            others.push_back(o->id);
            if (std::find(engines.begin(), engines.end(), engineName(o->engine)) == engines.end())
                engines.push_back(engineName(o->engine));
        }
    if (others.empty())
        return true;
    std::vector<std::string> measuredNames;
    for (const std::string& e : measured)
        measuredNames.push_back(engineName(e));
    const FindingText message = findingText(
        QT_TRANSLATE_NOOP("Finding", "%1 measured %2 only, and the baseline of storage '%3' is the total of use case '%4' on "
                                     "it, which also runs %5 (workloads %6): the storage would be calibrated from a part of "
                                     "its load as if it were all of it"),
        {filesArg(), listArg(measuredNames, 4), idArg(target.storage), idArg(u.id), listArg(engines, 4),
         listArg(others, 8)});
    return unlessForced(file, force, message,
                        findingText(QT_TRANSLATE_NOOP("Finding", "expected a measurement of the storage's whole load (the "
                                                                 "storage's own performance report, or the reports of every "
                                                                 "engine's hosts together), or the import into workload '%1' "
                                                                 "alone, not as the storage's baseline"),
                                    {idArg(w.id)}));
}

bool Fit::instances(const MeasurementTarget& target, bool force) const
{
    // A workload is one database instance on one host (its `host`); a RAC global report or the
    // instance reports summed measure the cluster. With --storage the sum is the storage's
    // baseline, as scope() wants it; without, it would be this one instance's load.
    if (!target.storage.empty() || combined.hosts <= 1)
        return true;
    const std::string n = std::to_string(combined.hosts);
    const FindingText message = findingText(
        QT_TRANSLATE_NOOP("Finding", "%1 measured %2 instances%3, the cluster's sum, and workload '%4' is one instance on host "
                                     "'%5': its baseline would be the whole cluster's load, and with each instance's workload "
                                     "calibrated from it the cluster's load would count %6 times"),
        {filesArg(), idArg(n), hostNamesArg(),
         idArg(w.id), idArg(w.host), idArg(n)});
    return unlessForced(file, force, message,
                        findingText(QT_TRANSLATE_NOOP("Finding", "expected the instance's own report (awrrpti.sql for its "
                                                                 "instance), or the import as the storage's baseline too "
                                                                 "(--storage ID)")));
}

bool Fit::needed() const
{
    const Measurement& m = combined.measured;
    const auto text = [](const char* t, std::vector<FindingArg> args = {}) { return findingText(t, std::move(args)); };
    if (p.kind == "backup" || p.kind == "restore") {
        if (!m.mbps)
            return refuse(text(QT_TRANSLATE_NOOP("Finding", "a %1 stream"), {idArg(p.kind)}), text(QT_TRANSLATE_NOOP("Finding", "MB/s (mb_s)")));
        // A database report's MB/s is the database's own I/O in its interval, not the stream.
        for (std::size_t i = 0; i < combined.formats.size(); ++i)
            if (isDatabaseReport(combined.formats[i])) {
                const bool backup = p.kind == "backup";
                refuseHard(
                    combined.diagnostics, combined.files[i],
                    text(QT_TRANSLATE_NOOP("Finding", "workload '%1' is a %2 stream (%3): it calibrates from the MB/s of the %2 "
                                                      "stream, which %4 (%5) does not measure (its figures are the database's "
                                                      "own transactions and I/O: %6) (expected a capture of the %2 window on "
                                                      "the database host: a perfmon log (PhysicalDisk counters) or an esxtop "
                                                      "batch CSV, whose disk MB/s %7, or the stream's MB/s typed into the "
                                                      "baseline from the backup job's report)"),
                         {idArg(w.id), idArg(p.kind), idArg(what), idArg(fileOf(i)), idArg(formatName(combined.formats[i])),
                          idArg(present(m)),
                          textArg(backup ? text(QT_TRANSLATE_NOOP("Finding", "read are the bytes the client reads"))
                                         : text(QT_TRANSLATE_NOOP("Finding", "written are the bytes the restore writes")))}),
                    text(QT_TRANSLATE_NOOP("Finding", "the database's own I/O is not the rate of the %1 stream"), {idArg(p.kind)}));
                return false;
            }
    } else if (transactional()) {
        const bool transactions = m.tps || m.nopm || (m.tpm && p.tool != "hammerdb-tprocc");
        if (!transactions && !(m.readIops && m.writeIops))
            return refuse(text(QT_TRANSLATE_NOOP("Finding", "a transactional workload (%1)"), {idArg(what)}),
                          p.tool == "hammerdb-tprocc"
                              ? text(QT_TRANSLATE_NOOP("Finding", "NOPM or transactions/s (HammerDB's TPM alone is the "
                                                                  "engine's counter), or the read and write requests/s"))
                              : text(QT_TRANSLATE_NOOP("Finding", "transactions (tps or tpm), or the read and write requests/s")));
        if (!transactions)
            warning(text(QT_TRANSLATE_NOOP("Finding", "workload '%1' is %2, and the measurement gives no transactions: only "
                                                      "the read share of its I/O is calibrated (add the HammerDB log or "
                                                      "database report of the same interval)"),
                         {idArg(w.id), idArg(what)}));
    } else if (p.tool == "slob") {
        if (!m.readIops && !m.iops)
            return refuse(text(QT_TRANSLATE_NOOP("Finding", "a SLOB workload")),
                          text(QT_TRANSLATE_NOOP("Finding", "physical read requests/s (read_iops or iops)")));
    } else if (p.kind == "dss") {
        if (!m.readIops && !m.iops && !m.mbps)
            return refuse(text(QT_TRANSLATE_NOOP("Finding", "a DSS workload")),
                          text(QT_TRANSLATE_NOOP("Finding", "read requests/s or MB/s (read_iops, iops or mb_s)")));
    } else if (!p.closed || p.tool == "orion" || p.tool == "vdbench") {
        if (!m.iops)
            return refuse(text(QT_TRANSLATE_NOOP("Finding", "an I/O load (%1)"), {idArg(what)}),
                          text(QT_TRANSLATE_NOOP("Finding", "I/O requests/s (iops)")));
    }
    return true;
}

bool Fit::plausible(const Design& design) const
{
    // The demands as the model derives them (calibrateWorkload()), from the baseline as
    // applyMeasurement() will write it (the old baseline's platform and rating kept).
    Workload copy = w;
    Measurement m = combined.measured;
    if (w.measured) {
        m.platform = w.measured->platform;
        m.coreRating = w.measured->coreRating;
        m.ratingSource = w.measured->ratingSource;
        m.uncertaintyPct = w.measured->uncertaintyPct;
    }
    copy.measured = m;
    double hostCores = 0;
    if (const Device* host = design.device(w.host))
        hostCores = propNumber(host->config, "cpus", 0) * propNumber(host->config, "cores_per_cpu", 0);
    const Calibration cal = calibrateWorkload(copy, p, hostCores);
    const auto line = [&](const char* prefix) {
        for (const std::string& l : cal.lines)
            if (l.rfind(prefix, 0) == 0)
                return l;
        return std::string();
    };
    const auto origins = [&](std::initializer_list<const char*> keys) {
        std::string out;
        for (const char* k : keys)
            if (const auto it = m.origins.find(k); it != m.origins.end())
                out += std::string(out.empty() ? "" : "; ") + k + ": " + it->second;
        return out;
    };
    bool ok = true;
    // `arithmetic`: the calibration's line (English: the calibration's lines are no template).
    const auto absurd = [&](const std::string& arithmetic, FindingText bound, const std::string& figures) {
        refuseHard(combined.diagnostics, file,
                   findingText(QT_TRANSLATE_NOOP("Finding", "workload '%1' (%2): the model derives from the measurement %3, "
                                                            "beyond the %4 (from %5): the figures are not of this workload's "
                                                            "load (expected a report or log of its own kind of load)"),
                               {idArg(w.id), idArg(what), idArg(arithmetic), textArg(std::move(bound)), idArg(figures)}),
                   findingText(QT_TRANSLATE_NOOP("Finding", "the model would simulate demands no load of this kind has as "
                                                            "if they were measured")));
        ok = false;
    };
    if (cal.cpuSPerCycle && *cal.cpuSPerCycle > kMaxCpuSPerCycle)
        absurd(line("CPU "),
               findingText(transactional() ? QT_TRANSLATE_NOOP("Finding", "%1 s of CPU a transaction plausibly takes (an "
                                                                          "OLTP transaction takes milliseconds)")
                           : p.readsPerCycle > 0 ? QT_TRANSLATE_NOOP("Finding", "%1 s of CPU a physical read plausibly takes "
                                                                                "(an OLTP transaction takes milliseconds)")
                                                 : QT_TRANSLATE_NOOP("Finding", "%1 s of CPU an I/O plausibly takes (an OLTP "
                                                                                "transaction takes milliseconds)"),
                           {idArg(significant(kMaxCpuSPerCycle))}),
               transactional() ? origins({"cpu_pct", "cores", "tps", "nopm", "tpm"})
                               : origins({"cpu_pct", "cores", "read_iops", "iops", "mb_s"}));
    if (transactional() && cal.readsPerCycle) {
        const double ios = *cal.readsPerCycle + cal.syncWritesPerCycle.value_or(0) + cal.writesPerCycle.value_or(0);
        if (ios > kMaxIosPerTxn)
            absurd(line("I/Os per transaction"),
                   findingText(QT_TRANSLATE_NOOP("Finding", "%1 physical I/Os a transaction plausibly does (a TPC-C "
                                                            "transaction does tens)"),
                               {idArg(formatSignificant(kMaxIosPerTxn, 5))}),
                   origins({"iops", "read_iops", "write_iops", "tps", "nopm", "tpm"}));
    }
    return ok;
}

void Fit::looks() const
{
    const Measurement& m = combined.measured;
    const std::optional<double> ios =
        m.iops ? m.iops : m.readIops && m.writeIops ? std::optional<double>(*m.readIops + *m.writeIops) : std::nullopt;
    const std::optional<double> meanKiB =
        ios && *ios > 0 && m.mbps ? std::optional<double>(*m.mbps * 1e6 / *ios / 1024.0) : std::nullopt;
    const std::optional<double> tx =
        m.tps ? m.tps : m.nopm && p.nopmPerTpm > 0 ? std::optional<double>(*m.nopm / p.nopmPerTpm / 60.0) : std::nullopt;
    const auto unlike = [&](FindingText why) {
        warning(findingText(QT_TRANSLATE_NOOP("Finding", "the measurement does not look like the load of workload '%1' (%2): "
                                                         "%3 (a warning, not a refusal: the thresholds are assumed; check that "
                                                         "the file is of this workload's load)"),
                            {idArg(w.id), idArg(what), textArg(std::move(why))}));
    };
    // The mean I/O's figures: KiB, MB/s, IOPS.
    const auto meanIo = [&] {
        return std::vector<FindingArg>{idArg(formatSignificant(*meanKiB)), idArg(asRead(*m.mbps, 4)), idArg(formatSignificant(*ios, 4))};
    };
    if (transactional() || p.tool == "slob") {
        if (transactional() && tx && *tx > 0 && ios && *ios / *tx > kOltpMaxIosPerTxn)
            unlike(findingText(QT_TRANSLATE_NOOP("Finding", "%1 I/O requests per transaction (%2 IOPS / %3 tx/s; an OLTP "
                                                            "transaction does tens): an I/O test, scans or a batch job"),
                               {idArg(formatSignificant(*ios / *tx)), idArg(formatSignificant(*ios, 4)), idArg(formatSignificant(*tx, 4))}));
        if (meanKiB && *meanKiB > kOltpMaxMeanIoKiB)
            unlike(findingText(QT_TRANSLATE_NOOP("Finding", "a mean I/O of %1 KiB (%2 MB/s / %3 IOPS; OLTP reads 8 KB "
                                                            "blocks): scans or a backup"),
                               meanIo()));
        // NaN when neither the write IOPS nor total and read IOPS are known (every comparison false).
        const double writes = m.writeIops ? *m.writeIops
            : m.iops && m.readIops        ? *m.iops - *m.readIops
                                          : std::numeric_limits<double>::quiet_NaN();
        if (p.tool == "slob" && m.readIops && *m.readIops > 0 && writes / *m.readIops > kSlobMaxWritesPerRead)
            unlike(findingText(QT_TRANSLATE_NOOP("Finding", "%1 writes per physical read (%2 write IOPS / %3 read IOPS; a "
                                                            "SLOB cycle is one physical read and its updates write back about "
                                                            "as much: RA-2's SLOB run 0.31): commit-heavy OLTP or a write test"),
                               {idArg(formatSignificant(writes / *m.readIops)), idArg(formatSignificant(writes, 4)),
                                idArg(asRead(*m.readIops, 4))}));
    } else if (scanning() && meanKiB && *meanKiB < kScanMinMeanIoKiB) {
        std::vector<FindingArg> args = meanIo();
        args.push_back(m.tps ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", ", %1 transactions/s"), {idArg(asRead(*m.tps, 4))}))
                             : idArg(""));
        unlike(findingText(QT_TRANSLATE_NOOP("Finding", "a mean I/O of %1 KiB (%2 MB/s / %3 IOPS; scans and backups read up "
                                                        "to 1 MB per request): single-block OLTP I/O%4"),
                           std::move(args)));
    }
}

} // namespace

void fitToWorkload(const Design& design, const MeasurementTarget& target, CombinedMeasurement& combined, bool force)
{
    const Workload* w = design.workload(target.workload);
    if (!w || !combined.ok())
        return;
    settleCpuOf(*w, combined);
    const WorkloadProfile p = resolveProfile(design, *w);
    const Fit fit{*w, p, combined, listed(combined.files, 4),
                  p.kind + (p.tool.empty() || p.tool == "generic" ? std::string() : ", " + p.tool)};
    if (fit.engine(force) && fit.whole(force) && fit.scope(design, target, force) && fit.instances(target, force) &&
        fit.needed() &&
        fit.plausible(design))
        fit.looks();
    if (!combined.ok())
        return;
    // The warnings go with the baseline (Measurement::warnings), the overridden refusals are
    // in `forced` already. A reader's names its file and line; the import's own the workload.
    for (const Diagnostic& d : combined.diagnostics)
        if (d.severity == Diagnostic::Severity::Warning && d.overridable != Diagnostic::Override::Forced)
            combined.measured.warnings.push_back(
                (d.file == fit.file ? std::string()
                                    : baseName(d.file) + (d.pos.line > 0 ? ":" + std::to_string(d.pos.line) : std::string()) + ": ") +
                d.message);
}

} // namespace topoplan::core
