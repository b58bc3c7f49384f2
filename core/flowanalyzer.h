#pragma once
// Internal to core: the flow model shared by analyze(), the failure sweep and the
// scenario evaluation. Not part of the public API.

#include "core/analysis.h"
#include "core/designgraph.h"

#include <array>
#include <atomic>
#include <string>
#include <vector>

namespace topoplan::core {

/// One allowed initiator -> target pair of a flow (allowed by zoning, masking views,
/// port groups and NPAR functions; whether it is connected depends on the failures).
struct FlowPair {
    int initiator = -1;  ///< port vertex (client flows: entry switch vertex)
    int target = -1;     ///< port vertex
    TrafficClass cls = TrafficClass::Fc;
    int controller = -1; ///< director/controller vertex, or the target's device vertex
    int member = -1;     ///< cluster flows: index in FlowDef::members (witness: members.size())
    int sharePort = -1;      ///< NPAR: the partitioned endpoint port of this pair, -1 if none
    double shareGbps = 0.0;  ///< the bandwidth of the partitions that carry this flow on it
    std::string shareIds{};  ///< their ids, "p1+p3"
};

/// A demand between two endpoints, independent of failures.
struct FlowDef {
    std::string id;
    std::string kind;        ///< storage, backup, client
    std::string source;      ///< host id or "clients"
    std::string destination; ///< device or cluster id
    std::vector<int> workloads;
    int sourceVertex = -1;      ///< host device vertex (-1: clients)
    int destinationVertex = -1; ///< storage / appliance / host device vertex (-1: cluster)
    std::vector<int> entrySwitches; ///< client flows: entry switch vertices
    std::vector<int> endpointComponents; ///< components of the destination whose loss is the destination's loss
    std::vector<int> endpointComponentVertices; ///< their vertices
    std::vector<FlowPair> pairs;
    /// Pairs allowed whether cabled or not (allowedPairCounts(), core/allowedpairs.h); -1: as pairs.
    int allowedPairs = -1;
    /// Why `pairs` is empty when the cabling decides it (no cabled port on the host or on
    /// the storage: "no cable from ..."); empty: zoning, masking views, port roles or NPAR
    /// functions allow no pair (FlowBuilder).
    FindingText noPairs;
    /// Active/standby arrays (catalog `active_controllers` below the controller count, e.g.
    /// EqualLogic PS Series): the destination's controller vertices in catalog order, of
    /// which the first `activeControllers` that are up own the paths; a standby
    /// controller's ports carry no path until an active controller fails (failover).
    std::vector<int> controllers;
    int activeControllers = 0; ///< 0: every controller is active
    // Clusters (vSAN, PowerFlex): the flow survives while the failed or unreachable fault
    // domains do not exceed `tolerated` (stretched vSAN: while a majority of sites and
    // witness is reachable).
    bool cluster = false;
    std::vector<int> members;     ///< member device vertices
    std::vector<int> memberDomain;
    int witness = -1;             ///< witness device vertex
    int witnessDomain = -1;
    int domains = 0;
    int tolerated = 0; ///< members the weakest object survives losing (non-stretched: its FTT)
    bool stretched = false;
    /// vSAN objects of the flow's workloads, one per distinct policy (storagepolicy.h):
    /// FTT (stretched: PFTT) and SFTT, and the storage groups that have it.
    struct ObjectPolicy {
        int ftt = 1;
        int sftt = 0;
        std::string raid;
        std::string groups;
    };
    std::vector<ObjectPolicy> objects;
};

/// Connected components of the transit graph per traffic class under a failure mask.
struct FabricState {
    const FailureMask* mask = nullptr;
    std::array<std::vector<int>, kTrafficClassCount> component; ///< by vertex, -1 outside the transit graph
    std::array<bool, kTrafficClassCount> computed{};
};

/// What one failure element does to the flows (N-1 sweep).
struct ElementImpact {
    std::vector<int> flowsBroken;
    bool endpointOnly = true; ///< every flow it breaks, it breaks as (a container of) an endpoint
    int pathsLost = 0;
};

class FlowAnalyzer {
public:
    /// Initiator-target pairs traced per analysis, at most: path enumeration is bounded
    /// (issue 8). Each flow's pairs are all its host ports times the target ports it may
    /// reach, so a 512-host vSAN cluster has 512 x 4 x 511 = 1,046,528. Flows beyond the
    /// limit are left out whole, with an error finding `path-limit` naming their hosts.
    /// Measured at about this size (docs/reliability.md "Limits"): one analysis 7 s on one
    /// core and 450 MB.
    static constexpr std::size_t kMaxTracedPairs = 1000000;

