// Format detection, the file reader, and the mapping of a report to a `measured:` baseline.
#include "core/measurements/measurementreport.h"

#include "core/designio.h" // measurementProblems()

#include "core/measurements/awrdocument.h"
#include "core/measurements/readersupport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace topoplan::core {

using namespace measurements;

std::string formatName(MeasurementFormat format)
{
    switch (format) {
    case MeasurementFormat::AwrText: return "Oracle AWR report (text)";
    case MeasurementFormat::AwrHtml: return "Oracle AWR report (HTML)";
    case MeasurementFormat::StatspackText: return "Oracle Statspack report";
    case MeasurementFormat::PerfmonCsv: return "Windows perfmon log (PDH-CSV)";
    case MeasurementFormat::EsxtopCsv: return "VMware esxtop batch CSV";
    case MeasurementFormat::HammerdbLog: return "HammerDB log";
    case MeasurementFormat::AwrGlobalText: return "Oracle AWR RAC global report (text)";
    case MeasurementFormat::AwrGlobalHtml: return "Oracle AWR RAC global report (HTML)";
    case MeasurementFormat::Unknown: break;
    }
    return "unknown";
}

const Figure* MeasurementReport::find(const std::string& key) const
{
    for (const Figure& f : figures)
        if (f.key == key)
            return &f;
    return nullptr;
}

bool isWholeCount(double value)
{
    return std::isfinite(value) && std::fabs(value) < 1e15 && value == std::floor(value);
}

std::string asRead(double value, int digits)
{
    return isWholeCount(value) ? std::to_string(static_cast<long long>(value)) : significant(value, digits);
}

std::string significant(double value, int digits)
{
    if (!std::isfinite(value))
        return "n/a";
    if (value == 0)
        return "0";
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(value))));
    char buf[64];
    if (magnitude >= 15) { // beyond any count a file prints: "1.67e+96", not 97 digits
        std::snprintf(buf, sizeof buf, "%.*g", digits, value);
        return buf;
    }
    const int decimals = std::max(0, digits - 1 - magnitude);
    const double scale = std::pow(10.0, digits - 1 - magnitude);
    const double rounded = std::round(value * scale) / scale;
    std::snprintf(buf, sizeof buf, "%.*f", decimals, rounded);
    std::string out = buf;
    if (out.find('.') != std::string::npos) { // "8.00" -> "8": no digits the value does not have
        while (out.back() == '0')
            out.pop_back();
        if (out.back() == '.')
            out.pop_back();
    }
    return out;
}

std::string reportEngine(const MeasurementReport& r)
{
    switch (r.format) {
    case MeasurementFormat::AwrText:
    case MeasurementFormat::AwrHtml:
    case MeasurementFormat::StatspackText:
    case MeasurementFormat::AwrGlobalText:
    case MeasurementFormat::AwrGlobalHtml: return "oracle";
    case MeasurementFormat::PerfmonCsv:
        // The SQL Server objects' figures (pdhreader.cpp): SQLServer: or MSSQL$<instance>: counters.
        for (const Figure& f : r.figures)
            if (const std::string object = lower(f.origin.section);
                object.rfind("sqlserver:", 0) == 0 || object.rfind("mssql$", 0) == 0)
                return "sqlserver";
        return "";
    case MeasurementFormat::HammerdbLog: {
        // The engine word of the result line ("... from 616230 SQL Server TPM", formats.md 6.1).
        std::string key;
        for (const char c : r.database)
            if (c != ' ')
                key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return key == "mssqlserver" ? "sqlserver" : key;
    }
    case MeasurementFormat::EsxtopCsv:
    case MeasurementFormat::Unknown: break;
    }
    return "";
}

std::string engineName(const std::string& engine)
{
    static const std::pair<const char*, const char*> names[] = {
        {"oracle", "Oracle"},     {"sqlserver", "SQL Server"}, {"postgresql", "PostgreSQL"},
        {"mysql", "MySQL"},       {"mariadb", "MariaDB"},      {"db2", "Db2"},
    };
    for (const auto& [key, name] : names)
        if (engine == key)
            return name;
    return engine;
}

