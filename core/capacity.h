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

} // namespace topoplan::core
