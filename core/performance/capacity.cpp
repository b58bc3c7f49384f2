#include "core/performance/capacity.h"

#include "core/storagepolicy.h"

#include "core/designschema.h"
#include "core/numberformat.h"
#include "core/units.h"
#include "core/yamlsupport.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace topoplan::core {

using yamlsupport::formatNumber;

namespace {

std::string fixed2(double v)
{
    return formatNumber(std::round(v * 100.0) / 100.0);
}

std::string fractionText(const std::string& raid)
{
    if (raid == "raid5-7+1") return "7/8 (RAID 5 7+1)";
    if (raid == "raid5-3+1") return "3/4 (RAID 5 3+1)";
    if (raid == "raid5-4+1") return "4/5 (RAID 5 4+1)";
    if (raid == "raid6-6+2") return "6/8 (RAID 6 6+2)";
    if (raid == "raid6-14+2") return "14/16 (RAID 6 14+2)";
    if (raid == "raid6-4+2") return "4/6 (RAID 6 4+2)";
    if (raid == "raid6-12+2") return "12/14 (RAID 6 12+2)";
    if (raid == "raid10") return "1/2 (RAID 10)";
    if (raid == "raid1" || raid == "mirror") return "1/2 (mirror)";
    if (raid == "xdp") return "23/25 (XDP 23+2)";
    if (raid == "raid0") return "1 (RAID 0)";
    return "? (" + raid + ")";
}

const Model* driveOf(const LoadedDesign& d, const Props& config, const char* key)
{
    const std::string id = propString(config, key);
    return id.empty() ? nullptr : d.catalog->find(id);
}

} // namespace

double vsanSpaceFactor(const std::string& raid, int ftt)
{
    if (raid.empty() || raid == "raid1" || raid == "mirror")
        return ftt + 1.0;
    if (raid == "raid5-3+1" && ftt == 1)
        return 4.0 / 3.0;
    if (raid == "raid6-4+2" && ftt == 2)
        return 1.5;
    return 0.0;
}

std::vector<StorageCapacity> storageCapacities(const LoadedDesign& d)
{
    std::vector<StorageCapacity> out;
    for (const TopoDevice& td : d.topology.devices) {
        const Device& dev = d.design.devices[td.designIndex];
        if (td.model->kind == "array") {
            StorageCapacity c;
            c.id = dev.id;
            c.model = td.model->id;
            c.layout = propString(dev.config, "raid");
            const Model* drive = driveOf(d, dev.config, "drive_model");
            c.drives = int(propNumber(dev.config, "drives"));
            const int spares = int(propNumber(dev.config, "spares"));
            if (!drive) {
                c.method = "no drive_model in config";
                out.push_back(c);
                continue;
            }
            c.driveTB = drive->paramOr("capacity_tb", 0.0);
            c.source = drive->params.count("capacity_tb") ? drive->params.at("capacity_tb").source : "";
            c.rawTB = c.drives * c.driveTB;
            const double fraction = raidDataFraction(c.layout);
            c.usableTB = (c.drives - spares) * c.driveTB * fraction;
            c.method = (spares ? "(" + std::to_string(c.drives) + " - " + std::to_string(spares) + " spares)"
                               : std::to_string(c.drives))
                + " x " + formatNumber(c.driveTB) + " TB x " + fractionText(c.layout) + " = " + fixed2(c.usableTB) + " TB";
            // A hybrid array's SSD tier adds to the same pool.
            if (const Model* ssd = driveOf(d, dev.config, "ssd_drive_model")) {
                const int n = int(propNumber(dev.config, "ssd_drives"));
                const double tb = ssd->paramOr("capacity_tb", 0.0);
                c.rawTB += n * tb;
                c.usableTB += n * tb * fraction;
                c.method += " + " + std::to_string(n) + " SSD x " + formatNumber(tb) + " TB x " + fractionText(c.layout);
            }
            out.push_back(c);
        } else if (td.model->kind == "backup-appliance") {
            StorageCapacity c;
            c.id = dev.id;
            c.model = td.model->id;
            c.layout = "disk groups";
            const int groups = int(propNumber(dev.config, "disk_groups"));
            const int perGroup = int(propNumber(dev.config, "drives_per_group"));
            const int sparesPerGroup = int(propNumber(dev.config, "spares_per_group"));
            c.drives = groups * (perGroup + sparesPerGroup);
            if (const Model* drive = driveOf(d, dev.config, "drive_model")) {
                c.driveTB = drive->paramOr("capacity_tb", 0.0);
                c.rawTB = c.drives * c.driveTB;
            }
            const auto perGroupTiB = td.model->param("usable_tib_per_disk_group");
            if (perGroupTiB) {
                c.usableTB = units::tibToTB(groups * *perGroupTiB);
                c.source = td.model->params.at("usable_tib_per_disk_group").source;
                c.method = std::to_string(groups) + " disk groups x " + formatNumber(*perGroupTiB) + " TiB = "
                    + fixed2(groups * *perGroupTiB) + " TiB";
            } else {
                c.method = "the model has no usable_tib_per_disk_group";
            }
            out.push_back(c);
        }
    }
    for (const Cluster& cl : d.design.clusters) {
        if (cl.kind != "vsan" && cl.kind != "powerflex")
            continue;
        StorageCapacity c;
        c.id = cl.id;
        for (const std::string& m : cl.members) {
            const int di = d.topology.deviceIndex(m);
            if (di < 0)
                continue;
            const Device& dev = d.design.devices[d.topology.devices[di].designIndex];
            if (c.model.empty())
                c.model = d.topology.devices[di].model->id;
            const Model* drive = driveOf(d, dev.config, "drive_model");
            if (!drive)
                continue;
            int n = int(propNumber(dev.config, "drives"));
            if (cl.kind == "vsan")
                n = int(propNumber(dev.config, "disk_groups") * propNumber(dev.config, "capacity_drives_per_group"));
            c.drives += n;
            c.driveTB = drive->paramOr("capacity_tb", 0.0);
            c.source = drive->params.count("capacity_tb") ? drive->params.at("capacity_tb").source : "";
            c.rawTB += n * c.driveTB;
        }
        if (c.drives == 0)
            continue; // a compute-only cluster
        if (cl.kind == "vsan") {
            // The first storage group on the cluster that sets a policy sets the one shown,
            // else the cluster default (storagepolicy.h: one resolution everywhere).
            StoragePolicy policy = effectivePolicy(d.design, nullptr, &cl);
            for (const StorageGroup& g : d.design.storageGroups)
                if (g.storage == cl.id && (propHas(g.props, "raid") || propHas(g.props, "ftt"))) {
                    policy = effectivePolicy(d.design, &g, &cl);
                    break;
                }
            const std::string raid = policy.raid;
            const int ftt = policy.ftt;
            const double factor = vsanSpaceFactor(raid, ftt);
            c.layout = "vsan " + raid + " ftt=" + std::to_string(ftt);
            c.usableTB = factor > 0 ? c.rawTB / factor : 0;
            c.method = std::to_string(c.drives) + " capacity drives x " + formatNumber(c.driveTB) + " TB / "
                + formatNumber(std::round(factor * 1000) / 1000) + " (" + c.layout + ") = " + fixed2(c.usableTB) + " TB";
        } else {
            const int nodes = int(cl.members.size());
            const double spare = propHas(cl.settings, "spare_pct") ? propNumber(cl.settings, "spare_pct") / 100.0
                                                                    : (nodes > 0 ? 1.0 / nodes : 0.0);
            c.layout = "powerflex mirror";
            c.usableTB = c.rawTB * (1.0 - spare) / 2.0;
            c.method = std::to_string(c.drives) + " drives x " + formatNumber(c.driveTB) + " TB x (1 - "
                + fixed2(spare * 100) + " % spare) / 2 copies = " + fixed2(c.usableTB) + " TB";
        }
        out.push_back(c);
    }
    return out;
}

