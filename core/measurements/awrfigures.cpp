// AWR / Statspack figures from the sections of a report (text or HTML alike). Which row
// means what, by version: ../shared/reference/formats.md 2.3-2.10 and 3.1-3.3.
#include "core/measurements/awrdocument.h"

#include <algorithm>
#include <cmath>

namespace topoplan::core::measurements {

std::string labelKey(std::string_view label)
{
    std::string out;
    bool space = false;
    for (const char c : trim(label)) {
        if (c == ' ' || c == '\t') {
            space = true;
            continue;
        }
        if (space && !out.empty())
            out += ' ';
        space = false;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    while (!out.empty() && (out.back() == ':' || out.back() == ' '))
        out.pop_back();
    return out;
}

const AwrRow* AwrSection::row(std::string_view label) const
{
    const std::string key = labelKey(label);
    for (const AwrRow& r : rows)
        if (labelKey(r.label) == key)
            return &r;
    return nullptr;
}

int AwrSection::column(std::initializer_list<std::string_view> words) const
{
    for (std::size_t i = 0; i < headers.size(); ++i) {
        bool all = true;
        for (const std::string_view w : words)
            all = all && containsNoCase(headers[i], w);
        if (all)
            return static_cast<int>(i);
    }
    return -1;
}

const AwrSection* AwrDocument::section(const std::string& key) const
{
    const auto it = sections.find(key);
    return it == sections.end() ? nullptr : &it->second;
}

int AwrDocument::lastLineOf(const AwrSection& s)
{
    int line = s.line;
    for (const AwrRow& r : s.rows)
        line = std::max(line, r.line);
    return line;
}

std::string AwrDocument::lastSectionKey() const
{
    std::string key;
    int line = -1;
    for (const auto& [k, s] : sections)
        if (const int l = lastLineOf(s); l > line) {
            line = l;
            key = k;
        }
    return key;
}

void warnFollowingReports(const AwrDocument& doc, MeasurementReport& report)
{
    if (doc.nextReportLine <= 0)
        return;
    // "DB X instance Y, begin - end": the first report's identity, each part only when known.
    std::vector<FindingText> who;
    if (!report.database.empty())
        who.push_back(findingText(QT_TRANSLATE_NOOP("Finding", "DB %1"), {idArg(report.database)}));
    // A RAC global report's instance is "all N instances (a, b)" (awrglobalfigures.cpp).
    const std::string all = "all ", many = " instances (";
    const std::size_t at = report.instance.find(many);
    if (report.rac && startsWith(report.instance, all) && at != std::string::npos && report.instance.back() == ')')
        who.push_back(findingText(QT_TRANSLATE_NOOP("Finding", "instance all %1 instances (%2)"),
                                  {idArg(report.instance.substr(all.size(), at - all.size())),
                                   idArg(report.instance.substr(at + many.size(), report.instance.size() - at - many.size() - 1))}));
    else if (!report.instance.empty())
        who.push_back(findingText(QT_TRANSLATE_NOOP("Finding", "instance %1"), {idArg(report.instance)}));
    FindingText first;
    if (who.size() == 2)
        first = findingText(QT_TRANSLATE_NOOP("Finding", "%1 %2"), {textArg(who[0]), textArg(who[1])});
    else if (who.size() == 1)
        first = who.front();
    if (!report.begin.empty())
        first = first.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "%1 - %2"), {idArg(report.begin), idArg(report.end)})
                              : findingText(QT_TRANSLATE_NOOP("Finding", "%1, %2 - %3"),
                                            {textArg(first), idArg(report.begin), idArg(report.end)});
    const FindingArg lines = first.empty()
                                 ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "lines %1 - %2"),
                                                       {idArg(std::to_string(doc.titleLine)), idArg(std::to_string(doc.lastLine))}))
                                 : textArg(findingText(QT_TRANSLATE_NOOP("Finding", "lines %1 - %2: %3"),
                                                       {idArg(std::to_string(doc.titleLine)),
                                                        idArg(std::to_string(doc.lastLine)), textArg(first)}));
    addWarning(report, doc.nextReportLine, 1,
               doc.nextReport.empty()
                   ? findingText(QT_TRANSLATE_NOOP("Finding", "another report starts here: the file holds %1 reports one after the "
                                                              "other; the figures are of the first only (%2), the others are not "
                                                              "read: split the file, one report per file (the instance reports of "
                                                              "one RAC database, given together, are summed by import-measurement)"),
                                 {idArg(std::to_string(doc.reportsInFile)), lines})
                   : findingText(QT_TRANSLATE_NOOP("Finding", "another report starts here (%1): the file holds %2 reports one after "
                                                              "the other; the figures are of the first only (%3), the others are "
                                                              "not read: split the file, one report per file (the instance reports "
                                                              "of one RAC database, given together, are summed by "
                                                              "import-measurement)"),
                                 {textArg(doc.nextReport), idArg(std::to_string(doc.reportsInFile)), lines}));
}

namespace {

// Below this many seconds of DB time per elapsed second (average active sessions) a
// report is called idle. Assumed, not sourced: at 0.05 AAS the database works 3 s per
// minute, the Load Profile rounds its rates to 0.0-0.1, and background work (AWR
// snapshots, statistics jobs) is a large share of what was measured; a model calibrated
// from it would extrapolate from noise. Range considered: 0.01-0.1.
constexpr double kIdleActiveSessions = 0.05;

// How far the Load Profile's database-file figures may fall below the I/O they stand in for
// (Reader::checkFallback(), the basis there).
constexpr double kFallbackMaxUnderstatement = 2.0;

struct Reader {
    const AwrDocument& doc;
    MeasurementReport& report;
    double elapsedS = 0;

    FigureOrigin origin(const AwrSection& s, const AwrRow& r, const AwrCell* c) const
    {
        return {s.title, c && c->line ? c->line : r.line, c ? c->column : 0, r.label};
    }

