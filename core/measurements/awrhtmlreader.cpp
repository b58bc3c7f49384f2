// Oracle AWR HTML reports (awrrpt.sql, report_type html): every data table carries a
// `summary` attribute naming what it holds; the readers key the sections on it (normalised
// whitespace, prefix match) and on the <h3> heading before it where two tables share a
// summary (../shared/reference/formats.md 2.11).
#include "core/measurements/awrdocument.h"

#include <algorithm>
#include <cstring>

namespace topoplan::core::measurements {

namespace {

// A small scanner over the HTML text that keeps the line and column of its position.
struct Scanner {
    std::string_view text;
    std::size_t pos = 0;
    int line = 1;
    std::size_t lineStart = 0;

    void advanceTo(std::size_t to)
    {
        to = std::min(to, text.size());
        for (; pos < to; ++pos)
            if (text[pos] == '\n') {
                ++line;
                lineStart = pos + 1;
            }
    }
    int column() const { return static_cast<int>(pos - lineStart) + 1; }
};

std::string collapse(std::string_view s)
{
    std::string out;
    bool space = false;
    for (const char c : s) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            space = true;
            continue;
        }
        if (space && !out.empty())
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

std::string decodeEntities(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '&') {
            out += s[i];
            continue;
        }
        const std::size_t semi = s.substr(0, std::min(s.size(), i + 10)).find(';', i); // bounded: no quadratic scans
        if (semi == std::string_view::npos || semi - i > 8) {
            out += s[i];
            continue;
        }
        const std::string_view e = s.substr(i + 1, semi - i - 1);
        if (e == "nbsp" || e == "#160")
            out += ' ';
        else if (e == "gt")
            out += '>';
        else if (e == "lt")
            out += '<';
        else if (e == "amp")
            out += '&';
        else if (e == "quot")
            out += '"';
        else if (e == "#39" || e == "apos")
            out += '\'';
        else {
            out += s.substr(i, semi - i + 1);
        }
        i = semi;
    }
    return out;
}

// The text inside an element, tags removed, entities decoded, whitespace collapsed.
std::string innerText(std::string_view html)
{
    std::string plain;
    bool inTag = false;
    for (const char c : html) {
        if (c == '<')
            inTag = true;
        else if (c == '>')
            inTag = false;
        else if (!inTag)
            plain += c;
    }
    return collapse(decodeEntities(plain));
}

std::string attribute(std::string_view tag, std::string_view name)
{
    const std::string lowerTag = lower(tag);
    std::size_t at = lowerTag.find(std::string(name) + "=");
    if (at == std::string::npos)
        return {};
    at += name.size() + 1;
    if (at >= tag.size())
        return {};
    const char quote = tag[at];
    if (quote != '"' && quote != '\'')
        return {};
    const std::size_t end = tag.find(quote, at + 1);
    return end == std::string_view::npos ? std::string() : collapse(tag.substr(at + 1, end - at - 1));
}

struct HtmlRow {
    std::vector<AwrCell> cells;
    bool header = false; // all <th>
    int line = 0;
};

