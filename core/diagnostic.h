#pragma once

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

    /// "file:line:column: error: device 'x': message" (GCC style, parsed by editors).
    std::string text() const;
};

using Diagnostics = std::vector<Diagnostic>;

/// True if any diagnostic is an error (warnings do not fail a load).
bool hasErrors(const Diagnostics& diagnostics);

/// All diagnostics' text(), one per line.
std::string formatDiagnostics(const Diagnostics& diagnostics);

/// "a, b, c and 4 more": the first `shown` items of a list for a message.
std::string listed(const std::vector<std::string>& items, std::size_t shown = 6);

} // namespace topoplan::core