    const AwrCell* cell(const AwrRow& r, int index) const
    {
        if (index < 0 || index >= static_cast<int>(r.cells.size()) || trim(r.cells[index].text).empty())
            return nullptr;
        return &r.cells[index];
    }

    std::optional<double> number(const AwrCell* c, char* suffix = nullptr) const
    {
        return c ? parseNumber(c->text, suffix) : std::nullopt;
    }

    // A row's first value cell as a number, with its origin.
    bool value(const char* sectionKey, std::initializer_list<std::string_view> labels, int index, double& v,
               FigureOrigin& o, char* suffix = nullptr) const
    {
        const AwrSection* s = doc.section(sectionKey);
        if (!s)
            return false;
        for (const std::string_view label : labels) {
            const AwrRow* r = s->row(label);
            if (!r)
                continue;
            const AwrCell* c = cell(*r, index);
            if (const auto n = number(c, suffix)) {
                v = *n;
                o = origin(*s, *r, c);
                return true;
            }
            // Oracle fills a column with '#' when the value does not fit it: the row is there,
            // its value unreadable (not absent, as a fallback's origin would say).
            if (c && c->text.find('#') != std::string::npos) {
                const FigureOrigin where = origin(*s, *r, c);
                const FindingText text = findingText(
                    QT_TRANSLATE_NOOP("Finding", "'%1' in '%2' is '%3', not a number (Oracle prints '#' when a value overflows "
                                                 "its column): not read; a figure from it is taken from another row or "
                                                 "section, or left out"),
                    {idArg(r->label), idArg(s->title), idArg(std::string(trim(c->text)))});
                const std::string message = englishText(text);
                const bool said = std::any_of(report.diagnostics.begin(), report.diagnostics.end(), [&](const Diagnostic& d) {
                    return d.pos.line == where.line && d.message == message;
                });
                if (!said)
                    addWarning(report, where.line, where.column, text);
            }
        }
        return false;
    }

