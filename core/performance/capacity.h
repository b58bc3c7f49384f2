#pragma once

#include "core/designloader.h"

#include <string>
#include <vector>

namespace topoplan::core {

/// Raw and usable capacity of one storage system (array, backup appliance, vSAN or
/// PowerFlex cluster). Decimal TB and binary TiB are both given; `method` shows the
/// arithmetic so the user can check it.
struct StorageCapacity {
    std::string id;       ///< device or cluster id
    std::string model;    ///< catalog model id (first member's model for clusters)
    std::string layout;   ///< raid5-7+1, vsan raid1 ftt=1, ...
    int drives = 0;       ///< capacity drives counted in raw
    double driveTB = 0.0; ///< one drive, decimal TB
    double rawTB = 0.0;
    double usableTB = 0.0;
    std::string method;   ///< "24 x 3.84 TB x 7/8 (RAID 5 7+1) = 80.64 TB"
    std::string source;   ///< where the per-drive or per-group figure comes from
};

/// Capacity of every array, backup appliance and storage cluster of the design.
/// Arrays: (drives - spares) x drive capacity_tb x RAID data fraction.
/// Backup appliances: disk_groups x usable_tib_per_disk_group (catalog).
/// vSAN: raw / replication factor of the policy (architectures.md RA-2 capacity rules).
/// PowerFlex: raw x (1 - spare share) / 2 (two copies; PowerFlex "writes mirrored (2 copies)").
std::vector<StorageCapacity> storageCapacities(const LoadedDesign& design);

/// vSAN space multiplier of a policy: RAID 1 FTT=n -> n+1; RAID 5 (3+1) -> 4/3; RAID 6 (4+2) -> 1.5
/// (architectures.md RA-2 "Capacity rules"). 0 for an unsupported combination.
double vsanSpaceFactor(const std::string& raid, int ftt);


/// One storage-group policy on a pool of drives, for usable capacity per policy. Sizes in
/// decimal TB (10^12 bytes); ratios are inputs (a measured ratio of a paper is a result).
struct CapacityPolicy {
    std::string layout = "raid5-7+1"; ///< array RAID (raid5-7+1, raid5-3+1, raid6-4+2, raid6-12+2, raid10, raid1) or vSAN raid1 / raid5-3+1 / raid6-4+2
    bool vsan = false;         ///< vSAN placement rules (FTT, fault domains) instead of array RAID
    int ftt = 1;               ///< vSAN failures to tolerate (RAID 1: ftt + 1 copies)
    int faultDomains = 0;      ///< vSAN hosts (0: not checked); RAID 5 needs 4, RAID 6 6, RAID 1 2 ftt + 1
    int drives = 0;            ///< capacity drives in the pool, spares included
    int spares = 0;            ///< hot spares (arrays), not holding data
    double driveTB = 0.0;      ///< one drive, decimal TB
    double overheadPct = 0.0;  ///< metadata share of raw (vSAN dedupe + compression: about 5 %, hardware-facts.md)
    double dedupeRatio = 1.0;  ///< logical / stored after deduplication, >= 1
    double compressionRatio = 1.0; ///< logical / stored after compression, >= 1
    double provisionedTB = 0.0; ///< thin provisioning: logical size promised to hosts (0: not given)
};

/// Usable capacity of one policy. TB decimal, TiB binary (1 TiB = 2^40 bytes), kept apart.
struct PolicyCapacity {
    bool valid = false;
    std::string error;          ///< why not valid (unknown layout, too few fault domains, ...)
    double rawTB = 0.0, rawTiB = 0.0;         ///< all drives, spares included
    double usableTB = 0.0, usableTiB = 0.0;   ///< after spares, RAID / copies and overhead
    double effectiveTB = 0.0, effectiveTiB = 0.0; ///< usable x dedupe x compression ratio
    double subscriptionPct = 0.0; ///< provisioned / effective x 100 (thin: > 100 is oversubscribed)
    std::string method;          ///< the arithmetic, for the user to check
};

/// Raw, usable and effective capacity of a policy:
/// arrays: usable = (drives - spares) x driveTB x RAID data fraction (7/8 for RAID 5 7+1,
/// 1/2 for RAID 10, 4/6 for RAID 6 4+2, 12/14 for 12+2), x (1 - overhead);
/// vSAN: usable = drives x driveTB x (1 - overhead) / vsanSpaceFactor(layout, ftt), invalid
/// with fewer fault domains than the policy needs (RA-2 capacity rules, architectures.md);
/// effective = usable x dedupeRatio x compressionRatio.
PolicyCapacity policyCapacity(const CapacityPolicy& policy);

} // namespace topoplan::core
