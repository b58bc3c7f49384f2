#include "core/flowsupport.h"

#include "core/flowanalyzer.h"
#include "core/modelconstants.h"
#include "core/units.h"

#include <algorithm>
#include <iterator>

namespace topoplan::core::flowsupport {

bool cancelled(const std::atomic<bool>* cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

void sortUnique(std::vector<int>& v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

void append(std::vector<int>& out, const std::vector<int>& more)
{
    out.insert(out.end(), more.begin(), more.end());
}

// NPAR: the partitions of a port with a given function, and their bandwidth share.
double partitionGbps(const Design& design, const Topology& topo, int port, const char* function, std::string* ids)
{
    const TopoPort& tp = topo.ports[port];
    const Device& dev = design.devices[topo.devices[tp.device].designIndex];
    double gbps = 0.0;
    for (int k : tp.partitions) {
        if (dev.partitions[k].function == function) {
            gbps += dev.partitions[k].gbps;
            if (ids)
                *ids += (ids->empty() ? "" : "+") + dev.partitions[k].id;
        }
    }
    return gbps;
}

// Whether an endpoint port may carry a function, honouring NPAR partitions: a
// partitioned port carries only the functions of its partitions.
bool inSeparateFcFabrics(const Design& design, const std::string& a, const std::string& b)
{
    bool inA = false, inB = false;
    for (const Fabric& f : design.fabrics) {
        if (f.kind != "fc")
            continue;
        const bool hasA = std::find(f.ports.begin(), f.ports.end(), a) != f.ports.end();
        const bool hasB = std::find(f.ports.begin(), f.ports.end(), b) != f.ports.end();
        if (hasA && hasB)
            return false;
        inA = inA || hasA;
        inB = inB || hasB;
    }
    return inA && inB;
}

bool portCarries(const Design& design, const Topology& topo, int port, const char* protocol, const char* function)
{
    const TopoPort& tp = topo.ports[port];
    if (!tp.spec->hasProtocol(protocol))
        return false;
    if (tp.partitions.empty() || !function)
        return true;
    return partitionGbps(design, topo, port, function) > 0.0;
}

// Payload MB/s of a link for a traffic class (hardware-facts.md, modelconstants.h).
double linkPayloadMBps(const TopoLink& link, TrafficClass c)
{
    const double gbps = link.speedGbps;
    if (link.family == "fc")
        return gbps == 10.0 ? constants::kFc10PayloadMBps : gbps * constants::kFcPayloadMBpsPerGfc;
    const double line = units::gbpsToMBps(gbps);
    return line * (c == TrafficClass::Fc ? constants::kFcoePayload : constants::kTcpPayloadMtu1500);
}

// Payload MB/s of an endpoint port for a class, NPAR share first.
double portPayloadMBps(const Design& design, const Topology& topo, int port, TrafficClass c, std::string* partition)
{
    const TopoPort& tp = topo.ports[port];
    double gbps = tp.speedGbps;
    if (tp.link >= 0)
        gbps = topo.links[tp.link].speedGbps;
    if (!tp.partitions.empty()) {
        const char* fn = c == TrafficClass::Fc ? "fcoe" : c == TrafficClass::Iscsi ? "iscsi" : "nic";
        const double share = partitionGbps(design, topo, port, fn, partition);
        if (share > 0.0)
            gbps = std::min(gbps, share);
    }
    const bool nativeFc = tp.spec->hasProtocol("fc") && !tp.spec->hasProtocol("ethernet");
    if (nativeFc)
        return gbps == 10.0 ? constants::kFc10PayloadMBps : gbps * constants::kFcPayloadMBpsPerGfc;
    return units::gbpsToMBps(gbps) * (c == TrafficClass::Fc ? constants::kFcoePayload : constants::kTcpPayloadMtu1500);
}

double sharePayloadMBps(const FlowPair& p)
{
    return units::gbpsToMBps(p.shareGbps) * (p.cls == TrafficClass::Fc ? constants::kFcoePayload : constants::kTcpPayloadMtu1500);
}

} // namespace topoplan::core::flowsupport