    void header();
    void loadProfile();
    void timeModel();
    void osStats();
    void activity();
    FindingText activityGapText(std::string_view row) const;
    std::string activityGap(std::string_view row) const { return englishText(activityGapText(row)); }
    bool activityCut() const;
    void checkFallback(const std::string& what, const FindingText& noun, double fallback, double rounding,
                       const FindingText& fallbackText, double redo, const FindingText& redoText, const FindingText& gap);
    void waits();
    void cacheSizes();
    void ioStat();
    void idle();
};

// The number a cell starts with ("44.22 (mins)" -> 44.22).
std::optional<double> leadingNumber(std::string_view text)
{
    const std::string_view t = trim(text);
    return parseNumber(t.substr(0, t.find_first_of(" \t(")));
}

FigureOrigin headerOrigin(const AwrCell& c, const std::string& label)
{
    return {"report header", c.line, c.column, label};
}

void Reader::header()
{
    const auto get = [&](const char* k) -> const AwrCell* {
        const auto it = doc.header.find(k);
        return it == doc.header.end() || trim(it->second.text).empty() ? nullptr : &it->second;
    };
    if (const AwrCell* c = get("DB Name"))
        report.database = std::string(trim(c->text));
    if (const AwrCell* c = get("Instance")) {
        report.instance = std::string(trim(c->text));
        if (const AwrCell* n = get("Inst Num"))
            report.instance += " (" + std::string(trim(n->text)) + ")";
    }
    if (const AwrCell* c = get("Host Name"))
        report.host = std::string(trim(c->text));
    if (const AwrCell* c = get("Release"))
        report.version = std::string(trim(c->text));
    if (const AwrCell* c = get("RAC"))
        report.rac = equalsNoCase(trim(c->text), "YES");
    if (const AwrCell* c = get("Begin Time"))
        report.begin = std::string(trim(c->text));
    if (const AwrCell* c = get("End Time"))
        report.end = std::string(trim(c->text));
    if (report.rac) {
        std::string note = "one instance of a RAC database: the figures are instance " + report.instance + "'s";
        if (const AwrCell* c = get("Instances"))
            note += " (the cluster has " + std::string(trim(c->text)) + " instances)";
        report.notes.push_back(note + "; a cluster-wide baseline sums the instances' reports");
    }

    const AwrCell* elapsed = get("Elapsed");
    const auto minutes = elapsed ? leadingNumber(elapsed->text) : std::nullopt;
    if (!minutes || *minutes <= 0) {
        addError(report, elapsed ? elapsed->line : doc.titleLine, elapsed ? elapsed->column : 0, findingText(QT_TRANSLATE_NOOP("Finding", "no usable 'Elapsed:' line in the report header (expected 'Elapsed:  <minutes> (mins)' after "
                             "'End Snap:'; a truncated report?)")));
        return;
    }
    report.intervalMin = *minutes;
    elapsedS = *minutes * 60.0;
    addFigure(report, "interval_min", "interval", *minutes, "min", headerOrigin(*elapsed, "Elapsed"));
    if (const AwrCell* dbTime = get("DB Time")) {
        if (const auto m = leadingNumber(dbTime->text))
            addFigure(report, "db_time_min", "DB time", *m, "min", headerOrigin(*dbTime, "DB Time"));
    }
    if (const AwrCell* c = get("CPUs"))
        if (const auto n = parseNumber(c->text))
            addFigure(report, "host_cpus", "host CPUs (header)", *n, "count", headerOrigin(*c, "CPUs"));
    if (const AwrCell* c = get("Memory"))
        if (const auto n = parseNumber(c->text))
            addFigure(report, "host_memory_gb", "host memory", *n, "GB", headerOrigin(*c, "Memory(GB)"),
                      "as the report prints it (Oracle's GB here is GiB: PHYSICAL_MEMORY_BYTES / 2^30)");
}

void Reader::loadProfile()
{
    const AwrSection* s = doc.section(awrkey::kLoadProfile);
    if (!s || s->rows.empty()) {
        const FindingArg after = doc.statspack ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", "after the report header")))
                                               : textArg(findingText(QT_TRANSLATE_NOOP("Finding", "after the report header and 'Top ADDM Findings'")));
        addError(report, s ? s->line : doc.titleLine, 0,
                 doc.complete ? findingText(QT_TRANSLATE_NOOP("Finding", "no 'Load Profile' section with rows (expected it %1)"), {after})
                              : findingText(QT_TRANSLATE_NOOP("Finding", "no 'Load Profile' section with rows (expected it %1; the "
                                                                         "file ends at line %2 without 'End of Report': a truncated report?)"),
                                            {after, idArg(std::to_string(doc.lastLine))}));
        return;
    }
    struct Row {
        std::initializer_list<std::string_view> labels;
        const char* key;
        const char* name;
        const char* unit;
    };
    // Old (to 11.2.0.3, and Statspack) and new (11.2.0.4+) labels: formats.md 2.3, 3.2.
    const Row rows[] = {
        {{"DB Time(s)"}, "db_time_s_per_s", "DB time (average active sessions)", "s/s"},
        {{"DB CPU(s)"}, "db_cpu_s_per_s", "DB CPU", "s/s"},
        {{"Redo size (bytes)", "Redo size"}, "redo_bytes_per_s", "redo size", "bytes/s"},
        {{"Logical read (blocks)", "Logical reads"}, "logical_reads_per_s", "logical reads (blocks)", "1/s"},
        {{"Physical read (blocks)", "Physical reads"}, "physical_read_blocks_per_s", "physical reads (blocks)", "1/s"},
        {{"Physical write (blocks)", "Physical writes"}, "physical_write_blocks_per_s", "physical writes (blocks)", "1/s"},
        {{"Read IO requests"}, "db_read_requests_per_s", "read requests (database files)", "1/s"},
        {{"Write IO requests"}, "db_write_requests_per_s", "write requests (database files)", "1/s"},
        {{"Read IO (MB)"}, "db_read_mib_per_s", "read MiB/s (database files)", "MiB/s"},
        {{"Write IO (MB)"}, "db_write_mib_per_s", "write MiB/s (database files)", "MiB/s"},
        {{"User calls"}, "user_calls_per_s", "user calls", "1/s"},
        {{"Executes (SQL)", "Executes"}, "executes_per_s", "executions", "1/s"},
        {{"Transactions"}, "load_profile_tps", "transactions (Load Profile)", "1/s"},
    };
    for (const Row& r : rows) {
        double v = 0;
        FigureOrigin o;
        if (value(awrkey::kLoadProfile, r.labels, 0, v, o))
            addFigure(report, r.key, r.name, v, r.unit, o);
    }
    if (s->row("Physical reads") && !s->row("Read IO requests"))
        report.notes.push_back("this report prints 'Physical reads' (the format before 11.2.0.4 and Statspack's): "
                               "database blocks, not I/O requests; read and write requests come from Instance "
                               "Activity Stats ('physical read total IO requests')");
}

void Reader::timeModel()
{
    double v = 0;
    FigureOrigin o;
    if (value(awrkey::kTimeModel, {"DB CPU"}, 0, v, o))
        addFigure(report, "db_cpu_s", "DB CPU (Time Model)", v, "s", o);
    if (value(awrkey::kTimeModel, {"background cpu time"}, 0, v, o))
        addFigure(report, "background_cpu_s", "background CPU (Time Model)", v, "s", o);
}

void Reader::osStats()
{
    double busy = 0, idleTicks = 0, cpus = 0;
    FigureOrigin ob, oi, oc;
    const bool haveBusy = value(awrkey::kOsStats, {"BUSY_TIME"}, 0, busy, ob);
    const bool haveIdle = value(awrkey::kOsStats, {"IDLE_TIME"}, 0, idleTicks, oi);
    if (haveBusy && haveIdle && busy + idleTicks > 0) {
        // V$OSSTAT *_TIME: centiseconds summed over all CPUs (Oracle Database Reference,
        // V$OSSTAT); busy share = BUSY / (BUSY + IDLE) (formats.md 2.9).
        addFigure(report, "cpu_pct", "CPU utilization of the OS the instance ran in", busy / (busy + idleTicks) * 100.0, "%", ob,
                  "BUSY_TIME " + asRead(busy) + " / (BUSY_TIME + IDLE_TIME " + asRead(idleTicks) +
                      ") x 100, line " + std::to_string(oi.line));
    }
    if (value(awrkey::kOsStats, {"NUM_CPUS"}, 0, cpus, oc))
        addFigure(report, "cores", "CPUs of that OS (NUM_CPUS)", cpus, "count", oc);
    if (value(awrkey::kOsStats, {"NUM_CPU_CORES"}, 0, cpus, oc))
        addFigure(report, "host_cores", "host cores (NUM_CPU_CORES)", cpus, "count", oc);
    if (value(awrkey::kOsStats, {"PHYSICAL_MEMORY_BYTES"}, 0, cpus, oc))
        addFigure(report, "host_memory_gib", "host memory (PHYSICAL_MEMORY_BYTES)", cpus / 1073741824.0, "GiB", oc,
                  "bytes / 2^30");
}

// Why a row of Instance Activity Stats was not read: the section is absent, cut short (the
// file ends inside it, no 'End of Report'), or it lacks the row.
FindingText Reader::activityGapText(std::string_view row) const
{
    const AwrSection* s = doc.section(awrkey::kInstanceActivity);
    if (!s)
        return findingText(QT_TRANSLATE_NOOP("Finding", "no 'Instance Activity Stats' section"));
    if (activityCut())
        return findingText(QT_TRANSLATE_NOOP("Finding", "no '%1' in 'Instance Activity Stats', which the file cuts short at line %2"),
                           {idArg(std::string(row)), idArg(std::to_string(doc.lastLine))});
    return findingText(QT_TRANSLATE_NOOP("Finding", "no '%1' in 'Instance Activity Stats'"), {idArg(std::string(row))});
}

bool Reader::activityCut() const
{
    return !doc.complete && doc.section(awrkey::kInstanceActivity) &&
           doc.lastSectionKey() == awrkey::kInstanceActivity;
}

// The Load Profile's database-file figures stand in for Instance Activity's all-file totals
// only when they are not far below what the report shows of the I/O they leave out (redo):
// `what` would be `fallback`, the redo alone is `redo`. Refused (an error) when the redo is
// more than (kFallbackMaxUnderstatement - 1) x the fallback (plus its rounding): the fallback would understate
// the storage's load by more than that factor. The factor is assumed, not sourced: a
// measured baseline claims +-10 % (kDefaultMeasurementUncertaintyPct); a fallback missing
// half the requests would put the model's I/Os per transaction off by 2x, and a smaller
// bound would refuse reports where redo is a fair share of the I/O (range considered
// 1.5-4). TK.txt cut inside Instance Activity Stats: 15.9 database-file write requests/s
// against 1,680 redo writes/s (log file parallel write, line 288) and 1,697 write requests
// of all files (line 1930).
void Reader::checkFallback(const std::string& what, const FindingText& noun, double fallback, double rounding,
                           const FindingText& fallbackText, double redo, const FindingText& redoText, const FindingText& gap)
{
    // The Load Profile prints 1 decimal: the fallback may be up to `rounding` more than printed.
    if (redo <= (kFallbackMaxUnderstatement - 1.0) * (fallback + rounding))
        return;
    const std::string share = significant(100.0 * redo / (fallback + redo), 2);
    const FindingArg factor =
        fallback > 0 ? textArg(findingText(QT_TRANSLATE_NOOP("Finding", " (it is %1 times too small; assumed plausible: up to %2 times)"),
                                           {idArg(significant((fallback + redo) / fallback, 3)),
                                            idArg(significant(kFallbackMaxUnderstatement))}))
                     : idArg("");
    addError(report, doc.lastLine, 0,
             findingText(QT_TRANSLATE_NOOP("Finding", "%1 would be the Load Profile's %2, of database files only, as there is %3; but "
                                                      "%4: the Load Profile figure leaves out %5 % of the %6%7: not a measure of the "
                                                      "storage's load (expected the whole report, with 'Instance Activity Stats' and "
                                                      "its 'physical read/write total' rows)"),
                         {idArg(what), textArg(fallbackText), textArg(gap), textArg(redoText), idArg(share), textArg(noun), factor}));
}

void Reader::activity()
{
    if (elapsedS <= 0)
        return;
    const std::string per = " / " + significant(elapsedS, 5) + " s";
    double commits = 0, rollbacks = 0;
    FigureOrigin oc, orb;
    const bool haveCommits = value(awrkey::kInstanceActivity, {"user commits"}, 0, commits, oc);
    const bool haveRollbacks = value(awrkey::kInstanceActivity, {"user rollbacks"}, 0, rollbacks, orb);
    if (haveCommits) {
        // Transactions = user commits + user rollbacks (formats.md 2.3, checked against
        // the Load Profile of AWR1page QS02FNT).
        addFigure(report, "tps", "transactions (user commits + user rollbacks)",
                  (commits + (haveRollbacks ? rollbacks : 0)) / elapsedS, "1/s", oc,
                  "(user commits " + asRead(commits, 10) +
                      (haveRollbacks ? " + user rollbacks " + asRead(rollbacks, 10) + ", line " +
                                           std::to_string(orb.line)
                                     : std::string(" (no user rollbacks row)")) +
                      ")" + per);
    } else if (const Figure* f = report.find("load_profile_tps"); f && f->value <= 0) {
        report.notes.push_back(activityGap("user commits") + ", and the Load Profile prints " + asRead(f->value, 4) +
                               " transactions/s (line " + std::to_string(f->origin.line) +
                               ": under 0.05, rounded to 1 decimal): no tps");
    } else if (f) {
        // The same quantity (commits + rollbacks per second), rounded to 1 decimal: no mix.
        const Figure lp = *f;
        addFigure(report, "tps", "transactions (Load Profile, as there is " + activityGap("user commits") + ")", lp.value,
                  "1/s", lp.origin, "the Load Profile's rate, rounded to 1 decimal");
    }

    const auto total = [&](std::string_view label) -> std::optional<ActivityTotal> {
        ActivityTotal t;
        if (!value(awrkey::kInstanceActivity, {label}, 0, t.value, t.origin))
            return std::nullopt;
        return t;
    };
    std::optional<ActivityTotal> reads = total("physical read total IO requests"),
                                 writes = total("physical write total IO requests"),
                                 readBytes = total("physical read total bytes"),
                                 writeBytes = total("physical write total bytes");
    // Copies: addFigure() grows report.figures, which would leave pointers into it dangling.
    const auto copy = [&](const char* key) {
        const Figure* f = report.find(key);
        return f ? std::optional<Figure>(*f) : std::nullopt;
    };
    const std::optional<Figure> rp = copy("db_read_requests_per_s"), wp = copy("db_write_requests_per_s");
    const std::optional<Figure> rm = copy("db_read_mib_per_s"), wm = copy("db_write_mib_per_s");
    // One source per group of figures: the request rates (read_iops, write_iops, iops) all
    // from Instance Activity's totals of all files, or all from the Load Profile's database
    // files; mb_s likewise. A cut section can hold the read total and lose the write total
    // (the rows are in name order): its one total is then left out, not mixed with the other
    // source's.
    const auto dropped = [&](const std::optional<ActivityTotal>& t, const char* label, const char* instead) {
        if (t)
            report.notes.push_back(std::string(label) + " " + asRead(t->value, 12) + " (line " +
                                   std::to_string(t->origin.line) + ") not used: " + instead +
                                   " come from the Load Profile, not mixed with one total of Instance Activity Stats");
    };
    // Both totals of a pair, else (with the Load Profile's pair at hand) neither: true then.
    const auto fallBack = [&](std::optional<ActivityTotal>& a, std::optional<ActivityTotal>& b, const char* what,
                              const char* instead, bool lpHasThem) {
        if ((a && b) || !lpHasThem)
            return false;
        dropped(a, ("physical read total " + std::string(what)).c_str(), instead);
        dropped(b, ("physical write total " + std::string(what)).c_str(), instead);
        a.reset();
        b.reset();
        return true;
    };
    const bool requestsFallback = fallBack(reads, writes, "IO requests", "read_iops, write_iops and iops", rp && wp);
    const bool bytesFallback = fallBack(readBytes, writeBytes, "bytes", "mb_s", rm && wm);
    if (requestsFallback) {
        const std::string gap = activityGap("physical read/write total IO requests");
        addFigure(report, "read_iops", "read requests (database files, Load Profile, as there is " + gap + ")",
                  rp->value, "1/s", rp->origin);
        addFigure(report, "write_iops", "write requests (database files, Load Profile, as there is " + gap + ")",
                  wp->value, "1/s", wp->origin);
        addFigure(report, "iops", "I/O requests (database files, Load Profile, as there is " + gap + ")",
                  rp->value + wp->value, "1/s", rp->origin, "Read IO requests + Write IO requests");
        report.notes.push_back(gap + ": I/O requests are the Load Profile's (database files only, no redo or control "
                               "file)");
    }
    addIoTotals(report, elapsedS, reads, writes, readBytes, writeBytes, "all files");
    if (bytesFallback) {
        const std::string gap = activityGap("physical read/write total bytes");
        addFigure(report, "mb_s", "MB/s (database files, Load Profile, as there is " + gap + ")",
                  (rm->value + wm->value) * 1.048576, "MB/s", rm->origin,
                  "(Read IO (MB) + Write IO (MB)) x 1.048576 (the report's MB is MiB)");
        addFigure(report, "read_mb_s", "MB/s read (database files, Load Profile, as there is " + gap + ")",
                  rm->value * 1.048576, "MB/s", rm->origin, "Read IO (MB) x 1.048576 (the report's MB is MiB)");
        addFigure(report, "write_mb_s", "MB/s written (database files, Load Profile, as there is " + gap + ")",
                  wm->value * 1.048576, "MB/s", wm->origin, "Write IO (MB) x 1.048576 (the report's MB is MiB)");
    }

    // The fallbacks against the redo they leave out.
    if (requestsFallback) {
        double waits = 0;
        FigureOrigin ow;
        const AwrSection* bg = doc.section(awrkey::kBackgroundWaits);
        char suffix = 0;
        if (bg && value(awrkey::kBackgroundWaits, {"log file parallel write"}, bg->column({"waits"}), waits, ow, &suffix)) {
            const double redo = waits * suffixScale(suffix, false) / elapsedS;
            checkFallback("write_iops", findingText(QT_TRANSLATE_NOOP("Finding", "write requests")), wp->value, 0.05,
                          findingText(QT_TRANSLATE_NOOP("Finding", "%1 write requests/s (line %2)"),
                                      {idArg(asRead(wp->value, 4)), idArg(std::to_string(wp->origin.line))}),
                          redo,
                          findingText(QT_TRANSLATE_NOOP("Finding", "'%1' log file parallel write counts %2 redo writes/s (%3 waits%4, line %5)"),
                                      {idArg(bg->title), idArg(significant(redo, 4)),
                                       idArg(asRead(waits * suffixScale(suffix, false), 10)), idArg(per),
                                       idArg(std::to_string(ow.line))}),
                          activityGapText("physical write total IO requests"));
        } else {
            report.notes.push_back("the Load Profile's write requests could not be checked against the redo writes (no "
                                   "'log file parallel write' in Background Wait Events)");
        }
    }
    if (bytesFallback)
        if (const std::optional<Figure> redo = copy("redo_bytes_per_s")) {
            const double mb = (rm->value + wm->value) * 1.048576;
            checkFallback("mb_s", findingText(QT_TRANSLATE_NOOP("Finding", "bytes")), mb, 2 * 0.05 * 1.048576,
                          findingText(QT_TRANSLATE_NOOP("Finding", "%1 MB/s ((Read IO (MB) %2 + Write IO (MB) %3) x 1.048576, lines %4, %5)"),
                                      {idArg(significant(mb, 4)), idArg(asRead(rm->value, 6)), idArg(asRead(wm->value, 6)),
                                       idArg(std::to_string(rm->origin.line)), idArg(std::to_string(wm->origin.line))}),
                          redo->value / 1e6,
                          findingText(QT_TRANSLATE_NOOP("Finding", "the Load Profile's redo size alone is %1 MB/s (line %2)"),
                                      {idArg(significant(redo->value / 1e6, 4)), idArg(std::to_string(redo->origin.line))}),
                          activityGapText("physical write total bytes"));
        }
}

void Reader::waits()
{
    // Avg wait of an event: the first header with "avg" (Top events: "Wait Avg(ms)" 11.2.0.4-12.1,
    // "Avg Wait" with unit suffixes in 19c, "Avg wait (ms)" 11.2.0.3 and Statspack;
    // wait-event tables: "Avg wait (ms)"), else the one with "(ms)"; formats.md 2.5, 3.3.
    const auto avgWait = [&](const char* key, std::string_view event, double& ms, FigureOrigin& o) {
        const AwrSection* s = doc.section(key);
        if (!s)
            return false;
        const AwrRow* r = s->row(event);
        int col = s->column({"avg"});
        if (col < 0)
            col = s->column({"(ms)"}); // Statspack Top 5: "Avg" stands on the title line

        if (!r || col < 0)
            return false;
        const AwrCell* c = cell(*r, col);
        if (!c)
            return false;
        const auto v = parseDurationMs(c->text);
        if (!v)
            return false;
        ms = *v;
        o = origin(*s, *r, c);
        return true;
    };
    double ms = 0;
    FigureOrigin o;
    if (avgWait(awrkey::kTopEvents, "db file sequential read", ms, o) ||
        avgWait(awrkey::kForegroundWaits, "db file sequential read", ms, o))
        addFigure(report, "read_latency_ms", "single-block read latency (db file sequential read, avg wait)", ms,
                  "ms", o);
    else
        report.notes.push_back("no 'db file sequential read' wait in the top or foreground events: no read latency");
    double sync = 0;
    FigureOrigin os;
    const bool haveSync = avgWait(awrkey::kTopEvents, "log file sync", sync, os) ||
                          avgWait(awrkey::kForegroundWaits, "log file sync", sync, os);
    if (haveSync)
        addFigure(report, "log_file_sync_ms", "commit latency (log file sync, avg wait)", sync, "ms", os);
    if (avgWait(awrkey::kBackgroundWaits, "log file parallel write", ms, o) ||
        avgWait(awrkey::kTopEvents, "log file parallel write", ms, o))
        addFigure(report, "write_latency_ms", "redo write latency (log file parallel write, avg wait)", ms, "ms", o);
    else if (haveSync) {
        addFigure(report, "write_latency_ms", "write latency (log file sync, avg wait)", sync, "ms", os,
                  "no 'log file parallel write' in Background Wait Events: log file sync, which adds the commit's "
                  "CPU and post/wake-up time to the redo write");
    }
}

void Reader::cacheSizes()
{
    double v = 0;
    FigureOrigin o;
    char suffix = 0;
    // Cache Sizes: M = MiB, K = KiB (formats.md 2.7).
    if (value(awrkey::kCacheSizes, {"Buffer Cache"}, 0, v, o, &suffix))
        addFigure(report, "buffer_cache_mib", "buffer cache", v * suffixScale(suffix, true) / 1048576.0, "MiB", o);
    if (value(awrkey::kCacheSizes, {"Shared Pool Size", "Shared Pool"}, 0, v, o, &suffix))
        addFigure(report, "shared_pool_mib", "shared pool", v * suffixScale(suffix, true) / 1048576.0, "MiB", o);
    if (value(awrkey::kCacheSizes, {"Std Block Size"}, 0, v, o, &suffix))
        addFigure(report, "block_size_kib", "standard block size", v * suffixScale(suffix, true) / 1024.0, "KiB", o);
}

void Reader::ioStat()
{
    const AwrSection* s = doc.section(awrkey::kIoStatFunction);
    if (!s)
        return;
    const AwrRow* total = s->row("TOTAL");
    if (!total)
        return;
    // Columns: Reads Data, Reqs per sec, Data per sec, Writes Data, Reqs per sec, Data per
    // sec, Waits Count, Avg Tm(ms); request counts in decimal multiples (the report's own
    // header note; formats.md 2.10).
    const auto reqs = [&](int index, const char* key, const char* name) {
        char suffix = 0;
        const AwrCell* c = cell(*total, index);
        if (const auto v = number(c, &suffix))
            addFigure(report, key, name, *v * suffixScale(suffix, false), "1/s", origin(*s, *total, c));
    };
    reqs(1, "iostat_read_requests_per_s", "read requests (IOStat by Function, TOTAL)");
    reqs(4, "iostat_write_requests_per_s", "write requests (IOStat by Function, TOTAL)");
}

void Reader::idle()
{
    checkIdle(report);
}

} // namespace

