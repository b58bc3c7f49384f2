#include "core/netboxexport.h"

#include "core/designio.h"
#include "core/netboximport.h"
#include "core/numberformat.h"
#include "core/rackdocs.h"
#include "core/racklayout.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

namespace topoplan::core {

namespace {

// How a Topoplan device is held in NetBox.
enum class Holding {
    Device, ///< a top-level device (rack, position, face)
    Child,  ///< a child device in a device bay of its parent
    Module, ///< a module in a module bay of the NetBox device holding it
    None,   ///< not exported (a module inside a module: NetBox 4.x bays are on devices)
};

// Model kinds that are modules (cards in a bay, NetBox ModuleType) rather than child
// devices. NetBox's own split: a child device has its own name, bays and cabling (blades,
// sleds, IOMs); a module is a field-replaceable part of one device (docs/models/dcim/module.md).
bool isModuleKind(const std::string& kind)
{
    static const std::set<std::string> kinds = {"adapter", "nic", "hba", "cna", "sas-controller", "slic", "controller", "drive"};
    return kinds.count(kind) > 0;
}

// A CSV under construction: header row, then records.
struct Csv {
    std::string text;
    int rows = 0;
    explicit Csv(const std::vector<std::string>& header) : text(csvRecord(header)) {}
    void add(const std::vector<std::string>& fields)
    {
        text += csvRecord(fields);
        ++rows;
    }
};

// A YAML scalar in double quotes (JSON-compatible escapes), always safe.
std::string quoted(const std::string& s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out + "\"";
}

std::string numberText(double v) { return formatNumber(v); }

class Exporter {
public:
    explicit Exporter(const LoadedDesign& ld) : m_ld(ld), m_d(ld.design) {}
    NetboxExport run();

private:
    void classify();
    std::string siteOf(const TopoDevice& td) const;
    // NetBox device name and interface name of a Topoplan port reference.
    std::pair<std::string, std::string> interfaceOf(const std::string& ref) const;
    std::string comments(const Device& dev) const;
    bool isDeviceBay(const Model& owner, const SlotSpec& slot) const;
    const Model* model(const std::string& id) const { return m_ld.catalog->find(id); }

    void sites();
    void racks();
    void power();
    void types();
    void devices();
    void interfaces();
    void cables();
    void readme();

    void warn(const std::string& id, const std::string& message)
    {
        m_out.diagnostics.push_back({Diagnostic::Severity::Warning, m_ld.fileName, {}, id, message});
    }
    void add(const char* name, const Csv& csv) { m_out.files.push_back({name, csv.text, csv.rows}); }

