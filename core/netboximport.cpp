#include "core/netboximport.h"

#include "core/yamlsupport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace topoplan::core {

using namespace yamlsupport;

namespace {

// ---------------------------------------------------------------------------------
// Interface types

// A NetBox interface type that becomes a Topoplan port.
struct MappedType {
    double speedGbps;
    const char* media;
    const char* protocol;
    std::vector<std::string> breakouts;
};

// NetBox interface types that become ports. Type names: NetBox dcim/choices.py,
// InterfaceTypeChoices (the values the devicetype-library schema accepts for `type`).
// Speed: the nominal rate the type name states. Media: the cage the type name states
// (sfpp = SFP+, qsfpp = QSFP+, qsfpdd at 200 GbE = QSFP28-DD, the catalog's qsfp28-dd);
// KR/KX/KP types are backplane lanes. Breakouts: the standard lane splits of the cage
// (a QSFP+ is 4 x 10G lanes, a QSFP28 4 x 25G, a 64GFC QSFP+ 4 x 16GFC, a 128GFC QSFP28
// 4 x 32GFC), limited to the modes the catalog format knows. No speeds_gbps are added:
// NetBox does not record which lower rates a port runs.
const std::map<std::string, MappedType>& mappedTypes()
{
    static const std::map<std::string, MappedType> table = {
        // Ethernet, copper (RJ45)
        {"100base-tx", {0.1, "rj45", "ethernet", {}}},
        {"1000base-t", {1, "rj45", "ethernet", {}}},
        {"2.5gbase-t", {2.5, "rj45", "ethernet", {}}},
        {"5gbase-t", {5, "rj45", "ethernet", {}}},
        {"10gbase-t", {10, "rj45", "ethernet", {}}},
        // Ethernet, backplane (chassis midplane lanes)
        {"1000base-kx", {1, "backplane", "ethernet", {}}},
        {"2.5gbase-kx", {2.5, "backplane", "ethernet", {}}},
        {"5gbase-kr", {5, "backplane", "ethernet", {}}},
        {"10gbase-kr", {10, "backplane", "ethernet", {}}},
        {"10gbase-kx4", {10, "backplane", "ethernet", {}}},
        {"25gbase-kr", {25, "backplane", "ethernet", {}}},
        {"40gbase-kr4", {40, "backplane", "ethernet", {}}},
        {"50gbase-kr", {50, "backplane", "ethernet", {}}},
        {"100gbase-kp4", {100, "backplane", "ethernet", {}}},
        {"100gbase-kr2", {100, "backplane", "ethernet", {}}},
        {"100gbase-kr4", {100, "backplane", "ethernet", {}}},
        // Ethernet, pluggable cages
        {"10gbase-x-sfpp", {10, "sfp+", "ethernet", {}}},
        {"25gbase-x-sfp28", {25, "sfp28", "ethernet", {}}},
        {"50gbase-x-sfp28", {50, "sfp28", "ethernet", {}}},
        {"40gbase-x-qsfpp", {40, "qsfp+", "ethernet", {"4x10ge"}}},
        {"100gbase-x-qsfp28", {100, "qsfp28", "ethernet", {"4x25ge", "4x10ge"}}},
        {"200gbase-x-qsfpdd", {200, "qsfp28-dd", "ethernet", {}}},
        // Fibre Channel
        {"8gfc-sfpp", {8, "sfp+", "fc", {}}},
        {"16gfc-sfpp", {16, "sfp+", "fc", {}}},
        {"32gfc-sfp28", {32, "sfp28", "fc", {}}},
        {"64gfc-qsfpp", {64, "qsfp+", "fc", {"4x16gfc"}}},
        {"128gfc-qsfp28", {128, "qsfp28", "fc", {"4x32gfc"}}},
    };
    return table;
}

bool startsWith(const std::string& s, const char* prefix)
{
    return s.rfind(prefix, 0) == 0;
}

// Why a NetBox interface type is not mapped, or an empty text for a type NetBox does not
// define (as far as this table knows: NetBox dcim/choices.py, InterfaceTypeChoices).
FindingText unmappedReason(const std::string& type)
{
    static const std::set<std::string> virtualTypes = {"virtual", "bridge", "lag"};
    static const std::set<std::string> noMedia = {
        "100base-fx", "100base-lfx", "100base-t1", "10gbase-cx4", "1000base-x-gbic", "1000base-x-sfp",
        "10gbase-x-xfp", "10gbase-x-xenpak", "10gbase-x-x2", "50gbase-x-sfp56", "100gbase-x-cfp",
        "100gbase-x-cfp2", "100gbase-x-cfp4", "100gbase-x-cxp", "100gbase-x-cpak", "100gbase-x-dsfp",
        "100gbase-x-sfpdd", "100gbase-x-qsfpdd", "200gbase-x-cfp2", "200gbase-x-qsfp56", "400gbase-x-cfp2",
        "400gbase-x-cfp8", "400gbase-x-cdfp", "400gbase-x-qsfp112", "400gbase-x-qsfpdd", "400gbase-x-osfp",
        "400gbase-x-osfp-rhs", "800gbase-x-qsfpdd", "800gbase-x-osfp", "1gfc-sfp", "2gfc-sfp", "4gfc-sfp",
        "32gfc-sfpp", "64gfc-sfpp", "64gfc-sfpdd"};
    static const std::set<std::string> access = {"t1", "e1", "t3", "e3", "xdsl", "docsis", "gpon", "xg-pon",
                                                 "xgs-pon", "ng-pon2", "epon", "10g-epon", "gsm", "cdma", "lte",
                                                 "4g", "5g", "other-wireless"};
    if (virtualTypes.count(type))
        return findingText(QT_TRANSLATE_NOOP("Finding", "a virtual interface, not a physical port"));
    if (noMedia.count(type))
        return findingText(QT_TRANSLATE_NOOP("Finding", "the catalog format has no media for this transceiver cage"));
    if (startsWith(type, "infiniband-"))
        return findingText(QT_TRANSLATE_NOOP("Finding", "a NetBox InfiniBand type names the per-lane rate, not the port width"));
    if (access.count(type) || startsWith(type, "ieee802.") || startsWith(type, "sonet-"))
        return findingText(QT_TRANSLATE_NOOP("Finding", "WAN, access and wireless interfaces are not modelled"));
    if (startsWith(type, "cisco-stackwise") || startsWith(type, "cisco-flexstack") || type == "juniper-vcp"
        || startsWith(type, "extreme-summitstack"))
        return findingText(QT_TRANSLATE_NOOP("Finding", "stacking ports are not modelled"));
    if (type == "other")
        return findingText(QT_TRANSLATE_NOOP("Finding", "type 'other' gives no speed or media"));
    return {};
}

// ---------------------------------------------------------------------------------
// Text helpers

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::string trimmed(const std::string& s)
{
    std::size_t b = 0, e = s.size();
    while (b < e && isBlank(s[b]))
        ++b;
    while (e > b && isBlank(s[e - 1]))
        --e;
    return s.substr(b, e - b);
}

std::string lowered(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

// Topoplan form of a NetBox port or bay name: ASCII letters lowercased, blanks removed
// ("Eth 1/1/1" -> "eth1/1/1").
std::string normalisedName(const std::string& name)
{
    std::string out;
    for (char c : lowered(name))
        if (!isBlank(c))
            out += c;
    return out;
}

// NetBox's slugify of a manufacturer name: lowercase, runs of other characters -> '-'.
std::string slugified(const std::string& s)
{
    std::string out;
    bool dash = false;
    for (char c : lowered(s)) {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            if (dash && !out.empty())
                out += '-';
            dash = false;
            out += c;
        } else {
            dash = true;
        }
    }
    return out;
}

// Words of a text: runs of lowercase ASCII letters and digits.
std::vector<std::string> words(const std::string& text)
{
    std::vector<std::string> out;
    std::string word;
    for (char c : lowered(text) + " ") {
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            word += c;
        } else if (!word.empty()) {
            out.push_back(word);
            word.clear();
        }
    }
    return out;
}

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// True for a key that is present and holds a scalar. (yaml-cpp throws on the type of a
// missing key's node, so presence is tested first.)
bool isText(const YAML::Node& n)
{
    return n.IsDefined() && n.IsScalar();
}

