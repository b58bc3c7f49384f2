#pragma once
// Internal to core/measurements: an AWR or Statspack report reduced to the sections the
// figures come from, the same whether it was read from text (awrreader.cpp) or HTML
// (awrhtmlreader.cpp); awrfigures.cpp turns it into figures.

#include "core/measurements/readersupport.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace topoplan::core::measurements {

/// A cell: its text (trimmed) and where it starts.
struct AwrCell {
    std::string text;
    int line = 0;
    int column = 0;
};

/// A row: the label (first column, or the text before ':' in label/value blocks, without
/// the colon) and the cells after it.
struct AwrRow {
    std::string label;
    std::vector<AwrCell> cells;
    int line = 0;
};

/// A section: its title as the report prints it, the line of the title, the headers of
/// the cells (headers[i] belongs to cells[i]; may be shorter), and the rows. A section
/// printed in several pieces (Instance Activity Stats over pages) is one section.
struct AwrSection {
    std::string title;
    int line = 0;
    std::vector<std::string> headers;
    std::vector<AwrRow> rows;

    /// The first row whose label equals `label` (case and inner spaces ignored), or nullptr.
    const AwrRow* row(std::string_view label) const;
    /// Index of the first header containing all of `words` (case ignored), or -1.
    int column(std::initializer_list<std::string_view> words) const;
};

/// Canonical section keys.
namespace awrkey {
inline constexpr const char* kLoadProfile = "load profile";
inline constexpr const char* kCacheSizes = "cache sizes";
inline constexpr const char* kTopEvents = "top events";
inline constexpr const char* kTimeModel = "time model";
inline constexpr const char* kOsStats = "os stats";
inline constexpr const char* kForegroundWaits = "foreground waits";
inline constexpr const char* kBackgroundWaits = "background waits";
inline constexpr const char* kInstanceActivity = "instance activity";
inline constexpr const char* kIoStatFunction = "iostat function";
// The RAC global report's (awrgrpt.sql).
inline constexpr const char* kGlobalSummary = "global summary";
inline constexpr const char* kGlobalInstances = "global instances";
inline constexpr const char* kGlobalTimeModel = "global time model";
inline constexpr const char* kGlobalOsStats = "global os stats";
inline constexpr const char* kGlobalPerSecond = "global per second";
inline constexpr const char* kGlobalSysStat = "global sysstat";
inline constexpr const char* kGlobalTopEvents = "global top events";
} // namespace awrkey

/// A report: header fields ("DB Name", "Instance", "Inst Num", "Release", "RAC", "Host Name",
/// "Platform", "CPUs", "Cores", "Memory", "Begin Snap", "Begin Time", "End Snap", "End Time",
/// "Elapsed", "DB Time", "Instances") and the sections by canonical key.
struct AwrDocument {
    bool statspack = false;
    bool global = false; ///< the RAC global report (awrgrpt.sql): sections with an I# column

    bool html = false;
    int titleLine = 0;
    int lastLine = 0;       ///< the last line of the file (where a truncated report ends)
    bool complete = false;  ///< the report's closing 'End of Report' line was found
    std::map<std::string, AwrCell> header;
    std::map<std::string, AwrSection> sections;
    /// Another report follows in the same file (reports concatenated): the line of its title,
    /// 0 for none; what it is of as its header says ("DB TK instance TK (1), snaps 1-2"), ""
    /// when not read; how many reports the file holds. Only the first is read.
    int nextReportLine = 0;
    FindingText nextReport; ///< what the next report is ("'WORKLOAD REPOSITORY report for', DB X instance Y (1), ...")
    int reportsInFile = 1;

    const AwrSection* section(const std::string& key) const;
    /// The key of the section read last in the file (the largest line of its rows, or of its
    /// title when it has none), "" without sections. In a truncated report (`complete` false)
    /// the file ends inside or after it: awrfigures.cpp calls it cut short when figures it
    /// gives in a whole report are missing.
    std::string lastSectionKey() const;
    /// The last line read of a section: its last row's, else its title's.
    static int lastLineOf(const AwrSection& s);
};

