#include "core/performance.h"

#include "core/performance/calibration.h"

#include "core/storagepolicy.h"

#include "core/analysis.h"
#include "core/designschema.h"
#include "core/modelconstants.h"
#include "core/numberformat.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace topoplan::core {

namespace c = constants;

namespace {

bool isBackupStream(const Workload& w)
{
    const std::string kind = propString(w.profile, "kind", "oltp");
    return kind == "backup" || kind == "restore";
}

std::string fmt(double v, int decimals = 2)
{
    const double f = std::pow(10.0, decimals);
    return formatNumber(std::round(v * f) / f);
}

// ---------------------------------------------------------------------------------------
// Failures: which devices, components, ports, links and disk groups are down.
// ---------------------------------------------------------------------------------------
class Failures {
public:
    Failures(const LoadedDesign& d, const std::vector<std::string>& ids) : m_d(d), m_ids(ids.begin(), ids.end())
    {
        for (const Cluster& cl : d.design.clusters)
            if (m_ids.count(cl.id))
                for (const std::string& m : cl.members)
                    m_ids.insert(m);
    }

    bool deviceFailed(int di) const
    {
        for (int i = di; i >= 0; i = m_d.topology.devices[i].parent) {
            const TopoDevice& td = m_d.topology.devices[i];
            if (m_ids.count(td.id) || (!td.site.empty() && m_ids.count(td.site)))
                return true;
        }
        return false;
    }
    bool componentFailed(int di, std::string comp) const
    {
        const Model* m = m_d.topology.devices[di].model;
        for (int guard = 0; !comp.empty() && guard < 16; ++guard) {
            if (m_ids.count(m_d.topology.devices[di].id + "/" + comp))
                return true;
            const ComponentSpec* cs = m->component(comp);
            comp = cs ? cs->parent : std::string();
        }
        return false;
    }
    bool portFailed(int pi) const
    {
        const TopoPort& p = m_d.topology.ports[pi];
        if (m_ids.count(p.ref) || deviceFailed(p.device))
            return true;
        if (p.parentPort >= 0 && m_ids.count(m_d.topology.ports[p.parentPort].ref))
            return true;
        return p.spec && !p.spec->component.empty() && componentFailed(p.device, p.spec->component);
    }
    bool linkFailed(int li) const
    {
        const TopoLink& l = m_d.topology.links[li];
        return m_ids.count(l.id) || portFailed(l.a) || portFailed(l.b);
    }
    int failedDiskGroups(const std::string& device, int groups) const
    {
        int n = 0;
        for (int g = 1; g <= groups; ++g)
            n += m_ids.count(device + "/dg-" + std::to_string(g)) ? 1 : 0;
        return n;
    }

private:
    const LoadedDesign& m_d;
    std::set<std::string> m_ids;
};

// Payload MB/s of a port for storage traffic: FC by the FCIA table, FCoE and TCP by their
// Ethernet efficiency (modelconstants.h); an NPAR partition with a storage function
// limits the port to its share.
double portPayloadMBps(const LoadedDesign& d, int pi)
{
    const TopoPort& p = d.topology.ports[pi];
    double gbps = p.speedGbps > 0 ? p.speedGbps : (p.spec ? p.spec->speedGbps : 0.0);
    if (p.link >= 0 && d.topology.links[p.link].speedGbps > 0)
        gbps = d.topology.links[p.link].speedGbps;
    const std::string family = p.link >= 0 ? d.topology.links[p.link].family : std::string();
    const Device& dev = d.design.devices[d.topology.devices[p.device].designIndex];
    const std::string portName = p.spec ? p.spec->name : std::string();
    for (const Partition& part : dev.partitions)
        if (part.port == portName && (part.function == "fcoe" || part.function == "iscsi"))
            return part.gbps * 125.0 * (part.function == "fcoe" ? c::kFcoePayload : c::kTcpPayloadMtu1500);
    if (family == "fc" || (family.empty() && p.spec && p.spec->hasProtocol("fc") && !p.spec->hasProtocol("ethernet"))) {
        if (std::abs(gbps - 10.0) < 0.01)
            return c::kFc10PayloadMBps;
        return gbps * c::kFcPayloadMBpsPerGfc;
    }
    return gbps * 125.0 * c::kTcpPayloadMtu1500;
}

// ---------------------------------------------------------------------------------------
// Routes (array storage): the surviving paths of the graph analysis (core/analysis.h, one
// source of truth for paths), restricted to the workload's storage-group port group and,
// for active/standby arrays, to the active controller. I/Os are spread evenly over the
// paths (round-robin multipathing, as VMware NMP in RA-1).
// ---------------------------------------------------------------------------------------
struct ArrayRoute {
    std::map<int, double> initiators; ///< port -> share of the I/Os
    std::map<int, double> targets;
    std::map<std::string, double> controllers; ///< "dev/comp" -> share
    int paths = 0;
};

ArrayRoute arrayRoute(const LoadedDesign& d, const Failures& f, const AnalysisResult& analysis, const Workload& w,
                      int arrayIdx)
{
    ArrayRoute r;
    const Topology& t = d.topology;
    const Design& des = d.design;
    std::set<std::string> portGroup;
    for (const MaskingView& mv : des.maskingViews) {
        const StorageGroup* g = des.storageGroup(w.storageGroup);
        if (mv.storageGroup == w.storageGroup || (g && mv.storageGroup == g->parent))
            if (const PortGroup* pg = des.portGroup(mv.portGroup))
                portGroup.insert(pg->ports.begin(), pg->ports.end());
    }
    // Active/standby controllers (catalog active_controllers = 1): only the first alive
    // controller's ports carry I/O.
    std::string activeController;
    const std::string arrayId = t.devices[arrayIdx].id;
    if (t.devices[arrayIdx].model->paramOr("active_controllers", 0) == 1)
        for (const ComponentSpec& cs : t.devices[arrayIdx].model->components)
            if (cs.kind == "controller" && !f.componentFailed(arrayIdx, cs.id) && !f.deviceFailed(arrayIdx)) {
                activeController = arrayId + "/" + cs.id;
                break;
            }
    for (const FlowResult& flow : analysis.flows) {
        if (flow.kind != "storage" || flow.source != w.host || flow.destination != w.storage)
            continue;
        for (const PathResult& path : flow.paths) {
            const int ip = t.portIndex(path.initiator);
            const int tp = t.portIndex(path.target);
            if (ip < 0 || tp < 0)
                continue;
            if (!portGroup.empty() && (!t.ports[tp].spec || !portGroup.count(t.ports[tp].spec->name)))
                continue;
            if (!activeController.empty() && path.controller != activeController)
                continue;
            ++r.paths;
            r.initiators[ip] += 1;
            r.targets[tp] += 1;
            r.controllers[path.controller.find('/') == std::string::npos ? path.controller + "/controller" : path.controller] += 1;
        }
    }
    for (auto* m : {&r.initiators, &r.targets})
        for (auto& [k, v] : *m)
            v /= std::max(1, r.paths);
    for (auto& [k, v] : r.controllers)
        v /= std::max(1, r.paths);
    return r;
}

// ---------------------------------------------------------------------------------------
// Drive service times.
// ---------------------------------------------------------------------------------------
struct DriveSpec {
    const Model* model = nullptr;
    double readS(double kb) const
    {
        const double lat = model->paramOr("read_latency_us", 100.0) * 1e-6;
        const double mbps = model->paramOr("seq_read_mb_s", 500.0);
        return lat + kb * c::kBytesPerIoKB / (mbps * c::kBytesPerMB);
    }
    double writeS(double kb) const
    {
        const double lat = model->paramOr("write_latency_us", 50.0) * 1e-6;
        const double mbps = model->paramOr("seq_write_mb_s", model->paramOr("seq_read_mb_s", 500.0));
        return lat + kb * c::kBytesPerIoKB / (mbps * c::kBytesPerMB);
    }
    // Drive time per random write on one drive's random-write rate: the datasheet's
    // steady-state 4 KiB random-write IOPS (write_iops_4k; an I/O of kb KiB programs kb / 4 of
    // them). Flash drives acknowledge a write in microseconds but sustain far fewer random
    // writes than reads (Intel P4500: 62.5K vs 645K 4K IOPS; HGST SSD400M: 24K vs 56K,
    // hardware-facts.md), so the write rate is its own center (one server per drive) beside
    // the latency pool. 0 for sequential writes (full stripes, logs, DSS) or without the figure.
    double writeRateS(double kb, bool sequential) const
    {
        const double iops = model->paramOr("write_iops_4k", 0.0);
        return sequential || iops <= 0 ? 0.0 : std::max(1.0, kb / 4.0) / iops;
    }
    // Internal parallelism: Little's law on the datasheet, IOPS x latency (a spinning drive: 1).
    int parallelism() const
    {
        const double p = model->paramOr("read_iops_4k", 0.0) * model->paramOr("read_latency_us", 0.0) * 1e-6;
        return std::max(1, int(std::lround(p)));
    }
};

enum Tag { TagCpu = 0, TagRead = 1, TagWrite = 2, TagBackground = 3 };

// One demand of a class on a center, with what kind of latency it belongs to.
struct Contribution {
    int center = -1;
    double demandS = 0.0;
    Tag tag = TagRead;
    double latencyWeight = 1.0; ///< parallel replica writes: 1 / copies
};

struct WorkloadModel {
    const Workload* workload = nullptr;
    WorkloadProfile profile;
    bool reachable = true;
    std::string status = "ok";
    int paths = 0;
    int cpuCenter = -1;
    std::vector<Contribution> sync;  ///< per cycle, waited for by the user (closed class or the open class)
    std::vector<Contribution> async; ///< per cycle, asynchronous writes and destage
    int syncClass = -1;
    int asyncClass = -1;
};

class Builder {
public:
    Builder(const LoadedDesign& d, const Failures& f, const AnalysisResult& a) : m_d(d), m_f(f), m_analysis(a) {}

