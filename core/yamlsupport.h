#pragma once
// Internal to core: yaml-cpp helpers shared by the readers. Not part of the public API
// (yaml-cpp types never appear in public headers).

#include "core/diagnostic.h"
#include "core/numberformat.h"

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace topoplan::core::yamlsupport {

/// Input limits, chosen so that a hostile or mistaken file is refused with a message
/// instead of exhausting memory or the stack. The largest shipped design is < 50 kB;
/// a 10,000-device design is about 1 MB.
inline constexpr std::size_t kMaxFileBytes = 16u * 1024u * 1024u;
inline constexpr int kMaxNestingDepth = 32;
/// Most items in one list (devices, links, zones, workloads, catalog models, ...). The
/// analyses grow about linearly with the design: 10,000 devices take 0.44 s and 188 MB
/// (tests/bench/bench_graph), so 50,000 stays within a few seconds and about 1 GB; a
/// longer list is refused with its position instead of exhausting the machine.
inline constexpr std::size_t kMaxListItems = 50000;

/// Where diagnostics go while one file is read.
struct Context {
    std::string file;
    Diagnostics* diagnostics = nullptr;

    void error(SourcePos pos, const std::string& id, const std::string& message) const;
    void warning(SourcePos pos, const std::string& id, const std::string& message) const;
    /// The same with a translatable message (Diagnostic::messageText; message = englishText(text)).
    void error(SourcePos pos, const std::string& id, FindingText text) const;
    void warning(SourcePos pos, const std::string& id, FindingText text) const;
    std::size_t errorCount() const;
};

/// 1-based position of a node (yaml-cpp marks are 0-based).
SourcePos posOf(const YAML::Node& node);

/// Reads a whole file into `text`; reports unreadable or over-large files.
bool readFile(const std::string& path, std::string& text, const Context& ctx);

/// Parses YAML text after checking size, binary content and nesting depth. Returns an
/// undefined node (and reports) on any problem, including an empty document.
YAML::Node parse(const std::string& text, const Context& ctx, const std::string& expectedTopLevel);

using core::formatNumber;

/// A text as a YAML scalar for our writers (designs, catalogs): plain when it holds only
/// characters that are plain in block and flow context alike and cannot be read as
/// another type (number, bool, null), else double-quoted with escapes.
std::string quoteScalar(const std::string& text);

/// "[a, b]" with each item through quoteScalar().
std::string flowList(const std::vector<std::string>& items);
/// "[1, 2.5]" with each number through formatNumber().
std::string flowNumberList(const std::vector<double>& items);

/// Builds one YAML flow mapping "{key: value, ...}" in the order keys are added; what
/// our writers put on one line per list item.
class FlowMap {
public:
    /// Adds a value already rendered as YAML (a number, a list, a nested mapping).
    FlowMap& add(const char* key, const std::string& rendered);
    /// Adds a text (quoted as needed); skipped when empty unless `always`.
    FlowMap& text(const char* key, const std::string& value, bool always = false);
    FlowMap& number(const char* key, double value);
    std::string str() const { return "{" + m_out + "}"; }

private:
    std::string m_out;
};

/// Parses a YAML scalar as a finite number; std::nullopt if it is not one.
std::optional<double> parseNumber(const std::string& scalar);

/// Reads a mapping node whose allowed keys are known: unknown and duplicate keys are
/// reported at the key's position, with the list of expected keys.
class MapReader {
public:
    MapReader(const YAML::Node& node, const Context& ctx, std::string what, std::string id,
              std::initializer_list<const char*> allowed);
    /// `reportKeys` false: the caller has already checked this node's keys with another
    /// MapReader (same node read in two parts); nothing is reported twice.
    MapReader(const YAML::Node& node, const Context& ctx, std::string what, std::string id,
              const std::vector<std::string>& allowed, bool reportKeys = true);

    bool isMap() const { return m_isMap; }
    bool has(const char* key) const;
    YAML::Node get(const char* key) const;
    SourcePos pos() const { return posOf(m_node); }
    SourcePos posOfKey(const char* key) const;
    const std::string& id() const { return m_id; }
    void setId(std::string id) { m_id = std::move(id); }

    std::optional<std::string> string(const char* key, bool required = false) const;
    std::optional<double> number(const char* key, bool required, double min, double max) const;
    std::optional<int> integer(const char* key, bool required, int min, int max) const;
    std::optional<bool> boolean(const char* key, bool required = false) const;
    /// A list of scalars (a single scalar is refused).
    std::optional<std::vector<std::string>> stringList(const char* key, bool required = false) const;
    std::optional<std::vector<double>> numberList(const char* key, bool required, double min, double max) const;
    /// A sequence node or an undefined node (reported) when the key is not a sequence.
    YAML::Node sequence(const char* key, bool required = false) const;

private:
    void init(const std::vector<std::string>& allowed, bool reportKeys = true);
    std::string where() const;

    YAML::Node m_node;
    const Context& m_ctx;
    std::string m_what;
    std::string m_id;
    bool m_isMap = false;
};

/// Names a node's YAML type for messages ("a sequence", "a scalar", ...).
std::string describe(const YAML::Node& node);
/// describe() as a translatable argument (englishText() of it is describe()).
FindingArg describeArg(const YAML::Node& node);
/// yaml-cpp's message `msg` (a YAML::Exception's `msg`, its YAML::ErrorMsg texts) as a
/// translatable argument; englishText() of it is `msg` byte for byte, an unknown one verbatim.
FindingArg yamlMessageArg(const std::string& msg);

} // namespace topoplan::core::yamlsupport
