#pragma once

#include "core/analysis.h"
#include "core/designloader.h"

#include <vector>

namespace topoplan::core {

/// Findings about what a loaded design says, independent of paths and failures (core::
/// analyze appends them to the graph analyses' findings):
/// - "fabric-kind" (warning): a port of an `fc` fabric that cannot carry Fibre Channel
///   (no fc protocol; an NPAR-partitioned port without an fcoe partition), or a port of an
///   `ethernet` fabric that has no Ethernet protocol (ethernet, iscsi, nvme-tcp, fcoe).
///   ids: fabric id, port reference.
/// - "backup-size" (warning): a backup or restore workload without profile database_gb,
///   whose window cannot be predicted (backupWindow gives 0 GB). ids: workload id.
/// - "workload-no-load" (warning): a workload other than backup / restore with neither
///   users nor iops, mb_s, streams or queue_depth: it offers no load and gets no
///   prediction. ids: workload id.
/// - "array-no-drives" (warning): an array (catalog kind array) with no drives, ssd_drives
///   or drives_per_group; "array-no-drive-model" (warning): drives without drive_model.
///   ids: device id.
/// - "appliance-no-disk-groups" (warning): a backup appliance (kind backup-appliance) without
///   disk_groups or drives_per_group: no capacity. ids: device id.
/// - "cluster-no-drives" (warning): a vSAN or PowerFlex cluster that a workload or storage
///   group names as storage while none of its members has drives (vSAN: drive_model with
///   disk groups and capacity drives; PowerFlex: drive_model and drives). ids: cluster id.
/// - the physical checks of rackFindings() (core/racklayout.h): rack-overlap, rack-power, ...
/// - the SAN checks of core/sanchecks.h (sanCheckFindings).
/// - "no-workloads" (info): devices but no workloads: host-to-storage paths are computed per
///   workload (DESIGN.md, analyses), so none are shown.
std::vector<Finding> designCheckFindings(const LoadedDesign& design);

} // namespace topoplan::core
