#include "core/catalog.h"

#include "core/builtin.h"
#include "core/design.h"
#include "core/yamlsupport.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <set>

namespace topoplan::core {

using namespace yamlsupport;

bool PortSpec::hasProtocol(const std::string& p) const
{
    return std::find(protocols.begin(), protocols.end(), p) != protocols.end();
}

bool PortSpec::supportsBreakout(const std::string& mode) const
{
    return std::find(breakouts.begin(), breakouts.end(), mode) != breakouts.end();
}

const PortSpec* Model::port(const std::string& name) const
{
    for (const PortSpec& p : ports)
        if (p.name == name)
            return &p;
    return nullptr;
}

const SlotSpec* Model::slot(const std::string& name) const
{
    for (const SlotSpec& s : slots)
        if (s.name == name)
            return &s;
    return nullptr;
}

int Model::slotIndex(const std::string& name) const
{
    for (std::size_t i = 0; i < slots.size(); ++i)
        if (slots[i].name == name)
            return static_cast<int>(i);
    return -1;
}

const ComponentSpec* Model::component(const std::string& id) const
{
    for (const ComponentSpec& c : components)
        if (c.id == id)
            return &c;
    return nullptr;
}

std::optional<double> Model::param(const std::string& name) const
{
    const auto it = params.find(name);
    if (it == params.end())
        return std::nullopt;
    return it->second.value;
}

double Model::paramOr(const std::string& name, double fallback) const
{
    return param(name).value_or(fallback);
}

bool Model::takesDrive(const Model& part) const
{
    return driveInterfaces.empty() || part.driveInterface.empty()
        || std::find(driveInterfaces.begin(), driveInterfaces.end(), part.driveInterface) != driveInterfaces.end();
}

namespace {

// Longest text given to std::regex_match (see readMidplane); far above any real name.
constexpr std::size_t kMaxRegexInput = 256;

// Drive attachment: NVMe (PCIe), SAS (also NL-SAS drives and SAS-attached shelves), SATA.
const std::set<std::string> kDriveInterfaces = {"nvme", "sas", "sata"};
const std::set<std::string> kKinds = {"chassis", "sled", "blade", "server", "adapter", "iom",
                                      "fabric-interconnect", "switch", "array", "hci-node", "sds-node",
                                      "backup-appliance", "shelf", "drive", "witness", "management-module"};
const std::set<std::string> kMedia = {"sfp+", "sfp28", "qsfp+", "qsfp28", "qsfp28-dd", "rj45",
                                      "backplane", "sas", "infiniband"};
const std::set<std::string> kProtocols = {"ethernet", "fc", "fcoe", "iscsi", "nvme-tcp", "sas", "infiniband"};
const std::set<std::string> kRoles = {"initiator", "target", "server", "uplink", "fabric", "mgmt",
                                      "backend", "nic", "replication"};
const std::set<std::string> kBreakouts = {"4x25ge", "4x10ge", "2x50ge", "4x1ge", "1x40ge", "4x8gfc", "4x16gfc",
                                          "4x32gfc", "2x32gfc"};

std::string joined(const std::set<std::string>& values)
{
    std::string out;
    for (const std::string& v : values)
        out += (out.empty() ? "" : ", ") + v;
    return out;
}

std::string substitute(std::string text, int n)
{
    const std::string token = "{n}";
    for (std::size_t at = text.find(token); at != std::string::npos; at = text.find(token, at))
        text.replace(at, token.size(), std::to_string(n));
    return text;
}

// Range of a template entry: [first, last] from `n:`, or a single pass with n = 0.
bool templateRange(const MapReader& r, const Context& ctx, const std::vector<std::string>& templated, int& first,
                   int& last)
{
    first = last = 0;
    if (!r.has("n")) {
        for (const std::string& key : templated)
            if (r.has(key.c_str()) && r.get(key.c_str()).IsScalar()
                && r.get(key.c_str()).Scalar().find("{n}") != std::string::npos) {
                ctx.error(r.posOfKey(key.c_str()), r.id(), "'" + key + "' uses {n} but the entry has no n: [first, last]");
                return false;
            }
        return true;
    }
    const auto range = r.numberList("n", false, 0, 4096);
    if (!range || range->size() != 2 || (*range)[0] > (*range)[1]) {
        ctx.error(r.posOfKey("n"), r.id(), "'n' must be [first, last] with first <= last");
        return false;
    }
    first = static_cast<int>((*range)[0]);
    last = static_cast<int>((*range)[1]);
    return true;
}

bool checkIn(const std::set<std::string>& allowed, const std::string& value, const char* what, SourcePos pos,
             const std::string& id, const Context& ctx)
{
    if (allowed.count(value))
        return true;
    ctx.error(pos, id, std::string("unknown ") + what + " '" + value + "' (expected one of: " + joined(allowed) + ")");
    return false;
}

void readPorts(const YAML::Node& seq, Model& model, const Context& ctx)
{
    for (const YAML::Node& item : seq) {
        MapReader r(item, ctx, "port", model.id,
                    {"name", "n", "speed_gbps", "speeds_gbps", "media", "protocols", "role", "component", "breakouts", "npar"});
        if (!r.isMap())
            continue;
        int first = 0, last = 0;
        if (!templateRange(r, ctx, {"name"}, first, last))
            continue;
        PortSpec proto;
        proto.pos = r.pos();
        const auto name = r.string("name", true);
        const auto speed = r.number("speed_gbps", true, 0.001, 1600);
        const auto media = r.string("media", true);
        const auto protocols = r.stringList("protocols", true);
        if (!name || !speed || !media || !protocols)
            continue;
        proto.speedGbps = *speed;
        proto.speedsGbps = r.numberList("speeds_gbps", false, 0.001, 1600).value_or(std::vector<double>{});
        if (std::find(proto.speedsGbps.begin(), proto.speedsGbps.end(), proto.speedGbps) == proto.speedsGbps.end())
            proto.speedsGbps.push_back(proto.speedGbps);
        std::sort(proto.speedsGbps.begin(), proto.speedsGbps.end());
        proto.media = *media;
        checkIn(kMedia, proto.media, "media", r.posOfKey("media"), model.id, ctx);
        proto.protocols = *protocols;
        for (const std::string& p : proto.protocols)
            checkIn(kProtocols, p, "protocol", r.posOfKey("protocols"), model.id, ctx);
        proto.role = r.string("role").value_or("");
        if (!proto.role.empty())
            checkIn(kRoles, proto.role, "port role", r.posOfKey("role"), model.id, ctx);
        proto.component = r.string("component").value_or("");
        proto.breakouts = r.stringList("breakouts").value_or(std::vector<std::string>{});
        for (const std::string& b : proto.breakouts)
            checkIn(kBreakouts, b, "breakout mode", r.posOfKey("breakouts"), model.id, ctx);
        proto.npar = r.integer("npar", false, 0, 16).value_or(0);
        for (int n = first; n <= last; ++n) {
            PortSpec p = proto;
            p.name = substitute(*name, n);
            if (p.name.empty() || p.name.find(':') != std::string::npos || p.name.find(' ') != std::string::npos) {
                ctx.error(r.posOfKey("name"), model.id, "port name '" + p.name + "' is empty or contains ':' or a space");
                continue;
            }
            if (model.port(p.name)) {
                ctx.error(r.posOfKey("name"), model.id, "duplicate port '" + p.name + "'");
                continue;
            }
            model.ports.push_back(std::move(p));
        }
    }
}

void readSlots(const YAML::Node& seq, Model& model, const Context& ctx)
{
    for (const YAML::Node& item : seq) {
        MapReader r(item, ctx, "slot", model.id, {"name", "n", "type"});
        if (!r.isMap())
            continue;
        int first = 0, last = 0;
        if (!templateRange(r, ctx, {"name"}, first, last))
            continue;
        const auto name = r.string("name", true);
        const auto type = r.string("type", true);
        if (!name || !type)
            continue;
        for (int n = first; n <= last; ++n) {
            SlotSpec s{substitute(*name, n), *type, r.pos()};
            if (model.slot(s.name)) {
                ctx.error(r.posOfKey("name"), model.id, "duplicate slot '" + s.name + "'");
                continue;
            }
            model.slots.push_back(std::move(s));
        }
    }
}

void readComponents(const YAML::Node& seq, Model& model, const Context& ctx)
{
    for (const YAML::Node& item : seq) {
        MapReader r(item, ctx, "component", model.id, {"id", "n", "kind", "parent"});
        if (!r.isMap())
            continue;
        int first = 0, last = 0;
        if (!templateRange(r, ctx, {"id", "parent"}, first, last))
            continue;
        const auto id = r.string("id", true);
        const auto kind = r.string("kind", true);
        if (!id || !kind)
            continue;
        for (int n = first; n <= last; ++n) {
            ComponentSpec c{substitute(*id, n), *kind, substitute(r.string("parent").value_or(""), n), r.pos()};
            if (model.component(c.id)) {
                ctx.error(r.posOfKey("id"), model.id, "duplicate component '" + c.id + "'");
                continue;
            }
            model.components.push_back(std::move(c));
        }
    }
}

void readMidplane(const YAML::Node& seq, Model& model, const Context& ctx)
{
    // a: BAY.CONNECTOR:PORT   b: SLOT:PORT
    static const std::regex aForm(R"(^([^.:\s]+)\.([^.:\s]+):([^:\s]+)$)");
    static const std::regex bForm(R"(^([^:\s]+):([^:\s]+)$)");
    for (const YAML::Node& item : seq) {
        MapReader r(item, ctx, "midplane rule", model.id, {"a", "b", "n"});
        if (!r.isMap())
            continue;
        int first = 0, last = 0;
        if (!templateRange(r, ctx, {"a", "b"}, first, last))
            continue;
        const auto a = r.string("a", true);
        const auto b = r.string("b", true);
        if (!a || !b)
            continue;
        for (int n = first; n <= last; ++n) {
            const std::string as = substitute(*a, n);
            const std::string bs = substitute(*b, n);
            std::smatch ma, mb;
            // Length first: libstdc++'s std::regex recurses per character and overflows the
            // stack on very long texts (a user catalog could hold one).
            if (as.size() > kMaxRegexInput || !std::regex_match(as, ma, aForm)) {
                ctx.error(r.posOfKey("a"), model.id, "midplane 'a' is '" + as + "' (expected BAY.CONNECTOR:PORT)");
                break;
            }
            if (bs.size() > kMaxRegexInput || !std::regex_match(bs, mb, bForm)) {
                ctx.error(r.posOfKey("b"), model.id, "midplane 'b' is '" + bs + "' (expected SLOT:PORT)");
                break;
            }
            model.midplane.push_back({ma[1], ma[2], ma[3], mb[1], mb[2], r.pos()});
        }
    }
}

void readConnectors(const YAML::Node& seq, Model& model, const Context& ctx)
{
    for (const YAML::Node& item : seq) {
        MapReader r(item, ctx, "connector", model.id, {"connector", "offset", "slot"});
        const auto connector = r.string("connector", true);
        const auto offset = r.integer("offset", false, 0, 16);
        const auto slot = r.string("slot", true);
        if (connector && slot)
            model.connectors.push_back({*connector, offset.value_or(0), *slot, r.pos()});
    }
}

void readParams(const YAML::Node& node, Model& model, const Context& ctx)
{
    if (!node.IsMap()) {
        ctx.error(posOf(node), model.id, "'params' is " + describe(node) + "; expected a mapping name: {value, source}");
        return;
    }
    for (auto it = node.begin(); it != node.end(); ++it) {
        const std::string name = it->first.Scalar();
        MapReader r(it->second, ctx, "parameter '" + name + "'", model.id, {"value", "source"});
        const auto value = r.number("value", true, -1e15, 1e15);
        const auto source = r.string("source", false);
        if (r.isMap() && (!source || source->empty()))
            ctx.error(r.pos(), model.id,
                      findingText(QT_TRANSLATE_NOOP("Finding", "parameter '%1' has no source (expected source: <spec sheet, paper, or 'assumed: ... because ...'>)"),
                                  {idArg(name)}));
        if (value && source && !source->empty()) {
            if (model.params.count(name))
                ctx.error(posOf(it->first), model.id, "duplicate parameter '" + name + "'");
            model.params[name] = {*value, *source};
        }
    }
}

// Consistency of one model with itself: components, connectors and midplane rules
// reference what the model declares.
void checkModel(const Model& m, const Context& ctx)
{
    for (const PortSpec& p : m.ports)
        if (!p.component.empty() && !m.component(p.component))
            ctx.error(p.pos, m.id, "port '" + p.name + "' names component '" + p.component + "', which the model does not declare");
    for (const ComponentSpec& c : m.components)
        if (!c.parent.empty() && !m.component(c.parent))
            ctx.error(c.pos, m.id, "component '" + c.id + "' names parent '" + c.parent + "', which the model does not declare");
    for (const ConnectorSpec& c : m.connectors)
        if (!m.slot(c.slot))
            ctx.error(c.pos, m.id, "connector " + c.connector + " names slot '" + c.slot + "', which the model does not declare");
    for (const MidplaneRule& rule : m.midplane) {
        if (!m.slot(rule.bay))
            ctx.error(rule.pos, m.id, "midplane rule names bay '" + rule.bay + "', which the model does not declare");
        if (!m.slot(rule.moduleSlot))
            ctx.error(rule.pos, m.id, "midplane rule names slot '" + rule.moduleSlot + "', which the model does not declare");
    }
}

const std::regex kModelId(R"(^[a-z0-9][a-z0-9.+_-]*/[a-z0-9][a-z0-9.+_-]*$)");

} // namespace

bool Catalog::addFromText(const std::string& text, const std::string& fileName, Diagnostics& diagnostics)
{
    Context ctx{fileName, &diagnostics};
    const std::size_t errorsBefore = ctx.errorCount();
    const YAML::Node root = parse(text, ctx, "a catalog mapping with format: topoplan-catalog/1 and models: [...]");
    if (!root.IsDefined())
        return false;
    // The format first, and alone: a file without it is no catalog (any file of the
    // machine the user allowed, `--allow-catalog /etc/shadow`), reported once, quoting at
    // most a few characters of it (issue 16: each line of /etc/shadow was an "unknown key").
    const YAML::Node& constRoot = root; // const operator[]: never inserts
    const YAML::Node formatNode = constRoot["format"];
    if (!formatNode.IsDefined() || formatNode.IsNull()) {
        const YAML::Node first = root.size() > 0 ? root.begin()->first : YAML::Node(YAML::NodeType::Null);
        ctx.error(posOf(root), "",
                  findingText(QT_TRANSLATE_NOOP("Finding", "the file is no catalog: it has no 'format' (its first key is %1; expected "
                                                           "a catalog mapping with format: topoplan-catalog/1 and models: [...])"),
                              {describeArg(first)}));
        return false;
    }
    if (!formatNode.IsScalar() || formatNode.Scalar() != "topoplan-catalog/1") {
        ctx.error(posOf(formatNode), "",
                  findingText(QT_TRANSLATE_NOOP("Finding", "the file is no catalog: 'format' is %1 (expected format: topoplan-catalog/1)"),
                              {describeArg(formatNode)}));
        return false;
    }
    MapReader top(root, ctx, "the catalog file", "", {"format", "models"});
    const YAML::Node seq = top.sequence("models", true);
    std::vector<std::shared_ptr<Model>> parsed;
    std::set<std::string> idsInFile;
    if (seq.IsDefined()) {
        for (const YAML::Node& item : seq) {
            MapReader r(item, ctx, "model", "",
                        {"id", "kind", "vendor", "name", "source", "part_number", "height_u", "full_depth", "fits", "width",
                         "ports", "slots", "components", "midplane", "connectors", "params", "interface",
                         "drive_interfaces"});
            if (!r.isMap())
                continue;
            auto model = std::make_shared<Model>();
            model->file = fileName;
            model->pos = r.pos();
            const auto id = r.string("id", true);
            if (!id)
                continue;
            model->id = *id;
            r.setId("model '" + *id + "'");
            if (model->id.size() > kMaxRegexInput || !std::regex_match(model->id, kModelId))
                ctx.error(r.posOfKey("id"), model->id, "model id must be vendor/model in lowercase letters, digits and .+_-");
            if (!idsInFile.insert(model->id).second || m_byId.count(model->id))
                ctx.error(r.posOfKey("id"), model->id, "model id is defined twice");
            const auto kind = r.string("kind", true);
            if (kind && checkIn(kKinds, *kind, "model kind", r.posOfKey("kind"), model->id, ctx))
                model->kind = *kind;
            model->vendor = r.string("vendor", true).value_or("");
            model->name = r.string("name", true).value_or("");
            model->source = r.string("source", true).value_or("");
            model->partNumber = r.string("part_number").value_or("");
            model->heightU = r.number("height_u", false, 0, 60).value_or(0);
            model->fullDepth = r.boolean("full_depth").value_or(true);
            model->fits = r.string("fits").value_or("");
            model->width = r.integer("width", false, 1, 16).value_or(1);
            if (const auto i = r.string("interface"))
                if (checkIn(kDriveInterfaces, *i, "drive interface", r.posOfKey("interface"), model->id, ctx))
                    model->driveInterface = *i;
            for (const std::string& i : r.stringList("drive_interfaces").value_or(std::vector<std::string>{}))
                if (checkIn(kDriveInterfaces, i, "drive interface", r.posOfKey("drive_interfaces"), model->id, ctx))
                    model->driveInterfaces.push_back(i);
            if (const YAML::Node n = r.sequence("ports"); n.IsDefined())
                readPorts(n, *model, ctx);
            if (const YAML::Node n = r.sequence("slots"); n.IsDefined())
                readSlots(n, *model, ctx);
            if (const YAML::Node n = r.sequence("components"); n.IsDefined())
                readComponents(n, *model, ctx);
            if (const YAML::Node n = r.sequence("midplane"); n.IsDefined())
                readMidplane(n, *model, ctx);
            if (const YAML::Node n = r.sequence("connectors"); n.IsDefined())
                readConnectors(n, *model, ctx);
            if (r.has("params"))
                readParams(r.get("params"), *model, ctx);
            checkModel(*model, ctx);
            parsed.push_back(std::move(model));
        }
    }
    if (ctx.errorCount() > errorsBefore)
        return false;
    for (auto& m : parsed) {
        m_byId[m->id] = m.get();
        m_models.push_back(std::move(m));
    }
    m_files.push_back(fileName);
    return true;
}

bool Catalog::addFromFile(const std::string& path, Diagnostics& diagnostics)
{
    Context ctx{path, &diagnostics};
    std::string text;
    if (!readFile(path, text, ctx))
        return false;
    return addFromText(text, path, diagnostics);
}

bool Catalog::addBuiltin(Diagnostics& diagnostics)
{
    bool ok = true;
    if (const char* dir = std::getenv("TOPOPLAN_RESOURCES"); dir && *dir) {
        namespace fs = std::filesystem;
        std::vector<fs::path> files;
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(fs::path(dir) / "catalog", ec))
            if (entry.path().extension() == ".yaml")
                files.push_back(entry.path());
        if (ec) {
            diagnostics.push_back({Diagnostic::Severity::Error, std::string(dir) + "/catalog", {}, "",
                                   "TOPOPLAN_RESOURCES names a folder without a readable catalog/ subfolder"});
            return false;
        }
        std::sort(files.begin(), files.end());
        for (const fs::path& f : files)
            ok = addFromFile(f.string(), diagnostics) && ok;
        return ok;
    }
    for (const EmbeddedFile& f : builtinCatalogFiles())
        ok = addFromText(f.text, "<builtin>/catalog/" + f.name, diagnostics) && ok;
    return ok;
}

const Model* Catalog::find(const std::string& id) const
{
    const auto it = m_byId.find(id);
    return it == m_byId.end() ? nullptr : it->second;
}

namespace {
struct BuiltinCatalog {
    std::shared_ptr<const Catalog> catalog;
    Diagnostics diagnostics;
};

const BuiltinCatalog& builtinCatalog()
{
    static const BuiltinCatalog instance = [] {
        BuiltinCatalog b;
        auto c = std::make_shared<Catalog>();
        c->addBuiltin(b.diagnostics);
        b.catalog = std::move(c);
        return b;
    }();
    return instance;
}
} // namespace

std::shared_ptr<const Catalog> Catalog::builtin()
{
    return builtinCatalog().catalog;
}

const Diagnostics& Catalog::builtinDiagnostics()
{
    return builtinCatalog().diagnostics;
}

} // namespace topoplan::core