/// Label comparison key: lower case, runs of spaces as one, trailing ':' dropped.
std::string labelKey(std::string_view label);

/// A section a complete report has, and the figures (keys) it gives.
struct ExpectedSection {
    const char* key;   ///< awrkey
    const char* title; ///< as a user knows it
    std::initializer_list<const char*> figures;
};

/// For each of `expected` that `doc` lacks: when the report is truncated (no 'End of
/// Report'), a warning at the file's last line naming the section and the figures that are
/// therefore absent (or taken from another section instead); in a complete report a note.
/// Then, truncated and no throughput figure left (tps, iops, read_iops, write_iops): an
/// error, nothing to calibrate from (awrfigures.cpp).
void checkSections(const AwrDocument& doc, MeasurementReport& report, std::initializer_list<ExpectedSection> expected);

/// Figures, notes and diagnostics from a document (awrfigures.cpp).
void awrFigures(const AwrDocument& doc, MeasurementReport& report);

/// When `doc` is the first of several reports in one file (nextReportLine): a warning at the
/// second report's title line saying the file holds several, which one the figures are of
/// (`report`'s database, instance and interval, read first) and how to read the others
/// (awrfigures.cpp).
void warnFollowingReports(const AwrDocument& doc, MeasurementReport& report);

/// Marks `report` idle with a warning when its DB time per elapsed second (db_time_min /
/// intervalMin, else db_time_s_per_s) is below 0.05 average active sessions (awrfigures.cpp,
/// the threshold's basis there).
void checkIdle(MeasurementReport& report);

/// A total of an Instance Activity statistic over the report's interval, as printed, with
/// where it was read.
struct ActivityTotal {
    double value = 0;
    FigureOrigin origin;
};

/// The I/O figures from the totals of the statistics `physical read / write total IO
/// requests` and `physical read / write total bytes` (an instance report's Instance Activity
/// Stats, the global report's SysStat (Global) Total column), per second of `elapsedS`:
/// read_iops, write_iops, iops (both request totals), mb_s (both byte totals, 10^6 B/s).
/// `scope` names what they cover in the figures' names ("all files", "all files, all
/// instances"). A figure whose totals are absent is not added. Returns whether mb_s was
/// added (awrfigures.cpp).
bool addIoTotals(MeasurementReport& report, double elapsedS, const std::optional<ActivityTotal>& readRequests,
                 const std::optional<ActivityTotal>& writeRequests, const std::optional<ActivityTotal>& readBytes,
                 const std::optional<ActivityTotal>& writeBytes, const std::string& scope);

/// A section of the RAC global report: its title as printed (text: the title line; HTML:
/// the <h3> heading before its table) and its key. docs/measurements.md, "RAC global report".
struct GlobalSectionTitle {
    std::string_view title;
    const char* key;
};
inline constexpr GlobalSectionTitle kGlobalSectionTitles[] = {
    {"Database Summary", awrkey::kGlobalSummary},
    {"Database Instances Included In Report", awrkey::kGlobalInstances},
    {"Time Model", awrkey::kGlobalTimeModel},
    {"OS Statistics By Instance", awrkey::kGlobalOsStats},
    {"System Statistics - Per Second", awrkey::kGlobalPerSecond},
    {"SysStat (Global)", awrkey::kGlobalSysStat},
    {"Top Timed Events", awrkey::kGlobalTopEvents},
};

/// The title line of the RAC global report (awrgrpt.sql, text).
inline constexpr const char* kAwrGlobalTitle = "WORKLOAD REPOSITORY REPORT (RAC)";

/// Figures of the RAC global report: the sum over its instances (awrglobalfigures.cpp).
void awrGlobalFigures(const AwrDocument& doc, MeasurementReport& report);

} // namespace topoplan::core::measurements
