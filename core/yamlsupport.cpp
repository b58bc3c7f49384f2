#include "core/yamlsupport.h"

#include "core/design.h"
#include "core/quotebound.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <system_error>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>

namespace topoplan::core::yamlsupport {

void Context::error(SourcePos pos, const std::string& id, const std::string& message) const
{
    diagnostics->push_back({Diagnostic::Severity::Error, file, pos, boundedQuote(id), message});
}

void Context::warning(SourcePos pos, const std::string& id, const std::string& message) const
{
    diagnostics->push_back({Diagnostic::Severity::Warning, file, pos, boundedQuote(id), message});
}

void Context::error(SourcePos pos, const std::string& id, FindingText text) const
{
    diagnostics->push_back(diagnostic(Diagnostic::Severity::Error, file, pos, id, std::move(text)));
}

void Context::warning(SourcePos pos, const std::string& id, FindingText text) const
{
    diagnostics->push_back(diagnostic(Diagnostic::Severity::Warning, file, pos, id, std::move(text)));
}

std::size_t Context::errorCount() const
{
    return std::count_if(diagnostics->begin(), diagnostics->end(),
                         [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

SourcePos posOf(const YAML::Node& node)
{
    if (!node.IsDefined())
        return {};
    const YAML::Mark mark = node.Mark();
    if (mark.is_null())
        return {};
    return {mark.line + 1, mark.column + 1};
}

namespace {

// The same words whether the size is seen on disk (readFile) or in memory (parse):
// binary MiB on both sides of the comparison.
FindingText tooLargeMessage(std::size_t bytes)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "file is %1 MiB; the limit is %2 MiB (expected a design or catalog file)"),
                       {numberArg(std::round(double(bytes) / (1024.0 * 1024.0) * 10.0) / 10.0, 1),
                        numberArg(double(kMaxFileBytes / (1024 * 1024)))});
}

} // namespace

bool readFile(const std::string& path, std::string& text, const Context& ctx)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        ctx.error({}, "", findingText(QT_TRANSLATE_NOOP("Finding", "is a folder (expected a design or catalog file)")));
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ctx.error({}, "", findingText(QT_TRANSLATE_NOOP("Finding", "cannot open the file (expected a readable file)")));
        return false;
    }
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0) {
        ctx.error({}, "", findingText(QT_TRANSLATE_NOOP("Finding", "cannot read the file (expected a regular file)")));
        return false;
    }
    if (static_cast<std::size_t>(size) > kMaxFileBytes) {
        ctx.error({}, "", tooLargeMessage(static_cast<std::size_t>(size)));
        return false;
    }
    in.seekg(0);
    text.assign(static_cast<std::size_t>(size), '\0');
    in.read(text.data(), size);
    if (!in) {
        ctx.error({}, "", findingText(QT_TRANSLATE_NOOP("Finding", "cannot read the file")));
        return false;
    }
    return true;
}

namespace {

// Position (1-based line, column) of byte offset `at` in `text`.
SourcePos positionAt(const std::string& text, std::size_t at)
{
    SourcePos pos{1, 1};
    for (std::size_t i = 0; i < at && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else {
            ++pos.column;
        }
    }
    return pos;
}

// Offset of the first byte that is NUL or not valid UTF-8, or npos.
std::size_t firstBinaryByte(const std::string& text)
{
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const unsigned char c = s[i];
        if (c == 0)
            return i;
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        if ((c & 0xE0) == 0xC0 && c >= 0xC2)
            extra = 1;
        else if ((c & 0xF0) == 0xE0)
            extra = 2;
        else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
            extra = 3;
        else
            return i;
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k)
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
        i += extra + 1;
    }
    return std::string::npos;
}