std::string describeFigure(const Figure& f)
{
    // A whole number is a count as the file prints it (163382 TPM): in full, not to 4 digits.
    std::string out = f.name + " " + asRead(f.value, 4) + (f.unit.empty() || f.unit == "count" ? "" : " " + f.unit);
    out += ", from '" + f.origin.section + "'";
    if (!f.origin.label.empty() && f.origin.label != f.origin.section)
        out += " " + f.origin.label;
    if (f.origin.line > 0)
        out += ", line " + std::to_string(f.origin.line);
    return out;
}

namespace {

enum class Kind { Binary, Html, Awr, Statspack, Pdh, Hammerdb, Unknown };

bool hasLineStarting(std::string_view text, std::string_view prefix, std::size_t limit = std::string_view::npos)
{
    const std::string_view t = text.substr(0, std::min(limit, text.size()));
    for (std::size_t at = t.find(prefix); at != std::string_view::npos; at = t.find(prefix, at + 1)) {
        std::size_t b = at;
        while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == '\f'))
            --b;
        if (b == 0 || t[b - 1] == '\n' || t[b - 1] == '\r')
            return true;
    }
    return false;
}

std::string_view withoutBom(std::string_view text)
{
    return startsWith(text, "\xEF\xBB\xBF") ? text.substr(3) : text;
}

std::string firstLine(std::string_view text)
{
    const std::size_t end = text.find_first_of("\r\n");
    return quoted(text.substr(0, end));
}

// Least number of identical lines that make a file "one line repeated" (assumed: no report
// or log repeats one line a hundred times and nothing else; range considered 10-10,000).
constexpr std::size_t kMinRepeatedLines = 100;

// The number of lines of `text` when every line is the same as the first (LF, CRLF or CR
// ends; the last line may be cut short, a prefix of the first), else 0. One pass that stops at
// the first line that differs: a 100 MB file costs a memory compare.
std::size_t repeatedLines(std::string_view text)
{
    const std::size_t firstEnd = text.find_first_of("\r\n");
    if (firstEnd == std::string_view::npos)
        return 0;
    const std::size_t termLen = text[firstEnd] == '\r' && firstEnd + 1 < text.size() && text[firstEnd + 1] == '\n' ? 2 : 1;
    const std::string_view unit = text.substr(0, firstEnd + termLen); // the line with its ending
    if (trim(unit).empty())
        return 0;
    std::size_t n = 0, at = 0;
    while (at + unit.size() <= text.size() && text.compare(at, unit.size(), unit) == 0) {
        ++n;
        at += unit.size();
    }
    if (at == text.size())
        return n;
    const std::string_view rest = text.substr(at); // a last line cut short
    return rest.size() < unit.size() && unit.substr(0, rest.size()) == rest ? n + 1 : 0;
}

} // namespace

namespace {

// `text` with each tab replaced by the blanks up to the next multiple of 8 columns (counted
// from each line's start; a line ends at LF or CR).
std::string expandTabs(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    std::size_t column = 0;
    for (const char c : text) {
        if (c == '\t') {
            const std::size_t n = 8 - column % 8;
            out.append(n, ' ');
            column += n;
            continue;
        }
        out += c;
        column = c == '\n' || c == '\r' ? 0 : column + 1;
    }
    return out;
}

// A file over kMaxMeasurementBytes.
FindingText tooLarge(std::size_t bytes)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "file is %1 MiB; the limit is %2 MiB (expected a report or log of one interval)"),
                       {idArg(significant(double(bytes) / 1048576.0)), idArg(std::to_string(kMaxMeasurementBytes / 1048576))});
}