void checkSections(const AwrDocument& doc, MeasurementReport& report, std::initializer_list<ExpectedSection> expected)
{
    // "it ends at line N without 'End of Report'", as every message of a truncated file says it.
    const std::string lastLine = std::to_string(doc.lastLine);
    // A section's figures a baseline takes (`measured:` keys) that the truncation leaves absent or
    // takes from another section: only these make the report truncated for an import (a missing
    // IOStat by Function, a cross-check, is a warning and no more).
    const auto baseline = [](const char* key) {
        const auto& keys = measurementNumbers();
        return std::any_of(keys.begin(), keys.end(), [&](const auto& k) { return std::string_view(k.first) == key; });
    };
    std::vector<std::string> needed; // "'Instance Activity Stats': tps, ... from another section"
    std::vector<std::string> missing;
    const std::size_t warned = report.diagnostics.size();
    for (const ExpectedSection& e : expected) {
        if (doc.section(e.key))
            continue;
        missing.push_back(std::string("'") + e.title + "'");
        std::string absent, elsewhere, neededAbsent, neededElsewhere;
        for (const char* key : e.figures) {
            const bool there = report.find(key) != nullptr;
            std::string& list = there ? elsewhere : absent;
            list += (list.empty() ? "" : ", ") + std::string(key);
            if (baseline(key)) {
                std::string& n = there ? neededElsewhere : neededAbsent;
                n += (n.empty() ? "" : ", ") + std::string(key);
            }
        }
        FindingText message =
            doc.complete ? findingText(QT_TRANSLATE_NOOP("Finding", "no '%1' section"), {idArg(e.title)})
                         : findingText(QT_TRANSLATE_NOOP("Finding", "no '%1' section (the file ends at line %2 without 'End of "
                                                                    "Report': a truncated report?)"),
                                       {idArg(e.title), idArg(lastLine)});
        if (!absent.empty())
            message = findingText(QT_TRANSLATE_NOOP("Finding", "%1: no %2"), {textArg(std::move(message)), idArg(absent)});
        if (!elsewhere.empty())
            message = absent.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "%1: %2 from another section instead (see their origins)"),
                                                   {textArg(std::move(message)), idArg(elsewhere)})
                                     : findingText(QT_TRANSLATE_NOOP("Finding", "%1; %2 from another section instead (see their origins)"),
                                                   {textArg(std::move(message)), idArg(elsewhere)});
        if (doc.complete) {
            report.notes.push_back(englishText(message));
            continue;
        }
        if (neededAbsent.empty() && neededElsewhere.empty())
            message = findingText(QT_TRANSLATE_NOOP("Finding", "%1; the baseline takes none of its figures (imported with this warning)"),
                                  {textArg(std::move(message))});
        addWarning(report, doc.lastLine, 0, std::move(message));
        if (!neededAbsent.empty() || !neededElsewhere.empty())
            needed.push_back("'" + std::string(e.title) + "' missing: " +
                             (neededAbsent.empty() ? std::string() : "no " + neededAbsent) +
                             (neededAbsent.empty() || neededElsewhere.empty() ? "" : "; ") +
                             (neededElsewhere.empty() ? std::string() : neededElsewhere + " from another section"));
    }
    // The section the file ends in: cut short when figures it gives in a whole report are
    // absent or were taken from another section.
    std::string cutInside;
    if (!doc.complete)
        for (const ExpectedSection& e : expected) {
            const AwrSection* s = doc.section(e.key);
            if (!s || doc.lastSectionKey() != e.key)
                continue;
            std::string absent, neededKeys;
            std::vector<std::pair<std::string, std::string>> bySection; // section, its figures
            for (const char* key : e.figures) {
                const Figure* f = report.find(key);
                if (f && f->origin.section == s->title)
                    continue;
                if (baseline(key))
                    neededKeys += (neededKeys.empty() ? "" : ", ") + std::string(key) + (f ? " from '" + f->origin.section + "'" : std::string(" absent"));
                if (!f) {
                    absent += (absent.empty() ? "" : ", ") + std::string(key);
                    continue;
                }
                auto it = std::find_if(bySection.begin(), bySection.end(),
                                       [&](const auto& p) { return p.first == f->origin.section; });
                if (it == bySection.end())
                    it = bySection.insert(bySection.end(), {f->origin.section, ""});
                it->second += (it->second.empty() ? "" : ", ") + std::string(key);
            }
            FindingText elsewhere;
            for (const auto& [section, keys] : bySection) {
                FindingText one = findingText(QT_TRANSLATE_NOOP("Finding", "%1 from '%2'"), {idArg(keys), idArg(section)});
                elsewhere = elsewhere.empty() ? std::move(one)
                                              : findingText(QT_TRANSLATE_NOOP("Finding", "%1; %2"), {textArg(std::move(elsewhere)), textArg(std::move(one))});
            }
            if (absent.empty() && elsewhere.empty())
                continue;
            FindingText message = findingText(QT_TRANSLATE_NOOP("Finding", "'%1' (line %2) is cut short: it stops at line %3, the file at "
                                                                           "line %4 without 'End of Report' (a truncated report?)"),
                                              {idArg(s->title), idArg(std::to_string(s->line)),
                                               idArg(std::to_string(AwrDocument::lastLineOf(*s))), idArg(lastLine)});
            if (!absent.empty())
                message = findingText(QT_TRANSLATE_NOOP("Finding", "%1; not in what was read: %2"), {textArg(std::move(message)), idArg(absent)});
            if (!elsewhere.empty())
                message = findingText(QT_TRANSLATE_NOOP("Finding", "%1; %2 instead (see their origins)"),
                                      {textArg(std::move(message)), textArg(std::move(elsewhere))});
            if (neededKeys.empty())
                message = findingText(QT_TRANSLATE_NOOP("Finding", "%1; the baseline takes none of these figures (imported with this warning)"),
                                      {textArg(std::move(message))});
            addWarning(report, AwrDocument::lastLineOf(*s), 0, std::move(message));
            if (!neededKeys.empty()) {
                cutInside = " inside '" + s->title + "'";
                needed.insert(needed.begin(), "'" + s->title + "' cut short: " + neededKeys);
            }
        }
    if (!doc.complete && !needed.empty()) {
        std::string what;
        for (const std::string& n : needed)
            what += (what.empty() ? "" : "; ") + n;
        report.truncated = "it ends at line " + lastLine + cutInside + " without 'End of Report'; baseline figures: " + what;
    }
    // Cut after the last section a figure comes from: nothing is lost, but the file is not
    // the whole report, and a user should know (a copy cut short, a mail attachment limit).
    if (!doc.complete && report.diagnostics.size() == warned)
        addWarning(report, doc.lastLine, 0,
                   findingText(QT_TRANSLATE_NOOP("Finding", "the file ends at line %1 without 'End of Report': a truncated report? Every "
                                                            "section the figures come from is whole (imported with this warning; the "
                                                            "whole report ends with 'End of Report')"),
                               {idArg(lastLine)}));
    if (doc.complete || missing.empty())
        return;
    std::string sections;
    for (const std::string& m : missing)
        sections += (sections.empty() ? "" : ", ") + m;
    if (!report.find("tps") && !report.find("iops") && !report.find("read_iops") && !report.find("write_iops"))
        addError(report, doc.lastLine, 0,
                 findingText(QT_TRANSLATE_NOOP("Finding", "a truncated report (it ends at line %1 without 'End of Report', missing %2) "
                                                          "with no throughput left in what was read (no transactions/s, no I/O "
                                                          "requests/s): nothing to calibrate from (expected the whole report)"),
                             {idArg(lastLine), idArg(sections)}));
}

