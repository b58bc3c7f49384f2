#include "core/diagnostic.h"

#include "core/design.h"
#include "core/quotebound.h"

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
    switch (overridable) {
    case Override::None: break;
    case Override::Forceable: out += " (use --force to import it all the same)"; break;
    case Override::NotForceable:
        out += "; cannot be forced: " + englishText(overrideRefused) + " (--force overrides only " + englishText(forceableRefusals()) + ")";
        break;
    case Override::Forced: out += "; imported all the same (--force)"; break;
    }
    return out;
}

FindingText forceableRefusals()
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "a report of another engine, a truncated report's missing baseline figures, "
                                                    "one host's measurement as a storage's baseline and a cluster's measurement "
                                                    "as one instance's"));
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

// Longer than any id, reference or list a valid input gives a message (ids are at most
// kMaxIdLength, a link "link A:P:L -- B:P:L" a few of them): only an unbounded text of the
// input (a million-character model id or port reference, issue 16) is this long.
constexpr std::size_t kMaxQuoted = 500;

std::string boundedQuote(std::string text)
{
    return text.size() > kMaxQuoted ? clipped(text) : text;
}

namespace {

void boundQuotes(FindingText& text)
{
    for (FindingArg& a : text.args) {
        a.verbatim = boundedQuote(std::move(a.verbatim));
        for (std::string& item : a.items)
            item = boundedQuote(std::move(item));
        for (FindingText& t : a.text)
            boundQuotes(t);
    }
}

} // namespace

Diagnostic diagnostic(Diagnostic::Severity severity, std::string file, SourcePos pos, std::string id, FindingText text)
{
    boundQuotes(text);
    Diagnostic d{severity, std::move(file), pos, boundedQuote(std::move(id)), englishText(text)};
    d.messageText = std::move(text);
    return d;
}

const std::vector<const char*>& diagnosticTerms()
{
    // What the readers name (MapReader's "what", the ids of Diagnostic::id and of
    // core::designIds()), longest first where one begins another ("site link" before "site").
    static const std::vector<const char*> terms = [] {
        std::vector<const char*> t = {
            // What a file is expected to hold (yamlsupport::parse()).
            QT_TRANSLATE_NOOP("Finding", "a design mapping starting with format: topoplan/1"),
            QT_TRANSLATE_NOOP("Finding", "a catalog mapping with format: topoplan-catalog/1 and models: [...]"),
            QT_TRANSLATE_NOOP("Finding", "a NetBox device type mapping (manufacturer, model, slug, ...)"),
            QT_TRANSLATE_NOOP("Finding", "origins of the measured block"),
            QT_TRANSLATE_NOOP("Finding", "measured block"),
            QT_TRANSLATE_NOOP("Finding", "config of device"),
            QT_TRANSLATE_NOOP("Finding", "settings of cluster"),
            QT_TRANSLATE_NOOP("Finding", "profile of workload"),
            QT_TRANSLATE_NOOP("Finding", "vm of workload"),
            QT_TRANSLATE_NOOP("Finding", "the catalog file"),
            QT_TRANSLATE_NOOP("Finding", "the design"),
            QT_TRANSLATE_NOOP("Finding", "requirements"),
            QT_TRANSLATE_NOOP("Finding", "site link"),
            QT_TRANSLATE_NOOP("Finding", "site"),
            QT_TRANSLATE_NOOP("Finding", "rack"),
            QT_TRANSLATE_NOOP("Finding", "power feed"),
            QT_TRANSLATE_NOOP("Finding", "device"),
            QT_TRANSLATE_NOOP("Finding", "partition"),
            QT_TRANSLATE_NOOP("Finding", "link"),
            QT_TRANSLATE_NOOP("Finding", "note"),
            QT_TRANSLATE_NOOP("Finding", "fabric"),
            QT_TRANSLATE_NOOP("Finding", "zone of"),
            QT_TRANSLATE_NOOP("Finding", "zone"),
            QT_TRANSLATE_NOOP("Finding", "port group"),
            QT_TRANSLATE_NOOP("Finding", "masking view"),
            QT_TRANSLATE_NOOP("Finding", "cluster"),
            QT_TRANSLATE_NOOP("Finding", "parent storage group"),
            QT_TRANSLATE_NOOP("Finding", "storage group"),
            QT_TRANSLATE_NOOP("Finding", "array"),
            QT_TRANSLATE_NOOP("Finding", "member"),
            QT_TRANSLATE_NOOP("Finding", "witness"),
            QT_TRANSLATE_NOOP("Finding", "host"),
            QT_TRANSLATE_NOOP("Finding", "workload"),
            QT_TRANSLATE_NOOP("Finding", "use case"),
            QT_TRANSLATE_NOOP("Finding", "scenario event"),
            QT_TRANSLATE_NOOP("Finding", "scenario"),
            QT_TRANSLATE_NOOP("Finding", "model"),
            QT_TRANSLATE_NOOP("Finding", "port"),
            QT_TRANSLATE_NOOP("Finding", "slot"),
            QT_TRANSLATE_NOOP("Finding", "component"),
            QT_TRANSLATE_NOOP("Finding", "midplane rule"),
            QT_TRANSLATE_NOOP("Finding", "connector"),
            QT_TRANSLATE_NOOP("Finding", "parameter"),
        };
        return t;
    }();
    return terms;
}

FindingArg termArg(const std::string& what)
{
    FindingArg a = idArg(what);
    a.kind = FindingArg::Kind::Term;
    return a;
}

} // namespace topoplan::core
