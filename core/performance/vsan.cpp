#include "core/performance/network.h"

#include "core/analysis.h"
#include "core/designschema.h"
#include "core/performance/placement.h"
#include "core/storagepolicy.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace topoplan::core::perf {

namespace c = constants;

namespace {

int dgCount(const Device& dev)
{
    return std::max(1, int(propNumber(dev.config, "disk_groups", 1)));
}

} // namespace

void Builder::buildVsan(WorkloadModel& wm, const Cluster& cl)
{
    const Workload& w = *wm.workload;
    const WorkloadProfile& p = wm.profile;
    const Topology& t = m_d.topology;
    const Design& des = m_d.design;
    // Policy of the workload's first object (RA-2: the data group under the database
    // group), resolved as everywhere else (storagepolicy.h: group, parents, cluster default).
    const StoragePolicy policy = workloadPolicies(des, w).front().policy;
    const std::string raid = policy.raid;
    const int ftt = policy.ftt;
    const bool checksum = policy.checksum;
    const bool dedupe = policy.dedupe;

    struct HostState {
        int idx = -1;
        std::string id, site;
        double weight = 0.0; // share of the components
        int aliveGroups = 0;
        int stack = -1, nicIn = -1, nicOut = -1, nicPort = -1, cacheTier = -1, capTier = -1, capWriteRate = -1;
        DriveSpec cache, cap;
    };
    std::vector<HostState> hosts;
    int totalGroups = 0;
    double lostGroups = 0.0; // disk groups' worth of this workload's components lost
    bool placementRead = false;
    for (const std::string& m : cl.members) {
        const int di = t.deviceIndex(m);
        if (di < 0)
            continue;
        const Device& dev = des.devices[t.devices[di].designIndex];
        const int groups = dgCount(dev);
        totalGroups += groups;
        if (m_f.deviceFailed(di)) {
            lostGroups += groups;
            continue;
        }
        HostState h;
        h.idx = di;
        h.id = m;
        h.site = t.devices[di].site;
        h.aliveGroups = groups - m_f.failedDiskGroups(m, groups);
        if (h.aliveGroups < groups) {
            // A disk-group failure: the host's components on the failed groups are lost. Their
            // share is failed / groups on average; which groups this VM's components used is
            // not published (placement.h: the parameter's range). One parameter per workload:
            // a second partly failed host takes the expected share.
            const double expected = double(groups - h.aliveGroups) / groups;
            double share = expected;
            if (!placementRead) {
                std::set<std::string> own{w.storageGroup};
                share = m_params.use(failedGroupShareParameter(w.id, expected, vsanObjectCount(des, cl.id, own)));
                placementRead = true;
            }
            lostGroups += groups * std::clamp(share, 0.0, 1.0);
        }
        if (h.aliveGroups <= 0)
            continue;
        const Model* capModel = m_d.catalog->find(propString(dev.config, "drive_model"));
        const Model* cacheModel = m_d.catalog->find(propString(dev.config, "cache_drive_model", propString(dev.config, "drive_model")));
        if (!capModel || !cacheModel)
            continue;
        h.cap = driveSpec(m_params, *capModel);
        h.cache = driveSpec(m_params, *cacheModel);
        const int capDrives = h.aliveGroups * int(propNumber(dev.config, "capacity_drives_per_group", 1));
        const int cacheDrives = h.aliveGroups * int(propNumber(dev.config, "cache_drives_per_group", 1));
        h.stack = center(m + "/vsan", "software");
        // vSAN uses one uplink per host for its VMkernel port (active/standby teaming).
        for (int pi : t.devices[di].ports)
            if (t.ports[pi].spec && t.ports[pi].spec->role == "nic" && t.ports[pi].link >= 0 && !m_f.portFailed(pi)) {
                h.nicPort = pi;
                h.nicIn = portCenter(pi, true);
                h.nicOut = portCenter(pi, false);
                break;
            }
        h.cacheTier = center(m + "/cache-tier", "drives", mva::CenterKind::MultiServer, cacheDrives * h.cache.parallelism());
        h.capTier = center(m + "/capacity-tier", "drives", mva::CenterKind::MultiServer, capDrives * h.cap.parallelism());
        h.capWriteRate = writeRate(m + "/capacity-tier", capDrives);
        hosts.push_back(h);
    }
    note("vSAN: one active uplink per host carries vSAN traffic (active/standby teaming assumed)");
    const int hostIdx = t.deviceIndex(w.host);
    auto client = std::find_if(hosts.begin(), hosts.end(), [&](const HostState& h) { return h.idx == hostIdx; });
    const int needed = raid.rfind("raid5", 0) == 0 ? 4 : raid.rfind("raid6", 0) == 0 ? 6 : ftt + 1;
    wm.paths = int(hosts.size());
    if (client == hosts.end() && hostIdx >= 0 && !m_f.deviceFailed(hostIdx)) {
        // A compute-only member (no disk group left): still a client.
        hosts.push_back(HostState{});
        hosts.back().idx = hostIdx;
        hosts.back().id = w.host;
        hosts.back().stack = center(w.host + "/vsan", "software");
        client = hosts.end() - 1;
    }
    if (client == hosts.end() || int(hosts.size()) < std::max(2, needed - ftt)) {
        wm.unreachable(findingText(QT_TRANSLATE_NOOP("Finding", "vSAN cluster %1 lost more fault domains than the policy tolerates"),
                                   {idArg(cl.id)}));
        return;
    }
    double aliveGroups = 0;
    for (const HostState& h : hosts)
        aliveGroups += h.aliveGroups;
    for (HostState& h : hosts)
        h.weight = aliveGroups > 0 ? h.aliveGroups / aliveGroups : 0.0;
    const double lostShare = totalGroups > 0 ? lostGroups / totalGroups : 0.0;
    // A cost calibrated from the cluster's measured baseline (core/performance/calibration.h)
    // replaces the a-priori one. It includes the checksum work only when the measured objects
    // had checksum on: a checksum policy adds the checksum share to a cost measured without it
    // (RA-2: measured on R1, the failure tests run R15+C+SE), and dedupe's destage work is a
    // share of the same per-I/O cost.
    const double vsanIoCostS = p.storageIoCostS > 0 ? p.storageIoCostS : m_params.value("vsan-io-cost") * 1e-6;
    const bool addChecksum = checksum && !(p.storageIoCostS > 0 && p.storageIoCostWithChecksum);
    const double checksumFactor = 1.0 + (addChecksum ? m_params.value("vsan-checksum-share") : 0.0);
    const double stackCost = vsanIoCostS * checksumFactor;
    // A write visit's cost, when the baseline's write latency fixed it apart from a read's
    // (calibrateFromStorage()); else the one cost per visit.
    const double writeStackCost = p.storageIoCostS > 0 && p.storageWriteIoCostS > 0 ? p.storageWriteIoCostS * checksumFactor
                                                                                   : stackCost;
    const double dedupeShare = dedupe ? m_params.value("vsan-dedupe-share") : 0.0;
    const double readBytes = p.readKB * c::kBytesPerIoKB, writeBytes = p.writeKB * c::kBytesPerIoKB;

    // Stretched cluster: sites and the RTT between the two data sites.
    std::set<std::string> sites;
    for (const HostState& h : hosts)
        if (h.aliveGroups > 0)
            sites.insert(h.site);
    const bool stretched = !cl.witness.empty() && sites.size() >= 1 && des.siteLinks.size() > 0;
    double rttS = 0.0;
    std::string rttId;
    if (stretched)
        for (const SiteLink& sl : des.siteLinks) {
            const Site* a = des.site(sl.a);
            const Site* b = des.site(sl.b);
            if (a && b && a->role.empty() && b->role.empty()) {
                rttS = sl.rttMs / 1000.0;
                rttId = sl.a + "~" + sl.b;
            }
        }
    const bool remoteSiteAlive = stretched && sites.size() >= 2;

    // Data between the client host and component host h: sent by one NIC, received by the other.
    auto hop = [&](std::vector<Contribution>& out, const HostState& h, double count, double bytes, Tag tag, double weight,
                   bool toClient) {
        if (h.idx == client->idx || count <= 0)
            return;
        const HostState& from = toClient ? h : *client;
        const HostState& to = toClient ? *client : h;
        if (from.nicOut >= 0)
            out.push_back({from.nicOut, count * bytes / (portPayloadMBps(m_d, from.nicPort) * c::kBytesPerMB), tag, weight});
        if (to.nicIn >= 0)
            out.push_back({to.nicIn, count * bytes / (portPayloadMBps(m_d, to.nicPort) * c::kBytesPerMB), tag, weight});
    };
    // Component placement weights for a read: stretched clusters read from the local site.
    auto readWeight = [&](const HostState& h) {
        if (h.aliveGroups <= 0)
            return 0.0;
        if (stretched && remoteSiteAlive) {
            double local = 0;
            for (const HostState& o : hosts)
                if (o.site == client->site)
                    local += o.aliveGroups;
            return h.site == client->site && local > 0 ? h.aliveGroups / local : 0.0;
        }
        return h.weight;
    };
    // Fixed latency: the host I/O stack per I/O; a TCP round trip for a read of a component
    // on another host (the share not on the client) and for every write (with 2 or more
    // copies on as many hosts, at least one is remote; the copies go out in parallel).
    fixedLatency(wm, 1.0 - readWeight(*client), 1.0, false);
    // Reads: one component; RAID 5/6 objects with a lost component rebuild the block from
    // the other members of the stripe (3 reads for 3+1, 4 for 4+2).
    const bool parity = raid.rfind("raid5", 0) == 0 || raid.rfind("raid6", 0) == 0;
    const double width = raid == "raid6-4+2" ? 4.0 : 3.0;
    const double readMult = parity ? 1.0 + lostShare * (width - 1.0) : 1.0;
    // Client-side DOM work per I/O. The DOM owner of an object (assumed on the client host,
    // where vSAN places it for the VM's objects) issues every component I/O of a read and
    // collects it: a read of a lost RAID 5/6 component is `width` sub-reads it issues and
    // reassembles, so its DOM work grows with the reads it rebuilds (readMult), like that of the
    // component hosts that serve them.
    wm.sync.push_back({client->stack, p.readsPerCycle * readMult * stackCost, TagRead, 1.0 / readMult});
    for (const HostState& h : hosts) {
        const double wgt = readWeight(h);
        if (wgt <= 0)
            continue;
        const double n = p.readsPerCycle * wgt * readMult;
        wm.sync.push_back({h.stack, n * stackCost, TagRead, 1.0 / readMult});
        wm.sync.push_back({h.capTier, n * h.cap.readS(p.readKB), TagRead, 1.0 / readMult});
        hop(wm.sync, h, n, readBytes, TagRead, 1.0 / readMult, true);
    }
    // Writes. RAID 1: ftt + 1 copies written in parallel to the cache tiers; the cache tier's
    // write buffer is a log (vSAN LSOM), so it takes the writes at the drive's sequential rate,
    // and destage to the capacity tier writes at random. RAID 5 / 6: read old data and parity
    // (2 or 3 reads), then write data and parity (hardware-facts.md: a RAID 5 small write
    // costs 2 reads + 2 writes, RAID 6 3 + 3).
    const double copies = parity ? (raid == "raid6-4+2" ? 3.0 : 2.0) : ftt + 1.0;
    // The write is acknowledged when the slowest of its parallel copies is: fork-join. The
    // expected maximum of n independent exponential response times is H_n = 1 + 1/2 + ...
    // + 1/n times one of them (1.5 for 2 copies, 1.83 for 3); Nelson & Tantawi, "Approximate
    // analysis of fork/join synchronization in parallel queues", IEEE Trans. Computers 37(6),
    // 1988, give 1.375-1.5 for 2 parallel M/M/1 queues. Each copy's residence counts
    // H_n / n of its share in the write latency.
    double forkJoin = 0.0;
    for (int i = 1; i <= int(copies); ++i)
        forkJoin += 1.0 / i;
    const double copyWeight = forkJoin / copies;
    // The DOM owner's work per write, by the rule of the reads above (one stack visit per
    // component I/O it issues and collects): `copies` component writes and, for RAID 5/6,
    // as many old data / parity reads at a read's cost (calibrateWriteCost() counts the same).
    const double ownerWriteCost = copies * writeStackCost + (parity ? copies * stackCost : 0.0);
    wm.sync.push_back({client->stack, p.syncWritesPerCycle * ownerWriteCost, TagRead, 1.0});
    wm.async.push_back({client->stack, p.writesPerCycle * ownerWriteCost, TagWrite, 1.0});
    auto writes = [&](std::vector<Contribution>& out, double count, Tag tag) {
        if (count <= 0)
            return;
        for (const HostState& h : hosts) {
            if (h.aliveGroups <= 0)
                continue;
            double wgt = h.weight;
            if (stretched && remoteSiteAlive) {
                // one copy per data site
                double siteGroups = 0;
                for (const HostState& o : hosts)
                    if (o.site == h.site)
                        siteGroups += o.aliveGroups;
                wgt = siteGroups > 0 ? h.aliveGroups / siteGroups / copies : 0.0;
            }
            const double n = count * copies * wgt;
            out.push_back({h.stack, n * writeStackCost, tag, copyWeight});
            out.push_back({h.cacheTier, n * h.cache.writeS(p.writeKB), tag, copyWeight});
            hop(out, h, n, writeBytes, tag, copyWeight, false);
            if (parity) {
                // The old data / parity block is read first: a component read, one more stack
                // visit at a read's cost (a RAID 5 small write is 2 reads + 2 writes, each a
                // component I/O; hardware-facts.md).
                out.push_back({h.stack, n * stackCost, tag, copyWeight});
                out.push_back({h.capTier, n * h.cap.readS(p.writeKB), tag, copyWeight});
                hop(out, h, n, writeBytes, tag, copyWeight, true); // old data / parity read back
            }
            // Destage from the cache tier to the capacity tier, with dedupe + compression work.
            wm.async.push_back({h.cacheTier, n * h.cache.readS(p.writeKB), TagBackground, 1.0});
            wm.async.push_back({h.capTier, n * h.cap.writeS(p.writeKB), TagBackground, 1.0});
            wm.async.push_back({h.capWriteRate, n * h.cap.writeRateS(p.writeKB, p.sequential), TagBackground, 1.0});
            if (dedupe)
                wm.async.push_back({h.stack, n * vsanIoCostS * dedupeShare, TagBackground, 1.0});
        }
        if (remoteSiteAlive && rttS > 0) {
            const int ce = center(rttId + "/rtt", "rtt", mva::CenterKind::Delay);
            out.push_back({ce, count * rttS, tag, 1.0});
        }
    };
    writes(wm.sync, p.syncWritesPerCycle, TagWrite);
    writes(wm.async, p.writesPerCycle, TagWrite);
    if (lostShare > 0)
        note("vSAN " + cl.id + ": " + fmt(lostShare * 100, 1) + " % of the disk groups lost; components served by the survivors"
             + (parity ? ", RAID 5/6 reads of lost components rebuilt from the stripe" : ""));
}

} // namespace topoplan::core::perf