    mva::Network net;
    std::vector<std::string> kinds;
    std::vector<std::string> notes;

    int center(const std::string& id, const std::string& kind, mva::CenterKind ck = mva::CenterKind::Queue, int servers = 1)
    {
        const auto it = m_index.find(id);
        if (it != m_index.end())
            return it->second;
        const int c = net.addCenter(id, ck, servers);
        kinds.push_back(kind);
        m_index[id] = c;
        return c;
    }
    // One direction of a port: links are full duplex, and the payload rates are per direction
    // (hardware-facts.md: "16GFC 1,600 MB/s per direction"; IEEE 802.3 full-duplex Ethernet),
    // so data received and data sent queue separately ("<port> in", "<port> out").
    int portCenter(int pi, bool inbound)
    {
        return center(m_d.topology.ports[pi].ref + (inbound ? " in" : " out"), "port");
    }
    // The random-write rate center of a drive pool (DriveSpec::writeRateS): one server per drive.
    int writeRate(const std::string& pool, int drives)
    {
        return center(pool + ":random-writes", "drives", mva::CenterKind::MultiServer, std::max(1, drives));
    }
    void note(const std::string& n)
    {
        if (std::find(notes.begin(), notes.end(), n) == notes.end())
            notes.push_back(n);
    }

    void build(WorkloadModel& wm);

private:
    void buildArray(WorkloadModel& wm, int arrayIdx);
    void buildVsan(WorkloadModel& wm, const Cluster& cl);
    void buildPowerFlex(WorkloadModel& wm, const Cluster& cl);

