#pragma once

#include "core/designgraph.h"
#include "core/designloader.h"
#include "core/findingtext.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace topoplan::core {

/// One initiator -> fabric -> target port -> controller route of a flow (a "path" in
/// the multipathing sense: RA-1 counts 8 per ESXi host). For LAN flows the initiator is
/// the source port (or the client entry switch) and the target the destination port.
struct PathResult {
    std::string initiator;         ///< port reference (client flows: entry switch id)
    std::string target;            ///< port reference
    std::string controller;        ///< DEVICE/COMPONENT (director, controller) or device id
    std::string fabric;            ///< design fabric of the initiator or target, else the switches joined by '+'
    std::vector<std::string> hops; ///< initiator, switch ports and switches..., target, controller chain
};

/// An element whose loss alone breaks a flow.
struct SpofResult {
    std::string element;   ///< failure target id
    std::string kind;      ///< device, component, port, link, site, cluster, disk group
    bool endpoint = false; ///< the element is (or contains) the flow's own endpoint: the one array, the host's chassis
};

/// Results for one flow: a demand between two endpoints (workloads -> their storage,
/// backup server -> appliance, clients -> database host).
struct FlowResult {
    std::string id;                     ///< "storage:HOST->STORAGE", "backup:...", "client:clients->HOST"
    std::string kind;                   ///< storage, backup, client
    std::string source;                 ///< host id, or "clients"
    std::string destination;            ///< storage device or cluster id, appliance id, host id
    std::string protocol;               ///< fc, iscsi, nvme-tcp, ethernet (first pair's class)
    std::vector<std::string> workloads; ///< workloads carried (empty for client flows)
    int designedPairs = 0;              ///< initiator-target pairs allowed by zoning, masking and functions
    bool reachable = false;
    std::string status;                 ///< "ok", or why the flow is broken / degraded (clusters)
    FindingText statusText;             ///< `status` as a translatable template; empty for "ok"
    std::vector<PathResult> paths;      ///< surviving paths under the analysed failures
    std::vector<SpofResult> spofs;      ///< single points of failure, endpoints flagged
    /// Minimum number of further component failures that breaks the flow, endpoints not
    /// counted: vertex connectivity (node splitting + Boykov-Kolmogorov max flow) over the
    /// switching fabric with the flow's allowed targets, 1 when a SPOF exists, capped by
    /// the failures a cluster tolerates. 0 when already broken. An upper bound when zoning
    /// splits a connected fabric (zoned routes are a subset of the fabric's routes).
    int minFailuresToBreak = 0;
    double maxGbps = 0.0;               ///< line rate (Gb/s) of the bottleneck cut
    double maxMBps = 0.0;               ///< payload max flow, MB/s (10^6 bytes/s) per direction
    std::vector<std::string> bottleneck; ///< elements of the minimum cut (ports, links, switch-to-switch trunks)
    double offeredMBps = 0.0;           ///< offered load of the workloads, MB/s
    bool offeredKnown = false;          ///< false when a workload is closed (users + think time) without a rate
    double busiestUtilization = 0.0;    ///< highest utilization on the flow's paths, 0..1 (1: saturated)
    double busiestOfferedUtilization = 0.0; ///< the offered load there / capacity: above 1 when it exceeds it
    std::string busiestLink;            ///< where that is
};

/// Load on a link from the workloads' offered MB/s, spread evenly over each flow's
/// surviving paths (round-robin multipathing, as VMware NMP in RA-1) and over parallel
/// links between two switches in proportion to capacity.
/// Links are full duplex: reads travel target -> initiator and writes initiator ->
/// target (backup streams host -> appliance, restores the reverse), so each direction is
/// summed apart and the busier one sets the utilization (IEEE 802.3 full-duplex MAC;
/// FC-FS: a Fibre Channel link carries its rate in each direction).
struct LinkLoad {
    std::string link;            ///< link id "a -- b"
    std::string family;          ///< fc, ethernet, ...
    double speedGbps = 0.0;
    double capacityMBps = 0.0;   ///< payload capacity per direction for the dominant traffic on it
    double loadAtoBMBps = 0.0;   ///< MB/s from end a to end b of the link id
    double loadBtoAMBps = 0.0;   ///< MB/s from end b to end a
    double loadMBps = 0.0;       ///< the busier direction's MB/s
    double utilization = 0.0;    ///< busier direction: sum over traffic classes of load / payload capacity, at most 1
    double offeredUtilization = 0.0; ///< the same before the cap: above 1 when the offered load exceeds the capacity
    bool failed = false;
};