// Rows of the table starting at the scanner (just after "<table ...>"), up to "</table>".
std::vector<HtmlRow> tableRows(Scanner& sc)
{
    std::vector<HtmlRow> rows;
    std::size_t end = sc.text.find("</table>", sc.pos);
    if (end == std::string_view::npos)
        end = sc.text.size();
    // Every search below stays inside the table: an unclosed <tr> or <td> must not make
    // each row scan the rest of the file (quadratic time on a damaged report; fuzz_awrhtml).
    const std::string_view t = sc.text.substr(0, end);
    while (sc.pos < end) {
        const std::size_t tr = t.find("<tr", sc.pos);
        if (tr == std::string_view::npos || tr >= end)
            break;
        sc.advanceTo(tr);
        // The row ends at "</tr>" or at the next "<tr" (an unclosed row), found in that order
        // of positions so that no search runs past the next row.
        const std::size_t nextTr = std::min(t.find("<tr", tr + 3), end);
        std::size_t trEnd = t.substr(0, nextTr).find("</tr>", tr);
        if (trEnd == std::string_view::npos)
            trEnd = nextTr;
        const std::string_view r = t.substr(0, trEnd);
        HtmlRow row;
        row.line = sc.line;
        row.header = true;
        std::size_t p = tr + 3;
        while (p < trEnd) {
            const std::size_t td = r.find("<t", p);
            if (td == std::string_view::npos || td + 3 > trEnd)
                break;
            const char kind = r[td + 2];
            if (kind != 'd' && kind != 'h') {
                p = td + 2;
                continue;
            }
            const std::size_t open = r.find('>', td);
            if (open == std::string_view::npos)
                break;
            // The cell ends at its closing tag or at the next cell (an unclosed one).
            const std::size_t nextCell = std::min(r.find("<t", open), trEnd);
            std::size_t close = r.substr(0, nextCell).find(kind == 'd' ? "</td>" : "</th>", open);
            if (close == std::string_view::npos)
                close = nextCell;
            std::size_t contentStart = open + 1;
            while (contentStart < close && (t[contentStart] == ' ' || t[contentStart] == '\n'))
                ++contentStart;
            sc.advanceTo(contentStart);
            row.cells.push_back({innerText(t.substr(open + 1, close - open - 1)), sc.line, sc.column()});
            row.header = row.header && kind == 'h';
            p = close == nextCell ? nextCell : close + 5;
        }
        sc.advanceTo(trEnd);
        rows.push_back(std::move(row));
    }
    sc.advanceTo(end);
    return rows;
}

struct SummaryKey {
    const char* prefix;
    const char* key;
    const char* title;
};

// formats.md 2.11 ("Known summary strings"), and the 19c report in shared/reference.
const SummaryKey kSummaries[] = {
    {"this table displays load profile", awrkey::kLoadProfile, "Load Profile"},
    {"this table displays cache sizes", awrkey::kCacheSizes, "Cache Sizes"},
    {"this table displays top 10 wait events by total wait time", awrkey::kTopEvents,
     "Top 10 Foreground Events by Total Wait Time"},
    {"top 5 timed foreground events", awrkey::kTopEvents, "Top 5 Timed Foreground Events"},
    {"this table displays different time model statistics", awrkey::kTimeModel, "Time Model Statistics"},
    {"this table displays operating systems statistics. for each", awrkey::kOsStats, "Operating System Statistics"},
    {"this table displays operating system statistics. for each", awrkey::kOsStats, "Operating System Statistics"},
    {"this table displays foreground wait events", awrkey::kForegroundWaits, "Foreground Wait Events"},
    {"this table displays background wait events", awrkey::kBackgroundWaits, "Background Wait Events"},
    {"this table displays instance activity statistics", awrkey::kInstanceActivity, "Instance Activity Stats"},
    {"this table displays the io statistics for different functions", awrkey::kIoStatFunction,
     "IOStat by Function summary"},
};

void headerTable(const std::vector<HtmlRow>& rows, AwrDocument& doc)
{
    if (rows.size() < 2 || !rows[0].header)
        return;
    const std::vector<AwrCell>& names = rows[0].cells;
    const bool snapshots = !rows[1].cells.empty() && labelKey(rows[1].cells[0].text).find("snap") != std::string::npos;
    if (!snapshots) {
        for (std::size_t j = 0; j < names.size() && j < rows[1].cells.size(); ++j) {
            std::string name = names[j].text;
            const std::string k = labelKey(name);
            if (k == "database" || k == "db name")
                name = "DB Name";
            else if (startsWith(k, "memory"))
                name = "Memory";
            if (!doc.header.count(name))
                doc.header[name] = rows[1].cells[j];
        }
        return;
    }
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const std::vector<AwrCell>& c = rows[r].cells;
        if (c.empty())
            continue;
        const std::string label = labelKey(c[0].text);
        for (std::size_t j = 1; j < c.size() && j < names.size(); ++j) {
            const std::string col = labelKey(names[j].text);
            if (trim(c[j].text).empty())
                continue;
            if (label == "begin snap" || label == "end snap") {
                const std::string which = label == "begin snap" ? "Begin" : "End";
                if (col == "snap id")
                    doc.header[which + " Snap"] = c[j];
                else if (col == "snap time")
                    doc.header[which + " Time"] = c[j];
                else if (col == "instances")
                    doc.header["Instances"] = c[j];
            } else if (label == "elapsed" || label == "db time") {
                doc.header[label == "elapsed" ? "Elapsed" : "DB Time"] = c[j];
            }
        }
    }
}