// Conservative estimate of the nesting depth (block indentation levels plus flow
// brackets); returns the offset where `limit` is first exceeded, or npos. yaml-cpp
// recurses once per level, so an unbounded depth would overflow the stack.
std::size_t firstTooDeep(const std::string& text, int limit)
{
    std::vector<int> indents;
    int flow = 0;
    std::size_t i = 0;
    const std::size_t n = text.size();
    while (i < n) {
        // Start of a line: measure indentation and leading "- " markers.
        std::size_t lineStart = i;
        int col = 0;
        while (i < n && text[i] == ' ') {
            ++i;
            ++col;
        }
        const bool blank = i >= n || text[i] == '\n' || text[i] == '\r' || text[i] == '#';
        if (!blank && flow == 0) {
            while (!indents.empty() && indents.back() >= col)
                indents.pop_back();
            indents.push_back(col);
            while (i + 1 < n && text[i] == '-' && (text[i + 1] == ' ' || text[i + 1] == '\t')) {
                i += 2;
                col += 2;
                while (i < n && text[i] == ' ') {
                    ++i;
                    ++col;
                }
                indents.push_back(col);
                if (static_cast<int>(indents.size()) > limit)
                    return i;
            }
            if (static_cast<int>(indents.size()) > limit)
                return lineStart;
        }
        // Rest of the line: flow brackets outside quotes and comments.
        char quote = 0;
        while (i < n && text[i] != '\n') {
            const char c = text[i];
            if (quote) {
                if (quote == '"' && c == '\\')
                    ++i;
                else if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                if (i == lineStart || text[i - 1] == ' ' || text[i - 1] == '[' || text[i - 1] == '{'
                    || text[i - 1] == ',' || text[i - 1] == ':')
                    quote = c;
            } else if (c == '#' && (i == lineStart || text[i - 1] == ' ' || text[i - 1] == '\t')) {
                while (i < n && text[i] != '\n')
                    ++i;
                break;
            } else if (c == '[' || c == '{') {
                ++flow;
                if (static_cast<int>(indents.size()) + flow > limit)
                    return i;
            } else if ((c == ']' || c == '}') && flow > 0) {
                --flow;
            }
            ++i;
        }
        if (i < n)
            ++i; // '\n'
    }
    return std::string::npos;
}

// Offsets of the first byte of every line.
std::vector<std::size_t> lineStarts(const std::string& text)
{
    std::vector<std::size_t> starts{0};
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            starts.push_back(i + 1);
    return starts;
}

// yaml-cpp reports where it noticed a syntax error, which is often a line after the
// cause. Adds what is likely the cause: a tab in the indentation of the error's line,
// or the innermost flow bracket ('[' or '{') still open at the error position.
FindingArg syntaxErrorHint(const std::string& text, SourcePos pos)
{
    if (pos.line <= 0)
        return idArg({});
    const std::vector<std::size_t> starts = lineStarts(text);
    if (std::size_t(pos.line) > starts.size())
        return idArg({});
    for (std::size_t i = starts[pos.line - 1]; i < text.size() && (text[i] == ' ' || text[i] == '\t'); ++i)
        if (text[i] == '\t')
            return textArg(findingText(QT_TRANSLATE_NOOP("Finding", " (line %1 is indented with a tab; YAML indents with spaces)"),
                                       {numberArg(pos.line)}));
    const std::size_t end = std::min(text.size(), starts[pos.line - 1] + std::size_t(std::max(pos.column - 1, 0)));
    std::vector<std::size_t> open; // offsets of unclosed '[' / '{'
    char quote = 0;
    for (std::size_t i = 0; i < end; ++i) {
        const char c = text[i];
        if (c == '\n') {
            if (open.empty())
                quote = 0; // quoted block-context scalars rarely span lines; flow ones may
            continue;
        }
        if (quote) {
            if (quote == '"' && c == '\\')
                ++i;
            else if (c == quote)
                quote = 0;
            continue;
        }
        const char before = i == 0 ? '\n' : text[i - 1];
        const bool afterSpace = before == ' ' || before == '\t' || before == '\n';
        if ((c == '"' || c == '\'') && (afterSpace || before == '[' || before == '{' || before == ',' || before == ':'))
            quote = c;
        else if (c == '#' && afterSpace)
            while (i + 1 < end && text[i + 1] != '\n')
                ++i;
        else if (c == '[' || c == '{')
            open.push_back(i);
        else if ((c == ']' || c == '}') && !open.empty())
            open.pop_back();
    }
    if (open.empty())
        return idArg({});
    const SourcePos at = positionAt(text, open.back());
    return textArg(findingText(QT_TRANSLATE_NOOP("Finding", " (the '%1' at line %2, column %3 is still open here)"),
                               {idArg(std::string(1, text[open.back()])), numberArg(at.line), numberArg(at.column)}));
}

} // namespace

