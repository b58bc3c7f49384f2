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

namespace {

/// A utilization (0..1+) as a percentage at 0.1 %, thousands grouped ("142.6 %", "1,393.4 %").
FindingArg percent(double v)
{
    return groupedNumberArg(std::round(v * 1000.0) / 10.0, 1, " %");
}

/// MB/s to the unit, thousands grouped as every other output writes them ("22,294 MB/s").
FindingArg mbps(double v)
{
    return groupedNumberArg(std::round(v), 0, " MB/s");
}

/// A flow's status as an argument: its template when it has one, else the English text.
FindingArg statusArg(const FlowResult& fr)
{
    return fr.statusText.empty() ? idArg(fr.status) : textArg(fr.statusText);
}

constexpr const char* kSaturatedLink =
    QT_TRANSLATE_NOOP("Finding", "link %1 is %2 busy from %3 to %4 (%5 of %6 per direction; the other direction carries %7); "
                                 "above 90 %, Topoplan's saturation policy (modelconstants.h)");
constexpr const char* kSaturatedPortSending =
    QT_TRANSLATE_NOOP("Finding", "port %1%2 is %3 busy sending (%4 of %5 per direction; received %6); above 90 %, Topoplan's "
                                 "saturation policy (modelconstants.h)");
constexpr const char* kSaturatedPortReceiving =
    QT_TRANSLATE_NOOP("Finding", "port %1%2 is %3 busy receiving (%4 of %5 per direction; sent %6); above 90 %, Topoplan's "
                                 "saturation policy (modelconstants.h)");
// Offered beyond the capacity (rate-given load): 100 % busy and no steady state, the offered
// load apart ("offered 22,294 MB/s on a 1,600 MB/s port: 1,393 % of its capacity").
constexpr const char* kOverloadedLink =
    QT_TRANSLATE_NOOP("Finding", "link %1 is saturated (100 % busy) from %3 to %4: offered %5 on a %6 link per direction, %2 of "
                                 "its capacity; no steady state (the other direction carries %7)");
constexpr const char* kOverloadedPortSending =
    QT_TRANSLATE_NOOP("Finding", "port %1%2 is saturated (100 % busy) sending: offered %4 on a %5 port per direction, %3 of its "
                                 "capacity; no steady state (received %6)");
constexpr const char* kOverloadedPortReceiving =
    QT_TRANSLATE_NOOP("Finding", "port %1%2 is saturated (100 % busy) receiving: offered %4 on a %5 port per direction, %3 of its "
                                 "capacity; no steady state (sent %6)");

} // namespace