    const LoadedDesign& m_ld;
    const Design& m_d;
    NetboxExport m_out;
    std::map<std::string, Holding> m_holding;
    std::string m_defaultSite; ///< the site written for a design without sites, else empty
    std::vector<const Model*> m_models; ///< models used, in first-use order
};

void Exporter::classify()
{
    // A child device sits in a top-level device; a module in a top-level or child device.
    for (const Device& dev : m_d.devices) {
        Holding h = Holding::Device;
        if (const Device* parent = dev.parent.empty() ? nullptr : m_d.device(dev.parent)) {
            const Model* m = model(dev.model);
            const Device* grand = parent->parent.empty() ? nullptr : m_d.device(parent->parent);
            const Model* pm = model(parent->model);
            if (!grand)
                h = m && isModuleKind(m->kind) ? Holding::Module : Holding::Child;
            else
                h = grand->parent.empty() && pm && !isModuleKind(pm->kind) ? Holding::Module : Holding::None;
        }
        m_holding[dev.id] = h;
        if (h == Holding::None)
            warn(dev.id, "not exported: a module seated in a module (NetBox 4.x has module bays on devices only)");
        if (const Model* m = model(dev.model); m && std::find(m_models.begin(), m_models.end(), m) == m_models.end())
            m_models.push_back(m);
    }
}

std::string Exporter::siteOf(const TopoDevice& td) const
{
    if (!td.site.empty())
        return td.site;
    const Device* top = topLevelDevice(m_d, m_d.devices[td.designIndex]);
    if (top && top->mount.racked())
        if (const Rack* r = m_d.rack(top->mount.rack); r && !r->site.empty())
            return r->site;
    return m_defaultSite;
}

std::pair<std::string, std::string> Exporter::interfaceOf(const std::string& ref) const
{
    const std::size_t colon = ref.find(':');
    std::string device = ref.substr(0, colon), name = ref.substr(colon + 1);
    // A module's interfaces are the holding device's, named "{module}/PORT" with the
    // module bay's position (= the slot name) for {module} (NetBox docs/models/dcim/moduletype.md).
    const auto it = m_holding.find(device);
    if (it != m_holding.end() && it->second == Holding::Module)
        if (const Device* dev = m_d.device(device)) {
            name = dev->slot + "/" + name;
            device = dev->parent;
        }
    return {device, name};
}

std::string Exporter::comments(const Device& dev) const
{
    // The design file's own flow mapping of what NetBox has no field for.
    Design one;
    Device copy;
    copy.id = dev.id;
    copy.model = dev.model;
    copy.at = dev.at;
    copy.config = dev.config;
    copy.partitions = dev.partitions;
    copy.measured = dev.measured;
    one.devices.push_back(copy);
    const std::string text = writeDesign(one);
    std::string out;
    if (const std::size_t at = text.find("\n  - {id: "); at != std::string::npos)
        out = kNetboxDesignLine + text.substr(at + 5, text.find('\n', at + 1) - at - 5);
    std::vector<std::string> place;
    if (!dev.site.empty())
        place.push_back("site: " + quoted(dev.site));
    if (!dev.mount.depth.empty())
        place.push_back("depth: " + dev.mount.depth);
    if (!dev.mount.feeds.empty()) {
        std::string feeds = "feeds: [";
        for (std::size_t i = 0; i < dev.mount.feeds.size(); ++i)
            feeds += (i ? ", " : "") + quoted(dev.mount.feeds[i]);
        place.push_back(feeds + "]");
    }
    if (!place.empty()) {
        out += std::string("\n") + kNetboxPlaceLine + "{";
        for (std::size_t i = 0; i < place.size(); ++i)
            out += (i ? ", " : "") + place[i];
        out += "}";
    }
    return out;
}

bool Exporter::isDeviceBay(const Model& owner, const SlotSpec& slot) const
{
    // A child model's bays hold modules (NetBox: a child device cannot be a parent).
    if (!owner.fits.empty())
        return false;
    for (const auto& m : m_ld.catalog->models())
        if (m->fits == slot.type)
            return !isModuleKind(m->kind);
    return true;
}

void Exporter::sites()
{
    Csv csv({"name", "slug", "status", "description"});
    if (m_d.sites.empty()) {
        // NetBox requires a site for every rack and device.
        m_defaultSite = m_d.name.empty() ? std::string("Topoplan design") : clipped(m_d.name, 90);
        std::string slug = netboxSlug(m_defaultSite);
        csv.add({m_defaultSite, slug.empty() ? std::string("topoplan-design") : slug, "planned", kNetboxDefaultSiteNote});
    }
    for (const Site& s : m_d.sites)
        csv.add({s.id, netboxSlug(s.id), "planned", s.role.empty() ? std::string() : "Topoplan site role: " + s.role});
    add("01-sites.csv", csv);
    if (!m_d.siteLinks.empty())
        warn("", "site links (round-trip times) are not exported: NetBox has no field for them");

    // A rack row is a location of its site (NetBox has no row object; rack groups exist
    // only from 4.6).
    Csv loc({"site", "name", "slug", "status", "description"});
    std::set<std::pair<std::string, std::string>> seen;
    for (const Rack& r : m_d.racks) {
        const std::string site = r.site.empty() ? m_defaultSite : r.site;
        if (r.row.empty() || !seen.insert({site, r.row}).second)
            continue;
        loc.add({site, r.row, netboxSlug("row " + r.row), "planned", "rack row"});
    }
    add("02-locations.csv", loc);
}

void Exporter::racks()
{
    Csv csv({"site", "location", "name", "status", "facility_id", "form_factor", "width", "u_height", "outer_width",
             "outer_depth", "outer_unit", "max_weight", "weight_unit", "description"});
    for (const Rack& r : m_d.racks) {
        // width is the rail width in inches (19 in: EIA-310); the outer size in mm.
        // facility_id carries the place in the row (NetBox has no such field).
        const double kg = std::round(r.maxWeightKg);
        if (r.maxWeightKg > 0 && std::abs(kg - r.maxWeightKg) > 1e-9)
            warn(r.id, "max_weight_kg " + numberText(r.maxWeightKg) + " written as " + numberText(kg)
                           + " (NetBox's max_weight is a whole number)");
        csv.add({r.site.empty() ? m_defaultSite : r.site, r.row, r.id, "planned", std::to_string(r.position),
                 "4-post-cabinet", "19", std::to_string(r.heightU), numberText(r.widthMm), numberText(r.depthMm), "mm",
                 r.maxWeightKg > 0 ? numberText(kg) : std::string(), r.maxWeightKg > 0 ? "kg" : "", ""});
    }
    add("03-racks.csv", csv);
}

void Exporter::power()
{
    // One power panel per site holds the feeds (NetBox requires a panel for a feed).
    Csv panels({"site", "name", "description"});
    Csv feeds({"site", "power_panel", "rack", "name", "status", "type", "supply", "phase", "voltage", "amperage",
               "max_utilization", "description"});
    std::set<std::string> panelSites;
    for (const Rack& r : m_d.racks) {
        const std::string site = r.site.empty() ? m_defaultSite : r.site;
        const std::string panel = site + " power";
        if (!r.feeds.empty() && panelSites.insert(site).second)
            panels.add({site, panel, "made by Topoplan export: holds the racks' feeds"});
        for (std::size_t i = 0; i < r.feeds.size(); ++i) {
            const PowerFeed& f = r.feeds[i];
            // NetBox: voltage and whole amperes, max_utilization in % (the usable share).
            // Topoplan's amps are the usable current: find whole amperes A and u % with
            // A x u / 100 = amps (12.8 A = 16 A at 80 %, the NEC continuous-load rule).
            const double volts = f.watts > 0 ? 230.0 : f.volts; // assumed 230 V for a feed given in W
            const double amps = f.watts > 0 ? f.watts / 230.0 : f.amps;
            int amperage = int(std::ceil(amps - 1e-9)), utilization = 100;
            for (int u = 100; u >= 50; --u) {
                const double a = amps * 100.0 / u;
                if (std::abs(a - std::round(a)) < 1e-6) {
                    amperage = int(std::round(a));
                    utilization = u;
                    break;
                }
            }
            std::string note;
            if (f.watts > 0)
                note = "Topoplan watts " + numberText(f.watts);
            else if (std::abs(amperage * utilization / 100.0 - amps) > 1e-6)
                warn(f.id, "usable current " + numberText(amps) + " A written as " + std::to_string(amperage) + " A at "
                               + std::to_string(utilization) + " %");
            feeds.add({site, panel, r.id, f.id, "planned", i == 0 ? "primary" : "redundant", "ac", "single-phase",
                       numberText(std::round(volts)), std::to_string(std::max(1, amperage)), std::to_string(utilization), note});
        }
    }
    add("04-power-panels.csv", panels);
    add("05-power-feeds.csv", feeds);
}

void Exporter::types()
{
    Csv makers({"name", "slug"});
    Csv roles({"name", "slug", "color", "description"});
    std::set<std::string> makerSeen, roleSeen;
    std::ostringstream dtypes, mtypes;
    int nd = 0, nm = 0;
    for (const Model* m : m_models) {
        if (makerSeen.insert(m->vendor).second)
            makers.add({m->vendor, netboxSlug(m->vendor)});
        const bool module = isModuleKind(m->kind) && !m->fits.empty();
        if (!module && roleSeen.insert(m->kind).second)
            roles.add({m->kind, netboxSlug(m->kind), "9e9e9e", "Topoplan model kind"});
        std::ostringstream& y = module ? mtypes : dtypes;
        ++(module ? nm : nd);
        y << "---\nmanufacturer: " << quoted(m->vendor) << "\nmodel: " << quoted(m->name) << "\n";
        if (!module) {
            // The slug of the model id, as the devicetype-library names them (dell-poweredge-mx7000).
            y << "slug: " << netboxSlug(m->id) << "\n";
            y << "u_height: " << numberText(std::ceil(m->heightU * 2) / 2) << "\nis_full_depth: "
              << (m->fullDepth ? "true" : "false") << "\n";
        }
        if (!m->partNumber.empty())
            y << "part_number: " << quoted(m->partNumber) << "\n";
        bool bays = false;
        for (const SlotSpec& s : m->slots)
            bays = bays || (!module && isDeviceBay(*m, s));
        if (!module && (bays || !m->fits.empty()))
            y << "subdevice_role: " << (bays ? "parent" : "child") << "\n";
        if (const auto w = m->param("weight_kg"))
            y << "weight: " << numberText(*w) << "\nweight_unit: kg\n";
        y << "comments: " << quoted("Topoplan model " + m->id) << "\n";
        if (!m->ports.empty()) {
            y << "interfaces:\n";
            for (const PortSpec& p : m->ports) {
                const std::string proto = p.hasProtocol("ethernet") ? "ethernet" : p.hasProtocol("fc") ? "fc" : "";
                y << "  - name: " << quoted((module ? "{module}/" : "") + p.name)
                  << "\n    type: " << netboxInterfaceType(proto, p.speedGbps, p.media) << "\n";
                if (p.role == "mgmt")
                    y << "    mgmt_only: true\n";
            }
        }
        const auto maxW = m->param("power_max_w"), typW = m->param("power_typical_w");
        if (!module && maxW) {
            y << "power-ports:\n  - name: PSU\n    type: iec-60320-c14\n    maximum_draw: " << std::lround(*maxW) << "\n";
            if (typW)
                y << "    allocated_draw: " << std::lround(*typW) << "\n";
        }
        std::ostringstream dev, mod;
        for (const SlotSpec& s : m->slots)
            (!module && isDeviceBay(*m, s) ? dev : mod) << "  - name: " << quoted(s.name) << "\n";
        if (!dev.str().empty())
            y << "device-bays:\n" << dev.str();
        if (!mod.str().empty()) {
            y << "module-bays:\n";
            for (const SlotSpec& s : m->slots)
                if (module || !isDeviceBay(*m, s))
                    y << "  - name: " << quoted(s.name) << "\n    position: " << quoted(s.name) << "\n";
        }
    }
    add("06-manufacturers.csv", makers);
    add("07-device-roles.csv", roles);
    m_out.files.push_back({"08-device-types.yaml", dtypes.str(), nd});
    m_out.files.push_back({"09-module-types.yaml", mtypes.str(), nm});
}

void Exporter::devices()
{
    Csv csv({"name", "role", "manufacturer", "device_type.slug", "status", "site", "rack", "position", "face", "parent",
             "device_bay", "comments"});
    Csv modules({"device", "module_bay", "module_type", "status", "comments"});
    std::vector<const TopoDevice*> order;
    for (const TopoDevice& td : m_ld.topology.devices)
        order.push_back(&td);
    // Parents before their children: top-level devices first, then child devices.
    std::stable_sort(order.begin(), order.end(), [&](const TopoDevice* a, const TopoDevice* b) {
        return m_holding[a->id] == Holding::Device && m_holding[b->id] != Holding::Device;
    });
    for (const TopoDevice* td : order) {
        const Device& dev = m_d.devices[td->designIndex];
        const Model& m = *td->model;
        const Holding h = m_holding[dev.id];
        if (h == Holding::Module) {
            modules.add({dev.parent, dev.slot, m.name, "planned", comments(dev)});
            continue;
        }
        if (h == Holding::None)
            continue;
        const bool racked = h == Holding::Device && dev.mount.racked();
        csv.add({dev.id, m.kind, m.vendor, netboxSlug(m.id), "planned", siteOf(*td), racked ? dev.mount.rack : "",
                 racked ? std::to_string(dev.mount.u) : "", racked ? (dev.mount.face.empty() ? "front" : dev.mount.face) : "",
                 h == Holding::Child ? dev.parent : "", h == Holding::Child ? dev.slot : "", comments(dev)});
    }
    add("10-devices.csv", csv);
    add("11-modules.csv", modules);
}

void Exporter::interfaces()
{
    // Breakout lanes: NetBox has no breakout object; each lane is an interface of its own,
    // named PORT:LANE (maintainer guidance, netbox issue #452; formats.md 1.10).
    Csv csv({"device", "name", "type", "description"});
    for (const TopoPort& p : m_ld.topology.ports) {
        if (p.lane <= 0)
            continue;
        const TopoDevice& td = m_ld.topology.devices[p.device];
        if (m_holding[td.id] == Holding::None)
            continue;
        const auto [device, name] = interfaceOf(p.ref);
        const std::string proto = p.spec && p.spec->hasProtocol("fc") && p.breakout.find("gfc") != std::string::npos ? "fc" : "ethernet";
        const std::string whole = p.parentPort >= 0 ? interfaceOf(m_ld.topology.ports[p.parentPort].ref).second : "";
        csv.add({device, name, netboxInterfaceType(proto, p.speedGbps, ""),
                 "lane " + std::to_string(p.lane) + " of " + whole + ", breakout " + p.breakout});
    }
    add("12-interfaces.csv", csv);
}

void Exporter::cables()
{
    Csv csv({"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type", "side_b_name", "status", "label",
             "length", "length_unit", "description"});
    const std::vector<CableRow> schedule = cableSchedule(m_ld);
    std::size_t row = 0;
    for (const TopoLink& l : m_ld.topology.links) {
        if (l.midplane || l.designIndex < 0)
            continue;
        const Link& link = m_d.links[l.designIndex];
        const auto a = interfaceOf(link.a), b = interfaceOf(link.b);
        // cableSchedule() lists the same cables in design order.
        const CableRow* c = nullptr;
        for (const CableRow& r : schedule)
            if ((r.a.device + ":" + r.a.port) == link.a && (r.b.device + ":" + r.b.port) == link.b)
                c = &r;
        ++row;
        std::string desc = link.breakout.empty() ? std::string() : "breakout " + link.breakout;
        if (c && c->orderLengthM > 0)
            desc += (desc.empty() ? "" : "; ") + std::string("length estimated: ") + c->lengthBasis;
        csv.add({a.first, "dcim.interface", a.second, b.first, "dcim.interface", b.second, "planned", c ? c->id : "",
                 c && c->orderLengthM > 0 ? numberText(c->orderLengthM) : "", c && c->orderLengthM > 0 ? "m" : "", desc});
    }
    add("13-cables.csv", csv);
}

void Exporter::readme()
{
    std::ostringstream r;
    r << "NetBox bulk import of the Topoplan design \"" << m_d.name << "\"\r\n"
      << "Written by topoplan-cli export --what netbox for " << kNetboxVersion << ".\r\n\r\n"
      << "Load the files in this order (NetBox: the object list's Import button; CSV files with\r\n"
      << "the CSV tab, YAML files with the YAML tab of Device Types / Module Types):\r\n";
    const char* pages[] = {"Organization > Sites",      "Organization > Locations",   "Racks > Racks",
                           "Power > Power Panels",      "Power > Power Feeds",        "Devices > Manufacturers",
                           "Devices > Device Roles",    "Devices > Device Types (YAML)",
                           "Devices > Module Types (YAML)", "Devices > Devices",      "Devices > Modules",
                           "Devices > Interfaces",      "Connections > Cables"};
    for (std::size_t i = 0; i < m_out.files.size() && i < std::size(pages); ++i)
        r << "  " << m_out.files[i].name << "  " << pages[i] << " (" << m_out.files[i].rows << ")\r\n";
    r << "\r\nDevice types are referenced by slug (devices' device_type.slug column): a type already\r\n"
      << "in your NetBox (e.g. from the devicetype-library) with that slug is used, so skip its\r\n"
      << "document in 08-device-types.yaml. A rack row is a location; a rack's facility_id is its\r\n"
      << "place in the row. Breakout lanes are interfaces PORT:LANE; module ports are\r\n"
      << "BAY/PORT on the device holding the module. Lines starting \"" << kNetboxDesignLine << "\" and\r\n"
      << "\"" << kNetboxPlaceLine << "\" in comments hold what NetBox has no field for (canvas position,\r\n"
      << "config, NPAR partitions, own site, mount depth and feeds); topoplan-cli import-netbox reads them back.\r\n";
    std::vector<std::string> lost;
    auto count = [&](std::size_t n, const char* what) {
        if (n)
            lost.push_back(std::to_string(n) + " " + what);
    };
    count(m_d.fabrics.size(), "fabrics");
    count(m_d.zoning.size(), "zones");
    count(m_d.portGroups.size(), "port groups");
    count(m_d.maskingViews.size(), "masking views");
    count(m_d.clusters.size(), "clusters");
    count(m_d.storageGroups.size(), "storage groups");
    count(m_d.workloads.size(), "workloads");
    count(m_d.useCases.size(), "use cases");
    count(m_d.scenarios.size(), "scenarios");
    count(m_d.siteLinks.size(), "site links");
    if (!lost.empty())
        r << "\r\nNot in NetBox (kept only in the design file): " << listed(lost, 20) << ".\r\n";
    std::vector<std::string> catalogs;
    for (const std::string& c : m_d.catalogs)
        if (c != "builtin")
            catalogs.push_back(c);
    if (!catalogs.empty())
        r << "Catalog files the design uses: " << listed(catalogs, 20) << ".\r\n";
    m_out.files.push_back({"README.txt", r.str(), 0});
}

NetboxExport Exporter::run()
{
    classify();
    sites();
    racks();
    power();
    types();
    devices();
    interfaces();
    cables();
    readme();
    return std::move(m_out);
}

} // namespace

NetboxExport exportNetbox(const LoadedDesign& design)
{
    return Exporter(design).run();
}

} // namespace topoplan::core
