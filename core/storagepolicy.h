#pragma once
// vSAN storage policies: the one resolution used by the graph analysis, capacity, backup /
// rebuild and the performance model, and the placement rules that refuse impossible ones.

#include "core/findingtext.h"
#include "core/design.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// The vSAN storage policy in force for an object. Each key is taken from the nearest of:
/// the storage group, its parent chain, the cluster's `settings`, the vSAN default
/// (RAID 1, FTT=1: VMware vSAN default storage policy; RA-2 compares only FTT=1 policies).
struct StoragePolicy {
    std::string raid = "raid1"; ///< failure tolerance method: raid1 (mirroring), raid5-3+1, raid6-4+2
    /// Failures to tolerate. In a stretched cluster: the primary level (PFTT), i.e. site
    /// mirroring (0: the object stays in one site, 1: a full copy in each data site).
    int ftt = 1;
    /// Stretched clusters only: secondary level (SFTT), the failures tolerated inside each
    /// data site by `raid` (VMware vSAN 6.6 stretched cluster guide, "local protection").
    int sftt = 0;
    bool checksum = false;
    bool dedupe = false;      ///< deduplication and/or compression
    std::string source;       ///< where `raid` / `ftt` came from: "storage group X", "cluster X settings", "vSAN default"
};

/// The effective policy of `group` (may be null: the cluster default) on `cluster` (may be null).
StoragePolicy effectivePolicy(const Design& design, const StorageGroup* group, const Cluster* cluster);

/// The objects of a workload on a vSAN cluster and their policies: the leaf storage
/// groups under the workload's group (RA-2: data and redo under the database group), or
/// the group itself when it has no children; the cluster default without a group.
struct PolicyObject {
    std::string group; ///< storage group id, empty for the cluster default
    StoragePolicy policy;
};
std::vector<PolicyObject> workloadPolicies(const Design& design, const Workload& workload);

/// Hosts (fault domains) a policy needs: RAID 1 FTT=n needs 2n+1, RAID 5 (3+1) 4, RAID 6
/// (4+2) 6 (VMware vSAN documentation, "Using RAID 5 or RAID 6 erasure coding" and
/// "Failures to tolerate"; reference/architectures.md RA-2). Stretched clusters: the same
/// per data site for `sftt`.
int hostsNeeded(const std::string& raid, int ftt);

/// Why `policy` cannot be placed on a cluster with `hosts` hosts (non-stretched) or with
/// `hostsPerSite` hosts in its smallest data site (stretched, witness present); empty when
/// it can. Rules: RAID 5 tolerates exactly 1 failure and RAID 6 exactly 2; a stretched
/// cluster mirrors across at most 2 data sites (PFTT <= 1) and cannot erasure-code across
/// its 3 fault domains (RA-2: "Erasure coding unavailable (needs 4 fault domains)"). A
/// template (context "Finding"): englishText() is the CLI's sentence, the GUI translates it.
FindingText policyProblem(const StoragePolicy& policy, bool stretched, int hosts, int hostsPerSite);

} // namespace topoplan::core
