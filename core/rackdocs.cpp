#include "core/rackdocs.h"

#include "core/numberformat.h"
#include "core/racklayout.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>
#include <tuple>

namespace topoplan::core {

namespace {

// Assumed: 1 m of slack per end (route to the vertical cable manager and a service loop);
// installers quote 0.5 to 2 m (docs/racks.md, "Cable lengths").
constexpr double kSlackPerEndM = 1.0;
// TIA-942: aisles of at least 1.2 m (4 ft) in front of and behind racks.
constexpr double kAisleM = 1.2;
// Common stock lengths of patch and DAC/AOC cables, m.
constexpr double kStockLengthsM[] = {1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100};

CableEnd endOf(const LoadedDesign& ld, int port)
{
    const Topology& topo = ld.topology;
    const TopoPort& p = topo.ports[port];
    const TopoDevice& td = topo.devices[p.device];
    const Device& dev = ld.design.devices[td.designIndex];
    CableEnd e;
    e.device = td.id;
    e.port = p.ref.substr(td.id.size() + 1);
    e.media = p.spec ? p.spec->media : std::string();
    e.site = td.site;
    if (const Device* top = topLevelDevice(ld.design, dev); top && top->mount.racked()) {
        e.rack = top->mount.rack;
        e.u = top->mount.u;
    }
    return e;
}

// Index of a rack's row among the rows of its site, in the order rows first appear.
int rowIndex(const Design& design, const Rack& rack)
{
    std::vector<std::string> rows;
    for (const Rack& r : design.racks)
        if (r.site == rack.site && std::find(rows.begin(), rows.end(), r.row) == rows.end())
            rows.push_back(r.row);
    return int(std::find(rows.begin(), rows.end(), rack.row) - rows.begin());
}

double unitsM(double units) { return units * kRackUnitMm / 1000.0; }

} // namespace

void estimateCableLength(const Design& design, CableRow& row)
{
    row.lengthM = 0;
    row.orderLengthM = 0;
    const Rack* ra = row.a.rack.empty() ? nullptr : design.rack(row.a.rack);
    const Rack* rb = row.b.rack.empty() ? nullptr : design.rack(row.b.rack);
    if (!ra || !rb) {
        row.lengthBasis = "no estimate: " + std::string(!ra && !rb ? "neither end is racked" : !ra ? "end A is not racked" : "end B is not racked");
        return;
    }
    if (ra->site != rb->site) {
        row.lengthBasis = "no estimate: the ends are in different sites";
        return;
    }
    double m = 2 * kSlackPerEndM;
    if (ra == rb) {
        m += unitsM(std::abs(row.a.u - row.b.u));
        row.lengthBasis = "same rack: U distance + 2 x 1 m slack";
    } else {
        m += unitsM(ra->heightU - row.a.u) + unitsM(rb->heightU - row.b.u);
        m += std::abs(ra->position - rb->position) * (ra->widthMm + rb->widthMm) / 2000.0;
        const int rows = std::abs(rowIndex(design, *ra) - rowIndex(design, *rb));
        m += rows * ((ra->depthMm + rb->depthMm) / 2000.0 + kAisleM);
        row.lengthBasis = rows ? "other row: up to the tray, along the rows, across " + std::to_string(rows)
                                     + " aisle(s) of 1.2 m + 2 x 1 m slack"
                               : "same row: up to the tray, along the row + 2 x 1 m slack";
    }
    row.lengthM = std::ceil(m * 10.0 - 1e-9) / 10.0;
    row.orderLengthM = row.lengthM;
    for (double stock : kStockLengthsM)
        if (stock >= row.lengthM - 1e-9) {
            row.orderLengthM = stock;
            break;
        }
}

std::vector<CableRow> cableSchedule(const LoadedDesign& ld)
{
    const Topology& topo = ld.topology;
    std::vector<const TopoLink*> cables;
    for (const TopoLink& l : topo.links)
        if (!l.midplane && l.designIndex >= 0)
            cables.push_back(&l);
    std::stable_sort(cables.begin(), cables.end(), [](const TopoLink* x, const TopoLink* y) { return x->designIndex < y->designIndex; });
    std::vector<CableRow> out;
    const int width = cables.size() >= 1000 ? 4 : 3;
    for (const TopoLink* l : cables) {
        CableRow row;
        std::string n = std::to_string(out.size() + 1);
        row.id = "C" + std::string(std::size_t(std::max(0, width - int(n.size()))), '0') + n;
        row.a = endOf(ld, l->a);
        row.b = endOf(ld, l->b);
        row.family = l->family;
        row.speedGbps = l->speedGbps;
        row.breakout = l->breakout;
        for (int end : {l->a, l->b})
            if (const int parent = topo.ports[end].parentPort; parent >= 0) {
                row.harness += (row.harness.empty() ? "" : " + ") + topo.ports[parent].ref;
            }
        estimateCableLength(ld.design, row);
        out.push_back(std::move(row));
    }
    return out;
}

std::vector<BomRow> billOfMaterials(const LoadedDesign& ld)
{
    const Design& d = ld.design;
    // (site order, rack order, model) -> quantity; racks in design order, not racked last.
    std::map<std::tuple<int, int, std::string>, int> count;
    std::vector<std::string> sites;
    for (const Site& s : d.sites)
        sites.push_back(s.id);
    auto siteIndex = [&](const std::string& s) {
        const auto it = std::find(sites.begin(), sites.end(), s);
        if (it != sites.end())
            return int(it - sites.begin());
        sites.push_back(s);
        return int(sites.size()) - 1;
    };
    auto rackIndex = [&](const std::string& r) {
        for (std::size_t i = 0; i < d.racks.size(); ++i)
            if (d.racks[i].id == r)
                return int(i);
        return int(d.racks.size());
    };
    for (const TopoDevice& td : ld.topology.devices) {
        const Device& dev = d.devices[td.designIndex];
        const Device* top = topLevelDevice(d, dev);
        const std::string rack = top && top->mount.racked() ? top->mount.rack : std::string();
        const int s = siteIndex(td.site), r = rackIndex(rack);
        count[{s, r, dev.model}] += 1;
        auto add = [&](const char* modelKey, double n) {
            const std::string model = propString(dev.config, modelKey);
            if (!model.empty() && n > 0)
                count[{s, r, model}] += int(std::llround(n));
        };
        const Props& c = dev.config;
        add("shelf_model", propNumber(c, "shelves"));
        const double groups = propNumber(c, "disk_groups");
        if (propHas(c, "drives"))
            add("drive_model", propNumber(c, "drives"));
        else if (propHas(c, "drives_per_group"))
            add("drive_model", groups * (propNumber(c, "drives_per_group") + propNumber(c, "spares_per_group")));
        else
            add("drive_model", groups * propNumber(c, "capacity_drives_per_group"));
        add("cache_drive_model", groups * propNumber(c, "cache_drives_per_group"));
        add("ssd_drive_model", propNumber(c, "ssd_drives"));
    }
    std::vector<BomRow> out;
    for (const auto& [key, n] : count) {
        const auto& [s, r, model] = key;
        BomRow row;
        row.site = sites[s];
        row.rack = r < int(d.racks.size()) ? d.racks[r].id : std::string();
        row.model = model;
        if (const Model* m = ld.catalog->find(model)) {
            row.vendor = m->vendor;
            row.name = m->name;
            row.kind = m->kind;
            row.partNumber = m->partNumber;
        }
        row.quantity = n;
        out.push_back(std::move(row));
    }
    return out;
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csvRecord(const std::vector<std::string>& fields)
{
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i)
        out += (i ? "," : "") + csvField(fields[i]);
    return out + "\r\n";
}

namespace {

std::string uText(int u) { return u > 0 ? std::to_string(u) : std::string(); }
std::string mText(double m) { return m > 0 ? formatNumber(m) : std::string(); }

} // namespace

std::string cableScheduleCsv(const std::vector<CableRow>& rows)
{
    std::string out = csvRecord({"cable", "a_device", "a_port", "a_media", "a_rack", "a_u", "b_device", "b_port", "b_media",
                               "b_rack", "b_u", "family", "speed_gbps", "breakout", "harness", "length_m",
                               "order_length_m", "length_basis"});
    for (const CableRow& r : rows)
        out += csvRecord({r.id, r.a.device, r.a.port, r.a.media, r.a.rack, uText(r.a.u), r.b.device, r.b.port, r.b.media,
                        r.b.rack, uText(r.b.u), r.family, formatNumber(r.speedGbps), r.breakout, r.harness,
                        mText(r.lengthM), mText(r.orderLengthM), r.lengthBasis});
    return out;
}

std::string bomCsv(const std::vector<BomRow>& rows)
{
    std::string out = csvRecord({"site", "rack", "model", "vendor", "name", "kind", "part_number", "quantity"});
    for (const BomRow& r : rows)
        out += csvRecord({r.site, r.rack.empty() ? std::string("(not racked)") : r.rack, r.model, r.vendor, r.name, r.kind,
                        r.partNumber, std::to_string(r.quantity)});
    return out;
}

} // namespace topoplan::core