    const LoadedDesign& m_d;
    const Failures& m_f;
    const AnalysisResult& m_analysis;
    std::map<std::string, int> m_index;
};

void Builder::build(WorkloadModel& wm)
{
    const Workload& w = *wm.workload;
    const WorkloadProfile& p = wm.profile;
    const Topology& t = m_d.topology;
    const int hostIdx = t.deviceIndex(w.host);
    if (hostIdx < 0 || m_f.deviceFailed(hostIdx)) {
        wm.reachable = false;
        wm.status = "host " + w.host + " failed";
        return;
    }
    // CPU: the VM's vCPUs (own center), else the host's cores (shared).
    if (p.vcpus > 0) {
        wm.cpuCenter = center(w.id + "/vcpu", "cpu", mva::CenterKind::MultiServer, p.vcpus);
    } else {
        const Device& hd = m_d.design.devices[t.devices[hostIdx].designIndex];
        int cores = int(propNumber(hd.config, "cpus", 0) * propNumber(hd.config, "cores_per_cpu", 0));
        if (cores <= 0)
            cores = int(t.devices[hostIdx].model->paramOr("cores", 16));
        wm.cpuCenter = center(w.host + "/cpu", "cpu", mva::CenterKind::MultiServer, std::max(1, cores));
    }
    wm.sync.push_back({wm.cpuCenter, p.cpuSPerCycle, TagCpu, 1.0});

    if (const Cluster* cl = m_d.design.cluster(w.storage)) {
        // The graph analysis decides whether the cluster still serves the workload's
        // objects (vSAN voting rule, core/storagepolicy.h; PowerFlex copies): a flow it
        // reports unreachable carries no I/O, whatever capacity survives.
        for (const FlowResult& flow : m_analysis.flows)
            if (flow.kind == "storage" && flow.destination == w.storage && !flow.reachable
                && std::find(flow.workloads.begin(), flow.workloads.end(), w.id) != flow.workloads.end()) {
                wm.reachable = false;
                wm.status = flow.status;
                return;
            }
        if (cl->kind == "vsan")
            buildVsan(wm, *cl);
        else
            buildPowerFlex(wm, *cl);
        return;
    }
    const int arrayIdx = t.deviceIndex(w.storage);
    if (arrayIdx < 0 || t.devices[arrayIdx].model->kind != "array") {
        wm.reachable = false;
        wm.status = "storage " + w.storage + " is not an array or cluster this model simulates";
        return;
    }
    if (m_f.deviceFailed(arrayIdx)) {
        wm.reachable = false;
        wm.status = "array " + w.storage + " failed";
        return;
    }
    buildArray(wm, arrayIdx);
}

void Builder::buildArray(WorkloadModel& wm, int arrayIdx)
{
    const Workload& w = *wm.workload;
    const WorkloadProfile& p = wm.profile;
    const Topology& t = m_d.topology;
    const ArrayRoute route = arrayRoute(m_d, m_f, m_analysis, w, arrayIdx);
    wm.paths = route.paths;
    if (route.paths == 0) {
        wm.reachable = false;
        wm.status = "no surviving path from " + w.host + " to " + w.storage;
        return;
    }
    const TopoDevice& arr = t.devices[arrayIdx];
    const Device& dev = m_d.design.devices[arr.designIndex];
    const double ioCostS = arr.model->paramOr("director_io_cost_us", 0.0) * 1e-6;
    const double costS = ioCostS > 0 ? ioCostS : c::kDefaultControllerIoCostS;
    if (ioCostS <= 0)
        note(arr.model->id + " has no director_io_cost_us: kDefaultControllerIoCostS applied");

    // Front end: one I/O of `kb` on the ports and the controller, split over the paths.
    auto frontEnd = [&](std::vector<Contribution>& out, double count, double kb, Tag tag, bool write) {
        if (count <= 0)
            return;
        const double bytes = kb * c::kBytesPerIoKB;
        // Read data flows target -> initiator, write data initiator -> target.
        for (const auto& [pi, share] : route.initiators) {
            const int ce = portCenter(pi, !write);
            out.push_back({ce, count * share * bytes / (portPayloadMBps(m_d, pi) * c::kBytesPerMB), tag, 1.0});
        }
        for (const auto& [pi, share] : route.targets) {
            const int ce = portCenter(pi, write);
            out.push_back({ce, count * share * bytes / (portPayloadMBps(m_d, pi) * c::kBytesPerMB), tag, 1.0});
        }
        // A write is stored in the owning director's cache and mirrored to its peer's:
        // twice the director work (PowerMax cache mirrored across directors, hardware-facts.md).
        for (const auto& [ctrl, share] : route.controllers) {
            const int ce = center(ctrl, "controller");
            out.push_back({ce, count * share * costS * (write ? 2.0 : 1.0), tag, 1.0});
        }
    };

    // Back end: drive pool(s). Hybrid arrays with tiering keep the hottest data on the
    // SSD tier: share of the I/O on SSD = min(1, SSD usable capacity / data size).
    const Model* hdd = m_d.catalog->find(propString(dev.config, "drive_model"));
    const Model* ssd = m_d.catalog->find(propString(dev.config, "ssd_drive_model"));
    const std::string raid = propString(dev.config, "raid", "raid5-7+1");
    const int penalty = raidWritePenalty(raid);
    const bool mirror = raid == "raid10" || raid == "raid1" || raid == "mirror";
    const int spares = int(propNumber(dev.config, "spares", 0));
    const int drives = std::max(1, int(propNumber(dev.config, "drives", 1)) - spares);
    const int ssds = int(propNumber(dev.config, "ssd_drives", 0));
    double ssdShare = 0.0;
    if (ssd && ssds > 0 && propBool(dev.config, "tiering", false)) {
        double dataGB = propNumber(wm.workload->profile, "working_set_gb", propNumber(wm.workload->profile, "database_gb", 0));
        if (dataGB <= 0)
            if (const StorageGroup* g = m_d.design.storageGroup(w.storageGroup))
                dataGB = propNumber(g->props, "size_gb", 0);
        const double ssdGB = ssds * ssd->paramOr("capacity_tb", 0) * 1000.0 * raidDataFraction(raid);
        ssdShare = dataGB > 0 ? std::min(1.0, ssdGB / dataGB) : 0.5;
        note(dev.id + ": tiering puts " + fmt(ssdShare * 100, 1)
             + " % of the I/O on the SSD tier (min(1, SSD usable / data size); assumed: the hottest data fits first)");
    }
    struct Pool {
        int center = -1;
        DriveSpec spec;
        double share = 0.0;
        int writeRateCenter = -1;
    };
    std::vector<Pool> pools;
    if (hdd && ssdShare < 1.0) {
        DriveSpec ds{hdd};
        pools.push_back({center(dev.id + "/drives", "drives", mva::CenterKind::MultiServer, drives * ds.parallelism()), ds,
                         1.0 - ssdShare, writeRate(dev.id + "/drives", drives)});
    }
    if (ssd && ssdShare > 0.0) {
        DriveSpec ds{ssd};
        pools.push_back({center(dev.id + "/ssd-tier", "drives", mva::CenterKind::MultiServer, ssds * ds.parallelism()), ds, ssdShare,
                         writeRate(dev.id + "/ssd-tier", ssds)});
    }
    if (pools.empty())
        note(dev.id + ": no drive model, back end not modelled");
    note("array read cache hits not modelled (assumed 0): every read is served by the drives");

    const double rd = p.readsPerCycle, syncW = p.syncWritesPerCycle, asyncW = p.writesPerCycle;
    frontEnd(wm.sync, rd, p.readKB, TagRead, false);
    frontEnd(wm.sync, syncW, p.writeKB, TagWrite, true);
    frontEnd(wm.async, asyncW, p.writeKB, TagWrite, true);
    for (const Pool& pool : pools) {
        wm.sync.push_back({pool.center, rd * pool.share * pool.spec.readS(p.readKB), TagRead, 1.0});
        // Destage of every write (acknowledged from the mirrored write cache): RAID write
        // penalty back-end I/Os; parity RAID reads old data and parity, then writes both.
        const double perWrite = mirror ? penalty * pool.spec.writeS(p.writeKB)
                                       : penalty / 2.0 * (pool.spec.readS(p.writeKB) + pool.spec.writeS(p.writeKB));
        const double driveWrites = mirror ? penalty : penalty / 2.0; // back-end writes per front-end write
        const double seqFactor = p.sequential ? 1.0 / std::max(1.0, double(penalty) / 2.0) : 1.0; // full-stripe writes
        wm.async.push_back({pool.center, (syncW + asyncW) * pool.share * perWrite * seqFactor, TagBackground, 1.0});
        wm.async.push_back({pool.writeRateCenter, (syncW + asyncW) * pool.share * driveWrites * pool.spec.writeRateS(p.writeKB, p.sequential),
                            TagBackground, 1.0});
    }
}

int dgCount(const Device& dev)
{
    return std::max(1, int(propNumber(dev.config, "disk_groups", 1)));
}

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
    int totalGroups = 0, lostGroups = 0;
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
        lostGroups += groups - h.aliveGroups;
        if (h.aliveGroups <= 0)
            continue;
        const Model* capModel = m_d.catalog->find(propString(dev.config, "drive_model"));
        const Model* cacheModel = m_d.catalog->find(propString(dev.config, "cache_drive_model", propString(dev.config, "drive_model")));
        if (!capModel || !cacheModel)
            continue;
        h.cap = DriveSpec{capModel};
        h.cache = DriveSpec{cacheModel};
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
        wm.reachable = false;
        wm.status = "vSAN cluster " + cl.id + " lost more fault domains than the policy tolerates";
        return;
    }
    double aliveGroups = 0;
    for (const HostState& h : hosts)
        aliveGroups += h.aliveGroups;
    for (HostState& h : hosts)
        h.weight = aliveGroups > 0 ? h.aliveGroups / aliveGroups : 0.0;
    const double lostShare = totalGroups > 0 ? double(lostGroups) / totalGroups : 0.0;
    // A cost calibrated from the cluster's measured baseline (core/performance/calibration.h)
    // replaces the a-priori one (it includes whatever checksum work the measurement had).
    const double stackCost = p.storageIoCostS > 0 ? p.storageIoCostS
                                                  : c::kVsanIoCostS * (1.0 + (checksum ? c::kVsanChecksumCostShare : 0.0));
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
    // Client-side DOM work per I/O.
    wm.sync.push_back({client->stack, (p.readsPerCycle + p.syncWritesPerCycle) * stackCost, TagRead, 1.0});
    wm.async.push_back({client->stack, p.writesPerCycle * stackCost, TagWrite, 1.0});

    // Reads: one component; RAID 5/6 objects with a lost component rebuild the block from
    // the other members of the stripe (3 reads for 3+1, 4 for 4+2).
    const bool parity = raid.rfind("raid5", 0) == 0 || raid.rfind("raid6", 0) == 0;
    const double width = raid == "raid6-4+2" ? 4.0 : 3.0;
    const double readMult = parity ? 1.0 + lostShare * (width - 1.0) : 1.0;
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
            out.push_back({h.stack, n * stackCost, tag, copyWeight});
            out.push_back({h.cacheTier, n * h.cache.writeS(p.writeKB), tag, copyWeight});
            hop(out, h, n, writeBytes, tag, copyWeight, false);
            if (parity) {
                out.push_back({h.capTier, n * h.cap.readS(p.writeKB), tag, copyWeight});
                hop(out, h, n, writeBytes, tag, copyWeight, true); // old data / parity read back
            }
            // Destage from the cache tier to the capacity tier, with dedupe + compression work.
            wm.async.push_back({h.cacheTier, n * h.cache.readS(p.writeKB), TagBackground, 1.0});
            wm.async.push_back({h.capTier, n * h.cap.writeS(p.writeKB), TagBackground, 1.0});
            wm.async.push_back({h.capWriteRate, n * h.cap.writeRateS(p.writeKB, p.sequential), TagBackground, 1.0});
            if (dedupe)
                wm.async.push_back({h.stack, n * c::kVsanIoCostS * c::kVsanDedupeCostShare, TagBackground, 1.0});
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

