// FlowRun, paths: the surviving initiator -> fabric -> target -> controller routes of a
// flow, and the elements whose loss kills each of them.
#include "core/flowrun.h"

#include "core/flowsupport.h"

#include <algorithm>

namespace topoplan::core {

using flowsupport::append;
using flowsupport::sortUnique;

FlowRun::FlowRun(const FlowAnalyzer& analyzer, const FailureMask& mask, const AnalysisOptions& options)
    : m_analyzer(analyzer)
    , m_graph(analyzer.graph())
    , m_design(analyzer.graph().design())
    , m_mask(mask)
    , m_options(&options)
    , m_state(analyzer.fabric(mask))
    , m_network(analyzer.graph().vertexCount())
    , m_linkLoad(analyzer.graph().design().topology.links.size())
{
    for (auto& a : m_linkLoad)
        a.fill({0.0, 0.0});
}

SwitchGraph& FlowRun::switchGraph(TrafficClass c)
{
    auto& sg = m_switchGraphs[int(c)];
    if (!sg)
        sg = SwitchGraph::build(m_graph, m_mask, c);
    return *sg;
}

Attachment FlowRun::attachment(int portVertex, TrafficClass c) const
{
    Attachment at;
    const DesignGraphType& g = m_graph.graph();
    const Topology& topo = m_design.topology;
    const FailureMask& mask = m_mask;
    const GraphVertex& pv = g[portVertex];
    if (pv.kind != GraphVertex::Kind::Port) { // a client entry switch
        at.ok = !mask.vertex[portVertex];
        at.sw = portVertex;
        return at;
    }
    const int l = topo.ports[pv.port].link;
    if (l < 0 || mask.link[l] || !m_graph.linkCarries(l, c))
        return at;
    const TopoLink& link = topo.links[l];
    const int peer = m_graph.portVertex(link.a == pv.port ? link.b : link.a);
    if (mask.vertex[peer])
        return at;
    at.ok = true;
    at.link = l;
    at.peer = peer;
    const int owner = m_graph.ownerDevice(peer);
    if (g[owner].switching)
        at.sw = owner;
    return at;
}

void FlowRun::appendAttachKillers(const Attachment& at, std::vector<int>& out) const
{
    if (at.link >= 0)
        m_graph.appendKillersOfLink(at.link, out);
    if (at.sw >= 0)
        append(out, m_graph.killersOfVertex(at.sw));
}

void FlowRun::chainNames(int v, int controller, std::vector<std::string>& hops) const
{
    const DesignGraphType& g = m_graph.graph();
    for (int x = m_graph.wiringParent(v); x >= 0 && g[x].kind == GraphVertex::Kind::Component; x = m_graph.wiringParent(x)) {
        hops.push_back(g[x].id);
        if (x == controller)
            break;
    }
}

// The design fabric of a path: one holding both ends, else one of the initiator's
// (or, for client flows, the host port's) named after the NPAR partition used.
std::string FlowRun::fabricOf(const std::string& a, const std::string& b, const FlowPair& p) const
{
    const Design& d = m_design.design;
    const Topology& topo = m_design.topology;
    const DesignGraphType& g = m_graph.graph();
    std::string first, byPartition;
    for (const Fabric& f : d.fabrics) {
        const bool hasA = std::find(f.ports.begin(), f.ports.end(), a) != f.ports.end();
        const bool hasB = std::find(f.ports.begin(), f.ports.end(), b) != f.ports.end();
        if (hasA && hasB)
            return f.id;
        if ((hasA || hasB) && first.empty())
            first = f.id;
        if ((hasA || hasB) && p.sharePort >= 0) {
            const TopoPort& tp = topo.ports[g[p.sharePort].port];
            const Device& dev = d.devices[topo.devices[tp.device].designIndex];
            for (int k : tp.partitions)
                if (dev.partitions[k].network == f.id && ("+" + p.shareIds + "+").find("+" + dev.partitions[k].id + "+") != std::string::npos)
                    byPartition = f.id;
        }
    }
    return byPartition.empty() ? first : byPartition;
}

PathSet FlowRun::tracePaths(const FlowDef& f, FlowResult& fr)
{
    const DesignGraphType& g = m_graph.graph();
    PathSet ps;
    std::vector<int> alivePairs;
    std::vector<std::vector<int>> pairKillers;
    std::vector<std::vector<int>> pairRoutes; // switch nodes
    for (int pi = 0; pi < int(f.pairs.size()); ++pi) {
        const FlowPair& p = f.pairs[pi];
        const bool alive = m_analyzer.pairAlive(f, p, m_state);
        const bool standby = !alive && !f.controllers.empty() && m_analyzer.pairConnected(f, p, m_state);
        if (!alive && !standby)
            continue;
        SwitchGraph& sg = switchGraph(p.cls);
        const Attachment ai = attachment(p.initiator, p.cls);
        const Attachment at = attachment(p.target, p.cls);
        // Collected unsorted in a scratch buffer, then sorted once.
        std::vector<int>& killers = m_killers;
        killers.clear();
        append(killers, m_graph.killersOfVertex(p.target));
        append(killers, m_graph.killersOfVertex(p.controller));
        if (g[p.initiator].kind == GraphVertex::Kind::Port)
            append(killers, m_graph.killersOfVertex(p.initiator));
        appendAttachKillers(ai, killers);
        appendAttachKillers(at, killers);
        if (f.sourceVertex >= 0)
            append(killers, m_graph.killersOfVertex(f.sourceVertex));
        if (f.destinationVertex >= 0)
            append(killers, m_graph.killersOfVertex(f.destinationVertex));
        std::vector<int> route;
        if (ai.sw >= 0 && at.sw >= 0) {
            const int na = sg.node(ai.sw), nb = sg.node(at.sw);
            if (na >= 0 && nb >= 0 && na != nb)
                append(killers, sg.separators(m_graph, na, nb));
            if (na >= 0 && nb >= 0)
                route = sg.route(na, nb);
        }
        sortUnique(killers);
        if (standby) { // not a path: what kills it matters for failover only
            ps.standbyPairs.push_back(pi);
            ps.standbyKillers.emplace_back(killers.begin(), killers.end());
            continue;
        }
        ps.alivePairs.push_back(pi);
        ps.pairKillers.emplace_back(killers.begin(), killers.end());
        ps.pairRoutes.push_back(std::move(route));

        PathResult path;
        path.initiator = g[p.initiator].id;
        path.target = g[p.target].id;
        path.controller = g[p.controller].id;
        path.fabric = fabricOf(path.initiator, path.target, p);
        const bool named = !path.fabric.empty();
        path.hops.push_back(path.initiator);
        if (ai.peer >= 0)
            path.hops.push_back(g[ai.peer].id);
        for (int n : ps.pairRoutes.back()) {
            if (sg.vertexOfNode[n] != p.initiator)
                path.hops.push_back(g[sg.vertexOfNode[n]].id);
            if (!named)
                path.fabric += (path.fabric.empty() ? "" : "+") + g[sg.vertexOfNode[n]].id;
        }
        if (at.peer >= 0 && at.peer != p.initiator && at.sw >= 0)
            path.hops.push_back(g[at.peer].id);
        path.hops.push_back(path.target);
        chainNames(p.target, p.controller, path.hops);
        fr.paths.push_back(std::move(path));
    }
    return ps;
}

} // namespace topoplan::core
