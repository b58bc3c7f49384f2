#include "core/diagnostic.h"

#include <algorithm>

namespace topoplan::core {

std::string Diagnostic::text() const
{
    std::string out = file.empty() ? std::string("<input>") : file;
    if (pos.line > 0) {
        out += ':' + std::to_string(pos.line);
        if (pos.column > 0)
            out += ':' + std::to_string(pos.column);
    }
    out += severity == Severity::Error ? ": error: " : ": warning: ";
    if (!id.empty())
        out += id + ": ";
    out += message;
    return out;
}

bool hasErrors(const Diagnostics& diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

std::string formatDiagnostics(const Diagnostics& diagnostics)
{
    std::string out;
    for (const Diagnostic& d : diagnostics)
        out += d.text() + '\n';
    return out;
}

std::string listed(const std::vector<std::string>& items, std::size_t shown)
{
    std::string out;
    for (std::size_t i = 0; i < items.size() && i < shown; ++i)
        out += (i ? ", " : "") + items[i];
    if (items.size() > shown)
        out += " and " + std::to_string(items.size() - shown) + " more";
    return out;
}

} // namespace topoplan::core