void Builder::buildPowerFlex(WorkloadModel& wm, const Cluster& cl)
{
    const Workload& w = *wm.workload;
    const WorkloadProfile& p = wm.profile;
    const Topology& t = m_d.topology;
    const int hostIdx = t.deviceIndex(w.host);
    // SDC ports: the compute node's initiator ports that are cabled and alive.
    std::vector<int> sdc;
    for (int pi : t.devices[hostIdx].ports)
        if (t.ports[pi].spec && t.ports[pi].spec->role == "initiator" && t.isUsed(pi) && !m_f.portFailed(pi))
            sdc.push_back(pi);
    struct Node {
        std::string id;
        std::vector<int> ports;
        int software = -1, drives = -1, writeRate = -1;
        DriveSpec spec;
    };
    std::vector<Node> nodes;
    for (const std::string& m : cl.members) {
        const int di = t.deviceIndex(m);
        if (di < 0 || m_f.deviceFailed(di))
            continue;
        const Device& dev = m_d.design.devices[t.devices[di].designIndex];
        const Model* dm = m_d.catalog->find(propString(dev.config, "drive_model"));
        if (!dm)
            continue;
        Node n;
        n.id = m;
        n.spec = DriveSpec{dm};
        for (int pi : t.devices[di].ports)
            if (t.ports[pi].spec && t.ports[pi].spec->role == "target" && t.isUsed(pi) && !m_f.portFailed(pi))
                n.ports.push_back(pi);
        n.software = center(m + "/sds", "software");
        n.drives = center(m + "/drives", "drives", mva::CenterKind::MultiServer,
                          int(propNumber(dev.config, "drives", 1)) * n.spec.parallelism());
        n.writeRate = writeRate(m + "/drives", int(propNumber(dev.config, "drives", 1)));
        nodes.push_back(n);
    }
    wm.paths = int(sdc.size() * nodes.size());
    if (sdc.empty() || nodes.size() < 2) {
        wm.reachable = false;
        wm.status = sdc.empty() ? "no surviving SDC port on " + w.host : "PowerFlex " + cl.id + " has fewer than 2 SDS nodes left";
        return;
    }
    note("PowerFlex SDS software cost per I/O: kPowerFlexSdsIoCostS (assumed)");
    const double share = 1.0 / nodes.size();
    auto io = [&](std::vector<Contribution>& out, double count, double kb, bool write, Tag tag) {
        if (count <= 0)
            return;
        const double bytes = kb * c::kBytesPerIoKB;
        for (int pi : sdc)
            out.push_back({portCenter(pi, !write), count / sdc.size() * bytes / (portPayloadMBps(m_d, pi) * c::kBytesPerMB), tag, 1.0});
        // Writes: primary SDS, then its mirror on a second node before the acknowledgement
        // (hardware-facts.md: 2 copies on two SDS nodes), in series.
        const double copies = write ? 2.0 : 1.0;
        for (const Node& n : nodes) {
            const double k = count * share * copies;
            for (int pi : n.ports)
                out.push_back({portCenter(pi, write), k / n.ports.size() * bytes / (portPayloadMBps(m_d, pi) * c::kBytesPerMB), tag, 1.0});
            out.push_back({n.software, k * c::kPowerFlexSdsIoCostS, tag, 1.0});
            out.push_back({n.drives, k * (write ? n.spec.writeS(kb) : n.spec.readS(kb)), tag, 1.0});
            if (write)
                out.push_back({n.writeRate, k * n.spec.writeRateS(kb, p.sequential), tag, 1.0});
        }
    };
    io(wm.sync, p.readsPerCycle, p.readKB, false, TagRead);
    io(wm.sync, p.syncWritesPerCycle, p.writeKB, true, TagWrite);
    io(wm.async, p.writesPerCycle, p.writeKB, true, TagWrite);
}

