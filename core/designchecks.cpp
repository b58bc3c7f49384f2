#include "core/designchecks.h"

#include "core/designschema.h"
#include "core/topology.h"

#include <string>

namespace topoplan::core {

namespace {

/// Whether port `ref` (DEVICE:PORT or a lane) can be a member of a fabric of `kind`; `why`
/// says what the port runs when not.
bool portFitsFabric(const LoadedDesign& d, const std::string& ref, const std::string& kind, std::string& why)
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
            why = "its NPAR partitions have no fcoe function";
            return false;
        }
        if (p.spec->hasProtocol("fcoe"))
            return true;
        why = "it runs " + (protocols.empty() ? std::string("no protocol") : protocols) + ", not Fibre Channel";
        return false;
    }
    if (kind == "ethernet") {
        for (const char* x : {"ethernet", "iscsi", "nvme-tcp", "fcoe"})
            if (p.spec->hasProtocol(x))
                return true;
        why = "it runs " + (protocols.empty() ? std::string("no protocol") : protocols) + ", not Ethernet";
        return false;
    }
    return true;
}

} // namespace

std::vector<Finding> designCheckFindings(const LoadedDesign& d)
{
    std::vector<Finding> out;
    for (const Fabric& f : d.design.fabrics)
        for (const std::string& ref : f.ports) {
            std::string why;
            if (!portFitsFabric(d, ref, f.kind, why))
                out.push_back({Finding::Severity::Warning, "fabric-kind",
                               "fabric '" + f.id + "' is " + f.kind + " but port '" + ref + "' cannot join it: " + why,
                               {f.id, ref}});
        }
    for (const Workload& w : d.design.workloads) {
        const std::string kind = propString(w.profile, "kind");
        if ((kind == "backup" || kind == "restore") && !propHas(w.profile, "database_gb"))
            out.push_back({Finding::Severity::Warning, "backup-size",
                           "workload '" + w.id + "' is a " + kind
                               + " without profile database_gb: its window cannot be predicted (set the database size, GB)",
                           {w.id}});
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
            out.push_back({Finding::Severity::Warning, "workload-no-load",
                           "workload '" + w.id + "' has no users (and no iops or mb_s): it offers no load, so no IOPS or "
                               "latency is predicted for it (set profile users and think_ms, or iops / mb_s)",
                           {w.id}});
    }
    for (const TopoDevice& td : d.topology.devices) {
        if (!td.model || td.model->kind != "array")
            continue;
        const Device& dev = d.design.devices[td.designIndex];
        bool drives = false;
        for (const char* key : {"drives", "ssd_drives", "drives_per_group"})
            drives = drives || propNumber(dev.config, key) > 0.0;
        if (!drives)
            out.push_back({Finding::Severity::Warning, "array-no-drives",
                           "array '" + dev.id + "' has no drives configured: no capacity and no back-end performance "
                               "can be computed for it (set config drives, drive_model and raid)",
                           {dev.id}});
        else if (!propHas(dev.config, "drive_model") && !propHas(dev.config, "ssd_drive_model"))
            out.push_back({Finding::Severity::Warning, "array-no-drive-model",
                           "array '" + dev.id + "' has drives but no drive_model: their size and speed are unknown (set "
                               "config drive_model to a catalog drive)",
                           {dev.id}});
    }
    // Left empty, e.g. by removing the device its events or initiators named (the removal
    // drops those references: models/referencecleanup): say so rather than keep silent.
    for (const Scenario& sc : d.design.scenarios)
        if (sc.events.empty())
            out.push_back({Finding::Severity::Warning, "empty-scenario",
                           "scenario '" + sc.id + "' has no events: nothing fails or is repaired when it is played", {sc.id}});
    for (const MaskingView& mv : d.design.maskingViews)
        if (mv.initiators.empty())
            out.push_back({Finding::Severity::Warning, "masking-view-no-initiators",
                           "masking view '" + mv.id + "' has no initiators: no host reaches storage group '" + mv.storageGroup
                               + "' through it",
                           {mv.id}});
    if (d.design.workloads.empty() && !d.design.devices.empty())
        out.push_back({Finding::Severity::Info, "no-workloads",
                       "no workloads: host-to-storage paths are computed per workload (host and storage); add one in the "
                       "Design tree or the design file's workloads:",
                       {}});
    return out;
}

} // namespace topoplan::core
