// Oracle AWR (awrrpt.sql, report_type text) and Statspack (spreport.sql) text reports:
// the fixed-width layout described in ../shared/reference/formats.md 2.1-2.10 and 3.1-3.3.
// Columns are found from the dashes line under each table's header; a token belongs to
// the column it overlaps most (numbers are right-aligned, names left-aligned, and a value
// can be wider than its dashes).
#include "core/measurements/awrdocument.h"

#include <algorithm>

namespace topoplan::core::measurements {

namespace {

struct Token {
    std::string_view text;
    int start = 0; // 0-based
    int end = 0;   // one past the last character
};

std::vector<Token> tokens(std::string_view line)
{
    std::vector<Token> out;
    int i = 0;
    const int n = static_cast<int>(line.size());
    while (i < n) {
        while (i < n && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const int start = i;
        while (i < n && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            out.push_back({line.substr(start, i - start), start, i});
    }
    return out;
}

struct Run {
    int start = 0;
    int end = 0;
};

// A table's underline: runs of '-' (and Statspack's '~' in the first columns), at least
// one of three or more dashes, nothing else.
bool dashRuns(std::string_view line, std::vector<Run>& runs)
{
    runs.clear();
    bool longDash = false;
    int i = 0;
    const int n = static_cast<int>(line.size());
    while (i < n) {
        const char c = line[i];
        if (c == ' ') {
            ++i;
            continue;
        }
        if (c != '-' && c != '~')
            return false;
        const int start = i;
        while (i < n && line[i] == c)
            ++i;
        if (c == '-' && i - start >= 3)
            longDash = true;
        runs.push_back({start, i});
    }
    return longDash && !runs.empty();
}

bool onlyRules(std::string_view line)
{
    const std::string_view t = trim(line);
    return !t.empty() && t.find_first_not_of("-~ ") == std::string_view::npos;
}

// Cells by column: tokens joined per run; tokens before the first run form `prefix`.
struct Split {
    std::string prefix;
    std::vector<AwrCell> cells;
};

Split splitByRuns(const Line& line, const std::vector<Run>& runs)
{
    Split out;
    out.cells.resize(runs.size());
    for (const Token& t : tokens(line.text)) {
        if (t.end <= runs.front().start) {
            out.prefix += (out.prefix.empty() ? "" : " ") + std::string(t.text);
            continue;
        }
        int best = -1, bestOverlap = 0, bestDistance = 1 << 30;
        for (std::size_t j = 0; j < runs.size(); ++j) {
            const int overlap = std::min(t.end, runs[j].end) - std::max(t.start, runs[j].start);
            const int distance = overlap > 0 ? 0 : std::max(runs[j].start - t.end, t.start - runs[j].end);
            if (overlap > bestOverlap || (bestOverlap == 0 && overlap <= 0 && distance < bestDistance)) {
                best = static_cast<int>(j);
                bestOverlap = std::max(overlap, 0);
                bestDistance = distance;
            }
        }
        AwrCell& c = out.cells[best];
        if (c.text.empty()) {
            c.line = line.number;
            c.column = t.start + 1;
        } else {
            c.text += ' ';
        }
        c.text += t.text;
    }
    return out;
}

// "label: v v  label: v" rows of Load Profile, Cache Sizes.
void labelValueRows(const Line& line, std::vector<AwrRow>& rows)
{
    std::string label;
    AwrRow* open = nullptr;
    for (const Token& t : tokens(line.text)) {
        if (open) {
            char suffix = 0;
            if (parseNumber(t.text, &suffix) || t.text == "N/A") {
                open->cells.push_back({std::string(t.text), line.number, t.start + 1});
                continue;
            }
            open = nullptr;
        }
        label += (label.empty() ? "" : " ") + std::string(t.text);
        if (t.text.back() == ':') {
            label.pop_back();
            rows.push_back({std::string(trim(label)), {}, line.number});
            open = &rows.back();
            label.clear();
        }
    }
}

enum class Kind { LabelValue, Columns };

struct Title {
    std::string_view text;
    const char* key;
    Kind kind;
};

// Section titles (AWR 10g-19c, Statspack); formats.md 2.3-2.10, 3.2-3.3.
const Title kTitles[] = {
    {"Load Profile", awrkey::kLoadProfile, Kind::LabelValue},
    {"Cache Sizes", awrkey::kCacheSizes, Kind::LabelValue},
    {"Top 10 Foreground Events by Total Wait Time", awrkey::kTopEvents, Kind::Columns},
    {"Top 5 Timed Foreground Events", awrkey::kTopEvents, Kind::Columns},
    {"Top 5 Timed Events", awrkey::kTopEvents, Kind::Columns},
    {"Time Model Statistics", awrkey::kTimeModel, Kind::Columns},
    {"Time Model System Stats", awrkey::kTimeModel, Kind::Columns},
    {"Operating System Statistics", awrkey::kOsStats, Kind::Columns},
    {"OS Statistics", awrkey::kOsStats, Kind::Columns},
    {"Foreground Wait Events", awrkey::kForegroundWaits, Kind::Columns},
    {"Wait Events", awrkey::kForegroundWaits, Kind::Columns},
    {"Background Wait Events", awrkey::kBackgroundWaits, Kind::Columns},
    {"Instance Activity Stats", awrkey::kInstanceActivity, Kind::Columns},
    {"IOStat by Function summary", awrkey::kIoStatFunction, Kind::Columns},
    {"IO Stat by Function - summary", awrkey::kIoStatFunction, Kind::Columns},
};

// Sections of the RAC global report (awrgrpt.sql), each a table with an `I#` column (one
// row per instance, a `Sum` row): awrdocument.h.
const std::vector<Title>& globalTitles()
{
    static const std::vector<Title> titles = [] {
        std::vector<Title> t;
        for (const GlobalSectionTitle& g : kGlobalSectionTitles)
            t.push_back({g.title, g.key, Kind::Columns});
        return t;
    }();
    return titles;
}

// The title a line starts, from the instance report's titles or (`global`) the RAC global
// report's.
const Title* titleOf(std::string_view line, bool global)
{
    const Title* begin = global ? globalTitles().data() : std::begin(kTitles);
    const Title* end = global ? globalTitles().data() + globalTitles().size() : std::end(kTitles);
    for (const Title* it = begin; it != end; ++it) {
        const Title& t = *it;
        if (!startsWith(line, t.text))
            continue;
        const std::string_view rest = line.substr(t.text.size());
        if (rest.empty() || startsWith(rest, "DB/Inst")) // 80 columns: the suffix can touch the title
            return &t;
        if (rest[0] != ' ')
            continue;
        const std::string_view r = trim(rest);
        if (r.empty() || (r[0] != '-' && r[0] != '('))
            return &t;
    }
    return nullptr;
}

// Headers of a columnar table: the non-blank lines above its dashes line, up to a blank,
// a note ("->") or an underline of '~'.
std::vector<std::string> columnHeaders(const std::vector<Line>& lines, std::size_t dashIndex, std::size_t titleIndex,
                                       const std::vector<Run>& runs)
{
    std::vector<std::string> headers(runs.size());
    std::size_t first = dashIndex;
    while (first > titleIndex + 1) {
        const std::string_view t = trim(lines[first - 1].text);
        if (t.empty() || startsWith(t, "->") || t.find_first_not_of("~ ") == std::string_view::npos)
            break;
        --first;
    }
    for (std::size_t i = first; i < dashIndex; ++i) {
        const Split s = splitByRuns(lines[i], runs);
        for (std::size_t j = 0; j < runs.size(); ++j)
            if (!s.cells[j].text.empty())
                headers[j] += (headers[j].empty() ? "" : " ") + s.cells[j].text;
    }
    return headers;
}

void readColumns(const std::vector<Line>& lines, std::size_t titleIndex, AwrSection& section, bool global)
{
    std::vector<Run> runs;
    std::size_t dash = titleIndex + 1;
    for (; dash < lines.size() && dash <= titleIndex + 16; ++dash) {
        if (dash > titleIndex + 1 && titleOf(lines[dash].text, global))
            return;
        if (dashRuns(lines[dash].text, runs) && runs.size() >= 2)
            break;
    }
    if (dash >= lines.size() || dash > titleIndex + 16)
        return;
    std::vector<std::string> headers = columnHeaders(lines, dash, titleIndex, runs);
    if (section.headers.empty())
        section.headers.assign(headers.begin() + 1, headers.end());
    for (std::size_t i = dash + 1; i < lines.size(); ++i) {
        const std::string_view t = trim(lines[i].text);
        if (t.empty() || titleOf(lines[i].text, global))
            break;
        if (onlyRules(lines[i].text)) {
            if (global)
                continue; // the global report's '~~~~' line above its 'Sum' row
            break;
        }
        Split s = splitByRuns(lines[i], runs);
        AwrRow row{s.prefix.empty() ? s.cells[0].text : s.prefix + " " + s.cells[0].text, {}, lines[i].number};
        row.cells.assign(std::make_move_iterator(s.cells.begin() + 1), std::make_move_iterator(s.cells.end()));
        section.rows.push_back(std::move(row));
    }
}

void readLabelValues(const std::vector<Line>& lines, std::size_t titleIndex, AwrSection& section, bool global)
{
    for (std::size_t i = titleIndex + 1; i < lines.size() && i < titleIndex + 80; ++i) {
        const std::string_view t = trim(lines[i].text);
        if (t.empty())
            break;
        if (onlyRules(lines[i].text) || titleOf(lines[i].text, global))
            continue;
        labelValueRows(lines[i], section.rows);
    }
}

// Header names as the readers use them (AWR and Statspack spellings).
std::string headerName(std::string name, const std::string& previous)
{
    const std::string k = labelKey(name);
    if (k == "database" || k == "db name")
        return "DB Name";
    if (k == "name" && labelKey(previous) == "host")
        return "Host Name";
    if (k == "host name")
        return "Host Name";
    if (startsWith(k, "memory"))
        return "Memory";
    return name;
}

// The header block: tables of names over dashes with one row of values, then the
// snapshot table (Begin Snap / End Snap / Elapsed / DB Time); formats.md 2.2, 3.1.
void readHeader(const std::vector<Line>& lines, std::size_t titleIndex, AwrDocument& doc)
{
    std::vector<Run> runs;
    for (std::size_t i = titleIndex + 1; i < lines.size() && i < titleIndex + 60; ++i) {
        if (titleOf(lines[i].text, false) || startsWith(lines[i].text, "Top ADDM"))
            return;
        const std::string_view t = trim(lines[i].text);
        for (const char* label : {"Elapsed:", "DB Time:", "DB time:"}) {
            if (!startsWith(t, label))
                continue;
            const std::size_t at = lines[i].text.find(label) + std::string_view(label).size();
            const std::string_view rest = lines[i].text.substr(at);
            const std::size_t skip = rest.find_first_not_of(' ');
            if (skip == std::string_view::npos)
                continue;
            std::string_view value = rest.substr(skip);
            if (const std::size_t end = value.find(')'); end != std::string_view::npos)
                value = value.substr(0, end + 1); // "60.00 (mins) Av Act Sess: 2.4" (Statspack)
            doc.header[label[3] == 'T' || label[3] == 't' ? "DB Time" : "Elapsed"] = {
                std::string(trim(value)), lines[i].number, static_cast<int>(at + skip) + 1};
        }
        if (i == 0 || !dashRuns(lines[i].text, runs))
            continue;
        const Split names = splitByRuns(lines[i - 1], runs);
        std::vector<std::string> keys(runs.size());
        for (std::size_t j = 0; j < runs.size(); ++j)
            keys[j] = headerName(names.cells[j].text, j ? names.cells[j - 1].text : std::string());
        for (std::size_t r = i + 1; r < lines.size() && r < i + 4; ++r) {
            if (trim(lines[r].text).empty())
                break;
            const Split values = splitByRuns(lines[r], runs);
            std::string prefix = labelKey(values.prefix);
            // Statspack underlines its row labels too ("Snapshot" over "~~~~~~~~", then
            // "Begin Snap:" in that column; formats.md 3.1): a first cell ending in ':' is the label.
            std::size_t first = 0;
            if (prefix.empty() && lines[i].text[runs.front().start] == '~' && runs.size() > 1 &&
                !values.cells.front().text.empty() && values.cells.front().text.back() == ':') {
                prefix = labelKey(values.cells.front().text);
                first = 1;
            }
            for (std::size_t j = first; j < runs.size(); ++j) {
                if (values.cells[j].text.empty() || keys[j].empty())
                    continue;
                if (prefix == "begin snap" || prefix == "end snap") {
                    const std::string which = prefix == "begin snap" ? "Begin" : "End";
                    if (keys[j] == "Snap Id")
                        doc.header[which + " Snap"] = values.cells[j];
                    else if (keys[j] == "Snap Time")
                        doc.header[which + " Time"] = values.cells[j];
                    else if (keys[j] == "Instances")
                        doc.header["Instances"] = values.cells[j];
                } else if (prefix.empty() && !doc.header.count(keys[j])) {
                    doc.header[keys[j]] = values.cells[j];
                }
            }
            if (prefix.empty())
                break; // one row of values per header table
        }
    }
}

// Lines of a report fetched through DBMS_WORKLOAD_REPOSITORY.AWR_REPORT_TEXT in SQL*Plus
// carry "OUTPUT" page headers (formats.md 2.1): dropped with their dashes.
std::vector<Line> withoutPageHeaders(const Lines& in)
{
    std::vector<Line> out;
    out.reserve(in.lines.size());
    for (std::size_t i = 0; i < in.lines.size(); ++i) {
        if (trim(in.lines[i].text) == "OUTPUT" && i + 1 < in.lines.size() && onlyRules(in.lines[i + 1].text)) {
            ++i;
            continue;
        }
        out.push_back(in.lines[i]);
    }
    return out;
}

} // namespace

namespace {

bool reportTitle(std::string_view t)
{
    return startsWith(t, "WORKLOAD REPOSITORY report for") || startsWith(t, "WORKLOAD REPOSITORY PDB report") ||
           startsWith(t, "STATSPACK report for") || startsWith(t, kAwrGlobalTitle);
}

// What a report's header says it is of: "DB TK instance TK (1), snaps 1 - 2, <begin> - <end>".
FindingText reportOf(const std::vector<Line>& lines, std::size_t title)
{
    AwrDocument d;
    readHeader(lines, title, d);
    const auto field = [&](const char* key) {
        const auto it = d.header.find(key);
        return it == d.header.end() ? std::string() : std::string(trim(it->second.text));
    };
    // The title as the file has it, then what the header says (each part only when there).
    FindingText out = findingText("%1", {idArg("'" + std::string(trim(lines[title].text)).substr(0, 32) + "'")});
    if (!field("DB Name").empty())
        out = findingText(QT_TRANSLATE_NOOP("Finding", "%1, DB %2"), {textArg(std::move(out)), idArg(field("DB Name"))});
    if (!field("Instance").empty())
        out = field("Inst Num").empty()
                  ? findingText(QT_TRANSLATE_NOOP("Finding", "%1 instance %2"), {textArg(std::move(out)), idArg(field("Instance"))})
                  : findingText(QT_TRANSLATE_NOOP("Finding", "%1 instance %2 (%3)"),
                                {textArg(std::move(out)), idArg(field("Instance")), idArg(field("Inst Num"))});
    if (!field("Begin Snap").empty())
        out = findingText(QT_TRANSLATE_NOOP("Finding", "%1, snaps %2 - %3"),
                          {textArg(std::move(out)), idArg(field("Begin Snap")), idArg(field("End Snap"))});
    if (!field("Begin Time").empty())
        out = findingText(QT_TRANSLATE_NOOP("Finding", "%1, %2 - %3"),
                          {textArg(std::move(out)), idArg(field("Begin Time")), idArg(field("End Time"))});
    return out;
}

} // namespace

void readAwr(const Lines& input, MeasurementReport& report)
{
    std::vector<Line> lines = withoutPageHeaders(input);
    AwrDocument doc;
    std::size_t title = lines.size();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view t = trim(lines[i].text);
        if (reportTitle(t)) {
            title = i;
            doc.statspack = startsWith(t, "STATSPACK");
            doc.global = startsWith(t, kAwrGlobalTitle);
            break;
        }
    }
    if (title == lines.size()) { // measurementreport.cpp only calls this with a title present
        addError(report, 1, 1, findingText(QT_TRANSLATE_NOOP("Finding", "no 'WORKLOAD REPOSITORY report for' or 'STATSPACK report for' title line")));
        return;
    }
    // Reports concatenated in one file (two awrrpt outputs, one spool of several): the first
    // is read, up to the next title; warnFollowingReports() says so.
    std::size_t cut = 0;
    for (std::size_t i = title + 1; i < lines.size(); ++i)
        if (reportTitle(trim(lines[i].text))) {
            ++doc.reportsInFile;
            if (cut == 0) {
                cut = i;
                doc.nextReportLine = lines[i].number;
                doc.nextReport = reportOf(lines, i);
            }
        }
    if (cut > 0)
        lines.resize(cut);
    doc.titleLine = lines[title].number;
    doc.lastLine = lines.back().number;
    for (std::size_t i = lines.size(); i-- > title + 1 && !doc.complete;)
        doc.complete = startsWith(trim(lines[i].text), "End of Report");
    if (!doc.global)
        readHeader(lines, title, doc);
    for (std::size_t i = title + 1; i < lines.size(); ++i) {
        const Title* t = titleOf(lines[i].text, doc.global);
        if (!t)
            continue;
        AwrSection& s = doc.sections[t->key];
        if (s.title.empty()) {
            s.title = std::string(t->text);
            s.line = lines[i].number;
        } else if (t->kind == Kind::LabelValue) {
            continue; // the first Load Profile / Cache Sizes only
        }
        if (t->kind == Kind::LabelValue)
            readLabelValues(lines, i, s, doc.global);
        else
            readColumns(lines, i, s, doc.global);
    }
    if (doc.global)
        awrGlobalFigures(doc, report);
    else
        awrFigures(doc, report);
    warnFollowingReports(doc, report);
}

} // namespace topoplan::core::measurements