/// yaml-cpp's parser message `msg` (its YAML::ErrorMsg constants) as a template, so that the
/// GUI shows it in the user's language; the English is `msg` byte for byte (a template whose
/// English differs from yaml-cpp's text, after a yaml-cpp update, falls back to `msg` as it
/// is). A message yaml-cpp builds with an argument ("unknown escape character: q") keeps the
/// argument verbatim. Any other message is shown as it is.
FindingArg yamlMessageArg(const std::string& msg)
{
    namespace m = YAML::ErrorMsg;
    struct Known {
        const char* yamlCpp;
        const char* text;
    };
    static const Known whole[] = {
        {m::YAML_DIRECTIVE_ARGS, QT_TRANSLATE_NOOP("Finding", "YAML directives must have exactly one argument")},
        {m::YAML_MAJOR_VERSION, QT_TRANSLATE_NOOP("Finding", "YAML major version too large")},
        {m::REPEATED_YAML_DIRECTIVE, QT_TRANSLATE_NOOP("Finding", "repeated YAML directive")},
        {m::TAG_DIRECTIVE_ARGS, QT_TRANSLATE_NOOP("Finding", "TAG directives must have exactly two arguments")},
        {m::REPEATED_TAG_DIRECTIVE, QT_TRANSLATE_NOOP("Finding", "repeated TAG directive")},
        {m::CHAR_IN_TAG_HANDLE, QT_TRANSLATE_NOOP("Finding", "illegal character found while scanning tag handle")},
        {m::TAG_WITH_NO_SUFFIX, QT_TRANSLATE_NOOP("Finding", "tag handle with no suffix")},
        {m::END_OF_VERBATIM_TAG, QT_TRANSLATE_NOOP("Finding", "end of verbatim tag not found")},
        {m::END_OF_MAP, QT_TRANSLATE_NOOP("Finding", "end of map not found")},
        {m::END_OF_MAP_FLOW, QT_TRANSLATE_NOOP("Finding", "end of map flow not found")},
        {m::END_OF_SEQ, QT_TRANSLATE_NOOP("Finding", "end of sequence not found")},
        {m::END_OF_SEQ_FLOW, QT_TRANSLATE_NOOP("Finding", "end of sequence flow not found")},
        {m::MULTIPLE_TAGS, QT_TRANSLATE_NOOP("Finding", "cannot assign multiple tags to the same node")},
        {m::MULTIPLE_ANCHORS, QT_TRANSLATE_NOOP("Finding", "cannot assign multiple anchors to the same node")},
        {m::MULTIPLE_ALIASES, QT_TRANSLATE_NOOP("Finding", "cannot assign multiple aliases to the same node")},
        {m::ALIAS_CONTENT, QT_TRANSLATE_NOOP("Finding", "aliases can't have any content, *including* tags")},
        {m::INVALID_HEX, QT_TRANSLATE_NOOP("Finding", "bad character found while scanning hex number")},
        {m::UNKNOWN_TOKEN, QT_TRANSLATE_NOOP("Finding", "unknown token")},
        {m::DOC_IN_SCALAR, QT_TRANSLATE_NOOP("Finding", "illegal document indicator in scalar")},
        {m::EOF_IN_SCALAR, QT_TRANSLATE_NOOP("Finding", "illegal EOF in scalar")},
        {m::CHAR_IN_SCALAR, QT_TRANSLATE_NOOP("Finding", "illegal character in scalar")},
        {m::TAB_IN_INDENTATION, QT_TRANSLATE_NOOP("Finding", "illegal tab when looking for indentation")},
        {m::FLOW_END, QT_TRANSLATE_NOOP("Finding", "illegal flow end")},
        {m::BLOCK_ENTRY, QT_TRANSLATE_NOOP("Finding", "illegal block entry")},
        {m::MAP_KEY, QT_TRANSLATE_NOOP("Finding", "illegal map key")},
        {m::MAP_VALUE, QT_TRANSLATE_NOOP("Finding", "illegal map value")},
        {m::ALIAS_NOT_FOUND, QT_TRANSLATE_NOOP("Finding", "alias not found after *")},
        {m::ANCHOR_NOT_FOUND, QT_TRANSLATE_NOOP("Finding", "anchor not found after &")},
        {m::CHAR_IN_ALIAS, QT_TRANSLATE_NOOP("Finding", "illegal character found while scanning alias")},
        {m::CHAR_IN_ANCHOR, QT_TRANSLATE_NOOP("Finding", "illegal character found while scanning anchor")},
        {m::ZERO_INDENT_IN_BLOCK, QT_TRANSLATE_NOOP("Finding", "cannot set zero indentation for a block scalar")},
        {m::CHAR_IN_BLOCK, QT_TRANSLATE_NOOP("Finding", "unexpected character in block scalar")},
        {m::AMBIGUOUS_ANCHOR, QT_TRANSLATE_NOOP("Finding", "cannot assign the same alias to multiple nodes")},
        {m::UNKNOWN_ANCHOR, QT_TRANSLATE_NOOP("Finding", "the referenced anchor is not defined")},
        {m::UNMATCHED_GROUP_TAG, QT_TRANSLATE_NOOP("Finding", "unmatched group tag")},
        {m::UNEXPECTED_END_SEQ, QT_TRANSLATE_NOOP("Finding", "unexpected end sequence token")},
        {m::UNEXPECTED_END_MAP, QT_TRANSLATE_NOOP("Finding", "unexpected end map token")},
        {m::SINGLE_QUOTED_CHAR, QT_TRANSLATE_NOOP("Finding", "invalid character in single-quoted string")},
        {m::INVALID_ANCHOR, QT_TRANSLATE_NOOP("Finding", "invalid anchor")},
        {m::INVALID_ALIAS, QT_TRANSLATE_NOOP("Finding", "invalid alias")},
        {m::INVALID_TAG, QT_TRANSLATE_NOOP("Finding", "invalid tag")},
        // Node access (a reader's own conversions, the NetBox importer's "cannot read the device type").
        {m::BAD_CONVERSION, QT_TRANSLATE_NOOP("Finding", "bad conversion")},
        {m::BAD_SUBSCRIPT, QT_TRANSLATE_NOOP("Finding", "operator[] call on a scalar")},
        {m::BAD_DEREFERENCE, QT_TRANSLATE_NOOP("Finding", "bad dereference")},
        {m::KEY_NOT_FOUND, QT_TRANSLATE_NOOP("Finding", "key not found")},
        {m::INVALID_SCALAR, QT_TRANSLATE_NOOP("Finding", "invalid scalar")},
    };
    // Messages yaml-cpp completes with what it read: the template's %1 is that text.
    static const Known prefixed[] = {
        {m::YAML_VERSION, QT_TRANSLATE_NOOP("Finding", "bad YAML version: %1")},
        {m::INVALID_UNICODE, QT_TRANSLATE_NOOP("Finding", "invalid unicode: %1")},
        {m::INVALID_ESCAPE, QT_TRANSLATE_NOOP("Finding", "unknown escape character: %1")},
    };
    const auto checked = [&msg](FindingText t) { return englishText(t) == msg ? textArg(std::move(t)) : idArg(msg); };
    for (const Known& k : whole)
        if (msg == k.yamlCpp)
            return checked(findingText(k.text));
    for (const Known& k : prefixed)
        if (const std::string head = k.yamlCpp; msg.size() > head.size() && msg.compare(0, head.size(), head) == 0)
            return checked(findingText(k.text, {idArg(msg.substr(head.size()))}));
    return idArg(msg);
}

