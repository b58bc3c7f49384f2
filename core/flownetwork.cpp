#include "core/flownetwork.h"

#include <boost/graph/boykov_kolmogorov_max_flow.hpp>

namespace topoplan::core {

long FlowNetwork::maxFlow()
{
    m_key.clear();
    m_key.reserve(m_arcs.size() * 3 + 1);
    m_key.push_back(long(m_fullOf.size()));
    for (const Arc& a : m_arcs) {
        m_key.push_back(a.from);
        m_key.push_back(a.to);
        m_key.push_back(a.capacity);
    }
    const auto known = m_solved.find(m_key);
    if (known != m_solved.end()) {
        m_sourceSide = known->second.sourceSide;
        return known->second.flow;
    }
    const long flow = solve();
    if (m_solved.size() < kMaxSolved)
        m_solved.emplace(m_key, Solution{flow, m_sourceSide});
    return flow;
}

std::vector<const FlowNetwork::Named*> FlowNetwork::cut() const
{
    std::vector<const Named*> out;
    for (const Named& x : m_named)
        if (m_sourceSide[m_arcs[x.arc].from] && !m_sourceSide[m_arcs[x.arc].to])
            out.push_back(&x);
    return out;
}

long FlowNetwork::solve()
{
    const std::size_t n = 2 + 2 * m_fullOf.size();
    const std::size_t m = m_arcs.size();
    m_ends.resize(m);
    m_arcIds.resize(m);
    for (std::size_t k = 0; k < m; ++k) {
        m_ends[k] = {std::size_t(m_arcs[k].from), std::size_t(m_arcs[k].to)};
        m_arcIds[k] = int(k);
    }
    m_graph = Graph(boost::edges_are_unsorted_multi_pass, m_ends.begin(), m_ends.end(), m_arcIds.begin(), n);
    // CSR edge index <-> arc index, so that reverse arcs can be found.
    m_edges.resize(m);
    m_edgeOfArc.resize(m);
    m_capacity.resize(m);
    m_residual.assign(m, 0);
    m_reverse.resize(m);
    for (auto [e, end] = boost::edges(m_graph); e != end; ++e) {
        const std::size_t i = (*e).idx;
        m_edges[i] = *e;
        m_edgeOfArc[std::size_t(m_graph[*e])] = i;
        m_capacity[i] = m_arcs[std::size_t(m_graph[*e])].capacity;
    }
    for (std::size_t i = 0; i < m; ++i)
        m_reverse[i] = m_edges[m_edgeOfArc[std::size_t(m_graph[m_edges[i]] ^ 1)]];
    m_color.resize(n);
    m_distance.resize(n);
    m_pred.resize(n);
    const auto index = boost::get(boost::edge_index, m_graph);
    const auto vindex = boost::get(boost::vertex_index, m_graph);
    const long flow = boost::boykov_kolmogorov_max_flow(
        m_graph, boost::make_iterator_property_map(m_capacity.begin(), index),
        boost::make_iterator_property_map(m_residual.begin(), index),
        boost::make_iterator_property_map(m_reverse.begin(), index),
        boost::make_iterator_property_map(m_pred.begin(), vindex),
        boost::make_iterator_property_map(m_color.begin(), vindex),
        boost::make_iterator_property_map(m_distance.begin(), vindex), vindex, kSource, kSink);
    m_sourceSide.assign(n, 0);
    std::vector<int> stack{kSource};
    m_sourceSide[kSource] = 1;
    while (!stack.empty()) {
        const int u = stack.back();
        stack.pop_back();
        for (auto [e, end] = boost::out_edges(std::size_t(u), m_graph); e != end; ++e) {
            const int w = int(boost::target(*e, m_graph));
            if (!m_sourceSide[w] && m_residual[(*e).idx] > 0) {
                m_sourceSide[w] = 1;
                stack.push_back(w);
            }
        }
    }
    return flow;
}


} // namespace topoplan::core
