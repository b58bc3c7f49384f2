// HammerDB logs (hammerdb.log, the CLI's output, `jobs <id> result`): the result line in
// the v4+ wording "TEST RESULT : System achieved N NOPM from M <DB> TPM" and the v2-v3
// (and first_result=TPM) wording "... M <DB> TPM at N NOPM", the virtual users ("N Active
// Virtual Users configured", or "N VU * M AC = K Active Sessions configured") and the
// timed period ("Timing test period of N in minutes"); ../shared/reference/formats.md 6.
// The log is appended to run after run: the last result is taken, and the others named.
#include "core/measurements/readersupport.h"

#include <regex>

namespace topoplan::core::measurements {

namespace {

struct Run {
    int resultLine = 0, resultColumn = 0;
    double nopm = 0, tpm = 0;
    std::string engine;
    int usersLine = 0, usersColumn = 0;
    double users = -1;      // active sessions: the model's concurrency
    double virtualUsers = -1; // asynchronous clients: the virtual users, each with `connections`
    double connections = -1;
    int virtualUsersColumn = 0;
    int minutesLine = 0, minutesColumn = 0;
    double minutes = -1;
    std::string started; // the last "Hammerdb Log @" time before the result
};

// Line numbers as listed() joins them ("line 6, line 12 and 2 more"), each "line N" a
// template, so that the German reads "Zeile 6".
FindingArg linesArg(const std::vector<int>& lines, std::size_t shown = 6)
{
    std::vector<FindingText> items;
    for (std::size_t i = 0; i < lines.size() && i < shown; ++i)
        items.push_back(findingText(QT_TRANSLATE_NOOP("Finding", "line %1"), {idArg(std::to_string(lines[i]))}));
    FindingText out = joinedTexts(std::move(items));
    if (lines.size() > shown)
        out = findingTextN("%1 and %n more", QT_TRANSLATE_N_NOOP("Finding", "%1 and %n more"),
                           static_cast<long long>(lines.size() - shown), {textArg(std::move(out))});
    return textArg(std::move(out));
}

} // namespace

void readHammerdb(const Lines& lines, MeasurementReport& report)
{
    if (lines.mixed)
        addWarning(report, 0, 0, findingText(QT_TRANSLATE_NOOP("Finding", "mixed line endings (LF, CRLF or CR in one file; read line by line all the same)")));
    static const std::regex newer(R"(TEST RESULT : System achieved (\d+) NOPM from (\d+) (.+?) TPM)");
    static const std::regex older(R"(TEST RESULT : System achieved (\d+) (.+?) TPM at (\d+) NOPM)");
    static const std::regex users(R"((\d+) Active Virtual Users configured)");
    // Asynchronous clients: "4 VU * 8 AC = 32 Active Sessions configured" (formats.md 6.2); the
    // words spelled out ("4 Virtual Users * 8 Active Connections = 32 Active Sessions") read too.
    static const std::regex sessions(
        R"((\d+) (?:VU|Virtual Users) \* (\d+) (?:AC|Active Connections) = (\d+) Active Sessions)");
    static const std::regex minutes(R"(Timing test period of (\d+) in minutes)");
    std::vector<Run> runs;
    std::vector<int> failed; // "FINISHED FAILED" lines: a virtual user ended in error
    int laterStart = 0;      // a "Hammerdb Log @" line after the last result: a run without one
    Run pending; // users and minutes seen before the result line
    // "Hammerdb Log @ Tue Dec 01 09:00:00 UTC 2026": when the log (a run) was started, by the
    // client's clock (Tcl's clock format); kept with the run whose result follows it.
    for (const Line& line : lines.lines) {
        const std::string_view t = line.text;
        // Each regex only on the lines that hold its fixed words (a log of millions of lines
        // otherwise spends tens of seconds in std::regex).
        const auto has = [&](std::string_view words) { return t.find(words) != std::string_view::npos; };
        const bool period = has("Timing test period"), configured = has("Active Virtual Users configured"),
                   sessionsLine = has("Active Sessions"), result = has("TEST RESULT : System achieved");
        if (startsWith(t, "Hammerdb Log @")) {
            pending.started = std::string(trim(t.substr(std::string_view("Hammerdb Log @").size())));
            if (!runs.empty() && !laterStart)
                laterStart = line.number; // a run after the last result so far
        }
        if (has("FINISHED FAILED"))
            failed.push_back(line.number);
        if (t.size() > 4096 || !(period || configured || sessionsLine || result))
            continue;
        std::match_results<std::string_view::const_iterator> m;
        const auto col = [&](int group) { return static_cast<int>(m.position(group)) + 1; };
        const auto search = [&](bool candidate, const std::regex& re) {
            return candidate && std::regex_search(t.begin(), t.end(), m, re);
        };
        if (search(period, minutes)) {
            pending.minutes = std::stod(m.str(1));
            pending.minutesLine = line.number;
            pending.minutesColumn = col(1);
        } else if (search(configured, users)) {
            pending.users = std::stod(m.str(1));
            pending.usersLine = line.number;
            pending.usersColumn = col(1);
        } else if (search(sessionsLine, sessions)) {
            pending.users = std::stod(m.str(3));
            pending.virtualUsers = std::stod(m.str(1));
            pending.connections = std::stod(m.str(2));
            pending.virtualUsersColumn = col(1);
            pending.usersLine = line.number;
            pending.usersColumn = col(3);
        }
        // Not `else`: `jobs <id> result` prints the users and the result on one line, a JSON
        // list ["<job>", "<date>", "24 Active Virtual Users configured", "TEST RESULT : ..."]
        // (formats.md 6.3); the users before it are taken first.
        if (search(result, newer)) {
            Run r = pending;
            r.nopm = std::stod(m.str(1));
            r.tpm = std::stod(m.str(2));
            r.engine = m.str(3);
            r.resultLine = line.number;
            r.resultColumn = col(1);
            runs.push_back(r);
            pending = Run{};
            pending.started = r.started;
            laterStart = 0;
        } else if (search(result, older)) {
            Run r = pending;
            r.tpm = std::stod(m.str(1));
            r.engine = m.str(2);
            r.nopm = std::stod(m.str(3));
            r.resultLine = line.number;
            r.resultColumn = col(1);
            runs.push_back(r);
            pending = Run{};
            pending.started = r.started;
            laterStart = 0;
        }
    }
    if (runs.empty()) {
        addError(report, lines.lines.empty() ? 0 : lines.lines.back().number, 0, findingText(QT_TRANSLATE_NOOP("Finding", "no result line in this HammerDB log (expected 'TEST RESULT : System achieved N NOPM from M <DB> "
                 "TPM' or '... M <DB> TPM at N NOPM'; a run that did not finish, or a schema build log?)")));
        return;
    }
    const Run& r = runs.back();
    if (runs.size() > 1) {
        std::vector<int> others;
        for (std::size_t i = 0; i + 1 < runs.size(); ++i)
            others.push_back(runs[i].resultLine);
        addWarning(report, r.resultLine, r.resultColumn,
                   findingText(QT_TRANSLATE_NOOP("Finding", "%1 test results in one log (it is appended to run after run): the last "
                                                            "one is taken; the others are at %2"),
                               {idArg(std::to_string(runs.size())), linesArg(others)}));
    }
    // A failed virtual user (a lost connection, an ORA- error) leaves a result of the users that
    // ran on: said, with the line, as is a later run that gave no result (the log is appended
    // run after run, and the run just made may be the one that failed).
    const int runFrom = runs.size() > 1 ? runs[runs.size() - 2].resultLine : 0;
    std::vector<int> failedHere, failedLater;
    for (const int l : failed) {
        if (laterStart > 0 && l > laterStart)
            failedLater.push_back(l);
        else if (l > runFrom)
            failedHere.push_back(l);
    }
    if (!failedHere.empty())
        addWarning(report, r.resultLine, r.resultColumn,
                   findingText(QT_TRANSLATE_NOOP("Finding", "a virtual user of the run taken FINISHED FAILED (%1): its result counts "
                                                            "only the users that ran on; check the errors the log prints before "
                                                            "(imported with this warning; a failed run is no baseline to calibrate from)"),
                               {linesArg(failedHere)}));
    if (laterStart > 0)
        addWarning(report, laterStart, 1,
                   failedLater.empty()
                       ? findingText(QT_TRANSLATE_NOOP("Finding", "a later run starts at line %1 and has no result line: the figures "
                                                                  "are of the run before it (result at line %2), not of the last run"),
                                     {idArg(std::to_string(laterStart)), idArg(std::to_string(r.resultLine))})
                       : findingText(QT_TRANSLATE_NOOP("Finding", "a later run starts at line %1 and has no result line (FINISHED "
                                                                  "FAILED at %2): the figures are of the run before it (result at "
                                                                  "line %3), not of the last run"),
                                     {idArg(std::to_string(laterStart)), linesArg(failedLater), idArg(std::to_string(r.resultLine))}));
    report.database = r.engine;
    // The run's start only: the log states no end (the timed period follows a ramp-up).
    report.begin = r.started;
    const FigureOrigin result{"TEST RESULT", r.resultLine, r.resultColumn, "TEST RESULT : System achieved"};
    addFigure(report, "nopm", "New Orders per minute (NOPM)", r.nopm, "1/min", result);
    addFigure(report, "tpm", r.engine + " transactions per minute (TPM, the database's own counter)", r.tpm, "1/min",
              result);
    // `users` is the model's concurrency: the sessions open against the database. A virtual
    // user is one session; with asynchronous clients each virtual user drives its active
    // connections, and the log prints their product as the active sessions (formats.md 6.2).
    if (r.users >= 0 && r.virtualUsers >= 0) {
        const FigureOrigin where{"Active Sessions", r.usersLine, r.usersColumn, "Active Sessions configured"};
        addFigure(report, "users", "active sessions (virtual users x asynchronous connections each)", r.users, "count",
                  where,
                  asRead(r.virtualUsers, 6) + " virtual users x " + asRead(r.connections, 6) +
                      " active connections = " + asRead(r.users, 6) + " sessions, as the log prints it");
        addFigure(report, "virtual_users", "virtual users (asynchronous clients, without the monitor)", r.virtualUsers,
                  "count", {"Active Sessions", r.usersLine, r.virtualUsersColumn, "Active Sessions configured"});
    } else if (r.users >= 0) {
        addFigure(report, "users", "active sessions (virtual users without the monitor, one session each)", r.users,
                  "count", {"Active Virtual Users", r.usersLine, r.usersColumn, "Active Virtual Users configured"});
    } else {
        report.notes.push_back("no 'Active Virtual Users configured' or 'Active Sessions configured' line before the "
                               "result: the sessions (users) are unknown");
    }
    if (r.minutes > 0) {
        report.intervalMin = r.minutes;
        addFigure(report, "interval_min", "timed test period", r.minutes, "min",
                  {"Timing test period", r.minutesLine, r.minutesColumn, "Timing test period of N in minutes"});
    }
    if (r.nopm < 1) {
        report.idle = true;
        addWarning(report, r.resultLine, r.resultColumn, findingText(QT_TRANSLATE_NOOP("Finding", "a run with no new orders (0 NOPM): nothing to calibrate from (did the virtual users fail?)")));
    }
}

} // namespace topoplan::core::measurements
