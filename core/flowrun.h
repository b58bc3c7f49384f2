#pragma once
// Internal to core: one FlowAnalyzer::run() — the state of a failure mask (fabric
// components, contracted switch graphs, the reused max flow network, the loads being
// summed) and the stages run per flow: paths (flowpaths.cpp), redundancy
// (flowredundancy.cpp), bandwidth and load (flowbandwidth.cpp), then findings
// (flowfindings.cpp). Not part of the public API; single-threaded (one per run).

#include "core/flowanalyzer.h"
#include "core/flownetwork.h"
#include "core/switchgraph.h"

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace topoplan::core {

/// The surviving pairs of one flow under the run's mask, what kills each and its route.
struct PathSet {
    std::vector<int> alivePairs;               ///< indices in FlowDef::pairs
    std::vector<std::vector<int>> pairKillers; ///< per alive pair: elements whose loss kills it, sorted
    std::vector<std::vector<int>> pairRoutes;  ///< per alive pair: switch nodes from initiator to target side
    std::vector<int> standbyPairs;               ///< connected pairs of standby controllers (FlowDef::controllers)
    std::vector<std::vector<int>> standbyKillers; ///< per standby pair: elements whose loss kills it, sorted
};

/// Where an endpoint port meets the fabric.
struct Attachment {
    bool ok = false;
    int link = -1; ///< Topology link index
    int peer = -1; ///< peer port vertex
    int sw = -1;   ///< switch device vertex (-1 when the peer is an endpoint port)
};

class FlowRun {
public:
    FlowRun(const FlowAnalyzer& analyzer, const FailureMask& mask, const AnalysisOptions& options);

    FabricState& state() { return m_state; }

    /// Paths: every surviving pair of `f` as a PathResult in `fr.paths`, with its killers
    /// and route.
    PathSet tracePaths(const FlowDef& f, FlowResult& fr);
    /// Redundancy: the single points of failure of a reachable flow into `fr.spofs` (and
    /// the N-1 impacts, when given); returns true when one of them is not an endpoint.
    bool singlePointsOfFailure(int flowIndex, const FlowDef& f, const PathSet& paths, FlowResult& fr,
                               std::vector<ElementImpact>* impacts) const;
    /// Bandwidth: minimum failures to break (unless `pathSpof`), max flow in MB/s and Gb/s
    /// and the bottleneck of a reachable flow.
    void maxFlows(const FlowDef& f, const PathSet& paths, bool pathSpof, FlowResult& fr);
    /// Load: the flow's offered MB/s spread over its surviving paths.
    void addLoad(const FlowDef& f, const PathSet& paths, FlowResult& fr);
    /// Drops the loads added so far; later addLoad() calls take their offered MB/s from
    /// `options` (kept by reference). The paths traced stay valid: they do not depend on it.
    void resetLoad(const AnalysisOptions& options);
    /// Link and port utilization from the loads added, and each flow's busiest element.
    void utilization(AnalysisResult& result) const;
    /// Findings of a finished result, and the notes they imply.
    void addFindings(AnalysisResult& result) const;

private:
    SwitchGraph& switchGraph(TrafficClass c);
    Attachment attachment(int portVertex, TrafficClass c) const;
    void appendAttachKillers(const Attachment& at, std::vector<int>& out) const;
    void chainNames(int v, int controller, std::vector<std::string>& hops) const;
    std::string fabricOf(const std::string& a, const std::string& b, const FlowPair& p) const;
    std::vector<int> breakers(const FlowDef& f, const FlowResult& fr, const PathSet& paths) const;
    bool isEndpointElement(const FlowDef& f, int e) const;

    const FlowAnalyzer& m_analyzer;
    const DesignGraph& m_graph;
    const LoadedDesign& m_design;
    const FailureMask& m_mask;
    const AnalysisOptions* m_options; // never null
    FabricState m_state;
    std::array<std::unique_ptr<SwitchGraph>, kTrafficClassCount> m_switchGraphs; // built on demand
    FlowNetwork m_network;
    std::vector<int> m_terminals, m_done, m_killers, m_pairsUsed; // scratch
    std::vector<std::pair<int, const FlowPair*>> m_shareOf;

    struct EndpointLoad {
        double inMBps = 0.0, outMBps = 0.0;
        double capacityMBps = 0.0;
        std::string partition;
    };
    /// MB/s by link, class and direction (0: end a -> end b, 1: b -> a).
    std::vector<std::array<std::array<double, 2>, kTrafficClassCount>> m_linkLoad;
    std::map<int, EndpointLoad> m_endpointPortLoad;                  // port index -> load on its share
    std::vector<std::vector<int>> m_touchedLinks, m_touchedEndpointPorts; // per flow result
};

namespace flowsupport {
/// Cluster availability from the members reached (docs/analysis-json.md "clusters"):
/// `reached` by FlowDef::members index, then the witness.
FlowAnalyzer::Status clusterStatus(const FlowDef& f, const std::vector<char>& reached, const DesignGraphType& g, int paths);
/// What a cluster flow has lost: members not reached, in all and per data site of a
/// stretched cluster (FlowDef::memberDomain), and whether the witness is reached.
struct ClusterLoss {
    int lost = 0;
    std::vector<int> lostInSite;
    bool witnessUp = false;
};
ClusterLoss clusterLoss(const FlowDef& f, const std::vector<char>& reached);
/// `loss` after member `k` (FlowDef::members index; members.size(): the witness), reached
/// before, is lost too.
void loseMember(const FlowDef& f, int k, ClusterLoss& loss);
/// The availability rule of clusterStatus, on counts only.
bool clusterAlive(const FlowDef& f, const ClusterLoss& loss);
/// Whether `controller` is one of the active controllers of `f` when the controllers for
/// which `down(vertex)` is true have failed (FlowDef::controllers; true for a vertex that
/// is not one of them).
template <typename Down>
bool controllerActive(const FlowDef& f, int controller, Down down)
{
    if (f.activeControllers <= 0 || std::find(f.controllers.begin(), f.controllers.end(), controller) == f.controllers.end())
        return true;
    int active = 0;
    for (int c : f.controllers) {
        if (down(c))
            continue;
        if (c == controller)
            return true;
        if (++active >= f.activeControllers)
            return false;
    }
    return false;
}
/// A member counts as lost when it is down or one of its disk groups failed.
bool memberDown(const DesignGraph& dg, int memberVertex, const std::vector<char>& vertexFailed);
} // namespace flowsupport

} // namespace topoplan::core
