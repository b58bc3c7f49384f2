// Figures of the Oracle RAC global report (awrgrpt.sql, text): the sum over the instances
// its tables list row by row under an `I#` column. The sections and columns read are those
// of docs/measurements.md ("RAC global report"); no real global report was at hand (formats.md
// has none), so a report laid out otherwise fails with the missing section named rather
// than being misread. Each instance's rows are summed here (not taken from the `Sum` row,
// which is checked against the sum when present).
#include "core/measurements/awrdocument.h"

#include <cmath>

namespace topoplan::core::measurements {

namespace {

constexpr const char* kWhat = "RAC global report";

struct Global {
    const AwrDocument& doc;
    MeasurementReport& report;
    double elapsedS = 0;
    std::map<std::string, std::string> names; ///< I# -> instance name

    static bool isInstance(const AwrRow& r) { return parseNumber(r.label).has_value(); }

    const AwrCell* cell(const AwrRow& r, int index) const
    {
        if (index < 0 || index >= int(r.cells.size()) || trim(r.cells[index].text).empty())
            return nullptr;
        return &r.cells[index];
    }

    std::string instanceName(const AwrRow& r) const
    {
        const auto it = names.find(std::string(trim(r.label)));
        return it == names.end() ? "instance " + r.label : it->second;
    }

    // The sum over the instance rows of column `words` of section `key`; false (and a note)
    // when a row lacks the value. `origin`: the Sum row's cell when there is one, else the
    // first instance's; `derivation`: the terms with their lines.
    bool sum(const char* key, std::initializer_list<std::string_view> words, double& total, FigureOrigin& origin,
             std::string& derivation, std::string_view event = {}) const
    {
        const AwrSection* s = doc.section(key);
        if (!s)
            return false;
        const int col = s->column(words);
        if (col < 0)
            return false;
        const int eventCol = event.empty() ? -1 : s->column({"event"});
        total = 0;
        derivation.clear();
        int n = 0;
        for (const AwrRow& r : s->rows) {
            if (!isInstance(r))
                continue;
            if (eventCol >= 0) {
                const AwrCell* e = cell(r, eventCol);
                if (!e || labelKey(e->text) != labelKey(event))
                    continue;
            }
            const AwrCell* c = cell(r, col);
            const auto v = c ? parseNumber(c->text) : std::nullopt;
            if (!v) {
                report.notes.push_back(std::string(kWhat) + ": '" + s->title + "' " + s->headers[col] + " of " +
                                       instanceName(r) + " (line " + std::to_string(r.line) +
                                       ") is not a number: no sum taken");
                return false;
            }
            if (n == 0)
                origin = {s->title, c->line, c->column, s->headers[col]};
            derivation += (n ? " + " : "") + instanceName(r) + " " + c->text + " (line " + std::to_string(c->line) + ")";
            total += *v;
            ++n;
        }
        if (n == 0)
            return false;
        if (const AwrRow* sumRow = s->row("Sum"); sumRow && eventCol < 0) {
            if (const AwrCell* c = cell(*sumRow, col)) {
                origin = {s->title, c->line, c->column, s->headers[col]};
                if (const auto printed = parseNumber(c->text);
                    printed && std::fabs(*printed - total) > 0.005 * std::fabs(total) + 0.1)
                    addWarning(report, c->line, c->column,
                               findingText(QT_TRANSLATE_NOOP("Finding", "RAC global report: the 'Sum' row prints %1 for '%2', the "
                                                                        "instances add up to %3 (the instances' sum is used)"),
                                           {idArg(c->text), idArg(s->headers[col]), idArg(significant(total, 6))}));
            }
        }
        return true;
    }