bool addIoTotals(MeasurementReport& report, double elapsedS, const std::optional<ActivityTotal>& reads,
                 const std::optional<ActivityTotal>& writes, const std::optional<ActivityTotal>& readBytes,
                 const std::optional<ActivityTotal>& writeBytes, const std::string& scope)
{
    if (elapsedS <= 0)
        return false;
    const std::string per = " / " + significant(elapsedS, 5) + " s";
    if (reads)
        addFigure(report, "read_iops", "read requests (" + scope + ")", reads->value / elapsedS, "1/s", reads->origin,
                  "physical read total IO requests " + asRead(reads->value, 12) + per);
    if (writes)
        addFigure(report, "write_iops", "write requests (" + scope + ")", writes->value / elapsedS, "1/s",
                  writes->origin, "physical write total IO requests " + asRead(writes->value, 12) + per);
    if (reads && writes)
        addFigure(report, "iops", "I/O requests (" + scope + ")", (reads->value + writes->value) / elapsedS, "1/s",
                  reads->origin,
                  "read_iops + write_iops (lines " + std::to_string(reads->origin.line) + ", " +
                      std::to_string(writes->origin.line) + ")");
    if (readBytes && writeBytes) {
        addFigure(report, "mb_s", "MB/s read + written (" + scope + ")",
                  (readBytes->value + writeBytes->value) / elapsedS / 1e6, "MB/s", readBytes->origin,
                  "(physical read total bytes " + asRead(readBytes->value, 15) + " + physical write total bytes " +
                      asRead(writeBytes->value, 15) + ", line " + std::to_string(writeBytes->origin.line) + ")" +
                      per + " / 10^6");
        // Apart as well: the mean read and write requests are bytes / requests of each.
        addFigure(report, "read_mb_s", "MB/s read (" + scope + ")", readBytes->value / elapsedS / 1e6, "MB/s",
                  readBytes->origin, "physical read total bytes " + asRead(readBytes->value, 15) + per + " / 10^6");
        addFigure(report, "write_mb_s", "MB/s written (" + scope + ")", writeBytes->value / elapsedS / 1e6, "MB/s",
                  writeBytes->origin, "physical write total bytes " + asRead(writeBytes->value, 15) + per + " / 10^6");
        return true;
    }
    return false;
}