void sectionTable(const std::vector<HtmlRow>& rows, bool labelValue, AwrSection& s)
{
    for (const HtmlRow& row : rows) {
        if (row.header) {
            if (s.headers.empty() && row.cells.size() > 1)
                for (std::size_t j = 1; j < row.cells.size(); ++j)
                    s.headers.push_back(row.cells[j].text);
            continue;
        }
        if (row.cells.empty())
            continue;
        if (!labelValue) {
            AwrRow r{row.cells[0].text, {row.cells.begin() + 1, row.cells.end()}, row.line};
            s.rows.push_back(std::move(r));
            continue;
        }
        // "Buffer Cache:", v, v, "Std Block Size:", v: a cell ending in ':' starts a row.
        AwrRow* open = nullptr;
        for (const AwrCell& c : row.cells) {
            const std::string_view t = trim(c.text);
            if (!t.empty() && t.back() == ':' && !parseNumber(t.substr(0, t.size() - 1))) {
                s.rows.push_back({std::string(t.substr(0, t.size() - 1)), {}, row.line});
                open = &s.rows.back();
            } else if (open) {
                open->cells.push_back(c);
            }
        }
    }
}

// A table of the RAC global report, keyed by the <h3> heading before it (the titles of
// its text form: awrdocument.h); tables under other headings are skipped.
void globalTable(Scanner& sc, const std::string& h3, int tableLine, AwrDocument& doc)
{
    const GlobalSectionTitle* known = nullptr;
    for (const GlobalSectionTitle& g : kGlobalSectionTitles)
        if (startsWith(h3, g.title) && (h3.size() == g.title.size() || h3[g.title.size()] == ' '))
            known = &g;
    if (!known) {
        const std::size_t end = sc.text.find("</table>", sc.pos);
        sc.advanceTo(end == std::string_view::npos ? sc.text.size() : end);
        return;
    }
    const std::vector<HtmlRow> rows = tableRows(sc);
    AwrSection& s = doc.sections[known->key];
    if (!s.title.empty())
        return; // the first table under a heading only
    s.title = std::string(known->title);
    s.line = tableLine;
    sectionTable(rows, false, s);
}

} // namespace

