// FlowRun, redundancy: the single points of failure of a flow, endpoints flagged, and
// what each element does to the flows (N-1 sweep).
#include "core/flowrun.h"

#include "core/flowsupport.h"

#include <algorithm>
#include <iterator>

namespace topoplan::core {

using flowsupport::memberDown;

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
            // A cluster flow breaks when the members it still reaches no longer meet the
            // cluster's availability rule. Each candidate is tested against the reach of
            // every member with that one element lost; to keep this linear in the pairs
            // (a 512-host vSAN cluster has 2,044 pairs per host), the pairs each element
            // kills are indexed once, and the rule is applied to the base loss plus the
            // members this element takes (flowsupport::ClusterLoss), not to every member.
            // Candidates: the elements that kill a pair, the source, a member or one of its
            // disk groups, each once and in element order; `slot` numbers them.
            std::vector<int> slot(elements.size(), -1);
            std::vector<int> candidates;
            auto candidate = [&](const std::vector<int>& es) {
                for (int e : es)
                    if (slot[e] < 0) {
                        slot[e] = 0;
                        candidates.push_back(e);
                    }
            };
            candidate(m_graph.killersOfVertex(f.sourceVertex));
            for (const auto& k : paths.pairKillers)
                candidate(k);
            const int members = int(f.members.size());
            // Member index (f.members) of each member vertex and of its disk groups.
            std::vector<std::pair<int, int>> memberOfVertex;
            for (int k = 0; k < members; ++k) {
                const int m = f.members[k];
                candidate(m_graph.killersOfVertex(m));
                memberOfVertex.emplace_back(m, k);
                for (auto [e, end] = boost::out_edges(m, g); e != end; ++e)
                    if (g[boost::target(*e, g)].kind == GraphVertex::Kind::DiskGroup) {
                        candidate(m_graph.killersOfVertex(int(boost::target(*e, g))));
                        memberOfVertex.emplace_back(int(boost::target(*e, g)), k);
                    }
            }
            std::sort(candidates.begin(), candidates.end());
            for (int c = 0; c < int(candidates.size()); ++c)
                slot[candidates[c]] = c;
            std::sort(memberOfVertex.begin(), memberOfVertex.end());
            // Reach with no further loss: alive pairs per member (index `members`: the
            // witness). The members of the pairs each candidate kills, by candidate
            // (compressed rows: those of candidate c at killedMembers[first[c] .. first[c + 1])).
            std::vector<int> alivePairsOf(members + 1, 0);
            std::vector<int> first(candidates.size() + 1, 0);
            for (std::size_t k = 0; k < paths.alivePairs.size(); ++k) {
                ++alivePairsOf[f.pairs[paths.alivePairs[k]].member];
                for (int e : paths.pairKillers[k])
                    ++first[slot[e] + 1];
            }
            for (std::size_t c = 0; c < candidates.size(); ++c)
                first[c + 1] += first[c];
            std::vector<int> killedMembers(first.back());
            {
                std::vector<int> next(first.begin(), first.end() - 1);
                for (std::size_t k = 0; k < paths.alivePairs.size(); ++k)
                    for (int e : paths.pairKillers[k])
                        killedMembers[next[slot[e]]++] = f.pairs[paths.alivePairs[k]].member;
            }
            std::vector<char> isSource(members + 1, 0), baseDown(members + 1, 0), baseReached(members + 1, 0);
            for (int k = 0; k <= members; ++k) {
                isSource[k] = k < members && f.members[k] == f.sourceVertex;
                baseDown[k] = k < members && memberDown(m_graph, f.members[k], m_mask.vertex);
                baseReached[k] = (alivePairsOf[k] > 0 || isSource[k]) && !baseDown[k];
            }
            const flowsupport::ClusterLoss baseLoss = flowsupport::clusterLoss(f, baseReached);
            // Per candidate: the members it takes (`lostNow`, listed in `lostList`).
            std::vector<int> killedOf(members + 1, 0);
            std::vector<char> lostNow(members + 1, 0);
            std::vector<int> lostList;
            for (int e : candidates) {
                const auto& ev = elements[e].vertices;
                if (std::binary_search(ev.begin(), ev.end(), f.sourceVertex)) {
                    breakers.push_back(e);
                    continue;
                }
                auto lose = [&](int k) {
                    if (baseReached[k] && !lostNow[k]) {
                        lostNow[k] = 1;
                        lostList.push_back(k);
                    }
                };
                // Members whose every alive pair it kills.
                const int c = slot[e];
                for (int x = first[c]; x < first[c + 1]; ++x)
                    ++killedOf[killedMembers[x]];
                for (int x = first[c]; x < first[c + 1]; ++x) {
                    const int k = killedMembers[x];
                    if (alivePairsOf[k] <= killedOf[k] && !isSource[k])
                        lose(k);
                }
                for (int x = first[c]; x < first[c + 1]; ++x)
                    killedOf[killedMembers[x]] = 0;
                // Members (or their disk groups) it takes down.
                for (int v : ev) {
                    auto m = std::lower_bound(memberOfVertex.begin(), memberOfVertex.end(), std::pair<int, int>{v, -1});
                    if (m != memberOfVertex.end() && m->first == v)
                        lose(m->second);
                }
                flowsupport::ClusterLoss loss = baseLoss;
                for (int k : lostList) {
                    flowsupport::loseMember(f, k, loss);
                    lostNow[k] = 0;
                }
                lostList.clear();
                if (!flowsupport::clusterAlive(f, loss))
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
