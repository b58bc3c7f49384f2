#include "core/netboxcsvtable.h"

#include <algorithm>

namespace topoplan::core::netboxcsv {

namespace {

int lineCount(const std::string& s) { return int(std::count(s.begin(), s.end(), '\n')); }

} // namespace

std::string strip(const std::string& s)
{
    const std::size_t a = s.find_first_not_of(" \t\r\n");
    if (a == std::string::npos)
        return {};
    return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}

std::string lower(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

const char* kindName(Kind k)
{
    // Marked: messages name a table by its kind ("no column 'name' (NetBox requires it for racks)").
    static const char* names[] = {QT_TRANSLATE_NOOP("Finding", "sites"),         QT_TRANSLATE_NOOP("Finding", "locations"),
                                  QT_TRANSLATE_NOOP("Finding", "racks"),         QT_TRANSLATE_NOOP("Finding", "power panels"),
                                  QT_TRANSLATE_NOOP("Finding", "power feeds"),   QT_TRANSLATE_NOOP("Finding", "manufacturers"),
                                  QT_TRANSLATE_NOOP("Finding", "device roles"),  QT_TRANSLATE_NOOP("Finding", "devices"),
                                  QT_TRANSLATE_NOOP("Finding", "modules"),       QT_TRANSLATE_NOOP("Finding", "interfaces"),
                                  QT_TRANSLATE_NOOP("Finding", "cables"),        "unknown"};
    return names[int(k)];
}

int Table::column(std::initializer_list<const char*> names) const
{
    for (const char* n : names)
        m_asked.insert(n);
    for (const char* n : names)
        if (const auto it = m_columns.find(n); it != m_columns.end()) {
            m_read[std::size_t(it->second)] = true;
            return it->second;
        }
    return -1;
}

std::string Table::rowName(const std::vector<Cell>& row) const
{
    auto at = [&](const char* name) -> std::string {
        const auto it = m_columns.find(name);
        return it != m_columns.end() && std::size_t(it->second) < row.size() ? row[std::size_t(it->second)].text : std::string();
    };
    if (std::string n = at("name"); !n.empty())
        return n;
    if (std::string n = at("label"); !n.empty())
        return n;
    for (auto [device, part] : {std::pair{"side_a_device", "side_a_name"}, std::pair{"device a", "termination a"},
                                std::pair{"device", "module_bay"}})
        if (std::string d = at(device); !d.empty())
            return at(part).empty() ? d : d + (std::string(part) == "module_bay" ? "/" : ":") + at(part);
    return {};
}

std::vector<int> Table::unreadColumns() const
{
    std::vector<int> out;
    for (std::size_t c = 0; c < m_read.size(); ++c)
        if (!m_read[c])
            out.push_back(int(c));
    return out;
}

Kind Table::kind() const
{
    if (has("side_a_type") || has("termination a"))
        return Kind::Cables;
    if (has("module_bay"))
        return Kind::Modules;
    if (has("device_type") || has("device_type.slug") || has("device_type.model")
        || (has("name") && has("type") && has("role") && has("site")))
        return Kind::Devices;
    if (has("device") && has("name") && has("type"))
        return Kind::Interfaces;
    if (has("power_panel"))
        return Kind::PowerFeeds;
    if (has("site") && has("name") && has("u_height"))
        return Kind::Racks;
    if (has("site") && has("name") && has("slug"))
        return Kind::Locations;
    if (has("name") && has("slug") && has("color"))
        return Kind::Roles;
    if (has("name") && has("slug") && has("status"))
        return Kind::Sites;
    if (has("name") && has("slug"))
        return Kind::Manufacturers;
    if (has("site") && has("name"))
        return Kind::PowerPanels;
    return Kind::Unknown;
}

bool Table::setHeader(std::vector<Cell> cells, Diagnostics& diags)
{
    header = std::move(cells);
    m_columns.clear();
    m_read.assign(header.size(), false);
    for (std::size_t c = 0; c < header.size(); ++c)
        if (!m_columns.emplace(lower(header[c].text), int(c)).second) {
            diags.push_back(diagnostic(Diagnostic::Severity::Error, file->name, header[c].pos, "",
                                       findingText(QT_TRANSLATE_NOOP("Finding", "column '%1' appears twice"), {idArg(header[c].text)})));
            return false;
        }
    return true;
}

// A written-out reader: neither the standard library, Qt (kept out of the core) nor Boost
// (Tokenizer cannot span line breaks) has one that tracks line and column.
bool readTable(const NetboxCsvFile& file, Table& table, Diagnostics& diags)
{
    table.file = &file;
    const std::string& t = file.text;
    auto error = [&](SourcePos pos, const std::string& id, FindingText message) {
        diags.push_back(diagnostic(Diagnostic::Severity::Error, file.name, pos, id, std::move(message)));
    };
    if (t.find('\0') != std::string::npos) {
        error({}, "", findingText(QT_TRANSLATE_NOOP("Finding", "binary content (a NUL byte): not a CSV text file")));
        return false;
    }
    std::size_t i = t.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    int line = 1, col = 1;
    bool haveHeader = false;
    std::vector<Cell> record;
    // A record is complete: the header, a row, or a row of the wrong width.
    auto finish = [&]() -> bool {
        if (record.size() == 1 && record[0].text.empty())
            return true; // a blank line
        if (!haveHeader) {
            haveHeader = true;
            return table.setHeader(std::move(record), diags);
        }
        if (record.size() == table.header.size()) {
            table.rows.push_back(std::move(record));
            return true;
        }
        FindingText quoted;
        for (const Cell& c : record)
            if (const int n = lineCount(c.text); n > 0) {
                quoted = findingText(QT_TRANSLATE_NOOP("Finding", "; its field at line %1, column %2 is quoted over %3 lines: a quote never closed there?"),
                                     {idArg(std::to_string(c.pos.line)), idArg(std::to_string(c.pos.column)), numberArg(n + 1)});
                break;
            }
        FindingText message = findingText(QT_TRANSLATE_NOOP("Finding", "row %1 has %2 fields (expected %3, as in the header row); the row is left out%4"),
                                          {numberArg(double(table.rows.size() + table.badRows.size() + 1)), numberArg(double(record.size())),
                                           numberArg(double(table.header.size())), textArg(quoted)});
        error(record.front().pos, table.rowName(record), std::move(message));
        table.badRows.push_back(std::move(record));
        return true;
    };
    // The text stops being CSV in the record being read: rows from here on are lost.
    auto broken = [&](SourcePos pos, FindingText message) {
        error(pos, haveHeader ? table.rowName(record) : std::string(), std::move(message));
        table.brokenLine = record.empty() ? pos.line : record.front().pos.line;
        return haveHeader;
    };
    while (i <= t.size()) {
        Cell cell;
        cell.pos = {line, col};
        if (i < t.size() && t[i] == '"') {
            const SourcePos open{line, col};
            ++i, ++col;
            for (;;) {
                if (i >= t.size())
                    return broken(open, findingText(QT_TRANSLATE_NOOP("Finding", "the quote opened here is never closed (expected a closing \" before the end of the file)")));
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
            if (i < t.size() && t[i] != ',' && t[i] != '\r' && t[i] != '\n') {
                // Over several lines, the quote that opened the field is the likely fault:
                // the field ran on until a quote of a later line closed it.
                if (line > open.line)
                    return broken(open, findingText(QT_TRANSLATE_NOOP("Finding", "the quote opened here is never closed: the field runs on to line %1, "
                                                                      "column %2, where text follows a quote (expected a closing \" "
                                                                      "on this line, or quotes doubled inside the field)"),
                                                    {idArg(std::to_string(line)), idArg(std::to_string(col - 1))}));
                return broken({line, col}, findingText(QT_TRANSLATE_NOOP("Finding", "text after the closing quote of a field (expected a comma or the line end)")));
            }
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
        if (!finish())
            return false;
        record.clear();
        ++line, col = 1;
        if (i >= t.size())
            break;
    }
    if (!haveHeader) {
        error({}, "", findingText(QT_TRANSLATE_NOOP("Finding", "no header row (an empty file)")));
        return false;
    }
    return true;
}

bool isKnownUnread(Kind kind, const std::string& column)
{
    // Import fields per form (formats.md section: fields of 4.0 to 4.6.8 together) and
    // list-export headers (1.14), minus what the importer reads.
    static const std::map<Kind, std::set<std::string>> known = {
        {Kind::Sites, // 1.3
         {"slug", "status", "region", "group", "tenant", "facility", "time_zone", "physical_address", "shipping_address",
          "latitude", "longitude", "owner", "comments"}},
        {Kind::Locations, // 1.4: the rows' locations come from the racks' location column
         {"site", "parent", "name", "slug", "status", "tenant", "facility", "description", "owner", "comments"}},
        {Kind::Racks, // 1.5 (type: the 4.0 name of form_factor)
         {"group", "tenant", "status", "role", "rack_type", "form_factor", "type", "serial", "asset_tag", "width",
          "outer_height", "mounting_depth", "airflow", "weight", "description", "owner", "comments"}},
        {Kind::PowerPanels, // 1.12
         {"site", "location", "name", "description", "owner", "comments"}},
        {Kind::PowerFeeds, // 1.12
         {"site", "power_panel", "location", "status", "type", "mark_connected", "supply", "phase", "tenant", "owner",
          "comments"}},
        {Kind::Manufacturers, // 1.6
         {"name", "slug", "description", "owner", "comments"}},
        {Kind::Roles, // DeviceRoleImportForm (dcim/forms/bulk_import.py; not in formats.md)
         {"name", "slug", "parent", "color", "vm_role", "config_template", "description", "owner", "comments"}},
        {Kind::Devices, // 1.8, and the export's headers (1.14)
         {"role", "tenant", "platform", "serial", "asset_tag", "status", "location", "latitude", "longitude", "airflow",
          "virtual_chassis", "vc_position", "vc_priority", "cluster", "description", "config_template", "owner",
          "tenant group", "serial number", "asset tag", "region", "site group", "ip address", "ipv4 address",
          "ipv6 address", "oob ip", "virtual chassis", "vc position", "vc priority", "config template", "contacts",
          "created", "last updated", "u_height", "height (u)"}},
        {Kind::Modules, // 1.9
         {"serial", "asset_tag", "status", "description", "owner", "replicate_components", "adopt_components"}},
        {Kind::Interfaces, // 1.10 (mac_address: 4.0 and 4.1)
         {"device", "name", "label", "parent", "bridge", "lag", "type", "speed", "duplex", "enabled", "mark_connected",
          "wwn", "vdcs", "mtu", "mgmt_only", "description", "poe_mode", "poe_type", "mode", "vlan_group", "untagged_vlan",
          "tagged_vlans", "qinq_svlan", "vrf", "rf_role", "rf_channel", "rf_channel_frequency", "rf_channel_width",
          "tx_power", "owner", "mac_address"}},
        {Kind::Cables, // 1.13, and the export's headers (1.14); power feed names are unique in a design: no panel needed
         {"side_a_site", "side_b_site", "side_a_power_panel", "side_b_power_panel", "type", "status", "profile", "tenant", "bundle", "label", "color", "length",
          "length_unit", "owner", "comments", "rack a", "rack b", "location a", "location b", "site a", "site b",
          "tenant group", "color name", "created", "last updated"}},
    };
    if (column == "id" || column == "tags" || column.rfind("cf_", 0) == 0)
        return true;
    const auto it = known.find(kind);
    return it != known.end() && it->second.count(column) > 0;
}

} // namespace topoplan::core::netboxcsv