// A text shown as it is (an item name among translated items).
FindingText verbatimText(std::string text)
{
    FindingText out;
    out.source = "%1";
    out.args.push_back(idArg(std::move(text)));
    return out;
}

// Texts joined as listed() joins ids, "a, b, c and 4 more", with the items and the tail
// translatable.
FindingText listedTexts(std::vector<FindingText> items, std::size_t shown = 6)
{
    const std::size_t total = items.size();
    if (total > shown)
        items.resize(shown);
    FindingText out = joinedTexts(std::move(items));
    if (total > shown)
        out = findingTextN("%1 and %n more", QT_TRANSLATE_N_NOOP("Finding", "%1 and %n more"), static_cast<long long>(total - shown),
                           {textArg(std::move(out))});
    return out;
}

// "'name' (line N)": an item of a NetBox list in a message.
FindingText itemAtLine(const std::string& name, int line)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "'%1' (line %2)"), {idArg(name), idArg(std::to_string(line))});
}

// Line `line` (1-based) of `text`, without its line break.
std::string lineOf(const std::string& text, int line)
{
    std::size_t at = 0;
    for (int l = 1; l < line; ++l) {
        at = text.find('\n', at);
        if (at == std::string::npos)
            return "";
        ++at;
    }
    std::size_t end = text.find('\n', at);
    if (end == std::string::npos)
        end = text.size();
    if (end > at && text[end - 1] == '\r')
        --end;
    return text.substr(at, end - at);
}

// ---------------------------------------------------------------------------------
// Import

// Top-level keys of a NetBox device type (devicetype-library schema/devicetype.json).
// Keys not mapped by this importer are metadata (weight, airflow, images, ...) and are
// ignored without a message; the component lists are mapped or reported.
const std::set<std::string> kDeviceTypeKeys = {
    "manufacturer", "model", "slug", "part_number", "u_height", "is_full_depth", "exclude_from_utilization",
    "subdevice_role", "airflow", "front_image", "rear_image", "description", "comments", "weight",
    "weight_unit", "default_platform", "console-ports", "console-server-ports", "power-ports", "power-outlets",
    "interfaces", "front-ports", "rear-ports", "module-bays", "device-bays", "inventory-items"};

const std::set<std::string> kInterfaceKeys = {"name", "label", "type", "enabled", "mgmt_only", "description",
                                              "bridge", "poe_mode", "poe_type", "rf_role", "mtu"};
const std::set<std::string> kBayKeys = {"name", "label", "position", "description"};

// Component lists Topoplan does not model, with the reason given to the user (a template).
const std::map<std::string, const char*> kUnmappedLists = {
    {"console-ports", QT_TRANSLATE_NOOP("Finding", "Topoplan models no console connections")},
    {"console-server-ports", QT_TRANSLATE_NOOP("Finding", "Topoplan models no console connections")},
    {"power-ports", QT_TRANSLATE_NOOP("Finding", "Topoplan models no power connections (their maximum_draw and allocated_draw give power_max_w and power_typical_w)")},
    {"power-outlets", QT_TRANSLATE_NOOP("Finding", "Topoplan models no power connections")},
    {"front-ports", QT_TRANSLATE_NOOP("Finding", "pass-through ports (patch panels, breakout cassettes) are not modelled")},
    {"rear-ports", QT_TRANSLATE_NOOP("Finding", "pass-through ports (patch panels, breakout cassettes) are not modelled")},
    {"inventory-items", QT_TRANSLATE_NOOP("Finding", "inventory items are not modelled")},
};

// Keywords (whole words of the model name, slug, part number and description) that
// suggest a kind. A guess: NetBox does not record what a device is.
const std::set<std::string> kIomWords = {"iom", "switch", "switching", "fabric", "passthrough", "pass",
                                         "interconnect", "expander", "aggregator"};
const std::set<std::string> kSledWords = {"sled", "blade", "compute", "server", "node"};
const std::set<std::string> kBackupWords = {"datadomain", "backup"};
const std::set<std::string> kArrayWords = {"storage", "array", "equallogic", "powervault", "powerstore", "powermax",
                                           "unity", "compellent", "xtremio", "vnx", "symmetrix", "flasharray",
                                           "netapp", "3par", "primera", "nimble", "storwize", "flashsystem"};
const std::set<std::string> kSwitchWords = {"switch", "switching", "nexus", "catalyst"};
const std::set<std::string> kServerWords = {"server", "poweredge", "proliant", "thinksystem", "primergy"};