// readMeasurementText() without the check of the baseline against the design's limits.
MeasurementReport readText(const std::string& input, const std::string& fileName, const MeasurementOptions& options)
{
    MeasurementReport report;
    report.file = fileName;
    const std::string_view text = withoutBom(input);
    if (input.size() > kMaxMeasurementBytes) {
        addError(report, 0, 0, tooLarge(input.size()));
        return report;
    }
    if (trim(text).empty()) {
        const std::size_t lines = std::count(text.begin(), text.end(), '\n') + (text.empty() || text.back() == '\n' ? 0 : 1);
        addError(report, 0, 0,
                 text.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "empty file (expected an AWR or Statspack report, a perfmon "
                                                                         "or esxtop CSV, or a HammerDB log)"))
                              : findingText(QT_TRANSLATE_NOOP("Finding", "no text: %1 bytes of white space only (%2 blank lines; "
                                                                         "expected an AWR or Statspack report, a perfmon or esxtop "
                                                                         "CSV, or a HammerDB log)"),
                                            {idArg(std::to_string(text.size())), idArg(std::to_string(lines))}));
        return report;
    }
    // UTF-16 (relog's output redirected by PowerShell, a file saved as "Unicode" by
    // Notepad): decoded to UTF-8 and read as such; line numbers are unchanged.
    const bool bomLe = startsWith(text, "\xFF\xFE"), bomBe = startsWith(text, "\xFE\xFF");
    if (const int noBom = bomLe || bomBe ? 0 : utf16WithoutBom(text); bomLe || bomBe || noBom) {
        const bool bigEndian = bomBe || noBom == 2;
        const std::string order = bigEndian ? "BE" : "LE";
        const FindingText whatText = noBom ? findingText(QT_TRANSLATE_NOOP("Finding", "UTF-16 %1 text without a BOM"), {idArg(order)})
                                           : findingText(QT_TRANSLATE_NOOP("Finding", "UTF-16 %1 text"), {idArg(order)});
        const std::string what = englishText(whatText);
        std::string decoded;
        std::size_t bad = 0;
        if (!decodeUtf16(text, bigEndian, decoded, bad)) {
            addError(report, 0, 0,
                     findingText(QT_TRANSLATE_NOOP("Finding", "%1 with an invalid code unit at byte offset %2 (an odd byte count or "
                                                              "an unpaired surrogate: a truncated or damaged file; convert it with "
                                                              "iconv -f UTF-16 -t UTF-8 to see where)"),
                                 {textArg(whatText), idArg(std::to_string(bad))}));
            return report;
        }
        if (startsWith(decoded, "\xFF\xFE") || startsWith(decoded, "\xFE\xFF")) {
            addError(report, 1, 1, findingText(QT_TRANSLATE_NOOP("Finding", "%1 that decodes to UTF-16 again (expected text)"),
                                               {textArg(whatText)}));
            return report;
        }
        MeasurementReport inner = readText(decoded, fileName, options);
        inner.notes.insert(inner.notes.begin(), "the file is " + what + ": decoded to UTF-8 (lines as in the file)");
        return inner;
    }
    if (const auto bin = binaryAt(text)) {
        const auto where = [](const ByteAt& b) {
            return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "at offset %1 (line %2, column %3)"),
                                       {idArg(std::to_string(b.offset)), idArg(std::to_string(b.line)), idArg(std::to_string(b.column))}));
        };
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02X", bin->first.byte);
        FindingText why = bin->nul ? findingText(QT_TRANSLATE_NOOP("Finding", "a NUL byte %1"), {where(*bin->nul)})
                                   : findingText(QT_TRANSLATE_NOOP("Finding", "%1 control bytes in the first 64 KiB"),
                                                 {idArg(std::to_string(bin->controls))});
        if (!bin->nul || bin->first.offset != bin->nul->offset)
            why = bin->nul ? findingText(QT_TRANSLATE_NOOP("Finding", "%1; the first bad byte is control byte %2 %3"),
                                         {textArg(std::move(why)), idArg(hex), where(bin->first)})
                           : findingText(QT_TRANSLATE_NOOP("Finding", "%1, the first bad byte is control byte %2 %3"),
                                         {textArg(std::move(why)), idArg(hex), where(bin->first)});
        addError(report, bin->first.line, bin->first.column,
                 findingText(QT_TRANSLATE_NOOP("Finding", "binary data, not text: %1"
                     " (expected an AWR or Statspack report, a perfmon or esxtop CSV, or a HammerDB log; a perfmon "
                     ".blg is binary: convert it with relog in.blg -f csv -o out.csv)"), {textArg(std::move(why))}));
        return report;
    }
    if (const std::size_t n = repeatedLines(text); n >= kMinRepeatedLines) {
        addError(report, 2, 1,
                 findingText(QT_TRANSLATE_NOOP("Finding", "the file is one line repeated: line 2 and every line after it, up to line "
                                                          "%1, repeat line 1 %2 (%3 MiB; expected a report or log, whose lines "
                                                          "differ: a header, then sections or samples; a file filled by a loop, or "
                                                          "a copy gone wrong?)"),
                             {idArg(std::to_string(n)), idArg(firstLine(text)), idArg(significant(double(text.size()) / 1048576.0))}));
        return report;
    }
    const std::string_view head = text.substr(0, 4096);
    const std::string_view firstCell = trim(head.substr(0, head.find_first_of("\r\n")));
    if (containsNoCase(head, "<html") || containsNoCase(head, "<!DOCTYPE html")) {
        if (text.find("WORKLOAD REPOSITORY") == std::string_view::npos) {
            addError(report, 1, 1, findingText(QT_TRANSLATE_NOOP("Finding", "an HTML file that is not an AWR report (expected awrrpt.sql output: "
                                   "<h1 class=\"awr\">WORKLOAD REPOSITORY report for</h1>)")));
            return report;
        }
        if (text.find("WORKLOAD REPOSITORY COMPARE PERIOD") != std::string_view::npos) {
            addError(report, 1, 1, findingText(QT_TRANSLATE_NOOP("Finding", "an AWR compare-period report in HTML (awrddrpt): not read (expected an instance "
                                   "report, awrrpt.sql or awrrpti.sql, or the RAC global report awrgrpt.sql)")));
            return report;
        }
        report.format = MeasurementFormat::AwrHtml; // readAwrHtml tells the RAC global report apart
        readAwrHtml(text, report);
        report.hosts = report.hosts > 0 ? report.hosts : 1; // one instance or machine (the global report counts its own)
        return report;
    }
    if (startsWith(firstCell, "\"(PDH-CSV 4.0)") || startsWith(firstCell, "(PDH-CSV 4.0)")) {
        report.format = MeasurementFormat::PerfmonCsv; // readPdhCsv tells esxtop apart
        const Lines lines = splitLines(text);
        readPdhCsv(lines, options, report);
        report.hosts = report.hosts > 0 ? report.hosts : 1; // one instance or machine (the global report counts its own)
        return report;
    }
    if (hasLineStarting(text, "WORKLOAD REPOSITORY COMPARE PERIOD")) {
        addError(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "an AWR compare-period report (awrddrpt): not read (expected an instance report, "
                               "awrrpt.sql or awrrpti.sql, or the RAC global report awrgrpt.sql)")));
        return report;
    }
    const bool global = hasLineStarting(text, kAwrGlobalTitle);
    const bool awr = global || hasLineStarting(text, "WORKLOAD REPOSITORY report for") ||
                     hasLineStarting(text, "WORKLOAD REPOSITORY PDB report");
    const bool statspack = !awr && hasLineStarting(text, "STATSPACK report for");
    if (awr || statspack) {
        report.format = global ? MeasurementFormat::AwrGlobalText
                        : awr  ? MeasurementFormat::AwrText
                               : MeasurementFormat::StatspackText;
        // A fixed-width report whose blanks became tabs (unexpand, an editor, a mail path): the
        // tabs expanded to stops every 8 columns, as a terminal shows them, before the
        // columns are read.
        std::string expanded;
        std::string_view body = text;
        if (const std::size_t tab = text.find('\t'); tab != std::string_view::npos) {
            expanded = expandTabs(text);
            body = expanded;
            report.notes.push_back("the file has tab characters (the first on line " +
                                   std::to_string(1 + std::count(text.begin(), text.begin() + std::ptrdiff_t(tab), '\n')) +
                                   "): expanded to stops every 8 columns before the columns were read (columns "
                                   "in the messages count after the expansion)");
        }
        const Lines lines = splitLines(body);
        if (lines.mixed)
            addWarning(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "mixed line endings (LF, CRLF or CR in one file; read line by line all the same)")));
        readAwr(lines, report);
        report.hosts = report.hosts > 0 ? report.hosts : 1; // one instance or machine (the global report counts its own)
        return report;
    }
    if (text.find("TEST RESULT : System achieved") != std::string_view::npos ||
        hasLineStarting(text, "Hammerdb Log @") || hasLineStarting(text, "Vuser 1:")) {
        report.format = MeasurementFormat::HammerdbLog;
        const Lines lines = splitLines(text);
        readHammerdb(lines, report);
        return report;
    }
    addError(report, 1, 1,
             findingText(QT_TRANSLATE_NOOP("Finding", "not a measurement file Topoplan reads; line 1 is %1"
                 " (expected an Oracle AWR report ('WORKLOAD REPOSITORY report for'), a Statspack report "
                 "('STATSPACK report for'), a perfmon or esxtop CSV (first cell '(PDH-CSV 4.0) ...') or a HammerDB "
                 "log ('TEST RESULT : System achieved ...'))"), {idArg(firstLine(text))}));
    return report;
}

} // namespace