void FlowRun::addFindings(AnalysisResult& result) const
{
    const Design& d = m_design.design;
    const Topology& topo = m_design.topology;
    const auto& elements = m_graph.elements();
    auto add = [&](Finding::Severity s, std::string code, FindingText text, std::vector<std::string> ids) {
        result.findings.push_back(makeFinding(s, std::move(code), std::move(text), std::move(ids)));
    };
    std::map<std::string, std::vector<std::string>> spofFlows, endpointFlows;
    bool unknownLoad = false;
    for (const FlowResult& fr : result.flows) {
        const FindingText what = fr.kind == "storage"
            ? findingText(QT_TRANSLATE_NOOP("Finding", "storage %1 is unreachable from %2: %3"),
                          {idArg(fr.destination), idArg(fr.source), statusArg(fr)})
            : fr.kind == "backup" ? findingText(QT_TRANSLATE_NOOP("Finding", "backup appliance %1 is unreachable from %2: %3"),
                                                {idArg(fr.destination), idArg(fr.source), statusArg(fr)})
                                  : findingText(QT_TRANSLATE_NOOP("Finding", "clients cannot reach database host %1: %2"),
                                                {idArg(fr.destination), statusArg(fr)});
        if (!fr.reachable)
            add(Finding::Severity::Error, "unreachable", what, {fr.id, fr.source, fr.destination});
        else if (fr.status != "ok")
            add(Finding::Severity::Warning, "degraded", findingText(QT_TRANSLATE_NOOP("Finding", "%1: %2"), {idArg(fr.id), statusArg(fr)}),
                {fr.id, fr.destination});
        for (const SpofResult& s : fr.spofs)
            (s.endpoint ? endpointFlows : spofFlows)[s.element].push_back(fr.id);
        if (!fr.offeredKnown && !fr.workloads.empty())
            unknownLoad = true;
    }
    for (const auto& [element, flows] : spofFlows) {
        std::vector<std::string> ids{element};
        ids.insert(ids.end(), flows.begin(), flows.end());
        add(Finding::Severity::Warning, "spof",
            findingText(QT_TRANSLATE_NOOP("Finding", "single point of failure: losing %1 breaks %2"),
                        {idArg(element), listArg(flows, flows.size())}),
            ids);
    }
    for (const auto& [element, flows] : endpointFlows) {
        std::vector<std::string> ids{element};
        ids.insert(ids.end(), flows.begin(), flows.end());
        add(Finding::Severity::Info, "endpoint",
            findingText(QT_TRANSLATE_NOOP("Finding", "flow endpoint: %1 is (or holds) the single source or destination of %2; its "
                                                     "loss stops these flows by design, no path redundancy can cover it"),
                        {idArg(element), listArg(flows, flows.size())}),
            ids);
    }
    if (propHas(d.requirements, "min_paths")) {
        const int minPaths = int(propNumber(d.requirements, "min_paths"));
        for (const FlowResult& fr : result.flows)
            if (fr.kind == "storage" && fr.reachable && int(fr.paths.size()) < minPaths
                && !d.cluster(fr.destination))
                add(Finding::Severity::Warning, "min-paths",
                    findingTextN("%1 has %n path to %2, fewer than the design's requirement min_paths: %3",
                                 QT_TRANSLATE_N_NOOP("Finding", "%1 has %n paths to %2, fewer than the design's requirement min_paths: %3"),
                                 (long long)fr.paths.size(), {idArg(fr.source), idArg(fr.destination), numberArg(minPaths)}),
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
                findingText(ll.offeredUtilization > 1.0 ? kOverloadedLink : kSaturatedLink,
                            {idArg(ll.link), ll.offeredUtilization > 1.0 ? groupedNumberArg(std::round(ll.offeredUtilization * 100.0), 0, " %")
                                                                          : percent(ll.utilization), idArg(aToB ? a : b), idArg(aToB ? b : a),
                                             mbps(ll.loadMBps), mbps(ll.capacityMBps), mbps(aToB ? ll.loadBtoAMBps : ll.loadAtoBMBps)}),
                {ll.link});
        }
    for (const PortLoad& pl : result.ports)
        if (pl.utilization > constants::kSaturatedUtilization) {
            const bool sending = pl.outMBps >= pl.inMBps;
            const FindingArg partition = pl.partition.empty()
                ? idArg({})
                : textArg(findingText(QT_TRANSLATE_NOOP("Finding", " (NPAR %1)"), {idArg(pl.partition)}));
            add(Finding::Severity::Warning, "saturated",
                findingText(pl.offeredUtilization > 1.0 ? (sending ? kOverloadedPortSending : kOverloadedPortReceiving)
                                                         : (sending ? kSaturatedPortSending : kSaturatedPortReceiving),
                            {idArg(pl.port), partition,
                             pl.offeredUtilization > 1.0 ? groupedNumberArg(std::round(pl.offeredUtilization * 100.0), 0, " %")
                                                         : percent(pl.utilization), mbps(pl.loadMBps), mbps(pl.capacityMBps),
                             mbps(sending ? pl.inMBps : pl.outMBps)}),
                {pl.port});
        }
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
            std::vector<FindingText> diff;
            auto compare = [&](double u, double v, const char* what) {
                if (std::abs(u - v) > 1e-9)
                    diff.push_back(findingText(what, {numberArg(u, 3), numberArg(v, 3)}));
            };
            compare(x.initiators, y.initiators, QT_TRANSLATE_NOOP("Finding", "%1 vs %2 initiator ports"));
            compare(x.targets, y.targets, QT_TRANSLATE_NOOP("Finding", "%1 vs %2 target ports"));
            compare(x.gbps, y.gbps, QT_TRANSLATE_NOOP("Finding", "%1 vs %2 Gb/s"));
            if (!diff.empty())
                add(Finding::Severity::Warning, "asymmetric-fabric",
                    findingText(fa.kind != "fc" || d.zoning.empty()
                                    ? QT_TRANSLATE_NOOP("Finding", "fabrics %1 and %2 are not symmetric as cabled (%3): losing the "
                                                                   "larger one shifts more load than the other can take")
                                    : QT_TRANSLATE_NOOP("Finding", "fabrics %1 and %2 are not symmetric as cabled and zoned (%3): "
                                                                   "losing the larger one shifts more load than the other can take"),
                                {idArg(fa.id), idArg(fb.id), textArg(joinedTexts(std::move(diff)))}),
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
    for (const auto& [owner, groups] : failedGroups)
        add(Finding::Severity::Warning, "disk-group-failed",
            groups.size() == 1
                ? findingText(QT_TRANSLATE_NOOP("Finding", "disk group %1 has failed: the data it holds is unavailable until it is rebuilt"),
                              {idArg(groups.front())})
                : findingText(QT_TRANSLATE_NOOP("Finding", "%1 disk groups of %2 have failed (%3): the data they hold is unavailable "
                                                           "until it is rebuilt"),
                              {numberArg(double(groups.size())), idArg(m_graph.graph()[owner].id), listArg(groups, groups.size())}),
            groups);
    if (unknownLoad)
        result.notes.push_back("closed workloads (users and think time) without iops or mb_s offer 0 MB/s here: their "
                               "throughput comes from the performance model, which can pass it in (AnalysisOptions::offeredMBps)");
}

} // namespace topoplan::core
