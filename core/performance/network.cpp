#include "core/performance/network.h"

#include "core/analysis.h"
#include "core/designschema.h"
#include "core/numberformat.h"

#include <algorithm>
#include <cmath>

namespace topoplan::core::perf {

namespace c = constants;

bool isBackupStream(const Workload& w)
{
    const std::string kind = propString(w.profile, "kind", "oltp");
    return kind == "backup" || kind == "restore";
}

std::string fmt(double v, int decimals)
{
    const double f = std::pow(10.0, decimals);
    return formatNumber(std::round(v * f) / f);
}

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

bool fibreChannelProtocol(const LoadedDesign& d, int pi)
{
    const TopoPort& p = d.topology.ports[pi];
    const Device& dev = d.design.devices[d.topology.devices[p.device].designIndex];
    const std::string portName = p.spec ? p.spec->name : std::string();
    for (const Partition& part : dev.partitions)
        if (part.port == portName && (part.function == "fcoe" || part.function == "iscsi"))
            return part.function == "fcoe";
    const std::string family = p.link >= 0 ? d.topology.links[p.link].family : std::string();
    return family == "fc" || (family.empty() && p.spec && p.spec->hasProtocol("fc") && !p.spec->hasProtocol("ethernet"));
}

DriveSpec driveSpec(ParameterContext& params, const Model& m)
{
    DriveSpec d;
    const std::string& scope = m.id;
    // The reasons are templates (context "Finding"): ParameterContext::catalog() nests them.
    d.readLatencyUs = params.catalog("drive-read-latency", scope, m, 100.0, QT_TRANSLATE_NOOP("Finding", "assumed 100 us"));
    d.writeLatencyUs = params.catalog("drive-write-latency", scope, m, 50.0, QT_TRANSLATE_NOOP("Finding", "assumed 50 us"));
    d.seqReadMBps = params.catalog("drive-seq-read", scope, m, 500.0, QT_TRANSLATE_NOOP("Finding", "assumed 500 MB/s"));
    d.seqWriteMBps = params.catalog("drive-seq-write", scope, m, m.paramOr("seq_read_mb_s", 500.0),
                                    QT_TRANSLATE_NOOP("Finding", "its sequential read rate used"));
    if (m.params.count("write_iops_4k"))
        d.writeIops4k = params.catalog("drive-random-write-iops", scope, m, 0.0, "");
    if (m.params.count("read_iops_4k"))
        d.readIops4k = params.catalog("drive-random-read-iops", scope, m, 0.0, "");
    return d;
}

void Builder::fixedLatency(WorkloadModel& wm, double readTrips, double writeTrips, bool fc)
{
    const WorkloadProfile& p = wm.profile;
    const double hostS = m_params.value("host-io-latency") * 1e-6;
    const double tripS = m_params.value(fc ? "fc-round-trip" : "tcp-round-trip") * 1e-6;
    const int ce = center(wm.workload->id + "/io-latency", "latency", mva::CenterKind::Delay);
    const double readS = hostS + readTrips * tripS, writeS = hostS + writeTrips * tripS;
    wm.sync.push_back({ce, p.readsPerCycle * readS, TagRead, 1.0});
    wm.sync.push_back({ce, p.syncWritesPerCycle * writeS, TagWrite, 1.0});
    wm.async.push_back({ce, p.writesPerCycle * writeS, TagWrite, 1.0});
}

void Builder::build(WorkloadModel& wm)
{
    const Workload& w = *wm.workload;
    const WorkloadProfile& p = wm.profile;
    const Topology& t = m_d.topology;
    const int hostIdx = t.deviceIndex(w.host);
    if (hostIdx < 0 || m_f.deviceFailed(hostIdx)) {
        wm.unreachable(findingText(QT_TRANSLATE_NOOP("Finding", "host %1 failed"), {idArg(w.host)}));
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
                wm.unreachable(flow.statusText.empty() ? findingText("%1", {idArg(flow.status)}) : flow.statusText);
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
        wm.unreachable(findingText(QT_TRANSLATE_NOOP("Finding", "storage %1 is not an array or cluster this model simulates"),
                                   {idArg(w.storage)}));
        return;
    }
    if (m_f.deviceFailed(arrayIdx)) {
        wm.unreachable(findingText(QT_TRANSLATE_NOOP("Finding", "array %1 failed"), {idArg(w.storage)}));
        return;
    }
    buildArray(wm, arrayIdx);
}

} // namespace topoplan::core::perf
