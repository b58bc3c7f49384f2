#include "core/designchecks.h"

#include "core/designschema.h"
#include "core/topology.h"
#include "core/racklayout.h"
#include "core/sanchecks.h"

#include <algorithm>
#include <string>

namespace topoplan::core {

namespace {

/// Whether port `ref` (DEVICE:PORT or a lane) can be a member of a fabric of `kind`; `why`
/// says what the port runs when not.
bool portFitsFabric(const LoadedDesign& d, const std::string& ref, const std::string& kind, FindingText& why)
{
    const Topology& t = d.topology;
    int pi = t.portIndex(ref);
    if (pi < 0)
        return true; // a missing port is reported by the topology's own check
    if (t.ports[pi].parentPort >= 0)
        pi = t.ports[pi].parentPort;
    const TopoPort& p = t.ports[pi];
    if (!p.spec)
        return true;
    const Device& dev = d.design.devices[t.devices[p.device].designIndex];
    std::vector<std::string> functions;
    for (const Partition& part : dev.partitions)
        if (part.port == p.spec->name)
            functions.push_back(part.function);
    std::string protocols;
    for (const std::string& x : p.spec->protocols)
        protocols += (protocols.empty() ? "" : ", ") + x;
    if (kind == "fc") {
        if (p.spec->hasProtocol("fc"))
            return true;
        if (!functions.empty()) {
            for (const std::string& f : functions)
                if (f == "fcoe")
                    return true;
            why = findingText(QT_TRANSLATE_NOOP("Finding", "its NPAR partitions have no fcoe function"));
            return false;
        }
        if (p.spec->hasProtocol("fcoe"))
            return true;
        why = protocols.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "it runs no protocol, not Fibre Channel"))
                                : findingText(QT_TRANSLATE_NOOP("Finding", "it runs %1, not Fibre Channel"), {idArg(protocols)});
        return false;
    }
    if (kind == "ethernet") {
        for (const char* x : {"ethernet", "iscsi", "nvme-tcp", "fcoe"})
            if (p.spec->hasProtocol(x))
                return true;
        why = protocols.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "it runs no protocol, not Ethernet"))
                                : findingText(QT_TRANSLATE_NOOP("Finding", "it runs %1, not Ethernet"), {idArg(protocols)});
        return false;
    }
    return true;
}

} // namespace