std::vector<std::string> selectedWorkloads(const LoadedDesign& d, const PerformanceOptions& o, std::string& useCase)
{
    useCase.clear();
    if (!o.workloads.empty())
        return o.workloads;
    useCase = o.useCase.empty() ? defaultUseCase(d.design) : o.useCase;
    std::vector<std::string> ids;
    if (!useCase.empty()) {
        if (const UseCase* uc = d.design.useCase(useCase))
            ids = uc->workloads;
        return ids;
    }
    for (const Workload& w : d.design.workloads)
        if (!isBackupStream(w))
            ids.push_back(w.id);
    return ids;
}

} // namespace

std::string defaultUseCase(const Design& design)
{
    for (const UseCase& uc : design.useCases)
        for (const std::string& id : uc.workloads)
            if (const Workload* w = design.workload(id); w && !isBackupStream(*w))
                return uc.id;
    return {};
}

double serviceLevelTargetMs(const LoadedDesign& d, const std::string& storage, const std::string& level)
{
    if (level.empty())
        return 0.0;
    const int di = d.topology.deviceIndex(storage);
    if (di < 0)
        return 0.0;
    return d.topology.devices[di].model->paramOr("slo_" + level + "_ms", 0.0);
}

std::vector<std::string> unknownPerformanceFailures(const LoadedDesign& d, const std::vector<std::string>& failed)
{
    std::vector<std::string> out;
    for (const std::string& id : failed) {
        bool known = d.topology.deviceIndex(id) >= 0 || d.topology.portIndex(id) >= 0 || d.design.site(id) || d.design.cluster(id);
        for (const Link& l : d.design.links)
            known = known || l.id() == id;
        const auto slash = id.find('/');
        if (!known && slash != std::string::npos) {
            const int di = d.topology.deviceIndex(id.substr(0, slash));
            const std::string rest = id.substr(slash + 1);
            if (di >= 0) {
                if (d.topology.devices[di].model->component(rest))
                    known = true;
                else if (rest.rfind("dg-", 0) == 0) {
                    const int n = std::atoi(rest.c_str() + 3);
                    const Device& dev = d.design.devices[d.topology.devices[di].designIndex];
                    known = n >= 1 && n <= int(propNumber(dev.config, "disk_groups", 0));
                }
            }
        }
        if (!known)
            out.push_back(id);
    }
    return out;
}

