#pragma once
// Internal to core: the node-split max flow network of one flow. Not part of the public API.

#include <boost/container_hash/hash.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <unordered_map>
#include <utility>
#include <vector>

namespace topoplan::core {

// Max flow network of one flow, node-split (every vertex v becomes v_in -> v_out). The
// arcs are collected in flat arrays and handed to Boost's Boykov-Kolmogorov max flow on
// a compressed sparse row graph built once per network; one FlowNetwork is reused for
// every flow of a run (reset()), so a network costs a few allocations, not one per arc.
class FlowNetwork {
public:
    using Graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, int>; // edge: arc index
    using Edge = boost::graph_traits<Graph>::edge_descriptor;
    static constexpr long kInf = 1000000000000000L;
    static constexpr int kSource = 0;
    static constexpr int kSink = 1;

    // A capacity-limited arc that can be a bottleneck; named only when it is in the cut.
    struct Named {
        int arc = -1;
        int kind = 0;  // 0: NPAR share of port vertex `id`, 1: link `id`, 2: trunk `id`
        int id = -1;
        double rawGbps = 0.0;
    };

    explicit FlowNetwork(int fullVertices) : m_local(fullVertices, -1) {}

    void reset()
    {
        for (int full : m_fullOf)
            m_local[full] = -1;
        m_fullOf.clear();
        m_arcs.clear();
        m_named.clear();
    }
    int arc(int u, int v, long cap)
    {
        m_arcs.push_back({u, v, cap});
        m_arcs.push_back({v, u, 0});
        return int(m_arcs.size()) - 2;
    }
    // The split index (v_in) of a full vertex, creating it with capacity `vcap` on v_in -> v_out.
    int in(int full, long vcap, int nameKind = -1, double raw = 0.0)
    {
        if (m_local[full] >= 0)
            return m_local[full];
        const int a = 2 + 2 * int(m_fullOf.size());
        m_local[full] = a;
        m_fullOf.push_back(full);
        const int e = arc(a, a + 1, vcap);
        if (vcap < kInf && nameKind >= 0)
            m_named.push_back({e, nameKind, full, raw});
        return a;
    }
    int local(int full) const { return m_local[full]; }
    static int out(int in) { return in + 1; }
    void link(int a, int b, long cap, int nameKind = -1, int id = -1, double raw = 0.0)
    {
        const int e1 = arc(out(a), b, cap);
        const int e2 = arc(out(b), a, cap);
        if (cap < kInf && nameKind >= 0) {
            m_named.push_back({e1, nameKind, id, raw});
            m_named.push_back({e2, nameKind, id, raw});
        }
    }
    /// The maximum flow from kSource to kSink, and the source side of the minimum cut.
    /// Networks of the same shape (the same arcs and capacities after local numbering:
    /// the hosts of a chassis, the sleds of identical chassis) are solved once per
    /// FlowNetwork, so one FlowNetwork serves a whole run.
    long maxFlow();
    /// The saturated capacity-limited arcs leaving the source side of the minimum cut
    /// (after maxFlow()).
    std::vector<const Named*> cut() const;

private:
    /// Boykov-Kolmogorov on a CSR graph of the arcs; fills m_sourceSide with the vertices
    /// reachable from the source in the residual graph (the same for every maximum flow).
    long solve();

    struct Solution {
        long flow = 0;
        std::vector<char> sourceSide;
    };
    struct KeyHash {
        std::size_t operator()(const std::vector<long>& key) const { return boost::hash_range(key.begin(), key.end()); }
    };
    static constexpr std::size_t kMaxSolved = 4096;
    std::vector<long> m_key;
    std::unordered_map<std::vector<long>, Solution, KeyHash> m_solved;
    std::vector<char> m_sourceSide; // by split index
    struct Arc {
        int from = 0, to = 0;
        long capacity = 0;
    };
    std::vector<int> m_local;  // full vertex -> split index (in = 2k+2, out = 2k+3), -1 if absent
    std::vector<int> m_fullOf; // per split pair
    std::vector<Arc> m_arcs;   // in pairs: arc 2k and its reverse 2k+1
    std::vector<Named> m_named;
    // Scratch of maxFlow(), kept between flows.
    Graph m_graph;
    std::vector<std::pair<std::size_t, std::size_t>> m_ends;
    std::vector<int> m_arcIds;
    std::vector<Edge> m_edges, m_reverse;
    std::vector<std::size_t> m_edgeOfArc;
    std::vector<long> m_capacity, m_residual;
    std::vector<boost::default_color_type> m_color;
    std::vector<long> m_distance;
    std::vector<Edge> m_pred;
};


} // namespace topoplan::core
