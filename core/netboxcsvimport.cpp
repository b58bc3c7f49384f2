#include "core/netboxcsvimport.h"

#include "core/netboxcsvtable.h"

#include "core/designio.h"
#include "core/diagnostic.h"
#include "core/findingtext.h"
#include "core/netboxexport.h"
#include "core/netboximport.h"
#include "core/yamlsupport.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace topoplan::core {

namespace {

using netboxcsv::Cell;
using netboxcsv::Kind;
using netboxcsv::kindName;
using netboxcsv::lower;
using netboxcsv::strip;
using netboxcsv::Table;

// Levenshtein distance of two short ASCII names (for "did you mean").
int editDistance(const std::string& a, const std::string& b)
{
    std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = int(j);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = int(i);
        for (std::size_t j = 1; j <= b.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

// The candidate 1 or 2 edits from `name` (the nearest; the first of equals), or "": the
// "did you mean" of a misspelt column.
template <class Names>
std::string nearestName(const std::string& name, const Names& candidates)
{
    std::string best;
    int bestDistance = 3;
    for (const std::string& c : candidates)
        if (const int d = editDistance(name, c); d > 0 && d < bestDistance)
            bestDistance = d, best = c;
    return best;
}

// "device 'x' is not in the devices file" (a module's or a cable end's device).
FindingText notInDevicesFile(const std::string& device)
{
    return findingText(QT_TRANSLATE_NOOP("Finding", "device '%1' is not in the devices file"), {idArg(clipped(device))});
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
    void error(const Table& t, SourcePos pos, const std::string& id, FindingText message)
    {
        m_result.diagnostics.push_back(diagnostic(Diagnostic::Severity::Error, t.file->name, pos, id, std::move(message)));
    }
    void warning(const Table& t, SourcePos pos, const std::string& id, FindingText message)
    {
        m_result.diagnostics.push_back(diagnostic(Diagnostic::Severity::Warning, t.file->name, pos, id, std::move(message)));
    }
    bool require(const Table& t, std::initializer_list<const char*> names, const char* shown);
    // The columns a table's reader may read, asked for before its rows: a row that fails
    // early reads fewer, and an unread column is warned (unreadColumns()).
    static void asks(const Table& t, std::initializer_list<std::initializer_list<const char*>> columns)
    {
        for (const auto& names : columns)
            t.column(names);
    }
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
    bool powerCable(const Table& t, const Cell& deviceCell, const Cell& feedCell);
    void layout();

    // Errors that only follow from an earlier one (docs/netbox.md, "Import"): an object
    // rejected (a bad row, or a file whose text stops being CSV) is reported once; a later
    // row naming it is counted, and summarise() says once how many rows did, and where.
    void reject(const char* what, const std::string& name);
    bool followsFromRejected(const Table& t, SourcePos pos, const char* what, const std::string& name);
    void rejectBadRows(const Table& t, Kind kind);
    void summarise();
    void unreadColumns(const Table& t, Kind kind);
    /// A header told power panels only because nothing else matched (site and name): an
    /// error when a column is no power-panel field (a misspelt u_height or device_type
    /// would otherwise make racks or devices vanish with exit status 0).
    bool plausiblePowerPanels(const Table& t);
    std::set<const Table*> m_missingRequired; ///< tables a require() failed on

    struct Rejected {
        std::string file;  ///< of the first row naming it
        SourcePos pos;     ///< there
        std::vector<std::string> rows; ///< "FILE:LINE" of every row naming it, in order
    };

    const std::vector<NetboxCsvFile>& m_files;
    const Catalog& m_catalog;
    NetboxCsvImport m_result;
    Design m_design;
    std::string m_defaultSite;
    bool m_racksGiven = false;
    std::map<std::pair<std::string, std::string>, std::string> m_modules; ///< (device, bay) -> module device id
    std::map<std::string, std::string> m_ids; ///< NetBox names that are no Topoplan id -> the id made of them
    /// (what, NetBox name) -> the rows naming it; what: device, rack, module (DEVICE/BAY), site
    std::map<std::pair<std::string, std::string>, Rejected> m_rejected;
    /// Object types ("device", "rack", "module") whose file stopped being CSV or was not
    /// imported -> where ("FILE from line N on, ..."; a template, nested in summarise()'s)
    std::map<std::string, FindingText> m_broken;
    std::vector<std::pair<std::string, std::pair<FindingText, Rejected>>> m_brokenRefs;
};

void Importer::reject(const char* what, const std::string& name)
{
    if (!name.empty())
        m_rejected.try_emplace({what, name});
}

bool Importer::followsFromRejected(const Table& t, SourcePos pos, const char* what, const std::string& name)
{
    auto note = [&](Rejected& r) {
        if (r.rows.empty())
            r.file = t.file->name, r.pos = pos;
        const std::string where = t.file->name + ":" + std::to_string(pos.line);
        if (r.rows.empty() || r.rows.back() != where)
            r.rows.push_back(where);
    };
    for (const std::string& n : {name, idOf(name)})
        if (const auto it = m_rejected.find({what, n}); it != m_rejected.end()) {
            note(it->second);
            return true;
        }
    if (const auto b = m_broken.find(what); b != m_broken.end()) {
        auto it = std::find_if(m_brokenRefs.begin(), m_brokenRefs.end(), [&](const auto& e) { return e.first == what; });
        if (it == m_brokenRefs.end())
            it = m_brokenRefs.insert(m_brokenRefs.end(), {what, {b->second, {}}});
        note(it->second.second);
        return true;
    }
    return false;
}

void Importer::rejectBadRows(const Table& t, Kind kind)
{
    // Rows of the wrong width (reported by readTable()) and the rest of a file whose text
    // stopped being CSV: what they would have defined is rejected.
    const char* what = kind == Kind::Devices ? "device" : kind == Kind::Racks ? "rack" : kind == Kind::Modules ? "module" : nullptr;
    if (!what)
        return;
    for (const auto& row : t.badRows)
        reject(what, t.rowName(row));
    if (t.brokenLine > 0)
        m_broken[what] = findingText(QT_TRANSLATE_NOOP("Finding", "%1 from line %2 on, where its text stops being CSV (above)"),
                                     {idArg(t.file->name), idArg(std::to_string(t.brokenLine))});
}

// "and 3 rows that name device 'x', rejected above, are not imported either (WHERE)": one
// template per kind of object, so that each language can say it in its grammar.
FindingText rejectedRowsText(const std::string& what, std::size_t rows, const std::string& name, FindingText where)
{
    const long long n = (long long)rows;
    std::vector<FindingArg> args = {idArg(name), textArg(std::move(where))};
    if (what == "device")
        return findingTextN("and %n row that name device '%1', rejected above, are not imported either (%2)",
                            QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name device '%1', rejected above, are not imported either (%2)"), n,
                            std::move(args));
    if (what == "rack")
        return findingTextN("and %n row that name rack '%1', rejected above, are not imported either (%2)",
                            QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name rack '%1', rejected above, are not imported either (%2)"), n,
                            std::move(args));
    if (what == "module")
        return findingTextN("and %n row that name module '%1', rejected above, are not imported either (%2)",
                            QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name module '%1', rejected above, are not imported either (%2)"), n,
                            std::move(args));
    if (what == "site")
        return findingTextN("and %n row that name site '%1', rejected above, are not imported either (%2)",
                            QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name site '%1', rejected above, are not imported either (%2)"), n,
                            std::move(args));
    args.insert(args.begin(), termArg(what));
    return findingTextN("and %n row that name %1 '%2', rejected above, are not imported either (%3)",
                        QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name %1 '%2', rejected above, are not imported either (%3)"), n,
                        std::move(args));
}

// "and 2 rows that name a device of FILE (why), are not imported either (WHERE)".
FindingText brokenRowsText(const std::string& what, std::size_t rows, FindingText file, FindingText where)
{
    const long long n = (long long)rows;
    std::vector<FindingArg> args = {textArg(std::move(file)), textArg(std::move(where))};
    if (what == "device")
        return findingTextN("and %n row that name a device of %1, are not imported either (%2)",
                            QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name a device of %1, are not imported either (%2)"), n, std::move(args));
    if (what == "rack")
        return findingTextN("and %n row that name a rack of %1, are not imported either (%2)",
                            QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name a rack of %1, are not imported either (%2)"), n, std::move(args));
    if (what == "module")
        return findingTextN("and %n row that name a module of %1, are not imported either (%2)",
                            QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name a module of %1, are not imported either (%2)"), n, std::move(args));
    args.insert(args.begin(), termArg(what));
    return findingTextN("and %n row that name a %1 of %2, are not imported either (%3)",
                        QT_TRANSLATE_N_NOOP("Finding", "and %n rows that name a %1 of %2, are not imported either (%3)"), n, std::move(args));
}

void Importer::summarise()
{
    auto rowsText = [](const std::vector<std::string>& rows) {
        // "13-cables.csv lines 3, 4 and 9; 11-modules.csv line 2"
        std::vector<std::pair<std::string, std::vector<std::string>>> byFile;
        for (const std::string& r : rows) {
            const std::size_t colon = r.rfind(':');
            const std::string file = r.substr(0, colon);
            if (byFile.empty() || byFile.back().first != file)
                byFile.push_back({file, {}});
            byFile.back().second.push_back(r.substr(colon + 1));
        }
        FindingText out;
        for (const auto& [file, lines] : byFile) {
            FindingText part = findingTextN("%1 line %2", QT_TRANSLATE_N_NOOP("Finding", "%1 lines %2"), (long long)lines.size(),
                                            {idArg(file), listArg(lines, 8)});
            out = out.empty() ? std::move(part)
                              : findingText(QT_TRANSLATE_NOOP("Finding", "%1; %2"), {textArg(std::move(out)), textArg(std::move(part))});
        }
        return out;
    };
    for (const auto& [key, r] : m_rejected)
        if (!r.rows.empty())
            m_result.diagnostics.push_back(diagnostic(Diagnostic::Severity::Error, r.file, r.pos, key.second,
                                                      rejectedRowsText(key.first, r.rows.size(), key.second, rowsText(r.rows))));
    for (const auto& [what, broken] : m_brokenRefs) {
        const auto& [file, r] = broken;
        m_result.diagnostics.push_back(
            diagnostic(Diagnostic::Severity::Error, r.file, r.pos, "", brokenRowsText(what, r.rows.size(), file, rowsText(r.rows))));
    }
}

bool Importer::plausiblePowerPanels(const Table& t)
{
    // Power panel import fields (formats.md 1.12) and those of every type (1.1).
    static const std::set<std::string> fields = {"site", "location", "name", "description", "owner", "comments", "id", "tags"};
    // The columns that tell the other types (Table::kind()), for "did you mean".
    static const std::vector<std::string> telling = {"u_height", "device_type", "device_type.slug", "device_type.model",
                                                     "module_bay", "side_a_type", "termination a", "power_panel"};
    const Cell* odd = nullptr; // the first column that is no power-panel field
    const Cell* misspelt = nullptr;
    std::string near;
    int nearest = 3; // edit distance 1-2: a misspelling
    for (const Cell& h : t.header) {
        const std::string name = lower(h.text);
        if (fields.count(name) || name.rfind("cf_", 0) == 0)
            continue;
        if (!odd)
            odd = &h;
        if (const std::string n = nearestName(name, telling); !n.empty() && editDistance(name, n) < nearest)
            nearest = editDistance(name, n), near = n, misspelt = &h;
    }
    if (!odd)
        return true;
    const Cell& at = misspelt ? *misspelt : *odd;
    // What the rows were most likely meant to define is rejected, so that the rows of later
    // files naming them are summed up once (summarise()).
    const char* what = near == "u_height" ? "rack" : near.rfind("device_type", 0) == 0 ? "device"
                                                   : near == "module_bay" ? "module" : nullptr;
    if (what)
        m_broken.try_emplace(what, findingText(QT_TRANSLATE_NOOP("Finding", "%1, a file not imported (above)"), {idArg(t.file->name)}));
    error(t, at.pos, "",
          findingText(QT_TRANSLATE_NOOP("Finding", "column '%1' is no power panel field, and the header tells no other NetBox table: %2 "
                                                   "(racks need site, name and u_height; devices name and device_type; docs/netbox.md); "
                                                   "the file is not imported"),
                      {idArg(clipped(at.text)),
                       textArg(near.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "a required column misspelt?"))
                                            : findingText(QT_TRANSLATE_NOOP("Finding", "did you mean '%1'?"), {idArg(near)}))}));
    return false;
}

void Importer::unreadColumns(const Table& t, Kind kind)
{
    // A column neither read nor known as a NetBox field the import leaves out: most likely
    // misspelt (its values would be dropped without a word).
    for (const int c : t.unreadColumns()) {
        const Cell& h = t.header[std::size_t(c)];
        const std::string name = lower(h.text);
        if (netboxcsv::isKnownUnread(kind, name))
            continue;
        const std::string near = nearestName(name, t.asked());
        warning(t, h.pos, "",
                findingText(QT_TRANSLATE_NOOP("Finding", "column %1 '%2' is not read by Topoplan%3; NetBox 4.x field? see docs/netbox.md "
                                                         "(%4 columns): its values are left out"),
                            {numberArg(c + 1), idArg(clipped(h.text)),
                             textArg(near.empty() ? FindingText{}
                                                  : findingText(QT_TRANSLATE_NOOP("Finding", " (did you mean '%1'?)"), {idArg(near)})),
                             textArg(findingText(kindName(kind)))}));
    }
}

bool Importer::require(const Table& t, std::initializer_list<const char*> names, const char* shown)
{
    if (t.column(names) >= 0)
        return true;
    error(t, {1, 1}, "",
          findingText(QT_TRANSLATE_NOOP("Finding", "no column '%1' (NetBox requires it for %2)"), {idArg(shown), textArg(findingText(kindName(t.kind())))}));
    m_missingRequired.insert(&t);
    return false;
}

std::optional<double> Importer::number(const Table& t, const Cell* c, const std::string& id, const char* what)
{
    if (!c || c->text.empty())
        return std::nullopt;
    if (const auto v = yamlsupport::parseNumber(c->text))
        return v;
    error(t, c->pos, id, findingText(QT_TRANSLATE_NOOP("Finding", "%1 '%2' is not a number"), {idArg(what), idArg(clipped(c->text))}));
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
        if (!followsFromRejected(t, c.pos, what, c.text)) {
            error(t, c.pos, c.text,
                  findingText(QT_TRANSLATE_NOOP("Finding", "%1 name '%2' makes no Topoplan id (expected letters, digits, _ . + -)"),
                              {termArg(what), idArg(clipped(c.text))}));
            reject(what, c.text);
        }
        return std::nullopt;
    }
    warning(t, c.pos, c.text,
            findingText(QT_TRANSLATE_NOOP("Finding", "%1 name '%2' is no Topoplan id: imported as '%3'"), {termArg(what), idArg(clipped(c.text)), idArg(slug)}));
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
    asks(t, {{"site"}, {"location"}, {"facility_id", "facility"}, {"u_height", "height (u)"}, {"outer_unit"}, {"outer_width"},
             {"outer_depth"}, {"max_weight"}, {"weight_unit"}, {"desc_units"}});
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
        // desc_units: NetBox numbers this rack's units from the top (formats.md 1.5); a
        // device's position is then counted from the top, Topoplan's u from the bottom.
        if (const Cell* desc = cell(t, row, {"desc_units"}); desc && (lower(desc->text) == "true" || desc->text == "1"))
            warning(t, desc->pos, r.id,
                    findingText(QT_TRANSLATE_NOOP("Finding", "units numbered from the top (desc_units): the positions of its devices are read as "
                                                             "counted from the bottom, as Topoplan counts; check them in the rack elevation")));
        m_design.racks.push_back(r);
    }
}

void Importer::feeds(const Table& t)
{
    asks(t, {{"description"}, {"voltage"}, {"amperage"}, {"max_utilization"}});
    for (const auto& row : t.rows) {
        const Cell* name = cell(t, row, {"name"});
        const Cell* rack = cell(t, row, {"rack"});
        if (!name)
            break;
        Rack* r = nullptr;
        for (Rack& x : m_design.racks)
            if (rack && x.id == idOf(rack->text))
                r = &x;
        if (!r && rack && followsFromRejected(t, rack->pos, "rack", rack->text))
            continue;
        if (!r) {
            warning(t, rack ? rack->pos : name->pos, name->text,
                    findingText(QT_TRANSLATE_NOOP("Finding", "a power feed without a rack of the import is left out (Topoplan feeds belong to a rack)")));
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
        error(t, slug->pos, id,
              findingText(QT_TRANSLATE_NOOP("Finding", "device type slug '%1' is no model of the catalog (expected the slug of a model id, "
                                                       "e.g. dell-poweredge-mx7000; a NetBox device-type file becomes a catalog model with "
                                                       "import-netbox, named here with --catalog)"),
                          {idArg(clipped(slug->text))}));
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
    error(t, type->pos, id,
          found.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "device type '%1' of manufacturer '%2' is no model of the catalog "
                                                                   "(expected a model's name and vendor)"),
                                      {idArg(clipped(type->text)), idArg(text(t, row, {"manufacturer"}))})
                        : findingText(QT_TRANSLATE_NOOP("Finding", "device type '%1' names %2 models of the catalog (use the device_type.slug column)"),
                                      {idArg(clipped(type->text)), numberArg(double(found.size()))}));
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
                warning(t, pos, dev.id,
                        findingText(QT_TRANSLATE_NOOP("Finding", "the topoplan: line of its comments does not read as a design device; "
                                                                 "canvas position, config and partitions left out")));
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
                warning(t, pos, dev.id, findingText(QT_TRANSLATE_NOOP("Finding", "the topoplan-place: line of its comments is no flow mapping; left out")));
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
    asks(t, {{"comments"}, {"device_type.slug"}, {"device_type", "device_type.model", "type"}, {"manufacturer"},
             {"parent", "parent device", "parent_device"}, {"device_bay", "device bay", "position (device bay)", "device_bay_position"},
             {"site"}, {"rack"}, {"position", "position (u)"}, {"face", "rack face"}, {"location"}});
    std::set<std::string> seen;
    for (const Device& d : m_design.devices)
        seen.insert(d.id);
    for (const auto& row : t.rows) {
        const Cell& name = *cell(t, row, {"name"});
        if (name.text.empty()) {
            error(t, name.pos, "", findingText(QT_TRANSLATE_NOOP("Finding", "a device without a name (Topoplan needs one as its id)")));
            continue;
        }
        const auto id = idFor(t, name, "device");
        if (!id)
            continue;
        if (!seen.insert(*id).second) {
            error(t, name.pos, *id, findingText(QT_TRANSLATE_NOOP("Finding", "a second device of this name")));
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
        if (!m) {
            reject("device", dev.id);
            reject("device", name.text);
            continue;
        }
        dev.model = m->id;
        const std::string parent = idOf(text(t, row, {"parent", "parent device", "parent_device"}));
        if (!parent.empty()) {
            dev.parent = parent;
            dev.slot = text(t, row, {"device_bay", "device bay", "position (device bay)", "device_bay_position"});
            if (dev.slot.empty())
                error(t, cell(t, row, {"parent", "parent device", "parent_device"})->pos, dev.id,
                      findingText(QT_TRANSLATE_NOOP("Finding", "a child device without its device bay (expected the device_bay column)")));
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
                    error(t, position->pos, dev.id,
                          findingText(QT_TRANSLATE_NOOP("Finding", "position %1 is not a whole unit from 1 (Topoplan mounts on whole rack units)"),
                                      {idArg(position->text)}));
                dev.mount.u = int(*u);
            } else if (!position || position->text.empty()) {
                error(t, rack->pos, dev.id, findingText(QT_TRANSLATE_NOOP("Finding", "racked without a position (expected the position column: the lowest U)")));
            }
            const Cell* face = cell(t, row, {"face", "rack face"});
            const std::string f = face ? lower(face->text) : "";
            if (!f.empty() && f != "front" && f != "rear")
                error(t, face->pos, dev.id, findingText(QT_TRANSLATE_NOOP("Finding", "face '%1' (expected front or rear)"), {idArg(clipped(face->text))}));
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
                if (!m_broken.count("rack")) // else the racks file failed: that error says it
                    warning(t, rack->pos, r.id,
                            findingText(QT_TRANSLATE_NOOP("Finding", "rack not in the import: made with NetBox's default 42 U (check its height, size and feeds)")));
                m_design.racks.push_back(r);
            } else if (!m_design.rack(dev.mount.rack) && !followsFromRejected(t, rack->pos, "rack", rack->text)) {
                error(t, rack->pos, dev.id, findingText(QT_TRANSLATE_NOOP("Finding", "rack '%1' is not in the racks file"), {idArg(clipped(rack->text))}));
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
            if (!followsFromRejected(t, device.pos, "device", deviceCell.text))
                error(t, device.pos, dev.id, notInDevicesFile(device.text));
            reject("module", device.text + "/" + bay.text);
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
            reject("module", device.text + "/" + bay.text);
            error(t, type.pos, dev.id,
                  found.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "module type '%1' is no model of the catalog (expected a seated model's name)"),
                                              {idArg(clipped(type.text))})
                                : findingText(QT_TRANSLATE_NOOP("Finding", "module type '%1' names several models of the catalog"), {idArg(clipped(type.text))}));
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
        if (!followsFromRejected(t, deviceCell.pos, "device", deviceCell.text))
            error(t, deviceCell.pos, deviceCell.text,
                  deviceCell.text.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "a cable end without a device (a circuit, or a power feed not in "
                                                                                     "the import? Topoplan cables device interfaces)"))
                                          : notInDevicesFile(deviceCell.text));
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
    // BAY/PORT of a module rejected above (or lost with its file): follows from that.
    if (const Model* m = m_catalog.find(dev->model))
        for (const SlotSpec& slot : m->slots)
            if (name.rfind(slot.name + "/", 0) == 0 && followsFromRejected(t, nameCell.pos, "module", dev->id + "/" + slot.name))
                return std::nullopt;
    error(t, nameCell.pos, dev->id,
          findingText(QT_TRANSLATE_NOOP("Finding", "interface '%1' is no port of device '%2' (model %3) nor BAY/PORT of a module in it"),
                      {idArg(clipped(name)), idArg(dev->id), idArg(dev->model)}));
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

bool Importer::powerCable(const Table& t, const Cell& deviceCell, const Cell& feedCell)
{
    // A power cable from a device's power port to a power feed (NetBox 4.5.8+ imports
    // dcim.powerfeed ends by power panel and name, formats.md 1.13): the feed the device's
    // supplies plug into, as the design's mount feeds (docs/racks.md).
    Device* dev = nullptr;
    for (Device& d : m_design.devices)
        if (d.id == idOf(deviceCell.text))
            dev = &d;
    if (!dev) {
        if (!followsFromRejected(t, deviceCell.pos, "device", deviceCell.text))
            error(t, deviceCell.pos, deviceCell.text,
                  findingText(QT_TRANSLATE_NOOP("Finding", "device '%1' of a power cable is not in the devices file"), {idArg(clipped(deviceCell.text))}));
        return false;
    }
    const std::string feed = idOf(feedCell.text);
    const Rack* rack = nullptr;
    for (const Rack& r : m_design.racks)
        for (const PowerFeed& f : r.feeds)
            if (f.id == feed)
                rack = &r;
    FindingText why;
    if (!rack)
        why = findingText(QT_TRANSLATE_NOOP("Finding", "power feed '%1' is not in the power feeds file"), {idArg(clipped(feedCell.text))});
    else if (!dev->parent.empty())
        why = findingText(QT_TRANSLATE_NOOP("Finding", "it is seated in '%1' (Topoplan powers top-level devices)"), {idArg(dev->parent)});
    else if (dev->mount.rack != rack->id && dev->mount.racked())
        why = findingText(QT_TRANSLATE_NOOP("Finding", "power feed '%1' is a feed of rack '%2', and the device is in rack '%3'"),
                          {idArg(feed), idArg(rack->id), idArg(dev->mount.rack)});
    else if (dev->mount.rack != rack->id)
        why = findingText(QT_TRANSLATE_NOOP("Finding", "power feed '%1' is a feed of rack '%2', and the device is not racked"), {idArg(feed), idArg(rack->id)});
    if (!why.empty()) {
        warning(t, feedCell.pos, dev->id, findingText(QT_TRANSLATE_NOOP("Finding", "a power cable is left out: %1"), {textArg(std::move(why))}));
        return false;
    }
    if (std::find(dev->mount.feeds.begin(), dev->mount.feeds.end(), feed) == dev->mount.feeds.end())
        dev->mount.feeds.push_back(feed);
    return true;
}

void Importer::cables(const Table& t)
{
    const bool exportForm = t.has("termination a");
    if (exportForm && !(t.has("device a") && t.has("device b"))) {
        error(t, {1, 1}, "",
              findingText(QT_TRANSLATE_NOOP("Finding", "NetBox's cable export without the Device A and Device B columns names no device "
                                                       "(export with \"All data\")")));
        return;
    }
    // side_*_device is optional from 4.5.8 on, where a power feed end names its power panel.
    const bool panels = t.has("side_a_power_panel") || t.has("side_b_power_panel");
    if (!exportForm && ((!panels && (!require(t, {"side_a_device"}, "side_a_device") || !require(t, {"side_b_device"}, "side_b_device")))
                        || !require(t, {"side_a_name"}, "side_a_name") || !require(t, {"side_b_name"}, "side_b_name")))
        return;
    asks(t, {{"description"}});
    auto isFeed = [&](const std::string& name) {
        for (const Rack& r : m_design.racks)
            for (const PowerFeed& f : r.feeds)
                if (f.id == idOf(name))
                    return true;
        return false;
    };
    // Cables left out by the type of their other end: count and first cell, said once.
    std::map<std::string, std::pair<int, SourcePos>> leftOut;
    const Cell none;
    for (const auto& row : t.rows) {
        const Cell* adp = cell(t, row, {"side_a_device", "device a"});
        const Cell* bdp = cell(t, row, {"side_b_device", "device b"});
        const Cell& ad = adp ? *adp : none;
        const Cell& bd = bdp ? *bdp : none;
        const Cell& an = *cell(t, row, {"side_a_name", "termination a"});
        const Cell& bn = *cell(t, row, {"side_b_name", "termination b"});
        const Cell* at = cell(t, row, {"side_a_type"});
        const Cell* bt = cell(t, row, {"side_b_type"});
        std::string ta = at ? at->text : "dcim.interface", tb = bt ? bt->text : "dcim.interface";
        // NetBox's export says no termination type: an end without a device that names a
        // power feed of the import is one, the other end a power port.
        if (exportForm && ad.text.empty() && isFeed(an.text))
            ta = "dcim.powerfeed", tb = "dcim.powerport";
        else if (exportForm && bd.text.empty() && isFeed(bn.text))
            tb = "dcim.powerfeed", ta = "dcim.powerport";
        if (ta != "dcim.interface" || tb != "dcim.interface") {
            if (ta == "dcim.powerport" && tb == "dcim.powerfeed")
                powerCable(t, ad, bn);
            else if (tb == "dcim.powerport" && ta == "dcim.powerfeed")
                powerCable(t, bd, an);
            else {
                const bool aOther = ta != "dcim.interface";
                auto& [n, pos] = leftOut[aOther ? ta : tb];
                if (n++ == 0)
                    pos = aOther ? (at ? at->pos : an.pos) : (bt ? bt->pos : bn.pos);
            }
            continue;
        }
        bool skip = false;
        for (const Cell* n : {&an, &bn})
            if (exportForm && n->text.find(',') != std::string::npos) {
                error(t, n->pos, t.rowName(row), findingText(QT_TRANSLATE_NOOP("Finding", "several terminations on one side (Topoplan cables one port to one port)")));
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
    for (const auto& [type, counted] : leftOut)
        warning(t, counted.second, "",
                findingTextN("%n cable to a %1 left out: Topoplan cables interfaces, and takes power cables from a device's power port to a "
                             "power feed of its rack only",
                             QT_TRANSLATE_N_NOOP("Finding", "%n cables to a %1 left out: Topoplan cables interfaces, and takes power cables from a "
                                                            "device's power port to a power feed of its rack only"),
                             counted.first, {idArg(type)}));
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
        if (!netboxcsv::readTable(f, t, m_result.diagnostics))
            continue;
        const Kind k = t.kind();
        if (k == Kind::Unknown) {
            m_result.diagnostics.push_back(diagnostic(Diagnostic::Severity::Warning, f.name, {1, 1}, "",
                                                      findingText(QT_TRANSLATE_NOOP("Finding", "not a NetBox table this import reads (expected the columns "
                                                                                               "of sites, locations, racks, power feeds, devices, "
                                                                                               "modules, interfaces or cables); left out"))));
            continue;
        }
        tables.emplace_back(k, std::move(t));
    }
    std::erase_if(tables, [&](const auto& e) { return e.first == Kind::PowerPanels && !plausiblePowerPanels(e.second); });
    // NetBox's load order (formats.md 1.2), whatever the order of the files.
    std::stable_sort(tables.begin(), tables.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    for (const auto& [k, t] : tables) {
        rejectBadRows(t, k);
        switch (k) {
        case Kind::Sites: sites(t); break;
        case Kind::Racks: racks(t); break;
        case Kind::PowerFeeds: feeds(t); break;
        case Kind::Devices: devices(t); break;
        case Kind::Modules: modules(t); break;
        case Kind::Cables: cables(t); break;
        default: break;
        }
        // A table without a required column is an error already; its other columns would
        // each be "not read" (with a wrong "did you mean") only because of it.
        if (m_missingRequired.count(&t)) {
            // Nothing of the table was imported: the rows of later files naming its
            // objects follow from this one error (summarise()).
            if (const char* what = k == Kind::Devices ? "device" : k == Kind::Racks ? "rack" : k == Kind::Modules ? "module" : nullptr)
                m_broken.try_emplace(what, findingText(QT_TRANSLATE_NOOP("Finding", "%1, a file not imported (above)"), {idArg(t.file->name)}));
        } else if (!t.rows.empty()) {
            unreadColumns(t, k);
        }
        // A copy: clang 14 (the fuzz build) cannot capture a structured binding.
        const std::string name = kindName(k);
        auto it = std::find_if(m_result.tables.begin(), m_result.tables.end(), [&](const auto& e) { return e.first == name; });
        if (it == m_result.tables.end())
            m_result.tables.emplace_back(name, 1);
        else
            ++it->second;
    }
    summarise();
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