void checkIdle(MeasurementReport& report)
{
    const Figure* dbTime = report.find("db_time_min");
    const double aas = dbTime && report.intervalMin && *report.intervalMin > 0 ? dbTime->value / *report.intervalMin
                       : report.find("db_time_s_per_s") ? report.find("db_time_s_per_s")->value
                                                        : -1;
    if (aas >= 0 && aas < kIdleActiveSessions) {
        report.idle = true;
        addWarning(report, dbTime ? dbTime->origin.line : 0, dbTime ? dbTime->origin.column : 0,
                   findingText(QT_TRANSLATE_NOOP("Finding", "an idle database: %1 s of DB time per second (average active sessions) is "
                                                            "below %2; figures this small are mostly background work and rounding, "
                                                            "too small to calibrate a model from (take a report of a busy interval)"),
                               {idArg(significant(aas, 2)), idArg(significant(kIdleActiveSessions))}));
    }
}

void awrFigures(const AwrDocument& doc, MeasurementReport& report)
{
    Reader r{doc, report};
    r.header();
    if (!report.ok())
        return;
    r.loadProfile();
    if (!report.ok())
        return;
    r.timeModel();
    r.osStats();
    r.activity();
    r.waits();
    r.cacheSizes();
    r.ioStat();
    if (!report.find("cpu_pct") && doc.section(awrkey::kOsStats))
        report.notes.push_back("no BUSY_TIME / IDLE_TIME in Operating System Statistics: no CPU utilization");
    // The sections the figures come from (formats.md 2.3-2.10, 3.2-3.3); IOStat by Function
    // (11g+) only cross-checks, and Statspack 11g prints it only at level 7+.
    if (doc.statspack)
        checkSections(doc, report,
                      {{awrkey::kCacheSizes, "Cache Sizes", {"buffer_cache_mib", "shared_pool_mib", "block_size_kib"}},
                       {awrkey::kTopEvents, "Top 5 Timed Events", {"read_latency_ms", "log_file_sync_ms"}},
                       {awrkey::kOsStats, "OS Statistics", {"cpu_pct", "cores"}},
                       {awrkey::kBackgroundWaits, "Background Wait Events", {"write_latency_ms"}},
                       {awrkey::kInstanceActivity, "Instance Activity Stats", {"tps", "read_iops", "write_iops", "iops", "mb_s", "read_mb_s", "write_mb_s"}}});
    else
        checkSections(doc, report,
                      {{awrkey::kCacheSizes, "Cache Sizes", {"buffer_cache_mib", "shared_pool_mib", "block_size_kib"}},
                       {awrkey::kTopEvents, "Top 10 Foreground Events by Total Wait Time", {"read_latency_ms", "log_file_sync_ms"}},
                       {awrkey::kTimeModel, "Time Model Statistics", {"db_cpu_s", "background_cpu_s"}},
                       {awrkey::kOsStats, "Operating System Statistics", {"cpu_pct", "cores"}},
                       {awrkey::kBackgroundWaits, "Background Wait Events", {"write_latency_ms"}},
                       {awrkey::kInstanceActivity, "Instance Activity Stats", {"tps", "read_iops", "write_iops", "iops", "mb_s", "read_mb_s", "write_mb_s"}},
                       {awrkey::kIoStatFunction, "IOStat by Function summary",
                        {"iostat_read_requests_per_s", "iostat_write_requests_per_s"}}});
    if (!report.ok())
        return;
    r.idle();
}

} // namespace topoplan::core::measurements
