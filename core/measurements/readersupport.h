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

/// A byte of the input: 0-based `offset`, 1-based `line` and `column`, its value.
struct ByteAt {
    std::size_t offset = 0;
    int line = 0;
    int column = 0;
    unsigned char byte = 0;
};
/// Why a text is binary: a NUL byte, or (more than one in a hundred of the first 64 KiB)
/// control bytes other than tab, CR, LF and form feed. `first` is the first such control
/// byte (NUL or other), `nul` the first NUL when there is one; `controls` how many
/// control bytes the first 64 KiB hold.
struct BinaryData {
    ByteAt first;
    std::optional<ByteAt> nul;
    std::size_t controls = 0;
};
/// Why `text` is binary (its first 64 KiB), or nullopt when it looks like text.
std::optional<BinaryData> binaryAt(std::string_view text);

/// UTF-16 text decoded to UTF-8. `bigEndian` picks the byte order; a BOM (U+FEFF) at the
/// start is dropped. Returns false with `badOffset` (0-based byte offset in `bytes`) on an
/// odd byte count or an unpaired surrogate.
bool decodeUtf16(std::string_view bytes, bool bigEndian, std::string& out, std::size_t& badOffset);

/// UTF-16 without a BOM: in the first 4 KiB, ASCII text with a NUL in every other byte
/// (relog or a PowerShell redirect that dropped the BOM). Returns 1 for little endian
/// (NULs at odd offsets), 2 for big endian, 0 for neither.
int utf16WithoutBom(std::string_view text);

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

/// An error or warning of the reader, its message a template (context "Finding",
/// Diagnostic::messageText), so that the GUI shows it in the user's language; the CLI prints
/// englishText(text). (No plain-string overload: every reader message is a template.)
void addError(MeasurementReport& report, int line, int column, FindingText text);
void addWarning(MeasurementReport& report, int line, int column, FindingText text);

/// A piece of the input safe to quote in a message: at most 60 characters, well-formed
/// UTF-8 kept, control bytes and other non-ASCII bytes shown as \xNN.
std::string quoted(std::string_view s);

/// Readers, each for text already checked as not binary (measurementreport.cpp dispatches).
void readAwr(const Lines& lines, MeasurementReport& report);      // AWR text and Statspack (awrreader.cpp)
void readAwrHtml(std::string_view text, MeasurementReport& report); // (awrhtmlreader.cpp)
void readPdhCsv(const Lines& lines, const MeasurementOptions& options, MeasurementReport& report); // perfmon and esxtop
void readHammerdb(const Lines& lines, MeasurementReport& report);

} // namespace topoplan::core::measurements