/// Load on an endpoint port (its flows' traffic; NPAR: relative to the partition share),
/// per direction as LinkLoad.
struct PortLoad {
    std::string port;
    double capacityMBps = 0.0;   ///< payload capacity per direction
    double inMBps = 0.0;         ///< MB/s received by the port (reads at an initiator, writes at a target)
    double outMBps = 0.0;        ///< MB/s sent by the port
    double loadMBps = 0.0;       ///< the busier direction's MB/s
    double utilization = 0.0;    ///< loadMBps / capacityMBps, at most 1
    double offeredUtilization = 0.0; ///< loadMBps / capacityMBps: above 1 when the offered load exceeds the capacity
    std::string partition;       ///< partition id when the capacity is an NPAR share
};

/// Something the analysis reports to the user.
struct Finding {
    enum class Severity { Info, Warning, Error };
    Severity severity = Severity::Info;
    std::string code;             ///< unreachable, spof, endpoint, min-paths, saturated, asymmetric-fabric, ...
    std::string message;          ///< a sentence an architect can act on (English: CLI, JSON, reports)
    std::vector<std::string> ids; ///< design ids concerned (devices, ports, links, flows)
    /// The same sentence as a template with arguments, for the GUI's translation
    /// (core/findingtext.h); empty for findings not yet converted (the GUI shows `message`).
    FindingText text;
};
/// A finding whose message is englishText(text): the one way to build a translatable one.
Finding makeFinding(Finding::Severity severity, std::string code, FindingText text, std::vector<std::string> ids);
/// "info", "warning", "error".
const char* severityName(Finding::Severity s);

/// Everything the graph analyses compute for one design revision and failure set.
struct AnalysisResult {
    std::uint64_t revision = 0;      ///< design revision it was computed for (set by the caller)
    std::string designName;
    std::vector<std::string> failed; ///< failure targets applied
    std::vector<FlowResult> flows;
    std::vector<LinkLoad> links;     ///< every link, in Topology order
    std::vector<PortLoad> ports;     ///< ports carrying load
    std::vector<Finding> findings;   ///< errors first, then warnings, then info
    std::vector<std::string> notes;  ///< assumptions applied (policies, unknown offered loads)
    bool cancelled = false;          ///< the cancel flag was raised: the result is incomplete
};

/// Inputs besides the design and the failures.
struct AnalysisOptions {
    std::uint64_t revision = 0;
    /// Offered MB/s per workload id, overriding the profile (the performance model of
    /// issue 4 supplies it for closed workloads). Without it: profile `mb_s`, else
    /// `iops` x mean I/O size, else 0 ("unknown").
    std::map<std::string, double> offeredMBps;
};

/// Runs paths, redundancy, bandwidth and utilization and the findings on a design under
/// a failure set. Pure function of its inputs: safe on a worker thread over a copy of
/// the design. `cancel` (may be null) is polled in the loops; when it becomes true the
/// function returns early with `cancelled` set. Unknown failure targets are reported as
/// error findings and ignored.
AnalysisResult analyze(const LoadedDesign& design, const FailureSet& failures, const std::atomic<bool>* cancel = nullptr,
                       const AnalysisOptions& options = {});

/// The link loads alone (AnalysisResult::links, every link in Topology order) under
/// `failures` at each of the offered loads `loads` (AnalysisOptions::offeredMBps), as
/// analyze() computes them, with the paths traced once for all (no redundancy, max flow or
/// findings): the ends of an interval of offered load (models::AnalysisRunner's link
/// utilization intervals). result[k] belongs to loads[k]; empty when cancelled.
std::vector<std::vector<LinkLoad>> linkLoads(const LoadedDesign& design, const FailureSet& failures,
                                             const std::vector<AnalysisOptions>& loads, const std::atomic<bool>* cancel = nullptr);

/// The failure targets of `set` that name nothing of the design.
std::vector<std::string> unknownFailureTargets(const LoadedDesign& design, const FailureSet& set);

} // namespace topoplan::core
