#include "core/inventory.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace topoplan::core {

Inventory makeInventory(const LoadedDesign& d)
{
    Inventory inv;
    std::map<std::string, BomLine> bom;
    for (const TopoDevice& td : d.topology.devices) {
        BomLine& line = bom[td.model->id];
        line.model = td.model->id;
        line.name = td.model->vendor + " " + td.model->name;
        line.kind = td.model->kind;
        ++line.count;
        // Drives and shelves named in config are part of the bill of materials too.
        const Device& dev = d.design.devices[td.designIndex];
        auto addConfigured = [&](const char* modelKey, int count) {
            const std::string id = propString(dev.config, modelKey);
            const Model* m = id.empty() ? nullptr : d.catalog->find(id);
            if (!m || count <= 0)
                return;
            BomLine& l = bom[m->id];
            l.model = m->id;
            l.name = m->vendor + " " + m->name;
            l.kind = m->kind;
            l.count += count;
        };
        const int groups = int(propNumber(dev.config, "disk_groups"));
        if (td.model->kind == "hci-node") {
            addConfigured("drive_model", groups * int(propNumber(dev.config, "capacity_drives_per_group")));
            addConfigured("cache_drive_model", groups * int(propNumber(dev.config, "cache_drives_per_group")));
        } else if (td.model->kind == "backup-appliance") {
            addConfigured("drive_model", groups * int(propNumber(dev.config, "drives_per_group") + propNumber(dev.config, "spares_per_group")));
        } else {
            addConfigured("drive_model", int(propNumber(dev.config, "drives")));
        }
        addConfigured("ssd_drive_model", int(propNumber(dev.config, "ssd_drives")));
        addConfigured("shelf_model", int(propNumber(dev.config, "shelves")));
    }
    for (auto& [id, line] : bom)
        inv.bom.push_back(line);
    std::sort(inv.bom.begin(), inv.bom.end(), [](const BomLine& a, const BomLine& b) {
        return std::tie(a.kind, a.model) < std::tie(b.kind, b.model);
    });

    for (const TopoDevice& td : d.topology.devices) {
        PortUse use;
        use.device = td.id;
        use.model = td.model->id;
        for (int p : td.ports) {
            const TopoPort& tp = d.topology.ports[p];
            if (tp.lane != 0)
                continue;
            ++use.total;
            if (d.topology.isUsed(p))
                ++use.used;
        }
        if (use.total > 0)
            inv.ports.push_back(use);
    }

    std::map<std::tuple<std::string, double, bool, std::string>, int> groups;
    for (const TopoLink& l : d.topology.links)
        ++groups[{l.family, l.speedGbps, l.midplane, l.breakout}];
    for (const auto& [key, count] : groups)
        inv.links.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<3>(key), count});
    return inv;
}

} // namespace topoplan::core