// Free-standing devices with at least this many non-management ports are guessed to be
// switches (a 1U top-of-rack switch has 24 to 54; a rack server 2 to 8, an array
// controller pair 4 to 16).
constexpr std::size_t kSwitchPortThreshold = 17;

// A first word in `set` among `ws`, or "".
std::string firstWordIn(const std::vector<std::string>& ws, const std::set<std::string>& set)
{
    for (const std::string& w : ws)
        if (set.count(w))
            return w;
    return "";
}

bool hasPhrase(const std::vector<std::string>& ws, const char* a, const char* b)
{
    for (std::size_t i = 0; i + 1 < ws.size(); ++i)
        if (ws[i] == a && ws[i + 1] == b)
            return true;
    return false;
}

// [a-z0-9][a-z0-9.+_-]*/[a-z0-9][a-z0-9.+_-]* (no std::regex: it recurses per character).
bool isModelIdForm(const std::string& id)
{
    const std::size_t slash = id.find('/');
    if (slash == std::string::npos || id.find('/', slash + 1) != std::string::npos)
        return false;
    auto part = [](const std::string& p) {
        auto ok = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
        return !p.empty() && ok(p.front())
            && std::all_of(p.begin(), p.end(), [&](char c) { return ok(c) || c == '.' || c == '+' || c == '_' || c == '-'; });
    };
    return part(id.substr(0, slash)) && part(id.substr(slash + 1));
}

// Power-supply and fan bays: a word psu/fan (or psN, psuN, fanN) in the bay's name,
// label or description, or the phrase "power supply".
bool isPowerOrFanBay(const std::string& text)
{
    const std::vector<std::string> ws = words(text);
    if (hasPhrase(ws, "power", "supply"))
        return true;
    // (psu|ps|fan|fans|pwr)[0-9]* without std::regex, which recurses per character.
    return std::any_of(ws.begin(), ws.end(), [](const std::string& w) {
        const std::size_t digits = w.find_first_of("0123456789");
        const std::string stem = w.substr(0, digits);
        const bool onlyDigitsAfter = digits == std::string::npos || w.find_first_not_of("0123456789", digits) == std::string::npos;
        return onlyDigitsAfter && (stem == "psu" || stem == "ps" || stem == "fan" || stem == "fans" || stem == "pwr");
    });
}

// Slot type of a bay: its Topoplan name without the trailing bay number and separators
// ("sled-1" -> "sled", "iom-a1" -> "iom-a", "slot2" -> "slot"); "bay" if nothing is left.
std::string slotTypeOf(const std::string& name)
{
    std::size_t e = name.size();
    while (e > 0 && name[e - 1] >= '0' && name[e - 1] <= '9')
        --e;
    while (e > 0 && (name[e - 1] == '-' || name[e - 1] == '_' || name[e - 1] == '.' || name[e - 1] == '/'))
        --e;
    return e == 0 ? std::string("bay") : name.substr(0, e);
}

// Items of one NetBox list skipped for the same reason, reported once.
struct SkipGroup {
    SourcePos first;
    std::vector<FindingText> items; // "'name' (line N)"
};

class Importer {
public:
    Importer(const std::string& text, const std::string& fileName, NetboxImportResult& result)
        : m_text(text), m_fileName(fileName), m_result(result), m_ctx{fileName, &result.diagnostics}
    {
    }

    void run();

private:
    std::optional<std::string> identity(const YAML::Node& root, const char* key, FindingText expected);
    void checkItemKeys(const YAML::Node& item, const std::set<std::string>& known, const std::string& list);
    void readInterfaces(const YAML::Node& seq, Model& model);
    void readBays(const YAML::Node& seq, const std::string& list, Model& model);
    void reportList(const YAML::Node& key, const YAML::Node& seq, const std::string& list);
    void readPhysical(const YAML::Node& root, Model& model);
    void chooseKind(Model& model, const std::string& role, SourcePos rolePos, bool hasDeviceBays,
                    const std::vector<std::string>& ws);
    std::optional<std::string> itemText(const YAML::Node& item, const char* key, const FindingText& what);
    // Checks a normalised port or slot name; false (reported) if it cannot be used.
    bool usableName(const std::string& original, const std::string& name, SourcePos pos, const FindingText& what,
                    std::map<std::string, std::pair<std::string, int>>& seen);
    void warn(SourcePos pos, FindingText message) { m_ctx.warning(pos, m_id, std::move(message)); }
    void skipped(int n = 1) { m_result.unmappedItems += n; }

    const std::string& m_text;
    const std::string& m_fileName;
    NetboxImportResult& m_result;
    Context m_ctx;
    std::string m_id; // "model 'x/y'" once known, for diagnostics
    // Unknown item keys per list ("list\nkey"): the key as said in messages, its first position, count.
    struct UnknownKey {
        FindingArg key;
        SourcePos first;
        int count = 0;
    };
    std::map<std::string, UnknownKey> m_unknownKeys;
    std::vector<std::string> m_renamed; // "'Eth 1/1/1' -> 'eth1/1/1'"
};

std::optional<std::string> Importer::identity(const YAML::Node& root, const char* key, FindingText expected)
{
    const YAML::Node n = root[key];
    if (!n.IsDefined() || n.IsNull()) {
        m_ctx.error(posOf(root), "",
                    findingText(QT_TRANSLATE_NOOP("Finding", "the device type has no '%1' (expected %1: %2; required by the NetBox device-type schema)"),
                                {idArg(key), textArg(std::move(expected))}));
        return std::nullopt;
    }
    if (!n.IsScalar()) {
        m_ctx.error(posOf(n), "", findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected %3"),
                                              {idArg(key), describeArg(n), textArg(std::move(expected))}));
        return std::nullopt;
    }
    const std::string value = trimmed(n.Scalar());
    if (value.empty()) {
        m_ctx.error(posOf(n), "", findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is empty; expected %2"),
                                              {idArg(key), textArg(std::move(expected))}));
        return std::nullopt;
    }
    // A quoted value may carry blanks; a plain scalar's trailing blanks are not part of
    // its YAML value (yaml-cpp and NetBox's loader drop them) but are still a defect of
    // the file, found in the raw line.
    bool blanks = value != n.Scalar();
    std::string raw = n.Scalar();
    if (!blanks && n.Tag() == "?") {
        const SourcePos p = posOf(n);
        const std::string line = lineOf(m_text, p.line);
        if (p.column >= 1 && static_cast<std::size_t>(p.column - 1) <= line.size()) {
            const std::string rest = line.substr(static_cast<std::size_t>(p.column - 1));
            if (!rest.empty() && isBlank(rest.back()) && trimmed(rest) == value) {
                blanks = true;
                raw = rest;
            }
        }
    }
    if (blanks)
        m_ctx.warning(posOf(n), "", findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' has leading or trailing blanks; trimmed to '%3'"),
                                                {idArg(key), idArg(raw), idArg(value)}));
    return value;
}