    void header();
    void throughput();
    void cpu();
    void io();
    void waits();
};

void Global::header()
{
    const AwrSection* inst = doc.section(awrkey::kGlobalInstances);
    if (!inst || inst->rows.empty()) {
        addError(report, inst ? inst->line : doc.titleLine, 0,
                 findingText(QT_TRANSLATE_NOOP("Finding", "RAC global report: no 'Database Instances Included In Report' table "
                                                          "with rows (expected it after 'Database Summary': I#, Instance, Host, "
                                                          "Begin / End Snap Time, Elapsed Time(min); a truncated report?)")));
        return;
    }
    const int nameCol = inst->column({"instance"}), hostCol = inst->column({"host"}),
              beginCol = inst->column({"begin"}), endCol = inst->column({"end"}), elapsedCol = inst->column({"elapsed"}),
              releaseCol = inst->column({"release"});
    std::string instances, hosts;
    const AwrRow* first = nullptr;
    for (const AwrRow& r : inst->rows) {
        if (!isInstance(r))
            continue;
        const AwrCell* name = cell(r, nameCol);
        names[std::string(trim(r.label))] = name ? name->text : "instance " + r.label;
        instances += (instances.empty() ? "" : ", ") + names[std::string(trim(r.label))];
        if (const AwrCell* h = cell(r, hostCol); h && hosts.find(h->text) == std::string::npos)
            hosts += (hosts.empty() ? "" : ", ") + h->text;
        if (!first)
            first = &r;
    }
    const AwrCell* elapsed = first ? cell(*first, elapsedCol) : nullptr;
    const auto minutes = elapsed ? parseNumber(elapsed->text) : std::nullopt;
    if (!minutes || *minutes <= 0) {
        addError(report, first ? first->line : inst->line, elapsed ? elapsed->column : 0,
                 findingText(QT_TRANSLATE_NOOP("Finding", "RAC global report: no 'Elapsed Time(min)' of the first instance in '%1' "
                                                          "(expected minutes, e.g. 28.02)"),
                             {idArg(inst->title)}));
        return;
    }
    // Every instance reports over the same snapshots; a different elapsed time would make
    // a sum of rates wrong.
    for (const AwrRow& r : inst->rows)
        if (const AwrCell* c = isInstance(r) ? cell(r, elapsedCol) : nullptr)
            if (const auto m = parseNumber(c->text); m && std::fabs(*m - *minutes) > 0.01 * *minutes)
                addWarning(report, c->line, c->column,
                           findingText(QT_TRANSLATE_NOOP("Finding", "RAC global report: %1 covers %2 min, the first instance %3 min "
                                                                    "(the first instance's interval is used for the rates)"),
                                       {idArg(instanceName(r)), idArg(c->text), idArg(elapsed->text)}));
    report.intervalMin = *minutes;
    elapsedS = *minutes * 60.0;
    report.rac = true;
    report.instance = "all " + std::to_string(names.size()) + " instances (" + instances + ")";
    report.host = hosts;
    report.hosts = static_cast<int>(names.size());
    if (const AwrCell* c = cell(*first, beginCol))
        report.begin = c->text;
    if (const AwrCell* c = cell(*first, endCol))
        report.end = c->text;
    if (const AwrCell* c = cell(*first, releaseCol))
        report.version = c->text;
    if (const AwrSection* summary = doc.section(awrkey::kGlobalSummary))
        for (const AwrRow& r : summary->rows)
            if (const AwrCell* c = cell(r, summary->column({"name"})))
                report.database = c->text;
    addFigure(report, "interval_min", "interval", *minutes, "min", {inst->title, elapsed->line, elapsed->column, inst->headers[elapsedCol]});
    double v = 0;
    FigureOrigin o;
    std::string d;
    if (sum(awrkey::kGlobalInstances, {"db time"}, v, o, d))
        addFigure(report, "db_time_min", "DB time (all instances)", v, "min", o, d);
    report.notes.push_back("the RAC global report: every figure is the sum (or the mean weighted by work) over its " +
                           std::to_string(names.size()) + " instances (" + instances + ")");
}

void Global::throughput()
{
    double v = 0;
    FigureOrigin o;
    std::string d;
    if (sum(awrkey::kGlobalPerSecond, {"txns"}, v, o, d))
        addFigure(report, "tps", "transactions (all instances)", v, "1/s", o, d);
    if (sum(awrkey::kGlobalPerSecond, {"user", "calls"}, v, o, d))
        addFigure(report, "user_calls_per_s", "user calls (all instances)", v, "1/s", o, d);
    if (sum(awrkey::kGlobalPerSecond, {"execs"}, v, o, d))
        addFigure(report, "executes_per_s", "executions (all instances)", v, "1/s", o, d);
    if (sum(awrkey::kGlobalTimeModel, {"db cpu"}, v, o, d))
        addFigure(report, "db_cpu_s", "DB CPU (all instances)", v, "s", o, d);
}

void Global::cpu()
{
    double busy = 0, idleS = 0, cpus = 0;
    FigureOrigin ob, oi, oc;
    std::string db, di, dc;
    // Busy and idle seconds summed over all CPUs of all instances: their ratio is the busy
    // share of the cluster's CPUs (V$OSSTAT BUSY_TIME / IDLE_TIME; formats.md 2.9).
    if (sum(awrkey::kGlobalOsStats, {"busy", "time"}, busy, ob, db) && sum(awrkey::kGlobalOsStats, {"idle", "time"}, idleS, oi, di) &&
        busy + idleS > 0)
        addFigure(report, "cpu_pct", "CPU utilization (the OSes of all instances)", busy / (busy + idleS) * 100.0, "%", ob,
                  "Busy Time " + db + " / (Busy Time + Idle Time " + di + ") x 100");
    if (sum(awrkey::kGlobalOsStats, {"num", "cpus"}, cpus, oc, dc))
        addFigure(report, "cores", "CPUs (NUM_CPUS, all instances)", cpus, "count", oc, dc);
    if (sum(awrkey::kGlobalOsStats, {"cores"}, cpus, oc, dc))
        addFigure(report, "host_cores", "CPU cores (all instances)", cpus, "count", oc, dc);
}

void Global::io()
{
    const AwrSection* s = doc.section(awrkey::kGlobalSysStat);
    const int col = s ? s->column({"total"}) : -1;
    const auto total = [&](const char* label) -> std::optional<ActivityTotal> {
        const AwrRow* r = s && col >= 0 ? s->row(label) : nullptr;
        const AwrCell* c = r ? cell(*r, col) : nullptr;
        const auto n = c ? parseNumber(c->text) : std::nullopt;
        if (!n)
            return std::nullopt;
        return ActivityTotal{*n, {s->title, c->line, c->column, r->label}};
    };
    if (!s)
        return; // checkSections() names the missing section
    // The cluster's totals of the statistics the instance reader takes from Instance
    // Activity Stats (all files: data, temp, redo, control, archive).
    addIoTotals(report, elapsedS, total("physical read total IO requests"), total("physical write total IO requests"),
                total("physical read total bytes"), total("physical write total bytes"), "all files, all instances");
    if (!report.find("tps")) {
        if (const auto commits = total("user commits")) {
            const auto rollbacks = total("user rollbacks");
            addFigure(report, "tps", "transactions (user commits + user rollbacks, all instances)",
                      (commits->value + (rollbacks ? rollbacks->value : 0)) / elapsedS, "1/s", commits->origin,
                      "(user commits " + asRead(commits->value, 12) + " + user rollbacks " +
                          asRead(rollbacks ? rollbacks->value : 0, 12) + ") / " + significant(elapsedS, 5) + " s");
        }
    }
}

void Global::waits()
{
    // The mean wait of an event over the cluster: the instances' wait time over their waits
    // (sum of Total(s) / sum of Waits), from the per-instance rows of Top Timed Events.
    const auto mean = [&](std::string_view event, double& ms, FigureOrigin& o, std::string& d) {
        double waits = 0, seconds = 0;
        FigureOrigin ow;
        std::string dw, ds;
        if (!sum(awrkey::kGlobalTopEvents, {"waits"}, waits, ow, dw, event) ||
            !sum(awrkey::kGlobalTopEvents, {"total"}, seconds, o, ds, event) || waits <= 0)
            return false;
        ms = seconds / waits * 1000.0;
        d = "Total(s) " + ds + " / Waits " + dw + " x 1000";
        o.label = std::string(event);
        return true;
    };
    double ms = 0;
    FigureOrigin o;
    std::string d;
    if (mean("db file sequential read", ms, o, d))
        addFigure(report, "read_latency_ms", "single-block read latency (db file sequential read, all instances)", ms, "ms", o, d);
    else
        report.notes.push_back(std::string(kWhat) + ": no per-instance 'db file sequential read' rows in Top Timed Events: "
                                                    "no read latency");
    double sync = 0;
    FigureOrigin os;
    std::string dsync;
    const bool haveSync = mean("log file sync", sync, os, dsync);
    if (haveSync)
        addFigure(report, "log_file_sync_ms", "commit latency (log file sync, all instances)", sync, "ms", os, dsync);
    if (mean("log file parallel write", ms, o, d))
        addFigure(report, "write_latency_ms", "redo write latency (log file parallel write, all instances)", ms, "ms", o, d);
    else if (haveSync)
        addFigure(report, "write_latency_ms", "write latency (log file sync, all instances)", sync, "ms", os,
                  dsync + "; no 'log file parallel write' rows: log file sync, which adds the commit's CPU and "
                          "post/wake-up time to the redo write");
}

} // namespace

void awrGlobalFigures(const AwrDocument& doc, MeasurementReport& report)
{
    Global g{doc, report, 0.0, {}};
    g.header();
    if (!report.ok())
        return;
    g.throughput();
    g.cpu();
    g.io();
    g.waits();
    if (!report.find("tps") && !report.find("iops"))
        report.notes.push_back(std::string(kWhat) + ": no 'System Statistics - Per Second' Txns/s and no 'SysStat "
                                                    "(Global)' I/O requests: no throughput");
    checkSections(doc, report,
                  {{awrkey::kGlobalTimeModel, "Time Model", {"db_cpu_s"}},
                   {awrkey::kGlobalOsStats, "OS Statistics By Instance", {"cpu_pct", "cores", "host_cores"}},
                   {awrkey::kGlobalPerSecond, "System Statistics - Per Second", {"tps", "user_calls_per_s", "executes_per_s"}},
                   {awrkey::kGlobalSysStat, "SysStat (Global)", {"read_iops", "write_iops", "iops", "mb_s", "read_mb_s", "write_mb_s"}},
                   {awrkey::kGlobalTopEvents, "Top Timed Events", {"read_latency_ms", "log_file_sync_ms", "write_latency_ms"}}});
    if (!report.ok())
        return;
    checkIdle(report);
}

} // namespace topoplan::core::measurements