namespace {

// Where a second document begins: its '---' line when there is one at or before the
// document's first node (`nodePos`, 0:0 for an empty document), else `nodePos`.
SourcePos secondDocumentPos(const std::string& text, SourcePos nodePos)
{
    const std::vector<std::size_t> starts = lineStarts(text);
    int separator = 0; // 1-based line
    for (std::size_t l = 0; l < starts.size(); ++l) {
        if (nodePos.line > 0 && int(l) + 1 > nodePos.line)
            break;
        const std::size_t s = starts[l];
        if (text.compare(s, 3, "---") == 0
            && (s + 3 >= text.size() || text[s + 3] == ' ' || text[s + 3] == '\n' || text[s + 3] == '\r' || text[s + 3] == '\t'))
            separator = int(l) + 1;
    }
    if (separator > 0)
        return {separator, 1};
    return nodePos;
}

/// Where each document of the text starts, from parse events only (no nodes built).
/// Collects the start marks of at most `limit` documents. yaml-cpp 0.7 (Debian 12) never
/// consumes a ',' (or a stray ']' / '}') where a document's node should begin: every
/// HandleNextDocument then yields another empty document at the same mark, so
/// YAML::LoadAll loops forever while its vector grows (found by tests/fuzz, input
/// tests/fuzz/corpus/netbox/comma-after-sequence). Two documents starting at the same
/// mark therefore mean "stuck", and the caller reports that character instead.
class DocumentStarts : public YAML::EventHandler {
public:
    std::vector<YAML::Mark> marks;
    void OnDocumentStart(const YAML::Mark& mark) override { marks.push_back(mark); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {}
    void OnMapEnd() override {}
};

/// Runs the parser over the first `limit` documents of `text`; throws YAML::Exception on
/// a syntax error like YAML::Load does.
std::vector<YAML::Mark> documentStarts(const std::string& text, std::size_t limit)
{
    std::istringstream in(text);
    YAML::Parser parser(in);
    DocumentStarts starts;
    while (starts.marks.size() < limit && parser.HandleNextDocument(starts)) {
    }
    return starts.marks;
}

} // namespace

YAML::Node parse(const std::string& text, const Context& ctx, const std::string& expectedTopLevel)
{
    if (text.size() > kMaxFileBytes) {
        ctx.error({}, "", tooLargeMessage(text.size()));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    if (const std::size_t at = firstBinaryByte(text); at != std::string::npos) {
        ctx.error(positionAt(text, at), "",
                  findingText(QT_TRANSLATE_NOOP("Finding", "binary data (byte %1 is not UTF-8 text); expected a YAML text file"),
                              {numberArg(double(at))}));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    if (const std::size_t at = firstTooDeep(text, kMaxNestingDepth); at != std::string::npos) {
        ctx.error(positionAt(text, at), "",
                  findingText(QT_TRANSLATE_NOOP("Finding", "nesting deeper than %1 levels; expected %2"),
                              {numberArg(kMaxNestingDepth), termArg(expectedTopLevel)}));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    YAML::Node document;
    try {
        // Three documents are enough to tell one, two (an error) and stuck apart.
        const std::vector<YAML::Mark> starts = documentStarts(text, 3);
        for (std::size_t i = 1; i < starts.size(); ++i) {
            if (starts[i].pos == starts[i - 1].pos) {
                const SourcePos pos{starts[i].line + 1, starts[i].column + 1};
                const std::size_t at = std::size_t(std::max(0, starts[i].pos));
                const FindingArg what = at < text.size() ? idArg("'" + text.substr(at, 1) + "'")
                                                         : textArg(findingText(QT_TRANSLATE_NOOP("Finding", "end of file")));
                ctx.error(pos, "",
                          findingText(QT_TRANSLATE_NOOP("Finding", "YAML syntax error: unexpected %1 where a value should begin "
                                                                   "(',' separates items only inside [ ] or { })"),
                                      {what}));
                return YAML::Node(YAML::NodeType::Undefined);
            }
        }
        if (starts.size() > 1) {
            ctx.error(secondDocumentPos(text, {starts[1].line + 1, starts[1].column + 1}), "",
                      findingText(QT_TRANSLATE_NOOP("Finding", "a second YAML document starts here (expected one document: %1)"),
                                  {termArg(expectedTopLevel)}));
            return YAML::Node(YAML::NodeType::Undefined);
        }
        document = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        SourcePos pos;
        if (!e.mark.is_null())
            pos = {e.mark.line + 1, e.mark.column + 1};
        ctx.error(pos, "", findingText(QT_TRANSLATE_NOOP("Finding", "YAML syntax error: %1%2"), {yamlMessageArg(e.msg), syntaxErrorHint(text, pos)}));
        return YAML::Node(YAML::NodeType::Undefined);
    } catch (const std::exception& e) {
        ctx.error({}, "", std::string("cannot parse the YAML: ") + e.what());
        return YAML::Node(YAML::NodeType::Undefined);
    }
    if (!document.IsDefined() || document.IsNull()) {
        ctx.error({1, 1}, "", findingText(QT_TRANSLATE_NOOP("Finding", "file is empty; expected %1"), {termArg(expectedTopLevel)}));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    if (!document.IsMap()) {
        ctx.error(posOf(document), "", findingText(QT_TRANSLATE_NOOP("Finding", "the file holds %1; expected %2"),
                                                   {describeArg(document), termArg(expectedTopLevel)}));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    return document;
}

} // namespace topoplan::core::yamlsupport

namespace topoplan::core {

std::string formatNumber(double value)
{
    if (value == 0.0)
        return "0"; // -0 too
    // Fixed notation over everyday magnitudes (1e-6 to 1e15: "1000000", "0.00001"), where
    // the shortest form was "1e+06" and reached people through messages (issue 16,
    // "Wording"); outside them the shortest form, exponent included ("1e+30"). Either
    // reads back to the same double (std::to_chars without a precision: shortest round trip).
    char buf[64];
    const double magnitude = std::fabs(value);
    const auto result = std::isfinite(value) && magnitude >= 1e-6 && magnitude < 1e15
        ? std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed)
        : std::to_chars(buf, buf + sizeof buf, value);
    return std::string(buf, result.ptr);
}

} // namespace topoplan::core

namespace topoplan::core::yamlsupport {

std::optional<double> parseNumber(const std::string& scalar)
{
    if (scalar.empty())
        return std::nullopt;
    const char* first = scalar.data();
    const char* last = scalar.data() + scalar.size();
    if (*first == '+')
        ++first;
    double value = 0.0;
    const auto result = std::from_chars(first, last, value);
    if (result.ec != std::errc() || result.ptr != last || !std::isfinite(value))
        return std::nullopt;
    return value;
}

namespace {
bool needsQuotes(const std::string& s)
{
    if (s.empty())
        return true;
    // Plain only with characters that are plain in block and flow context alike (yaml-cpp
    // reads "a?b" as a key indicator inside a flow mapping); ':' only inside a word, as in
    // port references ("pmax:fa-1d-4").
    for (unsigned char c : s) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' '
            || c == '.' || c == '_' || c == '/' || c == '+' || c == '-' || c == '(' || c == ')' || c == ':';
        if (!plain)
            return true;
    }
    if (s.front() == ' ' || s.back() == ' ' || s.front() == '-' || s.front() == ':' || s.back() == ':'
        || s.find(": ") != std::string::npos || s.find(" :") != std::string::npos)
        return true;
    // Text that looks like a number ("5112814", a port named "1") is quoted so that YAML
    // tools other than ours keep it text.
    if (parseNumber(s) || s.front() == '.'
        || (s.front() >= '0' && s.front() <= '9' && s.find_first_not_of("0123456789.eE+-") == std::string::npos))
        return true;
    static const std::set<std::string> reserved = {"~", "null", "Null", "NULL", "true", "True", "TRUE", "false",
                                                   "False", "FALSE", "yes", "no", "on", "off", "Yes", "No", "On",
                                                   "Off", "y", "n", "Y", "N"};
    return reserved.count(s) > 0;
}
} // namespace

std::string quoteScalar(const std::string& s)
{
    if (!needsQuotes(s))
        return s;
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        case '\r': out += "\\r"; break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    return out + "\"";
}

std::string flowList(const std::vector<std::string>& items)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? ", " : "") + quoteScalar(items[i]);
    return out + "]";
}

std::string flowNumberList(const std::vector<double>& items)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i ? ", " : "") + formatNumber(items[i]);
    return out + "]";
}