std::optional<std::string> Importer::itemText(const YAML::Node& item, const char* key, const FindingText& what)
{
    const YAML::Node n = item[key];
    if (!n.IsDefined() || n.IsNull())
        return std::nullopt;
    if (!n.IsScalar()) {
        warn(posOf(n), findingText(QT_TRANSLATE_NOOP("Finding", "%1: '%2' is %3; expected text; ignored"),
                                   {textArg(what), idArg(key), describeArg(n)}));
        return std::nullopt;
    }
    return n.Scalar();
}

void Importer::checkItemKeys(const YAML::Node& item, const std::set<std::string>& known, const std::string& list)
{
    for (auto it = item.begin(); it != item.end(); ++it) {
        const FindingArg key = it->first.IsScalar() ? idArg(it->first.Scalar()) : describeArg(it->first);
        const std::string k = it->first.IsScalar() ? it->first.Scalar() : describe(it->first);
        if (known.count(k))
            continue;
        UnknownKey& entry = m_unknownKeys[list + "\n" + k];
        if (entry.count++ == 0) {
            entry.key = key;
            entry.first = posOf(it->first);
        }
    }
}

bool Importer::usableName(const std::string& original, const std::string& name, SourcePos pos,
                          const FindingText& what, std::map<std::string, std::pair<std::string, int>>& seen)
{
    if (name.empty()) {
        warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' has an empty name; skipped"), {textArg(what), idArg(original)}));
        return false;
    }
    if (name.find(':') != std::string::npos) {
        warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' is skipped: ':' is reserved for breakout lanes in Topoplan names"),
                              {textArg(what), idArg(original)}));
        return false;
    }
    if (name.find("{n}") != std::string::npos) {
        warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' is skipped: '{n}' is reserved for catalog templates"),
                              {textArg(what), idArg(original)}));
        return false;
    }
    if (const auto it = seen.find(name); it != seen.end()) {
        warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' and '%3' (line %4) both become '%5' in Topoplan form; this one is skipped"),
                              {textArg(what), idArg(original), idArg(it->second.first), idArg(std::to_string(it->second.second)), idArg(name)}));
        return false;
    }
    seen[name] = {original, pos.line};
    if (name != original)
        m_renamed.push_back("'" + original + "' -> '" + name + "'");
    return true;
}

void Importer::readInterfaces(const YAML::Node& seq, Model& model)
{
    std::map<std::string, std::pair<std::string, int>> seen;
    std::map<std::string, SkipGroup> unmappedTypes; // by type
    std::vector<std::string> typeOrder;
    const auto& table = mappedTypes();
    const FindingText interface = findingText(QT_TRANSLATE_NOOP("Finding", "interface"));
    for (const YAML::Node& item : seq) {
        const SourcePos pos = posOf(item);
        if (!item.IsMap()) {
            warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "an interface is %1; expected a mapping {name, type, ...}; skipped"),
                                  {describeArg(item)}));
            skipped();
            continue;
        }
        checkItemKeys(item, kInterfaceKeys, "interfaces");
        const auto name = itemText(item, "name", interface);
        if (!name) {
            warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "%1 has no usable name; skipped"),
                                  {textArg(findingText(QT_TRANSLATE_NOOP("Finding", "an interface")))}));
            skipped();
            continue;
        }
        const auto type = itemText(item, "type", findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2'"), {textArg(interface), idArg(*name)}));
        if (!type) {
            warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "interface '%1' has no type; skipped"), {idArg(*name)}));
            skipped();
            continue;
        }
        const auto mapped = table.find(*type);
        if (mapped == table.end()) {
            SkipGroup& g = unmappedTypes[*type];
            if (g.items.empty()) {
                g.first = posOf(item["type"]);
                typeOrder.push_back(*type);
            }
            g.items.push_back(itemAtLine(*name, pos.line));
            skipped();
            continue;
        }
        const std::string portName = normalisedName(*name);
        if (!usableName(*name, portName, pos, interface, seen)) {
            skipped();
            continue;
        }
        PortSpec port;
        port.name = portName;
        port.speedGbps = mapped->second.speedGbps;
        port.speedsGbps = {port.speedGbps};
        port.media = mapped->second.media;
        port.protocols = {mapped->second.protocol};
        port.breakouts = mapped->second.breakouts;
        port.pos = pos;
        const YAML::Node mgmt = item["mgmt_only"];
        if (mgmt.IsDefined() && !mgmt.IsNull()) {
            if (mgmt.IsScalar() && (mgmt.Scalar() == "true" || mgmt.Scalar() == "false"))
                port.role = mgmt.Scalar() == "true" ? "mgmt" : "";
            else
                warn(posOf(mgmt), findingText(QT_TRANSLATE_NOOP("Finding", "interface '%1': 'mgmt_only' is %2; expected true or false; ignored"),
                                              {idArg(*name), describeArg(mgmt)}));
        }
        model.ports.push_back(std::move(port));
    }
    for (const std::string& type : typeOrder) {
        const SkipGroup& g = unmappedTypes[type];
        FindingText reason = unmappedReason(type);
        if (reason.empty())
            reason = findingText(QT_TRANSLATE_NOOP("Finding", "unknown NetBox interface type"));
        warn(g.first, findingTextN("%n interface of type '%1' not mapped (%2): %3",
                                   QT_TRANSLATE_N_NOOP("Finding", "%n interfaces of type '%1' not mapped (%2): %3"),
                                   static_cast<long long>(g.items.size()), {idArg(type), textArg(std::move(reason)), textArg(listedTexts(g.items))}));
    }
}

