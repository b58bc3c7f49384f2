#pragma once
// Internal to the performance model (core/performance/): the queueing network of a design
// under a failure set, built per storage kind (array.cpp, vsan.cpp, powerflex.cpp) by the
// common Builder (network.cpp) and solved by simulate.cpp. Not a public header: app/,
// models/, widgets/ and tests/ use core/performance.h.

#include "core/performance.h"

#include "core/modelconstants.h"
#include "core/performance/parameters.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace topoplan::core::perf {

/// Backup and restore streams are evaluated by core/performance/backup.h, not as classes.
bool isBackupStream(const Workload& w);

/// `v` rounded to `decimals` and formatted (formatNumber) for messages.
std::string fmt(double v, int decimals = 2);

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
double portPayloadMBps(const LoadedDesign& d, int pi);

// The port carries its storage traffic as Fibre Channel exchanges: an FC link, or an FCoE
// partition of an Ethernet port (the same rules as portPayloadMBps); else TCP/IP (iSCSI).
bool fibreChannelProtocol(const LoadedDesign& d, int pi);

// ---------------------------------------------------------------------------------------
// Drive service times.
// ---------------------------------------------------------------------------------------
struct DriveSpec {
    double readLatencyUs = 100.0;  ///< catalog read_latency_us
    double writeLatencyUs = 50.0;  ///< catalog write_latency_us
    double seqReadMBps = 500.0;    ///< catalog seq_read_mb_s
    double seqWriteMBps = 500.0;   ///< catalog seq_write_mb_s (else the read rate)
    double writeIops4k = 0.0;      ///< catalog write_iops_4k, 0 = not given
    double readIops4k = 0.0;       ///< catalog read_iops_4k, 0 = not given

    double readS(double kb) const
    {
        return readLatencyUs * 1e-6 + kb * constants::kBytesPerIoKB / (seqReadMBps * constants::kBytesPerMB);
    }
    double writeS(double kb) const
    {
        return writeLatencyUs * 1e-6 + kb * constants::kBytesPerIoKB / (seqWriteMBps * constants::kBytesPerMB);
    }
    // Drive time per random write on one drive's random-write rate: the datasheet's
    // steady-state 4 KiB random-write IOPS (write_iops_4k; an I/O of kb KiB programs kb / 4 of
    // them). Flash drives acknowledge a write in microseconds but sustain far fewer random
    // writes than reads (Intel P4500: 62.5K vs 645K 4K IOPS; HGST SSD400M: 24K vs 56K,
    // hardware-facts.md), so the write rate is its own center (one server per drive) beside
    // the latency pool. 0 for sequential writes (full stripes, logs, DSS) or without the figure.
    double writeRateS(double kb, bool sequential) const
    {
        return sequential || writeIops4k <= 0 ? 0.0 : std::max(1.0, kb / 4.0) / writeIops4k;
    }
    // Internal parallelism: Little's law on the datasheet, IOPS x latency (a spinning drive: 1).
    int parallelism() const
    {
        return std::max(1, int(std::lround(readIops4k * readLatencyUs * 1e-6)));
    }
};

/// The drive figures of catalog model `m` read through `params` (parameters.cpp: catalog
/// values with their relative ranges, scoped by the drive model's id; the fallbacks are
/// assumed: 100 us read, 50 us write, 500 MB/s when the catalog gives none).
DriveSpec driveSpec(ParameterContext& params, const Model& m);

enum Tag { TagCpu = 0, TagRead = 1, TagWrite = 2, TagBackground = 3 };

// One demand of a class on a center, with what kind of latency it belongs to.
struct Contribution {
    int center = -1;
    double demandS = 0.0;
    Tag tag = TagRead;
    double latencyWeight = 1.0; ///< parallel replica writes: 1 / copies
    /// At a port direction: the time one transfer holds it, s (bytes / payload rate), for the
    /// head-of-line waits behind larger transfers (transferwait.h); 0: not a transfer.
    double transferS = 0.0;
};

struct WorkloadModel {
    const Workload* workload = nullptr;
    WorkloadProfile profile;
    bool reachable = true;
    std::string status = "ok";
    FindingText statusText; ///< `status` as a translatable template (empty for "ok")
    int paths = 0;
    int cpuCenter = -1;
    std::vector<Contribution> sync;  ///< per cycle, waited for by the user (closed class or the open class)
    std::vector<Contribution> async; ///< per cycle, asynchronous writes and destage
    int syncClass = -1;
    int asyncClass = -1;
    /// Not empty: no figures are predicted, and why (WorkloadPerformance::withheld); a
    /// workload withheld while the network is built (no back end) gets no class.
    FindingText withheld;

    /// Marks the workload unreachable for the reason `why` (status: its English).
    void unreachable(FindingText why)
    {
        reachable = false;
        status = englishText(why);
        statusText = std::move(why);
    }
};

class Builder {
public:
    Builder(const LoadedDesign& d, const Failures& f, const AnalysisResult& a, ParameterContext& params)
        : m_d(d), m_f(f), m_analysis(a), m_params(params)
    {
    }

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
    // Fixed latency per I/O that no center queues for: the host I/O stack once per I/O
    // (`host-io-latency`: guest kernel, virtual adapter, hypervisor, HBA / NIC driver) plus
    // `readTrips` / `writeTrips` protocol round trips of the storage network (`fc`: Fibre
    // Channel exchange, `fc-round-trip`; else TCP/IP, `tcp-round-trip`). One delay center per
    // workload ("<workload>/io-latency"), in the read and write latencies and the cycle time.
    void fixedLatency(WorkloadModel& wm, double readTrips, double writeTrips, bool fc);
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
    ParameterContext& m_params;
    std::map<std::string, int> m_index;
};

} // namespace topoplan::core::perf