MeasurementReport readMeasurementText(const std::string& input, const std::string& fileName,
                                      const MeasurementOptions& options)
{
    MeasurementReport report = readText(input, fileName, options);
    if (!report.ok())
        return report;
    // A figure a design's measured: block refuses (a negative BUSY_TIME delta, a NOPM of 23
    // digits): an error at the figure's origin, with the design reader's own limit, so that
    // neither `measurement` nor an import takes it (measurementProblems(), designio.h).
    for (const MeasurementProblem& p : measurementProblems(toMeasurement(report))) {
        const Figure* f = report.find(p.key);
        const FindingText refused =
            findingText(QT_TRANSLATE_NOOP("Finding", "%1 (a design's measured: block does not accept it; expected figures a database "
                                                     "or host can have: a damaged or edited file, or a counter that wrapped?)"),
                        {textArg(p.text)});
        addError(report, f ? f->origin.line : 0, f ? f->origin.column : 0,
                 f ? findingText(QT_TRANSLATE_NOOP("Finding", "%1: %2"), {idArg(describeFigure(*f)), textArg(refused)}) : refused);
    }
    return report;
}

MeasurementReport readMeasurementFile(const std::string& path, const MeasurementOptions& options)
{
    MeasurementReport report;
    report.file = path;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        addError(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "is a folder (expected a report or log file)")));
        return report;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        addError(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "cannot open the file (expected a readable file)")));
        return report;
    }
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0) {
        addError(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "cannot read the file (expected a regular file)")));
        return report;
    }
    if (static_cast<std::size_t>(size) > kMaxMeasurementBytes) {
        addError(report, 0, 0, tooLarge(static_cast<std::size_t>(size)));
        return report;
    }
    in.seekg(0);
    std::string text(static_cast<std::size_t>(size), '\0');
    in.read(text.data(), size);
    if (!in) {
        addError(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "cannot read the file")));
        return report;
    }
    return readMeasurementText(text, path, options);
}