PolicyCapacity policyCapacity(const CapacityPolicy& p)
{
    PolicyCapacity r;
    const double tib = 1e12 / std::pow(2.0, 40); // TiB per TB
    r.rawTB = std::max(0, p.drives) * p.driveTB;
    r.rawTiB = r.rawTB * tib;
    if (p.drives <= 0 || p.driveTB <= 0 || p.spares < 0 || p.spares >= p.drives) {
        r.error = "drives, drive size and spares must leave at least one data drive";
        return r;
    }
    if (p.dedupeRatio < 1.0 || p.compressionRatio < 1.0 || p.overheadPct < 0 || p.overheadPct >= 100) {
        r.error = "dedupe and compression ratios must be >= 1 and the overhead 0-100 %";
        return r;
    }
    const double keep = 1.0 - p.overheadPct / 100.0;
    if (p.vsan) {
        const double factor = vsanSpaceFactor(p.layout, p.ftt);
        if (factor <= 0) {
            r.error = "vSAN policy " + p.layout + " with FTT " + std::to_string(p.ftt) + " is not supported";
            return r;
        }
        const int needed = hostsNeeded(p.layout, p.ftt);
        if (p.faultDomains > 0 && p.faultDomains < needed) {
            r.error = "vSAN " + p.layout + " FTT " + std::to_string(p.ftt) + " needs " + std::to_string(needed)
                + " fault domains, the cluster has " + std::to_string(p.faultDomains);
            return r;
        }
        r.usableTB = (p.drives - p.spares) * p.driveTB * keep / factor;
        r.method = std::to_string(p.drives - p.spares) + " x " + formatNumber(p.driveTB) + " TB x " + formatNumber(keep)
            + " / " + formatNumber(std::round(factor * 1000) / 1000) + " (vSAN " + p.layout + " FTT " + std::to_string(p.ftt) + ")";
    } else {
        const double fraction = raidDataFraction(p.layout);
        if (fraction <= 0) {
            r.error = "unknown RAID layout " + p.layout;
            return r;
        }
        r.usableTB = (p.drives - p.spares) * p.driveTB * fraction * keep;
        r.method = "(" + std::to_string(p.drives) + " - " + std::to_string(p.spares) + " spares) x " + formatNumber(p.driveTB)
            + " TB x " + formatNumber(std::round(fraction * 10000) / 10000) + " (" + p.layout + ")"
            + (p.overheadPct > 0 ? " x " + formatNumber(keep) : std::string());
    }
    r.usableTiB = r.usableTB * tib;
    r.effectiveTB = r.usableTB * p.dedupeRatio * p.compressionRatio;
    r.effectiveTiB = r.effectiveTB * tib;
    if (p.provisionedTB > 0)
        r.subscriptionPct = p.provisionedTB / r.effectiveTB * 100.0;
    r.method += " = " + formatNumber(std::round(r.usableTB * 100) / 100) + " TB usable";
    r.valid = true;
    return r;
}

} // namespace topoplan::core