    /// The flows of `design` (kept by reference: it must outlive the analyzer), with at
    /// most `maxPairs` initiator-target pairs in all.
    explicit FlowAnalyzer(const LoadedDesign& design, std::size_t maxPairs = kMaxTracedPairs);

    const DesignGraph& graph() const { return m_graph; }
    const std::vector<FlowDef>& flows() const { return m_flows; }
    const std::vector<std::string>& notes() const { return m_notes; }
    /// Flows left out by the pair limit: how many, their pairs, and their hosts (sources,
    /// or destinations for client flows), each once.
    struct LeftOut {
        int flows = 0;
        std::size_t pairs = 0;
        std::vector<std::string> hosts;
    };
    const LeftOut& leftOut() const { return m_leftOut; }

    /// Components of the transit graph (filtered_graph over the failure mask).
    FabricState fabric(const FailureMask& mask) const;
    /// The pair is connected under the state and its controller is active (a standby
    /// controller's pairs are not paths until failover).
    bool pairAlive(const FlowDef& flow, const FlowPair& pair, FabricState& state) const;
    /// The pair is connected under the state, whether its controller is active or not.
    bool pairConnected(const FlowDef& flow, const FlowPair& pair, FabricState& state) const;

    struct Status {
        bool alive = false;
        int paths = 0;
        std::string text;
        FindingText phrase; ///< `text` as a translatable template (empty for "ok")
    };
    /// Whether a flow survives, exactly, under a state.
    Status status(const FlowDef& flow, FabricState& state) const;

    /// The full analysis under a mask. With `impacts` (sized to the element count), the
    /// N-1 effect of every element on the surviving flows is accumulated.
    AnalysisResult run(const FailureMask& mask, const std::vector<std::string>& failedIds, const AnalysisOptions& options,
                       const std::atomic<bool>* cancel, std::vector<ElementImpact>* impacts = nullptr) const;

    /// The link loads alone (AnalysisResult::links: every link, in Topology order) under a
    /// mask at each of `loads` (their offeredMBps; the revision is ignored): the paths are
    /// traced once and each load spread over them as run() does, without run()'s
    /// redundancy, max flows and findings. Empty when cancelled.
    std::vector<std::vector<LinkLoad>> linkLoads(const FailureMask& mask, const std::vector<AnalysisOptions>& loads,
                                                 const std::atomic<bool>* cancel) const;

    /// Offered MB/s of a workload: AnalysisOptions::offeredMBps, else profile `mb_s`, else
    /// `iops` x mean I/O size (KiB); `known` false (and 0) for a closed workload without a rate.
    double offeredMBps(int workload, const AnalysisOptions& options, bool& known) const;

    /// Share (0..1) of a workload's offered MB/s that travels target -> initiator: the
    /// read bytes of a storage workload (profile read_pct x read_kb against write_kb),
    /// 1 for a restore, 0 for a backup stream (host -> appliance).
    double reverseShare(int workload) const;

private:
    /// The flows of the design (flowbuilder.cpp).
    void buildFlows();

    const LoadedDesign& m_design;
    DesignGraph m_graph;
    std::vector<FlowDef> m_flows;
    std::vector<std::string> m_notes;
    std::size_t m_maxPairs;
    std::size_t m_pairs = 0; ///< pairs of m_flows
    LeftOut m_leftOut;
};

} // namespace topoplan::core