FlowMap& FlowMap::add(const char* key, const std::string& rendered)
{
    m_out += (m_out.empty() ? "" : ", ") + std::string(key) + ": " + rendered;
    return *this;
}

FlowMap& FlowMap::text(const char* key, const std::string& value, bool always)
{
    if (always || !value.empty())
        add(key, quoteScalar(value));
    return *this;
}

FlowMap& FlowMap::number(const char* key, double value)
{
    return add(key, formatNumber(value));
}

FindingArg describeArg(const YAML::Node& node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map: return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "a mapping")));
    case YAML::NodeType::Sequence: return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "a sequence")));
    // At most a few characters: a file named as a catalog or design may be any file of
    // the machine (issue 16: `catalogs: [/etc/shadow]` printed its lines).
    case YAML::NodeType::Scalar:
        return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "the scalar '%1'"), {idArg(clipped(node.Scalar(), 12))}));
    case YAML::NodeType::Null: return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "nothing (null)")));
    default: return textArg(findingText(QT_TRANSLATE_NOOP("Finding", "nothing")));
    }
}

std::string describe(const YAML::Node& node) { return englishText(describeArg(node).text.front()); }

namespace {
// "<what> has no '<key>' (expected <key>: <shape>)": a required key that is missing.
FindingText missingKey(const std::string& what, const char* key, const char* shape)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "%1 has no '%2' (expected %2: %3)"), {termArg(what), idArg(key), idArg(shape)});
}
} // namespace

