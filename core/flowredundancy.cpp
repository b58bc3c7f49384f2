// FlowRun, redundancy: the single points of failure of a flow, endpoints flagged, and
// what each element does to the flows (N-1 sweep).
#include "core/flowrun.h"

#include "core/flowsupport.h"

#include <algorithm>
#include <iterator>

namespace topoplan::core {

using flowsupport::clusterStatus;
using flowsupport::memberDown;
using flowsupport::unite;

std::vector<int> FlowRun::breakers(const FlowDef& f, const FlowResult& fr, const PathSet& paths) const
{
    const DesignGraphType& g = m_graph.graph();
    const auto& elements = m_graph.elements();
    // Single points of failure: elements that kill every surviving path (clusters:
    // that make the flow lose its availability rule).
    std::vector<int> breakers;
    if (fr.reachable) {
        if (!f.cluster) {
            breakers = paths.pairKillers.empty() ? std::vector<int>{} : paths.pairKillers.front();
            for (std::size_t k = 1; k < paths.pairKillers.size() && !breakers.empty(); ++k) {
                std::vector<int> both;
                std::set_intersection(breakers.begin(), breakers.end(), paths.pairKillers[k].begin(), paths.pairKillers[k].end(),
                                      std::back_inserter(both));
                breakers.swap(both);
            }
            // Failover: an element that kills every active path (the active controller, its
            // ports, their switch) makes the next controller with a surviving path active;
            // it breaks the flow only if no standby path survives it.
            if (!paths.standbyPairs.empty())
                std::erase_if(breakers, [&](int e) {
                    const auto& ev = elements[e].vertices;
                    auto hits = [&](int v) { return std::binary_search(ev.begin(), ev.end(), v); };
                    auto survives = [&](std::size_t k) {
                        return !std::binary_search(paths.standbyKillers[k].begin(), paths.standbyKillers[k].end(), e);
                    };
                    auto down = [&](int c) {
                        if (m_mask.vertex[c] || hits(c))
                            return true;
                        for (std::size_t k = 0; k < paths.standbyPairs.size(); ++k)
                            if (f.pairs[paths.standbyPairs[k]].controller == c && survives(k))
                                return false;
                        return true;
                    };
                    for (std::size_t k = 0; k < paths.standbyPairs.size(); ++k)
                        if (survives(k) && flowsupport::controllerActive(f, f.pairs[paths.standbyPairs[k]].controller, down))
                            return true;
                    return false;
                });
        } else {
            std::vector<int> candidates = m_graph.killersOfVertex(f.sourceVertex);
            for (const auto& k : paths.pairKillers)
                candidates = unite(candidates, k);
            for (int m : f.members) {
                candidates = unite(candidates, m_graph.killersOfVertex(m));
                for (auto [e, end] = boost::out_edges(m, g); e != end; ++e)
                    if (g[boost::target(*e, g)].kind == GraphVertex::Kind::DiskGroup)
                        candidates = unite(candidates, m_graph.killersOfVertex(int(boost::target(*e, g))));
            }
            for (int e : candidates) {
                const auto& ev = elements[e].vertices;
                auto hits = [&](int v) { return std::binary_search(ev.begin(), ev.end(), v); };
                if (hits(f.sourceVertex)) {
                    breakers.push_back(e);
                    continue;
                }
                std::vector<char> reached(f.members.size() + 1, 0);
                for (std::size_t k = 0; k < paths.alivePairs.size(); ++k)
                    if (!std::binary_search(paths.pairKillers[k].begin(), paths.pairKillers[k].end(), e))
                        reached[f.pairs[paths.alivePairs[k]].member] = 1;
                for (int k = 0; k < int(f.members.size()); ++k) {
                    if (f.members[k] == f.sourceVertex)
                        reached[k] = 1;
                    bool down = memberDown(m_graph, f.members[k], m_mask.vertex) || hits(f.members[k]);
                    for (auto [ed, end] = boost::out_edges(f.members[k], g); ed != end && !down; ++ed)
                        if (g[boost::target(*ed, g)].kind == GraphVertex::Kind::DiskGroup && hits(int(boost::target(*ed, g))))
                            down = true;
                    if (down)
                        reached[k] = 0;
                }
                if (!clusterStatus(f, reached, g, 0).alive)
                    breakers.push_back(e);
            }
        }
    }
    return breakers;
}

bool FlowRun::isEndpointElement(const FlowDef& f, int e) const
{
    const auto& elements = m_graph.elements();
    if (std::find(f.endpointComponents.begin(), f.endpointComponents.end(), e) != f.endpointComponents.end())
        return true;
    if (f.cluster && elements[e].kind == FailureElement::Kind::Cluster && elements[e].id == f.destination)
        return true;
    const auto& ev = elements[e].vertices;
    for (int v : {f.sourceVertex, f.destinationVertex})
        if (v >= 0 && std::binary_search(ev.begin(), ev.end(), v))
            return true;
    return false;
}

bool FlowRun::singlePointsOfFailure(int flowIndex, const FlowDef& f, const PathSet& paths, FlowResult& fr,
                                    std::vector<ElementImpact>* impacts) const
{
    const auto& elements = m_graph.elements();
    const std::vector<int> breakers = this->breakers(f, fr, paths);
    bool pathSpof = false;
    for (int e : breakers) {
        SpofResult s;
        s.element = elements[e].id;
        s.kind = failureKindName(elements[e].kind);
        s.endpoint = isEndpointElement(f, e);
        pathSpof = pathSpof || !s.endpoint;
        fr.spofs.push_back(s);
    }
    if (impacts) {
        for (int e : breakers) {
            (*impacts)[e].flowsBroken.push_back(flowIndex);
            if (!isEndpointElement(f, e))
                (*impacts)[e].endpointOnly = false;
        }
        for (const auto& k : paths.pairKillers)
            for (int e : k)
                ++(*impacts)[e].pathsLost;
    }
    return pathSpof;
}

} // namespace topoplan::core