PerformanceResult simulatePerformance(const LoadedDesign& d, const PerformanceOptions& o)
{
    const AnalysisResult analysis = analyze(d, FailureSet{o.failed});
    return simulatePerformance(d, o, analysis);
}

namespace {

// The response-time law of the calibration (core/performance/calibration.h): the workloads
// whose baseline fixes their throughput but not their concurrency are solved open at the
// measured rate in the use case they were measured in, on the healthy design, and the
// model's residence per cycle there fixes their users (or the delay outside the model).
void applyResponseTimeLaw(const LoadedDesign& d, const PerformanceOptions& o, const AnalysisResult& analysis,
                          std::vector<WorkloadModel>& models)
{
    std::vector<std::string> useCases;
    for (const WorkloadModel& wm : models)
        if (wm.profile.needsConcurrency
            && std::find(useCases.begin(), useCases.end(), wm.profile.measuredUseCase) == useCases.end())
            useCases.push_back(wm.profile.measuredUseCase);
    if (useCases.empty())
        return;
    std::optional<AnalysisResult> healthy;
    if (!o.failed.empty())
        healthy = analyze(d, FailureSet{});
    for (const std::string& uc : useCases) {
        PerformanceOptions bo;
        bo.useCase = uc;
        bo.solver = o.solver;
        bo.overrides = o.overrides;
        bo.openAtMeasuredRates = true;
        const PerformanceResult base = simulatePerformance(d, bo, healthy ? *healthy : analysis);
        for (WorkloadModel& wm : models) {
            if (!wm.profile.needsConcurrency || wm.profile.measuredUseCase != uc)
                continue;
            double r = 0.0;
            for (const WorkloadPerformance& w : base.workloads)
                if (w.id == wm.workload->id && w.reachable)
                    r = w.cycleResponseS;
            for (const PerformanceFinding& f : base.findings)
                if (f.code == "not-converged")
                    r = 0.0; // saturated at the measured rate: no residence to take
            calibrateConcurrency(wm.profile, r);
        }
    }
}

} // namespace

