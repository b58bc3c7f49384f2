#include "core/performance/backup.h"

#include "core/performance/calibration.h"
#include "core/performance/capacity.h"
#include "core/performance/parameters.h"
#include "core/performance/placement.h"
#include "core/performance/workloadprofile.h"
#include "core/designschema.h"
#include "core/modelconstants.h"
#include "core/numberformat.h"
#include "core/storagepolicy.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace topoplan::core {

namespace c = constants;

namespace {

std::string fmt(double v)
{
    return formatNumber(std::round(v * 10) / 10);
}

bool failedOrInside(const LoadedDesign& d, int di, const std::set<std::string>& failed)
{
    for (int i = di; i >= 0; i = d.topology.devices[i].parent)
        if (failed.count(d.topology.devices[i].id) || failed.count(d.topology.devices[i].site))
            return true;
    return false;
}

bool descendantOf(const Topology& t, int di, int ancestor)
{
    for (int i = di; i >= 0; i = t.devices[i].parent)
        if (i == ancestor)
            return true;
    return false;
}

} // namespace

BackupWindow backupWindow(const LoadedDesign& d, const std::string& id, const std::vector<std::string>& failedIds)
{
    BackupWindow bw;
    bw.workload = id;
    const Workload* w = d.design.workload(id);
    if (!w)
        return bw;
    const std::set<std::string> failed(failedIds.begin(), failedIds.end());
    const Topology& t = d.topology;
    bw.kind = propString(w->profile, "kind");
    bw.databaseGB = propNumber(w->profile, "database_gb", 0.0);
    const bool restore = bw.kind == "restore";
    // Every number that is not the design's own comes from the parameter registry
    // (parameters.h), which gives it a basis and a range: the change rate when the profile
    // has no change_pct, DD Boost's rate per vCPU, the appliance's catalog rate.
    ParameterContext params;
    const bool changeGiven = restore || propHas(w->profile, "change_pct");
    const ParameterSpec* changeSpec = findParameterSpec("backup-change-pct");
    const double changePct = restore ? 100.0 : changeGiven ? propNumber(w->profile, "change_pct") : params.value("backup-change-pct", id);
    const double ratio = propNumber(w->profile, "compression_ratio", 1.0) * propNumber(w->profile, "dedupe_ratio", 1.0);
    // Restores rehydrate everything; a backup with distributed segment processing sends the
    // changed share, compressed (ratios only when the design gives them: the measured ratio
    // of a paper is a result, not an input).
    auto transferAt = [&](double pct) { return restore ? bw.databaseGB : bw.databaseGB * pct / 100.0 / ratio; };
    bw.transferGB = transferAt(changePct);
    if (!propHas(w->profile, "compression_ratio"))
        bw.notes.push_back("no compression_ratio given: data sent at 1:1");
    if (!propHas(w->profile, "database_gb")) {
        bw.bottleneck = "no database size";
        bw.notes.push_back("the profile has no database_gb: nothing to back up or restore; set the database size, GB");
        return bw;
    }

    const int hostIdx = t.deviceIndex(w->host);
    const int applIdx = t.deviceIndex(w->storage);
    if (hostIdx < 0 || applIdx < 0 || failedOrInside(d, hostIdx, failed) || failedOrInside(d, applIdx, failed)) {
        bw.bottleneck = "unreachable";
        bw.notes.push_back("the host or the appliance is failed");
        return bw;
    }
    // Client: DD Boost distributed segment processing on the database VM's vCPUs. A backup
    // workload without its own VM runs in a VM of the same engine on the same host (RA-1:
    // RMAN in the Oracle OLTP VM).
    int vcpu = int(propNumber(w->vm, "vcpu", 0));
    if (vcpu <= 0)
        for (const Workload& o : d.design.workloads)
            if (o.host == w->host && o.engine == w->engine && propNumber(o.vm, "vcpu", 0) > 0
                && propString(o.profile, "kind") == "oltp") {
                vcpu = int(propNumber(o.vm, "vcpu", 0));
                bw.notes.push_back("DD Boost client runs in VM of workload " + o.id + " (" + std::to_string(vcpu) + " vCPU)");
                break;
            }
    const ParameterSpec* ddSpec = findParameterSpec("dd-boost-rate-per-vcpu");
    int ddLimit = -1; // index in bw.limits of the DD Boost client's limit
    if (vcpu > 0 && !restore) {
        const double dd = params.value("dd-boost-rate-per-vcpu");
        ddLimit = int(bw.limits.size());
        bw.limits.push_back({w->host + " DD Boost segment processing (" + std::to_string(vcpu) + " vCPU x " + fmt(dd) + " MB/s)",
                             vcpu * dd, false, vcpu * dd * ddSpec->low / ddSpec->value, vcpu * dd * ddSpec->high / ddSpec->value,
                             basisName(ddSpec->basis)});
    }
    // Host LAN: NIC partitions of the database / backup network, else cabled NIC ports.
    double hostMBps = 0.0;
    int hostPorts = 0;
    for (size_t pi = 0; pi < t.ports.size(); ++pi) {
        const TopoPort& p = t.ports[pi];
        if (!p.spec || !descendantOf(t, p.device, hostIdx) || !t.isUsed(int(pi)) || failed.count(p.ref)
            || failedOrInside(d, p.device, failed))
            continue;
        const Device& dev = d.design.devices[t.devices[p.device].designIndex];
        bool viaPartition = false;
        for (const Partition& part : dev.partitions)
            if (part.port == p.spec->name && part.function == "nic"
                && (part.network.find("public") != std::string::npos || part.network.find("backup") != std::string::npos)) {
                hostMBps += part.gbps * 125.0 * c::kTcpPayloadMtu1500;
                viaPartition = true;
                ++hostPorts;
            }
        if (!viaPartition && dev.partitions.empty() && p.spec->role == "nic") {
            hostMBps += p.speedGbps * 125.0 * c::kTcpPayloadMtu1500;
            ++hostPorts;
        }
    }
    if (hostMBps > 0)
        bw.limits.push_back({w->host + " LAN (" + std::to_string(hostPorts) + " ports/partitions, TCP payload 94.9 %)", hostMBps, true,
                             hostMBps, hostMBps, "sourced"});
    // Appliance front end.
    double applMBps = 0.0;
    int applPorts = 0;
    for (int pi : t.devices[applIdx].ports) {
        const TopoPort& p = t.ports[pi];
        if (!p.spec || p.spec->role != "nic" || p.link < 0 || failed.count(p.ref))
            continue;
        if (!p.spec->component.empty() && failed.count(w->storage + "/" + p.spec->component))
            continue;
        applMBps += t.links[p.link].speedGbps * 125.0 * c::kTcpPayloadMtu1500;
        ++applPorts;
    }
    if (applMBps > 0)
        bw.limits.push_back({w->storage + " front end (" + std::to_string(applPorts) + " ports, TCP payload 94.9 %)", applMBps, true,
                             applMBps, applMBps, "sourced"});
    const Model* am = t.devices[applIdx].model;
    const char* rateName = restore ? "backup-restore-rate" : "backup-ingest-rate";
    const ParameterSpec* rateSpec = findParameterSpec(rateName);
    int rateLimit = -1; // index in bw.limits of the appliance's rate
    if (am->paramOr(rateSpec->catalogKey, 0.0) > 0) {
        const double appRate = params.catalog(rateName, w->storage, *am, 0.0, "no rate limit");
        rateLimit = int(bw.limits.size());
        // The basis is the catalog value's (ParameterContext::catalog: a source starting with
        // "assumed" makes it assumed; the builtin DD9300's 5,000 MB/s is), not the registry entry's.
        const std::vector<Parameter>& used = params.used();
        const auto rec = std::find_if(used.begin(), used.end(),
                                      [&](const Parameter& q) { return q.id == w->storage + "/" + rateName; });
        bw.limits.push_back({w->storage + (restore ? " restore rate (catalog restore_mb_s)" : " ingest rate (catalog ingest_mb_s)"),
                             appRate, true, appRate * rateSpec->low, appRate * rateSpec->high,
                             basisName(rec != used.end() ? rec->basis : rateSpec->basis)});
    }
    // A measured baseline's stream rate (calibrateWorkload(): read_mb_s of a backup, write_mb_s
    // of a restore, else mb_s, captured on the database host in the window): the rate this
    // platform moved the database at, a limit like the others (it is the narrowest unless a
    // failure narrows another), over the logical data; its range is the measurement's +-u.
    int measuredLimit = -1;
    double measuredLow = 1.0, measuredHigh = 1.0;
    if (w->measured) {
        const Calibration cal = calibrateWorkload(*w, resolveProfile(d.design, *w), 0.0);
        const auto par = std::find_if(cal.parameters.begin(), cal.parameters.end(),
                                      [&](const Parameter& q) { return q.id == id + "/stream-rate"; });
        if (cal.streamMBps && par != cal.parameters.end()) {
            const double rate = params.use(*par);
            measuredLimit = int(bw.limits.size());
            measuredLow = par->low / par->value;
            measuredHigh = par->high / par->value;
            bw.limits.push_back({"measured stream rate (" + (w->measured->source.empty() ? std::string("measured: block")
                                                                                        : w->measured->source) + ")",
                                 rate, false, rate * measuredLow, rate * measuredHigh, "measured"});
            for (size_t i = 0; i + 1 < bw.limits.size(); ++i)
                if (bw.limits[i].mbps < rate && !bw.limits[i].onTransfer)
                    bw.notes.push_back("the measured stream rate " + fmt(rate) + " MB/s is above the modelled limit " +
                                       bw.limits[i].what + " (" + fmt(bw.limits[i].mbps) + " MB/s), which governs: the "
                                       "measurement was of another configuration, or that limit is conservative");
        }
    }
    // The window at given parameter values: the narrowest limit over the bytes it carries.
    // Minutes fall as the DD Boost and appliance rates rise and grow with the change rate,
    // so the ends of the ranges give the ends of the window (as rebuildEstimate does).
    auto secondsAt = [&](double ddFactor, double rateFactor, double pct, std::string* bottleneck,
                         double measuredFactor = 1.0) {
        double seconds = 0.0;
        for (size_t i = 0; i < bw.limits.size(); ++i) {
            const RateLimit& l = bw.limits[i];
            const double mbps = l.mbps * (int(i) == ddLimit ? ddFactor : int(i) == rateLimit ? rateFactor
                                          : int(i) == measuredLimit ? measuredFactor : 1.0);
            const double gb = l.onTransfer ? transferAt(pct) : bw.databaseGB;
            const double s = mbps > 0 ? gb * 1000.0 / mbps : 0.0;
            if (s > seconds) {
                seconds = s;
                if (bottleneck)
                    *bottleneck = l.what;
            }
        }
        return seconds;
    };
    const double seconds = secondsAt(1.0, 1.0, changePct, &bw.bottleneck);
    bw.minutes = seconds / 60.0;
    bw.effectiveMBps = seconds > 0 ? bw.databaseGB * 1000.0 / seconds : 0.0;
    const double ddPoint = ddSpec->value;
    bw.minutesLow = secondsAt(ddSpec->high / ddPoint, rateSpec->high, changeGiven ? changePct : changeSpec->low, nullptr,
                              measuredHigh) / 60.0;
    bw.minutesHigh = secondsAt(ddSpec->low / ddPoint, rateSpec->low, changeGiven ? changePct : changeSpec->high, nullptr,
                               measuredLow) / 60.0;
    bw.parameters = params.used();
    return bw;
}

