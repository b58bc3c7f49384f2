#pragma once

#include "core/findingtext.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// A position in a source text, 1-based; 0 means "unknown".
struct SourcePos {
    int line = 0;
    int column = 0;

    bool operator==(const SourcePos&) const = default;
};

/// One message for the user about an input: where (file, line, column), which id it
/// concerns, what is wrong and what was expected. Produced by the readers and the
/// validation; never thrown.
struct Diagnostic {
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    std::string file;    ///< path as given by the caller, or "<builtin>/name"
    SourcePos pos;       ///< 0:0 when the problem concerns the whole file
    std::string id;      ///< id of the element concerned (device, link "a -- b", ...), may be empty
    std::string message; ///< what is wrong, then "(expected ...)" where that helps
    /// `message` as a template (context "Finding"): englishText(messageText) == message, so the
    /// CLI prints the English and the GUI the user's language (models/diagnostictext.h).
    /// Empty for a message without a template (shown as `message` in every language).
    FindingText messageText = {};
    /// Whether a measurement import can be told to go past this refusal (`import-measurement
    /// --force`, the designer's Import Anyway; core::fitToWorkload()). The message says what is
    /// wrong and never names the override: each front end words it (text(): the command's
    /// "(use --force ...)", the designer its button's name, widgets/measurementimportui.h).
    enum class Override {
        None,         ///< not a refusal of an import, or one with nothing to say about forcing it
        Forceable,    ///< an error the override imports past
        NotForceable, ///< a hard refusal: `overrideRefused` says why the override does not help
        Forced,       ///< a warning: the refusal was overridden, the file imported all the same
    };
    Override overridable = Override::None;
    FindingText overrideRefused = {}; ///< NotForceable: why not (a template, context "Finding")

    /// "file:line:column: error: device 'x': message" (GCC style, parsed by editors), then the
    /// command's words for `overridable`: " (use --force to import it all the same)", "; cannot be
    /// forced: <why> (--force overrides only ...)", "; imported all the same (--force)".
    std::string text() const;
};

using Diagnostics = std::vector<Diagnostic>;

/// What a measurement import's override goes past (core::fitToWorkload()): "a report of
/// another engine, a truncated report's missing baseline figures and one host's measurement
/// as a storage's baseline"; the hard refusals name it after their reason.
FindingText forceableRefusals();

/// A diagnostic whose message is `text` (message = englishText(text), messageText = text).
/// An id or a quoted argument over 500 characters (no valid input has one: an unbounded
/// text of the input) is cut to its first 40 characters and "…" (core::clipped()).
Diagnostic diagnostic(Diagnostic::Severity severity, std::string file, SourcePos pos, std::string id, FindingText text);

/// The nouns that start a Diagnostic::id ("device" of "device 'x'", "link" of "link a -- b")
/// and name what a reader reads ("the design", "partition"), each marked for translation
/// in context "Finding"; longest first, so that the first whose text and a space begin an
/// id is its kind. The GUI translates an id's kind and a message's "what" argument by them.
const std::vector<const char*>& diagnosticTerms();

/// A FindingArg for `what`, one of diagnosticTerms() (or any text, shown as it is when it
/// has no translation): a nested template whose source is `what`.
FindingArg termArg(const std::string& what);

/// True if any diagnostic is an error (warnings do not fail a load).
bool hasErrors(const Diagnostics& diagnostics);

/// All diagnostics' text(), one per line.
std::string formatDiagnostics(const Diagnostics& diagnostics);

/// "a, b, c and 4 more": the first `shown` items of a list for a message.
std::string listed(const std::vector<std::string>& items, std::size_t shown = 6);

} // namespace topoplan::core