MapReader::MapReader(const YAML::Node& node, const Context& ctx, std::string what, std::string id,
                     std::initializer_list<const char*> allowed)
    : m_node(node), m_ctx(ctx), m_what(std::move(what)), m_id(std::move(id))
{
    init(std::vector<std::string>(allowed.begin(), allowed.end()));
}

MapReader::MapReader(const YAML::Node& node, const Context& ctx, std::string what, std::string id,
                     const std::vector<std::string>& allowed, bool reportKeys)
    : m_node(node), m_ctx(ctx), m_what(std::move(what)), m_id(std::move(id))
{
    init(allowed, reportKeys);
}

void MapReader::init(const std::vector<std::string>& allowed, bool reportKeys)
{
    if (!m_node.IsMap()) {
        m_ctx.error(posOf(m_node), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "%1 is %2; expected a mapping {key: value, ...}"),
                                                 {termArg(m_what), describeArg(m_node)}));
        return;
    }
    m_isMap = true;
    // Name the element in messages about its keys as soon as it has an id.
    if (m_id.empty()) {
        const YAML::Node& node = m_node; // const operator[]: never inserts
        const YAML::Node id = node["id"];
        if (id.IsDefined() && id.IsScalar() && !id.Scalar().empty())
            m_id = m_what + " '" + clipped(id.Scalar()) + "'"; // quoted in messages: short
    }
    if (!reportKeys)
        return;
    std::set<std::string> seen;
    for (auto it = m_node.begin(); it != m_node.end(); ++it) {
        const YAML::Node key = it->first;
        if (!key.IsScalar()) {
            m_ctx.error(posOf(key), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "a key of %1 is %2; expected a plain key"),
                                                   {termArg(m_what), describeArg(key)}));
            continue;
        }
        const std::string k = key.Scalar();
        if (!seen.insert(k).second)
            m_ctx.error(posOf(key), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "duplicate key '%1' in %2"), {idArg(clipped(k)), termArg(m_what)}));
        if (std::find(allowed.begin(), allowed.end(), k) == allowed.end()) {
            std::string list;
            for (const std::string& a : allowed)
                list += (list.empty() ? "" : ", ") + a;
            m_ctx.error(posOf(key), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "unknown key '%1' in %2 (expected one of: %3)"),
                                                   {idArg(clipped(k)), termArg(m_what), idArg(list)}));
        }
    }
}