PerformanceResult simulatePerformance(const LoadedDesign& d, const PerformanceOptions& o, const AnalysisResult& analysis)
{
    PerformanceResult res;
    res.failed = o.failed;
    for (const std::string& u : unknownPerformanceFailures(d, o.failed))
        res.findings.push_back({"error", "unknown-failure", "failure target '" + u + "' names nothing in the design", {u}});
    // Flows the graph analysis left out (FlowAnalyzer::kMaxTracedPairs): their workloads are
    // simulated without knowing whether a path survives.
    for (const Finding& x : analysis.findings)
        if (x.code == "path-limit")
            res.findings.push_back({"error", x.code,
                                    x.message + "; the workloads of those hosts are simulated as if their storage were reachable",
                                    x.ids});
    const Failures f(d, o.failed);
    Builder b(d, f, analysis);
    std::vector<WorkloadModel> models;
    for (const std::string& id : selectedWorkloads(d, o, res.useCase)) {
        const Workload* w = d.design.workload(id);
        if (!w)
            continue;
        WorkloadModel wm;
        wm.workload = w;
        wm.profile = resolveProfile(d.design, *w, o.usersOverride);
        if (wm.profile.kind == "backup" || wm.profile.kind == "restore")
            continue;
        if (!o.ignoreBaselines)
            calibrateProfile(d, *w, wm.profile);
        if (o.usersOverride > 0)
            wm.profile.needsConcurrency = false; // the users are given
        if (o.openAtMeasuredRates && wm.profile.needsConcurrency) {
            wm.profile.closed = false;
            wm.profile.openCyclesPerS = wm.profile.measuredCyclesPerS;
            wm.profile.needsConcurrency = false;
        }
        b.build(wm);
        models.push_back(std::move(wm));
    }
    applyResponseTimeLaw(d, o, analysis, models);
    // Classes: per workload a synchronous class (closed: users; open: its rate) and an
    // open class for the asynchronous writes, whose rate follows the synchronous throughput.
    for (WorkloadModel& wm : models) {
        if (!wm.reachable)
            continue;
        mva::ClassSpec cs;
        cs.name = wm.workload->id;
        cs.open = !wm.profile.closed;
        cs.population = wm.profile.users;
        cs.thinkS = wm.profile.thinkS;
        cs.arrivalPerS = wm.profile.openCyclesPerS;
        b.net.classes.push_back(cs);
        wm.syncClass = int(b.net.classes.size()) - 1;
        for (const Contribution& ct : wm.sync)
            if (ct.demandS > 0)
                b.net.addDemand(wm.syncClass, ct.center, ct.demandS);
        mva::ClassSpec as;
        as.name = wm.workload->id + ":async";
        as.open = true;
        b.net.classes.push_back(as);
        wm.asyncClass = int(b.net.classes.size()) - 1;
        for (const Contribution& ct : wm.async)
            if (ct.demandS > 0)
                b.net.addDemand(wm.asyncClass, ct.center, ct.demandS);
    }
    mva::Solution sol;
    if (!b.net.classes.empty()) {
        // Fixed point: asynchronous rate = synchronous throughput (cycles/s), damped.
        // The iterations use the fast Schweitzer-Bard solver with a looser tolerance; the
        // final solve below uses the requested solver (exact / Linearizer) at the fixed point.
        mva::Options fast = o.solver;
        fast.forceApproximate = true;
        fast.linearizerMaxClasses = 0;
        fast.tolerance = 1e-6;
        std::vector<double> x(models.size(), 0.0);
        bool settled = false;
        for (int it = 0; it < c::kAsyncFixedPointIterations && !settled; ++it) {
            for (size_t i = 0; i < models.size(); ++i)
                if (models[i].asyncClass >= 0)
                    b.net.classes[models[i].asyncClass].arrivalPerS = x[i];
            sol = mva::solve(b.net, fast);
            settled = it > 0;
            for (size_t i = 0; i < models.size(); ++i) {
                if (models[i].syncClass < 0)
                    continue;
                const double nx = sol.throughput[models[i].syncClass];
                const double next = it == 0 ? nx : 0.5 * (x[i] + nx);
                if (std::abs(next - x[i]) > 1e-4 * std::max(1.0, nx))
                    settled = false;
                x[i] = next;
            }
        }
        for (size_t i = 0; i < models.size(); ++i)
            if (models[i].asyncClass >= 0)
                b.net.classes[models[i].asyncClass].arrivalPerS = x[i];
        mva::Options final = o.solver;
        final.tolerance = std::max(final.tolerance, 1e-6); // 1e-6 of a queue length: far below the model's accuracy
        sol = mva::solve(b.net, final);
        res.converged = settled && sol.converged;
        res.method = sol.method;
        if (!settled)
            res.findings.push_back({"warning", "not-converged",
                                    "the asynchronous-write fixed point did not settle; results are approximate", {}});
        if (!sol.converged)
            res.findings.push_back({"warning", "not-converged",
                                    sol.saturated ? "a center is saturated by asynchronous writes or open load"
                                                  : "the approximate MVA hit its iteration limit",
                                    {}});
    }
    // Per-tag residence of a class: a merged visit's residence split by demand share.
    auto tagResidence = [&](int cls, const std::vector<Contribution>& parts, Tag tag) {
        if (cls < 0)
            return 0.0;
        const mva::ClassSpec& cs = b.net.classes[cls];
        double sum = 0.0;
        for (const Contribution& ct : parts) {
            if (ct.tag != tag || ct.demandS <= 0)
                continue;
            for (size_t j = 0; j < cs.visits.size(); ++j)
                if (cs.visits[j].center == ct.center && cs.visits[j].demandS > 0)
                    sum += sol.residenceS[cls][j] * ct.demandS / cs.visits[j].demandS * ct.latencyWeight;
        }
        return sum;
    };
    for (WorkloadModel& wm : models) {
        WorkloadPerformance wp;
        wp.id = wm.workload->id;
        wp.storage = wm.workload->storage;
        wp.reachable = wm.reachable;
        wp.status = wm.status;
        wp.paths = wm.paths;
        wp.users = wm.profile.declaredUsers;
        wp.profile = wm.profile;
        wp.serviceLevel = wm.profile.serviceLevel;
        wp.targetMs = serviceLevelTargetMs(d, wp.storage, wp.serviceLevel);
        if (!wm.reachable) {
            res.findings.push_back({"error", "unreachable", wp.id + ": " + wm.status, {wp.id}});
            res.workloads.push_back(wp);
            continue;
        }
        const WorkloadProfile& p = wm.profile;
        const double x = sol.throughput[wm.syncClass];
        // Asynchronous writes at the rate their class was solved with (the fixed point above),
        // so that the reported writes are the load they put on the centers; the requested
        // solver may settle up to about 1 % away from the Schweitzer-Bard fixed point.
        const double asyncCycles = wm.asyncClass >= 0 ? b.net.classes[wm.asyncClass].arrivalPerS : x;
        wp.readIops = x * p.readsPerCycle;
        wp.writeIops = x * p.syncWritesPerCycle + asyncCycles * p.writesPerCycle;
        wp.iops = wp.readIops + wp.writeIops;
        wp.mbps = (wp.readIops * p.readKB + wp.writeIops * p.writeKB) * c::kBytesPerIoKB / c::kBytesPerMB;
        if (p.readsPerCycle > 0)
            wp.readLatencyMs = tagResidence(wm.syncClass, wm.sync, TagRead) / p.readsPerCycle * 1000.0;
        const double syncW = tagResidence(wm.syncClass, wm.sync, TagWrite);
        const double asyncW = tagResidence(wm.asyncClass, wm.async, TagWrite);
        const double writesPerCycle = p.syncWritesPerCycle + p.writesPerCycle;
        if (writesPerCycle > 0)
            wp.writeLatencyMs = (syncW + asyncW) / writesPerCycle * 1000.0;
        wp.tpm = x * p.txnPerCycle * 60.0 * p.tpmCounterPerTxn;
        wp.nopm = x * p.txnPerCycle * 60.0 * p.nopmPerTpm;
        wp.basis = p.basis;
        for (double r : sol.residenceS[wm.syncClass])
            wp.cycleResponseS += r;
        if (wm.cpuCenter >= 0)
            wp.cpuUtilization = sol.utilization[wm.cpuCenter];
        double worst = -1;
        for (const Contribution& ct : wm.sync)
            if (sol.utilization[ct.center] > worst) {
                worst = sol.utilization[ct.center];
                wp.bottleneck = b.net.centers[ct.center].name;
            }
        const double worstLatency = std::max(wp.readLatencyMs, wp.writeLatencyMs);
        if (wp.targetMs > 0 && p.kind != "dss" && worstLatency > wp.targetMs)
            res.findings.push_back({"warning", "slo-missed",
                                    wp.id + ": predicted latency " + fmt(worstLatency, 3) + " ms exceeds the " + wp.serviceLevel
                                        + " service level target " + fmt(wp.targetMs, 3) + " ms",
                                    {wp.id, wp.storage}});
        else if (wp.targetMs > 0 && p.kind == "dss" && wp.readLatencyMs > wp.targetMs)
            res.findings.push_back({"warning", "slo-missed",
                                    wp.id + ": predicted read latency " + fmt(wp.readLatencyMs, 3) + " ms exceeds the "
                                        + wp.serviceLevel + " target " + fmt(wp.targetMs, 3) + " ms",
                                    {wp.id, wp.storage}});
        res.workloads.push_back(wp);
    }
    for (size_t k = 0; k < b.net.centers.size(); ++k) {
        CenterPerformance cp;
        cp.id = b.net.centers[k].name;
        cp.kind = b.kinds[k];
        cp.servers = b.net.centers[k].kind == mva::CenterKind::MultiServer ? b.net.centers[k].servers : 1;
        cp.utilization = sol.utilization.empty() ? 0.0 : sol.utilization[k];
        cp.queueLength = sol.centerQueue.empty() ? 0.0 : sol.centerQueue[k];
        if (b.net.centers[k].kind == mva::CenterKind::Delay)
            cp.utilization = 0.0;
        res.centers.push_back(cp);
        if (cp.utilization >= c::kSaturatedUtilization)
            res.findings.push_back({"warning", "saturated",
                                    cp.id + " is " + fmt(cp.utilization * 100, 1) + " % busy: "
                                        + (cp.kind == "cpu" ? "the vCPUs limit the workload (more users only add queueing)"
                                                            : "latency there grows steeply"),
                                    {cp.id}});
    }
    std::stable_sort(res.centers.begin(), res.centers.end(),
                     [](const CenterPerformance& a, const CenterPerformance& b2) { return a.utilization > b2.utilization; });
    if (!res.centers.empty())
        res.bottleneck = res.centers.front().id;
    for (const WorkloadModel& wm : models) {
        for (const std::string& n : wm.profile.notes)
            res.notes.push_back(wm.workload->id + ": " + n);
        res.parameters.insert(res.parameters.end(), wm.profile.measuredParameters.begin(), wm.profile.measuredParameters.end());
    }
    res.notes.insert(res.notes.end(), b.notes.begin(), b.notes.end());
    res.notes.push_back("array routes: the surviving paths of the graph analysis (core/analysis.h) in the storage group's "
                        "port group; switch hops and inter-switch links are not queueing centers");
    return res;
}

std::vector<LoadPoint> latencyCurve(const LoadedDesign& d, const PerformanceOptions& o, const std::string& workload,
                                    const std::vector<double>& users)
{
    std::vector<LoadPoint> out;
    for (double u : users) {
        PerformanceOptions oo = o;
        oo.usersOverride = u;
        const PerformanceResult r = simulatePerformance(d, oo);
        LoadPoint lp;
        lp.users = u;
        double readW = 0, writeW = 0;
        for (const WorkloadPerformance& wp : r.workloads) {
            if (!workload.empty() && wp.id != workload)
                continue;
            lp.iops += wp.iops;
            lp.tpm += wp.tpm;
            lp.readLatencyMs += wp.readLatencyMs * wp.readIops;
            lp.writeLatencyMs += wp.writeLatencyMs * wp.writeIops;
            readW += wp.readIops;
            writeW += wp.writeIops;
        }
        lp.readLatencyMs = readW > 0 ? lp.readLatencyMs / readW : 0.0;
        lp.writeLatencyMs = writeW > 0 ? lp.writeLatencyMs / writeW : 0.0;
        out.push_back(lp);
    }
    return out;
}

} // namespace topoplan::core