Measurement toMeasurement(const MeasurementReport& report)
{
    Measurement m;
    std::string source = formatName(report.format);
    const std::size_t slash = report.file.find_last_of("/\\");
    source += " " + (slash == std::string::npos ? report.file : report.file.substr(slash + 1));
    if (!report.database.empty() || !report.instance.empty())
        source += ", " + report.database + (report.database.empty() || report.instance.empty() ? "" : " ") +
                  (report.instance.empty() ? ""
                   : report.format == MeasurementFormat::AwrGlobalText || report.format == MeasurementFormat::AwrGlobalHtml
                       ? report.instance
                                                                        : "instance " + report.instance);
    if (!report.host.empty())
        source += " on " + report.host;
    if (!report.begin.empty())
        source += ", " + (report.end.empty() ? "started " + report.begin : report.begin + " - " + report.end);
    m.source = source;
    // Every figure whose key is a `measured:` key (the design format's list).
    for (const auto& [key, field] : measurementNumbers()) {
        const Figure* f = report.find(key);
        if (!f)
            continue;
        m.*field = f->value;
        m.origins[key] = describeFigure(*f);
    }
    // core/performance/calibration.cpp: cpu_of vm = the busy share of the workload's own CPUs
    // (its VM's vCPUs, or the `cores` the report counts), host = of the host's cores.
    if (report.find("cpu_pct"))
        m.cpuOf = cpuScope(report) == CpuScope::HypervisorHost ? "host" : "vm";
    return m;
}

CpuScope cpuScope(const MeasurementReport& report)
{
    if (!report.find("cpu_pct"))
        return CpuScope::None;
    if (report.format == MeasurementFormat::EsxtopCsv)
        return report.instance.empty() ? CpuScope::HypervisorHost : CpuScope::VirtualMachine;
    return CpuScope::OperatingSystem;
}

} // namespace topoplan::core