void Importer::readBays(const YAML::Node& seq, const std::string& list, Model& model)
{
    std::map<std::string, std::pair<std::string, int>> seen;
    for (const SlotSpec& s : model.slots)
        seen[s.name] = {s.name, s.pos.line};
    std::vector<std::string> powerAndFans;
    SourcePos firstPowerOrFan;
    const bool deviceBays = list == "device-bays";
    const FindingText what = deviceBays ? findingText(QT_TRANSLATE_NOOP("Finding", "device bay"))
                                        : findingText(QT_TRANSLATE_NOOP("Finding", "module bay"));
    const FindingText aWhat = deviceBays ? findingText(QT_TRANSLATE_NOOP("Finding", "a device bay"))
                                         : findingText(QT_TRANSLATE_NOOP("Finding", "a module bay"));
    for (const YAML::Node& item : seq) {
        const SourcePos pos = posOf(item);
        if (!item.IsMap()) {
            warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "%1 is %2; expected a mapping {name, ...}; skipped"),
                                  {textArg(aWhat), describeArg(item)}));
            skipped();
            continue;
        }
        checkItemKeys(item, kBayKeys, list);
        const auto name = itemText(item, "name", what);
        if (!name) {
            warn(pos, findingText(QT_TRANSLATE_NOOP("Finding", "%1 has no usable name; skipped"), {textArg(aWhat)}));
            skipped();
            continue;
        }
        const FindingText named = findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2'"), {textArg(what), idArg(*name)});
        const std::string label = itemText(item, "label", named).value_or("");
        const std::string description = itemText(item, "description", named).value_or("");
        if (list == "module-bays" && isPowerOrFanBay(*name + " " + label + " " + description)) {
            if (powerAndFans.empty())
                firstPowerOrFan = pos;
            powerAndFans.push_back(*name);
            skipped();
            continue;
        }
        const std::string slotName = normalisedName(*name);
        if (!usableName(*name, slotName, pos, what, seen)) {
            skipped();
            continue;
        }
        model.slots.push_back({slotName, slotTypeOf(slotName), pos});
    }
    if (!powerAndFans.empty())
        warn(firstPowerOrFan, findingTextN("%n power-supply or fan bay not mapped (Topoplan models neither): %1",
                                           QT_TRANSLATE_N_NOOP("Finding", "%n power-supply and fan bays not mapped (Topoplan models neither): %1"),
                                           static_cast<long long>(powerAndFans.size()), {listArg(powerAndFans)}));
}

// Part number, full depth, weight and power draw (docs/netbox-import.md, "Physical
// figures"): NetBox's weight in kg, g, lb or oz becomes weight_kg (1 lb = 0.45359237 kg,
// 1 oz = 0.028349523125 kg, international yard and pound agreement, 1959); the largest
// maximum_draw of one power port becomes power_max_w and the largest allocated_draw
// power_typical_w: with redundant supplies each one must carry the whole load, so the
// device's draw is one supply's, not their sum (NetBox's own rack power utilisation
// also sums per feed leg, not per device).
void Importer::readPhysical(const YAML::Node& root, Model& model)
{
    const std::string src = "NetBox devicetype-library " + baseName(m_fileName);
    if (isText(root["part_number"]))
        model.partNumber = root["part_number"].Scalar();
    if (const YAML::Node fd = root["is_full_depth"]; fd.IsDefined() && fd.IsScalar()) {
        const std::string v = fd.Scalar();
        if (v == "true" || v == "false")
            model.fullDepth = v == "true";
        else
            warn(posOf(fd), findingText(QT_TRANSLATE_NOOP("Finding", "'is_full_depth' is '%1'; expected true or false; ignored"), {idArg(v)}));
    }
    if (const YAML::Node w = root["weight"]; w.IsDefined() && !w.IsNull()) {
        // parseNumber() gives only finite numbers: 0 stands for "not a number" (refused as not positive).
        const double value = w.IsScalar() ? parseNumber(w.Scalar()).value_or(0.0) : 0.0;
        const YAML::Node u = root["weight_unit"];
        const std::string unit = u.IsDefined() && u.IsScalar() ? u.Scalar() : std::string();
        static const std::map<std::string, double> kgPer = {{"kg", 1.0}, {"g", 0.001}, {"lb", 0.45359237}, {"oz", 0.028349523125}};
        const auto factor = kgPer.find(unit);
        if (value <= 0)
            warn(posOf(w), findingText(QT_TRANSLATE_NOOP("Finding", "'weight' is %1; expected a positive number; ignored"), {describeArg(w)}));
        else if (factor == kgPer.end())
            warn(posOf(u.IsDefined() ? u : w),
                 findingText(QT_TRANSLATE_NOOP("Finding", "'weight_unit' is '%1'; expected kg, g, lb or oz; the weight is ignored"), {idArg(unit)}));
        else
            model.params["weight_kg"] = {value * factor->second, src + ": weight " + formatNumber(value) + " " + unit};
    }
    // A missing key of a const node is an invalid node: only IsDefined() may be asked.
    const YAML::Node ports = root["power-ports"];
    if (!ports.IsDefined() || !ports.IsSequence())
        return;
    std::optional<double> maxDraw, allocated;
    for (const YAML::Node& p : ports) {
        if (!p.IsMap())
            continue;
        for (auto [key, into] : {std::pair{"maximum_draw", &maxDraw}, std::pair{"allocated_draw", &allocated}})
            if (const YAML::Node v = p[key]; v.IsDefined() && v.IsScalar())
                if (const auto w = parseNumber(v.Scalar()); w && *w > 0)
                    *into = std::max(into->value_or(0.0), *w);
    }
    if (maxDraw)
        model.params["power_max_w"] = {*maxDraw, src + ": largest maximum_draw of one power port (W)"};
    if (allocated)
        model.params["power_typical_w"] = {*allocated, src + ": largest allocated_draw of one power port (W)"};
}

