#include "core/netboxcsvimport.h"

#include "core/designio.h"
#include "core/netboxexport.h"
#include "core/netboximport.h"
#include "core/yamlsupport.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace topoplan::core {

namespace {

// One CSV cell with its position (1-based line and column of its first character).
struct Cell {
    std::string text;
    SourcePos pos;
};

struct Table {
    const NetboxCsvFile* file = nullptr;
    std::vector<Cell> header;
    std::vector<std::vector<Cell>> rows;
    std::map<std::string, int> columns; ///< lowercased header -> index

    int column(std::initializer_list<const char*> names) const
    {
        for (const char* n : names)
            if (const auto it = columns.find(n); it != columns.end())
                return it->second;
        return -1;
    }
    bool has(const char* name) const { return columns.count(name) > 0; }
};

std::string lower(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

std::string strip(const std::string& s)
{
    const std::size_t a = s.find_first_not_of(" \t\r\n");
    if (a == std::string::npos)
        return {};
    return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}

// RFC 4180 reader (comma separated, quoted fields may hold commas, quotes doubled and line
// breaks; CRLF or LF line ends). Cells are stripped, as NetBox strips them (formats.md 1.1).
// A written-out reader: neither the standard library, Qt (kept out of the core) nor Boost
// (Tokenizer cannot span line breaks) has one that tracks line and column.
bool parseCsv(const NetboxCsvFile& file, Table& table, Diagnostics& diags)
{
    const std::string& t = file.text;
    if (t.find('\0') != std::string::npos) {
        diags.push_back({Diagnostic::Severity::Error, file.name, {}, "", "binary content (a NUL byte): not a CSV text file"});
        return false;
    }
    std::size_t i = t.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    int line = 1, col = 1;
    std::vector<std::vector<Cell>> records;
    std::vector<Cell> record;
    auto fail = [&](SourcePos pos, const std::string& message) {
        diags.push_back({Diagnostic::Severity::Error, file.name, pos, "", message});
        return false;
    };
    while (i <= t.size()) {
        Cell cell;
        cell.pos = {line, col};
        if (i < t.size() && t[i] == '"') {
            const SourcePos open{line, col};
            ++i, ++col;
            for (;;) {
                if (i >= t.size())
                    return fail(open, "a quoted field is not closed (expected a closing \")");
                const char c = t[i++];
                ++col;
                if (c == '"') {
                    if (i < t.size() && t[i] == '"') {
                        cell.text += '"';
                        ++i, ++col;
                        continue;
                    }
                    break;
                }
                if (c == '\n')
                    ++line, col = 1;
                cell.text += c;
            }
            if (i < t.size() && t[i] != ',' && t[i] != '\r' && t[i] != '\n')
                return fail({line, col}, "text after the closing quote of a field (expected a comma or the line end)");
        } else {
            while (i < t.size() && t[i] != ',' && t[i] != '\r' && t[i] != '\n') {
                cell.text += t[i++];
                ++col;
            }
        }
        cell.text = strip(cell.text);
        record.push_back(std::move(cell));
        if (i < t.size() && t[i] == ',') {
            ++i, ++col;
            continue;
        }
        // End of a record.
        if (i < t.size() && t[i] == '\r')
            ++i;
        if (i < t.size() && t[i] == '\n')
            ++i;
        const bool blank = record.size() == 1 && record[0].text.empty();
        if (!blank)
            records.push_back(std::move(record));
        record.clear();
        ++line, col = 1;
        if (i >= t.size())
            break;
    }
    if (records.empty())
        return fail({}, "no header row (an empty file)");
    table.file = &file;
    table.header = records.front();
    for (std::size_t c = 0; c < table.header.size(); ++c) {
        const std::string name = lower(table.header[c].text);
        if (!table.columns.emplace(name, int(c)).second)
            return fail(table.header[c].pos, "column '" + table.header[c].text + "' appears twice");
    }
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (records[r].size() != table.header.size())
            return fail(records[r].front().pos, "row " + std::to_string(r) + " has " + std::to_string(records[r].size())
                                                    + " fields (expected " + std::to_string(table.header.size())
                                                    + ", as in the header row)");
        table.rows.push_back(std::move(records[r]));
    }
    return true;
}

enum class Kind { Sites, Locations, Racks, PowerPanels, PowerFeeds, Manufacturers, Roles, Devices, Modules, Interfaces, Cables, Unknown };

const char* kindName(Kind k)
{
    static const char* names[] = {"sites", "locations", "racks", "power panels", "power feeds", "manufacturers",
                                  "device roles", "devices", "modules", "interfaces", "cables", "unknown"};
    return names[int(k)];
}

// The object type of a table from its columns (import field names, formats.md 1.3-1.13,
// or the export's verbose headers, 1.14).
Kind kindOf(const Table& t)
{
    if (t.has("side_a_type") || t.has("termination a"))
        return Kind::Cables;
    if (t.has("module_bay"))
        return Kind::Modules;
    if (t.has("device_type") || t.has("device_type.slug") || t.has("device_type.model")
        || (t.has("name") && t.has("type") && t.has("role") && t.has("site")))
        return Kind::Devices;
    if (t.has("device") && t.has("name") && t.has("type"))
        return Kind::Interfaces;
    if (t.has("power_panel"))
        return Kind::PowerFeeds;
    if (t.has("site") && t.has("name") && t.has("u_height"))
        return Kind::Racks;
    if (t.has("site") && t.has("name") && t.has("slug"))
        return Kind::Locations;
    if (t.has("name") && t.has("slug") && t.has("color"))
        return Kind::Roles;
    if (t.has("name") && t.has("slug") && t.has("status"))
        return Kind::Sites;
    if (t.has("name") && t.has("slug"))
        return Kind::Manufacturers;
    if (t.has("site") && t.has("name"))
        return Kind::PowerPanels;
    return Kind::Unknown;
}

class Importer {
public:
    Importer(const std::vector<NetboxCsvFile>& files, const Catalog& catalog) : m_files(files), m_catalog(catalog) {}
    NetboxCsvImport run();

private:
    const Cell* cell(const Table& t, const std::vector<Cell>& row, std::initializer_list<const char*> names) const
    {
        const int c = t.column(names);
        return c < 0 ? nullptr : &row[std::size_t(c)];
    }
    std::string text(const Table& t, const std::vector<Cell>& row, std::initializer_list<const char*> names) const
    {
        const Cell* c = cell(t, row, names);
        return c ? c->text : std::string();
    }
    void error(const Table& t, SourcePos pos, const std::string& id, const std::string& message)
    {
        m_result.diagnostics.push_back({Diagnostic::Severity::Error, t.file->name, pos, id, message});
    }
    void warning(const Table& t, SourcePos pos, const std::string& id, const std::string& message)
    {
        m_result.diagnostics.push_back({Diagnostic::Severity::Warning, t.file->name, pos, id, message});
    }
    bool require(const Table& t, std::initializer_list<const char*> names, const char* shown);
    std::optional<double> number(const Table& t, const Cell* c, const std::string& id, const char* what);
    // The Topoplan site of a NetBox site cell: none for the default site, else its id (a
    // site first named here is added).
    std::string siteFor(const Table& t, const Cell& c)
    {
        if (c.text.empty() || c.text == m_defaultSite)
            return {};
        const auto id = idFor(t, c, "site");
        if (id && !m_design.site(*id))
            addSite(t, c, *id);
        return id.value_or(std::string());
    }