std::map<std::string, double> backupOfferedMBps(const LoadedDesign& d, const std::vector<std::string>& workloads,
                                                const std::vector<std::string>& failed)
{
    std::map<std::string, double> out;
    for (const std::string& id : workloads) {
        const Workload* w = d.design.workload(id);
        const std::string kind = w ? propString(w->profile, "kind") : std::string();
        if (kind != "backup" && kind != "restore")
            continue;
        const BackupWindow bw = backupWindow(d, id, failed);
        out[id] = bw.minutes > 0 ? bw.transferGB * 1000.0 / (bw.minutes * 60.0) : 0.0;
    }
    return out;
}

RebuildEstimate rebuildEstimate(const LoadedDesign& d, const std::string& failedId, const std::vector<std::string>& workloads)
{
    RebuildEstimate r;
    r.element = failedId;
    const std::string device = failedId.substr(0, failedId.find('/'));
    const bool diskGroup = failedId.find("/dg-") != std::string::npos;
    const Cluster* cl = nullptr;
    for (const Cluster& c2 : d.design.clusters)
        if ((c2.kind == "vsan" || c2.kind == "powerflex")
            && std::find(c2.members.begin(), c2.members.end(), device) != c2.members.end())
            cl = &c2;
    if (!cl)
        return r;
    r.cluster = cl->id;
    const Topology& t = d.topology;
    int totalGroups = 0, lostGroups = 0, failedHostGroups = 0, hosts = 0;
    double driveWriteMBps = 0.0, drivesPerGroup = 1.0;
    for (const std::string& m : cl->members) {
        const int di = t.deviceIndex(m);
        if (di < 0)
            continue;
        const Device& dev = d.design.devices[t.devices[di].designIndex];
        const int groups = cl->kind == "vsan" ? std::max(1, int(propNumber(dev.config, "disk_groups", 1)))
                                              : std::max(1, int(propNumber(dev.config, "drives", 1)));
        totalGroups += groups;
        ++hosts;
        if (m == device) {
            lostGroups += diskGroup ? 1 : groups;
            failedHostGroups = groups;
        }
        drivesPerGroup = std::max(1.0, propNumber(dev.config, "capacity_drives_per_group", 1));
        if (const Model* dm = d.catalog->find(propString(dev.config, "drive_model")))
            driveWriteMBps = dm->paramOr("seq_write_mb_s", dm->paramOr("seq_read_mb_s", 0.0));
    }
    const double groupsPerHost = hosts > 0 ? double(totalGroups) / hosts : 1.0;
    // Used data of the cluster's storage groups.
    std::set<std::string> groupsWanted;
    for (const std::string& wid : workloads)
        if (const Workload* w = d.design.workload(wid))
            groupsWanted.insert(w->storageGroup);
    // A lost host leaves members - 1 fault domains (a lost disk group leaves its host in).
    const int survivingHosts = int(cl->members.size()) - (diskGroup ? 0 : 1);
    // The share of the cluster's components lost. A whole host: its groups' share. A disk
    // group: the host's share x the share of its components that sat on the failed group,
    // failed / groups on average, with the range of the placements of the objects at hand
    // (placement.h, vsan-failed-group-share; the same parameter as the failure's I/O model).
    double share = totalGroups > 0 ? double(lostGroups) / totalGroups : 0.0;
    double shareLow = share, shareHigh = share;
    ParameterContext params;
    if (cl->kind == "vsan" && diskGroup && failedHostGroups > 0 && totalGroups > 0) {
        const double expected = double(lostGroups) / failedHostGroups;
        const Parameter placement = failedGroupShareParameter(
            workloads.size() == 1 ? workloads.front() : cl->id, expected, vsanObjectCount(d.design, cl->id, groupsWanted));
        const double hostShare = double(failedHostGroups) / totalGroups;
        share = hostShare * std::clamp(params.use(placement), 0.0, 1.0);
        shareLow = hostShare * placement.low;
        shareHigh = hostShare * placement.high;
    }
    double usedGB = 0.0, unprotectedGB = 0.0;
    // vSAN: resync data per destination disk group (GB), on the failed host's surviving
    // groups and on the hosts that hold no component of the objects.
    double perOwnGroupGB = 0.0, perOtherGroupGB = 0.0;
    std::set<std::string> unprotected;
    for (const StorageGroup& g : d.design.storageGroups) {
        if (g.storage != cl->id || !propHas(g.props, "size_gb"))
            continue;
        if (!groupsWanted.empty() && !groupsWanted.count(g.id) && !groupsWanted.count(g.parent))
            continue;
        double gb = propNumber(g.props, "size_gb");
        // Thin groups hold what the database wrote: the workload's database_gb for its data group.
        if (propBool(g.props, "thin", false))
            for (const Workload& w : d.design.workloads)
                if ((w.storageGroup == g.parent || w.storageGroup == g.id) && g.id.find("data") != std::string::npos
                    && propHas(w.profile, "database_gb"))
                    gb = std::min(gb, propNumber(w.profile, "database_gb"));
        const StoragePolicy policy =
            cl->kind == "vsan" ? effectivePolicy(d.design, &g, cl) : StoragePolicy{};
        const double factor = cl->kind == "vsan" ? vsanSpaceFactor(policy.raid, policy.ftt) : 2.0;
        const double stored = gb * (factor > 0 ? factor : 2.0);
        if (cl->kind == "vsan" && survivingHosts < hostsNeeded(policy.raid, policy.ftt)) {
            unprotectedGB += stored;
            unprotected.insert(g.id + " (" + policy.raid + ", needs " + std::to_string(hostsNeeded(policy.raid, policy.ftt))
                               + " hosts)");
            continue;
        }
        usedGB += stored;
        if (cl->kind != "vsan")
            continue;
        // A rebuilt component goes to a fault domain that holds no other component of its
        // object (vSAN places each component of an object on its own host): an object spans
        // hostsNeeded hosts, so the failed host's surviving disk groups (a lost disk group)
        // and the disk groups of the members - hostsNeeded hosts without a component take it.
        const double ownGroups = diskGroup ? std::max(0, failedHostGroups - 1) : 0.0;
        const double otherGroups = std::max(0, int(cl->members.size()) - hostsNeeded(policy.raid, policy.ftt)) * groupsPerHost;
        const double lostGB = stored * share;
        if (ownGroups + otherGroups > 0) {
            perOwnGroupGB += ownGroups > 0 ? lostGB / (ownGroups + otherGroups) : 0.0;
            perOtherGroupGB += otherGroups > 0 ? lostGB / (ownGroups + otherGroups) : 0.0;
        }
    }
    r.dataGB = usedGB * share;
    r.unprotectedGB = unprotectedGB * share;
    // Rates at given parameter values: vSAN resync throttled per destination disk group and
    // direction (Broadcom KB 371138), at most the group's capacity drives' sequential write;
    // the busiest destination group sets the time. PowerFlex and others: one sequential copy
    // stream per lost group into a surviving drive.
    const ParameterSpec* throttleSpec = findParameterSpec("vsan-resync-throttle");
    const ParameterSpec* shareSpec = findParameterSpec("vsan-resync-share-under-load");
    const ParameterSpec* seqSpec = findParameterSpec("drive-seq-write");
    const double busiestGB = std::max(perOwnGroupGB, perOtherGroupGB);
    auto idleRate = [&](double throttle, double driveFactor) {
        const double drive = driveWriteMBps * driveFactor;
        if (cl->kind == "vsan" && busiestGB > 0)
            return r.dataGB / busiestGB * std::min(throttle, drive * drivesPerGroup);
        return drive * std::max(1, diskGroup ? 1 : lostGroups);
    };
    const double shareAtPoint = params.value("vsan-resync-share-under-load");
    r.idleMBps = idleRate(params.value("vsan-resync-throttle"), 1.0);
    r.underLoadMBps = r.idleMBps * shareAtPoint;
    r.idleMinutes = r.idleMBps > 0 ? r.dataGB * 1000.0 / r.idleMBps / 60.0 : 0.0;
    r.underLoadMinutes = r.underLoadMBps > 0 ? r.dataGB * 1000.0 / r.underLoadMBps / 60.0 : 0.0;
    // Intervals: the rates rise with the throttle, the drive rate and the share, so the ends
    // of their ranges give the ends of the rates (and, inverted, of the minutes).
    r.idleLowMBps = idleRate(throttleSpec->low, seqSpec->low);
    r.idleHighMBps = idleRate(throttleSpec->high, seqSpec->high);
    r.underLoadLowMBps = r.idleLowMBps * shareSpec->low;
    r.underLoadHighMBps = r.idleHighMBps * shareSpec->high;
    // The minutes also grow with the data, whose ends are the placement's (the rates do not:
    // the busiest group's data scales with the rest).
    const double dataLowGB = share > 0 ? r.dataGB * shareLow / share : 0.0;
    const double dataHighGB = share > 0 ? r.dataGB * shareHigh / share : 0.0;
    r.underLoadMinutesLow = r.underLoadHighMBps > 0 ? dataLowGB * 1000.0 / r.underLoadHighMBps / 60.0 : 0.0;
    r.underLoadMinutesHigh = r.underLoadLowMBps > 0 ? dataHighGB * 1000.0 / r.underLoadLowMBps / 60.0 : 0.0;
    r.parameters = params.used();
    // vSAN: a failed disk group is "degraded" (rebuild at once); a host that disappears is
    // "absent" and waits for the repair timer (default 60 min, hardware-facts.md).
    if (cl->kind == "vsan" && !diskGroup)
        r.startDelayMin = propNumber(cl->settings, "repair_delay_min", 60.0);
    r.method = fmt(usedGB) + " GB used (size x policy space factor) x " + std::to_string(lostGroups) + "/"
        + std::to_string(totalGroups) + " disk groups lost = " + fmt(r.dataGB) + " GB; resync at " + fmt(r.idleMBps)
        + (cl->kind == "vsan" ? " MB/s idle (" + fmt(busiestGB) + " GB into the busiest destination disk group at "
                                    + fmt(params.value("vsan-resync-throttle")) + " MB/s per group, Broadcom KB 371138)"
                              : std::string(" MB/s idle (sequential write of one drive per lost group)"))
        + ", x " + fmt(shareAtPoint) + " under load (Adaptive Resync halves it)";
    if (!unprotected.empty()) {
        r.method += "; " + fmt(r.unprotectedGB) + " GB cannot be re-protected with " + std::to_string(survivingHosts)
            + " hosts left:";
        for (const std::string& u : unprotected)
            r.method += " " + u;
    }
    return r;
}

} // namespace topoplan::core