void Importer::reportList(const YAML::Node& key, const YAML::Node& seq, const std::string& list)
{
    if (seq.IsNull())
        return;
    if (!seq.IsSequence()) {
        warn(posOf(seq), findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected a list; ignored"), {idArg(list), describeArg(seq)}));
        return;
    }
    if (seq.size() == 0)
        return;
    std::vector<FindingText> names;
    for (const YAML::Node& item : seq)
        names.push_back(item.IsMap() && isText(item["name"]) ? verbatimText(item["name"].Scalar()) : describeArg(item).text.front());
    warn(posOf(key), findingText(QT_TRANSLATE_NOOP("Finding", "%1: %2 not mapped (%3): %4"),
                                 {idArg(list), numberArg(double(seq.size())), textArg(findingText(kUnmappedLists.at(list))),
                                  textArg(listedTexts(std::move(names)))}));
    skipped(static_cast<int>(seq.size()));
}

void Importer::chooseKind(Model& model, const std::string& role, SourcePos rolePos, bool hasDeviceBays,
                          const std::vector<std::string>& ws)
{
    if (role == "parent" || hasDeviceBays) {
        model.kind = "chassis";
        if (role != "parent")
            warn(rolePos, findingText(QT_TRANSLATE_NOOP("Finding", "the device type has device-bays but subdevice_role is not 'parent'; imported as a chassis")));
        return;
    }
    std::size_t externalPorts = 0, dataPorts = 0;
    for (const PortSpec& p : model.ports) {
        if (p.role == "mgmt")
            continue;
        ++dataPorts;
        if (p.media != "backplane")
            ++externalPorts;
    }
    auto guessed = [&](const FindingText& why) {
        warn(rolePos, findingText(QT_TRANSLATE_NOOP("Finding", "kind '%1' is a guess (%2); NetBox does not record what a device is, check it"),
                                  {idArg(model.kind), textArg(why)}));
    };
    auto childSays = [](const std::string& w) {
        return findingText(QT_TRANSLATE_NOOP("Finding", "a child device type whose name or description says '%1'"), {idArg(w)});
    };
    auto nameSays = [](const std::string& w) {
        return findingText(QT_TRANSLATE_NOOP("Finding", "the name or description says '%1'"), {idArg(w)});
    };
    FindingText why;
    if (role == "child") {
        if (hasPhrase(ws, "management", "module")) {
            model.kind = "management-module";
            why = findingText(QT_TRANSLATE_NOOP("Finding", "the name says 'management module'"));
        } else if (const std::string w = firstWordIn(ws, kIomWords); !w.empty()) {
            model.kind = "iom";
            why = childSays(w);
        } else if (const std::string w2 = firstWordIn(ws, kSledWords); !w2.empty()) {
            model.kind = "sled";
            why = childSays(w2);
        } else if (externalPorts > 0) {
            model.kind = "iom";
            why = findingTextN("a child device type with %n external port",
                               QT_TRANSLATE_N_NOOP("Finding", "a child device type with %n external ports"), static_cast<long long>(externalPorts));
        } else {
            model.kind = "sled";
            why = findingText(QT_TRANSLATE_NOOP("Finding", "a child device type without external ports"));
        }
        guessed(why);
        warn(rolePos, findingText(QT_TRANSLATE_NOOP("Finding", "'fits' is left empty: NetBox does not say which bay type a child device seats in; set it "
                                                               "to the slot type of the chassis bay it goes in")));
        return;
    }
    if (!role.empty())
        warn(rolePos, findingText(QT_TRANSLATE_NOOP("Finding", "subdevice_role '%1' is not parent or child; ignored"), {idArg(role)}));
    if (hasPhrase(ws, "fabric", "interconnect") || (firstWordIn(ws, {"ucs"}) != "" && firstWordIn(ws, {"fi"}) != "")) {
        model.kind = "fabric-interconnect";
        why = nameSays("fabric interconnect");
    } else if (const std::string w = firstWordIn(ws, kBackupWords); !w.empty() || hasPhrase(ws, "data", "domain")) {
        model.kind = "backup-appliance";
        why = nameSays(w.empty() ? std::string("data domain") : w);
    } else if (const std::string w2 = firstWordIn(ws, kArrayWords); !w2.empty()) {
        model.kind = "array";
        why = nameSays(w2);
    } else if (const std::string w3 = firstWordIn(ws, kSwitchWords); !w3.empty()) {
        model.kind = "switch";
        why = nameSays(w3);
    } else if (const std::string w4 = firstWordIn(ws, kServerWords); !w4.empty()) {
        model.kind = "server";
        why = nameSays(w4);
    } else if (dataPorts >= kSwitchPortThreshold) {
        model.kind = "switch";
        why = findingText(QT_TRANSLATE_NOOP("Finding", "%1 data ports"), {numberArg(double(dataPorts))});
    } else {
        model.kind = "server";
        why = findingTextN("only %n data port", QT_TRANSLATE_N_NOOP("Finding", "only %n data ports"), static_cast<long long>(dataPorts));
    }
    guessed(why);
}

void Importer::run()
{
    const YAML::Node root = parse(m_text, m_ctx, QT_TRANSLATE_NOOP("Finding", "a NetBox device type mapping (manufacturer, model, slug, ...)"));
    if (!root.IsDefined())
        return;

    // Duplicate top-level keys are ambiguous (NetBox's loader keeps the last one).
    std::set<std::string> keys;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->first.IsScalar()) {
            m_ctx.error(posOf(it->first), "", findingText(QT_TRANSLATE_NOOP("Finding", "a top-level key is %1; expected a plain key"), {describeArg(it->first)}));
            continue;
        }
        if (!keys.insert(it->first.Scalar()).second)
            m_ctx.error(posOf(it->first), "", findingText(QT_TRANSLATE_NOOP("Finding", "duplicate key '%1'"), {idArg(it->first.Scalar())}));
    }
    const auto manufacturer = identity(root, "manufacturer", findingText(QT_TRANSLATE_NOOP("Finding", "<manufacturer name>")));
    const auto modelName = identity(root, "model", findingText(QT_TRANSLATE_NOOP("Finding", "<model name>")));
    const auto slug = identity(root, "slug", findingText(QT_TRANSLATE_NOOP("Finding", "<manufacturer-slug>-<model-slug>")));
    if (hasErrors(m_result.diagnostics) || !manufacturer || !modelName || !slug)
        return;

    Model model;
    model.file = m_fileName;
    model.pos = posOf(root);
    model.vendor = *manufacturer;
    model.name = *modelName;
    model.source = "NetBox devicetype-library " + baseName(m_fileName) + ", imported by topoplan-cli import-netbox";

    // Model id: <manufacturer slug>/<slug without the manufacturer prefix>.
    const std::string vendorSlug = slugified(*manufacturer);
    std::string modelSlug = lowered(*slug);
    const SourcePos slugPos = posOf(root["slug"]);
    if (startsWith(modelSlug, (vendorSlug + "-").c_str()) && modelSlug.size() > vendorSlug.size() + 1) {
        modelSlug = modelSlug.substr(vendorSlug.size() + 1);
    } else {
        m_ctx.warning(slugPos, "", findingText(QT_TRANSLATE_NOOP("Finding", "slug '%1' does not start with the manufacturer's slug '%2-'; the model id uses the whole slug"),
                                               {idArg(*slug), idArg(vendorSlug)}));
    }
    model.id = vendorSlug + "/" + modelSlug;
    if (!isModelIdForm(model.id)) {
        m_ctx.error(slugPos, "", findingText(QT_TRANSLATE_NOOP("Finding", "model id '%1' made from manufacturer '%2' and slug '%3' is not vendor/model in lowercase letters, digits and .+_-"),
                                             {idArg(model.id), idArg(*manufacturer), idArg(*slug)}));
        return;
    }
    m_id = "model '" + model.id + "'";

    std::string role;
    SourcePos rolePos = posOf(root["model"]);
    bool hasDeviceBays = false;
    std::optional<double> height;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->first.IsScalar())
            continue;
        const std::string key = it->first.Scalar();
        const YAML::Node value = it->second;
        if (!kDeviceTypeKeys.count(key)) {
            warn(posOf(it->first), findingText(QT_TRANSLATE_NOOP("Finding", "unknown key '%1' ignored (not a NetBox device-type key)"), {idArg(key)}));
            continue;
        }
        if (key == "u_height") {
            const auto h = value.IsScalar() ? parseNumber(value.Scalar()) : std::nullopt;
            if (!h || *h < 0 || *h > 60)
                warn(posOf(value), findingText(QT_TRANSLATE_NOOP("Finding", "'u_height' is %1; expected a number of rack units from 0 to 60; ignored"), {describeArg(value)}));
            else
                height = h;
        } else if (key == "subdevice_role") {
            if (value.IsScalar()) {
                role = value.Scalar();
                rolePos = posOf(value);
            } else if (!value.IsNull()) {
                warn(posOf(value), findingText(QT_TRANSLATE_NOOP("Finding", "'subdevice_role' is %1; expected parent or child; ignored"), {describeArg(value)}));
            }
        } else if (key == "interfaces" || key == "module-bays" || key == "device-bays") {
            if (value.IsNull())
                continue;
            if (!value.IsSequence()) {
                warn(posOf(value), findingText(QT_TRANSLATE_NOOP("Finding", "'%1' is %2; expected a list; ignored"), {idArg(key), describeArg(value)}));
                continue;
            }
            if (key == "interfaces") {
                readInterfaces(value, model);
            } else {
                hasDeviceBays = hasDeviceBays || (key == "device-bays" && value.size() > 0);
                readBays(value, key, model);
            }
        } else if (kUnmappedLists.count(key)) {
            reportList(it->first, value, key);
        }
    }

    for (const auto& [listAndKey, entry] : m_unknownKeys)
        warn(entry.first, findingTextN("unknown key '%1' in %n item of '%2' ignored",
                                       QT_TRANSLATE_N_NOOP("Finding", "unknown key '%1' in %n items of '%2' ignored"), entry.count,
                                       {entry.key, idArg(listAndKey.substr(0, listAndKey.find('\n')))}));
    if (!m_renamed.empty())
        warn(model.pos, findingTextN("%n name changed to Topoplan form (lowercase, no blanks): %1",
                                     QT_TRANSLATE_N_NOOP("Finding", "%n names changed to Topoplan form (lowercase, no blanks): %1"),
                                     static_cast<long long>(m_renamed.size()), {listArg(m_renamed, 3)}));

    if (height) {
        model.heightU = *height;
    } else if (role == "child") {
        model.heightU = 0;
    } else {
        // NetBox's DeviceType.u_height defaults to 1.0.
        model.heightU = 1;
        warn(model.pos, findingText(QT_TRANSLATE_NOOP("Finding", "no 'u_height'; NetBox's default of 1 U is used")));
    }

    readPhysical(root, model);

    std::vector<std::string> ws;
    for (const char* key : {"model", "slug", "part_number", "description"})
        if (isText(root[key]))
            for (std::string& w : words(root[key].Scalar()))
                ws.push_back(std::move(w));
    chooseKind(model, role, rolePos, hasDeviceBays, ws);
    m_result.models.push_back(std::move(model));
}

