#include "core/performance/network.h"

#include "core/analysis.h"
#include "core/designschema.h"

#include <algorithm>
#include <cmath>

namespace topoplan::core::perf {

namespace c = constants;

namespace {

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

} // namespace

void Builder::buildArray(WorkloadModel& wm, int arrayIdx)
{
    const Workload& w = *wm.workload;
    const WorkloadProfile& p = wm.profile;
    const Topology& t = m_d.topology;
    const ArrayRoute route = arrayRoute(m_d, m_f, m_analysis, w, arrayIdx);
    wm.paths = route.paths;
    if (route.paths == 0) {
        // A flow that never had a cabled pair says why (its status: "no cable to pmax: ..."),
        // not "no surviving path" (issue 16: simulate on a design without cables).
        for (const FlowResult& flow : m_analysis.flows)
            if (flow.kind == "storage" && flow.source == w.host && flow.destination == w.storage && flow.designedPairs == 0
                && !flow.statusText.empty()
                && std::find(flow.workloads.begin(), flow.workloads.end(), w.id) != flow.workloads.end()) {
                wm.unreachable(findingText(QT_TRANSLATE_NOOP("Finding", "no storage path from %1 to %2: %3"),
                                           {idArg(w.host), idArg(w.storage), textArg(flow.statusText)}));
                return;
            }
        wm.unreachable(findingText(QT_TRANSLATE_NOOP("Finding", "no surviving path from %1 to %2"), {idArg(w.host), idArg(w.storage)}));
        return;
    }
    const TopoDevice& arr = t.devices[arrayIdx];
    const Device& dev = m_d.design.devices[arr.designIndex];
    if (arr.model->paramOr("director_io_cost_us", 0.0) <= 0)
        note(arr.model->id + " has no director_io_cost_us: kDefaultControllerIoCostS applied");
    const double costS = m_params.catalog("director-io-cost", arr.id, *arr.model, c::kDefaultControllerIoCostS * 1e6,
                                          QT_TRANSLATE_NOOP("Finding", "kDefaultControllerIoCostS, assumed 10 us (about 100,000 small I/Os per "
                                                                       "second per controller)"))
        * 1e-6;

    // Front end: one I/O of `kb` on the ports and the controller, split over the paths.
    auto frontEnd = [&](std::vector<Contribution>& out, double count, double kb, Tag tag, bool write) {
        if (count <= 0)
            return;
        const double bytes = kb * c::kBytesPerIoKB;
        // Read data flows target -> initiator, write data initiator -> target.
        // Each port contribution carries the time one transfer holds the port (transferwait.h).
        auto port = [&](int pi, double share, bool inbound) {
            const double transferS = bytes / (portPayloadMBps(m_d, pi) * c::kBytesPerMB);
            out.push_back({portCenter(pi, inbound), count * share * transferS, tag, 1.0, transferS});
        };
        for (const auto& [pi, share] : route.initiators)
            port(pi, share, !write);
        for (const auto& [pi, share] : route.targets)
            port(pi, share, write);
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
        ssdShare = dataGB > 0 ? std::min(1.0, ssdGB / dataGB) : m_params.value("ssd-tier-share", dev.id);
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
    // An array without `drives` has no drive pool (not one drive by default): its workloads
    // are withheld below with "no drives configured", with no drive centers to saturate.
    if (hdd && ssdShare < 1.0 && propNumber(dev.config, "drives", 0) > 0) {
        const DriveSpec ds = driveSpec(m_params, *hdd);
        pools.push_back({center(dev.id + "/drives", "drives", mva::CenterKind::MultiServer, drives * ds.parallelism()), ds,
                         1.0 - ssdShare, writeRate(dev.id + "/drives", drives)});
    }
    if (ssd && ssdShare > 0.0) {
        const DriveSpec ds = driveSpec(m_params, *ssd);
        pools.push_back({center(dev.id + "/ssd-tier", "drives", mva::CenterKind::MultiServer, ssds * ds.parallelism()), ds, ssdShare,
                         writeRate(dev.id + "/ssd-tier", ssds)});
    }
    if (pools.empty()) {
        // No back end: the workload's I/Os would be served by the front end alone (0.07 ms
        // on a PowerMax without drives): no figure is predicted (designchecks.cpp warns too).
        bool anyDrives = false;
        for (const char* key : {"drives", "ssd_drives", "drives_per_group"})
            anyDrives = anyDrives || propNumber(dev.config, key) > 0.0;
        wm.withheld = anyDrives ? findingText(QT_TRANSLATE_NOOP("Finding", "%1 has drives but no drive_model: its back end is not modelled "
                                                                          "(set config drive_model to a catalog drive)"),
                                              {idArg(dev.id)})
                                : findingText(QT_TRANSLATE_NOOP("Finding", "%1 has no drives configured: set config drives, drive_model and raid"),
                                              {idArg(dev.id)});
        note(dev.id + ": no drive model, back end not modelled");
    }
    // Array read cache: a read that hits it skips the drives. Assumed 0 at the point, up to the
    // uniform-access bound min(1, cache / data of the array's workloads) (parameters.cpp,
    // array-read-cache-hit); without a cache size or data size, no range.
    double readHit = 0.0;
    {
        const double cacheGB = propNumber(dev.config, "cache_gb", arr.model->paramOr("cache_gb", 0.0));
        double dataGB = 0.0;
        for (const Workload& o : m_d.design.workloads)
            if (o.storage == dev.id && !isBackupStream(o))
                dataGB += propNumber(o.profile, "database_gb", 0.0);
        if (const ParameterSpec* spec = findParameterSpec("array-read-cache-hit"); spec && cacheGB > 0 && dataGB > 0) {
            Parameter hit;
            hit.id = dev.id + "/array-read-cache-hit";
            hit.label = spec->label;
            hit.unit = spec->unit;
            hit.value = spec->value;
            hit.low = spec->low;
            hit.high = lruHitRatio(cacheGB, dataGB);
            hit.basis = spec->basis;
            hit.basisTemplate = findingText(QT_TRANSLATE_NOOP("Finding", "%1. %2: %3 cache / %4 of workload data"),
                                            {textArg(findingText(spec->basisText)), idArg(dev.id), numberArg(std::round(cacheGB), 0, " GB"),
                                             numberArg(std::round(dataGB), 0, " GB")});
            hit.basisText = englishText(hit.basisTemplate);
            readHit = std::clamp(m_params.use(hit), 0.0, 1.0);
        }
        note(dev.id + ": array read cache hits " + fmt(readHit * 100, 1)
             + " % (array-read-cache-hit, assumed; reads that hit skip the drives)");
    }

    // One protocol round trip per I/O (command, data, status of one exchange), FC when the
    // initiators reach the array over Fibre Channel (FCoE included), else TCP/IP (iSCSI).
    bool fc = !route.initiators.empty();
    for (const auto& [pi, share] : route.initiators)
        fc = fc && fibreChannelProtocol(m_d, pi);
    fixedLatency(wm, 1.0, 1.0, fc);

    const double rd = p.readsPerCycle, syncW = p.syncWritesPerCycle, asyncW = p.writesPerCycle;
    frontEnd(wm.sync, rd, p.readKB, TagRead, false);
    frontEnd(wm.sync, syncW, p.writeKB, TagWrite, true);
    frontEnd(wm.async, asyncW, p.writeKB, TagWrite, true);
    for (const Pool& pool : pools) {
        wm.sync.push_back({pool.center, rd * (1.0 - readHit) * pool.share * pool.spec.readS(p.readKB), TagRead, 1.0});
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

} // namespace topoplan::core::perf