std::string MapReader::where() const
{
    return m_what;
}

bool MapReader::has(const char* key) const
{
    return m_isMap && m_node[key].IsDefined() && !m_node[key].IsNull();
}

YAML::Node MapReader::get(const char* key) const
{
    if (!m_isMap)
        return YAML::Node(YAML::NodeType::Undefined);
    return m_node[key];
}

SourcePos MapReader::posOfKey(const char* key) const
{
    if (!m_isMap)
        return pos();
    for (auto it = m_node.begin(); it != m_node.end(); ++it)
        if (it->first.IsScalar() && it->first.Scalar() == key)
            return posOf(it->second);
    return pos();
}

std::optional<std::string> MapReader::string(const char* key, bool required) const
{
    if (!has(key)) {
        if (required && m_isMap)
            m_ctx.error(pos(), m_id, missingKey(m_what, key, "<text>"));
        return std::nullopt;
    }
    const YAML::Node n = get(key);
    if (!n.IsScalar()) {
        m_ctx.error(posOf(n), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected text"), {idArg(key), describeArg(n)}));
        return std::nullopt;
    }
    return n.Scalar();
}

std::optional<double> MapReader::number(const char* key, bool required, double min, double max) const
{
    if (!has(key)) {
        if (required && m_isMap)
            m_ctx.error(pos(), m_id, missingKey(m_what, key, "<number>"));
        return std::nullopt;
    }
    const YAML::Node n = get(key);
    std::optional<double> v;
    if (n.IsScalar())
        v = parseNumber(n.Scalar());
    if (!v) {
        m_ctx.error(posOf(n), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected a finite number"), {idArg(key), describeArg(n)}));
        return std::nullopt;
    }
    if (*v < min || *v > max) {
        m_ctx.error(posOf(n), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2, out of range (expected %3 to %4)"),
                                                 {idArg(key), idArg(n.Scalar()), numberArg(min, 6), numberArg(max, 6)}));
        return std::nullopt;
    }
    return v;
}

std::optional<int> MapReader::integer(const char* key, bool required, int min, int max) const
{
    const std::optional<double> v = number(key, required, min, max);
    if (!v)
        return std::nullopt;
    if (*v != std::floor(*v)) {
        m_ctx.error(posOf(get(key)), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected a whole number"),
                                                        {idArg(key), idArg(get(key).Scalar())}));
        return std::nullopt;
    }
    return static_cast<int>(*v);
}

