// FlowRun, findings: what the analysis reports to the user (docs/analysis-json.md
// "FINDING"): unreachable storage, single points of failure, endpoints, fewer paths than
// required, saturated links and ports, asymmetric fabrics, failed disk groups.
#include "core/flowrun.h"

#include "core/flowsupport.h"
#include "core/modelconstants.h"
#include "core/yamlsupport.h"

#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace topoplan::core {

using yamlsupport::formatNumber;

namespace {

std::string percent(double v)
{
    return formatNumber(std::round(v * 1000.0) / 10.0) + " %";
}

std::string mbps(double v)
{
    return formatNumber(std::round(v)) + " MB/s";
}

} // namespace

void FlowRun::addFindings(AnalysisResult& result) const
{
    const Design& d = m_design.design;
    const Topology& topo = m_design.topology;
    const auto& elements = m_graph.elements();
    auto add = [&](Finding::Severity s, std::string code, std::string message, std::vector<std::string> ids) {
        result.findings.push_back({s, std::move(code), std::move(message), std::move(ids)});
    };
    std::map<std::string, std::vector<std::string>> spofFlows, endpointFlows;
    bool unknownLoad = false;
    for (const FlowResult& fr : result.flows) {
        const std::string what = fr.kind == "storage" ? "storage " + fr.destination + " is unreachable from " + fr.source
            : fr.kind == "backup"                     ? "backup appliance " + fr.destination + " is unreachable from " + fr.source
                                                      : "clients cannot reach database host " + fr.destination;
        if (!fr.reachable)
            add(Finding::Severity::Error, "unreachable", what + ": " + fr.status, {fr.id, fr.source, fr.destination});
        else if (fr.status != "ok")
            add(Finding::Severity::Warning, "degraded", fr.id + ": " + fr.status, {fr.id, fr.destination});
        for (const SpofResult& s : fr.spofs)
            (s.endpoint ? endpointFlows : spofFlows)[s.element].push_back(fr.id);
        if (!fr.offeredKnown && !fr.workloads.empty())
            unknownLoad = true;
    }
    for (const auto& [element, flows] : spofFlows) {
        std::string list;
        for (const std::string& f : flows)
            list += (list.empty() ? "" : ", ") + f;
        std::vector<std::string> ids{element};
        ids.insert(ids.end(), flows.begin(), flows.end());
        add(Finding::Severity::Warning, "spof", "single point of failure: losing " + element + " breaks " + list, ids);
    }
    for (const auto& [element, flows] : endpointFlows) {
        std::string list;
        for (const std::string& f : flows)
            list += (list.empty() ? "" : ", ") + f;
        std::vector<std::string> ids{element};
        ids.insert(ids.end(), flows.begin(), flows.end());
        add(Finding::Severity::Info, "endpoint",
            "flow endpoint: " + element + " is (or holds) the single source or destination of " + list
                + "; its loss stops these flows by design, no path redundancy can cover it",
            ids);
    }
    if (propHas(d.requirements, "min_paths")) {
        const int minPaths = int(propNumber(d.requirements, "min_paths"));
        for (const FlowResult& fr : result.flows)
            if (fr.kind == "storage" && fr.reachable && int(fr.paths.size()) < minPaths
                && !d.cluster(fr.destination))
                add(Finding::Severity::Warning, "min-paths",
                    fr.source + " has " + std::to_string(fr.paths.size()) + " paths to " + fr.destination
                        + ", fewer than the design's requirement min_paths: " + std::to_string(minPaths),
                    {fr.id, fr.source, fr.destination});
    }
    // Per direction (full duplex, LinkLoad): the busier direction is named with its load;
    // the other direction's load is given beside it, never added to it.
    for (const LinkLoad& ll : result.links)
        if (ll.utilization > constants::kSaturatedUtilization) {
            const std::size_t cut = ll.link.find(" -- ");
            const std::string a = ll.link.substr(0, cut), b = cut == std::string::npos ? std::string() : ll.link.substr(cut + 4);
            const bool aToB = ll.loadAtoBMBps >= ll.loadBtoAMBps;
            add(Finding::Severity::Warning, "saturated",
                "link " + ll.link + " is " + percent(ll.utilization) + " busy from " + (aToB ? a : b) + " to " + (aToB ? b : a) + " ("
                    + mbps(ll.loadMBps) + " of " + mbps(ll.capacityMBps) + " per direction; the other direction carries "
                    + mbps(aToB ? ll.loadBtoAMBps : ll.loadAtoBMBps) + "); above 90 %, Topoplan's saturation policy (modelconstants.h)",
                {ll.link});
        }
    for (const PortLoad& pl : result.ports)
        if (pl.utilization > constants::kSaturatedUtilization)
            add(Finding::Severity::Warning, "saturated",
                "port " + pl.port + (pl.partition.empty() ? "" : " (NPAR " + pl.partition + ")") + " is " + percent(pl.utilization)
                    + " busy " + (pl.outMBps >= pl.inMBps ? "sending" : "receiving") + " (" + mbps(pl.loadMBps) + " of "
                    + mbps(pl.capacityMBps) + " per direction; " + (pl.outMBps >= pl.inMBps ? "received " : "sent ")
                    + mbps(pl.outMBps >= pl.inMBps ? pl.inMBps : pl.outMBps)
                    + "); above 90 %, Topoplan's saturation policy (modelconstants.h)",
                {pl.port});
    // Asymmetric dual fabrics: design fabrics of the same kind named as a pair (san-a /
    // san-b, fabric-1 / fabric-2) whose cabling differs: initiator and target ports as
    // cabled (the declared ports that have a cable, and every initiator or target port
    // cabled to the switches they reach), zoned when the design has zoning, and their
    // line rate. The declared port lists alone say nothing about what is plugged in.
    auto pairName = [](const std::string& id) {
        const std::size_t cut = id.find_last_of("-_");
        if (cut != std::string::npos && id.size() - cut == 2)
            return id.substr(0, cut);
        if (!id.empty() && id.size() > 1 && (std::isdigit(static_cast<unsigned char>(id.back())) || id.back() == 'a' || id.back() == 'b'))
            return id.substr(0, id.size() - 1);
        return id;
    };
    std::map<std::string, std::set<std::string>> zoned;
    for (const Zone& z : d.zoning)
        zoned[z.initiator].insert(z.targets.begin(), z.targets.end());
    struct FabricFigures {
        int initiators = 0, targets = 0;
        double gbps = 0.0;
    };
    auto fabricFigures = [&](const Fabric& f) {
        const bool fc = f.kind == "fc";
        auto carries = [&](int p) {
            const std::string& role = topo.ports[p].spec->role;
            if (role != "initiator" && role != "target")
                return false;
            return fc ? topo.ports[p].spec->hasProtocol("fc") || flowsupport::portCarries(d, topo, p, "fcoe", "fcoe")
                      : topo.ports[p].spec->hasProtocol("ethernet");
        };
        auto peerOf = [&](int p) {
            const TopoLink& l = topo.links[topo.ports[p].link];
            return l.a == p ? l.b : l.a;
        };
        std::set<int> ports;
        std::set<int> switches;
        for (const std::string& ref : f.ports) {
            const int p = topo.portIndex(ref);
            if (p < 0 || topo.ports[p].link < 0 || !carries(p))
                continue;
            ports.insert(p);
            const int sw = topo.ports[peerOf(p)].device;
            if (m_graph.graph()[m_graph.deviceVertex(sw)].switching)
                switches.insert(sw);
        }
        for (int sw : switches)
            for (int sp : topo.devices[sw].ports)
                if (topo.ports[sp].link >= 0 && carries(peerOf(sp)))
                    ports.insert(peerOf(sp));
        std::set<std::string> refs;
        for (int p : ports)
            refs.insert(topo.ports[p].ref);
        // Zoned here: initiators zoned to a target of the fabric, targets an initiator of
        // the fabric is zoned to.
        std::set<std::string> zonedHere;
        for (const std::string& ref : refs)
            if (const auto z = zoned.find(ref); z != zoned.end())
                for (const std::string& t : z->second)
                    if (refs.count(t)) {
                        zonedHere.insert(ref);
                        zonedHere.insert(t);
                    }
        FabricFigures out;
        for (int p : ports) {
            const bool counted = !fc || d.zoning.empty() || zonedHere.count(topo.ports[p].ref);
            if (!counted)
                continue;
            (topo.ports[p].spec->role == "initiator" ? out.initiators : out.targets) += 1;
            // NPAR: a partitioned port gives the fabric the share of its partitions on this
            // network (else, on an FC fabric, of its FCoE partitions), not its line rate.
            double gbps = topo.links[topo.ports[p].link].speedGbps;
            if (!topo.ports[p].partitions.empty()) {
                const Device& dev = d.devices[topo.devices[topo.ports[p].device].designIndex];
                double share = 0.0;
                for (int k : topo.ports[p].partitions)
                    if (dev.partitions[k].network == f.id)
                        share += dev.partitions[k].gbps;
                if (share <= 0.0 && fc)
                    share = flowsupport::partitionGbps(d, topo, p, "fcoe", nullptr);
                if (share > 0.0)
                    gbps = std::min(gbps, share);
            }
            out.gbps += gbps;
        }
        return out;
    };
    for (std::size_t a = 0; a < d.fabrics.size(); ++a)
        for (std::size_t b = a + 1; b < d.fabrics.size(); ++b) {
            const Fabric& fa = d.fabrics[a];
            const Fabric& fb = d.fabrics[b];
            if (fa.kind != fb.kind || pairName(fa.id) != pairName(fb.id) || pairName(fa.id) == fa.id)
                continue;
            const FabricFigures x = fabricFigures(fa), y = fabricFigures(fb);
            std::string diff;
            auto compare = [&](double u, double v, const std::string& unit) {
                if (std::abs(u - v) > 1e-9)
                    diff += std::string(diff.empty() ? "" : ", ") + formatNumber(u) + " vs " + formatNumber(v) + " " + unit;
            };
            compare(x.initiators, y.initiators, "initiator ports");
            compare(x.targets, y.targets, "target ports");
            compare(x.gbps, y.gbps, "Gb/s");
            if (!diff.empty())
                add(Finding::Severity::Warning, "asymmetric-fabric",
                    "fabrics " + fa.id + " and " + fb.id + " are not symmetric as cabled" + std::string(fa.kind != "fc" || d.zoning.empty() ? "" : " and zoned")
                        + " (" + diff
                        + "): losing the larger one shifts more load than the other can take",
                    {fa.id, fb.id});
        }
    // Failed disk groups outside clusters (vSAN counts them in its flows): one finding
    // per device listing its failed groups, not one per group.
    std::map<int, std::vector<std::string>> failedGroups; // owner device vertex -> disk group ids
    for (int e = 0; e < int(elements.size()); ++e)
        if (elements[e].kind == FailureElement::Kind::DiskGroup && m_mask.vertex[elements[e].vertices.front()]) {
            const int owner = m_graph.ownerDevice(elements[e].vertices.front());
            bool clusterMember = false;
            for (const FlowDef& f : m_analyzer.flows())
                clusterMember = clusterMember || std::find(f.members.begin(), f.members.end(), owner) != f.members.end();
            if (!clusterMember)
                failedGroups[owner].push_back(elements[e].id);
        }
    for (const auto& [owner, groups] : failedGroups) {
        std::string list;
        for (const std::string& id : groups)
            list += (list.empty() ? "" : ", ") + id;
        add(Finding::Severity::Warning, "disk-group-failed",
            (groups.size() == 1 ? "disk group " + list + " has failed: the data it holds is"
                                : std::to_string(groups.size()) + " disk groups of " + m_graph.graph()[owner].id + " have failed ("
                                      + list + "): the data they hold is")
                + " unavailable until it is rebuilt",
            groups);
    }
    if (unknownLoad)
        result.notes.push_back("closed workloads (users and think time) without iops or mb_s offer 0 MB/s here: their "
                               "throughput comes from the performance model, which can pass it in (AnalysisOptions::offeredMBps)");
}

} // namespace topoplan::core
