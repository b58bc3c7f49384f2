#pragma once
// Internal to core: the switching fabric of one traffic class under a failure state,
// contracted (one node per alive switching device, one trunk per pair of switches joined
// by alive links), with the queries the flow analyses make of it. Not part of the public
// API. One per class and run; its caches make it single-threaded.

#include "core/designgraph.h"

#include <map>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace topoplan::core {

struct SwitchGraph {
    struct Trunk {
        int a = -1, b = -1;        ///< nodes, a < b
        std::vector<int> links;    ///< Topology link indices
        double payloadMBps = 0.0;  ///< sum of the links' payload for the class
        double rawGbps = 0.0;      ///< sum of their line rates
    };

    /// The switch graph of class `c` without the failed vertices and links of `mask`.
    static std::unique_ptr<SwitchGraph> build(const DesignGraph& graph, const FailureMask& mask, TrafficClass c);

    /// Node of a switch device vertex, -1 if it is not an alive switch.
    int node(int vertex) const;
    /// Component labels by node without the dead nodes and trunks (-1 for dead nodes).
    std::vector<int> labels(const std::vector<char>& deadNode, const std::vector<char>& deadTrunk) const;
    /// A shortest node sequence from `from` to `to` (empty if disconnected); cached.
    std::vector<int> route(int from, int to);
    /// Elements whose failure disconnects nodes `a` and `b` (a != b), unsorted; cached.
    /// Found from articulation points and bridges (Boost biconnected components) plus
    /// every element that takes down several switches or trunks at once (a chassis, a
    /// site, a broken-out port).
    const std::vector<int>& separators(const DesignGraph& graph, int a, int b);
    /// The trunks a max flow network needs between `terminals` (nodes, repeats allowed):
    /// what is left of their components after repeatedly removing non-terminal nodes of
    /// degree <= 1 (the 2-core plus the tree paths from each terminal to it; in a
    /// component without cycles, the smallest subtree holding the terminals). The
    /// reference is valid until the next call.
    const std::vector<int>& prunedTrunks(const std::vector<int>& terminals);

    std::unordered_map<int, int> nodeOfVertex;
    std::vector<int> vertexOfNode;
    std::vector<Trunk> trunks;
    std::vector<std::vector<std::pair<int, int>>> adj; ///< node -> (node, trunk)
    std::vector<int> label;                            ///< component by node
    std::vector<std::vector<int>> labelNodes;          ///< nodes by component

private:
    void prepareSeparation(const DesignGraph& graph);
    void prepareDeadEnds();

    // Separation analysis: elements that can disconnect two switches, with the
    // component labels of the switch graph without them.
    bool m_separationDone = false;
    std::vector<int> m_sepElements;
    std::vector<std::vector<int>> m_sepLabels;
    std::map<std::pair<int, int>, std::vector<int>> m_sepCache;
    std::map<std::pair<int, int>, std::vector<int>> m_routeCache; // node sequence
    // Dead-end pruning: the 2-core and the tree parents towards it (or towards the first
    // node of a component without cycles), computed once.
    bool m_deadEndsDone = false;
    std::vector<char> m_inCore;                 // by node
    std::vector<int> m_toward;                  // by node: next node towards the core or root, -1 there
    std::vector<int> m_towardTrunk;             // the trunk to it
    std::vector<char> m_labelHasCore;           // by label
    std::vector<std::vector<int>> m_coreTrunks; // by label: trunks between two core nodes
    std::vector<char> m_marked, m_terminal;
    std::vector<int> m_children, m_touched, m_labels, m_pruned;
};

} // namespace topoplan::core
