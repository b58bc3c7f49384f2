#include "core/performance/network.h"

#include "core/designschema.h"

#include <algorithm>
#include <cmath>

namespace topoplan::core::perf {

namespace c = constants;

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
        n.spec = driveSpec(m_params, *dm);
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
        wm.unreachable(sdc.empty() ? findingText(QT_TRANSLATE_NOOP("Finding", "no surviving SDC port on %1"), {idArg(w.host)})
                                   : findingText(QT_TRANSLATE_NOOP("Finding", "PowerFlex %1 has fewer than 2 SDS nodes left"), {idArg(cl.id)}));
        return;
    }
    note("PowerFlex SDS software cost per I/O: kPowerFlexSdsIoCostS (assumed)");
    const double sdsCostS = m_params.value("powerflex-sds-io-cost") * 1e-6;
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
            out.push_back({n.software, k * sdsCostS, tag, 1.0});
            out.push_back({n.drives, k * (write ? n.spec.writeS(kb) : n.spec.readS(kb)), tag, 1.0});
            if (write)
                out.push_back({n.writeRate, k * n.spec.writeRateS(kb, p.sequential), tag, 1.0});
        }
    };
    // Fixed latency: a TCP round trip SDC -> SDS per read; a write goes to the primary SDS,
    // which forwards it to its mirror before the acknowledgement: two in series.
    fixedLatency(wm, 1.0, 2.0, false);
    io(wm.sync, p.readsPerCycle, p.readKB, false, TagRead);
    io(wm.sync, p.syncWritesPerCycle, p.writeKB, true, TagWrite);
    io(wm.async, p.writesPerCycle, p.writeKB, true, TagWrite);
}

} // namespace topoplan::core::perf