std::vector<Finding> designCheckFindings(const LoadedDesign& d)
{
    std::vector<Finding> out;
    auto warn = [&out](const char* code, FindingText text, std::vector<std::string> ids) {
        out.push_back(makeFinding(Finding::Severity::Warning, code, std::move(text), std::move(ids)));
    };
    for (const Fabric& f : d.design.fabrics)
        for (const std::string& ref : f.ports) {
            FindingText why;
            if (!portFitsFabric(d, ref, f.kind, why))
                warn("fabric-kind",
                     findingText(QT_TRANSLATE_NOOP("Finding", "fabric '%1' is %2 but port '%3' cannot join it: %4"),
                                 {idArg(f.id), idArg(f.kind), idArg(ref), textArg(why)}),
                     {f.id, ref});
        }
    for (const Workload& w : d.design.workloads) {
        const std::string kind = propString(w.profile, "kind");
        if ((kind == "backup" || kind == "restore") && !propHas(w.profile, "database_gb"))
            warn("backup-size",
                 findingText(kind == "backup"
                                 ? QT_TRANSLATE_NOOP("Finding", "workload '%1' is a backup without profile "
                                                                "database_gb: its window cannot be predicted "
                                                                "(set the database size, GB)")
                                 : QT_TRANSLATE_NOOP("Finding", "workload '%1' is a restore without profile "
                                                                "database_gb: its window cannot be predicted "
                                                                "(set the database size, GB)"),
                             {idArg(w.id)}),
                 {w.id});
    }
    // Half-configured objects (issue 16): say what is missing instead of showing a
    // prediction made of defaults (a workload without users showed "worst latency 0.01 ms").
    for (const Workload& w : d.design.workloads) {
        const std::string kind = propString(w.profile, "kind", "oltp");
        if (kind == "backup" || kind == "restore")
            continue;
        bool load = false;
        for (const char* key : {"iops", "mb_s", "streams", "queue_depth"})
            load = load || propNumber(w.profile, key) > 0.0;
        if (!load && propNumber(w.profile, "users") <= 0.0)
            warn("workload-no-load",
                 findingText(QT_TRANSLATE_NOOP("Finding", "workload '%1' has no users (and no iops or mb_s): it "
                                                          "offers no load, so no IOPS or latency is predicted "
                                                          "for it (set profile users and think_ms, or iops / mb_s)"),
                             {idArg(w.id)}),
                 {w.id});
    }
    for (const TopoDevice& td : d.topology.devices) {
        if (!td.model || td.model->kind != "array")
            continue;
        const Device& dev = d.design.devices[td.designIndex];
        bool drives = false;
        for (const char* key : {"drives", "ssd_drives", "drives_per_group"})
            drives = drives || propNumber(dev.config, key) > 0.0;
        if (!drives)
            warn("array-no-drives",
                 findingText(QT_TRANSLATE_NOOP("Finding", "array '%1' has no drives configured: no capacity and "
                                                          "no back-end performance can be computed for it (set "
                                                          "config drives, drive_model and raid)"),
                             {idArg(dev.id)}),
                 {dev.id});
        else if (!propHas(dev.config, "drive_model") && !propHas(dev.config, "ssd_drive_model"))
            warn("array-no-drive-model",
                 findingText(QT_TRANSLATE_NOOP("Finding", "array '%1' has drives but no drive_model: their size "
                                                          "and speed are unknown (set config drive_model to a "
                                                          "catalog drive)"),
                             {idArg(dev.id)}),
                 {dev.id});
    }
    // A Data Domain sizes itself in disk groups (capacity.cpp: usable TiB per disk group).
    for (const TopoDevice& td : d.topology.devices) {
        if (!td.model || td.model->kind != "backup-appliance")
            continue;
        const Device& dev = d.design.devices[td.designIndex];
        if (propNumber(dev.config, "disk_groups") <= 0.0 || propNumber(dev.config, "drives_per_group") <= 0.0)
            warn("appliance-no-disk-groups",
                 findingText(QT_TRANSLATE_NOOP("Finding", "backup appliance '%1' has no disk groups configured: no "
                                                          "capacity can be computed for it (set config disk_groups, "
                                                          "drives_per_group and drive_model)"),
                             {idArg(dev.id)}),
                 {dev.id});
    }
    // A vSAN or PowerFlex cluster that holds storage but whose members carry no drives: the
    // capacity table left it out as compute-only and a workload on it was "unreachable".
    for (const Cluster& cl : d.design.clusters) {
        if (cl.kind != "vsan" && cl.kind != "powerflex")
            continue;
        const bool used = std::any_of(d.design.workloads.begin(), d.design.workloads.end(),
                                      [&](const Workload& w) { return w.storage == cl.id; })
            || std::any_of(d.design.storageGroups.begin(), d.design.storageGroups.end(),
                           [&](const StorageGroup& g) { return g.storage == cl.id; });
        if (!used)
            continue;
        bool drives = false;
        for (const std::string& m : cl.members)
            if (const Device* dev = d.design.device(m))
                drives = drives
                    || (propHas(dev->config, "drive_model")
                        && (cl.kind == "vsan" ? propNumber(dev->config, "disk_groups", 1) > 0.0
                                                    && propNumber(dev->config, "capacity_drives_per_group", 1) > 0.0
                                              : propNumber(dev->config, "drives") > 0.0));
        if (!drives)
            warn("cluster-no-drives",
                 findingText(cl.kind == "vsan"
                                 ? QT_TRANSLATE_NOOP("Finding", "vSAN cluster '%1' holds storage but none of its members "
                                                                "has drives: no capacity and no performance can be "
                                                                "computed for it (set config drive_model, disk_groups and "
                                                                "capacity_drives_per_group on its hosts)")
                                 : QT_TRANSLATE_NOOP("Finding", "PowerFlex cluster '%1' holds storage but none of its "
                                                                "members has drives: no capacity and no performance can "
                                                                "be computed for it (set config drives and drive_model on "
                                                                "its nodes)"),
                             {idArg(cl.id)}),
                 {cl.id});
    }
    // Left empty, e.g. by removing the device its events or initiators named (the removal
    // drops those references: models/referencecleanup): say so rather than keep silent.
    for (const Scenario& sc : d.design.scenarios)
        if (sc.events.empty())
            warn("empty-scenario",
                 findingText(QT_TRANSLATE_NOOP("Finding", "scenario '%1' has no events: nothing fails or is "
                                                          "repaired when it is played"),
                             {idArg(sc.id)}),
                 {sc.id});
    for (const MaskingView& mv : d.design.maskingViews)
        if (mv.initiators.empty())
            warn("masking-view-no-initiators",
                 findingText(QT_TRANSLATE_NOOP("Finding", "masking view '%1' has no initiators: no host reaches "
                                                          "storage group '%2' through it"),
                             {idArg(mv.id), idArg(mv.storageGroup)}),
                 {mv.id});
    for (Finding& f : rackFindings(d.design, *d.catalog))
        out.push_back(std::move(f));
    for (Finding& f : sanCheckFindings(d))
        out.push_back(std::move(f));
    if (d.design.workloads.empty() && !d.design.devices.empty())
        out.push_back(makeFinding(Finding::Severity::Info, "no-workloads",
                                  findingText(QT_TRANSLATE_NOOP("Finding", "no workloads: host-to-storage paths are computed per "
                                                                           "workload (host and storage); add one in the Design tree "
                                                                           "or the design file's workloads:")),
                                  {}));
    return out;
}

} // namespace topoplan::core