// ---------------------------------------------------------------------------------
// Writer

std::string scalar(const std::string& s)
{
    return quoteScalar(s);
}

std::string textList(const std::vector<std::string>& items)
{
    return flowList(items);
}

std::string numberList(const std::vector<double>& items)
{
    return flowNumberList(items);
}

using Flow = FlowMap;

// Splits "eth1/1/17" into ("eth1/1/", 17). False when the name does not end in a number
// the catalog's {n} template reproduces (no leading zero, within the template range).
bool trailingNumber(const std::string& name, std::string& prefix, int& n)
{
    std::size_t i = name.size();
    while (i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9')
        --i;
    const std::string digits = name.substr(i);
    if (digits.empty() || digits.size() > 4 || (digits.size() > 1 && digits[0] == '0'))
        return false;
    n = std::stoi(digits);
    prefix = name.substr(0, i);
    return n <= 4096 && prefix.find('{') == std::string::npos;
}

// Folds runs of items whose names are PREFIX<n>, PREFIX<n+1>, ... and that are otherwise
// equal into one "{n}" template entry; `render(item, name, range)` writes one entry.
template <typename T, typename Same, typename Render>
void foldedSection(std::ostringstream& out, const char* key, const std::vector<T>& items, Same same, Render render)
{
    if (items.empty())
        return;
    out << "    " << key << ":\n";
    for (std::size_t i = 0; i < items.size();) {
        std::string prefix;
        int first = 0;
        std::size_t j = i + 1;
        if (trailingNumber(items[i].name, prefix, first)) {
            for (; j < items.size(); ++j) {
                std::string p;
                int n = 0;
                if (!trailingNumber(items[j].name, p, n) || p != prefix || n != first + int(j - i)
                    || !same(items[i], items[j]))
                    break;
            }
        }
        if (j - i >= 2)
            out << "      - " << render(items[i], prefix + "{n}", "[" + std::to_string(first) + ", "
                                                                     + std::to_string(first + int(j - i) - 1) + "]")
                << '\n';
        else
            out << "      - " << render(items[i], items[i].name, std::string()) << '\n';
        i = j;
    }
}

bool samePort(const PortSpec& a, const PortSpec& b)
{
    return a.speedGbps == b.speedGbps && a.speedsGbps == b.speedsGbps && a.media == b.media
        && a.protocols == b.protocols && a.role == b.role && a.component == b.component && a.breakouts == b.breakouts
        && a.npar == b.npar;
}

std::string renderPort(const PortSpec& p, const std::string& name, const std::string& range)
{
    Flow f;
    f.text("name", name, true);
    if (!range.empty())
        f.add("n", range);
    f.add("speed_gbps", formatNumber(p.speedGbps));
    if (!p.speedsGbps.empty() && !(p.speedsGbps.size() == 1 && p.speedsGbps.front() == p.speedGbps))
        f.add("speeds_gbps", numberList(p.speedsGbps));
    f.text("media", p.media, true).add("protocols", textList(p.protocols)).text("role", p.role);
    f.text("component", p.component);
    if (!p.breakouts.empty())
        f.add("breakouts", textList(p.breakouts));
    if (p.npar != 0)
        f.add("npar", std::to_string(p.npar));
    return f.str();
}

std::string renderSlot(const SlotSpec& s, const std::string& name, const std::string& range)
{
    Flow f;
    f.text("name", name, true);
    if (!range.empty())
        f.add("n", range);
    return f.text("type", s.type, true).str();
}

void writeModel(std::ostringstream& out, const Model& m)
{
    out << "  - id: " << scalar(m.id) << '\n';
    out << "    kind: " << scalar(m.kind) << '\n';
    out << "    vendor: " << scalar(m.vendor) << '\n';
    out << "    name: " << scalar(m.name) << '\n';
    out << "    source: " << scalar(m.source) << '\n';
    if (!m.partNumber.empty())
        out << "    part_number: " << scalar(m.partNumber) << '\n';
    out << "    height_u: " << formatNumber(m.heightU) << '\n';
    if (!m.fullDepth)
        out << "    full_depth: false\n";
    if (!m.fits.empty())
        out << "    fits: " << scalar(m.fits) << '\n';
    if (m.width != 1)
        out << "    width: " << m.width << '\n';
    foldedSection(out, "ports", m.ports, samePort, renderPort);
    foldedSection(out, "slots", m.slots, [](const SlotSpec& a, const SlotSpec& b) { return a.type == b.type; },
                  renderSlot);
    if (!m.components.empty()) {
        out << "    components:\n";
        for (const ComponentSpec& c : m.components)
            out << "      - " << Flow().text("id", c.id, true).text("kind", c.kind, true).text("parent", c.parent).str()
                << '\n';
    }
    if (!m.midplane.empty()) {
        out << "    midplane:\n";
        for (const MidplaneRule& r : m.midplane)
            out << "      - "
                << Flow().text("a", r.bay + "." + r.connector + ":" + r.adapterPort, true)
                       .text("b", r.moduleSlot + ":" + r.modulePort, true).str()
                << '\n';
    }
    if (!m.connectors.empty()) {
        out << "    connectors:\n";
        for (const ConnectorSpec& c : m.connectors)
            out << "      - "
                << Flow().text("connector", c.connector, true).add("offset", std::to_string(c.offset))
                       .text("slot", c.slot, true).str()
                << '\n';
    }
    if (!m.params.empty()) {
        out << "    params:\n";
        for (const auto& [name, p] : m.params)
            out << "      " << scalar(name) << ": "
                << Flow().add("value", formatNumber(p.value)).text("source", p.source, true).str() << '\n';
    }
}

} // namespace