void readAwrHtml(std::string_view text, MeasurementReport& report)
{
    AwrDocument doc;
    doc.html = true;
    Scanner sc{text};
    std::string h3;
    bool titleSeen = false;
    while (sc.pos < text.size()) {
        const std::size_t lt = text.find('<', sc.pos);
        if (lt == std::string_view::npos)
            break;
        sc.advanceTo(lt);
        const std::size_t gt = text.find('>', lt);
        if (gt == std::string_view::npos)
            break;
        const std::string_view tag = text.substr(lt, gt - lt + 1);
        const std::string name = lower(tag.substr(1, std::min<std::size_t>(tag.size() - 1, 6)));
        if (startsWith(name, "h1") || startsWith(name, "h3")) {
            // A heading is short: its end is looked for in the next 8 KiB only.
            const std::size_t close = text.substr(0, std::min(text.size(), gt + 8192))
                                          .find(startsWith(name, "h1") ? "</h1>" : "</h3>", gt);
            const std::size_t end = close == std::string_view::npos ? gt + 1 : close;
            const std::string heading = innerText(text.substr(gt + 1, end - gt - 1));
            if (startsWith(name, "h1")) {
                if (containsNoCase(heading, "WORKLOAD REPOSITORY") && titleSeen) {
                    // Another report in the same file: the first is read (warnFollowingReports()).
                    doc.nextReportLine = sc.line;
                    doc.nextReport = findingText("%1", {idArg("<h1> " + heading.substr(0, 40))});
                    for (std::size_t at = lt; at != std::string_view::npos; at = text.find("<h1", at + 3)) {
                        const std::size_t e = text.find("</h1>", at);
                        doc.reportsInFile += e != std::string_view::npos && e - at < 8192 &&
                                             containsNoCase(text.substr(at, e - at), "WORKLOAD REPOSITORY");
                    }
                    break;
                }
                if (containsNoCase(heading, "WORKLOAD REPOSITORY")) {
                    titleSeen = true;
                    doc.titleLine = sc.line;
                    // The RAC global report (awrgrpt.sql): "WORKLOAD REPOSITORY REPORT (RAC)",
                    // as its text title (formats.md 2.2: the h1 contains "RAC").
                    doc.global = containsNoCase(heading, "(RAC)");
                }
            } else {
                h3 = heading;
            }
            sc.advanceTo(end);
            continue;
        }
        if (!startsWith(name, "table")) {
            sc.advanceTo(gt + 1);
            continue;
        }
        const std::string summary = lower(attribute(tag, "summary"));
        sc.advanceTo(gt + 1);
        const int tableLine = sc.line;
        if (doc.global) {
            globalTable(sc, h3, tableLine, doc);
            continue;
        }
        const SummaryKey* known = nullptr;
        for (const SummaryKey& k : kSummaries)
            if (startsWith(summary, k.prefix))
                known = &k;
        // 19c: the wait-event tables share one summary; the <h3> before them tells them apart.
        if (!known && startsWith(summary, "this table displays total number of waits")) {
            for (const SummaryKey& k : kSummaries)
                if ((h3 == "Foreground Wait Events" && k.key == std::string(awrkey::kForegroundWaits)) ||
                    (h3 == "Background Wait Events" && k.key == std::string(awrkey::kBackgroundWaits)))
                    known = &k;
        }
        const bool header = startsWith(summary, "this table displays database instance information") ||
                            startsWith(summary, "this table displays host information") ||
                            startsWith(summary, "this table displays snapshot information");
        if (!known && !header) {
            const std::size_t end = text.find("</table>", sc.pos);
            sc.advanceTo(end == std::string_view::npos ? text.size() : end);
            continue;
        }
        const std::vector<HtmlRow> rows = tableRows(sc);
        if (header) {
            headerTable(rows, doc);
            continue;
        }
        AwrSection& s = doc.sections[known->key];
        if (s.title.empty()) {
            s.title = known->title;
            s.line = tableLine;
        }
        const bool labelValue = known->key == std::string(awrkey::kLoadProfile) ||
                                known->key == std::string(awrkey::kCacheSizes);
        if (labelValue && !s.rows.empty())
            continue;
        sectionTable(rows, labelValue, s);
    }
    // The report read: the file, or the first report up to the next one's title.
    const std::string_view read = doc.nextReportLine > 0 ? text.substr(0, sc.pos) : text;
    sc.advanceTo(read.size());
    doc.lastLine = doc.nextReportLine > 0 ? std::max(1, sc.line - (sc.column() == 1 ? 1 : 0)) : sc.line;
    doc.complete = read.find("End of Report") != std::string_view::npos || containsNoCase(read.substr(read.size() > 4096 ? read.size() - 4096 : 0), "</html>");
    if (!titleSeen) {
        addError(report, 1, 1, findingText(QT_TRANSLATE_NOOP("Finding", "an HTML file without the AWR title (expected <h1>WORKLOAD REPOSITORY report for</h1> of awrrpt.sql)")));
        return;
    }
    if (doc.global) {
        report.format = MeasurementFormat::AwrGlobalHtml;
        awrGlobalFigures(doc, report);
    } else {
        awrFigures(doc, report);
    }
    warnFollowingReports(doc, report);
}

} // namespace topoplan::core::measurements
