#pragma once
// Internal to core/measurements: what the readers share. Lines with their numbers, report
// numbers ("2,784M", ".8", "1.4E+04", "4.96ms"), quoted CSV rows, adding figures and
// diagnostics to a report.

#include "core/measurements/measurementreport.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace topoplan::core::measurements {

/// One line of the input without its line ending; `number` is 1-based.
struct Line {
    std::string_view text;
    int number = 0;
};

/// The lines of a text; LF, CRLF and lone CR all end a line. `mixed` tells whether more
/// than one kind of line ending occurs. A form feed (0x0C) at the start of a line (AWR
/// and Statspack put one before each section title) is dropped.
struct Lines {
    std::vector<Line> lines;
    bool mixed = false;
};
Lines splitLines(std::string_view text);

std::string_view trim(std::string_view s);
std::string lower(std::string_view s);
bool startsWith(std::string_view s, std::string_view prefix);
bool containsNoCase(std::string_view haystack, std::string_view needle);
bool equalsNoCase(std::string_view a, std::string_view b);

/// A number as reports print it: optional sign, thousands separators, leading-dot decimals,
/// exponents, an optional one-letter scale suffix returned in `suffix` (K, M, G, T, P, or 0).
/// `decimalComma`: ',' is the decimal separator (perfmon in some locales), not a thousands
/// separator. N/A, blanks, '#####' overflows: nullopt.
std::optional<double> parseNumber(std::string_view token, char* suffix = nullptr, bool decimalComma = false);

/// A duration with a unit suffix as 19c AWR prints Avg Wait ("52.86 s", "3.23ms",
/// "268.69us", "792.80ns"), in ms; a bare number is taken as ms.
std::optional<double> parseDurationMs(std::string_view token);

/// Scale of a suffix: binary (K=1024) or decimal (K=1000) multiples; 1 for no suffix.
double suffixScale(char suffix, bool binary);

/// A binary file: NUL bytes or many control characters in the first 64 KiB. Returns the
/// 1-based line of the first offending byte, 0 if the text looks like text.
int binaryAt(std::string_view text);

/// One CSV record split into fields (RFC 4180 quoting: "" inside quotes is one quote).
/// `column` of each field is 1-based. Returns false on an unterminated quote.
struct CsvField {
    std::string text;
    int column = 0;
    bool quoted = false;
};
bool splitCsv(std::string_view line, std::vector<CsvField>& fields);

/// Appends a figure to the report.
void addFigure(MeasurementReport& report, std::string key, std::string name, double value, std::string unit,
               FigureOrigin origin, std::string derivation = {});

void addError(MeasurementReport& report, int line, int column, const std::string& message);
void addWarning(MeasurementReport& report, int line, int column, const std::string& message);

/// A piece of the input safe to quote in a message: at most 60 characters, well-formed
/// UTF-8 kept, control bytes and other non-ASCII bytes shown as \xNN.
std::string quoted(std::string_view s);

/// Readers, each for text already checked as not binary (measurementreport.cpp dispatches).
void readAwr(const Lines& lines, MeasurementReport& report);      // AWR text and Statspack (awrreader.cpp)
void readAwrHtml(std::string_view text, MeasurementReport& report); // (awrhtmlreader.cpp)
void readPdhCsv(const Lines& lines, const MeasurementOptions& options, MeasurementReport& report); // perfmon and esxtop
void readHammerdb(const Lines& lines, MeasurementReport& report);

} // namespace topoplan::core::measurements
