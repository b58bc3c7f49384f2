// FlowRun, bandwidth: vertex connectivity and payload max flow of a flow over node-split
// networks (Boost Boykov-Kolmogorov), the offered load spread over its paths, and the
// resulting link and port utilization.
#include "core/flowrun.h"

#include "core/flowsupport.h"
#include "core/yamlsupport.h"

#include <algorithm>

namespace topoplan::core {

using flowsupport::linkPayloadMBps;
using flowsupport::portPayloadMBps;
using flowsupport::sharePayloadMBps;
using yamlsupport::formatNumber;

void FlowRun::maxFlows(const FlowDef& f, const PathSet& paths, bool pathSpof, FlowResult& fr)
{
    const Topology& topo = m_design.topology;
    const DesignGraphType& g = m_graph.graph();
    // Max flow networks: vertex connectivity (unit vertex capacities) and payload
    // bandwidth (link capacities, NPAR shares), over the surviving pairs.
    if (fr.reachable && !paths.alivePairs.empty()) {
        for (int mode = pathSpof ? 1 : 0; mode < 2; ++mode) {
            const bool unit = mode == 0;
            FlowNetwork& net = m_network;
            net.reset();
            const long inf = FlowNetwork::kInf;
            auto vcap = [&](int v) -> long {
                if (v == f.sourceVertex || v == f.destinationVertex)
                    return inf;
                if (std::find(f.endpointComponentVertices.begin(), f.endpointComponentVertices.end(), v)
                    != f.endpointComponentVertices.end())
                    return inf;
                if (f.cluster && std::find(f.members.begin(), f.members.end(), v) != f.members.end())
                    return inf;
                return unit ? 1 : inf;
            };
            auto chain = [&](int v) { // v up to its root; returns the root's split index
                int prev = -1;
                int root = -1;
                for (int x = v; x >= 0; x = m_graph.wiringParent(x)) {
                    const int ix = net.in(x, vcap(x));
                    if (prev >= 0)
                        net.link(prev, ix, inf);
                    prev = ix;
                    root = x;
                }
                return std::make_pair(prev, root);
            };
            std::vector<int>& terminals = m_terminals;
            std::vector<int>& done = m_done; // endpoint port vertices, and -2 - link
            std::vector<std::pair<int, const FlowPair*>>& shareOf = m_shareOf;
            terminals.clear();
            done.clear();
            shareOf.clear();
            auto firstTime = [&](int key) {
                if (std::find(done.begin(), done.end(), key) != done.end())
                    return false;
                done.push_back(key);
                return true;
            };
            auto sideOf = [&](int endpointPort, const FlowPair& p, bool initiatorSide) {
                if (!firstTime(endpointPort))
                    return;
                const Attachment at = attachment(endpointPort, p.cls);
                int portIn;
                if (g[endpointPort].kind != GraphVertex::Kind::Port) { // entry switch
                    portIn = net.in(endpointPort, vcap(endpointPort));
                    net.arc(FlowNetwork::kSource, portIn, inf);
                } else {
                    if (!unit && endpointPort == p.sharePort && p.shareGbps > 0.0) {
                        const double payload = sharePayloadMBps(p);
                        portIn = net.in(endpointPort, long(payload * 1000.0), 0, p.shareGbps);
                        shareOf.emplace_back(endpointPort, &p);
                    } else {
                        portIn = net.in(endpointPort, vcap(endpointPort));
                    }
                    const int root = chain(endpointPort).second;
                    const int rootIx = net.local(root);
                    if (initiatorSide)
                        net.arc(FlowNetwork::kSource, rootIx, inf);
                    else
                        net.arc(FlowNetwork::out(rootIx), FlowNetwork::kSink, inf);
                }
                if (!at.ok)
                    return;
                if (at.link >= 0) {
                    const TopoLink& link = topo.links[at.link];
                    const long cap = unit ? inf : long(linkPayloadMBps(link, p.cls) * 1000.0);
                    if (at.sw >= 0)
                        chain(at.peer);
                    else
                        net.in(at.peer, vcap(at.peer));
                    if (firstTime(-2 - at.link))
                        net.link(portIn, net.local(at.peer), cap, 1, at.link, link.speedGbps);
                }
                if (at.sw >= 0) {
                    const int n = switchGraph(p.cls).node(at.sw);
                    if (n >= 0)
                        terminals.push_back(n);
                }
            };
            TrafficClass cls = f.pairs[paths.alivePairs.front()].cls;
            // Vertex connectivity also counts the standby controllers' connected pairs:
            // failover makes the next controller with a surviving path active, so the flow
            // breaks only when every connected pair is lost (active/standby arrays).
            std::vector<int>& pairsUsed = m_pairsUsed;
            pairsUsed = paths.alivePairs;
            if (unit)
                pairsUsed.insert(pairsUsed.end(), paths.standbyPairs.begin(), paths.standbyPairs.end());
            for (int pi : pairsUsed) {
                const FlowPair& p = f.pairs[pi];
                sideOf(p.initiator, p, true);
                sideOf(p.target, p, false);
            }
            // Switch trunks that connect the ends of a surviving (zoned) pair, pruned of
            // dead ends per pair: a trunk no allowed pair can use (the Ethernet VLTi
            // between two FCoE IOMs, say) must not carry the flow to another fabric's
            // targets, which the initiators on this side are not zoned to.
            SwitchGraph& sg = switchGraph(cls);
            std::vector<int> allowedTrunks;
            std::vector<std::pair<int, int>> endsDone; // switch node pairs already pruned
            for (int pi : pairsUsed) {
                const FlowPair& p = f.pairs[pi];
                if (p.cls != cls)
                    continue;
                const Attachment ai = attachment(p.initiator, p.cls);
                const Attachment at = attachment(p.target, p.cls);
                if (!ai.ok || !at.ok || ai.sw < 0 || at.sw < 0)
                    continue;
                const int na = sg.node(ai.sw), nb = sg.node(at.sw);
                if (na < 0 || nb < 0 || na == nb)
                    continue;
                const std::pair<int, int> key{std::min(na, nb), std::max(na, nb)};
                if (std::find(endsDone.begin(), endsDone.end(), key) != endsDone.end())
                    continue;
                endsDone.push_back(key);
                const std::vector<int> ends{na, nb};
                const std::vector<int>& pruned = sg.prunedTrunks(ends);
                allowedTrunks.insert(allowedTrunks.end(), pruned.begin(), pruned.end());
            }
            std::sort(allowedTrunks.begin(), allowedTrunks.end());
            allowedTrunks.erase(std::unique(allowedTrunks.begin(), allowedTrunks.end()), allowedTrunks.end());
            for (int k : allowedTrunks) {
                const auto& t = sg.trunks[k];
                const int a = net.in(sg.vertexOfNode[t.a], vcap(sg.vertexOfNode[t.a]));
                const int b = net.in(sg.vertexOfNode[t.b], vcap(sg.vertexOfNode[t.b]));
                net.link(a, b, unit ? inf : long(t.payloadMBps * 1000.0), 2, k, t.rawGbps);
            }
            const long flow = net.maxFlow();
            if (unit) {
                fr.minFailuresToBreak = int(std::min<long>(flow, 1000000));
            } else {
                fr.maxMBps = double(flow) / 1000.0;
                for (const auto* n : net.cut()) {
                    if (n->kind == 0) {
                        const FlowPair* sp = nullptr;
                        for (const auto& [port, pair] : shareOf)
                            if (port == n->id)
                                sp = pair;
                        fr.bottleneck.push_back(g[n->id].id + " (NPAR " + sp->shareIds + ", " + formatNumber(sp->shareGbps) + " Gb/s)");
                    } else if (n->kind == 1) {
                        fr.bottleneck.push_back(topo.links[n->id].id);
                    } else {
                        const auto& t = sg.trunks[n->id];
                        fr.bottleneck.push_back(g[sg.vertexOfNode[t.a]].id + " -- " + g[sg.vertexOfNode[t.b]].id + " ("
                                                + std::to_string(t.links.size()) + (t.links.size() == 1 ? " link)" : " links)"));
                    }
                    fr.maxGbps += n->rawGbps;
                }
                std::sort(fr.bottleneck.begin(), fr.bottleneck.end());
                fr.bottleneck.erase(std::unique(fr.bottleneck.begin(), fr.bottleneck.end()), fr.bottleneck.end());
            }
        }
        if (pathSpof)
            fr.minFailuresToBreak = 1;
        if (f.cluster)
            fr.minFailuresToBreak = std::min(fr.minFailuresToBreak, f.tolerated + 1);
    }
}

void FlowRun::addLoad(const FlowDef& f, const PathSet& paths, FlowResult& fr)
{
    const Design& d = m_design.design;
    const Topology& topo = m_design.topology;
    const DesignGraphType& g = m_graph.graph();
    // Offered load, spread evenly over the surviving paths, split by direction: reads
    // (restores) travel target -> initiator, writes (backups) initiator -> target.
    bool known = true;
    double reverseMBps = 0.0;
    for (int w : f.workloads) {
        bool k = false;
        const double mbps = m_analyzer.offeredMBps(w, *m_options, k);
        fr.offeredMBps += mbps;
        reverseMBps += mbps * m_analyzer.reverseShare(w);
        known = known && k;
    }
    fr.offeredKnown = known && !f.workloads.empty();
    std::vector<int>& touched = m_touchedLinks.emplace_back();
    std::vector<int>& touchedPorts = m_touchedEndpointPorts.emplace_back();
    if (fr.offeredMBps > 0.0 && !paths.alivePairs.empty()) {
        const double n = double(paths.alivePairs.size());
        const double forward = (fr.offeredMBps - reverseMBps) / n, reverse = reverseMBps / n;
        // Adds a path's share to link l, `aToB` when the initiator -> target direction
        // runs from the link's end a to its end b; `scale` the share of a trunk it takes.
        auto onLink = [&](int l, int ci, bool aToB, double scale) {
            m_linkLoad[l][ci][aToB ? 0 : 1] += forward * scale;
            m_linkLoad[l][ci][aToB ? 1 : 0] += reverse * scale;
            touched.push_back(l);
        };
        for (std::size_t k = 0; k < paths.alivePairs.size(); ++k) {
            const FlowPair& p = f.pairs[paths.alivePairs[k]];
            const int ci = int(p.cls);
            for (int endpoint : {p.initiator, p.target}) {
                const bool isInitiator = endpoint == p.initiator;
                const Attachment at = attachment(endpoint, p.cls);
                if (at.link >= 0 && !(!isInitiator && at.peer == p.initiator)) {
                    const bool endIsA = topo.links[at.link].a == g[endpoint].port;
                    onLink(at.link, ci, isInitiator == endIsA, 1.0);
                }
                if (g[endpoint].kind == GraphVertex::Kind::Port) {
                    touchedPorts.push_back(g[endpoint].port);
                    auto& e = m_endpointPortLoad[g[endpoint].port];
                    e.outMBps += isInitiator ? forward : reverse;
                    e.inMBps += isInitiator ? reverse : forward;
                    if (endpoint == p.sharePort && p.shareGbps > 0.0) {
                        e.capacityMBps = sharePayloadMBps(p);
                        e.partition = p.shareIds;
                    } else if (e.capacityMBps <= 0.0) {
                        std::string ignored;
                        e.capacityMBps = portPayloadMBps(d, topo, g[endpoint].port, p.cls, &ignored);
                    }
                }
            }
            SwitchGraph& sg = switchGraph(p.cls);
            const auto& route = paths.pairRoutes[k];
            for (std::size_t h = 1; h < route.size(); ++h) {
                for (const auto& [w, t] : sg.adj[route[h - 1]]) {
                    if (w != route[h])
                        continue;
                    const auto& trunk = sg.trunks[t];
                    const int upstream = sg.vertexOfNode[route[h - 1]];
                    for (int l : trunk.links)
                        onLink(l, ci, m_graph.ownerDevice(m_graph.portVertex(topo.links[l].a)) == upstream,
                               linkPayloadMBps(topo.links[l], p.cls) / trunk.payloadMBps);
                    break;
                }
            }
        }
    }
}

void FlowRun::resetLoad(const AnalysisOptions& options)
{
    m_options = &options;
    for (auto& a : m_linkLoad)
        a.fill({0.0, 0.0});
    m_endpointPortLoad.clear();
    m_touchedLinks.clear();
    m_touchedEndpointPorts.clear();
}

void FlowRun::utilization(AnalysisResult& result) const
{
    const Topology& topo = m_design.topology;
    // Link and port utilization: per direction, the busier one counts.
    for (int l = 0; l < int(topo.links.size()); ++l) {
        const TopoLink& link = topo.links[l];
        LinkLoad ll;
        ll.link = link.id;
        ll.family = link.family;
        ll.speedGbps = link.speedGbps;
        ll.failed = m_mask.link[l] || m_mask.vertex[m_graph.portVertex(link.a)] || m_mask.vertex[m_graph.portVertex(link.b)];
        // The class with the most load sets the reported capacity; unloaded, the first
        // class the link carries (a NIC-only NPAR link: Ethernet, TCP payload).
        int dominant = int(TrafficClass::Ethernet);
        double best = -1.0;
        std::array<double, 2> use{0.0, 0.0};
        for (int c = 0; c < kTrafficClassCount; ++c) {
            const double cap = linkPayloadMBps(link, TrafficClass(c));
            const auto& load = m_linkLoad[l][c];
            ll.loadAtoBMBps += load[0];
            ll.loadBtoAMBps += load[1];
            for (int dir : {0, 1})
                if (load[dir] > 0.0)
                    use[dir] += load[dir] / cap;
            if (load[0] + load[1] > best && m_graph.linkCarries(l, TrafficClass(c))) {
                best = load[0] + load[1];
                dominant = c;
            }
        }
        ll.loadMBps = std::max(ll.loadAtoBMBps, ll.loadBtoAMBps);
        // Never more than fully busy; the offered share beyond it is kept apart (no steady state).
        ll.offeredUtilization = std::max(use[0], use[1]);
        ll.utilization = std::min(1.0, ll.offeredUtilization);
        ll.capacityMBps = linkPayloadMBps(link, TrafficClass(dominant));
        result.links.push_back(ll);
    }
    for (const auto& [port, load] : m_endpointPortLoad) {
        PortLoad pl;
        pl.port = topo.ports[port].ref;
        pl.capacityMBps = load.capacityMBps;
        pl.partition = load.partition;
        pl.inMBps = load.inMBps;
        pl.outMBps = load.outMBps;
        pl.loadMBps = std::max(load.inMBps, load.outMBps);
        pl.offeredUtilization = pl.capacityMBps > 0.0 ? pl.loadMBps / pl.capacityMBps : 0.0;
        pl.utilization = std::min(1.0, pl.offeredUtilization);
        result.ports.push_back(pl);
    }
    // Busiest element on each flow's paths.
    for (std::size_t k = 0; k < result.flows.size(); ++k) {
        FlowResult& fr = result.flows[k];
        for (int port : m_touchedEndpointPorts[k]) {
            const EndpointLoad& e = m_endpointPortLoad.at(port);
            const double u = e.capacityMBps > 0.0 ? std::max(e.inMBps, e.outMBps) / e.capacityMBps : 0.0;
            if (u > fr.busiestOfferedUtilization) {
                fr.busiestOfferedUtilization = u;
                fr.busiestUtilization = std::min(1.0, u);
                fr.busiestLink = topo.ports[port].ref + (e.partition.empty() ? "" : " (NPAR " + e.partition + ")");
            }
        }
        for (int l : m_touchedLinks[k])
            if (result.links[l].offeredUtilization > fr.busiestOfferedUtilization) {
                fr.busiestOfferedUtilization = result.links[l].offeredUtilization;
                fr.busiestUtilization = result.links[l].utilization;
                fr.busiestLink = result.links[l].link;
            }
    }
}

} // namespace topoplan::core
