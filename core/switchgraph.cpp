#include "core/switchgraph.h"

#include "core/flowsupport.h"

#include <boost/graph/biconnected_components.hpp>

#include <algorithm>
#include <deque>
#include <iterator>

namespace topoplan::core {

using flowsupport::linkPayloadMBps;

std::unique_ptr<SwitchGraph> SwitchGraph::build(const DesignGraph& graph, const FailureMask& mask, TrafficClass c)
{
    auto sg = std::make_unique<SwitchGraph>();
    const Topology& topo = graph.design().topology;
    const DesignGraphType& g = graph.graph();
    for (int dev = 0; dev < int(topo.devices.size()); ++dev) {
        const int v = graph.deviceVertex(dev);
        if (g[v].switching && !mask.vertex[v]) {
            sg->nodeOfVertex.emplace(v, int(sg->vertexOfNode.size()));
            sg->vertexOfNode.push_back(v);
        }
    }
    sg->adj.assign(sg->vertexOfNode.size(), {});
    std::map<std::pair<int, int>, int> trunkOf;
    for (int l = 0; l < int(topo.links.size()); ++l) {
        const TopoLink& link = topo.links[l];
        const int pa = graph.portVertex(link.a), pb = graph.portVertex(link.b);
        if (mask.link[l] || mask.vertex[pa] || mask.vertex[pb] || !graph.linkCarries(l, c))
            continue;
        const int na = sg->node(graph.ownerDevice(pa)), nb = sg->node(graph.ownerDevice(pb));
        if (na < 0 || nb < 0 || na == nb)
            continue;
        const auto key = std::minmax(na, nb);
        auto [it, inserted] = trunkOf.emplace(key, int(sg->trunks.size()));
        if (inserted) {
            sg->trunks.push_back({key.first, key.second, {}, 0.0, 0.0});
            sg->adj[key.first].push_back({key.second, it->second});
            sg->adj[key.second].push_back({key.first, it->second});
        }
        auto& t = sg->trunks[it->second];
        t.links.push_back(l);
        t.payloadMBps += linkPayloadMBps(link, c);
        t.rawGbps += link.speedGbps;
    }
    sg->label = sg->labels(std::vector<char>(sg->vertexOfNode.size(), 0), std::vector<char>(sg->trunks.size(), 0));
    int labels = 0;
    for (int l : sg->label)
        labels = std::max(labels, l + 1);
    sg->labelNodes.assign(labels, {});
    for (int n = 0; n < int(sg->label.size()); ++n)
        sg->labelNodes[sg->label[n]].push_back(n);
    return sg;
}

int SwitchGraph::node(int vertex) const
{
    const auto it = nodeOfVertex.find(vertex);
    return it == nodeOfVertex.end() ? -1 : it->second;
}

std::vector<int> SwitchGraph::labels(const std::vector<char>& deadNode, const std::vector<char>& deadTrunk) const
{
    std::vector<int> lab(vertexOfNode.size(), -1);
    int next = 0;
    std::vector<int> stack;
    for (int s = 0; s < int(vertexOfNode.size()); ++s) {
        if (lab[s] >= 0 || deadNode[s])
            continue;
        lab[s] = next;
        stack.push_back(s);
        while (!stack.empty()) {
            const int u = stack.back();
            stack.pop_back();
            for (const auto& [w, k] : adj[u]) {
                if (deadTrunk[k] || deadNode[w] || lab[w] >= 0)
                    continue;
                lab[w] = next;
                stack.push_back(w);
            }
        }
        ++next;
    }
    return lab;
}

std::vector<int> SwitchGraph::route(int from, int to)
{
    const auto key = std::make_pair(from, to);
    const auto it = m_routeCache.find(key);
    if (it != m_routeCache.end())
        return it->second;
    std::vector<int> prev(vertexOfNode.size(), -2);
    std::deque<int> queue{from};
    prev[from] = -1;
    while (!queue.empty() && prev[to] == -2) {
        const int u = queue.front();
        queue.pop_front();
        for (const auto& [w, k] : adj[u])
            if (prev[w] == -2) {
                prev[w] = u;
                queue.push_back(w);
            }
    }
    std::vector<int> out;
    if (prev[to] != -2)
        for (int x = to; x >= 0; x = prev[x])
            out.insert(out.begin(), x);
    m_routeCache.emplace(key, out);
    return out;
}

void SwitchGraph::prepareDeadEnds()
{
    if (m_deadEndsDone)
        return;
    m_deadEndsDone = true;
    const int nodes = int(vertexOfNode.size());
    std::vector<int> degree(nodes);
    std::vector<int> queue;
    m_inCore.assign(nodes, 1);
    for (int n = 0; n < nodes; ++n) {
        degree[n] = int(adj[n].size());
        if (degree[n] <= 1)
            queue.push_back(n);
    }
    while (!queue.empty()) {
        const int n = queue.back();
        queue.pop_back();
        if (!m_inCore[n])
            continue;
        m_inCore[n] = 0;
        for (const auto& [w, k] : adj[n])
            if (m_inCore[w] && --degree[w] <= 1)
                queue.push_back(w);
    }
    m_labelHasCore.assign(labelNodes.size(), 0);
    m_coreTrunks.assign(labelNodes.size(), {});
    for (int n = 0; n < nodes; ++n)
        if (m_inCore[n])
            m_labelHasCore[label[n]] = 1;
    for (int k = 0; k < int(trunks.size()); ++k)
        if (m_inCore[trunks[k].a] && m_inCore[trunks[k].b])
            m_coreTrunks[label[trunks[k].a]].push_back(k);
    // Parents: breadth first from the core (or from the component's first node).
    m_toward.assign(nodes, -1);
    m_towardTrunk.assign(nodes, -1);
    std::vector<char> seen(nodes, 0);
    std::deque<int> bfs;
    for (int n = 0; n < nodes; ++n)
        if (m_inCore[n]) {
            seen[n] = 1;
            bfs.push_back(n);
        }
    for (int lab = 0; lab < int(labelNodes.size()); ++lab)
        if (!m_labelHasCore[lab] && !labelNodes[lab].empty()) {
            seen[labelNodes[lab].front()] = 1;
            bfs.push_back(labelNodes[lab].front());
        }
    while (!bfs.empty()) {
        const int u = bfs.front();
        bfs.pop_front();
        for (const auto& [w, k] : adj[u])
            if (!seen[w]) {
                seen[w] = 1;
                m_toward[w] = u;
                m_towardTrunk[w] = k;
                bfs.push_back(w);
            }
    }
    m_marked.assign(nodes, 0);
    m_terminal.assign(nodes, 0);
    m_children.assign(nodes, 0);
}

const std::vector<int>& SwitchGraph::prunedTrunks(const std::vector<int>& terminals)
{
    prepareDeadEnds();
    std::vector<int>& out = m_pruned;
    std::vector<int>& touched = m_touched;
    std::vector<int>& labels = m_labels;
    out.clear();
    touched.clear();
    labels.clear();
    for (int t : terminals) {
        m_terminal[t] = 1;
        if (std::find(labels.begin(), labels.end(), label[t]) == labels.end())
            labels.push_back(label[t]);
    }
    // Mark the paths from each terminal towards the core or the tree root, counting
    // the marked children of each marked node.
    for (int t : terminals) {
        int child = -1;
        for (int x = t;; x = m_toward[x]) {
            if (m_inCore[x])
                break;
            if (m_marked[x]) {
                if (child >= 0)
                    ++m_children[x];
                break;
            }
            m_marked[x] = 1;
            touched.push_back(x);
            if (child >= 0)
                ++m_children[x];
            if (m_toward[x] < 0)
                break;
            child = x;
        }
    }
    // Trees: drop the chain above the terminals' meeting point.
    for (int lab : labels) {
        if (m_labelHasCore[lab])
            continue;
        int x = labelNodes[lab].front(); // the root
        while (m_marked[x] && !m_terminal[x] && m_children[x] == 1) {
            m_marked[x] = 0;
            int next = -1;
            for (const auto& [w, k] : adj[x])
                if (m_toward[w] == x && m_marked[w])
                    next = w;
            x = next;
        }
    }
    for (int lab : labels)
        if (m_labelHasCore[lab])
            out.insert(out.end(), m_coreTrunks[lab].begin(), m_coreTrunks[lab].end());
    for (int x : touched)
        if (m_marked[x] && m_toward[x] >= 0 && (m_inCore[m_toward[x]] || m_marked[m_toward[x]]))
            out.push_back(m_towardTrunk[x]);
    for (int x : touched) {
        m_marked[x] = 0;
        m_children[x] = 0;
    }
    for (int t : terminals)
        m_terminal[t] = 0;
    return out;
}

void SwitchGraph::prepareSeparation(const DesignGraph& graph)
{
    if (m_separationDone)
        return;
    m_separationDone = true;
    const int nodes = int(vertexOfNode.size());
    using Simple = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                         boost::property<boost::edge_index_t, std::size_t>>;
    Simple simple(nodes);
    for (std::size_t k = 0; k < trunks.size(); ++k)
        boost::add_edge(trunks[k].a, trunks[k].b, k, simple);
    std::vector<std::size_t> bicomp(trunks.size());
    std::vector<int> articulation;
    auto compMap = boost::make_iterator_property_map(bicomp.begin(), boost::get(boost::edge_index, simple));
    boost::biconnected_components(simple, compMap, std::back_inserter(articulation));
    std::vector<char> isArticulation(nodes, 0);
    for (int a : articulation)
        isArticulation[a] = 1;
    std::map<std::size_t, int> compSize;
    for (std::size_t c : bicomp)
        ++compSize[c];
    std::vector<char> isBridge(trunks.size(), 0);
    for (std::size_t k = 0; k < trunks.size(); ++k)
        isBridge[k] = trunks[k].links.size() == 1 && compSize[bicomp[k]] == 1;

    std::map<int, std::pair<std::vector<int>, std::vector<int>>> effect; // element -> (nodes, trunks)
    for (int n = 0; n < nodes; ++n)
        for (int e : graph.killersOfVertex(vertexOfNode[n]))
            effect[e].first.push_back(n);
    for (int k = 0; k < int(trunks.size()); ++k) {
        std::vector<int> all;
        for (int l : trunks[k].links) {
            const std::size_t from = all.size();
            graph.appendKillersOfLink(l, all);
            std::sort(all.begin() + std::ptrdiff_t(from), all.end());
            all.erase(std::unique(all.begin() + std::ptrdiff_t(from), all.end()), all.end());
        }
        std::sort(all.begin(), all.end());
        for (std::size_t i = 0; i < all.size();) {
            std::size_t j = i;
            while (j < all.size() && all[j] == all[i])
                ++j;
            if (j - i == trunks[k].links.size())
                effect[all[i]].second.push_back(k);
            i = j;
        }
    }
    for (auto& [e, eff] : effect) {
        auto& [ns, ts] = eff;
        bool candidate = true;
        if (ns.size() == 1) {
            bool incidentOnly = true;
            for (int k : ts)
                incidentOnly = incidentOnly && (trunks[k].a == ns[0] || trunks[k].b == ns[0]);
            if (incidentOnly)
                candidate = isArticulation[ns[0]];
        } else if (ns.empty() && ts.size() == 1) {
            candidate = isBridge[ts[0]];
        } else if (ns.empty() && ts.empty()) {
            candidate = false;
        }
        if (!candidate)
            continue;
        std::vector<char> deadNode(nodes, 0), deadTrunk(trunks.size(), 0);
        for (int n : ns)
            deadNode[n] = 1;
        for (int k : ts)
            deadTrunk[k] = 1;
        m_sepElements.push_back(e);
        m_sepLabels.push_back(labels(deadNode, deadTrunk));
    }
}

const std::vector<int>& SwitchGraph::separators(const DesignGraph& graph, int a, int b)
{
    prepareSeparation(graph);
    const auto key = std::minmax(a, b);
    auto it = m_sepCache.find(key);
    if (it != m_sepCache.end())
        return it->second;
    std::vector<int> out;
    for (std::size_t k = 0; k < m_sepElements.size(); ++k) {
        const auto& lab = m_sepLabels[k];
        if (lab[a] < 0 || lab[b] < 0 || lab[a] != lab[b])
            out.push_back(m_sepElements[k]);
    }
    return m_sepCache.emplace(key, std::move(out)).first->second;
}

} // namespace topoplan::core
