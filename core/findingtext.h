#pragma once
// The text of a finding as a template with arguments, so that the GUI can show it in the
// user's language while the CLI and JSON keep the English sentence (issue 16: "German:
// every visible string, findings included, through tr()"). core has no Qt: the templates
// are marked for lupdate with QT_TRANSLATE_NOOP / QT_TRANSLATE_N_NOOP in context
// "Finding" (lupdate finds the macros by name; defined here as the plain text when Qt's
// are not in scope), and models/findingtext.h renders them with
// QCoreApplication::translate() and QLocale. The English message is always built from
// the same template (englishText()), so the two cannot drift.

#include <string>
#include <vector>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(scope, x) x
#endif

namespace topoplan::core {

/// The translation context of finding templates (Qt Linguist context "Finding").
inline constexpr const char* kFindingContext = "Finding";

struct FindingText;

/// One argument of a FindingText placeholder %1..%9.
struct FindingArg {
    enum class Kind {
        Verbatim, ///< an id or a port reference, shown as is in every language
        Number,   ///< a figure: `value` with at most `decimals` decimals (trailing zeros dropped), then `unit`
        List,     ///< ids joined "a, b, c and 4 more" (core::listed(), `shown` items)
        Text,     ///< a nested translatable text (text.front())
        Term,     ///< `verbatim` whose leading noun (core::diagnosticTerms(): "device" of "device 'x'") is translated
    };
    Kind kind = Kind::Verbatim;
    std::string verbatim;           ///< Verbatim, Term
    double value = 0.0;             ///< Number
    int decimals = 0;               ///< Number: at most this many decimals
    std::string unit;               ///< Number: appended as is (" %", " MB/s"), never translated
    bool grouped = false;           ///< Number: thousands separated ("94,627"; German "94.627")
    std::vector<std::string> items; ///< List
    std::size_t shown = 6;          ///< List
    std::vector<FindingText> text;  ///< Text: exactly one element
};

/// A translatable sentence: `source` (English, in context "Finding") with %1..%9 filled
/// by `args` in one pass (an argument's own '%' is never re-read). Plural: when `count`
/// >= 0, %n is the count and `one` is the English template for a count of 1 (the
/// German .ts gives both numerus forms of `source`).
struct FindingText {
    std::string source;
    std::vector<FindingArg> args;
    long long count = -1;
    std::string one;

    bool empty() const { return source.empty(); }
};

/// An id or any text shown as is.
FindingArg idArg(std::string id);
/// A figure with at most `decimals` decimals and a unit suffix (" %", " MB/s").
FindingArg numberArg(double value, int decimals = 0, std::string unit = {});
/// numberArg() with thousands separators (core::formatDecimalsGrouped(); the locale's in the GUI).
FindingArg groupedNumberArg(double value, int decimals = 0, std::string unit = {});
/// ids joined as listed() joins them.
FindingArg listArg(std::vector<std::string> items, std::size_t shown = 6);
/// A nested translatable text.
FindingArg textArg(FindingText text);

/// A template (marked with QT_TRANSLATE_NOOP("Finding", ...)) with its arguments.
FindingText findingText(const char* source, std::vector<FindingArg> args = {});
/// A plural template: `other` (marked with QT_TRANSLATE_N_NOOP("Finding", ...), the
/// translation key) for every count but 1, `one` for 1; %n is the count.
FindingText findingTextN(const char* one, const char* other, long long count, std::vector<FindingArg> args = {});

/// Texts joined with ", " as one text ("%1, %2" nested), for lists of clauses.
FindingText joinedTexts(std::vector<FindingText> parts);

/// The English sentence of `text`: what Finding::message holds (CLI, JSON, reports).
/// Numbers through formatDecimals() (no "1e+06", no "-0").
std::string englishText(const FindingText& text);

/// Fills %1..%99 of `pattern` with `args` in one left-to-right pass (a placeholder
/// without an argument is left as it is); %n is left for the caller. Shared by
/// englishText() and the GUI renderer so both read templates the same way.
std::string fillPlaceholders(const std::string& pattern, const std::vector<std::string>& args);

} // namespace topoplan::core