    void sites(const Table& t);
    void addSite(const Table& t, const Cell& c, const std::string& id);
    std::optional<std::string> idFor(const Table& t, const Cell& c, const char* what);
    std::string idOf(const std::string& name) const
    {
        const auto it = m_ids.find(name);
        return it == m_ids.end() ? name : it->second;
    }
    void racks(const Table& t);
    void feeds(const Table& t);
    void devices(const Table& t);
    void modules(const Table& t);
    void cables(const Table& t);
    const Model* deviceModel(const Table& t, const std::vector<Cell>& row, const std::string& id, const std::string& hint);
    bool applyComments(const Table& t, const Cell& c, Device& dev, bool& hasPlace);
    std::optional<std::string> portRef(const Table& t, const Cell& deviceCell, const Cell& nameCell);
    std::string breakoutFor(const std::string& ref, const std::string& otherRef) const;
    void layout();

    const std::vector<NetboxCsvFile>& m_files;
    const Catalog& m_catalog;
    NetboxCsvImport m_result;
    Design m_design;
    std::string m_defaultSite;
    bool m_racksGiven = false;
    std::map<std::pair<std::string, std::string>, std::string> m_modules; ///< (device, bay) -> module device id
    std::map<std::string, std::string> m_ids; ///< NetBox names that are no Topoplan id -> the id made of them
};

bool Importer::require(const Table& t, std::initializer_list<const char*> names, const char* shown)
{
    if (t.column(names) >= 0)
        return true;
    error(t, {1, 1}, "", std::string("no column '") + shown + "' (NetBox requires it for " + kindName(kindOf(t)) + ")");
    return false;
}

std::optional<double> Importer::number(const Table& t, const Cell* c, const std::string& id, const char* what)
{
    if (!c || c->text.empty())
        return std::nullopt;
    if (const auto v = yamlsupport::parseNumber(c->text))
        return v;
    error(t, c->pos, id, std::string(what) + " '" + clipped(c->text) + "' is not a number");
    return std::nullopt;
}

void Importer::sites(const Table& t)
{
    if (!require(t, {"name"}, "name"))
        return;
    for (const auto& row : t.rows) {
        const Cell& name = *cell(t, row, {"name"});
        const std::string desc = text(t, row, {"description"});
        if (desc == kNetboxDefaultSiteNote) {
            m_defaultSite = name.text;
            if (m_design.name.empty())
                m_design.name = name.text;
            continue;
        }
        const auto id = idFor(t, name, "site");
        if (!id)
            continue;
        Site s;
        s.id = *id;
        const std::string rolePrefix = "Topoplan site role: ";
        if (desc.rfind(rolePrefix, 0) == 0)
            s.role = desc.substr(rolePrefix.size());
        m_design.sites.push_back(s);
    }
}

std::optional<std::string> Importer::idFor(const Table& t, const Cell& c, const char* what)
{
    // NetBox names are free text; a Topoplan id is [A-Za-z0-9][A-Za-z0-9_.+-]*. A name
    // that is no id becomes its NetBox slug ("DC East" -> dc-east), said once.
    if (isValidId(c.text))
        return c.text;
    if (const auto it = m_ids.find(c.text); it != m_ids.end())
        return it->second;
    const std::string slug = netboxSlug(c.text);
    if (c.text.empty() || !isValidId(slug)) {
        error(t, c.pos, c.text, std::string(what) + " name '" + clipped(c.text) + "' makes no Topoplan id (expected letters, digits, _ . + -)");
        return std::nullopt;
    }
    warning(t, c.pos, c.text, std::string(what) + " name '" + clipped(c.text) + "' is no Topoplan id: imported as '" + slug + "'");
    m_ids[c.text] = slug;
    return slug;
}

void Importer::addSite(const Table& t, const Cell& c, const std::string& id)
{
    // A site named by a device or rack of NetBox's export without a sites file.
    (void)t;
    (void)c;
    m_design.sites.push_back(Site{id, "", {}});
}

void Importer::racks(const Table& t)
{
    if (!require(t, {"name"}, "name") || !require(t, {"site"}, "site"))
        return;
    m_racksGiven = true;
    std::map<std::string, int> inRow;
    for (const auto& row : t.rows) {
        const Cell& name = *cell(t, row, {"name"});
        const auto id = idFor(t, name, "rack");
        if (!id)
            continue;
        Rack r;
        r.id = *id;
        r.site = siteFor(t, *cell(t, row, {"site"}));
        r.row = text(t, row, {"location"});
        const int order = ++inRow[r.site + "\n" + r.row];
        // facility_id carries the place in the row (exportNetbox); else the file order.
        const std::string facility = text(t, row, {"facility_id", "facility"});
        const auto pos = yamlsupport::parseNumber(facility);
        r.position = pos && *pos >= 1 && *pos == std::floor(*pos) ? int(*pos) : order;
        if (const auto h = number(t, cell(t, row, {"u_height", "height (u)"}), r.id, "u_height"))
            r.heightU = int(std::lround(*h));
        const std::string unit = lower(text(t, row, {"outer_unit"}));
        const double toMm = unit == "in" ? 25.4 : 1.0; // 1 in = 25.4 mm exactly
        if (const auto w = number(t, cell(t, row, {"outer_width"}), r.id, "outer_width"))
            r.widthMm = *w * toMm;
        if (const auto d = number(t, cell(t, row, {"outer_depth"}), r.id, "outer_depth"))
            r.depthMm = *d * toMm;
        if (const auto m = number(t, cell(t, row, {"max_weight"}), r.id, "max_weight")) {
            // NetBox weight units (WeightUnitChoices); 1 lb = 0.45359237 kg, 1 oz = 1/16 lb.
            const std::string wu = lower(text(t, row, {"weight_unit"}));
            const double kg = wu == "g" ? 0.001 : wu == "lb" ? 0.45359237 : wu == "oz" ? 0.45359237 / 16 : 1.0;
            r.maxWeightKg = *m * kg;
        }
        m_design.racks.push_back(r);
    }
}

void Importer::feeds(const Table& t)
{
    for (const auto& row : t.rows) {
        const Cell* name = cell(t, row, {"name"});
        const Cell* rack = cell(t, row, {"rack"});
        if (!name)
            break;
        Rack* r = nullptr;
        for (Rack& x : m_design.racks)
            if (rack && x.id == idOf(rack->text))
                r = &x;
        if (!r) {
            warning(t, rack ? rack->pos : name->pos, name->text,
                    "a power feed without a rack of the import is left out (Topoplan feeds belong to a rack)");
            continue;
        }
        const auto id = idFor(t, *name, "power feed");
        if (!id)
            continue;
        PowerFeed f;
        f.id = *id;
        const std::string desc = text(t, row, {"description"});
        const std::string wattsPrefix = "Topoplan watts ";
        if (desc.rfind(wattsPrefix, 0) == 0) {
            f.watts = yamlsupport::parseNumber(desc.substr(wattsPrefix.size())).value_or(0);
        } else {
            f.volts = number(t, cell(t, row, {"voltage"}), f.id, "voltage").value_or(0);
            const double amps = number(t, cell(t, row, {"amperage"}), f.id, "amperage").value_or(0);
            // max_utilization: the usable share of the breaker (NetBox default 80 %).
            const double util = number(t, cell(t, row, {"max_utilization"}), f.id, "max_utilization").value_or(100);
            f.amps = amps * util / 100.0;
        }
        r->feeds.push_back(f);
    }
}

const Model* Importer::deviceModel(const Table& t, const std::vector<Cell>& row, const std::string& id, const std::string& hint)
{
    if (const Cell* slug = cell(t, row, {"device_type.slug"})) {
        for (const auto& m : m_catalog.models())
            if (netboxSlug(m->id) == slug->text && m->id == hint)
                return m.get();
        for (const auto& m : m_catalog.models())
            if (netboxSlug(m->id) == slug->text)
                return m.get();
        error(t, slug->pos, id, "device type slug '" + clipped(slug->text) + "' is no model of the catalog (expected the slug of a model id, e.g. dell-poweredge-mx7000; a NetBox device-type file becomes a catalog model with import-netbox, named here with --catalog)");
        return nullptr;
    }
    const Cell* type = cell(t, row, {"device_type", "device_type.model", "type"});
    const std::string maker = lower(text(t, row, {"manufacturer"}));
    std::vector<const Model*> found;
    for (const auto& m : m_catalog.models())
        if (m->name == type->text && (maker.empty() || lower(m->vendor) == maker))
            found.push_back(m.get());
    if (found.size() > 1)
        for (const Model* m : found)
            if (m->id == hint)
                return m;
    if (found.size() == 1)
        return found.front();
    error(t, type->pos, id, found.empty() ? "device type '" + clipped(type->text) + "' of manufacturer '" + text(t, row, {"manufacturer"}) + "' is no model of the catalog (expected a model's name and vendor)"
                                          : "device type '" + clipped(type->text) + "' names " + std::to_string(found.size()) + " models of the catalog (use the device_type.slug column)");
    return nullptr;
}

bool Importer::applyComments(const Table& t, const Cell& c, Device& dev, bool& hasPlace)
{
    // The lines exportNetbox() writes: the design's own flow mapping of the device, and
    // its place (own site, mount depth and feeds).
    bool any = false;
    std::size_t start = 0;
    int lineNo = 0;
    while (start <= c.text.size()) {
        const std::size_t end = std::min(c.text.find('\n', start), c.text.size());
        const std::string line = strip(c.text.substr(start, end - start));
        const SourcePos pos{c.pos.line + lineNo, lineNo ? 1 : c.pos.column};
        if (line.rfind(kNetboxDesignLine, 0) == 0) {
            any = true;
            Diagnostics d;
            const std::string mini = "format: topoplan/1\nname: x\ndevices:\n  - " + line.substr(std::string(kNetboxDesignLine).size()) + "\n";
            const auto parsed = readDesignText(mini, t.file->name, d);
            if (!parsed || parsed->devices.size() != 1) {
                warning(t, pos, dev.id, "the topoplan: line of its comments does not read as a design device; canvas position, config and partitions left out");
            } else {
                const Device& x = parsed->devices.front();
                dev.at = x.at;
                dev.config = x.config;
                dev.partitions = x.partitions;
                for (Partition& p : dev.partitions)
                    p.pos = {};
                dev.measured = x.measured;
            }
        } else if (line.rfind(kNetboxPlaceLine, 0) == 0) {
            hasPlace = true;
            try {
                const YAML::Node n = YAML::Load(line.substr(std::string(kNetboxPlaceLine).size()));
                if (n["site"])
                    dev.site = n["site"].as<std::string>();
                if (n["depth"])
                    dev.mount.depth = n["depth"].as<std::string>();
                if (n["feeds"])
                    for (const auto& f : n["feeds"])
                        dev.mount.feeds.push_back(f.as<std::string>());
            } catch (const YAML::Exception&) {
                warning(t, pos, dev.id, "the topoplan-place: line of its comments is no flow mapping; left out");
            }
        }
        start = end + 1;
        ++lineNo;
    }
    return any;
}

void Importer::devices(const Table& t)
{
    if (!require(t, {"name"}, "name") || !require(t, {"device_type.slug", "device_type", "device_type.model", "type"}, "device_type"))
        return;
    std::set<std::string> seen;
    for (const Device& d : m_design.devices)
        seen.insert(d.id);
    for (const auto& row : t.rows) {
        const Cell& name = *cell(t, row, {"name"});
        if (name.text.empty()) {
            error(t, name.pos, "", "a device without a name (Topoplan needs one as its id)");
            continue;
        }
        const auto id = idFor(t, name, "device");
        if (!id)
            continue;
        if (!seen.insert(*id).second) {
            error(t, name.pos, *id, "a second device of this name");
            continue;
        }
        Device dev;
        dev.id = *id;
        bool hasPlace = false, fromTopoplan = false;
        std::string hint;
        if (const Cell* c = cell(t, row, {"comments"}); c && !c->text.empty()) {
            fromTopoplan = applyComments(t, *c, dev, hasPlace);
            if (const std::size_t at = c->text.find("model: "); fromTopoplan && at != std::string::npos)
                hint = c->text.substr(at + 7, c->text.find_first_of(",}", at) - at - 7);
        }
        const Model* m = deviceModel(t, row, dev.id, hint);
        if (!m)
            continue;
        dev.model = m->id;
        const std::string parent = idOf(text(t, row, {"parent", "parent device", "parent_device"}));
        if (!parent.empty()) {
            dev.parent = parent;
            dev.slot = text(t, row, {"device_bay", "device bay", "position (device bay)", "device_bay_position"});
            if (dev.slot.empty())
                error(t, cell(t, row, {"parent", "parent device", "parent_device"})->pos, dev.id,
                      "a child device without its device bay (expected the device_bay column)");
        }
        const Cell* siteCell = cell(t, row, {"site"});
        const std::string site = siteCell ? siteFor(t, *siteCell) : std::string();
        if (!fromTopoplan && parent.empty())
            dev.site = site;
        const Cell* rack = cell(t, row, {"rack"});
        if (rack && !rack->text.empty() && parent.empty()) {
            dev.mount.rack = idOf(rack->text);
            if (!m_racksGiven && !m_design.rack(dev.mount.rack))
                if (const auto rid = idFor(t, *rack, "rack"))
                    dev.mount.rack = *rid;
            const Cell* position = cell(t, row, {"position", "position (u)"});
            if (const auto u = number(t, position, dev.id, "position")) {
                if (*u != std::floor(*u) || *u < 1)
                    error(t, position->pos, dev.id, "position " + position->text + " is not a whole unit from 1 (Topoplan mounts on whole rack units)");
                dev.mount.u = int(*u);
            } else if (!position || position->text.empty()) {
                error(t, rack->pos, dev.id, "racked without a position (expected the position column: the lowest U)");
            }
            const Cell* face = cell(t, row, {"face", "rack face"});
            const std::string f = face ? lower(face->text) : "";
            if (!f.empty() && f != "front" && f != "rear")
                error(t, face->pos, dev.id, "face '" + clipped(face->text) + "' (expected front or rear)");
            dev.mount.face = f == "rear" ? "rear" : "";
            if (!m_racksGiven && !m_design.rack(dev.mount.rack)) {
                // NetBox's device export without a rack file: the rack as NetBox defaults it.
                Rack r;
                r.id = dev.mount.rack;
                r.site = site;
                r.row = text(t, row, {"location"});
                r.position = 1;
                for (const Rack& x : m_design.racks)
                    if (x.site == r.site && x.row == r.row)
                        r.position = std::max(r.position, x.position + 1);
                warning(t, rack->pos, r.id, "rack not in the import: made with NetBox's default 42 U (check its height, size and feeds)");
                m_design.racks.push_back(r);
            } else if (!m_design.rack(dev.mount.rack)) {
                error(t, rack->pos, dev.id, "rack '" + clipped(rack->text) + "' is not in the racks file");
            }
        }
        m_design.devices.push_back(std::move(dev));
    }
}

void Importer::modules(const Table& t)
{
    if (!require(t, {"device"}, "device") || !require(t, {"module_bay"}, "module_bay") || !require(t, {"module_type", "module_type.model"}, "module_type"))
        return;
    for (const auto& row : t.rows) {
        const Cell& deviceCell = *cell(t, row, {"device"});
        Cell device = deviceCell;
        device.text = idOf(device.text);
        const Cell& bay = *cell(t, row, {"module_bay"});
        const Cell& type = *cell(t, row, {"module_type", "module_type.model"});
        Device dev;
        dev.id = device.text + "-" + bay.text;
        bool hasPlace = false;
        std::string hint;
        if (const Cell* c = cell(t, row, {"comments"}); c && !c->text.empty() && applyComments(t, *c, dev, hasPlace)) {
            const std::size_t id = c->text.find("{id: "), model = c->text.find("model: ");
            if (id != std::string::npos)
                dev.id = c->text.substr(id + 5, c->text.find(',', id) - id - 5);
            if (model != std::string::npos)
                hint = c->text.substr(model + 7, c->text.find_first_of(",}", model) - model - 7);
        }
        if (!m_design.device(device.text)) {
            error(t, device.pos, dev.id, "device '" + clipped(device.text) + "' is not in the devices file");
            continue;
        }
        // module_type is matched on the model name, not filtered by manufacturer (formats.md 1.9).
        std::vector<const Model*> found;
        for (const auto& m : m_catalog.models())
            if (m->name == type.text && !m->fits.empty())
                found.push_back(m.get());
        const Model* m = found.size() == 1 ? found.front() : nullptr;
        for (const Model* f : found)
            if (f->id == hint)
                m = f;
        if (!m) {
            error(t, type.pos, dev.id, "module type '" + clipped(type.text) + "' " + (found.empty() ? "is no model of the catalog (expected a seated model's name)" : "names several models of the catalog"));
            continue;
        }
        dev.model = m->id;
        dev.parent = device.text;
        dev.slot = bay.text;
        m_modules[{device.text, bay.text}] = dev.id;
        m_design.devices.push_back(std::move(dev));
    }
}

std::optional<std::string> Importer::portRef(const Table& t, const Cell& deviceCell, const Cell& nameCell)
{
    const Device* dev = m_design.device(idOf(deviceCell.text));
    if (!dev) {
        error(t, deviceCell.pos, deviceCell.text, "device '" + clipped(deviceCell.text) + "' is not in the devices file");
        return std::nullopt;
    }
    const std::string& name = nameCell.text;
    auto hasPort = [&](const Device& d, const std::string& port) {
        const Model* m = m_catalog.find(d.model);
        if (!m)
            return false;
        const std::size_t colon = port.rfind(':');
        return m->port(port) || (colon != std::string::npos && m->port(port.substr(0, colon)));
    };
    if (hasPort(*dev, name))
        return dev->id + ":" + name;
    // A module's interface: BAY/PORT on the device holding the module.
    for (std::size_t slash = name.find('/'); slash != std::string::npos; slash = name.find('/', slash + 1)) {
        const auto it = m_modules.find({dev->id, name.substr(0, slash)});
        if (it != m_modules.end())
            if (const Device* module = m_design.device(it->second); module && hasPort(*module, name.substr(slash + 1)))
                return module->id + ":" + name.substr(slash + 1);
    }
    error(t, nameCell.pos, dev->id, "interface '" + clipped(name) + "' is no port of device '" + dev->id + "' (model " + dev->model
                                        + ") nor BAY/PORT of a module in it");
    return std::nullopt;
}

std::string Importer::breakoutFor(const std::string& ref, const std::string& otherRef) const
{
    // A lane (DEVICE:PORT:LANE) needs its port's breakout mode: the port's first mode of the
    // protocol family the other end runs (fc modes end in "gfc").
    std::string device, port;
    int lane = 0;
    if (!splitPortRef(ref, device, port, lane) || lane <= 0)
        return {};
    const Device* d = m_design.device(device);
    const Model* m = d ? m_catalog.find(d->model) : nullptr;
    const PortSpec* p = m ? m->port(port) : nullptr;
    if (!p || p->breakouts.empty())
        return {};
    std::string od, op;
    int ol = 0;
    bool otherFc = false;
    if (splitPortRef(otherRef, od, op, ol))
        if (const Device* o = m_design.device(od))
            if (const Model* om = m_catalog.find(o->model))
                if (const PortSpec* ops = om->port(op))
                    otherFc = ops->hasProtocol("fc") && !ops->hasProtocol("ethernet");
    for (const std::string& mode : p->breakouts)
        if ((mode.find("gfc") != std::string::npos) == otherFc)
            return mode;
    return p->breakouts.front();
}

void Importer::cables(const Table& t)
{
    const bool exportForm = t.has("termination a");
    if (exportForm && !(t.has("device a") && t.has("device b"))) {
        error(t, {1, 1}, "", "NetBox's cable export without the Device A and Device B columns names no device (export with \"All data\")");
        return;
    }
    if (!exportForm && (!require(t, {"side_a_device"}, "side_a_device") || !require(t, {"side_b_device"}, "side_b_device")
                        || !require(t, {"side_a_name"}, "side_a_name") || !require(t, {"side_b_name"}, "side_b_name")))
        return;
    for (const auto& row : t.rows) {
        const Cell& ad = *cell(t, row, {"side_a_device", "device a"});
        const Cell& an = *cell(t, row, {"side_a_name", "termination a"});
        const Cell& bd = *cell(t, row, {"side_b_device", "device b"});
        const Cell& bn = *cell(t, row, {"side_b_name", "termination b"});
        bool skip = false;
        for (const char* side : {"side_a_type", "side_b_type"})
            if (const Cell* c = cell(t, row, {side}); c && c->text != "dcim.interface") {
                warning(t, c->pos, ad.text + ":" + an.text, "a cable to a " + c->text + " is left out (Topoplan cables interfaces)");
                skip = true;
            }
        for (const Cell* n : {&an, &bn})
            if (exportForm && n->text.find(',') != std::string::npos) {
                error(t, n->pos, "", "several terminations on one side (Topoplan cables one port to one port)");
                skip = true;
            }
        if (skip)
            continue;
        const auto a = portRef(t, ad, an);
        const auto b = portRef(t, bd, bn);
        if (!a || !b)
            continue;
        Link l;
        l.a = *a;
        l.b = *b;
        const std::string desc = text(t, row, {"description"});
        if (const std::size_t at = desc.find("breakout "); at != std::string::npos)
            l.breakout = desc.substr(at + 9, desc.find(';', at) == std::string::npos ? std::string::npos : desc.find(';', at) - at - 9);
        if (l.breakout.empty())
            l.breakout = breakoutFor(l.a, l.b);
        if (l.breakout.empty())
            l.breakout = breakoutFor(l.b, l.a);
        m_design.links.push_back(l);
    }
}

void Importer::layout()
{
    // Canvas positions for top-level devices NetBox gave none for: racks left to right,
    // devices top down by U (the designer's layout can rearrange them).
    int col = 0;
    std::map<std::string, int> rackCol;
    for (const Rack& r : m_design.racks)
        rackCol[r.id] = col++;
    int unracked = 0;
    for (Device& d : m_design.devices) {
        if (!d.parent.empty() || d.at)
            continue;
        if (d.mount.racked()) {
            const Rack* r = m_design.rack(d.mount.rack);
            d.at = std::make_pair(80.0 + 300.0 * rackCol[d.mount.rack], 60.0 + 12.0 * ((r ? r->heightU : 42) - d.mount.u));
        } else {
            d.at = std::make_pair(80.0 + 300.0 * (col + unracked / 8), 60.0 + 100.0 * (unracked % 8));
            ++unracked;
        }
    }
}

NetboxCsvImport Importer::run()
{
    std::vector<std::pair<Kind, Table>> tables;
    for (const NetboxCsvFile& f : m_files) {
        Table t;
        if (!parseCsv(f, t, m_result.diagnostics))
            continue;
        const Kind k = kindOf(t);
        if (k == Kind::Unknown) {
            m_result.diagnostics.push_back({Diagnostic::Severity::Warning, f.name, {1, 1}, "",
                                            "not a NetBox table this import reads (expected the columns of sites, locations, racks, power feeds, devices, modules, interfaces or cables); left out"});
            continue;
        }
        tables.emplace_back(k, std::move(t));
    }
    // NetBox's load order (formats.md 1.2), whatever the order of the files.
    std::stable_sort(tables.begin(), tables.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    for (const auto& [k, t] : tables) {
        switch (k) {
        case Kind::Sites: sites(t); break;
        case Kind::Racks: racks(t); break;
        case Kind::PowerFeeds: feeds(t); break;
        case Kind::Devices: devices(t); break;
        case Kind::Modules: modules(t); break;
        case Kind::Cables: cables(t); break;
        default: break;
        }
        auto it = std::find_if(m_result.tables.begin(), m_result.tables.end(), [&](const auto& e) { return e.first == kindName(k); });
        if (it == m_result.tables.end())
            m_result.tables.emplace_back(kindName(k), 1);
        else
            ++it->second;
    }
    for (Rack& r : m_design.racks)
        if (r.site == m_defaultSite && !m_defaultSite.empty())
            r.site.clear();
    layout();
    if (m_design.name.empty())
        m_design.name = "Imported from NetBox";
    if (!hasErrors(m_result.diagnostics))
        m_result.design = std::move(m_design);
    return std::move(m_result);
}

} // namespace

NetboxCsvImport importNetboxCsv(const std::vector<NetboxCsvFile>& files, const Catalog& catalog)
{
    return Importer(files, catalog).run();
}

NetboxCsvImport importNetboxCsvFiles(const std::vector<std::string>& paths, const Catalog& catalog)
{
    std::vector<NetboxCsvFile> files;
    Diagnostics diags;
    for (const std::string& p : paths) {
        NetboxCsvFile f{p, {}};
        if (yamlsupport::readFile(p, f.text, yamlsupport::Context{p, &diags}))
            files.push_back(std::move(f));
    }
    if (hasErrors(diags))
        return NetboxCsvImport{std::nullopt, diags, {}};
    return importNetboxCsv(files, catalog);
}

} // namespace topoplan::core