std::optional<bool> MapReader::boolean(const char* key, bool required) const
{
    if (!has(key)) {
        if (required && m_isMap)
            m_ctx.error(pos(), m_id, missingKey(m_what, key, "true|false"));
        return std::nullopt;
    }
    const YAML::Node n = get(key);
    if (n.IsScalar() && (n.Scalar() == "true" || n.Scalar() == "false"))
        return n.Scalar() == "true";
    m_ctx.error(posOf(n), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected true or false"), {idArg(key), describeArg(n)}));
    return std::nullopt;
}

YAML::Node MapReader::sequence(const char* key, bool required) const
{
    if (!has(key)) {
        if (required && m_isMap)
            m_ctx.error(pos(), m_id, missingKey(m_what, key, "[...]"));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    const YAML::Node n = get(key);
    if (!n.IsSequence()) {
        m_ctx.error(posOf(n), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected a list [...]"), {idArg(key), describeArg(n)}));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    if (n.size() > kMaxListItems) {
        m_ctx.error(posOf(n), m_id,
                    findingText(QT_TRANSLATE_NOOP("Finding", "'%1' has %2 items; at most %3 are supported (split the design)"),
                                {idArg(key), numberArg(double(n.size())), numberArg(double(kMaxListItems))}));
        return YAML::Node(YAML::NodeType::Undefined);
    }
    return n;
}

std::optional<std::vector<std::string>> MapReader::stringList(const char* key, bool required) const
{
    const YAML::Node seq = sequence(key, required);
    if (!seq.IsDefined())
        return std::nullopt;
    std::vector<std::string> out;
    for (const YAML::Node& item : seq) {
        if (!item.IsScalar()) {
            m_ctx.error(posOf(item), m_id, findingText(QT_TRANSLATE_NOOP("Finding", "an item of '%1' is %2; expected text"),
                                                        {idArg(key), describeArg(item)}));
            return std::nullopt;
        }
        out.push_back(item.Scalar());
    }
    return out;
}

std::optional<std::vector<double>> MapReader::numberList(const char* key, bool required, double min, double max) const
{
    const YAML::Node seq = sequence(key, required);
    if (!seq.IsDefined())
        return std::nullopt;
    std::vector<double> out;
    for (const YAML::Node& item : seq) {
        std::optional<double> v;
        if (item.IsScalar())
            v = parseNumber(item.Scalar());
        if (!v || *v < min || *v > max) {
            m_ctx.error(posOf(item), m_id,
                        findingText(QT_TRANSLATE_NOOP("Finding", "an item of '%1' is %2; expected a number from %3 to %4"),
                                    {idArg(key), describeArg(item), idArg(formatNumber(min)), idArg(formatNumber(max))}));
            return std::nullopt;
        }
        out.push_back(*v);
    }
    return out;
}

} // namespace topoplan::core::yamlsupport