NetboxImportResult importNetboxText(const std::string& text, const std::string& fileName)
{
    NetboxImportResult result;
    try {
        Importer(text, fileName, result).run();
    } catch (const YAML::Exception& e) {
        // yaml-cpp may throw on node access of unusual documents; never let it escape. Its
        // message through the design reader's mapping (yamlMessageArg()), the position as
        // YAML::Exception::what() words it (the English is what() byte for byte).
        const FindingArg what =
            e.mark.is_null() ? yamlsupport::yamlMessageArg(e.msg)
                             : textArg(findingText(QT_TRANSLATE_NOOP("Finding", "yaml-cpp: error at line %1, column %2: %3"),
                                                   {idArg(std::to_string(e.mark.line + 1)), idArg(std::to_string(e.mark.column + 1)),
                                                    yamlsupport::yamlMessageArg(e.msg)}));
        result.diagnostics.push_back(diagnostic(Diagnostic::Severity::Error, fileName, {}, "",
                                                findingText(QT_TRANSLATE_NOOP("Finding", "cannot read the device type: %1"), {what})));
    } catch (const std::exception& e) {
        // Anything else (std::bad_alloc): its own text.
        result.diagnostics.push_back(diagnostic(Diagnostic::Severity::Error, fileName, {}, "",
                                                findingText(QT_TRANSLATE_NOOP("Finding", "cannot read the device type: %1"), {idArg(e.what())})));
    }
    if (hasErrors(result.diagnostics)) {
        result.models.clear();
        result.unmappedItems = 0;
    }
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
    });
    return result;
}

NetboxImportResult importNetboxFile(const std::string& path)
{
    NetboxImportResult result;
    std::string text;
    if (!readFile(path, text, Context{path, &result.diagnostics}))
        return result;
    return importNetboxText(text, path);
}

std::vector<std::string> netboxMappedInterfaceTypes()
{
    std::vector<std::string> out;
    for (const auto& entry : mappedTypes())
        out.push_back(entry.first);
    return out;
}

std::string netboxSlug(const std::string& text)
{
    return slugified(text);
}

std::string netboxInterfaceType(const std::string& protocol, double speedGbps, const std::string& media)
{
    const char* fallback = nullptr;
    for (const auto& [type, t] : mappedTypes()) {
        if (protocol != t.protocol || std::abs(speedGbps - t.speedGbps) > 1e-9)
            continue;
        if (media == t.media)
            return type;
        const std::string cage = t.media;
        if (!fallback && cage != "rj45" && cage != "backplane")
            fallback = type.c_str();
    }
    return fallback ? fallback : "other";
}

std::string writeCatalog(const std::vector<Model>& models, const std::string& headerComment)
{
    std::ostringstream out;
    if (!headerComment.empty()) {
        std::istringstream lines(headerComment);
        for (std::string line; std::getline(lines, line);)
            out << (line.empty() ? "#" : "# " + line) << '\n';
    }
    out << "format: topoplan-catalog/1\n";
    out << "models:" << (models.empty() ? " []" : "") << '\n';
    for (std::size_t i = 0; i < models.size(); ++i) {
        if (i)
            out << '\n';
        writeModel(out, models[i]);
    }
    return out.str();
}

} // namespace topoplan::core
